"""Ratings (OpenSkill) from the stored results: up after a win, down after a loss, ties,
3-5 players, fields kept apart, a rebuild equal to the updates made game by game, and a
damaged result row named and left out of a rebuild without losing the others."""

import pytest

from bot.store import Place, Seat
from bot.store.ratings import field_of, match_of, rate
from tests.store.test_stats import ADD1, ADD2, PASS, finish


def shown(store, user, field="server:100"):
    found = [r for r in store.player_ratings(user, "tally") if r.field == field]
    return found[0].shown if found else None


def table(store):
    return sorted((r["kind"], r["field"], r["entrant"], r["user_id"], r["mu"], r["sigma"],
                   r["played"], r["won"], r["last_game"])
                  for r in store.db.query("SELECT * FROM ratings"))


def test_a_win_raises_the_winners_rating_and_a_loss_lowers_the_losers(store):
    finish(store, [1, 2], guild=100, wins=0)
    one, two = shown(store, 1), shown(store, 2)
    assert one > 0 > two  # a newcomer shows 0 (mu 25 - 3 x sigma 8.33)
    finish(store, [1, 2], guild=100, wins=1)  # now 2 wins
    assert shown(store, 1) < one and shown(store, 2) > two
    board = store.rating_board("tally", "server:100")
    assert sorted((r.user_id, r.played, r.won) for r in board) == [(1, 2, 1), (2, 2, 1)]
    finish(store, [1, 2], guild=100, wins=0)
    assert [r.user_id for r in store.rating_board("tally", "server:100")] == [1, 2]


def solo(store, user, difficulty, *, human_wins):
    """A finished solo 'tally' game against an automated seat at ``difficulty``."""
    g = store.create_game("tally", [Seat(0, user), Seat(1, None, None, True)], seed=1,
                          options={"target": 4}, settings={"difficulty": difficulty})
    version = 0
    if not human_wins:
        version = store.apply_actions(g.id, 0, [ADD1, PASS], version).version
    store.apply_actions(g.id, 0 if human_wins else 1, [ADD2, ADD2], version)
    return g.id


def test_each_server_each_solo_level_and_games_with_automated_seats_are_rated_apart(store):
    finish(store, [1, 2], guild=100, wins=0)
    finish(store, [1, 3], guild=200, wins=1)
    solo(store, 1, "hard", human_wins=True)
    solo(store, 1, "easy", human_wins=False)
    finish(store, [1, 2, None], guild=100, automa=(2,), wins=2)  # people and an AI seat
    fields = {r.field: r for r in store.player_ratings(1, "tally")}
    assert set(fields) == {"server:100", "server:200", "solo:hard", "solo:easy", "server:100:ai"}
    assert fields["server:100"].shown > 0 > fields["server:200"].shown
    assert fields["solo:hard"].shown > 0 > fields["solo:easy"].shown
    assert fields["solo:hard"].difficulty == "hard" and fields["server:100"].difficulty is None
    assert {f: (r.played, r.won) for f, r in fields.items()} == {
        "server:100": (1, 1), "server:200": (1, 0), "solo:hard": (1, 1), "solo:easy": (1, 0),
        "server:100:ai": (1, 0)}
    assert [r.user_id for r in store.rating_board("tally", "server:200")] == [3, 1]
    # the server's board holds its games between people only
    assert {r.played for r in store.rating_board("tally", "server:100")} == {1}
    # the automated opponent has a rating per level, never on a board of people
    automa = {r["entrant"]: r["won"] for r in store.db.query(
        "SELECT entrant, won FROM ratings WHERE user_id IS NULL")}
    assert automa == {"automa:hard": 0, "automa:easy": 1, "automa:standard": 1}
    assert [r.user_id for r in store.rating_board("tally", "solo:hard")] == [1]


@pytest.mark.parametrize(("guild", "humans", "automated", "level", "expected"), [
    (100, 3, 0, None, "server:100"),
    (100, 2, 1, "hard", "server:100:ai"),
    (None, 1, 1, "easy", "solo:easy"),
    (None, 1, 1, None, "solo:standard"),
])
def test_the_field_of_a_game(guild, humans, automated, level, expected):
    assert field_of(guild, humans, automated, level) == expected


def rows(ranks, *, guild=7, game_id=1):
    return [{"game_id": game_id, "seat": s, "user_id": 100 + s, "automa": 0, "rank": rank,
             "finished_at": "t", "kind": "batavia", "players": len(ranks), "guild_id": guild,
             "difficulty": None} for s, rank in enumerate(ranks)]


@pytest.mark.parametrize("ranks", [[1, 2, 3], [1, 2, 3, 4], [1, 2, 3, 4, 5], [2, 1, 1, 4, 5]])
def test_three_to_five_players_are_rated_in_the_order_they_finished(ranks):
    after = rate(match_of(1, rows(ranks)), {})
    assert len(after) == len(ranks) and {r.field for r in after} == {"server:7"}
    by_place = sorted(zip(ranks, (r.shown for r in after), strict=True))
    for (rank, rating), (next_rank, next_rating) in zip(by_place, by_place[1:], strict=False):
        if rank == next_rank:
            assert rating == pytest.approx(next_rating)  # a tie: the same rating
        else:
            assert rating > next_rating
    assert [r.won for r in after] == [int(rank == 1) for rank in ranks]


def test_a_tie_between_newcomers_leaves_them_as_they_were_but_more_certain():
    a, b = rate(match_of(1, rows([1, 1])), {})
    assert a.mu == pytest.approx(25) and b.mu == pytest.approx(25)
    assert a.sigma < 25 / 3 and a.shown > 0  # surer of them: the shown rating rises
    assert a.won == b.won == 1


def test_a_stored_tie_rates_both_players_alike(store):
    g = finish(store, [1, 2, 3], guild=100, wins=0)
    store.db.execute("UPDATE results SET rank = 1 WHERE game_id = ? AND seat = 1", [g])
    store.rebuild_ratings()
    assert shown(store, 1) == pytest.approx(shown(store, 2)) and shown(store, 1) > shown(store, 3)


def test_a_rebuild_gives_the_numbers_the_updates_gave_game_by_game(store):
    for i in range(8):
        users = [1, 2, 3, 4][: 2 + i % 3]
        finish(store, users[i % 2:] if len(users[i % 2:]) > 1 else users, guild=100 + i % 2,
               wins=i % len(users[:2]))
    solo(store, 1, "hard", human_wins=True)
    solo(store, 2, "hard", human_wins=False)
    incremental = table(store)
    assert len(incremental) >= 9
    done = store.rebuild_ratings()
    assert done.games == 10 and done.skipped == []
    assert table(store) == incremental
    assert store.rebuild_ratings().ratings == len(incremental)  # and again: the same
    assert table(store) == incremental


def test_a_damaged_result_row_is_named_and_left_out_without_losing_the_others(store):
    kept = finish(store, [1, 2], guild=100, wins=0)
    damaged = finish(store, [1, 3], guild=100, wins=1)
    no_user = finish(store, [2, 3], guild=100, wins=0)
    later = finish(store, [2, 3], guild=100, wins=1)
    # a rank no game has (PostgreSQL's typed column refuses text; SQLite keeps what it gets)
    store.db.execute("UPDATE results SET rank = 7 WHERE game_id = ? AND seat = 1", [damaged])
    store.db.execute("UPDATE results SET user_id = NULL WHERE game_id = ? AND seat = 0", [no_user])
    done = store.rebuild_ratings()
    assert [str(s) for s in done.skipped] == [
        f"game #{damaged}: seat 1: the rank 7 is not a place from 1 to 2",
        f"game #{no_user}: seat 0: a player's row without a user id (None)",
    ]
    assert done.games == 2
    played = {r.user_id: r.played for r in store.rating_board("tally", "server:100")}
    assert played == {1: 1, 2: 2, 3: 1}  # games #kept and #later only
    rated = {r["game_id"] for r in store.db.query("SELECT game_id FROM rated_games")}
    assert rated == {kept, later}


def test_a_missing_seat_is_named():
    two_of_three = [{**r, "players": 3} for r in rows([1, 2])]
    assert str(match_of(4, two_of_three)) == "game #4: seat 2 has no result row"


def test_a_game_stored_again_is_not_rated_twice(store):
    g = finish(store, [1, 2], guild=100, wins=0)
    before = table(store)
    assert store.rate_game(g) is None
    assert table(store) == before
    store.db.execute("DELETE FROM rated_games")
    store.rate_game(g)  # not marked as rated: it counts a second time
    assert {r.played for r in store.rating_board("tally", "server:100")} == {2}


def test_an_abandoned_game_is_not_rated(store):
    g = store.create_game("tally", [Seat(0, 1), Seat(1, 2)], seed=2,
                          place=Place(guild_id=100, channel_id=100))
    store.abandon_game(g.id)
    assert store.rebuild_ratings().games == 0 and store.player_ratings(1, "tally") == []


def test_a_game_that_ends_while_a_rebuild_computes_is_rated_too(store, monkeypatch):
    import bot.store.ratings as ratings_module

    finish(store, [1, 2], guild=100, wins=0)
    replay = ratings_module._replay
    late = []

    def replay_while_a_game_ends(rows):
        if not late:  # the first computation, before the write transaction
            late.append(finish(store, [2, 3], guild=100, wins=0))
        return replay(rows)

    monkeypatch.setattr(ratings_module, "_replay", replay_while_a_game_ends)
    done = store.rebuild_ratings()
    assert done.games == 2
    assert {r["game_id"] for r in store.db.query("SELECT game_id FROM rated_games")} == {1, late[0]}
    assert {r.user_id: r.played for r in store.rating_board("tally", "server:100")} == {1: 1, 2: 2, 3: 1}


def test_a_game_of_one_seat_is_neither_rated_nor_called_damaged(store):
    g = store.create_game("tally", [Seat(0, 1)], seed=1, options={"target": 2})
    store.apply_actions(g.id, 0, [ADD2], 0)
    assert store.game_results(g.id) and store.rate_game(g.id) is None
    done = store.rebuild_ratings()
    assert (done.games, done.skipped) == (0, []) and store.player_ratings(1, "tally") == []
