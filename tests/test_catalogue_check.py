"""The catalogue check: the engines' words and their English catalogues agree.

- every key the code uses exists in English: statically (every ``msg("...")`` /
  ``Message("...")`` literal in rules/, and the helpers that prefix one: refusals' ``no``,
  the summary's ``_clause``, the Mautoma's ``_say``) and dynamically (every key, nested ones
  included, of the events, labels, refusals and view messages of seeded playouts);
- every message seen in those playouts formats in English without a Fluent error, so each
  placeholder an entry reads is among the arguments the code passes;
- no English entry is unused (entries used only from other entries count as used);
- every component id of the data has its own entry (a company, region, bonus tile, track
  bonus or Mautoma effect never reads as its raw id);
- no stray English in the message code of rules/mombasa (see ``test_no_stray_sentences``).
"""

from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import pytest
from fluent.syntax import ast as FTL
from fluent.syntax import parse
from fluent.syntax.visitor import Visitor

from rules import IllegalAction, get_game
from rules.catalogues import catalogue_files, words
from rules.core import Action, game_names

ROOT = Path(__file__).resolve().parents[1]
RULES = ROOT / "rules"
GAME = get_game("mombasa")
EN = words("en")
OWN = re.compile(r"^(core|mombasa|batavia)-[a-z0-9-]*[a-z0-9]$")  # a prefix ("mombasa-no-") is not a key
PREFIXED = {"no": "mombasa-no-", "_clause": "mombasa-sum-", "_say": "mombasa-mau-"}
# Entries the code does not name by a literal and playouts may not reach, with the reason.
UNUSED_ALLOWED = {
    "core-seat": "the formatter's default seat name (rules.catalogues.Words.seat_name)",
    "mombasa-task": "a pending decision without its own text (tasks.describe), none today",
    "mombasa-score-category": "score categories for the renderer and bot (scoring.scores keys)",
}


def _entries() -> dict[str, FTL.Message]:
    for name in game_names():  # every engine registers its catalogue when it is loaded
        get_game(name)
    out = {}
    for _package, _name, text in catalogue_files("en"):
        for entry in parse(text).body:
            if isinstance(entry, FTL.Message):
                out[entry.id.name] = entry
    return out


def _references(node) -> set[str]:
    """Message references inside an entry ({ mombasa-card })."""
    found: set[str] = set()

    class References(Visitor):
        def visit_MessageReference(self, ref):  # noqa: N802 - fluent's visitor naming
            found.add(ref.id.name)
            self.generic_visit(ref)

    References().visit(node)
    return found


def static_keys() -> set[str]:
    keys: set[str] = set()
    for path in RULES.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and OWN.match(node.value):
                keys.add(node.value)
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in PREFIXED
                    and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
                keys.add(PREFIXED[node.func.id] + node.args[0].value)
    return keys


def _nested(obj, out: list) -> list:
    """Every message (a dict with "key" and "args") inside a JSON-like value."""
    if isinstance(obj, dict):
        if isinstance(obj.get("key"), str) and isinstance(obj.get("args"), dict):
            out.append(obj)
        for v in obj.values():
            _nested(v, out)
    elif isinstance(obj, list):
        for v in obj:
            _nested(v, out)
    return out


def _playout_messages() -> list[dict]:
    """Messages of seeded playouts: events, labels, refusals, view messages."""
    messages: list[dict] = []
    configs = [(2, {"setup": "first"}, 11), (3, {"setup": "variable"}, 12), (4, {"setup": "variable"}, 13),
               (2, {"automa": "easy"}, 14), (2, {"automa": "hard"}, 15), (2, {"automa": "medium"}, 16)]
    for players, options, seed in configs:
        picker = random.Random(seed)
        s = GAME.new_game(players=players, seed=seed, options=options)
        kinds: dict[str, dict] = {}
        step = 0
        while not GAME.is_over(s):
            step += 1
            to_move = GAME.to_move(s)
            seat = picker.choice(to_move)
            legal = GAME.legal_actions(s, seat)
            for a in legal:
                messages.append(a.message.to_json())
                kinds[a.kind] = a.to_json()
            if step % 3 == 0:
                for obj in [{"kind": "__nope__"}, *kinds.values()]:
                    try:
                        GAME.apply(s, seat, GAME.action_from_json(obj))
                    except IllegalAction as exc:
                        messages.append(exc.message.to_json())
                idle = [i for i in range(players) if i not in to_move]
                if idle:
                    try:
                        GAME.apply(s, idle[0], legal[0])
                    except IllegalAction as exc:
                        messages.append(exc.message.to_json())
            if step % 5 == 0:
                for viewer in (None, seat):
                    _nested(GAME.view(s, viewer), messages)
            s, events = GAME.apply(s, seat, picker.choice(legal))
            messages += [{"key": e["key"], "args": e["args"]} for e in events]
    try:
        GAME.apply(s, 0, Action.make("goods"))
    except IllegalAction as exc:
        messages.append(exc.message.to_json())
    return messages


@pytest.fixture(scope="module")
def seen() -> list[dict]:
    return _playout_messages()


def test_every_key_used_in_the_code_has_english():
    entries = _entries()
    missing = sorted(k for k in static_keys() if k not in entries)
    assert not missing, f"keys used in rules/ with no English entry: {missing}"


def test_every_message_of_the_playouts_reads_cleanly(seen):
    problems: dict[str, list[str]] = {}
    for m in seen:
        for p in EN.problems(m):
            problems.setdefault(p, [])
    assert not problems, "messages that do not format cleanly:\n" + "\n".join(sorted(problems)[:30])


def test_no_english_entry_is_unused(seen):
    entries = _entries()
    used = set(static_keys()) | set(UNUSED_ALLOWED)
    for m in seen:
        used.update(n["key"] for n in _nested(m, []))
    for entry in entries.values():  # entries used by entries that are used
        if entry.id.name in used:
            used |= _references(entry)
    # a used entry's short form and detail ("<key>-short", "<key>-detail"): a panel reads
    # them when the entry is too long for a label (bot/ui/panels.fit)
    used |= {k for k in entries for form in ("-short", "-detail")
             if k.endswith(form) and k.removesuffix(form) in used}
    unused = sorted(k for k in entries if k not in used and k.startswith(("core-", "mombasa-")))
    assert not unused, f"English entries nothing uses: {unused}"


def test_every_component_id_has_its_own_words():
    D = GAME.D
    comp = D.components
    from rules.mombasa import wording as W
    from rules.mombasa.components.automa_loader import load_automa_components

    checks = [(W.company(c.id), c.id) for c in comp.companies]
    checks += [(W.region(r.id), r.id) for r in comp.regions]
    checks += [(W.tile(t.id), t.id) for t in comp.bonus_tiles] + [(W.tile(t.id, lower=True), t.id) for t in comp.bonus_tiles]
    checks += [(W.track_bonus(b.kind, b.level), b.kind) for tr in comp.tracks for b in tr.bonuses]
    ac = load_automa_components()
    effects = [e for k in ac.kind_effects for e in k.criteria] + [e for _, e in ac.special_effects]
    effects += [e for _, e in ac.bonus_tile_effects]
    checks += [(W.mautoma_effect(ac, e), "") for e in effects]
    raw = [(m.to_json(), EN(m)) for m, ident in checks if EN(m) in (ident, "")]
    assert not raw, f"components that read as their raw id: {raw[:10]}"


# -- no stray sentences ----------------------------------------------------------------------------
# The rule: in rules/mombasa (its message code), a string literal that holds three words or
# more (two spaces or more, with a letter) is an English sentence and belongs in a catalogue.
# Not counted: docstrings; comments (not in the syntax tree); the text of exceptions that
# mean an internal bug (ValueError, RuntimeError, KeyError, TypeError, AssertionError,
# IndexError, NotImplementedError: never shown to a player as a refusal); and these files:
STRAY_EXEMPT = {
    # data validation: errors for the owners of the data files (one message naming file,
    # item and problem), read by whoever edits the TOML, never by a player
    "components/loader.py", "components/validate.py", "components/automa_loader.py",
    "components/checkdata.py", "components/__init__.py", "components/automa.py",
    "components/catalog.py",
    # format 1's English, recognised to upgrade an old saved game (never written)
    "saved.py",
}
INTERNAL = {"ValueError", "RuntimeError", "KeyError", "TypeError", "AssertionError", "IndexError",
            "NotImplementedError"}


def stray_sentences(source: str) -> list[tuple[int, str]]:
    tree = ast.parse(source)
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                skip.add(id(first.value))
        if (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call)
                and isinstance(node.exc.func, ast.Name) and node.exc.func.id in INTERNAL):
            skip.update(id(sub) for sub in ast.walk(node.exc))
    out = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip
                and node.value.count(" ") >= 2 and any(c.isalpha() for c in node.value)):
            out.append((node.lineno, node.value))
    return out


def test_no_stray_sentences():
    found = []
    base = RULES / "mombasa"
    for path in sorted(base.rglob("*.py")):
        rel = path.relative_to(base).as_posix()
        if rel in STRAY_EXEMPT:
            continue
        found += [f"rules/mombasa/{rel}:{line}: {text!r}" for line, text in stray_sentences(path.read_text())]
    assert not found, "English sentences outside the catalogues:\n" + "\n".join(found)


def test_the_stray_sentence_rule_catches_what_it_claims():
    code = '''
"""A docstring with many words is fine."""
def f():
    """So is this one."""
    x = "two words"
    raise ValueError("an internal bug says what it likes")
    return f"You cannot do {x} now."
'''
    assert [line for line, _ in stray_sentences(code)] == [7]


def test_plurals_come_from_the_catalogue():
    """No hand-made plural ("s" if n != 1, an _s()/_plural() helper) in the message code:
    Fluent selects the plural form (CLDR rules) in the catalogue."""
    pattern = re.compile(r"""['"]s['"] if |\b_s\(|\b_plural\(""")
    found = []
    for path in sorted((RULES / "mombasa").rglob("*.py")):
        rel = path.relative_to(RULES / "mombasa").as_posix()
        if rel in STRAY_EXEMPT:
            continue
        for n, line in enumerate(path.read_text().splitlines(), 1):
            if pattern.search(line):
                found.append(f"rules/mombasa/{rel}:{n}: {line.strip()}")
    assert not found, "hand-made plurals:\n" + "\n".join(found)
