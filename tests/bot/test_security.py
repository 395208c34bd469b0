"""Issue 11, "Security and integrity": one test per finding, through the real bot.

The cross-server suite is in test_cross_server.py.
"""

from __future__ import annotations

import json

import discord

from tests.bot.helpers import labels, latest_board, open_panel, play, start_lobby_game


def store(world):
    return world.env.bot.games.store.sync


def log_size(world, game_id: int) -> int:
    return len(store(world).action_log(game_id))


def texts(result) -> str:
    """Everything the user was told privately by one interaction."""
    parts = (
        [result.response.content] if result.response is not None and result.response.content else []
    )
    parts += [m.content for m in result.followups if m.content]
    return "\n".join(parts)


# -- 1. export of a running game -----------------------------------------------------------
async def test_export_of_a_running_game_holds_only_what_the_requester_may_see(world):
    thread, game_id = await start_lobby_game(world, 2)
    alice, bob = world.players[:2]
    await play(alice, thread, "Pick 2")  # alice's secret pick, not revealed yet
    role = world.guild.create_role(
        "harbour masters", permissions=discord.Permissions(manage_guild=True)
    )
    admin = world.guild.add_member(world.env.create_user("mod"), roles=[role])
    result = await admin.slash(thread, "toy export")
    text = (await result.response.attachments[0].read()).decode()
    doc = json.loads(text)
    loaded = store(world).load_game(game_id)
    assert "seed" not in doc and "actions" not in doc  # no replay that shows the deck order
    assert str(loaded.record.seed) not in text
    secrets = set(loaded.game.secrets(loaded.state, None))
    for seat in range(2):
        secrets |= set(loaded.game.secrets(loaded.state, seat))
    assert not [s for s in secrets if json.dumps(s) in text]
    assert "my_pick" not in text and "Pick 2" not in text  # alice's secret decision
    assert "still running" in result.response.content
    # Once the game is over, the whole game exports (it replays, for a bug report).
    await admin.slash(thread, "toy abort")
    whole = json.loads(
        await (await admin.slash(thread, "toy export")).response.attachments[0].read()
    )
    assert whole["seed"] == loaded.record.seed and len(whole["actions"]) == 1


# -- 2. a choice value of another game, seat or decision -----------------------------------
async def test_a_choice_value_works_only_in_its_game_for_its_seat(world):
    thread1, game1 = await start_lobby_game(world, 2)
    thread2, game2 = await start_lobby_game(world, 2)
    alice, bob = world.players[:2]
    picked = await alice.autocomplete(thread1, "toy play", "choice", "Pick 3")
    value = picked[0]["value"]
    assert value.startswith(f"{game1}:0:")  # the value names its game and seat
    refused = await alice.slash(world.channel, "toy play", choice=value, game=game2)
    assert "another game" in texts(refused) and f"#{game2}" in texts(refused)
    refused = await alice.slash(thread2, "toy play", choice=value)  # the thread's game
    assert "another game" in texts(refused)
    bobs = (await bob.autocomplete(thread1, "toy play", "choice", "Pick 1"))[0]["value"]
    refused = await alice.slash(thread1, "toy play", choice=bobs)
    assert "offered to another player" in texts(refused)
    for old_style in ("0:0:0", f"{game1}:0:0:0"):  # values without game and seat
        refused = await alice.slash(thread1, "toy play", choice=old_style)
        assert "pick one of the suggestions" in texts(refused)
    assert log_size(world, game1) == log_size(world, game2) == 0
    played = await alice.slash(thread1, "toy play", choice=value)  # where it belongs
    assert "Played" in texts(played) and log_size(world, game1) == 1


# -- 3. reading games of another server or another user's DM -------------------------------
async def test_board_status_and_log_of_other_places_answer_like_missing_games(world):
    thread, game_id = await start_lobby_game(world, 2)
    alice, bob = world.players[:2]
    solo = await alice.slash(world.channel, "toy solo", difficulty="easy")
    assert "waiting" in solo.response.content
    solo_id = store(world).find_games(dm_user_id=alice.id)[0].id
    other = world.env.create_guild("Pirates")
    channel = other.create_text_channel("deck")
    mallory = other.add_member(world.env.create_user("mallory"))
    for command in ("toy board", "toy status", "toy log"):
        missing = texts(await mallory.slash(channel, command, game=987654))
        assert missing == "There is no game #987654."
        for target in (game_id, solo_id):
            reply = texts(await mallory.slash(channel, command, game=target))
            assert reply == missing.replace("987654", str(target)), (command, reply)
        # bob, in the game's own server, cannot read alice's DM game either
        reply = texts(await bob.slash(world.channel, command, game=solo_id))
        assert reply == f"There is no game #{solo_id}."
        assert str(alice.id) not in reply


# -- 4. the thread of a new game cannot be created ------------------------------------------
async def test_a_failed_thread_leaves_no_game_and_the_lobby_can_start_again(world):
    alice, bob = world.players[:2]
    lobby = (await alice.slash(world.channel, "toy new", players=2)).response
    await bob.click(lobby, label="Join")
    world.env.inject_error(
        "POST",
        "/channels/*/messages/*/threads",
        status=403,
        code=50013,
        message="Missing Permissions",
    )
    failed = await alice.click(lobby, label="Start")
    assert "could not be created" in texts(failed) and "press Start again" in texts(failed)
    assert store(world).find_games() == []
    assert world.channel.threads == [] or all(t.id is None for t in world.channel.threads)
    started = await alice.click(lobby, label="Start")  # the same lobby starts now
    assert started.acknowledged
    games = store(world).find_games()
    assert len(games) == 1 and games[0].place.thread_id is not None
    assert store(world).verify_game(games[0].id).ok


# -- 5. the board post after a stored move fails --------------------------------------------
async def test_a_failed_board_post_is_reported_as_stored_and_posted_later(world, db_path):
    from bot.ui.announce import flush_outbox
    from tests.bot.conftest import make_bot

    thread, game_id = await start_lobby_game(world, 2)
    alice = world.players[0]
    before = len(thread.history())
    panel = await open_panel(alice, thread)
    step = await alice.click(panel, label="Pick 2")
    world.env.inject_error("POST", f"/channels/{thread.id}/messages", status=503, times=None)
    done = await alice.click(step.response, label="Confirm")
    told = texts(done)
    assert "Played" in told and "Your move is stored" in told
    assert "Nothing was lost" not in told and "went wrong" not in told
    assert log_size(world, game_id) == 1 and len(thread.history()) == before
    assert len(store(world).pending_posts(game_id)) == 1
    # The outbox survives a restart and is retried when due (backoff), then cleared.
    world.env.backend.faults.clear()
    await world.env.restart_bot(make_bot(db_path))
    store(world).db.execute("UPDATE outbox SET next_at = '2000-01-01T00:00:00+00:00'")
    assert await flush_outbox(world.env.bot) == 1
    assert store(world).pending_posts(game_id) == []
    board = latest_board(thread)
    assert "has picked" in board.content and "Open my panel" in labels(board)


# -- 7. hand-typed choice values -------------------------------------------------------------
async def test_hand_typed_choice_values_are_refused_plainly(world):
    thread, game_id = await start_lobby_game(world, 2)
    alice = world.players[0]
    for value in (
        "²:0:0",
        "①:0:0",
        "١:0:0:0:0",
        "9" * 5000,
        "9" * 25 + ":0:0:0:0",
        f"{game_id}:0:0:0:" + "9" * 30,
        ":::",
        "x",
    ):
        result = await alice.slash(thread, "toy play", choice=value)
        assert result.ephemeral and "pick one of the suggestions" in texts(result), value
        assert "your private panel" in texts(result)  # with a fresh panel
    assert log_size(world, game_id) == 0  # and no unexpected error was logged (conftest)


# -- 9. limits --------------------------------------------------------------------------------
async def test_one_running_solo_game_per_user(world):
    """Every solo game is played in the user's one DM with the bot, where commands could not
    tell two apart: a second is refused plainly, naming the one that runs."""
    alice = world.players[0]
    first = await alice.slash(world.channel, "toy solo", difficulty="easy")
    assert "waiting" in first.response.content
    running = store(world).find_games(dm_user_id=alice.id, status="active")
    assert len(running) == 1
    refused = await alice.slash(world.channel, "toy solo", difficulty="easy")
    assert f"You already have a solo game running: Secret sums #{running[0].id}" in texts(refused), texts(refused)
    assert "/toy resign" in texts(refused)
    from_dm = await alice.user.slash("toy solo", difficulty="easy")  # from the DM too
    assert "already have a solo game running" in texts(from_dm)
    assert len(store(world).find_games(dm_user_id=alice.id, status="active")) == 1
    store(world).abandon_game(running[0].id)  # it ended: room for a new one
    again = await alice.slash(world.channel, "toy solo", difficulty="easy")
    assert "waiting" in again.response.content


async def test_game_autocomplete_offers_at_most_25_games_of_this_server(world):
    from bot.store import Place, Seat

    alice = world.players[0]
    sync = store(world)
    for _ in range(30):
        sync.create_game(
            "toy",
            [Seat(0, alice.id), Seat(1, world.players[1].id)],
            place=Place(world.guild.id, world.channel.id),
        )
    sync.create_game("toy", [Seat(0, alice.id)], place=Place(dm_user_id=alice.id))
    sync.create_game("toy", [Seat(0, alice.id), Seat(1, 5)], place=Place(guild_id=424242))
    offered = await alice.autocomplete(world.channel, "toy board", "game", "")
    assert len(offered) == 25
    ids = [o["value"] for o in offered]
    assert ids == sorted(ids, reverse=True) and max(ids) == 30  # newest first, this server only
    assert (await alice.autocomplete(world.channel, "toy board", "game", "#7 "))[0][
        "value"
    ] == 7


async def test_once_a_game_ended_only_its_last_waiting_post_goes_out(world):
    from bot.ui.announce import flush_outbox

    thread, game_id = await start_lobby_game(world, 2)
    alice, bob = world.players[:2]
    world.env.inject_error("POST", f"/channels/{thread.id}/messages", status=503, times=None)
    await play(alice, thread, "Pick 2")
    assert len(store(world).pending_posts(game_id)) == 1
    ask = (await bob.slash(thread, "toy resign")).response
    await bob.click(ask, label="Resign")  # the game ends: the earlier post is dropped
    assert [p.payload["version"] for p in store(world).pending_posts(game_id)] == [2]
    world.env.backend.faults.clear()
    assert await flush_outbox(world.env.bot, game_id=game_id) == 1
    assert "resigned" in thread.last_message.content
    assert "has picked" not in thread.last_message.content
    assert store(world).pending_posts(game_id) == []


# -- 6. a snapshot row that does not belong to the game's log ------------------------------
async def test_players_play_on_the_logs_state_when_a_snapshot_is_foreign(world):
    from bot.store.replay import initial_state, replay

    thread1, game1 = await start_lobby_game(world, 2)
    thread2, game2 = await start_lobby_game(world, 2)
    alice, bob = world.players[:2]
    for thread in (thread1, thread2):
        await play(alice, thread, "Pick 2")
    sync = store(world)
    foreign = next(
        sync.db.query("SELECT state FROM snapshots WHERE game_id = ? AND seq = 1", [game2])
    )
    sync.db.execute(
        "UPDATE snapshots SET state = ? WHERE game_id = ? AND seq = 1", [foreign["state"], game1]
    )
    await play(bob, thread1, "Pick 3")  # the move is made on the state the log gives
    loaded = sync.load_game(game1)
    record = sync.get_record(game1)
    truth = replay(
        loaded.game,
        initial_state(loaded.game, 2, record.seed, record.options),
        sync.action_log(game1, include_undone=False),
    )
    assert loaded.game.dump(loaded.state) == loaded.game.dump(truth)
    report = sync.verify_game(game1)
    assert not [p for p in report.problems if "differs" in p or "replay" in p], str(report)
    assert sync.repair_game(game1).ok


# -- 8. malformed values from the store reach the engine --------------------------------------
async def test_a_damaged_draft_never_crashes_a_panel(world):
    thread, game_id = await start_lobby_game(world, 2)
    alice = world.players[0]
    sync = store(world)
    deep: object = 1
    for _ in range(40):
        deep = [deep]
    damaged = [
        "[" * 50_000 + "]" * 50_000,  # deeper than the JSON decoder goes
        json.dumps({"rev": 0, "actions": [{"kind": "pick", "n": True}]}),  # a bool for 1
        json.dumps({"rev": 0, "actions": [{"kind": "pick", "n": 2**70}]}),
        json.dumps({"rev": "x", "actions": "not a list"}),
        json.dumps({"rev": 0, "actions": [{"kind": "pick", "n": 1, "x": deep}]}),  # 40 levels
    ]
    for text in damaged:
        sync.db.execute(
            "INSERT OR REPLACE INTO drafts (game_id, seat, version, draft, updated_at) "
            "VALUES (?, 0, 0, ?, '2026-01-01T00:00:00+00:00')",
            [game_id, text],
        )
        panel = await open_panel(alice, thread)
        assert "So far" not in panel.content and "Pick 1" in labels(panel), text[:40]
    assert log_size(world, game_id) == 0
