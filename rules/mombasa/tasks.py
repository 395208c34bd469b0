"""The pending-decision queue of the seat in turn.

A compound move (an expansion, a goods action, a bookkeeper with its rewards) is a queue of
tasks in ``state["tasks"]``. A task is either automatic (applied at once) or a decision
with a finite list of options. ``run`` applies automatic tasks until a decision with a real
choice is at the front, or the queue is empty.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rules.core import Action
from rules.mombasa.catalog import Catalog
from rules.mombasa.state import State

Options = Callable[[State, Catalog, dict], list[Action]]
Choose = Callable[[State, Catalog, dict, Action, list], None]
Auto = Callable[[State, Catalog, dict, list], None]
Describe = Callable[[State, Catalog, dict], str]


@dataclass(frozen=True)
class Handler:
    options: Options | None = None
    choose: Choose | None = None
    auto: Auto | None = None
    single: bool = False  # apply a lone option automatically
    describe: Describe | None = None


HANDLERS: dict[str, Handler] = {}


def task_kind(kind: str, **kw: Any) -> None:
    HANDLERS[kind] = Handler(**kw)


def push_front(s: State, *tasks: dict) -> None:
    s["tasks"][0:0] = list(tasks)


def push_back(s: State, *tasks: dict) -> None:
    s["tasks"].extend(tasks)


def task_options(s: State, D: Catalog, task: dict) -> list[Action]:
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
    HANDLERS[task["kind"]].choose(s, D, task, action, ev)
    run(s, D, ev)


def describe(s: State, D: Catalog) -> str:
    if not s["tasks"]:
        return ""
    task = s["tasks"][0]
    h = HANDLERS[task["kind"]]
    return h.describe(s, D, task) if h.describe else task["kind"]
