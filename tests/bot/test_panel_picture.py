"""A panel's own picture is uploaded only when what it shows changed: an edit whose picture
is byte for byte the one on the message keeps the attachment already there.

The game is "errand" (tests/bot/errandgame.py) with a private picture, under its own name
("errandpic"): its picture shows either only how many play (the same on every step of a
draft) or also the seats' steps (new on every step), so the test sees both.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest
from PIL import Image, ImageDraw

import tests.bot.errandgame as errandgame
from bot.client import GameHost
from bot.config import Settings
from bot.games import GameProfile, register_profile
from render.registry import register as register_image
from rules.core import register as register_game
from tests.bot.helpers import open_panel, start_lobby_game


class PicturedErrands(errandgame.ErrandGame):
    name = "errandpic"


register_game("errandpic", PicturedErrands)
register_profile(GameProfile(kind="errandpic", title="Pictured errands", min_players=1, max_players=4,
                             commands={"play": ()}, panel_picture="hand"))
SHOWS = {"steps": False}  # whether the picture shows the drafted steps (changes every step)


def _words(view: Mapping[str, Any]) -> str:
    players = f"{len(view['steps'])} players"
    return f"{players}, steps {view['steps']}" if SHOWS["steps"] else players


def _hand(view: Mapping[str, Any], words: Any = None, **_: Any) -> Image.Image:
    image = Image.new("RGB", (200, 40), "white")
    ImageDraw.Draw(image).text((8, 12), _words(view), fill="black")
    return image


register_image("errandpic", "hand", _hand, lambda view, words=None, **_: _words(view))


@pytest.fixture
def simcord_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path),
                    games=("errandpic",))


async def attachments_over_a_draft(world) -> list[list[int]]:
    """The panel's attachment ids after each step of a four-step draft (and a Back)."""
    alice = world.players[0]
    thread, _ = await start_lobby_game(world, 2, game="errandpic")
    panel = await open_panel(alice, thread)
    seen = [[a.id for a in panel.attachments]]
    for label in ("Start an errand", "Take a step", "Take a step", "Back", "Finish the errand"):
        panel = (await alice.click(panel, label=label)).response
        seen.append([a.id for a in panel.attachments])
        # the layout's gallery shows the attachment the message carries
        gallery = [c for c in panel.components[0]["components"] if c.get("type") == 12]
        assert [i["media"]["url"].rsplit("/", 1)[-1] for g in gallery for i in g["items"]] \
            == [a.filename for a in panel.attachments]
    return seen


async def test_an_unchanged_picture_is_uploaded_once_over_a_whole_draft(world, monkeypatch):
    monkeypatch.setitem(SHOWS, "steps", False)
    seen = await attachments_over_a_draft(world)
    assert all(len(ids) == 1 for ids in seen), seen
    assert len({i for ids in seen for i in ids}) == 1  # one upload, kept by every edit


async def test_a_changed_picture_is_uploaded_again(world, monkeypatch):
    monkeypatch.setitem(SHOWS, "steps", True)
    seen = await attachments_over_a_draft(world)
    assert all(len(ids) == 1 for ids in seen), seen
    # a step changes what the picture shows: a new upload; Back shows the one before again
    assert len({i for ids in seen for i in ids}) >= 4
