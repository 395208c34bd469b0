"""Batavia behind the game protocol (rules.core.Game). Engine logic lives in the modules
named after what they hold (auction, moves, ships, posts, scoring); the phase table below
routes decisions to them (rules.phases)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, cast

from rules.batavia import auction, moves, refusals, saved, scoring, setup, views
from rules.batavia import state as st
from rules.batavia.components import Catalog
from rules.batavia.loader import load_components
from rules.core import Action, Message, OptionError, msg
from rules.phases import OVER, Phase, PhasedGame

OPTIONS = ("open", "first_auctioneer")
# Decisions that change only the move being built or the bidding (no full copy needed).
_LIGHT_MOVES = ("lay", "cancel")


def _copy_bidding(s: st.State, action: Action) -> st.State:
    return s.copy()  # the bidding copies what it changes


def _copy_move(s: st.State, action: Action) -> st.State:
    return s.copy() if action.kind in _LIGHT_MOVES else st.copy_state(s)


# The phases of a round (rulebook, "Game Sequence"): A. the ship card auction, one bidder
# at a time; B. the players' moves, in turn; after the last move the next auction, or the
# end. Both check a decision against the legal choices of its kind only (not every bid).
PHASES = {
    "auction": Phase(deciders=auction.to_move, legal=auction.options, apply=auction.apply,
                     of_kind=auction.options_of_kind, copy=_copy_bidding, follows=("moves",)),
    "moves": Phase(deciders=moves.to_move, legal=moves.options, apply=moves.apply,
                   of_kind=moves.options_of_kind, copy=_copy_move, follows=("auction", OVER)),
}


class BataviaGame(PhasedGame):
    name = "batavia"
    title = "Batavia"
    min_players = 3
    max_players = 5
    # every kind legal_actions offers (bot records are checked against it; so is play)
    action_kinds = frozenset({"bid", "cancel", "done", "draw", "exchange", "keep", "lay", "pass",
        "sail"})
    format_version = saved.FORMAT_VERSION
    phases = PHASES

    def __init__(self, catalog: Catalog | None = None) -> None:
        self._catalog = catalog

    @property
    def D(self) -> Catalog:
        if self._catalog is None:
            self._catalog = Catalog(load_components())
        return self._catalog

    # -- protocol -------------------------------------------------------------------------
    def new_game(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> st.State:
        opts = dict(options or {})
        if type(players) is not int or not self.min_players <= players <= self.max_players:
            raise OptionError(msg("batavia-option-players"))
        unknown = sorted(set(opts) - set(OPTIONS))
        if unknown:
            raise OptionError(msg("batavia-option-unknown", names=unknown))
        open_posts = opts.get("open", False)
        if type(open_posts) is not bool:
            raise OptionError(msg("batavia-option-open"))
        first = opts.get("first_auctioneer", "random")
        if first == "random":
            first = None
        elif type(first) is not int or not 0 <= first < players:
            raise OptionError(msg("batavia-option-first", players=players))
        return setup.new_state(self.D, players, int(seed), open_posts, first)

    def options_help(self) -> dict[str, str]:
        return {"open": "true: the quick-start setup, every trading post face up on its numbered hex",
                "first_auctioneer": 'the seat (0..n-1) that conducts the first auction, or "random" (default)'}

    def refusal_game_over(self, s: st.State) -> Message:
        return msg("batavia-refusal-game-over")

    def refusal_not_to_move(self, s: st.State, seat: int, to_move: list[int]) -> Message:
        """Names the bidder or the player on the move."""
        return refusals.not_to_move(s, seat, to_move)

    def binding(self, action: Action):
        """Bids and passes bind as at the table: a bid stands, and a pass is "dropping out
        of this particular round of bidding" (Ship Card Auction)."""
        if action.kind == "bid":
            return msg("batavia-undo-bid-binding")
        if action.kind == "pass":
            return msg("batavia-undo-pass-binding")
        return None

    def explain_illegal(self, s, seat, action, legal):
        return refusals.explain(s, self.D, seat, action, legal)

    def view(self, s: st.State, seat: int | None) -> dict[str, Any]:
        labels = None
        if seat is not None:
            labels = [a.label for a in self.legal_actions(s, seat)]
        v = views.view(s, self.D, seat, self.to_move(s), labels)
        return cast("dict[str, Any]", v)  # cast: the protocol hands out plain JSON dicts; views.View is their shape

    def scores(self, s: st.State) -> list[dict[str, int]]:
        return scoring.scores(s, self.D)

    def dump(self, s: st.State) -> str:
        return st.dump(s)

    def load(self, text: str) -> st.State:
        return st.load(text)

    def upgrade_state(self, text: str, version: int) -> str:
        self._check_format(version)
        return saved.upgrade_state(text, version)

    def secrets(self, s: st.State, seat: int | None) -> list[str]:
        """Card ids in the stack and a hand, face-down counters, the generator (future die
        rolls and shuffles) and, until the end, each seat's own note count."""
        if seat is None:
            hidden = [p for p in s["hexes"][s["revealed"]:] if p is not None]
            return list(s["deck"]) + hidden + [f"rng:{s['rng']}"]
        out = list(s["hands"][seat])
        if s["phase"] != "over":
            out.append(views.notes_token(seat, s["notes"][seat]))
        return out
