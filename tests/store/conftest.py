import random

import pytest

import tests.store.tallygame  # noqa: F401  (registers "tally")
from bot.store import GameStore, LoadedGame


@pytest.fixture
def store():
    s = GameStore.open()
    yield s
    s.close()


@pytest.fixture
def file_store(tmp_path):
    s = GameStore.open(tmp_path / "games.db")
    yield s
    s.close()


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
