"""Action 5: place 1 bonus marker (rulebook pages 8-9): the first player space, buy and sell
spaces, the 4 majority spaces, the 4 bonus tile spaces and the extra bonus spaces of the
company tracks C/D (page 11)."""

from __future__ import annotations

from itertools import combinations, permutations

from rules.core import Action, event
from rules.mombasa import tasks
from rules.mombasa.area import area_totals, card_signature, describe_card, measure
from rules.mombasa.components.catalog import Catalog
from rules.mombasa.goods import COLUMN_NAMES, buyable_cards, display_price
from rules.mombasa.rewards import call_in_reach, reward_tasks
from rules.mombasa.state import State, automated_seats, player, pname
from rules.mombasa.tracks import active_bonus, permanent_bonus, track_of

MEASURE_NAMES = {"coffee": "coffee", "bananas": "bananas", "cotton": "cotton", "expansion": "expansion points"}


def space_ids(s: State, D: Catalog) -> list[str]:
    ids = ["first_player", "buy", "sell"]
    ids += [f"majority:{m.measure}" for m in D.board.majorities]
    ids += [f"tile:{t.id}" for t in D.components.bonus_tiles]
    for cid, tid in s["tracks"].items():
        if not D.tracks[tid].permanent:
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
        out.append(tasks.act("bonus", f"Bonus marker: first player space (take the first player marker, {b.first_player_bookkeeping} bookkeeping point)", space="first_player"))
    if spaces["buy"] is None and p["money"] >= b.buy_space_cost and buyable_cards(s, D, p["money"] - b.buy_space_cost, 0):
        out.append(tasks.act("bonus", f"Bonus marker: buy a card for pounds (pay {b.buy_space_cost} + its price)", space="buy"))
    if spaces["sell"] is None and p["hand"]:
        out.append(tasks.act("bonus", f"Bonus marker: sell a hand card (crate value + {b.sell_space_bonus})", space="sell"))
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
                out.append(tasks.act("bonus", f"Bonus marker: {MEASURE_NAMES.get(m.measure, m.measure)} majority ({v}) -> {D.company_name(m.company)} track", space=sid))
    # A tile held by someone this round may still be reserved for the next one: it is back
    # beside the board before the preparation phase hands it out (page 9).
    for t in D.components.bonus_tiles:
        sid = f"tile:{t.id}"
        if spaces[sid] is None and p["money"] >= t.cost:
            out.append(tasks.act("bonus", f"Bonus marker: reserve the {t.name or t.kind} for next round (pay {t.cost})", space=sid))
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
        out.append(tasks.act("bonus", f"Bonus marker: {D.company_name(cid)} track extra space {k + 1} ({bonus.text or bonus.kind}{f', pay {bonus.cost}' if bonus.cost else ''})", space=sid))
    return out


def place(s: State, D: Catalog, seat: int, space: str, ev: list) -> None:
    from rules.mombasa.summary import space_name, tile_name

    s["bonus_spaces"][space] = seat
    b = D.board
    ev.append(event("BonusMarkerPlaced", f"{pname(seat)} placed a bonus marker on {space_name(D, space)}.", seat=seat, space=space))
    if space == "first_player":
        s["first_player"] = seat
        ev.append(event("FirstPlayerTaken", f"{pname(seat)} took the first player marker.", seat=seat))
        tasks.push_back(s, {"kind": "gain_bk", "n": b.first_player_bookkeeping})
    elif space == "buy":
        _pay(s, seat, b.buy_space_cost, "for the buy-a-card space", ev)
        tasks.push_back(s, {"kind": "buy_card", "reduction": 0, "optional": False})
    elif space == "sell":
        tasks.push_back(s, {"kind": "sell_card", "bonus": b.sell_space_bonus, "coffee_only": False})
    elif space.startswith("majority:"):
        tasks.push_back(s, {"kind": "majority", "measure": space.split(":", 1)[1], "value": measure(s, D, seat, space.split(":", 1)[1])})
    elif space.startswith("tile:"):
        tid = space.split(":", 1)[1]
        cost = D.bonus_tiles[tid].cost
        _pay(s, seat, cost, "for the bonus tile space", ev)
        s["bonus_tiles"][tid]["reserved_by"] = seat
        ev.append(event("BonusTileReserved", f"{pname(seat)} reserved the {tile_name(D, tid)} for next round.", seat=seat, tile=tid))
    else:
        cid, k, bonus = _track_bonus(s, D, space)
        _pay(s, seat, bonus.cost, "for the extra bonus space", ev)
        _track_space(s, D, seat, cid, bonus)


def _pay(s: State, seat: int, n: int, why: str, ev: list) -> None:
    if n <= 0:
        return
    player(s, seat)["money"] -= n
    ev.append(event("PoundsPaid", f"{pname(seat)} paid {n} pound{'s' if n != 1 else ''} {why}.", seat=seat, pounds=n))


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


def _buy_options(s: State, D: Catalog, t: dict) -> list[Action]:
    seat = s["turn"]
    money = player(s, seat)["money"]
    out = []
    for c, r, price in buyable_cards(s, D, money, t["reduction"]):
        card = D.card(s["display"][c][r])
        out.append(tasks.act("buy_for_pounds", f"Buy {describe_card(card)} for {price} pound{'s' if price != 1 else ''} ({COLUMN_NAMES[c]} column, row {r + 1})", column=c, row=r))
    if t["optional"]:
        out.append(tasks.act("no_buy", "Buy no card"))
    return out


def _buy_choose(s: State, D: Catalog, t: dict, a: Action, ev: list) -> None:
    seat = s["turn"]
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
    ev.append(event("CardBought", f"{pname(seat)} bought a {describe_card(D.card(cid))} for {price} pound{'s' if price != 1 else ''}.", seat=seat, card=cid, price=price, paid_with="pounds"))


def _sell_options(s: State, D: Catalog, t: dict) -> list[Action]:
    seat = s["turn"]
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
        out.append(tasks.act("sell", f"Sell your {describe_card(card)} for {card.crate + t['bonus']} pounds", card=cid))
    return out


def _sell_choose(s: State, D: Catalog, t: dict, a: Action, ev: list) -> None:
    seat = s["turn"]
    s["tasks"].pop(0)
    p = player(s, seat)
    cid = a["card"]
    p["hand"].remove(cid)
    s["discard"].append(cid)
    pounds = D.card(cid).crate + t["bonus"]
    p["money"] += pounds
    ev.append(event("CardSold", f"{pname(seat)} discarded a {describe_card(D.card(cid))} and took {pounds} pounds.", seat=seat, card=cid, pounds=pounds))


def _tier_options(s: State, D: Catalog, t: dict) -> list[Action]:
    m = D.majorities[t["measure"]]
    out = []
    for i, tier in enumerate(m.tiers):
        if tier.minimum <= t["value"]:
            extra = []
            if tier.rewards.diamonds:
                extra.append(f"{tier.rewards.diamonds} diamond")
            if tier.rewards.pounds:
                extra.append(f"{tier.rewards.pounds} pounds")
            if tier.rewards.bookkeeping:
                extra.append(f"{tier.rewards.bookkeeping} bookkeeping")
            if tier.remove_posts:
                extra.append(f"remove {tier.remove_posts} post")
            more = (" + " + ", ".join(extra)) if extra else ""
            out.append(tasks.act("majority_tier", f"Take the {tier.minimum}+ reward: {tier.steps} {D.company_name(m.company)} steps{more}", tier=i))
    # A lower reward may always be chosen (page 9); list the best first.
    return out[::-1]


def _tier_choose(s: State, D: Catalog, t: dict, a: Action, ev: list) -> None:
    s["tasks"].pop(0)
    m = D.majorities[t["measure"]]
    tier = m.tiers[a["tier"]]
    r = tier.rewards
    tasks.push_front(s, *reward_tasks(D, pounds=r.pounds, diamonds=r.diamonds, bookkeeping=r.bookkeeping,
                                      company=m.company, steps=tier.steps, remove=tier.remove_posts, why="majority"))


def _bkd_options(s: State, D: Catalog, t: dict) -> list[Action]:
    return [tasks.act("bk_diamond", "Use 1 bookkeeping point and move 2 diamond steps", option=0),
            tasks.act("bk_diamond", "Use 2 bookkeeping points and move 1 diamond step", option=1)]


def _bkd_choose(s: State, D: Catalog, t: dict, a: Action, ev: list) -> None:
    s["tasks"].pop(0)
    bk, d = (1, 2) if a["option"] == 0 else (2, 1)
    tasks.push_front(s, {"kind": "diamonds", "n": d}, {"kind": "gain_bk", "n": bk})


def _other_options(s: State, D: Catalog, t: dict) -> list[Action]:
    seat = s["turn"]
    n = t["steps"]
    out = []
    for combo in combinations(t["others"], t.get("pick", 2)):
        ordered = permutations(combo) if any(call_in_reach(s, D, seat, c, n) for c in combo) else [combo]
        for order in ordered:
            names = [D.company_name(c) for c in order]
            label = f"Move {n} spaces on the {', then the '.join(names)} track{'s' if len(names) > 1 else ''}"
            if len(combo) > 1 and not any(call_in_reach(s, D, seat, c, n) for c in combo):
                label = f"Move {n} spaces on each of the {' and '.join(names)} tracks"
            out.append(tasks.act("other_tracks", label, companies=list(order)))
    return out


def _other_choose(s: State, D: Catalog, t: dict, a: Action, ev: list) -> None:
    s["tasks"].pop(0)
    tasks.push_front(s, *[{"kind": "track", "company": c, "n": t["steps"]} for c in a["companies"]])


tasks.task_kind("buy_card", options=_buy_options, choose=_buy_choose,
                describe=lambda s, D, t: "Choose a card from the display to buy for pounds.")
tasks.task_kind("sell_card", options=_sell_options, choose=_sell_choose,
                describe=lambda s, D, t: "Choose a card from your hand to sell.")
tasks.task_kind("majority", options=_tier_options, choose=_tier_choose, single=True,
                describe=lambda s, D, t: "Choose the majority reward.")
tasks.task_kind("bk_diamond_choice", options=_bkd_options, choose=_bkd_choose,
                describe=lambda s, D, t: "Choose bookkeeping points and diamond steps.")
tasks.task_kind("other_tracks", options=_other_options, choose=_other_choose, single=True,
                describe=lambda s, D, t: "Choose 2 other company tracks to advance on.")

__all__ = ["active_bonus", "placement_options", "place", "space_ids", "markers_available"]
