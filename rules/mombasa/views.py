"""What each seat may see: the one place secrets are stripped (hands, unrevealed plans and
starting-tile choices, deck and book supply order, the generator state)."""

# No "from __future__ import annotations" here: the TypedDicts' NotRequired keys must show
# at run time (__optional_keys__), which string annotations hide on Python 3.11.

from typing import Any, Literal, NotRequired, TypedDict, overload

from rules.core import msg
from rules.mombasa import tasks
from rules.mombasa.area import plus_one_card
from rules.mombasa.bonuses import markers_available
from rules.mombasa.components.catalog import Catalog
from rules.mombasa.expansion import entry_costs
from rules.mombasa.goods import buy_prices
from rules.mombasa.scoring import scores, total_shares
from rules.mombasa.state import BonusTile, PhaseName, Post, State, Task, player
from rules.mombasa.tracks import column_coins, last_value, posts_in_base, share_value, track_shares

# -- the shapes of a view: what the bot and the renderers read -------------------------------
MessageJSON = dict[str, Any]  # {"key": ..., "args": {...}} (rules.catalogues.Message.to_json)


class CardView(TypedDict):
    id: str
    kind: str
    crate: int
    good: str | None
    units: int
    expansion: int
    bookkeeping: int
    diamonds: int
    pounds: int
    company: str | None
    share: str | None
    letter: str | None
    price: int | None  # on the card display: what it costs there


class BookRule(TypedDict):
    kind: str
    value: int


class BookView(TypedDict):
    id: str | None  # None: the Mautoma's face-down starting book
    letter: str
    requirements: list[BookRule]
    rewards: list[BookRule]
    flipped: NotRequired[bool]  # the Mautoma's books (all face down)


class ColumnView(TypedDict):
    posts: int
    final_lost: bool
    coins: list[int]


class CompanyView(TypedDict):
    columns: list[ColumnView]
    share_value: int
    posts_in_base: int
    removed: int


class RegionView(TypedDict):
    posts: list[Post]


class SlotView(TypedDict):
    slot: int
    card: CardView | None
    face_down: bool
    used: bool
    plus_one: NotRequired[bool]  # outside planning: the "+1" goods tile lies on it


class PlayerView(TypedDict):
    seat: int
    money: int
    diamond: int
    diamond_score: int
    ink: int
    bookkeeping_score: int
    tracks: dict[str, int]
    track_shares: dict[str, int]
    total_shares: dict[str, int] | None  # the seat's own view and the end only
    unlocked_bonuses: dict[str, int]
    bonus_markers: int
    hand_count: int
    resting: list[list[CardView]]
    action_area: list[SlotView]
    slots: int
    bookkeeping_track: list[BookView | None]
    flipped_books: list[bool]
    planned: bool
    passed: bool
    turns_this_round: int
    starting_tile: str | None
    tile_chosen: bool
    # solo games (mautoma/view.py decorate): the Mautoma's seat is named and has a debt
    automa: NotRequired[bool]
    name: NotRequired[str]
    name_message: NotRequired[MessageJSON]
    debt: NotRequired[int]


class PendingView(TypedDict):
    """The decision the seat in turn is asked for: a task's kind, or "action"."""
    seat: int
    kind: str
    text: str  # English, for today's readers; "message" is what to say in any language
    message: MessageJSON
    cancellable: bool
    # what the decision under way offers, as data (``_offers``): a goods action's buyable
    # cards [column, row, price], an expansion's cost per region
    prices: NotRequired[list[list[int]]]
    costs: NotRequired[dict[str, int]]


class DeckView(TypedDict):
    count: int
    next_letter: str | None


class MeView(TypedDict):
    """The viewer's own secrets."""
    seat: int
    hand: list[CardView]
    draft: dict[str, CardView]  # slot (as a string) -> the card planned there
    legal: list[str]
    legal_messages: list[MessageJSON]
    tile_options: NotRequired[list[str]]  # while choosing the starting tile
    tile: NotRequired[str | None]


class ArrowView(TypedDict):
    """A red arrow: its criterion (1 or 2) and the book display's column and row."""
    criterion: int
    column: int
    row: str  # "top" | "bottom"


class AutomaCardView(TypedDict):
    id: str
    colour: str
    sections: list[str]
    next_arrow: ArrowView


class IconView(TypedDict):
    measure: str
    value: int
    covered: bool


class RoundCardView(TypedDict):
    id: str
    round: int
    icons: list[IconView]


class AutomaView(TypedDict):
    """The Mautoma's area (mautoma/view.py): the same for every viewer."""
    seat: int
    name: str
    name_message: MessageJSON
    difficulty: str
    favoured: str | None
    favoured_name: str | None
    favoured_message: MessageJSON | None
    favoured_tile: str | None
    favoured_bonus_tile: str | None
    round_card: RoundCardView | None
    majority_values: dict[str, int]
    rows: dict[str, list[AutomaCardView]]
    next_arrows: dict[str, ArrowView | None]
    deck_count: int
    grey_deck_count: int
    yellow_deck_count: int
    round_cards_left: int
    round_cards_used: list[str]
    playmat_coins: int
    money: int
    debt: int
    cash: int
    expansion_side: str
    expansion_priorities: dict[str, list[str]]
    pile: list[CardView]
    pile_shares: dict[str, int]
    cards_played: int
    round_over: bool


class View(TypedDict):
    """What ``Game.view(state, seat)`` returns; ``me`` only in a seat's view, ``automa``
    only in a solo game, ``final_scores`` only at the end."""
    game: Literal["mombasa"]
    round: int
    rounds: int
    phase: PhaseName
    setup_step: Literal["tile", "arrange"] | None
    first_player: int
    to_move: list[int]
    turn: int | None
    pending: PendingView | None
    tracks: dict[str, str]
    companies: dict[str, CompanyView]
    regions: dict[str, RegionView]
    card_display: list[list[CardView | None]]
    deck: DeckView
    discard_count: int
    book_display: list[list[BookView | None]]
    book_coins: list[list[int]]
    book_supply: dict[str, int]
    round_track: list[int]
    bonus_spaces: dict[str, int | None]
    bonus_tiles: dict[str, BonusTile]
    players: list[PlayerView]
    player_count: int
    final_scores: NotRequired[list[dict[str, int]]]
    me: NotRequired[MeView]
    automa: NotRequired[AutomaView]


@overload
def card_json(D: Catalog, cid: str, price: int | None = None) -> CardView: ...
@overload
def card_json(D: Catalog, cid: str | None, price: int | None = None) -> CardView | None: ...
def card_json(D: Catalog, cid: str | None, price: int | None = None) -> CardView | None:
    if cid is None:
        return None
    c = D.card(cid)
    return {
        "id": cid, "kind": c.kind, "crate": c.crate, "good": c.good, "units": c.units,
        "expansion": c.expansion, "bookkeeping": c.bookkeeping, "diamonds": c.diamonds,
        "pounds": c.pounds, "company": c.company, "share": c.share, "letter": c.letter,
        "price": price,
    }


def book_json(D: Catalog, bid: str | None) -> BookView | None:
    if bid is None:
        return None
    b = D.books[bid]
    return {
        "id": bid,
        "letter": b.letter,
        "requirements": [{"kind": r.kind, "value": r.value} for r in b.requirements],
        "rewards": [{"kind": r.kind, "value": r.value} for r in b.rewards],
    }


def _company_view(s: State, D: Catalog, cid: str) -> CompanyView:
    cols: list[ColumnView] = []
    for k, col in enumerate(s["bases"][cid]):
        cols.append({"posts": col["posts"], "final_lost": col["final_lost"], "coins": column_coins(D, cid, k, col)})
    return {"columns": cols, "share_value": share_value(s, D, cid), "posts_in_base": posts_in_base(s, cid),
            "removed": s["removed"][cid]}


def _player_view(s: State, D: Catalog, seat: int, viewer: int | None) -> PlayerView:
    p = player(s, seat)
    area: list[SlotView] = []
    plus = plus_one_card(s, D, seat)
    for i in p["slots"]:
        if s["phase"] == "planning":
            cid = p["draft"][i]
            placed = cid is not None
            if viewer == seat:
                area.append({"slot": i, "card": card_json(D, cid), "face_down": False, "used": False})
            else:
                area.append({"slot": i, "card": None, "face_down": placed, "used": False})
        else:
            cid = p["area"][i]
            area.append({"slot": i, "card": card_json(D, cid), "face_down": bool(cid and p["used"][i]),
                         "used": bool(cid and p["used"][i]), "plus_one": bool(cid and cid == plus)})
    pb = D.player_board
    tile_visible = s["setup_step"] != "tile" or viewer == seat
    return {
        "seat": seat,
        "money": p["money"],
        "diamond": p["diamond"],
        "diamond_score": last_value(pb.diamond, p["diamond"]),
        "ink": p["ink"],
        "bookkeeping_score": last_value(pb.bookkeeping, p["ink"]),
        "tracks": dict(p["tracks"]),
        "track_shares": {cid: track_shares(s, D, seat, cid) for cid in D.companies()},
        "total_shares": {cid: total_shares(s, D, seat, cid) for cid in D.companies()} if viewer == seat or s["phase"] == "over" else None,
        "unlocked_bonuses": dict(p["levels"]),
        "bonus_markers": markers_available(s, D, seat),
        "hand_count": len(p["hand"]),  # cards planned face down show in action_area
        "resting": [[card_json(D, c) for c in deck] for deck in p["resting"]],
        "action_area": area,
        "slots": len(p["slots"]),
        "bookkeeping_track": [book_json(D, b) for b in p["books"]],
        "flipped_books": list(p["flipped"]),
        "planned": p["planned"],
        "passed": p["passed"],
        "turns_this_round": p["turns"],
        "starting_tile": p["tile"] if tile_visible else None,
        "tile_chosen": p["tile"] is not None,
    }


def _add_offers(pending: PendingView, s: State, D: Catalog, t: Task) -> None:
    """What the decision under way offers, as data (its choices' labels say it in words):
    the price of each card the goods chosen so far can buy (while more are chosen too: a
    panel offers "use these goods" and "buy that card" in one pick), the cost of each
    region an expansion can enter. Public: both follow from what everyone sees."""
    if t["kind"] == "goods":
        pending["prices"] = buy_prices(s, D, t)
    elif t["kind"] == "expansion" and t["company"] is not None:
        pending["costs"] = dict(sorted(entry_costs(s, D, t["company"]).items()))


def pending_view(s: State, D: Catalog) -> PendingView | None:
    if s["phase"] == "actions" and s["turn"] is not None:
        # "cancellable": an action is under way and may still be cancelled (nothing of it
        # is committed yet).
        busy = "checkpoint" in s
        # "text" (English) stays for today's readers; "message" is what to say, for any language.
        if s["tasks"]:
            m = tasks.describe(s, D)
            assert m is not None  # a task is pending, so there is something to describe
            pending: PendingView = {"seat": s["turn"], "kind": s["tasks"][0]["kind"], "text": m.text,
                                    "message": m.to_json(), "cancellable": busy}
            _add_offers(pending, s, D, s["tasks"][0])
            return pending
        m = msg("mombasa-ask-action")
        return {"seat": s["turn"], "kind": "action", "text": m.text, "message": m.to_json(), "cancellable": busy}
    return None


def view(s: State, D: Catalog, viewer: int | None, to_move: list[int], legal: list | None) -> View:
    display: list[list[CardView | None]] = []
    for c in range(3):
        column: list[CardView | None] = []
        for r in range(4):
            cid = s["display"][c][r]
            column.append(card_json(D, cid, D.card(cid).crate + D.board.card_display[c][r]) if cid else None)
        display.append(column)
    deck = s["deck"]
    v: View = {
        "game": "mombasa",
        "round": s["round"],
        "rounds": D.board.rounds,
        "phase": s["phase"],
        "setup_step": s["setup_step"] if s["phase"] == "setup" else None,
        "first_player": s["first_player"],
        "to_move": list(to_move),
        "turn": s["turn"],
        "pending": pending_view(s, D),
        "tracks": dict(s["tracks"]),
        "companies": {cid: _company_view(s, D, cid) for cid in D.companies()},
        "regions": {rid: {"posts": [p.copy() for p in posts]} for rid, posts in s["regions"].items()},
        "card_display": display,
        "deck": {"count": len(deck), "next_letter": D.card(deck[-1]).letter if deck else None},
        "discard_count": len(s["discard"]),
        "book_display": [[book_json(D, b) for b in col] for col in s["book_display"]],
        "book_coins": [list(c) for c in s["book_coins"]],
        "book_supply": {k: len(v) for k, v in s["book_supply"].items()},
        "round_track": list(s["round_track"]),
        "bonus_spaces": dict(s["bonus_spaces"]),
        "bonus_tiles": {t: {"reserved_by": st["reserved_by"], "holder": st["holder"], "on_card": st["on_card"], "used": st["used"]}
                        for t, st in s["bonus_tiles"].items()},
        # The brief names both the player count and the player list "players"; the list
        # wins and the count is "player_count" (== len(players)).
        "players": [_player_view(s, D, i, viewer) for i in range(s["players"])],
        "player_count": s["players"],
    }
    if s["phase"] == "over":
        v["final_scores"] = scores(s, D)
    if viewer is not None:
        p = player(s, viewer)
        me: MeView = {
            "seat": viewer,
            "hand": [card_json(D, c) for c in p["hand"]],
            "draft": {str(i): card_json(D, c) for i, c in enumerate(p["draft"]) if c is not None},
            # "legal": the English labels (today's readers); "legal_messages": the same as messages
            "legal": [a.label for a in legal or []],
            "legal_messages": [a.message.to_json() for a in legal or []],
        }
        if s["phase"] == "setup" and s["setup_step"] == "tile":
            me["tile_options"] = list(p["tile_options"])
            me["tile"] = p["tile"]
        v["me"] = me
    return v
