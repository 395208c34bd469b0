"""The Dutch catalogues (issue 16) say everything the English ones say.

For every English catalogue file of Mombasa's engine, Mombasa's images and the bot, the Dutch
file of the same name has every message and attribute, with the same variables (selectors
included), no junk, and no text left equal to the English unless listed below (names, numbers,
symbols). The bot's English files are read from ``bot/locales/en`` when present; before the bot
branch is merged they are read from the ``botcore`` branch with ``git show`` (skipped if absent).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.serializer import serialize_pattern
from fluent.syntax.visitor import Visitor

import render.mombasa.words  # noqa: F401  (registers render.ftl)
import rules.mombasa.wording  # noqa: F401  (registers the engine's catalogues)
from rules.catalogues import words
from rules.core import Message

ROOT = Path(__file__).resolve().parents[1]
FOLDERS = ["rules/mombasa/locales", "render/mombasa/locales", "bot/locales"]
BOT_FILES = ["bot.ftl", "mombasa.ftl", "batavia.ftl", "batavia_panels.ftl"]

# Entries whose Dutch is rightly the English text: names, numbers, symbols, words Dutch shares.
INTENTIONAL_EQUAL: set[str] = {
    "bot-batavia-title",
    # Company names as in the Dutch edition, a seat or a formatted thing passed through.
    "mombasa-company", "mombasa-company-title", "mombasa-player", "mombasa-mautoma-name",
    "mombasa-task", "mombasa-comma", "mombasa-semicolon", "mombasa-seat-tile",
    # Text alternatives made only of placeables and symbols.
    "render-mombasa-move-money", "render-mombasa-move-steps", "render-mombasa-move-track-of",
    "render-mombasa-part-text-region", "render-mombasa-part-text-space",
    # A language's own name (the language picker shows each in itself).
    "bot-language-en", "bot-language-nl",
    # Only placeables and punctuation.
    "bot-mombasa-plan-and", "bot-mombasa-steps-and", "bot-mombasa-steps-part", "bot-ai-why",
    "bot-mombasa-book-whole-short",
    "mombasa-act-flip-book-detail", "render-mombasa-text-resting",
    "mombasa-summary", "mombasa-list", "mombasa-mau-icon", "mombasa-mau-then", "mombasa-mau-with-reason",
    # Image words Dutch shares with English ("bonus", "slot", "hand", "start", "solo"), the
    # title, a letter, and lines made only of placeables.
    "render-mombasa-bonus-level", "render-mombasa-board-plus-slot", "render-mombasa-panel-slot",
    "render-mombasa-hand", "render-mombasa-track-start", "render-mombasa-legend-solo",
    "render-mombasa-tile-bonus", "render-mombasa-title", "render-mombasa-board-no-a",
    "render-mombasa-mautoma", "render-mombasa-mautoma-letter", "render-mombasa-company",
    "render-mombasa-company-count", "render-mombasa-automa-head-line", "render-mombasa-automa-priorities",
    "render-mombasa-text-planned-slot", "render-mombasa-text-score-part", "render-mombasa-text-sentence",
    # Bot lines made only of placeables, Markdown and symbols; command names Dutch shares
    # ("solo", "hand", "status", "bonus") or that are the game's name.
    "bot-text", "bot-game-title", "bot-automa-line", "bot-score-part", "bot-standing",
    "bot-standing-detail", "bot-board-head", "bot-board-head-actor", "bot-line", "bot-lobby-setting",
    "bot-log-move", "bot-log-private", "bot-log-public", "bot-panel-note", "bot-panel-preview",
    "bot-ping-line", "bot-private-line", "bot-repeated", "bot-rules-topic",
    "bot-cmd-action", "bot-cmd-group", "bot-cmd-hand", "bot-cmd-solo", "bot-cmd-status",
    "bot-mombasa-title", "bot-mombasa-cmd-bonus",
    # Rules topics Dutch names as English does (one attribute, not the whole message).
    "bot-mombasa-rules-planning.topic", "bot-mombasa-rules-solo.topic",
}


def _english_bot(name: str) -> str | None:
    path = ROOT / "bot" / "locales" / "en" / name
    if path.exists():
        return path.read_text(encoding="utf-8")
    return None


def _pairs() -> list[tuple[str, str, str | None]]:
    """(label, English text, Dutch text or None) for every English catalogue file."""
    out: list[tuple[str, str, str | None]] = []
    for folder in FOLDERS[:2]:
        for en in sorted((ROOT / folder / "en").glob("*.ftl")):
            nl = ROOT / folder / "nl" / en.name
            out.append((f"{folder}/{en.name}", en.read_text(encoding="utf-8"),
                        nl.read_text(encoding="utf-8") if nl.exists() else None))
    en_dir = ROOT / "bot" / "locales" / "en"
    names = sorted(p.name for p in en_dir.glob("*.ftl")) if en_dir.exists() else BOT_FILES
    for name in names:
        text = _english_bot(name)
        if text is None:
            continue
        nl = ROOT / "bot" / "locales" / "nl" / name
        out.append((f"bot/locales/{name}", text, nl.read_text(encoding="utf-8") if nl.exists() else None))
    return out


class _Vars(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:  # noqa: N802
        self.names.add(node.id.name)
        self.generic_visit(node)


def _variables(node: ast.BaseNode | None) -> set[str]:
    if node is None:
        return set()
    v = _Vars()
    v.visit(node)
    return v.names


def _entries(text: str) -> tuple[dict[str, ast.BaseNode | None], list[ast.Junk]]:
    """{id or id.attribute: pattern} of a catalogue's messages and terms, and its junk."""
    res = FluentParser().parse(text)
    out: dict[str, ast.BaseNode | None] = {}
    junk = [e for e in res.body if isinstance(e, ast.Junk)]
    for e in res.body:
        if isinstance(e, ast.Message | ast.Term):
            key = ("-" if isinstance(e, ast.Term) else "") + e.id.name
            out[key] = e.value
            for a in e.attributes:
                out[f"{key}.{a.id.name}"] = a.value
    return out, junk


def _plain(node: ast.BaseNode | None) -> str:
    if node is None:
        return ""
    return serialize_pattern(node) if isinstance(node, ast.Pattern) else repr(node)


PAIRS = _pairs()


def test_the_english_catalogues_are_found():
    labels = [label for label, _, _ in PAIRS]
    assert sum(label.startswith("rules/mombasa") for label in labels) == 6
    assert any(label.startswith("render/mombasa") for label in labels)


@pytest.mark.parametrize("label,en,nl", PAIRS, ids=[p[0] for p in PAIRS])
def test_every_english_entry_has_dutch_with_the_same_variables(label, en, nl):
    assert nl is not None, f"{label}: no Dutch file"
    en_entries, en_junk = _entries(en)
    nl_entries, nl_junk = _entries(nl)
    assert not en_junk
    assert not nl_junk, [j.content[:200] for j in nl_junk]
    missing = sorted(set(en_entries) - set(nl_entries))
    extra = sorted(set(nl_entries) - set(en_entries))
    assert not missing, f"{label}: no Dutch for {missing}"
    assert not extra, f"{label}: Dutch entries without English {extra}"
    differ = {k: (sorted(_variables(en_entries[k])), sorted(_variables(nl_entries[k])))
              for k in en_entries if _variables(en_entries[k]) != _variables(nl_entries[k])}
    assert not differ, f"{label}: variables differ {differ}"


@pytest.mark.parametrize("label,en,nl", PAIRS, ids=[p[0] for p in PAIRS])
def test_no_dutch_entry_is_left_english(label, en, nl):
    assert nl is not None
    en_entries, _ = _entries(en)
    nl_entries, _ = _entries(nl)
    same = sorted(k for k in en_entries if k in nl_entries and k not in INTENTIONAL_EQUAL
                  and k.split(".")[0] not in INTENTIONAL_EQUAL
                  and _plain(en_entries[k]) == _plain(nl_entries[k]))
    assert not same, f"{label}: Dutch equal to English {same}"


SAMPLES = [
    Message("mombasa-ev-goods-used", {"seat": 0, "units": 1, "goods": Message("mombasa-good", {"id": "coffee"})}),
    Message("mombasa-ev-goods-used", {"seat": 1, "units": 4, "goods": Message("mombasa-good", {"id": "cotton"})}),
    Message("mombasa-ev-track-advanced", {"seat": 0, "steps": 1, "company": Message("mombasa-company", {"id": "cairo"})}),
    Message("mombasa-ev-track-advanced", {"seat": 0, "steps": 3, "company": Message("mombasa-company", {"id": "cape_town"})}),
    Message("mombasa-ev-pounds-taken", {"seat": 1, "pounds": 1, "why": "book"}),
    Message("mombasa-ev-pounds-taken", {"seat": 1, "pounds": 5, "why": "other"}),
    Message("mombasa-act-expand", {"company": Message("mombasa-company", {"id": "mombasa"}), "points": 1}),
    Message("mombasa-act-expand", {"company": Message("mombasa-company", {"id": "mombasa"}), "points": 5}),
    Message("mombasa-card", {"kind": "goods", "units": 3, "good": Message("mombasa-good", {"id": "bananas"})}),
    Message("mombasa-card", {"kind": "expansion", "points": 1}),
    Message("mombasa-card", {"kind": "bookkeeper", "points": 2}),
    Message("mombasa-sum-books", {"n": 1, "letter": "A"}),
    Message("mombasa-sum-books", {"n": 2, "letter": "C"}),
    Message("mombasa-act-plan-commit", {"cards": 1}),
    Message("mombasa-act-plan-commit", {"cards": 3}),
    Message("mombasa-act-finish-expansion", {"left": 0}),
    Message("mombasa-act-finish-expansion", {"left": 1}),
    Message("mombasa-act-finish-expansion", {"left": 2}),
    Message("mombasa-ev-resting-deck-picked-up", {"seat": 0, "deck": Message("mombasa-deck", {"deck": 2}), "cards": 1}),
    Message("mombasa-ev-resting-deck-picked-up", {"seat": 0, "deck": Message("mombasa-deck", {"deck": 0}), "cards": 4}),
    Message("mombasa-space", {"space": "majority", "measure": "expansion"}),
    Message("mombasa-tile-bonus", {"n": 1, "what": "diamond"}),
    Message("mombasa-tile-bonus", {"n": 2, "what": "Cairo"}),
]


@pytest.mark.parametrize("message", SAMPLES, ids=[f"{m.key}-{i}" for i, m in enumerate(SAMPLES)])
def test_dutch_samples_format_cleanly(message):
    nl = words("nl")
    assert nl.problems(message, names=["Anna", "Bram"]) == []
    text = nl(message, names=["Anna", "Bram"])
    assert text and text != words("en")(message, names=["Anna", "Bram"])


def _command_names(text: str) -> dict[str, tuple[str, str]]:
    """{id: (name, description)} of the slash commands and options (entries with a .description)."""
    res = FluentParser().parse(text)
    out = {}
    for e in res.body:
        if isinstance(e, ast.Message) and e.value is not None and any(a.id.name == "description" for a in e.attributes):
            desc = next(a for a in e.attributes if a.id.name == "description")
            out[e.id.name] = (_plain(e.value).strip(), _plain(desc.value).strip())
    return out


def test_dutch_command_names_are_valid_discord_names():
    """Discord: names match ^[-_\\p{L}\\p{N}]{1,32}$ in lower case; descriptions are 1-100 characters."""
    for name in BOT_FILES:
        path = ROOT / "bot" / "locales" / "nl" / name
        if not path.exists():
            continue
        commands = _command_names(path.read_text(encoding="utf-8"))
        assert commands or name.endswith("_panels.ftl")  # a panel's words hold no commands
        for key, (value, desc) in commands.items():
            assert 0 < len(desc) <= 100, (key, desc)
            if value.startswith("{"):
                continue  # the game's title or the action's own name, filled in by the bot
            if key in ("bot-mombasa-setup", "bot-batavia-open", "bot-batavia-first"):
                continue  # a lobby option's label, not a slash command name
            assert 1 <= len(value) <= 32 and value == value.lower(), (key, value)
            assert all(ch.isalnum() or ch in "-_" for ch in value), (key, value)
