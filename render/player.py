"""A player's board (public part, from the public view) and the private panel (seat view).

The player board shows what everyone can see of one player: cash, shares, track bonuses,
the diamond and bookkeeping tracks with their books, resting decks, the revealed action area
and bonus tiles. The private panel adds what only that seat may see: the hand and the
planned (face-down) slots.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from render import draw as dr
from render import fonts
from render import layout as lo
from render.board import seats, status_words
from render.components import components, letters
from rules.mombasa.components import COMPANIES, Components

View = Mapping[str, Any]
PAD = 16
CARD_W, CARD_H = 165, 196


def _player(view: View, seat: int) -> Mapping[str, Any]:
    for p in seats(view):
        if int(p.get("seat", -1)) == seat:
            return p
    raise ValueError(f"seat {seat} is not in this view")


def render_player_board(view: View, seat: int, comp: Components | None = None) -> Image.Image:
    """The public part of one player's board. Uses only public keys of the view."""
    comp = comp or components()
    width = lo.layout()["player_board"]["width"]
    p = _player(view, seat)
    img = Image.new("RGB", (width, player_board_height(p, comp)), dr.PAPER)
    _draw_player_board(ImageDraw.Draw(img), 0, p, view, comp, width)
    return img


def render_panel(view: View, comp: Components | None = None) -> Image.Image:
    """The private panel for the seat whose view this is: hand, planned slots, then the
    player board. Needs a seat view (with "me")."""
    me = view.get("me")
    if not me:
        raise ValueError("render_panel needs a seat view (game.view(state, seat)) with a 'me' key")
    comp = comp or components()
    lt = letters(comp)
    width = lo.layout()["panel"]["width"]
    seat = int(me["seat"])
    p = _player(view, seat)
    hand = list(me.get("hand") or [])
    per_row = (width - 2 * PAD + 10) // (CARD_W + 10)
    hand_rows = max(1, -(-len(hand) // per_row))
    draft = me.get("draft") or {}
    show_draft = bool(draft) or view.get("phase") == "planning"
    top = 70 + hand_rows * (CARD_H + 12) + 50 + ((CARD_H + 70) if show_draft else 0)
    img = Image.new("RGB", (width, top + player_board_height(p, comp)), dr.PAPER)
    d = ImageDraw.Draw(img)
    d.rectangle((0, 0, width, 56), fill=(84, 52, 30))
    dr.player_marker(d, 34, 28, seat, 18)
    dr.text(d, (62, 28), f"Your panel: {dr.player_name(seat)}  ·  round {view.get('round', '?')}", size=fonts.LARGE,
            fill=dr.WHITE, anchor="lm", bold=True, max_width=width - 80)
    y = 70
    dr.text(d, (PAD, y), f"Hand ({len(hand)} cards)", size=fonts.NORMAL, anchor="la", bold=True)
    y += 40
    for i, card in enumerate(hand):
        x = PAD + (i % per_row) * (CARD_W + 10)
        yy = y + (i // per_row) * (CARD_H + 12)
        dr.draw_card(d, (x, yy, x + CARD_W, yy + CARD_H), card, lt)
    if not hand:
        dr.text(d, (PAD, y + 20), "no cards in hand", size=fonts.SMALL, fill=dr.MUTED)
    y += hand_rows * (CARD_H + 12) + 10
    if show_draft:
        dr.text(d, (PAD, y), "Planned action slots (only you see these)", size=fonts.NORMAL, bold=True)
        y += 40
        slots = int(p.get("slots", 3))
        for i in range(slots):
            x = PAD + i * (CARD_W + 10)
            card = draft.get(str(i), draft.get(i)) if isinstance(draft, Mapping) else None
            box = (x, y, x + CARD_W, y + CARD_H)
            if card:
                dr.draw_card(d, box, card, lt)
            else:
                d.rounded_rectangle(box, 10, outline=dr.LINE, width=2)
                dr.text(d, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), f"slot {i + 1}", size=fonts.SMALL,
                        fill=dr.MUTED, anchor="mm")
        y += CARD_H + 20
    _draw_player_board(d, top, p, view, comp, width)
    return img


# -- the board itself ----------------------------------------------------------------------------
BK_COLS = 7
BK_W, BK_H = 164, 150


def player_board_height(p: Mapping[str, Any], comp: Components) -> int:
    n_bk = len(comp.player_board.bookkeeping)
    bk_rows = -(-n_bk // BK_COLS)
    resting = max([len(r) for r in p.get("resting") or []] + [1])
    return 60 + 50 + 110 + 40 + bk_rows * (BK_H + 8) + 50 + 60 + 40 + resting * 50 + 20


def _draw_player_board(d: ImageDraw.ImageDraw, y: int, p: Mapping[str, Any], view: View, comp: Components, width: int) -> None:
    lt = letters(comp)
    seat = int(p["seat"])
    x1 = width - PAD
    d.rounded_rectangle((4, y + 2, width - 4, y + player_board_height(p, comp) - 4), 14, outline=dr.PLAYER_FILL[seat % 4], width=6)
    # header line
    yl = y + 34
    dr.player_marker(d, PAD + 22, yl, seat, 20)
    x = PAD + 52
    x += dr.text(d, (x, yl), dr.player_name(seat), size=fonts.LARGE, anchor="lm", bold=True) + 16
    if view.get("first_player") == seat:
        d.rounded_rectangle((x, yl - 15, x + 108, yl + 15), 8, fill=dr.INK)
        dr.text(d, (x + 54, yl), "1st player", size=fonts.SMALL, fill=dr.WHITE, anchor="mm")
        x += 122
    st = status_words(p, view)
    if st:
        x += dr.text(d, (x, yl), st, size=fonts.SMALL, fill=dr.MUTED, anchor="lm") + 16
    dr.coin(d, x1 - 250, yl, 22, p.get("money", 0))
    dr.text(d, (x1 - 222, yl), "cash", size=fonts.SMALL, fill=dr.MUTED, anchor="lm")
    xm = x1 - 150
    dr.text(d, (xm, yl), "markers", size=fonts.SMALL, fill=dr.MUTED, anchor="lm")
    for i in range(int(p.get("bonus_markers", 0))):
        dr.player_marker(d, xm + 100 + i * 28, yl, seat, 11)
    # shares and track bonuses
    y2 = y + 84
    x = PAD + 8
    x += dr.text(d, (x, y2), "Shares", size=fonts.SMALL, fill=dr.MUTED, anchor="lm") + 12
    for cid in COMPANIES:
        dr.share_icon(d, x + 14, y2, cid, lt.get(cid, "?"), 14)
        x += 34
        x += dr.text(d, (x, y2), (p.get("track_shares") or {}).get(cid, 0), size=fonts.NORMAL, anchor="lm", bold=True) + 8
        lvl = (p.get("unlocked_bonuses") or {}).get(cid, 0)
        if lvl:
            d.rounded_rectangle((x, y2 - 13, x + 74, y2 + 13), 6, fill=(252, 236, 180), outline=dr.GOLD_DARK)
            dr.text(d, (x + 37, y2), f"bonus {lvl}", size=fonts.SMALL, anchor="mm")
            x += 80
        x += 18
    dr.text(d, (x1, y2), f"hand {p.get('hand_count', 0)}", size=fonts.SMALL, anchor="rm")
    # diamond track
    y3 = y + 118
    dr.text(d, (PAD + 8, y3), f"Diamond track: at {p.get('diamond', 0)}, scores {p.get('diamond_score', 0)}", size=fonts.NORMAL, bold=True)
    spaces = comp.player_board.diamond
    sw = (width - 2 * PAD) / len(spaces)
    for i, sp in enumerate(spaces):
        bx0 = PAD + i * sw
        box = (bx0, y3 + 36, bx0 + sw - 4, y3 + 100)
        d.rounded_rectangle(box, 6, fill=(214, 234, 246) if sp.value is not None else (238, 230, 212),
                            outline=dr.GOLD_DARK if sp.unlocks_slot else dr.LINE, width=3 if sp.unlocks_slot else 1)
        if sp.value is not None:
            dr.text(d, (box[0] + 6, box[1] + 14), sp.value, size=fonts.SMALL, anchor="lm", bold=True)
        if sp.unlocks_slot:
            dr.text(d, (box[2] - 4, box[3] - 4), "+slot", size=fonts.SMALL, fill=dr.GOLD_DARK, anchor="rd")
        if i == int(p.get("diamond", -1)):
            dr.diamond(d, box[0] + 16, box[3] - 18, 15)
    # bookkeeping track with books
    y4 = y3 + 116
    dr.text(d, (PAD + 8, y4), f"Bookkeeping track: ink jar at {p.get('ink', 0)}, scores {p.get('bookkeeping_score', 0)}",
            size=fonts.NORMAL, bold=True)
    books = list(p.get("bookkeeping_track") or [])
    ink = int(p.get("ink", 0))
    for i, sp in enumerate(comp.player_board.bookkeeping):
        bx0 = PAD + (i % BK_COLS) * (BK_W + 2)
        by0 = y4 + 36 + (i // BK_COLS) * (BK_H + 8)
        box = (bx0, by0, bx0 + BK_W - 4, by0 + BK_H)
        d.rounded_rectangle(box, 8, fill=(238, 230, 212), outline=dr.GOLD_DARK if sp.unlocks_slot else dr.LINE,
                            width=3 if sp.unlocks_slot else 1)
        label = "ink" if i == 0 else str(i)
        dr.text(d, (box[0] + 6, box[1] + 14), label, size=fonts.SMALL, fill=dr.MUTED, anchor="lm")
        if sp.value is not None:
            dr.coin(d, box[0] + 64, box[1] + 14, 12, None)
            dr.text(d, (box[0] + 80, box[1] + 14), sp.value, size=fonts.SMALL, anchor="lm", bold=True)
        if sp.no_a:
            dr.text(d, (box[2] - 30, box[1] + 14), "A", size=fonts.SMALL, fill=dr.INK, anchor="mm", bold=True)
            d.line((box[2] - 42, box[1] + 26, box[2] - 18, box[1] + 2), fill=dr.CRATE, width=3)
        if sp.unlocks_slot:
            dr.text(d, (box[2] - 4, box[3] - 4), "+slot", size=fonts.SMALL, fill=dr.GOLD_DARK, anchor="rd")
        book = books[i] if i < len(books) else None
        if book:
            dr.draw_book(d, (box[0] + 3, box[1] + 30, box[2] - 3, box[3] - 3), book)
        if i == ink:
            dr.inkjar(d, box[2] - 16, box[1] + 14, 14)
            d.rounded_rectangle(box, 8, outline=dr.INKJAR, width=4)
    bk_rows = -(-len(comp.player_board.bookkeeping) // BK_COLS)
    # action area (revealed) and bonus tiles
    y5 = y4 + 36 + bk_rows * (BK_H + 8) + 10
    dr.text(d, (PAD + 8, y5), f"Action area ({p.get('slots', 3)} slots)", size=fonts.NORMAL, bold=True)
    cw = 226
    for i, slot in enumerate(p.get("action_area") or []):
        bx = PAD + i * (cw + 8)
        dr.draw_slot(d, (bx, y5 + 36, bx + cw, y5 + 84), slot, lt)
    tiles = [tid for tid, t in (view.get("bonus_tiles") or {}).items() if t.get("holder") == seat]
    if tiles:
        names = {t.id: t.name or t.id for t in comp.bonus_tiles}
        dr.text(d, (x1, y5), "Bonus tiles: " + ", ".join(names.get(t, t) for t in tiles), size=fonts.SMALL,
                anchor="ra", max_width=560)
    # resting decks
    y6 = y5 + 100
    dr.text(d, (PAD + 8, y6), "Resting decks (picked up one at a time)", size=fonts.NORMAL, bold=True)
    cw = (width - 2 * PAD - 20) // 3
    for i, deck in enumerate(p.get("resting") or []):
        bx = PAD + i * (cw + 10)
        if not deck:
            d.rounded_rectangle((bx, y6 + 36, bx + cw, y6 + 80), 8, outline=dr.LINE, width=1)
        for k, card in enumerate(deck):
            dr.draw_card(d, (bx, y6 + 36 + k * 50, bx + cw, y6 + 80 + k * 50), card, lt, compact=True)
