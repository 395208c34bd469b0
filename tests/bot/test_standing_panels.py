"""Standing instructions in Discord (issue 28, item 4): left from the seat's own view while
it waits ("Open my panel"), played at its turn and posted like any bid, without a ping;
refused plainly when the ceiling breaks the rule or the control is stale or forged; never
visible to anyone else (posts, alt texts, the log, the export, log lines)."""

from __future__ import annotations

import json
import logging
import re

import discord
import pytest

from bot.client import GameHost
from bot.config import Settings
from bot.games.parse import BadInput
from bot.ui.panels import _refuse_forged
from bot.ui.standing import StandingButton
from bot.ui.standing_controls import STANDING
from tests.bot.helpers import engine_state, labels, open_panel, start_lobby_game
from tests.bot.test_dutch import locales  # noqa: F401 (fixture)
from tests.bot.thread_record import pinged as notified

BID_FOR_ME, PASS_FOR_ME, DROP = "Bid for me up to…", "Pass for me", "Drop my instruction"


@pytest.fixture
def simcord_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path), games=("batavia",))


def ping_of(thread, message) -> list[int]:
    """Whom a post notified (its mention policy, as simcord recorded it)."""
    return notified(message, thread._env.backend.messages[thread.id][message.id].allowed_mentions)


def turn(world, game_id):
    loaded = engine_state(world.env, game_id)
    return loaded.game.to_move(loaded.state)[0], loaded


async def leave(actor, thread, ceiling: str):
    """The waiting player opens their own view and leaves "bid for me up to ``ceiling``"."""
    own = await open_panel(actor, thread)
    assert "No standing instruction" in own.content
    assert labels(own) == [BID_FOR_ME, PASS_FOR_ME]
    form = await actor.click(own, label=BID_FOR_ME)
    assert form.modal is not None
    return own, await actor.submit_modal(form, {"ceiling": ceiling})


async def bid_one(actor, thread):
    panel = await open_panel(actor, thread)
    step = await actor.click(panel, label="Bid 1 (+1)")
    return await actor.click(step.response, label="Confirm")


async def test_a_waiting_player_leaves_a_bid_it_plays_at_their_turn_unpinged(world, caplog):
    caplog.set_level(logging.DEBUG)
    thread, game_id = await start_lobby_game(world, 4, game="batavia")
    first, _ = turn(world, game_id)
    b, c = (first + 1) % 4, (first + 2) % 4
    own, submitted = await leave(world.players[b], thread, "7")
    shown = submitted.response or own
    assert "up to **7** notes" in shown.content and "only you see it" in shown.content
    assert DROP in labels(shown)
    before = len(thread.history())
    played = await bid_one(world.players[first], thread)
    assert "Played" in played.response.content
    loaded = engine_state(world.env, game_id)
    assert loaded.state["bid"]["high"] == 2 and loaded.state["bid"]["leader"] == b
    posts = thread.history()[before:]
    text = "\n".join(m.content for m in posts)
    name_b = world.players[b].mention
    assert f"{name_b} bid 2 notes" in text  # posted like any bid
    pinged = [u for m in posts for u in ping_of(thread, m)]
    assert world.players[c].id in pinged and world.players[b].id not in pinged
    # never visible to anyone else: not in a post, an alt text, a log line
    alt = [a.description or "" for m in thread.history() for a in m.attachments]
    for words in ("up to **7**", "standing", "instruction", "for me"):
        assert words not in text and not any(words in a for a in alt)
    assert not [r for r in caplog.records if "instruction" in r.getMessage() and "7" in r.getMessage()]
    # nor in the log others read, nor in the export
    log_text = (await world.players[c].slash(thread, "batavia log")).response.content
    assert "bid 2" in log_text and "instruction" not in log_text and "for me" not in log_text
    role = world.guild.create_role("harbour masters", permissions=discord.Permissions(manage_guild=True))
    admin = world.guild.add_member(world.env.create_user("mod"), roles=[role])
    exported = await (await admin.slash(thread, "batavia export")).response.attachments[0].read()
    assert "standing" not in exported.decode() and "ceiling" not in exported.decode()
    json.loads(exported)


async def test_a_ceiling_above_the_notes_is_refused_with_the_rule(world):
    thread, game_id = await start_lobby_game(world, 3, game="batavia")
    first, loaded = turn(world, game_id)
    b = (first + 1) % 3
    notes = loaded.state["notes"][b]
    _, submitted = await leave(world.players[b], thread, str(notes + 1))
    reply = "\n".join(m.content for m in [submitted.response, *submitted.followups] if m is not None)
    assert f"You hold {notes} promissory notes" in reply and "actually own" in reply
    assert "Nothing was changed" in reply
    assert world.env.bot.games.store.sync.get_standing(game_id, b, loaded.state["round"]) is None
    _, typed = await leave(world.players[b], thread, "twelve")
    reply = "\n".join(m.content for m in [typed.response, *typed.followups] if m is not None)
    assert "not a number of notes" in reply


async def test_pass_for_me_then_drop_and_a_stale_control_changes_nothing(world):
    thread, game_id = await start_lobby_game(world, 3, game="batavia")
    first, loaded = turn(world, game_id)
    b = (first + 1) % 3
    own = await open_panel(world.players[b], thread)
    passed = await world.players[b].click(own, label=PASS_FOR_ME)
    shown = passed.response
    assert "passes for you on this auction" in shown.content
    assert labels(shown) == [BID_FOR_ME, DROP]
    dropped = await world.players[b].click(shown, label=DROP)
    assert "No standing instruction" in dropped.response.content
    store = world.env.bot.games.store.sync
    assert store.get_standing(game_id, b, loaded.state["round"]) is None
    # the auction moves on and ends: the old controls are stale and change nothing
    await world.players[b].click(dropped.response, label=PASS_FOR_ME)  # leaves "pass" again
    version = engine_state(world.env, game_id).version
    for seat in (first, (b + 1) % 3):
        panel = await open_panel(world.players[seat], thread) if seat != first else None
        if seat == first:
            await bid_one(world.players[first], thread)  # b passes for itself, unpinged
        elif turn(world, game_id)[0] == seat:
            step = await world.players[seat].click(panel, label="Pass")
            await world.players[seat].click(step.response, label="Confirm")
    after = engine_state(world.env, game_id)
    assert after.state["phase"] == "moves" and after.version > version
    stale = await world.players[b].click(own, label=DROP)  # drawn before the auction ended
    reply = "\n".join(m.content for m in [stale.response, *stale.followups] if m is not None)
    assert "out of date" in reply
    assert store.get_standing(game_id, b, loaded.state["round"]) is None
    assert engine_state(world.env, game_id).version == after.version


async def test_a_forged_control_is_refused_and_reads_nothing():
    """A custom_id no panel drew (a number beyond any id): refused as not offered."""
    match = re.fullmatch(STANDING, f"mb:si:1:{'9' * 20}:1:pass:1:15")
    assert match is not None
    item = await StandingButton.from_custom_id(None, None, match)
    assert item.forged
    with pytest.raises(BadInput):
        _refuse_forged(item)
    honest = await StandingButton.from_custom_id(None, None, re.fullmatch(STANDING, "mb:si:1:4:1:pass:1:15"))
    assert not honest.forged and (honest.game, honest.ver, honest.auction, honest.op) == (1, 4, 1, "pass")


async def test_my_hand_and_the_hand_command_offer_it_in_dutch_too(world, locales):  # noqa: F811
    thread, game_id = await start_lobby_game(world, 3, game="batavia")
    first, loaded = turn(world, game_id)
    b, c = (first + 1) % 3, (first + 2) % 3
    locales[world.players[c].id] = "nl"
    hand = (await world.players[b].slash(thread, "batavia hand")).response
    assert labels(hand) == [BID_FOR_ME, PASS_FOR_ME] and "No standing instruction" in hand.content
    form = await world.players[b].click(hand, label=BID_FOR_ME)
    await world.players[b].submit_modal(form, {"ceiling": "4"})
    assert "up to **4** notes" in hand.content and labels(hand) == [BID_FOR_ME, PASS_FOR_ME, DROP]
    live = next(m for m in thread.history() if "My hand" in labels(m))
    theirs = (await world.players[c].click(live, label="My hand")).response
    assert labels(theirs) == ["Bied voor mij tot…", "Pas voor mij"]
    assert "Geen staande opdracht" in theirs.content and "**4**" not in theirs.content
    assert world.env.bot.games.store.sync.get_standing(game_id, b, loaded.state["round"]).ceiling == 4


async def test_its_controls_are_answered_by_their_pattern_and_never_stored():
    """Sent but not kept by discord.py (no 15-minute timer per panel): every control is
    answered by its custom_id's pattern, registered once."""
    from bot.games.outcomes import StandingOffer
    from bot.ui.custom_ids import answered_by_pattern
    from bot.ui.standing_controls import standing_buttons, standing_view

    offer = StandingOffer(3, 1, 9, 2, True, 6, 3, 15)
    buttons = standing_buttons(offer)
    assert [b.custom_id for b in buttons] == ["mb:si:3:9:2:up:3:15", "mb:si:3:9:2:pass:3:15",
                                              "mb:si:3:9:2:drop:3:15"]
    assert all(answered_by_pattern(b) for b in buttons)
    assert standing_view(offer).is_finished()
    # the seat deciding has its panel's own Pass; one that can no longer raise may only pass
    assert [b.custom_id.split(":")[5] for b in standing_buttons(offer, deciding=True)] == ["up", "drop"]
    assert [b.custom_id.split(":")[5] for b in standing_buttons(StandingOffer(3, 1, 9, 2, False, None, 16, 15))] == [
        "pass"]
