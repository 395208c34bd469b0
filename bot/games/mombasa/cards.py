"""``/mombasa card``: look up a card, a book, a starting tile or a bonus tile by name.

The entries are built once from the engine's component data (rules.mombasa.components.loader and
catalog), so they always match the game being played; the wording of cards and books is the
engine's own (``describe_card``, ``describe_book``), the facts around it come from the data.
"""

from __future__ import annotations

import functools
import logging
from collections import Counter
from dataclasses import dataclass

from bot.words import LANGUAGES, current_language, speaker, use_language
from bot.words import say as _say
from rules.mombasa import wording as W
from rules.mombasa.components.catalog import catalog_for
from rules.mombasa.components.loader import load_components

log = logging.getLogger(__name__)

MAX_MATCHES = 25
GOODS = ("coffee", "bananas", "cotton")
# what a reserved bonus tile does in the next round (rulebook, "The bonus tiles")
TILE_KINDS = ("plus_one_goods", "bookkeeper", "diamond", "expansion")
# Every text of the look-up is in bot/locales/en/mombasa.ftl (bot-mombasa-...).


def say(key: str, **args) -> str:
    return _say(f"bot-mombasa-{key}", **args)


@dataclass(frozen=True)
class Entry:
    key: str  # "card:A01", "book:B07", "start:s_coffee_1", "tile:T03", "bonus:plus_one"
    name: str  # what autocomplete shows (at most 100 characters)
    text: str  # the facts, for the reply


def _ordinal(n: int) -> str:
    return say("place", n=n)


def entries(lang: str | None = None) -> dict[str, Entry]:
    """Every look-up entry by key, in ``lang`` (default: the reader's language)."""
    return _entries(lang or current_language())


@functools.cache
def _entries(lang: str) -> dict[str, Entry]:
    """The entries in one language (built on first use: loading the data takes a moment)."""
    with use_language(lang):
        return _build()


def _build() -> dict[str, Entry]:
    w = speaker()

    def describe_card(card) -> str:  # the engine's wording, in this language
        return w(W.card_def(card))

    def describe_book(D, bid) -> str:
        return w(W.book(D, bid))

    D = catalog_for(load_components())
    comp = D.components
    sell_bonus = comp.board.sell_space_bonus
    company = D.company_name
    out: dict[str, Entry] = {}

    def card_facts(card) -> list[str]:
        k = card.kind
        facts = []
        if k == "goods":
            good = say(f"good-{card.good}") if card.good in GOODS else card.good
            facts.append(say("fact-goods", units=card.units, good=good))
        elif k == "expansion":
            facts.append(say("fact-expansion", points=card.expansion))
        elif k == "bookkeeper":
            facts.append(say("fact-bookkeeper", points=card.bookkeeping))
        elif k == "diamond":
            if card.company:
                facts.append(say("fact-diamond-company", diamonds=card.diamonds,
                                 pounds=card.pounds, company=company(card.company)))
            else:
                facts.append(say("fact-diamond", diamonds=card.diamonds, pounds=card.pounds))
        elif k == "share":
            facts.append(say("fact-share"))
        if card.share:
            facts.append(say("fact-extra-share", company=company(card.share)))
        return facts

    copies = Counter(_signature(c) for c in comp.market_cards)
    for card in comp.market_cards:
        name = _describe(describe_card, card)
        facts = card_facts(card)
        facts.append(say("fact-crate", crate=card.crate, sold=card.crate + sell_bonus))
        if copies[_signature(card)] > 1:
            facts.append(say("fact-market-copies", id=card.id, deck=card.letter,
                             copies=copies[_signature(card)]))
        else:
            facts.append(say("fact-market", id=card.id, deck=card.letter))
        title = f"{name}{_share_note(card, company)} ({card.id})"
        out[f"card:{card.id}"] = Entry(f"card:{card.id}", title[:100], f"**{title}**\n" + _bullets(facts))

    for card in list(comp.starting_cards) + list(comp.expansion_one_cards):
        name = _describe(describe_card, card)
        facts = card_facts(card)
        if card.seat:
            facts.append(say("fact-starting-seat", place=_ordinal(card.seat)))
        else:
            facts.append(say("fact-starting"))
        facts.append(say("fact-crate-sold", crate=card.crate, sold=card.crate + sell_bonus))
        title = (say("title-starting-seat", name=name, place=_ordinal(card.seat)) if card.seat
                 else say("title-starting", name=name))
        out[f"start:{card.id}"] = Entry(f"start:{card.id}", title[:100], f"**{title}**\n" + _bullets(facts))

    costs = D.book_costs
    for book in comp.books:
        name = _describe(lambda b: describe_book(D, b.id), book)
        cost = costs.get(book.letter)
        needs, _, reward = name.partition("(")[2].rstrip(")").partition(" → ")
        facts = [
            say("fact-needs", needs=needs or say("nothing")),
            say("fact-reward", reward=reward or say("nothing")),
        ]
        if cost is not None:
            facts.append(say("fact-book-cost", cost=cost))
        if book.letter == "A":
            facts.append(say("fact-a-book"))
        out[f"book:{book.id}"] = Entry(f"book:{book.id}", f"{name} [{book.id}]"[:100],
                                       say("book-head", name=name, id=book.id) + "\n"
                                       + _bullets(facts))

    for tile in comp.starting_tiles:
        cards = ", ".join(_describe(describe_card, D.templates[c]) if c in D.templates else c
                          for c in tile.resting_cards)
        bonus = ", ".join(
            say("steps-on", steps=steps,
                track=say("diamond-track") if what == "diamond"
                else say("company-track", company=company(what)))
            for what, steps in tile.bonus)
        printed_book = _describe(lambda b: describe_book(D, b.id), tile.book)
        facts = [say("fact-resting", cards=cards), say("fact-bonus", bonus=bonus),
                 say("fact-printed-book", book=printed_book)]
        if tile.first_game_seat:
            facts.append(say("fact-first-game-tile", place=_ordinal(tile.first_game_seat)))
        title = say("tile-title", id=tile.id)
        out[f"tile:{tile.id}"] = Entry(f"tile:{tile.id}", f"{title}: {bonus}"[:100],
                                       f"**{title}**\n" + _bullets(facts))

    for bt in comp.bonus_tiles:
        # the catalogue's name, in the reader's language (the data's name is English)
        name = say("bonus-tile-name", kind=bt.kind) if bt.kind in TILE_KINDS else bt.name or bt.kind
        facts = [say("fact-reserved", cost=bt.cost)]
        if bt.kind in TILE_KINDS:
            facts.append(say(f"tile-{bt.kind}"))
        out[f"bonus:{bt.id}"] = Entry(f"bonus:{bt.id}", name[:100],
                                      say("bonus-head", name=name) + "\n" + _bullets(facts))
    return out


def _signature(card) -> tuple:
    return (card.kind, card.crate, card.good, card.units, card.expansion, card.bookkeeping,
            card.diamonds, card.pounds, card.company, card.share)


def _share_note(card, company) -> str:
    if card.share and card.kind != "share":
        return say("share-note", company=company(card.share))
    return ""


def _describe(fn, thing) -> str:
    try:
        return fn(thing)
    except Exception:  # noqa: BLE001 - the engine's wording changed: fall back to the data name
        log.warning("could not describe %r", getattr(thing, "id", thing), exc_info=True)
        return getattr(thing, "name", "") or getattr(thing, "id", "?")


def _bullets(facts: list[str]) -> str:
    return "\n".join(f"• {f}" for f in facts)


def search(query: str) -> list[Entry]:
    """Entries whose name (in any language we speak) or key contains every word of
    ``query``, best first, in the reader's language ("koffie" finds the coffee cards)."""
    words = query.lower().split()
    table = entries()
    found = []
    for key, entry in table.items():
        names = {entries(lang)[key].name for lang in LANGUAGES}
        if any(all(w in f"{name} {key}".lower() for w in words) for name in names):
            found.append(entry)
    found.sort(key=lambda e: (not e.name.lower().startswith(query.lower()), len(e.name), e.key))
    return found


def names(query: str) -> list[tuple[str, str]]:
    """(name, key) pairs for autocomplete."""
    return [(e.name, e.key) for e in search(query)[:MAX_MATCHES]]


def lookup(query: str) -> str | None:
    """The facts of the entry ``query`` names (a key from autocomplete, or typed words)."""
    table = entries()
    if query in table:
        return table[query].text
    found = search(query)
    wanted = query.lower().strip()
    exact = [e for e in found if wanted in {entries(lang)[e.key].name.lower() for lang in LANGUAGES}]
    if len(exact) == 1 or len(found) == 1:
        return (exact or found)[0].text
    if found:
        shown = ", ".join(e.name for e in found[:10])
        if len(found) > 10:
            return say("several-more", query=repr(query), shown=shown, more=len(found) - 10)
        return say("several", query=repr(query), shown=shown)
    return None
