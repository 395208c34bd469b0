"""The end of a Batavia game as a story: how the game went (each player's gold as the board
showed it round by round, the cards laid out, the crates in the warehouses, the gold from
exchanged counters, the Company Seals) and the board through the rounds (an animated image:
the route of trading posts with the merchants, the ship scale and the gold).

Drawn from a story (``bot.games.story``): the PUBLIC view at the end of every round, the last
one the final view, and the final scores. Round by round a player's gold is what the board
shows: the warehouses they lead (their values, as the final scoring pays them), the Seals
and the Target Counter they hold and their exchanged gold. Promissory notes and the cards
still in a hand are hidden until the end, so the last point is the score sheet's own total.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, cast

from PIL import Image, ImageDraw

from render.batavia import draw as dr
from render.batavia.players import laid_row, seals_of
from render.batavia.words import company, fit, phrases, seat_name
from render.kit import fonts
from render.kit.chart import animation, legend, legend_height, line_chart
from render.kit.story import Story, leads, round_numbers, rounds_of
from render.kit.words import Names, Phrases
from render.registry import register
from rules.batavia.views import View
from rules.catalogues import Words

WIDTH = 800  # phone-first: the kit's smallest text (22 px) shows 11 px high at 400 px
CATEGORIES = ("laid", "crates", "exchange", "seals")
FRAME_MS, LAST_FRAME_MS = 1400, 4000


def _seats(view: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    return sorted((p for p in view.get("seats") or [] if isinstance(p, Mapping)), key=lambda p: int(p["seat"]))


def warehouse_gold(view: Mapping[str, Any], n: int) -> list[int]:
    """Each seat's gold from the warehouses as they stand: a warehouse's value to the seat
    with the most crates in it, its bracket value to each seat tied (rulebook, "Scoring")."""
    values = dr.warehouse_values()
    gold = [0] * n
    for kid, squares in (view.get("warehouses") or {}).items():
        crates = [0] * n
        for seat in (squares or {}).values():
            if isinstance(seat, int) and 0 <= seat < n:
                crates[seat] += 1
        most = max(crates, default=0)
        if not most or kid not in values:
            continue
        top = [s for s in range(n) if crates[s] == most]
        value, tied = values[kid]
        for s in top:
            gold[s] += value if len(top) == 1 else tied
    return gold


def series(story: Story) -> dict[str, list[list[int]]]:
    """Category ("laid", "crates", "exchange", "seals", "gold") -> per seat, its figure at
    the end of each round as the public view shows it; the last round's gold is the final
    score."""
    rounds = rounds_of(story)
    scores = list(story.get("scores") or [])
    n = len(_seats(rounds[-1])) if rounds else 0
    D = dr.components()
    out: dict[str, list[list[int]]] = {c: [[] for _ in range(n)] for c in (*CATEGORIES, "gold")}
    for k, view in enumerate(rounds):
        final = k == len(rounds) - 1 and len(scores) == n
        houses = warehouse_gold(view, n)
        seals = view.get("seals") or {}
        for p in _seats(view):
            seat = int(p["seat"])
            if seat >= n:
                continue
            held = sum(1 for h in seals.values() if h == seat)
            crates = sum(1 for sq in (view.get("warehouses") or {}).values() for h in (sq or {}).values() if h == seat)
            values = {"laid": sum(int(v or 0) for v in (p.get("laid") or {}).values()),
                      "crates": crates, "exchange": int(p.get("gold") or 0), "seals": held}
            for c in CATEGORIES:
                out[c][seat].append(values[c])
            if final:
                out["gold"][seat].append(int(scores[seat].get("total", 0)))
            else:
                target = D.comp.target_gold if view.get("target") == seat else 0
                out["gold"][seat].append(houses[seat] + held * D.comp.seal_gold + target + values["exchange"])
    return out


def _category(w: Phrases, cat: str) -> str:
    return w("render-batavia-story-category", category=cat)


# -- how the game went -----------------------------------------------------------------------
def render_story(story: Story, words: Words | None = None, names: Names = None) -> Image.Image | None:
    rounds = round_numbers(story)
    if not rounds:
        return None
    w = phrases(words, names)
    data = series(story)
    n = len(data["gold"])
    x_labels = [str(r) for r in rounds]
    seat_names = [seat_name(w, s) for s in range(n)]
    legend_h = legend_height(seat_names, WIDTH - 40)
    main_h, small_h = 400, 280
    height = dr.layout()["title_height"] + 16 + legend_h + 70 + main_h + 2 * (small_h + 10) + 16
    img = dr.canvas((WIDTH, int(height)))
    d = ImageDraw.Draw(img)
    y = dr.title(d, w("render-batavia-story-title")) + 16
    legend(d, 20, y, WIDTH - 40, seat_names)
    y += legend_h
    note = fonts.wrap(w("render-batavia-story-note"), WIDTH - 40, fonts.SMALL, 2)
    dr.text_lines(d, (20, y + 32), note, 26, size=fonts.SMALL, fill=dr.MUTED, anchor="lm")
    y += 70
    line_chart(d, (20, y, WIDTH - 20, y + main_h), data["gold"], x_labels, width=6)
    y += main_h + 10
    half = (WIDTH - 40) / 2
    for k, cat in enumerate(CATEGORIES):
        x0 = 20 + (k % 2) * half
        y0 = y + (k // 2) * (small_h + 10)
        d.rounded_rectangle((x0 + 2, y0, x0 + half - 4, y0 + small_h), 10, outline=dr.LINE, width=2)
        dr.text(d, (x0 + 14, y0 + 22), _category(w, cat), size=fonts.NORMAL, anchor="lm", bold=True,
                max_width=int(half - 30))
        line_chart(d, (x0 + 6, y0 + 42, x0 + half - 8, y0 + small_h - 4), data[cat], x_labels, width=4)
    return img


def story_text(story: Story, words: Words | None = None, names: Names = None) -> str | None:
    """The story in words: who led after which rounds, and the final margin."""
    rounds = round_numbers(story)
    if not rounds:
        return None
    w = phrases(words, names)
    totals = series(story)["gold"]
    lines = [w("render-batavia-story-title") + ":"]
    for seats, first, last in leads(totals, rounds):
        lines.append(w("render-batavia-story-lead", who=w.join([seat_name(w, s) for s in seats]),
                       count=len(seats), first=first, last=last, span=last - first + 1))
    final = [t[-1] for t in totals]
    order = sorted(range(len(final)), key=lambda s: -final[s])
    win = [s for s in order if final[s] == final[order[0]]]
    if len(win) > 1 or len(order) < 2:
        lines.append(w("render-batavia-story-tie", who=w.join([seat_name(w, s) for s in win]),
                       count=len(win), gold=final[order[0]]))
    else:
        lines.append(w("render-batavia-story-margin", winner=seat_name(w, win[0]), gold=final[win[0]],
                       margin=final[win[0]] - final[order[1]], second=seat_name(w, order[1])))
    return fit([" ".join(lines)])


# -- the board through the rounds -------------------------------------------------------------
ROUTE_H = 640  # the title, the route and the panel beside it
LAID_ROW = 42  # a player's cards laid out, by company, under them
CELL_W, CELL_H = 88, 62


def _route(d: ImageDraw.ImageDraw, view: Mapping[str, Any], x: float, y: float) -> float:
    """The route in small: five hexes a row, each a trading post under its flag, turned
    down or taken; the merchants on their hexes (the start above, the Target Counter below).
    Returns the height used."""
    cols = int(dr.layout()["route"]["columns"])
    at: dict[Any, list[int]] = {}
    for p in _seats(view):
        at.setdefault(p.get("merchant"), []).append(int(p["seat"]))
    width = cols * CELL_W

    def merchants(seats: list[int], x0: float, y0: float, room: float) -> None:
        step = min(28.0, (room - 26) / max(1, len(seats) - 1)) if len(seats) > 1 else 28.0
        for i, s in enumerate(seats):
            dr.player_marker(d, x0 + 13 + i * step, y0, s, 12)

    d.rounded_rectangle((x, y, x + width - 4, y + 34), 8, fill=dr.PAPER_DARK, outline=dr.LINE, width=2)
    merchants(at.get("start", []), x + 8, y + 17, width - 20)
    y0 = y + 40
    hexes = list(view.get("hexes") or [])
    for i, hx in enumerate(hexes):
        col, row = i % cols, i // cols
        cx, cy = x + col * CELL_W, y0 + row * CELL_H
        box = (cx, cy, cx + CELL_W - 4, cy + CELL_H - 4)
        if hx.get("face_down"):
            d.rounded_rectangle(box, 7, fill=dr.colour("face_down"), outline=dr.INK, width=1)
        elif hx.get("empty"):
            d.rounded_rectangle(box, 7, fill=dr.colour("taken"), outline=dr.LINE, width=1)
        else:
            d.rounded_rectangle(box, 7, fill=dr.colour("post"), outline=dr.INK, width=2)
            dr.flag(d, cx + 6, cy + 6, str(hx.get("company")), 30, 20)
        merchants(at.get(int(hx.get("hex", i + 1)), []), cx + 2, cy + CELL_H - 20, CELL_W - 8)
    rows = (len(hexes) + cols - 1) // cols
    ty = y0 + rows * CELL_H
    d.rounded_rectangle((x, ty, x + width - 4, ty + 34), 8, fill=(252, 240, 200), outline=dr.GOLD_DARK, width=2)
    if view.get("target") is not None:
        dr.target_counter(d, x + width - 26, ty + 17, 14)
    merchants(at.get("target", []), x + 8, ty + 17, width - 60)
    return ty + 34 - y


def _laid_out(d: ImageDraw.ImageDraw, w: Phrases, view: Mapping[str, Any], y: float) -> None:
    """Each player's cards laid out by company (a gold ring where they hold the Seal), as the
    players' image shows them."""
    d.line((12, y, WIDTH - 12, y), fill=dr.LINE, width=2)
    dr.text(d, (14, y + 22), _category(w, "laid"), size=fonts.SMALL, anchor="lm", bold=True, max_width=WIDTH - 28)
    y += 44
    for p in _seats(view):
        seat = int(p["seat"])
        dr.player_marker(d, 30, y + LAID_ROW / 2, seat, 15)
        seals = seals_of(cast(View, view), seat)  # cast: a round's public view, as the engine gave it
        laid_row(d, 70, y + LAID_ROW / 2, p.get("laid") or {}, seals, step=140)
        y += LAID_ROW


def _frame(w: Phrases, story: Story, k: int, data: Mapping[str, list[list[int]]], top: int) -> Image.Image:
    rounds = rounds_of(story)
    view = rounds[k]
    last = k == len(rounds) - 1
    n = len(data["gold"])
    img = dr.canvas((WIDTH, ROUTE_H + 44 + LAID_ROW * n + 8))
    d = ImageDraw.Draw(img)
    _laid_out(d, w, view, ROUTE_H)
    head = (w("render-batavia-story-frame-end") if last
            else w("render-batavia-story-frame", round=round_numbers(story)[k]))
    y = dr.title(d, head) + 12
    _route(d, view, 12, y)
    x = 12 + int(dr.layout()["route"]["columns"]) * CELL_W + 14
    right = WIDTH - 14
    dr.text(d, (x, y + 14), w("render-batavia-story-ships"), size=fonts.SMALL, anchor="lm", bold=True,
            max_width=int(right - x))
    y += 36
    ships = view.get("ships") or {}
    seals = view.get("seals") or {}
    for cid in dr.COMPANIES:  # flag and name (the flags alone look alike when small), ships, seal
        dr.flag(d, x, y + 4, cid, 36, 24)
        dr.text(d, (x + 46, y + 16), company(w, cid), size=fonts.SMALL, anchor="lm", max_width=int(right - x - 150))
        dr.text(d, (right - 40, y + 16), int(ships.get(cid) or 0), size=fonts.NORMAL, anchor="rm", bold=True)
        holder = seals.get(cid)
        if isinstance(holder, int):
            dr.player_marker(d, right - 14, y + 16, holder, 13)
        y += 38
    y += 12
    dr.text(d, (x, y + 14), w("render-batavia-story-gold"), size=fonts.SMALL, anchor="lm", bold=True,
            max_width=int(right - x))
    y += 40
    bar_x, bar_w = x + 40, right - x - 40
    for s in sorted(range(n), key=lambda s_: -data["gold"][s_][k]):
        total = data["gold"][s][k]
        dr.player_marker(d, x + 16, y + 18, s, 15)
        length = max(4.0, bar_w * max(0, total) / max(1, top))
        d.rectangle((bar_x, y + 4, bar_x + length, y + 32), fill=dr.PLAYER_FILL[s % len(dr.PLAYER_FILL)],
                    outline=dr.INK, width=2)
        label = str(total)
        inside = length > fonts.text_width(label, fonts.SMALL, True) + 16
        dr.text(d, (bar_x + length - 8 if inside else bar_x + length + 6, y + 18), label, size=fonts.SMALL,
                anchor="rm" if inside else "lm", bold=True,
                fill=(dr.WHITE if s in (0, 2, 4) else dr.INK) if inside else dr.INK)
        y += 42
    return img


def replay_frames(story: Story, words: Words | None = None, names: Names = None) -> list[Image.Image]:
    """One compact frame per round: the route with the merchants, the ship scale with the
    Seals' holders, the gold as the board shows it (the last frame: the final scores), and
    each player's cards laid out by company."""
    w = phrases(words, names)
    data = series(story)
    top = max((v for line in data["gold"] for v in line), default=1)
    return [_frame(w, story, k, data, top) for k in range(len(rounds_of(story)))]


def render_replay(story: Story, words: Words | None = None, names: Names = None) -> bytes | None:
    frames = replay_frames(story, words, names)
    if not frames:
        return None
    return animation(frames, [FRAME_MS] * (len(frames) - 1) + [LAST_FRAME_MS])


def replay_text(story: Story, words: Words | None = None, names: Names = None) -> str | None:
    """The board through the rounds in words: who led in gold, round by round, and the trading
    posts face up on the route when the lead changed hands."""
    rounds = rounds_of(story)
    if not rounds:
        return None
    w = phrases(words, names)
    gold = series(story)["gold"]
    numbers = round_numbers(story)
    lines = [w("render-batavia-story-replay-head")]
    # a spell of the same lead is one sentence: eleven rounds of long names stay whole
    for seats, first, last in leads(gold, numbers):
        ks = [k for k, r in enumerate(numbers) if first <= r <= last]
        posts = sum(1 for hx in rounds[ks[-1]].get("hexes") or [] if hx.get("post") is not None)
        lines.append(w("render-batavia-story-replay-spell", first=first, last=last, span=len(ks),
                       count=len(seats), who=w.join([seat_name(w, s) for s in seats]),
                       gold=w.join([str(gold[seats[0]][k]) for k in ks]), posts=posts))
    return fit([" ".join(lines)])


register("batavia", "story", lambda story, words, names=None: render_story(story, words, names),
         lambda story, words, names=None: story_text(story, words, names))
register("batavia", "replay", lambda story, words, names=None: render_replay(story, words, names),
         lambda story, words, names=None: replay_text(story, words, names))
