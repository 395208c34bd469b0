"""Reward effects shared by regions, books, majorities and bonus spaces, as tasks."""

from __future__ import annotations

from rules.core import Action, event
from rules.mombasa import tasks
from rules.mombasa.area import mark_used
from rules.mombasa.catalog import Catalog
from rules.mombasa.state import State, player, pname
from rules.mombasa.tracks import gain_pounds, move_diamond, move_track, take_post


def _pounds(s: State, D: Catalog, t: dict, ev: list) -> None:
    gain_pounds(s, s["turn"], t["n"], ev, t.get("why", ""))


def _pay(s: State, D: Catalog, t: dict, ev: list) -> None:
    p = player(s, s["turn"])
    n = min(t["n"], p["money"])
    if n:
        p["money"] -= n
        ev.append(event("PoundsPaid", f"{pname(s['turn'])} paid {n} pound{'s' if n != 1 else ''}.", seat=s["turn"], pounds=n))


def _diamonds(s: State, D: Catalog, t: dict, ev: list) -> None:
    move_diamond(s, D, s["turn"], t["n"], ev)


def _track(s: State, D: Catalog, t: dict, ev: list) -> None:
    move_track(s, D, s["turn"], t["company"], t["n"], ev)


def _flip(s: State, D: Catalog, t: dict, ev: list) -> None:
    for ref in t["refs"]:
        mark_used(s, s["turn"], ref)


tasks.task_kind("pounds", auto=_pounds)
tasks.task_kind("pay", auto=_pay)
tasks.task_kind("diamonds", auto=_diamonds)
tasks.task_kind("track", auto=_track)
tasks.task_kind("flip", auto=_flip)


# -- remove trading posts (majority coffee 5+, some books) -----------------------------------
# "Remove 1 trading post from a company base of your choice ... the foremost in its column.
# Take the trading post completely out of the game." (Overview of selected icons)


def _remove_options(s: State, D: Catalog, t: dict) -> list[Action]:
    out = []
    for cid in D.companies():
        for k, col in enumerate(s["bases"][cid]):
            if col["posts"]:
                out.append(tasks.act("remove_post", f"Remove the foremost {D.company_name(cid)} post of column {k + 1} from the game", company=cid, column=k))
    return out


def _remove_choose(s: State, D: Catalog, t: dict, a: Action, ev: list) -> None:
    cid, k = a["company"], a["column"]
    take_post(s, cid, k)
    s["removed"][cid] += 1
    ev.append(event("PostRemoved", f"{pname(s['turn'])} removed a {D.company_name(cid)} trading post (column {k + 1}) from the game.", seat=s["turn"], company=cid, column=k))
    t["n"] -= 1
    if t["n"] <= 0:
        s["tasks"].pop(0)


tasks.task_kind(
    "remove_post",
    options=_remove_options,
    choose=_remove_choose,
    describe=lambda s, D, t: f"Choose a trading post to remove from a company base ({t['n']} left).",
)


def reward_tasks(D: Catalog, pounds: int = 0, diamonds: int = 0, bookkeeping: int = 0,
                 company: str | None = None, steps: int = 0, remove: int = 0, why: str = "") -> list[dict]:
    """Tasks for a bundle of rewards, in the order that helps the player most: pounds first
    (they may pay capital calls), diamonds, bookkeeping points, then track steps."""
    out: list[dict] = []
    if pounds:
        out.append({"kind": "pounds", "n": pounds, "why": why})
    if diamonds:
        out.append({"kind": "diamonds", "n": diamonds})
    if bookkeeping:
        out.append({"kind": "gain_bk", "n": bookkeeping})
    if company and steps:
        out.append({"kind": "track", "company": company, "n": steps})
    if remove:
        out.append({"kind": "remove_post", "n": remove})
    return out
