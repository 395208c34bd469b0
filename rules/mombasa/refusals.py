"""Why an action is refused, in plain words naming the rule (issue 3: "Every refusal names
the rule in plain words").

``explain`` is called by the game only for an action that is not in the legal list, so each
function here looks for the rule that is broken and says it; the last line of each is a
specific fallback for that kind of action."""

from __future__ import annotations

from rules.core import Action
from rules.mombasa import tasks
from rules.mombasa.area import TILE, goods_totals, plus_one_tile
from rules.mombasa.bookkeeping import _REQ, FLIP_BOOK_COST, describe_book, meets
from rules.mombasa.catalog import Catalog
from rules.mombasa.components import GOODS
from rules.mombasa.goods import COLUMN_NAMES, buyable_cards, discount, display_price, mixing_allowed
from rules.mombasa.state import DECK_NAMES, SLOT_NAMES, State, player, pname
from rules.mombasa.summary import and_join, space_name

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
MEASURE_WORDS = {"coffee": "coffee", "bananas": "bananas", "cotton": "cotton", "expansion": "expansion points"}


def _s(n: int) -> str:
    return "" if n == 1 else "s"


def _pounds(n: int) -> str:
    return f"{n} pound{_s(n)}"


def seats_text(seats: list[int]) -> str:
    return and_join([pname(i) for i in seats])


# -- not to move ----------------------------------------------------------------------------


def not_to_move(s: State, D: Catalog, seat: int, to_move: list[int]) -> str:
    if not isinstance(seat, int) or not 0 <= seat < s["players"]:
        return f"There is no seat {seat} in this game."
    ph = s["phase"]
    waiting = seats_text(to_move)
    if ph == "setup":
        if s["setup_step"] == "tile":
            return f"You have already chosen your starting tile; waiting for {waiting} to choose."
        return f"You have already laid out your resting cards; waiting for {waiting}."
    if ph == "planning":
        return f"You have already confirmed your plan for round {s['round']}; waiting for {waiting} to plan."
    if ph == "actions":
        if player(s, seat)["passed"]:
            return f"You have ended your action phase for this round: {waiting} {'is' if len(to_move) == 1 else 'are'} to act."
        return f"It is not your turn: {waiting} {'is' if len(to_move) == 1 else 'are'} to act."
    return "The game is over; no more moves can be made."


# -- the dispatcher ---------------------------------------------------------------------------


def explain(s: State, D: Catalog, seat: int, a: Action, legal: list[Action]) -> str:
    k = a.kind
    if k not in KNOWN:
        return f"Mombasa has no action called {k!r}."
    ph = s["phase"]
    if k in SETUP and ph != "setup":
        return "The game is already set up: starting tiles and resting cards were chosen at the start."
    if k in PLANNING and ph != "planning":
        if ph == "setup":
            return "Planning has not begun yet: the game is still being set up."
        return f"Planning is over for this round: the action phase of round {s['round']} is under way."
    if (k in TOP or k in INNER or k == "cancel") and ph != "actions":
        if ph == "setup":
            return "The action phase has not begun: the game is still being set up."
        return f"The action phase has not begun: plan your cards for round {s['round']} first."
    try:
        if ph == "setup":
            return _setup(s, D, seat, a)
        if ph == "planning":
            return _planning(s, D, seat, a)
        return _actions(s, D, seat, a)
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        return _malformed(a)


def _malformed(a: Action) -> str:
    return f"That {a.kind.replace('_', ' ')} choice names something that does not exist here; choose one of the listed options."


def _same_as_offered(what: str) -> str:
    return f"Choose the {what} as listed: identical cards are offered once, under one card id."


# -- setup and planning -----------------------------------------------------------------------


def _setup(s: State, D: Catalog, seat: int, a: Action) -> str:
    p = player(s, seat)
    if a.kind == "choose_tile":
        if s["setup_step"] != "tile":
            return "The starting tiles have been chosen already; lay out your resting cards."
        return f"That starting tile was not dealt to you: keep {' or '.join(p['tile_options'])}."
    if s["setup_step"] == "tile":
        return "Choose your starting tile first; the resting cards come after."
    return "Those are not the 3 cards shown on your starting tile: put each of them in one resting slot."


def _planning(s: State, D: Catalog, seat: int, a: Action) -> str:
    p = player(s, seat)
    if a.kind == "plan_place":
        cid, slot = a.get("card"), a.get("slot")
        if not isinstance(slot, int) or not 0 <= slot < len(SLOT_NAMES):
            return "There is no such action slot: the slots are left, middle, right and the two additional ones."
        if cid not in p["hand"]:
            return "That card is not in your hand: only cards from your hand can be planned."
        if D.card(cid).kind == "share":
            return "A single share card can never be placed in an action slot: it has no action (it only counts in the final scoring)."
        if slot not in p["slots"]:
            where = "diamond track" if slot == 3 else "bookkeeping track"
            return f"The {SLOT_NAMES[slot]} slot is not unlocked yet: reach its space on your {where} first."
        if p["draft"][slot] is not None:
            return f"The {SLOT_NAMES[slot]} slot already holds a card: take it back first (each slot holds 1 card)."
        return _same_as_offered("card")
    if a.kind == "plan_take":
        slot = a.get("slot")
        if not isinstance(slot, int) or not 0 <= slot < len(SLOT_NAMES) or p["draft"][slot] is None:
            return "There is no card in that slot to take back."
    return "That planning choice is not possible now."


# -- the action phase ------------------------------------------------------------------------


def _actions(s: State, D: Catalog, seat: int, a: Action) -> str:
    k = a.kind
    if k == "cancel":
        return "There is nothing to cancel: no action is under way (an action can be cancelled from its first decision until its last)."
    if s["tasks"]:
        task = s["tasks"][0]
        if k in TOP:
            return f"Finish the action under way first (or cancel it): {tasks.describe(s, D)}"
        if k not in TASK_KINDS.get(task["kind"], set()):
            return f"That is not the decision asked for now: {tasks.describe(s, D)}"
        fn = _INNER.get(task["kind"])
        return fn(s, D, seat, task, a) if fn else f"That choice is not possible now: {tasks.describe(s, D)}"
    if k in INNER:
        return "No action is under way: choose an action first (goods, expansion, bookkeeper, diamond merchant, bonus marker or end your action phase)."
    return _TOP[k](s, D, seat, a)


# -- choosing an action -------------------------------------------------------------------------


def _card_in_area(s: State, D: Catalog, seat: int, ref, kind: str, what: str) -> str | None:
    """Why ``ref`` is not a usable ``kind`` card of the seat, or None if it is."""
    p = player(s, seat)
    if isinstance(ref, str) and ref.startswith(TILE):
        st = s["bonus_tiles"].get(ref[len(TILE):])
        if st is None or st["holder"] != seat:
            return "You do not hold that bonus tile this round."
        if st["used"]:
            return "You have already used that bonus tile this round."
        if D.bonus_tiles[ref[len(TILE):]].kind != kind:
            return f"That bonus tile is not a {what}."
        return None
    if ref not in p["area"]:
        return "That card is not in your action area: only face-up cards you planned this round can be used (resting decks and your hand are inactive)."
    if p["used"][p["area"].index(ref)]:
        return "That card was already used this round (it is flipped face down)."
    if D.card(ref).kind != kind:
        return f"That card is not a {what}."
    return None


def _top_goods(s, D, seat, a):
    return _card_in_area(s, D, seat, a.get("card"), "goods", "goods card") or _same_as_offered("goods card")


def _top_expand(s, D, seat, a):
    return "You have no face-up expansion card in your action area (an expansion track bonus alone is not an expansion card)."


def _top_bookkeeper(s, D, seat, a):
    return _card_in_area(s, D, seat, a.get("card"), "bookkeeper", "bookkeeper") or _same_as_offered("bookkeeper")


def _top_diamond(s, D, seat, a):
    return _card_in_area(s, D, seat, a.get("card"), "diamond", "diamond merchant") or _same_as_offered("diamond merchant")


def _top_end(s, D, seat, a):
    return _in_pickup(s, D, seat, {}, a)


def _top_plus_one(s, D, seat, a):
    held = [t for t, st in s["bonus_tiles"].items() if st["holder"] == seat and D.bonus_tiles[t].kind == "plus_one_goods"]
    if not held:
        return "You do not hold the +1 goods tile this round."
    if plus_one_tile(s, D, seat) is None:
        return "The +1 goods tile is already on a card: once placed it may not be moved."
    return _card_in_area(s, D, seat, a.get("card"), "goods", "goods card") or _same_as_offered("goods card")


def _top_bonus(s: State, D: Catalog, seat: int, a: Action) -> str:
    from rules.mombasa.bonuses import (
        _coffee_in_hand,
        _track_bonus,
        all_measures,
        markers_available,
        markers_total,
    )

    space = a.get("space")
    spaces = s["bonus_spaces"]
    if space not in spaces:
        return "There is no such bonus space in this game (the extra bonus spaces belong to tracks C and D only)."
    p = player(s, seat)
    if markers_available(s, D, seat) <= 0:
        n = markers_total(s, D, seat)
        return f"You have no bonus marker left this round (all {n} of yours are on bonus spaces)."
    if spaces[space] is not None:
        who = "your" if spaces[space] == seat else f"{pname(spaces[space])}'s"
        return f"{space_name(D, space)[:1].upper()}{space_name(D, space)[1:]} already holds {who} bonus marker this round; a marker blocks its space until the next round."
    b = D.board
    if space == "first_player":
        return "You can't place a marker on the first-player space on your first turn of the round as first player."
    if space == "buy":
        if p["money"] < b.buy_space_cost:
            return f"The buy-a-card space costs {_pounds(b.buy_space_cost)} before the card's price; you have {_pounds(p['money'])}."
        cheapest = min((price for _, _, price in buyable_cards(s, D, 10**6, 0)), default=None)
        if cheapest is None:
            return "The card display is empty: there is no card to buy."
        return f"You need {_pounds(b.buy_space_cost)} for the space plus the card's full price (the cheapest card costs {_pounds(cheapest)}); you have {_pounds(p['money'])}."
    if space == "sell":
        return "Your hand is empty: the sell space needs a card from your hand (and only your hand)."
    if space.startswith("majority:"):
        what = space.split(":", 1)[1]
        table = [all_measures(s, D, i) for i in range(s["players"])]
        mine = table[seat][what]
        words = MEASURE_WORDS.get(what, what)
        if mine <= 0 or mine < D.majorities[what].tiers[0].minimum:
            return f"You have no {words} face up in your action area, so you cannot claim the {words} majority."
        best = max(range(s["players"]), key=lambda i: table[i][what])
        return (f"You don't have the {words} majority: you have {mine} {words} face up, "
                f"{pname(best)} has {table[best][what]} (a tie would be enough; used cards do not count).")
    if space.startswith("tile:"):
        cost = D.bonus_tiles[space.split(":", 1)[1]].cost
        return f"{space_name(D, space)[:1].upper()}{space_name(D, space)[1:]} costs {_pounds(cost)}; you have {_pounds(p['money'])}."
    cid, k, bonus = _track_bonus(s, D, space)
    name = D.company_name(cid)
    if p["levels"][cid] < k + 1:
        which = "first" if k == 0 else "second"
        return (f"You haven't unlocked that extra bonus space: reach the {which} special space of the {name} track "
                "(a bonus unlocked during a turn works from your next turn on).")
    if spaces.get(f"track:{cid}:{1 - k}") == seat:
        return f"You already have a marker on the other extra bonus space of the {name} track this round: you may use only one of them per round."
    if p["money"] < bonus.cost:
        return f"That extra bonus space costs {_pounds(bonus.cost)}; you have {_pounds(p['money'])}."
    if bonus.kind == "sell_card":
        if not p["hand"]:
            return "Your hand is empty: that space needs a card from your hand."
        if bonus.level == 2 and not _coffee_in_hand(s, D, seat):
            return "That space needs a coffee goods card from your hand, and you have none."
    return "You cannot place a bonus marker there now."


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


def _goods_text(s: State, D: Catalog, seat: int, t: dict) -> str:
    used = sorted({D.card(r).good for r in t["cards"]})
    return f"{t['units']} {' and '.join(used)}" if len(used) == 1 else f"{t['units']} units of {' and '.join(used)}"


def _in_goods(s: State, D: Catalog, seat: int, t: dict, a: Action) -> str:
    k = a.kind
    phase = t["phase"]
    used = {D.card(r).good for r in t["cards"]}
    if k in ("goods_add", "goods_done") and phase != "select":
        return "The goods for this action are chosen already."
    if k == "goods_add":
        ref = a.get("card")
        if ref in t["cards"]:
            return "That goods card is already part of this payment."
        why = _card_in_area(s, D, seat, ref, "goods", "goods card")
        if why:
            return why
        if D.card(ref).good not in used:
            if mixing_allowed(s, D, seat):
                return "Mixed goods types may only pay for a card, and no card in the display costs that little more than your goods."
            return f"Use goods cards of one type in one action: this action uses {and_join(sorted(used))} (mixing types needs the second goods track bonus)."
        return _same_as_offered("goods card")
    if k == "goods_done":
        return "Mixed goods types may only pay for a card, and no card in the display is affordable with them: add cards or cancel."
    if k in ("buy", "no_buy") and phase != "buy":
        return "The purchase is settled already: use the remaining units on company tracks."
    if k == "buy":
        c, r = a.get("column"), a.get("row")
        if s["display"][c][r] is None:
            return f"The {COLUMN_NAMES[c]} column, row {r + 1} of the card display is empty (it is refilled only in the preparation phase)."
        base = display_price(s, D, c, r)
        price = max(0, base - discount(s, D, seat, used))
        off = f" after your discount of {base - price}" if price != base else ""
        return f"Your goods don't add up to that card's price ({price}{off}): you have {_goods_text(s, D, seat, t)}."
    if k == "no_buy":
        return "Mixed goods types must buy a card: only the second goods track bonus allows mixing, and only as payment."
    if k in ("step", "forfeit_units") and phase != "steps":
        return "Buy a card (or choose not to) before advancing on the company tracks."
    if k == "step":
        from rules.mombasa.tracks import reachable_steps, track_of

        cid, n = a.get("company"), a.get("n", 1)
        if cid not in D.companies():
            return "There is no such company track."
        if not isinstance(n, int) or n < 1:
            return "Advance at least 1 space."
        if n > t["units"]:
            return f"You have only {t['units']} unit{_s(t['units'])} left to advance with."
        can = reachable_steps(s, D, seat, cid, n)
        tr = track_of(s, D, cid)
        pos = player(s, seat)["tracks"][cid] + can
        if pos + 1 >= len(tr.spaces):
            return f"Your marker would pass the end of the {D.company_name(cid)} track: at most {can} more space{_s(can)} there."
        call = tr.spaces[pos + 1].capital_call
        return (f"You can't pay the {call}-pound capital call on the {D.company_name(cid)} track (you have {_pounds(player(s, seat)['money'])}): "
                f"at most {can} space{_s(can)} there.")
    if k == "forfeit_units":
        return "You can still advance on a company track: units may be forfeited only when no track can take them."
    return "That goods choice is not possible now."


def _in_expansion(s: State, D: Catalog, seat: int, t: dict, a: Action) -> str:
    from rules.mombasa.expansion import entry_costs
    from rules.mombasa.tracks import posts_in_base

    k = a.kind
    if k == "expand_company":
        cid = a.get("company")
        if t["company"] is not None:
            return f"You are expanding {D.company_name(t['company'])} already: the whole expansion value goes to one company."
        if cid not in D.companies():
            return "There is no such company."
        if not posts_in_base(s, cid):
            return f"The {D.company_name(cid)} base has no trading posts left: it cannot expand until some are ousted back to it."
        return "You cannot expand that company now."
    if t["company"] is None:
        return "Choose the company to expand first."
    cid = t["company"]
    name = D.company_name(cid)
    if k == "enter":
        rid, col = a.get("region"), a.get("column")
        if rid not in D.regions:
            return "There is no such region on the map (company bases are not regions and cannot be entered)."
        region = D.regions[rid]
        if any(p["company"] == cid for p in s["regions"][rid]):
            return f"{region.name} already holds a {name} trading post: enter a region without one."
        costs = entry_costs(s, D, cid)
        if rid not in costs:
            if region.enclave_in is not None:
                return f"{region.name} is an enclave: {name} must first have a trading post in {D.region_name(region.enclave_in)}, which surrounds it."
            return f"That region is not reachable by {name}: enter a region next to its base or its trading posts."
        cost = costs[rid]
        if cost > t["left"]:
            occupied = any(p["company"] != cid for p in s["regions"][rid])
            border = cost - (1 if occupied else 0)
            why = []
            if border > 1:
                why.append(f"{border} for the double border")
            if occupied:
                why.append("1 more for the other company's trading post there")
            why = f" ({' and '.join(why)})" if why else ""
            return f"Entering {region.name} costs {cost} expansion point{_s(cost)}{why}; you have {t['left']} left."
        if not isinstance(col, int) or not 0 <= col < len(s["bases"][cid]) or not s["bases"][cid][col]["posts"]:
            return f"Column {col + 1 if isinstance(col, int) else col} of the {name} base has no trading post: take the foremost post of a column that has one."
        return "You cannot enter that region now."
    return "You cannot finish the expansion now."


def _in_oust(s: State, D: Catalog, seat: int, t: dict, a: Action) -> str:
    from rules.mombasa.tracks import return_columns

    name = D.company_name(t["company"])
    if a.kind == "oust_remove":
        return f"The {name} base still has a space the ousted post may return to: it leaves the game only when there is none."
    cols = return_columns(s, t["company"])
    return (f"That column of the {name} base has no space to cover: the post goes to the rearmost empty space, and an emptied final space is never covered again"
            + (f" (choose column {' or '.join(str(c + 1) for c in cols)})." if cols else "."))


def _in_spend(s: State, D: Catalog, seat: int, t: dict, a: Action) -> str:
    if a.kind == "take_book":
        c, r = a.get("column"), a.get("row")
        bid = s["book_display"][c][r]
        if bid is None:
            letter = D.board.book_display[c][r]
            return f"That book space is empty (the {letter}-book supply has run out, so it is not refilled)."
        cost = D.book_costs.get(D.books[bid].letter, 1)
        return f"{describe_book(D, bid)} costs {cost} bookkeeping point{_s(cost)}; you have {t['points']} left."
    return "You cannot take a pound now."


def _in_place(s: State, D: Catalog, seat: int, t: dict, a: Action) -> str:
    from rules.mombasa.bookkeeping import book_spaces

    bid, i = a.get("book"), a.get("space")
    p = player(s, seat)
    if bid not in s["turn_books"]:
        return "You did not acquire that book this turn: place the books you took this turn."
    spaces = D.player_board.bookkeeping
    if not isinstance(i, int) or not 0 < i < len(spaces):
        return "There is no such space on your bookkeeping track."
    letter = D.books[bid].letter
    cur = p["books"][i]
    if letter == "A" and cur is None and spaces[i].no_a:
        return "An A-book can't go on an empty space showing a crossed-out A: only B- and C-books may go there."
    if letter == "A" and cur is not None and D.books[cur].letter in ("B", "C"):
        return f"An A-book may never cover a {D.books[cur].letter}-book."
    if i not in book_spaces(s, D, seat, bid):
        return "That book cannot go on that space."
    return "You cannot place that book there now."


def _in_flip(s: State, D: Catalog, seat: int, t: dict, a: Action) -> str:
    p = player(s, seat)
    i = a.get("space")
    if p["money"] < FLIP_BOOK_COST:
        return f"Flipping a book costs {_pounds(FLIP_BOOK_COST)}; you have {_pounds(p['money'])}."
    if not isinstance(i, int) or not 0 <= i < len(p["books"]) or p["books"][i] is None:
        return "There is no book on that space to flip."
    if p["flipped"][i]:
        return "That book is already face down."
    if i <= p["ink"]:
        return f"Only a book ahead of your ink jar (space {p['ink']}) can be worth flipping."
    return "You cannot flip that book now."


def requirement_text(s: State, D: Catalog, seat: int, bid: str, in_use: str) -> str:
    """The unmet requirements of a book, with what the seat has face up."""
    from rules.mombasa.area import count_kind, expansion_value

    goods = goods_totals(s, D, seat)
    out = []
    for r in D.books[bid].requirements:
        need = _REQ.get(r.kind, r.kind + " {v}").format(v=r.value)
        if r.kind in GOODS:
            have = f"{goods[r.kind]} {r.kind}"
        elif r.kind in ("one_good", "coffee_and_one_good"):
            have = ", ".join(f"{goods[g]} {g}" for g in GOODS)
        elif r.kind == "expansion":
            have = f"expansion {expansion_value(s, D, seat)}"
        elif r.kind in ("diamond_or_bookkeeper", "diamond", "bookkeeper"):
            have = (f"{count_kind(s, D, seat, 'diamond')} diamond merchant(s), "
                    f"{count_kind(s, D, seat, 'bookkeeper', exclude=in_use)} other bookkeeper(s)")
        else:
            have = "?"
        out.append(f"needs {need} (you have {have})")
    return "; ".join(out)


def _in_move(s: State, D: Catalog, seat: int, t: dict, a: Action) -> str:
    p = player(s, seat)
    nxt = p["ink"] + 1
    if nxt >= len(p["books"]):
        return "Your ink jar is on the final space of the bookkeeping track: it cannot move further."
    if p["books"][nxt] is None:
        return f"Space {nxt} of your bookkeeping track holds no book: empty spaces can never be entered."
    if not meets(s, D, seat, p["books"][nxt], t["card"]):
        return (f"You don't meet the requirements of the book on space {nxt}: {requirement_text(s, D, seat, p['books'][nxt], t['card'])}. "
                "Only face-up cards in your action area count, and the bookkeeper in use does not.")
    return "Your ink jar cannot move now."


def _in_pickup(s: State, D: Catalog, seat: int, t: dict, a: Action) -> str:
    i = a.get("deck")
    p = player(s, seat)
    if isinstance(i, int) and 0 <= i < 3 and not p["resting"][i]:
        return f"Your {DECK_NAMES[i]} resting deck is empty: pick up exactly 1 resting deck that holds cards."
    if i == -1:
        return "You have a resting deck with cards: pick up exactly 1 of your resting decks."
    return "There is no such resting deck: pick up your left, middle or right resting deck."


def _in_buy_pounds(s: State, D: Catalog, seat: int, t: dict, a: Action) -> str:
    if a.kind == "no_buy":
        return "This space's reward is to buy a card: you must buy one."
    c, r = a.get("column"), a.get("row")
    if s["display"][c][r] is None:
        return f"The {COLUMN_NAMES[c]} column, row {r + 1} of the card display is empty."
    price = max(0, display_price(s, D, c, r) - t["reduction"])
    return f"That card costs {_pounds(price)}; you have {_pounds(player(s, seat)['money'])}."


def _in_sell(s: State, D: Catalog, seat: int, t: dict, a: Action) -> str:
    cid = a.get("card")
    if cid not in player(s, seat)["hand"]:
        return "That card is not in your hand: only a card from your hand (and only your hand) can be sold."
    if t["coffee_only"]:
        card = D.card(cid)
        if not (card.kind == "goods" and card.good == "coffee"):
            return "This space buys only a coffee goods card from your hand."
    return _same_as_offered("card")


def _in_majority(s: State, D: Catalog, seat: int, t: dict, a: Action) -> str:
    m = D.majorities[t["measure"]]
    i = a.get("tier")
    if not isinstance(i, int) or not 0 <= i < len(m.tiers):
        return "There is no such reward on this majority space."
    words = MEASURE_WORDS.get(t["measure"], t["measure"])
    return f"Your {words} total ({t['value']}) does not reach the {m.tiers[i].minimum}+ reward; you may take a lesser reward, never a greater one."


def _in_bkd(s: State, D: Catalog, seat: int, t: dict, a: Action) -> str:
    return "Choose 1 bookkeeping point and 2 diamond steps, or 2 bookkeeping points and 1 diamond step."


def _in_other(s: State, D: Catalog, seat: int, t: dict, a: Action) -> str:
    names = and_join([D.company_name(c) for c in t["others"]])
    return f"Choose 2 different company tracks among {names} (not the track of this bonus space)."


def _in_remove(s: State, D: Catalog, seat: int, t: dict, a: Action) -> str:
    cid, col = a.get("company"), a.get("column")
    if cid not in D.companies():
        return "There is no such company base."
    return f"Column {col + 1 if isinstance(col, int) else col} of the {D.company_name(cid)} base has no trading post to remove: remove the foremost post of a column that has one."


def _in_order(s: State, D: Catalog, seat: int, t: dict, a: Action) -> str:
    return ("Choose where the track steps go among your rewards, as listed: only the places that make a difference "
            "(before or after the rewards that can bring pounds for a capital call) are offered.")


_INNER = {
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
