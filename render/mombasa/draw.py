"""Mombasa's drawing primitives: company colours, icons, trading posts, cards and books
(the kit's palette, text, coins and seat markers are re-exported for ``dr.*``).

Every icon is drawn from shapes (the built-in font has no symbol glyphs, not even a pound
sign), always with a number or letter beside it, so nothing relies on colour alone.
Functions take an ``ImageDraw.ImageDraw`` and pixel positions and return the width used
where that helps lay out rows of icons.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PIL import Image, ImageDraw

from render.kit import fonts, palette, tiles
from render.kit.draw import (  # noqa: F401 - the kit's names, used as dr.* by the drawing modules
    BLACK,
    CRATE,
    DIAMOND,
    GOLD,
    GOLD_DARK,
    HILIGHT,
    INK,
    INKJAR,
    LAND,
    LAND_LINE,
    LINE,
    MUTED,
    PAPER,
    PAPER_DARK,
    PLAYER_FILL,
    PLAYER_SHAPE,
    PLAYER_TEXT,
    RGB,
    SEA,
    WHITE,
    coin,
    pill,
    player_marker,
    text,
    text_lines,
)
from render.kit.draw import COLOURS as COLOURS_OF_KIT
from render.kit.words import Phrases

SMALL_SIZE = fonts.SMALL

# Company colours as printed (black, red, white, orange) and a letter each for colour-blind
# players; the text colour that reads on each.
COMPANY_FILL: dict[str, RGB] = {
    "mombasa": (35, 35, 35),
    "cape_town": (200, 40, 40),
    "saint_louis": (250, 250, 250),
    "cairo": (240, 140, 30),
}
COMPANY_TEXT: dict[str, RGB] = {
    "mombasa": WHITE,
    "cape_town": WHITE,
    "saint_louis": BLACK,
    "cairo": BLACK,
}
COMPANY_LETTER_FALLBACK = {"mombasa": "M", "cape_town": "C", "saint_louis": "S", "cairo": "K"}

GOODS_FILL: dict[str, RGB] = {
    "coffee": (110, 62, 36),
    "bananas": (245, 205, 60),
    "cotton": (250, 250, 250),
}
GOODS_TEXT: dict[str, RGB] = {"coffee": WHITE, "bananas": BLACK, "cotton": BLACK}
KIND_FILL: dict[str, RGB] = {
    "goods": (250, 244, 228),
    "expansion": (222, 236, 214),
    "bookkeeper": (226, 226, 244),
    "diamond": (214, 234, 246),
    "share": (240, 230, 210),
}

# Every colour Mombasa's pictures draw, for the palette they are drawn on (``canvas``): the
# kit's, the components' above, then those the drawing modules name where they draw them
# (a card's frame, a share's band...). A colour missing here is still drawn exactly, in an
# entry of that picture's own (tests/render/test_palette_drawing.py proves none is missing).
COLOURS: tuple[RGB, ...] = (
    *COLOURS_OF_KIT, *COMPANY_FILL.values(), *GOODS_FILL.values(), *KIND_FILL.values(),
    (20, 80, 130), (40, 130, 60), (46, 125, 60), (70, 62, 50), (84, 52, 30), (90, 80, 70), (120, 60, 20),
    (120, 90, 60), (120, 120, 120), (170, 30, 30), (170, 150, 120), (174, 194, 206), (176, 110, 10),
    (180, 160, 120), (182, 196, 174), (186, 186, 204), (190, 120, 20), (196, 28, 28), (200, 170, 120),
    (200, 190, 170), (200, 200, 200), (206, 206, 202), (210, 204, 188), (214, 232, 222), (224, 214, 236),
    (230, 200, 170), (230, 214, 176), (230, 230, 230), (235, 120, 0), (236, 226, 200), (236, 226, 204),
    (236, 228, 210), (236, 236, 232), (238, 230, 212), (240, 210, 200), (240, 225, 200), (240, 226, 190),
    (240, 240, 240), (244, 240, 228), (246, 222, 170), (248, 216, 96), (250, 235, 200), (250, 240, 220),
    (250, 245, 232), (252, 236, 180), (252, 240, 196), (252, 248, 236), (255, 210, 0),
)


def canvas(size: tuple[int, int], fill: RGB = PAPER) -> Image.Image:
    """A picture's canvas: ``size``, filled with ``fill``, drawn on in palette mode on
    Mombasa's palette (``render.kit.palette``: no colour mapping before its PNG)."""
    return palette.canvas(size, fill, COLOURS)


def company_letter(cid: str | None, letters: Mapping[str, str] | None = None) -> str:
    if cid is None:
        return "?"
    if letters and cid in letters:
        return letters[cid]
    return COMPANY_LETTER_FALLBACK.get(cid, cid[:1].upper())


# -- basic icons (centre x, y; "r" is the radius) ---------------------------------------------
def diamond(d: ImageDraw.ImageDraw, x: float, y: float, r: float = 14) -> None:
    d.polygon(
        [(x, y - r), (x + r * 0.8, y), (x, y + r), (x - r * 0.8, y)],
        fill=DIAMOND,
        outline=(20, 80, 130),
        width=2,
    )


def step(d: ImageDraw.ImageDraw, x: float, y: float, r: float = 14, fill: RGB = INK) -> None:
    """Track step: a double chevron."""
    for dx in (-r * 0.55, r * 0.25):
        d.line(
            [(x + dx - r * 0.3, y - r * 0.7), (x + dx + r * 0.3, y), (x + dx - r * 0.3, y + r * 0.7)],
            fill=fill,
            width=4,
        )


def inkjar(d: ImageDraw.ImageDraw, x: float, y: float, r: float = 14) -> None:
    """Bookkeeping point: an ink jar with a quill."""
    d.rounded_rectangle((x - r * 0.75, y - r * 0.3, x + r * 0.75, y + r), 4, fill=INKJAR)
    d.rectangle((x - r * 0.35, y - r * 0.6, x + r * 0.35, y - r * 0.3), fill=INKJAR)
    d.line([(x + r * 0.1, y - r * 0.2), (x + r * 0.8, y - r * 1.05)], fill=(230, 230, 230), width=3)


def mine(d: ImageDraw.ImageDraw, x: float, y: float, r: float = 13) -> None:
    """Mine icon: a dark mountain with a white entrance."""
    d.polygon([(x - r, y + r * 0.8), (x, y - r), (x + r, y + r * 0.8)], fill=(90, 80, 70))
    d.pieslice((x - r * 0.4, y + r * 0.1, x + r * 0.4, y + r * 1.4), 180, 360, fill=WHITE)


def post_icon(d: ImageDraw.ImageDraw, x: float, y: float, r: float = 13, fill: RGB = INK) -> None:
    """A trading post (for "remove posts" rewards): a little house."""
    d.polygon(
        [(x - r, y), (x, y - r), (x + r, y), (x + r * 0.8, y), (x + r * 0.8, y + r),
         (x - r * 0.8, y + r), (x - r * 0.8, y)],
        fill=fill,
        outline=INK,
    )


def expansion_icon(d: ImageDraw.ImageDraw, x: float, y: float, r: float = 14) -> None:
    """Expansion point: a flag."""
    d.line([(x - r * 0.6, y - r), (x - r * 0.6, y + r)], fill=INK, width=3)
    d.polygon([(x - r * 0.6, y - r), (x + r, y - r * 0.5), (x - r * 0.6, y)], fill=(40, 130, 60))


def goods_icon(d: ImageDraw.ImageDraw, x: float, y: float, good: str, r: float = 14) -> None:
    """Coffee: a bean; bananas: a bunch; cotton: a cloud (distinct shapes, not only colours)."""
    fill = GOODS_FILL.get(good, MUTED)
    if good == "coffee":
        d.ellipse((x - r * 0.75, y - r, x + r * 0.75, y + r), fill=fill, outline=INK, width=1)
        d.arc((x - r * 0.3, y - r * 0.9, x + r * 0.3, y + r * 0.9), 100, 260, fill=(230, 200, 170), width=2)
    elif good == "bananas":
        d.chord((x - r, y - r * 1.4, x + r, y + r * 0.8), 20, 160, fill=fill, outline=INK, width=1)
        d.chord((x - r, y - r * 1.0, x + r, y + r * 1.1), 20, 160, fill=fill, outline=INK, width=1)
    else:
        for cx, cy, rr in ((-0.45, 0.15, 0.55), (0.45, 0.15, 0.55), (0, -0.3, 0.6)):
            d.ellipse(
                (x + (cx - rr) * r, y + (cy - rr) * r, x + (cx + rr) * r, y + (cy + rr) * r),
                fill=fill,
                outline=(120, 120, 120),
                width=1,
            )


def share_icon(
    d: ImageDraw.ImageDraw, x: float, y: float, cid: str | None, letter: str, r: float = 14
) -> None:
    """A share certificate of a company: a square in its colour with its letter."""
    fill = COMPANY_FILL.get(cid or "", (200, 200, 200))
    d.rectangle((x - r, y - r, x + r, y + r), fill=fill, outline=INK, width=2)
    text(d, (x, y + 1), letter, size=fonts.SMALL, fill=COMPANY_TEXT.get(cid or "", INK), anchor="mm", bold=True)


def generic_share(d: ImageDraw.ImageDraw, x: float, y: float, r: float = 14) -> None:
    """A share icon on a company track: a certificate with a folded corner."""
    d.polygon(
        [(x - r, y - r), (x + r * 0.5, y - r), (x + r, y - r * 0.5), (x + r, y + r), (x - r, y + r)],
        fill=(252, 248, 236),
        outline=INK,
        width=2,
    )


def company_name(w: Phrases, cid: Any) -> str:
    """A company's name ("Cape Town"); an unknown id reads as itself."""
    return w("render-mombasa-company", company=str(cid))


def player_name(w: Phrases, seat: int) -> str:
    """A seat's name: the caller's name for it, else "P1 blue" (seat number and colour)."""
    return w.name(seat) or w("render-mombasa-seat", number=seat + 1, colour=seat % len(PLAYER_FILL))


def _seat_entry(view: Mapping[str, Any] | None, seat: int) -> Mapping[str, Any]:
    players = (view or {}).get("players")
    if isinstance(players, list):
        for p in players:
            if isinstance(p, Mapping) and p.get("seat") == seat:
                return p
    return {}


def seat_name(w: Phrases, view: Mapping[str, Any] | None, seat: int) -> str:
    """The name a seat goes by in this game: "Mautoma" for the solo opponent, else the
    player's name (the caller's, or "P<n> <colour>")."""
    if is_automa(view, seat) or _seat_entry(view, seat).get("name"):
        return w("render-mombasa-mautoma")
    return player_name(w, seat)


def is_automa(view: Mapping[str, Any] | None, seat: int) -> bool:
    automa = (view or {}).get("automa")
    if isinstance(automa, Mapping) and automa.get("seat") == seat:
        return True
    return bool(_seat_entry(view, seat).get("automa"))


def seat_label(w: Phrases, view: Mapping[str, Any] | None, seat: int) -> str | None:
    """What a seat's marker shows instead of its number: "M" on the Mautoma's markers."""
    return w("render-mombasa-mautoma-letter") if is_automa(view, seat) else None


# -- a seat's summary (player strips, player boards, the Mautoma's name lines) ----------------
def first_player_badge(w: Phrases, d: ImageDraw.ImageDraw, x: float, y: float) -> int:
    """The "1st player" badge, its left edge at ``x``; returns its width."""
    s = w("render-mombasa-first-player-badge")
    bw = max(108, fonts.text_width(s, fonts.SMALL) + 16)
    d.rounded_rectangle((x, y - 15, x + bw, y + 15), 8, fill=INK)
    text(d, (x + bw / 2, y), s, size=fonts.SMALL, fill=WHITE, anchor="mm")
    return bw


def diamond_and_ink(say: Phrases, d: ImageDraw.ImageDraw, x: float, y: float, p: Mapping[str, Any]) -> int:
    """The seat's diamond and bookkeeping (ink jar) positions, each with what it scores;
    returns the width used, with the gap after it."""
    w = 0
    diamond(d, x + 12, y, 15)
    w += 30
    w += text(d, (x + w, y), say("render-mombasa-track-at", at=p.get('diamond', 0), score=p.get('diamond_score', 0)), size=fonts.SMALL, anchor="lm") + 22
    inkjar(d, x + w + 12, y, 15)
    w += 30
    w += text(d, (x + w, y), say("render-mombasa-track-at", at=p.get('ink', 0), score=p.get('bookkeeping_score', 0)), size=fonts.SMALL, anchor="lm") + 22
    return w


def share_count_width(say: Phrases, total: int, on_cards: int) -> int:
    """The width ``share_count`` takes (with the gap after it), measured without drawing."""
    w = 34 + fonts.text_width(str(total), fonts.NORMAL, True) + 6
    if on_cards > 0:
        w += fonts.text_width(say("render-mombasa-on-cards", count=on_cards), fonts.SMALL) + 4
    return w


def share_count(say: Phrases, d: ImageDraw.ImageDraw, x: float, y: float, cid: str, letter: str, total: int,
                on_cards: int) -> int:
    """A company's share icon, the seat's share total, and "(n on cards)" when some of them
    are printed on its cards; returns the width used, with the gap after it."""
    share_icon(d, x + 14, y, cid, letter, 14)
    w = 34
    w += text(d, (x + w, y), total, size=fonts.NORMAL, anchor="lm", bold=True) + 6
    if on_cards > 0:
        w += text(d, (x + w, y), say("render-mombasa-on-cards", count=on_cards), size=fonts.SMALL, fill=MUTED, anchor="lm") + 4
    return w


def track_bonus_pill_width(w: Phrases, level: Any) -> int:
    """The width ``track_bonus_pill`` takes, measured without drawing."""
    return fonts.text_width(w("render-mombasa-bonus-level", level=level), fonts.SMALL) + 14


def track_bonus_pill(w: Phrases, d: ImageDraw.ImageDraw, x: float, y: float, level: Any) -> int:
    """"bonus N": the level of a company track's bonus the seat has unlocked; returns its width."""
    label = w("render-mombasa-bonus-level", level=level)
    bw = track_bonus_pill_width(w, level)
    d.rounded_rectangle((x, y - 13, x + bw, y + 13), 6, fill=(252, 236, 180), outline=GOLD_DARK)
    text(d, (x + bw / 2, y), label, size=fonts.SMALL, anchor="mm")
    return bw


def trading_post(
    d: ImageDraw.ImageDraw, x: float, y: float, cid: str, letter: str, upended: bool = False, r: float = 18
) -> None:
    """A trading post: a square of the company colour with its letter; an upended one
    (placed on its side during an expansion, rewards not yet taken) is a tilted diamond."""
    fill = COMPANY_FILL.get(cid, MUTED)
    if upended:
        d.polygon([(x, y - r * 1.3), (x + r * 1.3, y), (x, y + r * 1.3), (x - r * 1.3, y)], fill=fill, outline=(255, 210, 0), width=4)
    else:
        d.rectangle((x - r, y - r, x + r, y + r), fill=fill, outline=INK if cid != "mombasa" else (200, 200, 200), width=2)
    text(d, (x, y + 1), letter, size=fonts.SMALL, fill=COMPANY_TEXT.get(cid, INK), anchor="mm", bold=True)


# -- rewards ------------------------------------------------------------------------------------
def reward_row(
    d: ImageDraw.ImageDraw,
    x: float,
    y: float,
    rewards: Sequence[tuple[str, int]],
    size: int = fonts.SMALL,
    r: float = 13,
    track_fill: RGB = INK,
) -> int:
    """Icons with numbers, left to right from (x, centre y). Kinds: pounds, pay, diamonds,
    track, bookkeeping, cotton_pounds, remove_posts, mines. Returns the width used."""
    x0 = x
    for kind, value in rewards:
        if kind in ("pounds", "pay"):
            label = f"-{value}" if kind == "pay" else str(value)
            w = max(2 * r, fonts.text_width(label, size) + 8)
            d.ellipse((x, y - r, x + w, y + r), fill=GOLD if kind == "pounds" else (240, 210, 200), outline=GOLD_DARK if kind == "pounds" else CRATE, width=2)
            text(d, (x + w / 2, y + 1), label, size=size, anchor="mm", bold=True)
            x += w + 6
            continue
        if kind == "cotton_pounds":  # pounds = cotton units - 1
            coin(d, x + r, y, r)
            x += 2 * r + 4
            x += text(d, (x, y), "=", size=size, anchor="lm") + 4
            goods_icon(d, x + r, y, "cotton", r)
            x += 2 * r + 2
            x += text(d, (x, y), "-1", size=size, anchor="lm", bold=True) + 8
            continue
        icon = {"diamonds": diamond, "bookkeeping": inkjar, "mines": mine, "remove_posts": post_icon}.get(kind)
        if kind == "track":
            step(d, x + r, y, r, fill=track_fill)
        elif icon is not None:
            icon(d, x + r, y, r)
        x += 2 * r + 2
        label = f"-{value}" if kind == "remove_posts" else str(value)
        x += text(d, (x, y), label, size=size, anchor="lm", bold=True) + 8
    return int(x - x0)


def region_rewards(region: Any) -> list[tuple[str, int]]:
    out = []
    rw = region.rewards
    for kind, value in (("pounds", rw.pounds), ("diamonds", rw.diamonds), ("track", rw.track), ("bookkeeping", rw.bookkeeping)):
        if value:
            out.append((kind, value))
    return out


# -- cards ---------------------------------------------------------------------------------------
def card_value(card: Mapping[str, Any]) -> list[tuple[str, Any]]:
    """What a card does, as (icon kind, number) pairs."""
    kind = card.get("kind")
    if kind == "goods":
        return [("good:" + str(card.get("good")), card.get("units", 0))]
    if kind == "expansion":
        return [("expansion", card.get("expansion", 0))]
    if kind == "bookkeeper":
        return [("bookkeeping", card.get("bookkeeping", 0))]
    if kind == "diamond":
        out: list[tuple[str, Any]] = [("diamonds", card.get("diamonds", 0)), ("pounds", card.get("pounds", 0))]
        if card.get("company"):
            out.append(("mines", card["company"]))
        return out
    return []


def card_short(w: Phrases, card: Mapping[str, Any] | None) -> str:
    """A few words: "Coffee 3", "Expansion 2", "Bookkeeper 2", "Diamonds 2+1", "Share C"."""
    if not card:
        return w("render-mombasa-empty")
    kind = card.get("kind")
    if kind == "share":
        return w("render-mombasa-card-share-of", company=company_name(w, card.get("share")))
    if kind not in ("goods", "expansion", "bookkeeper", "diamond"):
        s = str(kind)
    else:
        value = {"goods": "units", "expansion": "expansion", "bookkeeper": "bookkeeping", "diamond": "diamonds"}[kind]
        s = w("render-mombasa-card-short", kind=kind, good=str(card.get("good", "")), value=card.get(value, 0))
        if kind == "diamond" and card.get("company"):
            s = w("render-mombasa-card-mines", card=s, company=company_name(w, card["company"]))
    if card.get("share"):
        s = w("render-mombasa-card-plus-share", card=s, company=company_name(w, card["share"]))
    return s


def _shown(item: Mapping[str, Any] | None) -> tuple[tuple[str, str], ...] | None:
    """A card's or book's fields as a kept tile's key (a price is drawn beside it, not on it)."""
    if item is None:
        return None
    return tuple(sorted((k, repr(v)) for k, v in item.items() if k != "price"))


def draw_card(
    say: Phrases,
    d: ImageDraw.ImageDraw,
    box: tuple[int, int, int, int],
    card: Mapping[str, Any] | None,
    letters: Mapping[str, str] | None = None,
    face_down: bool = False,
    used: bool = False,
    compact: bool = False,
) -> None:
    """A card: kind band, big value icon, red crate value, share corner, market letter.

    ``compact`` draws a short chip (one line) for resting decks and hands in narrow places.
    Pasted from its kept tile (``render.kit.tiles``): the same pixels.
    """
    key = ("card", say.words.lang, _shown(card), tuple(sorted((letters or {}).items())), face_down, used, compact)
    tiles.kept(d, key, box, lambda d, box: _draw_card(say, d, box, card, letters, face_down, used, compact))


def _draw_card(
    say: Phrases,
    d: ImageDraw.ImageDraw,
    box: tuple[int, int, int, int],
    card: Mapping[str, Any] | None,
    letters: Mapping[str, str] | None,
    face_down: bool,
    used: bool,
    compact: bool,
) -> None:
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    if face_down:  # before the None check: a public view hides the face of a planned card
        d.rounded_rectangle(box, 10, fill=(120, 90, 60), outline=INK, width=2)
        d.rounded_rectangle((x0 + 6, y0 + 6, x1 - 6, y1 - 6), 8, outline=(200, 170, 120), width=2)
        text(d, ((x0 + x1) / 2, (y0 + y1) / 2), say("render-mombasa-card-planned"), size=fonts.SMALL, fill=(250, 235, 200), anchor="mm")
        return
    if card is None:
        d.rounded_rectangle(box, 10, outline=LINE, width=2)
        return
    kind = card.get("kind", "")
    fill: tuple[int, ...] = KIND_FILL.get(kind, WHITE)
    if used:
        fill = tuple(int(c * 0.72) for c in fill)
    d.rounded_rectangle(box, 10, fill=fill, outline=INK, width=2)
    cx = (x0 + x1) / 2
    if compact:
        x = x0 + 8
        cy = (y0 + y1) / 2
        x += _card_icons(d, x, cy, card, letters, r=12)
        crate = card.get("crate")
        if crate is not None:
            text(d, (x1 - 8, cy), crate, size=fonts.SMALL, fill=CRATE, anchor="rm", bold=True)
        if card.get("share"):
            share_icon(d, x1 - 40, cy, card["share"], company_letter(card["share"], letters), r=11)
        if used:
            d.line((x0 + 4, y1 - 4, x1 - 4, y0 + 4), fill=(90, 80, 70), width=3)
        return
    # kind band
    d.rounded_rectangle((x0, y0, x1, y0 + 34), 10, fill=tuple(max(0, c - 40) for c in fill))
    d.rectangle((x0, y0 + 24, x1, y0 + 34), fill=tuple(max(0, c - 40) for c in fill))
    band = say("render-mombasa-card-band", kind=str(kind), good=str(card.get("good", "")))
    # the band has the card's whole width ("Bookkeeper", "Boekhouder" read whole at phone
    # width); the market letter sits at the foot, between the share and the crate
    text(d, (x0 + 8, y0 + 17), band, size=fonts.SMALL, anchor="lm", bold=True, max_width=w - 16)
    letter = str(card.get("letter") or "")
    if letter:
        text(d, (cx, y1 - 19), letter, size=fonts.SMALL, anchor="mm", fill=MUTED, bold=True)
    # main value
    vy = y0 + 34 + (h - 34 - 38) / 2
    if kind == "share":
        share_icon(d, cx, vy, card.get("share"), company_letter(card.get("share"), letters), r=22)
    else:
        # a diamond card with a mine ("2 diamonds, 1 pound, a mine of B": 193 px at r=17) is
        # wider than a display's card (176 px): its icons shrink until the row fits inside
        r = 17
        wv = _card_icons(d, 0, 0, card, letters, r=r, measure=True)
        while wv > w - 12 and r > 11:
            r -= 1
            wv = _card_icons(d, 0, 0, card, letters, r=r, measure=True)
        _card_icons(d, cx - wv / 2, vy, card, letters, r=r)
    # crate value (red crate, bottom right) and extra share (bottom left)
    crate = card.get("crate")
    if crate is not None:
        d.rectangle((x1 - 36, y1 - 34, x1 - 6, y1 - 6), fill=CRATE, outline=INK)
        text(d, (x1 - 21, y1 - 19), crate, size=fonts.SMALL, fill=WHITE, anchor="mm", bold=True)
    if card.get("share") and kind != "share":
        share_icon(d, x0 + 22, y1 - 20, card["share"], company_letter(card["share"], letters), r=14)
    if used:
        d.line((x0 + 6, y1 - 6, x1 - 6, y0 + 40), fill=(90, 80, 70), width=4)


def _card_icons(
    d: ImageDraw.ImageDraw,
    x: float,
    y: float,
    card: Mapping[str, Any],
    letters: Mapping[str, str] | None,
    r: float = 15,
    measure: bool = False,
) -> int:
    x0 = x
    size = fonts.LARGE if r >= 16 else fonts.SMALL
    for kind, value in card_value(card):
        if kind == "mines":
            if not measure:
                mine(d, x + r, y, r * 0.9)
                share_icon(d, x + 2 * r + r * 0.7, y, value, company_letter(value, letters), r * 0.7)
            x += 2 * r + 1.4 * r + 6
            continue
        if not measure:
            if kind.startswith("good:"):
                goods_icon(d, x + r, y, kind[5:], r)
            elif kind == "expansion":
                expansion_icon(d, x + r, y, r)
            elif kind == "bookkeeping":
                inkjar(d, x + r, y, r)
            elif kind == "diamonds":
                diamond(d, x + r, y, r)
            elif kind == "pounds":
                coin(d, x + r, y, r)
        x += 2 * r + 3
        s = str(value)
        x += (fonts.text_width(s, size) if measure else text(d, (x, y), s, size=size, anchor="lm", bold=True)) + 8
    return int(x - x0)


# -- books -----------------------------------------------------------------------------------------
def requirement_text(w: Phrases, req: Mapping[str, Any]) -> str:
    return w("render-mombasa-requirement", kind=str(req.get("kind")), value=req.get("value"))


# A requirement is drawn as pieces (a number, an icon, a word), grouped in chunks that read
# as one ("2 coffee" | "+2 of 1" | coffee, bananas, cotton; "1 diamond" | "or ink jar card"): a
# book too narrow for the whole requirement ("of" and "kaart" in Dutch) breaks it between
# chunks onto the line under the letter badge, never past its edge into the next space.
Piece = tuple[float, Callable[[ImageDraw.ImageDraw, float, float], Any]]  # width, draw(d, left x, centre y)


def _word(s: str, gap: float = 3, bold: bool = False) -> Piece:
    return (fonts.text_width(s, fonts.SMALL, bold) + gap,
            lambda d, x, y: text(d, (x, y), s, size=fonts.SMALL, anchor="lm", bold=bold))


def _icon(draw: Callable[..., Any], r: float, width: float, *args: Any) -> Piece:
    return (width, lambda d, x, y: draw(d, x + r, y, *args, r))


def requirement_chunks(w: Phrases, req: Mapping[str, Any], r: float = 12) -> list[list[Piece]]:
    """A requirement as chunks of pieces, left to right (see above)."""
    kind, value = str(req.get("kind")), req.get("value", 0)
    first: list[Piece] = [_word(str(value), bold=True)]
    chunks = [first]
    if kind in GOODS_FILL:
        first.append((2 * r, lambda d, x, y: goods_icon(d, x + r, y, kind, r)))
    elif kind in ("one_good", "coffee_and_one_good"):
        rest = first
        if kind == "coffee_and_one_good":
            first.append((2 * r + 2, lambda d, x, y: goods_icon(d, x + r, y, "coffee", r)))
            rest = [_word(f"+{value}", bold=True)]
            chunks.append(rest)
        rest.append(_word(w("render-mombasa-of-one")))

        def good_piece(g: str) -> Piece:
            return (r * 1.5, lambda d, x, y: goods_icon(d, x + r * 0.75, y, g, r * 0.75))

        chunks.append([good_piece(g) for g in GOODS_FILL])
    elif kind == "expansion":
        first.append(_icon(expansion_icon, r, 2 * r))
    elif kind in ("diamond_or_bookkeeper", "diamond", "bookkeeper"):
        rest = first
        if kind != "bookkeeper":
            first.append(_icon(diamond, r, 2 * r))
        if kind == "diamond_or_bookkeeper":
            rest = [_word(w("render-mombasa-icon-or"))]
            chunks.append(rest)
        if kind != "diamond":
            rest.append(_icon(inkjar, r, 2 * r))
        rest.append(_word(w("render-mombasa-icon-card"), gap=0))
    return chunks


def requirement_icons(w: Phrases, d: ImageDraw.ImageDraw, x: float, y: float, req: Mapping[str, Any],
                      r: float = 12) -> int:
    """A requirement as a number and icons ("of 1" = of one single good), on one line."""
    x0 = x
    for chunk in requirement_chunks(w, req, r):
        for width, draw in chunk:
            draw(d, x, y)
            x += width
    return int(x - x0)


def requirement_lines(w: Phrases, reqs: Sequence[Mapping[str, Any]], left: float, right: float,
                      indent: float, r: float = 12) -> list[tuple[float, list[Piece]]]:
    """The lines a book's requirements take between ``left`` and ``right``: (start x,
    pieces). Each requirement starts a line at ``indent`` (beside the letter badge, and
    aligned under it); a chunk that would pass ``right`` goes on the next line, from
    ``left``."""
    lines: list[tuple[float, list[Piece]]] = []
    for req in reqs:
        x = None
        for chunk in requirement_chunks(w, req, r):
            wide = sum(width for width, _ in chunk)
            if x is None or (x + wide > right and lines[-1][1]):
                x = indent if x is None else left
                lines.append((x, []))
            lines[-1][1].extend(chunk)
            x += wide
    return lines


BOOK_FILL = {"A": (236, 226, 200), "B": (224, 214, 236), "C": (214, 232, 222), "S": (240, 240, 240)}


def draw_book(
    w: Phrases,
    d: ImageDraw.ImageDraw,
    box: tuple[int, int, int, int],
    book: Mapping[str, Any] | None,
    face_down: bool = False,
) -> None:
    """A book tile: letter badge, requirements on the left (above the line), rewards below.
    Pasted from its kept tile (``render.kit.tiles``): the same pixels."""
    tiles.kept(d, ("book", w.words.lang, _shown(book), face_down), box,
               lambda d, box: _draw_book(w, d, box, book, face_down))


def _draw_book(
    w: Phrases,
    d: ImageDraw.ImageDraw,
    box: tuple[int, int, int, int],
    book: Mapping[str, Any] | None,
    face_down: bool,
) -> None:
    x0, y0, x1, y1 = box
    if book is None:
        d.rounded_rectangle(box, 8, outline=LINE, width=2)
        return
    letter = str(book.get("letter", "?"))
    if face_down or book.get("flipped"):
        d.rounded_rectangle(box, 8, fill=(170, 150, 120), outline=INK, width=2)
        text(d, ((x0 + x1) / 2, (y0 + y1) / 2), letter, size=fonts.LARGE, fill=(250, 240, 220), anchor="mm", bold=True)
        return
    d.rounded_rectangle(box, 8, fill=BOOK_FILL.get(letter, WHITE), outline=INK, width=2)
    d.rounded_rectangle((x0 + 4, y0 + 4, x0 + 30, y0 + 32), 5, fill=INK)
    text(d, (x0 + 17, y0 + 18), letter, size=fonts.SMALL, fill=WHITE, anchor="mm", bold=True)
    lines = requirement_lines(w, list(book.get("requirements") or [])[:2], x0 + 8, x1 - 6, x0 + 38)
    pitch = 28 if len(lines) <= 2 else 25  # a third line (a requirement broken in two) packs closer
    for i, (x, pieces) in enumerate(lines):
        for width, draw in pieces:
            draw(d, x, y0 + 19 + i * pitch)
            x += width
    ym = y0 + 19 + max(1, len(lines)) * pitch - 8
    d.line((x0 + 6, ym, x1 - 6, ym), fill=LINE, width=1)
    rewards = [(str(r.get("kind")), r.get("value", 0)) for r in (book.get("rewards") or [])]
    reward_row(d, x0 + 10, (ym + y1) / 2, rewards, r=12)


def book_short(w: Phrases, book: Mapping[str, Any] | None) -> str:
    if not book:
        return w("render-mombasa-empty")
    reqs = ", ".join(requirement_text(w, r) for r in book.get("requirements") or []) or w("render-mombasa-none")
    rws = ", ".join(reward_text(w, r) for r in book.get("rewards") or []) or w("render-mombasa-nothing")
    return w("render-mombasa-book-short", letter=str(book.get("letter", "?")), needs=reqs, gives=rws)


def reward_text(w: Phrases, r: Mapping[str, Any]) -> str:
    return w("render-mombasa-reward", kind=str(r.get("kind")), value=r.get("value", 0))


def track_bonus_label(w: Phrases, kind: str, level: int, amount: int = 0) -> str:
    """A special track bonus in a few words (the data's long text goes in the text view)."""
    two = level >= 2
    default = {"expansion_plus": 2 if two else 1, "bonus_markers": 2 if two else 1, "sell_card": 8 if two else 3}
    return w("render-mombasa-track-bonus", kind=kind, level=2 if two else 1, amount=amount or default.get(kind, 0),
             other=kind.replace("_", " "))


def draw_slot(w: Phrases, d: ImageDraw.ImageDraw, box: tuple[int, int, int, int], slot: Mapping[str, Any],
              letters: Mapping[str, str] | None = None) -> None:
    """An action slot: a planned card (face down, not yet revealed) shows its back; a used
    card (flipped after use, its face already public) shows struck through."""
    used = bool(slot.get("used"))
    draw_card(w, d, box, slot.get("card"), letters, face_down=bool(slot.get("face_down")) and not used,
              used=used, compact=True)
    if slot.get("plus_one") and slot.get("card"):
        x1, y0 = box[2], box[1]
        d.rounded_rectangle((x1 - 84, y0 + 4, x1 - 48, y0 + 28), 6, fill=GOLD, outline=INK)
        text(d, (x1 - 66, y0 + 16), "+1", size=SMALL_SIZE, anchor="mm", bold=True)
