"""Component names and counted things as messages, addressed by id (catalogue: batavia.ftl).

The engine never spells a company or a commodity: it says ``company("denmark")`` and the
catalogue of each language says "Denmark" / "Danish"."""

from __future__ import annotations

from collections.abc import Sequence

from rules.core import Message, msg

SCORE_CATEGORIES = ("warehouses", "notes", "target", "seals", "exchange")


def company(cid: str) -> Message:
    """The company's name: "Denmark"."""
    return msg("batavia-company", company=cid)


def commodity(kid: str) -> Message:
    return msg("batavia-commodity", commodity=kid)


def cards(company_ids: Sequence[str], counts: Sequence[int]) -> list[Message]:
    """"4 Dutch cards", "2 French cards": one message per company with cards."""
    return [msg("batavia-cards-of", company=cid, count=n) for cid, n in zip(company_ids, counts, strict=True) if n]


def card_list(company_ids: Sequence[str], card_companies: Sequence[int]) -> list[Message]:
    """The cards turned up or drawn, grouped by company."""
    counts = [0] * len(company_ids)
    for c in card_companies:
        counts[c] += 1
    return cards(company_ids, counts)


def post(cid: str, kid: str, hex_number: int) -> Message:
    """"the Danish silk trading post on hex 12"."""
    return msg("batavia-post", company=cid, commodity=kid, hex=hex_number)


def score_category(key: str) -> Message:
    return msg("batavia-score-category", category=key)
