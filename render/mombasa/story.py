"""The end of a Mombasa game as a story: how the game went (each player's pounds round by
round, and the scoring categories that make them) and the board through the rounds (an
animated image: the trading posts on the map, the share values and the standing).

Drawn from a story (``bot.games.story``): the PUBLIC view at the end of every round, the last
one the final view, and the final scores. Round by round a player's pounds are what the
board shows: cash, shares at their company's value on the track, the diamond and bookkeeping
points reached; shares on cards in a hand are hidden until the final scoring, so the last
point is the score sheet's own figures.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image, ImageDraw

from render.kit import fonts
from render.kit.chart import animation, legend, legend_height, line_chart
from render.kit.story import Story, leads, round_numbers, rounds_of
from render.kit.words import Names, Phrases
from render.mombasa import draw as dr
from render.mombasa.components import components, letters
from render.mombasa.layout import layout, region_places
from render.mombasa.words import phrases
from render.registry import register
from rules.catalogues import Words
from rules.core import top_seats

WIDTH = 800  # phone-first: the kit's smallest text (22 px) shows 11 px high at 400 px
CATEGORIES = ("cash", "shares", "diamonds", "bookkeeping")
BAND = (84, 52, 30)  # the score sheet's title band
FRAME_MS, LAST_FRAME_MS = 1400, 4000


def _players(view: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    return sorted((p for p in view.get("players") or [] if isinstance(p, Mapping)), key=lambda p: int(p["seat"]))


def series(story: Story) -> dict[str, list[list[int]]]:
    """Category ("cash", "shares", "diamonds", "bookkeeping", "total") -> per seat, its
    pounds at the end of each round, as the public view shows them; the last round's are
    the final scores."""
    rounds = rounds_of(story)
    scores = list(story.get("scores") or [])
    n = len(_players(rounds[-1])) if rounds else 0
    out: dict[str, list[list[int]]] = {c: [[] for _ in range(n)] for c in (*CATEGORIES, "total")}
    for k, view in enumerate(rounds):
        final = k == len(rounds) - 1 and len(scores) == n
        companies = view.get("companies") or {}
        for p in _players(view):
            seat = int(p["seat"])
            if seat >= n:
                continue
            if final:
                row = scores[seat]
                values = {"cash": int(row.get("cash", 0)),
                          "shares": sum(int(v) for c, v in row.items() if c in companies),
                          "diamonds": int(row.get("diamonds", 0)),
                          "bookkeeping": int(row.get("bookkeeping", 0))}
            else:
                on_tracks = p.get("track_shares") or {}
                values = {"cash": int(p.get("money") or 0),
                          "shares": sum(int(k_) * int((companies.get(c) or {}).get("share_value") or 0)
                                        for c, k_ in on_tracks.items()),
                          "diamonds": int(p.get("diamond_score") or 0),
                          "bookkeeping": int(p.get("bookkeeping_score") or 0)}
            for c in CATEGORIES:
                out[c][seat].append(values[c])
            out["total"][seat].append(int(scores[seat].get("total", 0)) if final else sum(values.values()))
    return out


def _final_view(story: Story) -> Mapping[str, Any]:
    rounds = rounds_of(story)
    return rounds[-1] if rounds else {}


def _name(w: Phrases, story: Story, seat: int) -> str:
    return dr.seat_name(w, _final_view(story), seat)


def _category(w: Phrases, cat: str) -> str:
    if cat == "shares":
        return w("render-mombasa-story-shares")
    return w("render-mombasa-score-category", category=cat)


# -- how the game went -----------------------------------------------------------------------
def render_story(story: Story, words: Words | None = None, names: Names = None) -> Image.Image | None:
    """How the game went: the pounds of each player after every round, then the four
    scoring categories (cash, shares, diamonds, bookkeeping) in small charts."""
    rounds = round_numbers(story)
    if not rounds:
        return None
    w = phrases(words, names)
    data = series(story)
    n = len(data["total"])
    view = _final_view(story)
    labels = [dr.seat_label(w, view, s) for s in range(n)]
    x_labels = [str(r) for r in rounds]
    seat_names = [_name(w, story, s) for s in range(n)]
    legend_h = legend_height(seat_names, WIDTH - 40)
    main_h, small_h = 400, 280
    height = 76 + 16 + legend_h + 70 + main_h + 2 * (small_h + 10) + 16
    img = dr.canvas((WIDTH, height))
    d = ImageDraw.Draw(img)
    d.rectangle((0, 0, WIDTH, 76), fill=BAND)
    dr.text(d, (24, 38), w("render-mombasa-story-title"), size=fonts.HUGE - 10, fill=dr.WHITE, anchor="lm",
            bold=True, max_width=WIDTH - 48)
    y = 76 + 16
    y += legend(d, 20, y, WIDTH - 40, seat_names, labels)
    note = fonts.wrap(w("render-mombasa-story-note"), WIDTH - 40, fonts.SMALL, 2)
    dr.text_lines(d, (20, y + 32), note, 26, size=fonts.SMALL, fill=dr.MUTED, anchor="lm")
    y += 70
    line_chart(d, (20, y, WIDTH - 20, y + main_h), data["total"], x_labels, marker_labels=labels, width=6)
    y += main_h + 10
    half = (WIDTH - 40) / 2
    for k, cat in enumerate(CATEGORIES):
        x0 = 20 + (k % 2) * half
        y0 = y + (k // 2) * (small_h + 10)
        d.rounded_rectangle((x0 + 2, y0, x0 + half - 4, y0 + small_h), 10, outline=dr.LINE, width=2)
        dr.text(d, (x0 + 14, y0 + 22), _category(w, cat), size=fonts.NORMAL, anchor="lm", bold=True,
                max_width=int(half - 30))
        line_chart(d, (x0 + 6, y0 + 42, x0 + half - 8, y0 + small_h - 4), data[cat], x_labels,
                   marker_labels=labels, width=4)
    return img


def story_text(story: Story, words: Words | None = None, names: Names = None) -> str | None:
    """The story in words: who led after which rounds, and the final margin."""
    rounds = round_numbers(story)
    if not rounds:
        return None
    w = phrases(words, names)
    totals = series(story)["total"]
    parts = [w("render-mombasa-story-title") + ":"]
    for seats, first, last in leads(totals, rounds):
        parts.append(w("render-mombasa-story-lead", who=w.join([_name(w, story, s) for s in seats]),
                       count=len(seats), first=first, last=last, span=last - first + 1))
    parts.append(_margin(w, story, [t[-1] for t in totals]))
    return " ".join(parts)


def _margin(w: Phrases, story: Story, final: Sequence[int]) -> str:
    order = sorted(range(len(final)), key=lambda s: -final[s])
    win = [s for s in order if final[s] == final[order[0]]]
    if len(win) > 1 or len(order) < 2:
        return w("render-mombasa-story-tie", who=w.join([_name(w, story, s) for s in win]), count=len(win),
                 total=final[order[0]])
    second = order[1]
    return w("render-mombasa-story-margin", winner=_name(w, story, win[0]), total=final[win[0]],
             margin=final[win[0]] - final[second], second=_name(w, story, second))


# -- the board through the rounds -------------------------------------------------------------
MAP_SCALE = 0.44
FRAME_H = 600


def _map(d: ImageDraw.ImageDraw, view: Mapping[str, Any], x: float, y: float) -> None:
    """The map in small: Africa, its regions, and the trading posts on them in their
    company's colour (each post drawn with a dark edge: the white company reads on land)."""
    m = layout()["map"]
    bx, by = m["box"][0], m["box"][1]

    def at(px: float, py: float) -> tuple[float, float]:
        return x + (px - bx) * MAP_SCALE, y + (py - by) * MAP_SCALE

    d.rectangle((*at(bx, by), *at(m["box"][2], m["box"][3])), fill=dr.SEA)
    d.polygon([at(px, py) for px, py in m["outline"]], fill=dr.LAND, outline=dr.LAND_LINE, width=2)
    regions = view.get("regions") or {}
    for rid, (box, _) in region_places(tuple(sorted(regions))).items():
        x0, y0 = at(box[0], box[1])
        x1, y1 = at(box[2], box[3])
        d.rounded_rectangle((x0 + 2, y0 + 2, x1 - 2, y1 - 2), 6, fill=dr.PAPER, outline=dr.LAND_LINE, width=1)
        posts = [p for p in (regions.get(rid) or {}).get("posts") or [] if isinstance(p, Mapping)]
        size, gap = 16, 3
        per_row = max(1, int((x1 - x0 - 8) // (size + gap)))
        rows = (len(posts) + per_row - 1) // per_row
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        for i, post in enumerate(posts):
            row, col = divmod(i, per_row)
            in_row = min(per_row, len(posts) - row * per_row)
            px = cx - (in_row * (size + gap) - gap) / 2 + col * (size + gap)
            py = cy - (rows * (size + gap) - gap) / 2 + row * (size + gap)
            fill = dr.COMPANY_FILL.get(str(post.get("company")), (200, 200, 200))
            d.rectangle((px, py, px + size, py + size), fill=fill, outline=dr.INK, width=2)


def _frame(w: Phrases, story: Story, k: int, data: Mapping[str, list[list[int]]], top: int) -> Image.Image:
    rounds = rounds_of(story)
    view = rounds[k]
    numbers = round_numbers(story)
    last = k == len(rounds) - 1
    n = len(data["total"])
    img = dr.canvas((WIDTH, FRAME_H))
    d = ImageDraw.Draw(img)
    d.rectangle((0, 0, WIDTH, 56), fill=BAND)
    head = (w("render-mombasa-story-frame-end") if last
            else w("render-mombasa-story-frame", round=numbers[k], rounds=int(view.get("rounds") or numbers[-1])))
    dr.text(d, (20, 28), head, size=fonts.LARGE, fill=dr.WHITE, anchor="lm", bold=True, max_width=WIDTH - 40)
    m = layout()["map"]
    map_w = (m["box"][2] - m["box"][0]) * MAP_SCALE
    _map(d, view, 10, 66)
    x = 10 + map_w + 14
    right = WIDTH - 14
    y = 70
    dr.text(d, (x, y + 14), w("render-mombasa-story-share-values"), size=fonts.SMALL, anchor="lm", bold=True,
            max_width=int(right - x))
    y += 36
    lt = letters(components())
    for cid, company in (view.get("companies") or {}).items():
        dr.share_icon(d, x + 16, y + 16, cid, lt.get(cid, dr.company_letter(cid)), 15)
        dr.text(d, (x + 40, y + 16), dr.company_name(w, cid), size=fonts.SMALL, anchor="lm",
                max_width=int(right - x - 90))
        dr.text(d, (right, y + 16), int(company.get("share_value") or 0), size=fonts.NORMAL, anchor="rm", bold=True)
        y += 38
    y += 14
    dr.text(d, (x, y + 14), w("render-mombasa-story-standing"), size=fonts.SMALL, anchor="lm", bold=True,
            max_width=int(right - x))
    y += 40
    bar_x, bar_w = x + 40, right - x - 40
    for s in sorted(range(n), key=lambda s_: -data["total"][s_][k]):
        total = data["total"][s][k]
        dr.player_marker(d, x + 16, y + 18, s, 15, label=dr.seat_label(w, _final_view(story), s))
        length = max(4.0, bar_w * max(0, total) / max(1, top))
        fill = dr.PLAYER_FILL[s % len(dr.PLAYER_FILL)]
        d.rectangle((bar_x, y + 4, bar_x + length, y + 32), fill=fill, outline=dr.INK, width=2)
        label = str(total)
        tw = fonts.text_width(label, fonts.SMALL, True)
        inside = length > tw + 16
        dr.text(d, (bar_x + length - 8 if inside else bar_x + length + 6, y + 18), label, size=fonts.SMALL,
                anchor="rm" if inside else "lm", bold=True,
                fill=dr.PLAYER_TEXT[s % len(dr.PLAYER_TEXT)] if inside else dr.INK)
        y += 42
    return img


def replay_frames(story: Story, words: Words | None = None, names: Names = None) -> list[Image.Image]:
    """One compact frame per round: the map's trading posts, the share values and the
    standing in pounds as the board shows them (the last frame: the final scores)."""
    w = phrases(words, names)
    data = series(story)
    top = max((v for line in data["total"] for v in line), default=1)
    return [_frame(w, story, k, data, top) for k in range(len(rounds_of(story)))]


def render_replay(story: Story, words: Words | None = None, names: Names = None) -> bytes | None:
    """The board through the rounds as an animated GIF (the last frame held longer)."""
    frames = replay_frames(story, words, names)
    if not frames:
        return None
    return animation(frames, [FRAME_MS] * (len(frames) - 1) + [LAST_FRAME_MS])


def replay_text(story: Story, words: Words | None = None, names: Names = None) -> str | None:
    """The board through the rounds in words: each round's leader, the trading posts on the
    map and the share values that moved."""
    rounds = rounds_of(story)
    if not rounds:
        return None
    w = phrases(words, names)
    totals = series(story)["total"]
    numbers = round_numbers(story)
    parts = [w("render-mombasa-story-replay-head")]
    before: dict[str, int] = {}
    for k, view in enumerate(rounds):
        top = top_seats([{"total": t[k]} for t in totals])
        posts = sum(len((r or {}).get("posts") or []) for r in (view.get("regions") or {}).values())
        parts.append(w("render-mombasa-story-replay-round", round=numbers[k],
                       who=w.join([_name(w, story, s) for s in top]), count=len(top), total=totals[top[0]][k],
                       posts=posts))
        # only the share values that moved this round: the text stays short enough to end
        values = {cid: int((c or {}).get("share_value") or 0) for cid, c in (view.get("companies") or {}).items()}
        moved = [cid for cid, v in values.items() if v != before.get(cid, 0)]
        if moved:
            parts.append(w("render-mombasa-story-replay-values", values=w.join(
                [w("render-mombasa-company-count", company=dr.company_name(w, cid), count=values[cid])
                 for cid in moved])))
        before = values
    return " ".join(parts)


def _cap(text: str | None, limit: int = 1000) -> str | None:
    return text if text is None or len(text) <= limit else text[: limit - 1] + "…"


register("mombasa", "story", lambda story, words, names=None: render_story(story, words, names),
         lambda story, words, names=None: _cap(story_text(story, words, names)))
register("mombasa", "replay", lambda story, words, names=None: render_replay(story, words, names),
         lambda story, words, names=None: _cap(replay_text(story, words, names)))
