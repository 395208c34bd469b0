"""Board pictures and their text alternative, produced off the event loop.

``Renderer`` turns a player view (the engine's JSON-ready dict) into PNG bytes, or None when
no image renderer exists for that game; ``describe`` is the text alternative posted with
(or instead of) the image. Images and their own text alternatives come from the render
package's registry (``render.registry.render`` / ``describe``, by game kind and image), in the
game's language (``words``) with the players' names (``names``) when the caller gives them;
PNG bytes from its one encoder (``render.kit.png``).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import pickle
import time
from collections import OrderedDict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from bot import metrics
from render import registry
from render.kit.png import png_bytes
from rules.catalogues import words as catalogue
from rules.core import msg

MAX_TEXT = 1800  # leaves room in a 2000-character Discord message for the lines around it
ALT_MAX = 1024  # an attachment's description (alt text)
MAX_PNG_BYTES = 8 * 1024 * 1024  # Discord's attachment limit for bots without boosts
REMEMBERED_PICTURES = 64  # pictures kept for reuse (a panel picture is ~60 KB)

log = logging.getLogger(__name__)

# (kind, view, what[, words=..., names=...]) -> PIL image or None
ImageFunction = Callable[..., Any]


@dataclass(frozen=True)
class Picture:
    """A rendered board: PNG bytes (or None) and the text alternative."""

    png: bytes | None
    text: str
    filename: str = "board.png"
    # the drawing failed (a bug, logged): the reader gets a plain sentence saying so beside
    # the text alternative (``failure``), never a silent gap or a raw dump
    failed: bool = False

    @cached_property
    def digest(self) -> str:
        """The picture's identity: equal digests, equal pictures (its PNG bytes hashed; ""
        for no image). A panel edited with a picture of the digest it shows already keeps
        its attachment instead of uploading it again (issue 28). Hashed once per picture:
        a post asks whether it changed, then remembers it (the bytes never change)."""
        return hashlib.blake2b(self.png, digest_size=16).hexdigest() if self.png is not None else ""

    def failure(self, words: Any = None) -> str:
        """The plain sentence for a picture that could not be drawn ("" when it was)."""
        return (words or catalogue("en"))(msg("bot-picture-failed")) if self.failed else ""

    @property
    def description(self) -> str:
        """The text alternative as an attachment's alt text (Discord keeps 1,024 characters)."""
        return self.text if len(self.text) <= ALT_MAX else self.text[: ALT_MAX - 1] + "…"


def _options(words: Any, names: Sequence[str] | None) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if words is not None:
        out["words"] = words
    if names:
        out["names"] = list(names)
    return out


def image_function() -> ImageFunction | None:
    """The render registry's drawing."""
    def draw(kind: str, view: Mapping[str, Any], what: str, words: Any = None,
             names: Sequence[str] | None = None, **options: Any) -> Any:
        if names:
            options["names"] = list(names)
        return registry.render(kind, what, view, words, **options)

    return draw


TextFunction = Callable[..., str | None]  # (kind, view, what[, words=..., names=...]) -> text or None


def text_function() -> TextFunction | None:
    """The render registry's text alternatives (None for an image a game does not describe)."""
    def text(kind: str, view: Mapping[str, Any], what: str, words: Any = None,
             names: Sequence[str] | None = None, **options: Any) -> str | None:
        if names:
            options["names"] = list(names)
        return registry.describe(kind, what, view, words, **options)

    return text


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


@dataclass(frozen=True)
class Order:
    """What to draw, in plain picklable values (a worker process draws it): the game kind,
    the image's name, the view, the language code (None: English), the players' names
    and the image's own options (``move=``, ``seat=``); ``deflate_level``: the PNG deflated
    harder at that level as well, in the drawing's own pass (``render.kit.png.png_bytes``),
    for a picture uploaded where bytes count (a post, the live board, a panel)."""

    kind: str
    view: Mapping[str, Any]
    what: str = "board"
    lang: str | None = None
    names: tuple[str, ...] | None = None
    options: Mapping[str, Any] | None = None
    deflate_level: int | None = None


class Renderer:
    """Makes ``Picture``s. ``picture`` is synchronous and pure; the service awaits ``draw``,
    which draws in the drawing pool's worker processes (``bot.games.drawing``) when the bot
    started one, else in a worker thread: never on the event loop or the store's thread."""

    def __init__(self, fn: ImageFunction | None = None, *, images: bool = True,
                 text: TextFunction | None = None) -> None:
        self.fn = fn if fn is not None else (image_function() if images else None)
        self.text_fn = text if text is not None else text_function()
        # The registry's own drawing and wording: a worker process can make the same
        # pictures (a renderer given other functions always draws in this process).
        self.standard = fn is None and text is None
        self.pool: Any = None  # a bot.games.drawing.DrawingPool, set by the bot
        # Pictures made lately, by their order: a panel reopened, or a click that leaves
        # the private view as it was, shows the same picture (a fifth of the panel pictures
        # under load). The encoder's bytes depend on the image alone (render.kit.png).
        self._made: OrderedDict[bytes, Picture] = OrderedDict()
        self.reused = 0  # pictures given from ``_made`` instead of drawn (figures)
        # Images by what they are drawn from (``render.registry.inputs``: a live board's part
        # that the move left as it was), each given again with its text made anew: the
        # text may say more of the view than the image shows (the round, whose turn).
        self._images: OrderedDict[bytes, bytes] = OrderedDict()
        self.redrawn_skipped = 0  # images given from ``_images`` instead of drawn (figures)

    def picture_of(self, order: Order) -> Picture:
        """``picture`` for an ``Order`` (synchronous)."""
        return self.picture(order.kind, order.view, order.what,
                            words=catalogue(order.lang) if order.lang else None,
                            names=list(order.names) if order.names else None,
                            deflate_level=order.deflate_level, **(order.options or {}))

    def pooled(self) -> bool:
        return self.pool is not None and self.standard and self.fn is not None

    def _timed(self, order: Order) -> Picture:
        started = time.perf_counter()
        picture = self.picture_of(order)
        metrics.DRAWING_SECONDS.observe(time.perf_counter() - started)
        return picture

    async def _timed_in_pool(self, order: Order) -> Picture:
        started = time.perf_counter()  # from the order's start: a worker's queue included
        assert self.pool is not None
        picture = await self.pool.draw(order, self)
        metrics.DRAWING_SECONDS.observe(time.perf_counter() - started)
        return picture

    async def draw(self, order: Order) -> Picture:
        """The picture of ``order``, drawn off the event loop (see the class)."""
        return (await self.draw_all([order]))[0]

    async def draw_all(self, orders: Sequence[Order]) -> list[Picture]:
        """The pictures of ``orders``, in order: in the pool's workers at once, else one
        after the other in one worker thread (the drawing kit's caches are not shared
        between threads)."""
        views: dict[int, bytes | None] = {}  # a view several orders draw from, pickled once
        keys = [_order_key(o, views) if self.standard else None for o in orders]
        found: list[Picture | None] = [self._made.get(k) if k is not None else None for k in keys]
        images = [_image_key(o) if self.standard and f is None else None for o, f in zip(orders, found, strict=True)]
        known = {i: k for i, k in enumerate(images) if k is not None and k in self._images}
        if known:  # only its words to make: the image is the one drawn before
            texts = await asyncio.to_thread(lambda: {i: self.text_of(orders[i]) for i in known})
            for i, image_key in known.items():
                found[i] = Picture(self._images[image_key], texts[i], f"{orders[i].what}.png")
                self._images.move_to_end(image_key)
            self.redrawn_skipped += len(known)
        todo = [o for o, f in zip(orders, found, strict=True) if f is None]
        metrics.DRAWING_QUEUE.inc(len(todo))
        try:
            if not todo:
                drawn: list[Picture] = []
            elif self.pooled():
                drawn = list(await asyncio.gather(*(self._timed_in_pool(o) for o in todo)))
            else:
                drawn = await asyncio.to_thread(lambda: [self._timed(o) for o in todo])
        finally:
            metrics.DRAWING_QUEUE.dec(len(todo))
        made = iter(drawn)
        out = []
        for i, (key, given) in enumerate(zip(keys, found, strict=True)):
            if given is not None and i in known:
                out.append(given)
                continue
            if given is not None:
                assert key is not None  # a picture is found only under a key
                self.reused += 1
                self._made.move_to_end(key)
                out.append(given)
                continue
            picture = next(made)
            drawn_from = images[i]
            if drawn_from is not None and picture.png is not None and not picture.failed:
                self._images[drawn_from] = picture.png
                while len(self._images) > REMEMBERED_PICTURES:
                    self._images.popitem(last=False)
            if key is not None:
                self._made[key] = picture
                while len(self._made) > REMEMBERED_PICTURES:
                    self._made.popitem(last=False)
            out.append(picture)
        return out

    def text_of(self, order: Order) -> str:
        """``text`` for an ``Order``."""
        return self.text(order.kind, order.view, order.what, words=catalogue(order.lang) if order.lang else None,
                         names=list(order.names) if order.names else None, **(order.options or {}))

    def text(self, kind: str, view: Mapping[str, Any], what: str = "board", *, words: Any = None,
             names: Sequence[str] | None = None, **options: Any) -> str:
        """The text alternative: the game's own wording when it has one, else key: value.
        ``words``: the game's language (a ``rules.catalogues.Words``), English when None;
        ``names``: the players' display names by seat; ``options``: the image's own
        (``move=`` for a per-move image, ``seat=`` for a player board)."""
        if self.text_fn is not None:
            try:
                text = self.text_fn(kind, view, what, **_options(words, names), **options)
            except Exception:  # noqa: BLE001 - a wording bug must not lose the move
                # a plain sentence, never the view as key: value (players read it)
                log.exception("the %s text of a %s game failed; posting a plain sentence", what, kind)
                return (words or catalogue("en"))(msg("bot-picture-no-text"))
            if text:
                return text if len(text) <= MAX_TEXT else text[: MAX_TEXT - 1] + "…"
        return describe(view)

    def picture(self, kind: str, view: Mapping[str, Any], what: str = "board", *, words: Any = None,
                names: Sequence[str] | None = None, deflate_level: int | None = None,
                **options: Any) -> Picture:
        text = self.text(kind, view, what, words=words, names=names, **options)
        png = None
        failed = False
        if self.fn is not None:
            try:
                image = self.fn(kind, view, what, **_options(words, names), **options)
            except Exception:  # noqa: BLE001 - a drawing bug must not lose the move: post text
                log.exception("rendering the %s of a %s game failed; posting text", what, kind)
                image, failed = None, True
            if image is not None:
                png = to_png(image, deflate_level)
                if len(png) > MAX_PNG_BYTES:
                    png = None  # too big to post: the text alternative still goes out
        return Picture(png, text, f"{what}.png", failed)


def _order_key(order: Order, views: dict[int, bytes | None] | None = None) -> bytes | None:
    """A digest of everything an order draws from (None: it cannot be pickled). ``views``:
    the views pickled already by their ``id``, for orders of one call (the live board's
    parts draw from one view: pickled once, not once per part; the orders hold their views,
    so no id is reused meanwhile)."""
    views = {} if views is None else views
    if id(order.view) not in views:
        views[id(order.view)] = _pickled(order.view)
    view = views[id(order.view)]
    rest = _pickled((order.kind, order.what, order.lang, order.names, order.options, order.deflate_level))
    if view is None or rest is None:  # an odd view is drawn, just not remembered
        return None
    digest = hashlib.blake2b(rest, digest_size=20)
    digest.update(view)
    return digest.digest()


def _pickled(value: Any) -> bytes | None:
    try:
        return pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
    except Exception:  # noqa: BLE001 - (None: it cannot be pickled)
        return None


def _image_key(order: Order) -> bytes | None:
    """A digest of what an order's image is drawn from, when its game says that is less than
    the view (``render.registry.inputs``); None: the whole view (``_order_key`` says it)."""
    try:
        drawn_from = registry.inputs(order.kind, order.what, order.view)
        if drawn_from is None:
            return None
        data = pickle.dumps((order.kind, order.what, order.lang, order.names, order.options, order.deflate_level,
                             drawn_from), protocol=pickle.HIGHEST_PROTOCOL)
    except Exception:  # noqa: BLE001 - an odd view is drawn, just not remembered
        return None
    return hashlib.blake2b(data, digest_size=20).digest()


def to_png(image: Any, level: int | None = None) -> bytes:
    """PNG bytes of a PIL image (bytes pass through): the render kit's one encoder, a
    256-colour palette made from the image itself (see ``render.kit.png``); ``level``: also
    deflated harder at that level."""
    return png_bytes(image, level)
