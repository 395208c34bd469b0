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

log = logging.getLogger(__name__)

GOOD_NAMES = {"coffee": "coffee", "bananas": "bananas", "cotton": "cotton"}
MAX_MATCHES = 25
TILE_USES = {  # what a reserved bonus tile does in the next round (rulebook, "The bonus tiles")
    "plus_one_goods": "On one of your turns, put it on a face-up goods card in your action area: "
    "that card counts 1 unit more from then on.",
    "bookkeeper": "Counts as a bookkeeper card worth 1 bookkeeping point, without taking an "
    "action slot.",
    "diamond": "Counts as a diamond merchant without taking an action slot: 2 diamond steps, "
    "plus 1 for each other face-up diamond merchant in your action area.",
    "expansion": "Counts as an expansion card worth 2 expansion points, without taking an "
    "action slot.",
}


@dataclass(frozen=True)
class Entry:
    key: str  # "card:A01", "book:B07", "start:s_coffee_1", "tile:T03", "bonus:plus_one"
    name: str  # what autocomplete shows (at most 100 characters)
    text: str  # the facts, for the reply


def _ordinal(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


@functools.cache
def entries() -> dict[str, Entry]:
    """Every look-up entry by key (built on first use: loading the data takes a moment)."""
    from rules.mombasa.area import describe_card
    from rules.mombasa.bookkeeping import describe_book
    from rules.mombasa.components.catalog import catalog_for
    from rules.mombasa.components.loader import load_components

    D = catalog_for(load_components())
    comp = D.components
    sell_bonus = comp.board.sell_space_bonus
    company = D.company_name
    out: dict[str, Entry] = {}

    def card_facts(card) -> list[str]:
        k = card.kind
        facts = []
        if k == "goods":
            facts.append(f"Goods card: {card.units} unit{'s' if card.units != 1 else ''} of "
                         f"{GOOD_NAMES.get(card.good, card.good)}. Goods cards of one type used "
                         "together pay for a card from the display and/or steps on company tracks.")
        elif k == "expansion":
            facts.append(f"Expansion card: {card.expansion} expansion point"
                         f"{'s' if card.expansion != 1 else ''}. All expansion cards in your "
                         "action area are used together to expand one company.")
        elif k == "bookkeeper":
            facts.append(f"Bookkeeper: move your ink jar forward over the books whose "
                         f"requirements you meet, then use {card.bookkeeping} bookkeeping "
                         f"point{'s' if card.bookkeeping != 1 else ''} (books or pounds).")
        elif k == "diamond":
            if card.company:
                facts.append(f"Diamond merchant: {card.diamonds} diamond steps and {card.pounds} "
                             f"pound{'s' if card.pounds != 1 else ''}, plus 1 step for every 2 "
                             f"mine icons in the regions {company(card.company)} controls.")
            else:
                facts.append(f"Diamond merchant: {card.diamonds} diamond step"
                             f"{'s' if card.diamonds != 1 else ''} and {card.pounds} pounds.")
        elif k == "share":
            facts.append("Share card: it can never be played; it only counts at the final scoring.")
        if card.share:
            facts.append(f"Shows 1 extra {company(card.share)} share (counts at the final scoring).")
        return facts

    copies = Counter(_signature(c) for c in comp.market_cards)
    for card in comp.market_cards:
        name = _describe(describe_card, card)
        facts = card_facts(card)
        facts.append(f"Crate value {card.crate}: its price in the card display is {card.crate} plus "
                     f"the crate value beside its space; sold on the sell space it brings "
                     f"{card.crate + sell_bonus} pounds.")
        facts.append(f"Market card {card.id} from deck {card.letter}"
                     + (f"; {copies[_signature(card)]} identical cards in the game."
                        if copies[_signature(card)] > 1 else "."))
        title = f"{name}{_share_note(card, company)} ({card.id})"
        out[f"card:{card.id}"] = Entry(f"card:{card.id}", title[:100], f"**{title}**\n" + _bullets(facts))

    for card in list(comp.starting_cards) + list(comp.expansion_one_cards):
        name = _describe(describe_card, card)
        facts = card_facts(card)
        if card.seat:
            facts.append(f"Starting card of the {_ordinal(card.seat)} player only.")
        else:
            facts.append("Starting card: every player has one in the starting hand.")
        facts.append(f"Crate value {card.crate}: sold on the sell space it brings "
                     f"{card.crate + sell_bonus} pounds.")
        title = f"starting {name}" + (f" ({_ordinal(card.seat)} player)" if card.seat else "")
        out[f"start:{card.id}"] = Entry(f"start:{card.id}", title[:100], f"**{title}**\n" + _bullets(facts))

    costs = D.book_costs
    for book in comp.books:
        name = _describe(lambda b: describe_book(D, b.id), book)
        cost = costs.get(book.letter)
        needs, _, reward = name.partition("(")[2].rstrip(")").partition(" -> ")
        facts = [
            f"Needs, face up in your action area: {needs or 'nothing'} (the cards are not used up).",
            f"Reward when your ink jar stops on it: {reward or 'nothing'}.",
        ]
        if cost is not None:
            facts.append(f"Taking it from the book display costs {cost} bookkeeping point"
                         f"{'s' if cost != 1 else ''}.")
        if book.letter == "A":
            facts.append("An A-book cannot go onto an empty space with a crossed-out A.")
        out[f"book:{book.id}"] = Entry(f"book:{book.id}", f"{name} [{book.id}]"[:100],
                                       f"**{name}** (book {book.id})\n" + _bullets(facts))

    for tile in comp.starting_tiles:
        cards = ", ".join(_describe(describe_card, D.templates[c]) if c in D.templates else c
                          for c in tile.resting_cards)
        bonus = ", ".join(f"{steps} step{'s' if steps != 1 else ''} on "
                          + ("the diamond track" if what == "diamond" else f"the {company(what)} track")
                          for what, steps in tile.bonus)
        book = _describe(lambda b: describe_book(D, b.id), tile.book)
        facts = [f"Resting cards: {cards}.", f"Starting bonus: {bonus}.",
                 f"Printed starting book: {book}."]
        if tile.first_game_seat:
            facts.append(f"In the first-game set-up it is the {_ordinal(tile.first_game_seat)} player's tile.")
        title = f"starting tile {tile.id}"
        out[f"tile:{tile.id}"] = Entry(f"tile:{tile.id}", f"{title}: {bonus}"[:100],
                                       f"**{title}**\n" + _bullets(facts))

    for bt in comp.bonus_tiles:
        name = bt.name or f"{bt.kind} tile"
        facts = [f"Reserved for the next round on its bonus tile space with a bonus marker, for "
                 f"{bt.cost} pound{'s' if bt.cost != 1 else ''}.", TILE_USES.get(bt.kind, "")]
        facts = [f for f in facts if f]
        out[f"bonus:{bt.id}"] = Entry(f"bonus:{bt.id}", name[:100], f"**{name}** (bonus tile)\n" + _bullets(facts))
    return out


def _signature(card) -> tuple:
    return (card.kind, card.crate, card.good, card.units, card.expansion, card.bookkeeping,
            card.diamonds, card.pounds, card.company, card.share)


def _share_note(card, company) -> str:
    return f" with a {company(card.share)} share" if card.share and card.kind != "share" else ""


def _describe(fn, thing) -> str:
    try:
        return fn(thing)
    except Exception:  # noqa: BLE001 - the engine's wording changed: fall back to the data name
        log.warning("could not describe %r", getattr(thing, "id", thing), exc_info=True)
        return getattr(thing, "name", "") or getattr(thing, "id", "?")


def _bullets(facts: list[str]) -> str:
    return "\n".join(f"• {f}" for f in facts)


def search(query: str) -> list[Entry]:
    """Entries whose name (or key) contains every word of ``query``, best first."""
    words = query.lower().split()
    found = []
    for entry in entries().values():
        hay = f"{entry.name} {entry.key}".lower()
        if all(w in hay for w in words):
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
    exact = [e for e in found if e.name.lower() == query.lower().strip()]
    if len(exact) == 1 or len(found) == 1:
        return (exact or found)[0].text
    if found:
        shown = ", ".join(e.name for e in found[:10])
        more = f" and {len(found) - 10} more" if len(found) > 10 else ""
        return f"Several match {query!r}: {shown}{more}. Pick one from the list as you type."
    return None
