"""Each game's record (bot.games.profiles.GameProfile) checks itself when it is made, and the
games are found by discovery (bot.games.plugins), not by a hand-kept list."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.games import ProfileError, get_profile, registered_profiles
from bot.games.profiles import LobbyOption, SoloSetup
from rules import get_game
from rules.core import game_names, msg


def test_the_built_in_games_are_found_without_a_list():
    """Mombasa and Batavia are found as packages of rules/ and bot/games/, in their order."""
    kinds = [p.kind for p in registered_profiles()]
    assert kinds[:2] == ["mombasa", "batavia"]
    assert {"mombasa", "batavia"} <= set(game_names())
    assert get_profile("batavia").title == "Batavia"


@pytest.mark.parametrize("kind", ["mombasa", "batavia"])
def test_every_built_in_record_passes_its_checks(kind):
    profile = get_profile(kind)
    assert replace(profile) == profile  # made again, checked again: nothing to say
    # what the checks read is there to check: the engine says which kinds it offers
    assert get_game(kind).action_kinds >= {k for ks in profile.commands.values() for k in ks}


# One fault per field, each of a kind a newcomer makes: the record refuses it, naming the
# game and the field.
FAULTS = [
    ("min_players", {"min_players": 4, "max_players": 3}, "seats out of order"),
    ("seat_colours", {"seat_colours": ("red", "blue", "green")}, "3 colours for up to 5 seats"),
    ("commands", {"commands": {"bid": ("bid", "shout")}}, "shout"),
    ("commands", {"commands": {"Bid Now": ("bid",)}}, "slash command"),
    ("command_help", {"command_help": {"auction": msg("bot-batavia-cmd-bid")}}, "auction"),
    ("button_kinds", {"button_kinds": ("confirm_all",)}, "confirm_all"),
    ("finish_kinds", {"finish_kinds": ("plan_commit",)}, "plan_commit"),
    ("solo_default", {"solo_default": "hard"}, "hard"),
    ("solo", {"solo": {"easy": SoloSetup(players=2)}}, "outside 3 to 5"),
    ("solo", {"solo": {"easy": SoloSetup(players=3, automa_seats=(0,))}}, "automated seats"),
    ("lobby_options", {"lobby_options": (LobbyOption("open", "Open", "Open", ()),)}, "no choices"),
    ("lobby_options", {"lobby_options": (LobbyOption("pirates", "Pirates", "Pirates", (("On", "on"),)),)},
     "no option 'pirates'"),
    ("board_parts", {"board_parts": ("board", "harbour")}, "harbour"),
    ("panel_picture", {"panel_picture": "notes"}, "notes"),
    ("rules_help", {"rules_help": {"pirates": msg("bot-batavia-rules-parrots")}}, "bot-batavia-rules-parrots"),
    ("secret_verb", {"secret_verb": msg("bot-batavia-nl-only")}, "'en' catalogue"),
]


@pytest.mark.parametrize(("field", "change", "said"), FAULTS, ids=[f"{f}-{s}" for f, _, s in FAULTS])
def test_a_faulty_record_is_refused_naming_the_game_and_the_field(field, change, said):
    with pytest.raises(ProfileError) as refused:
        replace(get_profile("batavia"), **change)
    text = str(refused.value)
    assert "'batavia'" in text and f"field {field!r}" in text and said in text, text


def test_a_word_missing_in_one_language_is_refused(monkeypatch):
    """A message that exists in English only is refused for the language that lacks it."""
    from bot.games import profiles

    real = profiles.catalogue_ids
    monkeypatch.setattr(profiles, "catalogue_ids",
                        lambda lang: real(lang) | ({"bot-batavia-planned-x"} if lang == "en" else set()))
    with pytest.raises(ProfileError, match=r"'bot-batavia-planned-x' is not in the 'nl' catalogue"):
        replace(get_profile("batavia"), secret_verb=msg("bot-batavia-planned-x"))


def test_the_catalogue_ids_are_the_catalogues_messages():
    """The ids read from the files (a quick check at start-up) are the messages the
    catalogues hold, no more and no fewer."""
    from bot.games.profiles import catalogue_ids
    from bot.words import speaker

    for lang in ("en", "nl"):
        ids, words = catalogue_ids(lang), speaker(lang)
        assert len(ids) > 500 and all(words.has(i) for i in ids)
        assert set(words.bundle._messages) <= ids  # fluent's own index of the bundle
