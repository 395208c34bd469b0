"""Each decision's own picture for the private panel (issue 28): what the decision needs and
nothing more, 800 px wide and at most 900 px tall, from the seat's view of the position the
decision starts from (the draft's progress is the panel's text, not the picture's).

    decision_of(view)                    the decision's picture kind, or None (the text says all)
    decision_subject(view)               the decision a view is at (a draft's steps at one share a picture)
    decision_part(view)                  the part of the view the picture is drawn from
    render_decision(view, words, names)  that picture (None when there is none)
    decision_text(view, words, names)    its text alternative

The kinds, in the game's words: "tile" (the starting tiles offered, or the one whose cards
go on the resting decks), "plan" (your hand and your action slots), "goods" (the trade
tracks you may move and the card display you may buy from), "expansion" (the map with the
regions you may enter marked, and their costs), "bookkeeping" (your bookkeeping track, your
books face up and the books on offer), "tracks" (the trade tracks). A seat's view only: the
hand and the plan are the seat's own.

No picture where the panel's words say all (issue 28: a picture only for what the text and
buttons cannot show): the action to take (each button names its card, an expansion its
company, ending the phase the resting deck's cards), a card to sell (the buttons name the
hand's cards and their price) or to buy (the buttons name the display's cards and their
price), and every yes/no, amount or order of rewards. The picture is drawn from
``decision_part``, the view cut down to what it shows, so another player's move that leaves
that part as it was leaves the picture byte for byte as it was (the panel keeps it, the
renderer draws it once: ``render.registry.inputs``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image, ImageDraw

from render.kit import fonts, palette
from render.kit.words import Names, Phrases
from render.mombasa import draw as dr
from render.mombasa import layout as lo
from render.mombasa import parts as pt
from render.mombasa.components import components, letters, track
from render.mombasa.player import draw_tiles_offered
from render.mombasa.text import tile_choice_line
from render.mombasa.words import phrases
from rules.catalogues import Words
from rules.mombasa.components import COMPANIES

View = Mapping[str, Any]
WIDTH = 800
MAX_HEIGHT = 900
M = 16
GAP = 10
SECTION = 42  # a section's heading and the room under it

# the pending task's kind -> the picture it needs (a kind not here: no picture, the panel's
# words say all: the action to take, a card to sell or buy, a resting deck to pick up)
TASKS = {
    "goods": "goods", "expansion": "expansion", "oust": "expansion",
    "spend_bk": "bookkeeping", "bk_flip": "bookkeeping", "bk_move": "bookkeeping", "place_books": "bookkeeping",
    "majority": "tracks", "other_tracks": "tracks",
}
KINDS = ("tile", "plan", "goods", "expansion", "bookkeeping", "tracks")


def decision_of(view: View) -> str | None:
    """The picture the seat's decision needs (``KINDS``), None when it decides nothing or
    its words say all (an order of rewards, a choice between two bonuses)."""
    me = view.get("me")
    if not isinstance(me, Mapping) or not me.get("legal"):
        return None
    if view.get("phase") == "setup":  # the tiles offered, or the one kept whose cards are placed
        return "tile"
    if view.get("phase") == "planning":
        return "plan"
    pending = view.get("pending") or {}
    if pending.get("seat") != me.get("seat"):
        return None
    return TASKS.get(str(pending.get("kind")))


def decision_subject(view: View) -> tuple[str, bool] | None:
    """The decision a seat view is at, for the panel's picture: its kind (``decision_of``),
    and for an expansion whether its company is chosen (its regions and costs are known
    then). The steps of a draft at one subject show one picture (bot/games/seat_panels.py)."""
    kind = decision_of(view)
    if kind is None:
        return None
    return kind, kind == "expansion" and bool((view.get("pending") or {}).get("costs"))


def _me(view: View) -> tuple[int, Mapping[str, Any]]:
    seat = int(view["me"]["seat"])
    for p in view.get("players") or []:
        if int(p.get("seat", -1)) == seat:
            return seat, p
    raise ValueError(f"seat {seat} is not in this view")


def _title(w: Phrases, d: ImageDraw.ImageDraw, view: View, kind: str, seat: int) -> float:
    """The title band: the player's marker, what the decision is about, the round."""
    y = pt._header(w, d, "      " + w("render-mombasa-decision-title", kind=kind, name=dr.seat_name(w, view, seat)), view)
    dr.player_marker(d, M + 14, 30, seat, 14, label=dr.seat_label(w, view, seat))
    return y


def _section(d: ImageDraw.ImageDraw, y: float, heading: str, note: str = "") -> float:
    dr.text(d, (M, y), heading, size=fonts.NORMAL, bold=True, max_width=WIDTH - 2 * M)
    if note:
        dr.text(d, (WIDTH - M, y + 4), note, size=fonts.SMALL, fill=dr.MUTED, anchor="ra", max_width=360)
    return y + SECTION


def _card_grid(w: Phrases, d: ImageDraw.ImageDraw, y: float, cards: Sequence[Mapping[str, Any] | None],
               lt: Mapping[str, str], size: tuple[int, int, int], empty: str = "") -> float:
    """Cards ``per_row`` abreast (``size``: per row, width, height); an empty list says ``empty``."""
    per_row, cw, ch = size
    if not cards:
        dr.text(d, (M, y + 10), empty, size=fonts.SMALL, fill=dr.MUTED)
        return y + 50
    for i, card in enumerate(cards):
        x = M + (i % per_row) * (cw + GAP)
        yy = int(y + (i // per_row) * (ch + GAP))
        dr.draw_card(w, d, (x, yy, x + cw, yy + ch), card, lt)
    return y + -(-len(cards) // per_row) * (ch + GAP) + 4


def _card_size(count: int, room: float) -> tuple[int, int, int]:
    """Cards' per row, width and height for ``count`` cards in ``room`` px of height: four
    abreast at full size when they fit, else five or six abreast, shorter."""
    for per_row, ch in ((4, 176), (4, 150), (5, 150), (6, 140), (6, 120)):
        rows = max(1, -(-count // per_row))
        if rows * (ch + GAP) <= room:
            break
    cw = (WIDTH - 2 * M - (per_row - 1) * GAP) // per_row
    return per_row, cw, ch


def _slots(w: Phrases, d: ImageDraw.ImageDraw, y: float, p: Mapping[str, Any], me: Mapping[str, Any],
           lt: Mapping[str, str], size: tuple[int, int, int]) -> float:
    """The seat's own action slots by number, with the cards planned in them (none at the
    decision's start: the plan under way is the panel's text)."""
    per_row, cw, ch = size
    draft = me.get("draft") or {}
    numbers = [int(a["slot"]) for a in p.get("action_area") or []] or list(range(int(p.get("slots", 3))))
    for k, i in enumerate(numbers):
        x = M + (k % per_row) * (cw + GAP)
        yy = int(y + (k // per_row) * (ch + GAP))
        box = (x, yy, x + cw, yy + ch)
        card = draft.get(str(i)) if isinstance(draft, Mapping) else None
        if card:
            dr.draw_card(w, d, box, card, lt)
        else:
            d.rounded_rectangle(box, 10, outline=dr.LINE, width=2)
            dr.text(d, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), w("render-mombasa-panel-slot", number=i + 1),
                    size=fonts.SMALL, fill=dr.MUTED, anchor="mm")
    return y + -(-len(numbers) // per_row) * (ch + GAP) + 4


# -- the pictures ---------------------------------------------------------------------------
def _plan(w: Phrases, view: View, img: Image.Image) -> float:
    d = ImageDraw.Draw(img)
    seat, p = _me(view)
    me = view["me"]
    lt = letters(components())
    hand = list(me.get("hand") or [])
    slots = int(p.get("slots", 3))
    y = _title(w, d, view, "plan", seat)
    size = _card_size(max(len(hand), 1) + slots + 4, MAX_HEIGHT - y - 2 * SECTION - 20)
    y = _section(d, y, w("render-mombasa-panel-hand", count=len(hand)))
    y = _card_grid(w, d, y, hand, lt, size, w("render-mombasa-panel-no-cards"))
    y = _section(d, y + 6, w("render-mombasa-panel-planned"))
    return _slots(w, d, y, p, me, lt, size)


def _tracks(w: Phrases, d: ImageDraw.ImageDraw, y: float, view: View, seat: int) -> float:
    """The four trade tracks in play, one row each: the spaces (shares and bonus spaces
    marked), every player's marker under its space, yours in front."""
    comp = components()
    assignment = view.get("tracks") or dict(comp.first_game_tracks)
    players = [p for p in view.get("players") or [] if isinstance(p, Mapping)]
    for cid in COMPANIES:
        t = track(comp, assignment[cid])
        n = len(t.spaces)
        cell = (WIDTH - 2 * M - 200) / n
        mine = int((next((p for p in players if int(p.get("seat", -1)) == seat), {}).get("tracks") or {}).get(cid, 0))
        d.rounded_rectangle((M - 6, y, M + 184, y + 62), 8, fill=dr.COMPANY_FILL[cid])
        dr.text(d, (M + 4, y + 17), dr.company_name(w, cid), size=fonts.SMALL, bold=True,
                fill=dr.COMPANY_TEXT[cid], anchor="lm", max_width=174)
        dr.text(d, (M + 4, y + 45), w("render-mombasa-decision-track-at", at=mine, spaces=n - 1), size=fonts.SMALL,
                fill=dr.COMPANY_TEXT[cid], anchor="lm", max_width=174)
        x0 = M + 196
        for i, space in enumerate(t.spaces):
            a = x0 + i * cell
            hot = space.special is not None
            d.rectangle((a, y, a + cell - 2, y + 34), fill=(252, 236, 180) if hot else dr.PAPER_DARK,
                        outline=dr.GOLD_DARK if hot else dr.LINE)
            if space.shares is not None:
                dr.text(d, (a + cell / 2 - 1, y + 17), space.shares, size=fonts.SMALL, anchor="mm", bold=True)
        others = sorted({int((p.get("tracks") or {}).get(cid, 0)) for p in players if int(p.get("seat", -1)) != seat})
        for pos in others:
            d.ellipse((x0 + pos * cell + cell / 2 - 6, y + 40, x0 + pos * cell + cell / 2 + 6, y + 52), fill=dr.MUTED)
        dr.player_marker(d, x0 + mine * cell + cell / 2 - 1, y + 50, seat, 12, label=dr.seat_label(w, view, seat))
        y += 76
    return y


def _display(w: Phrases, d: ImageDraw.ImageDraw, y: float, view: View, ch: int = 46) -> float:
    """The card display as chips, three rows of four, each with its price."""
    lt = letters(components())
    cw = (WIDTH - 2 * M - 3 * GAP) // 4
    for col, column in enumerate(view.get("card_display") or []):
        for row, card in enumerate(column):
            x = M + row * (cw + GAP)
            yy = int(y + col * (ch + 38))
            dr.draw_card(w, d, (x, yy, x + cw, yy + ch), card, lt, compact=True)
            if card and card.get("price") is not None:
                dr.text(d, (x + cw / 2, yy + ch + 4), w("render-mombasa-move-price", price=card["price"]),
                        size=fonts.SMALL, anchor="ma")
    return y + len(view.get("card_display") or []) * (ch + 38)


def _goods(w: Phrases, view: View, img: Image.Image) -> float:
    d = ImageDraw.Draw(img)
    seat, _p = _me(view)
    y = _title(w, d, view, "goods", seat)
    y = _section(d, y, w("render-mombasa-decision-tracks"))
    y = _tracks(w, d, y, view, seat)
    y = _section(d, y, w("render-mombasa-card-display"))
    return _display(w, d, y, view)


def _trade_tracks(w: Phrases, view: View, img: Image.Image) -> float:
    d = ImageDraw.Draw(img)
    seat, _p = _me(view)
    y = _title(w, d, view, "tracks", seat)
    y = _section(d, y, w("render-mombasa-decision-tracks"))
    return _tracks(w, d, y, view, seat)


def _bookkeeping(w: Phrases, view: View, img: Image.Image) -> float:
    """Your bookkeeping track as a row of spaces (the ink jar, each book's letter), your
    face-up books (what they ask and give), the book display with its coins."""
    d = ImageDraw.Draw(img)
    seat, p = _me(view)
    comp = components()
    y = _title(w, d, view, "bookkeeping", seat)
    y = _section(d, y, w("render-mombasa-board-bookkeeping-track", at=p.get("ink", 0),
                         score=p.get("bookkeeping_score", 0)))
    spaces = comp.player_board.bookkeeping
    books = list(p.get("bookkeeping_track") or [])
    flipped = list(p.get("flipped_books") or [])
    ink = int(p.get("ink", 0))
    per_row = 7
    cw = (WIDTH - 2 * M - (per_row - 1) * 6) / per_row
    face_up: list[Mapping[str, Any]] = []
    for i, sp in enumerate(spaces):
        x = M + (i % per_row) * (cw + 6)
        yy = y + (i // per_row) * 96
        box = (x, yy, x + cw, yy + 88)
        d.rounded_rectangle(box, 8, fill=(238, 230, 212), outline=dr.GOLD_DARK if sp.unlocks_slot else dr.LINE,
                            width=3 if sp.unlocks_slot else 1)
        dr.text(d, (x + 6, yy + 14), w("render-mombasa-board-ink") if i == 0 else str(i), size=fonts.SMALL,
                fill=dr.MUTED, anchor="lm", max_width=int(cw / 2))
        if sp.value is not None:
            dr.coin(d, x + cw - 20, yy + 16, 13, sp.value)
        book = books[i] if i < len(books) else None
        if book:
            down = bool(book.get("flipped")) or (i < len(flipped) and bool(flipped[i]))
            d.rounded_rectangle((x + 8, yy + 36, x + 44, yy + 78), 6, fill=(170, 150, 120) if down else
                                dr.BOOK_FILL.get(str(book.get("letter")), dr.WHITE), outline=dr.INK, width=2)
            dr.text(d, (x + 26, yy + 57), str(book.get("letter", "?")), size=fonts.SMALL, anchor="mm", bold=True)
            if not down:
                face_up.append(book)
        elif sp.no_a:
            dr.text(d, (x + 26, yy + 57), w("render-mombasa-board-no-a"), size=fonts.SMALL, anchor="mm", bold=True)
            d.line((x + 14, yy + 70, x + 38, yy + 44), fill=dr.CRATE, width=3)
        if i == ink:
            dr.inkjar(d, x + cw - 18, yy + 62, 13)
            d.rounded_rectangle(box, 8, outline=dr.INKJAR, width=4)
    y += -(-len(spaces) // per_row) * 96 + 8
    # books four abreast: your face-up ones on one row, then each column of the book display
    # as a row (its coins on the books), as tall as fits within 900 px (118 px at most)
    per_row, gap = 4, 12
    bw = (WIDTH - 2 * M - (per_row - 1) * gap) // per_row
    display = view.get("book_display") or []
    coins = view.get("book_coins") or []
    offered = [(book, coins[col][row] if col < len(coins) and row < len(coins[col]) else 0)
               for col, column in enumerate(display) for row, book in enumerate(column)]
    rows = -(-max(1, len(offered)) // per_row) + (1 if face_up else 0)
    room = MAX_HEIGHT - y - (2 if face_up else 1) * SECTION - 10
    bh = max(96, min(118, int(room / max(1, rows)) - 10))
    if face_up:
        y = _section(d, y, w("render-mombasa-decision-your-books", count=len(face_up)))
        for k, book in enumerate(face_up[:per_row]):
            x = M + k * (bw + gap)
            dr.draw_book(w, d, (x, int(y), x + bw, int(y) + bh), book)
        y += bh + 10
    y = _section(d, y, w("render-mombasa-part-books"))
    for k, (book, coin) in enumerate(offered):
        x = M + (k % per_row) * (bw + gap)
        yy = int(y + (k // per_row) * (bh + 10))
        dr.draw_book(w, d, (x, yy, x + bw, yy + bh), book)
        if coin:
            dr.coin(d, x + bw - 20, yy + bh - 20, 16, coin)
    y += -(-max(1, len(offered)) // per_row) * (bh + 10)
    return y


def _enterable(view: View) -> dict[str, int]:
    """The regions the decision offers to enter, with their costs: the regions of the
    seat's legal "enter" choices (its ``legal_messages``), not every region the company
    reaches (one it cannot afford is not offered). A view without the choices' messages:
    the costs as the view gives them."""
    pending = view.get("pending") or {}
    costs = {str(k): int(v) for k, v in (pending.get("costs") or {}).items()}
    messages = view["me"].get("legal_messages")
    if not isinstance(messages, list):
        return costs
    offered = set()
    for m in messages:
        if isinstance(m, Mapping) and m.get("key") == "mombasa-act-enter":
            region = (m.get("args") or {}).get("region")
            rid = ((region.get("args") or {}).get("id") if isinstance(region, Mapping) else None)
            offered.add(str(rid))
    return {rid: cost for rid, cost in costs.items() if rid in offered}


def _expansion(w: Phrases, view: View) -> Image.Image:
    """The map part with the regions the expansion may enter marked (their costs beside
    them). Once they are known, an 800 px window of the map's 960 px drawing around them,
    not shrunk: the regions' names keep their 22 px (11 px on a phone, issue 34); the
    whole map made 800 px wide while the company is still to be chosen."""
    costs = _enterable(view)
    seat, _p = _me(view)
    title = w("render-mombasa-decision-title", kind="expansion", name=dr.seat_name(w, view, seat))
    img = pt.draw_map(w, view, marked=costs, title=title)
    window = _map_window(costs, img.size)
    if window is None:
        # a box filter: the fastest, and its flat colours make the smallest PNG
        # (in RGB: a palette image is only ever resized pixel by pixel, with no box filter)
        img = img.convert("RGB").resize((WIDTH, round(img.height * WIDTH / img.width)), Image.Resampling.BOX)
        return img.crop((0, 0, WIDTH, min(img.height, MAX_HEIGHT)))
    out = dr.canvas((WIDTH, min(MAX_HEIGHT, BAND + window[3] - window[1])))
    palette.paste(out, img.crop(window), (0, BAND))
    pt._header(w, ImageDraw.Draw(out), title, view, WIDTH)
    return out


BAND = 60  # the map part's title band


def _map_window(marked: Mapping[str, int], size: tuple[int, int]) -> tuple[int, int, int, int] | None:
    """The part of the map's drawing (``size``) the picture shows unshrunk: 800 px wide and
    as tall as fits under the title band, centred on the marked regions (None: none marked,
    or they do not fit in it)."""
    if not marked:
        return None
    comp = components()
    lay = lo.layout()
    mx0, my0 = lay["map"]["box"][:2]
    places = lo.region_places(tuple(r.id for r in comp.regions))
    boxes = [places[rid][0] for rid in marked if rid in places]
    if not boxes:
        return None
    s = pt.MAP_SCALE
    left = min((b[0] - mx0) * s for b in boxes) - M
    right = max((b[2] - mx0) * s for b in boxes) + M
    top = BAND + min((b[1] - my0) * s for b in boxes) - M
    bottom = BAND + max((b[3] - my0) * s for b in boxes) + M
    width, height = size
    tall = MAX_HEIGHT - BAND
    if right - left > WIDTH or bottom - top > tall:
        return None
    x = int(min(max(0, (left + right) / 2 - WIDTH / 2), width - WIDTH))
    y = int(min(max(BAND, (top + bottom) / 2 - tall / 2), max(BAND, height - tall)))
    return x, y, x + WIDTH, min(height, y + tall)


def _tile(w: Phrases, view: View, img: Image.Image) -> float:
    d = ImageDraw.Draw(img)
    seat, _p = _me(view)
    y = _title(w, d, view, "tile", seat)
    return draw_tiles_offered(w, d, int(y), view)


DRAWN = {"plan": _plan, "goods": _goods, "bookkeeping": _bookkeeping, "tracks": _trade_tracks, "tile": _tile}


# what each picture reads of the view, beside the round and the seats' names: the seat's
# own part (``me``: its hand, plan, starting tiles; its own ``players`` entry), then the
# board's (every seat's trade track markers, the displays, the map)
_ME_KEYS = {"tile": ("tile_options", "tile"), "plan": ("hand", "draft")}
_OWN_KEYS = {"tile": ("starting_tile",), "plan": ("action_area", "slots"),
             "bookkeeping": ("ink", "bookkeeping_score", "bookkeeping_track", "flipped_books")}
_EVERY_SEAT_KEYS = {"goods": ("tracks",), "tracks": ("tracks",)}
_BOARD_KEYS = {"goods": ("tracks", "card_display"), "tracks": ("tracks",), "bookkeeping": ("book_display", "book_coins"),
               "expansion": ("companies", "regions")}


def decision_part(view: View) -> dict[str, Any] | None:
    """The part of the seat's view its decision's picture is drawn from (``render_decision``
    draws from nothing else), None when the decision has no picture: the round, the seats'
    names, the decision, and what the picture shows (``_ME_KEYS``...). Equal parts draw equal
    pictures, so a move of another player that leaves the part as it was (a plan: the hand
    and slots are the seat's own) leaves the picture as it was, byte for byte."""
    kind = decision_of(view)
    if kind is None:
        return None
    seat, _p = _me(view)
    me = view["me"]
    automa = view.get("automa")
    players = []
    for p in view.get("players") or []:
        if not isinstance(p, Mapping):
            continue
        entry = {k: p.get(k) for k in ("seat", "name", "automa")}
        keys = _EVERY_SEAT_KEYS.get(kind, ()) + (_OWN_KEYS.get(kind, ()) if p.get("seat") == seat else ())
        entry.update({k: p.get(k) for k in keys})
        if kind == "plan" and p.get("seat") == seat:  # the slots' numbers, not the cards in them
            entry["action_area"] = [{"slot": a.get("slot")} for a in p.get("action_area") or []]
        players.append(entry)
    part: dict[str, Any] = {
        "phase": view.get("phase"), "round": view.get("round"), "rounds": view.get("rounds"),
        "automa": {"seat": automa.get("seat")} if isinstance(automa, Mapping) else None,
        "me": {"seat": seat, "legal": True, **{k: me.get(k) for k in _ME_KEYS.get(kind, ())}},
        "players": players, **{k: view.get(k) for k in _BOARD_KEYS.get(kind, ())},
    }
    pending = view.get("pending")
    if isinstance(pending, Mapping):
        part["pending"] = {"seat": pending.get("seat"), "kind": pending.get("kind")}
        if kind == "expansion":  # the regions offered, with their costs (``_enterable``)
            part["pending"]["costs"] = _enterable(view)
    return part


def render_decision(view: View, words: Words | None = None, names: Names = None, **_options: Any) -> Image.Image | None:
    """The picture of the seat's decision (``decision_of``), None when it needs none; drawn
    from ``decision_part`` alone."""
    part = decision_part(view)
    if part is None:
        return None
    kind = decision_of(part)
    assert kind is not None  # a part keeps its decision
    w = phrases(words, names)
    if kind == "expansion":
        return _expansion(w, part)
    img = dr.canvas((WIDTH, MAX_HEIGHT))
    bottom = DRAWN[kind](w, part, img)
    return img.crop((0, 0, WIDTH, min(MAX_HEIGHT, int(bottom) + 10)))


def decision_text(view: View, words: Words | None = None, names: Names = None, **_options: Any) -> str | None:
    """The picture's text alternative: what it shows, in the reader's language."""
    kind = decision_of(view)
    if kind is None:
        return None
    w = phrases(words, names)
    seat, p = _me(view)
    me = view["me"]
    lines = [w("render-mombasa-decision-title", kind=kind, name=dr.seat_name(w, view, seat))]
    if kind == "tile":
        lines.append(tile_choice_line(w, view))
    if kind in ("plan", "tile"):
        hand = list(me.get("hand") or [])
        lines.append(w("render-mombasa-panel-hand", count=len(hand)) + ": "
                     + ", ".join(dr.card_short(w, c) for c in hand))
    if kind in ("goods", "tracks"):
        lines.append(", ".join(f"{dr.company_name(w, cid)} {int((p.get('tracks') or {}).get(cid, 0))}"
                               for cid in COMPANIES))
    if kind == "goods":
        lines.append(w("render-mombasa-card-display") + ": " + ", ".join(
            dr.card_short(w, c) + (f" ({w('render-mombasa-move-price', price=c['price'])})" if c.get("price") is not None else "")
            for column in view.get("card_display") or [] for c in column if c))
    if kind == "expansion":
        costs = _enterable(view)
        lines.append(", ".join(f"{pt.region_name(w, rid)} {cost}" for rid, cost in sorted(costs.items())))
    if kind == "bookkeeping":
        lines.append(w("render-mombasa-part-books") + ": " + ", ".join(
            dr.book_short(w, b) for column in view.get("book_display") or [] for b in column if b))
    text = "\n".join(line for line in lines if line)
    return text if len(text) <= 1000 else text[:999] + "…"
