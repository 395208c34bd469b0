"""Load and validate the Batavia component data (rules/batavia/data/*.toml).

``load_components()`` reads the packaged data once (cached) through importlib.resources;
``load_components_from_texts({file name: TOML text})`` builds and validates components from
texts read elsewhere (tests, an owner's edited copy). Every problem is a ``DataError`` whose
message names the file, the item and the problem, e.g. "commodities.toml: commodity silk:
tie must be a whole number >= 1, got 'x'". After the shapes, ``_validate`` checks every
fact the rulebook states (counts, values, the exchange table, the pirate thresholds).
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Mapping
from typing import Any, NoReturn

from rules.batavia.components import Commodity, Company, Components, TradingPost
from rules.data import SOURCES, DataError, DataFiles

__all__ = ["DATA_FILES", "DataError", "load_components", "load_components_from_texts"]

DATA_PACKAGE = "rules.batavia.data"
DATA_FILES = ("companies.toml", "commodities.toml", "trading_posts.toml", "game.toml")

# What the rulebook states (checked on every load).
COMPANY_IDS = ("britain", "denmark", "france", "netherlands", "sweden")
COMMODITY_VALUES = {"tea": (10, 5), "cotton": (11, 5), "china": (12, 6), "silk": (13, 6),
                    "ginger": (14, 7), "nutmeg": (15, 7), "pepper": (16, 8)}
SHIP_CARDS = 110
TRADING_POSTS = 35
EXCHANGE_GOLD = (1, 3, 6, 10, 15)
ATTACK_AT = {3: 21, 4: 25, 5: 25}
MATERIALS = {"promissory_notes_per_player": 15, "hand_size": 10, "crates_per_player": 12,
             "die_faces": 6, "draw_cards": 2, "open_at_start": 10, "reveal_step": 5,
             "ship_scale": 25}
PIECES = {"target_counter": 1, "die": 1, "promissory_notes": 75, "starter_ship": 1, "cannon": 1,
          "ship_pieces": 5, "company_seals": 5, "warehouses": 7, "warehouse_squares": 5, "merchants": 5,
          "counting_pieces": 5}
MAX_PLAYERS = 5
GOLD = {"target_counter": 4, "company_seal": 2, "most_notes": 5, "most_notes_tied": 2}


FILES = DataFiles(DATA_PACKAGE, DATA_FILES)


@functools.cache
def load_components() -> Components:
    """The packaged component data, loaded and validated once."""
    return load_components_from_texts(FILES.texts())


def load_components_from_texts(texts: Mapping[str, str]) -> Components:
    comp = _build(FILES.parse(texts))
    _validate(comp)
    return comp


# -- shapes -------------------------------------------------------------------------------
def _fail(file: str, where: str, problem: str) -> NoReturn:
    raise DataError(f"{file}: {where}: {problem}")


def _section(docs: dict[str, dict[str, Any]], file: str, name: str) -> dict[str, Any]:
    sec = docs[file].get(name)
    if not isinstance(sec, dict):
        _fail(file, f"[{name}]", "the section is missing")
    source = sec.get("source")
    if source not in SOURCES:
        _fail(file, f"[{name}]", f"source must be one of {', '.join(SOURCES)}, got {source!r}")
    return sec


def _items(docs, file: str, name: str, noun: str, keys: tuple[str, ...]) -> list[dict[str, Any]]:
    sec = _section(docs, file, name)
    items = sec.get("items")
    if not isinstance(items, list):
        _fail(file, f"[{name}]", "items must be a list of tables")
    for i, item in enumerate(items):
        where = f"item {i + 1}"
        if not isinstance(item, dict):
            _fail(file, where, "must be a table { key = value, ... }")
        if isinstance(item.get("id"), str):
            where = f"{noun} {item['id']}"
        missing = [k for k in keys if k not in item]
        if missing:
            _fail(file, where, f"{', '.join(missing)} missing")
        unknown = sorted(set(item) - set(keys))
        if unknown:
            _fail(file, where, f"unknown key {', '.join(unknown)}")
    return items


def _int(file: str, where: str, key: str, value: Any, minimum: int = 0) -> int:
    if type(value) is not int or value < minimum:
        _fail(file, where, f"{key} must be a whole number >= {minimum}, got {value!r}")
    return value


def _str(file: str, where: str, key: str, value: Any) -> str:
    if not isinstance(value, str) or not value:
        _fail(file, where, f"{key} must be a non-empty text, got {value!r}")
    return value


def _build(docs: dict[str, dict[str, Any]]) -> Components:
    f = "companies.toml"
    companies = []
    for it in _items(docs, f, "companies", "company", ("id", "letter", "ship_cards")):
        where = f"company {it['id']}"
        companies.append(Company(_str(f, where, "id", it["id"]), _str(f, where, "letter", it["letter"]),
                                 _int(f, where, "ship_cards", it["ship_cards"], 1)))
    f = "commodities.toml"
    commodities = []
    for it in _items(docs, f, "commodities", "commodity", ("id", "value", "tie")):
        where = f"commodity {it['id']}"
        commodities.append(Commodity(_str(f, where, "id", it["id"]), _int(f, where, "value", it["value"], 1),
                                     _int(f, where, "tie", it["tie"], 1)))
    f = "trading_posts.toml"
    posts = []
    for it in _items(docs, f, "trading_posts", "trading post", ("id", "company", "commodity", "hex")):
        where = f"trading post {it['id']}"
        posts.append(TradingPost(_str(f, where, "id", it["id"]), _str(f, where, "company", it["company"]),
                                 _str(f, where, "commodity", it["commodity"]),
                                 _int(f, where, "hex", it["hex"], 1)))
    f = "game.toml"
    pieces_sec = _section(docs, f, "pieces")
    pieces = {k: _int(f, "[pieces]", k, pieces_sec.get(k), 1) for k in PIECES}
    mat = _section(docs, f, "materials")
    pir = _section(docs, f, "pirates")
    gold = _section(docs, f, "gold")
    nums = {k: _int(f, "[materials]", k, mat.get(k), 1) for k in MATERIALS}
    attack = pir.get("attack_at")
    if not isinstance(attack, dict):
        _fail(f, "[pirates]", "attack_at must be a table { 3 = n, 4 = n, 5 = n }")
    attack_at = {}
    for k, v in attack.items():
        if not k.isdigit():
            _fail(f, "[pirates]", f"attack_at keys are player counts, got {k!r}")
        attack_at[int(k)] = _int(f, "[pirates]", f"attack_at.{k}", v, 1)
    exchange = gold.get("exchange")
    if not isinstance(exchange, list):
        _fail(f, "[gold]", "exchange must be a list of whole numbers")
    for i, v in enumerate(exchange):
        _int(f, "[gold]", f"exchange[{i + 1}]", v, 1)
    g = {k: _int(f, "[gold]", k, gold.get(k), 1) for k in GOLD}
    return Components(
        companies=tuple(companies), commodities=tuple(commodities), trading_posts=tuple(posts),
        notes_per_player=nums["promissory_notes_per_player"], hand_size=nums["hand_size"],
        crates_per_player=nums["crates_per_player"], die_faces=nums["die_faces"],
        draw_cards=nums["draw_cards"], open_at_start=nums["open_at_start"],
        reveal_step=nums["reveal_step"], ship_scale=nums["ship_scale"], attack_at=attack_at,
        exchange_gold=tuple(exchange), target_gold=g["target_counter"], seal_gold=g["company_seal"],
        most_notes_gold=g["most_notes"], most_notes_tied_gold=g["most_notes_tied"], pieces=pieces,
    )


# -- the rulebook's facts -------------------------------------------------------------------
def _validate(comp: Components) -> None:
    problems: list[str] = []
    ids = tuple(c.id for c in comp.companies)
    if ids != COMPANY_IDS:
        problems.append(f"companies.toml: the companies must be {', '.join(COMPANY_IDS)} in this order, got {', '.join(ids)}")
    letters = [c.letter for c in comp.companies]
    if len(set(letters)) != len(letters):
        problems.append("companies.toml: every company needs its own letter")
    total = sum(c.ship_cards for c in comp.companies)
    if total != SHIP_CARDS:
        problems.append(f"companies.toml: the ship cards must total {SHIP_CARDS}, got {total}")
    have = {k.id: (k.value, k.tie) for k in comp.commodities}
    if list(have) != list(COMMODITY_VALUES):
        problems.append(f"commodities.toml: the commodities must be {', '.join(COMMODITY_VALUES)} in this order")
    for kid, rulebook in COMMODITY_VALUES.items():
        if kid in have and have[kid] != rulebook:
            problems.append(f"commodities.toml: commodity {kid}: the rulebook gives value {rulebook[0]}, tie {rulebook[1]}; got {have[kid][0]}, {have[kid][1]}")
    posts = comp.trading_posts
    if len(posts) != TRADING_POSTS:
        problems.append(f"trading_posts.toml: there must be {TRADING_POSTS} trading posts, got {len(posts)}")
    seen_ids = Counter(p.id for p in posts)
    for pid, n in seen_ids.items():
        if n > 1:
            problems.append(f"trading_posts.toml: trading post {pid}: the id is used {n} times")
    for p in posts:
        if p.company not in COMPANY_IDS:
            problems.append(f"trading_posts.toml: trading post {p.id}: unknown company {p.company!r}")
        if p.commodity not in COMMODITY_VALUES:
            problems.append(f"trading_posts.toml: trading post {p.id}: unknown commodity {p.commodity!r}")
    hexes = sorted(p.hex for p in posts)
    if hexes != list(range(1, len(posts) + 1)):
        problems.append("trading_posts.toml: the quick-start hexes must be 1 to 35, each once")
    per_company = Counter(p.company for p in posts)
    groups = len(posts) // len(COMPANY_IDS) if posts else 0
    for cid in COMPANY_IDS:
        if per_company[cid] != groups:
            problems.append(f"trading_posts.toml: company {cid} has {per_company[cid]} trading posts; the setup deals them in groups of five, one per company, so each needs {groups}")
    pairs = Counter((p.company, p.commodity) for p in posts)
    for (cid, kid), n in pairs.items():
        if n > 1:
            problems.append(f"trading_posts.toml: {n} trading posts of {cid} with {kid}, but each warehouse has one square per company")
    if comp.exchange_gold != EXCHANGE_GOLD:
        problems.append(f"game.toml: [gold] exchange must be {list(EXCHANGE_GOLD)} (1-5 counters), got {list(comp.exchange_gold)}")
    if comp.attack_at != ATTACK_AT:
        problems.append(f"game.toml: [pirates] attack_at must be {ATTACK_AT}, got {comp.attack_at}")
    for key, want in MATERIALS.items():
        got = {"promissory_notes_per_player": comp.notes_per_player, "hand_size": comp.hand_size,
               "crates_per_player": comp.crates_per_player, "die_faces": comp.die_faces,
               "draw_cards": comp.draw_cards, "open_at_start": comp.open_at_start,
               "reveal_step": comp.reveal_step, "ship_scale": comp.ship_scale}[key]
        if got != want:
            problems.append(f"game.toml: [materials] {key} is {want} in the rulebook, got {got}")
    for key, want in GOLD.items():
        got = {"target_counter": comp.target_gold, "company_seal": comp.seal_gold,
               "most_notes": comp.most_notes_gold, "most_notes_tied": comp.most_notes_tied_gold}[key]
        if got != want:
            problems.append(f"game.toml: [gold] {key} is {want} in the rulebook, got {got}")
    for key, want in PIECES.items():
        if comp.pieces.get(key) != want:
            problems.append(f"game.toml: [pieces] {key} is {want} in the rulebook, got {comp.pieces.get(key)}")
    ncomp, ncommod = len(comp.companies), len(comp.commodities)
    for key, want in (("ship_pieces", ncomp), ("company_seals", ncomp), ("warehouse_squares", ncomp),
                      ("warehouses", ncommod)):
        if comp.pieces.get(key) != want:
            problems.append(f"game.toml: [pieces] {key} must match the data ({want}), got {comp.pieces.get(key)}")
    if comp.pieces.get("promissory_notes") != comp.notes_per_player * MAX_PLAYERS:
        problems.append("game.toml: [pieces] promissory_notes must be promissory_notes_per_player x 5 players")
    if problems:
        raise DataError("\n".join(problems))
