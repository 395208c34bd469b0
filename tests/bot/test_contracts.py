"""The import contracts of .importlinter hold (layers bot -> render -> rules, discord only
at the edge, no cycles), and, over every game found as .importlinter cannot find them (a
package in rules/): no game imports another, and an engine's internals are its own
plug-in's (its engine, its renderer, its bot package)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from itertools import combinations
from pathlib import Path

import grimp

ROOT = Path(__file__).resolve().parents[2]


def test_lint_imports_keeps_every_contract():
    exe = Path(sys.executable).with_name("lint-imports")
    command = [str(exe)] if exe.exists() else [shutil.which("lint-imports") or "lint-imports"]
    run = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-2000:]
    assert "0 broken" in run.stdout


def game_modules(graph) -> dict[str, set[str]]:
    """Each game's modules: rules/<game>/, render/<game>/, bot/games/<game>/."""
    games = sorted(p.name for p in (ROOT / "rules").iterdir()
                   if (p / "__init__.py").exists())
    out = {}
    for game in games:
        mine = set()
        for module in graph.modules:
            if (module == f"rules.{game}" or module.startswith(f"rules.{game}.")
                    or module == f"render.{game}" or module.startswith(f"render.{game}.")
                    or module.startswith(f"bot.games.{game}")):
                mine.add(module)
        out[game] = mine
    return out


def test_no_game_imports_another():
    graph = grimp.build_graph("bot", "render", "rules")
    games = game_modules(graph)
    assert "mombasa" in games and games["mombasa"]
    for a, b in combinations(games, 2):
        for importer in games[a]:
            crossing = graph.find_modules_directly_imported_by(importer) & games[b]
            assert not crossing, f"{importer} (game {a}) imports {crossing} (game {b})"
        for importer in games[b]:
            crossing = graph.find_modules_directly_imported_by(importer) & games[a]
            assert not crossing, f"{importer} (game {b}) imports {crossing} (game {a})"


def test_an_engines_internals_are_its_own_plug_ins():
    """Outside a game's three packages nothing imports its engine, ``rules.<game>`` or any of
    its modules (state, actions, components...): others reach it through ``get_game``."""
    graph = grimp.build_graph("bot", "render", "rules", "migrations")
    games = game_modules(graph)
    assert {"mombasa", "batavia"} <= set(games)
    for game, mine in games.items():
        internals = {m for m in mine if m == f"rules.{game}" or m.startswith(f"rules.{game}.")}
        for importer in sorted(graph.modules - mine):
            reached = graph.find_modules_directly_imported_by(importer) & internals
            assert not reached, f"{importer} imports {sorted(reached)}, internals of the {game} engine"
