"""Mombasa's private panels (profile.panel_builder): one panel per decision, built for the game.

The engine asks one small decision at a time (a card, then a slot; goods, then a card to
buy, then each track step). Here they become a few menus, and where the next decisions
follow from one pick, the pick stands for all of them (``MenuOption.then``: the engine
still checks each, and a stale pick changes nothing):

- planning: a button per card (identical cards grouped with a count) into the first empty
  action slot, so a plan of k cards takes k taps and one Confirm (the plan's own button,
  profile.finish_kinds); the card just placed moves to another slot with one tap;
- the action menu: every action, the expansion already with its company;
- goods: more goods to pay with, or the card to buy (the goods used so far pay for it);
  then where the units left go, all of them in one pick; then Confirm;
- expansion: one tap per region (a row per base column the post comes from; a region two
  columns reach says which), and finishing early is the move's Confirm;
- bookkeeping: the ink jar in one pick, the points spent in one pick where the ways fit a
  menu; where the rest of the move follows (the books onto the first empty spaces ahead of
  the ink jar, rulebook page 7), each way is a button that places them and confirms the
  move, and a menu offers the same books with their space chosen by hand; a book's space
  is a short button per space (rows of five), several books front to back in one tap (an
  expansion's bookkeeping point so takes no tap beyond its book: r + 3 with the opening);
  where there are more ways than three buttons (two points of twelve books), the three
  nearest to the player's cards are the buttons and one menu offers every book, one point
  at a time (``defaults``); an ousted post goes to its default column, said above them;
- an ousted post with nothing to decide after it: each column is the move's Confirm;
- a menu whose options fit on buttons is shown as buttons (``_tappable``): one tap, not two.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from bot.games.outcomes import Choice, Menu, MenuOption
from bot.games.outcomes import (
    PanelSketch as Panel,  # a builder shapes the panel before it is frozen
)
from bot.words import speaker
from rules.core import Message, msg
from rules.mombasa import wording as W
from rules.mombasa.components.catalog import Catalog, catalog_for
from rules.mombasa.components.loader import load_components

from .defaults import book_fit, oust_column

PLACE_KIND = "plan_place"
MENUS_MAX = 4  # 4 menus and a row of buttons: Discord's 5 rows
OPTIONS_MAX = 25  # Discord's options in one menu
PATH_MAX = 8  # choices one pick may stand for (bot/ui/panels.PATH_MAX)
SEARCH_MAX = 120  # decisions looked ahead while listing where a goods action's steps go
TOP_KINDS = {"goods", "expand", "bookkeeper", "diamond", "bonus", "end_phase", "plus_one"}
CANCEL = "cancel"
ASKS = {  # what a plain menu of these choices asks
    "bot-mombasa-ask-books": {"take_book", "take_pound"},
    "bot-mombasa-ask-place-book": {"place_book"},
    "bot-mombasa-ask-flip": {"flip_book", "no_flip"},
    "bot-mombasa-ask-ink": {"ink_forward", "ink_stop"},
    "bot-mombasa-ask-oust": {"oust_return", "oust_remove"},
    "bot-mombasa-ask-pickup": {"pickup"},
    "bot-mombasa-ask-tile": {"choose_tile"},
    "bot-mombasa-ask-rest": {"arrange"},
}


def _arg(message: Message | None, name: str) -> Any:
    args = getattr(message, "args", None) or {}
    return args.get(name)


def _as_message(value: Any) -> Message | None:
    if isinstance(value, Message):
        return value
    if isinstance(value, dict) and isinstance(value.get("key"), str):
        return msg(value["key"], **(value.get("args") or {}))
    return None


def _label(choice: Choice) -> Message:
    return choice.message or msg("bot-text", text=choice.label)


def build_panel(panel: Panel) -> None:
    _shape(panel)
    _tappable(panel)
    _finish_last(panel)


FINISH_BOOKS_MENU = "bot-mombasa-finish-books-menu"  # an expansion finished with its books


def _finish_last(panel: Panel) -> None:
    """The Confirm that finishes an expansion with its books after the regions' buttons."""
    last = [m for m in panel.menus if m.buttons and m.placeholder.key == FINISH_BOOKS_MENU]
    if last:
        rest = [m for m in panel.menus if m not in last]
        cut = sum(m.buttons for m in rest)  # (the buttons come first: ``_tappable``)
        panel.menus = [*rest[:cut], *last, *rest[cut:]]


def _shape(panel: Panel) -> None:
    last = _last_placed(panel)
    _plan_so_far(panel)
    _expansion_so_far(panel)
    _ink_so_far(panel)
    kinds = {c.kind for c in panel.choices}
    if PLACE_KIND in kinds or (kinds and kinds <= {"plan_take", "plan_commit"}):
        _planning(panel, last)
    elif kinds & {"goods_add", "goods_done"}:
        _goods_select(panel)
    elif "buy" in kinds:
        _buy(panel, panel.choices, ())
    elif kinds and kinds <= {"step", "forfeit_units"}:
        _steps(panel)
    elif "enter" in kinds:
        _regions(panel)
    elif kinds & TOP_KINDS and kinds <= TOP_KINDS:
        _actions(panel)
    elif kinds == {"place_book"} and _place_book(panel):
        pass
    elif kinds and kinds <= INK_KINDS and _ink(panel):
        pass
    elif kinds and kinds <= SPEND_KINDS and _spend(panel):
        pass
    elif kinds and kinds <= OUST_KINDS and _oust(panel):
        pass
    else:
        # the plain menu of choices, asking what this decision is about
        asks = [key for key, of in ASKS.items() if kinds and kinds <= of]
        if asks:
            tiles = asks[0] == "bot-mombasa-ask-tile"
            alone = tiles and _humans(panel.view) == 1
            # in solo the one human chooses alone: nothing is secret from anyone
            panel.placeholder = msg(asks[0] + ("-solo" if alone else ""))
            if tiles:
                panel.choices = _tiles_whole(panel.choices, panel.names)


# a few choices' words beside their buttons, numbered as the buttons say ("**1.** "): the
# section's 140 characters (bot/ui/panels.py) less the number's
SECTION_WORDS_MAX = 140 - len("**1.** ")
CARD_KEY = "mombasa-card"


def _tiles_whole(choices: list[Choice], names: list[str]) -> list[Choice]:
    """The starting tiles' choices whole in a section's words: each tile's bonus (what tells
    the tiles apart) and its resting cards, these in their short form ("coffee 1") for
    every tile when the long one ("1-unit coffee card") would not fit for one of them (the
    tiles offered read the same way)."""
    w = speaker()
    if all(c.message is None or len(w(c.message, names=names)) <= SECTION_WORDS_MAX for c in choices):
        return choices
    return [replace(c, message=_short_cards(c.message)) if c.message is not None else c for c in choices]


def _short_cards(value: Any) -> Any:
    """``value`` (a message, its arguments) with every card named by its short form."""
    message = _as_message(value)
    if message is None:
        return value
    key = CARD_KEY + "-short" if message.key == CARD_KEY else message.key
    return msg(key, **{k: _short_cards(v) for k, v in message.args.items()})


def _humans(view: Any) -> int | None:
    """How many players of the seat's view are people (not the automated opponent)."""
    players = view.get("players") if isinstance(view, dict) else None
    if not isinstance(players, list):
        return None
    return sum(1 for p in players if isinstance(p, dict) and not p.get("automa"))


# -- one tap, not two -------------------------------------------------------------------------
ROWS = 5  # rows of controls for the choices, and one more of the panel's own (Back, Cancel)
ROW_BUTTONS = 5  # buttons in one row
BUTTON_TEXT_MAX = 80  # a button's label, whole (a menu's option may shorten and explain)
SIDE_BUTTONS_MAX = 4  # the choices in no menu, shown beside the menus (bot/ui/panels.py)


def _tappable(panel: Panel) -> None:
    """The game's menus as buttons where they fit (a pick from a menu is two taps: open it,
    pick; a button is one): each menu in turn, while the panel keeps within Discord's rows,
    when its options read whole and apart as buttons. A menu whose options do not all fit
    keeps those that do as buttons and the rest in a menu ("end your action phase" with a
    long list of cards)."""
    if not panel.menus:
        return
    w = speaker()
    side = min(SIDE_BUTTONS_MAX, sum(1 for c in panel.choices if c.index not in panel.in_menus))
    # the menus' buttons share rows of five; the choices beside them (Confirm) are a row of
    # their own, and the panel's own controls (Back, Cancel) one more
    own_rows = -(-side // ROW_BUTTONS) + 1
    buttons = 0
    used = {w(c.message, names=panel.names) if c.message is not None else c.label
            for c in panel.choices if c.index not in panel.in_menus}
    menus: list[Menu] = []
    for n, menu in enumerate(panel.menus):
        if menu.placeholder.key in MENUS_KEPT:
            menus.append(menu)
            continue
        fitting = tuple(o for o in menu.options if _reads_as_button(w, o, panel.names))
        texts = [_button_text(w, o, panel.names) for o in fitting]
        if len(set(texts)) != len(texts) or used & set(texts):
            # two buttons would read the same (a button shows no menu's question): the
            # menu's question and descriptions tell them apart
            fitting, texts = (), []
        rest = tuple(o for o in menu.options if o not in fitting)
        if 0 < len(rest) <= 2 and fitting:
            # no menu of one or two options left over under the buttons (issue 28): they
            # are buttons in their short forms where these read whole and apart, else the
            # options stay together in one menu
            shorter = tuple(replace(o, label=_short_form(w, o.label)) for o in rest)
            more = [_button_text(w, o, panel.names) for o in shorter]
            if all(_reads_as_button(w, o, panel.names) for o in shorter) and len(set(texts + more)) == len(texts) + len(more) \
                    and not used & set(more):
                fitting, texts, rest = fitting + shorter, texts + more, ()
            else:
                fitting, texts, rest = (), [], menu.options
        # the menus left as menus take a row each, the buttons share rows of five
        selects = sum(not m.buttons for m in menus) + len(panel.menus) - n - 1 + bool(rest)
        rows = -(-(buttons + len(fitting)) // ROW_BUTTONS) + selects + own_rows
        if fitting and rows <= ROWS + 1 and len(menus) + len(panel.menus) - n + bool(rest) <= MENUS_MAX:
            buttons += len(fitting)
            used.update(texts)
            menus.append(replace(menu, options=fitting, buttons=True))
            if rest:
                menus.append(replace(menu, options=rest))
        else:
            menus.append(menu)
    # the buttons first: a menu then takes a row of its own below them; a pick from a menu
    # only drafts a way that would end the move (Confirm follows), so it says no "Confirm"
    panel.menus = ([m for m in menus if m.buttons]
                   + [replace(m, options=tuple(map(_drafted_only, m.options))) for m in menus if not m.buttons])
    # buttons have no placeholder: the first one's question is a line (not that of buttons
    # that confirm the move when others follow: those say it themselves)
    shown = [m for m in panel.menus if m.buttons]
    asks = next((m.placeholder for m in shown if not all(o.finishing for o in m.options)),
                shown[0].placeholder if shown else None)
    if asks is not None:
        panel.info = [*panel.info, asks]


# menus that stay menus: a second way to what buttons offer (a book's space chosen by hand,
# other books than those suggested)
MENUS_KEPT = {"bot-mombasa-books-own-space-menu", "bot-mombasa-books-other-menu"}


def _drafted_only(option: MenuOption) -> MenuOption:
    """A way that would end the move, as a menu's option: drafted, then confirmed."""
    if not option.finishing:
        return option
    label = option.label
    if label.key == "bot-mombasa-confirm-with":
        label = _as_message(label.args.get("action")) or label
    return replace(option, label=label, finishing=False)


def _short_form(w: Any, message: Message) -> Message:
    """``message`` with every part that has a short form in the catalogue (its key with
    "-short") in that form, as a shortened label reads (bot/ui/panels.py's ``fit``)."""
    args = {k: _short_form(w, m) if (m := _as_message(v)) is not None else v for k, v in message.args.items()}
    return msg(message.key + "-short" if w.has(message.key + "-short") else message.key, **args)


def _button_text(w: Any, option: MenuOption, names: list[str]) -> str:
    text = w(option.label, names=names)
    return w(msg("bot-option-count", label=text, count=option.count)) if option.count > 1 else text


def _reads_as_button(w: Any, option: MenuOption, names: list[str]) -> bool:
    """Whether the option's whole label fits on a button. Its description is detail the
    picture shows too (where a card lies, the expansion's points): buttons that would read
    the same without it stay a menu (``_tappable``)."""
    return len(_button_text(w, option, names)) <= BUTTON_TEXT_MAX


# -- bookkeeping ------------------------------------------------------------------------------
INK_KINDS = frozenset({"flip_book", "no_flip", "ink_forward", "ink_stop"})
SPEND_KINDS = frozenset({"take_book", "take_pound"})


def _runs(panel: Panel, kinds: frozenset[str],
          order: Any = None) -> list[tuple[tuple[int, ...], list[Choice]]] | None:
    """Every way through the decisions of ``kinds`` from here, each up to the first decision
    of another kind (or the move's end): (the path, the choices taken). None when there are
    more than one menu holds, or the search is too long to list. ``order``: a key for the
    choices where their order makes no difference (books taken): only ways in that order."""
    found: list[tuple[tuple[int, ...], list[Choice]]] = []
    budget = [SEARCH_MAX]

    def walk(path: tuple[int, ...], taken: list[Choice], choices: list[Choice] | None) -> bool:
        if path and (choices is None or any(c.kind not in kinds for c in choices)):
            found.append((path, taken))
            return len(found) <= OPTIONS_MAX
        if len(path) >= PATH_MAX or budget[0] <= 0:
            return False
        budget[0] -= 1
        return all(walk((*path, c.index), [*taken, c], _ahead(panel, (*path, c.index)))
                   for c in choices or [] if c.kind in kinds
                   and (order is None or not taken or order(c) >= order(taken[-1])))

    return found if walk((), [], panel.choices) and found else None


def _ink(panel: Panel) -> bool:
    """The bookkeeper's ink jar in one pick: whether to flip a book first (pay 2 pounds), and
    the space the ink jar ends on (every space forward it may reach, one step at a time in
    the engine)."""
    runs = _runs(panel, INK_KINDS)
    if runs is None:
        return False
    options = []
    for path, taken in runs:
        flip = next((c for c in taken if c.kind == "flip_book"), None)
        # where the ink jar ends: the last space it moved onto or stopped on (the engine
        # stops it by itself when it can go no further), else where it stands
        ink = [c for c in taken if c.kind in ("ink_forward", "ink_stop")]
        space = _arg(ink[-1].message, "space") if ink else _ink_space(panel)
        if space is None:
            return False  # (nothing to say where it ends: the plain menus)
        moved = any(c.kind == "ink_forward" for c in taken)
        label = (msg("bot-mombasa-ink-flip-path", flip=flip.params.get("space"), pounds=_arg(flip.message, "pounds"),
                     space=space, moved=moved)
                 if flip is not None else msg("bot-mombasa-ink-path", space=space, moved=moved))
        options.append(MenuOption(label, path[0], 1, path[1:]))
    panel.menus = [Menu(msg("bot-mombasa-ask-ink"), tuple(options))]
    panel.in_menus = frozenset(c.index for c in panel.choices if c.kind in INK_KINDS)
    return True


def _spending_order(c: Choice) -> tuple[int, ...]:
    """Books by where they lie, then pounds: the same books and pounds in another order
    leave the same position (each book taken once)."""
    if c.kind == "take_book":
        return (0, int(c.params.get("column", 0)), int(c.params.get("row", 0)))
    return (1,)


def _ink_space(panel: Panel) -> int | None:
    players = panel.view.get("players") if isinstance(panel.view, Mapping) else None
    try:
        ink = players[panel.seat]["ink"]  # type: ignore[index]  # a view read defensively
    except (TypeError, IndexError, KeyError):
        return None
    return ink if isinstance(ink, int) else None


def _spend(panel: Panel) -> bool:
    """Bookkeeping points spent in one pick: every way to spend them all (the same books
    and pounds in another order are one way). Where the rest of the move follows from the
    way (the books onto the first empty spaces ahead of the ink jar, as rulebook page 7
    advises, an ousted post back to its default column: ``defaults``), the way is the
    move's Confirm, one tap (issue 28: an expansion's reward or a bookkeeper's points,
    then the books' spaces and Confirm, were three or four); a menu then offers the same
    books with their space chosen by hand. Where there are more such ways than fit one
    phone screen (``SUGGESTED_MAX``), the nearest to the player's cards are the buttons
    (``defaults.book_fit``) and a menu offers every book and the pound, one point at a
    time. A way with more to decide after it stays a step, in that menu when others are
    Confirm buttons: one look, green buttons that play the move, grey menus that draft."""
    runs = _runs(panel, SPEND_KINDS, _spending_order)
    points = _points(panel)
    if runs is not None and sum(_placed_front(panel, path) is not None for path, _ in _ways(runs).values()) \
            > SUGGESTED_MAX:
        runs = None
    suggested = runs is None and points is not None
    if runs is None:  # too many ways for buttons: the suggested ones, then one point at a time
        runs = _suggested(panel, points) if points is not None else []
        if not runs:
            suggested = False
            runs = [((c.index,), [c]) for c in panel.choices if c.kind in SPEND_KINDS]
    ways = _ways(runs)
    plain = [MenuOption(_chain([_label(c) for c in taken]), path[0], 1, path[1:]) for path, taken in ways.values()]
    placed = [_placed_front(panel, path) for path, _ in ways.values()]
    panel.in_menus = frozenset(c.index for c in panel.choices if c.kind in SPEND_KINDS)
    if not any(placed):
        panel.menus = [Menu(msg("bot-mombasa-ask-books"), tuple(plain[:OPTIONS_MAX]))]
        return True
    w = speaker()
    options: list[MenuOption] = []
    steps: list[MenuOption] = []  # ways with more to decide: drafted from the menu
    by_hand: list[MenuOption] = []
    notes: list[Message] = []
    whole_books: dict[int, Message] = {}  # option -> its label naming its one book whole
    alone: list[tuple[int, int | None, Message, Any]] = []  # option, its one book's space
    tight_used = False  # books named "A from 2 top" on the buttons: so in the lines above
    for (_path, taken), found, option in zip(ways.values(), placed, plain, strict=True):
        if found is None:  # more to decide after it (a second point, an ousted post's column)
            steps.append(option)
            continue
        whole, spaces, ousted = found
        notes += [n for n in ousted if n not in notes]
        short = _chain([_spent_short(c) for c in taken])
        label = msg("bot-mombasa-confirm-with", action=short)
        if spaces:
            by_hand.append(option)
            # ("own": the books this way takes; one only when it is the one placed)
            own = sum(c.kind == "take_book" for c in taken)
            onto = {"spaces": ", ".join(map(str, spaces)), "count": len(spaces),
                    "own": 1 if own == 1 and len(spaces) == 1 else 0}
            label = msg("bot-mombasa-confirm-with", action=msg("bot-mombasa-books-onto", what=short, **onto))
            if own > 1 and own == len(spaces):  # several books, each short: one button's words
                tight_used = True
                tight = _chain([_spent_short(c, tight=True) for c in taken])
                label = msg("bot-mombasa-confirm-with", action=msg("bot-mombasa-books-onto-short", what=tight, **onto))
            if len(taken) == 1 and taken[0].kind == "take_book":
                whole_books[len(options)] = msg("bot-mombasa-confirm-with", action=msg(
                    "bot-mombasa-books-onto", what=_arg(taken[0].message, "book"), **onto))
            if own == 1 and len(spaces) == 1:
                alone.append((len(options), spaces[0], short, _arg(taken[0].message, "book")
                               if len(taken) == 1 else None))
            else:
                alone.append((len(options), None, short, None))
        options.append(MenuOption(label, whole[0], 1, whole[1:], finishing=True))
    # every button's one book onto the same space: the space said once, in the question
    # (each label a line shorter on a phone)
    space = alone[0][1] if alone and len({a[1] for a in alone}) == 1 else None
    if space is not None:
        for n, _space, short, book in alone:
            options[n] = replace(options[n], label=msg("bot-mombasa-confirm-with", action=short))
            if book is not None:
                whole_books[n] = msg("bot-mombasa-confirm-with", action=book)
    # one book named whole ("A-book (2 coffee → +2 pounds) → space 4") where that fits a
    # button and no other book reads the same; else by its letter and where it lies, and
    # whole in a line above the buttons
    texts = {n: w(m, names=panel.names) for n, m in whole_books.items()}
    alike = list(texts.values())
    for n, text in texts.items():
        if len(text) <= BUTTON_TEXT_MAX and alike.count(text) == 1:
            options[n] = replace(options[n], label=whole_books[n])
    asks = (msg("bot-mombasa-books-suggested", points=points, space=space or 0) if suggested
            else msg("bot-mombasa-ask-books-onto", space=space) if space is not None else msg("bot-mombasa-ask-books"))
    onto_once = _spaces_once(panel, ways, placed, options) if suggested and space is None else None
    if onto_once is not None:
        options, spaces_said, named_whole = onto_once
        asks = msg("bot-mombasa-books-suggested-onto", points=points, spaces=spaces_said[0], count=spaces_said[1])
        if named_whole:
            whole_books = {n: o.label for n, o in enumerate(options)}
    panel.menus = [Menu(asks, tuple(options))]
    if suggested:
        # every book and the pound, one point at a time, each book then asking its space
        # (so also the suggested books on a space chosen by hand): one menu, not two
        panel.menus.append(Menu(msg(OTHER_MENU), tuple(
            MenuOption(_label(c), c.index) for c in panel.choices if c.kind in SPEND_KINDS)[:OPTIONS_MAX]))
    elif steps:
        panel.menus.append(Menu(msg(OTHER_MENU), tuple(steps[:OPTIONS_MAX])))
    if by_hand and not suggested:
        panel.menus.append(Menu(msg(BY_HAND_MENU), tuple(by_hand[:OPTIONS_MAX])))
    # the books the buttons name short: whole here, once each; then where an ousted post goes
    short_named = {(_arg(c.message, "column"), _arg(c.message, "row"))
                   for n, taken in enumerate(t for (_p, t), f in zip(ways.values(), placed, strict=True) if f)
                   if options[n].label is not whole_books.get(n) for c in taken if c.kind == "take_book"}
    panel.info = [*panel.info,
                  *(_book_offer(c, tight_used) for c in panel.choices if c.kind == "take_book"
                    and (_arg(c.message, "column"), _arg(c.message, "row")) in short_named),
                  *notes]
    return True


def _spaces_once(panel: Panel, ways: dict[Any, tuple[tuple[int, ...], list[Choice]]],
                 placed: list[Any], options: list[MenuOption]
                 ) -> tuple[list[MenuOption], tuple[str, int], bool] | None:
    """The suggested ways' buttons when every one places its books onto the same spaces:
    the spaces said once, in the question, and each button naming its books whole ("A
    (expansion 2 → +2 pounds), B (3 cotton → +3 pounds)") where every label fits a button
    and reads apart from the others, else short ("A from 2 bottom, B from 4 bottom") with
    the books whole in the lines above. Each label a line or two shorter on a phone, and no
    line per book (the two-point reward panel was taller than a phone's screen). None when
    the ways' spaces differ, or a way places no book of its own."""
    made = [(taken, found) for (_p, taken), found in zip(ways.values(), placed, strict=True) if found is not None]
    if len(made) != len(options) or not made:
        return None
    spaces = {tuple(found[1]) for _taken, found in made}
    if len(spaces) != 1 or not next(iter(spaces)):
        return None
    said = next(iter(spaces))
    if any(sum(c.kind == "take_book" for c in taken) != len(said) for taken, _found in made):
        return None  # (a pound among them, or books taken before: the spaces on each button)
    w = speaker()
    whole = [msg("bot-mombasa-confirm-with", action=_chain([_book_whole_short(c) for c in taken]))
             for taken, _found in made]
    texts = [w(m, names=panel.names) for m in whole]
    fits = all(len(t) <= BUTTON_TEXT_MAX for t in texts) and len(set(texts)) == len(texts)
    labels = whole if fits else [
        msg("bot-mombasa-confirm-with", action=_chain([_spent_short(c, tight=True) for c in taken]))
        for taken, _found in made]
    return ([replace(o, label=label) for o, label in zip(options, labels, strict=True)],
            (", ".join(map(str, said)), len(said)), fits)


def _book_whole_short(c: Choice) -> Message:
    """A book taken, whole but short: its letter, requirements and rewards ("A (2 coffee →
    +2 pounds)"); the pound as itself."""
    book = _as_message(_arg(c.message, "book"))
    if c.kind != "take_book" or book is None or book.key != "mombasa-book":
        return _spent_short(c)
    return msg("bot-mombasa-book-whole-short", letter=_arg(book, "letter"), requirements=_arg(book, "requirements"),
               rewards=_arg(book, "rewards"))


def _book_offer(c: Choice, tight: bool) -> Message:
    """A book on offer, whole, in a line above the buttons that name it short: as they do
    ("A from 2 top: 1 coffee → +1 pound", one line on a phone) when ``tight``."""
    column, row, book = _arg(c.message, "column"), _arg(c.message, "row"), _as_message(_arg(c.message, "book"))
    if tight and book is not None and book.key == "mombasa-book":
        return msg("bot-mombasa-book-offer-short", column=column, row=row, letter=_arg(book, "letter"),
                   requirements=_arg(book, "requirements"), rewards=_arg(book, "rewards"))
    return msg("bot-mombasa-book-offer", column=column, row=row, book=_arg(c.message, "book"))


def _ways(runs: list[tuple[tuple[int, ...], list[Choice]]]) -> dict[tuple[str, ...], tuple[tuple[int, ...], list[Choice]]]:
    """The runs, the same books and pounds in another order once."""
    ways: dict[tuple[str, ...], tuple[tuple[int, ...], list[Choice]]] = {}
    for path, taken in runs:
        ways.setdefault(tuple(sorted(repr(c.message) for c in taken)), (path, taken))
    return ways


def _points(panel: Panel) -> int | None:
    """The bookkeeping points to spend here: the pounds they would take, one at a time."""
    path: tuple[int, ...] = ()
    choices: list[Choice] | None = panel.choices
    while choices and len(path) < PATH_MAX:
        pound = next((c for c in choices if c.kind == "take_pound"), None)
        if pound is None:
            return None
        path += (pound.index,)
        choices = _ahead(panel, path)
        if not choices or not any(c.kind in SPEND_KINDS for c in choices):
            return len(path)
    return None


def _suggested(panel: Panel, points: int) -> list[tuple[tuple[int, ...], list[Choice]]]:
    """The ways to spend ``points`` that suit the player best (``defaults.book_fit``: the
    books nearest to their cards), at most ``SUGGESTED_MAX`` (``SUGGESTED_SEVERAL_MAX`` for
    several points), each as a path through the
    engine's decisions (books in the display's order, then pounds)."""
    books = [c for c in panel.choices if c.kind == "take_book"]
    pound = next((c for c in panel.choices if c.kind == "take_pound"), None)
    fit = {c.index: book_fit(panel.view, panel.seat, int(c.params.get("column", 0)), int(c.params.get("row", 0)))
           for c in books}
    if any(f is None for f in fit.values()):
        return []
    cost = {c.index: int(_arg(c.message, "cost") or 1) for c in books}
    ranked: list[tuple[float, tuple[Choice, ...], int]] = []
    for k in range(min(points, len(books)) + 1):
        for group in itertools.combinations(books, k):
            spent = sum(cost[c.index] for c in group)
            if spent > points or (spent < points and pound is None):
                continue
            ranked.append((sum(fit[c.index] or 0.0 for c in group), group, points - spent))
    ranked.sort(key=lambda r: (-r[0], r[2], [_spending_order(c) for c in r[1]]))
    out = []
    for _score, group, pounds in ranked:
        found = _spent_path(panel, [*sorted(group, key=_spending_order), *([pound] * pounds)])
        if found is not None and _placed_front(panel, found[0]) is not None:
            out.append(found)
        if len(out) >= (SUGGESTED_MAX if points < 2 else SUGGESTED_SEVERAL_MAX):
            break
    return out


def _spent_path(panel: Panel, wanted: list[Any]) -> tuple[tuple[int, ...], list[Choice]] | None:
    """The engine's decisions that take ``wanted`` (choices of the first decision: the
    same book by where it lies, or a pound) one after the other, all points spent."""
    path: tuple[int, ...] = ()
    taken: list[Choice] = []
    choices: list[Choice] | None = panel.choices
    for want in wanted:
        found = next((c for c in choices or [] if c.kind == want.kind and c.params.get("column") == want.params.get("column")
                      and c.params.get("row") == want.params.get("row")), None)
        if found is None:
            return None
        path += (found.index,)
        taken.append(found)
        choices = _ahead(panel, path)
    if choices and any(c.kind in SPEND_KINDS for c in choices):
        return None  # (points left)
    return path, taken


SUGGESTED_MAX = 3  # ways offered as Confirm buttons: with the picture, within a phone's screen
# ... for two points or more: each button names two books (two or three lines on a phone)
SUGGESTED_SEVERAL_MAX = 2
OTHER_MENU = "bot-mombasa-books-other-menu"  # every book, one point at a time
BY_HAND_MENU = "bot-mombasa-books-own-space-menu"  # stays a menu: a second way to the same books


def _chain(labels: list[Message]) -> Message:
    label = labels[-1]
    for first in reversed(labels[:-1]):
        label = msg("bot-mombasa-steps-and", first=first, rest=label)
    return label


def _spent_short(c: Choice, tight: bool = False) -> Message:
    """A point's spending named short: the book by its letter and where it lies (the
    panel lists the books whole), or the pound; ``tight``: shorter still ("A from 2
    top"), for several books on one button."""
    book = _as_message(_arg(c.message, "book"))
    if c.kind != "take_book" or book is None:
        return msg("bot-mombasa-pound-short")
    return msg("bot-mombasa-book-at-short" if tight else "bot-mombasa-book-at", letter=_arg(book, "letter"),
               column=_arg(c.message, "column"), row=_arg(c.message, "row"))


def _open_ahead(choice: Choice, ink: int | None) -> bool:
    """A book's place on an empty space ahead of the ink jar (the jar cannot skip an empty
    space: rulebook page 7)."""
    space = _arg(choice.message, "space")
    return ((_arg(choice.message, "covered") or "none") == "none" and isinstance(space, int)
            and (ink is None or space > ink))


def _front_place(choices: list[Choice], ink: int | None) -> Choice | None:
    """Where the first book offered (``choices[0]``'s) goes front to back: its place on the
    first empty space ahead of the ink jar; None when it has none."""
    book = repr(_arg(choices[0].message, "book"))
    empty = [c for c in choices if repr(_arg(c.message, "book")) == book and _open_ahead(c, ink)]
    return min(empty, key=lambda c: _arg(c.message, "space")) if empty else None


def _placed_front(panel: Panel, path: tuple[int, ...]) -> tuple[tuple[int, ...], list[int], list[Message]] | None:
    """``path`` with the rest of the move when it follows: the decisions that offer one
    choice only, an ousted post back to its default column (``defaults.oust_column``),
    and the books taken onto the first empty spaces ahead of the ink jar, in the order
    taken (the ink jar cannot skip an empty space: rulebook page 7). The whole path, the
    spaces and a line per ousted post saying where it goes; None when a decision with a
    real choice is left (a capital call), or a book has no empty space ahead."""
    ink = _ink_space(panel)
    path = _forced(panel, path)
    spaces: list[int] = []
    ousted: list[Message] = []
    returned: dict[str, dict[int, int]] = {}
    choices = _ahead(panel, path)
    while choices and len(path) < PATH_MAX:
        if all(c.kind == "place_book" for c in choices):
            best = _front_place(choices, ink)
            if best is None:
                return None
            spaces.append(_arg(best.message, "space"))
        elif all(c.kind in OUST_KINDS for c in choices):
            best = _oust_default(panel, choices, returned)
            if best is None:
                return None
            ousted.append(msg("bot-mombasa-oust-default", company=_arg(best.message, "company"),
                              column=int(best.params.get("column", 0)) + 1))
        else:
            break
        path = _forced(panel, (*path, best.index))
        choices = _ahead(panel, path)
    return (path, spaces, ousted) if _ends_move(panel, path) else None


OUST_KINDS = frozenset({"oust_return", "oust_remove"})


def _oust_default(panel: Panel, choices: list[Choice], returned: dict[str, dict[int, int]]) -> Choice | None:
    """The column an ousted post goes back to unless the player chooses (``defaults``);
    ``returned`` counts the posts this path already put back, and this one is added."""
    returns = [c for c in choices if c.kind == "oust_return"]
    company = _arg(_as_message(_arg(returns[0].message, "company")), "id") if returns else None
    if not isinstance(company, str):
        return None
    column = oust_column(panel.view, panel.seat, company, [int(c.params.get("column", 0)) for c in returns],
                        returned.get(company))
    best = next((c for c in returns if c.params.get("column") == column), None)
    if best is not None and column is not None:
        back = returned.setdefault(company, {})
        back[column] = back.get(column, 0) + 1
    return best


def _oust(panel: Panel) -> bool:
    """Where an ousted post goes back: each column the move's Confirm when nothing is left
    to decide after it (one tap, not a column and then Confirm); else the plain choice."""
    paths = {c.index: _forced(panel, (c.index,)) for c in panel.choices if c.kind in OUST_KINDS}
    if not paths or not all(_ends_move(panel, path) for path in paths.values()):
        return False
    panel.placeholder = msg("bot-mombasa-ask-oust")
    for n, c in enumerate(panel.choices):
        if c.index in paths:
            panel.choices[n] = replace(c, message=msg("bot-mombasa-confirm-with", action=_label(c)))
    panel.then = {**panel.then, **{i: path[1:] for i, path in paths.items()}}
    panel.finishing = panel.finishing | set(paths)
    return True


def _place_book(panel: Panel) -> bool:
    """Where one book goes: the book named once (in the question, with the space front to
    back), each option a short button with the space's number as the move's label says it
    and the book it covers ("3", "5 (on A)"): twelve whole labels were taller than a
    phone's screen. False when the choices place different books."""
    places = [c for c in panel.choices if c.kind == "place_book"]
    if any(_arg(c.message, "space") is None for c in places):
        return False
    # several books: the first taken first (each then asks in turn), one tap per book
    first = repr(_arg(places[0].message, "book")) if places else None
    places = [c for c in places if repr(_arg(c.message, "book")) == first]
    if not places:
        return False
    # one short button per space ("3", "5 (on A)"), rows of five, instead of a line each
    # (twelve lines were taller than a phone's screen); the question names the book once
    # and the space front to back
    options = tuple(MenuOption(msg("bot-mombasa-book-space-short", space=_arg(c.message, "space"),
                                   covered=str(_arg(c.message, "covered") or "none")), c.index)
                    for c in places[:OPTIONS_MAX])
    ink = _ink_space(panel)
    front = min((_arg(c.message, "space") for c in places if _open_ahead(c, ink)), default=None)
    book = _arg(places[0].message, "book")
    asks = (msg("bot-mombasa-book-space-ask", book=book, front=front) if front is not None
            else msg("bot-mombasa-book-space-ask-any", book=book))
    together = _front_to_back(panel)
    menus = [Menu(asks, options)]
    if together is not None:  # the Confirm first, a step after the spaces (their question heads)
        front = Menu(msg("bot-mombasa-place-books-front-menu"), (together,))
        menus = [front, *menus] if together.finishing else [*menus, front]
    panel.menus = menus
    panel.in_menus = frozenset(c.index for c in panel.choices if c.kind == "place_book")
    return True


def _front_to_back(panel: Panel) -> MenuOption | None:
    """Several books in one tap, as the rulebook advises (page 7: the ink jar cannot skip an
    empty space, so fill the track from front to back): each book in the order taken onto
    the first empty space ahead of the ink jar; the move's Confirm when nothing is left to
    decide after it (one book too). None for one book that does not end the move, or when a
    book has no empty space ahead (an A-book's crossed-out spaces)."""
    ink = _ink_space(panel)
    path: tuple[int, ...] = ()
    spaces: list[int] = []
    choices: list[Choice] | None = panel.choices
    while choices and all(c.kind == "place_book" for c in choices) and len(path) < PATH_MAX:
        best = _front_place(choices, ink)
        if best is None:
            return None
        path += (best.index,)
        spaces.append(_arg(best.message, "space"))
        choices = _ahead(panel, path)
    path = _forced(panel, path)
    label = msg("bot-mombasa-place-books-front", spaces=", ".join(map(str, spaces)), count=len(spaces))
    if _ends_move(panel, path):  # the book's default space, and the move's Confirm
        return MenuOption(msg("bot-mombasa-confirm-with", action=label), path[0], 1, path[1:], finishing=True)
    if len(spaces) < 2:
        return None
    return MenuOption(label, path[0], 1, path[1:])


# -- looking ahead ----------------------------------------------------------------------------
def _ahead(panel: Panel, path: tuple[int, ...]) -> list[Choice] | None:
    """The choices after ``path`` (without the engine's cancel), None once the move is whole."""
    if panel.lookahead is None:
        return None
    found = panel.lookahead(path)
    return None if found is None else [c for c in found if c.kind != CANCEL]


def _forced(panel: Panel, path: tuple[int, ...]) -> tuple[int, ...]:
    """``path`` and the decisions after it that offer one choice only (a last forfeit, the
    one column an ousted post can go back to): no need to click them."""
    while len(path) < PATH_MAX:
        ahead = _ahead(panel, path)
        if not ahead or len(ahead) != 1 or ahead[0].kind in panel.finish_kinds:
            break
        path += (ahead[0].index,)
    return path


def _option(panel: Panel, path: tuple[int, ...], label: Message, description: Message | None = None,
            count: int = 1) -> MenuOption:
    path = _forced(panel, path)
    return MenuOption(label, path[0], count, path[1:], description)


def _ends_move(panel: Panel, path: tuple[int, ...]) -> bool:
    return panel.lookahead is not None and panel.lookahead(path) is None


# -- planning ---------------------------------------------------------------------------------
def _planning(panel: Panel, last: int | None) -> None:
    """One tap per card: the hand's cards (its ``card``; identical cards grouped) go into the
    first empty action slot, so tapping them in the slots' order fills any plan; the card
    just placed can move to another empty slot with one tap (the slot decides the resting
    deck it goes to, rulebook page 4), and each planned card can be taken back. ``last``:
    the slot of the last card placed, if it is still there."""
    places = [c for c in panel.choices if c.kind == PLACE_KIND]
    takes = [c for c in panel.choices if c.kind == "plan_take"]
    slots: dict[int, list[Any]] = {}
    for choice in places:
        slots.setdefault(int(choice.params.get("slot", 0)), []).append(choice)
    menus = []
    if slots:  # (every slot full: only the take-backs and Confirm)
        first = min(slots)
        groups: dict[Any, list[tuple[Choice, Message | None]]] = {}
        for choice in slots[first]:
            groups.setdefault(_card_key(choice), []).append((choice, _planned_card(choice)))
        options = []
        for members in groups.values():
            choice, card = members[0]
            options.append(MenuOption(card if card is not None else _label(choice), choice.index, len(members)))
        # numbered as the image numbers its slots
        menus.append(Menu(msg("bot-mombasa-slot-menu", number=first + 1), tuple(options[:OPTIONS_MAX])))
    moves = _moves(panel, takes, last, sorted(slots)) if _slots_matter(panel.view) else []
    if moves:
        menus.append(Menu(msg("bot-mombasa-plan-move-menu"), tuple(moves)))
    if takes:
        menus.append(Menu(msg("bot-mombasa-plan-take-menu"),
                          tuple(MenuOption(_label(c), c.index) for c in takes)))
    panel.menus = menus
    # every placement is a card's button or a move (the plan's Confirm stays its own button)
    panel.in_menus = frozenset(c.index for c in (*places, *takes))


def _card_key(choice: Choice) -> Any:
    """What tells a placement's card apart: identical cards (same kind and values) are one."""
    card = _planned_card(choice)
    return ((card.key, repr(sorted((k, v) for k, v in card.args.items() if k != "id")))
            if card is not None else choice.label)


def _moves(panel: Panel, takes: list[Choice], last: int | None, free: list[int]) -> list[MenuOption]:
    """"Move the 2-unit coffee card to slot n": the card just placed into another empty slot, one pick standing
    for taking it back and placing it there (each checked by the engine)."""
    take = next((c for c in takes if c.params.get("slot") == last), None)
    if take is None:
        return []
    card = _as_message(_arg(take.message, "card"))
    after = _ahead(panel, (take.index,)) or []
    out = []
    for slot in free:
        found = next((c for c in after if c.kind == PLACE_KIND and c.params.get("slot") == slot
                      and card is not None and _card_key(c) == (card.key, repr(sorted(
                          (k, v) for k, v in card.args.items() if k != "id")))), None)
        if found is not None:
            out.append(MenuOption(msg("bot-mombasa-plan-move", card=card, number=slot + 1), take.index, 1,
                                  (found.index,)))
    return out


def _slots_matter(view: Any) -> bool:
    """Whether the slot a card goes into still matters: not in the last two rounds, whose
    resting decks never come back to the hand (rulebook page 4's note)."""
    if not isinstance(view, Mapping):
        return True
    round_, rounds = view.get("round"), view.get("rounds")
    return not (isinstance(round_, int) and isinstance(rounds, int) and round_ >= rounds - 1)


def _planned_card(choice: Choice) -> Message | None:
    """The card a placement plans: the choice's ``card`` (its id), as the engine names it."""
    cid = choice.params.get("card")
    return W.card(_catalog(), cid) if isinstance(cid, str) else _as_message(_arg(choice.message, "card"))


def _last_placed(panel: Panel) -> int | None:
    """The slot of the card the drafted plan placed last, if no later step took it back."""
    for m in reversed(panel.so_far):
        slot = _arg(_as_message(_arg(m, "slot")), "slot")
        if getattr(m, "key", None) == "mombasa-act-plan-place" and isinstance(slot, int):
            return slot
        if getattr(m, "key", None) == "mombasa-act-plan-take":
            return None
    return None


def _plan_so_far(panel: Panel) -> None:
    """While planning, "so far" is the plan the picks made, slot by slot (a card taken back
    is gone from it), numbered as the image numbers the slots."""
    keys = {"mombasa-act-plan-place", "mombasa-act-plan-take"}
    if not panel.so_far or any(getattr(m, "key", None) not in keys for m in panel.so_far):
        return
    plan: dict[int, Any] = {}
    for m in panel.so_far:
        slot = _arg(_as_message(_arg(m, "slot")), "slot")
        if not isinstance(slot, int):
            return
        if m.key == "mombasa-act-plan-place":
            plan[slot] = _arg(m, "card")
        else:
            plan.pop(slot, None)
    lines = [msg("bot-mombasa-plan-slot", number=slot + 1, card=plan[slot]) for slot in sorted(plan)]
    if not lines:
        panel.so_far = [msg("bot-mombasa-plan-empty")]
        return
    line = lines[-1]
    for first in reversed(lines[:-1]):
        line = msg("bot-mombasa-plan-and", first=first, rest=line)
    panel.so_far = [line]


def _expansion_so_far(panel: Panel) -> None:
    """An expansion's regions in "so far" as one short line ("Expand Cairo (2 points):
    Darfur, Lake Chad"): a line per region, each with its post's column, was six lines of
    a phone's screen above the reward's buttons (the picture shows the posts)."""
    keys = [getattr(m, "key", None) for m in panel.so_far]
    if "mombasa-act-expand" not in keys:
        return
    start = keys.index("mombasa-act-expand")
    end = start + 1
    while end < len(keys) and keys[end] == "mombasa-act-enter":
        end += 1
    if end == start + 1:
        return
    head = start - 1 if start and keys[start - 1] == "mombasa-act-expand-cards" else start
    expand = panel.so_far[start]
    line = msg("bot-mombasa-expansion-so-far", company=_arg(expand, "company"), points=_arg(expand, "points"),
               regions=[_arg(m, "region") for m in panel.so_far[start + 1:end]])
    panel.so_far = [*panel.so_far[:head], line, *panel.so_far[end:]]
    if not panel.complete:
        # "finished expanding Cairo: 3 regions entered" below it says that line again, two
        # lines of a phone's screen above a reward's buttons (the Confirm panel keeps the
        # thread's words whole)
        panel.preview = [m for m in panel.preview if getattr(m, "key", None) != "mombasa-ev-expansion-finished"]


def _ink_so_far(panel: Panel) -> None:
    """The ink jar's steps in "so far" as where it went: a step onto a space followed by
    another step (or its stop) says nothing the last one does not."""
    ink = {"mombasa-act-ink-forward", "mombasa-act-ink-stop"}
    keys = [getattr(m, "key", None) for m in panel.so_far]
    panel.so_far = [m for n, m in enumerate(panel.so_far)
                    if not (keys[n] == "mombasa-act-ink-forward" and n + 1 < len(keys) and keys[n + 1] in ink)]
    # a book flipped in its short form ("Flip the book on space 1 (pay 2)"): the book itself
    # is on the picture's track, and named whole it took two lines of a phone's screen
    panel.so_far = [msg("mombasa-act-flip-book-short", space=_arg(m, "space"), pounds=_arg(m, "pounds"))
                    if getattr(m, "key", None) == "mombasa-act-flip-book" else m for m in panel.so_far]


# -- the action menu --------------------------------------------------------------------------
def _actions(panel: Panel) -> None:
    """Every action in one menu; the expansion offered per company (the company is its
    first decision), so an expansion into r regions is r + 2 interactions."""
    options: list[MenuOption] = []
    for choice in panel.choices:
        if choice.kind == "expand":
            companies = _ahead(panel, (choice.index,)) or []
            if companies and all(c.kind == "expand_company" for c in companies):
                options += [_option(panel, (choice.index, c.index), _label(c),
                                    _label(choice))
                            for c in companies]
                continue
        if _whole_alone(choice):
            options.append(MenuOption(_label(choice), choice.index))
            continue
        # the decisions after it that offer one choice only come with it
        options.append(_option(panel, (choice.index,), _label(choice)))
    if len(options) > OPTIONS_MAX * MENUS_MAX:
        return  # the plain paged menu
    panel.menus = [Menu(msg("bot-mombasa-action-menu"), tuple(options[n:n + OPTIONS_MAX]))
                   for n in range(0, len(options), OPTIONS_MAX)]
    panel.in_menus = frozenset(c.index for c in panel.choices)


def _whole_alone(choice: Choice) -> bool:
    """An action whole by itself, with nothing to decide after it: ending your own action
    phase (rulebook page 9: you drop out of the action phase; the resting deck you take is
    part of the choice) and reserving a bonus tile ("Place 1 bonus marker": pay, and the
    tile is yours next round). Such an option is its own path: the lookahead would apply
    it only to find the move whole (issue 28: about two engine steps per committed move,
    one per such option of every action menu); a pick still drafts it and asks for Confirm."""
    return choice.kind == "end_phase" or (
        choice.kind == "bonus" and str(choice.params.get("space", "")).startswith("tile:"))


# -- goods ------------------------------------------------------------------------------------
def _goods_select(panel: Panel) -> None:
    """More goods to pay with; or the card to buy (these goods pay: "use these goods" and
    "buy" in one pick)."""
    adds = [c for c in panel.choices if c.kind == "goods_add"]
    done = next((c for c in panel.choices if c.kind == "goods_done"), None)
    menus = []
    if adds:
        menus.append(Menu(msg("bot-mombasa-goods-add-menu"),
                          tuple(MenuOption(_label(c), c.index) for c in adds[:OPTIONS_MAX])))
    hidden = {c.index for c in adds}
    if done is not None:
        buys = _ahead(panel, (done.index,))
        if buys and all(c.kind in ("buy", "no_buy") for c in buys):
            menus += _buy_menus(panel, buys, (done.index,))
            hidden.add(done.index)
    panel.menus = menus
    panel.in_menus = frozenset(hidden)


def _buy(panel: Panel, choices: list[Choice], before: tuple[int, ...]) -> None:
    panel.menus = _buy_menus(panel, choices, before)
    panel.in_menus = frozenset(c.index for c in choices if c.kind in ("buy", "no_buy"))


def _buy_menus(panel: Panel, choices: list[Choice], before: tuple[int, ...]) -> list[Menu]:
    """The cards to buy: name and price as the label, where it lies as the description.
    Where is the choice's own parameters (``column``, ``row``); the card and its price are
    the seat's view (the card display, and the prices the goods chosen so far pay)."""
    options = []
    for c in choices:
        if c.kind == "buy":
            found = _on_offer(panel.view, c.params)
            if found is None:  # (no view to read: the move's own words)
                options.append(_option(panel, (*before, c.index), _label(c)))
                continue
            card, price = found
            column, row = int(c.params["column"]), int(c.params["row"])
            label = msg("bot-mombasa-buy-short", card=card, price=price)
            where = msg("bot-mombasa-buy-where", column=W.column(column), row=row + 1)
            options.append(_option(panel, (*before, c.index), label, where))
        elif c.kind == "no_buy":
            options.append(_option(panel, (*before, c.index), _label(c)))
    return [Menu(msg("bot-mombasa-buy-menu"), tuple(options[:OPTIONS_MAX]))]


def _on_offer(view: Mapping[str, Any] | None, params: Mapping[str, Any]) -> tuple[Message, int] | None:
    """The card at the buy choice's ``column`` and ``row`` of the display, and its price
    for the goods action under way, from the seat's view; None when the view lacks them."""
    column, row = params.get("column"), params.get("row")
    if not isinstance(view, Mapping) or not isinstance(column, int) or not isinstance(row, int):
        return None
    pending = view.get("pending")
    offered = pending.get("prices") if isinstance(pending, Mapping) else None
    prices = {(p[0], p[1]): p[2] for p in offered or [] if isinstance(p, list) and len(p) == 3}
    display: Any = view.get("card_display")  # [column][row]: a card or None
    try:
        card = display[column][row]["id"]
    except (TypeError, IndexError, KeyError):
        return None
    if (column, row) not in prices or not isinstance(card, str):
        return None
    return W.card(_catalog(), card), prices[(column, row)]


def _entry_cost(view: Mapping[str, Any] | None, params: Mapping[str, Any]) -> int | None:
    """The expansion points to enter the choice's ``region``, from the seat's view (the
    costs of the expansion under way); None when the view lacks it."""
    pending = view.get("pending") if isinstance(view, Mapping) else None
    costs = pending.get("costs") if isinstance(pending, Mapping) else None
    cost = costs.get(params.get("region")) if isinstance(costs, Mapping) else None
    return cost if isinstance(cost, int) else None


@functools.cache
def _catalog() -> Catalog:
    return catalog_for(load_components())


def _steps(panel: Panel) -> None:
    """Where the units left go: every way to use all of them (each track once, in the
    tracks' order), one pick; the single steps stay in a second menu when not all fit."""
    steps = [c for c in panel.choices if c.kind == "step"]
    if not steps:
        return
    left = max(int(c.params.get("n", 1)) + int(_arg(c.message, "left") or 0) for c in steps)
    order = list(dict.fromkeys(c.params.get("company") for c in steps))
    found: list[tuple[tuple[int, ...], list[Choice]]] = []
    budget = [SEARCH_MAX]

    def walk(path: tuple[int, ...], taken: list[Choice], after: int, choices: list[Choice] | None) -> None:
        if budget[0] <= 0 or len(found) >= OPTIONS_MAX:
            return
        budget[0] -= 1
        here = [c for c in (choices or []) if c.kind == "step"
                and c.params.get("company") in order[after:]]
        if path and (choices is None or any(c.kind != "step" for c in choices)):
            found.append((path, taken))  # all units used, or another decision comes first
            return
        # (units left but no later track: the same split in the tracks' order is listed)
        for c in sorted(here, key=lambda c: -int(c.params.get("n", 1))):
            nxt = (*path, c.index)
            walk(nxt, [*taken, c], order.index(c.params.get("company")) + 1, _ahead(panel, nxt))

    walk((), [], 0, panel.choices)
    # every way found (all units used, or up to a decision a track space asks), fewest
    # tracks first
    whole = sorted(found, key=lambda pt: len(pt[0]))
    options = [MenuOption(_split_label(t), p[0], 1, p[1:]) for p, t in whole[:OPTIONS_MAX]]
    menus = []
    if options:
        menus.append(Menu(msg("bot-mombasa-steps-menu", units=left), tuple(options)))
    singles = [MenuOption(_step_label(c), c.index) for c in steps]
    if not options or len(whole) > len(options) or budget[0] <= 0 or len(found) >= OPTIONS_MAX:
        menus.append(Menu(msg("bot-mombasa-steps-one-menu"), tuple(singles[:OPTIONS_MAX])))
    panel.menus = menus
    panel.in_menus = frozenset(c.index for c in steps)


def _step_label(c: Choice) -> Message:
    return msg("bot-mombasa-steps-part", company=_arg(c.message, "company") or c.params.get("company", ""),
               n=int(c.params.get("n", 1)))


def _split_label(taken: list[Choice]) -> Message:
    label = _step_label(taken[-1])
    for c in reversed(taken[:-1]):
        label = msg("bot-mombasa-steps-and", first=_step_label(c), rest=label)
    return label


# -- expansion --------------------------------------------------------------------------------
def _regions(panel: Panel) -> None:
    """One pick per region: a menu per base column the post comes from (the choice's
    ``column``), each option the region (its ``region``) and its cost (the seat's view);
    finishing early is the move's Confirm when nothing is left to decide after it."""
    enters = [c for c in panel.choices if c.kind == "enter"]
    columns: dict[int, list[Choice]] = {}
    for c in enters:
        columns.setdefault(int(c.params.get("column", 0)), []).append(c)
    menus = []
    # a region a post may enter from two columns: its buttons say which column; with
    # several columns every option says its column, and no menu's question names one (the
    # first menu's question heads the panel when the menus become buttons: "Column 1"
    # above buttons for columns 1, 2 and 3 would contradict them)
    shared = {r for r in (c.params.get("region") for c in enters)
              if len(columns) > 1 or sum(1 for c in enters if c.params.get("region") == r) > 1}
    for column in sorted(columns)[:MENUS_MAX - 1]:
        options = []
        for c in columns[column][:OPTIONS_MAX]:
            cost = _entry_cost(panel.view, c.params)
            label = (msg("bot-mombasa-enter-short", region=W.region(c.params["region"]), cost=cost)
                     if cost is not None else _label(c))
            if cost is not None and c.params.get("region") in shared:
                label = msg("bot-mombasa-enter-from", region=W.region(c.params["region"]), cost=cost,
                            column=column + 1)
            options.append(_option(panel, (c.index,), label))
        menus.append(Menu(msg("bot-mombasa-enter-menu"), tuple(options)))
    panel.menus = menus
    panel.in_menus = frozenset(c.index for column in sorted(columns)[:MENUS_MAX - 1] for c in columns[column])
    _finish_confirms(panel, "finish_expansion")
    _finish_with_books(panel)


def _finish_with_books(panel: Panel) -> None:
    """Finishing an expansion early when its bookkeeping points are still to spend: one
    Confirm button finishes it and takes the books suggested for the points
    (``defaults.book_fit``), front to back ahead of the ink jar (rulebook page 7), in one
    tap (issue 28: finish, then the books' Confirm, was regions + 4). The plain finish
    stays, saying it leads to the other books and pounds; the button names its book whole
    where that fits, else short with the book whole in a line above."""
    for n, c in enumerate(panel.choices):
        if c.kind != "finish_expansion" or c.index in panel.finishing:
            continue
        prefix = _forced(panel, (c.index,))
        sub = _decision_after(panel, prefix)
        points = _points(sub) if sub is not None and all(x.kind in SPEND_KINDS for x in sub.choices) else None
        found = _suggested(sub, points)[:1] if sub is not None and points is not None else []
        placed = _placed_front(sub, found[0][0]) if sub is not None and found else None
        if sub is None or not found or placed is None:
            continue
        (_path, taken), (whole, spaces, ousted) = found[0], placed
        own = sum(t.kind == "take_book" for t in taken)
        onto = {"spaces": ", ".join(map(str, spaces)), "count": len(spaces),
                "own": 1 if own == 1 and len(spaces) == 1 else 0}
        left = _arg(c.message, "left")
        w = speaker()

        def label(what: Any, key: str = "bot-mombasa-books-onto", onto: dict[str, Any] = onto,
                  left: Any = left) -> Message:
            spent = msg(key, what=what, **onto) if onto["count"] else what
            return msg("bot-mombasa-confirm-with", action=msg("bot-mombasa-finish-and", left=left, then=spent))

        book = _arg(taken[0].message, "book") if len(taken) == 1 and own == 1 else None
        chosen = label(book) if book is not None else None
        lines: list[Message] = []
        if chosen is None or len(w(chosen, names=panel.names)) > BUTTON_TEXT_MAX:
            # the books short on the button ("A from 2 top" for several), whole above it
            tight = own > 1 and own == len(spaces)
            chosen = (label(_chain([_spent_short(t, tight=True) for t in taken]), "bot-mombasa-books-onto-short")
                      if tight else label(_chain([_spent_short(t) for t in taken])))
            lines = [_book_offer(t, tight) for t in taken if t.kind == "take_book"]
        if len(w(chosen, names=panel.names)) > BUTTON_TEXT_MAX:
            continue  # (not one button's words: finish, then the books' own panel)
        panel.info = [*panel.info, *lines, *ousted]
        option = MenuOption(chosen, prefix[0], 1, (*prefix[1:], *whole), finishing=True)
        # first, so the rows are counted with it as a button (``_tappable``: a menu after
        # the regions' counts as a row of its own, and a region's row became a menu); shown
        # after the regions (``_finish_last``)
        panel.menus = [Menu(msg(FINISH_BOOKS_MENU), (option,)), *panel.menus]
        panel.choices[n] = replace(c, message=msg("bot-mombasa-finish-other-books", finish=_label(c)))


def _decision_after(panel: Panel, path: tuple[int, ...]) -> Panel | None:
    """The decision after ``path`` as a panel sketch of its own (its choices, its lookahead
    from there, the same view), for shaping a pick that stands for both; None once the
    move is whole."""
    choices = _ahead(panel, path)
    if not choices or panel.lookahead is None:
        return None
    ahead = panel.lookahead
    return replace(panel, choices=choices, offered=list(choices), menus=[], info=[], in_menus=frozenset(),
                   then={}, finishing=frozenset(), lookahead=lambda more: ahead((*path, *more)))


def _finish_confirms(panel: Panel, kind: str) -> None:
    """A choice that ends an action early ("finish the expansion") confirms the move when
    nothing is left to decide after it."""
    for n, c in enumerate(panel.choices):
        if c.kind != kind:
            continue
        path = _forced(panel, (c.index,))
        if _ends_move(panel, path):
            panel.choices[n] = replace(c, message=msg("bot-mombasa-confirm-with", action=_label(c)))
            panel.then = {**panel.then, c.index: path[1:]}
            panel.finishing = panel.finishing | {c.index}

