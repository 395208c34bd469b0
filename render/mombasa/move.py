"""The per-move image, made for phones: what one public move changed, 800 px wide.

    render_move(after, words, names, move={"before": public_view, "events": [...]})
    move_text(after, words, names, move=...)          the same facts as text (<= 1,000 chars)
    move_changes(before, after, events)               what changed (pure, no drawing)

The changes come from the public views before and after the move (region posts, track
positions, money) and from the move's public events (card bought, book taken, bonus space,
the engine's one-line summary). Only public inputs are read: events meant for one seat
are skipped, so the image holds nothing the public board does not.

Layout, top to bottom: a header band with the acting player's marker and name, the
engine's summary line as the caption, one highlighted section per kind of change
(regions entered and ousted, track steps, cards bought, new cards in the display, books
taken, bonus spaces), then the acting player's area (money, diamonds, bookkeeping,
company tracks). A move that changes nothing drawn (a plan reveal, the end of a phase)
is the compact card: header, caption, and the acting player's area when there is one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image, ImageDraw

from render.kit import canvas, fonts
from render.kit.words import Names, Phrases
from render.mombasa import draw as dr
from render.mombasa.components import components, letters
from render.mombasa.words import phrases
from rules.catalogues import Words
from rules.mombasa.components import COMPANIES

View = Mapping[str, Any]

WIDTH = 800
M = 16  # margin
HILITE = (235, 120, 0)  # the orange frame around everything the move changed
OUSTED = (190, 40, 35)
TEXT_LIMIT = 1000
SIZE = 24  # body text: 24 x 400 / 800 = 12 px on a phone
TITLE = 26


# -- what changed (pure) ---------------------------------------------------------------------
def _players(view: View | None) -> dict[int, Mapping[str, Any]]:
    return {p.get("seat", i): p for i, p in enumerate((view or {}).get("players") or []) if isinstance(p, Mapping)}


def _posts(view: View | None) -> dict[str, list[str]]:
    return {rid: sorted(str(p.get("company")) for p in (r.get("posts") or []))
            for rid, r in ((view or {}).get("regions") or {}).items()}


def _find(rows: Any, ident: Any) -> Mapping[str, Any] | None:
    for row in rows or []:
        for item in row or []:
            if isinstance(item, Mapping) and item.get("id") == ident:
                return item
    return None


_BOXED = frozenset({"BonusMarkerPlaced", "FirstPlayerTaken", "BonusTileReserved", "CardSold"})  # own boxes


def move_changes(before: View | None, after: View, events: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """What a move changed, from the public views around it and its public events:

    seat (the acting seat or None), messages (the caption: the engine's summary when it
    gives one, else every public event's message), entered / ousted ([(region, company)]),
    tracks ([(seat, track, company or None, old, new)], track one of "company", "diamond",
    "ink"; the acting seat's first, then any other seat's that acted in the move), bought / sold / revealed (card dicts), books (book dicts), bonus (event
    messages of bonus spaces), money ((old, new) of the acting seat, or None)."""
    public = [e for e in events if isinstance(e, Mapping) and e.get("visible_to", "all") == "all"]
    summaries = [e for e in public if e.get("type") == "ActionSummary"]
    # The acting seat: the one the engine's summary names; else the one seat the events
    # name (none when several act at once, as when the plans are revealed).
    seats = list(dict.fromkeys(e["seat"] for e in summaries + public if isinstance(e.get("seat"), int)))
    seat = summaries[0].get("seat") if summaries and isinstance(summaries[0].get("seat"), int) \
        else (seats[0] if len(seats) == 1 else None)
    # The caption: the engine's summary line of each seat that has one, and the events of
    # the others (the Mautoma's turn, the end of a round) as they are.
    summed = {e.get("seat") for e in summaries}
    caption = summaries + [e for e in public if e.get("type") not in _BOXED and e.get("type") != "ActionSummary"
                           and (not summaries or (isinstance(e.get("seat"), int) and e.get("seat") not in summed))]
    messages = [{"key": e["key"], "args": e.get("args") or {}} for e in caption if isinstance(e.get("key"), str)]
    # which side said each line: the Mautoma's own turn is a paragraph of its own
    sides = [_side(e, after) for e in caption if isinstance(e.get("key"), str)]
    before = before or {}
    pb, pa = _posts(before), _posts(after)
    entered, ousted = [], []
    for rid in sorted(set(pb) | set(pa)):
        old, new = list(pb.get(rid, [])), list(pa.get(rid, []))
        for c in list(new):
            if c in old:
                old.remove(c)
                new.remove(c)
        entered += [(rid, c) for c in new]
        ousted += [(rid, c) for c in old]
    # who entered each region: the events name the seat (the Mautoma's its own kind of event)
    by_whom: dict[tuple, int | None] = {}
    for e in public:
        if e.get("type") in ("RegionEntered", "AutomaRegionEntered"):
            args = e.get("args") or {}
            entered_where = (_id(args.get("region")), _id(args.get("company")))
            by_whom.setdefault(entered_where, _side(e, after))
    entered_by = [by_whom.get(item, seat) for item in entered]
    tracks: list[tuple[int, str, str | None, int, int]] = []
    money = None
    acting = ([seat] if seat is not None else []) + [x for x in seats if x != seat]
    for who in acting:
        b, a = _players(before).get(who, {}), _players(after).get(who, {})
        if not b:
            continue
        for cid in COMPANIES:
            o, n = (b.get("tracks") or {}).get(cid, 0), (a.get("tracks") or {}).get(cid, 0)
            if o != n:
                tracks.append((who, "company", cid, o, n))
        for key in ("diamond", "ink"):
            if b.get(key, 0) != a.get(key, 0):
                tracks.append((who, key, None, b.get(key, 0), a.get(key, 0)))
        if who == seat and b.get("money") != a.get("money"):
            money = (b.get("money", 0), a.get("money", 0))
    bought, sold, revealed, books, bonus = [], [], [], [], []
    for e in public:
        t = e.get("type")
        if t == "CardBought":
            bought.append(_find(before.get("card_display"), e.get("card")) or {"id": e.get("card")})
        elif t == "CardRevealed" and e.get("reveals", True):
            card = _find(after.get("card_display"), e.get("card"))
            if card:
                revealed.append(card)
        elif t == "CardSold":
            sold.append({"key": e["key"], "args": e.get("args") or {}})
        elif t == "BookTaken":
            books.append(_find(before.get("book_display"), e.get("book")) or {"id": e.get("book")})
        elif t in ("BonusMarkerPlaced", "FirstPlayerTaken", "BonusTileReserved"):
            bonus.append({"key": e["key"], "args": e.get("args") or {}})
    return {"seat": seat, "messages": messages, "sides": sides, "entered": entered, "entered_by": entered_by,
            "ousted": ousted, "tracks": tracks,
            "bought": bought, "sold": sold, "revealed": revealed, "books": books, "bonus": bonus, "money": money}


DRAWN_CHANGES = ("entered", "ousted", "tracks", "bought", "sold", "revealed", "books", "bonus")


def move_shows(view: View, move: Mapping[str, Any] | None = None) -> bool:
    """Whether the per-move image of a move shows anything beyond its caption (the post's
    own words): a region, a track step, a card, a book, a bonus space or the mover's money
    that changed. The end of an action phase or the plans revealed would be the compact
    card only (header, caption, the mover's area as the live board shows it): not posted."""
    before, events = _move(move)
    ch = move_changes(before, view, events)
    return ch["money"] is not None or any(ch[k] for k in DRAWN_CHANGES)


MAUTOMA_EVENT = "mombasa-mau-ev-"  # the message keys of the Mautoma's events
MAUTOMA_CARD = MAUTOMA_EVENT + "card-played"  # it plays a card: a paragraph of its own
CAPTION_LINES = 6  # a caption longer than this is drawn in the small size (still 11 px on a phone)


def _id(arg: Any) -> Any:
    """An id from an event's argument: a nested message ({"key", "args": {"id"}}) or the id."""
    return (arg.get("args") or {}).get("id") if isinstance(arg, Mapping) else arg


def _side(event: Mapping[str, Any], view: View) -> int | None:
    """The seat an event speaks for: its own "seat", the Mautoma's for its events (their
    messages are the Mautoma's own, "mombasa-mau-ev-…")."""
    if str(event.get("key", "")).startswith(MAUTOMA_EVENT):
        seat = (view.get("automa") or {}).get("seat")
        return seat if isinstance(seat, int) else None
    for seat in (event.get("seat"), (event.get("args") or {}).get("seat")):
        if isinstance(seat, int):
            return seat
    return None


def _move(move: Mapping[str, Any] | None) -> tuple[View | None, list[Mapping[str, Any]]]:
    move = move or {}
    return move.get("before"), list(move.get("events") or [])


# -- drawing ----------------------------------------------------------------------------------
def _frame(d: ImageDraw.ImageDraw, box: tuple[float, float, float, float], colour: tuple[int, int, int] = HILITE) -> None:
    d.rounded_rectangle(box, 12, outline=colour, width=5)


def _title(d: ImageDraw.ImageDraw, y: float, s: str) -> float:
    dr.text(d, (M, y), s, size=TITLE, bold=True, max_width=WIDTH - 2 * M)
    return y + 38


def _paragraphs(w: Phrases, ch: Mapping[str, Any], view: View) -> list[str]:
    """The caption's messages joined, a new paragraph where the side speaking changes to or
    from the Mautoma (its turn, played after the player's move, reads as its own) and at
    each card the Mautoma plays (the end of a round plays several)."""
    automa = (view.get("automa") or {}).get("seat")
    out: list[str] = []
    last = object()
    for message, side in zip(ch["messages"], ch["sides"], strict=True):
        mautoma = side is not None and side == automa
        if out and mautoma == last and message.get("key") != MAUTOMA_CARD:
            out[-1] += " " + w.message(message)
        else:
            out.append(w.message(message))
        last = mautoma
    return out or [w("render-mombasa-move-nothing")]


def _track_name(w: Phrases, track: str, cid: str | None) -> str:
    return w("render-mombasa-move-track", track=track, company=dr.company_name(w, cid or ""))


def _track_row(w: Phrases, d: ImageDraw.ImageDraw, y: float, seat: int | None, view: View,
               track: str, cid: str | None, old: int, new: int, acting: int | None = None) -> float:
    label = _track_name(w, track, cid)
    if seat is not None and seat != acting:  # another seat's steps in the same move: say whose
        label = w("render-mombasa-move-track-of", track=label, name=dr.seat_name(w, view, seat))
    # the track and whose it is, on a second line when a long name needs it ("Spoor van
    # Saint-Louis: Anneloes van der Berg-Öste…" was cut)
    lines = fonts.wrap(label, WIDTH - 2 * M - 110, SIZE, 2, bold=True)
    for j, line in enumerate(lines):
        dr.text(d, (M + 4, y + 4 + j * 30), line, size=SIZE, bold=True, max_width=WIDTH - 2 * M - 110)
    dr.text(d, (WIDTH - M - 4, y + 4), w("render-mombasa-move-steps", old=old, new=new), size=SIZE, anchor="ra")
    cell, gap, n = 56, 3, 13
    lo_ = max(0, min(old, new) - 1)
    hi = max(old, new)
    start = max(0, min(lo_, hi - n + 1))
    y0 = y + 40 + 30 * (len(lines) - 1)
    for i in range(n):
        pos = start + i
        x0 = M + i * (cell + gap)
        stepped = min(old, new) < pos <= max(old, new)
        fill = dr.GOLD if stepped else dr.PAPER_DARK
        d.rounded_rectangle((x0, y0, x0 + cell, y0 + cell), 6, fill=fill,
                            outline=HILITE if pos == new else dr.LINE, width=4 if pos == new else 1)
        if pos == new and seat is not None:
            dr.player_marker(d, x0 + cell / 2, y0 + cell / 2, seat, r=17, label=dr.seat_label(w, view, seat))
        else:
            dr.text(d, (x0 + cell / 2, y0 + cell / 2), pos, size=fonts.SMALL, fill=dr.MUTED, anchor="mm")
    return y0 + cell + 14


def _region_tiles(w: Phrases, d: ImageDraw.ImageDraw, y: float, items: list[tuple[str, str]], lt: Mapping[str, str],
                  ousted: bool) -> float:
    tw, th, gap = 246, 104, 15
    for i, (rid, cid) in enumerate(items):
        x0 = M + (i % 3) * (tw + gap)
        y0 = y + (i // 3) * (th + gap)
        d.rounded_rectangle((x0, y0, x0 + tw, y0 + th), 12, fill=(240, 226, 190), outline=dr.LAND_LINE, width=2)
        _frame(d, (x0 - 3, y0 - 3, x0 + tw + 3, y0 + th + 3), OUSTED if ousted else HILITE)
        name = w("render-mombasa-region", region=rid, name=rid)
        for j, line in enumerate(fonts.wrap(name, tw - 66, SIZE, 2, bold=True)):
            dr.text(d, (x0 + 10, y0 + 10 + j * 30), line, size=SIZE, bold=True)
        dr.trading_post(d, x0 + tw - 26, y0 + 26, cid, dr.company_letter(cid, lt), r=16)
        if ousted:
            d.line((x0 + tw - 44, y0 + 8, x0 + tw - 8, y0 + 44), fill=OUSTED, width=5)
        dr.text(d, (x0 + 10, y0 + th - 12), dr.company_name(w, cid), size=fonts.SMALL, fill=dr.MUTED, anchor="ld",
                max_width=tw - 20)
    rows = (len(items) + 2) // 3
    return y + rows * (th + gap) + 4


def _player_area(w: Phrases, d: ImageDraw.ImageDraw, y: float, view: View, seat: int,
                 money: tuple[int, int] | None, lt: Mapping[str, str]) -> float:
    p = _players(view).get(seat, {})
    d.rounded_rectangle((M - 6, y, WIDTH - M + 6, y + 150), 12, fill=dr.HILIGHT, outline=dr.LINE, width=2)
    d.rectangle((M - 6, y + 12, M + 4, y + 138), fill=dr.PLAYER_FILL[seat % 4])
    dr.player_marker(d, M + 30, y + 32, seat, r=18, label=dr.seat_label(w, view, seat))
    room_end = WIDTH - M - 10
    if "money" in p:
        cash = w("render-mombasa-move-money", pounds=p.get("money", 0))
        tw_ = fonts.text_width(cash, TITLE, True)
        x = WIDTH - M - 10 - tw_
        if money:
            d.rounded_rectangle((x - 10, y + 12, WIDTH - M, y + 52), 8, outline=HILITE, width=4)
        dr.coin(d, x - 30, y + 32, 16)
        dr.text(d, (x, y + 32), cash, size=TITLE, bold=True, anchor="lm")
        room_end = x - 30 - 16 - 14  # the name up to the coin ("Anneloes van der Berg-Österh…" was cut at 400 px)
    dr.text(d, (M + 60, y + 32), dr.seat_name(w, view, seat), size=TITLE, bold=True, anchor="lm",
            max_width=room_end - (M + 60))
    dr.diamond_and_ink(w, d, M + 14, y + 78, p)
    x = M + 14
    for cid in COMPANIES:
        dr.trading_post(d, x + 14, y + 120, cid, dr.company_letter(cid, lt), r=14)
        x += 34 + dr.text(d, (x + 34, y + 120), (p.get("tracks") or {}).get(cid, 0), size=SIZE, anchor="lm", bold=True)
        x += 26
    return y + 164


def render_move(view: View, words: Words | None = None, names: Names = None, move: Mapping[str, Any] | None = None,
                comp: Any = None) -> Image.Image:
    """The per-move image of the public view ``view`` after a move (``move`` = {"before":
    the public view before it, "events": its events}). Refuses a seat view."""
    if "me" in view:
        raise ValueError("render_move takes the public view (game.view(state, None)), not a seat view")
    comp = comp or components()
    lt = letters(comp)
    w = phrases(words, names)
    before, events = _move(move)
    ch = move_changes(before, view, events)
    seat = ch["seat"]
    # the caption whole (the picture grows with it): short in the body size, long in the small
    paragraphs = [fonts.wrap(p, WIDTH - 2 * M, SIZE, 1000) for p in _paragraphs(w, ch, view)]
    size, pitch = SIZE, 32
    if sum(len(lines) for lines in paragraphs) > CAPTION_LINES:
        size, pitch = fonts.SMALL, 28
        paragraphs = [fonts.wrap(p, WIDTH - 2 * M, size, 1000) for p in _paragraphs(w, ch, view)]
    caption_h = sum(pitch * len(lines) + 8 for lines in paragraphs)
    def draw(height: int) -> Image.Image:
        img = dr.canvas((WIDTH, height))
        d = ImageDraw.Draw(img)
        # header
        d.rectangle((0, 0, WIDTH, 64), fill=(84, 52, 30))
        x = M
        if seat is not None:
            dr.player_marker(d, M + 20, 32, seat, r=20, label=dr.seat_label(w, view, seat))
            x = M + 52
            who = dr.seat_name(w, view, seat)
        else:
            who = w("render-mombasa-title")
        rnd = w("render-mombasa-move-round", round=view.get("round", 0), rounds=view.get("rounds", 0))
        rw = fonts.text_width(rnd, SIZE)
        dr.text(d, (x, 32), who, size=30, bold=True, fill=dr.WHITE, anchor="lm", max_width=WIDTH - x - rw - 3 * M)
        dr.text(d, (WIDTH - M, 32), rnd, size=SIZE, fill=(240, 225, 200), anchor="rm")
        # caption
        y = 78.0
        for k, lines in enumerate(paragraphs):
            y += 8 if k else 0
            for line in lines:
                dr.text(d, (M, y), line, size=size)
                y += pitch
        y += 8
        # regions entered: each side's own, named, when the move's regions are not all the mover's
        sides = sorted(dict.fromkeys(ch["entered_by"]), key=lambda side: side != seat)  # the mover's first
        for side in sides:
            items = [item for item, by in zip(ch["entered"], ch["entered_by"], strict=True) if by == side]
            if sides == [seat] or side is None:
                title = w("render-mombasa-move-entered", count=len(items))
            else:
                title = w("render-mombasa-move-entered-by", name=dr.seat_name(w, view, side), count=len(items))
            y = _title(d, y, title)
            y = _region_tiles(w, d, y, items, lt, ousted=False)
        if ch["ousted"]:
            y = _title(d, y, w("render-mombasa-move-ousted", count=len(ch["ousted"])))
            y = _region_tiles(w, d, y, ch["ousted"], lt, ousted=True)
        if ch["tracks"]:
            y = _title(d, y, w("render-mombasa-move-tracks"))
            top = y
            for who, track, cid, old, new in ch["tracks"]:
                y = _track_row(w, d, y, who, view, track, cid, old, new, seat)
            _frame(d, (M - 8, top - 4, WIDTH - M + 8, y - 6))
            y += 8
        cards = [(c, True) for c in ch["bought"]] + [(c, False) for c in ch["revealed"][:4 - min(4, len(ch["bought"]))]]
        if cards:
            y = _title(d, y, w("render-mombasa-move-cards", bought=len(ch["bought"]), revealed=len(cards) - len(ch["bought"])))
            cw, chh, gap = 176, 206, 14
            for i, (card, hot) in enumerate(cards):
                x0 = M + i * (cw + gap)
                dr.draw_card(w, d, (x0, int(y), x0 + cw, int(y) + chh), card, lt)
                if hot:
                    _frame(d, (x0 - 5, y - 5, x0 + cw + 5, y + chh + 5))
                price = card.get("price")
                if price is not None:
                    dr.text(d, (x0 + cw / 2, y + chh + 8), w("render-mombasa-move-price", price=price), size=fonts.SMALL,
                            anchor="ma", fill=dr.INK if hot else dr.MUTED)
            y += chh + 44
        if ch["books"]:
            y = _title(d, y, w("render-mombasa-move-books", count=len(ch["books"])))
            bw, bh, gap = 236, 128, 16
            for i, book in enumerate(ch["books"][:3]):
                x0 = M + i * (bw + gap)
                dr.draw_book(w, d, (x0, int(y), x0 + bw, int(y) + bh), book)
                _frame(d, (x0 - 5, y - 5, x0 + bw + 5, y + bh + 5))
            y += bh + 20
        for m in ch["bonus"] + ch["sold"]:
            lines = fonts.wrap(w.message(m), WIDTH - 2 * M - 24, SIZE, 2)
            h = 20 + 32 * len(lines)
            d.rounded_rectangle((M, y, WIDTH - M, y + h), 10, fill=dr.HILIGHT)
            _frame(d, (M, y, WIDTH - M, y + h))
            for j, line in enumerate(lines):
                dr.text(d, (M + 12, y + 12 + j * 32), line, size=SIZE)
            y += h + 12
        if seat is not None and seat in _players(view):
            y = _player_area(w, d, y + 4, view, seat, ch["money"], lt)
        return img.crop((0, 0, WIDTH, int(y) + 8))

    # on a canvas just taller than the tallest per-move image so far (render.kit.canvas)
    return canvas.fitted(("mombasa", "move"), draw, tall=canvas.TALL + caption_h)


def move_text(view: View, words: Words | None = None, names: Names = None, move: Mapping[str, Any] | None = None) -> str:
    """The per-move image as text, at most 1,000 characters."""
    w = phrases(words, names)
    before, events = _move(move)
    ch = move_changes(before, view, events)
    parts = [" ".join(w.message(m) for m in ch["messages"]) or w("render-mombasa-move-nothing")]
    seat = ch["seat"]
    if seat is not None and seat in _players(view):
        p = _players(view)[seat]
        parts.append(w("render-mombasa-move-text-player", name=dr.seat_name(w, view, seat),
                       pounds=p.get("money", 0), diamond=p.get("diamond", 0), ink=p.get("ink", 0)))
    text = " ".join(s.strip() for s in parts if s.strip())
    return text if len(text) <= TEXT_LIMIT else text[:TEXT_LIMIT - 1] + "…"
