"""Private action panels: persistent components generated from ``legal_actions`` only.

Every component is a ``DynamicItem`` whose ``custom_id`` carries its state, so it works
after a restart and needs no in-memory view:

    mb:c:<game>:<ver>:<rev>:<choice>   a choice button (index into the legal actions)
    mb:s:<game>:<ver>:<rev>:<page>     a select menu of choices (values are indices)
    mb:n:<game>:<ver>:<rev>:<op>       navigation: ok (commit), x (cancel), p<n> (page)
    mb:open:<game>                     "Open my panel", on every board message

``ver`` is the game's version and ``rev`` the seat's draft revision when the panel was
drawn; the service refuses a click with an old pair (StalePanel) and changes nothing.
"""

from __future__ import annotations

import logging
import re
from typing import Any

import discord

from bot.games import Outcome, Panel, StalePanel, parse_int
from bot.games.parse import ID_PATTERN, NOT_OFFERED, BadInput
from bot.words import say, speaker
from rules.core import msg

from .announce import announce, outcome_private_text
from .errors import guard, send_private
from .scope import scoped

log = logging.getLogger(__name__)

PROMINENT_MAX = 3  # finishing choices shown as buttons beside a menu
BUTTONS_MAX = 15  # up to three rows of five buttons; more choices go into a select menu
PAGE_SIZE = 25  # Discord's limit of options in one select menu
BUTTON_LABEL_MAX = 80
OPTION_LABEL_MAX = 100
OPTION_DESCRIPTION_MAX = 100
CONTENT_MAX = 2000


def _service(interaction: discord.Interaction):
    return interaction.client.games  # type: ignore[attr-defined]


def _short(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


# -- drawing a panel -----------------------------------------------------------------------
def panel_content(panel: Panel, page: int = 0) -> str:
    w = speaker()

    def say(key: str, **args: Any) -> str:
        return w(msg(key, **args), names=panel.names)

    lines = [say("bot-panel-head", title=panel.title)]
    if panel.note:
        lines.append(say("bot-panel-note", note=panel.note))
    if panel.so_far:
        lines.append(say("bot-panel-so-far",
                         steps=" → ".join(w(m, names=panel.names) for m in panel.so_far)))
    lines += [say("bot-panel-preview", line=p) for p in panel.preview]
    lines += [say("bot-private-line", line=p) for p in panel.private]
    if panel.complete:
        lines.append(say("bot-panel-ready"))
    elif panel.choices:
        pages = 1
        if not _as_buttons(panel.choices):
            in_menu = len(panel.choices) - min(PROMINENT_MAX, sum(c.prominent for c in panel.choices))
            pages = max(1, (in_menu + PAGE_SIZE - 1) // PAGE_SIZE)
        if pages > 1:
            lines.append(say("bot-panel-choose-page", page=min(page, pages - 1) + 1, pages=pages))
        else:
            lines.append(say("bot-panel-choose"))
    return _short("\n".join(lines), CONTENT_MAX)


def panel_view(panel: Panel, page: int = 0) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    g, v, r = panel.game_id, panel.version, panel.rev
    if panel.complete:
        view.add_item(NavButton(g, v, r, "ok", label=say("bot-button-confirm"), style=discord.ButtonStyle.success))
        view.add_item(NavButton(g, v, r, "x", label=say("bot-button-cancel"), style=discord.ButtonStyle.danger))
        return view
    choices = panel.choices
    if _as_buttons(choices):
        for c in choices:
            view.add_item(ChoiceButton(g, v, r, c.index, label=c.label))
    else:
        # Finishing choices (confirm a plan, stop buying...) keep their own button, so they
        # are never on a later page of the menu.
        prominent = [c for c in choices if c.prominent][:PROMINENT_MAX]
        choices = [c for c in choices if c not in prominent]
        pages = max(1, (len(choices) + PAGE_SIZE - 1) // PAGE_SIZE)
        page = max(0, min(page, pages - 1))
        chunk = choices[page * PAGE_SIZE : (page + 1) * PAGE_SIZE]
        if chunk:
            view.add_item(ChoiceSelect(g, v, r, page, options=select_options(chunk)))
        for c in prominent:
            view.add_item(ChoiceButton(g, v, r, c.index, label=_short(c.label, BUTTON_LABEL_MAX),
                                       style=discord.ButtonStyle.success))
        if page > 0:
            view.add_item(NavButton(g, v, r, f"p{page - 1}", label=say("bot-button-previous")))
        if page < pages - 1:
            view.add_item(NavButton(g, v, r, f"p{page + 1}", label=say("bot-button-next")))
    if panel.so_far or panel.cancel_index is not None:
        view.add_item(NavButton(g, v, r, "x", label=say("bot-button-cancel"), style=discord.ButtonStyle.danger))
    return view


def _as_buttons(choices) -> bool:
    """Buttons when every label fits whole and they are few; else a select menu, whose
    options hold longer texts (a shortened button label could hide the difference between
    two choices)."""
    if len(choices) > BUTTONS_MAX:
        return False
    names = [c.label for c in choices]
    return all(len(n) <= BUTTON_LABEL_MAX for n in names) and len(set(names)) == len(names)


def select_options(choices) -> list[discord.SelectOption]:
    """One option per choice: the label, its continuation as the description when it is
    longer than an option label, and a number in front when shortened labels would clash."""
    heads = [_short(c.label, OPTION_LABEL_MAX) for c in choices]
    clash = len(set(heads)) != len(heads)
    out = []
    for n, c in enumerate(choices, 1):
        label = f"{n}. {c.label}" if clash else c.label
        head = _short(label, OPTION_LABEL_MAX)
        rest = label[OPTION_LABEL_MAX - 1 :] if len(label) > OPTION_LABEL_MAX else ""
        option = discord.SelectOption(label=head, value=str(c.index))
        if rest:
            option.description = _short("…" + rest, OPTION_DESCRIPTION_MAX)
        out.append(option)
    return out


async def send_panel(interaction: discord.Interaction, panel: Panel, page: int = 0) -> None:
    """Send a panel as a new private message (after a command or "Open my panel")."""
    kwargs: dict[str, Any] = {"view": panel_view(panel, page)}
    await send_private(interaction, panel_content(panel, page), **kwargs)


async def show_result(interaction: discord.Interaction, result: Panel | Outcome, page: int = 0) -> None:
    """Edit the clicked panel to show ``result``; announce a committed move publicly."""
    if isinstance(result, Panel):
        await interaction.edit_original_response(
            content=panel_content(result, page), view=panel_view(result, page)
        )
        return
    try:
        await interaction.edit_original_response(content=outcome_private_text(result), view=None)
    except discord.HTTPException:  # the move is stored: its board must still go out
        log.warning("game %s: could not update the panel after a stored move", result.game_id)
    if not await announce(interaction.client, result):
        await send_private(interaction, say("bot-posted-later"))


async def deliver(interaction: discord.Interaction, result: Panel | Outcome) -> None:
    """After a slash command: a panel goes out privately; an outcome is announced."""
    if isinstance(result, Panel):
        await send_panel(interaction, result)
        return
    await send_private(interaction, outcome_private_text(result))
    if not await announce(interaction.client, result):
        await send_private(interaction, say("bot-posted-later"))


async def offer_fresh_panel(interaction: discord.Interaction, error: StalePanel) -> None:
    """Beside a stale-click refusal: the player's current panel, if they have one."""
    try:
        panel = await _service(interaction).panel(error.game_id, interaction.user.id)
    except Exception:  # not a player, not their turn...: the refusal alone is the answer
        return
    await send_panel(interaction, panel)


# -- the persistent components -------------------------------------------------------------
def _ids(match: re.Match[str], *names: str) -> tuple[list[int], bool]:
    """The numbers of a custom_id through the one strict parser (bot.games.parse), and
    whether they all parsed. from_custom_id must not raise (discord.py would drop the
    click unanswered): a bad id builds the item anyway, and its callback refuses."""
    try:
        return [parse_int(match[name], what="button") for name in names], True
    except BadInput:
        return [0] * len(names), False


def _refuse_forged(item: Any) -> None:
    if getattr(item, "forged", False):
        raise BadInput(NOT_OFFERED)


def _built(item: Any, ok: bool) -> Any:
    item.forged = not ok
    return item



class ChoiceButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=rf"mb:c:(?P<game>{ID_PATTERN}):(?P<ver>{ID_PATTERN}):(?P<rev>{ID_PATTERN}):(?P<choice>{ID_PATTERN})",
):
    def __init__(self, game: int, ver: int, rev: int, choice: int, *, label: str = "?",
                 style: discord.ButtonStyle = discord.ButtonStyle.primary) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=style,
                custom_id=f"mb:c:{game}:{ver}:{rev}:{choice}",
            )
        )
        self.game, self.ver, self.rev, self.choice = game, ver, rev, choice

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]):
        ids, ok = _ids(match, "game", "ver", "rev", "choice")
        return _built(cls(*ids), ok)

    async def callback(self, interaction: discord.Interaction) -> None:
        await guard(interaction, self._run(interaction), game_id=self.game)

    async def _run(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        _refuse_forged(self)
        await scoped(interaction, self.game)
        result = await _service(interaction).choose(
            self.game, interaction.user.id, self.ver, self.rev, self.choice
        )
        await show_result(interaction, result)


class ChoiceSelect(
    discord.ui.DynamicItem[discord.ui.Select],
    template=rf"mb:s:(?P<game>{ID_PATTERN}):(?P<ver>{ID_PATTERN}):(?P<rev>{ID_PATTERN}):(?P<page>{ID_PATTERN})",
):
    def __init__(
        self, game: int, ver: int, rev: int, page: int, *, options: list[discord.SelectOption] | None = None
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"mb:s:{game}:{ver}:{rev}:{page}",
                placeholder="Choose…",
                options=options or [discord.SelectOption(label="?", value="0")],
            )
        )
        self.game, self.ver, self.rev, self.page = game, ver, rev, page

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]):
        ids, ok = _ids(match, "game", "ver", "rev", "page")
        return _built(cls(*ids), ok)

    async def callback(self, interaction: discord.Interaction) -> None:
        await guard(interaction, self._run(interaction), game_id=self.game)

    async def _run(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        _refuse_forged(self)
        await scoped(interaction, self.game)
        values = (interaction.data or {}).get("values") or []  # type: ignore[union-attr]
        if len(values) != 1:
            raise StalePanel(self.game)
        index = parse_int(values[0], what="choice")
        result = await _service(interaction).choose(
            self.game, interaction.user.id, self.ver, self.rev, index
        )
        await show_result(interaction, result)


class NavButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=rf"mb:n:(?P<game>{ID_PATTERN}):(?P<ver>{ID_PATTERN}):(?P<rev>{ID_PATTERN}):(?P<op>ok|x|p[0-9]{{1,4}})",
):
    def __init__(
        self,
        game: int,
        ver: int,
        rev: int,
        op: str,
        *,
        label: str = "?",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    ) -> None:
        super().__init__(
            discord.ui.Button(label=label, style=style, custom_id=f"mb:n:{game}:{ver}:{rev}:{op}")
        )
        self.game, self.ver, self.rev, self.op = game, ver, rev, op

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]):
        ids, ok = _ids(match, "game", "ver", "rev")
        return _built(cls(*ids, match["op"]), ok)

    async def callback(self, interaction: discord.Interaction) -> None:
        await guard(interaction, self._run(interaction), game_id=self.game)

    async def _run(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        _refuse_forged(self)
        await scoped(interaction, self.game)
        service = _service(interaction)
        user = interaction.user.id
        if self.op == "ok":
            result: Panel | Outcome = await service.commit(self.game, user, self.ver, self.rev)
            await show_result(interaction, result)
        elif self.op == "x":
            result = await service.cancel(self.game, user, self.ver, self.rev)
            await show_result(interaction, result)
        else:
            panel = await service.panel(self.game, user)
            if (panel.version, panel.rev) != (self.ver, self.rev):
                raise StalePanel(self.game)
            await show_result(interaction, panel, page=parse_int(self.op[1:], what="page"))


class OpenPanelButton(discord.ui.DynamicItem[discord.ui.Button], template=rf"mb:open:(?P<game>{ID_PATTERN})"):
    """On every board message: opens the clicker's current private panel."""

    def __init__(self, game: int) -> None:
        super().__init__(
            discord.ui.Button(
                label=say("bot-button-open-panel"), style=discord.ButtonStyle.primary, custom_id=f"mb:open:{game}"
            )
        )
        self.game = game

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]):
        ids, ok = _ids(match, "game")
        return _built(cls(*ids), ok)

    async def callback(self, interaction: discord.Interaction) -> None:
        await guard(interaction, self._run(interaction), game_id=self.game)

    async def _run(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        _refuse_forged(self)
        await scoped(interaction, self.game)
        panel = await _service(interaction).panel(self.game, interaction.user.id)
        await send_panel(interaction, panel)


DYNAMIC_ITEMS = (ChoiceButton, ChoiceSelect, NavButton, OpenPanelButton)
