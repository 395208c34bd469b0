"""A calm round end (issue 29, item 2): a display refilled card by card reads as one line
per display, and the live status of a secret phase names who is still deciding; both in
English and Dutch."""

from __future__ import annotations

import dataclasses

import pytest

from bot.games import Outcome, get_profile
from bot.games.announcements import outcome_public_text
from bot.games.naming import namer, public_lines
from bot.store import Place, Seat
from bot.words import use_language
from rules import get_game
from rules.catalogues import words
from rules.core import msg
from rules.mombasa.bookkeeping import refill_book_display
from rules.mombasa.preparation import end_of_round

SEATS = [Seat(i, 100 + i) for i in range(4)]


def round_end_events(seed: int = 3) -> list[dict]:
    """The public events of the end of round 1 of a 4-player game (the display refill)."""
    game = get_game("mombasa")
    state = game.new_game(players=4, seed=seed)
    events: list[dict] = []
    end_of_round(state, game.D, events)
    return events


@pytest.mark.parametrize(("lang", "head", "out"), [
    ("en", "Card display refilled: ", " (out: "),
    ("nl", "Kaartendisplay aangevuld: ", " (eruit: "),
])
def test_the_card_display_refill_is_one_line_naming_the_cards(lang, head, out):
    events = round_end_events()
    drawn = [e for e in events if e["type"] == "CardRevealed"]
    left = [e for e in events if e["type"] == "CardDiscarded"]
    assert len(drawn) >= 2 and len(left) >= 2  # what used to be one line each
    say = words(lang)
    lines = [say(m) for m in public_lines(events, namer(SEATS, get_profile("mombasa")))]
    refills = [line for line in lines if "display" in line.lower()
               and not line.startswith(("Round", "Ronde"))]
    assert len(refills) == 1, lines
    line = refills[0]
    assert line.startswith(head) and out in line
    short = [say(msg("mombasa-card-short", **e["args"]["card"]["args"])) for e in drawn]
    gone = [say(msg("mombasa-card-short", **e["args"]["card"]["args"])) for e in left]
    new_part, out_part = line[len(head):].split(out)
    for name in short:
        assert name in new_part
    for name in gone:
        assert name in out_part
    # the line that follows is kept as the engine words it
    assert any(line.startswith(("Round 2", "Ronde 2")) for line in lines)


def test_a_single_card_or_book_keeps_its_own_line_and_runs_do_not_cross_other_events():
    events = round_end_events()
    profile = get_profile("mombasa")
    one = [e for e in events if e["type"] == "CardRevealed"][:1]
    assert [m.key for m in public_lines(one, namer(SEATS, profile))] == ["mombasa-ev-card-revealed"]
    split = one + [{"type": "Other", "visible_to": "all", "key": "bot-text", "args": {"text": "x"}}] + one
    keys = [m.key for m in public_lines(split, namer(SEATS, profile))]
    assert keys == ["mombasa-ev-card-revealed", "bot-text", "mombasa-ev-card-revealed"]


@pytest.mark.parametrize(("lang", "start"), [("en", "Book display refilled: "),
                                             ("nl", "Boekendisplay aangevuld: ")])
def test_books_revealed_together_are_one_line(lang, start):
    game = get_game("mombasa")
    state = game.new_game(players=2, seed=5)
    state["book_display"][0] = [None for _ in state["book_display"][0]]  # two taken
    events: list[dict] = []
    refill_book_display(state, game.D, events)
    assert len(events) >= 2
    say = words(lang)
    lines = [say(m) for m in public_lines(events, namer(SEATS, get_profile("mombasa")))]
    assert len(lines) == 1 and lines[0].startswith(start)
    for e in events:  # each book as the engine names it
        assert say(msg(e["args"]["book"]["key"], **e["args"]["book"]["args"])) in lines[0]


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "2 of 4 have planned. Waiting for <@101> and <@103>."),
    ("nl", "2 van de 4 hebben gepland. Wachten op <@101> en <@103>."),
])
def test_the_live_status_names_who_is_still_deciding(lang, expected):
    names = [f"<@{100 + i}>" for i in range(4)]
    outcome = Outcome(game_id=3, kind="mombasa", version=9, place=Place(guild_id=1), actor=names[0],
                      progress=msg("bot-progress", done=2, total=4, verb=msg("bot-mombasa-planned")),
                      to_move=[1, 3], secret=True, names=names, lang=lang)
    with use_language(lang):
        text = outcome_public_text(outcome, with_board_text=False)
    assert text.splitlines()[-1] == expected, text
    # a status that is not a secret phase's (Batavia's running bid) names nobody waiting
    outcome = dataclasses.replace(outcome, secret=False)  # Outcome is frozen
    with use_language(lang):
        assert "<@103>" not in outcome_public_text(outcome, with_board_text=False)
