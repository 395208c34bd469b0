"""A typed amount (a bid of any size): a persistent "Type an amount…" button and its modal.

The engine offers one bid per amount; a panel shows a few common raises and this button
(``Panel.typed``). Its custom_id carries everything it needs, so it works after a restart:

    mb:a:<game>:<ver>:<rev>:<kind>:<param>:<low>:<high>

A click opens a modal with one text field; its submission is parsed with the one strict
parser (bot.games.parse), then given to the service as an action (``choose_action``): the
same stale checks as any choice, and the engine's own refusal (too high, not above the
bid) in plain words, nothing changed. A valid amount shows the panel with Confirm.

The button is drawn by bot.ui.panels (bot.ui.custom_ids: its custom_id is all this module
and that one share). Its words and its form's are the game's (``GameProfile.amount_words``:
Batavia's "Your bid"), found from the game's record when the button is clicked.

The modal's custom_id carries the button's whole state too (``mb:am:`` and the same
fields), and the modal is not kept by discord.py: every submission, also one of a modal
opened before a restart, is answered by ``typed_amount_submitted`` (a listener the client
registers), which rebuilds it from its custom_id. An id that would pass Discord's 100
characters (only with ids far beyond any real game) keeps the short form, and its modal
is kept by discord.py as before (it then does not outlive a restart).
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.games import AmountWords, amount_words, parse_int
from bot.games.parse import BadInput
from bot.words import speaker
from rules.core import msg

from .custom_ids import AMOUNT, AMOUNT_FIELDS, amount_button, amount_id
from .errors import Control
from .panels import BUTTON_LABEL_MAX, _built, _ids, _refuse_forged, _service, _short, show_result
from .scope import scoped

CUSTOM_ID_MAX = 100  # Discord's limit for a component's or modal's custom_id
AMOUNT_DIGITS = 6  # the text field's length: more than any bid (the engine checks the rest)
TITLE_MAX = 45  # Discord's limits: a modal's title, a text field's label
LABEL_MAX = 45


MODAL_ID = re.compile(rf"mb:am:{AMOUNT_FIELDS}")


async def _words(interaction: discord.Interaction, game: int) -> AmountWords:
    """The words of the game's typed amounts (its record's), or the generic ones when the
    game is gone (the form then refuses as any stale click)."""
    try:
        record = await _service(interaction).record(game)
    except Exception:  # noqa: BLE001 - no game, no game's words: the submission refuses it
        return AmountWords()
    return amount_words(record.kind)


class AmountButton(Control, discord.ui.DynamicItem[discord.ui.Button], template=AMOUNT):
    game: int  # a control on a game's panel always names its game (Control: or None)

    def __init__(self, game: int, ver: int, rev: int, kind: str, param: str, low: int, high: int,
                 words: AmountWords | None = None) -> None:
        label = speaker()((words or AmountWords()).button)
        super().__init__(amount_button(_short(label, BUTTON_LABEL_MAX),
                                       amount_id(game, ver, rev, kind, param, low, high)))
        self.game, self.ver, self.rev = game, ver, rev
        self.kind, self.param, self.low, self.high = kind, param, low, high

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]):
        return cls.from_match(match)

    @classmethod
    def from_match(cls, match: re.Match[str]) -> AmountButton:
        ids, ok = _ids(match, "game", "ver", "rev", "low", "high")
        game, ver, rev, low, high = ids
        return _built(cls(game, ver, rev, match["kind"], match["param"], low, high), ok)

    def state(self) -> str:
        """Everything the button knows, as its custom_id writes it (after ``mb:a:``)."""
        return f"{self.game}:{self.ver}:{self.rev}:{self.kind}:{self.param}:{self.low}:{self.high}"

    async def clicked(self, interaction: discord.Interaction) -> None:
        # A modal is the click's first and only response (it cannot be deferred); the
        # service checks the game, the seat and the panel's freshness when it is submitted.
        _refuse_forged(self)
        modal = AmountModal(self, await _words(interaction, self.game))
        if modal.rebuilt:
            modal.stop()  # not kept by discord.py: ``typed_amount_submitted`` answers it
        await interaction.response.send_modal(modal)


class AmountModal(Control, discord.ui.Modal):
    """One text field: the amount. Its custom_id carries the button's state (``rebuilt``:
    whole, so a submission is answered from it alone), else names the panel it was opened
    from."""

    def __init__(self, button: AmountButton, words: AmountWords) -> None:
        b = button
        w = speaker()
        whole = f"mb:am:{b.state()}"
        self.rebuilt = len(whole) <= CUSTOM_ID_MAX
        super().__init__(title=_short(w(words.title), TITLE_MAX), timeout=None,
                         custom_id=whole if self.rebuilt else f"mb:am:{b.game}:{b.ver}:{b.rev}")
        self.button = b
        self.words = words
        self.game = b.game  # named in the log of an unexpected error
        self.amount: discord.ui.TextInput = discord.ui.TextInput(
            label=_short(w(msg(words.field.key, low=b.low, high=b.high)), LABEL_MAX),
            placeholder=str(b.low), min_length=1, max_length=AMOUNT_DIGITS, required=True,
            custom_id="amount",
        )
        self.add_item(self.amount)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await self.answer(interaction, self.amount.value)

    async def clicked(self, interaction: discord.Interaction, text: str | None = None) -> None:
        b = self.button
        _refuse_forged(b)
        await interaction.response.defer()  # the panel the button was on is edited
        await scoped(interaction, b.game)
        try:
            amount = parse_int(str(text or "").strip(), what="number")
        except BadInput:
            raise BadInput(msg(self.words.not_number.key, low=b.low)) from None
        result = await _service(interaction).choose_action(
            b.game, interaction.user.id, b.ver, b.rev, b.kind, {b.param: amount})
        await show_result(interaction, result)


def _field(components: Any, custom_id: str) -> str | None:
    """The value of the text field ``custom_id`` in a modal submission's components (rows
    or labels holding fields, however deep); None when it is not there."""
    if isinstance(components, dict):
        if components.get("custom_id") == custom_id and "value" in components:
            value = components["value"]
            return value if isinstance(value, str) else None
        nested = [components.get("component"), components.get("components")]
        return next((v for v in (_field(n, custom_id) for n in nested) if v is not None), None)
    if isinstance(components, list):
        return next((v for v in (_field(c, custom_id) for c in components) if v is not None), None)
    return None


async def typed_amount_submitted(interaction: discord.Interaction) -> None:
    """A listener for every interaction: answers the submission of a typed-amount modal
    whose custom_id carries the button's state (see the module), from that id alone."""
    if interaction.type is not discord.InteractionType.modal_submit:
        return
    data: dict[str, Any] = dict(interaction.data or {})
    match = MODAL_ID.fullmatch(str(data.get("custom_id") or ""))
    if match is None:
        return
    button = AmountButton.from_match(match)
    modal = AmountModal(button, await _words(interaction, button.game))
    await modal.answer(interaction, _field(data.get("components"), "amount"))
