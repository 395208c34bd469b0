"""The one PNG encoder for images posted to Discord (limit 8 MiB for bots without boosts).

Images are flat colours and text: a 256-colour palette keeps them sharp and makes the PNG
about 2.5 times smaller and 3 times faster to encode than true colour. zlib level 1 instead
of 6: ~250 KB instead of ~175 KB for a 1600x2880 board, in half the time; the upload costs
less than the saved encoding time.

A picture drawn in palette mode (``render.kit.palette``: a game's live board parts, per-move
images and decision pictures, on the game's palette of known colours) is written as it is:
its pixels are the drawn colours already, and the mapping below (2-3 ms a board part) is not
needed. Its PNG palette is the game's (50-80 entries, the ones a picture does not use
included: finding the used ones would be a pass over the pixels).

An RGB image's palette is made from the image itself, from every third pixel each way (a
ninth of them), then every pixel mapped to its nearest palette colour. The shapes are drawn
without anti-aliasing and text without shades (``render.kit.draw.EDGE``), so a picture has
14-40 colours and its sample holds them all: the palette is the sample's own colours, exact
(0.1-0.4 ms for a live board's part); a sample of more than 256 colours (a picture with
gradients) gets a fast octree's 256 (1.5 ms for the tracks part, 800x1800 px; its colours
only near the sample's). Measured on real boards and panels (mean / max error per channel,
out of 255; time for palette, mapping and zlib), with anti-aliased text:

- octree over every pixel: 1.0-1.2 / 15-44, 14 ms for an 800x2300 panel, 57 ms for a board;
- octree over a ninth: 1.0-1.2 / 36-39, 9 ms and 26 ms.

The few pixels the larger maximum touches are edges of anti-aliased text. An image's bytes
depend on nothing but the image: the same picture drawn again, in any process, after any
other images, is the same PNG (so a drawn picture may be reused; the bot does).

A palette image is written here rather than by Pillow's PNG plugin: each row behind a
filter byte 0 (made by pasting the image one pixel right into a blank one), deflated by
ISA-L (``isal``, igzip's level 1) when installed, else by zlib at level 1. Measured on
800x2300 panels: deflating 0.37 ms instead of 3.3 ms, and 61 kB instead of 69 kB; the
decoded pixels (palette indices included) are the same as Pillow would write.

A large image is deflated a second time, at level 6 (by libdeflate: zlib's bytes in a quarter
of its time), and the smaller stream kept:
text-heavy pictures (a per-move image 800x2800 px, most of it a long caption, as at a solo
game's end of round) deflate badly at level 1, 155 kB against 116 kB at level 6, which keeps
them under the 150 kB budget; the second pass costs 30-50 ms on a 1600x3300 board (240 kB
at level 1, 185 kB at level 6), and only images whose fast stream is over ``HARDER_ABOVE``
pay it. Without ISA-L, zlib's level 1 gives that per-move image 165 kB; the second pass 116 kB.
"""

from __future__ import annotations

import io
import struct
import zlib

from PIL import Image

try:  # ISA-L's deflate: the same zlib stream format, about 9 times faster at level 1
    from isal import isal_zlib as _deflater
except ImportError:  # pragma: no cover - a machine without the wheel deflates with zlib
    _deflater = zlib  # type: ignore[misc]  # isal_zlib is a drop-in for zlib's compressobj

try:  # libdeflate: the same zlib stream, zlib's bytes in a quarter to a half of its time
    import deflate as _libdeflate
except ImportError:  # pragma: no cover - a machine without the wheel deflates with zlib
    _libdeflate = None  # type: ignore[assignment]  # zlib below instead


def _hard_compress(raw: bytes, level: int) -> bytes:
    """``raw`` as a zlib stream at ``level``: by libdeflate when installed, else zlib."""
    if _libdeflate is not None:
        return bytes(_libdeflate.zlib_compress(raw, level))
    return zlib.compress(raw, min(level, 9))

SAMPLE = 3  # the palette is made from every SAMPLE-th pixel in each direction
HARDER_ABOVE = 100 * 1024  # a fast deflate longer than this is tried again at level 6


def _palette_of(image: Image.Image) -> Image.Image:
    """A palette image for ``image`` (RGB): its sample's own colours when they are at most
    256 (in the order of their values: the same image, the same palette), else an octree's."""
    width, height = image.size
    sample = image.resize((max(1, width // SAMPLE), max(1, height // SAMPLE)), Image.Resampling.NEAREST)
    colours = sample.getcolors(256)
    if colours is None:
        return sample.quantize(colors=256, method=Image.Quantize.FASTOCTREE)
    palette = Image.new("P", (1, 1))
    palette.putpalette([channel for rgb in sorted(rgb for _count, rgb in colours if isinstance(rgb, tuple))
                        for channel in rgb])
    return palette


def png_bytes(image: Image.Image | bytes | bytearray, level: int | None = None) -> bytes:
    """PNG bytes of a PIL image, as a 256-colour palette image (bytes pass through).
    ``level``: deflated harder, at that level (libdeflate's), in one pass: the bytes of
    ``deflated_harder(png_bytes(image), level)`` (where that is shorter than the fast
    stream: every picture the bot draws), without the fast stream made and inflated again
    (1-2 ms less for a board part, issue 28)."""
    if isinstance(image, bytes | bytearray):
        return bytes(image) if level is None else deflated_harder(bytes(image), level)
    if image.mode == "RGBA":
        image = image.quantize(colors=256, method=Image.Quantize.FASTOCTREE)
    elif image.mode not in ("L", "P", "1"):
        if image.mode != "RGB":
            image = image.convert("RGB")
        image = image.quantize(palette=_palette_of(image), dither=Image.Dither.NONE)
    if image.mode == "P" and image.palette is not None and image.palette.mode == "RGB" \
            and "transparency" not in image.info:
        return _palette_png(image, level)  # opaque: no alpha to carry (an RGBA image's palette has it)
    buf = io.BytesIO()
    image.save(buf, format="PNG", compress_level=1)
    return buf.getvalue() if level is None else deflated_harder(buf.getvalue(), level)


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(data, zlib.crc32(kind)))


def _palette_png(image: Image.Image, level: int | None = None) -> bytes:
    """An 8-bit palette PNG of ``image`` (mode P): IHDR, PLTE, one IDAT, IEND."""
    width, height = image.size
    rows = Image.new("P", (width + 1, height), 0)  # column 0: each row's filter byte (none)
    rows.paste(image, (1, 0))
    # the image's palette as it is (a picture of 40 colours: 120 bytes, not 768): its pixels
    # are indices into it (mapped to it, or drawn on it: render.kit.palette); an image without
    # one gets entries up to its highest index (one past a shorter palette would be an error
    # for some decoders), found by a pass over its pixels (0.7 ms for a board part)
    palette = bytes(image.getpalette("RGB") or b"")
    if not palette:
        highest = image.getextrema()[1]  # a P image's extrema: (lowest, highest) index
        palette = bytes(3 * ((highest if isinstance(highest, int) else 255) + 1))
    return b"".join((
        b"\x89PNG\r\n\x1a\n",
        _chunk(b"IHDR", struct.pack(">I", width) + struct.pack(">I", height) + bytes((8, 3, 0, 0, 0))),
        _chunk(b"PLTE", palette),
        _chunk(b"IDAT", _deflate(rows.tobytes(), level)),
        _chunk(b"IEND", b""),
    ))


def _deflate(raw: bytes, level: int | None = None) -> bytes:
    """The rows deflated fast; a long result deflated again, harder, the shorter kept. With
    ``level`` (6 or more: a picture uploaded where bytes count), deflated once, at that
    level: on every picture the bot draws that stream is the shorter (a board part 20-30%,
    tests/render/test_png_harder.py), so the fast one is not made (0.3-0.4 ms a part)."""
    if level is not None:
        return _hard_compress(raw, level)
    fast = _deflater.compress(raw, 1)
    if len(fast) <= HARDER_ABOVE:
        return fast
    harder = _hard_compress(raw, 6)
    return harder if len(harder) < len(fast) else fast


def deflated_harder(png: bytes, level: int = 6) -> bytes:
    """The same PNG with its image data deflated again at ``level`` (libdeflate's, 1-12;
    zlib's 1-9 without it), when that is shorter (else ``png`` unchanged): for a picture
    uploaded many times over, like a live board's parts, 20-30% fewer bytes (an 800x1800
    part: 47 kB -> 34 kB). Measured on a game's board parts, per part: libdeflate 6 31.3 kB
    in 5.8 ms (zlib 6: the same bytes, 20.9 ms), libdeflate 9 28.2 kB in 23 ms (zlib 8:
    28.1 kB, 46 ms); libdeflate 12 25.6 kB takes 1.3 s. The pixels are untouched; the
    result depends on nothing but ``png``."""
    pos = 8
    head: list[bytes] = []  # the chunks before the image data (IHDR, PLTE), as they are
    data: list[bytes] = []
    tail: list[bytes] = []  # the chunks after it (IEND)
    while pos + 8 <= len(png):
        (length,) = struct.unpack(">I", png[pos:pos + 4])
        kind = png[pos + 4:pos + 8]
        body = png[pos + 8:pos + 8 + length]
        chunk = png[pos:pos + 12 + length]
        pos += 12 + length
        if kind == b"IDAT":
            data.append(body)
        else:
            (tail if data else head).append(chunk)
    if not data or png[:8] != b"\x89PNG\r\n\x1a\n":
        return png
    harder = _hard_compress(zlib.decompress(b"".join(data)), level)
    if len(harder) >= sum(map(len, data)):
        return png
    return b"".join((png[:8], *head, _chunk(b"IDAT", harder), *tail))
