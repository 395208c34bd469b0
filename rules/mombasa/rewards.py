"""Reward effects shared by regions, books, majorities and bonus spaces, as tasks."""

from __future__ import annotations

from rules.core import Action, msg
from rules.mombasa import tasks
from rules.mombasa import wording as W
from rules.mombasa.area import mark_used
from rules.mombasa.components.catalog import Catalog
from rules.mombasa.state import (
    AmountTask,
    FlipTask,
    PoundsTask,
    RewardOrderTask,
    State,
    Task,
    TrackTask,
    in_turn,
    player,
)
from rules.mombasa.tracks import gain_pounds, move_diamond, move_track, take_post, track_of
from rules.mombasa.wording import event


def _pounds(s: State, D: Catalog, t: PoundsTask, ev: list) -> None:
    gain_pounds(s, in_turn(s), t["n"], ev, t.get("why", ""))


def _pay(s: State, D: Catalog, t: AmountTask, ev: list) -> None:
    p = player(s, in_turn(s))
    n = min(t["n"], p["money"])
    if n:
        p["money"] -= n
        ev.append(event("PoundsPaid", msg("mombasa-ev-pounds-paid", seat=W.who(s, in_turn(s), True), pounds=n, why=""), seat=in_turn(s), pounds=n))


def _diamonds(s: State, D: Catalog, t: AmountTask, ev: list) -> None:
    move_diamond(s, D, in_turn(s), t["n"], ev)


def _track(s: State, D: Catalog, t: TrackTask, ev: list) -> None:
    move_track(s, D, in_turn(s), t["company"], t["n"], ev)


def _flip(s: State, D: Catalog, t: FlipTask, ev: list) -> None:
    for ref in t["refs"]:
        mark_used(s, in_turn(s), ref)


tasks.task_kind("pounds", auto=_pounds)
tasks.task_kind("pay", auto=_pay)
tasks.task_kind("diamonds", auto=_diamonds)
tasks.task_kind("track", auto=_track)
tasks.task_kind("flip", auto=_flip)


# -- remove trading posts (majority coffee 5+, some books) -----------------------------------
# "Remove 1 trading post from a company base of your choice ... the foremost in its column.
# Take the trading post completely out of the game." (Overview of selected icons)


def _remove_options(s: State, D: Catalog, t: AmountTask) -> list[Action]:
    out = []
    for cid in D.companies():
        for k, col in enumerate(s["bases"][cid]):
            if col["posts"]:
                out.append(tasks.act("remove_post", _l_remove, cid, k, company=cid, column=k))
    return out


def _remove_choose(s: State, D: Catalog, t: AmountTask, a: Action, ev: list) -> None:
    cid, k = a["company"], a["column"]
    take_post(s, cid, k)
    s["removed"][cid] += 1
    ev.append(event("PostRemoved", msg("mombasa-ev-post-removed", seat=W.who(s, in_turn(s), True), company=W.company(cid), column=k + 1), seat=in_turn(s), company=cid, column=k))
    t["n"] -= 1
    if t["n"] <= 0:
        s["tasks"].pop(0)


tasks.task_kind(
    "remove_post",
    options=_remove_options,
    choose=_remove_choose,
    describe=lambda s, D, t: msg("mombasa-ask-remove-post", left=t["n"]),
)


def reward_tasks(D: Catalog, pounds: int = 0, diamonds: int = 0, bookkeeping: int = 0,
                 company: str | None = None, steps: int = 0, remove: int = 0, why: str = "") -> list[Task]:
    """Tasks for a bundle of rewards. By default pounds come first (they may pay capital
    calls), then diamonds, bookkeeping points and the track steps; but the rewards may be
    taken "in any order you like" (page 6), so when track steps come with rewards that can
    bring pounds, a "reward_order" decision lets the player move before them (and so not
    pay a capital call) when a call is within reach."""
    out: list[PoundsTask | AmountTask] = []
    removal: list[Task] = [{"kind": "remove_post", "n": remove}] if remove else []
    if pounds:
        out.append({"kind": "pounds", "n": pounds, "why": why})
    if diamonds:
        out.append({"kind": "diamonds", "n": diamonds})
    if bookkeeping:
        out.append({"kind": "gain_bk", "n": bookkeeping})
    if company and steps:
        track: TrackTask = {"kind": "track", "company": company, "n": steps}
        if out:
            return [{"kind": "reward_order", "others": out, "track": track}, *removal]
        return [track, *removal]
    return [*out, *removal]


# -- the order of a bundle of rewards -------------------------------------------------------------


def call_in_reach(s: State, D: Catalog, seat: int, cid: str, steps: int) -> bool:
    """A capital call lies on the next ``steps`` spaces of the seat's marker on ``cid``."""
    tr = track_of(s, D, cid)
    pos = player(s, seat)["tracks"][cid]
    return any(sp.capital_call for sp in tr.spaces[pos + 1: pos + 1 + steps])


def _brings_pounds(s: State, D: Catalog, seat: int, task: PoundsTask | AmountTask) -> bool:
    if task["kind"] in ("pounds", "gain_bk"):  # bookkeeping points may be taken as pounds
        return True
    if task["kind"] == "diamonds":  # only past the final diamond space
        return player(s, seat)["diamond"] + task["n"] >= len(D.player_board.diamond)
    return False


def _reward_text(kind: str, n: int):
    return msg("mombasa-reward", kind=kind, n=n)


def _l_remove(cid: str, k: int):
    return msg("mombasa-act-remove-post", company=W.company(cid), column=k + 1)


def _l_order(cid: str, n: int, before: tuple, after: tuple):
    steps = msg("mombasa-reward", kind="track", n=n, company=W.company(cid))
    if before is None:
        return msg("mombasa-act-reward-order-last", steps=steps)
    return msg("mombasa-act-reward-order", steps=steps,
               before=W.and_chain([_reward_text(k, x) for k, x in before]),
               after=W.and_chain([_reward_text(k, x) for k, x in after]),
               has_before=bool(before), has_after=bool(after))


def _order_options(s: State, D: Catalog, t: RewardOrderTask) -> list[Action]:
    seat = in_turn(s)
    tr = t["track"]
    others = t["others"]
    last = len(others)
    if not call_in_reach(s, D, seat, tr["company"], tr["n"]):
        return [tasks.act("reward_order", _l_order, tr["company"], tr["n"], None, None, position=last)]
    out = []
    seen = set()
    # Positions with the same rewards-that-bring-pounds before the steps are alike.
    for i in range(last + 1):
        key = tuple(j for j in range(i) if _brings_pounds(s, D, seat, others[j]))
        if key in seen:
            continue
        seen.add(key)
        before = tuple((x["kind"], x["n"]) for x in others[:i])
        after = tuple((x["kind"], x["n"]) for x in others[i:])
        out.append(tasks.act("reward_order", _l_order, tr["company"], tr["n"], before, after, position=i))
    return out[::-1]  # the usual order (the steps last) first


def _order_choose(s: State, D: Catalog, t: RewardOrderTask, a: Action, ev: list) -> None:
    s["tasks"].pop(0)
    i = a["position"]
    ordered = [*t["others"][:i], t["track"], *t["others"][i:]]
    tasks.push_front(s, *ordered)


tasks.task_kind("reward_order", options=_order_options, choose=_order_choose, single=True,
                describe=lambda s, D, t: msg("mombasa-ask-reward-order"))
