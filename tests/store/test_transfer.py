"""Export a game as JSON and import it anywhere; import refuses files that do not replay."""

import json

import pytest

from bot.store import GameStore, ImportRefused, Seat
from tests.store.conftest import play


@pytest.fixture
def exported(store):
    seats = [Seat(0, 101, "red"), Seat(1, 202, "blue"), Seat(2, None, "green", automa=True)]
    g = store.create_game("toy", seats, seed=42, options={"deck": 10})
    loaded = play(store, g.id, steps=9, seed=5)
    return store, loaded, store.export_game_json(g.id)


def test_round_trip_into_another_database(exported, tmp_path):
    store, original, text = exported
    doc = json.loads(text)
    assert (doc["kind"], doc["seed"], doc["options"], doc["players"]) == ("toy", 42, {"deck": 10}, 3)
    assert len(doc["actions"]) == 9
    assert [s["user_id"] for s in doc["seats"]] == [None, None, None]  # private by default
    elsewhere = GameStore.open(tmp_path / "other.db")
    imported = elsewhere.import_game(text)
    assert imported.game.dump(imported.state) == original.game.dump(original.state)
    assert imported.version == 9 and imported.record.status == "active"
    assert [s.colour for s in elsewhere.get_seats(imported.id)] == ["red", "blue", "green"]
    assert elsewhere.verify_game(imported.id).ok
    # and the imported game plays on
    play(elsewhere, imported.id, seed=1)
    assert elsewhere.get_record(imported.id).status == "finished"
    elsewhere.close()


def test_export_with_users_and_undone_moves_left_out(store):
    g = store.create_game("tally", [Seat(0, 7), Seat(1, 8)], seed=3, options={"target": 5})
    store.apply_action(g.id, 0, {"kind": "add", "n": 1}, 0)
    store.apply_action(g.id, 0, {"kind": "add", "n": 2}, 1)
    store.undo(g.id, 0, 2)
    doc = store.export_game(g.id, include_users=True)
    assert [s["user_id"] for s in doc["seats"]] == [7, 8]
    assert doc["actions"] == [{"seat": 0, "action": {"kind": "add", "n": 1}}]
    copy = store.import_game(doc)
    assert copy.state["tallies"] == [1, 0] and copy.id != g.id


def test_finished_game_imports_as_finished(store):
    g = store.create_game("toy", 2, seed=8)
    play(store, g.id, seed=8)
    copy = store.import_game(store.export_game(g.id))
    assert copy.record.status == "finished" and len(store.game_results(copy.id)) == 2


def broken(doc, **changes):
    doc = json.loads(json.dumps(doc))
    doc.update(changes)
    return doc


def test_import_refuses_a_file_that_does_not_replay_naming_the_step(exported):
    store, _, text = exported
    doc = json.loads(text)
    count = len(store.find_games())
    actions = doc["actions"]
    actions[4] = {"seat": actions[4]["seat"], "action": {"kind": "pick", "n": 99}}
    with pytest.raises(ImportRefused, match=r"Step 5 \(seat \d, .*\) does not replay"):
        store.import_game(doc)
    assert len(store.find_games()) == count  # nothing written


@pytest.mark.parametrize("changes, message", [
    ({"format": "zip"}, "not an exported game"),
    ({"format_version": 9}, "format_version"),
    ({"kind": "chess"}, "not installed"),
    ({"seed": "x"}, '"seed"'),
    ({"options": {"bogus": 1}}, "settings are refused"),
    ({"players": 2}, '"seats" must list 2'),
    ({"final_state_sha256": "0" * 64}, "different final state"),
    ({"actions": [{"seat": 0}]}, "Step 1 is not"),
])
def test_import_refuses_malformed_files(exported, changes, message):
    store, _, text = exported
    count = len(store.find_games())
    with pytest.raises(ImportRefused, match=message):
        store.import_game(broken(json.loads(text), **changes))
    assert len(store.find_games()) == count


def test_import_refuses_non_json(store):
    with pytest.raises(ImportRefused, match="not valid JSON"):
        store.import_game("{not json")
    with pytest.raises(ImportRefused, match="one JSON object"):
        store.import_game("[]")


def test_a_game_of_no_moves_imports_as_a_fresh_game(store):
    """An export taken before anyone moved (or edited down to no moves) is a fresh game,
    not a crash."""
    g = store.create_game("toy", 2, seed=8)
    doc = store.export_game(g.id)
    assert doc["actions"] == []
    copy = store.import_game(doc)
    assert copy.version == 0 and copy.record.status == "active"
    assert copy.game.dump(copy.state) == store.load_game(g.id).game.dump(store.load_game(g.id).state)
    assert store.verify_game(copy.id).ok
    play(store, copy.id, seed=8)  # and it plays
    assert store.get_record(copy.id).status == "finished"
