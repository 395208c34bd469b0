"""Standing instructions: one per (game, seat, auction), on SQLite and PostgreSQL alike."""

import datetime

import pytest

from bot.store import BadInput, GameNotFound, Seat


def _game(store):
    return store.create_game("tally", [Seat(0, 10), Seat(1, 11), Seat(2, 12)], seed=1).id


def test_an_instruction_is_kept_per_seat_and_auction_and_can_be_changed(store):
    g = _game(store)
    store.set_standing(g, 1, 3, 12)
    store.set_standing(g, 2, 3, None)  # "I pass on this auction"
    got = store.get_standing(g, 1, 3)
    assert (got.seat, got.auction, got.ceiling, got.passes) == (1, 3, 12, False)
    assert store.get_standing(g, 2, 3).passes
    assert store.get_standing(g, 0, 3) is None
    assert store.get_standing(g, 1, 4) is None  # another auction has none
    store.set_standing(g, 1, 3, 9)  # changed before its turn came
    assert store.get_standing(g, 1, 3).ceiling == 9


def test_dropping_one_forgets_only_that_one(store):
    g = _game(store)
    store.set_standing(g, 1, 3, 12)
    store.set_standing(g, 2, 3, 7)
    assert store.drop_standing(g, 1, 3) is True
    assert store.drop_standing(g, 1, 3) is False
    assert store.get_standing(g, 1, 3) is None
    assert store.get_standing(g, 2, 3).ceiling == 7


def test_an_instruction_ends_with_its_auction(store):
    g = _game(store)
    store.set_standing(g, 1, 3, 12)
    store.set_standing(g, 2, 4, 5)
    assert store.end_standing(g, current=4) == 1
    assert store.get_standing(g, 1, 3) is None
    assert store.get_standing(g, 2, 4).ceiling == 5
    assert store.end_standing(g) == 1
    assert store.get_standing(g, 2, 4) is None


@pytest.mark.parametrize("ceiling", [-1, 2**31, True, 1.5, "3"])
def test_a_ceiling_that_is_no_count_of_notes_is_refused_and_nothing_written(store, ceiling):
    g = _game(store)
    with pytest.raises(BadInput):
        store.set_standing(g, 1, 3, ceiling)
    assert store.get_standing(g, 1, 3) is None


def test_no_instruction_for_a_game_that_does_not_exist(store):
    with pytest.raises(GameNotFound):
        store.set_standing(999_999, 0, 1, 5)


def test_a_game_no_longer_active_loses_its_instructions_at_the_purge(store):
    g = _game(store)
    store.set_standing(g, 1, 3, 12)
    store.abandon_game(g)
    store.purge(datetime.datetime.now(datetime.UTC))
    assert store.get_standing(g, 1, 3) is None


def test_an_export_holds_no_instruction(store):
    g = _game(store)
    store.set_standing(g, 1, 3, 4321)
    text = store.export_game_json(g, include_users=True)
    assert "4321" not in text and "standing" not in text
