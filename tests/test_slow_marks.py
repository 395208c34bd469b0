"""The ``slow`` list of tests/conftest.py names tests that exist (a renamed test would
silently run in the quick suite again), and marks them, with all their parameters, and
nothing else; the ``LONGEST`` list names tests that exist, and the run starts with them,
then the other slow tests, then the rest."""

from __future__ import annotations

import importlib

import pytest

from tests.conftest import LONGEST, SLOW, pytest_collection_modifyitems


class Item:
    def __init__(self, nodeid, marks=()):
        self.nodeid, self.marks = nodeid, list(marks)

    def add_marker(self, mark):
        self.marks.append(mark.name)

    def get_closest_marker(self, name):
        return getattr(pytest.mark, name) if name in self.marks else None


@pytest.mark.parametrize("listed", [SLOW, LONGEST], ids=["slow", "longest"])
def test_every_test_listed_exists(listed):
    for node in listed:
        path, name = node.split("[")[0].split("::")
        module = importlib.import_module(path.removesuffix(".py").replace("/", "."))
        assert callable(getattr(module, name, None)), f"{node} is not a test any more"


def test_the_listed_tests_and_their_parameters_are_marked_slow_and_no_other():

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


def test_the_longest_tests_start_first_then_the_slow_ones_each_group_in_collected_order():
    quick = [Item("tests/test_config.py::test_a"), Item("tests/test_config.py::test_b")]
    marked = Item("tests/batavia/test_game_end.py::test_many", marks=["slow"])  # by decorator
    listed = Item(SLOW[0])
    longest = [Item(LONGEST[1]), Item(LONGEST[0] + "[solo]"), Item(LONGEST[0] + "[two_player]")]
    items = [quick[0], longest[0], marked, longest[1], quick[1], listed, longest[2]]
    pytest_collection_modifyitems(None, items)
    assert items == [longest[1], longest[2], longest[0], marked, listed, *quick]
