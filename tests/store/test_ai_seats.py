"""AI seats in the store (issue 30): their level is kept with the game's players, and their
games are counted and rated apart from games between people and from solo games."""

from bot.store import Place, Seat
from tests.store.test_stats import ADD1, ADD2, PASS, finish


def with_ai(store, user, levels, *, guild=100, human_wins=True):
    """A finished 'tally' game of ``user`` against AI players of ``levels``."""
    seats = [Seat(0, user)] + [Seat(i + 1, None, None, True, level) for i, level in enumerate(levels)]
    g = store.create_game("tally", seats, seed=1, options={"target": 4},
                          place=Place(guild_id=guild, channel_id=guild))
    version = 0
    if not human_wins:
        version = store.apply_actions(g.id, 0, [ADD1, PASS], version).version
    store.apply_actions(g.id, 0 if human_wins else 1, [ADD2, ADD2], version)
    return g.id


def test_the_ai_level_is_kept_with_the_seat(store):
    g = with_ai(store, 1, ["hard", "easy"])
    seats = store.get_seats(g)
    assert [(s.user_id, s.automa, s.ai_level, s.ai) for s in seats] == [
        (1, False, None, False), (None, True, "hard", True), (None, True, "easy", True)]


def test_games_with_ai_players_are_counted_apart_in_stats(store):
    finish(store, [1, 2], guild=100, wins=0)  # with another person
    finish(store, [1, None], automa=(1,), wins=1)  # solo against an automated opponent
    with_ai(store, 1, ["hard"], human_wins=True)
    with_ai(store, 1, ["easy", "easy"], human_wins=False)
    summary = store.player_summary(1, "tally")
    assert (summary.with_others.played, summary.with_others.won) == (1, 1)
    assert (summary.solo.played, summary.solo.won) == (1, 0)
    assert (summary.with_ai.played, summary.with_ai.won) == (2, 1)
    assert [(g.ai, g.solo) for g in summary.recent][:2] == [(True, False), (True, False)]
    # the server's leaderboard between people leaves games with AI players out
    here = store.leaderboard("tally", guild_id=100, with_others_only=True)
    assert [(s.user_id, s.played) for s in here] == [(1, 1), (2, 1)]


def test_games_with_ai_players_are_rated_in_the_servers_ai_field(store):
    finish(store, [1, 2], guild=100, wins=0)
    with_ai(store, 1, ["hard", "hard"], human_wins=True)  # one person: still not a solo game
    fields = {r.field: r for r in store.player_ratings(1, "tally")}
    assert set(fields) == {"server:100", "server:100:ai"}
    assert (fields["server:100:ai"].played, fields["server:100:ai"].won) == (1, 1)
    entrants = {r["entrant"] for r in store.db.query(
        "SELECT entrant FROM ratings WHERE field = 'server:100:ai'")}
    assert entrants == {"user:1", "ai:hard", "ai:hard#2"}
    assert [r.user_id for r in store.rating_board("tally", "server:100")] == [1, 2]
    assert store.rebuild_ratings().skipped == []  # a rebuild reads the AI seats alike
    assert {r.field for r in store.player_ratings(1, "tally")} == {"server:100", "server:100:ai"}
