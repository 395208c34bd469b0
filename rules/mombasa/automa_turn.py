"""The Mautoma's turn in the General action phase (Mautoma rules v2.0, "Mautoma action
phase", "Cards explanation", "General mechanisms").

The engine plays it by itself right after the human's turn: draw the top automa card, place
it in its row (grey: first row, yellow: second row, left to right), apply it by the arrow's
criterion (grey: first section, else second, else nothing), and when both rows are full its
round is over. Decisions come from the pure functions of automa_logic; this module reads
the state into their inputs, applies what they return and writes the events, whose text
says what the Mautoma did and why.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.core import event
from rules.mombasa.area import measure
from rules.mombasa.automa_components import Arrow, AutomaCard, Step
from rules.mombasa.automa_logic import (
    MarketCell,
    advance_on_track,
    arrow_for_next,
    best_advantage_non_favoured,
    choose_bonus_tile,
    choose_book,
    choose_card,
    choose_expansion_region,
    choose_option,
    choose_play,
    describe_play,
    expansion_books,
    gain,
    majority_company,
    majority_target,
    post_return_space,
    post_to_take,
    richest_non_favoured,
    round_over,
    uncovered_icons,
)
from rules.mombasa.automa_setup import HUMAN_SEAT, components
from rules.mombasa.automa_state import NAME
from rules.mombasa.bonuses import markers_available
from rules.mombasa.bookkeeping import describe_book, refill_book_display
from rules.mombasa.catalog import Catalog
from rules.mombasa.goods import COLUMN_NAMES, display_price
from rules.mombasa.state import State, player
from rules.mombasa.tracks import (
    covered_indices,
    posts_in_base,
    return_post,
    share_value,
    take_post,
    track_of,
)

MEASURE_NAMES = {"coffee": "coffee", "bananas": "bananas", "cotton": "cotton", "expansion": "expansion points"}
BOOK_ROWS = ("top", "bottom")


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _join(parts: list[str]) -> str:
    parts = [p for p in parts if p]
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


@dataclass
class Turn:
    """One automa card being played."""

    s: State
    D: Catalog
    seat: int
    card: AutomaCard
    arrow: Arrow
    ev: list
    majority: str | None = None  # measure of the majority space just taken
    tile_kind: str | None = None  # bonus tile kind of the space just taken
    notes: list[str] = field(default_factory=list)

    @property
    def a(self) -> dict[str, Any]:
        return self.s["automa"]

    @property
    def p(self) -> dict[str, Any]:
        return player(self.s, self.seat)

    @property
    def favoured(self) -> str:
        return self.a["favoured"]

    def name(self, cid: str) -> str:
        return self.D.company_name(cid)


# == money ==========================================================================================


def gain_pounds(t: Turn, n: int) -> str:
    """Gain ``n`` pounds, paying off debt first. Returns the note for the event text."""
    if n <= 0:
        return ""
    money, debt = gain(t.p["money"], t.a["debt"], n)
    repaid = t.a["debt"] - debt
    t.p["money"], t.a["debt"] = money, debt
    return f"{_plural(n, 'pound')}" + (f" ({repaid} of it paying off its debt)" if repaid else "")


def settle(s: State) -> None:
    """Pounds the Mautoma received from the bank while in debt (a special space the human
    reached) pay the debt first: "Use this track to track its debt until it gains new
    pounds"."""
    a = s.get("automa")
    if not a or not a["debt"]:
        return
    p = player(s, a["seat"])
    paid = min(p["money"], a["debt"])
    p["money"] -= paid
    a["debt"] -= paid


# == which company ===================================================================================


def _letters(t: Turn) -> dict[str, str]:
    return {cid: t.D.tracks[t.s["tracks"][cid]].letter for cid in t.D.companies()}


def _values(t: Turn) -> dict[str, int]:
    return {cid: share_value(t.s, t.D, cid) for cid in t.D.companies()}


def company_for(t: Turn, target: str) -> str | None:
    if target == "favoured":
        return t.favoured
    if target == "richest":
        return richest_non_favoured(_values(t), t.favoured, _letters(t))
    if target == "advantage":
        human = player(t.s, HUMAN_SEAT)["tracks"]
        return best_advantage_non_favoured(t.p["tracks"], human, t.favoured, _letters(t))
    if target == "majority":
        return majority_company(t.D.components, t.majority) if t.majority else None
    raise ValueError(f"unknown company target {target!r}")


def _company_reason(t: Turn, target: str, cid: str) -> str:
    if target == "favoured":
        return "its favoured company"
    if target == "richest":
        value = share_value(t.s, t.D, cid)
        tied = sum(1 for c in t.D.companies() if c != t.favoured and share_value(t.s, t.D, c) == value) > 1
        return f"the richest company it does not favour (share value {value}{', first by track letter among the tied' if tied else ''})"
    if target == "advantage":
        mine, yours = t.p["tracks"][cid], player(t.s, HUMAN_SEAT)["tracks"][cid]
        lead = mine - yours
        how = f"it leads you by {lead}" if lead > 0 else ("it is level with you" if lead == 0 else f"it trails you by {-lead}")
        return f"where {how} on the track, the best of the companies it does not favour"
    return ""


# == company tracks ==================================================================================


def advance(t: Turn, cid: str, steps: int) -> str:
    """Company track advancement: coins along the track, capital calls paid even into
    debt, special spaces paid to it and to the human if already there; its own track
    bonuses are ignored; advancements past the end are lost."""
    tr = track_of(t.s, t.D, cid)
    start = t.p["tracks"][cid]
    human = player(t.s, HUMAN_SEAT)
    debt_before = t.a["debt"]
    res = advance_on_track(tr, start, steps, t.p["money"], t.a["debt"], {HUMAN_SEAT: human["tracks"][cid]})
    t.p["tracks"][cid] = res.position
    t.p["money"], t.a["debt"] = res.money, res.debt
    for who, pounds in res.others_paid.items():
        player(t.s, who)["money"] += pounds
    bits = [f"space {start} -> {res.position}"]
    if res.paid:
        new_debt = max(0, res.debt - debt_before)
        bits.append(f"paid {_plural(res.paid, 'pound')} in capital calls" + (f", {new_debt} of it as debt" if new_debt else ""))
    for pos in res.specials:
        sp = tr.spaces[pos].special
        who = "it and you" if pos <= human["tracks"][cid] else "it"
        bits.append(f"special space {pos}: {who} got {_plural(sp, 'pound')}")
    if res.lost:
        bits.append(f"{_plural(res.lost, 'step')} lost at the end of the track")
    if not res.moved:
        return f"no steps on {t.name(cid)} (its track is finished)"
    t.ev.append(event(
        "AutomaTrackAdvanced",
        f"{NAME} moved {_plural(res.moved, 'space')} on the {t.name(cid)} track ({'; '.join(bits)}).",
        seat=t.seat, company=cid, steps=res.moved, position=res.position, paid=res.paid,
        debt=t.a["debt"], others_paid={str(k): v for k, v in res.others_paid.items()},
    ))
    lost = f" ({_plural(res.lost, 'step')} lost at the end of the track)" if res.lost else ""
    debt = f" (paying {_plural(res.paid, 'pound')} of capital calls, {t.a['debt'] - debt_before} into debt)" if t.a["debt"] > debt_before else ""
    return f"{_plural(res.moved, 'step')} on {t.name(cid)}{lost}{debt}"


# == diamonds, books, ink =============================================================================


def diamonds(t: Turn, steps: int) -> str:
    last = len(t.D.player_board.diamond) - 1
    made = min(steps, last - t.p["diamond"])
    t.p["diamond"] += made
    extra = steps - made
    out = f"{_plural(made, 'diamond step')}" if made else ""
    if extra:
        # "Once the diamond marker reaches the end of the track, the automa simply gains 2
        # pounds per advancement."
        cash = gain_pounds(t, extra * t.D.player_board.final_diamond_pounds)
        out = _join([out, f"{cash} for {_plural(extra, 'step')} past the end of its diamond track"])
    if made:
        t.ev.append(event("AutomaDiamonds", f"{NAME} moved {_plural(made, 'space')} on its diamond track (space {t.p['diamond']}).",
                          seat=t.seat, steps=made, position=t.p["diamond"]))
    return out


def book_track_full(t: Turn) -> bool:
    return all(b is not None for b in t.p["books"][1:])


def _display_cells(s: State) -> tuple[dict, dict]:
    books, coins = {}, {}
    for c, column in enumerate(s["book_display"]):
        for r, bid in enumerate(column):
            books[(c + 1, BOOK_ROWS[r])] = bid
            coins[(c + 1, BOOK_ROWS[r])] = s["book_coins"][c][r]
    return books, coins


def book_cell(t: Turn) -> tuple[int, str] | None:
    books, coins = _display_cells(t.s)
    return choose_book(books, coins, t.arrow)


def take_book(t: Turn) -> str:
    """Book selection: "If there is a book with 1 coin below it, the automa takes that book
    and the coin. In all other cases the automa takes the book indicated by the red arrow";
    face down on its book track, restrictions ignored; a full track gives 2 pounds."""
    if book_track_full(t):
        return gain_pounds(t, 2) + " instead of a book (its book track is full)"
    cell = book_cell(t)
    if cell is None:
        return "no book (the book display is empty)"
    col, row = cell
    c, r = col - 1, BOOK_ROWS.index(row)
    bid = t.s["book_display"][c][r]
    t.s["book_display"][c][r] = None
    space = t.p["books"].index(None, 1)
    t.p["books"][space] = bid
    t.p["flipped"][space] = True
    coins = t.s["book_coins"][c][r]
    why = "the book with a coin below it" if coins else f"the book its arrow points at (column {col}, {row})"
    text = f"takes {describe_book(t.D, bid)}, {why}"
    if coins:
        t.s["book_coins"][c][r] = 0
        text += f", and {gain_pounds(t, coins)} from below it"
    t.ev.append(event("AutomaBookTaken", f"{NAME} took {describe_book(t.D, bid)} from column {col}, {row} row, face down onto space {space} of its bookkeeping track.",
                      seat=t.seat, book=bid, column=c, row=r, space=space, coins=coins))
    return text


def ink(t: Turn, steps: int) -> str:
    """"The ink jar marker can be moved only over books": up to ``steps`` spaces."""
    moved = 0
    books = t.p["books"]
    while moved < steps and t.p["ink"] + 1 < len(books) and books[t.p["ink"] + 1] is not None:
        t.p["ink"] += 1
        moved += 1
    if not moved:
        return "no ink jar step (no book ahead of it)"
    t.ev.append(event("AutomaInkJar", f"{NAME} moved its ink jar {_plural(moved, 'space')} to space {t.p['ink']}.",
                      seat=t.seat, steps=moved, position=t.p["ink"]))
    return f"{_plural(moved, 'ink jar step')}"


# == cards from the display ===========================================================================


def market_cells(t: Turn) -> list[MarketCell]:
    out = []
    for c in range(3):
        for r in range(4):
            cid = t.s["display"][c][r]
            if cid is not None:
                out.append(MarketCell(c, r, display_price(t.s, t.D, c, r), t.D.card(cid).share, cid))
    return out


def card_choice(t: Turn, how: str) -> MarketCell | None:
    return choose_card(market_cells(t), _values(t), how)


def take_card(t: Turn, how: str) -> str:
    from rules.mombasa.area import describe_card

    cell = card_choice(t, how)
    if cell is None:
        return ""
    t.s["display"][cell.column][cell.row] = None
    t.a["pile"].append(cell.card_id)
    card = t.D.card(cell.card_id)
    share = ""
    if card.share:
        worth = f"worth {share_value(t.s, t.D, card.share)} each"
        share = f" ({worth})" if card.kind == "share" else f" with a {t.name(card.share)} share ({worth})"
    why = "the card whose share is worth most" if how != "lowest_cost" and card.share else "the cheapest card"
    t.ev.append(event("AutomaCardTaken", f"{NAME} took the {describe_card(card)}{share} from the {COLUMN_NAMES[cell.column]} column, row {cell.row + 1}, without paying; it goes to its pile.",
                      seat=t.seat, card=cell.card_id, column=cell.column, row=cell.row, price=cell.price))
    return f"takes {why}, the {describe_card(card)}{share} (price {cell.price}), free"


# == expansion ========================================================================================


def _flags(col: dict) -> list[bool]:
    cov = set(covered_indices(col))
    return [i in cov for i in range(5)]


def _posts_by_region(s: State) -> dict[str, str | None]:
    return {rid: (posts[0]["company"] if posts else None) for rid, posts in s["regions"].items()}


def can_expand(t: Turn, cid: str) -> bool:
    if not posts_in_base(t.s, cid):
        return False
    prio = components().expansion_side(t.a["side"]).priority(cid)
    return choose_expansion_region(t.D.components, cid, _posts_by_region(t.s), prio) is not None


def expand(t: Turn, cid: str, posts: int) -> str:
    """Expansion: for each post, the eligible region by the tie-break chain, the post taken
    from the base in the removal order; ousted posts return in the reverse order (or leave
    the game); then the rewards of all regions entered (bookkeeping points: 1 book)."""
    ac = components()
    prio = ac.expansion_side(t.a["side"]).priority(cid)
    board = _posts_by_region(t.s)
    entered: list[str] = []
    ousted: list[str] = []
    for _ in range(posts):
        if not posts_in_base(t.s, cid):
            break
        rid = choose_expansion_region(t.D.components, cid, board, prio)
        if rid is None:
            break
        col, _space = post_to_take([_flags(c) for c in t.s["bases"][cid]], ac.removal_order)
        take_post(t.s, cid, col)
        for post in t.s["regions"][rid]:
            other = post["company"]
            back = post_return_space([_flags(c) for c in t.s["bases"][other]], ac.removal_order)
            if back is None:
                t.s["removed"][other] += 1
                where = "out of the game (no empty space in its base)"
            else:
                return_post(t.s, other, back[0])
                where = f"back to column {back[0] + 1} of its base"
            ousted.append(f"{t.name(other)} from {t.D.region_name(rid)}")
            t.ev.append(event("PostsOusted", f"{NAME} ousted a {t.name(other)} post from {t.D.region_name(rid)}, {where}.",
                              seat=t.seat, company=other, region=rid, column=None if back is None else back[0]))
        t.s["regions"][rid] = [{"company": cid, "upended": False}]
        board[rid] = cid
        entered.append(rid)
        t.ev.append(event("AutomaRegionEntered", f"{NAME} placed a {t.name(cid)} trading post (column {col + 1} of its base) in {t.D.region_name(rid)}.",
                          seat=t.seat, company=cid, region=rid, column=col))
    if not entered:
        return f"{t.name(cid)} cannot expand"
    pounds = sum(t.D.regions[r].rewards.pounds for r in entered)
    dia = sum(t.D.regions[r].rewards.diamonds for r in entered)
    steps = sum(t.D.regions[r].rewards.track for r in entered)
    bk = sum(t.D.regions[r].rewards.bookkeeping for r in entered)
    rewards = []
    if pounds:
        rewards.append(gain_pounds(t, pounds))
    if dia:
        rewards.append(diamonds(t, dia))
    if bk:
        # "if the automa gains 1 or more bookkeeping points, it always gains only 1 book per
        # expansion action"; with a full book track, 2 pounds per bookkeeping point.
        if book_track_full(t):
            rewards.append(gain_pounds(t, 2 * bk) + f" for {_plural(bk, 'bookkeeping point')} (its book track is full)")
        else:
            for _ in range(expansion_books(bk)):
                rewards.append(take_book(t).replace("takes ", "", 1))
    if steps:
        rewards.append(advance(t, cid, steps))
    names = ", ".join(t.D.region_name(r) for r in entered)
    text = f"into {names}"
    if ousted:
        text += f" (ousting {', '.join(ousted)})"
    if rewards:
        text += f": {_join(rewards)}"
    return text


# == bonus marker placements ===========================================================================


def _tile_of_kind(D: Catalog, kind: str) -> str:
    return next(t.id for t in D.components.bonus_tiles if t.kind == kind)


def _tile_name(D: Catalog, kind: str) -> str:
    bt = next(t for t in D.components.bonus_tiles if t.kind == kind)
    return bt.name or bt.kind


def place_target(t: Turn, target: str) -> str | None:
    """The bonus space a placement goes to, or None when it is not valid now."""
    s = t.s
    spaces = s["bonus_spaces"]
    if markers_available(s, t.D, t.seat) <= 0:
        return None
    ac = components()
    fav_kind = ac.favoured_bonus_tile(t.favoured)
    if target.startswith("bonus_tile"):
        # free = no bonus marker on the space, whoever holds the tile (choose_bonus_tile)
        free = [k for k in ac.playmat.bonus_tile_spaces if spaces.get(f"tile:{_tile_of_kind(t.D, k)}") is None]
        if target == "bonus_tile_favoured":
            kind = fav_kind if fav_kind in free else None
        else:
            crit = 1 if target == "bonus_tile_any" else 2
            kind = choose_bonus_tile(ac.playmat.bonus_tile_spaces, free, fav_kind, crit, t.arrow.row)
        return None if kind is None else f"tile:{_tile_of_kind(t.D, kind)}"
    if target in ("sell", "first_player", "buy"):
        if spaces.get(target) is not None:
            return None
        if target == "buy" and not market_cells(t):
            return None  # nothing to take
        return target
    if target == "majority":
        icon = _majority_icon(t)
        return None if icon is None else f"majority:{icon.measure}"
    raise ValueError(f"unknown placement {target!r}")


def space_name(D: Catalog, space: str) -> str:
    if space.startswith("majority:"):
        return f"{MEASURE_NAMES[space.split(':', 1)[1]]} majority space"
    if space.startswith("tile:"):
        bt = D.bonus_tiles[space.split(":", 1)[1]]
        return f"{bt.name or bt.kind} space"
    return f"{space.replace('_', ' ')} space"


def _round_card(t: Turn):
    rid = t.a["round_card"]
    return next((r for r in components().round_cards if r.id == rid), None)


def _majority_icon(t: Turn):
    card = _round_card(t)
    if card is None:
        return None
    icons = uncovered_icons(card, t.a["coins_on_card"])
    values = {i.measure: measure(t.s, t.D, HUMAN_SEAT, i.measure) for i in icons}
    free = [i.measure for i in icons if t.s["bonus_spaces"].get(f"majority:{i.measure}") is None]
    return majority_target(icons, values, free)


def place(t: Turn, target: str) -> str:
    space = place_target(t, target)
    t.s["bonus_spaces"][space] = t.seat
    t.ev.append(event("BonusMarkerPlaced", f"{NAME} placed a bonus marker on the {space_name(t.D, space)} (free of charge).",
                      seat=t.seat, space=space))
    if target == "majority":
        icon = _majority_icon_for(t, space)
        t.majority = icon.measure
        yours = measure(t.s, t.D, HUMAN_SEAT, icon.measure)
        m = MEASURE_NAMES[icon.measure]
        cmp = f"you have fewer {m} than" if yours < icon.value else f"you have as many {m} as"
        return f"{cmp} its round card's {icon.value}, so it takes the {t.name(majority_company(t.D.components, icon.measure))} majority space"
    if target.startswith("bonus_tile"):
        kind = t.D.bonus_tiles[space.split(":", 1)[1]].kind
        t.tile_kind = kind
        name = _tile_name(t.D, kind)
        end = "bottom" if t.arrow.row == "bottom" else "top"
        fav = _tile_name(t.D, components().favoured_bonus_tile(t.favoured))
        if target == "bonus_tile_favoured":
            return f"it places a bonus marker on its favoured bonus tile, the {name} (favoured company {t.name(t.favoured)})"
        if target == "bonus_tile_any":
            return f"it takes the first free bonus tile space from the {end}, the {name}"
        return f"it takes the first free bonus tile space from the {end} other than its favoured {fav}: the {name}"
    if target == "sell":
        return "it places a bonus marker on the sell space (selling no card)"
    if target == "first_player":
        return "it places a bonus marker on the first player space"
    return "it places a bonus marker on the buy space (paying nothing)"


def _majority_icon_for(t: Turn, space: str):
    m = space.split(":", 1)[1]
    card = _round_card(t)
    return next(i for i in card.icons if i.measure == m)


def _why_no_majority(t: Turn) -> str:
    card = _round_card(t)
    icons = uncovered_icons(card, t.a["coins_on_card"]) if card else ()
    if not icons:
        return "every icon of its round card is covered"
    wins = [i for i in icons if i.value >= measure(t.s, t.D, HUMAN_SEAT, i.measure)]
    if not wins:
        return "you have more than its round card shows for every uncovered icon"
    return "the majority spaces it could win are taken"


def first_player(t: Turn) -> str:
    t.s["first_player"] = t.seat
    t.ev.append(event("FirstPlayerTaken", f"{NAME} took the first player marker.", seat=t.seat))
    return "takes the first player marker"


def tile_effect(t: Turn) -> str:
    """"When the automa places a bonus marker on a bonus tile space, it instantly performs
    the effect of the bonus tile" (its own version, on the playmat)."""
    effect = components().bonus_tile_effect(t.tile_kind)
    steps = choose_option(effect, lambda st: can_do(t, st))
    if steps is None:
        return f"its effect ({effect.text}) cannot be carried out"
    return _join([do(t, st) for st in steps])


# == doing a step ==================================================================================


def can_do(t: Turn, step: Step) -> bool:
    """Whether the FIRST step of an option can be carried out now (automa_logic.choose_option)."""
    op, target = step.op, step.target
    if op == "place":
        return place_target(t, target) is not None
    if op == "advance":
        cid = company_for(t, target)
        if cid is None:
            return False
        return t.p["tracks"][cid] < len(track_of(t.s, t.D, cid).spaces) - 1
    if op == "expand":
        return can_expand(t, company_for(t, target))
    if op == "book":
        return book_track_full(t) or book_cell(t) is not None
    if op == "take_card":
        return card_choice(t, target) is not None
    return True  # diamonds, pounds, ink, first_player, tile_effect


def do(t: Turn, step: Step) -> str:
    op, n, target = step.op, step.amount, step.target
    if op == "place":
        return place(t, target)
    if op == "tile_effect":
        return tile_effect(t)
    if op == "diamonds":
        return diamonds(t, n)
    if op == "pounds":
        return gain_pounds(t, n)
    if op == "advance":
        cid = company_for(t, target)
        if cid is None or not can_do(t, step):
            return f"no steps on {t.name(cid)} (its track is finished)" if cid else ""
        reason = _company_reason(t, target, cid)
        return advance(t, cid, n) + (f", {reason}" if reason else "")
    if op == "expand":
        cid = company_for(t, target)
        reason = _company_reason(t, target, cid)
        return f"it expands {t.name(cid)}, {reason}, with {_plural(n, 'trading post')} " + expand(t, cid, n)
    if op == "book":
        return take_book(t)
    if op == "ink":
        return ink(t, n)
    if op == "take_card":
        return take_card(t, target) or "no card to take"
    if op == "first_player":
        return first_player(t)
    raise ValueError(f"unknown step {op!r}")


def why_not(t: Turn, step: Step) -> str:
    """Why an option's first step cannot be done (for the "no action" text)."""
    op, target = step.op, step.target
    if op == "place":
        if markers_available(t.s, t.D, t.seat) <= 0:
            return "it has no bonus marker left"
        if target == "majority":
            return _why_no_majority(t)
        fav = _tile_name(t.D, components().favoured_bonus_tile(t.favoured))
        if target == "bonus_tile_favoured":
            return f"the space of its favoured {fav} is taken"
        if target == "bonus_tile_any":
            return "every bonus tile space is taken"
        if target == "bonus_tile_non_favoured":
            return f"every bonus tile space other than its favoured {fav} is taken"
        if target == "buy" and t.s["bonus_spaces"].get("buy") is None:
            return "the card display is empty"
        return f"the {target.replace('_', ' ')} space is taken"
    if op == "advance":
        cid = company_for(t, target)
        return f"the {t.name(cid)} track is finished" if cid else "no company to advance"
    if op == "expand":
        cid = company_for(t, target)
        if not posts_in_base(t.s, cid):
            return f"{t.name(cid)} has no trading post left in its base"
        return f"{t.name(cid)} has no region to enter"
    if op == "book":
        return "the book display is empty"
    if op == "take_card":
        return "no card in the display shows a share" if target == "highest_share" else "the card display is empty"
    return "it cannot be done"


# == the turn =======================================================================================


def skipped_reasons(t: Turn, play) -> list[str]:
    """Why the options before the one played could not be done (first section before the
    second, "or" alternatives in the card's order)."""
    ac = components()
    out: list[str] = []
    for index, kind in enumerate(t.card.sections):
        for option in ac.effect(kind, t.arrow.criterion, t.favoured).options:
            if index == play.section and option == play.steps:
                return list(dict.fromkeys(out))
            out.append(why_not(t, option[0]))
    return list(dict.fromkeys(out))


def play_card(s: State, D: Catalog, seat: int, ev: list) -> None:
    """Draw, place and apply one automa card."""
    a = s["automa"]
    ac = components()
    card = ac.card(a["deck"].pop())
    row_key = f"{card.colour}_row"
    arrow = arrow_for_next(ac.playmat, [ac.card(c) for c in a[row_key]], card.colour)
    a[row_key].append(card.id)
    a["cards_played"] += 1
    if card.colour == "yellow":
        # "When you put a yellow card in the second row, take the 5 pound coin and use it to
        # cover the right most icon of the round card."
        a["coins_on_card"] += 1
    t = Turn(s, D, seat, card, arrow, ev)
    start = len(ev)
    play = choose_play(ac, card, arrow, a["favoured"], lambda st: can_do(t, st))
    if play is None:
        reasons = []
        for kind in card.sections:
            effect = ac.effect(kind, arrow.criterion, a["favoured"])
            reasons += [why_not(t, opt[0]) for opt in effect.options]
        text = describe_play(None, card, arrow).replace("nothing it shows can be done", "; ".join(dict.fromkeys(reasons)))
    else:
        skipped = skipped_reasons(t, play)
        notes = [do(t, st) for st in play.steps]
        if play.steps[0].op == "place" and len(notes) > 1:
            why = notes[0] + ": " + _join(notes[1:])
        else:
            why = _join(notes)
        if skipped:
            why = "; ".join(skipped) + ", so " + why
        text = describe_play(play, card, arrow, why)
    covered = ""
    if card.colour == "yellow":
        left = ac.cards_per_colour - a["coins_on_card"]
        covered = f" A 5-pound coin from its playmat covers the rightmost icon of its round card ({_plural(left, 'coin')} left on the playmat)."
    ev.insert(start, event("AutomaCardPlayed", text + covered, seat=seat, card=card.id, colour=card.colour,
                           criterion=arrow.criterion, section=None if play is None else play.section,
                           kind=None if play is None else play.kind, reveals=True))


def take_turn(s: State, D: Catalog, seat: int, ev: list) -> None:
    """The Mautoma's whole turn, then the turn passes on (turns.advance_turn)."""
    from rules.mombasa.turns import advance_turn

    a = s["automa"]
    p = player(s, seat)
    if a["deck"]:
        play_card(s, D, seat, ev)
    # End of its turn, as for any player: refill the book display.
    refill_book_display(s, D, ev)
    p["turns"] += 1
    rows = [[components().card(c) for c in a[k]] for k in ("grey_row", "yellow_row")]
    if round_over(*rows) or not a["deck"]:
        p["passed"] = True
        ev.append(event("AutomaRoundOver", f"{NAME} has filled both rows of its playmat: its round is over.", seat=seat))
    advance_turn(s, D, seat, ev)
