"""One line per committed action for the game log, built from the action's detail events:
"Player 2 expanded Cairo into Sahara and Congo Basin, ousting a Mombasa post; took 2 pounds
and a B book." Only public events go in, so the line holds no hidden information."""

from __future__ import annotations

from collections import Counter

from rules.core import Message, msg
from rules.mombasa import wording as W
from rules.mombasa.components.catalog import Catalog
from rules.mombasa.state import State
from rules.mombasa.wording import event


def _clause(key: str, **args) -> Message:
    """A part of the summary line: ``mombasa-sum-<key>`` in summary.ftl."""
    return msg("mombasa-sum-" + key, **args)


def _posts(counter: Counter) -> list[Message]:
    """"a Cairo post", "2 Mombasa posts", in the order first seen."""
    return [_clause("posts", n=n, company=W.company(c)) for c, n in counter.items()]


def summary_message(D: Catalog, s: State, seat: int, events: list[dict]) -> Message:
    mine = [e for e in events if e.get("seat") == seat]
    types = {e["type"] for e in mine}
    first: dict[str, dict] = {}
    for e in mine:
        first.setdefault(e["type"], e)
    head: list = []
    extra: list = []  # clauses after the headline (", buying ...")

    # -- the headline ---------------------------------------------------------------------
    if "PlusOneTilePlaced" in types:
        head.append(_clause("plus-one", card=W.a_card(D, first["PlusOneTilePlaced"]["card"])))
    if "ExpansionStarted" in types:
        e = first["ExpansionStarted"]
        regions = [W.region(x["region"]) for x in mine if x["type"] == "RegionEntered"]
        if regions:
            head.append(_clause("expanded", company=W.company(e["company"]), regions=regions))
        else:
            head.append(_clause("expansion-unused", points=e["points"]))
        ousted = Counter(x["company"] for x in mine if x["type"] == "PostsOusted")
        if ousted:
            extra.append(_clause("ousting", posts=_posts(ousted)))
    elif "ExpansionFinished" in types and "ExpansionStarted" not in types:
        head.append(_clause("expansion-forfeited"))
    if "GoodsUsed" in types:
        e = first["GoodsUsed"]
        goods = list(e.get("goods") or [])
        head.append(_clause("goods-used", units=e["units"], goods=[W.good(g) for g in goods] if goods else "none"))
    if "BookkeeperUsed" in types:
        e = first["BookkeeperUsed"]
        moved = [x for x in mine if x["type"] == "InkJarMoved"]
        head.append(_clause("bookkeeper-used", card=W.a_card(D, e["card"]),
                            position=moved[-1]["position"] if moved else -1))
        for x in mine:
            if x["type"] == "BookFlipped":
                extra.append(_clause("book-flipped", space=x["space"]))
    if "DiamondMerchantUsed" in types:
        head.append(_clause("used", card=W.a_card(D, first["DiamondMerchantUsed"]["card"])))
    sold_in_head = False
    bought_in_head = False
    if "BonusMarkerPlaced" in types:
        space = first["BonusMarkerPlaced"]["space"]
        if space == "first_player":
            head.append(_clause("first-player"))
        elif space.startswith("tile:"):
            head.append(_clause("tile-reserved", tile=W.tile(space.split(":", 1)[1], lower=True)))
        elif space.startswith("majority:"):
            head.append(_clause("majority", measure=space.split(":", 1)[1]))
        elif space == "sell" and "CardSold" in types:
            x = first["CardSold"]
            head.append(_clause("sold-bonus", card=W.a_card(D, x["card"]), pounds=x["pounds"]))
            sold_in_head = True
        elif space == "buy" and "CardBought" in types:
            x = first["CardBought"]
            head.append(_clause("bought-bonus", card=W.a_card(D, x["card"]), price=x["price"]))
            bought_in_head = True
        else:
            head.append(_clause("marker-placed", space=W.space(D, space)))
    if "CardSold" in types and not sold_in_head:
        x = first["CardSold"]
        extra.append(_clause("selling", card=W.a_card(D, x["card"]), pounds=x["pounds"]))
    for x in mine:
        if x["type"] == "CardBought" and not bought_in_head:
            extra.append(_clause("buying", card=W.a_card(D, x["card"]), price=x["price"],
                                 paid_with="pounds" if x.get("paid_with") == "pounds" else "units"))
    if "ActionPhaseEnded" in types:
        picked = [x for x in mine if x["type"] == "RestingDeckPickedUp"]
        if picked:
            head.append(_clause("phase-ended-pickup", deck=W.deck(picked[0]["deck"]),
                                cards=len(picked[0].get("cards") or [])))
        else:
            head.append(_clause("phase-ended"))
    if not head:
        head.append(_clause("took-turn"))

    # -- what it brought ----------------------------------------------------------------------
    got: list = []
    pounds = sum(x.get("pounds", 0) for x in mine if x["type"] in ("PoundsTaken", "DiamondsCashed"))
    pounds += sum(x["pounds"] for x in events if x["type"] == "SpecialSpacePaid" and seat in x.get("seats", []))
    if pounds:
        got.append(W.pounds(pounds))
    books = Counter(D.books[x["book"]].letter for x in mine if x["type"] == "BookTaken")
    got += [_clause("books", n=n, letter=letter) for letter, n in sorted(books.items())]
    diamonds = sum(x.get("steps", 0) for x in mine if x["type"] == "DiamondsAdvanced")
    if diamonds:
        got.append(_clause("diamond-steps", n=diamonds))
    steps: Counter = Counter()
    for x in mine:
        if x["type"] == "TrackAdvanced":
            steps[x["company"]] += x["steps"]
    got += [_clause("track-steps", n=n, company=W.company(c)) for c, n in steps.items()]
    removed = Counter(x["company"] for x in mine if x["type"] == "PostRemoved")
    if removed:
        got.append(_clause("removed", posts=_posts(removed)))
    paid = sum(x.get("pounds", 0) for x in mine if x["type"] in ("PoundsPaid", "CapitalCallPaid", "BookFlipped"))
    tail: list = []
    if got:
        tail.append(_clause("took", things=got))
    if paid:
        tail.append(_clause("paid", pounds=paid))
    forfeited = sum(x.get("units", 0) for x in mine if x["type"] == "UnitsForfeited")
    forfeited_steps = sum(x.get("steps", 0) for x in mine if x["type"] == "StepsForfeited")
    if forfeited:
        tail.append(_clause("forfeited-units", units=forfeited))
    if forfeited_steps:
        tail.append(_clause("forfeited-steps", steps=forfeited_steps))
    if any(x["type"] == "ExpansionForfeited" for x in mine):
        tail.append(_clause("forfeited-expansion"))
    for x in events:
        if x["type"] == "SpecialSpacePaid":
            again = [w for w in x.get("seats", []) if w != seat]
            if again:
                tail.append(_clause("special-space-again", company=W.company(x["company"]),
                                    seats=W.seats(s, again), pounds=x["pounds"]))
    return msg("mombasa-summary", seat=W.who(s, seat, True), head=head,
               extra=W.comma_chain(extra) if extra else "none",
               tail=W.semicolon_chain(tail) if tail else "none")


def summary_event(D: Catalog, s: State, seat: int, events: list[dict]) -> dict:
    return event("ActionSummary", summary_message(D, s, seat, events), seat=seat, summary=True)
