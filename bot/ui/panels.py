"""Private action panels: persistent components generated from ``legal_actions`` only.

Every component is a ``DynamicItem`` whose ``custom_id`` carries its state, so it works
after a restart and needs no in-memory view:

    mb:c:<game>:<ver>:<rev>:<choice>   a choice button (index into the legal actions)
    mb:s:<game>:<ver>:<rev>:<page>     a select menu of choices (values are indices, or a
                                       path "3.0.2": a choice and the ones it goes on with)
    mb:f:<game>:<ver>:<rev>:<path>     a choice (or path) that ends the move and confirms it
    mb:n:<game>:<ver>:<rev>:<op>       navigation: ok (commit), b (back: the last step
                                       taken back), x (cancel), p<n> (page)
    mb:open:<game>                     "Open my panel", on every board message

``ver`` is the game's version and ``rev`` the seat's draft revision when the panel was
drawn; the service refuses a click with an old pair (StalePanel) and changes nothing.
"""

from __future__ import annotations

import io
import logging
import re
from collections.abc import Awaitable, Sequence
from dataclasses import dataclass
from typing import Any

import discord

from bot.games import (
    GameOver,
    NotYourTurn,
    Outcome,
    Panel,
    PlayRefused,
    StalePanel,
    amount_words,
    get_profile,
    parse_int,
)
from bot.games.announcements import fit_lines, outcome_private_text
from bot.games.board import Picture
from bot.games.outcomes import StandingOffer
from bot.games.parse import ID_PATTERN, NOT_OFFERED, BadInput
from bot.words import current_language, render, say, sentence, speaker
from rules.core import Message, msg

from .announce import announce
from .answering import answered
from .custom_ids import OPEN_PANEL, amount_button, amount_id, detached, open_panel_button
from .errors import Control, send_private
from .panel_picture import ALT_TEXT_MAX, Shown, shown
from .scope import scoped
from .standing_controls import standing_buttons, standing_line, standing_view

log = logging.getLogger(__name__)

PROMINENT_MAX = 3  # finishing choices shown as buttons beside a menu
BUTTONS_MAX = 15  # up to three rows of five buttons; more choices go into a select menu
PAGE_SIZE = 25  # Discord's limit of options in one select menu
MENUS_MAX = 4  # a game's menus, one row each, leave one row for the buttons
BUTTONS_PER_ROW = 5
BUTTON_LABEL_MAX = 80
OPTION_LABEL_MAX = 100
OPTION_DESCRIPTION_MAX = 100
CONTENT_MAX = 2000
SINCE_ROOM = 1000  # "since your last move" leaves room for the decision's own lines


def _service(interaction: discord.Interaction):
    return interaction.client.games  # type: ignore[attr-defined]  # the client is GameHost; discord.py types it as Client


PATH_MAX = 8  # choices one pick may stand for (a goods purchase with its track steps)
PATH_PATTERN = rf"{ID_PATTERN}(?:\.{ID_PATTERN}){{0,{PATH_MAX - 1}}}"


def _short(text: str, limit: int) -> str:
    """A last resort for a text over Discord's limit (labels have short forms): cut at a
    word boundary, never mid-word."""
    if len(text) <= limit:
        return text
    head = text[: limit - 1]
    cut = head.rsplit(" ", 1)[0].rstrip(" ,;:(") if " " in head else head
    return cut + "…"


def _short_form(w, message: Any) -> Any:
    """``message`` with every part that has a short form in the catalogue (its key with
    "-short": a card's name and price without the long explanation) in that form."""
    if isinstance(message, list):
        return [_short_form(w, m) for m in message]
    if isinstance(message, Message):
        key, args = message.key, message.args
    elif isinstance(message, dict) and isinstance(message.get("key"), str):
        key, args = message["key"], message.get("args") or {}
    else:
        return message
    args = {k: _short_form(w, v) for k, v in args.items()}
    return Message(key + "-short" if w.has(key + "-short") else key, args)


def _detail_form(w, message: Any) -> Message | None:
    """The "-detail" form of ``message`` or, when it has none, of the first part of it that
    has one (keeping starting tile T03 shows the tile's resting cards as the detail)."""
    if isinstance(message, dict) and isinstance(message.get("key"), str):
        message = Message(message["key"], message.get("args") or {})
    if not isinstance(message, Message):
        return None
    if w.has(message.key + "-detail"):
        return Message(message.key + "-detail", message.args)
    for value in message.args.values():
        found = _detail_form(w, value)
        if found is not None:
            return found
    return None


def fit(w, message: Any, limit: int, names=None, short: bool = False) -> tuple[str, str | None]:
    """A label within ``limit`` characters, and the detail it leaves out (for an option's
    description): the message itself when it fits (and ``short`` does not ask for the
    short form, as when another option of its kind in the same menu needs it), else its
    short form; the detail is its "-detail" form (in short forms when too long), or what
    the short form leaves off its end; a word-boundary cut only as a last resort."""
    whole = w(message, names=names)
    if len(whole) <= limit and not short:
        return whole, None
    label = w(_short_form(w, message), names=names)
    detail_form = _detail_form(w, message)
    if detail_form is not None:
        detail = w(detail_form, names=names)
        if len(detail) > OPTION_DESCRIPTION_MAX:
            detail = w(_short_form(w, detail_form), names=names)
    elif whole.startswith(label):
        # what the short form leaves out ("Bonus marker: Cairo track extra space 1" and
        # then "(pay 1 pound: ...)" as the detail)
        detail = whole[len(label):].strip(" ,;:").removeprefix("(").removesuffix(")")
    else:
        detail = ""  # the short form says it all in other words
    return _short(label, limit), (_short(detail, OPTION_DESCRIPTION_MAX) or None)


def _key(message: Any) -> str | None:
    if isinstance(message, dict):
        return message.get("key") if isinstance(message.get("key"), str) else None
    return getattr(message, "key", None)


def fit_all(w, messages: list[Any], limits: list[int], names=None) -> list[tuple[str, str | None]]:
    """``fit`` for the options of one menu: options of one kind (one message key) read the
    same way, so when one of them needs its short form, all of them take it."""
    fitted = [fit(w, m, n, names) for m, n in zip(messages, limits, strict=True)]
    shortened = {_key(m) for m, n in zip(messages, limits, strict=True)
                 if _key(m) is not None and len(w(m, names=names)) > n}
    return [fit(w, m, n, names, short=True) if _key(m) in shortened else f
            for m, n, f in zip(messages, limits, fitted, strict=True)]


def path_value(index: int, then=()) -> str:
    """A component's value for a choice and the choices it goes on with."""
    return ".".join(str(i) for i in (index, *then))


def parse_path(value: Any) -> tuple[int, tuple[int, ...]]:
    """A choice path from Discord input, through the strict parser: "3" or "3.0.2"."""
    parts = value.split(".") if isinstance(value, str) else [value]
    if not 1 <= len(parts) <= PATH_MAX:
        raise BadInput(NOT_OFFERED)
    numbers = [parse_int(part, what="choice") for part in parts]
    return numbers[0], tuple(numbers[1:])


# -- drawing a panel -----------------------------------------------------------------------
# A panel is one Components V2 message (discord.py's LayoutView): a container holding what
# the player decides and how the draft stands (text displays), the choices (action rows of
# buttons and menus, or sections: a long label beside its button), the panel's own controls
# (Confirm, Back, Cancel, pages) and the player's own picture (a media gallery, last, so the
# choices are on the first screen of a phone). Discord's limits of such a message: 40
# components in all, 4000 characters of text.
LAYOUT_COMPONENTS_MAX = 40
LAYOUT_TEXT_MAX = 4000
BODY_MAX = 1900  # the panel's own lines (what it decides, so far, the preview)
BEFORE_MAX = 1000  # the move just played, above the next decision
SECTIONS_MAX = 5  # choices this few are never a menu: each its own button
MENU_BUTTONS_MAX = 12  # a game's menus as buttons: their questions and rows stay within 40
SECTION_TEXT_MAX = 140  # (all texts stay within 4000: 1900 + 2 × 150 + 1000 + 5 × 140)
SECTION_BUTTON_MAX = 24  # a button beside words leaves them room on a phone
ASK_MAX = 150


def _panel_texts(panel: Panel, page: int = 0) -> tuple[str, str]:
    """The panel's words: its body (what it is, the note, the game's lines, so far, the
    preview and private lines) and what it asks (choose, or confirm)."""
    w = speaker()

    def say(key: str, **args: Any) -> str:
        return w(msg(key, **args), names=panel.names)

    lines = [say("bot-panel-head", title=panel.title)]
    if panel.note:
        lines.append(say("bot-panel-note", note=panel.note))
    if panel.since_last_move:  # what the others did meanwhile, as the thread told it
        told = [say("bot-line", line=sentence(w(m, names=panel.names))) for m in panel.since_last_move]
        lines += [say("bot-since-head"),
                  *fit_lines(told, SINCE_ROOM, lambda n: say("bot-more-lines", count=n, command=panel.command))]
    info = [w(m, names=panel.names) for m in panel.info]
    lines += info
    if panel.so_far:
        lines.append(say("bot-panel-so-far",
                         steps=" → ".join(w(m, names=panel.names) for m in panel.so_far)))
    lines += [say("bot-panel-preview", line=p) for p in panel.preview]
    lines += [say("bot-private-line", line=p) for p in panel.private]
    if panel.picture is not None and panel.picture.failed:  # said plainly, then in words
        lines += [panel.picture.failure(w), f"```\n{panel.picture.text}\n```"]
    ask = ""
    if panel.complete:
        ask = say("bot-panel-ready")
    elif panel.choices:
        pages = 1
        if not panel.menus and _layout_of(panel.choices) == "menu":
            in_menu = len(panel.choices) - min(PROMINENT_MAX, sum(c.prominent for c in panel.choices))
            pages = max(1, (in_menu + PAGE_SIZE - 1) // PAGE_SIZE)
        if pages > 1:
            ask = say("bot-panel-choose-page", page=min(page, pages - 1) + 1, pages=pages)
        elif not panel.asked and not _menus_asked(panel) and not any(w(m.placeholder, names=panel.names) in info
                                                 for m in panel.menus):
            # the game's own question is a line of its info already ("Choose an action"
            # above its buttons), or above each menu's buttons: no generic "Choose:" too
            ask = say("bot-panel-choose")
    return _short("\n".join(lines), BODY_MAX), _short(ask, ASK_MAX)


def panel_content(panel: Panel, page: int = 0) -> str:
    """The panel's words as one text (what its text displays say, in order)."""
    body, ask = _panel_texts(panel, page)
    return "\n".join(t for t in (body, ask) if t)


def panel_view(panel: Panel, page: int = 0, *, before: str | None = None,
               picture: Shown | None = None) -> discord.ui.LayoutView:
    """The panel as one layout message, sent but never stored (see ``detached``).
    ``before``: the move just played, said above the next decision; ``picture``: the
    player's picture as the message will carry it (``panel_picture.shown``)."""
    body, ask = _panel_texts(panel, page)
    box: discord.ui.Container[Any] = discord.ui.Container(accent_colour=discord.Colour.blurple())
    if before:
        box.add_item(discord.ui.TextDisplay(_short(before, BEFORE_MAX)))
        box.add_item(discord.ui.Separator())
    box.add_item(discord.ui.TextDisplay(body))
    if ask:
        box.add_item(discord.ui.TextDisplay(ask))
    for item in _controls(panel, page):
        box.add_item(item)
    if picture is not None:
        box.add_item(discord.ui.MediaGallery(discord.MediaGalleryItem(
            f"attachment://{picture.name}", description=picture.description)))
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(box)
    return detached(view)


def said_view(text: str) -> discord.ui.LayoutView:
    """A panel message that only says something (the move played, and whom the game waits
    for): a panel stays a layout message once it is one."""
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(discord.ui.Container(discord.ui.TextDisplay(_short(text, LAYOUT_TEXT_MAX)),
                                       accent_colour=discord.Colour.blurple()))
    return view


def layout_size(view: discord.ui.LayoutView) -> tuple[int, int]:
    """A layout message's components (every one, nested ones too) and characters of text:
    what Discord's limits count."""
    items = list(view.walk_children())
    text = sum(len(i.content) for i in items if isinstance(i, discord.ui.TextDisplay))
    return len(items), text


def _rows(items: list[discord.ui.Item]) -> list[discord.ui.Item]:
    return [discord.ui.ActionRow(*items[n:n + BUTTONS_PER_ROW])
            for n in range(0, len(items), BUTTONS_PER_ROW)]


def _controls(panel: Panel, page: int = 0) -> list[discord.ui.Item]:
    """The panel's controls, in order: the choices (rows of buttons, menus, or sections),
    then its own row (Confirm, Back, Cancel, pages, a typed amount)."""
    g, v, r = panel.game_id, panel.version, panel.rev
    out: list[discord.ui.Item] = []
    nav: list[discord.ui.Item] = []
    if panel.complete:
        nav.append(NavButton(g, v, r, "ok", label=say("bot-button-confirm"), style=discord.ButtonStyle.success))
        nav.append(NavButton(g, v, r, "b", label=say("bot-button-back")))
        nav.append(NavButton(g, v, r, "x", label=say("bot-button-cancel"), style=discord.ButtonStyle.danger))
        return _rows(nav)
    choices = panel.choices
    layout = _layout_of(choices)
    if _menus_asked(panel):
        # A game's menus of few options: each option its own button (one tap, not a menu's
        # two), under what its menu asks; then the choices left as buttons.
        w = speaker()
        for menu in panel.menus[:MENUS_MAX]:
            out.append(discord.ui.TextDisplay(_short(w(menu.placeholder, names=panel.names), ASK_MAX)))
            out += _option_buttons(panel, menu)
        out += _rows([_button(panel, c, style=discord.ButtonStyle.secondary)
                      for c in [c for c in choices if c.index not in panel.in_menus][:BUTTONS_PER_ROW - 1]])
    elif panel.menus:
        # A game's own menus (one per action slot...), then the choices left as buttons.
        w = speaker()
        # the game's button menus first, sharing rows of five (its question is a line of the
        # panel's info: bot.games.mombasa.panels._tappable), then one row per menu left
        out += _rows([_option_button(g, v, r, o, option.value, _short(option.label, BUTTON_LABEL_MAX))
                      for menu in panel.menus[:MENUS_MAX] if menu.buttons
                      for o, option in zip(menu.options[:PAGE_SIZE],
                                           _menu_options(w, menu.options[:PAGE_SIZE], panel.names), strict=True)])
        for n, menu in enumerate(panel.menus[:MENUS_MAX]):
            if menu.buttons:  # one tap, not two
                continue
            options = _menu_options(w, menu.options[:PAGE_SIZE], panel.names)
            # the rest of a question asked above its buttons: "More…", not the question again
            again = any(m.buttons and m.placeholder == menu.placeholder for m in panel.menus)
            placeholder = w(msg("bot-menu-more") if again else menu.placeholder, names=panel.names)
            out.append(discord.ui.ActionRow(ChoiceSelect(
                g, v, r, n, options=options, placeholder=_short(placeholder, 150))))
        # beside a game's menus only what confirms the move is green (a card taken back
        # from the plan is a grey step, not a Confirm)
        out += _rows([_button(panel, c, style=discord.ButtonStyle.secondary)
                      for c in [c for c in choices if c.index not in panel.in_menus][:BUTTONS_PER_ROW - 1]])
    elif layout == "sections":
        out += _sections(panel, choices)
    elif layout == "buttons":
        # beside a button that confirms the move, the other choices are grey steps, as
        # beside a game's menus (a plan's Take back keeps its colour once every slot is full)
        finishes = any(c.kind in panel.finish_kinds or c.index in panel.finishing for c in choices)
        style = discord.ButtonStyle.secondary if finishes else discord.ButtonStyle.primary
        out += _rows([_button(panel, c, style=style) for c in choices])
    else:
        # Finishing choices (confirm a plan, stop buying...) keep their own button, so they
        # are never on a later page of the menu.
        prominent = [c for c in choices if c.prominent][:PROMINENT_MAX]
        choices = [c for c in choices if c not in prominent]
        pages = max(1, (len(choices) + PAGE_SIZE - 1) // PAGE_SIZE)
        page = max(0, min(page, pages - 1))
        chunk = choices[page * PAGE_SIZE : (page + 1) * PAGE_SIZE]
        if chunk:
            # what the menu asks (the reader's language: not the component's English default)
            asks = {"placeholder": _short(speaker()(panel.placeholder or msg("bot-menu-choose"),
                                                    names=panel.names), 150)}
            out.append(discord.ui.ActionRow(ChoiceSelect(g, v, r, page, options=select_options(chunk), **asks)))
        nav += [_button(panel, c) for c in prominent]
        if page > 0:
            nav.append(NavButton(g, v, r, f"p{page - 1}", label=say("bot-button-previous")))
        if page < pages - 1:
            nav.append(NavButton(g, v, r, f"p{page + 1}", label=say("bot-button-next")))
    if panel.typed is not None:  # answered by bot.ui.amount (its custom_id's pattern)
        t = panel.typed
        words = amount_words(panel.command)
        nav.append(amount_button(_short(speaker()(words.button), BUTTON_LABEL_MAX),
                                 amount_id(g, v, r, t.kind, t.param, t.low, t.high)))
    if panel.so_far:
        nav.append(NavButton(g, v, r, "b", label=say("bot-button-back")))
    if panel.so_far or panel.cancel_index is not None:
        nav.append(NavButton(g, v, r, "x", label=say("bot-button-cancel"), style=discord.ButtonStyle.danger))
    standing: list[discord.ui.Item] = []
    if panel.standing is not None and not panel.so_far:  # a standing instruction (bot.ui.standing)
        standing += standing_buttons(panel.standing, deciding=True)
    return out + _rows(nav) + _rows(standing)


def _button(panel: Panel, c, style: discord.ButtonStyle = discord.ButtonStyle.success,
            label: str | None = None):
    """A choice's button; a choice that ends the move (``finish_kinds``: confirming a plan)
    is the move's Confirm: it plays the move at once, with no second Confirm."""
    g, v, r = panel.game_id, panel.version, panel.rev
    if label is None:
        label = (fit(speaker(), c.message, BUTTON_LABEL_MAX, panel.names)[0] if c.message is not None
                 else _short(c.label, BUTTON_LABEL_MAX))
    then = panel.then.get(c.index, ())
    if c.kind in panel.finish_kinds or c.index in panel.finishing:
        return FinishButton(g, v, r, path_value(c.index, then), label=label)
    if then:
        return ChoiceButton(g, v, r, path_value(c.index, then), label=label, style=style)
    return ChoiceButton(g, v, r, c.index, label=label, style=style)


def _option_button(g: int, v: int, r: int, option, value: str, label: str):
    """A game menu's option as a button: one that ends the move (``finishing``) is the
    move's Confirm, as a finishing choice's button is."""
    if option.finishing:
        return FinishButton(g, v, r, value, label=label)
    return ChoiceButton(g, v, r, value, label=label)


def numbered(n: int, words: str) -> str:
    """A section's words with the number its button says ("Choose 2"): in bold, not as
    Markdown's "2." (each section is a list of its own, and would read "1.")."""
    return f"**{n}.** {words}"


def _sections(panel: Panel, choices) -> list[discord.ui.Item]:
    """Few choices whose labels are too long for a button (or would read the same once
    shortened): each its words in full, its button beside them. The button says the
    choice's short form when that is whole and tells the choices apart, else "Choose 1",
    "Choose 2"... with the words numbered the same."""
    w = speaker()
    messages = [c.message if c.message is not None else msg("bot-text", text=c.label) for c in choices]
    short = [w(_short_form(w, m), names=panel.names) for m in messages]
    whole = all(len(s) <= SECTION_BUTTON_MAX for s in short) and len(set(short)) == len(short)
    finishes = any(c.kind in panel.finish_kinds or c.index in panel.finishing for c in choices)
    style = discord.ButtonStyle.secondary if finishes else discord.ButtonStyle.primary
    out: list[discord.ui.Item] = []
    for n, (c, message) in enumerate(zip(choices, messages, strict=True), 1):
        words = w(message, names=panel.names)
        if whole:
            label = short[n - 1]
        else:
            label, words = say("bot-button-choose-n", n=n), numbered(n, words)
        out.append(discord.ui.Section(discord.ui.TextDisplay(_short(words, SECTION_TEXT_MAX)),
                                      accessory=_button(panel, c, style=style, label=label)))
    return out


def _option_labels(panel: Panel, menu) -> list[str]:
    w = speaker()
    labels = [w(o.label, names=panel.names) for o in menu.options]
    return [w(msg("bot-option-count", label=label, count=o.count)) if o.count > 1 else label
            for o, label in zip(menu.options, labels, strict=True)]


def _menus_asked(panel: Panel) -> bool:
    """Whether the game's menus show as buttons under their own questions (few options):
    each menu's question is then a line of its own above its buttons."""
    few = len(panel.menus) == 1 and len(panel.menus[0].options) <= SECTIONS_MAX
    chosen = any(menu.buttons for menu in panel.menus)  # the game chose its buttons itself
    return bool(panel.menus) and not chosen and (few or _menus_as_buttons(panel))


def _menus_as_buttons(panel: Panel) -> bool:
    """Whether a game's several menus read as rows of buttons under their questions: few
    options in all, every label whole, none the same as another (a card offered for two
    action slots stays in its slot's menu: the same words on two buttons would not say
    which slot), no second lines."""
    menus = panel.menus[:MENUS_MAX]
    labels = [label for menu in menus for label in _option_labels(panel, menu)]
    return (len(labels) <= MENU_BUTTONS_MAX and len(set(labels)) == len(labels)
            and all(len(label) <= BUTTON_LABEL_MAX for label in labels)
            and all(o.description is None for menu in menus for o in menu.options))


def _option_buttons(panel: Panel, menu) -> list[discord.ui.Item]:
    """A game menu's few options as buttons: in a row when every label fits whole, differs
    from the others and has no second line; else as sections (the words and the detail
    beside the button, as ``_sections``)."""
    w = speaker()
    g, v, r = panel.game_id, panel.version, panel.rev
    options = menu.options
    labels = _option_labels(panel, menu)
    details = [w(o.description, names=panel.names) if o.description is not None else "" for o in options]
    if all(len(label) <= BUTTON_LABEL_MAX for label in labels) and len(set(labels)) == len(labels) \
            and not any(details):
        return _rows([_option_button(g, v, r, o, path_value(o.index, o.then), label)
                      for o, label in zip(options, labels, strict=True)])
    short = [fit(w, o.label, SECTION_BUTTON_MAX, panel.names)[0] for o in options]
    whole = all(len(s) <= SECTION_BUTTON_MAX and not s.endswith("…") for s in short) \
        and len(set(short)) == len(short)
    out: list[discord.ui.Item] = []
    for n, (o, label, detail) in enumerate(zip(options, labels, details, strict=True), 1):
        words = f"{label}\n-# {detail}" if detail else label
        button = short[n - 1] if whole else say("bot-button-choose-n", n=n)
        if not whole:
            words = numbered(n, words)
        out.append(discord.ui.Section(
            discord.ui.TextDisplay(_short(words, SECTION_TEXT_MAX)),
            accessory=_option_button(g, v, r, o, path_value(o.index, o.then), button)))
    return out


def choice_label(c) -> str:
    """A choice's label in the reader's language (its message; ``label`` is its English)."""
    return speaker()(c.message) if c.message is not None else c.label


def _menu_options(w, options, names) -> list[discord.SelectOption]:
    """One menu's options: options of one kind read the same way (``fit_all``)."""
    rooms = [OPTION_LABEL_MAX - (len(w(msg("bot-option-count", label="", count=o.count)))
                                 if o.count > 1 else 0) for o in options]
    fitted = fit_all(w, [o.label for o in options], rooms, names)
    return [_menu_option(w, o, names, f) for o, f in zip(options, fitted, strict=True)]


def _menu_option(w, option, names, fitted: tuple[str, str | None]) -> discord.SelectOption:
    label, detail = fitted
    if option.count > 1:  # room was left for the count
        label = w(msg("bot-option-count", label=label, count=option.count))
    out = discord.SelectOption(label=_short(label, OPTION_LABEL_MAX),
                               value=path_value(option.index, option.then))
    if option.description is not None:
        detail = _short(w(option.description, names=names), OPTION_DESCRIPTION_MAX)
    if detail:
        out.description = detail
    return out


def _layout_of(choices) -> str:
    """How a panel's own choices are shown: "buttons" when every label fits whole on a
    button, they differ and they are few; else "sections" when they are at most five
    (each label's words beside its button: one tap, not a menu's two); else a "menu",
    whose options hold longer texts (a shortened button label could hide the difference
    between two choices)."""
    names = [choice_label(c) for c in choices]
    if len(choices) <= BUTTONS_MAX and all(len(n) <= BUTTON_LABEL_MAX for n in names) \
            and len(set(names)) == len(names):
        return "buttons"
    return "sections" if len(choices) <= SECTIONS_MAX else "menu"


def select_options(choices) -> list[discord.SelectOption]:
    """One option per choice: the label (its short form when it is too long, the detail as
    the description), and a number in front when short labels would clash."""
    w = speaker()
    messages = [c.message if c.message is not None else msg("bot-text", text=c.label) for c in choices]
    fitted = fit_all(w, messages, [OPTION_LABEL_MAX] * len(choices))
    clash = len({label for label, _ in fitted}) != len(fitted)
    out = []
    for n, (c, (label, detail)) in enumerate(zip(choices, fitted, strict=True), 1):
        if clash:
            label = _short(f"{n}. {label}", OPTION_LABEL_MAX)
        option = discord.SelectOption(label=label, value=str(c.index))
        if detail:
            option.description = detail
        out.append(option)
    return out


def _on_message(interaction: discord.Interaction) -> list[discord.Attachment]:
    """The attachments of the clicked panel message (none for a new message)."""
    message = interaction.message
    return list(message.attachments) if message is not None else []


def panel_message(panel: Panel | None, page: int = 0, *, before: str | None = None,
                  on_message: Sequence[discord.Attachment] = ()) -> dict[str, Any]:
    """An edit of a panel message to show ``panel`` (None: only ``before``): the layout and
    the attachments, the picture kept when the message shows it already."""
    if panel is None:
        return {"view": said_view(before or ""), "attachments": []}
    picture = shown(panel.picture, on_message)
    return {"view": panel_view(panel, page, before=before, picture=picture),
            "attachments": [picture.attachment] if picture is not None else []}


async def _edit(interaction: discord.Interaction, **changes: Any) -> None:
    """Edit the clicked message: as the click's answer, or after a deferred one. A layout
    message has no content (a panel drawn before the layout had one: it is cleared)."""
    changes.setdefault("content", None)
    if interaction.response.is_done():
        await interaction.edit_original_response(**changes)
    else:
        await interaction.response.edit_message(**changes)


async def send_panel(interaction: discord.Interaction, panel: Panel, page: int = 0) -> None:
    """Send a panel as a new private message (after a command or "Open my panel")."""
    picture = shown(panel.picture)
    kwargs: dict[str, Any] = {"view": panel_view(panel, page, picture=picture)}
    if picture is not None:
        kwargs["files"] = [picture.attachment]
    await send_private(interaction, None, **kwargs)


async def show_result(interaction: discord.Interaction, result: Panel | Outcome, page: int = 0) -> None:
    """Edit the clicked panel to show ``result``; announce a committed move publicly."""
    await _deliver(interaction, *await _shown(interaction, result, page))


async def answer_click(interaction: discord.Interaction, work: Awaitable[Panel | Outcome], page: int = 0) -> None:
    """A click on a panel: ``work``'s result shown in the panel, answered in one request
    when it is ready in time (``answered``: the next panel is part of the work)."""

    async def shown() -> tuple[dict[str, Any], Outcome | None]:
        return await _shown(interaction, await work, page)

    await _deliver(interaction, *await answered(interaction, shown()))


async def _shown(interaction: discord.Interaction, result: Panel | Outcome,
                 page: int = 0) -> tuple[dict[str, Any], Outcome | None]:
    """The panel's new layout and picture; and the Outcome of a played move."""
    if isinstance(result, Panel):
        return panel_message(result, page, on_message=_on_message(interaction)), None
    played, following = await _continued(interaction, result)
    return panel_message(following, before=played, on_message=_on_message(interaction)), result


async def _deliver(interaction: discord.Interaction, changes: dict[str, Any], outcome: Outcome | None) -> None:
    if outcome is None:
        await _edit(interaction, **changes)
        return
    try:
        await _edit(interaction, **changes)
    except discord.HTTPException:  # the move is stored: its board must still go out
        log.warning("game %s: could not update the panel after a stored move", outcome.game_id)
    if not await announce(interaction.client, outcome, interaction=interaction):
        await send_private(interaction, say("bot-posted-later"))


async def _continued(interaction: discord.Interaction, outcome: Outcome) -> tuple[str, Panel | None]:
    """After a played move the same panel goes on: what was played, and the player's next
    decision, if any, or whom the game waits for now (no need to find the newest board's
    button)."""
    played = outcome_private_text(outcome)
    if outcome.finished or outcome.ended:
        return played, None
    try:
        panel = await _service(interaction).panel(outcome.game_id, interaction.user.id)
    except NotYourTurn as refused:  # say whom the game waits for now
        after = (say("bot-played-waiting", waiting=refused.waiting_for) if refused.waiting_for
                 else render(refused.message))
        return _short(played + "\n" + after, BEFORE_MAX), None
    except PlayRefused as refused:
        return _short(played + "\n" + render(refused.message), BEFORE_MAX), None
    except Exception:  # the move is played; the panel is only a convenience
        log.warning("game %s: no next panel after a stored move", outcome.game_id, exc_info=True)
        return played, None
    return played, panel


async def deliver(interaction: discord.Interaction, result: Panel | Outcome) -> None:
    """After a slash command: a panel goes out privately; an outcome is announced."""
    if isinstance(result, Panel):
        await send_panel(interaction, result)
        return
    await send_private(interaction, outcome_private_text(result))
    if not await announce(interaction.client, result, interaction=interaction):
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



class _PathButton(Control):
    """What a choice button and a finishing button share: the custom_id carries the game,
    version, draft revision and the choice's path; a click takes that choice (``COMMIT``:
    and confirms the move it ends)."""

    PREFIX = "c"
    COMMIT = False
    STYLE = discord.ButtonStyle.primary

    game: int  # a control on a game's panel always names its game (Control: or None)

    def _button(self, game: int, ver: int, rev: int, choice: int | str, label: str,
                style: discord.ButtonStyle | None) -> discord.ui.Button:
        self.game, self.ver, self.rev = game, ver, rev
        self.choice, self.then = parse_path(str(choice))
        return discord.ui.Button(label=label, style=style or self.STYLE,
                                 custom_id=f"mb:{self.PREFIX}:{game}:{ver}:{rev}:{choice}")

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]):
        ids, ok = _ids(match, "game", "ver", "rev")
        try:
            choice, then = parse_path(match["choice"])
        except BadInput:
            choice, then, ok = 0, (), False
        return _built(cls(*ids, path_value(choice, then)), ok)  # type: ignore[call-arg]  # cls: ChoiceButton or FinishButton, (game, ver, rev, choice)

    async def clicked(self, interaction: discord.Interaction) -> None:
        await answer_click(interaction, self._choose(interaction))

    async def _choose(self, interaction: discord.Interaction) -> Panel | Outcome:
        _refuse_forged(self)
        await scoped(interaction, self.game)
        return await _service(interaction).choose(
            self.game, interaction.user.id, self.ver, self.rev, self.choice, commit=self.COMMIT,
            then=self.then,
        )


class ChoiceButton(
    _PathButton,
    discord.ui.DynamicItem[discord.ui.Button],
    template=rf"mb:c:(?P<game>{ID_PATTERN}):(?P<ver>{ID_PATTERN}):(?P<rev>{ID_PATTERN}):(?P<choice>{PATH_PATTERN})",
):
    """One choice (or a path of choices) of the panel; the move goes on."""

    def __init__(self, game: int, ver: int, rev: int, choice: int | str, *, label: str = "?",
                 style: discord.ButtonStyle = discord.ButtonStyle.primary) -> None:
        super().__init__(self._button(game, ver, rev, choice, label, style))


class FinishButton(
    _PathButton,
    discord.ui.DynamicItem[discord.ui.Button],
    template=rf"mb:f:(?P<game>{ID_PATTERN}):(?P<ver>{ID_PATTERN}):(?P<rev>{ID_PATTERN}):(?P<choice>{PATH_PATTERN})",
):
    """A choice that ends the move and confirms it (the plan's "Confirm the plan")."""

    PREFIX = "f"
    COMMIT = True
    STYLE = discord.ButtonStyle.success

    def __init__(self, game: int, ver: int, rev: int, choice: int | str, *, label: str = "?") -> None:
        super().__init__(self._button(game, ver, rev, choice, label, None))


class ChoiceSelect(
    Control,
    discord.ui.DynamicItem[discord.ui.Select],
    template=rf"mb:s:(?P<game>{ID_PATTERN}):(?P<ver>{ID_PATTERN}):(?P<rev>{ID_PATTERN}):(?P<page>{ID_PATTERN})",
):
    game: int  # a control on a game's panel always names its game (Control: or None)

    def __init__(
        self, game: int, ver: int, rev: int, page: int, *, options: list[discord.SelectOption] | None = None,
        placeholder: str = "Choose…",
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"mb:s:{game}:{ver}:{rev}:{page}",
                placeholder=placeholder,
                options=options or [discord.SelectOption(label="?", value="0")],
            )
        )
        self.game, self.ver, self.rev, self.page = game, ver, rev, page

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]):
        ids, ok = _ids(match, "game", "ver", "rev", "page")
        return _built(cls(*ids), ok)

    async def clicked(self, interaction: discord.Interaction) -> None:
        await answer_click(interaction, self._choose(interaction))

    async def _choose(self, interaction: discord.Interaction) -> Panel | Outcome:
        _refuse_forged(self)
        await scoped(interaction, self.game)
        data: dict[str, Any] = dict(interaction.data or {})
        values = data.get("values") or []
        if len(values) != 1:
            raise StalePanel(self.game)
        index, then = parse_path(values[0])
        return await _service(interaction).choose(
            self.game, interaction.user.id, self.ver, self.rev, index, then=then
        )


class NavButton(
    Control,
    discord.ui.DynamicItem[discord.ui.Button],
    template=rf"mb:n:(?P<game>{ID_PATTERN}):(?P<ver>{ID_PATTERN}):(?P<rev>{ID_PATTERN}):(?P<op>ok|b|x|p[0-9]{{1,4}})",
):
    game: int  # a control on a game's panel always names its game (Control: or None)

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
        (game, ver, rev), ok = _ids(match, "game", "ver", "rev")
        return _built(cls(game, ver, rev, match["op"]), ok)

    async def clicked(self, interaction: discord.Interaction) -> None:
        page = 0 if self.op in ("ok", "b", "x") else parse_int(self.op[1:], what="page")
        await answer_click(interaction, self._act(interaction), page)

    async def _act(self, interaction: discord.Interaction) -> Panel | Outcome:
        _refuse_forged(self)
        await scoped(interaction, self.game)
        service = _service(interaction)
        user = interaction.user.id
        if self.op == "ok":
            return await service.commit(self.game, user, self.ver, self.rev)
        if self.op == "x":
            return await service.cancel(self.game, user, self.ver, self.rev)
        if self.op == "b":
            return await service.back(self.game, user, self.ver, self.rev)
        panel = await service.panel(self.game, user)
        if (panel.version, panel.rev) != (self.ver, self.rev):
            raise StalePanel(self.game)
        return panel


@dataclass(frozen=True)
class OwnView:
    """A player's own picture (hand, notes, player board) when it is not their decision:
    read-only, to plan on the others' turns; the words say whom the game waits for."""

    text: str
    picture: Picture | None
    standing: StandingOffer | None = None  # its standing instruction in an auction (bot.ui.standing)


def own_view_message(view: OwnView) -> tuple[str, discord.ui.View | None]:
    """The own view's words and, while the seat waits in an auction, the controls of its
    standing instruction (only the seat sees them)."""
    if view.standing is None:
        return view.text, None
    return f"{view.text}\n{speaker()(standing_line(view.standing))}", standing_view(view.standing)


async def panel_or_own_view(interaction: discord.Interaction, game_id: int) -> Panel | OwnView:
    """The clicker's panel when they have a decision; otherwise, in a game that draws a
    player's own picture (``profile.panel_picture``), that picture read-only. Only their
    own view of the game is read (``service.picture`` with their seat): never another's."""
    games = _service(interaction)
    try:
        return await games.panel(game_id, interaction.user.id)
    except NotYourTurn as refused:
        record = await games.record(game_id)
        what = get_profile(record.kind).panel_picture
        if not what:
            raise
        picture = await games.picture(game_id, interaction.user.id, what, lang=current_language(),
                                      buttons=False)
        waiting = refused.waiting_for
        standing = await games.standing(game_id, interaction.user.id)
    text = (say("bot-own-view-waiting", id=str(game_id), waiting=waiting) if waiting
            else say("bot-own-view", id=str(game_id)))
    return OwnView(text, picture, standing)


async def send_own_view(interaction: discord.Interaction, view: OwnView) -> None:
    picture = view.picture
    text, controls = own_view_message(view)
    files = []
    if picture is not None and picture.png is not None:
        files.append(discord.File(io.BytesIO(picture.png), filename=picture.filename,
                                  description=_short(picture.text, ALT_TEXT_MAX) or None))
    elif picture is not None:  # not drawn: its words, after a plain sentence if it failed
        failed = f"\n{picture.failure(speaker())}" if picture.failed else ""
        text = f"{text}{failed}\n```\n{picture.text}\n```"
    await send_private(interaction, _short(text, CONTENT_MAX), allowed_mentions=discord.AllowedMentions.none(),
                       **({"files": files} if files else {}), **({"view": controls} if controls else {}))


async def send_panel_or_own_view(interaction: discord.Interaction, shown: Panel | OwnView) -> None:
    if isinstance(shown, OwnView):
        await send_own_view(interaction, shown)
    else:
        await send_panel(interaction, shown)


class OpenPanelButton(Control, discord.ui.DynamicItem[discord.ui.Button], template=OPEN_PANEL):
    """On every board message: opens the clicker's current private panel, or, when it is
    not their decision, their own hand (and notes, player board) read-only."""

    game: int  # a control on a game's panel always names its game (Control: or None)

    def __init__(self, game: int) -> None:
        super().__init__(open_panel_button(game, say("bot-button-open-panel")))
        self.game = game

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]):
        ids, ok = _ids(match, "game")
        return _built(cls(*ids), ok)

    async def clicked(self, interaction: discord.Interaction) -> None:
        await send_panel_or_own_view(interaction, await answered(interaction, self._panel(interaction),
                                                                 thinking=True))

    async def _panel(self, interaction: discord.Interaction) -> Panel | OwnView:
        _refuse_forged(self)
        await scoped(interaction, self.game)
        return await panel_or_own_view(interaction, self.game)


class ResignButton(
    Control,
    discord.ui.DynamicItem[discord.ui.Button],
    template=rf"mb:r:(?P<game>{ID_PATTERN}):(?P<ver>{ID_PATTERN}):(?P<op>yes|no)",
):
    """The two buttons under `/<game> resign`'s question: resign (the game ends for everyone)
    or keep playing. Stale-safe: a click after the game moved on (another version) ends
    nothing and asks again; after a restart it works as before (its state is its id)."""

    game: int  # a control on a game's panel always names its game (Control: or None)

    def __init__(self, game: int, ver: int, op: str, *, label: str = "?",
                 style: discord.ButtonStyle = discord.ButtonStyle.secondary) -> None:
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=f"mb:r:{game}:{ver}:{op}"))
        self.game, self.ver, self.op = game, ver, op

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]):
        (game, ver), ok = _ids(match, "game", "ver")
        return _built(cls(game, ver, match["op"]), ok)

    async def clicked(self, interaction: discord.Interaction) -> None:
        _refuse_forged(self)
        await scoped(interaction, self.game)
        await interaction.response.defer()
        if self.op == "no":
            await interaction.edit_original_response(content=say("bot-resign-kept"), view=None)
            return
        service = _service(interaction)
        try:
            outcome = await service.abandon(self.game, interaction.user.id, version=self.ver)
        except StalePanel:  # the game moved on since the question: ask again, nothing ended
            content, view = await resign_question(service, self.game, interaction.user.id)
            await interaction.edit_original_response(
                content=say("bot-resign-moved-on") + "\n" + content, view=view)
            return
        await interaction.edit_original_response(content=say("bot-you-resigned"), view=None)
        await announce(interaction.client, outcome)


async def resign_question(service: Any, game_id: int, user_id: int) -> tuple[str, discord.ui.View]:
    """`/<game> resign`'s question to the player, with Resign / Keep playing (refused as for
    any command when they do not play in it or it is over)."""
    await service.seat_of(game_id, user_id)  # NotAPlayer
    summary = await service.summary(game_id)
    if summary.status != "active":
        raise GameOver(game_id, summary.status)
    others = sum(1 for u in summary.user_ids if u != user_id)
    content = say("bot-resign-ask", title=summary.title, id=str(game_id), others=others)
    view = discord.ui.View(timeout=None)
    view.add_item(ResignButton(game_id, summary.version, "yes", label=say("bot-button-resign"),
                               style=discord.ButtonStyle.danger))
    view.add_item(ResignButton(game_id, summary.version, "no", label=say("bot-button-keep-playing")))
    return content, detached(view)


DYNAMIC_ITEMS = (ChoiceButton, FinishButton, ChoiceSelect, NavButton, OpenPanelButton, ResignButton)
