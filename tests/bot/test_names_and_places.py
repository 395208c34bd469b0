"""Words players read wrong (issue 26, item 9), beyond the plural counts
(tests/test_plural_counts.py): the Mautoma's name at the start of a line and mid-sentence,
the end of a solo game the Mautoma won, a finishing place, a company's printed title."""

from __future__ import annotations

import random

import pytest

from bot.cogs.info import stats_text
from bot.games import Outcome
from bot.games.announcements import outcome_public_text
from bot.games.outcomes import Standing
from bot.store import Place
from bot.store.stats import PlayerSummary, RecentGame, Record
from bot.words import use_language
from rules import get_game
from rules.catalogues import words
from rules.core import msg


def _solo_end(lang: str, totals: tuple[int, int]) -> str:
    automa = words(lang)("bot-mombasa-automa")
    names = ["<@1>", automa]
    best = max(totals)
    outcome = Outcome(game_id=7, kind="mombasa", version=99, place=Place(dm_user_id=1), actor=automa,
                      public=[msg("bot-text", text=f"{automa} took 3 pounds.")], finished=True,
                      standings=sorted((Standing(i, t) for i, t in enumerate(totals)), key=lambda s: -s.total),
                      winners=[n for n, t in zip(names, totals, strict=True) if t == best],
                      automa_won=totals[1] == best, names=names, lang=lang)
    with use_language(lang):
        return outcome_public_text(outcome, with_board_text=False)


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_the_mautoma_winning_is_not_celebrated_and_its_lines_start_with_a_capital(lang):
    lost = _solo_end(lang, (40, 55))
    assert "🎉" not in lost  # the only human lost
    won = _solo_end(lang, (60, 55))
    assert "Winner: <@1> 🎉" in won or "Winnaar: <@1> 🎉" in won
    for text in (lost, won):
        lines = text.splitlines()
        assert not [ln for ln in lines if ln.lstrip("• ").startswith(("the Mautoma", "de Mautoma"))], text
        assert any(ln.lstrip("• ").startswith(("The Mautoma", "De Mautoma")) for ln in lines), text


def test_revealed_plans_capitalise_the_mautoma_only_at_the_start_of_the_sentence():
    game = get_game("mombasa")
    state = game.new_game(players=2, seed=3, options={"automa": "easy"})
    picker = random.Random(3)
    for _ in range(500):
        seat = game.to_move(state)[0]
        state, events = game.apply(state, seat, picker.choice(game.legal_actions(state, seat)))
        revealed = [e for e in events if e["key"] == "mombasa-ev-plans-revealed"]
        if revealed:
            break
    else:
        pytest.fail("no reveal in 500 steps")
    for lang, start, inner in [("en", "The Mautoma", "the Mautoma"), ("nl", "De Mautoma", "de Mautoma")]:
        text = words(lang)(revealed[0])
        first, *rest = text.split(". ", 1)[1].split("; ")
        assert rest, text
        assert not any(part.startswith(start) for part in rest), text  # "…; The Mautoma: no cards."
        assert any(part.startswith(inner) for part in [first, *rest]) or first.startswith(start), text


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_a_won_game_with_others_reads_as_a_place_not_won_of(lang):
    record = Record(played=2, won=1, best=61, average=50)
    summary = PlayerSummary(user_id=1, kind="mombasa", with_others=record, solo=Record(0, 0, None, 0),
                            recent=[RecentGame(5, 61, 1, 3, False, 1, "2026-01-01"),
                                    RecentGame(6, 1, 1, 2, True, None, "2026-01-02")])
    with use_language(lang):
        text = stats_text("Mombasa", "the Mautoma", "<@1>", summary, [], in_guild=False)
    assert "won of" not in text and "gewonnen van" not in text
    assert ("1st of 3" in text) if lang == "en" else ("1e van 3" in text)
    assert ("#6 1 pound, won (solo)" in text) if lang == "en" else ("#6 1 pond, gewonnen (solo)" in text)


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_company_titles_are_spelled_as_the_companies(lang):
    """The title on a company's diamond merchant and share cards is its name: "Saint-Louis"."""
    from rules.mombasa.components.loader import load_components

    w = words(lang)
    for company in load_components().companies:
        assert w("mombasa-company-title", id=company.id) == w("mombasa-company", id=company.id) == company.name
