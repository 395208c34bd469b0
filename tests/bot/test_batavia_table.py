"""Batavia at the table (issue 26, items 14, 15, 19): the hand one tap away at any time and
never a raw dump, the status after the end, the board command's options, the log of a draw,
the lot's order and what the rules help says about Confirm."""

from __future__ import annotations

import pytest

from bot.client import GameHost
from bot.config import Settings
from rules.catalogues import words
from rules.core import msg
from tests.bot.helpers import start_lobby_game
from tests.bot.test_dutch import locales  # noqa: F401 (fixture)


@pytest.fixture
def simcord_bot(db_path):
    return GameHost(Settings(discord_token="simcord-test-token", database_path=db_path),
                      games=("batavia",))


def raw_dump(text: str) -> bool:
    """A view printed as ``key: value`` lines (what a player must never read)."""
    return any(line.startswith(("you: {", "seats: [", "hexes: [", "phase: ", "players: "))
               for line in text.splitlines())


def _fails(*args, **kwargs):
    raise RuntimeError("a drawing bug")


async def test_batavia_hand_shows_the_hand_picture_and_its_words_in_the_readers_language(world, locales):  # noqa: F811
    thread, game_id = await start_lobby_game(world, 3, game="batavia")
    locales[world.players[1].id] = "nl"
    for player, notes in ((world.players[0], "promissory notes"), (world.players[1], "promessen")):
        reply = (await player.slash(thread, "batavia hand")).response
        assert [a.filename for a in reply.attachments] == ["hand.png"], reply.content
        assert notes in reply.content and not raw_dump(reply.content), reply.content
        assert notes in reply.attachments[0].description


async def test_a_picture_that_cannot_be_drawn_says_so_plainly_with_its_words(world, locales, monkeypatch):  # noqa: F811
    import render.batavia as drawn
    from render import registry

    thread, game_id = await start_lobby_game(world, 3, game="batavia")
    for what in ("hand", "board"):
        draw, text = drawn.IMAGES[what]
        monkeypatch.setitem(registry._ENTRIES, ("batavia", what), (_fails, drawn._entry(text)))
    world.env.bot.games.renderer._made.clear()  # pictures drawn before the bug are reused
    locales[world.players[1].id] = "nl"
    for player, lang, notes in ((world.players[0], "en", "promissory notes"),
                                (world.players[1], "nl", "promessen")):
        w = words(lang)
        for command in ("batavia hand", "batavia board"):
            reply = (await player.slash(thread, command)).response
            assert w(msg("bot-picture-failed")) in reply.content, reply.content
            assert not raw_dump(reply.content), reply.content
        hand = (await player.slash(thread, "batavia hand")).response.content
        assert notes in hand, hand  # the text alternative, in the reader's language
    # a text alternative that fails too: a plain sentence, still no dump
    monkeypatch.setitem(registry._ENTRIES, ("batavia", "hand"), (_fails, _fails))
    world.env.bot.games.renderer._made.clear()
    reply = (await world.players[0].slash(thread, "batavia hand")).response
    assert words("en")(msg("bot-picture-no-text")) in reply.content and not raw_dump(reply.content)


# -- item 19 ---------------------------------------------------------------------------------
def test_the_status_names_every_phase_in_words_also_after_the_end():
    import random

    from bot.games.batavia import stage
    from rules import get_game

    game = get_game("batavia")
    state = game.new_game(players=3, seed=4, options={})
    rng = random.Random(4)
    phases = {}
    for _ in range(3000):
        view = game.view(state, None)
        phases[view["phase"]] = view
        if game.is_over(state):
            break
        seat = game.to_move(state)[0]
        legal = [a for a in game.legal_actions(state, seat) if a.kind not in ("cancel", "bid")]
        state, _ = game.apply(state, seat, rng.choice(legal))
    assert set(phases) == {"auction", "moves", "over"}
    for lang in ("en", "nl"):
        for phase, view in phases.items():
            line = words(lang)(stage(view))
            # the phase in words: never its id after the colon ("Round 12: over")
            assert not line.endswith(f": {phase}"), line
        assert words(lang)(stage(phases["over"])) == words(lang)(
            msg("bot-batavia-status-round", round=phases["over"]["round"], phase="over"))
    assert words("en")(stage(phases["over"])).endswith("the game is over")
    assert words("nl")(stage(phases["over"])).endswith("het spel is voorbij")


def test_the_board_command_offers_a_player_option_only_where_a_player_board_is_drawn(tmp_path):
    from bot.cogs import COGS
    from bot.cogs._group import build_group
    from bot.games import get_profile
    from tests.bot.conftest import make_bot

    bot = make_bot(tmp_path / "bot.sqlite3")
    cogs = [cog(bot) for cog in COGS]

    def options(kind: str) -> list[str]:
        group = build_group(get_profile(kind), cogs)
        board = next(c for c in group.commands if c.name == "board")
        return [p.name for p in board.parameters]

    assert options("batavia") == ["part", "game"]  # accepted and ignored before
    assert "player" in options("mombasa")


async def test_a_public_draw_reads_in_the_log_as_what_it_was_and_its_cards_stay_private(world):
    from tests.bot.batavia_play import choose
    from tests.bot.test_batavia_panels import finish_auction, mover

    thread, game_id = await start_lobby_game(world, 3, game="batavia")
    await finish_auction(world, thread, game_id)
    actor, loaded = mover(world, game_id)
    draw = next(a for a in loaded.game.legal_actions(loaded.state, loaded.game.to_move(loaded.state)[0])
                if a.kind == "draw")
    await choose(actor, thread, words("en")(draw.message), "draw")
    other = next(p for p in world.players[:3] if p is not actor)
    log = (await other.slash(thread, "batavia log")).response.content
    last = log.split("**#")[-1]
    assert words("en")(draw.message) in last and "secret decision" not in last, log
    assert "drew 2 ship cards" in last and "You drew" not in log, log


def test_the_auction_panel_lists_the_lot_in_company_order_as_the_thread_does():
    from bot.games.batavia import opening_lines
    from rules import get_game
    from tests.bot.test_batavia_panels import built

    game = get_game("batavia")
    ids = list(game.D.company_ids)
    checked = 0
    for seed in range(40):
        state = game.new_game(players=3, seed=seed, options={})
        display = game.view(state, None)["display"]
        if sorted(display, key=ids.index) == display:
            continue  # drawn in company order already: proves nothing
        checked += 1
        seat = game.to_move(state)[0]
        for lang in ("en", "nl"):
            _, lines, _ = built(game, state, seat, lang)
            thread = words(lang)(opening_lines(game.view(state, None))[0])
            cards = [words(lang)(msg("batavia-cards-of", company=c, count=display.count(c)))
                     for c in dict.fromkeys(display)]
            lot = next(line for line in lines if cards[0] in line)
            in_panel = sorted(cards, key=lot.index)
            assert in_panel == sorted(cards, key=thread.index), (lot, thread)
    assert checked >= 3


def test_the_rules_help_says_which_buttons_play_the_move_at_once():
    for lang, exchange, keep in (("en", "Exchange", "Keep my counters"), ("nl", "Ruil", "Houd mijn fiches")):
        turn = words(lang)(msg("bot-batavia-rules-turn"))
        and_play = words(lang)(msg("bot-batavia-panel-and-play", label=keep))
        # the help names the buttons that act without a Confirm, as the panel labels them
        assert and_play in turn and exchange in turn, turn


# -- item 15 ---------------------------------------------------------------------------------
async def test_on_anothers_turn_a_player_sees_their_own_hand_and_notes_read_only(world, locales):  # noqa: F811
    from tests.bot.helpers import engine_state, labels, latest_board
    from tests.bot.test_batavia_panels import mover

    thread, game_id = await start_lobby_game(world, 3, game="batavia")
    bidder, loaded = mover(world, game_id)
    others = [p for p in world.players[:3] if p is not bidder]
    locales[others[1].id] = "nl"
    for player, lang, notes in ((others[0], "en", "promissory notes"), (others[1], "nl", "promessen")):
        seat = world.players.index(player)
        own = loaded.game.view(loaded.state, seat)["you"]
        w = words(lang)
        for how in ("button", "command"):
            if how == "button":
                reply = (await player.click(latest_board(thread), label="Open my panel")).response  # the game's
            else:
                reply = (await player.slash(thread, "batavia panel")).response
            assert reply.ephemeral and [a.filename for a in reply.attachments] == ["hand.png"], reply.content
            assert w(msg("bot-own-view-waiting", id=str(game_id), waiting=bidder.mention)) in reply.content
            # read-only: nothing to choose but a standing instruction for the auction (only
            # the player's own: the words of the one they have not left)
            assert labels(reply) == [w(msg("bot-standing-button-bid")), w(msg("bot-standing-button-pass"))]
            assert w(msg("bot-standing-none")) in reply.content
            alt = reply.attachments[0].description
            assert notes in alt and f"{own['notes']} {notes}" in alt, alt  # their own notes
            # the clicker's own hand, never another seat's
            games = world.env.bot.games
            assert alt == (await games.picture(game_id, player.id, "hand", lang=lang)).text
            for other in world.players[:3]:
                if other is not player:
                    assert alt != (await games.picture(game_id, other.id, "hand", lang=lang)).text
        # and /batavia hand at any time
        hand = (await player.slash(thread, "batavia hand")).response
        assert [a.filename for a in hand.attachments] == ["hand.png"]
    assert engine_state(world.env, game_id).version == loaded.version  # nothing was played


async def test_a_panel_whose_picture_cannot_be_drawn_says_so_with_its_words(world, monkeypatch):
    import render.batavia as drawn
    from render import registry
    from tests.bot.helpers import labels, open_panel
    from tests.bot.test_batavia_panels import finish_auction, mover

    thread, game_id = await start_lobby_game(world, 3, game="batavia")
    await finish_auction(world, thread, game_id)  # a turn's decision has a picture; a bid none
    monkeypatch.setitem(registry._ENTRIES, ("batavia", "decision"),
                        (_fails, drawn._entry(drawn.IMAGES["decision"][1])))
    world.env.bot.games.renderer._made.clear()
    world.env.bot.games.renderer._images.clear()
    mover_now, _ = mover(world, game_id)
    panel = await open_panel(mover_now, thread)
    assert panel.attachments == [] and "Draw 2 ship cards" in labels(panel)  # the choices are all there
    assert words("en")(msg("bot-picture-failed")) in panel.content
    assert words("en")(msg("render-batavia-decision-ships")) in panel.content  # the picture's words
    assert not raw_dump(panel.content)
