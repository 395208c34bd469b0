"""The Mautoma solo game: its setup, its favoured company, its round card and its deck
between rounds (Mautoma rules v2.0, "Setup", "Game flow").

The Mautoma's part of the state, ``s["automa"]`` (plain JSON data like the rest):

  seat            1 (seat 0 is the human)
  difficulty      "easy" | "medium" | "hard" (the automa card pool)
  favoured        company id, None until revealed after the human's setup
  favoured_tile   the starting tile drawn to choose it (secret until revealed)
  side            "a" | "b": the side of its expansion card
  grey_deck, yellow_deck   the rest of each colour's pool (order secret)
  deck            the round's automa deck, top last (order and contents secret)
  grey_row, yellow_row     cards placed on its playmat this round, left to right
  round_deck      the round cards still to come, top last (secret)
  round_card      the current round card, None between rounds
  round_cards_used the round cards of past rounds, in order
  coins_on_card   the 5-pound coins moved from the playmat onto the round card (one per
                  yellow card), each covering the rightmost uncovered icon
  debt            its debt track (its money stays >= 0; new pounds pay the debt first)
  pile            market cards it took (their shares count at the end)
  start_book      its face-down A book from the reserve (secret: nobody saw it)
  cards_played    automa cards played so far in the game (6 per round)

The seat itself (s["seats"][1]) keeps the usual player fields the Mautoma uses: money,
diamond, ink, tracks, books (all face down), passed. It has no cards, no resting decks, no
starting tile, and its special track bonuses stay locked (it ignores them).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.core import OptionError, Rng, msg
from rules.mombasa import setup
from rules.mombasa import wording as W
from rules.mombasa.components.automa import DIFFICULTIES, AutomaComponents
from rules.mombasa.components.automa_loader import load_automa_components
from rules.mombasa.components.catalog import Catalog
from rules.mombasa.state import Difficulty, State, automa_deck, automa_state, player
from rules.mombasa.wording import event

AUTOMA_SEAT = 1
HUMAN_SEAT = 0
KNOWN_OPTIONS = ("automa", "setup")


def components() -> AutomaComponents:
    return load_automa_components()


# -- new game ---------------------------------------------------------------------------------


def check_options(players: Any, opts: Mapping[str, Any]) -> Difficulty:
    """The difficulty, or OptionError. ``"setup"`` is accepted and ignored: the solo game
    always uses the Mautoma rules' own setup (track cards, 1 of 2 starting tiles)."""
    difficulty = opts.get("automa")
    if difficulty not in DIFFICULTIES:
        raise OptionError(msg("mombasa-option-automa"))
    if players != 2:
        raise OptionError(msg("mombasa-option-solo-players"))
    unknown = sorted(set(opts) - set(KNOWN_OPTIONS))
    if unknown:
        raise OptionError(msg("mombasa-option-solo-unknown", options=", ".join(unknown)))
    return difficulty


def new_solo_game(D: Catalog, players: Any, seed: int, opts: Mapping[str, Any]) -> State:
    difficulty = check_options(players, opts)
    # "The normal setup rules for a 2-player game apply": the board, posts, tracks from
    # the track cards, market, books, round coins; the human draws 2 starting tiles.
    s = setup.new_state(D, 2, int(seed), "variable")
    rng = Rng(s["rng"])
    ac = components()
    auto = player(s, AUTOMA_SEAT)
    # "put the 9 starting cards back in the box": the Mautoma has no cards, no tile.
    auto["hand"] = []
    auto["tile_options"] = []
    auto["arranged"] = True
    auto["planned"] = True
    auto["money"] = ac.starting_pounds
    # "take 1 book tile A from the reserve and put it face down at the start of the book
    # track ... set the ink jar marker at the left of the book A".
    start_book = s["book_supply"]["A"].pop()
    auto["books"][1] = start_book
    auto["flipped"] = [True] * len(auto["flipped"])
    human_tiles = set(player(s, HUMAN_SEAT)["tile_options"])
    # "Draw another starting tile ... That company is the favoured Mautoma's company"
    # (drawn now, revealed after the human has chosen a tile and laid out the resting cards).
    favoured_tile = rng.choice(sorted(set(D.tiles) - human_tiles))
    side = rng.choice([x.id for x in ac.expansion_sides])
    # Round cards: one per round, R1 on top (the end of the list), R7 at the bottom.
    round_deck = [rng.choice([r.id for r in ac.round_cards_for(n)]) for n in range(7, 0, -1)]
    pool = ac.pool(difficulty)
    grey = rng.shuffled(sorted(c.id for c in pool if c.colour == "grey"))
    yellow = rng.shuffled(sorted(c.id for c in pool if c.colour == "yellow"))
    s["automa"] = {
        "seat": AUTOMA_SEAT,
        "difficulty": difficulty,
        "favoured": None,
        "favoured_tile": favoured_tile,
        "side": side,
        "grey_deck": grey,
        "yellow_deck": yellow,
        "deck": [],
        "grey_row": [],
        "yellow_row": [],
        "round_deck": round_deck,
        "round_card": None,
        "round_cards_used": [],
        "coins_on_card": 0,
        "debt": 0,
        "pile": [],
        "start_book": start_book,
        "cards_played": 0,
    }
    _build_deck(s, rng)
    s["rng"] = rng.state
    return s


def _build_deck(s: State, rng: Rng) -> None:
    """"Take 3 cards from each deck to build the automa deck (6 cards) and shuffle it.\""""
    a = automa_state(s)
    n = components().cards_per_colour
    deck = [a["grey_deck"].pop() for _ in range(n)] + [a["yellow_deck"].pop() for _ in range(n)]
    a["deck"] = rng.shuffled(deck)


# -- the favoured company -------------------------------------------------------------------------


def favoured_company(D: Catalog, tile_id: str) -> str:
    """"Look at the company depicted on it": the company of the tile's starting bonus. A
    tile showing two companies (e.g. 2 Mombasa steps and 1 Cairo step) gives the one with
    more steps (decided here; the rules picture tiles with one company)."""
    best = None
    for what, n in D.tiles[tile_id].bonus:
        if what == "diamond":
            continue
        if best is None or n > best[1]:
            best = (what, n)
    if best is None:  # a tile without a company: the first company (never in the data)
        return D.companies()[0]
    return best[0]


def reveal_favoured(s: State, D: Catalog, ev: list) -> None:
    """After the human's starting tile, rewards and resting cards: the favoured company,
    whose track marker goes on space 3."""
    a = automa_state(s)
    ac = components()
    tile = a["favoured_tile"]
    fav = favoured_company(D, tile)
    a["favoured"] = fav
    player(s, a["seat"])["tracks"][fav] = ac.favoured_start_space
    kind = ac.favoured_bonus_tile(fav)
    tile_id = next(t.id for t in D.components.bonus_tiles if t.kind == kind)
    ev.append(event(
        "AutomaFavouredCompany",
        msg("mombasa-mau-ev-favoured", difficulty=a["difficulty"], tile=tile, company=W.company(fav),
            space=ac.favoured_start_space, bonus_tile=W.tile(tile_id), side=a["side"]),
        seat=a["seat"], tile=tile, company=fav, side=a["side"], reveals=True,
    ))


# -- rounds -----------------------------------------------------------------------------------------


def prepare_round(s: State, D: Catalog, ev: list) -> None:
    """Start of each planning phase. After a round (preparation phase): "take the automa
    cards used during the round and put them in the related decks. Shuffle the two decks
    separately. Take 3 cards from each deck, rebuild the automa deck (6 cards) and shuffle
    it. Take the three 5 pounds coins on the round card and place them on the dedicated
    spots on the playmat." The automa plans no cards."""
    a = automa_state(s)
    player(s, a["seat"])["planned"] = True
    if not (a["grey_row"] or a["yellow_row"] or a["round_card"]):
        return  # round 1: the deck was built at setup
    if a["round_card"]:
        a["round_cards_used"].append(a["round_card"])
        a["round_card"] = None
    ac = components()
    rng = Rng(s["rng"])
    for cid in a["grey_row"] + a["yellow_row"] + a["deck"]:
        automa_deck(a, ac.card(cid).colour).append(cid)
    a["grey_row"], a["yellow_row"], a["deck"] = [], [], []
    a["grey_deck"] = rng.shuffled(sorted(a["grey_deck"]))
    a["yellow_deck"] = rng.shuffled(sorted(a["yellow_deck"]))
    _build_deck(s, rng)
    s["rng"] = rng.state
    a["coins_on_card"] = 0
    ev.append(event(
        "AutomaDeckRebuilt",
        msg("mombasa-mau-ev-deck-rebuilt"),
        seat=a["seat"], deck=len(a["deck"]),
    ))


def describe_round_card(card):
    """A round card's icons: "3 coffee, 2 expansion points"."""
    return W.comma_chain([msg("mombasa-mau-icon", value=i.value, measure=W.measure(i.measure)) for i in card.icons])


def reveal_round_card(s: State, D: Catalog, ev: list) -> None:
    """"Then, the player draws the automa's round card": after the human's plan."""
    a = automa_state(s)
    if a["round_card"] is not None or not a["round_deck"]:
        return
    rid = a["round_deck"].pop()
    a["round_card"] = rid
    a["coins_on_card"] = 0
    card = next(r for r in components().round_cards if r.id == rid)
    ev.append(event(
        "AutomaRoundCard",
        msg("mombasa-mau-ev-round-card", round=s["round"], icons=describe_round_card(card)),
        seat=a["seat"], round_card=rid, icons=[[i.measure, i.value] for i in card.icons], reveals=True,
    ))
