"""A full state consistent with one seat's view: the determinization the AI looks ahead on.

The AI never receives the state. From the view it rebuilds everything public as it is and
deals again, at random, what the seat cannot see, from what it can know:

- the market deck: its count is shown and its letters follow from it (the deck is stacked
  E at the bottom to A on top and never refilled), so each letter's share is dealt from
  the unseen cards of that letter;
- the other seats' hands and face-down plans (their counts are shown): first the seat's
  own starting cards not in sight, then unseen market cards; the discard pile (its count
  is shown) takes the rest;
- the book supplies (counts shown) from the books of each letter not in sight;
- the other seats' starting-tile choice while it is secret;
- the Mautoma's round deck and the rest of its pool (per colour: the pool of its difficulty
  minus the cards on its playmat), the round cards to come, its face-down starting book,
  and its favoured tile before the reveal;
- the generator state.

Two views that are equal give the same state for the same generator, so two true states
that differ only in what the seat cannot see give the same determinization.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, cast

from rules import get_game
from rules.mombasa.components.catalog import Catalog, market_id, starting_id
from rules.mombasa.game import MombasaGame
from rules.mombasa.mautoma.setup import components as automa_components
from rules.mombasa.state import SLOT_COUNT, Automa, State

_game = get_game("mombasa")
assert isinstance(_game, MombasaGame)
GAME: MombasaGame = _game
D: Catalog = GAME.D

LETTERS_BOTTOM_UP = ("E", "D", "C", "B", "A")  # setup.new_state stacks the deck so


def market_cards() -> list[str]:
    return sorted(market_id(c.id) for c in D.components.market_cards)


def starting_cards(seat: int) -> list[str]:
    comp = D.components
    out = [starting_id(seat, t.id) for t in comp.starting_cards]
    out += [starting_id(seat, c.id) for c in comp.expansion_one_cards if c.seat == seat + 1]
    return out


def _ids(cards: Any) -> list[str]:
    return [c["id"] for c in cards if c and c.get("id")]


def _shuffled(rng: random.Random, items: list) -> list:
    out = sorted(items)
    rng.shuffle(out)
    return out


def _deck_letters(count: int) -> list[str]:
    """The letters of the deck's ``count`` cards, bottom first."""
    letters: list[str] = []
    for letter in LETTERS_BOTTOM_UP:
        letters += [letter] * sum(1 for c in D.components.market_cards if c.letter == letter)
    return letters[:count]


def determinize(view: Mapping[str, Any], rng: random.Random) -> State:
    """A state whose view for ``view["me"]["seat"]`` is ``view``, its hidden parts dealt
    from ``rng``."""
    me = view["me"]
    seat = me["seat"]
    phase = view["phase"]
    automa = view.get("automa")
    auto_seat = automa["seat"] if automa else None
    n = view["player_count"]

    seats: list[dict[str, Any]] = []
    known: set[str] = set()
    for pv in view["players"]:
        i = pv["seat"]
        slots = [a["slot"] for a in pv["action_area"]]
        area: list[str | None] = [None] * SLOT_COUNT
        used = [False] * SLOT_COUNT
        draft: list[str | None] = [None] * SLOT_COUNT
        if phase != "planning":
            for a in pv["action_area"]:
                if a["card"]:
                    area[a["slot"]] = a["card"]["id"]
                    used[a["slot"]] = a["used"]
        resting = [_ids(deck) for deck in pv["resting"]]
        books = [b["id"] if b else None for b in pv["bookkeeping_track"]]
        p = {
            "money": pv["money"], "diamond": pv["diamond"], "ink": pv["ink"],
            "tracks": dict(pv["tracks"]), "levels": dict(pv["unlocked_bonuses"]),
            "hand": [], "draft": draft, "area": area, "used": used, "resting": resting,
            "books": books, "flipped": list(pv["flipped_books"]),
            "tile": pv["starting_tile"], "tile_options": [],
            "arranged": i == auto_seat or any(resting), "planned": pv["planned"], "passed": pv["passed"],
            "turns": pv["turns_this_round"], "slots": slots,
        }
        known.update(c for c in area if c)
        for deck in resting:
            known.update(deck)
        seats.append(p)

    mine = seats[seat]
    mine["hand"] = _ids(me["hand"])
    for k, c in me["draft"].items():
        if c:
            mine["draft"][int(k)] = c["id"]
    known.update(mine["hand"])
    known.update(c for c in mine["draft"] if c)
    if "tile_options" in me:
        mine["tile_options"] = list(me["tile_options"])
        mine["tile"] = me["tile"]

    display = [[c["id"] if c else None for c in col] for col in view["card_display"]]
    for col in display:
        known.update(c for c in col if c)
    pile = _ids(automa["pile"]) if automa else []
    known.update(pile)

    # -- cards nobody in this seat can see -----------------------------------------------
    unseen_market = [c for c in market_cards() if c not in known]
    deck_letters = _deck_letters(view["deck"]["count"])
    by_letter: dict[str, list[str]] = {}
    for c in _shuffled(rng, unseen_market):
        by_letter.setdefault(D.card(c).letter or "", []).append(c)
    deck = [by_letter[letter].pop() for letter in deck_letters]
    rest = _shuffled(rng, [c for cards in by_letter.values() for c in cards])
    # a starting card not in sight and not in its owner's hand was sold: it is discarded
    discard: list[str] = [c for c in starting_cards(seat) if c not in known]
    for pv in view["players"]:
        i = pv["seat"]
        if i == seat or i == auto_seat:
            continue
        p = seats[i]
        face_down = [a["slot"] for a in pv["action_area"]
                     if phase == "planning" and a["face_down"]]
        hidden = pv["hand_count"] + len(face_down)
        own = _shuffled(rng, [c for c in starting_cards(i) if c not in known])
        cards = own[:hidden]
        discard += own[hidden:]  # a starting card sold to the bonus space
        while len(cards) < hidden and rest:
            cards.append(rest.pop())
        for slot in face_down:
            p["draft"][slot] = cards.pop()
        p["hand"] = cards
    discard += rest
    discard = discard[: view["discard_count"]]

    # -- books ---------------------------------------------------------------------------
    known_books = {b["id"] for col in view["book_display"] for b in col if b}
    for p in seats:
        known_books.update(b for b in p["books"] if b)
    unseen_books: dict[str, list[str]] = {}
    for b in D.components.books:
        if b.id not in known_books:
            unseen_books.setdefault(b.letter, []).append(b.id)
    unseen_books = {k: _shuffled(rng, v) for k, v in sorted(unseen_books.items())}
    supply = {k: [unseen_books[k].pop() for _ in range(count)] for k, count in view["book_supply"].items()}

    # -- starting tiles while they are secret -----------------------------------------------
    if view["phase"] == "setup" and view["setup_step"] == "tile":
        seen = set(mine["tile_options"]) | {p["tile"] for p in seats if p["tile"]}
        free = _shuffled(rng, [t for t in D.tiles if t not in seen])
        for pv in view["players"]:
            i = pv["seat"]
            if i in (seat, auto_seat):
                continue
            options = sorted([free.pop(), free.pop()])
            seats[i]["tile_options"] = options
            seats[i]["tile"] = options[0] if pv["tile_chosen"] else None
        if auto_seat is not None:
            seats[auto_seat]["tile"] = None

    # cast: a state rebuilt from the view's plain data; the tests check that its view is the
    # seat's view again (tests/mombasa/test_ai.py), which the shapes there follow
    s = cast(State, {
        "players": n,
        "setup": "variable",
        "round": view["round"],
        "phase": phase,
        "setup_step": view["setup_step"] or ("tile" if phase == "setup" else None),
        "first_player": view["first_player"],
        "round_first": view["first_player"],
        "turn": view["turn"],
        "tracks": dict(view["tracks"]),
        "bases": {cid: [{"posts": c["posts"], "final_lost": c["final_lost"]} for c in co["columns"]]
                  for cid, co in view["companies"].items()},
        "removed": {cid: co["removed"] for cid, co in view["companies"].items()},
        "regions": {rid: [dict(p) for p in r["posts"]] for rid, r in view["regions"].items()},
        "deck": deck,
        "discard": discard,
        "display": display,
        "book_display": [[b["id"] if b else None for b in col] for col in view["book_display"]],
        "book_coins": [list(c) for c in view["book_coins"]],
        "book_supply": supply,
        "round_track": list(view["round_track"]),
        "bonus_spaces": dict(view["bonus_spaces"]),
        "bonus_tiles": {t: dict(st) for t, st in view["bonus_tiles"].items()},
        "tasks": [],
        "turn_books": [],
        "automa": None,
        "rng": rng.getrandbits(63),
        "seats": seats,
    })
    if automa:
        s["automa"] = cast(Automa, _automa(view, s, unseen_books, rng))  # cast: rebuilt from the view, as above
    return s


def _automa(view: Mapping[str, Any], s: State, unseen_books: dict[str, list[str]],
            rng: random.Random) -> dict[str, Any]:
    av = view["automa"]
    ac = automa_components()
    rows = {colour: [c["id"] for c in av["rows"][colour]] for colour in ("grey", "yellow")}
    per_colour = ac.cards_per_colour
    decks: dict[str, list[str]] = {}
    round_deck_cards: list[str] = []
    for colour in ("grey", "yellow"):
        unseen = _shuffled(rng, [c.id for c in ac.pool(av["difficulty"])
                                 if c.colour == colour and c.id not in rows[colour]])
        in_deck = per_colour - len(rows[colour]) if av["deck_count"] else 0
        round_deck_cards += unseen[:in_deck]
        decks[colour] = unseen[in_deck:]
    coming = range(view["rounds"], view["rounds"] - av["round_cards_left"], -1)
    round_deck = [rng.choice(sorted(r.id for r in ac.round_cards_for(k))) for k in coming]
    p = s["seats"][av["seat"]]
    start_book = None
    for i, b in enumerate(view["players"][av["seat"]]["bookkeeping_track"]):
        if b is not None and b["id"] is None:  # its face-down A book
            start_book = unseen_books.get(b["letter"], []).pop() if unseen_books.get(b["letter"]) else None
            p["books"][i] = start_book
    favoured_tile = av["favoured_tile"]
    if av["favoured"] is None:
        mine = s["seats"][view["me"]["seat"]]
        seen = set(mine["tile_options"]) | ({mine["tile"]} if mine["tile"] else set())
        favoured_tile = rng.choice(sorted(set(D.tiles) - seen))
    p["hand"] = []
    p["arranged"] = True
    p["planned"] = True
    return {
        "seat": av["seat"],
        "difficulty": av["difficulty"],
        "favoured": av["favoured"],
        "favoured_tile": favoured_tile,
        "side": av["expansion_side"],
        "grey_deck": decks["grey"],
        "yellow_deck": decks["yellow"],
        "deck": _shuffled(rng, round_deck_cards),
        "grey_row": rows["grey"],
        "yellow_row": rows["yellow"],
        "round_deck": round_deck,
        "round_card": av["round_card"]["id"] if av["round_card"] else None,
        "round_cards_used": list(av["round_cards_used"]),
        "coins_on_card": per_colour - av["playmat_coins"],
        "debt": av["debt"],
        "pile": _ids(av["pile"]),
        "start_book": start_book,
        "cards_played": av["cards_played"],
    }
