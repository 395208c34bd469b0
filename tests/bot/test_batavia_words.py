"""Every Batavia event reads as a whole line with the players' names, in English and Dutch,
the way the thread shows it (the profile's own line for the payment); the auction's status
line never shows a note count; the images chosen per kind of move."""

from __future__ import annotations

import random

import pytest

from bot.games import batavia, get_profile
from bot.games.naming import namer
from bot.store import Seat
from rules import get_game
from rules.catalogues import words
from tests.bot.batavia_play import pick

NAMES = ["Ann", "Bob", "Cas", "Dirk", "Eva"]


def events_of_games() -> dict[str, dict]:
    """One public event of every type, from seeded 3-5 player games."""
    game = get_game("batavia")
    found: dict[str, dict] = {}
    for players, seed in ((3, 12), (4, 5), (5, 23)):
        rng = random.Random(seed)
        state = game.new_game(players, seed, {})
        while not game.is_over(state):
            seat = game.to_move(state)[0]
            state, events = game.apply(state, seat, pick(game, state, seat, rng))
            for e in events:
                found.setdefault(e["type"], e)
    return found


EVENTS = events_of_games()


def test_the_games_have_every_kind_of_event():
    assert {"DieThrown", "BidMade", "BidPassed", "AuctionWon", "AuctionPassed", "CardsDrawn",
            "CardsDrawnPrivately", "CardsPlayed", "SealTaken", "SealReturned", "PostsRevealed",
            "PiratesAttacked", "CountersExchanged", "TargetTaken", "HandsLaidOut",
            "GameEnded"} <= set(EVENTS)


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_every_event_reads_with_names(lang):
    seats = [Seat(i, 100 + i, None, False) for i in range(5)]
    line = namer(seats, get_profile("batavia"))
    w = words(lang)
    for kind, event in sorted(EVENTS.items()):
        message = line(event)
        assert not w.problems(message, names=NAMES), (kind, w.problems(message, names=NAMES))
        text = w(message, names=NAMES)
        assert text and "{" not in text and "batavia-" not in text, (kind, text)
        assert "Player " not in text and "Speler " not in text and "P1" not in text, (kind, text)
        if "seat" in (event.get("args") or {}) and event.get("visible_to", "all") == "all":
            assert NAMES[event["args"]["seat"]] in text, (kind, text)


@pytest.mark.parametrize("lang, paid", [("en", "Paid: "), ("nl", "Betaald: ")])
def test_the_payment_names_each_share(lang, paid):
    won = dict(EVENTS["AuctionWon"])
    won["payments"] = [0, 2, 1]
    won["args"] = {**won["args"], "seat": 0, "amount": 3}
    text = words(lang)(batavia.event_line(won), names=NAMES)
    assert paid in text and "Bob 2" in text and "Cas 1" in text and "Ann 0" not in text


def test_the_auction_status_shows_the_high_bid_and_who_is_still_in_never_notes():
    view = get_game("batavia").view(get_game("batavia").new_game(4, 3, {}), None)
    opening = words("en")(batavia.status_line(view), names=NAMES[:4])
    assert opening == "🔨 No bid yet; still in: Ann, Bob, Cas and Dirk."
    view = {**view, "auction": {"high": 3, "leader": 1, "turn": 3, "passed": [0, 2]}}
    text = words("nl")(batavia.status_line(view), names=NAMES[:4])
    assert text == "🔨 Hoogste bod: 3 promessen van Bob; nog in de veiling: Bob en Dirk."
    assert batavia.status_line({**view, "phase": "moves", "auction": None}) is None


def test_each_kind_of_move_posts_what_a_player_needs_to_see():
    assert batavia.move_images([]) == ("auction", "board", "warehouses", "players")  # the opening
    assert batavia.move_images([EVENTS["BidMade"]]) == ("auction",)
    assert batavia.move_images([EVENTS["BidPassed"], EVENTS["AuctionWon"]]) == ("board", "players")
    assert batavia.move_images([EVENTS["CardsDrawn"]]) == ("players",)
    assert batavia.move_images([EVENTS["CardsPlayed"], EVENTS["PiratesAttacked"]]) == ("board", "players")
    assert batavia.move_images([EVENTS["CardsPlayed"], EVENTS["DieThrown"]])[0] == "auction"
