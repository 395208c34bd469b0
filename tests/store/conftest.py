import random
import sqlite3

import psycopg
import pytest

import tests.store.tallygame  # noqa: F401  (registers "tally")
from bot.store import GameStore, LoadedGame


@pytest.fixture(params=["sqlite", "postgres"])
def store(request):
    """A new store, once on SQLite (in memory) and once on PostgreSQL (a fresh database of
    the test server, tests/pgserver.py): the store's logic is one, its databases two."""
    s = GameStore.open(request.getfixturevalue("postgres_url") if request.param == "postgres"
                       else None)
    yield s
    s.close()


@pytest.fixture
def file_store(tmp_path):
    s = GameStore.open(tmp_path / "games.db")
    yield s
    s.close()


# What the database answers when something writes over the action log (its triggers).
LOG_REFUSED = (sqlite3.IntegrityError, psycopg.errors.RaiseException)


def drop_log_guard(store: GameStore, trigger: str = "actions_append_only") -> None:
    """Damage the store's own guards would refuse, as a disk or a hand edit could make it:
    drop the action log's trigger (PostgreSQL names a trigger with its table)."""
    on = " ON actions" if getattr(store.db, "dialect", "sqlite") == "postgresql" else ""
    store.db.execute(f"DROP TRIGGER {trigger}{on}")


def play(store: GameStore, game_id: int, steps: int | None = None, seed: int = 0) -> LoadedGame:
    """Play random legal moves (all through the store) until over or ``steps`` were made."""
    rng = random.Random(seed)
    loaded = store.load_game(game_id)
    done = 0
    while not loaded.game.is_over(loaded.state) and (steps is None or done < steps):
        seat = rng.choice(loaded.game.to_move(loaded.state))
        action = rng.choice(loaded.game.legal_actions(loaded.state, seat))
        store.apply_action(game_id, seat, action, loaded.version)
        loaded = store.load_game(game_id)
        done += 1
    return loaded
