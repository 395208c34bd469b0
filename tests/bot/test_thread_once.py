"""The thread tells each move once (issue 29), and "since your last move" is in your own
panel (issue 28, item 6): a complete 4-player Mombasa game (the variable setup, with its
secret starting-tile choice) played through the bot's own buttons, the real engine and
renderer (about a minute on the test machine's 2 cores). Every panel met on the way fits a
phone (tests/bot/test_mombasa_panels.phone_check): this is that file's 4-player game, so
the suite plays one 4-player game through the panels, not two.

Each post says what its own move did and what that caused (the round's end, the reveal),
and no line of an earlier move again; a display refilled at a round's end is one line;
each player's panel, when opened, says what the others did since that player last acted,
in the words the thread used for it.
"""

from __future__ import annotations

import random
import re

import pytest

from bot.client import GameHost
from bot.config import Settings
from tests.bot.helpers import engine_state, open_panel, play_move, start_lobby_game
from tests.bot.test_mombasa_panels import phone_check
from tests.bot.thread_record import ThreadRecord

MOVE_LIMIT = 400
SINCE_HEAD = "Since your last move:"
RUN = re.compile(r" \(×[0-9]+\)$")  # a run of one line, counted


@pytest.fixture
def simcord_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path))


def since_lines(panel_text: str) -> list[str]:
    """The "since your last move" lines of a panel (empty when it has none)."""
    if SINCE_HEAD not in panel_text:
        return []
    out = []
    for line in panel_text.split(SINCE_HEAD, 1)[1].splitlines()[1:]:
        if not line.startswith("•"):
            break
        out.append(line)
    return out


def display_lines(post: str) -> tuple[int, int]:
    """The post's lines about the card display and about the book display (a round's
    preparation line, which names both, aside)."""
    lines = [line for line in post.splitlines() if line.startswith("•") and not line.startswith("• Round")]
    cards = sum(1 for line in lines if "card display" in line.lower() or "left the display" in line)
    books = sum(1 for line in lines if "book display" in line.lower())
    return cards, books


async def test_a_four_player_thread_tells_each_move_once_and_panels_tell_what_you_missed(world, monkeypatch):
    monkeypatch.setattr("bot.store.games.secrets.randbits", lambda bits: 21)  # the game's seed
    thread, game_id = await start_lobby_game(world, 4, setup="variable")
    players = world.players[:4]
    rng = random.Random(21)
    record = ThreadRecord()
    record.note(thread, None)
    said: set[str] = set()  # every line the thread showed, edits of the live status too
    shown_since = 0
    moves = 0
    panels = [0]

    def fits_a_phone(panel) -> None:
        phone_check(panel)
        panels[0] += 1
    while not (loaded := engine_state(world.env, game_id)).game.is_over(loaded.state):
        assert moves < MOVE_LIMIT, "the game did not end"
        for message in thread.history()[-3:]:
            said.update(RUN.sub("", line) for line in message.content.splitlines())
        actor = players[loaded.game.to_move(loaded.state)[0]]
        panel = await open_panel(actor, thread)
        since = since_lines(panel.content)
        # what the others did since this player's last move, as the thread said it
        unsaid = [line for line in since if RUN.sub("", line) not in said and "/mombasa log" not in line]
        assert not unsaid, (unsaid, sorted(said))
        shown_since += bool(since)
        await play_move(actor, thread, rng, panel=panel, check=fits_a_phone)
        record.note(thread, actor.id)
        moves += 1
    figures = record.figures()
    assert moves > 80 and figures["lines"] > moves  # a whole game, its moves told
    assert panels[0] > moves  # every move showed at least one panel, each fit a phone
    assert figures["lines_digest"] == 0
    assert figures["lines_earlier_move"] == 0, [p.content for p in record.posts if not p.edit]
    assert shown_since > moves // 2  # most moves come after others' moves
    refills = [display_lines(p.content) for p in record.posts if not p.edit]
    assert any(cards for cards, _ in refills)  # rounds ended in the thread
    assert all(cards <= 1 and books <= 1 for cards, books in refills), refills
