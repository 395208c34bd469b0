"""Load and validate the Mautoma's component data (rules/mombasa/data/automa/*.toml).

``load_automa_components()`` reads the packaged TOML files once (importlib.resources, no
other I/O: rules/ is pure), builds the frozen dataclasses of components/automa.py and
validates them. Anything wrong raises AutomaDataError with a plain-words message naming the
file, the item and the problem, so an owner correcting a reconstructed value sees at once
what they broke.

``parse_automa(texts)`` does the same from a {file name: TOML text} mapping (tests feed it
broken copies); ``validate_automa(components)`` checks already-built components.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from rules.data import SOURCES, DataError, DataFiles
from rules.mombasa.components import COMPANIES
from rules.mombasa.components.automa import (
    BONUS_TILE_KINDS,
    BOOK_COLUMNS,
    COLOURS,
    DIFFICULTIES,
    GREY_KINDS,
    LEVELS,
    MEASURES,
    REWARD_KINDS,
    ROW_SPOTS,
    ROWS,
    STEP_OPS,
    YELLOW_KINDS,
    Arrow,
    AutomaCard,
    AutomaComponents,
    Effect,
    ExpansionSide,
    KindEffects,
    Playmat,
    RoundCard,
    RoundIcon,
    Step,
)

__all__ = [
    "DATA_FILES",
    "AutomaDataError",
    "load_automa_components",
    "parse_automa",
    "parse_step",
    "read_automa_texts",
    "validate_automa",
]

DATA_FILES = (
    "cards.toml",
    "difficulty.toml",
    "round_cards.toml",
    "expansion_card.toml",
    "playmat.toml",
    "removal_order.toml",
    "effects.toml",
)
COLUMN_NAMES = ("left", "middle", "right")  # company base columns, index 0..2
BASE_SPACES = 5  # spaces per company base column
ROUNDS = 7
# Ops whose amount must be positive (the others take none).
_AMOUNT_OPS = frozenset({"diamonds", "pounds", "advance", "expand", "ink"})
_CARD_ID = re.compile(r"^(1[0-4]|[1-9])([ABC])$")


class AutomaDataError(DataError):
    """The Mautoma data files are malformed or break a rule. The message names the file,
    the item and the problem in plain words. A DataError, like the base game's."""


FILES = DataFiles("rules.mombasa.data", DATA_FILES, folder="automa", error=AutomaDataError,
                  missing="{file}: the file: is missing",
                  not_toml="{file}: the file: is not valid TOML ({problem})")


def _fail(file: str, item: str, problem: str) -> AutomaDataError:
    return AutomaDataError(f"{file}: {item}: {problem}")


# -- reading ---------------------------------------------------------------------------------
def read_automa_texts() -> dict[str, str]:
    """The packaged data files' texts, by file name."""
    return FILES.texts()


@lru_cache(maxsize=1)
def load_automa_components() -> AutomaComponents:
    """The Mautoma components, loaded and validated once per process."""
    return parse_automa(read_automa_texts())


# -- small typed getters -----------------------------------------------------------------------
def _get(table: Mapping[str, Any], key: str, file: str, item: str) -> Any:
    if not isinstance(table, Mapping):
        raise _fail(file, item, "should be a table of keys and values")
    if key not in table:
        raise _fail(file, item, f"is missing {key!r}")
    return table[key]


def _int(value: Any, file: str, item: str, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _fail(file, item, f"{what} should be a whole number, not {value!r}")
    return value


def _str(value: Any, file: str, item: str, what: str) -> str:
    if not isinstance(value, str):
        raise _fail(file, item, f"{what} should be a text, not {value!r}")
    return value


def _list(value: Any, file: str, item: str, what: str) -> list[Any]:
    if not isinstance(value, list):
        raise _fail(file, item, f"{what} should be a list, not {value!r}")
    return value


def _source(table: Mapping[str, Any], file: str, item: str) -> str:
    source = _str(_get(table, "source", file, item), file, item, "source")
    if source not in SOURCES:
        raise _fail(file, item, f'source should be "rulebook", "reconstructed" or "mixed", not {source!r}')
    return source


def _arrow(value: Any, file: str, item: str) -> Arrow:
    if not isinstance(value, Mapping):
        raise _fail(file, item, "the arrow should be { criterion, column, row }")
    return Arrow(
        criterion=_int(_get(value, "criterion", file, item), file, item, "arrow criterion"),
        column=_int(_get(value, "column", file, item), file, item, "arrow column"),
        row=_str(_get(value, "row", file, item), file, item, "arrow row"),
    )


def parse_step(text: str, file: str = "effects.toml", item: str = "step") -> Step:
    """'advance 4 favoured' -> Step("advance", 4, "favoured"). Checks op and target."""
    tokens = _str(text, file, item, "a step").split()
    if not tokens:
        raise _fail(file, item, "a step is empty")
    op, amount, target = tokens[0], 0, ""
    if op not in STEP_OPS:
        raise _fail(file, item, f"unknown step {op!r} (known: {', '.join(STEP_OPS)})")
    for token in tokens[1:]:
        if token.isdigit():
            amount = int(token)
        elif not target:
            target = token
        else:
            raise _fail(file, item, f"step {text!r} has too many words")
    if target not in STEP_OPS[op]:
        allowed = " | ".join(t or "(nothing)" for t in STEP_OPS[op])
        raise _fail(file, item, f"step {text!r}: {op} takes {allowed}, not {target or 'nothing'!r}")
    if op in _AMOUNT_OPS and amount < 1:
        raise _fail(file, item, f"step {text!r} needs a number of at least 1")
    if op not in _AMOUNT_OPS and amount:
        raise _fail(file, item, f"step {text!r} takes no number")
    return Step(op, amount, target)


def _effect(value: Any, file: str, item: str) -> Effect:
    if not isinstance(value, Mapping):
        raise _fail(file, item, "should be { text, options }")
    text = _str(_get(value, "text", file, item), file, item, "text")
    options = _list(_get(value, "options", file, item), file, item, "options")
    if not options:
        raise _fail(file, item, "has no options")
    parsed = []
    for option in options:
        steps = _list(option, file, item, "an option")
        if not steps:
            raise _fail(file, item, "has an empty option")
        parsed.append(tuple(parse_step(s, file, item) for s in steps))
    return Effect(tuple(parsed), text)


# -- parsing each file ---------------------------------------------------------------------------
def _parse_cards(doc: Mapping[str, Any]) -> tuple[AutomaCard, ...]:
    file = "cards.toml"
    cards = []
    for i, entry in enumerate(
        _list(_get(doc, "cards", file, "the file"), file, "the file", "cards")
    ):
        item = f"card #{i + 1}"
        card_id = _str(_get(entry, "id", file, item), file, item, "id")
        item = f"card {card_id}"
        m = _CARD_ID.match(card_id)
        if not m:
            raise _fail(file, item, "the id should be a number 1..14 followed by A, B or C")
        sections = tuple(
            _str(s, file, item, "a section")
            for s in _list(_get(entry, "sections", file, item), file, item, "sections")
        )
        cards.append(
            AutomaCard(
                id=card_id,
                number=int(m.group(1)),
                level=m.group(2),
                colour=_str(_get(entry, "colour", file, item), file, item, "colour"),
                sections=sections,
                next_arrow=_arrow(_get(entry, "next", file, item), file, item),
                source=_source(entry, file, item),
            )
        )
    return tuple(cards)


def _parse_difficulty(doc: Mapping[str, Any]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    file, item = "difficulty.toml", "[difficulty]"
    table = _get(doc, "difficulty", file, "the file")
    _source(table, file, item)
    levels = []
    for key, value in table.items():
        if key == "source":
            continue
        ids = tuple(
            _str(v, file, f"level {key}", "a card id") for v in _list(value, file, key, "the pool")
        )
        levels.append((key, ids))
    return tuple(levels)


def _parse_round_cards(doc: Mapping[str, Any]) -> tuple[RoundCard, ...]:
    file = "round_cards.toml"
    out = []
    entries = _list(_get(doc, "round_cards", file, "the file"), file, "the file", "round_cards")
    for i, entry in enumerate(entries):
        item = f"round card #{i + 1}"
        card_id = _str(_get(entry, "id", file, item), file, item, "id")
        item = f"round card {card_id}"
        icons = []
        for icon in _list(_get(entry, "icons", file, item), file, item, "icons"):
            if not isinstance(icon, list) or len(icon) != 2:
                raise _fail(file, item, f"an icon should be [measure, value], not {icon!r}")
            icons.append(
                RoundIcon(
                    _str(icon[0], file, item, "an icon's measure"),
                    _int(icon[1], file, item, "an icon's value"),
                )
            )
        out.append(
            RoundCard(
                id=card_id,
                round=_int(_get(entry, "round", file, item), file, item, "round"),
                icons=tuple(icons),
                source=_source(entry, file, item),
            )
        )
    return tuple(out)


def _parse_expansion(doc: Mapping[str, Any]) -> tuple[ExpansionSide, ...]:
    file = "expansion_card.toml"
    sides = []
    for i, entry in enumerate(
        _list(_get(doc, "sides", file, "the file"), file, "the file", "sides")
    ):
        side_id = _str(_get(entry, "id", file, f"side #{i + 1}"), file, f"side #{i + 1}", "id")
        item = f"side {side_id}"
        priorities, sources = [], []
        for row in _list(_get(entry, "companies", file, item), file, item, "companies"):
            company = _str(_get(row, "company", file, item), file, item, "company")
            where = f"{item}, {company}"
            kinds = tuple(
                _str(k, file, where, "a reward kind")
                for k in _list(_get(row, "priority", file, where), file, where, "priority")
            )
            priorities.append((company, kinds))
            sources.append((company, _source(row, file, where)))
        sides.append(ExpansionSide(side_id, tuple(priorities), tuple(sources)))
    return tuple(sides)


def _parse_playmat(doc: Mapping[str, Any]) -> tuple[Playmat, dict[str, Any]]:
    file = "playmat.toml"
    setup = _get(doc, "setup", file, "the file")
    _source(setup, file, "[setup]")
    numbers = {
        key: _int(_get(setup, key, file, "[setup]"), file, "[setup]", key)
        for key in ("starting_pounds", "favoured_start_space", "cards_per_colour")
    }
    coins = tuple(
        _int(c, file, "[setup]", "a yellow coin")
        for c in _list(
            _get(setup, "yellow_coins", file, "[setup]"), file, "[setup]", "yellow_coins"
        )
    )
    mat = _get(doc, "playmat", file, "the file")
    source = _source(mat, file, "[playmat]")
    arrows = tuple(
        (colour, _arrow(_get(mat, colour, file, "[playmat]"), file, f"[playmat] {colour}"))
        for colour in COLOURS
    )
    spaces_table = _get(doc, "bonus_tile_spaces", file, "the file")
    _source(spaces_table, file, "[bonus_tile_spaces]")
    spaces = tuple(
        _str(s, file, "[bonus_tile_spaces]", "a bonus tile kind")
        for s in _list(
            _get(spaces_table, "top_to_bottom", file, "[bonus_tile_spaces]"),
            file,
            "[bonus_tile_spaces]",
            "top_to_bottom",
        )
    )
    playmat = Playmat(
        first_arrows=arrows,
        yellow_coins=coins,
        debt_track=_int(
            _get(mat, "debt_track", file, "[playmat]"), file, "[playmat]", "debt_track"
        ),
        bonus_tile_spaces=spaces,
        source=source,
    )
    return playmat, numbers


def _parse_removal(doc: Mapping[str, Any]) -> tuple[tuple[int, int], ...]:
    file, item = "removal_order.toml", "[removal_order]"
    table = _get(doc, "removal_order", file, "the file")
    _source(table, file, item)
    order = []
    for entry in _list(_get(table, "order", file, item), file, item, "order"):
        if not isinstance(entry, list) or len(entry) != 2:
            raise _fail(file, item, f"an entry should be [column, space], not {entry!r}")
        column = _str(entry[0], file, item, "a column")
        space = _int(entry[1], file, item, "a space")
        if column not in COLUMN_NAMES:
            raise _fail(file, item, f"column {column!r} should be left, middle or right")
        if not 1 <= space <= BASE_SPACES:
            raise _fail(file, item, f"space {space} of column {column} should be 1..{BASE_SPACES}")
        order.append((COLUMN_NAMES.index(column), space - 1))
    return tuple(order)


def _parse_effects(doc: Mapping[str, Any]) -> dict[str, Any]:
    file = "effects.toml"
    kinds = []
    for kind, table in _get(doc, "kinds", file, "the file").items():
        item = f"[kinds.{kind}]"
        kinds.append(
            KindEffects(
                kind=kind,
                colour=_str(_get(table, "colour", file, item), file, item, "colour"),
                criteria=(
                    _effect(_get(table, "first", file, item), file, f"{item} first"),
                    _effect(_get(table, "second", file, item), file, f"{item} second"),
                ),
                source=_source(table, file, item),
            )
        )
    special = _get(doc, "special", file, "the file")
    _source(special, file, "[special]")
    specials = tuple(
        (company, _effect(value, file, f"[special] {company}"))
        for company, value in special.items()
        if company != "source"
    )
    favoured = _get(doc, "favoured_bonus_tiles", file, "the file")
    _source(favoured, file, "[favoured_bonus_tiles]")
    favoured_tiles = tuple(
        (company, _str(value, file, "[favoured_bonus_tiles]", company))
        for company, value in favoured.items()
        if company != "source"
    )
    tiles = _get(doc, "bonus_tiles", file, "the file")
    _source(tiles, file, "[bonus_tiles]")
    tile_effects = tuple(
        (kind, _effect(value, file, f"[bonus_tiles] {kind}"))
        for kind, value in tiles.items()
        if kind != "source"
    )
    return {
        "kind_effects": tuple(kinds),
        "special_effects": specials,
        "favoured_bonus_tiles": favoured_tiles,
        "bonus_tile_effects": tile_effects,
    }


def parse_automa(texts: Mapping[str, str]) -> AutomaComponents:
    """Build and validate the components from {file name: TOML text}."""
    docs = FILES.parse(texts)
    playmat, numbers = _parse_playmat(docs["playmat.toml"])
    components = AutomaComponents(
        cards=_parse_cards(docs["cards.toml"]),
        difficulties=_parse_difficulty(docs["difficulty.toml"]),
        round_cards=_parse_round_cards(docs["round_cards.toml"]),
        expansion_sides=_parse_expansion(docs["expansion_card.toml"]),
        playmat=playmat,
        removal_order=_parse_removal(docs["removal_order.toml"]),
        **_parse_effects(docs["effects.toml"]),
        **numbers,
    )
    validate_automa(components)
    return components


# -- validation ------------------------------------------------------------------------------------
def _check_arrow(arrow: Arrow, file: str, item: str) -> None:
    if arrow.criterion not in (1, 2):
        raise _fail(file, item, f"arrow criterion {arrow.criterion} should be 1 or 2")
    if not 1 <= arrow.column <= BOOK_COLUMNS:
        raise _fail(
            file,
            item,
            f"arrow column {arrow.column} should be 1..{BOOK_COLUMNS} (book display column)",
        )
    if arrow.row not in ROWS:
        raise _fail(file, item, f'arrow row {arrow.row!r} should be "top" or "bottom"')


def _check_cards(ac: AutomaComponents) -> None:
    file = "cards.toml"
    seen: set[str] = set()
    for card in ac.cards:
        item = f"card {card.id}"
        if card.id in seen:
            raise _fail(file, item, "the id is used twice")
        seen.add(card.id)
        if card.id != f"{card.number}{card.level}" or card.level not in LEVELS:
            raise _fail(file, item, "the id should be its number followed by its level A, B or C")
        if card.colour not in COLOURS:
            raise _fail(file, item, f'colour {card.colour!r} should be "grey" or "yellow"')
        if card.colour == "yellow":
            if len(card.sections) != 1 or card.sections[0] not in YELLOW_KINDS:
                raise _fail(
                    file, item, f"a yellow card has one section, one of {', '.join(YELLOW_KINDS)}"
                )
        else:
            if len(card.sections) != 2 or any(s not in GREY_KINDS for s in card.sections):
                raise _fail(
                    file, item, f"a grey card has two sections, each one of {', '.join(GREY_KINDS)}"
                )
            if card.sections[0] == card.sections[1]:
                raise _fail(file, item, "the two sections of a grey card should differ")
        _check_arrow(card.next_arrow, file, item)


def _check_difficulties(ac: AutomaComponents) -> None:
    file = "difficulty.toml"
    names = [name for name, _ in ac.difficulties]
    if sorted(names) != sorted(DIFFICULTIES):
        raise _fail(
            file,
            "[difficulty]",
            f"should list exactly the levels easy, medium, hard (found {', '.join(names) or 'none'})",
        )
    ids = {c.id for c in ac.cards}
    used: set[str] = set()
    for name, pool in ac.difficulties:
        item = f"level {name}"
        if len(set(pool)) != len(pool):
            raise _fail(file, item, "a card is listed twice")
        for card_id in pool:
            if card_id not in ids:
                raise _fail(file, item, f"card {card_id} is not in cards.toml")
        used.update(pool)
        cards = [ac.card(i) for i in pool]
        for colour in COLOURS:
            count = sum(1 for c in cards if c.colour == colour)
            if count < ac.cards_per_colour:
                raise _fail(
                    file,
                    item,
                    f"has only {count} {colour} cards; each round needs {ac.cards_per_colour}",
                )
        kinds = {c.kind for c in cards}
        for kind in YELLOW_KINDS + GREY_KINDS:
            if kind not in kinds:
                raise _fail(file, item, f"has no {kind} card")
    for card in ac.cards:
        if card.id not in used:
            raise _fail("cards.toml", f"card {card.id}", "is in no difficulty level")


def _check_round_cards(ac: AutomaComponents) -> None:
    file = "round_cards.toml"
    seen: set[str] = set()
    for rc in ac.round_cards:
        item = f"round card {rc.id}"
        if rc.id in seen:
            raise _fail(file, item, "the id is used twice")
        seen.add(rc.id)
        if not 1 <= rc.round <= ROUNDS:
            raise _fail(file, item, f"round {rc.round} should be 1..{ROUNDS}")
        if not 1 <= len(rc.icons) <= len(MEASURES):
            raise _fail(file, item, f"should show 1..{len(MEASURES)} icons, not {len(rc.icons)}")
        for icon in rc.icons:
            if icon.measure not in MEASURES:
                raise _fail(
                    file, item, f"icon {icon.measure!r} should be one of {', '.join(MEASURES)}"
                )
            if icon.value < 0:
                raise _fail(file, item, f"icon {icon.measure} has a negative value")
        measures = [i.measure for i in rc.icons]
        if len(set(measures)) != len(measures):
            raise _fail(file, item, "shows the same measure twice")
    for round_ in range(1, ROUNDS + 1):
        if not ac.round_cards_for(round_):
            raise _fail(
                file,
                f"round {round_}",
                "has no round card (setup needs one card for each of R1..R7)",
            )


def _check_expansion(ac: AutomaComponents) -> None:
    file = "expansion_card.toml"
    if len(ac.expansion_sides) != 2:
        raise _fail(file, "the card", f"should have 2 sides, not {len(ac.expansion_sides)}")
    if ac.expansion_sides[0].id == ac.expansion_sides[1].id:
        raise _fail(file, "the card", "both sides have the same id")
    for side in ac.expansion_sides:
        item = f"side {side.id}"
        companies = [c for c, _ in side.priorities]
        if sorted(companies) != sorted(COMPANIES):
            raise _fail(file, item, f"should list each company once: {', '.join(COMPANIES)}")
        for company, kinds in side.priorities:
            if sorted(kinds) != sorted(REWARD_KINDS):
                raise _fail(
                    file,
                    f"{item}, {company}",
                    f"the priority should list each reward kind once: {', '.join(REWARD_KINDS)}",
                )


def _check_playmat(ac: AutomaComponents) -> None:
    file = "playmat.toml"
    pm = ac.playmat
    for colour in COLOURS:
        _check_arrow(pm.first_arrow(colour), file, f"[playmat] {colour}")
    if len(pm.yellow_coins) != ROW_SPOTS or any(c < 1 for c in pm.yellow_coins):
        raise _fail(
            file, "[setup]", f"yellow_coins should be {ROW_SPOTS} coins of at least 1 pound"
        )
    if pm.debt_track < 1:
        raise _fail(file, "[playmat]", "debt_track should be at least 1")
    if sorted(pm.bonus_tile_spaces) != sorted(BONUS_TILE_KINDS):
        raise _fail(
            file,
            "[bonus_tile_spaces]",
            f"should list each bonus tile once: {', '.join(BONUS_TILE_KINDS)}",
        )
    if ac.starting_pounds < 0 or ac.favoured_start_space < 0:
        raise _fail(file, "[setup]", "starting_pounds and favoured_start_space cannot be negative")
    if ac.cards_per_colour != ROW_SPOTS:
        raise _fail(
            file, "[setup]", f"cards_per_colour should be {ROW_SPOTS}, one per playmat spot"
        )


def _check_removal(ac: AutomaComponents) -> None:
    file, item = "removal_order.toml", "[removal_order]"
    everything = {(c, s) for c in range(len(COLUMN_NAMES)) for s in range(BASE_SPACES)}
    order = ac.removal_order
    if len(order) != len(everything) or set(order) != everything:
        missing = sorted(everything - set(order))
        named = ", ".join(f"{COLUMN_NAMES[c]} {s + 1}" for c, s in missing) or "none"
        raise _fail(
            file,
            item,
            f"should list each of the {len(everything)} base spaces once (missing: {named})",
        )
    last: dict[int, int] = {}
    for column, space in order:
        if space != last.get(column, -1) + 1:
            raise _fail(
                file,
                item,
                f"{COLUMN_NAMES[column]} {space + 1} comes before {COLUMN_NAMES[column]} {space}: "
                "a post can only be taken when it is the foremost of its column",
            )
        last[column] = space


def _check_effects(ac: AutomaComponents) -> None:
    file = "effects.toml"
    colours = {k: "yellow" for k in YELLOW_KINDS if k != "special"} | {
        k: "grey" for k in GREY_KINDS
    }
    found = [k.kind for k in ac.kind_effects]
    for kind in colours:
        if kind not in found:
            raise _fail(file, f"[kinds.{kind}]", "is missing")
    for k in ac.kind_effects:
        item = f"[kinds.{k.kind}]"
        if k.kind not in colours:
            raise _fail(file, item, f"is not a card kind ({', '.join(colours)})")
        if k.colour != colours[k.kind]:
            raise _fail(file, item, f"colour should be {colours[k.kind]}")
        for n, effect in enumerate(k.criteria, start=1):
            for option in effect.options:
                placing = option[0].op == "place"
                if placing != (k.colour == "grey"):
                    raise _fail(
                        file,
                        f"{item} criterion {n}",
                        "grey card options start with a place step; yellow ones never place",
                    )
    for what, pairs in (
        ("[special]", ac.special_effects),
        ("[favoured_bonus_tiles]", ac.favoured_bonus_tiles),
    ):
        if sorted(c for c, _ in pairs) != sorted(COMPANIES):
            raise _fail(file, what, f"should list each company once: {', '.join(COMPANIES)}")
    if sorted(t for _, t in ac.favoured_bonus_tiles) != sorted(BONUS_TILE_KINDS):
        raise _fail(
            file,
            "[favoured_bonus_tiles]",
            f"should name each bonus tile once: {', '.join(BONUS_TILE_KINDS)}",
        )
    if sorted(t for t, _ in ac.bonus_tile_effects) != sorted(BONUS_TILE_KINDS):
        raise _fail(
            file,
            "[bonus_tiles]",
            f"should list each bonus tile once: {', '.join(BONUS_TILE_KINDS)}",
        )
    for company, effect in ac.special_effects:
        for option in effect.options:
            if any(s.op in ("place", "tile_effect") for s in option):
                raise _fail(file, f"[special] {company}", "the special card places no bonus marker")


def validate_automa(ac: AutomaComponents) -> None:
    """Raise AutomaDataError on the first structural problem found."""
    _check_cards(ac)
    _check_playmat(ac)
    _check_difficulties(ac)
    _check_round_cards(ac)
    _check_expansion(ac)
    _check_removal(ac)
    _check_effects(ac)
