"""Every message key the engine uses exists in the English catalogue and formats without
Fluent errors: a static scan of the msg/say literals in rules/batavia, and every message
(events, nested arguments, action labels, refusals, score categories) met in playouts."""

from __future__ import annotations

import random
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from rules import Action, IllegalAction
from rules.batavia import wording
from rules.catalogues import words
from rules.core import Message, msg
from tests.batavia.test_playouts import GAME

ENGINE = Path(__file__).resolve().parents[2] / "rules" / "batavia"
LITERAL = re.compile(r"""\b(?:msg|say)\(\s*["'](batavia-[a-z0-9-]+)["']""")


def _nested(value: Any) -> Iterable[Message]:
    if isinstance(value, dict) and isinstance(value.get("key"), str):
        m = Message.from_json(value)
        yield m
        for v in m.args.values():
            yield from _nested(v)
    elif isinstance(value, list):
        for v in value:
            yield from _nested(v)


def _all_messages(m: Message) -> Iterable[Message]:
    yield m
    for v in m.args.values():
        yield from _nested(v)


def _format_errors(m: Message) -> list[str]:
    w = words("en")
    if not w.has(m.key):
        return [f"{m.key}: not in the English catalogue"]
    entry = w.bundle.get_message(m.key)
    text, errors = w.bundle.format_pattern(entry.value, w._args(m.args, ["Ann", "Bob", "Cid", "Dee", "Eve"]))
    out = [f"{m.key} {dict(m.args)}: {e}" for e in errors]
    if m.key in text or not text.strip():
        out.append(f"{m.key}: formats as {text!r}")
    return out


def test_every_literal_key_is_in_the_catalogue():
    keys = set()
    for path in ENGINE.rglob("*.py"):
        keys |= set(LITERAL.findall(path.read_text(encoding="utf-8")))
    assert len(keys) > 40
    missing = sorted(k for k in keys if not words("en").has(k))
    assert not missing


def _collect(seeds: range, players: int, open_posts: bool) -> tuple[set[str], list[str]]:
    seen: set[str] = set()
    problems: list[str] = []
    checked: set[tuple[str, str]] = set()

    def check(m: Message) -> None:
        for part in _all_messages(m):
            seen.add(part.key)
            sig = (part.key, repr(part.args))
            if sig not in checked:
                checked.add(sig)
                problems.extend(_format_errors(part))

    bogus = [Action.make("bid", amount=0), Action.make("bid", amount=99), Action.make("lay", company="prussia"),
             Action.make("lay", company="denmark"), Action.make("sail", company="sweden"), Action.make("done"),
             Action.make("exchange"), Action.make("keep"), Action.make("cancel"), Action.make("pass"),
             Action.make("draw"), Action.make("fly")]
    for seed in seeds:
        s = GAME.new_game(players, seed, {"open": open_posts})
        r = random.Random(seed)
        while not GAME.is_over(s):
            seat = GAME.to_move(s)[0]
            legal = GAME.legal_actions(s, seat)
            for a in legal:
                check(a.message)
            for b in bogus:
                if b not in legal:
                    try:
                        GAME.apply(s, seat, b)
                    except IllegalAction as exc:
                        check(exc.message)
            try:
                GAME.apply(s, (seat + 1) % players, legal[0])
            except IllegalAction as exc:
                check(exc.message)
            s, events = GAME.apply(s, seat, r.choice(legal))
            for e in events:
                check(Message(e["key"], e["args"]))
        try:
            GAME.apply(s, 0, Action.make("draw"))
        except IllegalAction as exc:
            check(exc.message)
    for key in (*wording.SCORE_CATEGORIES, "total"):
        check(wording.score_category(key))
    for cid in GAME.D.company_ids:
        check(wording.company(cid))
    for kid in GAME.D.commodity_ids:
        check(wording.commodity(kid))
    return seen, problems


def test_every_message_met_in_play_formats_without_errors():
    seen, problems = set(), []
    for players, open_posts in ((3, False), (4, True), (5, False)):
        more, found = _collect(range(3), players, open_posts)
        seen |= more
        problems += found
    assert not problems, problems[:10]
    assert len(seen) > 50


def test_option_refusals_and_catalogue_words():
    from rules import OptionError

    for players, opts in ((2, {}), (3, {"colour": 1}), (3, {"open": "yes"}), (3, {"first_auctioneer": 3})):
        try:
            GAME.new_game(players, 1, opts)
        except OptionError as exc:
            assert not _format_errors(exc.message)
        else:
            raise AssertionError(f"{players} {opts} accepted")
    w = words("en")
    assert w(wording.company("netherlands")) == "the Netherlands"
    assert w(msg("batavia-cards-of", company="denmark", count=1)) == "1 Danish card"
    assert w(wording.score_category("warehouses")) == "Warehouses"
