"""Action 4: use 1 diamond merchant card (or the diamond merchant-card tile), rulebook page 8."""

from __future__ import annotations

from rules.core import msg
from rules.mombasa import wording as W
from rules.mombasa.area import TILE, count_kind, mark_used
from rules.mombasa.components.catalog import Catalog
from rules.mombasa.state import State
from rules.mombasa.tracks import gain_pounds, move_diamond
from rules.mombasa.wording import event


def mines_controlled(s: State, D: Catalog, cid: str) -> int:
    return sum(D.regions[rid].mines for rid, posts in s["regions"].items()
               if any(p["company"] == cid for p in posts))


def merchant_steps(s: State, D: Catalog, seat: int, ref: str) -> tuple[int, int]:
    """(diamond steps, pounds) the merchant gives now."""
    if ref.startswith(TILE):
        bt = D.bonus_tiles[ref[len(TILE):]]
        # 2 + 1 per further face-up diamond merchant card (the tile itself excluded).
        return bt.amount + count_kind(s, D, seat, "diamond", exclude=ref), 0
    card = D.card(ref)
    steps = card.diamonds
    if card.company:
        steps += mines_controlled(s, D, card.company) // 2
    return steps, card.pounds


def use_merchant(s: State, D: Catalog, seat: int, ref: str, ev: list) -> None:
    steps, pounds = merchant_steps(s, D, seat, ref)
    ev.append(event("DiamondMerchantUsed", msg("mombasa-ev-merchant-used", seat=W.who(s, seat, True), steps=steps, pounds=pounds), seat=seat, card=ref, steps=steps, pounds=pounds))
    move_diamond(s, D, seat, steps, ev)
    gain_pounds(s, seat, pounds, ev, "merchant")
    mark_used(s, seat, ref)
