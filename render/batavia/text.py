"""Text alternatives: the same facts as each image, in words, for screen readers and
Discord's attachment description (at most ``ALT_LIMIT`` characters). Each function reads
the same view as its image and nothing else; every word comes from the catalogues."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from render.batavia import draw as dr
from render.batavia.auction import bid_order
from render.batavia.board import passed_by_all, to_move
from render.batavia.players import seals_of, where
from render.batavia.scores import CATEGORIES, category, winners
from render.batavia.warehouses import crates_of
from render.batavia.words import commodity, company, fit, phase, phrases, seat_name
from render.kit.words import Names, Phrases
from rules.batavia.views import View
from rules.catalogues import Words


def _names(w: Phrases, seats: Any) -> str:
    return w.join([seat_name(w, int(s)) for s in seats])


def _cards(w: Phrases, counts: Mapping[str, Any]) -> str:
    parts = [w("batavia-cards-of", company=cid, count=int(counts.get(cid, 0)))
             for cid in dr.COMPANIES if int(counts.get(cid, 0))]
    return w.join(parts) if parts else w("render-batavia-text-none")


def _post(w: Phrases, hx: Mapping[str, Any]) -> str:
    return w("render-batavia-text-post", hex=int(hx["hex"]), company=company(w, hx.get("company")),
             commodity=w("batavia-commodity", commodity=str(hx.get("commodity"))))


def _head(w: Phrases, view: View) -> str:
    parts = [w("render-batavia-text-head", round=int(view.get("round") or 1), phase=phase(w, view))]
    movers = to_move(view)
    if movers:
        parts.append(w("render-batavia-text-to-move", who=_names(w, movers)))
    starter = view.get("starter")
    if starter is not None:
        parts.append(w("render-batavia-text-starter", name=seat_name(w, starter)))
    return " ".join(parts)


def board_text(view: View, words: Words | None = None, names: Names = None) -> str:
    w = phrases(words, names)
    seats = list(view.get("seats") or [])
    lines = [_head(w, view)]
    lines.append(w("render-batavia-text-merchants", list=w.join(
        [w("render-batavia-text-merchant", name=seat_name(w, int(p["seat"])), place=where(w, p.get("merchant")))
         for p in seats])))
    holder = view.get("target")
    target = (w("render-batavia-target", gold=dr.components().comp.target_gold) if holder is None
              else w("render-batavia-target-taken", name=seat_name(w, int(holder))))
    if holder is None and view.get("phase") == "over":  # the game ended without it
        target = w("render-batavia-target-untaken")
    lines.append(target.rstrip(".") + ".")
    lines.append(w("render-batavia-text-fleet", cannon=int(view.get("cannon") or 0),
                   at=int(view.get("pirates_at") or 25), ships=w.join(
                       [w("render-batavia-text-ships", company=company(w, cid), count=int((view.get("ships") or {}).get(cid, 0)))
                        for cid in dr.COMPANIES])))
    seals = view.get("seals") or {}
    held = [w("render-batavia-text-seal", company=company(w, cid), name=seat_name(w, holder))
            for cid in dr.COMPANIES if (holder := seals.get(cid)) is not None]
    lines.append(w("render-batavia-text-seals", list=w.join(held) if held else w("render-batavia-text-none")))
    hexes = list(view.get("hexes") or [])
    positions = [p.get("merchant") for p in seats]
    rear = 0 if "start" in positions or not positions else min(
        (int(x) for x in positions if isinstance(x, int)), default=len(hexes) + 1)
    ahead = [hx for hx in hexes if hx.get("post") and int(hx["hex"]) > rear]
    passed = passed_by_all(view)
    if passed:
        lines.append(w("render-batavia-text-counters-passed", list=w.join([str(h) for h in passed]), count=len(passed)))
    down = [int(hx["hex"]) for hx in hexes if hx.get("face_down")]
    if down:
        lines.append(w("render-batavia-text-face-down", first=min(down), last=max(down), count=len(down)))
    lines.append(w("render-batavia-text-posts", list=w.join([_post(w, hx) for hx in ahead]) if ahead
                   else w("render-batavia-text-none")))
    return fit(lines)


def warehouses_text(view: View, words: Words | None = None, names: Names = None) -> str:
    w = phrases(words, names)
    n = dr.seat_count(view)
    lines = [w("render-batavia-warehouses-title")]
    wh = view.get("warehouses") or {}
    for kid in dr.COMMODITIES:
        squares = wh.get(kid) or {}
        value, tie = dr.warehouse_values()[kid]
        held = [w("render-batavia-text-crates", name=seat_name(w, s), count=crates_of(squares, s))
                for s in range(n) if crates_of(squares, s)]
        lines.append(w("render-batavia-text-warehouse", commodity=commodity(w, kid), value=value, tie=tie,
                       crates=w.join(held) if held else w("render-batavia-text-empty")))
    return fit(lines)


def players_text(view: View, words: Words | None = None, names: Names = None) -> str:
    w = phrases(words, names)
    lines = [_head(w, view)]
    for p in view.get("seats") or []:
        seat = int(p["seat"])
        seals = seals_of(view, seat)
        counters = [w("render-batavia-counter", company=company(w, c.get("company")),
                      commodity=commodity(w, c.get("commodity"), False)) for c in p.get("counters") or []]
        lines.append(w("render-batavia-text-player", name=seat_name(w, seat), laid=_cards(w, p.get("laid") or {}),
                       seals=w.join([company(w, c) for c in seals]) if seals else w("render-batavia-text-none"),
                       hand=int(p.get("hand") or 0), gold=int(p.get("gold") or 0), crates=int(p.get("crates") or 0),
                       place=where(w, p.get("merchant")),
                       counters=w.join(counters) if counters else w("render-batavia-text-none"),
                       target=str(view.get("target") == seat).lower()))
    return fit(lines)


def auction_text(view: View, words: Words | None = None, names: Names = None) -> str | None:
    auction = view.get("auction")
    if view.get("phase") != "auction" or not isinstance(auction, Mapping):
        return None
    w = phrases(words, names)
    counts: dict[str, int] = {}
    for cid in view.get("display") or []:
        counts[cid] = counts.get(cid, 0) + 1
    lines = [w("render-batavia-text-auction", round=int(view.get("round") or 1),
               name=seat_name(w, int(view.get("auctioneer") or 0)), roll=int(view.get("die") or 0),
               cards=_cards(w, counts), count=len(view.get("display") or []))]
    high, leader = int(auction.get("high") or 0), auction.get("leader")
    if leader is not None:
        lines.append(w("render-batavia-text-high-bid", name=seat_name(w, int(leader)), high=high))
    passed = [s for s in bid_order(view) if s in set(auction.get("passed") or [])]
    still = [s for s in bid_order(view) if s not in passed]
    if still:
        lines.append(w("render-batavia-text-still-in", who=_names(w, still)))
    if passed:
        lines.append(w("render-batavia-text-passed", who=_names(w, passed)))
    if auction.get("turn") is not None:
        lines.append(w("render-batavia-text-to-bid", name=seat_name(w, int(auction["turn"]))))
    return fit(lines)


def hand_text(view: View, words: Words | None = None, names: Names = None) -> str | None:
    you = view.get("you")
    if not isinstance(you, Mapping):
        return None
    w = phrases(words, names)
    seat = int(you["seat"])
    me: Mapping[str, Any] = next((p for p in view.get("seats") or [] if int(p["seat"]) == seat), {})
    by = you.get("hand_by_company") or {}
    counters = [w("render-batavia-counter", company=company(w, c.get("company")),
                  commodity=commodity(w, c.get("commodity"), False)) for c in me.get("counters") or []]
    lines = [w("render-batavia-hand-title", name=seat_name(w, seat)),
             w("render-batavia-text-hand", cards=_cards(w, by), count=sum(int(v) for v in by.values())),
             w("render-batavia-text-purse", notes=int(you.get("notes") or 0), gold=int(me.get("gold") or 0),
               crates=int(me.get("crates") or 0)),
             w("render-batavia-text-counters", list=w.join(counters) if counters else w("render-batavia-text-none"))]
    pending = you.get("pending")
    offer = pending["offer"] if pending else None
    if pending and offer:  # the move is on the table: only the exchange is left
        lines.append(w("render-batavia-text-move-offer", to=str(pending["to"]),
                       counters=int(offer["counters"]), gold=int(offer["gold"])))
    elif pending:
        to = pending.get("to")
        lines.append(w("render-batavia-text-move", cards=_cards(w, pending.get("lay") or {}),
                       place=w("render-batavia-move-to", to=str(to)) if to is not None
                       else w("render-batavia-text-not-yet")))
    return fit(lines)


def scores_text(view: View, words: Words | None = None, names: Names = None) -> str | None:
    scores = list(view.get("scores") or [])
    if view.get("phase") != "over" or not scores:
        return None
    w = phrases(words, names)
    win = winners(scores)
    lines = [w("render-batavia-scores-title"),
             w("render-batavia-winners", who=_names(w, win), count=len(win), gold=int(scores[win[0]].get("total", 0)))]
    seats = {int(p["seat"]): p for p in view.get("seats") or []}
    for i, row in enumerate(scores):
        parts = w.join([w("render-batavia-text-score", category=category(w, c), gold=int(row.get(c, 0)))
                        for c in CATEGORIES])
        notes = seats[i]["notes"] if i in seats else None
        lines.append(w("render-batavia-text-score-line", name=seat_name(w, i), total=int(row.get("total", 0)),
                       parts=parts, notes=-1 if notes is None else int(notes)))
    return fit(lines)
