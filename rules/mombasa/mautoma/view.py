"""What everyone may see of the Mautoma, and what nobody may (its deck, the round cards to
come, its face-down starting book, the favoured tile before it is revealed)."""

from __future__ import annotations

from rules.mombasa.automa_part import NAME, automa_measure
from rules.mombasa.components.automa import ROW_SPOTS, Arrow
from rules.mombasa.components.catalog import Catalog
from rules.mombasa.mautoma.logic import arrow_for_next
from rules.mombasa.mautoma.setup import components
from rules.mombasa.scoring import total_shares
from rules.mombasa.state import Automa, State, automa_row, automa_state, player
from rules.mombasa.views import (
    ArrowView,
    AutomaCardView,
    AutomaView,
    BookView,
    RoundCardView,
    View,
    book_json,
    card_json,
)


def _arrow(arrow: Arrow) -> ArrowView:
    return {"criterion": arrow.criterion, "column": arrow.column, "row": arrow.row}


def _card(cid: str) -> AutomaCardView:
    c = components().card(cid)
    return {"id": c.id, "colour": c.colour, "sections": list(c.sections), "next_arrow": _arrow(c.next_arrow)}


def _round_card(a: Automa) -> RoundCardView | None:
    rid = a["round_card"]
    if rid is None:
        return None
    card = next(r for r in components().round_cards if r.id == rid)
    keep = len(card.icons) - a["coins_on_card"]
    return {"id": rid, "round": card.round,
            "icons": [{"measure": i.measure, "value": i.value, "covered": k >= keep} for k, i in enumerate(card.icons)]}


def automa_view(s: State, D: Catalog) -> AutomaView:
    a = automa_state(s)
    ac = components()
    p = player(s, a["seat"])
    fav = a["favoured"]
    rows = {colour: [_card(c) for c in automa_row(a, colour)] for colour in ("grey", "yellow")}
    nxt: dict[str, ArrowView | None] = {}
    for colour in ("grey", "yellow"):
        row = [ac.card(c) for c in automa_row(a, colour)]
        nxt[colour] = _arrow(arrow_for_next(ac.playmat, row, colour)) if len(row) < ROW_SPOTS else None
    side = ac.expansion_side(a["side"])
    pile = [card_json(D, c) for c in a["pile"]]
    shares: dict[str, int] = {}
    for c in a["pile"]:
        share = D.card(c).share
        if share:
            shares[share] = shares.get(share, 0) + 1
    return {
        "seat": a["seat"],
        "name": NAME,
        "name_message": {"key": "mombasa-mautoma-name", "args": {}},
        "difficulty": a["difficulty"],
        "favoured": fav,
        "favoured_name": D.company_name(fav) if fav else None,  # English, for today's readers
        "favoured_message": {"key": "mombasa-company", "args": {"id": fav}} if fav else None,
        "favoured_tile": a["favoured_tile"] if fav else None,
        "favoured_bonus_tile": ac.favoured_bonus_tile(fav) if fav else None,
        "round_card": _round_card(a),
        "majority_values": {m: automa_measure(s, m) for m in ("coffee", "bananas", "cotton", "expansion")},
        "rows": rows,
        "next_arrows": nxt,
        "deck_count": len(a["deck"]),
        "grey_deck_count": len(a["grey_deck"]),
        "yellow_deck_count": len(a["yellow_deck"]),
        "round_cards_left": len(a["round_deck"]),
        "round_cards_used": list(a["round_cards_used"]),
        "playmat_coins": ac.cards_per_colour - a["coins_on_card"],
        "money": p["money"],
        "debt": a["debt"],
        "cash": p["money"] - a["debt"],
        "expansion_side": a["side"],
        "expansion_priorities": {cid: list(side.priority(cid)) for cid in D.companies()},
        "pile": pile,
        "pile_shares": shares,
        "cards_played": a["cards_played"],
        "round_over": p["passed"] and s["phase"] == "actions",
    }


def decorate(v: View, s: State, D: Catalog) -> None:
    """Add the Mautoma's area to a view (the same for every viewer: nothing of it is
    private to a seat) and show its books face down."""
    a = automa_state(s)
    v["automa"] = automa_view(s, D)
    pv = v["players"][a["seat"]]
    pv["automa"] = True
    pv["name"] = NAME
    pv["name_message"] = {"key": "mombasa-mautoma-name", "args": {}}
    pv["debt"] = a["debt"]
    books: list[BookView | None] = []
    for i, bid in enumerate(player(s, a["seat"])["books"]):
        if bid is None:
            books.append(None)
        elif bid == a["start_book"]:
            # taken face down from the reserve: nobody knows which A book it is
            books.append({"id": None, "letter": D.books[bid].letter, "requirements": [], "rewards": [], "flipped": True})
        else:
            shown = book_json(D, bid)
            assert shown is not None  # bid is a book
            books.append({**shown, "flipped": True})
        del i
    pv["bookkeeping_track"] = books
    pv["flipped_books"] = [b is not None for b in books]

    pv["total_shares"] = {cid: total_shares(s, D, a["seat"], cid) for cid in D.companies()}
    for pl in v["players"]:
        if pl["seat"] != a["seat"]:
            pl.setdefault("automa", False)


def secrets(s: State) -> list[str]:
    """Hidden from everyone: the automa deck and the rest of each colour's pool (contents
    and order), the round cards to come, its face-down starting book, the favoured tile
    until it is revealed."""
    a = automa_state(s)
    out = list(a["deck"]) + list(a["grey_deck"]) + list(a["yellow_deck"]) + list(a["round_deck"])
    out.append(a["start_book"])
    if a["favoured"] is None:
        out.append(a["favoured_tile"])
    return out
