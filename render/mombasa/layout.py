"""Mombasa's layout data file (render/mombasa/layout.toml), loaded once, and the boxes it
gives."""

from __future__ import annotations

from functools import cache
from typing import Any

from render.kit.layout import Box, load_layout


def layout() -> dict[str, Any]:
    return load_layout(__package__)


@cache
def region_places(region_ids: tuple[str, ...]) -> dict[str, tuple[Box, tuple[int, int]]]:
    """Region id -> (tile box, trading post spot). Ids the layout does not name are lined up
    along the bottom of the map, so renamed regions still render (a test checks that the
    real component data is fully placed)."""
    m = layout()["map"]
    w, h = m["tile"]
    named = layout().get("regions", {})
    out: dict[str, tuple[Box, tuple[int, int]]] = {}
    spare = 0
    for rid in region_ids:
        entry = named.get(rid)
        if entry is None:
            cx, cy = 90 + (spare % 7) * 150, m["box"][3] - 70 - (spare // 7) * 120
            spare += 1
            entry = {"centre": [cx, cy]}
        cx, cy = entry["centre"]
        box = tuple(entry.get("box") or (cx - w // 2, cy - h // 2, cx + w // 2, cy + h // 2))
        post = tuple(entry.get("post") or (cx, cy + m["post_dy"]))
        out[rid] = (box, post)
    return out


def base_box(cid: str) -> Box:
    return tuple(layout()["map"]["bases"][cid]["box"])


def base_horizontal(cid: str) -> bool:
    return bool(layout()["map"]["bases"][cid].get("horizontal", False))


def card_space_box(col: int, row: int) -> tuple[int, int, int, int]:
    cd = layout()["card_display"]
    ox, oy = cd["origin"]
    w, h = cd["card"]
    gx, gy = cd["gap"]
    x = ox + col * (w + gx)
    y = oy + cd["title_height"] + row * (h + gy)
    return (x, y, x + w, y + h)


def track_row_box(index: int) -> tuple[int, int, int, int]:
    t = layout()["tracks"]
    x, y = t["origin"]
    return (x, y + index * t["row_height"], x + t["width"], y + (index + 1) * t["row_height"] - 6)


def track_space_box(index: int, space: int, n_spaces: int) -> tuple[int, int, int, int]:
    """The box of space ``space`` (0 = start) of the ``index``-th track (company order)."""
    t = layout()["tracks"]
    x0, y0, x1, _ = track_row_box(index)
    left = x0 + t["label_width"] + 6
    w = (x1 - left) / n_spaces
    return (int(left + space * w), y0 + 4, int(left + (space + 1) * w) - 4, y0 + 84)


def marker_offset(seat: int) -> tuple[float, float]:
    """Where seat's marker sits inside a track space, relative to the space's centre (2x2)."""
    return ((-17 if seat % 2 == 0 else 17), (-4 if seat < 2 else 28) - 2)


def bonus_cell(row: int, col: int) -> tuple[int, int, int, int]:
    b = layout()["bonus_spaces"]
    ox, oy = b["origin"]
    w, h = b["cell"]
    g = b["gap"]
    x, y = ox + col * (w + g), oy + row * (h + g)
    return (x, y, x + w, y + h)


def round_space_box(i: int) -> tuple[int, int, int, int]:
    """Round track space i (0-based, space 1 = index 0)."""
    r = layout()["round_track"]
    ox, oy = r["origin"]
    w, h = r["space"]
    x = ox + i * (w + r["gap"])
    return (x, oy, x + w, oy + h)


def book_box(col: int, row: int) -> tuple[int, int, int, int]:
    """Book display column col (0 = under round space 2), row 0 top / 1 bottom."""
    b = layout()["book_display"]
    x0, _, x1, _ = round_space_box(col + 1)
    w, h = b["book"]
    x = (x0 + x1) // 2 - w // 2
    y = b["top"] + row * (h + b["gap"])
    return (x, y, x + w, y + h)


def player_row_box(seat: int, automa: int | None = None) -> tuple[int, int, int, int]:
    """The strip of a seat at the foot of the board; ``automa`` is the Mautoma's seat in a
    solo game, whose area is taller than a strip."""
    p = layout()["players"]
    ox, oy = p["origin"]
    w = layout()["board"]["width"] - 2 * ox
    tall = layout()["automa"]["height"]
    y = oy + sum(tall if s == automa else p["row_height"] for s in range(seat))
    h = tall if seat == automa else p["row_height"]
    return (ox, y, ox + w, y + h - 8)


def board_height(players: int, automa: int | None = None) -> int:
    return player_row_box(players - 1, automa)[3] + 10


def automa_box(area: Box, name: str) -> Box:
    """A part ("round_card", "rows", "info") of the Mautoma's area whose box is ``area``."""
    x, y, w, h = layout()["automa"][name]
    return (area[0] + x, area[1] + y, area[0] + x + w, area[1] + y + h)


def base_space_centre(cid: str, col: int, idx: int) -> tuple[int, int]:
    """Centre of space ``idx`` (0 = front) of column ``col`` in a company base box."""
    x0, y0, x1, y1 = base_box(cid)
    step = 42
    if base_horizontal(cid):
        return (x0 + 8 + step // 2 + idx * step, y0 + 36 + step // 2 + col * step)
    return (x0 + 6 + step // 2 + col * step, y0 + 98 + step // 2 + idx * step)


def base_value_centre(cid: str) -> tuple[int, int]:
    """Where the share value (large type) of a company is printed."""
    x0, y0, x1, y1 = base_box(cid)
    if base_horizontal(cid):
        return ((x0 + 226 + x1) // 2, y0 + 78)
    return ((x0 + x1) // 2, y0 + 56)
