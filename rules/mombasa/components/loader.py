"""Load the Mombasa component data (rules/mombasa/data/*.toml) into rules.mombasa.components.

``load_components()`` reads the packaged data once (cached) through importlib.resources, so
it works from a source checkout and from an installed package alike; this module does no
other I/O. ``load_components_from_texts({file name: TOML text})`` builds and validates
components from texts read elsewhere: the owners' check command
``python -m rules.mombasa.components.checkdata [DIR]`` and the tests use it through
``rules.mombasa.components.checkdata.load_components_from(directory)``, the one module under rules/
that reads files by path.

Every problem is raised as a ``DataError`` whose message names the file, the item and the
problem in plain words, e.g. "tracks.toml: track C2, space 7: capital_call must be a whole
number >= 0, got 'x'". Shape errors (missing keys, wrong types, unknown keys) are reported
the same way; after loading, ``rules.mombasa.components.validate`` checks the rules' facts.
"""

from __future__ import annotations

import builtins
import functools
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any, NoReturn, TypeVar

from rules.data import SOURCES, DataError, DataFiles
from rules.mombasa.components import (
    Board,
    BonusTile,
    Book,
    BookkeepingSpace,
    BookReward,
    Border,
    CardDef,
    Company,
    Components,
    DiamondSpace,
    MajoritySpace,
    MajorityTier,
    PlayerBoard,
    Region,
    Requirement,
    Rewards,
    StartingTile,
    Track,
    TrackBonus,
    TrackCard,
    TrackSpace,
)
from rules.mombasa.components.validate import validate

__all__ = ["DATA_FILES", "DataError", "load_components", "load_components_from_texts"]

DATA_PACKAGE = "rules.mombasa.data"
DATA_FILES = (
    "companies.toml",
    "map.toml",
    "tracks.toml",
    "cards.toml",
    "books.toml",
    "starting_tiles.toml",
    "bonus_tiles.toml",
    "player_board.toml",
    "board.toml",
)


FILES = DataFiles(DATA_PACKAGE, DATA_FILES)

_MISSING: Any = object()
_T = TypeVar("_T")


@functools.cache
def load_components() -> Components:
    """The packaged component data, loaded and validated once."""
    return load_components_from_texts(FILES.texts())


def load_components_from_texts(texts: Mapping[str, str]) -> Components:
    """Build and validate components from {file name: TOML text} (every name in DATA_FILES)."""
    components = _build(FILES.parse(texts))
    validate(components)
    return components


# -- reading --------------------------------------------------------------------------------
def _show(value: Any) -> str:
    if isinstance(value, dict):
        return "a table { ... }"
    if isinstance(value, list):
        return "a list [ ... ]"
    if isinstance(value, bool):
        return "true" if value else "false"
    return repr(value)


class _Table:
    """One TOML table being read: typed getters that fail in plain words, naming file and item."""

    def __init__(self, file: str, where: str, data: Any) -> None:
        self.file = file
        self.where = where
        if not isinstance(data, dict):
            self.fail(f"must be a table {{ key = value, ... }}, got {_show(data)}")
        self.data: dict[str, Any] = data
        self.used: list[str] = []

    def fail(self, problem: str) -> NoReturn:
        raise DataError(f"{self.file}: {self.where}: {problem}")

    def has(self, key: str) -> bool:
        return key in self.data

    def raw(self, key: str, default: Any = _MISSING) -> Any:
        if key not in self.used:
            self.used.append(key)
        if key not in self.data:
            if default is _MISSING:
                self.fail(f"{key} is missing")
            return default
        return self.data[key]

    def int(self, key: str, default: Any = _MISSING, minimum: int = 0) -> Any:
        if key not in self.data and default is not _MISSING:
            self.raw(key, default)
            return default
        value = self.raw(key)
        if not _is_int(value) or value < minimum:
            self.fail(f"{key} must be a whole number >= {minimum}, got {_show(value)}")
        return value

    def str(self, key: str, default: Any = _MISSING) -> Any:
        if key not in self.data and default is not _MISSING:
            self.raw(key, default)
            return default
        value = self.raw(key)
        if not isinstance(value, str) or not value.strip():
            self.fail(f'{key} must be a text in quotes like "abc", got {_show(value)}')
        return value

    def bool(self, key: builtins.str, default: bool = False) -> bool:
        value = self.raw(key, default)
        if not isinstance(value, bool):
            self.fail(f"{key} must be true or false, got {_show(value)}")
        return value

    def list(self, key: builtins.str, default: Any = _MISSING) -> list[Any]:
        value = self.raw(key, default)
        if not isinstance(value, list):
            self.fail(f"{key} must be a list [ ... ], got {_show(value)}")
        return value

    def table(self, key: builtins.str, where: builtins.str | None = None, default: Any = _MISSING) -> _Table:
        value = self.raw(key, default)
        return _Table(self.file, where or f"{self.where}, {key}", value)

    def int_list(self, key: builtins.str, minimum: builtins.int = 0) -> tuple[builtins.int, ...]:
        values = self.list(key)
        for value in values:
            if not _is_int(value) or value < minimum:
                self.fail(f"{key} must hold whole numbers >= {minimum}, got {_show(value)} in it")
        return tuple(values)

    def counts(
        self, allowed: tuple[builtins.str, ...] | None = None, minimum: builtins.int = 0
    ) -> tuple[tuple[builtins.str, builtins.int], ...]:
        """This table as (key, whole number) pairs in file order."""
        pairs = []
        for key in self.data:
            if allowed is not None and key not in allowed:
                self.fail(f"unknown key {key!r} (expected one of: {', '.join(allowed)})")
            pairs.append((key, self.int(key, minimum=minimum)))
        return tuple(pairs)

    def done(self) -> None:
        for key in self.data:
            if key not in self.used:
                expected = ", ".join(self.used) or "nothing"
                self.fail(f"unknown key {key!r} (expected: {expected})")


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_count_list(value: Any) -> bool:
    """A list of whole numbers >= 0 (coin icons of a base column, coins per round space)."""
    return isinstance(value, list) and all(_is_int(v) and v >= 0 for v in value)


class _File:
    """One data file: its sections (top-level tables), each carrying a ``source``."""

    def __init__(self, name: str, doc: dict[str, Any]) -> None:
        self.name = name
        self.doc = doc
        self.used: list[str] = []

    def section(self, key: str) -> _Table:
        self.used.append(key)
        if key not in self.doc:
            raise DataError(f"{self.name}: section [{key}] is missing")
        table = _Table(self.name, f"section [{key}]", self.doc[key])
        self.source(table)
        return table

    def source(self, table: _Table) -> None:
        source = table.str("source")
        if source not in SOURCES:
            table.fail(f"source must be one of {', '.join(SOURCES)}, got {_show(source)}")

    def items(self, key: str) -> tuple[_Table, list[Any]]:
        table = self.section(key)
        return table, table.list("items")

    def array(self, key: str) -> list[Any]:
        """An array of tables ([[key]]), each item carrying its own ``source``."""
        self.used.append(key)
        value = self.doc.get(key)
        if not isinstance(value, list) or not value:
            raise DataError(f"{self.name}: the [[{key}]] tables are missing")
        return value

    def done(self) -> None:
        for key in self.doc:
            if key not in self.used:
                raise DataError(
                    f"{self.name}: unknown section or key {key!r} "
                    f"(expected: {', '.join(self.used)})"
                )


def _item(file: str, section: str, index: int, raw: Any, label: str) -> tuple[_Table, str]:
    """Start reading one list item; its ``where`` becomes "<label> <id>" once the id is read."""
    table = _Table(file, f"[{section}] item {index + 1}", raw)
    ident = table.str("id")
    table.where = f"{label} {ident}"
    return table, ident


def _items(f: _File, key: str, label: str, build: Callable[[_Table, str], _T]) -> tuple[_T, ...]:
    """Section [key]'s ``items``, each built by ``build(table, id)`` and then checked for
    unknown keys."""
    section, items = f.items(key)
    section.done()
    built = []
    for i, raw in enumerate(items):
        t, ident = _item(f.name, key, i, raw, label)
        built.append(build(t, ident))
        t.done()
    return tuple(built)


# -- building -------------------------------------------------------------------------------
def _rewards(table: _Table, allowed: tuple[str, ...]) -> Rewards:
    values = dict(table.counts(allowed))
    return Rewards(**values)


def _company(t: _Table, ident: str) -> Company:
    columns = t.list("columns")
    cols = []
    for c, column in enumerate(columns):
        if not _is_count_list(column):
            t.fail(
                f"column {c + 1} must be a list of whole numbers >= 0 (coin icons, "
                f"front -> rear), got {_show(column)}"
            )
        cols.append(tuple(column))
    return Company(
        id=ident,
        name=t.str("name"),
        colour=t.str("colour"),
        letter=t.str("letter"),
        columns=tuple(cols),
    )


def _companies(f: _File) -> tuple[Company, ...]:
    companies = _items(f, "companies", "company", _company)
    f.done()
    return companies


def _region(t: _Table, ident: str) -> Region:
    rewards = _rewards(
        t.table("rewards", f"region {ident}, rewards"),
        ("pounds", "diamonds", "track", "bookkeeping"),
    )
    return Region(
        id=ident,
        name=t.str("name"),
        rewards=rewards,
        mines=t.int("mines", 0),
        enclave_in=t.str("enclave_in", None),
        heart=t.bool("heart"),
    )


def _map(f: _File) -> tuple[tuple[Region, ...], tuple[Border, ...]]:
    regions = _items(f, "regions", "region", _region)
    section, items = f.items("borders")
    section.done()
    borders = []
    for i, raw in enumerate(items):
        t = _Table(f.name, f"[borders] item {i + 1}", raw)
        a, b = t.str("a"), t.str("b")
        t.where = f"border {a} - {b}"
        points = t.int("points", minimum=1)
        t.done()
        borders.append(Border(a=a, b=b, points=points))
    f.done()
    return regions, tuple(borders)


def _tracks(
    f: _File,
) -> tuple[tuple[Track, ...], tuple[TrackCard, ...], tuple[tuple[str, str], ...]]:
    tracks = []
    for i, raw in enumerate(f.array("tracks")):
        t, ident = _item(f.name, "tracks", i, raw, "track")
        f.source(t)
        spaces = []
        for n, space_raw in enumerate(t.list("spaces")):
            s = _Table(f.name, f"track {ident}, space {n}", space_raw)
            spaces.append(
                TrackSpace(
                    shares=s.int("shares", None, minimum=1),
                    capital_call=s.int("capital_call", 0),
                    special=s.int("special", None, minimum=1),
                    bonus=s.int("bonus", None),
                )
            )
            s.done()
        bonuses = []
        for n, bonus_raw in enumerate(t.list("bonuses")):
            b = _Table(f.name, f"track {ident}, bonus {n + 1}", bonus_raw)
            bonuses.append(
                TrackBonus(
                    kind=b.str("kind"),
                    level=b.int("level", minimum=1),
                    amount=b.int("amount", 0),
                    cost=b.int("cost", 0),
                    text=b.str("text", ""),
                )
            )
            b.done()
        if len(bonuses) != 2:
            t.fail(f"bonuses must list exactly 2 bonuses (first, improved), got {len(bonuses)}")
        t.done()
        side = ident[1:]
        tracks.append(
            Track(
                id=ident,
                letter=ident[:1],
                side=int(side) if side.isdigit() else 0,
                spaces=tuple(spaces),
                bonuses=(bonuses[0], bonuses[1]),
                permanent=ident[:1] in ("A", "B"),
            )
        )
    cards = _items(f, "track_cards", "track card", _track_card)
    first = f.section("first_game")
    first_game = []
    for key in first.data:
        if key != "source":
            first_game.append((key, first.str(key)))
    f.done()
    return tuple(tracks), cards, tuple(first_game)


def _track_card(t: _Table, ident: str) -> TrackCard:
    halves = t.list("halves")
    if len(halves) != 2 or not all(isinstance(h, str) for h in halves):
        t.fail(f'halves must be 2 track ids like ["A1", "A2"], got {_show(halves)}')
    return TrackCard(id=ident, halves=(halves[0], halves[1]))


def _card(t: _Table, ident: str, names: dict[str, str]) -> CardDef:
    card = CardDef(
        id=ident,
        kind=t.str("kind"),
        crate=t.int("crate"),
        letter=t.str("letter", None),
        good=t.str("good", None),
        units=t.int("units", 0),
        expansion=t.int("expansion", 0),
        bookkeeping=t.int("bookkeeping", 0),
        diamonds=t.int("diamonds", 0),
        pounds=t.int("pounds", 0),
        company=t.str("company", None),
        share=t.str("share", None),
        seat=t.int("seat", None, minimum=1),
        name=t.str("name", ""),
    )
    if not card.name:
        card = _named(card, names)
    return card


def _named(card: CardDef, names: dict[str, str]) -> CardDef:
    if card.kind == "goods":
        name = f"{card.units} {card.good}"
    elif card.kind == "expansion":
        name = f"expansion {card.expansion}"
    elif card.kind == "bookkeeper":
        name = f"bookkeeper {card.bookkeeping}"
    elif card.kind == "diamond":
        owner = names.get(card.company or "", card.company or "")
        name = f"{owner} diamond merchant" if owner else "Diamond merchant"
    elif card.kind == "share":
        name = f"{names.get(card.share or '', card.share)} share"
    else:
        name = card.id
    if card.share and card.kind != "share":
        name += f" + {names.get(card.share, card.share)} share"
    return replace(card, name=name)


def _cards(f: _File, names: dict[str, str]) -> tuple[tuple[CardDef, ...], ...]:
    result = tuple(
        _items(f, key, "card", lambda t, ident: _card(t, ident, names))
        for key in ("market", "starting", "expansion_one")
    )
    f.done()
    return result


def _book(t: _Table, ident: str, letter: str) -> Book:
    requirements = t.table("requirements", f"book {ident}, requirements").counts(minimum=1)
    rewards = t.table("rewards", f"book {ident}, rewards").counts(minimum=0)
    return Book(
        id=ident,
        letter=letter,
        requirements=tuple(Requirement(kind, value) for kind, value in requirements),
        rewards=tuple(BookReward(kind, value) for kind, value in rewards),
    )


def _books(f: _File) -> tuple[Book, ...]:
    books = _items(f, "books", "book", lambda t, ident: _book(t, ident, t.str("letter")))
    f.done()
    return books


def _starting_tile(t: _Table, ident: str) -> StartingTile:
    resting = t.list("resting_cards")
    if len(resting) != 3 or not all(isinstance(c, str) for c in resting):
        t.fail(f"resting_cards must be 3 starting-card ids, got {_show(resting)}")
    book_table = t.table("book", f"starting tile {ident}, book")
    book = _book(book_table, f"{ident}-book", "S")
    book_table.done()
    bonus = t.table("bonus", f"starting tile {ident}, bonus").counts(minimum=1)
    return StartingTile(
        id=ident,
        resting_cards=(resting[0], resting[1], resting[2]),
        book=book,
        bonus=bonus,
        first_game_seat=t.int("first_game_seat", None, minimum=1),
    )


def _starting_tiles(f: _File) -> tuple[StartingTile, ...]:
    tiles = _items(f, "starting_tiles", "starting tile", _starting_tile)
    f.done()
    return tiles


def _bonus_tile(t: _Table, ident: str) -> BonusTile:
    return BonusTile(
        id=ident,
        kind=t.str("kind"),
        amount=t.int("amount"),
        cost=t.int("cost"),
        name=t.str("name", ""),
    )


def _bonus_tiles(f: _File) -> tuple[BonusTile, ...]:
    tiles = _items(f, "bonus_tiles", "bonus tile", _bonus_tile)
    f.done()
    return tiles


def _player_board(f: _File) -> PlayerBoard:
    main = f.section("player_board")
    board = dict(
        action_slots=main.int("action_slots", minimum=1),
        final_diamond_pounds=main.int("final_diamond_pounds"),
        final_bookkeeping_pounds=main.int("final_bookkeeping_pounds"),
    )
    main.done()
    diamond_section = f.section("diamond_track")
    diamond = []
    for n, raw in enumerate(diamond_section.list("spaces")):
        s = _Table(f.name, f"diamond track, space {n}", raw)
        diamond.append(
            DiamondSpace(value=s.int("value", None), unlocks_slot=s.bool("unlocks_slot"))
        )
        s.done()
    diamond_section.done()
    book_section = f.section("bookkeeping_track")
    bookkeeping = []
    for n, raw in enumerate(book_section.list("spaces")):
        s = _Table(f.name, f"bookkeeping track, space {n}", raw)
        bookkeeping.append(
            BookkeepingSpace(
                value=s.int("value", None),
                no_a=s.bool("no_a"),
                unlocks_slot=s.bool("unlocks_slot"),
            )
        )
        s.done()
    book_section.done()
    f.done()
    return PlayerBoard(diamond=tuple(diamond), bookkeeping=tuple(bookkeeping), **board)


def _players_table(table: _Table) -> list[tuple[int, Any]]:
    """Keys that are player counts ("2", "3", "4") and their raw values."""
    pairs = []
    for key in table.data:
        if key in table.used:
            continue
        if not key.isdigit():
            table.fail(f"unknown key {key!r} (expected player counts like 2, 3, 4)")
        pairs.append((int(key), table.raw(key)))
    return pairs


def _board(f: _File) -> Board:
    spaces = f.section("bonus_spaces")
    fields: dict[str, Any] = dict(
        first_player_bookkeeping=spaces.int("first_player_bookkeeping"),
        buy_space_cost=spaces.int("buy_space_cost"),
        sell_space_bonus=spaces.int("sell_space_bonus"),
    )
    spaces.done()

    majorities = []
    for i, raw in enumerate(f.array("majorities")):
        t, ident = _item(f.name, "majorities", i, raw, "majority space")
        f.source(t)
        tiers = []
        for n, tier_raw in enumerate(t.list("tiers")):
            tier = _Table(f.name, f"majority space {ident}, tier {n + 1}", tier_raw)
            rewards = Rewards()
            if tier.has("rewards"):
                rewards = _rewards(tier.table("rewards"), ("pounds", "diamonds", "bookkeeping"))
            tiers.append(
                MajorityTier(
                    minimum=tier.int("minimum", minimum=1),
                    steps=tier.int("steps"),
                    rewards=rewards,
                    remove_posts=tier.int("remove_posts", 0),
                )
            )
            tier.raw("rewards", None)
            tier.done()
        majorities.append(
            MajoritySpace(
                id=ident,
                measure=t.str("measure"),
                company=t.str("company"),
                tiers=tuple(tiers),
            )
        )
        t.done()
    fields["majorities"] = tuple(majorities)

    display = f.section("card_display")
    fields["card_display"] = tuple(
        display.int_list(column) for column in ("left", "middle", "right")
    )
    display.done()

    books = f.section("book_display")
    columns = []
    for c, column in enumerate(books.list("columns")):
        if (
            not isinstance(column, list)
            or len(column) != 2
            or not all(isinstance(letter, str) for letter in column)
        ):
            books.fail(
                f'column {c + 1} must be [top letter, bottom letter] like ["A", "B"], '
                f"got {_show(column)}"
            )
        columns.append((column[0], column[1]))
    fields["book_display"] = tuple(columns)
    books.done()

    costs = f.section("book_costs")
    fields["book_costs"] = tuple(
        (key, costs.int(key)) for key in list(costs.data) if key != "source"
    )
    costs.done()

    coins = f.section("round_coins")
    round_coins = []
    for players, value in _players_table(coins):
        if not _is_count_list(value):
            coins.fail(
                f"{players} must be a list of whole numbers >= 0 (coins on round spaces "
                f"1..7), got {_show(value)}"
            )
        round_coins.append((players, tuple(value)))
    fields["round_coins"] = tuple(round_coins)
    coins.done()

    markers = f.section("bonus_markers")
    fields["markers_per_colour"] = markers.int("per_colour")
    bonus_markers = []
    for players, value in _players_table(markers):
        if not _is_int(value) or value < 0:
            markers.fail(f"{players} must be a whole number >= 0, got {_show(value)}")
        bonus_markers.append((players, value))
    fields["bonus_markers"] = tuple(bonus_markers)
    markers.done()

    game = f.section("game")
    fields["starting_pounds"] = game.int("starting_pounds")
    fields["rounds"] = game.int("rounds", minimum=1)
    game.done()
    f.done()
    return Board(**fields)


def _build(docs: dict[str, dict[str, Any]]) -> Components:
    companies = _companies(_File("companies.toml", docs["companies.toml"]))
    names = {c.id: c.name for c in companies}
    regions, borders = _map(_File("map.toml", docs["map.toml"]))
    tracks, track_cards, first_game = _tracks(_File("tracks.toml", docs["tracks.toml"]))
    market, starting, expansion_one = _cards(_File("cards.toml", docs["cards.toml"]), names)
    return Components(
        companies=companies,
        regions=regions,
        borders=borders,
        tracks=tracks,
        track_cards=track_cards,
        first_game_tracks=first_game,
        market_cards=market,
        starting_cards=starting,
        expansion_one_cards=expansion_one,
        books=_books(_File("books.toml", docs["books.toml"])),
        starting_tiles=_starting_tiles(_File("starting_tiles.toml", docs["starting_tiles.toml"])),
        bonus_tiles=_bonus_tiles(_File("bonus_tiles.toml", docs["bonus_tiles.toml"])),
        player_board=_player_board(_File("player_board.toml", docs["player_board.toml"])),
        board=_board(_File("board.toml", docs["board.toml"])),
    )
