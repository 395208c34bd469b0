"""Board pictures and their text alternative, produced off the event loop.

``Renderer`` turns a player view (the engine's JSON-ready dict) into PNG bytes, or None when
no image renderer exists for that game; ``describe`` is the text alternative posted with
(or instead of) the image. The renderer engineer's ``render`` package plugs in through
``image_function``; until it offers one, boards are posted as text.
"""

from __future__ import annotations

import io
import json
import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

MAX_TEXT = 1800  # leaves room in a 2000-character Discord message for the lines around it
MAX_PNG_BYTES = 8 * 1024 * 1024  # Discord's attachment limit for bots without boosts

log = logging.getLogger(__name__)

ImageFunction = Callable[[str, Mapping[str, Any], str], Any]  # (kind, view, what) -> PIL image


@dataclass(frozen=True)
class Picture:
    """A rendered board: PNG bytes (or None) and the text alternative."""

    png: bytes | None
    text: str
    filename: str = "board.png"


def image_function() -> ImageFunction | None:
    """The render package's drawing functions, if they are there (optional for the bot)."""
    try:
        import render.mombasa as render
    except ImportError:  # pragma: no cover - render/ is part of the project
        return None
    fn = getattr(render, "render_view", None)
    if callable(fn):
        return fn
    drawers: dict[str, Callable[[Mapping[str, Any]], Any]] = {}
    for what, name in (("board", "render_board"), ("scores", "render_scoresheet"), ("hand", "render_panel")):
        if callable(getattr(render, name, None)):
            drawers[what] = getattr(render, name)
    if not drawers:
        log.warning("the render package draws nothing the bot knows; boards are posted as text")
        return None

    def mombasa(kind: str, view: Mapping[str, Any], what: str) -> Any:
        draw = drawers.get(what) if kind == "mombasa" else None
        if draw is None or (what == "hand" and "me" not in view):
            return None
        return draw(view)

    return mombasa


TextFunction = Callable[[str, Mapping[str, Any], str], str | None]


def text_function() -> TextFunction | None:
    """The render package's text alternatives (board_text, scoresheet_text, panel_text)."""
    try:
        import render.mombasa as render
    except ImportError:  # pragma: no cover
        return None
    texts = {what: getattr(render, name, None) for what, name in
             (("board", "board_text"), ("scores", "scoresheet_text"), ("hand", "panel_text"))}

    def mombasa(kind: str, view: Mapping[str, Any], what: str) -> str | None:
        fn = texts.get(what) if kind == "mombasa" else None
        if fn is None or (what == "hand" and "me" not in view):
            return None
        return fn(view)

    return mombasa


def describe(view: Mapping[str, Any]) -> str:
    """A compact, readable text version of a view: one ``key: value`` line per entry."""
    lines = []
    for key, value in view.items():
        if isinstance(value, dict | list):
            text = json.dumps(value, separators=(", ", ": "), sort_keys=True)
        else:
            text = str(value)
        lines.append(f"{key.replace('_', ' ')}: {text}")
    text = "\n".join(lines)
    if len(text) > MAX_TEXT:
        text = text[: MAX_TEXT - 1] + "…"
    return text


class Renderer:
    """Makes ``Picture``s. Synchronous and pure: the service calls it via ``to_thread``."""

    def __init__(self, fn: ImageFunction | None = None, *, images: bool = True,
                 text: TextFunction | None = None) -> None:
        self.fn = fn if fn is not None else (image_function() if images else None)
        self.text_fn = text if text is not None else text_function()

    def text(self, kind: str, view: Mapping[str, Any], what: str = "board") -> str:
        """The text alternative: the game's own wording when it has one, else key: value."""
        if self.text_fn is not None:
            try:
                text = self.text_fn(kind, view, what)
            except Exception:  # noqa: BLE001 - a wording bug must not lose the move
                log.exception("the %s text of a %s game failed; posting key: value text", what, kind)
                text = None
            if text:
                return text if len(text) <= MAX_TEXT else text[: MAX_TEXT - 1] + "…"
        return describe(view)

    def picture(self, kind: str, view: Mapping[str, Any], what: str = "board") -> Picture:
        text = self.text(kind, view, what)
        png = None
        if self.fn is not None:
            try:
                image = self.fn(kind, view, what)
            except Exception:  # noqa: BLE001 - a drawing bug must not lose the move: post text
                log.exception("rendering the %s of a %s game failed; posting text", what, kind)
                image = None
            if image is not None:
                png = to_png(image)
                if len(png) > MAX_PNG_BYTES:
                    png = None  # too big to post: the text alternative still goes out
        return Picture(png, text, f"{what}.png")


# Boards of one size share their colours: a palette made once (octree) and reused maps a
# new board in ~15 ms instead of ~60-80 ms for a fresh octree, with the same error (mean
# ~1.3/255 per channel, max 45 vs 48, measured on real boards). Remade every so often so
# colours that appear later in a game get their own entries.
PALETTE_REUSE = 32
_palettes: dict[tuple[str, tuple[int, int]], tuple[Any, int]] = {}


def to_png(image: Any) -> bytes:
    """PNG bytes of a PIL image, as a 256-colour palette image.

    Boards are flat colours and text: a fast octree palette keeps them sharp, and makes the
    PNG about 2.5 times smaller and 3 times faster to encode than true colour (measured
    with tests/bench/bot.py: ~110 ms instead of ~300 ms for a 1600x2880 board). zlib level
    1 instead of 6 takes that to ~65 ms for ~250 KB instead of ~175 KB: the upload costs
    less than the saved encoding time; reusing the palette (above) to ~45 ms.
    """
    if isinstance(image, bytes | bytearray):
        return bytes(image)
    from PIL import Image

    if image.mode == "RGB":
        key = (image.mode, image.size)
        cached = _palettes.get(key)
        if cached is None or cached[1] >= PALETTE_REUSE:
            image = image.quantize(colors=256, method=Image.Quantize.FASTOCTREE)
            _palettes[key] = (image, 0)
        else:
            _palettes[key] = (cached[0], cached[1] + 1)
            image = image.quantize(palette=cached[0], dither=Image.Dither.NONE)
    elif image.mode == "RGBA":
        image = image.quantize(colors=256, method=Image.Quantize.FASTOCTREE)
    buf = io.BytesIO()
    image.save(buf, format="PNG", compress_level=1)
    return buf.getvalue()
