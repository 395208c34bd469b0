"""A typed amount (a bid of any size): a persistent "Type an amount…" button and its modal.

The engine offers one bid per amount; a panel shows a few common raises and this button
(``Panel.typed``). Its custom_id carries everything it needs, so it works after a restart:

    mb:a:<game>:<ver>:<rev>:<kind>:<param>:<low>:<high>

A click opens a modal with one text field; its submission is parsed with the one strict
parser (bot.games.parse), then given to the service as an action (``choose_action``): the
same stale checks as any choice, and the engine's own refusal (too high, not above the
bid) in plain words, nothing changed. A valid amount shows the panel with Confirm.
"""

from __future__ import annotations

import re

import discord

from bot.games import Panel, parse_int
from bot.games.parse import ID_PATTERN, BadInput
from bot.words import say
from rules.core import msg

from .errors import guard
from .panels import _built, _ids, _refuse_forged, _service, _short, show_result
from .scope import scoped

NAME_PATTERN = "[a-z_]{1,16}"
AMOUNT_DIGITS = 6  # the text field's length: more than any bid (the engine checks the rest)
TITLE_MAX = 45  # Discord's limits: a modal's title, a text field's label
LABEL_MAX = 45


class AmountButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=(rf"mb:a:(?P<game>{ID_PATTERN}):(?P<ver>{ID_PATTERN}):(?P<rev>{ID_PATTERN})"
              rf":(?P<kind>{NAME_PATTERN}):(?P<param>{NAME_PATTERN}):(?P<low>{ID_PATTERN}):(?P<high>{ID_PATTERN})"),
):
    def __init__(self, game: int, ver: int, rev: int, kind: str, param: str, low: int, high: int) -> None:
        super().__init__(
            discord.ui.Button(
                label=_short(say("bot-batavia-panel-amount-button"), 80),
                style=discord.ButtonStyle.secondary,
                custom_id=f"mb:a:{game}:{ver}:{rev}:{kind}:{param}:{low}:{high}",
            )
        )
        self.game, self.ver, self.rev = game, ver, rev
        self.kind, self.param, self.low, self.high = kind, param, low, high

    @classmethod
    def of(cls, panel: Panel) -> AmountButton:
        typed = panel.typed
        assert typed is not None
        return cls(panel.game_id, panel.version, panel.rev, typed.kind, typed.param, typed.low, typed.high)

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]):
        ids, ok = _ids(match, "game", "ver", "rev", "low", "high")
        game, ver, rev, low, high = ids
        return _built(cls(game, ver, rev, match["kind"], match["param"], low, high), ok)

    async def callback(self, interaction: discord.Interaction) -> None:
        await guard(interaction, self._run(interaction), game_id=self.game)

    async def _run(self, interaction: discord.Interaction) -> None:
        # A modal is the click's first and only response (it cannot be deferred); the
        # service checks the game, the seat and the panel's freshness when it is submitted.
        _refuse_forged(self)
        await interaction.response.send_modal(AmountModal(self))


class AmountModal(discord.ui.Modal):
    """One text field: the amount. Its custom_id names the panel it was opened from."""

    def __init__(self, button: AmountButton) -> None:
        b = button
        super().__init__(title=_short(say("bot-batavia-panel-amount-title"), TITLE_MAX), timeout=None,
                         custom_id=f"mb:am:{b.game}:{b.ver}:{b.rev}")
        self.button = b
        self.amount: discord.ui.TextInput = discord.ui.TextInput(
            label=_short(say("bot-batavia-panel-amount-field", low=b.low, high=b.high), LABEL_MAX),
            placeholder=str(b.low), min_length=1, max_length=AMOUNT_DIGITS, required=True,
            custom_id="amount",
        )
        self.add_item(self.amount)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await guard(interaction, self._run(interaction), game_id=self.button.game)

    async def _run(self, interaction: discord.Interaction) -> None:
        b = self.button
        await interaction.response.defer()  # the panel the button was on is edited
        await scoped(interaction, b.game)
        try:
            amount = parse_int(str(self.amount.value or "").strip(), what="number")
        except BadInput:
            raise BadInput(msg("bot-batavia-panel-amount-not-number", low=b.low)) from None
        result = await _service(interaction).choose_action(
            b.game, interaction.user.id, b.ver, b.rev, b.kind, {b.param: amount})
        await show_result(interaction, result)

