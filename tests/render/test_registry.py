"""The renderer registry, the bot's adapter over it, words and players' names."""

from __future__ import annotations

import functools

from PIL import Image

from bot.games.board import Renderer
from render import registry
from render.kit.png import png_bytes
from rules.catalogues import words
from tests.render.record_golden import images, load_views


@functools.cache
def _case(name: str) -> dict:
    return next(c for c in load_views() if c["name"] == name)


def test_a_game_registers_its_images_and_unknown_ones_draw_nothing():
    assert {"board", "hand", "player", "scores"} <= set(registry.drawn("mombasa"))
    view = _case("2p-seed11-r4-actions")["public"]
    assert registry.render("nosuchgame", "board", view) is None
    assert registry.describe("nosuchgame", "board", view) is None
    assert registry.render("mombasa", "nosuchimage", view) is None
    assert registry.render("mombasa", "hand", view) is None  # a public view has no panel
    assert isinstance(registry.render("mombasa", "board", view, words("en")), Image.Image)


def test_names_replace_the_default_seat_names_everywhere():
    case = _case("2p-seed11-over")
    names = ["Ann", "Bob"]
    me = case["seat"]
    default, name = ("P1 blue", "Ann") if me == 0 else ("P2 yellow", "Bob")
    for what, view, options in (("board", case["public"], {}), ("scores", case["public"], {}),
                                ("player", case["public"], {"seat": me}), ("hand", case["mine"], {})):
        plain = registry.describe("mombasa", what, view, **options)
        named = registry.describe("mombasa", what, view, names=names, **options)
        assert default in plain and default not in named and name in named, what
    plain = registry.render("mombasa", "board", case["public"])
    named = registry.render("mombasa", "board", case["public"], names=names)
    assert plain.tobytes() != named.tobytes()


def test_the_mautoma_keeps_its_name_beside_named_players():
    text = registry.describe("mombasa", "board", _case("solo-hard-seed23-over")["public"], names=["Ann", "Bot"])
    assert "Ann:" in text and "Mautoma (hard" in text and "Bot" not in text


def test_a_language_without_render_words_falls_back_to_english_and_dutch_has_its_own():
    case = _case("2p-seed11-r4-actions")
    english = dict((name, text) for name, _image, text in images(case))
    unknown = dict((name, text) for name, _image, text in images(case, words("fr")))
    assert unknown == english  # a language we do not ship reads as English
    dutch = dict((name, text) for name, _image, text in images(case, words("nl")))
    assert dutch.keys() == english.keys()
    assert all(dutch[name] != english[name] for name in english)  # every alt text is Dutch


def test_the_bot_adapter_draws_through_the_registry_with_the_one_encoder():
    view = _case("4p-seed13-over")["public"]
    picture = Renderer().picture("mombasa", view, "scores", names=["A", "B", "C", "D"])
    assert picture.png is not None and picture.png[:8] == b"\x89PNG\r\n\x1a\n"
    assert picture.text.startswith("A: ") and picture.filename == "scores.png"
    image = registry.render("mombasa", "scores", view, names=["A", "B", "C", "D"])
    assert Image.open(__import__("io").BytesIO(picture.png)).size == image.size
    assert Image.open(__import__("io").BytesIO(png_bytes(image))).mode == "P"  # the palette trick
    hand = Renderer().picture("mombasa", view, "hand")  # no panel for a public view: text only
    assert hand.png is None and hand.text
    other = Renderer().picture("nosuchgame", {"phase": "x"})
    assert other.png is None and other.text == "phase: x"


def test_an_engine_message_in_the_view_is_said_in_the_language():
    view = dict(_case("2p-seed11-r4-actions")["public"])
    view["pending"] = {**view["pending"], "text": "Old English.", "message": {"key": "core-seat", "args": {"number": 2}}}
    text = registry.describe("mombasa", "board", view)
    assert "Old English" not in text and "Now: " + words("en")("core-seat", number=2) + "." in text


def test_generic_render_code_names_no_game():
    from pathlib import Path

    from rules import game_names

    root = Path(registry.__file__).resolve().parent
    generic = [*root.glob("*.py"), *(root / "kit").rglob("*.py")]
    assert (root / "registry.py") in generic and len(generic) > 4
    for path in generic:
        text = path.read_text(encoding="utf-8").lower()
        for name in [*game_names(), "mautoma"]:
            assert name not in text, f"{path.name} names {name!r}: game code belongs in render/{name}/"


def test_a_long_name_stays_in_its_place():
    view = _case("4p-seed13-r4-actions")["public"]
    names = ["An extraordinarily long display name for a phone screen"] * 4
    text = registry.describe("mombasa", "board", view, names=names)
    assert names[0] in text  # the text alternative says it whole
    image = registry.render("mombasa", "board", view, names=names)
    assert image.size == registry.render("mombasa", "board", view).size


def test_an_images_png_depends_on_that_image_alone():
    """The encoder makes each image's palette from the image itself: the same image gives
    the same bytes whatever was encoded before it (a drawn picture can be reused)."""
    from PIL import Image, ImageDraw

    def image(colour):
        img = Image.new("RGB", (300, 200), (250, 245, 230))
        ImageDraw.Draw(img).text((10, 10), "Mombasa 12 £", fill=colour)
        ImageDraw.Draw(img).rectangle((50, 60, 140, 150), fill=colour)
        return img

    first = png_bytes(image((200, 30, 30)))
    for n in range(40):  # other images of the same size in between
        png_bytes(image((n * 6, 90, 255 - n * 6)))
    assert png_bytes(image((200, 30, 30))) == first
    decoded = Image.open(__import__("io").BytesIO(first)).convert("RGB")
    assert decoded.getpixel((100, 100)) == (200, 30, 30)  # flat colours come through exact


def test_the_palette_png_is_valid_and_holds_the_same_pixels_as_pillows_own():
    """The encoder writes palette PNGs itself (a faster deflate): a strict decoder accepts
    them (chunk checksums, stream end) and reads the very indices and colours that Pillow's
    own PNG writer would have stored, for a drawn panel and for odd sizes."""
    import io

    from PIL import Image, ImageDraw

    from render.kit.png import _palette_of

    panel = registry.render("mombasa", "hand", _case("2p-seed11-r4-actions")["mine"])
    odd = Image.new("RGB", (3, 1), (9, 8, 7))
    ImageDraw.Draw(odd).point((1, 0), fill=(200, 0, 0))
    for image in (panel, odd, Image.new("RGB", (1, 1), (255, 255, 255))):
        ours = png_bytes(image)
        quantized = image.quantize(palette=_palette_of(image), dither=Image.Dither.NONE)
        buf = io.BytesIO()
        quantized.save(buf, format="PNG")
        with Image.open(io.BytesIO(ours)) as check:
            check.verify()  # CRCs and chunk order
        mine, pillows = Image.open(io.BytesIO(ours)), Image.open(io.BytesIO(buf.getvalue()))
        assert mine.mode == "P" and mine.size == image.size
        assert mine.tobytes() == pillows.tobytes()
        assert mine.convert("RGB").tobytes() == pillows.convert("RGB").tobytes()


def test_a_transparent_image_keeps_its_transparency():
    """An RGBA image is not written by the opaque palette writer: its see-through pixels
    stay see-through (Pillow's writer carries the palette's alpha)."""
    import io

    from PIL import Image

    image = Image.new("RGBA", (4, 4), (255, 0, 0, 0))
    image.putpixel((0, 0), (0, 0, 255, 255))
    decoded = Image.open(io.BytesIO(png_bytes(image))).convert("RGBA")
    assert decoded.getpixel((1, 1))[3] == 0 and decoded.getpixel((0, 0)) == (0, 0, 255, 255)
