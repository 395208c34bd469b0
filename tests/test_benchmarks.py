"""Benchmarks are part of the product: each script in tests/bench runs here with its
smallest arguments, as a fresh process, and must finish without an error (their figures
are not asserted: no timed tests). A new benchmark must be listed below."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT / "tests" / "bench"

# script -> its smallest arguments (a few moves, one game, one repeat)
SMALLEST = {
    "ai_bot.py": ["--moves", "3", "--levels", "easy,easy,easy,easy"],
    "ai_batavia.py": ["--pairs", "1", "--players", "3", "--matchups", "medium:easy"],
    "ai_mombasa.py": ["--games", "1", "--rows", "solo", "--levels", "easy"],
    "auction.py": ["--rounds", "1", "--players", "3"],
    "autocomplete.py": ["--games", "1", "--repeat", "1"],
    "automa.py": ["1", "0", "random"],
    "batavia.py": ["--games", "1", "--players", "3"],
    "batavia_panels.py": ["--rounds", "1"],
    "bot.py": ["--games", "1", "--moves", "3"],
    "bot.py batavia": ["--games", "1", "--moves", "3", "--kind", "batavia", "--players", "3"],
    "dbsize.py": ["--sizes", "1", "--moves", "1", "--repeat", "1"],
    "engine.py": ["--games", "1", "--players", "2"],
    "handoffs.py": ["--calls", "20"],
    "listings.py": ["--games", "1", "--repeat", "1"],
    "load.py": ["--games", "1", "--seconds", "1"],
    "load.py postgres": ["--games", "1", "--seconds", "1", "--postgres"],
    "load.py pictures": ["--games", "1", "--seconds", "1", "--pictures"],
    "load.py processes": ["--games", "2", "--seconds", "1", "--processes", "2", "--postgres"],
    "load.py statements": ["--games", "1", "--seconds", "1", "--postgres", "--statements", "5"],
    "playouts.py": ["--games", "1"],
    "ratings.py": ["--games", "2", "--players", "5", "--repeat", "2"],
    "render.py": ["--states", "1", "--repeat", "1"],
    "since.py": ["--moves", "20"],
    "store.py": ["--games", "1", "--actions", "50"],
    "story.py": ["--games", "1", "--repeat", "1"],
    "thread.py": ["--games", "1", "--solo", "1", "--moves", "3"],
}
# the ones that drive the whole bot in simcord or play whole games (a few seconds each)
SLOW = {"ai_batavia.py", "ai_bot.py", "auction.py", "batavia_panels.py", "bot.py", "bot.py batavia",
        "load.py", "load.py postgres", "load.py pictures", "load.py processes", "load.py statements", "playouts.py", "thread.py", "render.py",
        "story.py"}


def test_every_benchmark_is_run_here():
    scripts = {p.name for p in BENCH.glob("*.py") if p.name != "__init__.py"}
    assert scripts == {name.split()[0] for name in SMALLEST}


@pytest.mark.parametrize("name", [
    pytest.param(name, marks=pytest.mark.slow) if name in SLOW else name for name in SMALLEST])
def test_a_benchmark_runs_with_its_smallest_arguments(name, tmp_path):
    script = BENCH / name.split()[0]
    env = {**os.environ, "TMPDIR": str(tmp_path), "PYTHONDONTWRITEBYTECODE": "1"}
    done = subprocess.run([sys.executable, str(script), *SMALLEST[name]], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=600, stdin=subprocess.DEVNULL)
    assert done.returncode == 0, f"{name} failed:\n{done.stdout[-2000:]}\n{done.stderr[-4000:]}"
    assert done.stdout.strip(), f"{name} printed no figures"
    assert "Traceback" not in done.stderr, done.stderr[-4000:]
