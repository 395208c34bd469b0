"""Company tracks (steps, capital calls, special spaces, shares), company bases (posts, coin
icons), the diamond track and the special track bonuses a player may use."""

from __future__ import annotations

from rules.core import msg
from rules.mombasa import wording as W
from rules.mombasa.components.catalog import Catalog
from rules.mombasa.state import Base, State, automated_seats, player
from rules.mombasa.wording import event

# -- company tracks ------------------------------------------------------------------------


def track_of(s: State, D: Catalog, cid: str):
    return D.tracks[s["tracks"][cid]]


def can_step(s: State, D: Catalog, seat: int, cid: str) -> bool:
    """One step on ``cid``'s track is possible now (track not finished, capital call payable)."""
    tr = track_of(s, D, cid)
    pos = player(s, seat)["tracks"][cid]
    if pos + 1 >= len(tr.spaces):
        return False
    return tr.spaces[pos + 1].capital_call <= player(s, seat)["money"]


def reachable_steps(s: State, D: Catalog, seat: int, cid: str, limit: int) -> int:
    """How many of ``limit`` steps on ``cid``'s track can be made now: up to the track's end
    or the first capital call the player cannot pay (special-space pounds picked up on the
    way count)."""
    tr = track_of(s, D, cid)
    pos = player(s, seat)["tracks"][cid]
    money = player(s, seat)["money"]
    k = 0
    while k < limit and pos + 1 < len(tr.spaces):
        sp = tr.spaces[pos + 1]
        if sp.capital_call > money:
            break
        money += (sp.special or 0) - sp.capital_call
        pos += 1
        k += 1
    return k


def move_track(s: State, D: Catalog, seat: int, cid: str, steps: int, ev: list) -> int:
    """Move up to ``steps`` spaces; pay capital calls when possible, else stop (rulebook,
    "Details of the company tracks"). Returns the steps actually made; the rest is forfeit."""
    tr = track_of(s, D, cid)
    p = player(s, seat)
    made = 0
    for _ in range(steps):
        pos = p["tracks"][cid]
        if pos + 1 >= len(tr.spaces):
            break
        sp = tr.spaces[pos + 1]
        if sp.capital_call:
            if p["money"] < sp.capital_call:
                ev.append(event("CapitalCallRefused", msg("mombasa-ev-capital-call-refused", seat=W.who(s, seat, True), pounds=sp.capital_call, company=W.company(cid)), seat=seat, company=cid))
                break
            p["money"] -= sp.capital_call
            ev.append(event("CapitalCallPaid", msg("mombasa-ev-capital-call-paid", seat=W.who(s, seat, True), pounds=sp.capital_call, company=W.company(cid)), seat=seat, company=cid, pounds=sp.capital_call))
        p["tracks"][cid] = pos + 1
        made += 1
        if sp.special:
            _special_space(s, D, seat, cid, pos + 1, sp.special, ev)
    if made:
        ev.append(event("TrackAdvanced", msg("mombasa-ev-track-advanced", seat=W.who(s, seat, True), steps=made, company=W.company(cid)), seat=seat, company=cid, steps=made, position=p["tracks"][cid]))
    if made < steps:
        ev.append(event("StepsForfeited", msg("mombasa-ev-steps-forfeited", seat=W.who(s, seat, True), steps=steps - made, company=W.company(cid)), seat=seat, company=cid, steps=steps - made))
    return made


def _special_space(s: State, D: Catalog, seat: int, cid: str, idx: int, pounds: int, ev: list) -> None:
    # The mover is paid, and everyone who already reached or passed it is paid again
    # (rulebook, "Special spaces").
    paid = [seat]
    for other in range(s["players"]):
        if other != seat and player(s, other)["tracks"][cid] >= idx:
            paid.append(other)
    for who in paid:
        player(s, who)["money"] += pounds
    names = W.comma_chain([W.seat_message(s, w) for w in paid])
    ev.append(event("SpecialSpacePaid", msg("mombasa-ev-special-space-paid", company=W.company(cid), names=names, pounds=pounds), seat=seat, company=cid, seats=paid, pounds=pounds))


def reached_level(s: State, D: Catalog, seat: int, cid: str) -> int:
    """Special track bonus level reached by position: 0, 1 (first) or 2 (second)."""
    tr = track_of(s, D, cid)
    pos = player(s, seat)["tracks"][cid]
    level = 0
    for i in range(1, pos + 1):
        b = tr.spaces[i].bonus
        if b is not None:
            level = max(level, b + 1)
    return level


def refresh_levels(s: State, D: Catalog, seat: int) -> None:
    """Unlock the special track bonuses the seat's markers have reached. Called when the
    seat's turn begins: a bonus "will take effect from your next turn onward" (rulebook,
    company tracks), so one unlocked in a turn (or by the starting tile) counts neither in
    the rest of that turn nor in the other players' turns before the owner's next turn. The
    Mautoma's bonuses never unlock (Mautoma rules)."""
    if seat in automated_seats(s):
        return
    p = player(s, seat)
    for cid in s["tracks"]:
        p["levels"][cid] = reached_level(s, D, seat, cid)


def active_bonus(s: State, D: Catalog, seat: int, cid: str):
    """The special track bonus the player may use on ``cid``'s track (second replaces first)."""
    lvl = player(s, seat)["levels"][cid]
    if not lvl:
        return None
    return track_of(s, D, cid).bonuses[lvl - 1]


def permanent_bonus(s: State, D: Catalog, seat: int, kind: str):
    """The active permanent bonus of that kind (tracks A/B), or None."""
    for cid in s["tracks"]:
        tr = track_of(s, D, cid)
        if not tr.permanent:
            continue
        b = active_bonus(s, D, seat, cid)
        if b is not None and b.kind == kind:
            return b
    return None


_RUNNING: dict[tuple[int, str], tuple[object, list[int]]] = {}


def running_last(spaces, field: str) -> list[int]:
    """Per position: the last ``field`` value printed at or before it (0 before the first).
    Built once per (immutable) tuple of spaces."""
    key = (id(spaces), field)
    hit = _RUNNING.get(key)
    if hit is not None and hit[0] is spaces:
        return hit[1]
    out, last = [], 0
    for sp in spaces:
        v = getattr(sp, field)
        last = v if v is not None else last
        out.append(last)
    _RUNNING[key] = (spaces, out)
    return out


def track_shares(s: State, D: Catalog, seat: int, cid: str) -> int:
    """Shares of the last share icon reached or passed on ``cid``'s track."""
    return running_last(track_of(s, D, cid).spaces, "shares")[player(s, seat)["tracks"][cid]]


# -- company bases -------------------------------------------------------------------------


def column_capacity(col: Base) -> int:
    return 4 if col["final_lost"] else 5


def covered_indices(col: Base) -> range:
    p = col["posts"]
    rear = 3 if col["final_lost"] else 4
    return range(rear - p + 1, rear + 1)


def column_coins(D: Catalog, cid: str, k: int, col: Base) -> list[int]:
    """Coin icons of the uncovered spaces of a column, front -> rear (0 for covered)."""
    icons = D.columns[cid][k]
    cov = set(covered_indices(col))
    return [0 if i in cov else icons[i] for i in range(len(icons))]


def share_value(s: State, D: Catalog, cid: str) -> int:
    """Uncovered coin icons of the base: in each column the posts cover the spaces just in
    front of the rear one (or of the emptied final space)."""
    total = 0
    for k, col in enumerate(s["bases"][cid]):
        icons = D.columns[cid][k]
        rear = 3 if col["final_lost"] else 4
        total += sum(icons) - sum(icons[rear - col["posts"] + 1: rear + 1])
    return total


def posts_in_base(s: State, cid: str) -> int:
    return sum(c["posts"] for c in s["bases"][cid])


def take_post(s: State, cid: str, k: int) -> None:
    """Take the foremost post of column k (for expanding or removing)."""
    col = s["bases"][cid][k]
    col["posts"] -= 1
    if col["posts"] == 0:
        col["final_lost"] = True  # the final space is now empty: never covered again


def return_columns(s: State, cid: str) -> list[int]:
    return [k for k, col in enumerate(s["bases"][cid]) if col["posts"] < column_capacity(col)]


def return_post(s: State, cid: str, k: int) -> None:
    s["bases"][cid][k]["posts"] += 1  # onto the rearmost empty space of that column


# -- diamond track ---------------------------------------------------------------------------


def move_diamond(s: State, D: Catalog, seat: int, steps: int, ev: list) -> None:
    if steps <= 0:
        return
    p = player(s, seat)
    last = len(D.player_board.diamond) - 1
    made = min(steps, last - p["diamond"])
    p["diamond"] += made
    extra = steps - made
    if made:
        ev.append(event("DiamondsAdvanced", msg("mombasa-ev-diamonds-advanced", seat=W.who(s, seat, True), steps=made), seat=seat, steps=made, position=p["diamond"]))
    if extra:
        # Final diamond space: each further step is 2 pounds (player board).
        pounds = extra * D.player_board.final_diamond_pounds
        p["money"] += pounds
        ev.append(event("DiamondsCashed", msg("mombasa-ev-diamonds-cashed", seat=W.who(s, seat, True), pounds=pounds), seat=seat, pounds=pounds))


def last_value(spaces, pos: int) -> int:
    """The last value printed at or before ``pos`` on a diamond or bookkeeping track."""
    return running_last(spaces, "value")[pos]


def gain_pounds(s: State, seat: int, n: int, ev: list, why: str = "") -> None:
    """``why``: where the pounds come from, a word the catalogue knows (mombasa-ev-pounds-taken):
    "regions", "book", "majority", "book_space", "bookkeeping_point", "final_bookkeeping",
    "merchant", or "" for nothing said."""
    if n <= 0:
        return
    player(s, seat)["money"] += n
    ev.append(event("PoundsTaken", msg("mombasa-ev-pounds-taken", seat=W.who(s, seat, True), pounds=n, why=why), seat=seat, pounds=n))
