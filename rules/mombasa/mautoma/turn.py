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

from rules.core import Message, msg
from rules.mombasa import wording as W
from rules.mombasa.area import measure
from rules.mombasa.bonuses import markers_available
from rules.mombasa.bookkeeping import refill_book_display
from rules.mombasa.components.automa import Arrow, AutomaCard, Step
from rules.mombasa.components.catalog import Catalog
from rules.mombasa.goods import display_price
from rules.mombasa.mautoma.logic import (
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
from rules.mombasa.mautoma.setup import HUMAN_SEAT, components
from rules.mombasa.state import Automa, Base, Seat, State, automa_row, automa_state, player
from rules.mombasa.tracks import (
    covered_indices,
    posts_in_base,
    return_post,
    share_value,
    take_post,
    track_of,
)
from rules.mombasa.turns import advance_turn
from rules.mombasa.wording import event

BOOK_ROWS = ("top", "bottom")
Words = Message | str  # a part of an explanation: a message, or "" for nothing said


def _say(key: str, **args) -> Message:
    """A part of the Mautoma's explanation: ``mombasa-mau-<key>`` in mautoma.ftl."""
    return msg("mombasa-mau-" + key, **args)


def _count(n: int, what: str) -> Message:
    """"1 pound", "3 steps": ``what`` is pound, step, space, diamond_step, coin,
    trading_post, bookkeeping_point or ink_step."""
    return _say("count", n=n, what=what)


_join = W.items


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
    def a(self) -> Automa:
        return automa_state(self.s)

    @property
    def p(self) -> Seat:
        return player(self.s, self.seat)

    @property
    def favoured(self) -> str:
        fav = self.a["favoured"]
        assert fav is not None  # revealed before the Mautoma's first turn (hooks.py)
        return fav

    def name(self, cid: str) -> Message:
        return W.company(cid)


# == money ==========================================================================================


def gain_pounds(t: Turn, n: int) -> Words:
    """Gain ``n`` pounds, paying off debt first. Returns the note for the event text."""
    if n <= 0:
        return ""
    money, debt = gain(t.p["money"], t.a["debt"], n)
    repaid = t.a["debt"] - debt
    t.p["money"], t.a["debt"] = money, debt
    return _say("gain", pounds=n, repaid=repaid)


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


def expanding_company(t: Turn, target: str) -> str:
    """company_for an expansion: the Mautoma's cards name a company there that always exists."""
    cid = company_for(t, target)
    assert cid is not None, target
    return cid


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


def _company_reason(t: Turn, target: str, cid: str) -> Words:
    if target == "favoured":
        return _say("reason-favoured")
    if target == "richest":
        value = share_value(t.s, t.D, cid)
        tied = sum(1 for c in t.D.companies() if c != t.favoured and share_value(t.s, t.D, c) == value) > 1
        return _say("reason-richest", value=value, tied=tied)
    if target == "advantage":
        mine, yours = t.p["tracks"][cid], player(t.s, HUMAN_SEAT)["tracks"][cid]
        lead = mine - yours
        return _say("reason-advantage", how="leads" if lead > 0 else "level" if lead == 0 else "trails", by=abs(lead))
    return ""


# == company tracks ==================================================================================


def advance(t: Turn, cid: str, steps: int) -> Words:
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
    bits: list[Message] = [_say("track-from-to", start=start, end=res.position)]
    if res.paid:
        bits.append(_say("track-paid", pounds=res.paid, debt=max(0, res.debt - debt_before)))
    for pos in res.specials:
        sp = tr.spaces[pos].special
        bits.append(_say("track-special", space=pos, you=pos <= human["tracks"][cid], pounds=sp))
    if res.lost:
        bits.append(_say("track-lost", steps=res.lost))
    if not res.moved:
        return _say("no-steps", company=t.name(cid))
    t.ev.append(event(
        "AutomaTrackAdvanced",
        _say("ev-track-advanced", spaces=res.moved, company=t.name(cid), bits=W.semicolon_chain(bits)),
        seat=t.seat, company=cid, steps=res.moved, position=res.position, paid=res.paid,
        debt=t.a["debt"], others_paid={str(k): v for k, v in res.others_paid.items()},
    ))
    debt = t.a["debt"] - debt_before if t.a["debt"] > debt_before else 0
    return _say("steps-on", steps=res.moved, company=t.name(cid), lost=res.lost, paid=res.paid, debt=debt)


# == diamonds, books, ink =============================================================================


def diamonds(t: Turn, steps: int) -> Words:
    last = len(t.D.player_board.diamond) - 1
    made = min(steps, last - t.p["diamond"])
    t.p["diamond"] += made
    extra = steps - made
    out: Words = _count(made, "diamond_step") if made else ""
    if extra:
        # "Once the diamond marker reaches the end of the track, the automa simply gains 2
        # pounds per advancement."
        cash = gain_pounds(t, extra * t.D.player_board.final_diamond_pounds)
        out = _join([out, _say("diamonds-past-end", pounds=cash, steps=extra)])
    if made:
        t.ev.append(event("AutomaDiamonds", _say("ev-diamonds", spaces=made, space=t.p["diamond"]),
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


def take_book(t: Turn, taking: bool = True) -> Words:
    """Book selection: "If there is a book with 1 coin below it, the automa takes that book
    and the coin. In all other cases the automa takes the book indicated by the red arrow";
    face down on its book track, restrictions ignored; a full track gives 2 pounds."""
    if book_track_full(t):
        return _say("book-track-full", pounds=gain_pounds(t, 2))
    cell = book_cell(t)
    if cell is None:
        return _say("no-book")
    col, row = cell
    c, r = col - 1, BOOK_ROWS.index(row)
    bid = t.s["book_display"][c][r]
    assert bid is not None  # book_cell names a space with a book
    t.s["book_display"][c][r] = None
    space = t.p["books"].index(None, 1)
    t.p["books"][space] = bid
    t.p["flipped"][space] = True
    coins = t.s["book_coins"][c][r]
    gained: Words = ""
    if coins:
        t.s["book_coins"][c][r] = 0
        gained = gain_pounds(t, coins)
    text = _say("takes-book", taking=taking, book=W.book(t.D, bid), coin=bool(coins), column=col, row=row,
                pounds=gained or "none")
    t.ev.append(event("AutomaBookTaken", _say("ev-book-taken", book=W.book(t.D, bid), column=col, row=row, space=space),
                      seat=t.seat, book=bid, column=c, row=r, space=space, coins=coins))
    return text


def ink(t: Turn, steps: int) -> Words:
    """"The ink jar marker can be moved only over books": up to ``steps`` spaces."""
    moved = 0
    books = t.p["books"]
    while moved < steps and t.p["ink"] + 1 < len(books) and books[t.p["ink"] + 1] is not None:
        t.p["ink"] += 1
        moved += 1
    if not moved:
        return _say("no-ink-step")
    t.ev.append(event("AutomaInkJar", _say("ev-ink-jar", spaces=moved, space=t.p["ink"]),
                      seat=t.seat, steps=moved, position=t.p["ink"]))
    return _count(moved, "ink_step")


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


def take_card(t: Turn, how: str) -> Words:
    cell = card_choice(t, how)
    if cell is None:
        return ""
    t.s["display"][cell.column][cell.row] = None
    t.a["pile"].append(cell.card_id)
    card = t.D.card(cell.card_id)
    share: Words = "none"
    if card.share:
        worth = share_value(t.s, t.D, card.share)
        share = _say("share-worth", worth=worth, card_kind=card.kind, company=t.name(card.share))
    named = W.card(t.D, cell.card_id)
    t.ev.append(event("AutomaCardTaken", _say("ev-card-taken", card=named, share=share, column=W.column(cell.column),
                                              row=cell.row + 1),
                      seat=t.seat, card=cell.card_id, column=cell.column, row=cell.row, price=cell.price))
    return _say("takes-card", most=how != "lowest_cost" and bool(card.share), card=named, share=share,
                price=cell.price)


# == expansion ========================================================================================


def _flags(col: Base) -> list[bool]:
    cov = set(covered_indices(col))
    return [i in cov for i in range(5)]


def _posts_by_region(s: State) -> dict[str, str | None]:
    return {rid: (posts[0]["company"] if posts else None) for rid, posts in s["regions"].items()}


def can_expand(t: Turn, cid: str) -> bool:
    if not posts_in_base(t.s, cid):
        return False
    prio = components().expansion_side(t.a["side"]).priority(cid)
    return choose_expansion_region(t.D.components, cid, _posts_by_region(t.s), prio) is not None


def expand(t: Turn, cid: str, posts: int) -> Words:
    """Expansion: for each post, the eligible region by the tie-break chain, the post taken
    from the base in the removal order; ousted posts return in the reverse order (or leave
    the game); then the rewards of all regions entered (bookkeeping points: 1 book)."""
    ac = components()
    prio = ac.expansion_side(t.a["side"]).priority(cid)
    board = _posts_by_region(t.s)
    entered: list[str] = []
    ousted: list[Message] = []
    for _ in range(posts):
        if not posts_in_base(t.s, cid):
            break
        rid = choose_expansion_region(t.D.components, cid, board, prio)
        if rid is None:
            break
        taken = post_to_take([_flags(c) for c in t.s["bases"][cid]], ac.removal_order)
        assert taken is not None  # posts_in_base said the base holds a post
        col, _space = taken
        take_post(t.s, cid, col)
        for post in t.s["regions"][rid]:
            other = post["company"]
            back = post_return_space([_flags(c) for c in t.s["bases"][other]], ac.removal_order)
            if back is None:
                t.s["removed"][other] += 1
            else:
                return_post(t.s, other, back[0])
            ousted.append(_say("ousted-from", company=t.name(other), region=W.region(rid)))
            t.ev.append(event("PostsOusted", _say("ev-ousted", company=t.name(other), region=W.region(rid),
                                                  column=0 if back is None else back[0] + 1),
                              seat=t.seat, company=other, region=rid, column=None if back is None else back[0]))
        t.s["regions"][rid] = [{"company": cid, "upended": False}]
        board[rid] = cid
        entered.append(rid)
        t.ev.append(event("AutomaRegionEntered", _say("ev-region-entered", company=t.name(cid), column=col + 1,
                                                      region=W.region(rid)),
                          seat=t.seat, company=cid, region=rid, column=col))
    if not entered:
        return _say("cannot-expand", company=t.name(cid))
    pounds = sum(t.D.regions[r].rewards.pounds for r in entered)
    dia = sum(t.D.regions[r].rewards.diamonds for r in entered)
    steps = sum(t.D.regions[r].rewards.track for r in entered)
    bk = sum(t.D.regions[r].rewards.bookkeeping for r in entered)
    rewards: list[Words] = []
    if pounds:
        rewards.append(gain_pounds(t, pounds))
    if dia:
        rewards.append(diamonds(t, dia))
    if bk:
        # "if the automa gains 1 or more bookkeeping points, it always gains only 1 book per
        # expansion action"; with a full book track, 2 pounds per bookkeeping point.
        if book_track_full(t):
            rewards.append(_say("bookkeeping-as-pounds", pounds=gain_pounds(t, 2 * bk), points=bk))
        else:
            for _ in range(expansion_books(bk)):
                rewards.append(take_book(t, taking=False))
    if steps:
        rewards.append(advance(t, cid, steps))
    return _say("into", regions=W.comma_chain([W.region(r) for r in entered]),
                ousting=W.comma_chain(ousted) if ousted else "none", rewards=_join(rewards) or "none")


# == bonus marker placements ===========================================================================


def _tile_of_kind(D: Catalog, kind: str) -> str:
    return next(t.id for t in D.components.bonus_tiles if t.kind == kind)


def _tile_name(D: Catalog, kind: str) -> Message:
    return W.tile(_tile_of_kind(D, kind))


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


def space_name(D: Catalog, space: str) -> Message:
    """A bonus space as the Mautoma's texts name it: "coffee majority space", "Expansion-card
    tile space", "first player space"."""
    if space.startswith("majority:"):
        return _say("space", kind="majority", measure=W.measure(space.split(":", 1)[1]))
    if space.startswith("tile:"):
        return _say("space", kind="tile", tile=W.tile(space.split(":", 1)[1]))
    return _say("space", kind=space)


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


def place(t: Turn, target: str) -> Words:
    space = place_target(t, target)
    assert space is not None  # a placement is done only when can_do found its space
    t.s["bonus_spaces"][space] = t.seat
    t.ev.append(event("BonusMarkerPlaced", _say("ev-marker-placed", space=space_name(t.D, space)),
                      seat=t.seat, space=space))
    if target == "majority":
        icon = _majority_icon_for(t, space)
        t.majority = icon.measure
        yours = measure(t.s, t.D, HUMAN_SEAT, icon.measure)
        return _say("takes-majority", fewer=yours < icon.value, measure=W.measure(icon.measure), value=icon.value,
                    company=t.name(majority_company(t.D.components, icon.measure)))
    if target.startswith("bonus_tile"):
        kind = t.D.bonus_tiles[space.split(":", 1)[1]].kind
        t.tile_kind = kind
        name = _tile_name(t.D, kind)
        end = "bottom" if t.arrow.row == "bottom" else "top"
        fav = _tile_name(t.D, components().favoured_bonus_tile(t.favoured))
        if target == "bonus_tile_favoured":
            return _say("places-favoured-tile", tile=name, company=t.name(t.favoured))
        if target == "bonus_tile_any":
            return _say("takes-tile", end=end, tile=name)
        return _say("takes-other-tile", end=end, favoured=fav, tile=name)
    return _say("places-marker", space=target)


def _majority_icon_for(t: Turn, space: str):
    m = space.split(":", 1)[1]
    card = _round_card(t)
    return next(i for i in card.icons if i.measure == m)


def _why_no_majority(t: Turn) -> Message:
    card = _round_card(t)
    icons = uncovered_icons(card, t.a["coins_on_card"]) if card else ()
    if not icons:
        return _say("why-icons-covered")
    wins = [i for i in icons if i.value >= measure(t.s, t.D, HUMAN_SEAT, i.measure)]
    if not wins:
        return _say("why-you-have-more")
    return _say("why-majorities-taken")


def first_player(t: Turn) -> Words:
    t.s["first_player"] = t.seat
    t.ev.append(event("FirstPlayerTaken", _say("ev-first-player"), seat=t.seat))
    return _say("takes-first-player")


def tile_effect(t: Turn) -> Words:
    """"When the automa places a bonus marker on a bonus tile space, it instantly performs
    the effect of the bonus tile" (its own version, on the playmat)."""
    assert t.tile_kind is not None  # this follows a placement on a bonus tile space
    effect = components().bonus_tile_effect(t.tile_kind)
    steps = choose_option(effect, lambda st: can_do(t, st))
    if steps is None:
        return _say("effect-impossible", effect=W.mautoma_effect(components(), effect))
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
        return can_expand(t, expanding_company(t, target))
    if op == "book":
        return book_track_full(t) or book_cell(t) is not None
    if op == "take_card":
        return card_choice(t, target) is not None
    return True  # diamonds, pounds, ink, first_player, tile_effect


def do(t: Turn, step: Step) -> Words:
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
            return _say("no-steps", company=t.name(cid)) if cid else ""
        reason = _company_reason(t, target, cid)
        done = advance(t, cid, n)
        return _say("with-reason", done=done, reason=reason) if reason and done else done or reason
    if op == "expand":
        cid = expanding_company(t, target)
        reason = _company_reason(t, target, cid)
        return _say("expands", company=t.name(cid), reason=reason, posts=n, how=expand(t, cid, n))
    if op == "book":
        return take_book(t)
    if op == "ink":
        return ink(t, n)
    if op == "take_card":
        return take_card(t, target) or _say("no-card")
    if op == "first_player":
        return first_player(t)
    raise ValueError(f"unknown step {op!r}")


def why_not(t: Turn, step: Step) -> Message:
    """Why an option's first step cannot be done (for the "no action" text)."""
    op, target = step.op, step.target
    if op == "place":
        if markers_available(t.s, t.D, t.seat) <= 0:
            return _say("why-no-marker")
        if target == "majority":
            return _why_no_majority(t)
        fav = _tile_name(t.D, components().favoured_bonus_tile(t.favoured))
        if target == "bonus_tile_favoured":
            return _say("why-favoured-tile-taken", tile=fav)
        if target == "bonus_tile_any":
            return _say("why-tiles-taken")
        if target == "bonus_tile_non_favoured":
            return _say("why-other-tiles-taken", tile=fav)
        if target == "buy" and t.s["bonus_spaces"].get("buy") is None:
            return _say("why-display-empty")
        return _say("why-space-taken", space=target)
    if op == "advance":
        cid = company_for(t, target)
        return _say("why-track-finished", company=t.name(cid)) if cid else _say("why-no-company")
    if op == "expand":
        cid = expanding_company(t, target)
        if not posts_in_base(t.s, cid):
            return _say("why-base-empty", company=t.name(cid))
        return _say("why-no-region", company=t.name(cid))
    if op == "book":
        return _say("why-book-display-empty")
    if op == "take_card":
        return _say("why-no-share") if target == "highest_share" else _say("why-display-empty")
    return _say("why-impossible")


# == the turn =======================================================================================


def skipped_reasons(t: Turn, play) -> list[Message]:
    """Why the options before the one played could not be done (first section before the
    second, "or" alternatives in the card's order)."""
    ac = components()
    out: list[Message] = []
    for index, kind in enumerate(t.card.sections):
        for option in ac.effect(kind, t.arrow.criterion, t.favoured).options:
            if index == play.section and option == play.steps:
                return list(dict.fromkeys(out))
            out.append(why_not(t, option[0]))
    return list(dict.fromkeys(out))


def play_card(s: State, D: Catalog, seat: int, ev: list) -> None:
    """Draw, place and apply one automa card."""
    a = automa_state(s)
    ac = components()
    card = ac.card(a["deck"].pop())
    row = automa_row(a, card.colour)
    arrow = arrow_for_next(ac.playmat, [ac.card(c) for c in row], card.colour)
    row.append(card.id)
    a["cards_played"] += 1
    if card.colour == "yellow":
        # "When you put a yellow card in the second row, take the 5 pound coin and use it to
        # cover the right most icon of the round card."
        a["coins_on_card"] += 1
    t = Turn(s, D, seat, card, arrow, ev)
    start = len(ev)
    play = choose_play(ac, card, arrow, t.favoured, lambda st: can_do(t, st))
    if play is None:
        reasons = []
        for kind in card.sections:
            effect = ac.effect(kind, arrow.criterion, t.favoured)
            reasons += [why_not(t, opt[0]) for opt in effect.options]
        text = describe_play(None, card, arrow, W.semicolon_chain(list(dict.fromkeys(reasons))), components=ac)
    else:
        skipped = skipped_reasons(t, play)
        notes = [do(t, st) for st in play.steps]
        if play.steps[0].op == "place" and len(notes) > 1:
            why: Words = _say("then", first=notes[0], rest=_join(notes[1:]) or "none")
        else:
            why = _join(notes)
        if skipped:
            why = _say("skipped-so", skipped=W.semicolon_chain(skipped), why=why or "none")
        text = describe_play(play, card, arrow, why, components=ac)
    covered = None
    if card.colour == "yellow":
        covered = ac.cards_per_colour - a["coins_on_card"]
    ev.insert(start, event("AutomaCardPlayed", _say("ev-card-played", play=text, coins_left=-1 if covered is None else covered), seat=seat, card=card.id, colour=card.colour,
                           criterion=arrow.criterion, section=None if play is None else play.section,
                           kind=None if play is None else play.kind, reveals=True))


def take_turn(s: State, D: Catalog, seat: int, ev: list) -> None:
    """The Mautoma's whole turn, then the turn passes on (turns.advance_turn)."""
    a = automa_state(s)
    p = player(s, seat)
    if a["deck"]:
        play_card(s, D, seat, ev)
    # End of its turn, as for any player: refill the book display.
    refill_book_display(s, D, ev)
    p["turns"] += 1
    rows = [[components().card(c) for c in a[k]] for k in ("grey_row", "yellow_row")]
    if round_over(*rows) or not a["deck"]:
        p["passed"] = True
        ev.append(event("AutomaRoundOver", _say("ev-round-over"), seat=seat))
    advance_turn(s, D, seat, ev)
