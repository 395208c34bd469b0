"""One line per committed action for the game log, built from the action's detail events:
"Player 2 expanded Cairo into Sahara and Congo Basin, ousting a Mombasa post; took 2 pounds
and a B book." Only public events go in, so the line holds no hidden information."""

from __future__ import annotations

from collections import Counter

from rules.core import event
from rules.mombasa.area import TILE, describe_ref
from rules.mombasa.components.catalog import Catalog
from rules.mombasa.state import DECK_NAMES, pname

ARTICLE = {"A": "an", "E": "an"}


def _s(n: int) -> str:
    return "" if n == 1 else "s"


def and_join(parts: list[str]) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def tile_name(D: Catalog, tid: str) -> str:
    """'"+1"-goods tile' -> '+1-goods tile', 'Bookkeeper-card tile' -> 'bookkeeper-card tile'."""
    bt = D.bonus_tiles.get(tid)
    name = (bt.name if bt and bt.name else f"{tid} tile").replace('"', "")
    return name[:1].lower() + name[1:]


def a_card(D: Catalog, ref: str) -> str:
    if ref.startswith(TILE):
        return f"the {tile_name(D, ref[len(TILE):])}"
    text = describe_ref(D, ref)
    if text.startswith(("the ", "The ", '"')):
        return text
    return ("an " if text[:1].lower() in "aeiou8" else "a ") + text


def _counted(counter: Counter, noun) -> list[str]:
    out = []
    for key, n in counter.items():
        out.append(noun(key, n))
    return out


def space_name(D: Catalog, space: str) -> str:
    if space == "first_player":
        return "the first-player space"
    if space == "buy":
        return "the buy-a-card space"
    if space == "sell":
        return "the sell-a-card space"
    if space.startswith("majority:"):
        what = space.split(":", 1)[1]
        return f"the {'expansion' if what == 'expansion' else what} majority space"
    if space.startswith("tile:"):
        return f"the {tile_name(D, space.split(':', 1)[1])} space"
    if space.startswith("track:"):
        _, cid, k = space.split(":")
        return f"extra bonus space {int(k) + 1} of the {D.company_name(cid)} track"
    return space


def summary_text(D: Catalog, seat: int, events: list[dict]) -> str:
    who = pname(seat)
    mine = [e for e in events if e.get("seat") == seat]
    types = {e["type"] for e in mine}
    first = {}
    for e in mine:
        first.setdefault(e["type"], e)
    head: list[str] = []
    extra: list[str] = []  # clauses after the headline (", buying ...")

    # -- the headline ---------------------------------------------------------------------
    if "PlusOneTilePlaced" in types:
        head.append(f"put the +1 goods tile on {a_card(D, first['PlusOneTilePlaced']['card'])}")
    if "ExpansionStarted" in types:
        e = first["ExpansionStarted"]
        regions = [D.region_name(x["region"]) for x in mine if x["type"] == "RegionEntered"]
        if regions:
            head.append(f"expanded {D.company_name(e['company'])} into {and_join(regions)}")
        else:
            head.append(f"used {e['points']} expansion point{_s(e['points'])} without entering a region")
        ousted = Counter(D.company_name(x["company"]) for x in mine if x["type"] == "PostsOusted")
        if ousted:
            extra.append("ousting " + and_join(_counted(ousted, lambda c, n: f"{'a' if n == 1 else n} {c} post{_s(n)}")))
    elif "ExpansionFinished" in types and "ExpansionStarted" not in types:
        head.append("forfeited the expansion (no trading posts left in any base)")
    if "GoodsUsed" in types:
        e = first["GoodsUsed"]
        goods = and_join(list(e.get("goods") or [])) or "goods"
        head.append(f"used {e['units']} unit{_s(e['units'])} of {goods}")
    if "BookkeeperUsed" in types:
        e = first["BookkeeperUsed"]
        moved = [x for x in mine if x["type"] == "InkJarMoved"]
        text = f"used {a_card(D, e['card'])}"
        if moved:
            text += f", moving the ink jar to space {moved[-1]['position']}"
        else:
            text += " without moving the ink jar"
        head.append(text)
        for x in mine:
            if x["type"] == "BookFlipped":
                extra.append(f"after flipping the book on space {x['space']}")
    if "DiamondMerchantUsed" in types:
        head.append(f"used {a_card(D, first['DiamondMerchantUsed']['card'])}")
    sold_in_head = False
    bought_in_head = False
    if "BonusMarkerPlaced" in types:
        space = first["BonusMarkerPlaced"]["space"]
        if space == "first_player":
            head.append("took the first player marker (bonus marker on the first-player space)")
        elif space.startswith("tile:"):
            head.append(f"reserved the {tile_name(D, space.split(':', 1)[1])} for next round (bonus marker)")
        elif space.startswith("majority:"):
            what = space.split(":", 1)[1]
            head.append(f"claimed the {'expansion' if what == 'expansion' else what} majority (bonus marker)")
        elif space == "sell" and "CardSold" in types:
            x = first["CardSold"]
            head.append(f"sold {a_card(D, x['card'])} for {x['pounds']} pounds (bonus marker on the sell space)")
            sold_in_head = True
        elif space == "buy" and "CardBought" in types:
            x = first["CardBought"]
            head.append(f"bought {a_card(D, x['card'])} for {x['price']} pound{_s(x['price'])} (bonus marker on the buy space)")
            bought_in_head = True
        else:
            head.append(f"placed a bonus marker on {space_name(D, space)}")
    if "CardSold" in types and not sold_in_head:
        x = first["CardSold"]
        extra.append(f"selling {a_card(D, x['card'])} for {x['pounds']} pounds")
    for x in mine:
        if x["type"] == "CardBought" and not bought_in_head:
            how = "pounds" if x.get("paid_with") == "pounds" else "units"
            extra.append(f"buying {a_card(D, x['card'])} for {x['price']} {how if x['price'] != 1 else how[:-1]}")
    if "ActionPhaseEnded" in types:
        picked = [x for x in mine if x["type"] == "RestingDeckPickedUp"]
        text = "ended their action phase"
        if picked:
            n = len(picked[0].get("cards") or [])
            text += f", picking up the {DECK_NAMES[picked[0]['deck']]} resting deck ({n} card{_s(n)})"
        head.append(text)
    if not head:
        head.append("took their turn")

    # -- what it brought ----------------------------------------------------------------------
    got: list[str] = []
    pounds = sum(x.get("pounds", 0) for x in mine if x["type"] in ("PoundsTaken", "DiamondsCashed"))
    pounds += sum(x["pounds"] for x in events if x["type"] == "SpecialSpacePaid" and seat in x.get("seats", []))
    if pounds:
        got.append(f"{pounds} pound{_s(pounds)}")
    books = Counter(D.books[x["book"]].letter for x in mine if x["type"] == "BookTaken")
    got += [f"{ARTICLE.get(letter, 'a') if n == 1 else n} {letter} book{_s(n)}" for letter, n in sorted(books.items())]
    diamonds = sum(x.get("steps", 0) for x in mine if x["type"] == "DiamondsAdvanced")
    if diamonds:
        got.append(f"{diamonds} diamond step{_s(diamonds)}")
    steps: Counter = Counter()
    for x in mine:
        if x["type"] == "TrackAdvanced":
            steps[x["company"]] += x["steps"]
    got += [f"{n} {D.company_name(c)} step{_s(n)}" for c, n in steps.items()]
    removed = Counter(D.company_name(x["company"]) for x in mine if x["type"] == "PostRemoved")
    if removed:
        got.append("removed " + and_join(_counted(removed, lambda c, n: f"{'a' if n == 1 else n} {c} post{_s(n)}")))
    paid = sum(x.get("pounds", 0) for x in mine if x["type"] in ("PoundsPaid", "CapitalCallPaid", "BookFlipped"))
    lost = []
    forfeited = sum(x.get("units", 0) for x in mine if x["type"] == "UnitsForfeited")
    forfeited_steps = sum(x.get("steps", 0) for x in mine if x["type"] == "StepsForfeited")
    if forfeited:
        lost.append(f"forfeited {forfeited} unit{_s(forfeited)}")
    if forfeited_steps:
        lost.append(f"forfeited {forfeited_steps} track step{_s(forfeited_steps)}")
    if any(x["type"] == "ExpansionForfeited" for x in mine):
        lost.append("forfeited the rest of the expansion points (the base ran out)")
    others = []
    for x in events:
        if x["type"] == "SpecialSpacePaid":
            again = [pname(w) for w in x.get("seats", []) if w != seat]
            if again:
                others.append(f"the {D.company_name(x['company'])} special space paid {and_join(again)} {x['pounds']} pound{_s(x['pounds'])} again")

    text = f"{who} {and_join(head)}"
    if extra:
        text += ", " + ", ".join(extra)
    tail = []
    if got:
        tail.append("took " + and_join(got))
    if paid:
        tail.append(f"paid {paid} pound{_s(paid)}")
    tail += lost
    tail += others
    if tail:
        text += "; " + "; ".join(tail)
    return text + "."


def summary_event(D: Catalog, seat: int, events: list[dict]) -> dict:
    return event("ActionSummary", summary_text(D, seat, events), seat=seat, summary=True)
