"""Component names and counted things as messages, addressed by id (catalogue: batavia.ftl).

The engine never spells a company or a commodity: it says ``company("denmark")`` and the
catalogue of each language says "Denmark" / "Danish"."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rules.catalogues import english
from rules.core import Message, msg

_TEXTS: dict[tuple[str, str], str] = {}
_TEXTS_MAX = 50_000


class Said(Message):
    """A message of an event, whose English default text is memoised: the same sentences
    recur all game long ("Player 2 passed."), and Fluent with Babel numbers costs far more
    than the rules. Otherwise a plain Message (same key, args and JSON)."""

    @property
    def text(self) -> str:
        k = (self.key, repr(self.args))
        t = _TEXTS.get(k)
        if t is None:
            t = english(self)
            if len(_TEXTS) < _TEXTS_MAX:
                _TEXTS[k] = t
        return t


def say(key: str, **args: Any) -> Said:
    """The message of an event: ``event("BidMade", say("batavia-bid", seat=0, amount=3))``."""
    return Said(key, args)


SCORE_CATEGORIES = ("warehouses", "notes", "target", "seals", "exchange")


def company(cid: str) -> Message:
    """The company's name: "Denmark"."""
    return msg("batavia-company", company=cid)


def commodity(kid: str) -> Message:
    return msg("batavia-commodity", commodity=kid)


def cards(company_ids: Sequence[str], counts: Sequence[int]) -> list[Message]:
    """"4 Dutch cards", "2 French cards": one message per company with cards (an argument
    list reads as "a, b and c" in the language)."""
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
