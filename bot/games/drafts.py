"""A seat's draft: the decisions chosen but not yet confirmed.

Read on every click (``seat_draft``: replayed onto the state to check it still fits),
checked against the panel clicked (``checked``: stale panels are refused), and extended
one step at a time (``step``). ``completes`` says when the drafted decisions form a whole
move. See ``bot/games/service.py`` for how a move is made.

A draft click writes nothing to the database: the store holds the draft in this process's
memory (``hold``; ``bot/store/drafts.py``) and writes it when the process stops. Only the
spent draft of a committed move is saved, inside the move's own transaction. A crash loses
the held picks; the revisions (``next_rev``) make sure no panel drawn before can match the
draft begun after, and such a click is refused saying the picks were lost (``DraftLost``).
A panel this process drew whose picks it no longer holds lost them to a failed save, not a
restart, and is told so (``DraftUnsaved``).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Mapping
from typing import Any

from rules.core import Action, Game, IllegalAction, Message, msg

from .context import GameContext
from .drafting import replay
from .errors import DraftLost, DraftUnsaved, StalePanel
from .parse import OTHER_SEAT, BadInput
from .profiles import move_complete

# A draft as the service keeps it: the version it was replayed onto ("base"), its revision
# ("rev", raised by every change: a panel carries it), the actions, how many actions each
# step of the panel added ("steps": one pick may stand for several decisions; Back takes
# back one step), and the seat's last committed move ("last": its version and length, for
# undo).
Draft = dict[str, Any]


# Revisions never fall below the clock (hundredths of a second since 2026-01-01 UTC): a
# draft begun afresh after a crash starts above every revision a panel drawn before the
# crash can carry (the clicks of those panels were each a round trip: slower than the
# clock), so an old panel never matches the new draft by chance.
_REV_EPOCH = 1_767_225_600


def _rev_at(moment: float) -> int:
    return int((moment - _REV_EPOCH) * 100)


# The highest revision this process has given out, to any draft: a draft begun afresh after
# another was cleared (a skipped turn, a commit) starts above every panel this process drew,
# also within one hundredth of a second of the clearing (the clock alone would let the old
# panel's revision equal the new draft's: a stale panel accepted).
_issued = 0
_issuing = threading.Lock()


def next_rev(rev: int) -> int:
    """The revision after ``rev``: higher, not below the clock, and above every revision
    this process gave out before."""
    global _issued
    with _issuing:
        _issued = max(rev + 1, _rev_at(time.time()), _issued + 1)
        return _issued


def first_rev(store: Any) -> int | None:
    """The first revision given out since this process began to hold drafts (set at its
    first look at a draft, before any panel of its own is drawn): every panel this process
    drew carries one at least as high. Counted, not read from the clock: revisions may run
    ahead of the clock (``next_rev``), and a bot restarted within one Python process (the
    tests) keeps the counter."""
    held = getattr(store, "held_drafts", None)
    if held is None:
        return None
    global _issued
    with _issuing:  # once per process, also when two threads look first at once
        if held.first_rev is None:
            _issued = held.first_rev = max(_rev_at(time.time()), _issued + 1)
        return int(held.first_rev)


def seat_draft(store: Any, ctx: GameContext, seat: int) -> tuple[Draft, Message | None]:
    """The seat's draft, replayed onto the current state if the game moved meanwhile (a
    note says so when it no longer fits and was cleared)."""
    first_rev(store)
    saved = store.get_draft(ctx.id, seat)
    if saved is None:
        # a draft begun here ("fresh" until its first change): a panel of the seat drawn
        # before this process started showed picks it never held (DraftLost)
        fresh: Draft = {"base": ctx.version, "rev": next_rev(0), "actions": [], "steps": [],
                        "last": None, "fresh": True}
        hold(store, ctx.id, seat, fresh)
        return fresh, None
    value = saved.draft if saved is not None and isinstance(saved.draft, dict) else {}
    rev, actions = value.get("rev", 0), value.get("actions", [])
    draft: Draft = {
        "base": saved.version if saved is not None else ctx.version,
        # a damaged row must not break the panel: odd values count as no draft
        "rev": rev if type(rev) is int and 0 <= rev < 2**62 else 0,
        "actions": list(actions) if isinstance(actions, list) else [],
        "steps": list(steps) if isinstance(steps := value.get("steps"), list) else [],
        "last": value.get("last") if isinstance(value.get("last"), dict) else None,
        "fresh": value.get("fresh") is True,
    }
    note = None
    if draft["actions"]:
        try:  # the drafted actions still fit the game (checked on every load)
            replay(ctx.loaded, seat, draft["actions"])
        except IllegalAction:
            draft["actions"] = []
            draft["steps"] = []
            revised(draft)
            note = msg("bot-draft-cleared")
    # held from now on, as every draft this process serves: the seat's next look (each
    # panel and click) reads it from memory, not again from its row
    draft["base"] = ctx.version
    hold(store, ctx.id, seat, draft)
    return draft, note


def _value(draft: Draft) -> dict[str, Any]:
    value = {"rev": draft["rev"], "actions": draft["actions"], "steps": draft.get("steps", []),
             "last": draft.get("last")}
    if draft.get("fresh"):
        value["fresh"] = True
    return value


def hold(store: Any, game_id: int, seat: int, draft: Draft) -> None:
    """Keep the seat's draft in this process's memory (a draft click: no write)."""
    store.hold_draft(game_id, seat, draft["base"], _value(draft))


def save(store: Any, game_id: int, seat: int, draft: Draft) -> None:
    """Write the seat's draft in the caller's transaction (a committed move's spent draft:
    its length must survive a crash, for undo)."""
    store.save_draft(game_id, seat, draft["base"], _value(draft))


def revised(draft: Draft) -> None:
    """Mark ``draft`` changed: its revision raised (a panel showing it before is stale)."""
    draft["rev"] = next_rev(draft["rev"])
    draft["fresh"] = False


def steps_of(draft: Draft) -> list[int]:
    """How many actions each step of the draft added. A draft whose record does not add up
    (saved before steps were kept, or damaged) counts each action as a step."""
    steps, actions = draft.get("steps") or [], draft["actions"]
    if all(type(n) is int and n > 0 for n in steps) and sum(steps) == len(actions):
        return list(steps)
    return [1] * len(actions)


def stepped(draft: Draft, added: int) -> None:
    """Record that the last ``added`` actions of ``draft`` were one step (one pick)."""
    before = len(draft["actions"]) - added
    draft["steps"] = [*steps_of({"actions": draft["actions"][:before],
                                 "steps": draft.get("steps")}), added]


def taken_back(draft: Draft) -> list[Any]:
    """Take the draft's last step off it (its revision raised: a panel showing that step is
    stale); the actions taken back."""
    steps = steps_of(draft)
    last = steps.pop() if steps else 0
    keep = len(draft["actions"]) - last
    gone = draft["actions"][keep:]
    draft["actions"] = draft["actions"][:keep]
    draft["steps"] = steps
    revised(draft)
    return gone


def checked(store: Any, game_id: int, user_id: int, ver: int, rev: int,
            offered_to: int | None = None) -> tuple[GameContext, int, Draft]:
    """The game, the user's seat and draft, if the panel clicked (drawn at ``ver``/``rev``)
    still shows the seat's decision; StalePanel (nothing changes) if not."""
    ctx = GameContext.load(store, game_id)
    seat = ctx.seat_of(user_id)
    if offered_to is not None and offered_to != seat:
        raise BadInput(OTHER_SEAT)
    ctx.require_active()
    shards = getattr(store, "shards", None)
    if shards is not None and not shards.owns(ctx.place.guild_id):
        # a game another process serves (bot.shards): the seat's draft is held there
        raise StalePanel(game_id)
    draft, _ = seat_draft(store, ctx, seat)
    if rev != draft["rev"]:
        start = first_rev(store)
        before_start = start is not None and rev < start
        if draft["fresh"] and before_start:
            # the panel shows picks this process never held: lost in a restart
            raise DraftLost(game_id)
        if rev > draft["rev"]:
            # picks this process does not hold: drawn by an earlier process (a restart),
            # or drawn here and lost since when saving a change failed (the transaction's
            # rollback brought back an older saved draft): no restart, so not said so
            raise DraftLost(game_id) if start is None or before_start else DraftUnsaved(game_id)
        raise StalePanel(game_id)
    if ver != ctx.version and not others_only(store, ctx, seat, ver):
        raise StalePanel(game_id)
    return ctx, seat, draft


def others_only(store: Any, ctx: GameContext, seat: int, ver: int) -> bool:
    """Whether a panel drawn at version ``ver`` still shows the seat's own decision: only
    other seats acted since, revealing nothing (another seat committing its secret plan
    leaves your planning draft as it was), and the seat still decides now. A change to the
    seat's own decision (its own move or undo, a reveal, a new phase) makes it stale."""
    if not 0 <= ver < ctx.version or seat not in ctx.game.to_move(ctx.state):
        return False
    since = [e for e in store.action_log(ctx.id) if e.version > ver]
    # every version since is another seat's live action (an undo also moves the version)
    return (bool(since) and max(e.version for e in since) == ctx.version
            and all(e.seat != seat and not e.reveals and e.undo_id is None for e in since))


def step(ctx: GameContext, seat: int, draft: Mapping[str, Any],
         action: Action) -> tuple[Any, list[dict[str, Any]]]:
    """The state and events after the drafted actions and ``action`` (IllegalAction if it
    does not fit), applied through the remembered replay: the panel built next extends
    the draft by this very step, and finds it applied already."""
    done = replay(ctx.loaded, seat, [*draft["actions"], action.to_json()])
    return done.state, done.step_events[-1]


def completes(game: Game, before: Any, after: Any, seat: int, events: list[dict[str, Any]]) -> bool:
    """A step ends a move when the game's rule says so (see profiles.move_complete), or when
    the seats that must decide changed (a phase or turn boundary was crossed)."""
    if move_complete(game, after, seat, events):
        return True
    return not game.is_over(after) and set(game.to_move(before)) != set(game.to_move(after))


def legal_at(game: Game, state: Any, seat: int, index: int, game_id: int) -> Action:
    """Choice ``index`` of the seat's legal actions in ``state``; StalePanel when the seat
    no longer decides or no such choice exists."""
    if seat not in game.to_move(state):
        raise StalePanel(game_id)
    legal = game.legal_actions(state, seat)
    if not 0 <= index < len(legal):
        raise StalePanel(game_id)
    return legal[index]
