"""Batavia's private panels (issue 18): the live auction and the turn, driven like players do.

The auction panel offers common raises, a pass and a typed amount (a modal), never above the
bidder's own notes, and shows them privately; the turn panel lays out cards company by
company with a preview of the seals they win, and plays the move only after a Confirm (or
the exchange decision, which the preview has fully described).
"""

from __future__ import annotations

import pytest
from simcord import interactions as sim_interactions

from bot.client import GameHost
from bot.config import Settings
from bot.ui.panels import panel_view
from rules.catalogues import words
from rules.core import msg
from tests.bot.helpers import engine_state, labels, latest_board, open_panel, sent, start_lobby_game

TYPE = "Type an amount…"
DONE = "Done: move my merchant"


def make_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path), games=("batavia",))


@pytest.fixture
def simcord_bot(db_path):
    return make_bot(db_path)


def log_size(world, game_id: int) -> int:
    return len(world.env.bot.games.store.sync.action_log(game_id))


def mover(world, game_id):
    """The player who must decide now, and the game as stored."""
    loaded = engine_state(world.env, game_id)
    return world.players[loaded.game.to_move(loaded.state)[0]], loaded


async def bid(world, thread, game_id, label: str):
    """The bidder opens the panel, clicks ``label`` and confirms; returns the clicks made."""
    actor, _ = mover(world, game_id)
    panel = await open_panel(actor, thread)
    step = await actor.click(panel, label=label)
    assert labels(step.response) == ["Confirm", "Back", "Cancel"]
    done = await actor.click(step.response, label="Confirm")
    assert "Played" in done.response.content
    return 2


async def type_amount(actor, panel, text: str):
    """Click "Type an amount…" on ``panel`` and submit ``text`` in the modal."""
    shown = await actor.click(panel, label=TYPE)
    assert shown.modal is not None
    return await actor.submit_modal(shown, {"amount": text})


async def test_the_auction_panel_offers_raises_a_typed_amount_and_pass_and_shows_the_notes_privately(world):
    thread, game_id = await start_lobby_game(world, 3, game="batavia")
    actor, loaded = mover(world, game_id)
    seat = loaded.game.to_move(loaded.state)[0]
    notes = loaded.state["notes"][seat]
    panel = await open_panel(actor, thread)
    # and a standing instruction for the rest of the auction (issue 28, item 4)
    assert labels(panel) == ["Bid 1 (+1)", "Bid 2 (+2)", "Bid 5 (+5)", "Bid 10 (+10)", "Pass", TYPE,
                             "Bid for me up to…"]
    assert f"You hold **{notes}** promissory notes" in panel.content
    assert "No bid yet" in panel.content and "Up for auction:" in panel.content
    # 5 rows at most, every label whole
    assert len(panel.components) <= 5
    # a typical bid: a raise and Confirm, two interactions
    step = await actor.click(panel, label="Bid 2 (+2)")
    assert "Bid 2 notes" in step.response.content and log_size(world, game_id) == 0
    played = await actor.click(step.response, label="Confirm")
    assert "Played" in played.response.content
    loaded = engine_state(world.env, game_id)
    assert loaded.state["bid"]["high"] == 2 and loaded.state["bid"]["leader"] == seat
    # the next bidder sees the running bid, who leads and who is still in; raises start above it
    nxt, _ = mover(world, game_id)
    panel = await open_panel(nxt, thread)
    assert f"Highest bid: **2** by {actor.mention}" in panel.content
    assert "Still in:" in panel.content and actor.mention in panel.content.split("Still in:")[1]
    assert labels(panel)[:4] == ["Bid 3 (+1)", "Bid 4 (+2)", "Bid 7 (+5)", "Bid 12 (+10)"]
    # the bidder's notes are not in the public thread
    assert not any(f"You hold **{notes}**" in m.content for m in thread.history())


async def test_raises_never_go_above_the_bidders_notes(world):
    thread, game_id = await start_lobby_game(world, 3, game="batavia")
    actor, loaded = mover(world, game_id)
    notes = loaded.state["notes"][loaded.game.to_move(loaded.state)[0]]
    panel = await open_panel(actor, thread)
    step = await type_amount(actor, panel, str(notes - 3))
    await actor.click(step.response, label="Confirm")
    nxt, loaded = mover(world, game_id)
    panel = await open_panel(nxt, thread)
    seat = loaded.game.to_move(loaded.state)[0]
    mine = loaded.state["notes"][seat]
    raises = [int(label.split()[1]) for label in labels(panel) if label.startswith("Bid ") and "(+" in label]
    assert raises and all(notes - 3 < r <= mine for r in raises)
    assert max(raises) <= mine and len(raises) < 4  # +5 and +10 would pass the notes


async def test_a_stale_auction_click_after_someone_outbid_is_refused_and_a_fresh_panel_offered(world):
    thread, game_id = await start_lobby_game(world, 3, game="batavia")
    first, _ = mover(world, game_id)
    used = await open_panel(first, thread)
    kept = await open_panel(first, thread)  # the same panel, opened twice
    step = await first.click(used, label="Bid 1 (+1)")
    await first.click(step.response, label="Confirm")
    await bid(world, thread, game_id, "Bid 3 (+2)")  # outbid
    await bid(world, thread, game_id, "Pass")
    again, loaded = mover(world, game_id)
    assert again is first
    before = log_size(world, game_id)
    result = await first.click(kept, label="Bid 2 (+2)")  # from before the outbid
    refusal, fresh = sent(result)[:2]
    assert refusal.ephemeral and "out of date" in refusal.content and "Nothing was changed" in refusal.content
    assert log_size(world, game_id) == before
    assert engine_state(world.env, game_id).state["bid"]["high"] == 3
    assert fresh.ephemeral and "Highest bid: **3**" in fresh.content
    assert labels(fresh)[0] == "Bid 4 (+1)"
    typed = await type_amount(first, kept, "9")  # the typed amount of the old panel too
    assert "out of date" in typed.followups[0].content and "Highest bid: **3**" in typed.followups[1].content
    assert log_size(world, game_id) == before
    step = await first.click(fresh, label="Bid 4 (+1)")
    await first.click(step.response, label="Confirm")
    assert engine_state(world.env, game_id).state["bid"]["high"] == 4


async def test_a_non_player_or_another_player_cannot_use_the_bidders_panel(world):
    thread, game_id = await start_lobby_game(world, 3, game="batavia")
    actor, _ = mover(world, game_id)
    eve = world.outsider
    result = await eve.click(latest_board(thread), label="Open my panel")
    assert result.ephemeral and "not playing in game" in result.response.content
    # the bidder's panel (its buttons with their state), as if copied where others can click
    panel = await world.env.bot.games.panel(game_id, actor.id)
    await world.env.bot.get_channel(thread.id).send(view=panel_view(panel))
    copied = thread.last_message
    other = next(p for p in world.players[:3] if p is not actor)
    for clicker, why in ((eve, "not playing in game"), (other, "Nothing was changed")):
        result = await clicker.click(copied, label="Bid 5 (+5)")
        assert sent(result)[0].ephemeral and why in sent(result)[0].content
        typed = await type_amount(clicker, copied, "3")
        assert why in typed.followups[0].content
    assert log_size(world, game_id) == 0
    assert engine_state(world.env, game_id).state["bid"]["high"] == 0


async def test_typed_amounts_too_high_not_a_number_or_not_above_the_bid_are_refused_plainly(world):
    thread, game_id = await start_lobby_game(world, 3, game="batavia")
    await bid(world, thread, game_id, "Bid 5 (+5)")
    actor, loaded = mover(world, game_id)
    notes = loaded.state["notes"][loaded.game.to_move(loaded.state)[0]]
    panel = await open_panel(actor, thread)
    content = panel.content
    cases = {
        str(notes + 1): "promissory notes that they actually own",
        "seven": "not a number of notes",
        "7.5": "not a number of notes",
        "-3": "not a number of notes",
        "4": "not enough",
        "5": "not enough",
    }
    for text, why in cases.items():
        result = await type_amount(actor, panel, text)
        refusal = sent(result)[0]
        assert refusal.ephemeral and why in refusal.content, (text, refusal.content)
        assert log_size(world, game_id) == 1
        assert panel.content == content and TYPE in labels(panel)  # the panel is as it was
    # a valid amount: the panel asks to confirm it
    result = await type_amount(actor, panel, f" {notes - 1} ")
    assert labels(result.response) == ["Confirm", "Back", "Cancel"]
    assert f"Bid {notes - 1} notes" in result.response.content
    assert log_size(world, game_id) == 1
    played = await actor.click(result.response, label="Confirm")
    assert "Played" in played.response.content
    assert engine_state(world.env, game_id).state["bid"]["high"] == notes - 1


async def test_a_restart_mid_auction_leaves_the_old_panels_buttons_working(world, db_path):
    thread, game_id = await start_lobby_game(world, 3, game="batavia")
    actor, _ = mover(world, game_id)
    old = await open_panel(actor, thread)
    await world.env.restart_bot(make_bot(db_path))
    step = await actor.click(old, label="Bid 2 (+2)")  # a panel sent by the old client
    assert labels(step.response) == ["Confirm", "Back", "Cancel"]
    await world.env.restart_bot(make_bot(db_path))
    await actor.click(step.response, label="Confirm")
    nxt, _ = mover(world, game_id)
    old = await open_panel(nxt, thread)
    await world.env.restart_bot(make_bot(db_path))
    result = await type_amount(nxt, old, "6")  # the typed amount's button too
    await nxt.click(result.response, label="Confirm")
    assert engine_state(world.env, game_id).state["bid"]["high"] == 6


async def test_a_typed_amount_opened_before_a_restart_is_taken_after_it(world, db_path):
    """The modal was open (the player typing) when the bot restarted: its submission is
    answered by the new client, with the same checks (a stale one refused)."""
    thread, game_id = await start_lobby_game(world, 3, game="batavia")
    actor, _ = mover(world, game_id)
    panel = await open_panel(actor, thread)
    shown = await actor.click(panel, label=TYPE)
    late = await actor.click(panel, label=TYPE)  # opened twice: the second is submitted last
    assert shown.modal is not None and shown.modal["custom_id"].startswith(f"mb:am:{game_id}:")
    await world.env.restart_bot(make_bot(db_path))
    typed = await actor.submit_modal(shown, {"amount": "4"})
    assert labels(typed.response) == ["Confirm", "Back", "Cancel"] and "Bid 4 notes" in typed.response.content
    await actor.click(typed.response, label="Confirm")
    assert engine_state(world.env, game_id).state["bid"]["high"] == 4
    # the other modal of the panel from before the bid, submitted after another restart:
    # stale, refused, nothing changed
    await world.env.restart_bot(make_bot(db_path))
    refused = await actor.submit_modal(late, {"amount": "7"})
    assert "out of date" in refused.followups[0].content
    assert engine_state(world.env, game_id).state["bid"]["high"] == 4 and log_size(world, game_id) == 1


async def finish_auction(world, thread, game_id):
    """The first bidder bids 1, the others pass: the bidder then makes the first move."""
    await bid(world, thread, game_id, "Bid 1 (+1)")
    await bid(world, thread, game_id, "Pass")
    await bid(world, thread, game_id, "Pass")
    loaded = engine_state(world.env, game_id)
    assert loaded.state["phase"] == "moves"


async def test_the_turn_panel_previews_the_seal_and_plays_k_cards_in_at_most_k_plus_3_interactions(world):
    thread, game_id = await start_lobby_game(world, 3, game="batavia")
    await finish_auction(world, thread, game_id)
    actor, loaded = mover(world, game_id)
    seat = loaded.game.to_move(loaded.state)[0]
    hand_before = len(loaded.state["hands"][seat])
    panel = await open_panel(actor, thread)
    offered = labels(panel)
    assert offered[0] == "Draw 2 ship cards"
    lays = [label for label in offered if label.startswith("Lay ")]
    assert lays and "Your hand:" in panel.content
    # the company with the most cards in hand, picked twice
    most = max(lays, key=lambda label: int(label.split("(")[1].split()[0]))
    company = most.split()[1]
    clicks = 0
    for _ in range(2):
        label = next(label for label in labels(panel) if label.startswith(f"Lay {company} "))
        panel = (await actor.click(panel, label=label)).response
        clicks += 1
    assert f"Lay out 2 {company} cards" in panel.content
    assert f"You will take the {company} seal (2 against 0)" in panel.content
    assert "Your merchant sails to the " in panel.content or "choose where to sail" in panel.content
    assert log_size(world, game_id) == 3  # nothing applied yet
    for _ in range(4):
        now = labels(panel)
        if "Confirm" in now:
            label = "Confirm"
        elif DONE in now:
            label = DONE
        else:  # the company to sail for, or the exchange offer (it plays the move)
            label = next(label for label in now if label != "Cancel")
        result = await actor.click(panel, label=label)
        clicks += 1
        if "Played" in result.response.content:
            break
        assert log_size(world, game_id) == 3
        panel = result.response
    assert "Played" in result.response.content
    assert clicks <= 2 + 3
    loaded = engine_state(world.env, game_id)
    assert len(loaded.state["hands"][seat]) == hand_before - 2
    assert loaded.state["seals"][loaded.game.D.company_ids.index(
        {"British": "britain", "Danish": "denmark", "French": "france", "Dutch": "netherlands",
         "Swedish": "sweden"}[company])] == seat


async def test_cancel_drops_the_cards_picked_and_changes_nothing(world):
    thread, game_id = await start_lobby_game(world, 3, game="batavia")
    await finish_auction(world, thread, game_id)
    actor, _ = mover(world, game_id)
    panel = await open_panel(actor, thread)
    lay = next(label for label in labels(panel) if label.startswith("Lay "))
    panel = (await actor.click(panel, label=lay)).response
    assert "Cancel" in labels(panel)
    panel = (await actor.click(panel, label="Cancel")).response
    assert labels(panel)[0] == "Draw 2 ship cards" and "So far" not in panel.content
    assert log_size(world, game_id) == 3


@pytest.fixture
def dutch(monkeypatch):
    """Every interaction comes with the Discord locale "nl"."""
    real = sim_interactions.base_payload

    def base_payload(*args, **kwargs):
        record, payload = real(*args, **kwargs)
        payload["locale"] = "nl"
        return record, payload

    monkeypatch.setattr(sim_interactions, "base_payload", base_payload)


async def test_the_panels_speak_dutch(world, dutch):
    thread, game_id = await start_lobby_game(world, 3, game="batavia")
    actor, _ = mover(world, game_id)
    panel = await open_panel(actor, thread)  # the board speaks the game's language, the panel the player's
    assert labels(panel) == ["Bied 1 (+1)", "Bied 2 (+2)", "Bied 5 (+5)", "Bied 10 (+10)", "Passen",
                             "Typ een bedrag…", "Bied voor mij tot…"]
    assert "promessen" in panel.content and "Nog geen bod" in panel.content
    shown = await actor.click(panel, label="Typ een bedrag…")
    assert shown.modal["title"] == "Jouw bod"
    refused = await actor.submit_modal(shown, {"amount": "zeven"})
    assert "geen aantal promessen" in refused.followups[0].content


# -- the builder on engine states (decisions a random lobby game rarely reaches) -------------
def built(game, state, seat, lang: str = "en"):
    """The panel the service would build for ``seat`` at ``state``, in ``lang``."""
    from bot.games.batavia.panels import build_panel
    from bot.games.outcomes import Choice, PanelSketch
    from rules.core import msg

    panel = PanelSketch(1, seat, 0, 0, msg("bot-text", text="Batavia"))
    for i, action in enumerate(game.legal_actions(state, seat)):
        if action.kind != "cancel":
            panel.choices.append(Choice(i, action.label, action.kind, False, dict(action.params),
                                        action.message))
    panel.view = game.view(state, seat)
    build_panel(panel)
    panel = panel.finished()
    w = words(lang)
    return panel, [w(m) for m in panel.info + panel.preview + panel.private], [
        w(c.message) for c in panel.choices]


def first_turn(seed: int = 3):
    """A quick-start game (every counter face up) after an auction the first bidder won."""
    from rules import get_game

    game = get_game("batavia")
    state = game.new_game(players=3, seed=seed, options={"open": True})
    for kind in ("bid", "pass", "pass"):
        seat = game.to_move(state)[0]
        action = next(a for a in game.legal_actions(state, seat) if a.kind == kind)
        state, _ = game.apply(state, seat, action)
    return game, state, game.to_move(state)[0]


def test_two_new_majorities_offer_the_company_to_sail_for():
    game, state, seat = first_turn()
    hand = game.view(state, seat)["you"]["hand_by_company"]
    two = [c for c, k in hand.items() if k][:2]
    for company in two:
        action = next(a for a in game.legal_actions(state, seat) if a.kind == "lay" and a["company"] == company)
        state, _ = game.apply(state, seat, action)
    panel, lines, buttons = built(game, state, seat)
    adj = {"britain": "British", "denmark": "Danish", "france": "French", "netherlands": "Dutch",
           "sweden": "Swedish"}
    # the two seals in one line: the counts are the lay-out's, said in "So far" already
    taking = [line for line in lines if line.startswith("You will take ")]
    assert len(taking) == 1 and all(f"the {adj[c]} seal (1 against 0)" in taking[0] for c in two), lines
    assert any("after **Done** you choose where to sail" in line for line in lines)
    _, dutch, _ = built(game, state, seat, "nl")
    taking = [line for line in dutch if line.startswith("Je neemt het ")]
    assert len(taking) == 1 and taking[0].count("compagniezegel (1 tegen 0)") == 2, dutch
    assert any("na **Klaar** kies je waarheen je vaart" in line for line in dutch)
    state, _ = game.apply(state, seat, next(a for a in game.legal_actions(state, seat) if a.kind == "done"))
    panel, lines, buttons = built(game, state, seat)
    assert "Several seals allow: choose the company to sail for." in lines
    assert len(buttons) == 2 and all(b.startswith("Sail to the ") for b in buttons)
    assert {adj[c] for c in two} == {b.split()[3] for b in buttons}


def test_a_lay_out_without_majority_says_how_many_more_are_needed():
    game, state, seat = first_turn()
    other = (seat + 1) % 3
    # the other player holds 3 cards of a company laid out; the mover lays 1 of it
    hand = game.view(state, seat)["you"]["hand_by_company"]
    company = next(c for c, k in hand.items() if k)
    index = game.D.company_index[company]
    state = dict(state)
    state["laid"] = [[list(p) for p in piles] for piles in state["laid"]]
    state["laid"][other][index] = ["x1", "x2", "x3"]
    state["seals"] = list(state["seals"])
    state["seals"][index] = other
    action = next(a for a in game.legal_actions(state, seat) if a.kind == "lay" and a["company"] == company)
    state, _ = game.apply(state, seat, action)
    panel, lines, buttons = built(game, state, seat)
    assert any(line.startswith("No ") and "majority yet: 1 against 3, 3 more needed." in line for line in lines)
    assert not any(b.startswith("Done") for b in buttons)
    assert "No majority yet: add cards until you hold one, then **Done**." in lines


async def test_status_shows_the_running_bid_and_who_is_still_in(world):
    thread, game_id = await start_lobby_game(world, 3, game="batavia")
    first, _ = mover(world, game_id)
    before = (await first.slash(thread, "batavia status")).response.content
    assert "No bid yet; still in:" in before
    await bid(world, thread, game_id, "Bid 2 (+2)")
    await bid(world, thread, game_id, "Pass")
    status = (await first.slash(thread, "batavia status")).response.content
    auction = engine_state(world.env, game_id).state["bid"]
    leader = world.players[auction["leader"]]
    assert f"High bid: 2 notes by <@{leader.id}>; still in:" in status, status
    assert "promissory" not in status  # nobody's notes are counted in public


async def test_the_opening_post_says_the_first_roll_and_the_cards_it_turned_over(world):
    thread, game_id = await start_lobby_game(world, 3, game="batavia")
    loaded = engine_state(world.env, game_id)
    view = loaded.game.view(loaded.state, None)
    opening = next(m for m in thread.history() if "A new game begins" in m.content).content
    auctioneer = world.players[view["auctioneer"]]
    assert f"<@{auctioneer.id}> threw a {view['die']} and turned over " in opening, opening
    for company in set(view["display"]):
        n = view["display"].count(company)
        said = words("en")(msg("batavia-cards-of", company=company, count=n))  # "2 Danish cards"
        assert said in opening and said.startswith(f"{n} "), (said, opening)


def test_a_typed_amount_is_read_from_rows_or_labels_and_a_forged_id_is_marked():
    from bot.ui.amount import MODAL_ID, AmountButton, _field

    rows = [{"type": 1, "components": [{"type": 4, "custom_id": "amount", "value": "12"}]}]
    labelled = [{"type": 18, "component": {"type": 4, "custom_id": "amount", "value": " 7 "}}]
    assert _field(rows, "amount") == "12" and _field(labelled, "amount") == " 7 "
    assert _field([{"type": 1, "components": []}], "amount") is None and _field("x", "amount") is None
    good = MODAL_ID.fullmatch("mb:am:3:4:0:bid:amount:1:15")
    assert good is not None and not AmountButton.from_match(good).forged
    forged = MODAL_ID.fullmatch("mb:am:3:4:0:bid:amount:1:" + "9" * 19)
    assert forged is None or AmountButton.from_match(forged).forged
    assert MODAL_ID.fullmatch("mb:am:3:4:0") is None  # the short form: discord.py's own modal


async def test_the_typed_amounts_form_speaks_batavias_words_from_its_record(world):
    """The generic form (bot/ui/amount.py) asks in the words Batavia's record names: "Your
    bid", "Notes to bid (low to high)" (its refusal of a word: the test above)."""
    thread, game_id = await start_lobby_game(world, 3, game="batavia")
    actor, loaded = mover(world, game_id)
    notes = loaded.state["notes"][loaded.game.to_move(loaded.state)[0]]
    panel = await open_panel(actor, thread)
    shown = await actor.click(panel, label=TYPE)
    form = shown.modal
    assert form is not None and form["title"] == "Your bid"
    assert f"Notes to bid (1 to {notes})" in str(form["components"])


def test_the_generic_ui_names_no_game():
    """bot/ui/ is every game's: no game's name or message key in its code."""
    from pathlib import Path

    ui = Path(__file__).resolve().parents[2] / "bot" / "ui"
    for path in ui.glob("*.py"):
        code = path.read_text(encoding="utf-8")
        assert "bot-batavia" not in code and "bot-mombasa" not in code, path.name


async def test_every_batavia_panel_fits_a_phone(world):
    """Bids, turns and exchanges through the panels: every panel within Discord's limits of
    a layout message and a phone's (tests/bot/test_mombasa_panels.phone_check)."""
    import random

    from tests.bot.helpers import decide
    from tests.bot.test_mombasa_panels import phone_check

    thread, game_id = await start_lobby_game(world, 3, game="batavia")
    rng = random.Random(7)
    shown = moves = 0
    while moves < 45 and not (loaded := engine_state(world.env, game_id)).game.is_over(loaded.state):
        actor, _ = mover(world, game_id)
        panel = await open_panel(actor, thread)
        for _ in range(40):
            phone_check(panel)
            shown += 1
            if "Confirm" in labels(panel):
                result = await actor.click(panel, label="Confirm")
            else:  # (a typed amount or a standing bid opens a form: the buttons are enough here)
                result = await decide(actor, panel, rng, avoid=("Type an amount", "Bid for me"))
            panel = result.response
            if "Played" in panel.content:
                break
        moves += 1
    assert shown > moves > 40
