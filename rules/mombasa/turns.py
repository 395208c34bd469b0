"""The General action phase: the turn loop, the six actions a seat chooses from, the end of
a turn, and "End your own action phase" (rulebook pages 4-9)."""

from __future__ import annotations

from rules.core import Action, Message, msg
from rules.mombasa import bonuses, bookkeeping, diamonds, expansion, goods, preparation, tasks
from rules.mombasa import wording as W
from rules.mombasa.area import card_value, expansion_value, face_up, plus_one_tile
from rules.mombasa.components.catalog import Catalog
from rules.mombasa.state import SLOT_TO_DECK, PlainTask, State, in_turn, player
from rules.mombasa.tracks import refresh_levels
from rules.mombasa.wording import event


def top_options(s: State, D: Catalog, seat: int, kind: str | None = None) -> list[Action]:
    """The choices of the seat in turn when no compound move is under way (only those of
    one action kind when ``kind`` is given: apply checks an action against those)."""
    out: list[Action] = []
    if kind in (None, "plus_one"):
        tile = plus_one_tile(s, D, seat)
        if tile is not None:
            out += goods.plus_one_options(s, D, seat, tile)
    if kind in (None, "goods"):
        out += goods.start_options(s, D, seat)
    if kind in (None, "expand", "bookkeeper", "diamond"):
        up = face_up(s, D, seat)
        if kind in (None, "expand") and any(k == "expansion" for _, k in up):
            out.append(tasks.act("expand", _l_expand, expansion_value(s, D, seat)))
        seen: set[tuple] = set()
        for ref, k in up:
            if k == "bookkeeper" and kind in (None, "bookkeeper"):
                key: tuple = ("bk", card_value(D, ref, "bookkeeping"))
                if key not in seen:
                    seen.add(key)
                    out.append(tasks.act("bookkeeper", _l_bookkeeper, D, ref, card=ref))
        for ref, k in up:
            if k == "diamond" and kind in (None, "diamond"):
                steps, pounds = diamonds.merchant_steps(s, D, seat, ref)
                key = ("dm", steps, pounds)
                if key not in seen:
                    seen.add(key)
                    out.append(tasks.act("diamond", _l_diamond, D, ref, steps, pounds, card=ref))
    if kind in (None, "bonus"):
        out += bonuses.placement_options(s, D, seat)
    if kind in (None, "end_phase"):
        # "End your own action phase" with the resting deck to pick up, in one decision
        p = player(s, seat)
        for i, deck in enumerate(p["resting"]):
            if deck:
                out.append(tasks.act("end_phase", _l_end_phase, D, i, tuple(deck), deck=i))
        if not any(p["resting"]):
            out.append(tasks.act("end_phase", _END_EMPTY, deck=-1))
    return out


def options(s: State, D: Catalog, seat: int) -> list[Action]:
    if s["phase"] != "actions" or s["turn"] != seat:
        return []
    # "Cancel this action" is offered from an action's first decision to its last.
    if s["tasks"]:
        return tasks.task_options(s, D, s["tasks"][0]) + tasks.cancel_options(s)
    return top_options(s, D, seat) + tasks.cancel_options(s)


def to_move(s: State) -> list[int]:
    """One seat decides at a time in the action phase."""
    return [s["turn"]] if s["turn"] is not None else []


def options_of_kind(s: State, D: Catalog, seat: int, kind: str) -> list[Action]:
    """The legal choices of one kind, in legal-list order (a subset of ``options``)."""
    if s["phase"] != "actions" or s["turn"] != seat:
        return []
    if s["tasks"] or kind == "cancel":
        return [a for a in options(s, D, seat) if a.kind == kind]
    return top_options(s, D, seat, kind)


_TURN_END: tuple[PlainTask, ...] = ({"kind": "discard_books"}, {"kind": "place_books"}, {"kind": "end_turn"})


def apply(s: State, D: Catalog, seat: int, a: Action, ev: list) -> None:
    if a.kind == "cancel":
        tasks.cancel_action(s, seat, ev)
        return
    pre = tasks.begin_action(s)
    own: list = []
    _decide(s, D, seat, a, own)
    tasks.settle(s, D, seat, own, ev, pre)


def _decide(s: State, D: Catalog, seat: int, a: Action, ev: list) -> None:
    if s["tasks"]:
        tasks.choose(s, D, a, ev)
        return
    k = a.kind
    if k == "plus_one":
        tile = goods_tile(s, D, seat)
        assert tile is not None  # plus_one is legal only while the seat holds the tile
        goods.place_plus_one(s, D, seat, tile, a["card"], ev)
        return  # a free decision before the action: the turn goes on
    if k == "goods":
        goods.start(s, D, a["card"])
    elif k == "expand":
        expansion.start(s, D)
    elif k == "bookkeeper":
        ev.append(event("BookkeeperUsed", msg("mombasa-ev-bookkeeper-used", seat=W.who(s, seat, True), card=W.ref(D, a["card"])), seat=seat, card=a["card"]))
        bookkeeping.start_bookkeeper(s, D, a["card"])
    elif k == "diamond":
        diamonds.use_merchant(s, D, seat, a["card"], ev)
    elif k == "bonus":
        bonuses.place(s, D, seat, a["space"], ev)
    elif k == "end_phase":
        _pick_up(s, seat, a.get("deck", -1), ev)
        tasks.push_back(s, {"kind": "cleanup"})
    tasks.push_back(s, *[t.copy() for t in _TURN_END])
    tasks.run(s, D, ev)


def goods_tile(s: State, D: Catalog, seat: int) -> str | None:
    return plus_one_tile(s, D, seat)


# -- end of a turn ----------------------------------------------------------------------------


def _end_turn(s: State, D: Catalog, t: PlainTask, ev: list) -> None:
    seat = in_turn(s)
    tasks.commit_action(s, seat, ev)
    bookkeeping.refill_book_display(s, D, ev)
    player(s, seat)["turns"] += 1
    advance_turn(s, D, seat, ev)


tasks.task_kind("end_turn", auto=_end_turn)


def advance_turn(s: State, D: Catalog, seat: int, ev: list) -> None:
    n = s["players"]
    for i in range(1, n + 1):
        nxt = (seat + i) % n
        if not player(s, nxt)["passed"]:
            s["turn"] = nxt
            refresh_levels(s, D, nxt)  # bonuses unlocked since its last turn take effect now
            # When this is the Mautoma's seat (issue 4), game._apply plays its turns
            # (automa.after_apply) before the human decides again.
            return
    s["turn"] = None

    preparation.end_of_round(s, D, ev)


# -- End your own action phase ----------------------------------------------------------------


def _pickup_options(s: State, D: Catalog, t: PlainTask) -> list[Action]:
    p = player(s, in_turn(s))
    out = []
    for i, deck in enumerate(p["resting"]):
        if deck:
            out.append(tasks.act("pickup", _l_pickup, D, i, tuple(deck), deck=i))
    if not out:
        out.append(tasks.act("pickup", _PICKUP_NOTHING, deck=-1))
    return out


def _pickup_choose(s: State, D: Catalog, t: PlainTask, a: Action, ev: list) -> None:
    # (a separate "pickup" decision is kept for states saved before end_phase carried it)
    s["tasks"].pop(0)
    _pick_up(s, in_turn(s), a["deck"], ev)


def _pick_up(s: State, seat: int, i: int, ev: list) -> None:
    """Step 1 of "End your own action phase": take exactly 1 resting deck into the hand."""
    p = player(s, seat)
    if i >= 0:
        cards = p["resting"][i]
        p["hand"].extend(cards)
        p["resting"][i] = []
        ev.append(event("RestingDeckPickedUp", msg("mombasa-ev-resting-deck-picked-up", seat=W.who(s, seat, True), deck=W.deck(i), cards=len(cards)), seat=seat, deck=i, cards=list(cards)))


def _cleanup(s: State, D: Catalog, t: PlainTask, ev: list) -> None:
    seat = in_turn(s)
    p = player(s, seat)
    for i, cid in enumerate(p["area"]):
        if cid is not None:
            p["resting"][SLOT_TO_DECK[i]].append(cid)
    p["area"] = [None] * len(p["area"])
    p["used"] = [False] * len(p["used"])
    for st in s["bonus_tiles"].values():
        if st["holder"] == seat:
            st["holder"] = None
            st["used"] = False
            st["on_card"] = None
    p["passed"] = True
    ev.append(event("ActionPhaseEnded", msg("mombasa-ev-action-phase-ended", seat=W.who(s, seat, True)), seat=seat))


tasks.task_kind("pickup", options=_pickup_options, choose=_pickup_choose, single=True,
                describe=lambda s, D, t: msg("mombasa-ask-pickup"))


# -- labels (built only when read) ----------------------------------------------------------------


def _l_expand(points: int):
    return msg("mombasa-act-expand-cards", points=points)


def _l_bookkeeper(D: Catalog, ref: str):
    return msg("mombasa-act-bookkeeper", card=W.ref(D, ref))


def _l_diamond(D: Catalog, ref: str, steps: int, pounds: int):
    return msg("mombasa-act-diamond", card=W.ref(D, ref), steps=steps, pounds=pounds)


def _cards(D: Catalog, cards: tuple) -> Message | str:
    return W.comma_chain([W.ref(D, c) for c in cards])


def _l_end_phase(D: Catalog, i: int, cards: tuple):
    return msg("mombasa-act-end-phase", deck=W.deck(i), cards=_cards(D, cards))


def _l_pickup(D: Catalog, i: int, cards: tuple):
    return msg("mombasa-act-pickup", deck=W.deck(i), cards=_cards(D, cards))


_END_EMPTY = msg("mombasa-act-end-phase-empty")
_PICKUP_NOTHING = msg("mombasa-act-pickup-nothing")
tasks.task_kind("cleanup", auto=_cleanup)
