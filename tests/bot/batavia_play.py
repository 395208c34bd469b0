"""Playing Batavia the way players do, through slash commands only: ``/batavia play`` (or
``bid``, ``draw``, ``lay``, ``exchange``) with a value its autocomplete offered, found by
the choice's label in the player's language.

A seeded policy reads the stored state (``engine_state``) only to decide *which* offered
choice to take (preferring moves that bring the end nearer); every move still goes through
the command, its autocomplete, the service and the store.
"""

from __future__ import annotations

import random

from rules.catalogues import words
from rules.core import Action
from tests.bot.helpers import engine_state

# the command that offers each kind (what a player would type)
COMMAND = {"bid": "bid", "pass": "bid", "draw": "draw", "lay": "lay", "done": "lay", "sail": "lay",
           "exchange": "exchange", "keep": "exchange"}


def pick(game, state, seat: int, rng: random.Random, *, bid: float = 0.3,
         exchange: float = 1.0) -> Action:
    """A choice that moves the game on to its end: the lowest bid now and then (``bid``: how
    often), else pass; play cards when possible (laying out cards until done is allowed),
    the first company offered to sail for, exchange (``exchange``: how often); else draw."""
    legal = [a for a in game.legal_actions(state, seat) if a.kind != "cancel"]
    kinds = {a.kind for a in legal}
    if "pass" in kinds:
        bids = [a for a in legal if a.kind == "bid"]
        if bids and rng.random() < bid:
            return bids[0]
        return next(a for a in legal if a.kind == "pass")
    if "exchange" in kinds:
        return next(a for a in legal if a.kind == ("exchange" if rng.random() < exchange else "keep"))
    for kind in ("done", "sail", "keep"):
        found = [a for a in legal if a.kind == kind]
        if found:
            return found[0]
    lays = [a for a in legal if a.kind == "lay"]
    if lays:
        return rng.choice(lays)
    return legal[0]


async def offered(actor, channel, label: str, command: str = "play") -> str:
    """Type ``label`` into ``/batavia <command> choice:`` and return the value offered
    with exactly that label."""
    choices = await actor.autocomplete(channel, f"batavia {command}", "choice", label)
    values = [c["value"] for c in choices if c["name"] == label]
    assert values, f"{label!r} was not offered by /batavia {command}: {[c['name'] for c in choices]}"
    return values[0]


async def choose(actor, channel, label: str, command: str = "play"):
    """Run ``/batavia <command>`` with the value its autocomplete offers for ``label``."""
    value = await offered(actor, channel, label, command)
    return await actor.slash(channel, f"batavia {command}", choice=value)


def drafted_state(world, loaded, seat: int):
    """The state with the seat's drafted (not yet committed) decisions applied."""
    saved = world.env.bot.games.store.sync.get_draft(loaded.id, seat)
    state = loaded.state
    if saved is not None and saved.version == loaded.version and isinstance(saved.draft, dict):
        for obj in saved.draft.get("actions", []):
            state, _ = loaded.game.apply(state, seat, loaded.game.action_from_json(obj))
    return state


async def step(world, players, channel, game_id, rng, *, lang: str = "en", own_commands: bool = False,
               **policy):
    """One decision of whoever must decide now; returns (seat, action, the reply).

    ``own_commands``: through the command of the action's kind (``/batavia bid`` ...)
    instead of ``/batavia play``."""
    loaded = engine_state(world.env, game_id)
    seat = loaded.game.to_move(loaded.state)[0]
    action = pick(loaded.game, drafted_state(world, loaded, seat), seat, rng, **policy)
    label = words(lang)(action.message)
    command = COMMAND[action.kind] if own_commands else "play"
    result = await choose(players[seat], channel, label, command)
    return seat, action, result.response


async def play_to_end(world, players, channel, game_id, rng, *, limit: int = 800, **options):
    """Decide until the game is over; returns the actions taken."""
    actions = []
    for _ in range(limit):
        loaded = engine_state(world.env, game_id)
        if loaded.game.is_over(loaded.state):
            return actions
        actions.append((await step(world, players, channel, game_id, rng, **options))[1])
    raise AssertionError(f"the game did not end in {limit} decisions")


def thread_text(thread) -> str:
    """Everything posted in a game's thread, oldest first."""
    return "\n".join(m.content or "" for m in thread.history())
