"""Batavia behind the game protocol (rules.core.Game). Engine logic lives in the modules
named after what they hold (auction, moves, ships, posts, scoring); this class routes."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.batavia import auction, moves, refusals, saved, scoring, setup, views
from rules.batavia import state as st
from rules.batavia.components import Catalog
from rules.core import Action, Game, IllegalAction, OptionError, msg

OPTIONS = ("open", "first_auctioneer")
# Decisions that change only the move being built or the bidding (no full copy needed).
_LIGHT_MOVES = ("lay", "cancel")


class BataviaGame(Game):
    name = "batavia"
    title = "Batavia"
    min_players = 3
    max_players = 5
    format_version = saved.FORMAT_VERSION

    def __init__(self, catalog: Catalog | None = None) -> None:
        self._catalog = catalog

    @property
    def D(self) -> Catalog:
        if self._catalog is None:
            from rules.batavia.loader import load_components

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

    def to_move(self, s: st.State) -> list[int]:
        ph = s["phase"]
        if ph == "auction":
            return auction.to_move(s)
        if ph == "moves":
            return moves.to_move(s)
        return []

    def legal_actions(self, s: st.State, seat: int) -> list[Action]:
        ph = s["phase"]
        if ph == "auction":
            return auction.options(s, self.D, seat) if seat == s["bid"]["turn"] else []
        if ph == "moves":
            return moves.options(s, self.D, seat) if seat == s["turn"] else []
        return []

    def _apply(self, s: st.State, seat: int, action: Action):
        ev: list = []
        ph = s["phase"]
        if ph == "auction":
            s = dict(s)  # the bidding copies what it changes
            auction.apply(s, self.D, seat, action, ev)
        elif action.kind in _LIGHT_MOVES:
            s = dict(s)
            moves.apply(s, self.D, seat, action, ev)
        else:
            s = st.copy_state(s)
            moves.apply(s, self.D, seat, action, ev)
        return s, ev

    def apply(self, s: st.State, seat: int, action: Action):
        """The protocol's apply, with refusals that name the rule."""
        if not isinstance(action, Action):
            raise IllegalAction(msg("batavia-refusal-not-an-action"))
        if self.is_over(s):
            raise IllegalAction(msg("batavia-refusal-game-over"))
        to_move = self.to_move(s)
        if seat not in to_move:
            raise IllegalAction(refusals.not_to_move(s, seat, to_move))
        if s["phase"] == "auction":
            legal = auction.options_of_kind(s, seat, action)
        else:
            legal = moves.options_of_kind(s, self.D, seat, action.kind)
        if action not in legal:
            raise IllegalAction(refusals.explain(s, self.D, seat, action, self.legal_actions(s, seat)))
        return self._apply(s, seat, legal[legal.index(action)])

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
        return views.view(s, self.D, seat, self.to_move(s), labels)

    def is_over(self, s: st.State) -> bool:
        return s["phase"] == "over"

    def scores(self, s: st.State) -> list[dict[str, int]]:
        return scoring.scores(s, self.D)

    def winners(self, s: st.State) -> list[int]:
        return scoring.winners(s, self.D)

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
