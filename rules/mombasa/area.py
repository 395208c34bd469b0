"""The action area: which cards and bonus tiles are face up, and their combined values."""

from __future__ import annotations

from rules.mombasa import wording as W
from rules.mombasa.automa_part import automa_measure, is_automa
from rules.mombasa.components import GOODS
from rules.mombasa.components.catalog import Catalog
from rules.mombasa.state import State, player
from rules.mombasa.tracks import permanent_bonus

TILE = "tile:"


def tile_ref(tile_id: str) -> str:
    return TILE + tile_id


def held_tiles(s: State, seat: int) -> list[str]:
    return [t for t, st in sorted(s["bonus_tiles"].items()) if st["holder"] == seat]


def face_up(s: State, D: Catalog, seat: int) -> list[tuple[str, str]]:
    """(ref, kind) of every usable face-up card or action-card tile in the action area."""
    p = player(s, seat)
    out = []
    for i, cid in enumerate(p["area"]):
        if cid is not None and not p["used"][i]:
            out.append((cid, D.card(cid).kind))
    for t in held_tiles(s, seat):
        st = s["bonus_tiles"][t]
        bt = D.bonus_tiles[t]
        if st["used"] or bt.kind == "plus_one_goods":
            continue
        out.append((tile_ref(t), bt.kind))
    return out


def slot_of(s: State, seat: int, cid: str) -> int:
    return player(s, seat)["area"].index(cid)


def plus_one_card(s: State, D: Catalog, seat: int) -> str | None:
    for t, st in s["bonus_tiles"].items():
        if st["holder"] == seat and D.bonus_tiles[t].kind == "plus_one_goods" and not st["used"]:
            return st["on_card"]
    return None


def plus_one_tile(s: State, D: Catalog, seat: int) -> str | None:
    """The "+1"-goods tile the seat holds and has not placed yet."""
    for t, st in sorted(s["bonus_tiles"].items()):
        if st["holder"] == seat and D.bonus_tiles[t].kind == "plus_one_goods" and not st["used"] and st["on_card"] is None:
            return t
    return None


def card_units(s: State, D: Catalog, seat: int, cid: str) -> int:
    card = D.card(cid)
    u = card.units
    if cid == plus_one_card(s, D, seat):
        u += 1
    if card.good == "cotton":
        b = permanent_bonus(s, D, seat, "cotton")
        if b is not None and b.level == 2:
            u += b.amount or 1
    return u


def goods_totals(s: State, D: Catalog, seat: int) -> dict[str, int]:
    tot = area_totals(s, D, seat)
    del tot["expansion"]
    return tot


def area_totals(s: State, D: Catalog, seat: int) -> dict[str, int]:
    """Face-up coffee, bananas, cotton units and the expansion value, in one pass (the
    same rules as card_units and expansion_value: the "+1" goods tile, cotton +1 per card,
    expansion +1/+2 only with an expansion card)."""
    tot = dict.fromkeys(GOODS, 0)
    plus = plus_one_card(s, D, seat)
    cotton = permanent_bonus(s, D, seat, "cotton")
    cotton_extra = (cotton.amount or 1) if cotton is not None and cotton.level == 2 else 0
    expansion = 0
    with_cards = False
    for ref, kind in face_up(s, D, seat):
        if kind == "goods":
            card = D.card(ref)
            tot[card.goods_kind] += card.units + (ref == plus) + (cotton_extra if card.good == "cotton" else 0)
        elif kind == "expansion":
            expansion += card_value(D, ref, "expansion")
            with_cards = True
    if with_cards:
        b = permanent_bonus(s, D, seat, "expansion_plus")
        if b is not None:
            expansion += b.amount
    tot["expansion"] = expansion
    return tot


def expansion_cards(s: State, D: Catalog, seat: int) -> list[str]:
    return [ref for ref, kind in face_up(s, D, seat) if kind == "expansion"]


def card_value(D: Catalog, ref: str, field: str) -> int:
    if ref.startswith(TILE):
        return D.bonus_tiles[ref[len(TILE):]].amount
    return getattr(D.card(ref), field)


def expansion_value(s: State, D: Catalog, seat: int) -> int:
    refs = expansion_cards(s, D, seat)
    if not refs:
        return 0
    total = sum(card_value(D, r, "expansion") for r in refs)
    # Track bonus "+1/+2 expansion" counts only with at least 1 expansion card; the
    # expansion-card tile counts as an expansion card "for all intents and purposes".
    b = permanent_bonus(s, D, seat, "expansion_plus")
    if b is not None:
        total += b.amount
    return total


def count_kind(s: State, D: Catalog, seat: int, kind: str, exclude: str | None = None) -> int:
    return sum(1 for ref, k in face_up(s, D, seat) if k == kind and ref != exclude)


def measure(s: State, D: Catalog, seat: int, what: str) -> int:
    """Face-up total of a majority measure: a good's units or the expansion value."""
    if is_automa(s, seat):
        return automa_measure(s, what)  # the Mautoma's round card (issue 4)
    if what == "expansion":
        return expansion_value(s, D, seat)
    return goods_totals(s, D, seat)[what]


def mark_used(s: State, seat: int, ref: str) -> None:
    if ref.startswith(TILE):
        s["bonus_tiles"][ref[len(TILE):]]["used"] = True
        return
    p = player(s, seat)
    p["used"][p["area"].index(ref)] = True


def describe_ref(D: Catalog, ref: str) -> str:
    """The English of ``wording.ref`` (for callers that want plain text; new code passes
    the message on)."""
    return W.ref(D, ref).text


def describe_card(card) -> str:
    """The English of ``wording.card_def`` (for callers that want plain text)."""
    return W.card_def(card).text


def card_signature(card) -> tuple:
    """Cards with the same signature are interchangeable (used to keep legal lists small)."""
    return (card.kind, card.crate, card.good, card.units, card.expansion, card.bookkeeping,
            card.diamonds, card.pounds, card.company, card.share)
