"""Action 2: use all expansion cards to expand one company (rulebook pages 5-6)."""

from __future__ import annotations

from rules.core import Action, msg
from rules.mombasa import tasks
from rules.mombasa import wording as W
from rules.mombasa.area import expansion_cards, expansion_value
from rules.mombasa.components.catalog import Catalog
from rules.mombasa.rewards import reward_tasks
from rules.mombasa.state import ExpansionTask, OustTask, PlainTask, State, Task, in_turn
from rules.mombasa.tracks import posts_in_base, return_columns, return_post, take_post
from rules.mombasa.wording import event


def has_post(s: State, rid: str, cid: str) -> bool:
    return any(p["company"] == cid for p in s["regions"][rid])


def entry_costs(s: State, D: Catalog, cid: str) -> dict[str, int]:
    """Region -> expansion points to enter it now, for every directly accessible region."""
    own = {rid for rid, posts in s["regions"].items() if any(p["company"] == cid for p in posts)}
    base = f"base:{cid}"
    out: dict[str, int] = {}
    for rid, region in D.regions.items():
        if rid in own:
            continue
        adj = D.adjacency.get(rid, {})
        # (Leaving an enclave towards its surrounding region is allowed like any border.)
        if region.enclave_in is not None:
            # An enclave is entered only from its surrounding region (rulebook page 6).
            origins = [adj.get(region.enclave_in, 1)] if region.enclave_in in own else []
        else:
            origins = [pts for node, pts in adj.items() if node == base or node in own]
        if not origins:
            continue
        cost = min(origins)
        if any(p["company"] != cid for p in s["regions"][rid]):
            cost += 1
        out[rid] = cost
    return out


def start(s: State, D: Catalog) -> None:
    seat = in_turn(s)
    refs = expansion_cards(s, D, seat)
    total = expansion_value(s, D, seat)
    tasks.push_back(s, {"kind": "expansion", "company": None, "points": total, "left": total, "refs": refs, "entered": []})


def _options(s: State, D: Catalog, t: ExpansionTask) -> list[Action]:
    if t["company"] is None:
        out = [tasks.act("expand_company", _l_expand, cid, t["points"], company=cid)
               for cid in D.companies() if posts_in_base(s, cid)]
        if not out:
            out.append(tasks.act("finish_expansion", msg("mombasa-act-forfeit-expansion")))
        return out
    cid = t["company"]
    out = []
    for rid, cost in sorted(entry_costs(s, D, cid).items(), key=lambda kv: (kv[1], D.region_name(kv[0]))):  # data names: a stable order
        if cost > t["left"]:
            continue
        for k, col in enumerate(s["bases"][cid]):
            if col["posts"]:
                out.append(tasks.act("enter", _l_enter, rid, cid, k, cost, region=rid, column=k))
    out.append(tasks.act("finish_expansion", _l_finish, t["left"]))
    return out


def _choose(s: State, D: Catalog, t: ExpansionTask, a: Action, ev: list) -> None:
    seat = in_turn(s)
    if a.kind == "expand_company":
        t["company"] = a["company"]
        ev.append(event("ExpansionStarted", msg("mombasa-ev-expansion-started", seat=W.who(s, seat, True), company=W.company(a["company"]), points=t["points"]), seat=seat, company=a["company"], points=t["points"]))
        return
    if a.kind == "enter":
        cid, rid, k = t["company"], a["region"], a["column"]
        assert cid is not None  # a region is entered once the company is chosen (expand_company)
        cost = entry_costs(s, D, cid)[rid]
        take_post(s, cid, k)
        s["regions"][rid].append({"company": cid, "upended": True})
        t["left"] -= cost
        t["entered"].append(rid)
        ev.append(event("RegionEntered", msg("mombasa-ev-region-entered", seat=W.who(s, seat, True), region=W.region(rid), company=W.company(cid), cost=cost), seat=seat, company=cid, region=rid, column=k, cost=cost))
        if t["left"] > 0 and posts_in_base(s, cid):
            return
        if not posts_in_base(s, cid) and t["left"] > 0:
            ev.append(event("ExpansionForfeited", msg("mombasa-ev-expansion-forfeited", seat=W.who(s, seat), company=W.company(cid), points=t["left"]), seat=seat, company=cid, points=t["left"]))
    _finish(s, D, t, ev)


def _finish(s: State, D: Catalog, t: ExpansionTask, ev: list) -> None:
    seat = in_turn(s)
    s["tasks"].pop(0)
    cid = t["company"]
    pounds = diamonds = bk = steps = 0
    follow: list[Task] = []
    for rid in t["entered"]:
        rw = D.regions[rid].rewards
        pounds += rw.pounds
        diamonds += rw.diamonds
        bk += rw.bookkeeping
        steps += rw.track
    # Region rewards may be taken in any order (rulebook page 6). The engine takes pounds
    # first (they may pay a capital call), then diamonds, then the bookkeeping points (as
    # decisions), then the steps on the expanded company's track.
    follow += reward_tasks(D, pounds=pounds, diamonds=diamonds, bookkeeping=bk, company=cid, steps=steps, why="regions")
    for rid in t["entered"]:
        for post in s["regions"][rid]:
            if post["company"] != cid:
                follow.append({"kind": "oust", "region": rid, "company": post["company"]})
    follow.append({"kind": "upend"})
    follow.append({"kind": "flip", "refs": list(t["refs"])})
    if t["entered"] or cid:
        ev.append(event("ExpansionFinished", msg("mombasa-ev-expansion-finished", seat=W.who(s, seat, True), company=W.company(cid) if cid else "none", regions=len(t["entered"])), seat=seat, company=cid, regions=list(t["entered"])))
    tasks.push_front(s, *follow)


def _describe(s: State, D: Catalog, t: ExpansionTask):
    if t["company"] is None:
        return msg("mombasa-ask-expansion-company", points=t["points"])
    return msg("mombasa-ask-expansion-regions", company=W.company(t["company"]), left=t["left"])


def _l_expand(cid: str, points: int):
    return msg("mombasa-act-expand", company=W.company(cid), points=points)


def _l_enter(rid: str, cid: str, k: int, cost: int):
    return msg("mombasa-act-enter", region=W.region(rid), company=W.company(cid), column=k + 1, cost=cost)


def _l_finish(left: int):
    return msg("mombasa-act-finish-expansion", left=left)


def _l_oust_remove(cid: str):
    return msg("mombasa-act-oust-remove", company=W.company(cid))


def _l_oust_return(cid: str, k: int):
    return msg("mombasa-act-oust-return", company=W.company(cid), column=k + 1)


tasks.task_kind("expansion", options=_options, choose=_choose, single=True, describe=_describe)


# -- ousting ------------------------------------------------------------------------------------


def _oust_options(s: State, D: Catalog, t: OustTask) -> list[Action]:
    cid = t["company"]
    cols = return_columns(s, cid)
    if not cols:
        return [tasks.act("oust_remove", _l_oust_remove, cid)]
    return [tasks.act("oust_return", _l_oust_return, cid, k, column=k) for k in cols]


def _oust_choose(s: State, D: Catalog, t: OustTask, a: Action, ev: list) -> None:
    seat = in_turn(s)
    s["tasks"].pop(0)
    cid, rid = t["company"], t["region"]
    posts = s["regions"][rid]
    for i, p in enumerate(posts):
        if p["company"] == cid:
            del posts[i]
            break
    if a.kind == "oust_remove":
        s["removed"][cid] += 1
        ev.append(event("PostsOusted", msg("mombasa-ev-post-ousted-removed", seat=W.who(s, seat, True), company=W.company(cid), region=W.region(rid)), seat=seat, company=cid, region=rid, column=None))
    else:
        return_post(s, cid, a["column"])
        ev.append(event("PostsOusted", msg("mombasa-ev-post-ousted", seat=W.who(s, seat, True), company=W.company(cid), region=W.region(rid), column=a["column"] + 1), seat=seat, company=cid, region=rid, column=a["column"]))


def _upend(s: State, D: Catalog, t: PlainTask, ev: list) -> None:
    for posts in s["regions"].values():
        for p in posts:
            p["upended"] = False


tasks.task_kind("oust", options=_oust_options, choose=_oust_choose, single=True,
                describe=lambda s, D, t: msg("mombasa-ask-oust", company=W.company(t["company"])))
tasks.task_kind("upend", auto=_upend)
