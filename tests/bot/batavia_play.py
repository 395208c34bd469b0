"""Playing Batavia the way players do, through slash commands only: ``/batavia play`` with a
value its autocomplete offered (a seeded policy picks which), and the panel's Confirm.

The policy reads the stored state (``engine_state``) only to decide *which* offered choice
to take; every move still goes through the commands, their autocomplete and the store.
"""

from __future__ import annotations

import random

from rules.core import Action
from tests.bot.helpers import engine_state, labels


def pick(game, state, seat: int, rng: random.Random, *, bid: float = 0.3,
         exchange: float = 1.0) -> Action:
    """A choice that moves the game on to its end: bid the least now and then (``bid``: how
    often), else pass; play cards when possible (laying out cards until done is allowed),
    sail for the first company offered, exchange (``exchange``: how often), else draw."""
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


async def choose(actor, thread, label: str, command: str = "batavia play"):
    """Type ``label`` into the command's choice option, take the offered value with that
    label, and run the command with it; returns the interaction's result."""
    offered = await actor.autocomplete(thread, command, "choice", label)
    values = [c["value"] for c in offered if c["name"] == label]
    assert values, f"{label!r} was not offered: {[c['name'] for c in offered]}"
    return await actor.slash(thread, command, choice=values[0])


async def step(world, players, thread, game_id, rng, **policy):
    """One decision of whoever must decide now, by ``/batavia play``; the panel's Confirm
    when it asks for one. Returns (seat, the action's kind)."""
    loaded = engine_state(world.env, game_id)
    game, seat = loaded.game, loaded.game.to_move(loaded.state)[0]
    draft = loaded_draft_state(world, loaded, seat)
    action = pick(game, draft, seat, rng, **policy)
    result = await choose(players[seat], thread, action.label)
    reply = result.followups[-1] if result.followups else result.response
    if reply is not None and "Confirm" in labels(reply):
        await players[seat].click(reply, label="Confirm")
    return seat, action.kind


def loaded_draft_state(world, loaded, seat):
    """The state with the seat's drafted (not yet committed) decisions applied."""
    store = world.env.bot.games.store.sync
    saved = store.get_draft(loaded.id, seat)
    state = loaded.state
    actions = (saved.draft or {}).get("actions", []) if saved is not None and saved.version == loaded.version else []
    for obj in actions:
        state, _ = loaded.game.apply(state, seat, loaded.game.action_from_json(obj))
    return state


async def play_to_end(world, players, thread, game_id, rng, *, limit: int = 600, **policy):
    """Decide until the game is over; returns the kinds played."""
    kinds = []
    for _ in range(limit):
        loaded = engine_state(world.env, game_id)
        if loaded.game.is_over(loaded.state):
            return kinds
        kinds.append((await step(world, players, thread, game_id, rng, **policy))[1])
    raise AssertionError(f"the game did not end in {limit} decisions")
