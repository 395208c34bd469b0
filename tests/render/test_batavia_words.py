"""Batavia speaks English and Dutch: every key of its catalogues (the images' render.ftl
and the engine's batavia.ftl) has a Dutch entry with the same placeholders, and no Dutch
entry is the English one unless listed here as intentional."""

from __future__ import annotations

from pathlib import Path

import pytest
from fluent.syntax import FluentParser, FluentSerializer
from fluent.syntax import ast as fl
from fluent.syntax.visitor import Visitor as FluentVisitor

import render.batavia  # noqa: F401 - registers the catalogues
from rules.catalogues import words

ROOT = Path(__file__).resolve().parents[2]
CATALOGUES = [ROOT / "render" / "batavia" / "locales" / "{}" / "render.ftl",
              ROOT / "rules" / "batavia" / "locales" / "{}" / "batavia.ftl"]
# Entries that read the same in both languages: only placeholders (and punctuation).
SAME_ON_PURPOSE = {
    "render-batavia-text-merchant",   # "{ $name } { $place }": the place is already in the language
    "render-batavia-text-ships",      # "{ $company } { $count }"
    "render-batavia-text-crates",     # "{ $name } { $count }"
    "render-batavia-text-score",      # "{ $category } { $gold }"
}


def _entries(path: Path) -> dict[str, fl.Message]:
    resource = FluentParser().parse(path.read_text(encoding="utf-8"))
    junk = [e.content[:60] for e in resource.body if isinstance(e, fl.Junk)]
    assert not junk, f"{path}: unparsable {junk}"
    return {e.id.name: e for e in resource.body if isinstance(e, fl.Message)}


def _placeholders(node: object) -> set[str]:
    found: set[str] = set()

    class Visitor(FluentVisitor):
        def visit_VariableReference(self, n):  # noqa: N802 - fluent.syntax's visitor naming
            found.add(n.id.name)

    Visitor().visit(node)
    return found


def _source(message: fl.Message) -> str:
    return FluentSerializer().serialize_entry(fl.Message(message.id, message.value, message.attributes))


@pytest.mark.parametrize("pattern", CATALOGUES, ids=["render", "engine"])
def test_every_key_has_dutch_with_the_same_placeholders(pattern):
    en = _entries(Path(str(pattern).format("en")))
    nl = _entries(Path(str(pattern).format("nl")))
    assert en and not sorted(set(en) - set(nl)), f"no Dutch for {sorted(set(en) - set(nl))}"
    assert not sorted(set(nl) - set(en)), f"Dutch keys English lacks: {sorted(set(nl) - set(en))}"
    for key, message in en.items():
        assert _placeholders(message) == _placeholders(nl[key]), key
    same = sorted(k for k in en if _source(en[k]) == _source(nl[k]) and k not in SAME_ON_PURPOSE)
    assert not same, f"Dutch equals English (translate, or list as intentional): {same}"
    stale = sorted(k for k in SAME_ON_PURPOSE & set(en) if _source(en[k]) != _source(nl[k]))
    assert not stale, f"listed as the same but translated: {stale}"


def test_dutch_reads_as_dutch():
    nl = words("nl")
    assert nl("batavia-cards-of", count=3, company="denmark") == "3 Deense kaarten"
    assert nl("batavia-company-adj", company="netherlands") == "Nederlands"
    assert nl("render-batavia-seat", number=5, colour="orange") == "S5 oranje"  # kit table: vermilion
    assert nl("render-batavia-warehouses-title") == "Pakhuizen"
    assert nl.join(["a", "b"]) == "a en b"


def test_every_engine_message_of_a_game_formats_in_dutch():
    """Events, action labels and refusals met in seeded games format in Dutch without a
    Fluent error (the English counterpart: tests/batavia/test_catalogue.py)."""
    import random

    from rules import IllegalAction, get_game
    from rules.core import Action, Message

    game = get_game("batavia")
    nl = words("nl")
    names = ["Ann", "Bob", "Cid", "Dee", "Eve"]
    seen: set[str] = set()
    checked: set[str] = set()

    def check(m: Message) -> None:
        sig = repr(m.to_json())
        if sig in checked:
            return
        checked.add(sig)
        seen.add(m.key)
        entry = nl.bundle.get_message(m.key) if nl.bundle.has_message(m.key) else None
        assert entry is not None, f"{m.key}: no Dutch"
        text, errors = nl.bundle.format_pattern(entry.value, nl._args(m.args, names))
        assert not errors and text.strip(), (m.key, errors)

    for players, seed, open_posts in ((3, 1, False), (4, 2, True), (5, 3, False)):
        s = game.new_game(players, seed, {"open": open_posts})
        rng = random.Random(seed)
        while not game.is_over(s):
            seat = game.to_move(s)[0]
            legal = game.legal_actions(s, seat)
            for a in legal:
                check(a.message)
            try:
                game.apply(s, seat, Action.make("lay", company="prussia"))
            except IllegalAction as exc:
                check(exc.message)
            s, events = game.apply(s, seat, rng.choice(legal))
            for e in events:
                check(Message(e["key"], e["args"]))
    assert len(seen) > 20
