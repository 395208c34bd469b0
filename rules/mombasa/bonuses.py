"""Action 5: place 1 bonus marker (rulebook pages 8-9): the first player space, buy and sell
spaces, the 4 majority spaces, the 4 bonus tile spaces and the extra bonus spaces of the
company tracks C/D (page 11)."""

from __future__ import annotations

from itertools import combinations, permutations

from rules.core import Action, msg
from rules.mombasa import tasks
from rules.mombasa import wording as W
from rules.mombasa.area import area_totals, card_signature, measure
from rules.mombasa.components.catalog import Catalog
from rules.mombasa.goods import buyable_cards, display_price
from rules.mombasa.rewards import call_in_reach, reward_tasks
from rules.mombasa.state import (
    BuyCardTask,
    MajorityTask,
    OtherTracksTask,
    PlainTask,
    SellCardTask,
    State,
    Task,
    automated_seats,
    in_turn,
    player,
)
from rules.mombasa.tracks import active_bonus, permanent_bonus, track_of
from rules.mombasa.wording import event


def space_ids(s: State, D: Catalog) -> list[str]:
    ids = ["first_player", "buy", "sell"]
    ids += [f"majority:{m.measure}" for m in D.board.majorities]
    ids += [f"tile:{t.id}" for t in D.components.bonus_tiles]
    for cid in D.companies():  # board order: a loaded state's keys come back sorted
        if not D.tracks[s["tracks"][cid]].permanent:
            ids += [f"track:{cid}:0", f"track:{cid}:1"]
    return ids


def markers_total(s: State, D: Catalog, seat: int) -> int:
    n = D.bonus_markers.get(s["players"], 2)
    b = permanent_bonus(s, D, seat, "bonus_markers")
    if b is not None:
        n += b.amount
    return min(n, D.board.markers_per_colour)


def markers_available(s: State, D: Catalog, seat: int) -> int:
    placed = sum(1 for v in s["bonus_spaces"].values() if v == seat)
    return markers_total(s, D, seat) - placed


def all_measures(s: State, D: Catalog, seat: int) -> dict[str, int]:
    """The seat's face-up coffee, bananas, cotton units and expansion value, at once."""
    if seat in automated_seats(s):
        return {m.measure: measure(s, D, seat, m.measure) for m in D.board.majorities}
    return area_totals(s, D, seat)


def majority_ok(s: State, D: Catalog, seat: int, what: str, table: list[dict[str, int]] | None = None) -> int:
    """The seat's value if it may take that majority space (a tie is enough), else 0.

    Compared with every other player's face-up value now (used cards no longer count; the
    "+1" goods tile, cotton +1 and expansion +1/+2 bonuses do)."""
    # A majority needs at least the lowest tier's value (a 0-0 tie gives nothing to take).
    if table is None:
        table = [all_measures(s, D, i) for i in range(s["players"])]
    mine = table[seat][what]
    m = D.majorities[what]
    if mine < m.tiers[0].minimum or mine <= 0:
        return 0
    for other in range(s["players"]):
        if other != seat and table[other][what] > mine:
            return 0
    return mine


def _track_bonus(s: State, D: Catalog, space: str):
    _, cid, k = space.split(":")
    return cid, int(k), track_of(s, D, cid).bonuses[int(k)]


def _coffee_in_hand(s: State, D: Catalog, seat: int) -> bool:
    return any(D.card(c).kind == "goods" and D.card(c).good == "coffee" for c in player(s, seat)["hand"])


def placement_options(s: State, D: Catalog, seat: int) -> list[Action]:
    if markers_available(s, D, seat) <= 0:
        return []
    p = player(s, seat)
    out = []
    spaces = s["bonus_spaces"]
    b = D.board
    if spaces["first_player"] is None and not (seat == s["round_first"] and p["turns"] == 0):
        out.append(tasks.act("bonus", _l_first, b.first_player_bookkeeping, space="first_player"))
    if spaces["buy"] is None and p["money"] >= b.buy_space_cost and buyable_cards(s, D, p["money"] - b.buy_space_cost, 0):
        out.append(tasks.act("bonus", _l_buy_space, b.buy_space_cost, space="buy"))
    if spaces["sell"] is None and p["hand"]:
        out.append(tasks.act("bonus", _l_sell_space, b.sell_space_bonus, space="sell"))
    table = None
    mine = None
    for m in b.majorities:
        sid = f"majority:{m.measure}"
        if spaces[sid] is None:
            if mine is None:
                mine = all_measures(s, D, seat)
            if mine[m.measure] <= 0:
                continue  # nothing face up: no majority (and no need to look at the others)
            if table is None:
                table = [mine if i == seat else all_measures(s, D, i) for i in range(s["players"])]
            v = majority_ok(s, D, seat, m.measure, table)
            if v:
                out.append(tasks.act("bonus", _l_majority, m.measure, v, m.company, space=sid))
    # A tile held by someone this round may still be reserved for the next one: it is back
    # beside the board before the preparation phase hands it out (page 9).
    for t in D.components.bonus_tiles:
        sid = f"tile:{t.id}"
        if spaces[sid] is None and p["money"] >= t.cost:
            out.append(tasks.act("bonus", _l_tile, t.id, t.cost, space=sid))
    for sid in space_ids(s, D):  # board order, whatever the key order of the state
        if not sid.startswith("track:") or spaces[sid] is not None:
            continue
        cid, k, bonus = _track_bonus(s, D, sid)
        if p["levels"][cid] < k + 1:
            continue
        other = f"track:{cid}:{1 - k}"
        if spaces.get(other) == seat:
            continue  # only one extra bonus space of a track per round (page 11)
        if p["money"] < bonus.cost:
            continue
        if bonus.kind == "sell_card" and (not p["hand"] or (bonus.level == 2 and not _coffee_in_hand(s, D, seat))):
            continue
        out.append(tasks.act("bonus", _l_track_space, cid, k, bonus.kind, bonus.level, bonus.cost, space=sid))
    return out


def place(s: State, D: Catalog, seat: int, space: str, ev: list) -> None:
    s["bonus_spaces"][space] = seat
    b = D.board
    ev.append(event("BonusMarkerPlaced", msg("mombasa-ev-bonus-marker-placed", seat=W.who(s, seat, True), space=W.space(D, space)), seat=seat, space=space))
    if space == "first_player":
        s["first_player"] = seat
        ev.append(event("FirstPlayerTaken", msg("mombasa-ev-first-player-taken", seat=W.who(s, seat, True)), seat=seat))
        tasks.push_back(s, {"kind": "gain_bk", "n": b.first_player_bookkeeping})
    elif space == "buy":
        _pay(s, seat, b.buy_space_cost, "buy", ev)
        tasks.push_back(s, {"kind": "buy_card", "reduction": 0, "optional": False})
    elif space == "sell":
        tasks.push_back(s, {"kind": "sell_card", "bonus": b.sell_space_bonus, "coffee_only": False})
    elif space.startswith("majority:"):
        tasks.push_back(s, {"kind": "majority", "measure": space.split(":", 1)[1], "value": measure(s, D, seat, space.split(":", 1)[1])})
    elif space.startswith("tile:"):
        tid = space.split(":", 1)[1]
        cost = D.bonus_tiles[tid].cost
        _pay(s, seat, cost, "tile", ev)
        s["bonus_tiles"][tid]["reserved_by"] = seat
        ev.append(event("BonusTileReserved", msg("mombasa-ev-bonus-tile-reserved", seat=W.who(s, seat, True), tile=W.tile(tid, lower=True)), seat=seat, tile=tid))
    else:
        cid, k, bonus = _track_bonus(s, D, space)
        _pay(s, seat, bonus.cost, "track", ev)
        _track_space(s, D, seat, cid, bonus)


def _pay(s: State, seat: int, n: int, why: str, ev: list) -> None:
    if n <= 0:
        return
    player(s, seat)["money"] -= n
    ev.append(event("PoundsPaid", msg("mombasa-ev-pounds-paid", seat=W.who(s, seat, True), pounds=n, why=why), seat=seat, pounds=n))


def _track_space(s: State, D: Catalog, seat: int, cid: str, bonus) -> None:
    kind, lvl = bonus.kind, bonus.level
    if kind == "bookkeeping_diamonds":
        if lvl == 1:
            tasks.push_back(s, {"kind": "bk_diamond_choice"})
        else:
            # "use 2 bookkeeping points AND move 2 spaces forward on your diamond track"
            tasks.push_back(s, {"kind": "diamonds", "n": 2}, {"kind": "gain_bk", "n": 2})
    elif kind == "buy_card":
        # "buy a card AND/OR move on the diamond track": the steps are always taken.
        # Level 1: full price and/or 1 diamond step; level 2: price - 1 and/or 2 steps.
        # ``amount`` is the price reduction (0 / 1); the diamond steps are 1 / 2.
        tasks.push_back(s, {"kind": "diamonds", "n": 1 if lvl == 1 else 2},
                        {"kind": "buy_card", "reduction": bonus.amount, "optional": True})
    elif kind == "sell_card":
        tasks.push_back(s, {"kind": "sell_card", "bonus": bonus.amount or (3 if lvl == 1 else 8), "coffee_only": lvl == 2})
    elif kind == "other_tracks":
        # Level 1: 2 of the other tracks; level 2: all 3. Which track moves first matters
        # when a capital call is within reach (a special space's pound may pay it).
        others = [c for c in D.companies() if c != cid]
        tasks.push_back(s, {"kind": "other_tracks", "others": others, "steps": bonus.amount or 2, "pick": 2 if lvl == 1 else len(others)})


# -- decisions ------------------------------------------------------------------------------------


def _buy_options(s: State, D: Catalog, t: BuyCardTask) -> list[Action]:
    seat = in_turn(s)
    money = player(s, seat)["money"]
    out = []
    for c, r, price in buyable_cards(s, D, money, t["reduction"]):
        out.append(tasks.act("buy_for_pounds", _l_buy, D, s["display"][c][r], price, c, r, column=c, row=r))
    if t["optional"]:
        out.append(tasks.act("no_buy", _NO_BUY))
    return out


def _buy_choose(s: State, D: Catalog, t: BuyCardTask, a: Action, ev: list) -> None:
    seat = in_turn(s)
    s["tasks"].pop(0)
    if a.kind == "no_buy":
        return
    c, r = a["column"], a["row"]
    price = max(0, display_price(s, D, c, r) - t["reduction"])
    cid = s["display"][c][r]
    s["display"][c][r] = None
    p = player(s, seat)
    p["money"] -= price
    p["hand"].append(cid)
    ev.append(event("CardBought", msg("mombasa-ev-card-bought-pounds", seat=W.who(s, seat, True), card=W.card(D, cid), price=price), seat=seat, card=cid, price=price, paid_with="pounds"))


def _sell_options(s: State, D: Catalog, t: SellCardTask) -> list[Action]:
    seat = in_turn(s)
    out = []
    seen = set()
    for cid in player(s, seat)["hand"]:
        card = D.card(cid)
        if t["coffee_only"] and not (card.kind == "goods" and card.good == "coffee"):
            continue
        sig = card_signature(card)
        if sig in seen:
            continue
        seen.add(sig)
        out.append(tasks.act("sell", _l_sell, D, cid, card.crate + t["bonus"], card=cid))
    return out


def _sell_choose(s: State, D: Catalog, t: SellCardTask, a: Action, ev: list) -> None:
    seat = in_turn(s)
    s["tasks"].pop(0)
    p = player(s, seat)
    cid = a["card"]
    p["hand"].remove(cid)
    s["discard"].append(cid)
    pounds = D.card(cid).crate + t["bonus"]
    p["money"] += pounds
    ev.append(event("CardSold", msg("mombasa-ev-card-sold", seat=W.who(s, seat, True), card=W.card(D, cid), pounds=pounds), seat=seat, card=cid, pounds=pounds))


def _tier_options(s: State, D: Catalog, t: MajorityTask) -> list[Action]:
    m = D.majorities[t["measure"]]
    out = []
    for i, tier in enumerate(m.tiers):
        if tier.minimum <= t["value"]:
            out.append(tasks.act("majority_tier", _l_tier, t["measure"], i, D, tier=i))
    # A lower reward may always be chosen (page 9); list the best first.
    return out[::-1]


def _tier_choose(s: State, D: Catalog, t: MajorityTask, a: Action, ev: list) -> None:
    s["tasks"].pop(0)
    m = D.majorities[t["measure"]]
    tier = m.tiers[a["tier"]]
    r = tier.rewards
    tasks.push_front(s, *reward_tasks(D, pounds=r.pounds, diamonds=r.diamonds, bookkeeping=r.bookkeeping,
                                      company=m.company, steps=tier.steps, remove=tier.remove_posts, why="majority"))


def _bkd_options(s: State, D: Catalog, t: PlainTask) -> list[Action]:
    return [tasks.act("bk_diamond", _BKD[0], option=0), tasks.act("bk_diamond", _BKD[1], option=1)]


def _bkd_choose(s: State, D: Catalog, t: PlainTask, a: Action, ev: list) -> None:
    s["tasks"].pop(0)
    bk, d = (1, 2) if a["option"] == 0 else (2, 1)
    tasks.push_front(s, {"kind": "diamonds", "n": d}, {"kind": "gain_bk", "n": bk})


def _other_options(s: State, D: Catalog, t: OtherTracksTask) -> list[Action]:
    seat = in_turn(s)
    n = t["steps"]
    out = []
    for combo in combinations(t["others"], t.get("pick", 2)):
        ordered = permutations(combo) if any(call_in_reach(s, D, seat, c, n) for c in combo) else [combo]
        for order in ordered:
            each = len(combo) > 1 and not any(call_in_reach(s, D, seat, c, n) for c in combo)
            out.append(tasks.act("other_tracks", _l_other, n, tuple(order), each, companies=list(order)))
    return out


def _other_choose(s: State, D: Catalog, t: OtherTracksTask, a: Action, ev: list) -> None:
    s["tasks"].pop(0)
    steps: list[Task] = [{"kind": "track", "company": c, "n": t["steps"]} for c in a["companies"]]
    tasks.push_front(s, *steps)


tasks.task_kind("buy_card", options=_buy_options, choose=_buy_choose,
                describe=lambda s, D, t: msg("mombasa-ask-buy-card"))
tasks.task_kind("sell_card", options=_sell_options, choose=_sell_choose,
                describe=lambda s, D, t: msg("mombasa-ask-sell-card"))
tasks.task_kind("majority", options=_tier_options, choose=_tier_choose, single=True,
                describe=lambda s, D, t: msg("mombasa-ask-majority"))
tasks.task_kind("bk_diamond_choice", options=_bkd_options, choose=_bkd_choose,
                describe=lambda s, D, t: msg("mombasa-ask-bk-diamond"))
tasks.task_kind("other_tracks", options=_other_options, choose=_other_choose, single=True,
                describe=lambda s, D, t: msg("mombasa-ask-other-tracks"))


# -- labels (built only when read) ----------------------------------------------------------------


def _l_first(bk: int):
    return msg("mombasa-act-bonus-first-player", bookkeeping=bk)


def _l_buy_space(cost: int):
    return msg("mombasa-act-bonus-buy", cost=cost)


def _l_sell_space(bonus: int):
    return msg("mombasa-act-bonus-sell", bonus=bonus)


def _l_majority(measure_: str, value: int, cid: str):
    return msg("mombasa-act-bonus-majority", measure=W.measure(measure_), value=value, company=W.company(cid))


def _l_tile(tid: str, cost: int):
    return msg("mombasa-act-bonus-tile", tile=W.tile(tid), cost=cost)


def _l_track_space(cid: str, k: int, kind: str, level: int, cost: int):
    return msg("mombasa-act-bonus-track", company=W.company(cid), number=k + 1,
               bonus=W.track_bonus(kind, level), cost=cost)


def _l_buy(D: Catalog, cid: str, price: int, c: int, r: int):
    return msg("mombasa-act-buy-for-pounds", card=W.card(D, cid), price=price, column=W.column(c), row=r + 1)


_NO_BUY = msg("mombasa-act-no-buy")


def _l_sell(D: Catalog, cid: str, pounds: int):
    return msg("mombasa-act-sell", card=W.card(D, cid), pounds=pounds)


def _l_tier(measure_: str, i: int, D: Catalog):
    m = D.majorities[measure_]
    tier = m.tiers[i]
    r = tier.rewards
    extra = [msg("mombasa-majority-extra", kind=k, n=n) for k, n in
             (("diamonds", r.diamonds), ("pounds", r.pounds), ("bookkeeping", r.bookkeeping),
              ("remove", tier.remove_posts)) if n]
    return msg("mombasa-act-majority-tier", minimum=tier.minimum, steps=tier.steps, company=W.company(m.company),
               extra=W.comma_chain(extra) if extra else "none")


_BKD = (msg("mombasa-act-bk-diamond", bookkeeping=1, diamonds=2), msg("mombasa-act-bk-diamond", bookkeeping=2, diamonds=1))


def _l_other(n: int, order: tuple, each: bool):
    if each:
        return msg("mombasa-act-other-tracks-each", n=n, companies=W.and_chain([W.company(c) for c in order]))
    names = [W.company(c) for c in order]
    chain = names[0]
    for c in names[1:]:
        chain = msg("mombasa-then-the", a=chain, b=c)
    return msg("mombasa-act-other-tracks", n=n, companies=chain, count=len(names))

__all__ = ["active_bonus", "placement_options", "place", "space_ids", "markers_available"]
