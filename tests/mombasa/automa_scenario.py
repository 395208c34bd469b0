"""Helpers to build Mautoma (solo) scenario states through the engine, then arrange the
automa's next cards, its round card or the board by hand (the state is plain JSON data)."""

from __future__ import annotations

from rules.mombasa.components.automa_loader import load_automa_components
from tests.mombasa.scenario import GAME, D, act, take_card

AC = load_automa_components()
HUMAN, AUTOMA = 0, 1


def solo(difficulty: str = "medium", seed: int = 0) -> dict:
    """A solo game in the planning phase of round 1: the human kept the first starting tile
    offered and the first resting-card layout."""
    s = GAME.new_game(2, seed, {"automa": difficulty})
    while s["phase"] == "setup":
        s, _ = GAME.apply(s, HUMAN, GAME.legal_actions(s, HUMAN)[0])
    return s


def favour(s: dict, company: str, side: str | None = None) -> None:
    """Make ``company`` the favoured one (its marker on space 3, the others on 0)."""
    a = s["automa"]
    a["favoured"] = company
    if side:
        a["side"] = side
    tracks = s["seats"][AUTOMA]["tracks"]
    for cid in tracks:
        tracks[cid] = 3 if cid == company else 0


def stack(s: dict, *card_ids: str) -> None:
    """The automa draws these cards next, in this order (the round deck keeps 3 grey + 3
    yellow, filled up from the rest of the pool)."""
    a = s["automa"]
    pool = a["deck"] + a["grey_deck"] + a["yellow_deck"]
    want = list(card_ids)
    assert all(c in pool for c in want), f"{want} not all in the pool {pool}"
    rest = [c for c in sorted(pool) if c not in want]
    filler = []
    for colour in ("grey", "yellow"):
        n = 3 - len(a[f"{colour}_row"]) - sum(1 for c in want if AC.card(c).colour == colour)
        filler += [c for c in rest if AC.card(c).colour == colour][: max(0, n)]
    a["deck"] = filler + want[::-1]  # top = end of the list
    a["grey_deck"] = [c for c in rest if c not in filler and AC.card(c).colour == "grey"]
    a["yellow_deck"] = [c for c in rest if c not in filler and AC.card(c).colour == "yellow"]


def next_round_card(s: dict, rid: str) -> None:
    """The round card revealed after the human's next plan."""
    s["automa"]["round_deck"][-1] = rid


def commit(s: dict) -> tuple[dict, list]:
    """The human commits the plan (as drafted): the round card is revealed."""
    return act(s, HUMAN, "plan_commit")


def set_area(s: dict, cards: list[str]) -> None:
    """The human's face-up action area during the action phase."""
    p = s["seats"][HUMAN]
    for cid in list(p["area"]):
        if cid:
            p["hand"].append(cid)
    p["area"] = [None] * 5
    p["used"] = [False] * 5
    for i, cid in enumerate(cards):
        take_card(s, cid)
        p["area"][i] = cid
        if i not in p["slots"]:
            p["slots"].append(i)


def sell_turn(s: dict) -> tuple[dict, list]:
    """The human places a bonus marker on the sell space and sells a hand card: a turn
    that leaves the action area face up. Returns the events of the whole turn (the
    automa's turn follows in them)."""
    s, ev1 = act(s, HUMAN, "bonus", space="sell")
    choice = next(a for a in GAME.legal_actions(s, HUMAN) if a.kind == "sell")
    s, ev2 = GAME.apply(s, HUMAN, choice)
    return s, ev1 + ev2


def pass_turn(s: dict) -> tuple[dict, list]:
    """The human ends their action phase (picking up the first resting deck offered)."""
    s, ev1 = act(s, HUMAN, "end_phase")
    ev2: list = []
    if s["phase"] == "actions" and s["turn"] == HUMAN and s["tasks"]:
        choice = next(a for a in GAME.legal_actions(s, HUMAN) if a.kind == "pickup")
        s, ev2 = GAME.apply(s, HUMAN, choice)
    return s, ev1 + ev2


def played(events: list) -> list[dict]:
    return [e for e in events if e["type"] == "AutomaCardPlayed"]


def give_hand(s: dict, *cards: str) -> None:
    for cid in cards:
        take_card(s, cid)
        s["seats"][HUMAN]["hand"].append(cid)


__all__ = ["AC", "AUTOMA", "D", "GAME", "HUMAN", "commit", "favour", "give_hand", "next_round_card",
           "pass_turn", "played", "sell_turn", "set_area", "solo", "stack"]
