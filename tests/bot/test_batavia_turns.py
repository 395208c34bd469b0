"""Batavia's lobby options, the auction's edge cases and moves through slash commands: a
first auctioneer the lobby has no seat for, a stale bid after someone outbid, strangers,
a restart mid-auction, Cancel, the turn deadline's skip."""

from __future__ import annotations

import pytest

from bot.client import GameHost
from bot.config import Settings
from tests.bot.batavia_play import choose, offered
from tests.bot.conftest import World
from tests.bot.helpers import engine_state, labels, latest_board, start_lobby_game

LONG_AGO = "2000-01-01T00:00:00.000000+00:00"


def make_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path),
                      games=("batavia",))


@pytest.fixture
def simcord_bot(db_path):
    return make_bot(db_path)


async def start(world: World, n: int = 3, **options):
    """A game whose first auction is conducted by the last seat: seat 0 (alice) bids first."""
    options.setdefault("first_auctioneer", str(n))
    return await start_lobby_game(world, n, game="batavia", **options)


def reply(result):
    """The player's own (ephemeral) answer: the last private message of the interaction (a
    played move's board is a public follow-up of the same interaction)."""
    private = [m for m in [result.response, *result.followups] if m is not None and m.ephemeral]
    return private[-1] if private else result.response


def everything(result) -> str:
    """The reply and any follow-ups (a stale choice's refusal comes with a fresh panel)."""
    return "\n".join(m.content for m in [result.response, *result.followups] if m is not None)


async def test_the_first_auctioneer_and_the_quick_start_are_lobby_options(world):
    alice, bob, carol = world.players[:3]
    refused = (await alice.slash(world.channel, "batavia new", players=3, first_auctioneer="5")).response
    assert refused.ephemeral
    assert "player 5, but this game has 3 players" in refused.content
    assert not world.channel.threads  # no lobby, no game
    # a lobby for 5 that starts with 3: Start is refused plainly, the lobby stays open
    lobby = (await alice.slash(world.channel, "batavia new", players=5, first_auctioneer="5")).response
    assert "First auctioneer: player 5" in lobby.content
    for p in (bob, carol):
        await p.click(lobby, label="Join")
    start = await alice.click(lobby, label="Start")
    assert start.response.ephemeral and "player 5, but this game has 3 players" in start.response.content
    assert not world.channel.threads
    await alice.click(lobby, label="Cancel")
    # the second player conducts the first auction, with every trading post face up
    thread, game_id = await start_lobby_game(world, 3, game="batavia", first_auctioneer="2", open="true")
    state = engine_state(world.env, game_id).state
    assert state["auctioneer"] == 1 and state["open"] is True and state["bid"]["turn"] == 2
    assert f"{carol.mention}: your turn" in thread.last_message.content


async def test_a_bid_made_stale_by_an_outbid_is_refused_and_changes_nothing(world):
    thread, game_id = await start(world)
    alice, bob, carol = world.players[:3]
    old = await offered(alice, thread, "Bid 2 notes", "bid")  # offered, then not used
    await choose(alice, thread, "Bid 1 note", "bid")
    await choose(bob, thread, "Bid 2 notes", "bid")
    await choose(carol, thread, "Pass", "bid")
    assert "🔨 High bid: 2 notes by " + bob.mention in thread.last_message.content
    assert "still in: " + alice.mention + " and " + bob.mention in thread.last_message.content
    version = engine_state(world.env, game_id).version
    stale = everything(await alice.slash(thread, "batavia bid", choice=old))
    assert "out of date" in stale and "Nothing was changed" in stale
    assert engine_state(world.env, game_id).version == version
    # her fresh choices start above the high bid
    names = [c["name"] for c in await alice.autocomplete(thread, "batavia bid", "choice", "")]
    assert names[0] == "Bid 3 notes" and "Pass" in names and "Bid 2 notes" not in names


async def test_strangers_and_players_out_of_turn_are_refused_plainly(world):
    thread, game_id = await start(world)
    alice, bob = world.players[:2]
    eve = world.outsider
    value = await offered(alice, thread, "Pass", "bid")
    version = engine_state(world.env, game_id).version
    clicked = await eve.click(latest_board(thread), label="Open my panel")
    assert clicked.response.ephemeral and "not playing in game" in clicked.response.content
    typed = reply(await eve.slash(thread, "batavia play"))
    assert "not playing in game" in typed.content
    borrowed = reply(await eve.slash(thread, "batavia bid", choice=value))
    assert "not playing in game" in borrowed.content
    assert await eve.autocomplete(thread, "batavia bid", "choice", "") == []
    wrong = reply(await alice.slash(thread, "batavia draw"))  # no drawing in the auction
    assert wrong.ephemeral and "You cannot do that right now" in wrong.content
    early = reply(await bob.slash(thread, "batavia bid", choice=value))  # alice's choice
    assert early.content and "Played" not in early.content
    assert await bob.autocomplete(thread, "batavia bid", "choice", "") == []  # not his turn
    assert engine_state(world.env, game_id).version == version


async def test_a_restart_mid_auction_keeps_old_buttons_and_values_working(world, db_path):
    thread, game_id = await start(world)
    alice, bob, carol = world.players[:3]
    await choose(alice, thread, "Bid 1 note", "bid")
    old_board = latest_board(thread)
    value = await offered(bob, thread, "Bid 2 notes", "bid")
    await world.env.restart_bot(make_bot(db_path))  # a new client on the same database
    played = reply(await bob.slash(thread, "batavia bid", choice=value))
    assert "Played" in played.content
    assert "🔨 High bid: 2 notes by " + bob.mention in thread.last_message.content
    panel = (await carol.click(old_board, label="Open my panel")).response  # a board from before
    assert panel.ephemeral and "Pass" in labels(panel)
    await world.env.restart_bot(make_bot(db_path))
    step = (await carol.click(panel, label="Pass")).response  # a panel of the old client
    if "Confirm" in labels(step):
        step = (await carol.click(step, label="Confirm")).response
    assert "Played" in step.content
    assert f"{carol.mention} passed." in thread.last_message.content
    await choose(alice, thread, "Pass", "bid")
    state = engine_state(world.env, game_id).state
    assert state["phase"] == "moves" and state["starter"] == 1
    assert "Paid: " + alice.mention + " 1 note and " + carol.mention + " 1 note" in "\n".join(
        m.content for m in thread.history())


async def test_a_move_under_way_is_cancelled_and_an_all_pass_auction_keeps_the_cards(world):
    thread, game_id = await start(world)
    alice, bob, carol = world.players[:3]
    for p in (alice, bob, carol):
        await choose(p, thread, "Pass", "bid")
    text = thread.last_message.content
    assert "Everyone passed:" in text and f"{carol.mention} starts this round" in text
    loaded = engine_state(world.env, game_id)
    assert loaded.state["starter"] == 2 and loaded.state["display"]  # the cards wait
    # the board is on the live board at the top of the thread, not in the post
    assert thread.last_message.attachments == []
    assert [a.filename for a in thread.history()[0].attachments] == ["board.png", "warehouses.png", "players.png"]
    # carol lays out a card, then cancels: nothing was applied
    lay = next(a for a in loaded.game.legal_actions(loaded.state, 2) if a.kind == "lay")
    panel = reply(await choose(carol, thread, lay.label, "lay"))
    assert "Cancel" in labels(panel)
    cancelled = (await carol.click(panel, label="Cancel")).response
    assert cancelled.ephemeral
    after = engine_state(world.env, game_id)
    assert after.version == loaded.version and after.state == loaded.state
    drew = reply(await choose(carol, thread, "Draw 2 ship cards", "draw"))
    assert "Played" in drew.content and "You drew" in drew.content  # her cards, privately
    assert f"{carol.mention} drew 2 ship cards." in thread.last_message.content
    assert "You drew" not in thread.last_message.content


async def test_a_late_player_passes_in_the_auction_and_draws_on_a_turn(world):
    thread, game_id = await start(world, deadline_hours=48)
    alice, bob, carol = world.players[:3]
    store = world.env.bot.games.store.sync

    def make_late(seat):
        store.db.execute("UPDATE waiting SET since = ? WHERE game_id = ? AND seat = ?",
                         [LONG_AGO, game_id, seat])

    make_late(0)
    done = reply(await bob.slash(thread, "batavia skip"))
    assert "played for the late player" in done.content
    assert f"{alice.mention} passed." in thread.last_message.content
    await choose(bob, thread, "Bid 1 note", "bid")
    await choose(carol, thread, "Pass", "bid")  # bob wins and starts
    assert engine_state(world.env, game_id).state["turn"] == 1
    hand = len(engine_state(world.env, game_id).state["hands"][1])
    make_late(1)
    await carol.slash(thread, "batavia skip")
    state = engine_state(world.env, game_id).state
    assert len(state["hands"][1]) == hand + 2 and state["turn"] == 2
    assert f"{bob.mention} drew 2 ship cards." in thread.last_message.content


async def test_reminders_follow_the_auction_from_bidder_to_bidder(world):
    thread, game_id = await start(world, reminder_hours=12)
    alice, bob = world.players[:2]
    store = world.env.bot.games.store.sync
    assert [r.user_id for r in store.game_reminders(game_id)] == [alice.id]
    await choose(alice, thread, "Bid 1 note", "bid")
    assert [r.user_id for r in store.game_reminders(game_id)] == [bob.id]  # alice's cancelled
    for r in store.game_reminders(game_id):  # make it due now
        store.db.execute("UPDATE reminders SET due_at = '2000-01-01T00:00:00+00:00' WHERE id = ?", [r.id])
    assert await world.env.bot.get_cog("RemindersCog").send_due() == 1
    nudge = thread.last_message.content
    assert "is waiting for you" in nudge and bob.mention in nudge and f"game #{game_id} (Batavia)" in nudge


async def test_a_company_or_a_commodity_is_looked_up_by_name(world):
    alice = world.players[0]
    offered = await alice.autocomplete(world.channel, "batavia card", "name", "pep")
    assert [c["name"] for c in offered] == ["pepper"]
    pepper = (await alice.slash(world.channel, "batavia card", name=offered[0]["value"])).response
    assert pepper.ephemeral and "**Pepper**: the most crates in its warehouse score 16 gold" in pepper.content
    assert "tied for most get 8 gold each" in pepper.content
    denmark = (await alice.slash(world.channel, "batavia card", name="denmark")).response.content
    assert denmark.startswith("**Denmark**: 22 ship cards; 7 trading posts") and "pepper" in denmark
    unknown = (await alice.slash(world.channel, "batavia card", name="coffee")).response.content
    assert "coffee" in unknown and "Denmark" not in unknown
