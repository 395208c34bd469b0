"""Bookkeeping points, books (display, supply, the player's bookkeeping track) and the
"Use 1 bookkeeper card" action (rulebook pages 7 and 12)."""

from __future__ import annotations

from rules.core import Action, Rng, msg
from rules.mombasa import tasks
from rules.mombasa import wording as W
from rules.mombasa.area import card_value, count_kind, expansion_value, goods_totals
from rules.mombasa.components.catalog import Catalog
from rules.mombasa.rewards import reward_tasks
from rules.mombasa.state import (
    AmountTask,
    BookkeeperTask,
    PlainTask,
    SpendBookkeepingTask,
    State,
    Task,
    in_turn,
    player,
)
from rules.mombasa.tracks import gain_pounds
from rules.mombasa.wording import event

FLIP_BOOK_COST = 2  # "you must pay 2 pounds to the bank" (rulebook page 7); not in the data schema

# -- describing books -----------------------------------------------------------------------



def describe_book(D: Catalog, bid: str) -> str:
    """The English of ``wording.book`` (kept for callers that want plain text; new code
    passes the message on)."""
    return W.book(D, bid).text


# -- bookkeeping points ----------------------------------------------------------------------


def at_final(s: State, D: Catalog, seat: int) -> bool:
    return player(s, seat)["ink"] >= len(D.player_board.bookkeeping) - 1


def _gain_bk(s: State, D: Catalog, t: AmountTask, ev: list) -> None:
    # Checked when the points are received: once the ink jar stands on the final space,
    # the final book's own reward and the bookkeeper card's points are paid as pounds too.
    seat = in_turn(s)
    if at_final(s, D, seat):
        # Final bookkeeping space: every later bookkeeping point is 2 pounds (player board).
        gain_pounds(s, seat, t["n"] * D.player_board.final_bookkeeping_pounds, ev, "final_bookkeeping")
        return
    tasks.push_front(s, {"kind": "spend_bk", "points": t["n"]})


def _l_take_book(D: Catalog, bid: str, c: int, r: int, cost: int):
    return msg("mombasa-act-take-book", book=W.book(D, bid), column=c + 2, row=r, cost=cost)


def _l_take_pound(cost: int):
    return msg("mombasa-act-take-pound", cost=cost)


def _l_place_book(D: Catalog, bid: str, i: int, covered: str | None):
    return msg("mombasa-act-place-book", book=W.book(D, bid), space=i, covered=covered or "none")


def _l_flip(D: Catalog, i: int, bid: str):
    return msg("mombasa-act-flip-book", pounds=FLIP_BOOK_COST, space=i, book=W.book(D, bid))


def _l_ink_forward(nxt: int):
    return msg("mombasa-act-ink-forward", space=nxt)


def _l_ink_stop(space: int, moved: bool):
    return msg("mombasa-act-ink-stop", space=space, moved=moved)


_NO_FLIP = msg("mombasa-act-no-flip")


def _spend_options(s: State, D: Catalog, t: SpendBookkeepingTask) -> list[Action]:
    pts = t["points"]
    out = []
    for c, column in enumerate(s["book_display"]):
        for r, bid in enumerate(column):
            if bid is None:
                continue
            cost = D.book_costs.get(D.books[bid].letter, 1)
            if cost <= pts:
                out.append(tasks.act("take_book", _l_take_book, D, bid, c, r, cost, column=c, row=r))
    out.append(tasks.act("take_pound", _l_take_pound, D.book_costs.get("pound", 1)))
    return out


def _spend_choose(s: State, D: Catalog, t: SpendBookkeepingTask, a: Action, ev: list) -> None:
    seat = in_turn(s)
    if a.kind == "take_pound":
        t["points"] -= D.book_costs.get("pound", 1)
        gain_pounds(s, seat, 1, ev, "bookkeeping_point")
    else:
        c, r = a["column"], a["row"]
        bid = s["book_display"][c][r]
        t["points"] -= D.book_costs.get(D.books[bid].letter, 1)
        s["book_display"][c][r] = None
        s["turn_books"].append(bid)
        ev.append(event("BookTaken", msg("mombasa-ev-book-taken", seat=W.who(s, seat, True), book=W.book(D, bid)), seat=seat, book=bid, column=c, row=r))
        coins = s["book_coins"][c][r]
        if coins:
            s["book_coins"][c][r] = 0
            gain_pounds(s, seat, coins, ev, "book_space")
    if t["points"] <= 0:
        s["tasks"].pop(0)


tasks.task_kind("gain_bk", auto=_gain_bk)
tasks.task_kind(
    "spend_bk",
    options=_spend_options,
    choose=_spend_choose,
    describe=lambda s, D, t: msg("mombasa-ask-spend-bookkeeping", points=t["points"]),
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


def _place_options(s: State, D: Catalog, t: PlainTask) -> list[Action]:
    seat = in_turn(s)
    out = []
    for bid in dict.fromkeys(s["turn_books"]):
        for i in book_spaces(s, D, seat, bid):
            cur = player(s, seat)["books"][i]
            out.append(tasks.act("place_book", _l_place_book, D, bid, i, D.books[cur].letter if cur else None, book=bid, space=i))
    return out


def _place_choose(s: State, D: Catalog, t: PlainTask, a: Action, ev: list) -> None:
    seat = in_turn(s)
    p = player(s, seat)
    bid, i = a["book"], a["space"]
    s["turn_books"].remove(bid)
    p["books"][i] = bid
    p["flipped"][i] = False
    ev.append(event("BookPlaced", msg("mombasa-ev-book-placed", seat=W.who(s, seat, True), book=W.book(D, bid), space=i), seat=seat, book=bid, space=i))


def _place_auto_discard(s: State, D: Catalog, t: PlainTask, ev: list) -> None:
    # A book with no legal space at all (an A-book when every space holds a B/C book or is
    # an empty crossed-out A space) goes back to the box; the rulebook does not cover this.
    seat = in_turn(s)
    for bid in list(s["turn_books"]):
        if not book_spaces(s, D, seat, bid):
            s["turn_books"].remove(bid)
            ev.append(event("BookDiscarded", msg("mombasa-ev-book-discarded", seat=W.who(s, seat, True), book=W.book(D, bid)), seat=seat, book=bid))


tasks.task_kind("place_books", options=_place_options, choose=_place_choose, single=True,
                describe=lambda s, D, t: msg("mombasa-ask-place-books"))
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
            ev.append(event("BookRevealed", msg("mombasa-ev-book-revealed", book=W.book(D, new)), book=new, column=c, row=r, reveals=True))


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


def _flip_options(s: State, D: Catalog, t: BookkeeperTask) -> list[Action]:
    # Only books ahead of the ink jar are offered: flipping one behind it has no effect.
    seat = in_turn(s)
    p = player(s, seat)
    out = [tasks.act("no_flip", _NO_FLIP)]
    if p["money"] >= FLIP_BOOK_COST:
        for i in range(p["ink"] + 1, len(p["books"])):
            if p["books"][i] is not None and not p["flipped"][i]:
                out.append(tasks.act("flip_book", _l_flip, D, i, p["books"][i], space=i))
    return out


def _flip_choose(s: State, D: Catalog, t: BookkeeperTask, a: Action, ev: list) -> None:
    seat = in_turn(s)
    s["tasks"].pop(0)
    if a.kind == "flip_book":
        p = player(s, seat)
        p["money"] -= FLIP_BOOK_COST
        p["flipped"][a["space"]] = True
        ev.append(event("BookFlipped", msg("mombasa-ev-book-flipped", seat=W.who(s, seat, True), pounds=FLIP_BOOK_COST, space=a["space"]), seat=seat, space=a["space"], pounds=FLIP_BOOK_COST))


def _can_enter(s: State, D: Catalog, seat: int, ref: str) -> bool:
    p = player(s, seat)
    nxt = p["ink"] + 1
    book = p["books"][nxt] if nxt < len(p["books"]) else None
    if book is None:
        return False
    return p["flipped"][nxt] or meets(s, D, seat, book, ref)


def _move_options(s: State, D: Catalog, t: BookkeeperTask) -> list[Action]:
    seat = in_turn(s)
    p = player(s, seat)
    out = []
    if _can_enter(s, D, seat, t["card"]):
        nxt = p["ink"] + 1
        out.append(tasks.act("ink_forward", _l_ink_forward, nxt))
    out.append(tasks.act("ink_stop", _l_ink_stop, p["ink"], bool(t["moved"])))
    return out


def _move_choose(s: State, D: Catalog, t: BookkeeperTask, a: Action, ev: list) -> None:
    seat = in_turn(s)
    p = player(s, seat)
    if a.kind == "ink_forward":
        p["ink"] += 1
        t["moved"] = True
        return
    s["tasks"].pop(0)
    follow: list[Task] = []
    if t["moved"]:
        ev.append(event("InkJarMoved", msg("mombasa-ev-ink-jar-moved", seat=W.who(s, seat, True), space=p["ink"]), seat=seat, position=p["ink"]))
        book = p["books"][p["ink"]]
        assert book is not None  # the ink jar enters only a space with a book (_can_enter)
        if not p["flipped"][p["ink"]]:
            follow += book_reward_tasks(s, D, seat, book, ev)
    follow.append({"kind": "gain_bk", "n": card_value(D, t["card"], "bookkeeping")})
    follow.append({"kind": "flip", "refs": [t["card"]]})
    tasks.push_front(s, *follow)


def book_reward_tasks(s: State, D: Catalog, seat: int, bid: str, ev: list) -> list[Task]:
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
        ev.append(event("BookRewardForfeited", msg("mombasa-ev-book-reward-forfeited", seat=W.who(s, seat, True), pounds=pay), seat=seat, book=bid))
        return []
    out = reward_tasks(D, pounds=pounds, diamonds=diamonds, bookkeeping=bk, remove=remove, why="book")
    if pay:
        out.insert(1 if pounds else 0, {"kind": "pay", "n": pay})
    return out


tasks.task_kind("bk_flip", options=_flip_options, choose=_flip_choose, single=True,
                describe=lambda s, D, t: msg("mombasa-ask-flip", pounds=FLIP_BOOK_COST))
tasks.task_kind("bk_move", options=_move_options, choose=_move_choose, single=True,
                describe=lambda s, D, t: msg("mombasa-ask-ink"))
