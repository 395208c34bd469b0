"""The reward panel for two bookkeeping points fits a phone better (it was 1069-1201 px tall
at 400 px, more than a phone's screen): two suggested ways, not three; the spaces every
button's books go to said once, in the question; each button naming its books whole but
short ("Confirm: A (2 coffee → +2 pounds), B (3 cotton → +3 pounds)") where that fits a
button, so no line per book above them. Played through the bot's buttons in English and
Dutch."""

from __future__ import annotations

import random
import re

import pytest

from bot.client import GameHost
from bot.config import Settings
from rules.catalogues import words
from tests.bot.helpers import controls, engine_state, open_panel, play_move, start_lobby_game
from tests.bot.test_mombasa_panels import offered, take

MOVE_LIMIT = 400
SEED = 43


@pytest.fixture
def simcord_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path))


def confirms(panel) -> list[str]:
    return [c["label"] for c in controls(panel) if c.get("type") == 2 and c.get("custom_id", "").startswith("mb:f:")]


async def two_point_panel(world, actor, panel, w):
    """Use a 2-point bookkeeper, the ink jar's first way, up to the panel asking where its
    two points go; None (the draft cancelled) when this move offers none."""
    use = [t for t, _ in offered(panel) if "2" in t and t.startswith(("Use the", "Gebruik de"))
           and ("bookkeeper" in t or "boekhouder" in t)]
    if not use:
        return None
    panel, _ = await take(actor, panel, use[0])
    asked = w("bot-mombasa-books-suggested", points=2, space=0)
    for _ in range(4):
        if asked in panel.content or not offered(panel) or confirms(panel):
            break
        panel, _ = await take(actor, panel, offered(panel)[0][0])
    if asked in panel.content:
        return panel
    await actor.click(panel, label=w("bot-button-cancel"))
    return None


@pytest.mark.parametrize("lang", ["en", "nl"])
async def test_the_two_point_reward_panel_names_its_books_on_two_buttons(world, monkeypatch, lang):
    monkeypatch.setattr("bot.store.games.secrets.randbits", lambda bits: SEED)
    w = words(lang)
    thread, game_id = await start_lobby_game(world, 2, setup="first")
    # the player's own panel in ``lang`` while they try for the reward (the rest of the game
    # is played by the English helpers)
    import simcord.interactions as sim

    real, dutch = sim.base_payload, {"on": False}

    def base_payload(*args, **kwargs):
        record, payload = real(*args, **kwargs)
        if dutch["on"]:
            payload["locale"] = "nl"
        return record, payload

    monkeypatch.setattr(sim, "base_payload", base_payload)
    rng = random.Random(SEED)
    seen = []
    for _ in range(MOVE_LIMIT):
        loaded = engine_state(world.env, game_id)
        if loaded.game.is_over(loaded.state) or seen:
            break
        actor = world.players[loaded.game.to_move(loaded.state)[0]]
        if loaded.state.get("phase") == "actions":
            dutch["on"] = lang == "nl"
            found = await two_point_panel(world, actor, await open_panel(actor, thread), w)
            dutch["on"] = False
            if found is not None:
                seen.append(found)
                break
        await play_move(actor, thread, rng, panel=await open_panel(actor, thread))
    assert seen, "no reward of two bookkeeping points"
    panel = seen[0]
    buttons = confirms(panel)
    assert 1 <= len(buttons) <= 2, buttons
    # the spaces once, in the question; no button repeats them
    onto = re.search(r"(?:onto spaces|op vakken) (\d+, \d+)$", panel.content, re.M)
    assert onto, panel.content
    assert not any(onto[1] in b for b in buttons), buttons
    # where every button names its books whole ("A (…)"), no line per book above them
    book_line = re.compile(r"^[ABC] (from|uit) \d (top|bottom|boven|onder): ", re.M)
    if all(re.search(r"\b[ABC] \(", b) for b in buttons):
        assert not book_line.search(panel.content), panel.content
    else:  # short names: each book whole once, above
        assert book_line.search(panel.content), panel.content


@pytest.mark.parametrize(("lang", "short", "long"), [("en", "Flip the book on space 1 (pay 2)", "to flip the book"),
                                                     ("nl", "Draai het boek op vak 1 om (betaal 2)", "om het boek")])
def test_a_flipped_book_reads_short_in_so_far(lang, short, long):
    """A bookkeeper's flipped book in the reward panel's "So far": its short form (the book
    is on the picture's track), not its whole name (two lines of a phone's screen)."""
    from bot.games.mombasa import panels
    from bot.games.outcomes import PanelSketch
    from rules.core import msg

    book = msg("mombasa-book", letter="S", requirements="1 banana", rewards="+1 pound")
    sketch = PanelSketch(1, 0, 1, 1, msg("bot-text", text="Mombasa #1"), so_far=[
        msg("mombasa-act-bookkeeper", points=2),
        msg("mombasa-act-flip-book", pounds=2, space=1, book=book),
        msg("mombasa-act-ink-stop", space=0, moved=False)])
    panels._ink_so_far(sketch)
    said = " → ".join(words(lang)(m) for m in sketch.so_far)
    assert short in said and long not in said, said
    assert len(sketch.so_far) == 3  # (every step still said)
