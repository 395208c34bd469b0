"""Phase 3, preparation for the next round (page 10), and the end of the game."""

from __future__ import annotations

from rules.core import msg
from rules.mombasa import wording as W
from rules.mombasa.components.catalog import Catalog
from rules.mombasa.planning import start_planning
from rules.mombasa.state import State
from rules.mombasa.wording import event


def fill_display(s: State, D: Catalog, ev: list | None) -> None:
    """Fill empty spaces: right column top->bottom, then middle, then left (page 2/10)."""
    for col in (2, 1, 0):
        for row in range(4):
            if s["display"][col][row] is None and s["deck"]:
                cid = s["deck"].pop()
                s["display"][col][row] = cid
                if ev is not None:
                    ev.append(event("CardRevealed", msg("mombasa-ev-card-revealed", card=W.card(D, cid)), card=cid, column=col, row=row, reveals=True))


def refresh_display(s: State, D: Catalog, ev: list) -> None:
    disp = s["display"]
    for row in range(4):
        gone = disp[2][row]
        if gone is not None:
            s["discard"].append(gone)
            ev.append(event("CardDiscarded", msg("mombasa-ev-card-discarded", card=W.card(D, gone)), card=gone))
        left = [disp[c][row] for c in (0, 1) if disp[c][row] is not None]
        new: list[str | None] = [None, None, None]
        for i, cid in enumerate(reversed(left)):
            new[2 - i] = cid
        for c in range(3):
            disp[c][row] = new[c]
    fill_display(s, D, ev)


def move_round_coins(s: State, nxt: int) -> None:
    """Coins of round-track space ``nxt`` go to book display column ``nxt`` (first row,
    then second row)."""
    coins = s["round_track"][nxt - 1]
    s["round_track"][nxt - 1] = 0
    col = nxt - 2
    if coins <= 0 or not 0 <= col < len(s["book_coins"]):
        return
    if coins == 1:
        s["book_coins"][col][0] += 1
    else:
        s["book_coins"][col][0] += coins - coins // 2
        s["book_coins"][col][1] += coins // 2


def end_of_round(s: State, D: Catalog, ev: list) -> None:
    if s["round"] >= D.board.rounds:
        s["phase"] = "over"
        s["turn"] = None
        ev.append(event("GameEnded", msg("mombasa-ev-game-ended")))
        return
    nxt = s["round"] + 1
    move_round_coins(s, nxt)
    refresh_display(s, D, ev)
    for sid in s["bonus_spaces"]:
        s["bonus_spaces"][sid] = None
    for st in s["bonus_tiles"].values():
        st["holder"] = st["reserved_by"]
        st["reserved_by"] = None
        st["used"] = False
        st["on_card"] = None
    s["round"] = nxt
    ev.append(event("RoundPrepared", msg("mombasa-ev-round-prepared", round=nxt), round=nxt))
    start_planning(s, D, ev)
