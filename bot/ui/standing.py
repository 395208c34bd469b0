"""Answering a standing instruction's controls (drawn by ``bot.ui.standing_controls``):
"Bid for me up to…" opens a form for the ceiling, "Pass for me" and "Drop my instruction"
act at once. Each goes to the game service (``leave_standing``, ``drop_standing``), which
checks the control like any panel's (stale or forged: refused, nothing changed) and the
ceiling against the rule (above the seat's notes: refused in the rule's words).

The answer edits the message clicked: the seat's panel or its own view, now showing the
instruction (only the seat sees it); left at the seat's own turn, the instruction plays at
once and is announced like any bid (``show_result``).
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.games import Outcome, Panel, parse_int
from bot.games.outcomes import StandingOffer
from bot.games.parse import ID_PATTERN, BadInput
from bot.words import speaker
from rules.core import msg

from .amount import _field
from .errors import Control
from .panels import (
    CONTENT_MAX,
    OwnView,
    _built,
    _edit,
    _ids,
    _refuse_forged,
    _service,
    _short,
    own_view_message,
    panel_or_own_view,
    show_result,
)
from .scope import scoped
from .standing_controls import STANDING

FORM_ID = re.compile(rf"mb:sim:(?P<game>{ID_PATTERN}):(?P<ver>{ID_PATTERN}):(?P<auction>{ID_PATTERN})"
                     rf":(?P<low>{ID_PATTERN}):(?P<high>{ID_PATTERN})")
TITLE_MAX = 45  # Discord's limits: a modal's title, a text field's label
LABEL_MAX = 45
CEILING_DIGITS = 6


class StandingButton(Control, discord.ui.DynamicItem[discord.ui.Button], template=STANDING):
    game: int  # a control on a game's panel always names its game (Control: or None)

    def __init__(self, game: int, ver: int, auction: int, op: str, low: int, high: int) -> None:
        super().__init__(discord.ui.Button(label="…", custom_id=f"mb:si:{game}:{ver}:{auction}:{op}:{low}:{high}"))
        self.game, self.ver, self.auction, self.op, self.low, self.high = game, ver, auction, op, low, high

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]):
        ids, ok = _ids(match, "game", "ver", "auction", "low", "high")
        game, ver, auction, low, high = ids
        return _built(cls(game, ver, auction, match["op"], low, high), ok)

    async def clicked(self, interaction: discord.Interaction) -> None:
        _refuse_forged(self)
        if self.op == "up":  # a form is the click's first and only answer
            form = CeilingForm(self)
            form.stop()  # not kept by discord.py: ``standing_form_submitted`` answers it
            await interaction.response.send_modal(form)
            return
        await interaction.response.defer()
        await scoped(interaction, self.game)
        games, user = _service(interaction), interaction.user.id
        if self.op == "pass":
            result: StandingOffer | Outcome = await games.leave_standing(self.game, user, self.ver,
                                                                        self.auction, None)
        else:
            result = await games.drop_standing(self.game, user, self.ver, self.auction)
        await shown(interaction, self.game, result)


class CeilingForm(Control, discord.ui.Modal):
    """One field: the highest bid the bot may make for the seat. Its custom_id carries the
    button's state (``mb:sim:``), so its submission is answered from that alone, also after
    a restart (``standing_form_submitted``)."""

    def __init__(self, button: StandingButton) -> None:
        w = speaker()
        b = button
        super().__init__(title=_short(w(msg("bot-standing-title")), TITLE_MAX), timeout=None,
                         custom_id=f"mb:sim:{b.game}:{b.ver}:{b.auction}:{b.low}:{b.high}")
        self.button = button
        self.game = button.game  # named in the log of an unexpected error
        self.ceiling: discord.ui.TextInput = discord.ui.TextInput(
            label=_short(w(msg("bot-standing-field", low=button.low, high=button.high)), LABEL_MAX),
            placeholder=str(button.high), min_length=1, max_length=CEILING_DIGITS, required=True,
            custom_id="ceiling")
        self.add_item(self.ceiling)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await self.answer(interaction, self.ceiling.value)

    async def clicked(self, interaction: discord.Interaction, text: str | None = None) -> None:
        b = self.button
        _refuse_forged(b)
        await interaction.response.defer()  # the panel the button was on is edited
        await scoped(interaction, b.game)
        try:
            ceiling = parse_int(str(text or "").strip(), what="number")
        except BadInput:
            raise BadInput(msg("bot-standing-not-number", low=b.low)) from None
        result = await _service(interaction).leave_standing(b.game, interaction.user.id, b.ver, b.auction,
                                                            ceiling)
        await shown(interaction, b.game, result)


async def shown(interaction: discord.Interaction, game: int, result: StandingOffer | Outcome) -> None:
    """The message clicked, again: the move played (announced), or the seat's panel or own
    view with its instruction as it now stands."""
    if isinstance(result, Outcome):
        await show_result(interaction, result)
        return
    now = await panel_or_own_view(interaction, game)
    if isinstance(now, Panel):
        await show_result(interaction, now)
    elif isinstance(now, OwnView):
        content, view = own_view_message(now)  # the picture already shown stays
        await _edit(interaction, content=_short(content, CONTENT_MAX), view=view)


async def standing_form_submitted(interaction: discord.Interaction) -> None:
    """A listener for every interaction: answers the ceiling form's submission from its
    custom_id alone (see ``CeilingForm``)."""
    if interaction.type is not discord.InteractionType.modal_submit:
        return
    data: dict[str, Any] = dict(interaction.data or {})
    match = FORM_ID.fullmatch(str(data.get("custom_id") or ""))
    if match is None:
        return
    ids, ok = _ids(match, "game", "ver", "auction", "low", "high")
    game, ver, auction, low, high = ids
    button = _built(StandingButton(game, ver, auction, "up", low, high), ok)
    await CeilingForm(button).answer(interaction, _field(data.get("components"), "ceiling"))
