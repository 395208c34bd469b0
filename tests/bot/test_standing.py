"""Standing instructions in Batavia's auction, on the game service (no Discord): "bid for
me up to N, raising by the least" and "I pass on this auction" play at the seat's turn as
its own action, posted like any bid, never pinging it; a ceiling above the seat's notes is
refused with the rule; stale or forged requests change nothing; nothing leaks."""

from __future__ import annotations

import pytest

from bot.games import BadInput, GameService, Renderer, StalePanel
from bot.games.outcomes import Outcome, StandingOffer
from bot.store import AsyncGameStore
from bot.words import english

USERS = [101, 102, 103, 104]


@pytest.fixture
async def service(tmp_path):
    store = await AsyncGameStore.open(tmp_path / "service.sqlite3")
    yield GameService(store, Renderer(images=False))
    await store.close()


async def _game(service):
    loaded = await service.create_game("batavia", USERS, seed=7,
                                       engine_options={"first_auctioneer": 0})
    await service.opening(loaded.id)
    return loaded.id


async def _now(service, game_id):
    loaded = await service.store.load_game(game_id)
    return loaded, loaded.game.to_move(loaded.state)[0]


async def _bid(service, game_id, seat, amount):
    """The seat bids ``amount`` through its panel, as a typed bid and Confirm."""
    panel = await service.panel(game_id, USERS[seat])
    drafted = await service.choose_action(game_id, USERS[seat], panel.version, panel.rev, "bid",
                                          {"amount": amount})
    return await service.commit(game_id, USERS[seat], drafted.version, drafted.rev)


async def _pass(service, game_id, seat):
    panel = await service.panel(game_id, USERS[seat])
    drafted = await service.choose_action(game_id, USERS[seat], panel.version, panel.rev, "pass", {})
    return await service.commit(game_id, USERS[seat], drafted.version, drafted.rev)


async def test_a_standing_bid_plays_the_least_raise_at_its_turn_and_pings_the_next_who_decides(service):
    g = await _game(service)
    loaded, first = await _now(service, g)
    nxt = (first + 1) % 4
    offer = await service.standing(g, USERS[nxt])
    assert isinstance(offer, StandingOffer) and not offer.left
    left = await service.leave_standing(g, USERS[nxt], offer.version, offer.auction, 5)
    assert isinstance(left, StandingOffer) and left.left and left.ceiling == 5
    assert "up to **5** notes" in english(left.line)
    outcome = await _bid(service, g, first, 1)
    lines = [english(m, names=outcome.names) for m in outcome.public]
    # the instruction's bid is posted like any bid, right after the click's
    assert any("bid 1 " in line or "bid 1." in line for line in lines), lines
    assert any(f"{outcome.names[nxt]} bid 2" in line for line in lines), lines
    after, turn = await _now(service, g)
    assert turn == (nxt + 1) % 4
    assert outcome.ping_user_ids == [USERS[turn]]  # the next seat that decides itself
    assert USERS[nxt] not in outcome.ping_user_ids
    assert after.state["bid"]["high"] == 2 and after.state["bid"]["leader"] == nxt


async def test_at_its_ceiling_the_instruction_passes_and_the_auction_ends_it(service):
    g = await _game(service)
    _, first = await _now(service, g)
    b, c, d = ((first + k) % 4 for k in (1, 2, 3))
    offer = await service.standing(g, USERS[b])
    await service.leave_standing(g, USERS[b], offer.version, offer.auction, 2)
    await _bid(service, g, first, 1)  # b's instruction: 2
    await _bid(service, g, c, 3)
    await _pass(service, g, d)
    await _pass(service, g, first)  # b's turn: 3 is above its ceiling of 2: it passes
    loaded, _ = await _now(service, g)
    assert loaded.state["phase"] == "moves" and loaded.state["starter"] == c
    kinds = [(e.seat, e.action) for e in await service.store.action_log(g)]
    assert kinds[-1][0] == b and '"pass"' in kinds[-1][1]
    # the instruction ended with its auction
    assert service.store.sync.get_standing(g, b, offer.auction) is None


async def test_a_pass_instruction_passes_without_a_ping(service):
    g = await _game(service)
    _, first = await _now(service, g)
    b = (first + 1) % 4
    offer = await service.standing(g, USERS[b])
    await service.leave_standing(g, USERS[b], offer.version, offer.auction, None)
    outcome = await _bid(service, g, first, 4)
    loaded, turn = await _now(service, g)
    assert loaded.state["bid"]["out"][b]
    assert turn == (b + 1) % 4 and outcome.ping_user_ids == [USERS[turn]]


async def test_left_at_the_seats_own_turn_it_plays_at_once(service):
    g = await _game(service)
    _, first = await _now(service, g)
    offer = await service.standing(g, USERS[first])
    played = await service.leave_standing(g, USERS[first], offer.version, offer.auction, 9)
    assert isinstance(played, Outcome)
    loaded, turn = await _now(service, g)
    assert loaded.state["bid"]["high"] == 1 and loaded.state["bid"]["leader"] == first
    assert turn != first


async def test_a_ceiling_above_the_notes_is_refused_with_the_rule_and_nothing_changes(service):
    g = await _game(service)
    loaded, first = await _now(service, g)
    b = (first + 1) % 4
    notes = loaded.state["notes"][b]
    offer = await service.standing(g, USERS[b])
    assert (offer.low, offer.high) == (1, notes)
    with pytest.raises(BadInput) as refused:
        await service.leave_standing(g, USERS[b], offer.version, offer.auction, notes + 1)
    text = english(refused.value.message)
    assert f"You hold {notes} promissory notes" in text and "actually own" in text
    assert "Nothing was changed" in text
    assert (await service.standing(g, USERS[b])).left is False
    assert (await service.store.load_game(g)).version == loaded.version


async def test_stale_and_forged_requests_are_refused_and_change_nothing(service):
    g = await _game(service)
    _, first = await _now(service, g)
    b = (first + 1) % 4
    offer = await service.standing(g, USERS[b])
    for ver, auction in ((offer.version + 1, offer.auction),  # a version not yet played
                         (offer.version, offer.auction + 1),  # another auction
                         (-1, offer.auction)):
        with pytest.raises(StalePanel):
            await service.leave_standing(g, USERS[b], ver, auction, 3)
        with pytest.raises(StalePanel):
            await service.drop_standing(g, USERS[b], ver, auction)
    assert (await service.standing(g, USERS[b])).left is False
    # drawn before the seat's own move: stale; only others' moves since: still good
    await _bid(service, g, first, 1)
    await _bid(service, g, b, 2)
    with pytest.raises(StalePanel):
        await service.leave_standing(g, USERS[b], offer.version, offer.auction, 6)
    fresh = await service.standing(g, USERS[b])
    c = (b + 1) % 4
    await _bid(service, g, c, 3)
    assert (await service.leave_standing(g, USERS[b], fresh.version, fresh.auction, 6)).ceiling == 6
    # a seat that passed is out of the auction: its controls are stale
    loaded, turn = await _now(service, g)
    await _pass(service, g, turn)
    with pytest.raises(StalePanel):
        await service.leave_standing(g, USERS[turn], loaded.version, fresh.auction, 8)


async def test_dropping_it_gives_the_decision_back(service):
    g = await _game(service)
    _, first = await _now(service, g)
    b = (first + 1) % 4
    offer = await service.standing(g, USERS[b])
    left = await service.leave_standing(g, USERS[b], offer.version, offer.auction, 5)
    dropped = await service.drop_standing(g, USERS[b], left.version, left.auction)
    assert not dropped.left and dropped.line is None
    outcome = await _bid(service, g, first, 1)
    assert outcome.ping_user_ids == [USERS[b]]  # asked itself, and pinged
    _, turn = await _now(service, g)
    assert turn == b


async def test_only_the_seats_own_panel_shows_it(service):
    g = await _game(service)
    _, first = await _now(service, g)
    b = (first + 1) % 4
    offer = await service.standing(g, USERS[b])
    await service.leave_standing(g, USERS[b], offer.version, offer.auction, 7)
    mine = await service.panel(g, USERS[first])  # the seat to move has none
    assert mine.standing is not None and not mine.standing.left
    assert not any("standing" in english(m) for m in mine.private)
    await _bid(service, g, first, 1)  # b bids 2 for itself; c decides
    _, turn = await _now(service, g)
    theirs = await service.panel(g, USERS[turn])
    assert not any("up to **7**" in english(m) for m in [*theirs.private, *theirs.info])


async def test_no_view_holds_it_so_no_ai_player_can_read_it(service):
    """An instruction is not game state: every seat's view (what an AI player decides
    from) and the public view are the same before and after one is left."""
    g = await _game(service)
    loaded, first = await _now(service, g)
    b = (first + 1) % 4
    views = [loaded.game.view(loaded.state, s) for s in (None, 0, 1, 2, 3)]
    offer = await service.standing(g, USERS[b])
    await service.leave_standing(g, USERS[b], offer.version, offer.auction, 11)
    after, _ = await _now(service, g)
    assert after.version == loaded.version and after.game.dump(after.state) == loaded.game.dump(loaded.state)
    assert [after.game.view(after.state, s) for s in (None, 0, 1, 2, 3)] == views
    # the others' own views offer them nothing of it
    for seat in (s for s in range(4) if s not in (b, first)):
        theirs = await service.standing(g, USERS[seat])
        assert not theirs.left and theirs.line is None
