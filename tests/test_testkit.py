"""The protocol test kit catches what it claims to catch (checked against the toy game)."""

import pytest

from rules import Action, IllegalAction, OptionError, Rng, get_game
from rules.testkit import ProtocolViolation, check_game, random_playout
from tests.toy.game import ToyGame


def test_toy_game_passes_the_kit():
    records = check_game(get_game("toy"), players=3, seeds=range(25))
    assert all(r.finished for r in records)
    assert len({r.final_dump for r in records}) > 1  # seeds matter


def test_kit_catches_a_leaky_view():
    with pytest.raises(ProtocolViolation, match="secrets"):
        check_game(ToyGame(leaky=True), players=2, seeds=range(5))


def test_kit_catches_a_mutating_apply():
    with pytest.raises(ProtocolViolation, match="mutated"):
        random_playout(ToyGame(mutating=True), players=2, seed=1)


def test_kit_catches_a_broken_invariant():
    def never_more_than_two_cards(game, state):
        assert all(len(h) <= 2 for h in state.hands), "a hand has more than 2 cards"

    with pytest.raises(ProtocolViolation, match="never_more_than_two_cards"):
        check_game(get_game("toy"), players=1, seeds=range(40), invariants=[never_more_than_two_cards])


def test_illegal_action_and_wrong_seat_are_refused():
    game = get_game("toy")
    state = game.new_game(players=2, seed=3)
    state, _ = game.apply(state, 0, Action.make("pick", n=2))
    with pytest.raises(IllegalAction):
        game.apply(state, 0, Action.make("pick", n=1))  # already picked
    with pytest.raises(IllegalAction):
        game.apply(state, 1, Action.make("pick", n=9))
    with pytest.raises(IllegalAction):
        game.apply(state, 1, game.action_from_json({"nokind": 1}))


def test_bad_options_are_refused():
    with pytest.raises(OptionError):
        get_game("toy").new_game(players=9, seed=1)
    with pytest.raises(OptionError):
        get_game("toy").new_game(players=2, seed=1, options={"bogus": True})


def test_unknown_game_names_the_known_ones():
    with pytest.raises(KeyError, match="toy"):
        get_game("no-such-game")


def test_action_json_roundtrip_and_label_ignored_in_equality():
    a = Action.make("expand", "Expand Cairo", company="cairo", regions=["r1", "r2"])
    b = Action.from_json(a.to_json())
    assert a == b and hash(a) == hash(b)
    assert b.to_json() == {"kind": "expand", "company": "cairo", "regions": ["r1", "r2"]}
    assert Action.make("x", n=1) != Action.make("x", n=2)
    with pytest.raises(IllegalAction):
        Action.from_json("{not json")


def test_rng_is_deterministic_and_serialisable():
    a, b = Rng.from_seed(42), Rng.from_seed(42)
    assert [a.below(10) for _ in range(50)] == [b.below(10) for _ in range(50)]
    c = Rng(a.state)
    assert c.next64() == a.next64()
    counts = [0] * 4
    r = Rng.from_seed(1)
    for _ in range(4000):
        counts[r.below(4)] += 1
    assert all(800 < n < 1200 for n in counts)
    assert Rng.from_seed(1).shuffled(range(10)) != list(range(10))


class _DictOrderToy(ToyGame):
    """Planted fault: the pick order follows the key order of a dict in the state, which a
    dump/load round-trip sorts."""

    def legal_actions(self, state, seat):
        acts = super().legal_actions(state, seat)
        if state.phase == "pick" and list(state.picks) != sorted(state.picks):
            acts.reverse()
        return acts


def test_kit_catches_legal_order_changing_after_dump_and_load():
    with pytest.raises(ProtocolViolation, match="after load\\(dump\\(state\\)\\) differ"):
        check_game(_DictOrderToy(), players=3, seeds=range(20))


def test_kit_catches_an_event_without_a_message_key():
    with pytest.raises(ProtocolViolation, match="message key"):
        check_game(ToyGame(wordless=True), players=2, seeds=range(5))


def test_kit_catches_a_placeholder_without_its_argument():
    with pytest.raises(ProtocolViolation, match="does not read cleanly"):
        random_playout(ToyGame(badly_worded=True), players=2, seed=1)


def test_kit_catches_a_legal_action_without_a_message_label():
    with pytest.raises(ProtocolViolation, match="no message label"):
        check_game(ToyGame(unlabelled=True), players=2, seeds=range(5))


def test_the_toy_game_speaks_from_its_catalogue():
    from rules.catalogues import words

    game = get_game("toy")
    state = game.new_game(players=2, seed=3)
    assert [a.message.key for a in game.legal_actions(state, 0)] == ["toy-pick"] * 3
    _, events = game.apply(state, 0, Action.make("pick", n=2))
    assert [e["key"] for e in events] == ["toy-picked", "toy-picked-secret"]
    assert events[0]["text"] == "Seat 0 has picked." and words("en").problems(
        {"key": events[0]["key"], "args": events[0]["args"]}) == []
    assert words("en").problems({"key": "toy-picked", "args": {}})  # $number missing


def test_kit_catches_an_action_of_an_undeclared_kind():
    """A game that declares its action kinds (what bot records are checked against) and
    offers another: the kit names the kind."""

    class Forgetful(ToyGame):
        action_kinds = frozenset({"pick", "bank"})  # "draw" forgotten

    with pytest.raises(ProtocolViolation, match="undeclared kinds \\['draw'\\]"):
        check_game(Forgetful(), players=2, seeds=range(5))
