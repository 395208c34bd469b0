"""Helpers to set up Batavia positions by hand for scenario tests. Cards and counters are
moved, never created, so every conservation invariant still holds."""

from __future__ import annotations

from rules import Action, get_game
from rules.batavia import ships
from rules.batavia.state import START

GAME = get_game("batavia")
D = GAME.D
B, DK, F, N, S = "britain", "denmark", "france", "netherlands", "sweden"


def fresh(players: int = 3, seed: int = 0, open_posts: bool = True) -> dict:
    """A new game, moved to the player moves of round 1 with seat 0 starting and holding no
    cards (scenarios give each player exactly the cards they need)."""
    s = GAME.new_game(players, seed, {"open": open_posts, "first_auctioneer": 0})
    for seat in range(players):
        s["deck"] = s["hands"][seat] + s["deck"]
        s["hands"][seat] = []
    s["deck"] = s["display"] + s["deck"]
    s["display"] = []
    s["bid"] = None
    s["phase"], s["starter"], s["turn"], s["moved"] = "moves", 0, 0, 0
    s["idle"] = True  # as rules.batavia.state.begin_moves: nothing drawn or laid out yet this round
    return s


def _take(s: dict, company: str, n: int) -> list[str]:
    """n cards of ``company`` out of the stack (from its bottom, keeping the top intact)."""
    c = D.company_index[company]
    out = []
    for card in list(s["deck"]):
        if len(out) == n:
            break
        if D.card_company[card] == c:
            out.append(card)
    assert len(out) == n, f"not {n} {company} cards left in the stack"
    for card in out:
        s["deck"].remove(card)
    return out


def give(s: dict, seat: int, company: str, n: int) -> None:
    ships.add_to_hand(s, seat, _take(s, company, n))


def table(s: dict, seat: int, company: str, n: int) -> None:
    """Cards already laid out in front of ``seat`` (scale and seals updated)."""
    s["laid"][seat][D.company_index[company]].extend(_take(s, company, n))
    ships.update_scale(s, D, [])


def stack_top(s: dict, companies: list[str]) -> None:
    """Put cards of these companies on top of the stack, the first drawn first."""
    cards = [_take(s, c, 1)[0] for c in companies]
    s["deck"].extend(reversed(cards))


def hex_of(s: dict, company: str, after: int = START) -> int:
    """Index of the next hex holding a counter of ``company`` after hex index ``after``."""
    c = D.company_index[company]
    for h in range(after + 1, 35):
        pid = s["hexes"][h]
        if pid is not None and D.post_company[pid] == c:
            return h
    raise AssertionError(f"no {company} counter after {after}")


def act(s: dict, seat: int, kind: str, **params):
    return GAME.apply(s, seat, Action.make(kind, **params))


def kinds(s: dict, seat: int) -> list[str]:
    return [a.kind for a in GAME.legal_actions(s, seat)]


def lay_only(s: dict, seat: int, *companies: str):
    """Lay out one card of each company named (repeat a name for more), then done."""
    events = []
    for c in companies:
        s, ev = act(s, seat, "lay", company=c)
        events += ev
    s, ev = act(s, seat, "done")
    return s, events + ev


def lay(s: dict, seat: int, *companies: str, sail: str | None = None, exchange: bool = False):
    """The whole move: lay out, done, sail (to ``sail`` or the first choice) and, when
    offered, exchange or keep."""
    s, events = lay_only(s, seat, *companies)
    while s["pending"] is not None and s["turn"] == seat:
        step = s["pending"]["step"]
        if step == "sail":
            legal = [a for a in GAME.legal_actions(s, seat) if a.kind == "sail"]
            pick = next((a for a in legal if a["company"] == sail), legal[0])
            s, ev = GAME.apply(s, seat, pick)
        else:
            s, ev = act(s, seat, "exchange" if exchange else "keep")
        events += ev
    return s, events


def rng_for_roll(roll: int) -> int:
    """A generator state whose next die throw is ``roll``."""
    from rules.core import Rng

    for i in range(10_000):
        if 1 + Rng(i).below(6) == roll:
            return i
    raise AssertionError("no state found")
