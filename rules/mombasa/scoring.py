"""Final scoring in 7 categories (page 10). The highest total wins and a tie shares the
victory (page 10), as rules.core.Game.winners has it."""

from __future__ import annotations

from rules.mombasa.automa_part import automa_debt, automa_pile
from rules.mombasa.components.catalog import Catalog
from rules.mombasa.state import State, player
from rules.mombasa.tracks import running_last, share_value, track_shares

CATEGORIES = ("cash", "mombasa", "cape_town", "saint_louis", "cairo", "diamonds", "bookkeeping")


def all_cards(s: State, seat: int) -> list[str]:
    p = player(s, seat)
    out = list(p["hand"]) + [c for c in p["draft"] if c] + [c for c in p["area"] if c]
    for deck in p["resting"]:
        out += deck
    return out + automa_pile(s, seat)  # the cards the Mautoma took (issue 4)


def card_shares(s: State, D: Catalog, seat: int, cid: str) -> int:
    return sum(1 for c in all_cards(s, seat) if D.card(c).share == cid)


def total_shares(s: State, D: Catalog, seat: int, cid: str) -> int:
    return track_shares(s, D, seat, cid) + card_shares(s, D, seat, cid)


def scores(s: State, D: Catalog) -> list[dict[str, int]]:
    out = []
    values = {cid: share_value(s, D, cid) for cid in D.companies()}
    # share icon reached or passed, by track position; last value by diamond/ink position
    shares_at = {cid: running_last(D.tracks[s["tracks"][cid]].spaces, "shares") for cid in D.companies()}
    diamond_at = running_last(D.player_board.diamond, "value")
    ink_at = running_last(D.player_board.bookkeeping, "value")
    for seat in range(s["players"]):
        p = player(s, seat)
        row = {"cash": p["money"] - automa_debt(s, seat)}  # the Mautoma's debt counts against it
        on_cards = dict.fromkeys(D.companies(), 0)
        for c in all_cards(s, seat):
            share = D.card(c).share
            if share:
                on_cards[share] += 1
        for cid in D.companies():
            row[cid] = (shares_at[cid][p["tracks"][cid]] + on_cards[cid]) * values[cid]
        row["diamonds"] = diamond_at[p["diamond"]]
        row["bookkeeping"] = ink_at[p["ink"]]
        row["total"] = sum(row[k] for k in CATEGORIES)
        out.append(row)
    return out

