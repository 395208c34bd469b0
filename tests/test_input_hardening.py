"""Untrusted input meets only clean refusals (issue 11, findings 7 and 8).

Arbitrary JSON, Unicode text, huge numbers and deep nesting go to the engine's
``action_from_json`` and ``apply``, the bot's choice parser, and the store's
``import_game`` and ``create_game``: each either accepts the input or refuses it with its
documented error (IllegalAction, BadInput, ImportRefused, OptionError), never a crash
(RecursionError, OverflowError, TypeError...), and a refusal changes nothing.
"""

from __future__ import annotations

import json
import tempfile

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.configuration import set_hypothesis_home_dir

import tests.toy.game  # noqa: F401  (registers "toy")
from bot.games.parse import BadInput, parse_choice, parse_int
from bot.store import BadInput as StoreBadInput
from bot.store import GameStore, ImportRefused, Seat
from rules import Action, IllegalAction, OptionError, get_game

set_hypothesis_home_dir(tempfile.mkdtemp(prefix="hypothesis-"))  # its caches: not in the repository
FAST = settings(
    max_examples=60,
    deadline=None,
    database=None,  # writes nothing to disk
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)

huge_ints = st.one_of(
    st.integers(),
    st.integers(min_value=2**62, max_value=2**80),
    st.integers(min_value=-(2**80), max_value=-(2**62)),
    st.sampled_from([2**63, 2**63 - 1, -(2**63) - 1, 10**4000]),
)
scalars = st.one_of(
    st.none(), st.booleans(), huge_ints, st.floats(allow_nan=True), st.text(max_size=20)
)
json_values = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=20,
)


def nested(depth: int, kind: str):
    value: object = 1
    for _ in range(depth):
        value = [value] if kind == "list" else {"x": value}
    return value


deep = st.builds(
    nested, st.integers(min_value=1, max_value=5000), st.sampled_from(["list", "dict"])
)
action_like = st.one_of(
    json_values,
    deep,
    st.builds(
        lambda kind, params: {"kind": kind, **params},
        st.sampled_from(["pick", "bank", "draw", "plan", "goods", "bonus", "pass"]),
        st.dictionaries(
            st.sampled_from(["n", "slot", "card", "space", "x"]),
            st.one_of(json_values, deep),
            max_size=3,
        ),
    ),
    st.builds(lambda d: {"kind": "pick", "n": d}, deep),
    st.text(max_size=50),
    st.builds(lambda n: "[" * n + "]" * n, st.integers(min_value=1, max_value=100_000)),
    st.builds(
        lambda n: '{"kind":"pick","n":' + "9" * n + "}", st.integers(min_value=1, max_value=6000)
    ),
)


@pytest.fixture(scope="module")
def states():
    out = {}
    for name, players in (("toy", 2), ("mombasa", 2)):
        game = get_game(name)
        out[name] = (game, game.new_game(players=players, seed=3))
    return out


@FAST
@given(
    obj=action_like,
    seat=st.one_of(st.integers(min_value=-3, max_value=3), huge_ints, st.booleans()),
)
def test_action_from_json_and_apply_refuse_cleanly(states, obj, seat):
    for game, state in states.values():
        before = game.dump(state)
        try:
            action = game.action_from_json(obj)
        except IllegalAction:
            continue
        try:
            game.apply(state, seat, action)
        except IllegalAction:
            pass
        assert game.dump(state) == before


@FAST
@given(
    params=st.dictionaries(
        st.sampled_from(["n", "slot", "space"]),
        st.one_of(huge_ints, st.booleans(), deep),
        min_size=1,
        max_size=2,
    ),
    kind=st.sampled_from(["pick", "bank", "bonus", "plan"]),
)
def test_apply_refuses_made_up_actions_cleanly(states, params, kind):
    for game, state in states.values():
        before = game.dump(state)
        try:
            action = Action.make(kind, **params)
        except (TypeError, RecursionError):  # Action.make is the engines' own, trusted API
            continue
        for seat in game.to_move(state)[:1]:
            try:
                game.apply(state, seat, action)
            except IllegalAction:
                pass
        assert game.dump(state) == before


def test_a_boolean_never_stands_for_an_integer(states):
    game, state = states["toy"]
    assert Action.make("pick", n=1) in game.legal_actions(state, 0)
    with pytest.raises(IllegalAction):
        game.apply(state, 0, game.action_from_json({"kind": "pick", "n": True}))
    with pytest.raises(IllegalAction):
        game.apply(state, True, game.action_from_json({"kind": "pick", "n": 1}))
    with pytest.raises(IllegalAction):
        game.apply(state, 0, game.action_from_json({"kind": "pick", "n": 2**64 + 1}))


@settings(max_examples=150, deadline=None, database=None)
@given(
    text=st.one_of(
        st.text(max_size=40),
        st.text(alphabet="0123456789:²①١٣", max_size=30),
        st.builds(lambda n: "9" * n + ":0:0:0:0", st.integers(min_value=1, max_value=5000)),
    )
)
def test_the_choice_parser_refuses_cleanly(text):
    try:
        value = parse_choice(text)
    except BadInput:
        return
    assert all(0 <= n < 2**63 for n in (value.game, value.version, value.rev, value.index))
    assert 0 <= value.seat <= 63


@pytest.mark.parametrize(
    "text",
    ["²", "①", "١٢", "-1", "+1", " 1", "1 ", "", "9" * 21, str(2**63), "0x10", "1_000", "１"],
)
def test_parse_int_takes_ascii_digits_only(text):
    with pytest.raises(BadInput):
        parse_int(text)


def test_parse_int_bounds_and_types():
    assert parse_int("0") == 0 and parse_int(str(2**63 - 1)) == 2**63 - 1 and parse_int(7) == 7
    for bad in (True, -1, 2**63, 1.0, None, b"1"):
        with pytest.raises(BadInput):
            parse_int(bad)


@pytest.fixture(scope="module")
def store():
    s = GameStore.open()
    yield s
    s.close()


def count(store) -> int:
    return next(store.db.query("SELECT COUNT(*) AS n FROM games"))["n"]


def export_doc(**changes):
    doc = {
        "format": "mombasa-bot.game",
        "format_version": 1,
        "kind": "toy",
        "options": {},
        "seed": 5,
        "players": 2,
        "actions": [{"seat": 0, "action": {"kind": "pick", "n": 1}}],
    }
    doc.update(changes)
    return doc


@FAST
@given(
    change=st.one_of(
        st.dictionaries(
            st.sampled_from(["seed", "players", "options", "actions", "seats", "kind"]),
            st.one_of(json_values, deep),
            min_size=1,
            max_size=2,
        ),
        st.builds(lambda a: {"actions": [{"seat": 0, "action": a}]}, action_like),
        st.builds(
            lambda s: {"actions": [{"seat": s, "action": {"kind": "pick", "n": 1}}]},
            st.one_of(huge_ints, st.booleans()),
        ),
    ),
    as_text=st.booleans(),
)
def test_import_game_refuses_cleanly(store, change, as_text):
    doc = export_doc(**change)
    before = count(store)
    try:
        data = json.dumps(doc) if as_text else doc
    except (ValueError, RecursionError):
        data = doc
    try:
        store.import_game(data)
    except ImportRefused:
        assert count(store) == before
        return
    assert count(store) == before + 1


@pytest.mark.parametrize(
    "text",
    [
        "[" * 100_000 + "]" * 100_000,
        '{"a":' * 50_000 + "1" + "}" * 50_000,
        '{"format": "mombasa-bot.game", "seed": ' + "9" * 5000 + "}",
    ],
)
def test_import_game_refuses_deep_or_huge_text(store, text):
    with pytest.raises(ImportRefused):
        store.import_game(text)


@FAST
@given(
    seed=st.one_of(huge_ints, st.booleans(), st.none()),
    options=st.one_of(
        st.none(), st.dictionaries(st.text(max_size=5), st.one_of(json_values, deep), max_size=2)
    ),
    users=st.lists(st.one_of(st.none(), huge_ints, st.booleans()), min_size=1, max_size=3),
)
def test_create_game_refuses_cleanly(store, seed, options, users):
    before = count(store)
    seats = [Seat(i, u) for i, u in enumerate(users)]
    try:
        store.create_game("toy", seats, seed=seed, options=options)
    except (StoreBadInput, OptionError):
        assert count(store) == before
        return
    assert count(store) == before + 1
