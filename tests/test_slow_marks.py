"""The ``slow`` list of tests/conftest.py names tests that exist (a renamed test would
silently run in the quick suite again), and marks them, with all their parameters, and
nothing else."""

from __future__ import annotations

import importlib

from tests.conftest import SLOW, pytest_collection_modifyitems


def test_every_test_marked_slow_exists():
    for node in SLOW:
        path, name = node.split("[")[0].split("::")
        module = importlib.import_module(path.removesuffix(".py").replace("/", "."))
        assert callable(getattr(module, name, None)), f"{node} is not a test any more"


def test_the_listed_tests_and_their_parameters_are_marked_slow_and_no_other():
    class Item:
        def __init__(self, nodeid):
            self.nodeid, self.marks = nodeid, []

        def add_marker(self, mark):
            self.marks.append(mark.name)

    listed = [Item(SLOW[0]), Item(SLOW[-1] + "[4-32]")]
    others = [Item("tests/bot/test_commands.py::test_hand_board_and_status"),
              Item(SLOW[0] + "_too"),
              Item("tests/mombasa/test_playouts.py::test_random_playouts_deep[2]")]
    pytest_collection_modifyitems(None, listed + others)
    assert [i.marks for i in listed] == [["slow"], ["slow"]]
    assert [i.marks for i in others] == [[], [], []]
    one = Item("tests/mombasa/test_playouts.py::test_random_playouts_deep[4]")
    pytest_collection_modifyitems(None, [one])
    assert one.marks == ["slow"]
