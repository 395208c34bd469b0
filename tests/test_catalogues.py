"""The words-as-data core: Message, the Fluent catalogues and their formatting conventions."""

from __future__ import annotations

import json

import pytest

from rules.catalogues import english, language_of, words
from rules.core import Action, IllegalAction, Message, event, msg


def test_message_args_are_json_ready_and_nested_messages_flatten():
    m = msg("core-seat", number=2, inner=msg("core-seat", number=1), many=[msg("core-seat", number=3)])
    assert json.loads(json.dumps(m.to_json())) == m.to_json()
    assert m.args["inner"] == {"key": "core-seat", "args": {"number": 1}}
    assert Message.from_json(m.to_json()) == m
    with pytest.raises(TypeError):
        msg("core-seat", number=object())


def test_english_is_the_default_text_of_events_labels_and_refusals():
    m = msg("core-seat", number=3)
    assert m.text == str(m) == english(m) == "Player 3"
    ev = event("Seated", m, visible_to=1, seat=2)
    assert ev["key"] == "core-seat" and ev["args"] == {"number": 3} and ev["text"] == "Player 3"
    assert ev["visible_to"] == 1 and ev["seat"] == 2
    assert str(IllegalAction(m)) == "Player 3" and IllegalAction(m).message == m
    assert str(IllegalAction("plain words")) == "plain words"
    a = Action.make("sit", m, chair=1)
    assert a.label == "Player 3" and a.message == m


def test_action_equality_ignores_the_label_and_actions_are_immutable():
    a = Action.make("sit", msg("core-seat", number=1), chair=1)
    b = Action.make("sit", "anything", chair=1)
    assert a == b and hash(a) == hash(b) and a != Action.make("sit", chair=2)
    with pytest.raises(AttributeError):
        a.kind = "stand"


def test_seats_nested_messages_and_lists_are_formatted_in_the_language():
    en, nl = words("en"), words("nl")
    assert en(msg("core-seat", number=1)) == "Player 1"
    assert nl(msg("core-seat", number=1)) == "Speler 1"
    assert en.seat_name(0) == "Player 1" and en.seat_name(1, ["Ann", "Bob"]) == "Bob"
    assert en.seat_name(1, lambda s: f"#{s}") == "#1"
    assert en.join(["a", "b", "c"]) == "a, b and c"
    assert nl.join(["a", "b", "c"]) == "a, b en c"
    # seat conventions on arguments
    assert en._arg("seat", 1, ["Ann", "Bob"]) == "Bob"
    assert en._arg("buyer_seat", 0, ["Ann", "Bob"]) == "Ann"
    assert en._arg("seats", [0, 1], ["Ann", "Bob"]) == "Ann and Bob"
    assert en._arg("what", {"key": "core-seat", "args": {"number": 4}}, None) == "Player 4"
    assert nl._arg("what", [{"key": "core-seat", "args": {"number": 4}}, "x"], None) == "Speler 4 en x"


def test_a_remembered_text_is_told_apart_by_the_seat_names_it_was_given():
    """Texts are remembered for speed, with the seat names they read: the same message for
    another game's players (or in nested messages) names those players."""
    import bot.words  # noqa: F401  (the bot's catalogue: "bot-line")
    import rules.mombasa  # noqa: F401  (its catalogue)

    en = words("en")
    line = msg("mombasa-ev-book-taken", seat=1, book="book")
    nested = msg("bot-line", line=line)
    assert "Bob" in en(line, names=["Ann", "Bob"]) and "Bob" in en(line, names=("Ann", "Bob"))
    assert "Cid" in en(line, names=["Ann", "Cid"]) and "Bob" not in en(line, names=["Ann", "Cid"])
    assert "Player 2" in en(line) and "Cid" in en(nested, names=["Ann", "Cid"])
    assert "#1" in en(line, names=lambda s: f"#{s}")  # a naming function is asked every time
    assert "@1" in en(line, names=lambda s: f"@{s}")


def test_unknown_keys_and_languages_fall_back():
    assert words("en")(msg("no-such-key")) == "no-such-key"
    assert words("fr") is words("en")
    assert language_of("nl") == "nl" and language_of("en-GB") == "en" and language_of(None) == "en"
    assert language_of("pt-BR") == "en"


def test_saved_format_hooks_pass_today_and_refuse_the_unknown():
    from rules.core import GameError
    from tests.toy.game import ToyGame

    g = ToyGame()
    assert g.format_version == 1
    assert g.upgrade_state('{"a": 1}', 1) == '{"a": 1}'
    assert g.upgrade_action({"kind": "x"}, 1) == {"kind": "x"}
    for bad in (0, 2, True, "1"):
        with pytest.raises(GameError, match="format"):
            g.upgrade_state("{}", bad)


def test_every_catalogue_parses_and_defines_each_message_once():
    """Fluent skips an entry it cannot parse (a lost closing brace) and keeps one of two
    entries with the same id, each without a word: the player then reads a key, or one
    text is never shown."""
    from pathlib import Path

    from fluent.syntax import FluentParser, ast

    root = Path(__file__).resolve().parents[1]
    twice = []
    for path in sorted(root.glob("*/**/locales/*/*.ftl")):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        junk = [e.content[:60] for e in resource.body if isinstance(e, ast.Junk)]
        assert not junk, (path, junk)  # a message Fluent cannot parse is shown as its key
        ids = [e.id.name for e in resource.body if isinstance(e, ast.Message | ast.Term)]
        twice += [f"{path.relative_to(root)}: {i}" for i in sorted({i for i in ids if ids.count(i) > 1})]
    assert not twice, twice
    assert len(list(root.glob("*/**/locales/*/*.ftl"))) >= 20  # the catalogues were found


# -- Mombasa's labels as a phone shows them (issue: 400 px) ----------------------------------
def _mombasa_catalog():
    from rules.mombasa.components.catalog import catalog_for
    from rules.mombasa.components.loader import load_components
    return catalog_for(load_components())


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_mombasa_arrows_are_one_character_that_does_not_break(lang):
    """Books and bonus markers say "→", not "->" (a phone breaks "->" as "-" and ">")."""
    from rules.mombasa import wording as W
    D = _mombasa_catalog()
    w = words(lang)
    texts = [w(W.book(D, bid)) for bid in D.books]
    texts.append(w(msg("mombasa-act-bonus-majority", measure="bananas", value=1, company="Cape Town")))
    texts.append(w(msg("mombasa-mau-track-from-to", start=2, end=5)))
    assert all("->" not in t for t in texts), [t for t in texts if "->" in t]
    assert all("→" in t for t in texts)


@pytest.mark.parametrize(("lang", "says"), [("en", "pounds: your cotton minus 1"),
                                            ("nl", "pond: je katoen min 1")])
def test_mombasa_cotton_book_reads_as_a_player_says_it(lang, says):
    from rules.mombasa import wording as W
    D = _mombasa_catalog()
    w = words(lang)
    text = w(W.book(D, "A21"))
    assert says in text and "-1 po" not in text, text


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_mombasa_starting_tiles_tell_their_bonus_whole_within_a_section(lang):
    """The keep-a-tile choices (a section's words, up to 140 characters) say each tile's
    bonus whole: the bonus first, before the resting cards the picture also shows."""
    from rules.mombasa import setup
    D = _mombasa_catalog()
    w = words(lang)
    for tid in D.tiles:
        message = setup._l_keep(D, tid)
        bonus = w(message.args["tile"]["args"]["bonus"])
        assert bonus in w(message)[:139], w(message)


def test_a_remembered_text_is_told_apart_by_arguments_that_compare_equal():
    """A message's text is remembered by its arguments' repr (made fast): True, 1 and "1"
    compare or read alike in places, yet each reads as itself, also nested and in a list,
    whichever was asked first."""
    en = words("en")
    for first in (True, 1, "01"):
        en(msg("core-seat", number=first))
        assert en(msg("core-seat", number=True)) == "Player true"
        assert en(msg("core-seat", number=1)) == "Player 1"
        assert en(msg("core-seat", number="01")) == "Player 01"
    inner = {"key": "core-seat", "args": {"number": 2}}
    assert en(msg("core-seat", number=msg("core-seat", number=2))) == "Player Player 2"
    assert en(msg("core-seat", number=[inner, 2])) == "Player Player 2 and 2"
    assert en(msg("core-seat", number=[inner, True])) == "Player Player 2 and true"


def test_a_message_of_json_ready_arguments_is_the_message_made_from_them():
    """``Message.ready`` (an event read back from a state) keeps JSON-ready arguments as
    they are: the same message, key, arguments, JSON and text as one made and checked."""
    import rules.mombasa  # noqa: F401  (its catalogue)

    made = msg("mombasa-ev-book-taken", seat=1, book=msg("core-seat", number=3))
    back = Message.ready(made.key, made.to_json()["args"])
    assert back == made and back.to_json() == made.to_json() and back.text == made.text
    assert back.args is not made.args  # (its own dict: nothing shared to change)
    with pytest.raises(TypeError):
        Message.ready("", {})
