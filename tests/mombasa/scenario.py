"""Helpers to build Mombasa scenario states by hand (the state is plain JSON data)."""

from __future__ import annotations

from rules import get_game
from rules.mombasa import tasks
from rules.mombasa.game import MombasaGame

GAME: MombasaGame = get_game("mombasa")  # type: ignore[assignment]
D = GAME.D


def market(def_id: str) -> str:
    return f"M:{def_id}"


def start(seat: int, tmpl: str) -> str:
    return f"p{seat + 1}:{tmpl}"


def started(players: int = 2, seed: int = 0, setup: str = "first") -> dict:
    """A game in the planning phase of round 1 (resting cards laid out as first offered)."""
    s = GAME.new_game(players, seed, {"setup": setup})
    while s["phase"] == "setup":
        seat = GAME.to_move(s)[0]
        s, _ = GAME.apply(s, seat, GAME.legal_actions(s, seat)[0])
    return s


def take_card(s: dict, cid: str) -> None:
    """Remove a card from wherever it is."""
    for col in s["display"]:
        for r, c in enumerate(col):
            if c == cid:
                col[r] = None
                return
    for pile in (s["deck"], s["discard"]):
        if cid in pile:
            pile.remove(cid)
            return
    for p in s["seats"]:
        if cid in p["hand"]:
            p["hand"].remove(cid)
            return
        for lst in (p["draft"], p["area"]):
            if cid in lst:
                lst[lst.index(cid)] = None
                return
        for deck in p["resting"]:
            if cid in deck:
                deck.remove(cid)
                return
    raise KeyError(cid)


def actions_phase(s: dict, seat: int, area: dict[int, list[str]] | None = None) -> dict:
    """Jump to the General action phase with the given action areas; ``seat`` is in turn."""
    for p in s["seats"]:
        for c in p["draft"]:
            if c:
                p["hand"].append(c)
        p["draft"] = [None] * 5
        p["planned"] = True
    for who, cards in (area or {}).items():
        p = s["seats"][who]
        for i, cid in enumerate(cards):
            take_card(s, cid)
            p["area"][i] = cid
            if i not in p["slots"]:
                p["slots"].append(i)
    s["phase"] = "actions"
    s["turn"] = seat
    s["round_first"] = s["first_player"]
    return s


def give(s: dict, seat: int, cid: str) -> None:
    take_card(s, cid)
    s["seats"][seat]["hand"].append(cid)


def put_display(s: dict, cid: str, col: int, row: int) -> None:
    old = s["display"][col][row]
    take_card(s, cid)
    if old is not None:
        s["deck"].insert(0, old)
    s["display"][col][row] = cid


def find(s: dict, seat: int, kind: str, **params) -> object:
    for a in GAME.legal_actions(s, seat):
        if a.kind == kind and all(a.get(k) == (tuple(v) if isinstance(v, list) else v) for k, v in params.items()):
            return a
    labels = [f"{a.kind} {a.to_json()}" for a in GAME.legal_actions(s, seat)]
    raise AssertionError(f"no legal {kind} {params}; legal: {labels}")


def act(s: dict, seat: int, kind: str, **params):
    return GAME.apply(s, seat, find(s, seat, kind, **params))


def kinds(s: dict, seat: int) -> list[str]:
    return [a.kind for a in GAME.legal_actions(s, seat)]


def inject(s: dict, *new_tasks: dict) -> list:
    """Run effect tasks for the seat in turn, followed by the usual end of turn."""
    s["tasks"] = [*new_tasks, {"kind": "discard_books"}, {"kind": "place_books"}, {"kind": "end_turn"}]
    ev: list = []
    tasks.run(s, D, ev)
    return ev


def types(events) -> list[str]:
    return [e["type"] for e in events]
