"""The shape of the Discord side: cogs are classes holding their commands, every click goes
through the one error boundary, and nothing writes discord.py's private attributes."""

from __future__ import annotations

import re
from pathlib import Path

from bot.cogs import COGS
from bot.cogs._group import GAME_COMMAND, PER_GAME
from bot.cogs.lobby import LobbyButton
from bot.ui import amount, panels
from bot.ui.errors import Control

ROOT = Path(__file__).resolve().parents[2]


def test_every_cog_holds_commands_or_work_of_its_own(tmp_path):
    """No cog is only a marker: each holds game commands, its own app commands, listeners
    or loops."""
    from tests.bot.conftest import make_bot

    bot = make_bot(tmp_path / "bot.sqlite3")
    for cls in COGS:
        cog = cls(bot)
        declared = [m for m in vars(cls).values()
                    if getattr(m, GAME_COMMAND, None) is not None or getattr(m, PER_GAME, False)]
        assert declared or cog.get_app_commands() or cog.get_listeners(), cls.__name__
        assert cog.bot is bot


def test_every_control_answers_through_the_one_boundary():
    for item in (*panels.DYNAMIC_ITEMS, amount.AmountButton, amount.AmountModal, LobbyButton):
        assert issubclass(item, Control), item.__name__
        assert "callback" not in vars(item) and "on_error" not in vars(item), item.__name__


def test_the_discord_side_writes_no_private_attribute_of_another_object():
    """``client._outbox_lock = ...`` and the like on discord.py's objects: their private
    attributes are theirs; what the bot keeps is declared on the bot."""
    write = re.compile(r"\b(?!self\b|cls\b)[A-Za-z_]\w*\._[A-Za-z]\w*\s*(?:[-+*/|&]?=)(?!=)")
    found = [f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
             for path in sorted([*(ROOT / "bot" / "cogs").rglob("*.py"),
                                 *(ROOT / "bot" / "ui").rglob("*.py"), ROOT / "bot" / "client.py"])
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if write.search(line.split("#", 1)[0])]
    assert found == []
