"""Skill ratings in /<game> stats: the player's rating here and per solo difficulty, the
server's leaderboard by rating with games played, in English and Dutch (plurals from the
catalogue); a DM has no leaderboard."""

from __future__ import annotations

import re

import pytest

from bot.cogs.info import stats_text
from bot.games.ratings import RatingsHere
from bot.store.ratings import Rating
from bot.store.stats import PlayerSummary, Record
from bot.words import use_language
from tests.bot.test_stats import finish_toy_game


def rating(field, user, mu, sigma, played, won):
    return Rating("mombasa", field, f"user:{user}", user, mu, sigma, played, won)


SUMMARY = PlayerSummary(1, "mombasa", Record(3, 1, 80, 70.0), Record(2, 1, 90, 60.0), [])
RATINGS = RatingsHere(
    people=rating("server:9", 1, 30.0, 5.0, 1, 1),  # shown 15.0 after 1 game
    with_ai=rating("server:9:ai", 1, 20.0, 7.0, 2, 0),  # shown -1.0
    solo=[rating("solo:easy", 1, 26.0, 8.0, 1, 1), rating("solo:hard", 1, 25.0, 8.0, 3, 0)],
    board=[rating("server:9", 2, 40.0, 4.0, 5, 4), rating("server:9", 1, 30.0, 5.0, 1, 1)],
)

EXPECTED = {
    "en": ["Rating here: **15.0** after 1 game",
           "Rating here in games with AI players: **-1.0** after 2 games",
           "Rating against the Mautoma (easy): **2.0** after 1 game",
           "Rating against the Mautoma (hard): **1.0** after 3 games",
           "**Leaderboard of this server** by rating",
           "1. <@2>: **28.0** · 5 games, 4 wins",
           "2. <@1>: **15.0** · 1 game, 1 win"],
    "nl": ["Rating hier: **15,0** na 1 spel",
           "Rating hier in spellen met AI-spelers: **-1,0** na 2 spellen",
           "Rating tegen de Mautoma (makkelijk): **2,0** na 1 spel",
           "Rating tegen de Mautoma (moeilijk): **1,0** na 3 spellen",
           "**Ranglijst van deze server** op rating",
           "1. <@2>: **28,0** · 5 spellen, 4 overwinningen",
           "2. <@1>: **15,0** · 1 spel, 1 overwinning"],
}


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_ratings_and_the_leaderboard_read_in_both_languages_with_plurals(lang):
    automa = {"en": "the Mautoma", "nl": "de Mautoma"}[lang]
    with use_language(lang):
        text = stats_text("Mombasa", automa, "<@1>", SUMMARY, RATINGS, in_guild=True)
        in_dm = stats_text("Mombasa", automa, "<@1>", SUMMARY, RatingsHere(solo=RATINGS.solo),
                           in_guild=False)
    for line in EXPECTED[lang]:
        assert line in text, (line, text)
    positions = [text.index(line) for line in EXPECTED[lang]]
    assert positions == sorted(positions)
    assert EXPECTED[lang][2] in in_dm and EXPECTED[lang][0] not in in_dm
    assert EXPECTED[lang][4] not in in_dm  # a DM has no leaderboard


def test_a_rating_just_below_zero_reads_as_zero():
    with use_language("en"):
        text = stats_text("Mombasa", "the Mautoma", "<@1>", SUMMARY,
                          RatingsHere(people=rating("server:9", 1, 25.0, 8.34, 1, 0)), in_guild=False)
    assert "Rating here: **0.0** after 1 game" in text


async def test_stats_show_the_rating_here_and_the_board_by_rating(world):
    env = world.env
    alice, bob, carol = world.players[:3]
    await finish_toy_game(env, world.channel, [alice, bob])
    await finish_toy_game(env, world.channel, [alice, carol])
    here = (await bob.slash(world.channel, "toy stats")).response.content
    mine = re.search(r"Rating here: \*\*(-?\d+\.\d)\*\* after 1 game", here)
    assert mine, here
    board = here.split("Leaderboard of this server")[1]
    lines = [line for line in board.splitlines() if line[:2] in ("1.", "2.", "3.")]
    assert len(lines) == 3 and lines[0].startswith(f"1. {alice.mention}: ")
    assert "· 2 games" in lines[0] and "· 1 game," in lines[1]
    stored = env.bot.games.store.sync.rating_board("toy", f"server:{world.guild.id}")
    assert [r.user_id for r in stored] == [alice.id, *(r.user_id for r in stored[1:])]
    assert {r.played for r in stored} == {2, 1}
    in_dm = (await alice.user.slash("toy stats")).response.content
    assert "Leaderboard" not in in_dm and "Rating here" not in in_dm
