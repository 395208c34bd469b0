"""Setting up a game (rulebook pages 2-3): the first-game setup and the variable setup."""

from __future__ import annotations

from itertools import permutations

from rules.core import Action, Message, Rng, msg
from rules.mombasa import bonuses
from rules.mombasa import wording as W
from rules.mombasa.area import card_signature
from rules.mombasa.bookkeeping import shuffled_supply
from rules.mombasa.components.catalog import Catalog, market_id, starting_id
from rules.mombasa.planning import start_planning
from rules.mombasa.preparation import fill_display
from rules.mombasa.state import Seat, SetupKind, State, automated_seats, player, turn_order
from rules.mombasa.tasks import act
from rules.mombasa.tracks import move_diamond, move_track
from rules.mombasa.wording import event

FIRST_PLAYER = 0  # "Determine a first player": the bot seats players in a random order already


def new_state(D: Catalog, players: int, seed: int, setup: SetupKind) -> State:
    rng = Rng.from_seed(seed)
    comp = D.components
    board = D.board
    if setup == "variable":
        # One shuffled track card per board edge (companies in board order), then a random
        # half of it points at that edge (page 2, "Setup of subsequent games").
        cards = rng.shuffled(comp.track_cards)
        tracks = {}
        for cid, card in zip(D.companies(), cards, strict=False):
            tracks[cid] = card.halves[rng.below(2)]
    else:
        tracks = dict(comp.first_game_tracks)
    tracks = {cid: tracks[cid] for cid in D.companies()}
    deck: list[str] = []
    for letter in ("E", "D", "C", "B", "A"):  # A on top (the end of the list)
        deck += rng.shuffled([market_id(c.id) for c in comp.market_cards if c.letter == letter])
    supply = shuffled_supply(D, rng)
    book_display = []
    for col_letters in board.book_display:
        book_display.append([supply[letter].pop() if supply.get(letter) else None for letter in col_letters])
    coins = list(D.round_coins[players])
    pb = D.player_board
    seats: list[Seat] = []
    for seat in range(players):
        hand = [starting_id(seat, t.id) for t in comp.starting_cards]
        hand += [starting_id(seat, c.id) for c in comp.expansion_one_cards if c.seat == seat + 1]
        seats.append({
            "money": board.starting_pounds,
            "diamond": 0,
            "ink": 0,
            "tracks": dict.fromkeys(D.companies(), 0),
            "levels": dict.fromkeys(D.companies(), 0),
            "hand": hand,
            "draft": [None] * 5,
            "area": [None] * 5,
            "used": [False] * 5,
            "resting": [[], [], []],
            "books": [None] * len(pb.bookkeeping),
            "flipped": [False] * len(pb.bookkeeping),
            "tile": None,
            "tile_options": [],
            "arranged": False,
            "planned": False,
            "passed": False,
            "turns": 0,
            "slots": list(range(pb.action_slots)),
        })
    s: State = {
        "players": players,
        "setup": setup,
        "round": 1,
        "phase": "setup",
        "setup_step": "tile",
        "first_player": FIRST_PLAYER,
        "round_first": FIRST_PLAYER,
        "turn": None,
        "tracks": tracks,
        "bases": {co.id: [{"posts": len(col), "final_lost": False} for col in co.columns] for co in comp.companies},
        "removed": {co.id: 0 for co in comp.companies},
        "regions": {r.id: [] for r in comp.regions},
        "deck": deck,
        "discard": [],
        "display": [[None] * 4 for _ in range(3)],
        "book_display": book_display,
        "book_coins": [[0, 0] for _ in board.book_display],
        "book_supply": supply,
        "round_track": coins,
        "bonus_spaces": {},
        "bonus_tiles": {t.id: {"reserved_by": None, "holder": None, "on_card": None, "used": False} for t in comp.bonus_tiles},
        "tasks": [],
        "turn_books": [],
        "automa": None,
        "rng": 0,
        "seats": seats,
    }
    s["bonus_spaces"] = dict.fromkeys(bonuses.space_ids(s, D))
    fill_display(s, D, None)
    order = turn_order(s, FIRST_PLAYER)
    if setup == "variable":
        tiles = rng.shuffled(sorted(D.tiles))
        for i, seat in enumerate(order):
            player(s, seat)["tile_options"] = sorted(tiles[2 * i: 2 * i + 2])
    else:
        by_seat = {t.first_game_seat: t.id for t in comp.starting_tiles if t.first_game_seat}
        for i, seat in enumerate(order):
            player(s, seat)["tile"] = by_seat[i + 1]
        _tiles_chosen(s, D, [])
        _auto_arrange(s, D, [])
    s["rng"] = rng.state
    return s


# -- secret starting tile choice (variable setup) --------------------------------------------


def to_move(s: State) -> list[int]:
    humans = human_seats(s)
    if s["setup_step"] == "tile":
        return [i for i in humans if player(s, i)["tile"] is None]
    return [i for i in humans if not player(s, i)["arranged"]]


def human_seats(s: State) -> list[int]:
    """Seats that take a starting tile and resting cards (not the Mautoma's)."""
    auto = automated_seats(s)
    return [i for i in range(s["players"]) if i not in auto]


def starting_tile(s: State, seat: int) -> str:
    """The starting tile a seat kept (every human seat has one once the tiles are chosen)."""
    tile = player(s, seat)["tile"]
    if tile is None:
        raise RuntimeError(f"seat {seat} has no starting tile yet")
    return tile


def describe_tile(D: Catalog, tid: str) -> Message:
    """A starting tile: "starting tile T03 (bonus: 2 Cairo steps and 1 diamond step; resting: ...)"."""
    t = D.tiles[tid]
    bonus = W.and_chain([msg("mombasa-tile-bonus", n=n, what="diamond" if what == "diamond" else W.company(what))
                         for what, n in t.bonus])
    cards = W.comma_chain([W.card_def(D.templates[c]) if c in D.templates else c for c in t.resting_cards])
    return msg("mombasa-starting-tile", id=tid, cards=cards, bonus=bonus)


def _l_keep(D: Catalog, tid: str):
    return msg("mombasa-act-keep-tile", tile=describe_tile(D, tid))


def _l_rest(D: Catalog, perm: tuple):
    return msg("mombasa-act-rest", cards=W.comma_chain([msg("mombasa-rest-card", card=W.card(D, c), deck=W.deck(i))
                                                        for i, c in enumerate(perm)]))


def options(s: State, D: Catalog, seat: int) -> list[Action]:
    p = player(s, seat)
    if s["setup_step"] == "tile":
        if p["tile"] is not None:
            return []
        return [act("choose_tile", _l_keep, D, t, tile=t) for t in p["tile_options"]]
    if p["arranged"]:
        return []
    return arrangements(s, D, seat)


def _resting_cards(s: State, D: Catalog, seat: int) -> list[str]:
    """The 3 hand cards shown on the seat's starting tile."""
    hand = list(player(s, seat)["hand"])
    out = []
    for tmpl in D.tiles[starting_tile(s, seat)].resting_cards:
        cid = starting_id(seat, tmpl)
        if cid not in hand:  # the tile shows a card type; take any identical card
            want = card_signature(D.templates[tmpl]) if tmpl in D.templates else None
            cid = next(c for c in hand if card_signature(D.card(c)) == want)
        hand.remove(cid)
        out.append(cid)
    return out


def arrangements(s: State, D: Catalog, seat: int) -> list[Action]:
    """The distinct ways to lay the 3 resting cards into the left/middle/right resting slots."""
    cards = _resting_cards(s, D, seat)
    out = []
    seen = set()
    for perm in permutations(cards):
        key = tuple(card_signature(D.card(c)) for c in perm)
        if key in seen:
            continue
        seen.add(key)
        out.append(act("arrange", _l_rest, D, tuple(perm), order=list(perm)))
    return out


def apply(s: State, D: Catalog, seat: int, a: Action, ev: list) -> None:
    p = player(s, seat)
    if a.kind == "choose_tile":
        p["tile"] = a["tile"]
        ev.append(event("StartingTileChosen", msg("mombasa-ev-starting-tile-chosen", tile=describe_tile(D, a["tile"])), seat, tile=a["tile"]))
        ev.append(event("StartingTileKept", msg("mombasa-ev-starting-tile-kept", seat=W.who(s, seat, True)), seat=seat))
        if not to_move(s):
            _tiles_chosen(s, D, ev)
            humans = human_seats(s)
            if len(humans) == 1:  # solo: nothing was secret from anyone, nothing is revealed
                said = msg("mombasa-ev-starting-tile-solo", seat=W.who(s, humans[0], True),
                           tile=describe_tile(D, starting_tile(s, humans[0])))
            else:
                said = msg("mombasa-ev-starting-tiles-revealed", tiles=W.semicolon_chain(
                    [msg("mombasa-seat-tile", seat=W.who(s, i, True), tile=describe_tile(D, starting_tile(s, i)))
                     for i in humans]))
            ev.append(event("StartingTilesRevealed", said,
                            tiles={str(i): player(s, i)["tile"] for i in humans}, reveals=True))
            _auto_arrange(s, D, ev)
        return
    _arrange(s, D, seat, list(a["order"]), ev)


def _auto_arrange(s: State, D: Catalog, ev: list) -> None:
    """Seats whose 3 resting cards are interchangeable need not decide."""
    for seat in human_seats(s):
        opts = arrangements(s, D, seat)
        if len(opts) == 1 and not player(s, seat)["arranged"]:
            _arrange(s, D, seat, list(opts[0]["order"]), ev)


def _arrange(s: State, D: Catalog, seat: int, order: list[str], ev: list) -> None:
    p = player(s, seat)
    for i, cid in enumerate(order):
        p["hand"].remove(cid)
        p["resting"][i] = [cid]
    p["arranged"] = True
    ev.append(event("RestingCardsPlaced", msg("mombasa-ev-resting-cards-placed", seat=W.who(s, seat, True)), seat=seat, resting=[list(d) for d in p["resting"]]))
    if not to_move(s):
        _starting_bonuses(s, D, ev)
        start_planning(s, D, ev)


def _tiles_chosen(s: State, D: Catalog, ev: list) -> None:
    s["setup_step"] = "arrange"
    for seat in human_seats(s):
        p = player(s, seat)
        p["tile_options"] = []
        p["books"][1] = D.tiles[starting_tile(s, seat)].book.id  # the starting book; ink jar on space 0


def _starting_bonuses(s: State, D: Catalog, ev: list) -> None:
    # In turn order, so special-space payouts go to those who already moved (page 3).
    for seat in turn_order(s, s["first_player"]):
        if seat not in human_seats(s):
            continue  # the Mautoma has no starting tile
        s["turn"] = seat
        for what, n in D.tiles[starting_tile(s, seat)].bonus:
            if what == "diamond":
                move_diamond(s, D, seat, n, ev)
            else:
                move_track(s, D, seat, what, n, ev)
        # a bonus unlocked here takes effect from the seat's first turn (turns.advance_turn)
    s["turn"] = None
