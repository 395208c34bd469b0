"""Words as data in bot/: every player-facing sentence comes from the catalogues
(bot/locales/<lang>/*.ftl), and every catalogue key the code names exists.

The rule the grep-style test enforces, and its exceptions:

- A string literal (or the literal parts of an f-string) in bot/**/*.py with three or more
  words is a sentence, and sentences belong in the catalogues.
- Not counted: docstrings; arguments of logging calls (``log.info(...)``); texts of
  exceptions meant for developers and operators (ValueError, TypeError, RuntimeError,
  KeyError, ConfigError, StartupError, ReplayFailed, GameCorrupt problems, ImportRefused
  reasons); SQL; and the files listed in OPERATOR_FILES below, which speak to the person
  running the bot or to an admin reading a verify report, not to players.
- Anything else must be a catalogue key (``msg("bot-...")``, ``say("bot-...")``).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import bot.words  # noqa: F401  (registers the bot's catalogues)
from rules.catalogues import words

ROOT = Path(__file__).resolve().parents[2]
BOT = ROOT / "bot"

# Operator- and admin-facing texts (start-up errors, settings, log format, verify reports,
# replay diagnostics): English for the person running the bot, by design.
OPERATOR_FILES = {
    "bot/__main__.py",
    "bot/config.py",
    "bot/store/verify.py",
    "bot/store/replay.py",
    "bot/store/records.py",  # VerifyReport.__str__, the admin's verify output
    "bot/store/ratings.py",  # the damaged result rows a ratings rebuild names (CLI, log)
    # the command line and the process: for the admin at the terminal or in the journal
    "bot/cli.py",
    "bot/backup.py",
    "bot/serve.py",
    "bot/store/lease.py",
    "bot/shards.py",  # which shards a process serves, for its start-up line and the lease
    "bot/store/copy_db.py",  # copy-db's refusals, printed by the command line
    # a PostgreSQL server that does not answer, in the admin's words (players get the
    # catalogue's bot-database-unavailable instead, bot/ui/errors.py)
    "bot/store/postgres.py",
    "bot/monitor.py",
    "bot/metrics.py",  # metric descriptions, read by whoever runs the monitoring
    "bot/logs.py",  # the log line's format
}
DEVELOPER_EXCEPTIONS = {
    "ValueError", "TypeError", "RuntimeError", "KeyError", "LookupError", "AssertionError",
    "NotImplementedError", "ConfigError", "StartupError", "ReplayFailed", "GameCorrupt",
    "ImportRefused", "ProfileError",
}
WORD = re.compile(r"[A-Za-z][a-z']+")
SQL = re.compile(r"^\s*(SELECT|INSERT|UPDATE|DELETE|CREATE|ALTER|WITH|[a-z_]+ IN \(SELECT|NOT EXISTS|EXISTS|"
                 r"GROUP BY|ORDER BY)\b|\b(INTO|FROM) [a-z_]+ .*\(")
KEY = re.compile(r"^bot-[a-z0-9_-]+$")


def literal_text(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
    return None


def exempt_nodes(tree: ast.AST) -> set[int]:
    skip: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if (isinstance(node, ast.Module | ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)
                and body and isinstance(body[0], ast.Expr)
                and isinstance(body[0].value, ast.Constant)):
            skip.add(id(body[0].value))  # a docstring
        if isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            owner = getattr(func.value, "id", "") if isinstance(func, ast.Attribute) else ""
            if owner in ("log", "logging", "logger") or name in DEVELOPER_EXCEPTIONS:
                skip.update(id(n) for n in ast.walk(node))
    return skip


def sentences(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = exempt_nodes(tree)
    found = {}
    for node in ast.walk(tree):
        if id(node) in skip or isinstance(node, ast.Constant) and id(node) in skip:
            continue
        text = literal_text(node)
        if text is None or SQL.search(text) or text.startswith("bot-"):
            continue  # SQL, or a catalogue key (some built with an f-string)
        if isinstance(node, ast.Constant) and any(
                isinstance(p, ast.JoinedStr) and node in p.values for p in ast.walk(tree)):
            continue  # judged as part of its f-string
        if len(WORD.findall(text)) >= 3 and " " in text:
            found.setdefault(node.lineno, text)
    return sorted(found.items())


def test_no_player_facing_sentence_outside_the_catalogues():
    stray = []
    for path in sorted(BOT.rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if rel in OPERATOR_FILES:
            continue
        stray += [f"{rel}:{line}: {text[:80]!r}" for line, text in sentences(path)]
    assert not stray, "sentences outside the catalogues:\n" + "\n".join(stray)


def test_the_grep_finds_a_planted_sentence(tmp_path):
    planted = tmp_path / "planted.py"
    planted.write_text('async def f(i):\n    await i.send(f"Your game #{1} is over now.")\n'
                       '    log.info("this is for the log only")\n')
    assert [text for _, text in sentences(planted)] == ["Your game #{} is over now."]


def test_every_key_the_bot_names_is_in_the_english_catalogue():
    en = words("en")
    missing = []
    for path in sorted(BOT.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            text = literal_text(node)
            if (isinstance(node, ast.Constant) and text and KEY.match(text)
                    and not text.endswith("-") and not en.has(text)):  # "...-": a prefix
                missing.append(f"{path.relative_to(ROOT)}:{node.lineno}: {text}")
    assert not missing, "keys missing in bot/locales/en/*.ftl:\n" + "\n".join(missing)


def test_dynamic_mombasa_keys_exist():
    from bot.games import mombasa
    from bot.words import show

    for topic, message in mombasa.RULES.items():
        assert words("en").has(message.key), topic
    assert all(words("en").has(m.key) for m in mombasa.SCORE_LABELS.values())
    assert all(show(m, "description") != f"{m.key}.description" for m in mombasa.COMMAND_HELP.values())
    # the card look-up names its keys by suffix: an unknown key would read as itself
    from bot.games.mombasa import cards as mombasa_cards

    texts = [e.name + e.text for e in mombasa_cards.entries().values()]
    assert texts and not [t for t in texts if "bot-mombasa-" in t]
