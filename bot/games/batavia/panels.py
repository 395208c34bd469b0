"""Batavia's private panels (profile.panel_builder): the live auction and the turn.

The auction: the engine offers one bid per amount (up to ~75) and a pass; the panel keeps a
few common raises (+1, +2, +5, +10, never above the bidder's notes) and the pass as buttons,
and a "Type an amount…" button for any other bid (``Panel.typed``, bot/ui/amount.py). It
shows the lot, the running bid, who leads and who is still in, and the bidder's own notes
privately.

The turn: draw 2, or lay out cards one company at a time (a button per company, with the
cards left), then Done; a live preview names the majorities and seals the cards give ("you
will take the Danish seal") and where the merchant sails (the counter taken, the crate
placed); when several seals allow, the company to sail for; the exchange offer with its
gold, whose buttons also play the move (the panel has shown the whole move by then).

Everything is read from ``panel.view``, the seat's own view (rules/batavia/views.py): the
bidder's notes are in ``you``, never another seat's.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from bot.games.outcomes import (
    PanelSketch as Panel,  # a builder shapes the panel before it is frozen
)
from bot.games.outcomes import TypedAmount
from rules import get_game
from rules.core import Message, msg

RAISES = (1, 2, 5, 10)  # the common steps of a bid
LAY, DONE, SAIL, EXCHANGE, KEEP, DRAW = "lay", "done", "sail", "exchange", "keep", "draw"


def build_panel(panel: Panel) -> None:
    view = panel.view
    if not isinstance(view, Mapping) or not isinstance(view.get("you"), Mapping):
        return
    if view.get("phase") == "auction" and isinstance(view.get("auction"), Mapping):
        _auction(panel, view)
    elif view.get("phase") == "moves":
        _turn(panel, view)


# -- the auction ----------------------------------------------------------------------------
def _auction(panel: Panel, view: Mapping[str, Any]) -> None:
    you, bid = view["you"], view["auction"]
    notes, high = int(you.get("notes") or 0), int(bid.get("high") or 0)
    display = list(view.get("display") or [])
    # in company order, as the thread's post of the throw lists them (never in draw order)
    lot = [msg("batavia-cards-of", count=display.count(c), company=c) for c in _companies() if c in display]
    panel.info.append(msg("bot-batavia-panel-lot", cards=lot, count=len(display)))
    if bid.get("leader") is None:
        panel.info.append(msg("bot-batavia-panel-no-bid"))
    else:
        panel.info.append(msg("bot-batavia-panel-high", amount=high, leader_seat=int(bid["leader"])))
    passed = set(bid.get("passed") or [])
    panel.info.append(msg("bot-batavia-panel-still-in",
                          seats=[s for s in range(int(view.get("players") or 0)) if s not in passed]))
    panel.private.append(msg("bot-batavia-panel-notes", notes=notes))
    if panel.complete:
        return
    wanted = {high + step: step for step in RAISES if high + step <= notes}
    bids, passes = [], []
    for c in panel.choices:
        amount = c.params.get("amount")
        if c.kind == "bid" and amount in wanted:
            bids.append(replace(c, message=msg("bot-batavia-panel-raise", amount=amount,
                                               step=wanted[amount])))
        elif c.kind != "bid":
            passes.append(c)
    panel.choices = bids + passes
    if notes > high:
        panel.typed = TypedAmount("bid", "amount", high + 1, notes)
    else:
        panel.info.append(msg("bot-batavia-panel-cannot-raise", notes=notes))


def _companies() -> tuple[str, ...]:
    return tuple(get_game("batavia").D.company_ids)  # type: ignore[attr-defined]  # Batavia's engine holds it; the protocol does not name it


# -- the turn --------------------------------------------------------------------------------
def _turn(panel: Panel, view: Mapping[str, Any]) -> None:
    you = view["you"]
    seat = int(you["seat"])
    pending = you.get("pending") if isinstance(you.get("pending"), Mapping) else None
    hand = {c: int(k) for c, k in (you.get("hand_by_company") or {}).items()}
    lay = {c: int(k) for c, k in ((pending or {}).get("lay") or {}).items() if k}
    step = (pending or {}).get("step")
    # the hand (what is left of it) privately; the cards being laid out as one line
    left = [msg("batavia-cards-of", count=hand[c] - lay.get(c, 0), company=c)
            for c in hand if hand[c] - lay.get(c, 0) > 0]
    panel.private.append(msg("bot-batavia-panel-hand-left" if lay else "bot-batavia-panel-hand",
                             cards=left, count=len(left)))
    panel.so_far = _compact(panel.so_far, lay)
    if lay:
        panel.preview += _majorities(view, seat, lay)
        panel.preview += _destination(view, seat, lay, step, panel.complete)
    if panel.complete:
        return
    # the exchange comes after the move is on the table (the rulebook's step 3); a game
    # saved before that order (cards still to lay out) plays the move with the exchange
    played = step == "exchange" and not lay
    choices = []
    for c in panel.choices:
        if c.kind == LAY:
            company = c.params.get("company")
            c = replace(c, message=msg("bot-batavia-panel-lay", company=msg("batavia-company-adj", company=company),
                                       left=hand.get(company, 0) - lay.get(company, 0)))
        elif c.kind in (EXCHANGE, KEEP):
            c = replace(c, message=msg("bot-batavia-panel-and-end" if played else "bot-batavia-panel-and-play",
                                       label=c.message or c.label))
        choices.append(c)
    panel.choices = choices
    kinds = {c.kind for c in choices}
    # the rule that stops the lay-out, as the engine names it (after the Target Counter
    # was taken, a majority is not enough: its trading post must lie ahead)
    target_rule = you.get("blocked") == "target-taken"
    asked = len(panel.info)
    # no ship card left to draw: drawing gives nothing, and a round of that ends the game
    dry = view.get("stack") == 0 and view.get("discards") == 0
    if step is None and LAY not in kinds and DRAW in kinds:
        panel.info.append(msg("bot-batavia-panel-must-draw-target-dry" if target_rule and dry else
                              "bot-batavia-panel-must-draw-target" if target_rule else
                              "bot-batavia-panel-nothing-to-draw" if dry else "bot-batavia-panel-must-draw"))
    elif step is None:
        panel.info.append(msg("bot-batavia-panel-nothing-to-draw-or-lay" if dry else "bot-batavia-panel-draw-or-lay"))
    elif step == "lay" and DONE not in kinds:
        panel.info.append(msg("bot-batavia-panel-need-post-target" if target_rule else "bot-batavia-panel-need-majority"))
    elif step == "sail":
        panel.info.append(msg("bot-batavia-panel-choose-company"))
    elif step == "exchange":
        panel.info.append(msg("bot-batavia-panel-exchange-played" if played else "bot-batavia-panel-exchange"))
        # the whole move has been shown: the exchange decision plays it (no extra Confirm)
        panel.finish_kinds = (*panel.finish_kinds, EXCHANGE, KEEP)
    # each of these lines asks the turn's question ("choose the company to sail for")
    panel.asked = len(panel.info) > asked


def _compact(so_far: list[Message], lay: Mapping[str, int]) -> list[Message]:
    """The drafted steps with the card-by-card lay-out as one line ("2 Danish cards")."""
    out: list[Message] = []
    laid = False
    for m in so_far:
        if getattr(m, "key", None) == "batavia-action-lay":
            if not laid and lay:
                out.append(msg("bot-batavia-panel-laying", cards=_cards(lay)))
            laid = True
            continue
        out.append(m)
    return out


def _cards(counts: Mapping[str, int]) -> list[Message]:
    return [msg("batavia-cards-of", count=k, company=c) for c, k in counts.items() if k]


def _laid(view: Mapping[str, Any], seat: int, company: str) -> int:
    for p in view.get("seats") or []:
        if int(p.get("seat", -1)) == seat:
            return int((p.get("laid") or {}).get(company, 0))
    return 0


def _majority(view: Mapping[str, Any], seat: int, lay: Mapping[str, int], company: str) -> tuple[int, int]:
    """(the seat's cards of ``company`` after the lay-out, the most any other player has)."""
    mine = _laid(view, seat, company) + lay.get(company, 0)
    best = 0
    for p in view.get("seats") or []:
        if int(p.get("seat", -1)) != seat:
            best = max(best, int((p.get("laid") or {}).get(company, 0)))
    return mine, best


def _majorities(view: Mapping[str, Any], seat: int, lay: Mapping[str, int]) -> list[Message]:
    """What the cards laid out do to each of their companies' seals."""
    seals = view.get("seals") or {}
    out: list[Message] = []
    taken: list[Message] = []  # the seals taken from nobody: one line, not one a seal
    for company in lay:
        mine, best = _majority(view, seat, lay, company)
        holder = seals.get(company)
        seal = msg("bot-batavia-panel-seal-of", company=company)
        if mine > best:
            if holder == seat:
                out.append(msg("bot-batavia-panel-keep-seal", seal=seal, mine=mine, best=best))
            elif holder is None:
                if not taken:
                    out.append(msg("bot-batavia-panel-take-seal", seal=seal, mine=mine, best=best))
                    at = len(out) - 1
                taken.append(msg("bot-batavia-panel-seal-count", seal=seal, mine=mine, best=best))
            else:
                out.append(msg("bot-batavia-panel-take-seal-from", seal=seal, mine=mine, best=best,
                               from_seat=int(holder)))
        else:
            out.append(msg("bot-batavia-panel-no-majority", mine=mine, best=best, more=best - mine + 1,
                           majority=msg("bot-batavia-panel-majority-of", company=company)))
    if len(taken) > 1:  # "You will take the British seal (4 against 0) and the Danish seal (1 against 0)."
        out[at] = msg("bot-batavia-panel-take-seals", seals=taken)
    return out


def _held(view: Mapping[str, Any], seat: int, lay: Mapping[str, int]) -> list[str]:
    """The companies whose majority the seat holds with the cards laid out (its seals)."""
    out = []
    for company in view.get("seals") or {}:
        mine, best = _majority(view, seat, lay, company)
        if mine and mine > best:
            out.append(company)
    return out


def _next_post(view: Mapping[str, Any], seat: int, company: str) -> Mapping[str, Any] | None:
    """The next face-up counter of ``company`` ahead of the seat's merchant."""
    me: dict[str, Any] = next((p for p in view.get("seats") or [] if int(p.get("seat", -1)) == seat), {})
    where = me.get("merchant")
    start = 0 if where == "start" else int(where) if isinstance(where, int) else None
    if start is None:
        return None
    for h in (view.get("hexes") or [])[start:]:
        if h.get("face_down"):
            return None
        if h.get("company") == company:
            return h
    return None


def _destination(view: Mapping[str, Any], seat: int, lay: Mapping[str, int], step: Any,
                 complete: bool) -> list[Message]:
    """Where the merchant sails, the counter it takes and the crate it places."""
    to = (view["you"].get("pending") or {}).get("to")
    if to == "target":
        return [msg("bot-batavia-panel-to-target")]
    hexes = view.get("hexes") or []
    if isinstance(to, int) and 0 < to <= len(hexes) and hexes[to - 1].get("company"):
        dest = [(hexes[to - 1]["company"], hexes[to - 1])]
    else:
        held = _held(view, seat, lay)
        if not held:
            return []
        dest = [(c, h) for c in held if (h := _next_post(view, seat, c)) is not None]
    if len(dest) > 1:
        if step == "lay" and not complete:
            return [msg("bot-batavia-panel-several", companies=[msg("batavia-company-adj", company=c)
                                                                 for c, _ in dest])]
        return []
    if not dest:
        return [msg("bot-batavia-panel-to-target")] if view.get("target") is None else []
    company, h = dest[0]
    me: dict[str, Any] = next((p for p in view.get("seats") or [] if int(p.get("seat", -1)) == seat), {})
    post = msg("batavia-post", company=company, commodity=h.get("commodity"), hex=h.get("hex"))
    crate = int(me.get("crates") or 0) > 0
    line = [msg("bot-batavia-panel-sail", post=post, crate="yes" if crate else "no",
                commodity=msg("batavia-commodity", commodity=h.get("commodity")))]
    held_counters = {c.get("company") for c in me.get("counters") or []}
    if company not in held_counters and view.get("target") != seat and step == "lay":
        line.append(msg("bot-batavia-panel-exchange-next"))
    return line
