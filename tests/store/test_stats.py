"""Statistics: a player's record (with others and solo apart) and per-server leaderboards."""

from bot.store import Place, Seat
from rules import Action

ADD1, ADD2, PASS = Action.make("add", n=1), Action.make("add", n=2), Action.make("pass")


def finish(store, users, *, guild=None, automa=(), wins=0, target=4):
    """A finished 'tally' game in which seat ``wins`` reaches the target first."""
    seats = [Seat(i, None if i in automa else u, None, i in automa) for i, u in enumerate(users)]
    g = store.create_game("tally", seats, seed=1, options={"target": target},
                          place=Place(guild_id=guild, channel_id=guild))
    version = 0
    for seat in range(wins):  # the seats before the winner add 1 and pass
        version = store.apply_actions(g.id, seat, [ADD1, PASS], version).version
    store.apply_actions(g.id, wins, [ADD2, ADD2], version)
    return g.id


def test_the_leaderboard_of_a_server_counts_only_its_games(store):
    finish(store, [1, 2], guild=100, wins=0)
    finish(store, [1, 2], guild=100, wins=1)
    finish(store, [2, 3], guild=100, wins=0)
    finish(store, [1, 3], guild=200, wins=0)  # another server
    finish(store, [1, 3], guild=200, wins=0)
    finish(store, [1, None], automa=(1,), wins=0)  # solo in a DM
    here = store.leaderboard("tally", guild_id=100, with_others_only=True)
    assert [(s.user_id, s.won, s.played) for s in here] == [(2, 2, 3), (1, 1, 2), (3, 0, 1)]
    there = store.leaderboard("tally", guild_id=200, with_others_only=True)
    assert [(s.user_id, s.won, s.played) for s in there] == [(1, 2, 2), (3, 0, 2)]
    assert store.leaderboard("tally", guild_id=300) == []
    everywhere = store.leaderboard("tally")  # the old global form is unchanged
    assert everywhere[0].user_id == 1 and everywhere[0].played == 5


def test_a_players_summary_keeps_solo_games_apart(store):
    a = finish(store, [1, 2], guild=100, wins=0)
    finish(store, [1, 2], guild=100, wins=1)
    s = finish(store, [1, None], automa=(1,), wins=0)
    abandoned = store.create_game("tally", [Seat(0, 1), Seat(1, 2)], seed=2)
    store.abandon_game(abandoned.id)
    summary = store.player_summary(1, "tally")
    assert (summary.with_others.played, summary.with_others.won, summary.with_others.best) == (2, 1, 4)
    assert (summary.solo.played, summary.solo.won, summary.solo.best) == (1, 1, 4)
    assert {g.game_id for g in summary.recent} == {a, a + 1, s}
    assert [g.solo for g in summary.recent if g.game_id == s] == [True]
    nobody = store.player_summary(99, "tally")
    assert nobody.with_others.played == nobody.solo.played == 0 and nobody.recent == []
