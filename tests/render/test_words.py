"""Every word an image shows comes from a catalogue: no English left in render/ code.

The rule, over every ``.py`` under ``render/`` read as a syntax tree (string constants and
the literal parts of f-strings):

- a literal with a word in it (two letters or more in a row) is an English text unless it
  is an **id**: lower-case letters, digits and ``_ - . :`` only (catalogue keys like
  ``render-mombasa-cash``, view fields like ``money``, layout ids, PIL anchors like ``lm``,
  ``tile:`` in ``f"tile:{id}"``), or a **code** of capitals and digits (``RGB``, ``PNG``);
- an id cannot be told from a lower-case word ("price"), so a literal with a letter that is
  handed straight to a function that draws or measures text (``text``, ``pill``, ``wrap``,
  ``fit_size``, ``text_width``, ``ellipsize``: the text argument) is a word whatever it looks
  like;
- not checked: docstrings, the messages of ``raise`` (for developers, in logs) and
  ``__all__``.

So "Card display", "Round {n}" and ``dr.text(d, xy, "price")`` fail; "card_display",
``w("render-mombasa-price")`` and ", " pass. And the other way round: every ``render-...`` key the code uses is in the
English catalogue, and the catalogue holds no key the code never uses.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from fluent.syntax import FluentParser
from fluent.syntax import ast as fl

from rules.catalogues import words

RENDER = Path(__file__).resolve().parents[2] / "render"
WORD = re.compile(r"[A-Za-z]{2,}")
ID = re.compile(r"^[a-z0-9_.:\-]*$")
CODE = re.compile(r"^[A-Z0-9]+$")
EVENT = re.compile(r"^(?:[A-Z][a-z]+){2,}$")  # an engine event's type ("CardBought"), an id
KEY = re.compile(r"^render-[a-z0-9-]+$")


def _literals(tree: ast.AST) -> list[tuple[int, str]]:
    """(line, text) of every string literal outside docstrings, raise and __all__."""
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                skip.add(id(first.value))
        elif isinstance(node, ast.Raise) or (
                isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets)):
            skip.update(id(n) for n in ast.walk(node))
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip]


TEXT_FUNCTIONS = {"text": 2, "pill": 3, "wrap": 0, "fit_size": 0, "text_width": 0, "ellipsize": 0}  # name: text arg


def _drawn_literals(tree: ast.AST) -> list[tuple[int, str]]:
    """(line, text) of literals handed straight to a text-drawing or measuring function."""
    out = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
        if name not in TEXT_FUNCTIONS or len(node.args) <= TEXT_FUNCTIONS[name]:
            continue
        arg = node.args[TEXT_FUNCTIONS[name]]
        parts = [arg] if isinstance(arg, ast.Constant) else arg.values if isinstance(arg, ast.JoinedStr) else []
        out += [(arg.lineno, p.value) for p in parts
                if isinstance(p, ast.Constant) and isinstance(p.value, str) and re.search("[A-Za-z]", p.value)]
    return out


def _is_english(text: str) -> bool:
    return bool(WORD.search(text)) and not ID.match(text) and not CODE.match(text) and not EVENT.match(text)


def _found(source: str) -> list[str]:
    tree = ast.parse(source)
    return sorted({text for _line, text in _literals(tree) if _is_english(text)}
                  | {text for _line, text in _drawn_literals(tree)})


def test_the_rule_tells_words_from_ids():
    assert all(_is_english(s) for s in ("Card display", "Round ", " removed", "Mautoma", "Mombasa: final"))
    assert not any(_is_english(s) for s in ("render-mombasa-cash", "CardBought", "money", "track:", "lm", "RGB", ", ", "…", "-1"))
    drawn = 'dr.text(d, xy, "price")\ntext(d, xy, f"x{n}")\npill(d, x, y, "M", c)\nfonts.wrap("a b", 9, 9, 2)'
    assert _found(drawn) == ["M", "a b", "price", "x"]
    assert _found('dr.text(d, xy, w("render-mombasa-price"))\ndr.text(d, xy, "…")\nv.get("price")') == []


def _sources() -> list[Path]:
    return sorted(RENDER.rglob("*.py"))


def test_no_english_literal_in_render_code():
    found = []
    for path in _sources():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        hits = [(line, text) for line, text in _literals(tree) if _is_english(text)] + _drawn_literals(tree)
        found += [f"{path.relative_to(RENDER.parent)}:{line}: {text!r}" for line, text in sorted(set(hits))]
    assert not found, "words belong in the catalogue (locales/<lang>/render.ftl):\n" + "\n".join(found)


def _keys_in_code() -> set[str]:
    return {text for path in _sources() for _line, text in _literals(ast.parse(path.read_text(encoding="utf-8")))
            if KEY.match(text)}


def _catalogue_files() -> list[Path]:
    return sorted(RENDER.glob("*/locales/*/*.ftl"))


def test_catalogues_parse_cleanly():
    assert _catalogue_files()
    for path in _catalogue_files():
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        junk = [e.content[:60] for e in resource.body if isinstance(e, fl.Junk)]
        assert not junk, f"{path}: unparsable entries {junk}"


def test_every_key_the_code_uses_is_in_english_and_none_is_unused():
    import render.registry as registry

    for game in {p.parent.parent.parent.name for p in _catalogue_files()}:
        registry.drawn(game)  # registers the game's catalogue
    en = words("en")
    used = _keys_in_code()
    assert used
    missing = sorted(k for k in used if not en.has(k))
    assert not missing, f"keys used in render/ but not in the English catalogue: {missing}"
    defined = set()
    for path in _catalogue_files():
        if path.parent.name == "en":
            resource = FluentParser().parse(path.read_text(encoding="utf-8"))
            defined |= {e.id.name for e in resource.body if isinstance(e, fl.Message)}
    assert not sorted(defined - used), f"catalogue keys no code uses: {sorted(defined - used)}"
