"""The public board in parts made for phones, each 800 px wide (every text >= 22 px, so at
least 11 px high when Discord shows it 400 px wide):

    render_part(view, part, words, names)   one part: "map", "tracks", "bonus" or "displays"
    render_parts(view, words, names)        [(part, image)] in posting order
    part_text(view, part, words, names)     its text alternative (<= 1,000 characters)

"map": the regions with their trading posts and the company bases (posts left, share
value); "tracks": the four company tracks in play (spaces, shares, bonus spaces) with every
player's marker, then the diamond and bookkeeping positions; "bonus": the bonus spaces
(first player, buy, sell, majorities, bonus tiles) with their markers, and the round track;
"displays": the card display
(3 columns of 4, with prices) and the book display.

Only "bonus" names the round in its heading (beside its round track): the others change
only when what they show changes, so a new round alone does not upload them again to the
live board (issue 29: public bytes), whose own words say the round and phase.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any

from PIL import Image, ImageDraw

from render.kit import canvas, fonts, legibility, palette
from render.kit.tiles import kept
from render.kit.words import Names, Phrases
from render.mombasa import draw as dr
from render.mombasa import layout as lo
from render.mombasa.components import components, letters, track
from render.mombasa.words import phrases
from rules.catalogues import Words
from rules.mombasa.components import COMPANIES

View = Mapping[str, Any]
PARTS = ("map", "tracks", "bonus", "displays")
WIDTH = 800
M = 16
SIZE = 24
TEXT_LIMIT = 1000


def _players(view: View) -> list[Mapping[str, Any]]:
    return [p for p in view.get("players") or [] if isinstance(p, Mapping)]


def _header(w: Phrases, d: ImageDraw.ImageDraw, title: str, view: View, width: int = WIDTH,
            with_round: bool = True) -> float:
    """The title band (the round at the right when there is room and ``with_round``);
    returns the y below it."""
    d.rectangle((0, 0, width, 60), fill=(84, 52, 30))
    rnd = w("render-mombasa-move-round", round=view.get("round", 0), rounds=view.get("rounds", 0))
    room = width - 3 * M - fonts.text_width(rnd, SIZE)
    if with_round and fonts.text_width(title, 28, True) <= room:
        dr.text(d, (width - M, 30), rnd, size=SIZE, fill=(240, 225, 200), anchor="rm")
    else:
        room = width - 2 * M
    dr.text(d, (M, 30), title, size=28, bold=True, fill=dr.WHITE, anchor="lm", max_width=room)
    return 74.0


# -- tracks ---------------------------------------------------------------------------------------
def _cells(w: Phrases, img: Image.Image, d: ImageDraw.ImageDraw, y: float, view: View, count: int,
           positions: Mapping[int, int], special: Mapping[int, Any] | None = None,
           shares: Mapping[int, Any] | None = None) -> float:
    """Spaces 0..count-1 in rows of 13 with each seat's marker under its space."""
    per_row, cell, gap = 13, 56, 3
    rows = (count + per_row - 1) // per_row
    palette.paste(img, _spaces(count, special or {}, shares or {}), (0, int(y)))
    for r in range(rows):
        top = y + r * 120
        stacks: dict[int, int] = {}
        crowd = {pos: sum(1 for p in positions.values() if p == pos) for pos in positions.values()}
        for seat, pos in sorted(positions.items()):
            if r * per_row <= pos < (r + 1) * per_row:
                k = stacks.get(pos, 0)
                stacks[pos] = k + 1
                x = M + (pos - r * per_row) * (cell + gap) + cell / 2
                if crowd[pos] > 1:  # two abreast, two deep
                    x += -14 if k % 2 == 0 else 14
                dr.player_marker(d, x, top + cell + 18 + (k // 2) * 30, seat, r=13,
                                 label=dr.seat_label(w, view, seat))
    return y + rows * 120


# A track's spaces (numbers and shares only: the same in every language) by what they show,
# drawn once per process and pasted under the markers (issue 28: drawing CPU)
_SPACES: dict[tuple[Any, ...], Image.Image] = {}


def _spaces(count: int, special: Mapping[int, Any], shares: Mapping[int, Any]) -> Image.Image:
    """Spaces 0..count-1 in rows of 13 (the special ones gold, a share count under its
    number), the rows 120 px apart, without the markers (below each row); drawn afresh
    while the legibility checks record the texts drawn."""
    per_row, cell, gap = 13, 56, 3
    rows = (count + per_row - 1) // per_row
    key = (count, tuple(sorted(special)), tuple(sorted(shares.items())))
    tile = None if legibility.active() else _SPACES.get(key)
    if tile is None:
        tile = dr.canvas((WIDTH, rows * 120 - 120 + cell + 1))
        t = ImageDraw.Draw(tile)
        for r in range(rows):
            top = r * 120
            for i in range(r * per_row, min(count, (r + 1) * per_row)):
                x0 = M + (i - r * per_row) * (cell + gap)
                hot = i in special
                t.rounded_rectangle((x0, top, x0 + cell, top + cell), 6, fill=(252, 236, 180) if hot else dr.PAPER_DARK,
                                    outline=dr.GOLD_DARK if hot else dr.LINE, width=3 if hot else 1)
                dr.text(t, (x0 + cell / 2, top + 18), i, size=fonts.SMALL, fill=dr.MUTED, anchor="mm")
                if i in shares:
                    dr.text(t, (x0 + cell / 2, top + 42), shares[i], size=fonts.SMALL, anchor="mm", bold=True)
        _SPACES[key] = tile
    return tile


def _render_tracks(w: Phrases, view: View, height: int = canvas.TALL) -> Image.Image:
    comp = components()
    lt = letters(comp)
    img = dr.canvas((WIDTH, height))
    d = ImageDraw.Draw(img)
    y = _header(w, d, w("render-mombasa-part", part="tracks"), view, with_round=False)
    assignment = view.get("tracks") or dict(comp.first_game_tracks)
    players = _players(view)
    for cid in COMPANIES:
        t = track(comp, assignment[cid])
        d.rounded_rectangle((M - 6, y, WIDTH - M + 6, y + 40), 8, fill=dr.COMPANY_FILL[cid])
        dr.text(d, (M + 4, y + 20), f"{lt[cid]}  " + dr.company_name(w, cid), size=SIZE, bold=True,
                fill=dr.COMPANY_TEXT[cid], anchor="lm")
        dr.text(d, (WIDTH - M, y + 20), w("render-mombasa-track-id", track=assignment[cid]), size=fonts.SMALL,
                fill=dr.COMPANY_TEXT[cid], anchor="rm")
        y += 50
        special = {i: sp.special for i, sp in enumerate(t.spaces) if sp.special is not None}
        shares = {i: sp.shares for i, sp in enumerate(t.spaces) if sp.shares is not None}
        positions = {p.get("seat", i): (p.get("tracks") or {}).get(cid, 0) for i, p in enumerate(players)}
        y = _cells(w, img, d, y, view, len(t.spaces), positions, special, shares)
        spaces = view.get("bonus_spaces") or {}
        for k, b in enumerate(t.bonuses):
            label = w("render-mombasa-track-bonus-label", extra="false" if t.permanent else "true", number=k + 1,
                      bonus=dr.track_bonus_label(w, b.kind, b.level, b.amount), cost=b.cost or 0)
            x = M
            holder = spaces.get(f"track:{cid}:{k}")
            if isinstance(holder, int):
                dr.player_marker(d, x + 14, y + 14, holder, r=13, label=dr.seat_label(w, view, holder))
                x += 34
            dr.text(d, (x, y + 14), label, size=fonts.SMALL, anchor="lm", max_width=WIDTH - M - x)
            y += 34
        y += 14
    for key, score, title in (("diamond", "diamond_score", "diamond"), ("ink", "bookkeeping_score", "ink")):
        dr.text(d, (M, y), w("render-mombasa-move-track", track=title, company=""), size=SIZE, bold=True)
        y += 36
        for i, p in enumerate(players):
            seat = p.get("seat", i)
            dr.player_marker(d, M + 16, y + 16, seat, r=14, label=dr.seat_label(w, view, seat))
            name = dr.seat_name(w, view, seat)
            dr.text(d, (M + 40, y + 16), name, size=fonts.SMALL, anchor="lm", max_width=400)
            dr.text(d, (WIDTH - M, y + 16), w("render-mombasa-track-at", at=p.get(key, 0), score=p.get(score, 0)),
                    size=fonts.SMALL, anchor="rm")
            y += 38
        y += 10
    return img.crop((0, 0, WIDTH, int(y) + 6))


# -- bonus spaces and rounds ----------------------------------------------------------------------
def _bonus_cells(w: Phrases, view: View) -> list[tuple[str, str, str, int | None]]:
    """(space id, title, what it does or costs, the seat whose marker is on it) per space."""
    b = components().board
    spaces = view.get("bonus_spaces") or {}
    tiles = view.get("bonus_tiles") or {}
    amounts = {"first_player": b.first_player_bookkeeping, "buy": b.buy_space_cost, "sell": b.sell_space_bonus}
    cells = [(sid, w("render-mombasa-bonus-space", space=sid), w("render-mombasa-bonus-space-does", space=sid, amount=n))
             for sid, n in amounts.items()]
    for m in b.majorities:
        tiers = ", ".join(w("render-mombasa-part-tier", minimum=t.minimum, steps=t.steps) for t in m.tiers)
        cells.append((f"majority:{m.id}", w("render-mombasa-majority", measure=m.measure), tiers))
    for t in components().bonus_tiles:
        info = tiles.get(t.id) or {}
        # "held by" and whose name: the holder's marker stands apart, on the space's circle
        state = (w("render-mombasa-held-by-name", name=dr.seat_name(w, view, info["holder"]))
                 if info.get("holder") is not None else w("render-mombasa-reserved") if info.get("reserved_by") is not None else w("render-mombasa-free"))
        cells.append((f"tile:{t.id}", w("render-mombasa-bonus-tile-title", kind=t.kind, amount=t.amount),
                      w("render-mombasa-part-tile-cost", cost=t.cost, state=state)))
    out = []
    for sid, title, sub in cells:
        seat = spaces.get(sid)
        if sid.startswith("tile:") and (tiles.get(sid[5:]) or {}).get("holder") is not None:
            seat = tiles[sid[5:]]["holder"]
        out.append((sid, title, sub, seat if isinstance(seat, int) else None))
    return out


def _render_bonus(w: Phrases, view: View, height: int = canvas.TALL) -> Image.Image:
    comp = components()
    lt = letters(comp)
    b = comp.board
    img = dr.canvas((WIDTH, height))
    d = ImageDraw.Draw(img)
    y = _header(w, d, w("render-mombasa-part", part="bonus"), view)
    cells = _bonus_cells(w, view)
    cw, ch, gap = (WIDTH - 2 * M - 12) // 2, 96, 12
    def cell(d: ImageDraw.ImageDraw, box: tuple[int, int, int, int], sid: str, title: str, sub: str) -> None:
        """A bonus space's cell without its marker: the same in every game (a kept tile)."""
        x0, y0, _x1, _y1 = box
        d.rounded_rectangle((x0, y0, x0 + cw, y0 + ch), 10, fill=(250, 245, 232), outline=dr.LINE, width=2)
        sx, sy = x0 + cw - 32, y0 + ch / 2
        d.ellipse((sx - 22, sy - 22, sx + 22, sy + 22), fill=(236, 226, 204), outline=dr.INK, width=2)
        if sid.startswith("majority:"):
            m = next(m for m in b.majorities if f"majority:{m.id}" == sid)
            dr.share_icon(d, x0 + 20, y0 + 26, m.company, lt[m.company], 12)
            dr.text(d, (x0 + 40, y0 + 26), title, size=fonts.SMALL, anchor="lm", bold=True, max_width=cw - 100)
        else:
            dr.text(d, (x0 + 12, y0 + 26), title, size=fonts.SMALL, anchor="lm", bold=True, max_width=cw - 70)
        for k, line in enumerate(fonts.wrap(sub, cw - 80, fonts.SMALL, 2)):
            dr.text(d, (x0 + 12, y0 + 56 + k * 26), line, size=fonts.SMALL, anchor="lm", fill=dr.MUTED)

    for i, (sid, title, sub, seat) in enumerate(cells):
        x0 = M + (i % 2) * (cw + gap)
        y0 = int(y + (i // 2) * (ch + gap))
        kept(d, ("bonus", sid, title, sub), (x0, y0, x0 + cw, y0 + ch), partial(cell, sid=sid, title=title, sub=sub))
        if seat is not None:
            dr.player_marker(d, x0 + cw - 32, y0 + ch / 2, seat, r=16, label=dr.seat_label(w, view, seat))
    y += ((len(cells) + 1) // 2) * (ch + gap) + 8
    # the round track: the round now, and the pounds waiting on later rounds
    dr.text(d, (M, y), w("render-mombasa-part-rounds"), size=26, bold=True)
    y += 40
    rounds = list(view.get("round_track") or [0] * int(view.get("rounds", 7) or 7))
    rw = (WIDTH - 2 * M - (len(rounds) - 1) * 8) // max(1, len(rounds))
    for i, coins in enumerate(rounds):
        x0 = M + i * (rw + 8)
        now = view.get("round") == i + 1
        d.rounded_rectangle((x0, y, x0 + rw, y + 80), 10, fill=dr.PAPER_DARK, outline=dr.CRATE if now else dr.LINE,
                            width=5 if now else 2)
        dr.text(d, (x0 + 10, y + 22), i + 1, size=26, fill=dr.CRATE if now else dr.MUTED, anchor="lm", bold=True)
        if int(coins or 0):
            dr.coin(d, x0 + rw / 2, y + 56, 14, int(coins))
    y += 96
    return img.crop((0, 0, WIDTH, int(y)))


# -- displays -------------------------------------------------------------------------------------
def _render_displays(w: Phrases, view: View, height: int = canvas.TALL) -> Image.Image:
    lt = letters(components())
    img = dr.canvas((WIDTH, height))
    d = ImageDraw.Draw(img)
    y = _header(w, d, w("render-mombasa-part", part="displays"), view, with_round=False)
    dr.text(d, (M, y), w("render-mombasa-card-display"), size=26, bold=True)
    deck = view.get("deck") or {}
    nxt = deck.get("next_letter")
    dr.text(d, (WIDTH - M, y + 4), w("render-mombasa-deck-line", count=deck.get("count", 0),
                                       shown="true" if nxt else "false", next=nxt or "",
                                       discard=view.get("discard_count", 0)),
            size=fonts.SMALL, fill=dr.MUTED, anchor="ra", max_width=440)
    y += 42
    cw, ch, gap = 176, 206, 14
    columns = view.get("card_display") or []
    for col, column in enumerate(columns):
        for row, card in enumerate(column):
            x0 = M + row * (cw + gap)
            y0 = int(y + col * (ch + 56))
            dr.draw_card(w, d, (x0, y0, x0 + cw, y0 + ch), card, lt)  # from its kept tile
            if card and card.get("price") is not None:
                dr.text(d, (x0 + cw / 2, y0 + ch + 8), w("render-mombasa-move-price", price=card["price"]),
                        size=fonts.SMALL, anchor="ma")
    y += len(columns) * (ch + 56) + 10
    dr.text(d, (M, y), w("render-mombasa-part-books"), size=26, bold=True)
    y += 42
    coins = view.get("book_coins") or []
    display = view.get("book_display") or []
    per_row, gap, bh = 3, 16, 128  # three columns abreast; more wrap below
    bw = (WIDTH - 2 * M - (per_row - 1) * gap) // per_row
    rows = max((len(b) for b in display), default=0)
    band = rows * (bh + 12) + 10
    for col, books in enumerate(display):
        for row, book in enumerate(books):
            x0 = M + (col % per_row) * (bw + gap)
            y0 = int(y + (col // per_row) * band + row * (bh + 12))
            dr.draw_book(w, d, (x0, y0, x0 + bw, y0 + bh), book)  # from its kept tile
            if col < len(coins) and row < len(coins[col]) and coins[col][row]:
                dr.coin(d, x0 + bw - 20, y0 + bh - 20, 16, coins[col][row])
    y += ((len(display) + per_row - 1) // per_row) * band
    sup = view.get("book_supply") or {}
    if sup:
        dr.text(d, (M, y + 6), w("render-mombasa-book-supply") + "  " + "   ".join(f"{k}: {v}" for k, v in sorted(sup.items())),
                size=fonts.SMALL, fill=dr.MUTED)
        y += 40
    return img.crop((0, 0, WIDTH, int(y) + 6))


# -- map ------------------------------------------------------------------------------------------
# The map keeps the board's geography, so it is a little wider than the other parts: its
# smallest text (22 px) is still 22 x 400 / 960 = 9.2 px high on a phone.
MAP_WIDTH = 960
MAP_SCALE = MAP_WIDTH / 1062  # the board's map box is 1062 px wide


BASE_ROOM = MAP_WIDTH // 2 - 60  # a company base's line below the map (half the width)
BASE_LINE = 26  # the line pitch of a base's wrapped line


def _base_lines(line: str) -> list[str]:
    """A base's line, or two when it does not fit: broken after its last comma (the posts
    left, then the value per share), else at a word."""
    if fonts.text_width(line, fonts.SMALL) <= BASE_ROOM:
        return [line]
    head, comma, tail = line.rpartition(", ")
    if comma and fonts.text_width(head + ",", fonts.SMALL) <= BASE_ROOM:
        return [head + ",", tail]
    return fonts.wrap(line, BASE_ROOM, fonts.SMALL, 2)


def region_lines(w: Phrases, region: Any, tile_width: float) -> list[str]:
    """A region's name on its tile of the map part (``tile_width`` px wide; a region around
    an enclave has 100 px beside it): at most two lines, broken between words or where the
    language's dictionary hyphenates ("Guinee-kust", "Okavan-go"), never inside a syllable."""
    name = w("render-mombasa-region", region=region.id, name=region.name)
    room = 100 if tile_width > 160 else int(tile_width) - 2
    return fonts.wrap(name, room, fonts.SMALL, 2, hyphenate=w.words.lang)


def _render_map(w: Phrases, view: View) -> Image.Image:
    return draw_map(w, view)


def region_name(w: Phrases, rid: str) -> str:
    """A region's name by its id, in the reader's language."""
    region = next(r for r in components().regions if r.id == rid)
    return w("render-mombasa-region", region=region.id, name=region.name)


# The map's ground (sea, land, the regions' tiles and names) by language and height: drawn
# once per process, the trading posts and bases drawn over a copy (issue 28: drawing CPU)
_GROUNDS: dict[tuple[str, int], Image.Image] = {}


def _ground(w: Phrases, sc: Any, map_bottom: float, height: int) -> Image.Image:
    """The map's ground in ``w``'s language, ``height`` px tall (drawn afresh while the
    legibility checks record the texts drawn, so they see the regions' names)."""
    key = (w.words.lang, height)
    ground = None if legibility.active() else _GROUNDS.get(key)
    if ground is None:
        ground = dr.canvas((MAP_WIDTH, height))
        _draw_ground(w, ImageDraw.Draw(ground), sc, map_bottom, None)
        _GROUNDS[key] = ground
    return ground


def _draw_ground(w: Phrases, d: ImageDraw.ImageDraw, sc: Any, map_bottom: float,
                 marked: Mapping[str, int] | None) -> None:
    """The sea, the land and each region's tile with its name (``marked`` ones framed in gold
    with their cost), enclaves over the regions around them."""
    comp = components()
    lay = lo.layout()
    d.rectangle((0, 60, MAP_WIDTH, map_bottom), fill=dr.SEA)
    d.polygon([sc(*p) for p in lay["map"]["outline"]], fill=dr.LAND, outline=dr.LAND_LINE, width=3)
    places = lo.region_places(tuple(r.id for r in comp.regions))
    for r in sorted(comp.regions, key=lambda r: r.enclave_in is not None):
        (x0, y0, x1, y1), _post_at = places[r.id]
        a, b = sc(x0, y0), sc(x1, y1)
        d.rounded_rectangle((a[0], a[1], b[0], b[1]), 10, fill=(240, 226, 190),
                            outline=dr.INK if r.enclave_in else dr.LAND_LINE, width=3 if r.enclave_in else 2)
        if marked and r.id in marked:
            d.rounded_rectangle((a[0], a[1], b[0], b[1]), 10, fill=(252, 236, 180), outline=dr.GOLD_DARK, width=6)
            dr.coin(d, b[0] - 22, b[1] - 22, 17, marked[r.id])
        wide = b[0] - a[0] > 160  # a region around an enclave: its name top left, beside the enclave
        for i, line in enumerate(region_lines(w, r, b[0] - a[0])):
            if wide:
                dr.text(d, (a[0] + 8, a[1] + 16 + i * 23), line, size=fonts.SMALL, anchor="lm")
            else:
                dr.text(d, ((a[0] + b[0]) / 2, a[1] + 16 + i * 23), line, size=fonts.SMALL, anchor="mm")


def draw_map(w: Phrases, view: View, marked: Mapping[str, int] | None = None, title: str | None = None) -> Image.Image:
    """The map part; with ``marked`` (region id -> its entry cost, an expansion's choices)
    those regions framed in gold with their cost, and the map alone under ``title`` (the
    bases' lines below it left out: the bases on the map say their posts)."""
    comp = components()
    lt = letters(comp)
    lay = lo.layout()
    mx0, my0, _mx1, my1 = lay["map"]["box"]
    s = MAP_SCALE

    def sc(x: float, y: float) -> tuple[float, float]:
        return (x - mx0) * s, 60 + (y - my0) * s

    map_bottom = 60 + (my1 - my0) * s
    companies = view.get("companies") or {}
    # the bases in words below the map, two to a row: a line that does not fit its half of
    # the width wraps to two ("Saint-Louis: nog 15 handelsposten, 0 per aandeel"), and then
    # every row makes room for two
    base_lines = {cid: _base_lines(w("render-mombasa-part-base", company=dr.company_name(w, cid),
                                     count=(companies.get(cid) or {}).get("posts_in_base", 0),
                                     value=(companies.get(cid) or {}).get("share_value", 0)))
                  for cid in COMPANIES}
    pitch = 44 if all(len(lines) == 1 for lines in base_lines.values()) else 44 + BASE_LINE
    height = int(map_bottom) + (2 * pitch + 16 if title is None else 0)
    if marked:
        img = dr.canvas((MAP_WIDTH, height))
        _draw_ground(w, ImageDraw.Draw(img), sc, map_bottom, marked)
    else:  # the live board's map: the same sea, land and named regions every time
        img = _ground(w, sc, map_bottom, height).copy()
    d = ImageDraw.Draw(img)
    _header(w, d, w("render-mombasa-part", part="map") if title is None else title, view, MAP_WIDTH,
            with_round=title is not None)
    places = lo.region_places(tuple(r.id for r in comp.regions))
    regions = view.get("regions") or {}
    for r in comp.regions:
        (x0, y0, x1, y1), (px, py) = places[r.id]
        posts = (regions.get(r.id) or {}).get("posts") or []
        cx, cy = sc(px, py)
        for k, post in enumerate(posts):
            cid = str(post.get("company"))
            dr.trading_post(d, cx + (k - (len(posts) - 1) / 2) * 32, cy + 12, cid, dr.company_letter(cid, lt),
                            upended=bool(post.get("upended")), r=14)
    for i, cid in enumerate(COMPANIES):
        x0, y0, x1, y1 = lo.base_box(cid)
        a, b = sc(x0, y0), sc(x1, y1)
        c = companies.get(cid) or {}
        d.rounded_rectangle((a[0], a[1], b[0], b[1]), 10, fill=dr.COMPANY_FILL[cid], outline=dr.INK, width=3)
        mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        dr.text(d, (mid[0], mid[1] - 16), lt[cid], size=40, fill=dr.COMPANY_TEXT[cid], anchor="mm", bold=True)
        dr.text(d, (mid[0], mid[1] + 22), c.get("posts_in_base", 0), size=fonts.NORMAL, fill=dr.COMPANY_TEXT[cid],
                anchor="mm")
        if title is not None:
            continue
        bx = M + (i % 2) * (MAP_WIDTH // 2)
        cy = map_bottom + 10 + (i // 2) * pitch + 18 + (pitch - 44) / 2
        dr.trading_post(d, bx + 16, cy, cid, lt[cid], r=15)
        dr.text_lines(d, (bx + 42, cy), base_lines[cid], BASE_LINE, size=fonts.SMALL, anchor="lm",
                      max_width=BASE_ROOM)
    return img


def render_part(view: View, part: str, words: Words | None = None, names: Names = None) -> Image.Image:
    """One part of the public board ("map", "tracks" or "displays"). Refuses a seat view."""
    if "me" in view:
        raise ValueError("board parts take the public view (game.view(state, None)), not a seat view")
    w = phrases(words, names)
    if part == "map":
        return _render_map(w, view)
    if part == "tracks":
        return canvas.fitted(("mombasa", "tracks"), lambda height: _render_tracks(w, view, height))
    if part == "bonus":
        return canvas.fitted(("mombasa", "bonus"), lambda height: _render_bonus(w, view, height))
    if part == "displays":
        return canvas.fitted(("mombasa", "displays"), lambda height: _render_displays(w, view, height))
    raise ValueError(f"unknown board part {part!r}; one of {PARTS}")


def _names_of(view: View) -> list[dict[str, Any]]:
    """What naming a seat reads of each player (``dr.seat_name``, ``dr.seat_label``)."""
    return [{"seat": p.get("seat"), "automa": p.get("automa"), "name": p.get("name")} for p in _players(view)]


def _track_spaces(view: View, on_tracks: bool) -> dict[str, Any]:
    """The view's bonus spaces on the company tracks (``track:<company>:<k>``), or the others."""
    spaces = view.get("bonus_spaces") or {}
    return {k: v for k, v in spaces.items() if str(k).startswith("track:") == on_tracks}


def _bonus_shown(view: View) -> dict[str, Any]:
    """The bonus spaces and tiles as the bonus part shows them (``_bonus_cells``): a tile
    held, reserved (by whom is not drawn) or free, and on a held tile's space its holder's
    marker, not the space's own; a tile used up looks as before (issue 28: a tile reserved
    or used while held is not drawn again)."""
    tiles = view.get("bonus_tiles") or {}
    shown: dict[str, Any] = {}
    for tid, info in tiles.items():
        info = info or {}
        shown[tid] = ({"holder": info["holder"]} if info.get("holder") is not None
                      else {"reserved_by": True} if info.get("reserved_by") is not None else {})
    spaces = {k: v for k, v in _track_spaces(view, False).items()
              if not (str(k).startswith("tile:") and (tiles.get(str(k)[5:]) or {}).get("holder") is not None)}
    return {"bonus_spaces": spaces, "bonus_tiles": shown}


def part_inputs(view: View, part: str) -> dict[str, Any]:
    """What ``render_part(view, part)`` reads of the view, and nothing more: the seats'
    names, then the part's own keys (the map: regions and companies; the tracks: the track
    assignment, each seat's track, diamond and ink positions, the track bonus spaces...;
    the bonus spaces and rounds: the round too, the only part that shows it, beside the live
    board's own words). The live board redraws a part, and uploads it again, only when these
    change (bot/games/board.py): a new round alone leaves the map, the tracks and the
    displays as they were; tests/render/test_part_inputs.py proves each part draws the same
    from them."""
    out: dict[str, Any] = {"names": _names_of(view), "automa": (view.get("automa") or {}).get("seat")}
    if part == "bonus":
        out.update(round=view.get("round"), rounds=view.get("rounds"))
    if part == "map":
        out.update(companies=view.get("companies"), regions=view.get("regions"))
    elif part == "tracks":  # of the bonus spaces only the tracks' own: a marker put on the
        # first player's space, a buy or sell space leaves the tracks as they were (issue 28)
        keys = ("seat", "tracks", "diamond", "diamond_score", "ink", "bookkeeping_score")
        out.update(tracks=view.get("tracks"), bonus_spaces=_track_spaces(view, True),
                   players=[{k: p.get(k) for k in keys} for p in _players(view)])
    elif part == "bonus":  # and here every bonus space but the tracks' own
        out.update(_bonus_shown(view), round_track=view.get("round_track"))
    else:
        out.update({k: view.get(k) for k in ("deck", "discard_count", "card_display", "book_coins", "book_display",
                                             "book_supply")})
    return out


def render_parts(view: View, words: Words | None = None, names: Names = None) -> list[tuple[str, Image.Image]]:
    """Every part of the public board, in posting order."""
    return [(part, render_part(view, part, words, names)) for part in PARTS]


def part_text(view: View, part: str, words: Words | None = None, names: Names = None) -> str:
    """The text alternative of one part (at most 1,000 characters): its title (the bonus
    spaces and rounds: with the round, as its heading), then the part's facts. Like its
    picture, a part's words change only when what it shows does (not with the phase), so a
    live board keeping a part's attachment keeps true alt text."""
    w = phrases(words, names)
    lines = [w("render-mombasa-part", part=part)]
    if part == "bonus":
        lines[0] += ": " + w("render-mombasa-move-round", round=view.get("round", 0), rounds=view.get("rounds", 0))
    if part == "map":
        companies = view.get("companies") or {}
        lines += [w("render-mombasa-part-base", company=dr.company_name(w, cid),
                    count=(companies.get(cid) or {}).get("posts_in_base", 0),
                    value=(companies.get(cid) or {}).get("share_value", 0)) for cid in COMPANIES]
        held = [w("render-mombasa-part-text-region", region=w("render-mombasa-region", region=rid, name=rid),
                  companies=", ".join(dr.company_name(w, str(p.get("company"))) for p in r.get("posts") or []))
                for rid, r in sorted((view.get("regions") or {}).items()) if r.get("posts")]
        lines.append(w("render-mombasa-part-text-regions", count=len(held), regions="; ".join(held)))
    elif part == "tracks":
        for i, p in enumerate(_players(view)):
            seat = p.get("seat", i)
            lines.append(w("render-mombasa-part-text-tracks", name=dr.seat_name(w, view, seat),
                           tracks=", ".join(f"{dr.company_name(w, cid)} {(p.get('tracks') or {}).get(cid, 0)}"
                                            for cid in COMPANIES),
                           diamond=p.get("diamond", 0), ink=p.get("ink", 0)))
    elif part == "bonus":
        taken = [w("render-mombasa-part-text-space", space=title, name=dr.seat_name(w, view, seat))
                 for _sid, title, _sub, seat in _bonus_cells(w, view) if seat is not None]
        lines.append(w("render-mombasa-part-text-spaces", count=len(taken), spaces="; ".join(taken)))
    else:
        cards = [c for col in view.get("card_display") or [] for c in col if c]
        lines.append(w("render-mombasa-text-card-display", cards="; ".join(
            w("render-mombasa-text-card-price", card=dr.card_short(w, c), price=c.get("price", "?")) for c in cards)))
        books = [b for col in view.get("book_display") or [] for b in col if b]
        lines.append(w("render-mombasa-part-text-books", books="; ".join(dr.book_short(w, b) for b in books)))
    text = "\n".join(line for line in lines if line)
    return text if len(text) <= TEXT_LIMIT else text[:TEXT_LIMIT - 1] + "…"
