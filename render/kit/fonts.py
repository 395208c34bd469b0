"""Fonts: DejaVu Sans and DejaVu Sans Bold, bundled in ``render/kit/fonts/`` (free licence,
``fonts/LICENSE``): they cover the accented letters Dutch words and players' names need
(é, ë, ï, ó, ü ...), which Pillow's built-in font lacks.

No system font paths are ever loaded, so rendering works on a fresh machine. Sizes are in
pixels at the images' native width (1600 px for the board): nothing is drawn below
``MIN_SIZE``, which stays readable at 50% zoom on a phone.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import pyphen
from PIL import ImageFont

FONT_DIR = Path(__file__).with_name("fonts")
REGULAR_FILE = FONT_DIR / "dejavu-sans.ttf"  # DejaVuSans.ttf, renamed in lower case
BOLD_FILE = FONT_DIR / "dejavu-sans-bold.ttf"  # DejaVuSans-Bold.ttf

MIN_SIZE = 22
SMALL = 22
NORMAL = 26
LARGE = 32
HUGE = 52


@cache
def font(size: int = NORMAL, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The kit's font at ``size`` px (never below MIN_SIZE), regular or bold."""
    return ImageFont.truetype(str(BOLD_FILE if bold else REGULAR_FILE), max(MIN_SIZE, int(size)))


@cache
def text_width(text: str, size: int = NORMAL, bold: bool = False) -> int:
    return int(font(size, bold).getlength(text))


def fit_size(text: str, width: int, size: int = NORMAL, bold: bool = False) -> int:
    """The largest size <= ``size`` (and >= MIN_SIZE) at which ``text`` fits ``width``."""
    while size > MIN_SIZE and text_width(text, size, bold) > width:
        size -= 1
    return size


def ellipsize(text: str, width: int, size: int, bold: bool = False) -> str:
    """``text`` shortened with an ellipsis so that it fits ``width`` at ``size``."""
    if text_width(text, size, bold) <= width:
        return text
    while text and text_width(text + "…", size, bold) > width:
        text = text[:-1]
    return text + "…"


def _split_long(word: str, width: int, size: int, bold: bool) -> list[str]:
    """A word wider than ``width`` cut into hyphenated pieces that fit."""
    pieces = []
    while text_width(word, size, bold) > width and len(word) > 3:
        cut = len(word) - 1
        while cut > 2 and text_width(word[:cut] + "-", size, bold) > width:
            cut -= 1
        pieces.append(word[:cut] + "-")
        word = word[cut:]
    return pieces + [word]


@cache
def _dictionary(lang: str) -> Any:
    """The hyphenation dictionary of a language ("nl", "en"), or None when pyphen has none."""
    # the dictionaries' locale ids (pyphen reads them in either case)
    found = pyphen.language_fallback({"en": "en_us", "nl": "nl_nl"}.get(lang, lang))
    return pyphen.Pyphen(lang=found) if found else None


def _split_syllables(word: str, width: int, size: int, bold: bool, lang: str) -> list[str]:
    """A word wider than ``width`` hyphenated where the language's dictionary allows
    ("Gui-nee-kust"), each piece as long as fits; a word with no such break that fits keeps
    its line to itself (it shrinks when drawn), never cut inside a syllable."""
    dic = _dictionary(lang)
    pieces = []
    while dic is not None and text_width(word, size, bold) > width:
        head, tail = next(((h, t) for h, t in dic.iterate(word) if text_width(h + "-", size, bold) <= width),
                          ("", word))
        if not head:
            break
        pieces.append(head + "-")
        word = tail
    return pieces + [word]


def wrap(text: str, width: int, size: int, lines: int, hyphenate: bool | str = False, bold: bool = False) -> list[str]:
    """``text`` word-wrapped to ``width`` at ``size`` in at most ``lines`` lines, the last one
    ellipsized; a word wider than ``width`` has a line to itself, or with ``hyphenate`` a
    language code ("nl", "en") is hyphenated by that language's dictionary (pyphen) at a
    syllable's end, or with ``hyphenate`` True is cut with a hyphen where it must (names,
    which no dictionary holds)."""
    out: list[str] = []
    line = ""
    words = text.split()
    if isinstance(hyphenate, str):
        words = [piece for word in words for piece in _split_syllables(word, width, size, bold, hyphenate)]
    elif hyphenate:
        words = [piece for word in words for piece in _split_long(word, width, size, bold)]
    for word in words:
        trial = f"{line} {word}".strip()
        if text_width(trial, size, bold) <= width or not line:
            line = trial
        else:
            out.append(line)
            line = word
    out.append(line)
    if len(out) > lines:
        out = out[: lines - 1] + [ellipsize(" ".join(out[lines - 1:]), width, size, bold)]
    return out
