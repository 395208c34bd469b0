"""Charts for the end-of-game pictures: one line per player over the rounds, in the seats'
colours (each line drawn over a dark edge, so the yellow reads on paper too) and ended by
the seat's marker (colour, shape and number: nothing relies on colour alone), and the
animated image of per-round frames.

Drawn with Pillow, as every other image: a plotting library would bring its own fonts,
colours and text layout, which the phone rule and the text-fit checks (``legibility``) could
not see, for a chart of at most five lines over at most a dozen rounds.
"""

from __future__ import annotations

import io
import math
from collections.abc import Sequence

from PIL import Image, ImageDraw

from render.kit import fonts
from render.kit.draw import INK, LINE, MUTED, PAPER_DARK, PLAYER_FILL, player_marker, text

Box = tuple[float, float, float, float]

MARKER = 15  # the seat marker at a line's end: its number at the kit's smallest size
LABEL_PITCH = 2 * MARKER + 4  # end markers closer than this are moved apart


def nice_step(value: float) -> int:
    """A whole round step at or above ``value`` for an axis' grid (1, 2, 5 x 10^k)."""
    if value <= 1:
        return 1
    power = 10 ** math.floor(math.log10(value))
    for step in (1, 2, 5, 10):
        if value <= step * power:
            return int(step * power)
    return int(10 * power)


def axis(low: float, high: float, lines: int = 4) -> tuple[int, int, int]:
    """(bottom, top, step) of a value axis holding [low, high] in about ``lines`` whole steps,
    0 always on it."""
    step = nice_step(max(high - min(low, 0), 1) / lines)
    top = step * max(1, math.ceil(high / step))
    bottom = step * math.floor(min(low, 0) / step)
    return bottom, top, step


def spread(wanted: Sequence[float], pitch: float, low: float, high: float) -> list[float]:
    """Positions as near ``wanted`` as may be, each at least ``pitch`` from the next, all
    within [low, high] (end labels of lines that finish close together)."""
    order = sorted(range(len(wanted)), key=lambda i: wanted[i])
    placed = [0.0] * len(wanted)
    last = low - pitch
    for i in order:  # downwards: each below the one above it
        last = placed[i] = max(wanted[i], last + pitch)
    nxt = high + pitch
    for i in reversed(order):  # upwards: none pushed past the bottom
        nxt = placed[i] = min(placed[i], nxt - pitch)
    return placed


def round_labels(count: int, room: float) -> list[int]:
    """Which of ``count`` rounds get their number under the axis in ``room`` px: every one
    when they fit, else every few, the last always (never two numbers run together)."""
    if count <= 0:
        return []
    slot = fonts.text_width("10", fonts.SMALL) * 2  # a number and the gap after it
    step = max(1, math.ceil(count * slot / max(1.0, room)))
    picked = list(range(0, count, step))
    if picked[-1] != count - 1:
        apart = (count - 1 - picked[-1]) * room / count  # px between the two last numbers
        if apart < slot * 0.6 and len(picked) > 1:
            picked[-1] = count - 1
        else:
            picked.append(count - 1)
    return picked


LEGEND_ROW = 44


def legend_layout(names: Sequence[str], width: float) -> int:
    """Seats per row of a legend ``width`` px wide: two when every name fits half of it."""
    half = width / 2 - 60
    return 2 if all(fonts.text_width(n, fonts.NORMAL, True) <= half for n in names) else 1


def legend_height(names: Sequence[str], width: float) -> int:
    per_row = legend_layout(names, width)
    return ((len(names) + per_row - 1) // per_row) * LEGEND_ROW


def legend(d: ImageDraw.ImageDraw, x: float, y: float, width: float, names: Sequence[str],
           labels: Sequence[str | None] | None = None) -> int:
    """Each seat's marker and name (two to a row when the names allow, else one, so a long
    name is shown whole); returns the height used."""
    per_row = legend_layout(names, width)
    col_w = width / per_row
    for s, name in enumerate(names):
        cx, cy = x + (s % per_row) * col_w, y + (s // per_row) * LEGEND_ROW + 20
        player_marker(d, cx + 18, cy, s, 16, label=labels[s] if labels is not None else None)
        text(d, (cx + 44, cy), name, size=fonts.NORMAL, anchor="lm", bold=True, max_width=int(col_w - 56))
    return legend_height(names, width)


def line_chart(d: ImageDraw.ImageDraw, box: Box, lines: Sequence[Sequence[float]], x_labels: Sequence[str],
               *, seats: Sequence[int] | None = None, marker_labels: Sequence[str | None] | None = None,
               width: int = 5, ends: bool = True, grid: int = 4) -> None:
    """One line per entry of ``lines`` (a value per round) in ``box``: the value axis on
    the left (``grid`` steps), ``x_labels`` under the rounds and, with ``ends``, each line's
    seat marker and last value right of the plot (the box keeps room for them)."""
    x0, y0, x1, y1 = box
    seats = list(seats if seats is not None else range(len(lines)))
    values = [v for line in lines for v in line] or [0.0]
    bottom, top, step_v = axis(min(values), max(values), grid)
    label_w = max(fonts.text_width(str(v), fonts.SMALL) for v in (top, bottom)) + 10
    end_w = (2 * MARKER + 10 + fonts.text_width(str(int(top)) + "0", fonts.SMALL, True)) if ends else 0
    px0, px1 = x0 + label_w, x1 - end_w - 8
    py0, py1 = y0 + 14, y1 - 34  # room for the top label and the round numbers

    def ypos(v: float) -> float:
        return py1 - (v - bottom) / max(1, top - bottom) * (py1 - py0)

    def xpos(i: int) -> float:
        n = max(len(x_labels), 1)  # each round in the middle of its share of the width
        return px0 + (i + 0.5) * (px1 - px0) / n

    d.rectangle((px0, py0, px1, py1), fill=PAPER_DARK)
    for v in range(bottom, top + 1, step_v):
        y = ypos(v)
        d.line((px0, y, px1, y), fill=LINE if v == 0 else (214, 200, 172), width=2 if v == 0 else 1)
        text(d, (px0 - 8, y), v, size=fonts.SMALL, fill=MUTED, anchor="rm")
    for i in round_labels(len(x_labels), px1 - px0):
        text(d, (xpos(i), py1 + 8), x_labels[i], size=fonts.SMALL, fill=MUTED, anchor="mt")
    points = [[(xpos(i), ypos(v)) for i, v in enumerate(line)] for line in lines]
    for pts in points:  # the dark edges first, so no line is cut by another's edge
        if len(pts) > 1:
            d.line(pts, fill=INK, width=width + 4, joint="curve")
    for pts, seat in zip(points, seats, strict=True):
        fill = PLAYER_FILL[seat % len(PLAYER_FILL)]
        if len(pts) > 1:
            d.line(pts, fill=fill, width=width, joint="curve")
        r = width / 2 + 3
        for x, y in pts:
            d.ellipse((x - r, y - r, x + r, y + r), fill=fill, outline=INK, width=2)
    if not ends:
        return
    wanted = [pts[-1][1] if pts else py1 for pts in points]
    placed = spread(wanted, LABEL_PITCH, py0, py1)
    mx = px1 + 10 + MARKER
    for k, (pts, seat, y) in enumerate(zip(points, seats, placed, strict=True)):
        if pts:
            d.line((pts[-1][0], pts[-1][1], mx - MARKER, y), fill=INK, width=2)
        mark = marker_labels[k] if marker_labels is not None else None
        player_marker(d, mx, y, seat, MARKER, label=mark)
        last = lines[k][-1] if lines[k] else 0
        text(d, (mx + MARKER + 6, y), round(last), size=fonts.SMALL, anchor="lm", bold=True)


def animation(frames: Sequence[Image.Image], durations: Sequence[int], colours: int = 64) -> bytes:
    """An animated GIF of ``frames`` (shown ``durations`` ms each, looping): the pictures are
    flat colours and text, so a palette of ``colours`` per frame keeps them sharp, and GIF
    plays inline on every Discord client. A frame drawn in palette mode (``render.kit.palette``)
    is its own palette already, its colours exact: not quantized (3.5 ms a frame, a third of
    a replay's drawing)."""
    if not frames:
        raise ValueError("an animation needs at least one frame")
    paletted = [f if f.mode == "P" else
                f.convert("RGB").quantize(colors=colours, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
                for f in frames]
    out = io.BytesIO()
    paletted[0].save(out, format="GIF", save_all=True, append_images=paletted[1:], duration=list(durations),
                     loop=0, optimize=False, disposal=1)
    return out.getvalue()
