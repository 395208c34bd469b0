"""Short text alternatives for each image: the key facts, for screen readers and for the
message body. Each function reads the same view as its image and nothing else; every word
comes from the catalogue (render-mombasa-text-...)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from render.kit.words import Names, Phrases
from render.mombasa import automa as au
from render.mombasa import draw as dr
from render.mombasa.board import phase_name, seats, status_words
from render.mombasa.components import components
from render.mombasa.player import tile_book, tile_card, tiles_secret
from render.mombasa.scoresheet import CATEGORIES, category_names, winners
from render.mombasa.words import phrases
from rules.catalogues import Words
from rules.mombasa.components import COMPANIES, Components
from rules.mombasa.views import PlayerView

View = Mapping[str, Any]


def _pounds(w: Phrases, n: Any) -> str:
    return w("render-mombasa-text-pounds", count=n)


def board_text(view: View, words: Words | None = None, names: Names = None,
               comp: Components | None = None) -> str:
    """The public board in a few lines."""
    comp = comp or components()
    w = phrases(words, names)
    lines = [w("render-mombasa-text-board-head", round=view.get("round", "?"), rounds=view.get("rounds", 7),
               phase=phase_name(w, view.get("phase")))]
    fp = view.get("first_player")
    who = []
    if fp is not None:
        who.append(w("render-mombasa-text-first-player", name=dr.seat_name(w, view, fp)))
    turn = view.get("turn")
    movers = [turn] if turn is not None else list(view.get("to_move") or [])
    if movers and view.get("phase") != "over":
        who.append(w("render-mombasa-text-to-move", players=", ".join(dr.seat_name(w, view, s) for s in movers)))
    pending = w.engine_text(view.get("pending"))
    if pending:
        who.append(w("render-mombasa-text-now", text=pending.rstrip(".")))
    if who:
        lines.append(" ".join(who))
    comps = view.get("companies") or {}
    regions = view.get("regions") or {}
    held = {cid: 0 for cid in COMPANIES}
    for reg in regions.values():
        for p in reg.get("posts") or []:
            if not p.get("upended") and p.get("company") in held:
                held[p["company"]] += 1
    lines.append(w("render-mombasa-text-share-values", values=", ".join(
        w("render-mombasa-text-share-value", company=dr.company_name(w, cid),
          value=comps.get(cid, {}).get("share_value", 0), regions=held[cid]) for cid in COMPANIES)))
    removed = [w("render-mombasa-company-count", company=dr.company_name(w, cid), count=comps[cid]["removed"])
               for cid in COMPANIES if (comps.get(cid) or {}).get("removed")]
    if removed:
        lines.append(w("render-mombasa-text-removed", companies=", ".join(removed)))
    for p in seats(view):
        s = int(p["seat"])
        if p.get("automa") and au.automa_area(view):
            lines.append(_automa_seat_line(w, view, p))
            lines += au.automa_text(w, view)[1:]
            continue
        st = status_words(w, p, view) if view.get("phase") == "setup" else ""
        tile = p.get("starting_tile") if view.get("setup_step") != "tile" else None
        lines.append(w("render-mombasa-text-seat", name=dr.seat_name(w, view, s), status=st or "",
                       shown="true" if st else "false", tile=str(tile or ""),
                       with_tile="true" if tile and st else "false",
                       pounds=_pounds(w, p.get("money", 0)), shares=_shares(w, p),
                       diamonds=p.get("diamond_score", 0), bookkeeping=p.get("bookkeeping_score", 0),
                       markers=p.get("bonus_markers", 0), hand=p.get("hand_count", 0)))
    display = view.get("card_display") or []
    cards = [c for col in display for c in col if c]
    if cards:
        lines.append(w("render-mombasa-text-card-display", cards="; ".join(
            w("render-mombasa-text-card-price", card=dr.card_short(w, c), price=c.get("price", "?")) for c in cards)))
    return "\n".join(lines)


def _shares(w: Phrases, p: PlayerView) -> str:
    """Shares per company; where the view gives totals (own seat, the Mautoma, the end), the
    shares printed on cards are counted in and said."""
    track = p.get("track_shares") or {}
    total = p.get("total_shares") or {}
    out = []
    for c in COMPANIES:
        n, t = int(track.get(c, 0) or 0), int(total.get(c, track.get(c, 0)) or 0)
        out.append(w("render-mombasa-text-company-shares", company=dr.company_name(w, c), count=t, on_cards=max(0, t - n)))
    return ", ".join(out)


def _automa_seat_line(w: Phrases, view: View, p: PlayerView) -> str:
    a: Mapping[str, Any] = au.automa_area(view) or {}
    head = au.automa_text(w, view)[0].rstrip(".")
    return w("render-mombasa-text-automa-seat", head=head, shares=_shares(w, p), diamonds=p.get("diamond_score", 0),
             bookkeeping=p.get("bookkeeping_score", 0), markers=p.get("bonus_markers", 0),
             over="true" if a.get("round_over") else "false")


def _tracks_line(w: Phrases, p: PlayerView) -> str:
    return w("render-mombasa-text-tracks", diamond=p.get("diamond", 0), diamond_score=p.get("diamond_score", 0),
             ink=p.get("ink", 0), bookkeeping_score=p.get("bookkeeping_score", 0))


def player_text(view: View, seat: int, words: Words | Phrases | None = None, names: Names = None,
                comp: Components | None = None) -> str:
    """One player's public board in a few lines."""
    comp = comp or components()
    w = phrases(words, names)
    p = next((q for q in seats(view) if int(q.get("seat", -1)) == seat), None)
    if p is None:
        return w("render-mombasa-text-no-player", number=seat)
    if p.get("automa") and au.automa_area(view):
        lines = [_automa_seat_line(w, view, p),
                 w("render-mombasa-text-automa-tracks", tracks=_tracks_line(w, p),
                   books=sum(1 for b in p.get("bookkeeping_track") or [] if b))]
        lines += au.automa_text(w, view)[1:]
        lines.append(w("render-mombasa-text-priorities", priorities=au.priorities_text(w, au.automa_area(view) or {})))
        return "\n".join(lines)
    area = [slot for slot in p.get("action_area") or []]
    shown = [w("render-mombasa-text-slot-card", card=dr.card_short(w, s["card"]), used="true" if s.get("used") else "false")
             for s in area if s.get("card")]
    # face down and unseen: planned in secret (a used card lies face down too, but is shown)
    hidden = sum(1 for s in area if s.get("face_down") and not s.get("card"))
    st = status_words(w, p, view)
    tile = p.get("starting_tile") if p.get("starting_tile") and view.get("setup_step") != "tile" else ""
    lines = [
        w("render-mombasa-text-player", name=dr.seat_name(w, view, seat), status=st or "", shown="true" if st else "false",
          pounds=_pounds(w, p.get("money", 0)), markers=p.get("bonus_markers", 0), hand=p.get("hand_count", 0),
          slots=p.get("slots", 3), tile=str(tile), has_tile="true" if tile else "false"),
        w("render-mombasa-text-shares", shares=_shares(w, p)),
        w("render-mombasa-text-sentence", text=_tracks_line(w, p)),
    ]
    flipped = [i for i, f in enumerate(p.get("flipped_books") or []) if f]
    if flipped:
        lines.append(w("render-mombasa-text-flipped", spaces=", ".join(str(i) for i in flipped)))
    if shown or hidden:
        if hidden:
            shown.append(w("render-mombasa-text-planned-face-down", count=hidden))
        lines.append(w("render-mombasa-text-action-area", cards=", ".join(shown)))
    decks = p.get("resting") or []
    lines.append(w("render-mombasa-text-resting", decks="; ".join(
        w("render-mombasa-text-resting-deck", number=n,
          cards=", ".join(dr.card_short(w, c) for c in deck) or w("render-mombasa-empty"))
        for n, deck in enumerate(decks, 1))))
    return "\n".join(lines)


def panel_text(view: View, words: Words | None = None, names: Names = None,
               comp: Components | None = None) -> str:
    """The private panel: hand and planned slots, then the player's board."""
    me = view.get("me") or {}
    if not me:
        raise ValueError("panel_text needs a seat view with a 'me' key")
    w = phrases(words, names)
    seat = int(me["seat"])
    hand = me.get("hand") or []
    lines = []
    choice = tile_choice_line(w, view, comp)
    if choice:
        lines.append(choice)
    lines.append(w("render-mombasa-text-hand", count=len(hand),
                   cards=", ".join(dr.card_short(w, c) for c in hand) or w("render-mombasa-empty")))
    draft = me.get("draft") or {}
    if draft:
        lines.append(w("render-mombasa-text-planned", slots=", ".join(
            w("render-mombasa-text-planned-slot", number=int(k) + 1, card=dr.card_short(w, c))
            for k, c in sorted(draft.items(), key=lambda kv: int(kv[0])))))
    return "\n".join(lines) + "\n" + player_text(view, seat, w, names, comp)


def tile_choice_line(w: Phrases, view: View, comp: Components | None = None) -> str:
    """The starting tiles offered in the set-up, and the one chosen ("" when none is offered)."""
    me = view.get("me") or {}
    options = list(me.get("tile_options") or [])
    if view.get("phase") != "setup" or not options:
        return ""
    comp = comp or components()
    by_id = {t.id: t for t in comp.starting_tiles}
    descs = [_tile_text(w, by_id[t]) if t in by_id else str(t) for t in options]
    offered = descs[0]
    for desc in descs[1:]:
        offered = w("render-mombasa-text-or", first=offered, second=desc)
    chosen = me.get("tile")
    return w("render-mombasa-text-tile-choice", chosen="true" if chosen else "false",
             tile=str(chosen or ""), offered=offered, secret=tiles_secret(view))


def _tile_text(w: Phrases, tile: Any) -> str:
    comp = components()
    cards = ", ".join(dr.card_short(w, tile_card(comp, c)) for c in tile.resting_cards)
    bonus = w.join([w("render-mombasa-text-tile-steps", steps=n, track="diamond" if what == "diamond" else "company",
                      company=dr.company_name(w, what)) for what, n in tile.bonus])
    return w("render-mombasa-text-tile", tile=tile.id, cards=cards, book=dr.book_short(w, tile_book(tile)), bonus=bonus)


def scoresheet_text(view: View, words: Words | None = None, names: Names = None,
                    comp: Components | None = None) -> str:
    comp = comp or components()
    w = phrases(words, names)
    scores = list(view.get("final_scores") or [])
    categories = category_names(w, comp)
    lines = []
    for s, row in enumerate(scores):
        parts = ", ".join(w("render-mombasa-text-score-part", category=categories[c], value=row.get(c, 0))
                          for c in CATEGORIES)
        lines.append(w("render-mombasa-text-score", name=dr.seat_name(w, view, s), total=row.get("total", 0), parts=parts))
    a = au.automa_area(view)
    if a and a.get("debt"):
        lines.append(w("render-mombasa-text-automa-debt", pounds=_pounds(w, a["debt"])))
    win = winners(scores)
    if win:
        lines.append(w("render-mombasa-text-winners", winners=len(win),
                       players=", ".join(dr.seat_name(w, view, s) for s in win)))
    return "\n".join(lines)
