"""A player's board (public part, from the public view) and the private panel (seat view).

The player board shows what everyone can see of one player: cash, shares, track bonuses,
the diamond and bookkeeping tracks with their books, resting decks, the revealed action area
and bonus tiles. The private panel adds what only that seat may see: the hand and the
planned (face-down) slots.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from render.kit import fonts
from render.kit.legibility import recording
from render.kit.words import Names, Phrases
from render.mombasa import automa as au
from render.mombasa import draw as dr
from render.mombasa import layout as lo
from render.mombasa.board import seats, status_words
from render.mombasa.components import components, letters
from render.mombasa.words import phrases
from rules.catalogues import Words
from rules.mombasa.components import COMPANIES, Components
from rules.mombasa.views import MeView, PlayerView

View = Mapping[str, Any]
PAD = 16
CARD_W, CARD_H = 165, 196


def _player(view: View, seat: int) -> PlayerView:
    for p in seats(view):
        if int(p.get("seat", -1)) == seat:
            return p
    raise ValueError(f"seat {seat} is not in this view")


def render_player_board(view: View, seat: int, words: Words | None = None, names: Names = None,
                        comp: Components | None = None) -> Image.Image:
    """The public part of one player's board. Uses only public keys of the view."""
    comp = comp or components()
    w = phrases(words, names)
    width = lo.layout()["player_board"]["width"]
    p = _player(view, seat)
    lines = board_lines(w, p, view, width)
    img = Image.new("RGB", (width, player_board_height(p, comp, width, lines)), dr.PAPER)
    _draw_player_board(w, ImageDraw.Draw(img), 0, p, view, comp, width, lines)
    return img


def render_panel(view: View, words: Words | None = None, names: Names = None,
                 comp: Components | None = None, buttons: bool = True) -> Image.Image:
    """The private panel for the seat whose view this is: the starting tiles offered (set-up),
    hand, planned slots, what the decision now is about, then the player board.
    Needs a seat view (with "me"). ``buttons``: the image goes out with the panel's buttons
    under it (False: alone, as `/mombasa hand` sends it, so it points to the panel)."""
    me = view.get("me")
    if not me:
        raise ValueError("render_panel needs a seat view (game.view(state, seat)) with a 'me' key")
    comp = comp or components()
    w = phrases(words, names)
    lt = letters(comp)
    width = lo.layout()["panel"]["width"]
    seat = int(me["seat"])
    p = _player(view, seat)
    hand = list(me.get("hand") or [])
    per_row = (width - 2 * PAD + 10) // (CARD_W + 10)
    hand_rows = max(1, -(-len(hand) // per_row))
    slots = int(p.get("slots", 3))
    plan_rows = max(1, -(-slots // per_row))  # a 5th slot goes under the first
    draft = me.get("draft") or {}
    show_draft = bool(draft) or view.get("phase") == "planning"
    tiles = _tiles_shown(view, me, p)
    decision = _decision(w, view, me)
    a = au.automa_area(view)
    title = w("render-mombasa-panel-title", name=dr.seat_name(w, view, seat), round=view.get("round", "?"),
              solo="true" if a else "false", difficulty=au.difficulty_name(w, a.get("difficulty", "?") if a else "?"))
    title_lines = _title_lines(title, width)
    bar = 56 + (len(title_lines) - 1) * TITLE_LINE_H  # the title bar, a line taller for a long title
    top = bar + 14 + (TILE_H + 56 if tiles else 0) + 50 + hand_rows * (CARD_H + 12) + 10
    top += (CARD_H + 70 + (plan_rows - 1) * (CARD_H + 12)) if show_draft else 0
    top += _decision_height(decision, width)
    lines = board_lines(w, p, view, width)
    img = Image.new("RGB", (width, top + player_board_height(p, comp, width, lines)), dr.PAPER)
    d = ImageDraw.Draw(img)
    d.rectangle((0, 0, width, bar), fill=(84, 52, 30))
    dr.player_marker(d, 34, 28, seat, 18)
    size = fonts.LARGE if len(title_lines) == 1 else fonts.NORMAL
    for k, line in enumerate(title_lines):
        dr.text(d, (62, 28 + k * TITLE_LINE_H), line, size=size, fill=dr.WHITE, anchor="lm", bold=True,
                max_width=width - 80)
    y = bar + 14
    if tiles:
        y = _draw_tiles(w, d, y, tiles, view, me, comp, lt, width)
    dr.text(d, (PAD, y), w("render-mombasa-panel-hand", count=len(hand)), size=fonts.NORMAL, anchor="la", bold=True)
    y += 40
    for i, card in enumerate(hand):
        x = PAD + (i % per_row) * (CARD_W + 10)
        yy = y + (i // per_row) * (CARD_H + 12)
        dr.draw_card(w, d, (x, yy, x + CARD_W, yy + CARD_H), card, lt)
    if not hand:
        dr.text(d, (PAD, y + 20), w("render-mombasa-panel-no-cards"), size=fonts.SMALL, fill=dr.MUTED)
    y += hand_rows * (CARD_H + 12) + 10
    if show_draft:
        dr.text(d, (PAD, y), w("render-mombasa-panel-planned"), size=fonts.NORMAL, bold=True)
        y += 40
        # the seat's own slots by number: the bookkeeping track's (5th) may be open while
        # the diamond track's (4th) is not, so the numbers are not always 0..slots-1
        numbers = [int(a["slot"]) for a in p.get("action_area") or []] or list(range(slots))
        for k, i in enumerate(numbers):
            x = PAD + (k % per_row) * (CARD_W + 10)
            yy = y + (k // per_row) * (CARD_H + 12)
            card = draft.get(str(i), draft.get(i)) if isinstance(draft, Mapping) else None
            box = (x, yy, x + CARD_W, yy + CARD_H)
            if card:
                dr.draw_card(w, d, box, card, lt)
            else:
                d.rounded_rectangle(box, 10, outline=dr.LINE, width=2)
                dr.text(d, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), w("render-mombasa-panel-slot", number=i + 1), size=fonts.SMALL,
                        fill=dr.MUTED, anchor="mm")
        y += CARD_H + 30 + (plan_rows - 1) * (CARD_H + 12)
    _draw_decision(w, d, y, decision, width, buttons)
    _draw_player_board(w, d, top, p, view, comp, width, lines)
    return img


TITLE_LINE_H = 32  # a second line of the panel's title


def _title_lines(title: str, width: int) -> list[str]:
    """The panel's title in one line when it fits in the large size; else in two in the
    normal size, broken at its last " · " ("… round 1" / "solo vs Mautoma (hard)") where it
    can ("Your panel: Anneloes · round 1 · sol…" was cut in solo games)."""
    room = width - 80
    if fonts.text_width(title, fonts.LARGE, True) <= room:
        return [title]
    head, dot, tail = title.rpartition("·")
    if dot and fonts.text_width(head.rstrip(), fonts.NORMAL, True) <= room:
        return [head.rstrip(), tail.strip()]
    return fonts.wrap(title, room, fonts.NORMAL, 2, bold=True)


# -- the secret starting tile (variable set-up) --------------------------------------------------
TILE_H = 300


def _tiles_shown(view: View, me: MeView, p: PlayerView) -> list[str]:
    """The starting tiles to show in the panel: the two offered (secret choice), or the one
    kept while the resting cards are being placed."""
    if view.get("phase") != "setup":
        return []
    options = [str(t) for t in me.get("tile_options") or []]
    if options:
        return options
    tile = me.get("tile") or p.get("starting_tile")
    return [str(tile)] if tile else []


def tile_card(comp: Components, template: str) -> dict[str, Any]:
    """A starting card template as the view's card dict."""
    for c in comp.starting_cards:
        if c.id == template:
            return {"id": c.id, "kind": c.kind, "crate": c.crate, "good": c.good, "units": c.units,
                    "expansion": c.expansion, "bookkeeping": c.bookkeeping, "diamonds": c.diamonds,
                    "pounds": c.pounds, "company": c.company, "share": c.share, "letter": c.letter}
    return {"id": template, "kind": "?"}


def tile_book(tile: Any) -> dict[str, Any]:
    b = tile.book
    return {"id": b.id, "letter": b.letter,
            "requirements": [{"kind": r.kind, "value": r.value} for r in b.requirements],
            "rewards": [{"kind": r.kind, "value": r.value} for r in b.rewards]}


def tiles_secret(view: View) -> str:
    """Whether the starting tiles are chosen in secret from others ("true"): not in solo,
    where the one human chooses alone (the Mautoma has no starting tile)."""
    humans = [p for p in view.get("players") or [] if isinstance(p, Mapping) and not p.get("automa")]
    return "true" if len(humans) > 1 else "false"


def draw_tiles_offered(w: Phrases, d: ImageDraw.ImageDraw, y: int, view: View) -> int:
    """The starting tiles offered to the seat whose view this is, ``y`` their top; returns
    the y below them (the set-up decision's own picture, render/mombasa/decisions.py)."""
    me = view["me"]
    comp = components()
    tiles = _tiles_shown(view, me, _player(view, int(me["seat"])))
    return _draw_tiles(w, d, y, tiles, view, me, comp, letters(comp), lo.layout()["panel"]["width"])


def _draw_tiles(w: Phrases, d: ImageDraw.ImageDraw, y: int, tiles: list[str], view: View, me: MeView,
                comp: Components, lt: Mapping[str, str], width: int) -> int:
    by_id = {t.id: t for t in comp.starting_tiles}
    chosen = me.get("tile")
    head = w("render-mombasa-tile-choice-head", step="place" if len(tiles) <= 1 else "chosen" if chosen else "choose",
             secret=tiles_secret(view))
    size = fonts.NORMAL if fonts.text_width(head, fonts.NORMAL, True) <= width - 2 * PAD else fonts.SMALL
    dr.text(d, (PAD, y), head, size=size, bold=size == fonts.NORMAL, max_width=width - 2 * PAD)
    y += 44
    n = max(2, len(tiles))
    tw = (width - 2 * PAD - (n - 1) * 16) // n
    for i, tid in enumerate(tiles):
        x0 = PAD + i * (tw + 16)
        box = (x0, y, x0 + tw, y + TILE_H)
        tile = by_id.get(tid)
        mine = chosen == tid or len(tiles) == 1
        other = bool(chosen) and not mine
        d.rounded_rectangle(box, 14, fill=(236, 228, 210) if other else (250, 245, 232),
                            outline=dr.GOLD_DARK if mine else dr.INK, width=6 if mine else 2)
        dr.text(d, (x0 + 16, y + 26), w("render-mombasa-tile", tile=tid), size=fonts.LARGE, anchor="lm", bold=True)
        if mine and chosen:
            yours = w("render-mombasa-tile-yours")
            bw = fonts.text_width(yours, fonts.SMALL) + 20
            d.rounded_rectangle((x0 + tw - bw - 14, y + 12, x0 + tw - 14, y + 40), 8, fill=dr.GOLD_DARK)
            dr.text(d, (x0 + tw - 14 - bw / 2, y + 26), yours, size=fonts.SMALL, fill=dr.WHITE, anchor="mm", bold=True)
        if tile is None:
            continue
        dr.text(d, (x0 + 16, y + 62), w("render-mombasa-tile-resting"), size=fonts.SMALL, fill=dr.MUTED, anchor="lm")
        cw = (tw - 32 - 16) // 3
        for k, tmpl in enumerate(tile.resting_cards):
            cx = x0 + 16 + k * (cw + 8)
            dr.draw_card(w, d, (cx, y + 80, cx + cw, y + 124), tile_card(comp, tmpl), lt, compact=True)
        dr.text(d, (x0 + 16, y + 146), w("render-mombasa-tile-book"), size=fonts.SMALL, fill=dr.MUTED, anchor="lm")
        book_w = 208 if tw >= 500 else 150  # narrower on the phone-first panel
        dr.draw_book(w, d, (x0 + 16, y + 164, x0 + 16 + book_w, y + 164 + 118), tile_book(tile))
        bx = x0 + book_w + 40
        dr.text(d, (bx, y + 146), w("render-mombasa-tile-bonus"), size=fonts.SMALL, fill=dr.MUTED, anchor="lm")
        by = y + 186
        for what, steps in tile.bonus:
            if what == "diamond":
                dr.diamond(d, bx + 14, by, 15)
                label = w("render-mombasa-tile-diamond-steps", steps=steps)
            else:
                dr.share_icon(d, bx + 14, by, what, lt.get(what, "?"), 14)
                label = w("render-mombasa-tile-track-steps", steps=steps, company=dr.company_name(w, what))
            # text 5 px right of the icon and 12 px inside the tile's edge: "Saint-Louis" (the
            # longest company name, 138 px in bold) fits a line of the phone-first panel
            lines = fonts.wrap(label, x0 + tw - bx - 46, fonts.SMALL, 2, bold=True)
            for k, line in enumerate(lines):
                dr.text(d, (bx + 34, by + k * 26), line, size=fonts.SMALL, anchor="lm", bold=True,
                        max_width=x0 + tw - bx - 46)
            by += 40 + 26 * (len(lines) - 1)
    return y + TILE_H + 12


# -- what the decision is about ------------------------------------------------------------------
# The panel's controls are the choices (in the reader's language, with Confirm and Cancel):
# the image does not list them again. It says what the decision is about, and where to
# choose: under the image, or (the image alone, `/mombasa hand`) in the panel.


def _decision(w: Phrases, view: View, me: MeView) -> str | None:
    """What the seat decides now ("Choose an action.", "Place your acquired books..."),
    None when it does not decide (or the starting tiles' heading says it already)."""
    if not me.get("legal"):
        return None
    pending = view.get("pending") or {}
    if pending.get("seat") == me.get("seat") and isinstance(pending.get("message"), Mapping):
        return w.message(pending["message"])
    if view.get("phase") == "planning":
        return w("render-mombasa-decision-plan")
    if view.get("phase") == "setup":
        return None
    return w("render-mombasa-decision-choose")


def _decision_lines(decision: str | None, width: int) -> list[str]:
    return fonts.wrap(decision, width - 2 * PAD, fonts.NORMAL, 2, bold=True) if decision else []


def _decision_height(decision: str | None, width: int) -> int:
    lines = _decision_lines(decision, width)
    return 34 * len(lines) + 44 if lines else 0


def _draw_decision(w: Phrases, d: ImageDraw.ImageDraw, y: int, decision: str | None, width: int,
                   buttons: bool = True) -> None:
    lines = _decision_lines(decision, width)
    if not lines:
        return
    for k, line in enumerate(lines):
        dr.text(d, (PAD, y + 34 * k), line, size=fonts.NORMAL, bold=True, max_width=width - 2 * PAD)
    where = w("render-mombasa-decision-where" if buttons else "render-mombasa-decision-where-panel")
    dr.text(d, (PAD, y + 34 * len(lines) + 2), where, size=fonts.SMALL, fill=dr.MUTED, max_width=width - 2 * PAD)


# -- the board itself ----------------------------------------------------------------------------
NAME_WIDTH = 300  # a player's name (long ones shrink, then end in an ellipsis)
BK_COLS = 4  # bookkeeping spaces per row on the 800 px board
BK_W, BK_H = 192, 150


@dataclass(frozen=True)
class Lines:
    """The lines of a player board that grow with the game, measured once per picture (the
    caller sizes the image with them and hands them to the drawing): the status on a line
    of its own; the companies on each line of shares (a line that would run past the edge
    goes on below); "tile … · hand N" under the shares when it does not fit beside them;
    the rows of the action area (3 slots a row: a 4th and 5th go under); the lines naming
    the bonus tiles held."""

    status_below: bool = False
    share_rows: tuple[tuple[str, ...], ...] = (tuple(COMPANIES),)
    hand_below: bool = False
    slot_rows: int = 1
    bonus_lines: int = 1  # the bonus tiles held ("Bonus tiles: …"), wrapped

    @property
    def extra_share_height(self) -> int:
        return SHARE_ROW_H * (len(self.share_rows) - 1 + self.hand_below)


STATUS_LINE_H = 36  # the status's own line, when it does not fit beside the name
SHARE_ROW_H = 34  # a further line of shares (or of "tile … · hand N")
BONUS_TILES_H = 36  # the line naming the bonus tiles held, under the action area
BONUS_LINE_H = 28  # a further line of them (three tiles' names take two lines)
RESTING_LABEL_H = 30  # "Resting deck 1" above each resting deck
SLOT_W, SLOT_H, SLOT_GAP = 226, 48, 8  # an action slot in the action area
SLOTS_PER_ROW = 3  # 3 x 226 px and two gaps fit the 800 px board's 768 px
SLOT_ROW_H = SLOT_H + SLOT_GAP


def player_board_height(p: PlayerView, comp: Components, width: int = 1200,
                        lines: Lines | None = None) -> int:
    """``lines``: the lines that grow (``board_lines``); one each when None."""
    lines = lines or Lines()
    n_bk = len(comp.player_board.bookkeeping)
    bk_rows = -(-n_bk // BK_COLS)
    top = (60 + 50 + 110 + 40 + bk_rows * (BK_H + 8) + (STATUS_LINE_H if lines.status_below else 0)
           + lines.extra_share_height)
    if p.get("automa"):  # its playmat instead of an action area and resting decks
        return top + 10 + au.playmat_height(width) + 24
    resting = max([len(r) for r in p.get("resting") or []] + [1])
    return (top + 50 + 60 + 40 + BONUS_TILES_H + RESTING_LABEL_H + resting * 50 + 20
            + (lines.slot_rows - 1) * SLOT_ROW_H + (lines.bonus_lines - 1) * BONUS_LINE_H)


def _share_items(w: Phrases, p: PlayerView, automa: bool) -> list[tuple[str, int, int, int, int]]:
    """Per company: (id, shares in all, of them on cards, track bonus level, width drawn)."""
    track = p.get("track_shares") or {}
    total = p.get("total_shares") or {}
    out = []
    for cid in COMPANIES:
        n_track = int(track.get(cid, 0) or 0)
        n_total = int(total.get(cid, n_track) or 0)
        lvl = 0 if automa else int((p.get("unlocked_bonuses") or {}).get(cid, 0) or 0)  # the Mautoma ignores them
        wide = dr.share_count_width(w, n_total, n_total - n_track) + 14
        wide += dr.track_bonus_pill_width(w, lvl) + 6 if lvl else 0
        out.append((cid, n_total, n_total - n_track, lvl, wide))
    return out


def _hand_words(w: Phrases, p: PlayerView, view: View) -> str | None:
    """"tile T03 · hand 9" (the starting tile once public), None for the Mautoma."""
    if p.get("automa"):
        return None
    right = w("render-mombasa-hand", count=p.get("hand_count", 0))
    if p.get("starting_tile") and view.get("setup_step") != "tile":  # public once revealed
        right = w("render-mombasa-board-tile", tile=p["starting_tile"], rest=right)
    return right


def board_lines(w: Phrases, p: PlayerView, view: View, width: int) -> Lines:
    """How the growing lines of ``p``'s board fall at ``width`` (see ``Lines``)."""
    x1 = width - PAD
    start = PAD + 8 + fonts.text_width(w("render-mombasa-shares"), fonts.SMALL) + 12
    rows: list[list[str]] = [[]]
    x = start
    for cid, _total, _on_cards, _lvl, wide in _share_items(w, p, bool(p.get("automa"))):
        if rows[-1] and x + wide - 14 > x1:
            rows.append([])
            x = PAD + 8
        rows[-1].append(cid)
        x += wide
    right = _hand_words(w, p, view)
    hand_below = bool(right) and x + fonts.text_width(right, fonts.SMALL) > x1
    slots = max(int(p.get("slots", 3) or 3), len(p.get("action_area") or []))
    return Lines(status_below=status_line(w, p, view, width), share_rows=tuple(tuple(r) for r in rows),
                 hand_below=hand_below, slot_rows=1 if p.get("automa") else -(-slots // SLOTS_PER_ROW),
                 bonus_lines=max(1, len(_bonus_tile_lines(w, p, view, components(), width))))


def _bonus_tile_lines(w: Phrases, p: PlayerView, view: View, comp: Components, width: int) -> list[str]:
    """"Bonus tiles: …" for the tiles the seat holds, wrapped to the board's width (none: [])."""
    seat = int(p["seat"])
    tiles = [tid for tid, t in (view.get("bonus_tiles") or {}).items() if t.get("holder") == seat]
    if not tiles or p.get("automa"):
        return []
    named = {t.id: t.name or t.id for t in comp.bonus_tiles}
    held = ", ".join(w("render-mombasa-bonus-tile-name", tile=t, name=named.get(t, t)) for t in tiles)
    return fonts.wrap(w("render-mombasa-board-bonus-tiles", tiles=held), width - 2 * PAD - 16, fonts.SMALL, 3)


def _header(w: Phrases, d: ImageDraw.ImageDraw, y: int, p: PlayerView, view: View,
            width: int) -> tuple[int, int]:
    """The board's header line at ``y``: the seat's marker, name and badges on the left;
    markers, debt and cash on the right. Returns where the status would start and where its
    room ends."""
    seat = int(p["seat"])
    x1 = width - PAD
    automa = au.automa_area(view) if p.get("automa") else None
    label = w("render-mombasa-mautoma-letter") if p.get("automa") else None
    yl = y + 34
    # the right side first (markers, debt, cash), so the left side knows its room
    markers = int(p.get("bonus_markers", 0))
    xr = x1 - 6 - markers * 28
    for i in range(markers):
        dr.player_marker(d, xr + 14 + i * 28, yl, seat, 11, label=label)
    xr -= dr.text(d, (xr - 8, yl), w("render-mombasa-board-markers"), size=fonts.SMALL, fill=dr.MUTED, anchor="rm") + 30
    debt = int((automa.get("debt", p.get("debt", 0)) if automa else p.get("debt", 0)) or 0)
    if debt:
        owed = w("render-mombasa-debt", debt=debt)
        xr -= fonts.text_width(owed, fonts.SMALL) + 20
        au.pill(d, xr, yl, owed, au.DEBT_RED)
        xr -= 12
    x = PAD + 52
    badges = 0
    if automa and automa.get("difficulty"):
        badges += fonts.text_width(au.difficulty_name(w, str(automa["difficulty"])), fonts.SMALL, True) + 32
    if view.get("first_player") == seat:
        badges += max(108, fonts.text_width(w("render-mombasa-first-player-badge"), fonts.SMALL) + 16) + 14
    # the word "cash" beside the coin only when the name and its badges leave room for it (the
    # Mautoma's "Mautoma", "gemiddeld" and "startspeler" ran into its coin at phone width)
    left = x + min(NAME_WIDTH, fonts.text_width(dr.seat_name(w, view, seat), fonts.LARGE, True)) + 16 + badges
    cash = w("render-mombasa-cash")
    if left <= xr - fonts.text_width(cash, fonts.SMALL) - 30 - 52:
        xr -= dr.text(d, (xr, yl), cash, size=fonts.SMALL, fill=dr.MUTED, anchor="rm") + 30
    else:
        xr -= 22
    dr.coin(d, xr, yl, 22, p.get("money", 0))
    room_end = xr - 30
    dr.player_marker(d, PAD + 22, yl, seat, 20, label=label)
    x += dr.text(d, (x, yl), dr.seat_name(w, view, seat), size=fonts.LARGE, anchor="lm", bold=True,
                 max_width=max(120, min(NAME_WIDTH, room_end - x - badges - 16))) + 16
    if automa and automa.get("difficulty"):
        diff = str(automa["difficulty"])
        x += au.pill(d, x, yl, au.difficulty_name(w, diff), au.DIFFICULTY_FILL.get(diff, dr.MUTED)) + 12
    if view.get("first_player") == seat:
        x += dr.first_player_badge(w, d, x, yl) + 14
    return x, room_end


def status_line(w: Phrases, p: PlayerView, view: View, width: int) -> bool:
    """Whether the seat's status gets a line of its own under the header: when it would not
    fit whole beside the name ("placing resting cards", "aan de beurt" next to the first
    player's badge at phone width)."""
    st = status_words(w, p, view)
    if not st:
        return False
    with recording():  # measured on a scratch image: its texts are not the picture's
        x, room_end = _header(w, ImageDraw.Draw(Image.new("RGB", (1, 1))), 0, p, view, width)
    return fonts.text_width(st, fonts.SMALL) > room_end - x


def _draw_player_board(w: Phrases, d: ImageDraw.ImageDraw, y: int, p: PlayerView, view: View, comp: Components,
                       width: int, lines: Lines) -> None:
    """The player board at ``y``, its growing lines as ``lines`` (``board_lines``, as the
    caller sized the image with them)."""
    lt = letters(comp)
    seat = int(p["seat"])
    x1 = width - PAD
    automa = au.automa_area(view) if p.get("automa") else None
    d.rounded_rectangle((4, y + 2, width - 4, y + player_board_height(p, comp, width, lines) - 4), 14,
                        outline=dr.PLAYER_FILL[seat % 4], width=6)
    x, room_end = _header(w, d, y, p, view, width)
    st = status_words(w, p, view)
    if lines.status_below:  # its own line under the name, the whole width (it is also in the text)
        dr.text(d, (PAD + 52, y + 72), st, size=fonts.SMALL, fill=dr.MUTED, anchor="lm", max_width=x1 - PAD - 52)
        y += STATUS_LINE_H
    elif st:
        dr.text(d, (x, y + 34), st, size=fonts.SMALL, fill=dr.MUTED, anchor="lm", max_width=room_end - x)
    # shares (with those on its cards, where the view gives them) and track bonuses, on as
    # many lines as ``lines`` found they need; "tile … · hand N" at the right of the last
    y2 = y + 84
    start = PAD + 8 + dr.text(d, (PAD + 8, y2), w("render-mombasa-shares"), size=fonts.SMALL, fill=dr.MUTED,
                              anchor="lm") + 12
    items = {item[0]: item for item in _share_items(w, p, bool(automa))}
    for k, row in enumerate(lines.share_rows):
        x, yr = start if k == 0 else PAD + 8, y2 + k * SHARE_ROW_H
        for cid in row:
            _cid, n_total, on_cards, lvl, _wide = items[cid]
            x += dr.share_count(w, d, x, yr, cid, lt.get(cid, "?"), n_total, on_cards)
            if lvl:
                x += dr.track_bonus_pill(w, d, x, yr, lvl) + 6
            x += 14
    right = _hand_words(w, p, view)
    if right:
        dr.text(d, (x1, y2 + (len(lines.share_rows) - 1 + lines.hand_below) * SHARE_ROW_H), right,
                size=fonts.SMALL, anchor="rm")
    y += lines.extra_share_height
    # diamond track
    y3 = y + 118
    dr.text(d, (PAD + 8, y3), w("render-mombasa-board-diamond-track", at=p.get("diamond", 0), score=p.get("diamond_score", 0)), size=fonts.NORMAL, bold=True)
    spaces = comp.player_board.diamond
    sw = (width - 2 * PAD) / len(spaces)
    for i, diamond_space in enumerate(spaces):
        bx0 = PAD + i * sw
        box = (bx0, y3 + 36, bx0 + sw - 4, y3 + 100)
        d.rounded_rectangle(box, 6, fill=(214, 234, 246) if diamond_space.value is not None else (238, 230, 212),
                            outline=dr.GOLD_DARK if diamond_space.unlocks_slot else dr.LINE, width=3 if diamond_space.unlocks_slot else 1)
        if diamond_space.value is not None:
            dr.text(d, (box[0] + 6, box[1] + 14), diamond_space.value, size=fonts.SMALL, anchor="lm", bold=True)
        if diamond_space.unlocks_slot:
            dr.text(d, (box[2] - 4, box[3] - 4), w("render-mombasa-board-plus-slot"), size=fonts.SMALL, fill=dr.GOLD_DARK, anchor="rd")
        if i == int(p.get("diamond", -1)):
            dr.diamond(d, box[0] + 16, box[3] - 18, 15)
    # bookkeeping track with books
    y4 = y3 + 116
    dr.text(d, (PAD + 8, y4), w("render-mombasa-board-bookkeeping-track", at=p.get("ink", 0), score=p.get("bookkeeping_score", 0)),
            size=fonts.NORMAL, bold=True)
    books = list(p.get("bookkeeping_track") or [])
    flipped = list(p.get("flipped_books") or [])
    ink = int(p.get("ink", 0))
    for i, sp in enumerate(comp.player_board.bookkeeping):
        bx0 = PAD + (i % BK_COLS) * (BK_W + 2)
        by0 = y4 + 36 + (i // BK_COLS) * (BK_H + 8)
        box = (bx0, by0, bx0 + BK_W - 4, by0 + BK_H)
        d.rounded_rectangle(box, 8, fill=(238, 230, 212), outline=dr.GOLD_DARK if sp.unlocks_slot else dr.LINE,
                            width=3 if sp.unlocks_slot else 1)
        label = w("render-mombasa-board-ink") if i == 0 else str(i)
        dr.text(d, (box[0] + 6, box[1] + 14), label, size=fonts.SMALL, fill=dr.MUTED, anchor="lm")
        if sp.value is not None:
            dr.coin(d, box[0] + 64, box[1] + 14, 12, None)
            dr.text(d, (box[0] + 80, box[1] + 14), sp.value, size=fonts.SMALL, anchor="lm", bold=True)
        if sp.no_a:
            dr.text(d, (box[2] - 30, box[1] + 14), w("render-mombasa-board-no-a"), size=fonts.SMALL, fill=dr.INK, anchor="mm", bold=True)
            d.line((box[2] - 42, box[1] + 26, box[2] - 18, box[1] + 2), fill=dr.CRATE, width=3)
        if sp.unlocks_slot:
            dr.text(d, (box[2] - 4, box[3] - 4), w("render-mombasa-board-plus-slot"), size=fonts.SMALL, fill=dr.GOLD_DARK, anchor="rd")
        book = books[i] if i < len(books) else None
        if book:
            face_down = bool(book.get("flipped")) or (i < len(flipped) and bool(flipped[i]))
            bb = (box[0] + 3, box[1] + 30, box[2] - 3, box[3] - 3)
            dr.draw_book(w, d, bb, book, face_down=face_down)
            if face_down and not automa:  # paid to flip: no requirement, no reward
                dr.text(d, ((bb[0] + bb[2]) / 2, bb[3] - 16), w("render-mombasa-board-flipped"), size=fonts.SMALL, fill=(250, 240, 220), anchor="mm")
        if i == ink:
            dr.inkjar(d, box[2] - 16, box[1] + 14, 14)
            d.rounded_rectangle(box, 8, outline=dr.INKJAR, width=4)
    bk_rows = -(-len(comp.player_board.bookkeeping) // BK_COLS)
    y5 = y4 + 36 + bk_rows * (BK_H + 8) + 10
    if automa:  # no hand, plan or resting decks: its playmat
        au.draw_playmat(w, d, PAD, y5, width - 2 * PAD, automa, lt)
        return
    # action area (revealed) and bonus tiles
    dr.text(d, (PAD + 8, y5), w("render-mombasa-board-action-area", count=p.get("slots", 3)), size=fonts.NORMAL, bold=True)
    for i, slot in enumerate(p.get("action_area") or []):
        bx = PAD + (i % SLOTS_PER_ROW) * (SLOT_W + SLOT_GAP)
        by = y5 + 36 + (i // SLOTS_PER_ROW) * SLOT_ROW_H
        dr.draw_slot(w, d, (bx, by, bx + SLOT_W, by + SLOT_H), slot, lt)
    y5 += (lines.slot_rows - 1) * SLOT_ROW_H
    for k, line in enumerate(_bonus_tile_lines(w, p, view, comp, width)):
        dr.text(d, (PAD + 8, y5 + 96 + k * BONUS_LINE_H), line, size=fonts.SMALL, max_width=width - 2 * PAD - 16)
    # resting decks
    y6 = y5 + 100 + BONUS_TILES_H + (lines.bonus_lines - 1) * BONUS_LINE_H
    dr.text(d, (PAD + 8, y6), w("render-mombasa-board-resting"), size=fonts.NORMAL, bold=True)
    cw = (width - 2 * PAD - 20) // 3
    for i, deck in enumerate(p.get("resting") or []):
        bx = PAD + i * (cw + 10)
        # numbered as the action slot under it (the panels name it the same way)
        dr.text(d, (bx + 4, y6 + 36), w("render-mombasa-board-resting-deck", number=i + 1), size=fonts.SMALL,
                fill=dr.MUTED, max_width=cw - 8)
        yd = y6 + 36 + RESTING_LABEL_H
        if not deck:
            d.rounded_rectangle((bx, yd, bx + cw, yd + 44), 8, outline=dr.LINE, width=1)
        for k, card in enumerate(deck):
            dr.draw_card(w, d, (bx, yd + k * 50, bx + cw, yd + 44 + k * 50), card, lt, compact=True)
