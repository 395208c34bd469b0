"""What each seat may see: the one place secrets are stripped (hands, unrevealed plans and
starting-tile choices, deck and book supply order, the generator state)."""

from __future__ import annotations

from typing import Any

from rules.core import msg
from rules.mombasa import tasks
from rules.mombasa.area import plus_one_card
from rules.mombasa.bonuses import markers_available
from rules.mombasa.bookkeeping import book_json
from rules.mombasa.components.catalog import Catalog
from rules.mombasa.expansion import entry_costs
from rules.mombasa.goods import buy_prices
from rules.mombasa.scoring import scores, total_shares
from rules.mombasa.state import State, player
from rules.mombasa.tracks import column_coins, last_value, posts_in_base, share_value, track_shares


def card_json(D: Catalog, cid: str | None, price: int | None = None) -> dict | None:
    if cid is None:
        return None
    c = D.card(cid)
    return {
        "id": cid, "kind": c.kind, "crate": c.crate, "good": c.good, "units": c.units,
        "expansion": c.expansion, "bookkeeping": c.bookkeeping, "diamonds": c.diamonds,
        "pounds": c.pounds, "company": c.company, "share": c.share, "letter": c.letter,
        "price": price,
    }


def _company_view(s: State, D: Catalog, cid: str) -> dict:
    cols = []
    for k, col in enumerate(s["bases"][cid]):
        cols.append({"posts": col["posts"], "final_lost": col["final_lost"], "coins": column_coins(D, cid, k, col)})
    return {"columns": cols, "share_value": share_value(s, D, cid), "posts_in_base": posts_in_base(s, cid),
            "removed": s["removed"][cid]}


def _player_view(s: State, D: Catalog, seat: int, viewer: int | None) -> dict:
    p = player(s, seat)
    area = []
    plus = plus_one_card(s, D, seat)
    for i in p["slots"]:
        if s["phase"] == "planning":
            cid = p["draft"][i]
            placed = cid is not None
            if viewer == seat:
                area.append({"slot": i, "card": card_json(D, cid), "face_down": False, "used": False})
            else:
                area.append({"slot": i, "card": None, "face_down": placed, "used": False})
        else:
            cid = p["area"][i]
            area.append({"slot": i, "card": card_json(D, cid), "face_down": bool(cid and p["used"][i]),
                         "used": bool(cid and p["used"][i]), "plus_one": bool(cid and cid == plus)})
    pb = D.player_board
    tile_visible = s["setup_step"] != "tile" or viewer == seat
    return {
        "seat": seat,
        "money": p["money"],
        "diamond": p["diamond"],
        "diamond_score": last_value(pb.diamond, p["diamond"]),
        "ink": p["ink"],
        "bookkeeping_score": last_value(pb.bookkeeping, p["ink"]),
        "tracks": dict(p["tracks"]),
        "track_shares": {cid: track_shares(s, D, seat, cid) for cid in D.companies()},
        "total_shares": {cid: total_shares(s, D, seat, cid) for cid in D.companies()} if viewer == seat or s["phase"] == "over" else None,
        "unlocked_bonuses": dict(p["levels"]),
        "bonus_markers": markers_available(s, D, seat),
        "hand_count": len(p["hand"]),  # cards planned face down show in action_area
        "resting": [[card_json(D, c) for c in deck] for deck in p["resting"]],
        "action_area": area,
        "slots": len(p["slots"]),
        "bookkeeping_track": [book_json(D, b) for b in p["books"]],
        "flipped_books": list(p["flipped"]),
        "planned": p["planned"],
        "passed": p["passed"],
        "turns_this_round": p["turns"],
        "starting_tile": p["tile"] if tile_visible else None,
        "tile_chosen": p["tile"] is not None,
    }


def _offers(s: State, D: Catalog, t: dict) -> dict[str, Any]:
    """What the decision under way offers, as data (its choices' labels say it in words):
    the price of each card the goods chosen so far can buy (while more are chosen too: a
    panel offers "use these goods" and "buy that card" in one pick), the cost of each
    region an expansion can enter. Public: both follow from what everyone sees."""
    if t["kind"] == "goods":
        return {"prices": buy_prices(s, D, t)}
    if t["kind"] == "expansion" and t.get("company") is not None:
        return {"costs": dict(sorted(entry_costs(s, D, t["company"]).items()))}
    return {}


def pending_view(s: State, D: Catalog) -> dict | None:
    if s["phase"] == "actions" and s["turn"] is not None:
        # "cancellable": an action is under way and may still be cancelled (nothing of it
        # is committed yet).
        busy = "checkpoint" in s
        # "text" (English) stays for today's readers; "message" is what to say, for any language.
        if s["tasks"]:
            m = tasks.describe(s, D)
            assert m is not None  # a task is pending, so there is something to describe
            return {"seat": s["turn"], "kind": s["tasks"][0]["kind"], "text": m.text, "message": m.to_json(),
                    "cancellable": busy, **_offers(s, D, s["tasks"][0])}
        m = msg("mombasa-ask-action")
        return {"seat": s["turn"], "kind": "action", "text": m.text, "message": m.to_json(), "cancellable": busy}
    return None


def view(s: State, D: Catalog, viewer: int | None, to_move: list[int], legal: list | None) -> dict[str, Any]:
    display = []
    for c in range(3):
        column = []
        for r in range(4):
            cid = s["display"][c][r]
            column.append(card_json(D, cid, D.card(cid).crate + D.board.card_display[c][r]) if cid else None)
        display.append(column)
    deck = s["deck"]
    v: dict[str, Any] = {
        "game": "mombasa",
        "round": s["round"],
        "rounds": D.board.rounds,
        "phase": s["phase"],
        "setup_step": s["setup_step"] if s["phase"] == "setup" else None,
        "first_player": s["first_player"],
        "to_move": list(to_move),
        "turn": s["turn"],
        "pending": pending_view(s, D),
        "tracks": dict(s["tracks"]),
        "companies": {cid: _company_view(s, D, cid) for cid in D.companies()},
        "regions": {rid: {"posts": [dict(p) for p in posts]} for rid, posts in s["regions"].items()},
        "card_display": display,
        "deck": {"count": len(deck), "next_letter": D.card(deck[-1]).letter if deck else None},
        "discard_count": len(s["discard"]),
        "book_display": [[book_json(D, b) for b in col] for col in s["book_display"]],
        "book_coins": [list(c) for c in s["book_coins"]],
        "book_supply": {k: len(v) for k, v in s["book_supply"].items()},
        "round_track": list(s["round_track"]),
        "bonus_spaces": dict(s["bonus_spaces"]),
        "bonus_tiles": {t: {"reserved_by": st["reserved_by"], "holder": st["holder"], "on_card": st["on_card"], "used": st["used"]}
                        for t, st in s["bonus_tiles"].items()},
        # The brief names both the player count and the player list "players"; the list
        # wins and the count is "player_count" (== len(players)).
        "players": [_player_view(s, D, i, viewer) for i in range(s["players"])],
        "player_count": s["players"],
    }
    if s["phase"] == "over":
        v["final_scores"] = scores(s, D)
    if viewer is not None:
        p = player(s, viewer)
        me: dict[str, Any] = {
            "seat": viewer,
            "hand": [card_json(D, c) for c in p["hand"]],
            "draft": {str(i): card_json(D, c) for i, c in enumerate(p["draft"]) if c is not None},
            # "legal": the English labels (today's readers); "legal_messages": the same as messages
            "legal": [a.label for a in legal or []],
            "legal_messages": [a.message.to_json() for a in legal or []],
        }
        if s["phase"] == "setup" and s["setup_step"] == "tile":
            me["tile_options"] = list(p["tile_options"])
            me["tile"] = p["tile"]
        v["me"] = me
    return v
