"""Fonts: Pillow's built-in scalable font (Aileron, bundled with Pillow >= 10.1).

No system font paths are ever loaded, so rendering works on a fresh machine. Sizes are in
pixels at the images' native width (1600 px for the board): nothing is drawn below
``MIN_SIZE``, which stays readable at 50% zoom on a phone.
"""

from __future__ import annotations

from functools import cache

from PIL import ImageFont

MIN_SIZE = 22
SMALL = 22
NORMAL = 26
LARGE = 32
HUGE = 52


@cache
def font(size: int = NORMAL) -> ImageFont.FreeTypeFont:
    """The built-in font at ``size`` px (never below MIN_SIZE)."""
    f = ImageFont.load_default(size=max(MIN_SIZE, int(size)))
    if not isinstance(f, ImageFont.FreeTypeFont):  # Pillow built without FreeType
        raise RuntimeError("Pillow needs FreeType support to render images")
    return f


@cache
def text_width(text: str, size: int = NORMAL) -> int:
    return int(font(size).getlength(text))


def fit_size(text: str, width: int, size: int = NORMAL) -> int:
    """The largest size <= ``size`` (and >= MIN_SIZE) at which ``text`` fits ``width``."""
    while size > MIN_SIZE and text_width(text, size) > width:
        size -= 1
    return size


def ellipsize(text: str, width: int, size: int) -> str:
    """``text`` shortened with an ellipsis so that it fits ``width`` at ``size``."""
    if text_width(text, size) <= width:
        return text
    while text and text_width(text + "…", size) > width:
        text = text[:-1]
    return text + "…"


def wrap(text: str, width: int, size: int, lines: int) -> list[str]:
    """``text`` word-wrapped to ``width`` at ``size`` in at most ``lines`` lines, the last one
    ellipsized; a word wider than ``width`` has a line to itself."""
    out: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if text_width(trial, size) <= width or not line:
            line = trial
        else:
            out.append(line)
            line = word
    out.append(line)
    if len(out) > lines:
        out = out[: lines - 1] + [ellipsize(" ".join(out[lines - 1:]), width, size)]
    return out
