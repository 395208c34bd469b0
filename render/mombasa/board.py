"""The public board image: a pure function of the public view.

Static board art (map, bases' printed coin icons, the four company tracks in play, display
frames, bonus space texts, player strip frames) is drawn once per track assignment and
player count and cached; pieces and everything that changes are drawn on a transparent
layer that is alpha-composited over a copy of it.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from render.kit import fonts
from render.kit.words import Names, Phrases
from render.mombasa import automa as au
from render.mombasa import draw as dr
from render.mombasa import layout as lo
from render.mombasa.components import components, letters, track
from render.mombasa.status import status, status_words
from render.mombasa.words import phrases
from rules.catalogues import Words
from rules.mombasa.components import COMPANIES, Components
from rules.mombasa.views import PlayerView

View = Mapping[str, Any]


class _ByIdentity:
    """Wraps the Components object so caches key on identity (cheap), not on a deep hash."""

    __slots__ = ("obj",)

    def __init__(self, obj: Components) -> None:
        self.obj = obj

    def __hash__(self) -> int:
        return id(self.obj)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _ByIdentity) and other.obj is self.obj


def seats(view: View) -> list[PlayerView]:
    """The per-player entries of a view."""
    p = view.get("players")
    return list(p) if isinstance(p, list) else []


def track_assignment(view: View, comp: Components) -> tuple[str, ...]:
    tracks = view.get("tracks") or dict(comp.first_game_tracks)
    return tuple(tracks[c] for c in COMPANIES)


def render_board(view: View, words: Words | None = None, names: Names = None,
                 comp: Components | None = None) -> Image.Image:
    """The public board after a turn. Refuses a seat view: the public image must never be
    drawn from a view that holds one seat's secrets."""
    if "me" in view:
        raise ValueError("render_board takes the public view (game.view(state, None)), not a seat view")
    comp = comp or components()
    w = phrases(words, names)
    n = max(1, len(seats(view)))
    base = static_board(_ByIdentity(comp), track_assignment(view, comp), n, au.automa_seat(view), w.words)
    # Pieces go on in layers (map, bases, tracks, displays, players), each drawn over the
    # ones before on a copy of the cached board art. Drawing straight onto the copy rather
    # than compositing a full-size transparent layer saves ~60 ms a board; every piece is
    # opaque, so the pixels are the same.
    out = base.copy()
    d = ImageDraw.Draw(out)
    ctx = _Ctx(comp, view, d, w)
    ctx.header()
    ctx.map_pieces()
    ctx.bases()
    ctx.tracks()
    ctx.card_display()
    ctx.bonus_spaces()
    ctx.round_and_books()
    ctx.player_strips()
    return out


# -- static art -------------------------------------------------------------------------------
@lru_cache(maxsize=32)
def static_board(compref: _ByIdentity, tracks: tuple[str, ...], players: int, automa: int | None = None,
                 words: Words | None = None) -> Image.Image:
    comp = compref.obj
    say = phrases(words)
    lay = lo.layout()
    w, h = lay["board"]["width"], lo.board_height(players, automa)
    img = Image.new("RGB", (w, h), tuple(lay["board"]["background"]))
    d = ImageDraw.Draw(img)
    lt = letters(comp)
    # header band
    d.rectangle((0, 0, w, lay["header"]["height"] - 4), fill=(84, 52, 30))
    # map
    mx0, my0, mx1, my1 = lay["map"]["box"]
    d.rounded_rectangle((mx0 + 4, my0 + 4, mx1, my1), 16, fill=dr.SEA)
    d.polygon([tuple(p) for p in lay["map"]["outline"]], fill=dr.LAND, outline=dr.LAND_LINE, width=3)
    places = lo.region_places(tuple(r.id for r in comp.regions))
    regions = {r.id: r for r in comp.regions}
    enclave_border = {}
    for b in comp.borders:
        for a, c in ((b.a, b.b), (b.b, b.a)):
            if a in regions and regions[a].enclave_in == c:
                enclave_border[a] = b.points
    order = sorted(comp.regions, key=lambda r: r.enclave_in is not None)
    for r in order:
        _region_tile(say, d, r, places[r.id], enclave_border.get(r.id, 1))
    for b in comp.borders:
        if (b.a in regions and regions[b.a].enclave_in == b.b) or (b.b in regions and regions[b.b].enclave_in == b.a):
            continue
        ba = lo.base_box(b.a[5:]) if b.a.startswith("base:") else places[b.a][0]
        bb = lo.base_box(b.b[5:]) if b.b.startswith("base:") else places[b.b][0]
        _border(d, ba, bb, b.points)
    for company in comp.companies:
        _base_static(say, d, company.id, dr.company_name(say, company.id), lt[company.id], company.columns)
    _legend(say, d, *lay["map"]["legend"])
    # card display
    cd = lay["card_display"]
    ox, oy = cd["origin"]
    dr.text(d, (ox, oy + 2), say("render-mombasa-card-display"), size=fonts.NORMAL, bold=True)
    for col in range(3):
        for row in range(4):
            x0, y0, x1, y1 = lo.card_space_box(col, row)
            d.rounded_rectangle((x0, y0, x1, y1), 10, fill=dr.PAPER_DARK, outline=dr.LINE, width=2)
            space = comp.board.card_display[col][row]
            d.rectangle((x0, y1 + 6, x0 + 34, y1 + 36), fill=dr.CRATE, outline=dr.INK)
            dr.text(d, (x0 + 17, y1 + 21), f"+{space}", size=fonts.SMALL, fill=dr.WHITE, anchor="mm")
    # tracks
    for i, (cid, tid) in enumerate(zip(COMPANIES, tracks, strict=True)):
        _track_static(say, d, i, cid, tid, comp, lt)
    # bonus spaces
    _bonus_static(say, d, comp)
    # round track and book display
    for i in range(comp.board.rounds):
        x0, y0, x1, y1 = lo.round_space_box(i)
        d.rounded_rectangle((x0, y0, x1, y1), 10, fill=dr.PAPER_DARK, outline=dr.LINE, width=2)
        dr.text(d, (x0 + 12, (y0 + y1) / 2), i + 1, size=fonts.LARGE, fill=dr.MUTED, anchor="lm", bold=True)
    for col, letters_ in enumerate(comp.board.book_display):
        for row, letter in enumerate(letters_):
            x0, y0, x1, y1 = lo.book_box(col, row)
            d.rounded_rectangle((x0, y0, x1, y1), 8, fill=dr.PAPER_DARK, outline=dr.LINE, width=2)
            dr.text(d, ((x0 + x1) / 2, (y0 + y1) / 2), letter, size=fonts.LARGE, fill=dr.LINE, anchor="mm")
    # player strips (the Mautoma's area in a solo game)
    for s in range(players):
        x0, y0, x1, y1 = lo.player_row_box(s, automa)
        fill = (244, 240, 228) if s == automa else dr.HILIGHT
        d.rounded_rectangle((x0, y0, x1, y1), 12, fill=fill, outline=dr.INK if s == automa else dr.LINE, width=2)
        d.rectangle((x0, y0 + 12, x0 + 10, y1 - 12), fill=dr.PLAYER_FILL[s % 4])
    return img


HEART_FILL, HEART_LINE = (246, 222, 170), (190, 120, 20)  # the heart of Africa (Mautoma expansions)


def _wrap_name(w: Phrases, name: str, width: int) -> list[str]:
    """A region's name in at most two lines, broken between words or where the language's
    dictionary hyphenates ("Senegam-bia" was cut to "Senegamb…")."""
    return fonts.wrap(name, width, fonts.SMALL, 2, hyphenate=w.words.lang)


def _region_tile(w: Phrases, d: ImageDraw.ImageDraw, region: Any, place: tuple[lo.Box, tuple[int, int]], enclave_points: int) -> None:
    (x0, y0, x1, y1), (px, py) = place
    outline, width = dr.LAND_LINE, 2
    fill = (240, 226, 190)
    if region.heart:
        fill, outline, width = HEART_FILL, HEART_LINE, 4
    if not dr.region_rewards(region):
        fill = (230, 214, 176)
    d.rounded_rectangle((x0, y0, x1, y1), 12, fill=fill, outline=outline, width=width)
    if region.enclave_in and enclave_points >= 2:  # a double line around the enclave
        d.rounded_rectangle((x0 - 6, y0 - 6, x1 + 6, y1 + 6), 15, outline=dr.INK, width=3)
        d.rounded_rectangle((x0, y0, x1, y1), 12, outline=dr.INK, width=3)
    elif region.enclave_in:
        d.rounded_rectangle((x0, y0, x1, y1), 12, outline=dr.INK, width=3)
    lines = _wrap_name(w, w("render-mombasa-region", region=region.id, name=region.name), x1 - x0 - 6)
    for i, line in enumerate(lines):
        dr.text(d, ((x0 + x1) / 2 if x1 - x0 < 200 else x0 + 10, y0 + 15 + i * 22), line,
                size=fonts.SMALL, anchor="mm" if x1 - x0 < 200 else "lm", max_width=x1 - x0 - 4)
    # post spot
    d.ellipse((px - 20, py - 20, px + 20, py + 20), outline=(180, 160, 120), width=2)
    rewards = dr.region_rewards(region)
    if rewards:
        wid = dr.reward_row(d, 0, -100, rewards, r=11) if False else _row_width(rewards)
        dr.reward_row(d, (x0 + x1) / 2 - wid / 2, y1 - 15, rewards, r=11)
    for m in range(region.mines):
        dr.mine(d, x0 + 14 + m * 20 if x1 - x0 < 200 else px + 34 + m * 22, py if x1 - x0 < 200 else py, 10)


def _row_width(rewards: Sequence[tuple[str, int]], r: float = 11) -> int:
    w: float = 0
    for kind, value in rewards:
        if kind == "pounds":
            w += max(2 * r, fonts.text_width(str(value), fonts.SMALL) + 8) + 6
        else:
            w += 2 * r + 2 + fonts.text_width(str(value), fonts.SMALL) + 8
    return int(w - 8)


def _clip_to_boxes(a: lo.Box, b: lo.Box) -> tuple[tuple[float, float], tuple[float, float]]:
    """The part of the centre-to-centre segment of two boxes that lies outside both."""
    ax, ay = (a[0] + a[2]) / 2, (a[1] + a[3]) / 2
    bx, by = (b[0] + b[2]) / 2, (b[1] + b[3]) / 2

    def exit_t(box: lo.Box, sx: float, sy: float, ex: float, ey: float) -> float:
        t_hi = 1.0
        for lo_, hi, s, e in ((box[0], box[2], sx, ex), (box[1], box[3], sy, ey)):
            dlt = e - s
            if dlt > 0:
                t_hi = min(t_hi, (hi - s) / dlt)
            elif dlt < 0:
                t_hi = min(t_hi, (lo_ - s) / dlt)
        return max(0.0, t_hi)

    t0 = exit_t(a, ax, ay, bx, by)
    t1 = 1 - exit_t(b, bx, by, ax, ay)
    p = (ax + (bx - ax) * t0, ay + (by - ay) * t0)
    q = (ax + (bx - ax) * t1, ay + (by - ay) * t1)
    return p, q


def _border(d: ImageDraw.ImageDraw, a: lo.Box, b: lo.Box, points: int) -> None:
    """A border crossing between two tiles: one bar (1 point) or two bars (2 points),
    reaching a little into both tiles so that it reads even across a narrow gap."""
    p, q = _clip_to_boxes(a, b)
    dx, dy = q[0] - p[0], q[1] - p[1]
    ln = math.hypot(dx, dy) or 1.0
    ux, uy = dx / ln, dy / ln
    p = (p[0] - ux * 12, p[1] - uy * 12)
    q = (q[0] + ux * 12, q[1] + uy * 12)
    nx, ny = -uy, ux
    if points >= 2:
        for off in (-6, 6):
            d.line([(p[0] + nx * off, p[1] + ny * off), (q[0] + nx * off, q[1] + ny * off)], fill=dr.INK, width=4)
    else:
        d.line([p, q], fill=dr.INK, width=4)


def _base_static(w: Phrases, d: ImageDraw.ImageDraw, cid: str, name: str, letter: str, columns: Sequence[Sequence[int]]) -> None:
    x0, y0, x1, y1 = lo.base_box(cid)
    d.rounded_rectangle((x0, y0, x1, y1), 12, fill=(250, 245, 232), outline=dr.INK, width=3)
    d.rounded_rectangle((x0, y0, x1, y0 + 30), 12, fill=dr.COMPANY_FILL[cid], outline=dr.INK, width=2)
    dr.text(d, ((x0 + x1) / 2, y0 + 15), f"{letter}  {name}", size=fonts.SMALL, fill=dr.COMPANY_TEXT[cid],
            anchor="mm", bold=True, max_width=x1 - x0 - 10)
    vx, vy = lo.base_value_centre(cid)
    dr.text(d, (vx, vy + 32), w("render-mombasa-per-share"), size=fonts.SMALL, fill=dr.MUTED, anchor="mm")
    for c, coins in enumerate(columns):
        for i, n in enumerate(coins):
            cx, cy = lo.base_space_centre(cid, c, i)
            rear = i == len(coins) - 1
            d.rounded_rectangle((cx - 19, cy - 19, cx + 19, cy + 19), 6, fill=(236, 226, 204),
                                outline=dr.INK if rear else dr.LINE, width=3 if rear else 1)
            for k in range(n):
                off = 0 if n == 1 else (-8 if k == 0 else 8)
                dr.coin(d, cx + off, cy + off * 0.4, 10)


def _legend(w: Phrases, d: ImageDraw.ImageDraw, x: int, y: int) -> None:
    d.rounded_rectangle((x, y, x + 306, y + 250), 10, fill=(250, 245, 232), outline=dr.LINE, width=2)
    y += 22
    d.line([(x + 14, y), (x + 54, y)], fill=dr.INK, width=4)
    dr.text(d, (x + 64, y), w("render-mombasa-legend-border-one"), size=fonts.SMALL, anchor="lm")
    y += 32
    for off in (-6, 6):
        d.line([(x + 14, y + off), (x + 54, y + off)], fill=dr.INK, width=4)
    dr.text(d, (x + 64, y), w("render-mombasa-legend-border-two"), size=fonts.SMALL, anchor="lm")
    y += 34
    dr.mine(d, x + 24, y, 11)
    dr.text(d, (x + 44, y), w("render-mombasa-legend-mine"), size=fonts.SMALL, anchor="lm")
    dr.step(d, x + 162, y, 11)
    dr.text(d, (x + 180, y), w("render-mombasa-legend-track-step"), size=fonts.SMALL, anchor="lm")
    y += 34
    dr.diamond(d, x + 24, y, 12)
    dr.text(d, (x + 44, y), w("render-mombasa-legend-diamond"), size=fonts.SMALL, anchor="lm")
    dr.inkjar(d, x + 162, y, 12)
    dr.text(d, (x + 180, y), w("render-mombasa-legend-bookkeeping"), size=fonts.SMALL, anchor="lm")
    y += 36
    dr.trading_post(d, x + 24, y, "cape_town", "C", upended=True, r=11)
    dr.text(d, (x + 44, y), w("render-mombasa-legend-upended"), size=fonts.SMALL, anchor="lm")
    y += 40
    d.rounded_rectangle((x + 8, y - 16, x + 44, y + 16), 8, fill=HEART_FILL, outline=HEART_LINE, width=4)
    heart = w("render-mombasa-legend-heart")
    dr.text(d, (x + 54, y), heart, size=fonts.SMALL, anchor="lm")
    dr.text(d, (x + 54 + fonts.text_width(heart + " ", fonts.SMALL), y), w("render-mombasa-legend-solo"), size=fonts.SMALL,
            fill=dr.MUTED, anchor="lm")


def _track_static(w: Phrases, d: ImageDraw.ImageDraw, index: int, cid: str, tid: str, comp: Components, lt: Mapping[str, str]) -> None:
    t = track(comp, tid)
    x0, y0, x1, y1 = lo.track_row_box(index)
    lw = lo.layout()["tracks"]["label_width"]
    d.rounded_rectangle((x0, y0, x1, y1), 12, fill=(250, 245, 232), outline=dr.LINE, width=2)
    d.rounded_rectangle((x0, y0, x0 + lw, y1), 12, fill=dr.COMPANY_FILL[cid], outline=dr.INK, width=2)
    fg = dr.COMPANY_TEXT[cid]
    name = dr.company_name(w, cid)
    dr.text(d, (x0 + lw / 2, y0 + 26), lt[cid], size=fonts.HUGE, fill=fg, anchor="mm", bold=True)
    dr.text(d, (x0 + lw / 2, y0 + 68), name, size=fonts.SMALL, fill=fg, anchor="mm", max_width=lw - 10)
    dr.text(d, (x0 + lw / 2, y0 + 96), w("render-mombasa-track-id", track=tid), size=fonts.SMALL, fill=fg, anchor="mm")
    n = len(t.spaces)
    for i, sp in enumerate(t.spaces):
        bx0, by0, bx1, by1 = lo.track_space_box(index, i, n)
        fill = (238, 230, 212)
        outline, width = dr.LINE, 1
        if sp.special is not None:
            fill, outline, width = (252, 236, 180), dr.GOLD_DARK, 3
        d.rounded_rectangle((bx0, by0, bx1, by1), 8, fill=fill, outline=outline, width=width)
        if i == 0:
            dr.text(d, ((bx0 + bx1) / 2, by0 + 14), w("render-mombasa-track-start"), size=fonts.SMALL, fill=dr.MUTED, anchor="mm")
        if sp.shares is not None:
            dr.generic_share(d, bx0 + 14, by0 + 15, 10)
            dr.text(d, (bx0 + 28, by0 + 15), sp.shares, size=fonts.SMALL, anchor="lm", bold=True)
        if sp.special is not None:
            dr.coin(d, bx1 - 14, by0 + 15, 12, sp.special)
        if sp.capital_call:
            d.rectangle((bx0 - 5, by0 - 2, bx0 - 1, by1 + 2), fill=dr.CRATE)
            d.rounded_rectangle((bx0 - 21, by1 + 1, bx0 + 17, by1 + 27), 6, fill=dr.CRATE, outline=dr.INK)
            dr.text(d, (bx0 - 2, by1 + 14), f"-{sp.capital_call}", size=fonts.SMALL, fill=dr.WHITE, anchor="mm", bold=True)
    # the two special track bonuses
    by = y1 - 14
    for k, b in enumerate(t.bonuses):
        x = bonus_label_x(index, k)
        if not t.permanent:  # an extra bonus space a bonus marker can be placed on
            d.ellipse((x, by - 14, x + 28, by + 14), fill=(236, 226, 204), outline=dr.INK, width=2)
            x += 34
        dr.text(d, (x, by), _bonus_label(w, k, b, t.permanent), size=fonts.SMALL, anchor="lm", max_width=BONUS_LABEL_WIDTH - 40)


BONUS_LABEL_WIDTH = 710


def bonus_label_x(index: int, k: int) -> int:
    x0, _, _, _ = lo.track_row_box(index)
    return x0 + lo.layout()["tracks"]["label_width"] + 14 + k * BONUS_LABEL_WIDTH


def _bonus_label(w: Phrases, k: int, b: Any, permanent: bool) -> str:
    return w("render-mombasa-track-bonus-label", extra="false" if permanent else "true", number=k + 1,
             bonus=dr.track_bonus_label(w, b.kind, b.level, b.amount), cost=b.cost or 0)


def _bonus_static(w: Phrases, d: ImageDraw.ImageDraw, comp: Components) -> None:
    lay = lo.layout()["bonus_spaces"]
    b = comp.board
    amounts = {"first_player": b.first_player_bookkeeping, "buy": b.buy_space_cost, "sell": b.sell_space_bonus}
    titles = {sid: (w("render-mombasa-bonus-space", space=sid), w("render-mombasa-bonus-space-does", space=sid, amount=n))
              for sid, n in amounts.items()}
    lt = letters(comp)
    majorities = {m.id: m for m in b.majorities}
    cells = [(r, c, sid) for r, row in enumerate(lay["rows"]) for c, sid in enumerate(row)]
    cells += [(lay["tiles_row"], c, f"tile:{t.id}") for c, t in enumerate(comp.bonus_tiles)]
    for r, c, sid in cells:
        x0, y0, x1, y1 = lo.bonus_cell(r, c)
        if sid == "info":
            d.rounded_rectangle((x0, y0, x1, y1), 10, fill=(238, 230, 212), outline=dr.LINE, width=2)
            continue
        d.rounded_rectangle((x0, y0, x1, y1), 10, fill=(250, 245, 232), outline=dr.LINE, width=2)
        sx, sy = x1 - 34, (y0 + y1) / 2
        d.ellipse((sx - 24, sy - 24, sx + 24, sy + 24), fill=(236, 226, 204), outline=dr.INK, width=2)
        if sid in titles:
            t1, t2 = titles[sid]
            dr.text(d, (x0 + 12, y0 + 24), t1, size=fonts.NORMAL, anchor="lm", bold=True)
            dr.text(d, (x0 + 12, y0 + 66), t2, size=fonts.SMALL, anchor="lm", max_width=x1 - x0 - 80)
        elif sid.startswith("majority:"):
            m = majorities.get(sid[9:])
            if m is None:
                continue
            dr.text(d, (x0 + 12, y0 + 22), w("render-mombasa-majority", measure=m.measure), size=fonts.NORMAL, anchor="lm", bold=True)
            x = x0 + 12
            yy = y0 + 68
            for tier in m.tiers:
                x += dr.text(d, (x, yy), f"{tier.minimum}+", size=fonts.SMALL, anchor="lm", fill=dr.MUTED) + 2
                parts = [("track", tier.steps)]
                rw = tier.rewards
                parts += [(k, v) for k, v in (("pounds", rw.pounds), ("diamonds", rw.diamonds), ("bookkeeping", rw.bookkeeping)) if v]
                if tier.remove_posts:
                    parts.append(("remove_posts", tier.remove_posts))
                x += dr.reward_row(d, x, yy, parts, r=10, track_fill=(120, 60, 20)) + 4
            dr.share_icon(d, x1 - 76, y0 + 22, m.company, lt[m.company], 12)
        elif sid.startswith("tile:"):
            t = next(t for t in comp.bonus_tiles if f"tile:{t.id}" == sid)
            dr.text(d, (x0 + 12, y0 + 24), _tile_title(w, t.kind, t.amount), size=fonts.NORMAL, anchor="lm", bold=True, max_width=x1 - x0 - 130)
            dr.coin(d, x1 - 90, y0 + 24, 14, f"-{t.cost}")


def _tile_title(w: Phrases, kind: str, amount: int) -> str:
    return w("render-mombasa-bonus-tile-title", kind=kind, amount=amount)


# -- dynamic pieces -----------------------------------------------------------------------------
def phase_name(w: Phrases, phase: Any) -> str:
    return w("render-mombasa-phase", phase=str(phase))


class _Ctx:
    def __init__(self, comp: Components, view: View, d: ImageDraw.ImageDraw, w: Phrases) -> None:
        self.comp, self.view, self.d, self.w = comp, view, d, w
        self.lt = letters(comp)
        self.automa = au.automa_seat(view)

    def marker(self, x: float, y: float, seat: int, r: float) -> None:
        dr.player_marker(self.d, x, y, seat, r, label=self.w("render-mombasa-mautoma-letter") if seat == self.automa else None)

    def header(self) -> None:
        d, v, w = self.d, self.view, self.w
        h = lo.layout()["header"]["height"]
        dr.text(d, (20, h / 2 - 2), w("render-mombasa-title"), size=fonts.HUGE, fill=(250, 235, 200), anchor="lm", bold=True)
        s = w("render-mombasa-header-round", round=v.get("round", "?"), rounds=v.get("rounds", 7),
              phase=phase_name(w, v.get("phase")))
        x = 330
        x += dr.text(d, (x, h / 2 - 2), s, size=fonts.LARGE, fill=dr.WHITE, anchor="lm", bold=True) + 30
        fp = v.get("first_player")
        if fp is not None:
            x += dr.text(d, (x, h / 2 - 2), w("render-mombasa-first-player"), size=fonts.NORMAL, fill=(250, 235, 200), anchor="lm") + 26
            self.marker(x, h / 2 - 2, fp, 17)
            x += 40
        turn = v.get("turn")
        movers = [turn] if turn is not None else list(v.get("to_move") or [])
        if movers and v.get("phase") != "over":
            x += dr.text(d, (x, h / 2 - 2), w("render-mombasa-to-move"), size=fonts.NORMAL, fill=(250, 235, 200), anchor="lm") + 26
            for s_ in movers:
                self.marker(x, h / 2 - 2, s_, 17)
                x += 42
        pending = w.engine_text(v.get("pending"))
        if pending and x < 1300:
            dr.text(d, (x + 10, h / 2 - 2), pending, size=fonts.SMALL, fill=(250, 235, 200), anchor="lm",
                    max_width=1590 - x - 10)

    def map_pieces(self) -> None:
        places = lo.region_places(tuple(r.id for r in self.comp.regions))
        for rid, reg in (self.view.get("regions") or {}).items():
            if rid not in places:
                continue
            _, (px, py) = places[rid]
            posts = reg.get("posts") or []
            n = len(posts)
            for i, p in enumerate(posts):
                off = (i - (n - 1) / 2) * 40
                cid = p.get("company")
                dr.trading_post(self.d, px + off, py, cid, self.lt.get(cid, "?"), bool(p.get("upended")), r=17)

    def bases(self) -> None:
        d = self.d
        for cid, c in (self.view.get("companies") or {}).items():
            if cid not in COMPANIES:
                continue
            for col, column in enumerate(c.get("columns") or []):
                coins = column.get("coins") or []
                size = len(coins) or 5
                posts = int(column.get("posts", 0))
                for i in range(size - posts, size):  # posts fill the rear spaces
                    x, y = lo.base_space_centre(cid, col, i)
                    dr.trading_post(d, x, y, cid, self.lt.get(cid, "?"), r=17)
                if column.get("final_lost"):
                    x, y = lo.base_space_centre(cid, col, size - 1)
                    d.line((x - 15, y - 15, x + 15, y + 15), fill=dr.CRATE, width=5)
                    d.line((x - 15, y + 15, x + 15, y - 15), fill=dr.CRATE, width=5)
            vx, vy = lo.base_value_centre(cid)
            dr.text(d, (vx, vy - 4), c.get("share_value", 0), size=fonts.HUGE, anchor="mm", bold=True)
            removed = int(c.get("removed", 0) or 0)
            if removed:
                _removed_badge(self.w, d, cid, removed)

    def tracks(self) -> None:
        d = self.d
        tracks = self.view.get("tracks") or dict(self.comp.first_game_tracks)
        solo = au.automa_area(self.view)
        favoured = solo.get("favoured") if solo else None
        for i, cid in enumerate(COMPANIES):
            n = len(track(self.comp, tracks[cid]).spaces)
            for p in seats(self.view):
                pos = (p.get("tracks") or {}).get(cid)
                if pos is None:
                    continue
                x, y = track_marker_xy(i, int(pos), n, int(p["seat"]))
                if int(p["seat"]) == self.automa and cid == favoured:
                    # the Mautoma's favoured track: its marker ringed (the rules suggest a
                    # spare bonus marker there, to tell it apart)
                    d.ellipse((x - 19, y - 19, x + 19, y + 19), fill=dr.GOLD, outline=dr.INK, width=2)
                self.marker(x, y, int(p["seat"]), 13)
            # extra bonus spaces of tracks C/D with bonus markers
            x0, y0, x1, y1 = lo.track_row_box(i)
            for k in (0, 1):
                seat = (self.view.get("bonus_spaces") or {}).get(f"track:{cid}:{k}")
                if seat is not None:
                    slot_x = self._track_bonus_slot_x(i, cid, k)
                    if slot_x is not None:
                        self.marker(slot_x, y1 - 14, seat, 13)

    def _track_bonus_slot_x(self, index: int, cid: str, k: int) -> float | None:
        tracks = self.view.get("tracks") or dict(self.comp.first_game_tracks)
        if track(self.comp, tracks[cid]).permanent:
            return None
        return bonus_label_x(index, k) + 14

    def card_display(self) -> None:
        d = self.d
        for col, column in enumerate(self.view.get("card_display") or []):
            for row, card in enumerate(column):
                x0, y0, x1, y1 = lo.card_space_box(col, row)
                if card:
                    dr.draw_card(self.w, d, (x0, y0, x1, y1), card, self.lt)
                    price = card.get("price")
                    if price is not None:
                        dr.text(d, (x0 + 44, y1 + 21), self.w("render-mombasa-price"), size=fonts.SMALL, fill=dr.MUTED, anchor="lm")
                        dr.coin(d, x1 - 22, y1 + 21, 17, price)
        deck = self.view.get("deck") or {}
        cd = lo.layout()["card_display"]
        ox, oy = cd["origin"]
        nxt = deck.get("next_letter")
        s = self.w("render-mombasa-deck-line", count=deck.get("count", 0), shown="true" if nxt else "false",
                   next=nxt or "", discard=self.view.get("discard_count", 0))
        dr.text(d, (1588, oy + 2), s, size=fonts.SMALL, fill=dr.MUTED, anchor="ra", max_width=330)

    def bonus_spaces(self) -> None:
        d = self.d
        lay = lo.layout()["bonus_spaces"]
        spaces = self.view.get("bonus_spaces") or {}
        cells = [(r, c, sid) for r, row in enumerate(lay["rows"]) for c, sid in enumerate(row)]
        cells += [(lay["tiles_row"], c, f"tile:{t.id}") for c, t in enumerate(self.comp.bonus_tiles)]
        tiles = self.view.get("bonus_tiles") or {}
        for r, c, sid in cells:
            x0, y0, x1, y1 = lo.bonus_cell(r, c)
            if sid == "info":
                sup = self.view.get("book_supply") or {}
                dr.text(d, (x0 + 12, y0 + 24), self.w("render-mombasa-book-supply"), size=fonts.NORMAL, anchor="lm", bold=True)
                dr.text(d, (x0 + 12, y0 + 66), "   ".join(f"{k}: {v}" for k, v in sorted(sup.items())), size=fonts.SMALL, anchor="lm")
                continue
            seat = spaces.get(sid)
            if seat is not None:
                self.marker(x1 - 34, (y0 + y1) / 2, seat, 18)
            if sid.startswith("tile:"):
                info = tiles.get(sid[5:]) or {}
                holder = info.get("holder")
                if holder is not None:
                    x = x0 + 12
                    x += dr.text(d, (x, y0 + 68), self.w("render-mombasa-held-by"), size=fonts.SMALL, anchor="lm", fill=dr.MUTED) + 22
                    self.marker(x, y0 + 68, holder, 14)
                    if info.get("on_card"):
                        dr.text(d, (x + 24, y0 + 68), self.w("render-mombasa-on-a-card"), size=fonts.SMALL, anchor="lm", fill=dr.MUTED)
                elif info.get("reserved_by") is not None:
                    dr.text(d, (x0 + 12, y0 + 68), self.w("render-mombasa-reserved"), size=fonts.SMALL, anchor="lm", fill=dr.MUTED)
                else:
                    dr.text(d, (x0 + 12, y0 + 68), self.w("render-mombasa-free"), size=fonts.SMALL, anchor="lm", fill=dr.MUTED)

    def round_and_books(self) -> None:
        d = self.d
        v = self.view
        rnd = v.get("round")
        for i, coins in enumerate(v.get("round_track") or []):
            x0, y0, x1, y1 = lo.round_space_box(i)
            if rnd == i + 1:
                d.rounded_rectangle((x0 - 3, y0 - 3, x1 + 3, y1 + 3), 12, outline=dr.CRATE, width=5)
                dr.text(d, (x0 + 44, (y0 + y1) / 2), self.w("render-mombasa-round-now"), size=fonts.SMALL, fill=dr.CRATE, anchor="lm", bold=True)
            for k in range(int(coins or 0)):
                dr.coin(d, x1 - 26 - k * 30, (y0 + y1) / 2, 14, 1)
        coins = v.get("book_coins") or []
        for col, books in enumerate(v.get("book_display") or []):
            for row, book in enumerate(books):
                box = lo.book_box(col, row)
                if book:
                    dr.draw_book(self.w, d, box, book)
                has_coin = col < len(coins) and row < len(coins[col]) and coins[col][row]
                if has_coin:
                    dr.coin(d, box[2] - 18, box[3] - 18, 14, coins[col][row])

    def player_strips(self) -> None:
        for p in seats(self.view):
            s = int(p["seat"])
            box = lo.player_row_box(s, self.automa)
            if s == self.automa:
                au.draw_strip(self.w, self.d, box, p, self.view, self.lt, self.comp)
            else:
                draw_player_strip(self.w, self.d, box, p, self.view, self.lt, self.comp)


def _removed_badge(w: Phrases, d: ImageDraw.ImageDraw, cid: str, removed: int) -> None:
    """How many trading posts majority rewards took out of a base (out of the game), on a
    badge beside it (where the layout says)."""
    x0, y0, x1, y1 = lo.base_box(cid)
    s = w("render-mombasa-removed", count=removed)
    bw = fonts.text_width(s, fonts.SMALL) + 44
    cx, cy = lo.layout()["map"]["bases"][cid].get("removed") or ((x0 + x1) / 2, y1 + 18)
    bx = cx - bw / 2
    d.rounded_rectangle((bx, cy - 15, bx + bw, cy + 15), 7, fill=dr.WHITE, outline=dr.INK, width=2)
    dr.post_icon(d, bx + 17, cy - 3, 10, fill=dr.COMPANY_FILL.get(cid, dr.MUTED))
    dr.text(d, (bx + 32, cy), s, size=fonts.SMALL, anchor="lm")


def track_marker_xy(index: int, pos: int, n_spaces: int, seat: int) -> tuple[float, float]:
    """Where seat's marker is drawn on space ``pos`` of the index-th company track."""
    x0, y0, x1, y1 = lo.track_space_box(index, pos, n_spaces)
    cx = (x0 + x1) / 2
    return (cx + (-15 if seat % 2 == 0 else 15), y0 + (42 if seat < 2 else 66))


def post_xy(comp: Components, rid: str) -> tuple[int, int]:
    return lo.region_places(tuple(r.id for r in comp.regions))[rid][1]


NAME_WIDTH = 300  # a player's name (long ones shrink, then end in an ellipsis)
URGENT = ("to-move", "choosing-tile", "placing")  # in red: that seat is awaited


def draw_player_strip(
    w: Phrases, d: ImageDraw.ImageDraw, box: lo.Box, p: PlayerView, view: View, lt: Mapping[str, str], comp: Components
) -> None:
    """One player's public summary: money, diamond/ink positions and scores, markers, shares,
    action area (revealed cards), resting decks."""
    x0, y0, x1, y1 = box
    s = int(p["seat"])
    x = x0 + 36
    yl = y0 + 26
    dr.player_marker(d, x, yl, s, 17, label=dr.seat_label(w, view, s))
    x += 28
    x += dr.text(d, (x, yl), dr.seat_name(w, view, s), size=fonts.LARGE, anchor="lm", bold=True,
                 max_width=NAME_WIDTH) + 14
    if view.get("first_player") == s:
        x += dr.first_player_badge(w, d, x, yl) + 12
    st = status(p, view)
    if st:
        urgent = st in URGENT
        x += dr.text(d, (x, yl), status_words(w, p, view), size=fonts.SMALL, fill=dr.CRATE if urgent else dr.MUTED, anchor="lm", bold=urgent) + 16
    x = max(x, x0 + 560)
    dr.coin(d, x + 20, yl, 19, p.get("money", 0))
    x += 46
    x += dr.text(d, (x, yl), w("render-mombasa-cash"), size=fonts.SMALL, fill=dr.MUTED, anchor="lm") + 22
    x += dr.diamond_and_ink(w, d, x, yl, p)
    markers = int(p.get("bonus_markers", 0))
    x += dr.text(d, (x, yl), w("render-mombasa-markers", count=markers), size=fonts.SMALL, fill=dr.MUTED, anchor="lm") + 18
    for _ in range(markers):
        dr.player_marker(d, x, yl, s, 12, label=dr.seat_label(w, view, s))
        x += 30
    x += 6
    x += dr.text(d, (x, yl), w("render-mombasa-hand", count=p.get("hand_count", 0)), size=fonts.SMALL, anchor="lm")
    # shares and unlocked bonuses
    y2 = y0 + 68
    x = x0 + 22
    x += dr.text(d, (x, y2), w("render-mombasa-shares"), size=fonts.SMALL, fill=dr.MUTED, anchor="lm") + 12
    shares = p.get("track_shares") or {}
    totals = p.get("total_shares") or {}  # given at the end: the shares on cards count too
    unlocked = p.get("unlocked_bonuses") or {}
    for cid in COMPANIES:
        n = int(shares.get(cid, 0) or 0)
        total = int(totals.get(cid, n) or 0)
        x += dr.share_count(w, d, x, y2, cid, lt.get(cid, "?"), total, total - n) + 4  # wider apart here
        if unlocked.get(cid):
            x += dr.track_bonus_pill(w, d, x, y2, unlocked[cid]) + 6
        x += 16
    right = w("render-mombasa-action-slots", count=p.get("slots", 3))
    if p.get("starting_tile") and view.get("setup_step") != "tile" and view.get("round") == 1:  # public once revealed
        right = w("render-mombasa-strip-tile", tile=p["starting_tile"], rest=right)
    dr.text(d, (x1 - 16, y2), right, size=fonts.SMALL, fill=dr.MUTED, anchor="rm")
    # action area and resting decks
    y3 = y0 + 96
    dr.text(d, (x0 + 22, y3 + 24), w("render-mombasa-strip-action"), size=fonts.SMALL, fill=dr.MUTED, anchor="lm")
    dr.text(d, (x0 + 22, y3 + 76), w("render-mombasa-strip-resting"), size=fonts.SMALL, fill=dr.MUTED, anchor="lm")
    cw = 236
    for i, slot in enumerate(p.get("action_area") or []):
        bx = x0 + 110 + i * (cw + 8)
        dr.draw_slot(w, d, (bx, y3 + 2, bx + cw, y3 + 46), slot, lt)
    for i, deck in enumerate(p.get("resting") or []):
        bx = x0 + 110 + i * (cw + 8)
        _resting_chip(d, (bx, y3 + 54, bx + cw, y3 + 98), deck)


def _resting_chip(d: ImageDraw.ImageDraw, box: lo.Box, deck: Sequence[Mapping[str, Any]]) -> None:
    """A resting deck, summarised: how many cards, and their icons."""
    x0, y0, x1, y1 = box
    d.rounded_rectangle(box, 8, fill=(238, 230, 212), outline=dr.LINE, width=1)
    cy = (y0 + y1) / 2
    x = x0 + 8
    x += dr.text(d, (x, cy), f"{len(deck)}:", size=fonts.SMALL, anchor="lm", bold=True) + 6
    for card in deck:
        if x > x1 - 34:
            dr.text(d, (x1 - 6, cy), "…", size=fonts.SMALL, anchor="rm")
            break
        x += _mini_card(d, x, cy, card) + 6


def _mini_card(d: ImageDraw.ImageDraw, x: float, y: float, card: Mapping[str, Any]) -> int:
    kind = card.get("kind")
    r = 10
    if kind == "goods":
        dr.goods_icon(d, x + r, y, str(card.get("good")), r)
        v = card.get("units", 0)
    elif kind == "expansion":
        dr.expansion_icon(d, x + r, y, r)
        v = card.get("expansion", 0)
    elif kind == "bookkeeper":
        dr.inkjar(d, x + r, y, r)
        v = card.get("bookkeeping", 0)
    elif kind == "diamond":
        dr.diamond(d, x + r, y, r)
        v = card.get("diamonds", 0)
    else:
        return 0
    w = 2 * r + 1
    w += dr.text(d, (x + w, y), v, size=fonts.SMALL, anchor="lm")
    return w
