"""The decision under way, rebuilt from the view: the front task of a compound move.

The view names the pending decision's kind and asks it in words (a message with its
numbers); the legal actions show its choices. A move's first decision needs nothing more.
For a later decision the AI rebuilds the engine's task from the kind, the message's
numbers and what the seat's own area shows, and keeps a candidate only if the engine,
given it, offers exactly the seat's legal choices (same actions, same words). When no
candidate fits, the AI decides that step without looking ahead (``None``).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from itertools import combinations
from typing import Any, cast

from rules.core import Action
from rules.mombasa.ai.redeal import GAME, D
from rules.mombasa.area import card_units, expansion_cards, expansion_value, measure
from rules.mombasa.state import State, Task, copy_state


def _signature(actions: Sequence[Action]) -> list[tuple]:
    return [(a.to_json(), a.message.to_json() if a.message else a.label) for a in actions if a.kind != "cancel"]


def rebuild(state: State, view: Mapping[str, Any], legal: Sequence[Action]) -> State | None:
    """``state`` (a determinization of ``view``) with the decision under way in place, or
    None when no rebuilt task offers exactly ``legal``."""
    pending = view.get("pending")
    seat = view["me"]["seat"]
    if not pending or pending["kind"] == "action":
        return state
    want = _signature(legal)
    args = (pending.get("message") or {}).get("args", {})
    for task, turn_books in _candidates(state, seat, pending["kind"], args, legal):
        trial = copy_state(state)
        trial["tasks"] = [cast(Task, task)]  # cast: a candidate, kept only if the engine offers the seat's choices
        trial["turn_books"] = turn_books
        trial["action_log"] = []
        try:
            got = GAME.legal_actions(trial, seat)
        except (KeyError, ValueError, IndexError, TypeError, AssertionError):
            continue
        if _signature(got) == want:
            return trial
    return None


def _area(state: State, seat: int) -> list[str]:
    p = state["seats"][seat]
    return [c for i, c in enumerate(p["area"]) if c and not p["used"][i]]


def _company(arg: Any) -> str | None:
    if isinstance(arg, dict):
        return arg.get("args", {}).get("id")
    return arg if isinstance(arg, str) else None


def _candidates(s: State, seat: int, kind: str, args: dict, legal: Sequence[Action]) -> Iterator[tuple[dict, list[str]]]:
    books = list(dict.fromkeys(a["book"] for a in legal if a.kind == "place_book"))
    if kind == "goods":
        goods = [c for c in _area(s, seat) if D.card(c).kind == "goods"]
        for k in range(1, len(goods) + 1):
            for cards in combinations(goods, k):
                units = sum(card_units(s, D, seat, c) for c in cards)
                if args.get("phase") == "select" and units != args.get("units"):
                    continue
                yield {"kind": "goods", "cards": list(cards), "units": args.get("units", units),
                       "phase": args.get("phase", "select"), "bought": None}, books
    elif kind == "expansion":
        company = _company(args.get("company"))
        points = expansion_value(s, D, seat)
        entered = [rid for rid, posts in s["regions"].items()
                   if any(p["company"] == company and p["upended"] for p in posts)]
        yield {"kind": "expansion", "company": company, "points": args.get("points", points),
               "left": args.get("left", args.get("points", points)), "refs": expansion_cards(s, D, seat),
               "entered": entered}, books
    elif kind == "spend_bk":
        yield {"kind": "spend_bk", "points": args.get("points", 1)}, books
    elif kind in ("place_books", "bk_diamond_choice", "pickup"):
        yield {"kind": kind}, books
    elif kind == "remove_post":
        yield {"kind": kind, "n": args.get("left", 1)}, books
    elif kind == "sell_card":
        for coffee_only in (False, True):
            for bonus in range(0, 13):
                yield {"kind": kind, "bonus": bonus, "coffee_only": coffee_only}, books
    elif kind == "buy_card":
        optional = any(a.kind == "no_buy" for a in legal)
        for reduction in range(0, 8):
            yield {"kind": kind, "reduction": reduction, "optional": optional}, books
    elif kind == "oust":
        company = _company(args.get("company"))
        for rid, posts in s["regions"].items():
            if any(p["company"] == company for p in posts):
                yield {"kind": kind, "region": rid, "company": company}, books
    elif kind == "majority":
        for m in D.majorities:
            yield {"kind": kind, "measure": m, "value": measure(s, D, seat, m)}, books
    elif kind in ("bk_flip", "bk_move"):
        refs = [c for c in _area(s, seat) if D.card(c).kind == "bookkeeper"] + ["tile:bookkeeper"]
        for ref in refs:
            if kind == "bk_flip":
                yield {"kind": kind, "card": ref}, books
            else:
                for moved in (False, True):
                    yield {"kind": kind, "card": ref, "moved": moved}, books
