"""Batavia's rules in play through the bot (issue 26, items 17, 18, 20 and 21): the turn panel
names the Target Counter rule when it stops a lay-out, and says when no card is left to draw;
a move's exchange is decided after the move is played and the next counters are turned up;
confirmed bids and passes are binding, undo refuses them and says why."""

from __future__ import annotations

import pytest

from bot.client import GameHost
from bot.config import Settings
from rules.batavia.state import TARGET
from rules.catalogues import words
from rules.core import msg
from tests.batavia.scenario import GAME, act, fresh, give
from tests.bot.helpers import engine_state, labels, open_panel, start_lobby_game
from tests.bot.test_batavia_panels import DONE, bid, built, finish_auction, log_size, mover


def make_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path), games=("batavia",))


@pytest.fixture
def simcord_bot(db_path):
    return make_bot(db_path)


# -- item 17: the Target Counter's rule, named on the turn panel -------------------------------
def _after_the_target(*companies: str) -> dict:
    """Seat 0 on the move, its merchant on hex 31 of the quick-start route (hexes 32-35 hold
    four companies' counters, not that of hex 31), seat 1 holding the Target Counter, and
    seat 0 holding one card of each company named."""
    s = fresh(3)
    s["hexes"][30] = None
    s["merchants"][0] = 30
    s["target"], s["merchants"][1] = 1, TARGET
    for company in companies:
        give(s, 0, company, 1)
    return s


def _company_at(s: dict, h: int) -> str:
    return GAME.D.company_ids[GAME.D.post_company[s["hexes"][h]]]


def _behind() -> str:
    """The company whose last counter is behind the merchant (hex 31's)."""
    return GAME.D.company_ids[GAME.D.post_company[fresh(3)["hexes"][30]]]


def test_a_hand_with_a_majority_but_no_post_ahead_is_told_the_target_counter_rule():
    s = _after_the_target(_behind())
    assert [a.kind for a in GAME.legal_actions(s, 0)] == ["draw"]
    panel, lines, buttons = built(GAME, s, 0)
    assert ("The Target Counter has been taken: you may lay out cards only to reach a trading post of a company "
            "whose seal you hold, and none lies ahead of your merchant. Draw 2 ship cards (End of the game).") in lines
    assert not any("can give you no majority" in line for line in lines)
    _, dutch, _ = built(GAME, s, 0, "nl")
    assert any(line.startswith("Het doelfiche is genomen:") and "(Einde van het spel)" in line for line in dutch)


def test_a_hand_with_no_majority_is_still_told_so_after_the_target():
    s = _after_the_target()  # seat 0 holds no cards at all
    _, lines, _ = built(GAME, s, 0)
    assert "Your cards can give you no majority: draw 2 ship cards." in lines


def test_a_seal_without_a_post_ahead_is_told_the_target_counter_rule_while_laying_out():
    s = _after_the_target(_behind(), _company_at(fresh(3), 31))
    s, _ = act(s, 0, "lay", company=_behind())  # a seal, but its company has no counter ahead
    assert "done" not in [a.kind for a in GAME.legal_actions(s, 0)]
    _, lines, _ = built(GAME, s, 0)
    assert any(line.startswith("The Target Counter has been taken: a seal is not enough") for line in lines)
    assert "No majority yet: add cards until you hold one, then **Done**." not in lines


# -- item 18: with nothing left to draw, the panel says what ends the game -------------------
@pytest.mark.parametrize("can_lay", [True, False])
def test_with_nothing_left_to_draw_the_turn_panel_says_a_round_of_that_ends_the_game(can_lay):
    s = fresh(3)
    if can_lay:
        give(s, 0, "britain", 1)
    s["hands"][1] = sorted(s["hands"][1] + s["deck"])  # every other card in another hand
    s["deck"] = []
    panel, lines, buttons = built(GAME, s, 0)
    assert buttons[0] == "Draw nothing (no ship cards are left to draw)"
    said = [line for line in lines if line.startswith("No ship cards are left to draw")]
    assert said and said[0].endswith("A round in which nobody lays out a card or draws one ends the game.")
    assert ("lay out cards" in said[0]) == can_lay
    _, dutch, dutch_buttons = built(GAME, s, 0, "nl")
    assert dutch_buttons[0].startswith("Niets trekken")
    assert any(line.startswith("Er zijn geen scheepskaarten meer te trekken") for line in dutch)


# -- item 20: the exchange is decided after the move is played ---------------------------------
async def test_the_exchange_is_decided_after_the_move_is_played_and_cannot_cancel_it(world):
    thread, game_id = await start_lobby_game(world, 3, game="batavia")
    await finish_auction(world, thread, game_id)
    actor, loaded = mover(world, game_id)
    seat = loaded.game.to_move(loaded.state)[0]
    panel = await open_panel(actor, thread)
    lay = next(label for label in labels(panel) if label.startswith("Lay "))
    panel = (await actor.click(panel, label=lay)).response
    assert "Then you may exchange counters for gold." in panel.content
    for _ in range(3):  # Done, perhaps the company to sail for, then Confirm
        now = labels(panel)
        label = "Confirm" if "Confirm" in now else DONE if DONE in now else next(x for x in now if x != "Cancel")
        result = await actor.click(panel, label=label)
        panel = result.response
        if label == "Confirm":
            break
    assert "Played" in panel.content
    # steps 1 and 2 are on the table (cards, merchant, counter); the exchange is still open
    state = engine_state(world.env, game_id).state
    assert state["turn"] == seat and state["pending"]["step"] == "exchange"
    assert state["merchants"][seat] >= 0 and len(state["counters"][seat]) == 1
    assert f"<@{actor.id}> laid out 1 " in thread.last_message.content  # the move is public already
    # the exchange panel: exchange or keep, nothing to cancel
    panel = await open_panel(actor, thread)
    assert "Your cards are laid out and your merchant has taken its counter" in panel.content
    assert labels(panel) == ["Exchange 1 counter for 1 gold and end my move", "Keep my counters and end my move"]
    before = log_size(world, game_id)
    played = await actor.click(panel, label=labels(panel)[0])
    assert "Played" in played.response.content
    state = engine_state(world.env, game_id).state
    assert state["gold"][seat] == 1 and state["turn"] != seat and log_size(world, game_id) == before + 1


@pytest.mark.parametrize(("lang", "offer", "took"), [
    ("en", "Exchange 1 counter for 1 gold, or keep it", "Your merchant took the counter on hex 1."),
    ("nl", "Ruil 1 fiche in voor 1 goud, of houd het", "Je koopman nam het fiche op vak 1."),
])
def test_the_hand_picture_at_the_exchange_shows_the_offer_not_a_move_being_built(lang, offer, took):
    from render.kit.legibility import recording, too_small
    from render.registry import describe, render

    s = fresh(3)
    give(s, 0, "britain", 1)
    s, _ = act(s, 0, "lay", company="britain")
    s, _ = act(s, 0, "done")  # played: the exchange is left
    view = GAME.view(s, 0)
    assert view["you"]["pending"]["offer"] == {"counters": 1, "gold": 1}
    with recording() as drawn:
        image = render("batavia", "hand", view, words(lang))
    texts = [d.text for d in drawn]
    assert image.width == 800 and not too_small(drawn)
    assert offer in texts and took in texts
    assert not any("goes to hex" in x or "gaat naar vak" in x for x in texts)
    assert offer.split(",")[0].lower() in describe("batavia", "hand", view, words(lang)).lower()


# -- item 21: confirmed bids and passes are binding ---------------------------------------------
async def test_undo_refuses_a_confirmed_bid_or_pass_and_says_why(world):
    thread, game_id = await start_lobby_game(world, 3, game="batavia")
    first, _ = mover(world, game_id)
    await bid(world, thread, game_id, "Bid 2 (+2)")
    refused = (await first.slash(thread, "batavia undo")).response.content
    assert "A bid is binding once confirmed" in refused and "(Ship Card Auction)" in refused
    second, _ = mover(world, game_id)
    await bid(world, thread, game_id, "Pass")
    refused = (await second.slash(thread, "batavia undo")).response.content
    assert "A pass is binding once confirmed" in refused and "dropping out of this particular round" in refused
    third, _ = mover(world, game_id)
    await bid(world, thread, game_id, "Pass")  # the last pass closes the auction: the bidder wins
    refused = (await third.slash(thread, "batavia undo")).response.content
    assert "A pass is binding once confirmed" in refused
    state = engine_state(world.env, game_id).state
    assert state["phase"] == "moves" and state["starter"] == world.players.index(first)
    assert state["bid"] is None and log_size(world, game_id) == 3
    assert not any("took back" in m.content for m in thread.history())


def test_the_binding_refusals_speak_dutch():
    nl = words("nl")
    assert "bindend" in nl(msg("batavia-undo-bid-binding")) and "Veiling van scheepskaarten" in nl(
        msg("batavia-undo-pass-binding"))


def test_after_the_target_with_nothing_left_to_draw_the_panel_does_not_promise_two_cards():
    s = _after_the_target(_behind())
    s["hands"][1] = sorted(s["hands"][1] + s["deck"])  # every other card in another hand
    s["deck"] = []
    s["discards"] = []
    _, lines, buttons = built(GAME, s, 0)
    assert buttons[0] == "Draw nothing (no ship cards are left to draw)"
    said = [line for line in lines if line.startswith("The Target Counter has been taken")]
    assert said and "no ship cards are left to draw: you can only draw nothing" in said[0]
    assert not any("Draw 2 ship cards" in line for line in lines)
    _, dutch, _ = built(GAME, s, 0, "nl")
    assert any(line.startswith("Het doelfiche is genomen:") and "niets trekken" in line for line in dutch)
