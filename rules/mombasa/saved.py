"""Mombasa's saved formats (rules.core.Game.format_version) and the step from each to the next.

Format 1 (before issue 12): the held-back events of an action under way ("action_log") kept
their English "text", and a pending pounds reward said where its pounds came from in English
("why": "from a book").
Format 2: no English in the state. Held-back events keep their message ("key", "args") and
data only; "why" is a word the catalogue knows ("book"; see tracks.gain_pounds).
Format 3 (the rules of issue 15): the state and the actions read exactly as in format 2
(both steps 2 -> 3 are the identity), but the rules changed under them: special track
bonuses start at the owner's next turn, books may be placed on any bookkeeping space, and
the Mautoma's reconstructed level cards/arrows and two regions' mine counts were retuned.
So a log recorded under formats 1-2 may no longer replay under today's engine (a move that
was legal then is refused now, or leads elsewhere). The version says which rules a row was
recorded under: the store re-bases such a game on its newest trusted snapshot of the older
format and replays only what came after it (bot/store/base.py ``_base``); the rules fixes
apply to a game in progress from its next move.
Action kinds and parameters are the same in all three formats.
"""

from __future__ import annotations

import json
import re
from typing import Any

from rules.core import Message, msg
from rules.mombasa import wording as W

FORMAT_VERSION = 3

# Format 1's English reasons for pounds -> format 2's words.
_WHY = {
    "from the regions entered": "regions",
    "from a book": "book",
    "from the majority space": "majority",
    "lying on that book space": "book_space",
    "for a bookkeeping point": "bookkeeping_point",
    "for bookkeeping points (final space)": "final_bookkeeping",
    "from the diamond merchant": "merchant",
}


def _number(text: str, pattern: str) -> int:
    m = re.search(pattern, text)
    return int(m.group(1)) if m else 0


def _why(text: str) -> str:
    for english, word in {**_WHY, **_PAID_FOR}.items():
        if english in text:
            return word
    return ""


_PAID_FOR = {"for the buy-a-card space": "buy", "for the bonus tile space": "tile",
             "for the extra bonus space": "track"}


def legacy_message(D: Any, e: dict[str, Any]) -> Message | None:
    """The message of a format-1 event held back in an action under way (it had only its
    English "text"), rebuilt from its type and data; None for a type never held back."""
    text = str(e.get("text", ""))
    seat = e.get("seat")
    company = W.company(e["company"]) if e.get("company") else "none"
    typ = e.get("type")
    if typ == "GoodsUsed":
        return msg("mombasa-ev-goods-used", seat=seat, units=e["units"], goods=W.goods(list(e.get("goods") or [])))
    if typ == "CardBought":
        key = "mombasa-ev-card-bought-pounds" if e.get("paid_with") == "pounds" else "mombasa-ev-card-bought-goods"
        return msg(key, seat=seat, card=W.card(D, e["card"]), price=e["price"])
    if typ == "UnitsForfeited":
        return msg("mombasa-ev-units-forfeited", seat=seat, units=e["units"])
    if typ == "PlusOneTilePlaced":
        return msg("mombasa-ev-plus-one-placed", seat=seat, card=W.card(D, e["card"]))
    if typ == "ExpansionStarted":
        return msg("mombasa-ev-expansion-started", seat=seat, company=company, points=e["points"])
    if typ == "RegionEntered":
        return msg("mombasa-ev-region-entered", seat=seat, region=W.region(e["region"]), company=company, cost=e["cost"])
    if typ == "ExpansionForfeited":
        return msg("mombasa-ev-expansion-forfeited", seat=seat, company=company, points=e["points"])
    if typ == "ExpansionFinished":
        return msg("mombasa-ev-expansion-finished", seat=seat, company=company, regions=len(e.get("regions") or []))
    if typ == "PostsOusted":
        if e.get("column") is None:
            return msg("mombasa-ev-post-ousted-removed", seat=seat, company=company, region=W.region(e["region"]))
        return msg("mombasa-ev-post-ousted", seat=seat, company=company, region=W.region(e["region"]), column=e["column"] + 1)
    if typ == "PoundsPaid":
        return msg("mombasa-ev-pounds-paid", seat=seat, pounds=e["pounds"], why=_why(text))
    if typ == "PostRemoved":
        return msg("mombasa-ev-post-removed", seat=seat, company=company, column=e["column"] + 1)
    if typ == "CapitalCallRefused":
        return msg("mombasa-ev-capital-call-refused", seat=seat, pounds=_number(text, r"(\d+)-pound"), company=company)
    if typ == "CapitalCallPaid":
        return msg("mombasa-ev-capital-call-paid", seat=seat, pounds=e["pounds"], company=company)
    if typ == "TrackAdvanced":
        return msg("mombasa-ev-track-advanced", seat=seat, steps=e["steps"], company=company)
    if typ == "StepsForfeited":
        return msg("mombasa-ev-steps-forfeited", seat=seat, steps=e["steps"], company=company)
    if typ == "SpecialSpacePaid":
        names = W.comma_chain([Message("mombasa-player", {"seat": w}) for w in e.get("seats") or []])
        return msg("mombasa-ev-special-space-paid", company=company, names=names, pounds=e["pounds"])
    if typ == "DiamondsAdvanced":
        return msg("mombasa-ev-diamonds-advanced", seat=seat, steps=e["steps"])
    if typ == "DiamondsCashed":
        return msg("mombasa-ev-diamonds-cashed", seat=seat, pounds=e["pounds"])
    if typ == "PoundsTaken":
        return msg("mombasa-ev-pounds-taken", seat=seat, pounds=e["pounds"], why=_why(text))
    if typ == "DiamondMerchantUsed":
        return msg("mombasa-ev-merchant-used", seat=seat, steps=e["steps"], pounds=e["pounds"])
    if typ == "BonusMarkerPlaced":
        return msg("mombasa-ev-bonus-marker-placed", seat=seat, space=W.space(D, e["space"]))
    if typ == "FirstPlayerTaken":
        return msg("mombasa-ev-first-player-taken", seat=seat)
    if typ == "BonusTileReserved":
        return msg("mombasa-ev-bonus-tile-reserved", seat=seat, tile=W.tile(e["tile"], lower=True))
    if typ == "CardSold":
        return msg("mombasa-ev-card-sold", seat=seat, card=W.card(D, e["card"]), pounds=e["pounds"])
    if typ == "BookTaken":
        return msg("mombasa-ev-book-taken", seat=seat, book=W.book(D, e["book"]))
    if typ == "BookPlaced":
        return msg("mombasa-ev-book-placed", seat=seat, book=W.book(D, e["book"]), space=e["space"])
    if typ == "BookDiscarded":
        return msg("mombasa-ev-book-discarded", seat=seat, book=W.book(D, e["book"]))
    if typ == "BookFlipped":
        return msg("mombasa-ev-book-flipped", seat=seat, pounds=e["pounds"], space=e["space"])
    if typ == "InkJarMoved":
        return msg("mombasa-ev-ink-jar-moved", seat=seat, space=e["position"])
    if typ == "BookRewardForfeited":
        return msg("mombasa-ev-book-reward-forfeited", seat=seat, pounds=_number(text, r"pay (\d+) pound"))
    if typ == "BookkeeperUsed":
        return msg("mombasa-ev-bookkeeper-used", seat=seat, card=W.ref(D, e["card"]))
    if typ == "RestingDeckPickedUp":
        return msg("mombasa-ev-resting-deck-picked-up", seat=seat, deck=W.deck(e["deck"]), cards=len(e.get("cards") or []))
    if typ == "ActionPhaseEnded":
        return msg("mombasa-ev-action-phase-ended", seat=seat)
    if typ == "BookRevealed":
        return msg("mombasa-ev-book-revealed", book=W.book(D, e["book"]))
    return None


def upgrade_1_to_2(s: dict[str, Any], D: Any = None) -> dict[str, Any]:
    """A format-1 state as format 2 (in place; also harmless on a format-2 state)."""
    for e in s.get("action_log") or []:
        if "key" not in e and D is not None:
            m = legacy_message(D, e)
            if m is not None:
                e["key"], e["args"] = m.key, dict(m.args)
        if "key" in e:
            e.pop("text", None)
    for t in s.get("tasks") or []:
        if isinstance(t.get("why"), str) and t["why"] in _WHY:
            t["why"] = _WHY[t["why"]]
    if isinstance(s.get("checkpoint"), str):  # the state before the action under way
        inner = json.loads(s["checkpoint"])
        upgrade_1_to_2(inner, D)
        s["checkpoint"] = json.dumps(inner, sort_keys=True, separators=(",", ":"))
    return s


def upgrade_state(text: str, version: int, D: Any = None) -> str:
    """A dump of format ``version`` (already checked to be known) in today's format. ``D``:
    the component catalogue, to reword the events of an action under way."""
    if version >= 2:  # 2 -> 3: the same state (only the rules changed; see above)
        return text
    s = json.loads(text)
    if version == 1:
        upgrade_1_to_2(s, D)
    return json.dumps(s, sort_keys=True, separators=(",", ":"))
