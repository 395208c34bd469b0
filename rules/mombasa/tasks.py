"""The pending-decision queue of the seat in turn.

A compound move (an expansion, a goods action, a bookkeeper with its rewards) is a queue of
tasks in ``state["tasks"]``. A task is either automatic (applied at once) or a decision
with a finite list of options. ``run`` applies automatic tasks until a decision with a real
choice is at the front, or the queue is empty.
"""

from __future__ import annotations

import json
import marshal
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar, cast

from rules.core import Action, Message, msg
from rules.mombasa.components.catalog import Catalog
from rules.mombasa.state import State, Task, dump
from rules.mombasa.summary import summary_event
from rules.mombasa.wording import Event, Lazy, event, who

K = TypeVar("K")  # one kind's task shape (rules/mombasa/state.py)
Options = Callable[[State, Catalog, K], list[Action]]
Choose = Callable[[State, Catalog, K, Action, list], None]
Auto = Callable[[State, Catalog, K, list], None]
Describe = Callable[[State, Catalog, K], Message]


@dataclass(frozen=True)
class Handler(Generic[K]):
    options: Options[K] | None = None
    choose: Choose[K] | None = None
    auto: Auto[K] | None = None
    single: bool = False  # apply a lone option automatically
    describe: Describe[K] | None = None


# Any: each kind's handler takes its own task shape; run() routes a task by its "kind".
HANDLERS: dict[str, Handler[Any]] = {}


_ACTS: dict[tuple, Action] = {}


def act(kind: str, label: Any = "", *label_args: Any, **params: Any) -> Action:
    """Action.make for the engine's own parameters (str/int, or lists of str): the same
    Action, built without the generic freezing and kept for reuse (legal lists are built on
    every decision, mostly from the same few hundred actions). Actions are immutable.

    ``label`` is a Message, or a function building one from ``label_args`` (the catalogue,
    ids, numbers): it is then called only when the label is read (wording.Lazy), so legal
    lists cost no formatting."""
    items = tuple(params.items())
    key = (kind, label, label_args, items)  # label_args: ids, numbers, tuples, the Catalog
    try:
        a = _ACTS.get(key)
    except TypeError:  # a list parameter (unhashable): kept as a tuple, as Action.make does
        items = tuple((k, tuple(v) if isinstance(v, list) else v) for k, v in params.items())
        key = (kind, label, label_args, items)
        a = _ACTS.get(key)
    if a is None:
        if len(_ACTS) > 100_000:
            _ACTS.clear()
        message = Lazy(label, *label_args) if callable(label) else label
        a = _ACTS[key] = Action(kind, tuple(sorted(items)), message)
    return a


def task_kind(kind: str, *, options: Options[K] | None = None, choose: Choose[K] | None = None,
              auto: Auto[K] | None = None, single: bool = False, describe: Describe[K] | None = None) -> None:
    HANDLERS[kind] = Handler(options, choose, auto, single, describe)


def push_front(s: State, *tasks: Task) -> None:
    s["tasks"][0:0] = list(tasks)


def push_back(s: State, *tasks: Task) -> None:
    s["tasks"].extend(tasks)


def task_options(s: State, D: Catalog, task: Task) -> list[Action]:
    h = HANDLERS[task["kind"]]
    return h.options(s, D, task) if h.options else []


def run(s: State, D: Catalog, ev: list) -> None:
    """Apply automatic tasks; stop at the first decision that needs a player."""
    guard = 0
    while s["tasks"]:
        guard += 1
        if guard > 10_000:
            raise RuntimeError("task loop does not terminate")
        task = s["tasks"][0]
        h = HANDLERS[task["kind"]]
        if h.auto is not None:
            s["tasks"].pop(0)
            h.auto(s, D, task, ev)
            continue
        # a task without ``auto`` is asked: task_kind gives it ``options`` and ``choose``
        assert h.options is not None and h.choose is not None, task["kind"]
        opts = h.options(s, D, task)
        if not opts:
            s["tasks"].pop(0)
            continue
        if len(opts) == 1 and h.single:
            h.choose(s, D, task, opts[0], ev)
            continue
        return


def choose(s: State, D: Catalog, action: Action, ev: list) -> None:
    task = s["tasks"][0]
    choose_for = HANDLERS[task["kind"]].choose
    assert choose_for is not None, task["kind"]  # only asked tasks reach a choice
    choose_for(s, D, task, action, ev)
    run(s, D, ev)


def describe(s: State, D: Catalog) -> Message | None:
    """What the pending decision asks for (None when nothing is pending)."""
    if not s["tasks"]:
        return None
    task = s["tasks"][0]
    h = HANDLERS[task["kind"]]
    return h.describe(s, D, task) if h.describe else msg("mombasa-task", kind=task["kind"])


# -- one action, from its first decision to its commit ----------------------------------------
# Issue 3: "A partly built action can be cancelled by the acting seat before it commits;
# nothing is committed until the action's last decision." When the seat in turn makes the
# first decision of an action, the state as it was is kept (canonical JSON, so dump/load
# round-trips) under "checkpoint", and the action's public events are held back under
# "action_log" (the acting seat sees private previews). The action commits when the turn
# ends: the checkpoint is dropped and one summary line plus the held-back details go to
# everyone. Both keys exist only while an action is under way.


def begin_action(s: State) -> bytes | None:
    """Called before a decision of the seat in turn. At the first decision of an action it
    returns the state as it is (marshal bytes; ``settle`` keeps it as the checkpoint only
    if the action goes on past this decision); else None."""
    if s["tasks"] or "action_log" in s:
        return None
    pre = marshal.dumps(cast("dict[str, Any]", s))  # cast: a TypedDict is a plain dict at run time
    s["action_log"] = []
    return pre


_CHECKPOINTS: dict[bytes, str] = {}  # the last few states' marshal bytes -> their JSON


def checkpoint(pre: bytes) -> str:
    """The state as it was before an action (``pre``: its marshal bytes, from
    ``begin_action``) as canonical JSON (dump/load round-trips). Made once for the same
    bytes: the bot's action menu looks ahead at every action from one state, and each keeps
    that state as its checkpoint (a JSON dump of the whole state costs more than a step)."""
    text = _CHECKPOINTS.get(pre)
    if text is None:
        text = dump(marshal.loads(pre))
        if len(_CHECKPOINTS) >= 8:
            _CHECKPOINTS.clear()  # (one call: safe beside another thread's lookup)
        _CHECKPOINTS[pre] = text
    return text


def cancel_options(s: State) -> list[Action]:
    if "checkpoint" not in s:
        return []
    return [_CANCEL]


_CANCEL = Action("cancel", (), msg("mombasa-act-cancel"))


def cancel_action(s: State, seat: int, ev: list) -> None:
    restored = json.loads(s["checkpoint"])
    whole = cast("dict[str, Any]", s)  # cast: the state is replaced whole, in the dict the caller holds
    whole.clear()
    whole.update(restored)
    ev.append(event("ActionCancelled", msg("mombasa-ev-action-cancelled"), seat))


def commit_action(s: State, seat: int, ev: list) -> None:
    """End of the seat's turn: the action is committed (called by the end-of-turn task).

    The marker event carries the held-back events; ``settle`` turns it into the summary
    line. Were it never settled, it is still a plain, readable event.
    """
    held = s.pop("action_log", None) or []
    s.pop("checkpoint", None)
    ev.append(event("TurnEnded", msg("mombasa-ev-turn-ended", seat=who(s, seat, start=True)), seat=seat, held=held))


def _stored(e: dict) -> dict:
    """An event as the state keeps it: plain data, no English (see wording.Event)."""
    if isinstance(e, Event):
        return e.stored()
    return {k: (list(v) if isinstance(v, list) else v) for k, v in e.items() if k != "text"}


def settle(s: State, D: Catalog, seat: int, own: list, ev: list, pre: bytes | None = None) -> None:
    """Route the events of one decision of the seat in turn into ``ev``.

    Before the commit: public events are held back in the state and shown to the acting
    seat only. At the commit: the summary line, then every event of the action, then
    whatever followed the turn (the next turn, the end of the round)."""
    idx = next((i for i, e in enumerate(own) if e.get("type") == "TurnEnded" and e.get("seat") == seat and "held" in e), None)
    if idx is None:
        if "action_log" not in s:
            ev.extend(own)
            return
        if any(e.get("reveals") for e in own):
            # A decision that reveals hidden information commits what came before it: no
            # cancelling past it (never the case in Mombasa's action phase, kept for safety).
            held = s.pop("action_log")
            s.pop("checkpoint", None)
            ev.extend(Event.from_stored(h) for h in held)
            ev.extend(own)
            return
        if pre is not None and "checkpoint" not in s:
            s["checkpoint"] = checkpoint(pre)
        for e in own:
            if e.get("visible_to") == "all":
                # kept in the state without its English (format 2); shown to the seat now
                kept = _stored(e)
                s["action_log"].append(kept)
                ev.append(Event.from_stored(kept, visible_to=seat, preview=True))
            else:
                ev.append(e)
        return

    marker = own[idx]
    before, after = own[:idx], own[idx + 1:]
    public = [Event.from_stored(h) for h in marker["held"]] + [e for e in before if e.get("visible_to") == "all"]
    private = [e for e in before if e.get("visible_to") != "all"]
    ev.append(summary_event(D, s, seat, public))
    ev.extend(public)
    ev.extend(private)
    ev.extend(after)
