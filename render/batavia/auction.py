"""The ship card auction: the die thrown, the package of cards up for auction (with the
starter's ship), the bidding (the high bid, who passed, whose turn) and the players' names.
None outside the auction."""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from render.batavia import draw as dr
from render.batavia.words import phrases, seat_name
from render.kit import fonts
from render.kit.words import Names, Phrases
from rules.batavia.views import View
from rules.catalogues import Words

CARD_W, CARD_H, CARD_STEP = 62, 86, 72


def bid_order(view: View) -> list[int]:
    """Seats in bidding order: clockwise from the auctioneer's left, the auctioneer last."""
    n = dr.seat_count(view)
    a = int(view.get("auctioneer") or 0)
    return [(a + 1 + i) % n for i in range(n)]


def lot_height(view: View) -> int:
    """The height ``draw_lot`` takes."""
    L = dr.layout()
    per_row = max(1, int((dr.width() - 2 * L["margin"] - 140) // CARD_STEP))
    card_rows = (len(view.get("display") or []) + per_row) // per_row  # the cards, then the ship
    return max(130, card_rows * (CARD_H + 12) + 40) + 20


def draw_lot(w: Phrases, d: ImageDraw.ImageDraw, y: float, view: View) -> float:
    """The lot up for auction from ``y``: the die thrown, the package of cards and the
    starter's ship; returns the y below it."""
    L = dr.layout()
    m, W = L["margin"], dr.width()
    package = list(view.get("display") or [])
    per_row = max(1, int((W - 2 * m - 140) // CARD_STEP))
    dr.die(d, m, y, view.get("die"), 96)
    dr.text(d, (m + 48, y + 118), w("render-batavia-roll", roll=int(view.get("die") or 0)), size=fonts.SMALL,
            anchor="mm", bold=True, max_width=130)
    x0 = m + 140
    dr.text(d, (x0, y + 4), w("render-batavia-package", count=len(package)), size=fonts.NORMAL, bold=True,
            max_width=W - m - x0)
    for i, cid in enumerate(package):
        cx = x0 + (i % per_row) * CARD_STEP
        cy: float = y + 40 + (i // per_row) * (CARD_H + 12)
        dr.card(d, cx, cy, cid, CARD_W, CARD_H)
    k = len(package)
    dr.ship(d, x0 + (k % per_row) * CARD_STEP + CARD_W / 2, y + 40 + (k // per_row) * (CARD_H + 12) + CARD_H / 2, 22)
    return y + lot_height(view)


def render_auction(view: View, words: Words | None = None, names: Names = None) -> Image.Image | None:
    auction = view.get("auction")
    if view.get("phase") != "auction" or not isinstance(auction, Mapping):
        return None
    w = phrases(words, names)
    L = dr.layout()
    m, W = L["margin"], dr.width()
    n = dr.seat_count(view)
    row_h = 50
    height = L["title_height"] + 20 + lot_height(view) + 46 + n * row_h + 20
    img = dr.canvas((W, int(height)))
    d = ImageDraw.Draw(img)
    y: float = dr.title(d, w("render-batavia-auction-title"), w("render-batavia-round", round=int(view.get("round") or 1)))
    y += 20
    y = draw_lot(w, d, y, view)
    # the bidding
    y += dr.section(d, y, w("render-batavia-bidding", high=int(auction.get("high") or 0)))
    passed = {int(s) for s in auction.get("passed") or []}
    leader, turn = auction.get("leader"), auction.get("turn")
    a = view.get("auctioneer")
    for seat in bid_order(view):
        cy = y + row_h / 2
        if seat == turn:
            d.rounded_rectangle((m - 4, y + 3, W - m + 4, y + row_h - 3), 10, fill=(255, 250, 225),
                                outline=dr.GOLD_DARK, width=3)
        dr.player_marker(d, m + 20, cy, seat, 15)
        status = ("passed" if seat in passed else "leads" if seat == leader else "turn" if seat == turn else "waiting")
        label = w("render-batavia-bid-status", status=status, high=int(auction.get("high") or 0))
        lw = fonts.text_width(label, fonts.SMALL)
        tag = w("render-batavia-auctioneer") if seat == a else ""
        tw = fonts.text_width(tag, fonts.SMALL) + 12 if tag else 0
        used = dr.text(d, (m + 46, cy), seat_name(w, seat), size=fonts.NORMAL, anchor="lm", bold=seat == leader,
                       fill=dr.MUTED if seat in passed else dr.INK, max_width=int(W - 2 * m - 80 - lw - tw))
        if tag:
            dr.text(d, (m + 46 + used + 10, cy), tag, size=fonts.SMALL, fill=dr.MUTED, anchor="lm")
        dr.text(d, (W - m - 8, cy), label, size=fonts.SMALL, anchor="rm", bold=True,
                fill=dr.MUTED if seat in passed else dr.GOLD_DARK if seat == leader else dr.INK)
        y += row_h
    return img
