"""Mombasa behind the game protocol (rules.core.Game). Engine logic lives in the modules
named after what they hold; the phase table below routes decisions to them (rules.phases)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, cast

from rules.core import Action, Message, OptionError, msg
from rules.mombasa import planning, refusals, saved, scoring, setup, turns, views
from rules.mombasa import state as st
from rules.mombasa.components import Components
from rules.mombasa.components.catalog import Catalog, catalog_for
from rules.mombasa.components.loader import load_components
from rules.mombasa.mautoma import hooks as automa
from rules.phases import OVER, Phase, PhasedGame

SETUPS = ("first", "variable")


def _options_of_kind(s: st.State, D: Catalog, seat: int, action: Action) -> list[Action]:
    """The action phase's legal choices of ``action``'s kind (turns takes the kind alone)."""
    return turns.options_of_kind(s, D, seat, action.kind)


# The phases of a game ("Playing the game": 7 rounds of planning, general actions and
# preparation for the next round, which the action phase's last decision carries out), after
# the set-up. The set-up's starting tile and resting cards are decided in secret, all at once,
# and so is each round's plan; in the action phase one seat decides at a time, and a decision
# is checked against the legal choices of its kind only.
PHASES = {
    "setup": Phase(deciders=setup.to_move, legal=setup.options, apply=setup.apply,
                   follows=("planning",)),
    "planning": Phase(deciders=planning.to_move, legal=planning.options, apply=planning.apply,
                      follows=("actions",)),
    "actions": Phase(deciders=turns.to_move, legal=turns.options, apply=turns.apply,
                     of_kind=_options_of_kind, follows=("planning", OVER)),
}


class MombasaGame(PhasedGame):
    name = "mombasa"
    title = "Mombasa"
    min_players = 2
    max_players = 4
    # every kind legal_actions offers (bot records are checked against it; so is play)
    action_kinds = frozenset({"arrange", "bk_diamond", "bonus", "bookkeeper", "buy",
        "buy_for_pounds", "cancel", "choose_tile", "diamond", "end_phase", "enter", "expand",
        "expand_company", "finish_expansion", "flip_book", "forfeit_units", "goods", "goods_add",
        "goods_done", "ink_forward", "ink_stop", "majority_tier", "no_buy", "no_flip",
        "other_tracks", "oust_remove", "oust_return", "pickup", "place_book", "plan_commit",
        "plan_place", "plan_take", "plus_one", "remove_post", "reward_order", "sell", "step",
        "take_book", "take_pound"})
    # 2: no English in the state (issue 12); 3: the rules of issue 15 (older logs may not
    # replay under them); see rules/mombasa/saved.py.
    format_version = 3
    phases = PHASES

    def __init__(self, components: Components | None = None) -> None:
        self._components = components
        self._catalog: Catalog | None = None

    @property
    def D(self) -> Catalog:
        if self._catalog is None:
            comp = self._components
            if comp is None:
                comp = load_components()
            self._catalog = catalog_for(comp)
        return self._catalog

    # -- protocol -------------------------------------------------------------------------
    def new_game(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> st.State:
        opts = dict(options or {})
        if "automa" in opts:  # the solo game against the Mautoma (issue 4)

            return automa.new_solo_game(self.D, players, int(seed), opts)
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise OptionError(msg("mombasa-option-players"))
        unknown = sorted(set(opts) - {"setup"})
        if unknown:
            raise OptionError(msg("mombasa-option-unknown", options=", ".join(unknown)))
        mode = opts.get("setup", "first")
        if mode not in SETUPS:
            raise OptionError(msg("mombasa-option-setup"))
        return setup.new_state(self.D, players, int(seed), mode)

    def options_help(self) -> dict[str, str]:
        return {"setup": msg("mombasa-option-help-setup").text, "automa": msg("mombasa-option-help-automa").text}

    def options_help_messages(self) -> dict[str, Message]:
        """Option name -> its help as a message (options_help is its English)."""
        return {"setup": msg("mombasa-option-help-setup"), "automa": msg("mombasa-option-help-automa")}

    def after_apply(self, s: st.State, ev: list) -> None:
        if s["automa"]:  # the Mautoma plays its turns by itself (mautoma/hooks.py)

            automa.after_apply(s, self.D, ev)

    def copy_state(self, s: st.State) -> st.State:
        return st.copy_state(s)

    def view(self, s: st.State, seat: int | None) -> dict[str, Any]:
        to_move = self.to_move(s)
        legal = None
        if seat is not None:
            legal = self.legal_actions(s, seat)
        v = views.view(s, self.D, seat, to_move, legal)
        if s["automa"]:
            automa.decorate_view(v, s, self.D)
        return cast("dict[str, Any]", v)  # cast: the protocol hands out plain JSON dicts; views.View is their shape

    def scores(self, s: st.State) -> list[dict[str, int]]:
        return scoring.scores(s, self.D)

    def dump(self, s: st.State) -> str:
        return st.dump(s)

    def load(self, text: str) -> st.State:
        return st.load(text)

    def upgrade_state(self, text: str, version: int) -> str:
        """A dump saved under format ``version`` (1 to 3) in today's format (saved.py)."""
        self._check_format(version)
        return saved.upgrade_state(text, version, self.D)

    def upgrade_action(self, obj, version: int) -> dict[str, Any]:
        """Logged actions read the same in formats 1 to 3 (no kind or parameter changed)."""
        self._check_format(version)
        return dict(obj)

    def secrets(self, s: st.State, seat: int | None) -> list[str]:
        if seat is None:
            out = list(s["deck"]) + [f"rng:{s['rng']}"]
            for ids in s["book_supply"].values():
                out += ids
            if s["automa"]:
                out += automa.secrets(s)
            return out
        p = s["seats"][seat]
        out = list(p["hand"])
        if s["phase"] == "planning":
            out += [c for c in p["draft"] if c]
        if s["phase"] == "setup" and s["setup_step"] == "tile":
            out += list(p["tile_options"])
            if p["tile"]:
                out.append(p["tile"])
        return out

    def refusal_game_over(self, s: st.State) -> Message:
        return msg("mombasa-no-game-over")

    def refusal_not_to_move(self, s: st.State, seat: int, to_move: list[int]) -> Message:
        """Names who is to act."""
        return refusals.not_to_move(s, self.D, seat, to_move)

    def explain_illegal(self, s, seat, action, legal) -> Message:
        return refusals.explain(s, self.D, seat, action, legal)
