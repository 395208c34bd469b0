"""Action 1: use goods cards of one type to acquire a card and/or advance on company tracks
(rulebook page 5), with the goods track bonuses and the "+1"-goods tile."""

from __future__ import annotations

from rules.core import Action, msg
from rules.mombasa import tasks
from rules.mombasa import wording as W
from rules.mombasa.area import card_units, face_up, mark_used, plus_one_card
from rules.mombasa.components.catalog import Catalog
from rules.mombasa.state import GoodsTask, State, in_turn, player
from rules.mombasa.tracks import move_track, permanent_bonus, reachable_steps
from rules.mombasa.wording import event

# -- labels (built only when read) --------------------------------------------------------------


def _l_goods(units: int, good: str):
    return msg("mombasa-act-goods", units=units, good=W.good(good))


def _l_goods_add(units: int, good: str):
    return msg("mombasa-act-goods-add", units=units, good=W.good(good))


def _l_goods_done(units: int):
    return msg("mombasa-act-goods-done", units=units)


def _l_buy(D: Catalog, cid: str, price: int, c: int, r: int):
    return msg("mombasa-act-buy", card=W.card(D, cid), price=price, column=W.column(c), row=r + 1)


def _l_step(cid: str, k: int, left: int):
    return msg("mombasa-act-step", n=k, company=W.company(cid), left=left)


def _l_forfeit(units: int):
    return msg("mombasa-act-forfeit-units", units=units)


def _l_plus_one(units: int, good: str):
    return msg("mombasa-act-plus-one", units=units, good=W.good(good))


_NO_BUY = msg("mombasa-act-no-buy-goods")


def display_price(s: State, D: Catalog, col: int, row: int) -> int:
    cid = s["display"][col][row]
    assert cid is not None  # a price is asked for a card on the display
    return D.card(cid).crate + D.board.card_display[col][row]


def buyable_cards(s: State, D: Catalog, budget: int, reduction: int) -> list[tuple[int, int, int]]:
    """(column, row, price) of each display card whose price, less ``reduction`` (never below
    0), is within ``budget``."""
    out = []
    for c in range(3):
        for r in range(4):
            if s["display"][c][r] is None:
                continue
            price = max(0, display_price(s, D, c, r) - reduction)
            if price <= budget:
                out.append((c, r, price))
    return out


def mixing_allowed(s: State, D: Catalog, seat: int) -> bool:
    b = permanent_bonus(s, D, seat, "goods_discount")
    return b is not None and b.level == 2


def discount(s: State, D: Catalog, seat: int, goods_used: set[str]) -> int:
    d = 0
    b = permanent_bonus(s, D, seat, "goods_discount")
    if b is not None and (b.level == 2 or goods_used == {"bananas"}):
        d += b.amount or 1
    c = permanent_bonus(s, D, seat, "cotton")
    # Cotton level 1: -1 when paying with cotton cards. With mixed payment (goods track
    # level 2) we require every card used to be cotton (the rulebook is silent).
    if c is not None and c.level == 1 and goods_used == {"cotton"}:
        d += c.amount or 1
    return d


def goods_cards(s: State, D: Catalog, seat: int) -> list[str]:
    return [ref for ref, kind in face_up(s, D, seat) if kind == "goods"]


def start_options(s: State, D: Catalog, seat: int) -> list[Action]:
    out = []
    seen = set()
    plus = plus_one_card(s, D, seat)
    for ref in goods_cards(s, D, seat):
        card = D.card(ref)
        key = (card.good, card_units(s, D, seat, ref), ref == plus)
        if key in seen:
            continue
        seen.add(key)
        out.append(tasks.act("goods", _l_goods, card_units(s, D, seat, ref), card.good, card=ref))
    return out


def start(s: State, D: Catalog, ref: str) -> None:
    seat = in_turn(s)
    tasks.push_back(s, {"kind": "goods", "cards": [ref], "units": card_units(s, D, seat, ref), "phase": "select", "bought": None})


def _used_goods(D: Catalog, t: GoodsTask) -> set[str]:
    return {D.card(r).goods_kind for r in t["cards"]}


def _affordable(s: State, D: Catalog, seat: int, units: int, used: set[str]) -> list[tuple[int, int, int]]:
    return buyable_cards(s, D, units, discount(s, D, seat, used))


def buy_prices(s: State, D: Catalog, t: GoodsTask) -> list[list[int]]:
    """[column, row, price] of each card the goods chosen so far in ``t`` can buy: what its
    buy choices offer, as data (the seat's view carries it for the panels)."""
    return [[c, r, price] for c, r, price in _affordable(s, D, in_turn(s), t["units"], _used_goods(D, t))]


def _options(s: State, D: Catalog, t: GoodsTask) -> list[Action]:
    seat = in_turn(s)
    if t["phase"] == "select":
        used = _used_goods(D, t)
        rest = [r for r in goods_cards(s, D, seat) if r not in t["cards"]]
        out = []
        seen = set()
        mix_ok = False
        if mixing_allowed(s, D, seat):
            # Mixed types only pay for a card (goods track level 2), so mixing is offered
            # only if all face-up goods together could buy something.
            allu = t["units"] + sum(card_units(s, D, seat, r) for r in rest)
            mix_ok = bool(_affordable(s, D, seat, allu, used | {D.card(r).goods_kind for r in rest}))
        for ref in rest:
            card = D.card(ref)
            if card.good not in used and not mix_ok:
                continue
            key = (card.good, card_units(s, D, seat, ref), ref == plus_one_card(s, D, seat))
            if key in seen:
                continue
            seen.add(key)
            out.append(tasks.act("goods_add", _l_goods_add, card_units(s, D, seat, ref), card.good, card=ref))
        if len(used) == 1 or _affordable(s, D, seat, t["units"], used):
            out.append(tasks.act("goods_done", _l_goods_done, t["units"]))
        return out
    if t["phase"] == "buy":
        used = _used_goods(D, t)
        out = []
        for c, r, price in _affordable(s, D, seat, t["units"], used):
            out.append(tasks.act("buy", _l_buy, D, s["display"][c][r], price, c, r, column=c, row=r))
        if len(used) == 1:
            out.append(tasks.act("no_buy", _NO_BUY))
        return out
    # steps: "k spaces on track X" in one decision (short, stable legal lists). Capital
    # calls are mandatory when payable (page 11), so only moves that can be made in full
    # are offered; if no track can be advanced the rest is forfeited (page 11, "move as far
    # as possible and forfeit the rest").
    out = []
    left = t["units"]
    for cid in D.companies():
        for k in range(1, reachable_steps(s, D, seat, cid, left) + 1):
            out.append(tasks.act("step", _l_step, cid, k, left - k, company=cid, n=k))
    if not out:
        out.append(tasks.act("forfeit_units", _l_forfeit, t["units"]))
    return out


def _finish(s: State, D: Catalog, t: GoodsTask, ev: list) -> None:
    seat = in_turn(s)
    plus = plus_one_card(s, D, seat)
    for ref in t["cards"]:
        mark_used(s, seat, ref)
        if ref == plus:
            for st in s["bonus_tiles"].values():
                if st["holder"] == seat and st["on_card"] == ref:
                    st["used"] = True
    s["tasks"].pop(0)


def _choose(s: State, D: Catalog, t: GoodsTask, a: Action, ev: list) -> None:
    seat = in_turn(s)
    p = player(s, seat)
    if a.kind == "goods_add":
        t["cards"].append(a["card"])
        t["units"] += card_units(s, D, seat, a["card"])
        return
    if a.kind == "goods_done":
        t["phase"] = "buy"
        goods = sorted(_used_goods(D, t))
        ev.append(event("GoodsUsed", msg("mombasa-ev-goods-used", seat=W.who(s, seat, True), units=t["units"], goods=W.goods(goods)), seat=seat, cards=list(t["cards"]), units=t["units"], goods=goods))
        return
    if a.kind == "buy":
        c, r = a["column"], a["row"]
        price = max(0, display_price(s, D, c, r) - discount(s, D, seat, _used_goods(D, t)))
        cid = s["display"][c][r]
        s["display"][c][r] = None
        p["hand"].append(cid)
        t["units"] -= price
        t["bought"] = cid
        ev.append(event("CardBought", msg("mombasa-ev-card-bought-goods", seat=W.who(s, seat, True), card=W.card(D, cid), price=price), seat=seat, card=cid, price=price, paid_with="goods"))
        t["phase"] = "steps"
    elif a.kind == "no_buy":
        t["phase"] = "steps"
    elif a.kind == "step":
        n = a.get("n", 1)
        move_track(s, D, seat, a["company"], n, ev)
        t["units"] -= n
    elif a.kind == "forfeit_units":
        ev.append(event("UnitsForfeited", msg("mombasa-ev-units-forfeited", seat=W.who(s, seat, True), units=t["units"]), seat=seat, units=t["units"]))
        t["units"] = 0
    if t["phase"] == "steps" and t["units"] <= 0:
        _finish(s, D, t, ev)


def _describe(s: State, D: Catalog, t: GoodsTask):
    return msg("mombasa-ask-goods", phase=t["phase"], units=t["units"])


tasks.task_kind("goods", options=_options, choose=_choose, single=True, describe=_describe)


# -- the "+1"-goods tile -------------------------------------------------------------------------


def plus_one_options(s: State, D: Catalog, seat: int, tile: str) -> list[Action]:
    out = []
    seen = set()
    for ref in goods_cards(s, D, seat):
        card = D.card(ref)
        key = (card.good, card_units(s, D, seat, ref))
        if key in seen:
            continue
        seen.add(key)
        out.append(tasks.act("plus_one", _l_plus_one, card_units(s, D, seat, ref), card.good, card=ref))
    return out


def place_plus_one(s: State, D: Catalog, seat: int, tile: str, ref: str, ev: list) -> None:
    s["bonus_tiles"][tile]["on_card"] = ref
    ev.append(event("PlusOneTilePlaced", msg("mombasa-ev-plus-one-placed", seat=W.who(s, seat, True), card=W.card(D, ref)), seat=seat, card=ref))
