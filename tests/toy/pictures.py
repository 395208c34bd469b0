"""The toy game's pictures: one small board (each seat's banked points and hand size), drawn
with Pillow and registered in render.registry when this module is imported. A plug-in of its
own (``GAME_PLUGINS=tests.toy.plugin,tests.toy.pictures``), so that the bot tests that play
the toy game without it keep posting its boards as text."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from render.registry import register

SIZE = (320, 40)  # width; height per seat, plus a margin
LINE = 24


def _lines(view: Mapping[str, Any], words: Any, names: list[str] | None) -> list[str]:
    banked, hands = view.get("banked") or [], view.get("hand_sizes") or []
    who = names or [str(n + 1) for n in range(len(banked))]
    return [words.format("toy-board-seat", {"name": who[n], "banked": banked[n], "cards": hands[n]})
            for n in range(len(banked))]


def board(view: Mapping[str, Any], words: Any, names: list[str] | None = None, **_: Any) -> Image.Image:
    lines = _lines(view, words, names)
    image = Image.new("RGB", (SIZE[0], SIZE[1] + LINE * len(lines)), "white")
    draw = ImageDraw.Draw(image)
    for n, line in enumerate(lines):
        draw.text((12, 20 + LINE * n), line, fill="black")
    return image


def board_text(view: Mapping[str, Any], words: Any, names: list[str] | None = None, **_: Any) -> str:
    return "\n".join(_lines(view, words, names))


register("toy", "board", board, board_text)
