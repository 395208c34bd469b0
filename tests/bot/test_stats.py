"""/<game> stats: a player's games, wins and best scores, and each server's own leaderboard."""

from __future__ import annotations

from tests.bot.helpers import engine_state, play


async def finish_toy_game(env, channel, players):
    host, *others = players
    lobby = (await host.slash(channel, "toy new", players=len(players))).response
    for p in others:
        await p.click(lobby, label="Join")
    await host.click(lobby, label="Start")
    thread = channel.threads[-1]
    game_id = env.bot.games.store.sync.find_games(thread_id=thread.id)[0].id
    while not (loaded := engine_state(env, game_id)).game.is_over(loaded.state):
        seat = loaded.game.to_move(loaded.state)[0]
        label = "Pick 3" if loaded.state.phase == "pick" else "Bank your pick"
        await play(players[seat], thread, label)
    return game_id


async def test_stats_and_a_leaderboard_per_server(world):
    env = world.env
    alice, bob, carol = world.players[:3]
    harbour = env.create_guild("Harbour")
    docks = harbour.create_text_channel("docks")
    alice2, carol2 = harbour.add_member(alice.user), harbour.add_member(carol.user)
    await finish_toy_game(env, world.channel, [alice, bob])
    await finish_toy_game(env, docks, [alice2, carol2])
    await finish_toy_game(env, docks, [carol2, alice2])

    here = (await alice.slash(world.channel, "toy stats")).response
    assert here.ephemeral
    text = here.content
    assert "With other players: 3 games, 3 wins, best 9 pounds" in text  # toy ties share the win
    board = text.split("Leaderboard of this server")[1]
    assert alice.mention in board and bob.mention in board and carol.mention not in board

    there = (await carol2.slash(docks, "toy stats")).response.content
    assert "2 games, 2 wins" in there
    board = there.split("Leaderboard of this server")[1]
    assert alice.mention in board and carol.mention in board and bob.mention not in board
    assert board.index(alice.mention) < board.index(carol.mention)  # 3 games before 2

    other = (await alice.slash(world.channel, "toy stats", user=carol.user)).response.content
    assert f"statistics of {carol.mention}" in other and "2 games" in other

    in_dm = (await alice.user.slash("toy stats")).response.content
    assert "3 games" in in_dm and "Leaderboard" not in in_dm
    newcomer = (await world.players[3].slash(world.channel, "toy stats")).response.content
    assert "No finished games yet." in newcomer
