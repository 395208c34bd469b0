"""The kit's chart pieces: end labels kept apart inside the plot, an axis of whole steps
holding every value, round numbers that never run together."""

from __future__ import annotations

import pytest

from render.kit import fonts
from render.kit.chart import axis, round_labels, spread


@pytest.mark.parametrize("wanted", [[10, 12, 100, 300], [300, 300, 300, 300, 300], [0, 0, 1], [50]])
def test_end_labels_are_kept_apart_and_inside(wanted):
    placed = spread(wanted, 30, 0, 300)
    order = sorted(placed)
    assert all(b - a >= 30 - 1e-9 for a, b in zip(order, order[1:], strict=False))
    assert all(0 <= y <= 300 for y in placed)
    if len(wanted) == 1:
        assert placed == wanted  # nothing to avoid: the label stays at its line's end


@pytest.mark.parametrize("low, high", [(0, 7), (0, 154), (-3, 35), (0, 0), (2, 61)])
def test_the_axis_holds_every_value_in_whole_steps(low, high):
    bottom, top, step = axis(low, high)
    assert bottom <= min(low, 0) and top >= high and step >= 1
    assert (top - bottom) % step == 0 and (top - bottom) // step <= 8


@pytest.mark.parametrize("count", range(1, 16))
@pytest.mark.parametrize("room", [230, 650])
def test_round_numbers_never_run_together(count, room):
    picked = round_labels(count, room)
    assert picked[0] == 0 and picked[-1] == count - 1
    wide = fonts.text_width("10", fonts.SMALL)
    assert all((b - a) * room / count > wide for a, b in zip(picked, picked[1:], strict=False))
