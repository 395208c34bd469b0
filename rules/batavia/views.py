"""What one seat may see (None: the public). One place strips every secret: other hands
(their sizes are public), each player's promissory note count (players need not show it;
every payment is public), face-down counters, the stack's order and the generator. The
move being built is shown only to its player."""

# No "from __future__ import annotations" here: the TypedDicts' NotRequired keys must show
# at run time (__optional_keys__), which string annotations hide on Python 3.11.

from typing import Literal, NotRequired, TypedDict

from rules.batavia import posts, refusals, ships
from rules.batavia.components import Catalog
from rules.batavia.scoring import scores
from rules.batavia.state import START, TARGET, PhaseName, State, Step

# -- the shapes of a view: what the bot and the renderers read -------------------------------
# A merchant's place: "start", a hex number (1..35) or "target".
Position = int | Literal["start", "target"]


class EmptyHex(TypedDict):
    hex: int  # 1..35
    empty: Literal[True]


class FaceDownHex(TypedDict):
    hex: int
    face_down: Literal[True]


class PostHex(TypedDict):
    """A face-up trading post counter on its hex."""
    hex: int
    post: str
    company: str
    commodity: str


HexView = EmptyHex | FaceDownHex | PostHex


class AuctionView(TypedDict):
    high: int
    leader: int | None
    turn: int
    passed: list[int]


class CounterView(TypedDict):
    post: str
    company: str
    commodity: str


class SeatView(TypedDict):
    seat: int
    merchant: Position
    hand: int  # cards in hand (their companies are secret)
    laid: dict[str, int]  # company id -> cards laid out
    counters: list[CounterView]
    gold: int
    crates: int
    notes: int | None  # secret until the end


class OfferView(TypedDict):
    counters: int
    gold: int


class PendingView(TypedDict):
    """The move being built, shown only to its player."""
    step: Step
    lay: dict[str, int]
    to: Position | None
    offer: OfferView | None
    # the trading posts' hexes (numbered from 1) the seat may sail to, in the order its
    # "sail" choices are offered: the sailing decision's picture frames them
    sail_to: NotRequired[list[int]]


class YouView(TypedDict):
    """The viewer's own secrets and choices."""
    seat: int
    hand: list[str]
    hand_by_company: dict[str, int]
    notes: int
    notes_token: str
    pending: PendingView | None
    legal: list[str]
    blocked: str | None  # why cards may not be laid out or stopped ("no-majority", "target-taken")


class View(TypedDict):
    """What ``Game.view(state, seat)`` returns; ``you`` only in a seat's view, ``scores``
    only at the end."""
    game: Literal["batavia"]
    players: int
    round: int
    phase: PhaseName
    open: bool
    to_move: list[int]
    auctioneer: int
    starter: int | None
    turn: int | None
    die: int | None
    display: list[str]  # the company of each card up for auction
    auction: AuctionView | None
    stack: int
    discards: int
    hexes: list[HexView]
    revealed: int
    target: int | None
    cannon: int
    pirates_at: int
    ships: dict[str, int]
    seals: dict[str, int | None]
    warehouses: dict[str, dict[str, int | None]]  # commodity -> company -> seat of the crate
    exchanged: int
    seats: list[SeatView]
    scores: NotRequired[list[dict[str, int]]]
    you: NotRequired[YouView]


def _hex(s: State, D: Catalog, h: int) -> HexView:
    pid = s["hexes"][h]
    if pid is None:
        return {"hex": h + 1, "empty": True}
    if h >= s["revealed"]:
        return {"hex": h + 1, "face_down": True}
    return {"hex": h + 1, "post": pid, "company": D.company_ids[D.post_company[pid]],
            "commodity": D.commodity_ids[D.post_commodity[pid]]}


def _position(pos: int) -> Position:
    if pos == START:
        return "start"
    if pos == TARGET:
        return "target"
    return pos + 1


def notes_token(seat: int, notes: int) -> str:
    """A distinctive string for a seat's own note count (the test kit checks it never
    appears in another seat's view)."""
    return f"notes/seat{seat}/{notes}"


def view(s: State, D: Catalog, seat: int | None, to_move: list[int], labels: list[str] | None) -> View:
    ids = D.company_ids
    n = s["players"]
    over = s["phase"] == "over"
    cc = D.card_company
    b = s["bid"]
    v: View = {
        "game": "batavia",
        "players": n,
        "round": s["round"],
        "phase": s["phase"],
        "open": s["open"],
        "to_move": to_move,
        "auctioneer": s["auctioneer"],
        "starter": s["starter"],
        "turn": s["turn"],
        "die": s["die"],
        "display": [ids[cc[c]] for c in s["display"]],
        "auction": None if b is None else {
            "high": b["high"], "leader": b["leader"], "turn": b["turn"],
            "passed": [i for i in range(n) if b["out"][i]]},
        "stack": len(s["deck"]),
        "discards": len(s["discard"]),
        "hexes": [_hex(s, D, h) for h in range(D.hexes)],
        "revealed": s["revealed"],
        "target": s["target"],
        "cannon": s["cannon"],
        "pirates_at": D.comp.attack_at[n],
        "ships": dict(zip(ids, s["ships"], strict=True)),
        "seals": dict(zip(ids, s["seals"], strict=True)),
        "warehouses": {D.commodity_ids[k]: dict(zip(ids, squares, strict=True))
                       for k, squares in enumerate(s["warehouses"])},
        "exchanged": len(s["exchanged"]),
        "seats": [{
            "seat": i,
            "merchant": _position(s["merchants"][i]),
            "hand": len(s["hands"][i]),
            "laid": dict(zip(ids, ships.laid_counts(s, i), strict=True)),
            "counters": [{"post": p, "company": ids[D.post_company[p]],
                          "commodity": D.commodity_ids[D.post_commodity[p]]} for p in s["counters"][i]],
            "gold": s["gold"][i],
            "crates": s["crates"][i],
            "notes": s["notes"][i] if over else None,
        } for i in range(n)],
    }
    if over:
        v["scores"] = scores(s, D)
    if seat is not None:
        hand = s["hands"][seat]
        counts = ships.hand_counts(s, D, seat)
        you: YouView = {
            "seat": seat,
            "hand": list(hand),
            "hand_by_company": dict(zip(ids, counts, strict=True)),
            "notes": s["notes"][seat],
            "notes_token": notes_token(seat, s["notes"][seat]),
            "pending": None,
            "legal": labels or [],
            # why the seat may not lay out cards now, or not stop laying out: the rule's
            # name for the panel ("no-majority", "target-taken"), None when it may
            "blocked": refusals.blocked(s, D, seat),
        }
        p = s["pending"]
        if p is not None and s["turn"] == seat:
            you["pending"] = {"step": p["step"], "lay": dict(zip(ids, p["lay"], strict=True)),
                              "to": None if p["to"] is None else _position(p["to"]),
                              # the exchange offered once the move is on the table (step 3)
                              "offer": {"counters": p["offer"][0], "gold": p["offer"][1]} if p.get("offer") else None}
            if p["step"] == "sail" and (pending := you["pending"]) is not None:
                pending["sail_to"] = [
                    h + 1 for _, h in posts.destinations(s, D, seat, ships.majorities(s, seat, p["lay"]))]
        v["you"] = you
    return v
