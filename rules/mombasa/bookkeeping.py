"""Bookkeeping points, books (display, supply, the player's bookkeeping track) and the
"Use 1 bookkeeper card" action (rulebook pages 7 and 12)."""

from __future__ import annotations

from rules.core import Action, Rng, event
from rules.mombasa import tasks
from rules.mombasa.area import card_value, count_kind, expansion_value, goods_totals
from rules.mombasa.catalog import Catalog
from rules.mombasa.rewards import reward_tasks
from rules.mombasa.state import State, player, pname
from rules.mombasa.tracks import gain_pounds

FLIP_BOOK_COST = 2  # "you must pay 2 pounds to the bank" (rulebook page 7); not in the data schema

# -- describing books -----------------------------------------------------------------------

_REQ = {
    "coffee": "{v} coffee",
    "bananas": "{v} bananas",
    "cotton": "{v} cotton",
    "one_good": "{v} of one good",
    "coffee_and_one_good": "{v} coffee + {v} of one good",
    "expansion": "expansion {v}",
    "diamond_or_bookkeeper": "{v} diamond merchant/bookkeeper",
    "diamond": "{v} diamond merchant",
    "bookkeeper": "{v} bookkeeper",
}
_REW = {
    "pounds": "+{v} pounds",
    "pay": "pay {v} pounds",
    "cotton_pounds": "cotton-1 pounds",
    "diamonds": "{v} diamond steps",
    "bookkeeping": "{v} bookkeeping points",
    "remove_posts": "remove {v} posts",
}


def describe_book(D: Catalog, bid: str) -> str:
    b = D.books[bid]
    req = ", ".join(_REQ.get(r.kind, r.kind + " {v}").format(v=r.value) for r in b.requirements) or "no requirement"
    rew = ", ".join(_REW.get(r.kind, r.kind + " {v}").format(v=r.value) for r in b.rewards) or "no reward"
    return f"{b.letter}-book ({req} -> {rew})"


def book_json(D: Catalog, bid: str | None):
    if bid is None:
        return None
    b = D.books[bid]
    return {
        "id": bid,
        "letter": b.letter,
        "requirements": [{"kind": r.kind, "value": r.value} for r in b.requirements],
        "rewards": [{"kind": r.kind, "value": r.value} for r in b.rewards],
    }


# -- bookkeeping points ----------------------------------------------------------------------


def at_final(s: State, D: Catalog, seat: int) -> bool:
    return player(s, seat)["ink"] >= len(D.player_board.bookkeeping) - 1


def _gain_bk(s: State, D: Catalog, t: dict, ev: list) -> None:
    # Checked when the points are received: once the ink jar stands on the final space,
    # the final book's own reward and the bookkeeper card's points are paid as pounds too.
    seat = s["turn"]
    if at_final(s, D, seat):
        # Final bookkeeping space: every later bookkeeping point is 2 pounds (player board).
        gain_pounds(s, seat, t["n"] * D.player_board.final_bookkeeping_pounds, ev, "for bookkeeping points (final space)")
        return
    tasks.push_front(s, {"kind": "spend_bk", "points": t["n"]})


def _pos(col: int, row: int) -> str:
    return f"column {col + 2} {'top' if row == 0 else 'bottom'}"


def _spend_options(s: State, D: Catalog, t: dict) -> list[Action]:
    pts = t["points"]
    out = []
    for c, column in enumerate(s["book_display"]):
        for r, bid in enumerate(column):
            if bid is None:
                continue
            cost = D.book_costs.get(D.books[bid].letter, 1)
            if cost <= pts:
                out.append(tasks.act("take_book", f"Take {describe_book(D, bid)} from {_pos(c, r)} ({cost} point{'s' if cost != 1 else ''})", column=c, row=r))
    out.append(tasks.act("take_pound", f"Take 1 pound ({D.book_costs.get('pound', 1)} point)"))
    return out


def _spend_choose(s: State, D: Catalog, t: dict, a: Action, ev: list) -> None:
    seat = s["turn"]
    if a.kind == "take_pound":
        t["points"] -= D.book_costs.get("pound", 1)
        gain_pounds(s, seat, 1, ev, "for a bookkeeping point")
    else:
        c, r = a["column"], a["row"]
        bid = s["book_display"][c][r]
        t["points"] -= D.book_costs.get(D.books[bid].letter, 1)
        s["book_display"][c][r] = None
        s["turn_books"].append(bid)
        ev.append(event("BookTaken", f"{pname(seat)} took {describe_book(D, bid)} from the book display.", seat=seat, book=bid, column=c, row=r))
        coins = s["book_coins"][c][r]
        if coins:
            s["book_coins"][c][r] = 0
            gain_pounds(s, seat, coins, ev, "lying on that book space")
    if t["points"] <= 0:
        s["tasks"].pop(0)


tasks.task_kind("gain_bk", auto=_gain_bk)
tasks.task_kind(
    "spend_bk",
    options=_spend_options,
    choose=_spend_choose,
    describe=lambda s, D, t: f"Use {t['points']} bookkeeping point{'s' if t['points'] != 1 else ''} (books or pounds).",
)


# -- placing acquired books at the end of the turn --------------------------------------------


def book_spaces(s: State, D: Catalog, seat: int, bid: str) -> list[int]:
    """Where an acquired book may go: "you may place each book onto any space of the track"
    (rulebook, bookkeeping, page 7), behind the ink jar too, except that an A-book goes
    neither onto an empty space showing a crossed-out A nor on top of a B- or C-book. Space
    0 is the ink jar's icon on the starting tile, not a book space."""
    p = player(s, seat)
    letter = D.books[bid].letter
    out = []
    spaces = D.player_board.bookkeeping
    for i in range(1, len(spaces)):
        cur = p["books"][i]
        if letter == "A":
            if cur is None and spaces[i].no_a:
                continue
            if cur is not None and D.books[cur].letter in ("B", "C"):
                continue
        out.append(i)
    return out


def _place_options(s: State, D: Catalog, t: dict) -> list[Action]:
    seat = s["turn"]
    out = []
    for bid in dict.fromkeys(s["turn_books"]):
        for i in book_spaces(s, D, seat, bid):
            cur = player(s, seat)["books"][i]
            what = f"covering {D.books[cur].letter}-book" if cur else "empty"
            out.append(tasks.act("place_book", f"Place {describe_book(D, bid)} on bookkeeping space {i} ({what})", book=bid, space=i))
    return out


def _place_choose(s: State, D: Catalog, t: dict, a: Action, ev: list) -> None:
    seat = s["turn"]
    p = player(s, seat)
    bid, i = a["book"], a["space"]
    s["turn_books"].remove(bid)
    p["books"][i] = bid
    p["flipped"][i] = False
    ev.append(event("BookPlaced", f"{pname(seat)} placed {describe_book(D, bid)} on space {i} of the bookkeeping track.", seat=seat, book=bid, space=i))


def _place_auto_discard(s: State, D: Catalog, t: dict, ev: list) -> None:
    # A book with no legal space at all (an A-book when every space holds a B/C book or is
    # an empty crossed-out A space) goes back to the box; the rulebook does not cover this.
    seat = s["turn"]
    for bid in list(s["turn_books"]):
        if not book_spaces(s, D, seat, bid):
            s["turn_books"].remove(bid)
            ev.append(event("BookDiscarded", f"{pname(seat)} had no space for {describe_book(D, bid)}; it leaves the game.", seat=seat, book=bid))


tasks.task_kind("place_books", options=_place_options, choose=_place_choose, single=True,
                describe=lambda s, D, t: "Place your acquired books on your bookkeeping track.")
tasks.task_kind("discard_books", auto=_place_auto_discard)


def refill_book_display(s: State, D: Catalog, ev: list) -> None:
    """Fill each empty book space from the supply of its letter (end of turn, page 7)."""
    for c, column in enumerate(s["book_display"]):
        for r, bid in enumerate(column):
            if bid is not None:
                continue
            letter = D.board.book_display[c][r]
            supply = s["book_supply"].get(letter, [])
            if not supply:
                continue  # "empty spaces of that letter are not filled up any more"
            new = supply.pop()
            column[r] = new
            ev.append(event("BookRevealed", f"{describe_book(D, new)} was revealed into the book display.", book=new, column=c, row=r, reveals=True))


def shuffled_supply(D: Catalog, rng: Rng) -> dict[str, list[str]]:
    sup: dict[str, list[str]] = {}
    for b in D.components.books:
        sup.setdefault(b.letter, []).append(b.id)
    return {k: rng.shuffled(v) for k, v in sorted(sup.items())}


# -- the bookkeeper action ---------------------------------------------------------------------


def meets(s: State, D: Catalog, seat: int, bid: str, in_use: str) -> bool:
    goods = goods_totals(s, D, seat)
    for r in D.books[bid].requirements:
        v = r.value
        k = r.kind
        if k in goods:
            ok = goods[k] >= v
        elif k == "one_good":
            ok = max(goods.values()) >= v
        elif k == "coffee_and_one_good":
            ok = goods["coffee"] >= v and (goods["bananas"] >= v or goods["cotton"] >= v or goods["coffee"] >= 2 * v)
        elif k == "expansion":
            ok = expansion_value(s, D, seat) >= v
        elif k == "diamond_or_bookkeeper":
            ok = count_kind(s, D, seat, "diamond") + count_kind(s, D, seat, "bookkeeper", exclude=in_use) >= v
        elif k == "diamond":
            ok = count_kind(s, D, seat, "diamond") >= v
        elif k == "bookkeeper":
            ok = count_kind(s, D, seat, "bookkeeper", exclude=in_use) >= v
        else:
            ok = False
        if not ok:
            return False
    return True


def start_bookkeeper(s: State, D: Catalog, ref: str) -> None:
    tasks.push_back(s, {"kind": "bk_flip", "card": ref}, {"kind": "bk_move", "card": ref, "moved": False})


def _flip_options(s: State, D: Catalog, t: dict) -> list[Action]:
    # Only books ahead of the ink jar are offered: flipping one behind it has no effect.
    seat = s["turn"]
    p = player(s, seat)
    out = [tasks.act("no_flip", "Move the ink jar without flipping a book")]
    if p["money"] >= FLIP_BOOK_COST:
        for i in range(p["ink"] + 1, len(p["books"])):
            if p["books"][i] is not None and not p["flipped"][i]:
                out.append(tasks.act("flip_book", f"Pay {FLIP_BOOK_COST} pounds to flip the book on space {i} ({describe_book(D, p['books'][i])})", space=i))
    return out


def _flip_choose(s: State, D: Catalog, t: dict, a: Action, ev: list) -> None:
    seat = s["turn"]
    s["tasks"].pop(0)
    if a.kind == "flip_book":
        p = player(s, seat)
        p["money"] -= FLIP_BOOK_COST
        p["flipped"][a["space"]] = True
        ev.append(event("BookFlipped", f"{pname(seat)} paid {FLIP_BOOK_COST} pounds and flipped the book on space {a['space']} face down.", seat=seat, space=a["space"], pounds=FLIP_BOOK_COST))


def _can_enter(s: State, D: Catalog, seat: int, ref: str) -> bool:
    p = player(s, seat)
    nxt = p["ink"] + 1
    if nxt >= len(p["books"]) or p["books"][nxt] is None:
        return False
    return p["flipped"][nxt] or meets(s, D, seat, p["books"][nxt], ref)


def _move_options(s: State, D: Catalog, t: dict) -> list[Action]:
    seat = s["turn"]
    p = player(s, seat)
    out = []
    if _can_enter(s, D, seat, t["card"]):
        nxt = p["ink"] + 1
        out.append(tasks.act("ink_forward", f"Move the ink jar onto space {nxt}"))
    out.append(tasks.act("ink_stop", f"Stop the ink jar on space {p['ink']}" + ("" if t["moved"] else " (no move, no book reward)")))
    return out


def _move_choose(s: State, D: Catalog, t: dict, a: Action, ev: list) -> None:
    seat = s["turn"]
    p = player(s, seat)
    if a.kind == "ink_forward":
        p["ink"] += 1
        t["moved"] = True
        return
    s["tasks"].pop(0)
    follow: list[dict] = []
    if t["moved"]:
        ev.append(event("InkJarMoved", f"{pname(seat)} moved the ink jar to space {p['ink']} of the bookkeeping track.", seat=seat, position=p["ink"]))
        if not p["flipped"][p["ink"]]:
            follow += book_reward_tasks(s, D, seat, p["books"][p["ink"]], ev)
    follow.append({"kind": "gain_bk", "n": card_value(D, t["card"], "bookkeeping")})
    follow.append({"kind": "flip", "refs": [t["card"]]})
    tasks.push_front(s, *follow)


def book_reward_tasks(s: State, D: Catalog, seat: int, bid: str, ev: list) -> list[dict]:
    b = D.books[bid]
    pounds = pay = diamonds = bk = remove = 0
    for r in b.rewards:
        if r.kind == "pounds":
            pounds += r.value
        elif r.kind == "cotton_pounds":
            pounds += max(0, goods_totals(s, D, seat)["cotton"] - 1)
        elif r.kind == "pay":
            pay += r.value
        elif r.kind == "diamonds":
            diamonds += r.value
        elif r.kind == "bookkeeping":
            bk += r.value
        elif r.kind == "remove_posts":
            remove += r.value
    if pay and player(s, seat)["money"] + pounds < pay:
        # A book whose reward includes paying pounds gives nothing if the player cannot pay
        # (the rulebook is silent; no reward without its price).
        ev.append(event("BookRewardForfeited", f"{pname(seat)} cannot pay {pay} pounds, so the book gives no reward.", seat=seat, book=bid))
        return []
    out = reward_tasks(D, pounds=pounds, diamonds=diamonds, bookkeeping=bk, remove=remove, why="from a book")
    if pay:
        out.insert(1 if pounds else 0, {"kind": "pay", "n": pay})
    return out


tasks.task_kind("bk_flip", options=_flip_options, choose=_flip_choose, single=True,
                describe=lambda s, D, t: "You may pay 2 pounds to flip one book face down before moving the ink jar.")
tasks.task_kind("bk_move", options=_move_options, choose=_move_choose, single=True,
                describe=lambda s, D, t: "Move your ink jar forward book by book, or stop.")
