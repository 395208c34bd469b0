"""Why an action is refused, in plain words naming the rule (issue 3: "Every refusal names
the rule in plain words").

``explain`` is called by the game only for an action that is not in the legal list, so each
function here looks for the rule that is broken and says it; the last line of each is a
specific fallback for that kind of action."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.core import Action, Message, msg
from rules.mombasa import tasks
from rules.mombasa import wording as W
from rules.mombasa.area import TILE, count_kind, expansion_value, goods_totals, plus_one_tile
from rules.mombasa.bonuses import (
    _coffee_in_hand,
    _track_bonus,
    all_measures,
    markers_available,
    markers_total,
)
from rules.mombasa.bookkeeping import FLIP_BOOK_COST, book_spaces, meets
from rules.mombasa.components import GOODS
from rules.mombasa.components.catalog import Catalog
from rules.mombasa.expansion import entry_costs
from rules.mombasa.goods import buyable_cards, discount, display_price, mixing_allowed
from rules.mombasa.state import (
    SLOT_COUNT,
    AmountTask,
    BookkeeperTask,
    BuyCardTask,
    ExpansionTask,
    GoodsTask,
    MajorityTask,
    OtherTracksTask,
    OustTask,
    PlainTask,
    RewardOrderTask,
    SellCardTask,
    SpendBookkeepingTask,
    State,
    player,
)
from rules.mombasa.tracks import posts_in_base, reachable_steps, return_columns, track_of

PLANNING = {"plan_place", "plan_take", "plan_commit"}
SETUP = {"choose_tile", "arrange"}
TOP = {"goods", "expand", "bookkeeper", "diamond", "bonus", "end_phase", "plus_one"}
# The decisions inside an action, by the task that asks for them.
TASK_KINDS = {
    "goods": {"goods_add", "goods_done", "buy", "no_buy", "step", "forfeit_units"},
    "expansion": {"expand_company", "enter", "finish_expansion"},
    "oust": {"oust_return", "oust_remove"},
    "spend_bk": {"take_book", "take_pound"},
    "place_books": {"place_book"},
    "bk_flip": {"no_flip", "flip_book"},
    "bk_move": {"ink_forward", "ink_stop"},
    "pickup": {"pickup"},
    "buy_card": {"buy_for_pounds", "no_buy"},
    "sell_card": {"sell"},
    "majority": {"majority_tier"},
    "bk_diamond_choice": {"bk_diamond"},
    "other_tracks": {"other_tracks"},
    "remove_post": {"remove_post"},
    "reward_order": {"reward_order"},
}
INNER = set().union(*TASK_KINDS.values())
KNOWN = PLANNING | SETUP | TOP | INNER | {"cancel"}


def no(key: str, **args) -> Message:
    """A refusal: ``mombasa-no-<key>`` in refusals.ftl."""
    return msg("mombasa-no-" + key, **args)


# -- not to move ----------------------------------------------------------------------------


def not_to_move(s: State, D: Catalog, seat: int, to_move: list[int]) -> Message:
    if not isinstance(seat, int) or not 0 <= seat < s["players"]:
        return no("such-seat", number=str(seat))
    ph = s["phase"]
    waiting = W.seats(s, to_move)
    if ph == "setup":
        if s["setup_step"] == "tile":
            return no("tile-chosen-waiting", seats=waiting)
        return no("resting-laid-waiting", seats=waiting)
    if ph == "planning":
        return no("plan-confirmed-waiting", round=s["round"], seats=waiting)
    if ph == "actions":
        if player(s, seat)["passed"]:
            return no("phase-ended-waiting", seats=waiting, count=len(to_move))
        return no("not-your-turn", seats=waiting, count=len(to_move))
    return no("game-over")


# -- the dispatcher ---------------------------------------------------------------------------


def explain(s: State, D: Catalog, seat: int, a: Action, legal: list[Action]) -> Message:
    k = a.kind
    if k not in KNOWN:
        return no("such-action", kind=repr(k))
    ph = s["phase"]
    if k in SETUP and ph != "setup":
        return no("already-set-up")
    if k in PLANNING and ph != "planning":
        if ph == "setup":
            return no("planning-not-begun")
        return no("planning-over", round=s["round"])
    if (k in TOP or k in INNER or k == "cancel") and ph != "actions":
        if ph == "setup":
            return no("actions-not-begun-setup")
        return no("actions-not-begun", round=s["round"])
    try:
        if ph == "setup":
            return _setup(s, D, seat, a)
        if ph == "planning":
            return _planning(s, D, seat, a)
        return _actions(s, D, seat, a)
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        return _malformed(a)


def _malformed(a: Action) -> Message:
    return no("malformed", kind=a.kind.replace("_", " "))


def _same_as_offered(what: str) -> Message:
    """``what``: card, goods_card, bookkeeper, diamond_merchant."""
    return no("same-as-offered", what=what)


# -- setup and planning -----------------------------------------------------------------------


def _setup(s: State, D: Catalog, seat: int, a: Action) -> Message:
    p = player(s, seat)
    if a.kind == "choose_tile":
        if s["setup_step"] != "tile":
            return no("tiles-chosen")
        return no("tile-not-dealt", tiles=W.or_chain(list(p["tile_options"])))
    if s["setup_step"] == "tile":
        return no("tile-first")
    return no("not-tile-cards")


def _planning(s: State, D: Catalog, seat: int, a: Action) -> Message:
    p = player(s, seat)
    if a.kind == "plan_place":
        cid, slot = a.get("card"), a.get("slot")
        if not isinstance(slot, int) or not 0 <= slot < SLOT_COUNT:
            return no("such-slot")
        if cid not in p["hand"]:
            return no("card-not-in-hand-plan")
        if D.card(cid).kind == "share":
            return no("share-in-slot")
        if slot not in p["slots"]:
            return no("slot-locked", slot=W.slot(slot), track="diamond" if slot == 3 else "bookkeeping")
        if p["draft"][slot] is not None:
            return no("slot-full", slot=W.slot(slot))
        return _same_as_offered("card")
    if a.kind == "plan_take":
        slot = a.get("slot")
        if not isinstance(slot, int) or not 0 <= slot < SLOT_COUNT or p["draft"][slot] is None:
            return no("nothing-to-take-back")
    return no("planning-choice")


# -- the action phase ------------------------------------------------------------------------


def _actions(s: State, D: Catalog, seat: int, a: Action) -> Message:
    k = a.kind
    if k == "cancel":
        return no("nothing-to-cancel")
    if s["tasks"]:
        task = s["tasks"][0]
        if k in TOP:
            return no("finish-action-first", asked=tasks.describe(s, D))
        if k not in TASK_KINDS.get(task["kind"], set()):
            return no("not-the-decision", asked=tasks.describe(s, D))
        fn = _INNER.get(task["kind"])
        return fn(s, D, seat, task, a) if fn else no("choice-not-possible", asked=tasks.describe(s, D))
    if k in INNER:
        return no("no-action-under-way")
    return _TOP[k](s, D, seat, a)


# -- choosing an action -------------------------------------------------------------------------


def _card_in_area(s: State, D: Catalog, seat: int, ref, kind: str, what: str) -> Message | None:
    """Why ``ref`` is not a usable ``kind`` card of the seat, or None if it is. ``what``:
    goods_card, bookkeeper or diamond_merchant."""
    p = player(s, seat)
    if isinstance(ref, str) and ref.startswith(TILE):
        st = s["bonus_tiles"].get(ref[len(TILE):])
        if st is None or st["holder"] != seat:
            return no("tile-not-held")
        if st["used"]:
            return no("tile-used")
        if D.bonus_tiles[ref[len(TILE):]].kind != kind:
            return no("tile-not-a", what=what)
        return None
    if ref not in p["area"]:
        return no("card-not-in-area")
    if p["used"][p["area"].index(ref)]:
        return no("card-used")
    if D.card(ref).kind != kind:
        return no("card-not-a", what=what)
    return None


def _top_goods(s, D, seat, a):
    return _card_in_area(s, D, seat, a.get("card"), "goods", "goods_card") or _same_as_offered("goods_card")


def _top_expand(s, D, seat, a):
    return no("no-expansion-card")


def _top_bookkeeper(s, D, seat, a):
    return _card_in_area(s, D, seat, a.get("card"), "bookkeeper", "bookkeeper") or _same_as_offered("bookkeeper")


def _top_diamond(s, D, seat, a):
    return _card_in_area(s, D, seat, a.get("card"), "diamond", "diamond_merchant") or _same_as_offered("diamond_merchant")


def _top_end(s, D, seat, a):
    return _in_pickup(s, D, seat, {"kind": "pickup"}, a)


def _top_plus_one(s, D, seat, a):
    held = [t for t, st in s["bonus_tiles"].items() if st["holder"] == seat and D.bonus_tiles[t].kind == "plus_one_goods"]
    if not held:
        return no("plus-one-not-held")
    if plus_one_tile(s, D, seat) is None:
        return no("plus-one-placed")
    return _card_in_area(s, D, seat, a.get("card"), "goods", "goods_card") or _same_as_offered("goods_card")


def _top_bonus(s: State, D: Catalog, seat: int, a: Action) -> Message:
    space = a.get("space")
    spaces = s["bonus_spaces"]
    if space not in spaces:
        return no("such-bonus-space")
    p = player(s, seat)
    if markers_available(s, D, seat) <= 0:
        return no("no-marker-left", markers=markers_total(s, D, seat))
    holder = spaces[space]
    if holder is not None:
        return no("space-taken", space=W.space(D, space, start=True), mine=holder == seat, holder_seat=W.who(s, holder))
    b = D.board
    if space == "first_player":
        return no("first-player-space-first-turn")
    if space == "buy":
        if p["money"] < b.buy_space_cost:
            return no("buy-space-cost", cost=b.buy_space_cost, money=p["money"])
        cheapest = min((price for _, _, price in buyable_cards(s, D, 10**6, 0)), default=None)
        if cheapest is None:
            return no("display-empty")
        return no("buy-space-price", cost=b.buy_space_cost, cheapest=cheapest, money=p["money"])
    if space == "sell":
        return no("sell-space-hand-empty")
    if space.startswith("majority:"):
        what = space.split(":", 1)[1]
        table = [all_measures(s, D, i) for i in range(s["players"])]
        mine = table[seat][what]
        if mine <= 0 or mine < D.majorities[what].tiers[0].minimum:
            return no("majority-none", measure=W.measure(what))
        best = max(range(s["players"]), key=lambda i: table[i][what])
        return no("majority-not-yours", measure=W.measure(what), mine=mine, best_seat=W.who(s, best),
                  best=table[best][what])
    if space.startswith("tile:"):
        cost = D.bonus_tiles[space.split(":", 1)[1]].cost
        return no("tile-space-cost", space=W.space(D, space, start=True), cost=cost, money=p["money"])
    cid, k, bonus = _track_bonus(s, D, space)
    name = W.company(cid)
    if p["levels"][cid] < k + 1:
        return no("track-space-locked", which=k + 1, company=name)
    if spaces.get(f"track:{cid}:{1 - k}") == seat:
        return no("track-space-twice", company=name)
    if p["money"] < bonus.cost:
        return no("track-space-cost", cost=bonus.cost, money=p["money"])
    if bonus.kind == "sell_card":
        if not p["hand"]:
            return no("track-space-hand-empty")
        if bonus.level == 2 and not _coffee_in_hand(s, D, seat):
            return no("track-space-no-coffee")
    return no("bonus-marker")


_TOP = {
    "goods": _top_goods,
    "expand": _top_expand,
    "bookkeeper": _top_bookkeeper,
    "diamond": _top_diamond,
    "bonus": _top_bonus,
    "end_phase": _top_end,
    "plus_one": _top_plus_one,
}


# -- inside an action -------------------------------------------------------------------------


def _goods_text(s: State, D: Catalog, seat: int, t: GoodsTask) -> Message:
    used = sorted({D.card(r).goods_kind for r in t["cards"]})
    return msg("mombasa-goods-amount", units=t["units"], goods=W.goods(used), mixed=len(used) != 1)


def _in_goods(s: State, D: Catalog, seat: int, t: GoodsTask, a: Action) -> Message:
    k = a.kind
    phase = t["phase"]
    used = {D.card(r).goods_kind for r in t["cards"]}
    if k in ("goods_add", "goods_done") and phase != "select":
        return no("goods-chosen")
    if k == "goods_add":
        ref = a.get("card")
        if ref in t["cards"]:
            return no("goods-card-twice")
        why = _card_in_area(s, D, seat, ref, "goods", "goods_card")
        if why:
            return why
        if D.card(ref).good not in used:
            if mixing_allowed(s, D, seat):
                return no("goods-mixed-too-little")
            return no("goods-one-type", goods=[W.good(g) for g in sorted(used)])
        return _same_as_offered("goods_card")
    if k == "goods_done":
        return no("goods-mixed-unaffordable")
    if k in ("buy", "no_buy") and phase != "buy":
        return no("purchase-settled")
    if k == "buy":
        c, r = a.get("column"), a.get("row")
        if s["display"][c][r] is None:
            return no("display-space-empty", column=W.column(c), row=r + 1)
        base = display_price(s, D, c, r)
        price = max(0, base - discount(s, D, seat, used))
        return no("goods-short", price=price, discount=base - price, goods=_goods_text(s, D, seat, t))
    if k == "no_buy":
        return no("goods-mixed-must-buy")
    if k in ("step", "forfeit_units") and phase != "steps":
        return no("buy-before-steps")
    if k == "step":
        cid, n = a.get("company"), a.get("n", 1)
        if cid not in D.companies():
            return no("such-company-track")
        if not isinstance(n, int) or n < 1:
            return no("advance-one")
        if n > t["units"]:
            return no("units-left", units=t["units"])
        can = reachable_steps(s, D, seat, cid, n)
        tr = track_of(s, D, cid)
        pos = player(s, seat)["tracks"][cid] + can
        if pos + 1 >= len(tr.spaces):
            return no("track-end", company=W.company(cid), steps=can)
        call = tr.spaces[pos + 1].capital_call
        return no("capital-call", pounds=call, company=W.company(cid), money=player(s, seat)["money"], steps=can)
    if k == "forfeit_units":
        return no("forfeit-units")
    return no("goods-choice")


def _column_number(col) -> str:
    """A base column as the player counts it (from 1), or the malformed value as given."""
    return str(col + 1 if isinstance(col, int) else col)


def _in_expansion(s: State, D: Catalog, seat: int, t: ExpansionTask, a: Action) -> Message:
    k = a.kind
    if k == "expand_company":
        cid = a.get("company")
        if t["company"] is not None:
            return no("expanding-already", company=W.company(t["company"]))
        if cid not in D.companies():
            return no("such-company")
        if not posts_in_base(s, cid):
            return no("base-empty", company=W.company(cid))
        return no("expand-company")
    if t["company"] is None:
        return no("company-first")
    cid = t["company"]
    name = W.company(cid)
    if k == "enter":
        rid, col = a.get("region"), a.get("column")
        if rid not in D.regions:
            return no("such-region")
        region = D.regions[rid]
        if any(p["company"] == cid for p in s["regions"][rid]):
            return no("region-holds-post", region=W.region(rid), company=name)
        costs = entry_costs(s, D, cid)
        if rid not in costs:
            if region.enclave_in is not None:
                return no("enclave", region=W.region(rid), company=name, around=W.region(region.enclave_in))
            return no("region-unreachable", company=name)
        cost = costs[rid]
        if cost > t["left"]:
            occupied = any(p["company"] != cid for p in s["regions"][rid])
            border = cost - (1 if occupied else 0)
            why = []
            if border > 1:
                why.append(msg("mombasa-no-entry-border", points=border))
            if occupied:
                why.append(msg("mombasa-no-entry-occupied"))
            return no("entry-cost", region=W.region(rid), cost=cost, why=W.and_chain(why) if why else "none",
                      left=t["left"])
        if not isinstance(col, int) or not 0 <= col < len(s["bases"][cid]) or not s["bases"][cid][col]["posts"]:
            return no("column-empty", column=_column_number(col), company=name)
        return no("enter-region")
    return no("finish-expansion")


def _in_oust(s: State, D: Catalog, seat: int, t: OustTask, a: Action) -> Message:
    name = W.company(t["company"])
    if a.kind == "oust_remove":
        return no("oust-return-possible", company=name)
    cols = return_columns(s, t["company"])
    return no("oust-column", company=name, columns=W.or_chain([str(c + 1) for c in cols]) if cols else "none")


def _in_spend(s: State, D: Catalog, seat: int, t: SpendBookkeepingTask, a: Action) -> Message:
    if a.kind == "take_book":
        c, r = a.get("column"), a.get("row")
        bid = s["book_display"][c][r]
        if bid is None:
            return no("book-space-empty", letter=D.board.book_display[c][r])
        cost = D.book_costs.get(D.books[bid].letter, 1)
        return no("book-cost", book=W.book(D, bid), cost=cost, left=t["points"])
    return no("take-pound")


def _in_place(s: State, D: Catalog, seat: int, t: PlainTask, a: Action) -> Message:
    bid, i = a.get("book"), a.get("space")
    p = player(s, seat)
    if bid not in s["turn_books"]:
        return no("book-not-acquired")
    spaces = D.player_board.bookkeeping
    if not isinstance(i, int) or not 0 < i < len(spaces):
        return no("such-bookkeeping-space")
    letter = D.books[bid].letter
    cur = p["books"][i]
    if letter == "A" and cur is None and spaces[i].no_a:
        return no("a-book-crossed-out")
    if letter == "A" and cur is not None and D.books[cur].letter in ("B", "C"):
        return no("a-book-covers", letter=D.books[cur].letter)
    if i not in book_spaces(s, D, seat, bid):
        return no("book-space")
    return no("place-book")


def _in_flip(s: State, D: Catalog, seat: int, t: BookkeeperTask, a: Action) -> Message:
    p = player(s, seat)
    i = a.get("space")
    if p["money"] < FLIP_BOOK_COST:
        return no("flip-cost", cost=FLIP_BOOK_COST, money=p["money"])
    if not isinstance(i, int) or not 0 <= i < len(p["books"]) or p["books"][i] is None:
        return no("no-book-to-flip")
    if p["flipped"][i]:
        return no("book-face-down")
    if i <= p["ink"]:
        return no("flip-behind-ink", ink=p["ink"])
    return no("flip-book")


def requirement_text(s: State, D: Catalog, seat: int, bid: str, in_use: str) -> Message | str:
    """The unmet requirements of a book, with what the seat has face up."""
    goods = goods_totals(s, D, seat)
    out = []
    for r in D.books[bid].requirements:
        need = W.requirement(r.kind, r.value)
        if r.kind in GOODS:
            have: Message | str = msg("mombasa-have", kind="good", n=goods[r.kind], good=W.good(r.kind))
        elif r.kind in ("one_good", "coffee_and_one_good"):
            have = W.comma_chain([msg("mombasa-have", kind="good", n=goods[g], good=W.good(g)) for g in GOODS])
        elif r.kind == "expansion":
            have = msg("mombasa-have", kind="expansion", n=expansion_value(s, D, seat))
        elif r.kind in ("diamond_or_bookkeeper", "diamond", "bookkeeper"):
            have = msg("mombasa-have", kind="merchants", n=count_kind(s, D, seat, "diamond"),
                       others=count_kind(s, D, seat, "bookkeeper", exclude=in_use))
        else:
            have = msg("mombasa-have", kind="unknown", n=0)
        out.append(msg("mombasa-needs", need=need, have=have))
    chain: Message | str = out[0] if out else ""
    for x in out[1:]:
        chain = msg("mombasa-semicolon", a=chain, b=x)
    return chain


def _in_move(s: State, D: Catalog, seat: int, t: BookkeeperTask, a: Action) -> Message:
    p = player(s, seat)
    nxt = p["ink"] + 1
    if nxt >= len(p["books"]):
        return no("ink-final")
    book = p["books"][nxt]
    if book is None:
        return no("ink-empty-space", space=nxt)
    if not meets(s, D, seat, book, t["card"]):
        return no("book-requirements", space=nxt, needs=requirement_text(s, D, seat, book, t["card"]))
    return no("ink-move")


def _in_pickup(s: State, D: Catalog, seat: int, t: PlainTask, a: Action) -> Message:
    i = a.get("deck")
    p = player(s, seat)
    if isinstance(i, int) and 0 <= i < 3 and not p["resting"][i]:
        return no("resting-deck-empty", deck=W.deck(i))
    if i == -1:
        return no("pick-up-a-deck")
    return no("such-resting-deck")


def _in_buy_pounds(s: State, D: Catalog, seat: int, t: BuyCardTask, a: Action) -> Message:
    if a.kind == "no_buy":
        return no("must-buy")
    c, r = a.get("column"), a.get("row")
    if s["display"][c][r] is None:
        return no("display-space-empty-short", column=W.column(c), row=r + 1)
    price = max(0, display_price(s, D, c, r) - t["reduction"])
    return no("card-cost", price=price, money=player(s, seat)["money"])


def _in_sell(s: State, D: Catalog, seat: int, t: SellCardTask, a: Action) -> Message:
    cid = a.get("card")
    if cid not in player(s, seat)["hand"]:
        return no("card-not-in-hand-sell")
    if t["coffee_only"]:
        card = D.card(cid)
        if not (card.kind == "goods" and card.good == "coffee"):
            return no("coffee-only")
    return _same_as_offered("card")


def _in_majority(s: State, D: Catalog, seat: int, t: MajorityTask, a: Action) -> Message:
    m = D.majorities[t["measure"]]
    i = a.get("tier")
    if not isinstance(i, int) or not 0 <= i < len(m.tiers):
        return no("such-majority-reward")
    return no("majority-tier", measure=W.measure(t["measure"]), value=t["value"], minimum=m.tiers[i].minimum)


def _in_bkd(s: State, D: Catalog, seat: int, t: PlainTask, a: Action) -> Message:
    return no("bk-diamond")


def _in_other(s: State, D: Catalog, seat: int, t: OtherTracksTask, a: Action) -> Message:
    return no("other-tracks", companies=[W.company(c) for c in t["others"]])


def _in_remove(s: State, D: Catalog, seat: int, t: AmountTask, a: Action) -> Message:
    cid, col = a.get("company"), a.get("column")
    if cid not in D.companies():
        return no("such-company-base")
    return no("remove-column-empty", column=_column_number(col), company=W.company(cid))


def _in_order(s: State, D: Catalog, seat: int, t: RewardOrderTask, a: Action) -> Message:
    return no("reward-order")


# Any: each explains the refusals of its own task kind, which the dispatch checked.
_INNER: dict[str, Callable[[State, Catalog, int, Any, Action], Message]] = {
    "reward_order": _in_order,
    "goods": _in_goods,
    "expansion": _in_expansion,
    "oust": _in_oust,
    "spend_bk": _in_spend,
    "place_books": _in_place,
    "bk_flip": _in_flip,
    "bk_move": _in_move,
    "pickup": _in_pickup,
    "buy_card": _in_buy_pounds,
    "sell_card": _in_sell,
    "majority": _in_majority,
    "bk_diamond_choice": _in_bkd,
    "other_tracks": _in_other,
    "remove_post": _in_remove,
}

__all__ = ["explain", "not_to_move", "requirement_text"]
