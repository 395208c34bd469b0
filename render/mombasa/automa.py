"""The Mautoma's area in a solo game (view["automa"]): its name line, shares with the cards'
shares, the round card with the icons its coins cover, the grey and yellow rows of the
playmat with the cards drawn this round and the red arrows, its deck counts, the expansion
card's priorities and the pile of cards it took.

Drawn on the public board in place of its seat's player strip, and on its player board in
place of an action area (it has no hand, no plan and no resting decks).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from PIL import ImageDraw

from render.kit import fonts
from render.kit.words import Phrases
from render.mombasa import draw as dr
from render.mombasa import layout as lo
from render.mombasa.components import automa_components
from render.mombasa.draw import company_name
from render.mombasa.status import status_words
from rules.mombasa.components import COMPANIES, Components
from rules.mombasa.views import AutomaView, PlayerView

View = Mapping[str, Any]
Box = tuple[int, int, int, int]

ROW_SPOTS = 3
DIFFICULTY_FILL = {"easy": (46, 125, 60), "medium": (176, 110, 10), "hard": (170, 30, 30)}
CARD_FILL = {"grey": (206, 206, 202), "yellow": (248, 216, 96)}
SPOT_FILL = {"grey": (236, 236, 232), "yellow": (252, 240, 196)}
ARROW_RED = (196, 28, 28)
DEBT_RED = (176, 24, 24)

def automa_area(view: View) -> AutomaView | None:
    a: AutomaView | None = view.get("automa")
    return a if isinstance(a, Mapping) else None


def automa_seat(view: View) -> int | None:
    a = automa_area(view)
    return int(a["seat"]) if a and a.get("seat") is not None else None


def row_arrows(a: Mapping[str, Any], colour: str) -> list[Mapping[str, Any]]:
    """The red arrow that applies to each filled spot of a row and to the next one: the
    playmat's for the first card, then the one printed on the card before."""
    cards = list((a.get("rows") or {}).get(colour) or [])
    try:
        first = automa_components().playmat.first_arrow(colour)
        arrows: list[Mapping[str, Any]] = [{"criterion": first.criterion, "column": first.column, "row": first.row}]
    except (KeyError, ValueError):
        arrows = [{}]
    arrows += [c.get("next_arrow") or {} for c in cards]
    nxt = (a.get("next_arrows") or {}).get(colour)
    if nxt and len(cards) < ROW_SPOTS:
        arrows[len(cards)] = nxt  # the engine's word for the next spot
    return arrows[:ROW_SPOTS]


def card_words(say: Phrases, card: Mapping[str, Any]) -> list[str]:
    """A row card's sections in words: yellow ["Take a book"], grey ["Sell space", "else Buy a card"]."""
    secs = [say("render-mombasa-automa-section", section=str(s), other=str(s).replace("_", " "))
            for s in card.get("sections") or []]
    return secs[:1] + [say("render-mombasa-automa-else", action=f"{s[0].lower()}{s[1:]}") for s in secs[1:2]]


def criterion_words(say: Phrases, arrow: Mapping[str, Any]) -> str:
    c = arrow.get("criterion")
    return say("render-mombasa-automa-criterion", criterion=c) if c else ""


def book_words(say: Phrases, arrow: Mapping[str, Any]) -> str:
    """Which book it would take (the arrow's number: display column; its place: the row)."""
    if not arrow.get("column"):
        return ""
    return say("render-mombasa-automa-book", column=arrow["column"], row=str(arrow.get("row", ""))).rstrip(", ")


def pounds_text(say: Phrases, a: Mapping[str, Any]) -> str:
    return say("render-mombasa-automa-pounds", money=a.get("money", 0), debt=int(a.get("debt") or 0))


def difficulty_name(say: Phrases, difficulty: Any) -> str:
    return say("render-mombasa-difficulty", difficulty=str(difficulty))


def favoured_name(say: Phrases, a: Mapping[str, Any]) -> str:
    return company_name(say, a.get("favoured"))


def tile_name(say: Phrases, tile: Any) -> str:
    return say("render-mombasa-automa-tile", tile=str(tile))


# -- pieces ------------------------------------------------------------------------------------
def red_arrow(d: ImageDraw.ImageDraw, x: float, y: float, column: Any, w: int = 30) -> None:
    """The red arrow of the Mautoma's cards, pointing right at a spot, the book column inside."""
    h = 15
    d.polygon([(x, y - h), (x + w - 10, y - h), (x + w, y), (x + w - 10, y + h), (x, y + h)],
              fill=ARROW_RED, outline=dr.INK, width=1)
    if column:
        dr.text(d, (x + (w - 6) / 2, y + 1), column, size=fonts.SMALL, fill=dr.WHITE, anchor="mm", bold=True)


pill = dr.pill


def measure_icon(d: ImageDraw.ImageDraw, x: float, y: float, measure: str, r: float) -> None:
    if measure == "expansion":
        dr.expansion_icon(d, x, y, r)
    else:
        dr.goods_icon(d, x, y, measure, r)


def reward_icon(d: ImageDraw.ImageDraw, x: float, y: float, kind: str, r: float = 11) -> None:
    if kind == "pounds":
        dr.coin(d, x, y, r)
    elif kind == "track":
        dr.step(d, x, y, r)
    elif kind == "diamonds":
        dr.diamond(d, x, y, r)
    else:
        dr.inkjar(d, x, y, r)


def five_coin(d: ImageDraw.ImageDraw, x: float, y: float, r: float = 24) -> None:
    """A 5-pound coin of the playmat (bigger and ringed, so it reads apart from 1-pound coins)."""
    dr.coin(d, x, y, r)
    d.ellipse((x - r + 5, y - r + 5, x + r - 5, y + r - 5), outline=dr.GOLD_DARK, width=2)
    dr.text(d, (x, y + 1), "5", size=fonts.NORMAL, anchor="mm", bold=True)


# -- the name lines ----------------------------------------------------------------------------
def draw_name_lines(say: Phrases, d: ImageDraw.ImageDraw, box: Box, p: PlayerView, view: View,
                    lt: Mapping[str, str], first_x: int = 560) -> None:
    """Line 1: marker, name, difficulty, first player, cash and debt, diamond, ink, markers.
    Line 2: shares (with those on the cards of its pile) and the favoured company."""

    a: Mapping[str, Any] = automa_area(view) or {}
    x0, y0, x1, _ = box
    s = int(p["seat"])
    x = x0 + 36
    yl = y0 + 26
    letter = say("render-mombasa-mautoma-letter")
    dr.player_marker(d, x, yl, s, 17, label=letter)
    x += 28
    x += dr.text(d, (x, yl), dr.seat_name(say, view, s), size=fonts.LARGE, anchor="lm", bold=True) + 14
    diff = str(a.get("difficulty") or "")
    if diff:
        x += pill(d, x, yl, difficulty_name(say, diff), DIFFICULTY_FILL.get(diff, dr.MUTED)) + 12
    if view.get("first_player") == s:
        x += dr.first_player_badge(say, d, x, yl) + 12
    st = status_words(say, p, view)
    if st:
        x += dr.text(d, (x, yl), st, size=fonts.SMALL, fill=dr.MUTED, anchor="lm") + 16
    x = max(x, x0 + first_x)
    markers = int(p.get("bonus_markers", 0))
    dr.coin(d, x + 20, yl, 19, p.get("money", 0))
    x += 46
    x += dr.text(d, (x, yl), say("render-mombasa-cash"), size=fonts.SMALL, fill=dr.MUTED, anchor="lm") + 12
    debt = int(a.get("debt", p.get("debt", 0)) or 0)
    if debt:
        x += pill(d, x, yl, say("render-mombasa-debt", debt=debt), DEBT_RED) + 10
    x += 12
    x += dr.diamond_and_ink(say, d, x, yl, p)
    if x < x1 - 200:
        x += dr.text(d, (x, yl), say("render-mombasa-automa-markers", count=markers), size=fonts.SMALL, fill=dr.MUTED, anchor="lm") + 18
        for _ in range(markers):
            if x > x1 - 20:
                break
            dr.player_marker(d, x, yl, s, 12, label=letter)
            x += 30
    # shares: on its tracks, plus those printed on the cards it took
    y2 = y0 + 70
    x = x0 + 22
    x += dr.text(d, (x, y2), say("render-mombasa-shares"), size=fonts.SMALL, fill=dr.MUTED, anchor="lm") + 12
    track = p.get("track_shares") or {}
    total = p.get("total_shares") or {}
    for cid in COMPANIES:
        n_total = int(total.get(cid, track.get(cid, 0)) or 0)
        on_cards = n_total - int(track.get(cid, 0) or 0)
        x += dr.share_count(say, d, x, y2, cid, lt.get(cid, "?"), n_total, on_cards)
        x += 16
    fav = a.get("favoured")
    x = max(x + 20, x0 + 900)
    x += dr.text(d, (x, y2), say("render-mombasa-automa-favoured"), size=fonts.SMALL, fill=dr.MUTED, anchor="lm") + 10
    if fav:
        dr.share_icon(d, x + 15, y2, fav, lt.get(fav, "?"), 15)
        d.ellipse((x - 6, y2 - 21, x + 36, y2 + 21), outline=dr.GOLD_DARK, width=3)
        x += 44
        x += dr.text(d, (x, y2), favoured_name(say, a), size=fonts.NORMAL,
                     anchor="lm", bold=True) + 14
        tile = a.get("favoured_bonus_tile")
        if tile:
            dr.text(d, (x, y2), say("render-mombasa-automa-its-tile", tile=tile_name(say, tile)), size=fonts.SMALL, fill=dr.MUTED, anchor="lm",
                    max_width=max(40, x1 - 12 - x))
    else:
        dr.text(d, (x, y2), say("render-mombasa-automa-drawn-after-tile"), size=fonts.SMALL, fill=dr.MUTED, anchor="lm",
                max_width=max(40, x1 - 12 - x))


# -- the round card ----------------------------------------------------------------------------
def draw_round_card(say: Phrases, d: ImageDraw.ImageDraw, box: Box, a: Mapping[str, Any]) -> None:
    """The current round card: its icons left to right; a 5-pound coin on each covered one."""
    x0, y0, x1, y1 = box
    d.rounded_rectangle(box, 12, fill=(250, 245, 232), outline=dr.LINE, width=2)
    card = a.get("round_card")
    left = a.get("round_cards_left")
    title = say("render-mombasa-automa-round-card", shown="true" if card and card.get("id") else "false",
                id=str((card or {}).get("id") or ""))
    dr.text(d, (x0 + 14, y0 + 22), title, size=fonts.NORMAL, anchor="lm", bold=True, max_width=x1 - x0 - 28)
    if left is not None:
        dr.text(d, (x0 + 14, y1 - 20), say("render-mombasa-automa-round-cards-left", count=left), size=fonts.SMALL, fill=dr.MUTED, anchor="lm")
    if not card:
        # drawn face down at the start of the actions (after the planning)
        cb = (x0 + 40, y0 + 54, x1 - 40, y1 - 46)
        d.rounded_rectangle(cb, 12, fill=(120, 90, 60), outline=dr.INK, width=2)
        d.rounded_rectangle((cb[0] + 8, cb[1] + 8, cb[2] - 8, cb[3] - 8), 9, outline=(200, 170, 120), width=2)
        cx = (cb[0] + cb[2]) / 2
        dr.text(d, (cx, (cb[1] + cb[3]) / 2 - 16), say("render-mombasa-automa-drawn-when"), size=fonts.SMALL, fill=(250, 235, 200), anchor="mm")
        dr.text(d, (cx, (cb[1] + cb[3]) / 2 + 14), say("render-mombasa-automa-actions-start"), size=fonts.SMALL, fill=(250, 235, 200), anchor="mm")
        return
    dr.text(d, (x0 + 14, y0 + 52), say("render-mombasa-automa-majority-line-one"), size=fonts.SMALL, fill=dr.MUTED, anchor="lm")
    dr.text(d, (x0 + 14, y0 + 76), say("render-mombasa-automa-majority-line-two"), size=fonts.SMALL, fill=dr.MUTED, anchor="lm")
    icons = list(card.get("icons") or [])
    n = max(1, len(icons))
    for k, icon in enumerate(icons):
        cb = round_icon_box(box, k, n)
        top, bot = cb[1], cb[3]
        cw = cb[2] - cb[0]
        cx = (cb[0] + cb[2]) / 2
        covered = bool(icon.get("covered"))
        d.rounded_rectangle(cb, 10, fill=(236, 226, 204) if covered else dr.WHITE, outline=dr.INK, width=2)
        measure = str(icon.get("measure"))
        measure_icon(d, cx, top + 40, measure, 22)
        if covered:  # the coin lies on the icon; the value it needed stays readable under it
            five_coin(d, cx, top + 44, min(36, int(cw) // 2 - 6))
        dr.text(d, (cx, top + 118 if covered else top + 96), icon.get("value", 0), size=fonts.HUGE,
                fill=dr.MUTED if covered else dr.INK, anchor="mm", bold=True)
        label = say("render-mombasa-automa-measure", measure="covered" if covered else measure)
        dr.text(d, (cx, bot - 20), label, size=fonts.SMALL, fill=dr.CRATE if covered else dr.INK, anchor="mm",
                bold=covered, max_width=int(cw) - 8)


# -- the playmat rows --------------------------------------------------------------------------
def spot_box(rows: Box, row: int, k: int) -> Box:
    """Spot ``k`` (0..2, left to right) of playmat row ``row`` (0 grey, 1 yellow) in the
    rows box ``rows``."""
    x0, y0, x1, y1 = rows
    aw = lo.layout()["automa"]["arrow"]
    row_h = (y1 - y0 - 8) // 2
    ry0 = y0 + row * (row_h + 8)
    sw = (x1 - x0 - ROW_SPOTS * (aw + 6)) / ROW_SPOTS
    sx0 = x0 + (aw + 6) + k * (sw + aw + 6)
    return (int(sx0), ry0 + 34, int(sx0 + sw), ry0 + row_h)


def round_icon_box(card: Box, k: int, n: int = 3) -> Box:
    """Icon ``k`` of ``n`` (left to right) on the round card drawn in ``card``."""
    x0, y0, x1, y1 = card
    cw = (x1 - x0 - 28 - (n - 1) * 8) / n
    cx0 = x0 + 14 + k * (cw + 8)
    return (int(cx0), y0 + 98, int(cx0 + cw), y1 - 44)


# On the phone-first player board (800 px) the spots of a row are stacked, each the width of
# the board, so that every card's words read whole (three spots side by side left ~200 px each:
# "book: col. 6, bot…", "anders kaart ko…", "Diamantstapp…").
STACK_TITLE_H = 34  # a row's title above its spots
STACK_SPOT_H = 100  # a spot: the card's id and criterion, its two actions, the book
STACK_GAP = 8
STACK_ROW_GAP = 12


def stacked_rows_height() -> int:
    """Height of the two rows with their spots stacked (``stacked_spot_box``)."""
    row = STACK_TITLE_H + ROW_SPOTS * STACK_SPOT_H + (ROW_SPOTS - 1) * STACK_GAP
    return 2 * row + STACK_ROW_GAP


def stacked_spot_box(rows: Box, row: int, k: int) -> Box:
    """Spot ``k`` (0..2, top to bottom) of playmat row ``row`` (0 grey, 1 yellow) when the
    spots are stacked in the rows box ``rows``; the red arrows take the column at its left."""
    x0, y0, x1, _ = rows
    aw = lo.layout()["automa"]["arrow"]
    row_h = STACK_TITLE_H + ROW_SPOTS * STACK_SPOT_H + (ROW_SPOTS - 1) * STACK_GAP + STACK_ROW_GAP
    sy0 = y0 + row * row_h + STACK_TITLE_H + k * (STACK_SPOT_H + STACK_GAP)
    return (x0 + aw + 6, sy0, x1, sy0 + STACK_SPOT_H)


def draw_rows(say: Phrases, d: ImageDraw.ImageDraw, box: Box, a: Mapping[str, Any], lt: Mapping[str, str],
              stacked: bool = False) -> None:
    """The grey and the yellow row of the playmat, 3 spots each (side by side, or ``stacked``
    one under the other), with the cards drawn this round, the red arrow that applies to each
    card and to the next spot, and the 5-pound coins still on the yellow spots."""
    x0 = box[0]
    aw = lo.layout()["automa"]["arrow"]
    where = stacked_spot_box if stacked else spot_box
    draw_spot = _stacked_spot if stacked else _spot
    coins_left = int(a.get("playmat_coins", 0) or 0)
    for r, colour in enumerate(("grey", "yellow")):
        top = where(box, r, 0)[1]
        dr.text(d, (x0 + 4, top - 20), say("render-mombasa-automa-row-title", colour=colour), size=fonts.NORMAL, anchor="lm", bold=True,
                max_width=box[2] - x0 - 8)
        cards = list((a.get("rows") or {}).get(colour) or [])
        arrows = row_arrows(a, colour)
        for k in range(ROW_SPOTS):
            sb = where(box, r, k)
            card = cards[k] if k < len(cards) else None
            arrow = arrows[k] if k < len(arrows) and k <= len(cards) else None
            draw_spot(say, d, sb, colour, card, arrow, nxt=k == len(cards),
                      coin=colour == "yellow" and card is None and k >= ROW_SPOTS - coins_left)
            if arrow:
                ay = sb[1] + 24 if arrow.get("row") != "bottom" else sb[3] - 24
                red_arrow(d, sb[0] - aw - 3, ay, arrow.get("column"), aw)


def _criterion_pill(say: Phrases, d: ImageDraw.ImageDraw, box: Box, arrow: Mapping[str, Any]) -> int:
    """The arrow's criterion in a white pill at the spot's top right; returns its left edge."""
    x0, y0, x1, _ = box
    s = criterion_words(say, arrow)
    tw = fonts.text_width(s, fonts.SMALL) + 16
    d.rounded_rectangle((x1 - tw - 8, y0 + 8, x1 - 8, y0 + 36), 7, fill=dr.WHITE, outline=dr.INK)
    dr.text(d, (x1 - 8 - tw / 2, y0 + 22), s, size=fonts.SMALL, anchor="mm")
    return int(x1 - tw - 8)


@cache
def _id_width() -> int:
    """The widest id of the Mautoma's cards ("13B"): the column the stacked spots' words start after."""
    return max(fonts.text_width(c.id, fonts.LARGE, True) for c in automa_components().cards)


def _stacked_spot(say: Phrases, d: ImageDraw.ImageDraw, box: Box, colour: str, card: Mapping[str, Any] | None,
                  arrow: Mapping[str, Any] | None, nxt: bool, coin: bool) -> None:
    """A spot as wide as the board: the card's id at the left; beside it its action (and the
    one taken else) with the criterion at the right, and the book the arrow points at."""
    x0, y0, x1, y1 = box
    if card is None:
        d.rounded_rectangle(box, 10, fill=SPOT_FILL[colour], outline=dr.LINE, width=2)
        room = x1 - 12 - (x0 + 12) - (76 if coin else 0)
        if nxt and arrow:
            for i, line in enumerate((say("render-mombasa-automa-next-card"), criterion_words(say, arrow),
                                      book_words(say, arrow))):
                dr.text(d, (x0 + 12, y0 + 22 + i * 27), line, size=fonts.SMALL, fill=dr.MUTED, anchor="lm",
                        bold=i == 0, max_width=room)
        if coin:
            five_coin(d, x1 - 40, (y0 + y1) / 2, 28)
        return
    d.rounded_rectangle(box, 10, fill=CARD_FILL.get(colour, dr.WHITE), outline=dr.INK, width=3)
    dr.text(d, (x0 + 12, y0 + 24), card.get("id", "?"), size=fonts.LARGE, anchor="lm", bold=True)
    tx = x0 + 12 + _id_width() + 14
    special = "special" in (card.get("sections") or [])
    right = _criterion_pill(say, d, box, arrow) - 12 if arrow and not special else x1 - 12
    lines = card_words(say, card)[:2]
    if special:
        lines = lines[:1] + [say("render-mombasa-automa-set-by-favoured")]
    for i, line in enumerate(lines):
        dr.text(d, (tx, y0 + 22 + i * 27), line, size=fonts.SMALL, anchor="lm", bold=i == 0,
                fill=dr.INK if i == 0 or not special else dr.MUTED, max_width=(right if i == 0 else x1 - 12) - tx)
    if arrow:
        dr.text(d, (tx, y0 + 76), book_words(say, arrow), size=fonts.SMALL, fill=(70, 62, 50), anchor="lm",
                max_width=x1 - 12 - tx)


def _spot(say: Phrases, d: ImageDraw.ImageDraw, box: Box, colour: str, card: Mapping[str, Any] | None,
          arrow: Mapping[str, Any] | None, nxt: bool, coin: bool) -> None:
    x0, y0, x1, y1 = box
    w = x1 - x0
    if card is None:
        d.rounded_rectangle(box, 10, fill=SPOT_FILL[colour], outline=dr.LINE, width=2)
        if nxt and arrow:
            dr.text(d, (x0 + 12, y0 + 22), say("render-mombasa-automa-next-card"), size=fonts.SMALL, fill=dr.MUTED, anchor="lm", bold=True)
            dr.text(d, (x0 + 12, y0 + 54), criterion_words(say, arrow), size=fonts.SMALL, fill=dr.MUTED, anchor="lm")
            dr.text(d, (x0 + 12, y1 - 18), book_words(say, arrow), size=fonts.SMALL, fill=dr.MUTED, anchor="lm",
                    max_width=w - 20)
        if coin:
            five_coin(d, x1 - 32, y0 + 32, 24)
        return
    d.rounded_rectangle(box, 10, fill=CARD_FILL.get(colour, dr.WHITE), outline=dr.INK, width=3)
    dr.text(d, (x0 + 12, y0 + 22), card.get("id", "?"), size=fonts.LARGE, anchor="lm", bold=True)
    special = "special" in (card.get("sections") or [])
    if arrow and not special:
        s = criterion_words(say, arrow)
        tw = fonts.text_width(s, fonts.SMALL) + 16
        d.rounded_rectangle((x1 - tw - 8, y0 + 8, x1 - 8, y0 + 36), 7, fill=dr.WHITE, outline=dr.INK)
        dr.text(d, (x1 - 8 - tw / 2, y0 + 22), s, size=fonts.SMALL, anchor="mm")
    for i, line in enumerate(card_words(say, card)[:2]):
        dr.text(d, (x0 + 12, y0 + 54 + i * 26), line, size=fonts.SMALL, anchor="lm", bold=i == 0, max_width=w - 20)
    if special:
        dr.text(d, (x0 + 12, y0 + 80), say("render-mombasa-automa-set-by-favoured"), size=fonts.SMALL, fill=dr.MUTED, anchor="lm",
                max_width=w - 20)
    if arrow:
        dr.text(d, (x0 + 12, y1 - 18), book_words(say, arrow), size=fonts.SMALL, fill=(70, 62, 50), anchor="lm",
                max_width=w - 20)


# -- decks, expansion card, pile -----------------------------------------------------------------
def _decks(say: Phrases, d: ImageDraw.ImageDraw, x: float, y: float, w: int, a: Mapping[str, Any]) -> int:
    dr.text(d, (x, y + 14), say("render-mombasa-automa-deck", count=a.get("deck_count", 0)), size=fonts.NORMAL, anchor="lm", bold=True,
            max_width=w)
    dr.text(d, (x, y + 44), say("render-mombasa-automa-pools", grey=a.get("grey_deck_count", 0), yellow=a.get("yellow_deck_count", 0)),
            size=fonts.SMALL, fill=dr.MUTED, anchor="lm", max_width=w)
    return 66


def _expansion(say: Phrases, d: ImageDraw.ImageDraw, x: float, y: float, w: int, a: Mapping[str, Any], lt: Mapping[str, str]) -> int:
    side = str(a.get("expansion_side") or "?").upper()
    dr.text(d, (x, y + 14), say("render-mombasa-automa-expansion-side", side=side), size=fonts.NORMAL, anchor="lm", bold=True, max_width=w)
    pri = a.get("expansion_priorities") or {}
    yy = y + 46
    for cid in COMPANIES:
        kinds = pri.get(cid)
        if not kinds:
            continue
        dr.share_icon(d, x + 13, yy, cid, lt.get(cid, "?"), 13)
        xx = x + 40
        for i, kind in enumerate(kinds):
            if i:
                dr.text(d, (xx, yy), ">", size=fonts.SMALL, fill=dr.MUTED, anchor="lm")
                xx += 18
            reward_icon(d, xx + 12, yy, str(kind), 12)
            xx += 30
        yy += 31
    return int(yy - y)


def _pile(say: Phrases, d: ImageDraw.ImageDraw, x: float, y: float, w: int, a: Mapping[str, Any], lt: Mapping[str, str]) -> int:
    pile = list(a.get("pile") or [])
    dr.text(d, (x, y + 14), say("render-mombasa-automa-cards-taken", count=len(pile)), size=fonts.NORMAL, anchor="lm", bold=True, max_width=w)
    shares = a.get("pile_shares") or {}
    xx = x
    yy = y + 48
    if not any(shares.values()):
        dr.text(d, (xx, yy), say("render-mombasa-automa-pile-empty", taken="true" if pile else "false"), size=fonts.SMALL, fill=dr.MUTED, anchor="lm")
        return 66
    xx += dr.text(d, (xx, yy), say("render-mombasa-automa-pile-shares"), size=fonts.SMALL, fill=dr.MUTED, anchor="lm") + 10
    for cid in COMPANIES:
        n = int(shares.get(cid, 0) or 0)
        if n:
            dr.share_icon(d, xx + 13, yy, cid, lt.get(cid, "?"), 13)
            xx += 32
            xx += dr.text(d, (xx, yy), n, size=fonts.NORMAL, anchor="lm", bold=True) + 14
    return 66


def special_text(say: Phrases, favoured: str | None) -> str:
    """What its special card does (set by the favoured company, not by the arrow)."""
    if not favoured:
        return ""
    try:
        effect = dict(automa_components().special_effects)[favoured]
    except KeyError:
        return ""
    return say("render-mombasa-automa-special", company=str(favoured), text=effect.text)


def _favoured(say: Phrases, d: ImageDraw.ImageDraw, x: float, y: float, w: int, a: Mapping[str, Any], lt: Mapping[str, str]) -> int:
    fav = a.get("favoured")
    dr.text(d, (x, y + 14), say("render-mombasa-automa-favoured"), size=fonts.NORMAL, anchor="lm", bold=True, max_width=w)
    if not fav:
        dr.text(d, (x, y + 46), say("render-mombasa-automa-drawn-after-tile"), size=fonts.SMALL, fill=dr.MUTED, anchor="lm", max_width=w)
        return 66
    dr.share_icon(d, x + 14, y + 48, fav, lt.get(fav, "?"), 14)
    dr.text(d, (x + 38, y + 48), favoured_name(say, a), size=fonts.NORMAL,
            anchor="lm", bold=True, max_width=w - 40)
    tile = a.get("favoured_bonus_tile")
    yy = y + 80
    if tile:
        dr.text(d, (x, yy), say("render-mombasa-automa-bonus-tile", tile=tile_name(say, tile)), size=fonts.SMALL, anchor="lm", max_width=w)
        yy += 28
    special = special_text(say, fav)
    if special:
        for line in fonts.wrap(say("render-mombasa-automa-special-card", text=special), w, fonts.SMALL, 2):
            dr.text(d, (x, yy), line, size=fonts.SMALL, fill=dr.MUTED, anchor="lm")
            yy += 26
    return int(yy - y)


def draw_info(say: Phrases, d: ImageDraw.ImageDraw, box: Box, a: Mapping[str, Any], lt: Mapping[str, str]) -> None:
    """Deck counts, the expansion card's priorities and the pile: stacked in a narrow box,
    side by side in a wide one."""
    x0, y0, x1, y1 = box
    d.rounded_rectangle(box, 12, fill=(250, 245, 232), outline=dr.LINE, width=2)
    w = x1 - x0 - 28
    if w >= 900:
        cw = w // 3
        _decks(say, d, x0 + 14, y0 + 8, cw - 20, a)
        _pile(say, d, x0 + 14, y0 + 84, cw - 20, a, lt)
        _expansion(say, d, x0 + 14 + cw, y0 + 8, cw - 20, a, lt)
        _favoured(say, d, x0 + 14 + 2 * cw, y0 + 8, cw, a, lt)
        return
    y = y0 + 8
    y += _decks(say, d, x0 + 14, y, w, a) + 8
    y += _expansion(say, d, x0 + 14, y, w, a, lt) + 4
    _pile(say, d, x0 + 14, y, w, a, lt)


def draw_strip(say: Phrases, d: ImageDraw.ImageDraw, box: Box, p: PlayerView, view: View, lt: Mapping[str, str],
               comp: Components) -> None:
    """The Mautoma's area on the public board (its static frame is part of the board art)."""
    a: Mapping[str, Any] = automa_area(view) or {}
    draw_name_lines(say, d, box, p, view, lt)
    draw_round_card(say, d, lo.automa_box(box, "round_card"), a)
    draw_rows(say, d, lo.automa_box(box, "rows"), a, lt)
    draw_info(say, d, lo.automa_box(box, "info"), a, lt)


NARROW = 1000  # a playmat narrower than this (the phone-first 800 px boards) stacks its parts
NARROW_INFO = 340
ROUND_CARD_H = 356


def playmat_height(width: int) -> int:
    """Height of the playmat block on a player board ``width`` wide (rows, then the info;
    on a narrow board the round card, the rows and the info one under the other, each as
    wide as the board, the rows' spots stacked)."""
    if width < NARROW:
        return ROUND_CARD_H + 12 + stacked_rows_height() + 12 + NARROW_INFO
    return ROUND_CARD_H + 12 + 170


def draw_playmat(say: Phrases, d: ImageDraw.ImageDraw, x0: int, y0: int, width: int, a: Mapping[str, Any], lt: Mapping[str, str]) -> None:
    """The playmat on the Mautoma's player board: round card and rows, then the info below."""
    if width < NARROW:
        y = y0
        draw_round_card(say, d, (x0, y, x0 + width, y + ROUND_CARD_H), a)
        y += ROUND_CARD_H + 12
        draw_rows(say, d, (x0, y, x0 + width, y + stacked_rows_height()), a, lt, stacked=True)
        y += stacked_rows_height() + 12
        draw_info(say, d, (x0, y, x0 + width, y + NARROW_INFO), a, lt)
        return
    rc_w = lo.layout()["automa"]["round_card"][2]
    draw_round_card(say, d, (x0, y0, x0 + rc_w, y0 + ROUND_CARD_H), a)
    draw_rows(say, d, (x0 + rc_w + 12, y0, x0 + width, y0 + 356), a, lt)
    draw_info(say, d, (x0, y0 + 368, x0 + width, y0 + 368 + 170), a, lt)


# -- text --------------------------------------------------------------------------------------
def automa_text(say: Phrases, view: View) -> list[str]:
    """The Mautoma's area in a few sentences (for the board's and its player board's text)."""
    a = automa_area(view)
    if not a:
        return []
    fav = a.get("favoured")
    head = say("render-mombasa-automa-head", name=say("render-mombasa-mautoma"),
               difficulty=difficulty_name(say, a.get("difficulty", "?")), drawn="true" if fav else "false",
               company=favoured_name(say, a) if fav else "")
    lines = [say("render-mombasa-automa-head-line", head=head, pounds=pounds_text(say, a))]
    rc = a.get("round_card")
    if rc:
        icons = ", ".join(say("render-mombasa-automa-icon", measure=str(i.get("measure")), value=str(i.get("value")),
                              covered="true" if i.get("covered") else "false")
                          for i in rc.get("icons") or [])
        lines.append(say("render-mombasa-automa-round-card-line", id=str(rc.get("id", "")), icons=icons))
    elif view.get("phase") in ("planning", "setup"):
        lines.append(say("render-mombasa-automa-round-card-later"))
    rows = []
    for colour in ("grey", "yellow"):
        cards = list((a.get("rows") or {}).get(colour) or [])
        arrows = row_arrows(a, colour)
        parts = []
        for k, c in enumerate(cards):
            crit = arrows[k].get("criterion") if k < len(arrows) else None
            words = " / ".join(card_words(say, c))
            shown = bool(crit) and "special" not in (c.get("sections") or [])
            parts.append(say("render-mombasa-automa-row-card", id=str(c.get("id")), words=words.lower(),
                             criterion=crit if shown else 0))
        free = ROW_SPOTS - len(cards)
        rows.append(say("render-mombasa-automa-row", colour=colour, filled="true" if parts else "false",
                        cards=", ".join(parts), free=free if parts else 0))
    coins = int(a.get("playmat_coins", 0) or 0)
    row_text = "; ".join(rows)
    lines.append(say("render-mombasa-automa-rows-line", rows=row_text[:1].upper() + row_text[1:], coins=coins))
    pile = list(a.get("pile") or [])
    shares = a.get("pile_shares") or {}
    sh = ", ".join(say("render-mombasa-company-count", company=dr.company_name(say, c), count=n)
                   for c, n in shares.items() if n)
    lines.append(say("render-mombasa-automa-decks-line", deck=a.get("deck_count", 0), grey=a.get("grey_deck_count", 0),
                     yellow=a.get("yellow_deck_count", 0), taken=len(pile), shares=sh, any="true" if sh else "false",
                     side=str(a.get("expansion_side", "?")).upper()))
    return lines


def priorities_text(say: Phrases, a: Mapping[str, Any]) -> str:
    pri = a.get("expansion_priorities") or {}
    return "; ".join(say("render-mombasa-automa-priorities", company=dr.company_name(say, c),
                         order=" > ".join(say("render-mombasa-automa-reward", kind=str(k)) for k in ks))
                     for c, ks in pri.items())
