"""Benchmark of the bot: time from an interaction to the bot's full response, for the typical
Mombasa actions. A plain script (not collected by pytest):

    python tests/bench/bot.py [--games N] [--seed S] [--game-seed G] [--lang en|nl]
                              [--kind mombasa|batavia] [--players P] [--moves M]

Runs the real GameHost in the simcord offline simulator on a temporary database, with the
real Mombasa engine and renderer, and plays whole 2-player games through the UI the way the
bot tests do: whoever must act opens their panel on the latest board and picks random
legal choices through the components. Every interaction is timed from the click until the
bot has answered completely, and classed as:

- commit: the click that plays a move (engine + store with its version check + board render
  + PNG + the public board message with the ping), i.e. a typical Mombasa action;
- panel:  "Open my panel" (store + engine: the private panel from legal_actions);
- choose: one decision in the panel (engine speculation + the draft saved + panel edit).

Prints the median and 95th percentile per class and over everything, and the machine's
load average (the figures are only comparable at a similar load). ``--lang nl`` plays with
Dutch clients on a Dutch server (the game, its thread, images and panels in Dutch): compare
with ``--lang en`` and the same ``--game-seed`` for what translation costs.
Target: median under 250 ms, p95 under 500 ms for a typical action.

``--kind batavia`` plays whole Batavia games (``--players`` 3-5, default 4) through slash
commands the way tests/bot/test_batavia_game.py does (``/batavia play`` with a value its
autocomplete offered, a seeded policy choosing which), timed per class:

- bid:          a bid or a pass (engine + store + the auction image + the thread post);
- turn:         the command that plays a turn (cards laid out, the merchant moved, the
                counter, maybe an exchange; or 2 cards drawn), with its images and post
                (a new round's four images when it ends the round);
- step:         a decision inside a turn before it is played (a card laid out: the draft
                saved, the private panel with its hand image);
- autocomplete: the choices offered while typing the command's value;
- panel:        "Open my panel" on the latest board (once per move).

Also counts the taps of every move, as a player's thumb does: "Open my panel" when the move
did not start in the reply to the player's last click, each button (Confirm too) one tap,
a pick in a menu two (open it, pick). They are printed per kind of move (the first stored
action's kind: a planning move is "plan_place" or "plan_commit", a goods action "goods",
an expansion "expand" by its regions, a plan by its cards...): mean, median and max, and
the mean over every move. The players choose at random, so a random plan may take more
picks than a deliberate one. ``--players`` (2-4) sets the Mombasa table too (default 2).

Where the taps of a bookkeeping move and of an expansion go is printed per decision: each
tap is classed by the first action it drafted (its decision: "ink" for the ink jar, "books"
for the points spent, "book space" for a book placed, "region" for a region entered...),
"open" for "Open my panel" and "confirm" for Confirm.

The random player plays what a player who knows what they want would tap: never Back,
never a menu opened and left, no card taken back or moved once planned, and a book on the
space the rulebook advises (front to back ahead of the ink jar, page 7), of the books the
panel suggests where bookkeeping points have more ways than a row of buttons (an expansion
finished early too: its Confirm with the suggested book, not "…, then choose other books"), unless
``--spaces-by-hand``: then it also picks a book's space by hand, and other books one point
at a time, at random.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import simcord  # noqa: E402

from bot.client import GameHost  # noqa: E402
from bot.config import Settings  # noqa: E402
from rules.catalogues import words  # noqa: E402
from tests.bot.helpers import labels  # noqa: E402

MOVE_LIMIT = 400


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[index]


class Timer:
    def __init__(self) -> None:
        self.samples: dict[str, list[float]] = {}

    async def run(self, thread, coro, kind: str | None = None):
        """Await one interaction; class it "commit" if it posted to the thread."""
        before = len(thread.history())
        start = time.perf_counter()
        result = await coro
        elapsed = (time.perf_counter() - start) * 1000
        if kind is None:
            kind = "commit" if len(thread.history()) > before else "choose"
        self.samples.setdefault(kind, []).append(elapsed)
        return result


def controls(message) -> list[dict]:
    """Every button and menu of a message, in order, however deep its layout nests them
    (action rows, or a layout's containers and sections with an accessory button)."""
    out: list[dict] = []

    def walk(items) -> None:
        for c in items or []:
            if not isinstance(c, dict):
                continue
            if c.get("type") in (2, 3):
                out.append(c)
            walk(c.get("components"))
            if isinstance(c.get("accessory"), dict):
                walk([c["accessory"]])

    # a panel's components are payloads; a thread message's are discord.py's objects
    walk([c if isinstance(c, dict) else c.to_dict() for c in message.components])
    return out


def _menu_of(panel, value: str) -> str | None:
    for c in controls(panel):
        if c.get("type") == 3 and any(o["value"] == value for o in c.get("options", [])):
            return c["custom_id"]
    return None


def button_labels(message) -> list[str]:
    return [c["label"] for c in controls(message) if c.get("type") == 2 and c.get("label")]


def use_locale(lang: str) -> None:
    """Every interaction comes from a client (and server) in ``lang`` (simcord's: en-US)."""
    import simcord.interactions as sim

    real = sim.base_payload

    def base_payload(*args, **kwargs):
        record, payload = real(*args, **kwargs)
        payload["locale"] = lang
        if "guild_locale" in payload:
            payload["guild_locale"] = lang
        return record, payload

    sim.base_payload = base_payload


def panel_choices(panel, nav: set[str], skip: set[str] = frozenset()) -> list[tuple[str, str]]:
    """The choices a panel offers: its buttons but ``nav``, its menus' options but those
    of a menu asking one of ``skip``."""
    out = []
    for c in controls(panel):
        if c.get("type") == 2 and c.get("label") and c["label"] not in nav and c.get("custom_id"):
            out.append(("button", c["label"]))
        elif c.get("type") == 3 and c.get("placeholder") not in skip:
            out += [("select", o["value"]) for o in c.get("options", [])]
    return out


# Whether the random player also chooses a book's space by hand (the menu beside the
# buttons that place a reward's book front to back, as rulebook page 7 advises, and the
# space buttons beside the front-to-back one): a correction of the default, like moving a
# planned card to another slot (--spaces-by-hand); its goals are random among the books
# and pounds, each book then on the space the rulebook advises
SPACES_BY_HAND = False


MENU_TAPS = 2  # a pick in a menu: open it, then pick


# the decision a tap answered, by the first action it drafted (see the module's docstring)
DECISIONS = {
    "flip_book": "ink", "no_flip": "ink", "ink_forward": "ink", "ink_stop": "ink",
    "take_book": "books", "take_pound": "books", "place_book": "book space",
    "expand": "action", "expand_company": "company", "enter": "region",
    "finish_expansion": "finish", "oust_return": "oust", "oust_remove": "oust",
}


class Drafted:
    """What a seat has drafted, read from the store: the actions a tap added are the
    decision it answered."""

    def __init__(self, store, game_id: int, seat: int) -> None:
        self.store, self.game_id, self.seat = store, game_id, seat
        self.seen = max((e.seq for e in store.action_log(game_id)), default=0)

    def actions(self) -> list[dict]:
        saved = self.store.get_draft(self.game_id, self.seat)
        actions = saved.draft.get("actions", []) if saved is not None and isinstance(saved.draft, dict) else []
        import json

        logged = [json.loads(e.action) for e in self.store.action_log(self.game_id) if e.seq > self.seen]
        return logged + list(actions)

    @staticmethod
    def decision(before: list[dict], after: list[dict]) -> str:
        added = after[len(before):] if len(after) > len(before) and after[:len(before)] == before else []
        if not added:
            return "other"
        kind = added[0].get("kind", "?")
        return DECISIONS.get(kind, kind)


async def play_move(timer: Timer, actor, thread, rng: random.Random, lang: str = "en",
                    panel=None, drafted: Drafted | None = None) -> tuple[int, object]:
    """One move through the panel: from ``panel`` (the reply to the player's last click,
    showing their next decision) or else "Open my panel" on the latest board. Returns its
    taps (the opening one too) and the reply that ended it (the next decision, if any);
    with ``drafted``, each tap's decision is kept in ``timer.steps`` (a list of (decision,
    taps) for this move)."""
    w = words(lang)
    open_panel, confirm, played = w("bot-button-open-panel"), w("bot-button-confirm"), w("bot-played")
    # never a step back (Back, if the panel has it): random play would go round in circles
    nav = {w(k) for k in ("bot-button-cancel", "bot-button-confirm", "bot-button-previous", "bot-button-next",
                          "bot-button-back") if w.has(k)}
    # corrections, not choices: taking a planned card back, moving the card just placed to
    # another slot (random play would go round in circles; a player plans in the slots' order)
    corrections = tuple(w(key, **args).split("\x00")[0] for key, args in (
        ("mombasa-act-plan-take", {"card": "\x00", "slot": ""}), ("bot-mombasa-plan-move", {"card": "\x00", "number": "\x00"})))
    taps = 0
    steps: list[tuple[str, int]] = []
    timer.steps = steps  # type: ignore[attr-defined]
    if panel is None:
        board = [m for m in thread.history() if open_panel in button_labels(m)][-1]
        result = await timer.run(thread, actor.click(board, label=open_panel), "panel")
        panel, taps = result.response, 1
        steps.append(("open", 1))
    for _ in range(60):
        before = drafted.actions() if drafted is not None else []
        if confirm in button_labels(panel):
            result = await timer.run(thread, actor.click(panel, label=confirm))
            taps += 1
            steps.append(("confirm", 1))
        else:
            by_hand = {w("bot-mombasa-books-own-space-menu"), w("bot-mombasa-books-other-menu")}
            choices = panel_choices(panel, nav, set() if SPACES_BY_HAND else by_hand)
            pool = [c for c in choices if not (c[0] == "button" and c[1].startswith(corrections))] or choices
            if not SPACES_BY_HAND:
                # an expansion finished early: with the books suggested (its Confirm), not
                # "…, then choose other books" (the books chosen by hand, as the menus above)
                by_hand_finish = w("bot-mombasa-finish-other-books", finish="\x00").split("\x00")[1]
                pool = [c for c in pool if not (c[0] == "button" and c[1].endswith(by_hand_finish))] or pool
            if not SPACES_BY_HAND and w("bot-mombasa-book-space-ask-any", book="\x00").split("\x00")[1] in panel.content:
                # a book's space: the one front to back (its button), not one of the spaces by hand
                pool = [c for c in pool if not (c[0] == "button" and re.fullmatch(r"\d+( \(.+\))?", c[1]))] or pool
            how, what = rng.choice(pool)
            click = (actor.click(panel, label=what) if how == "button"
                     else actor.select(panel, [what], custom_id=_menu_of(panel, what)))
            result = await timer.run(thread, click)
            taps += 1 if how == "button" else MENU_TAPS
            if drafted is not None:
                steps.append((Drafted.decision(before, drafted.actions()), 1 if how == "button" else MENU_TAPS))
        panel = result.response
        if played in panel.content or not panel_choices(panel, set()):
            return taps, panel
    raise RuntimeError("a move took more than 60 decisions")


def move_kind(store, game_id: int, seen: int) -> str:
    """The kind of the first action stored after log entry ``seen``; an expansion by its
    regions ("expand, 2 regions") and a plan by its cards ("plan, 3 cards"), as the
    targets go by them."""
    import json

    kinds = [json.loads(e.action).get("kind", "?") for e in store.action_log(game_id) if e.seq > seen]
    if not kinds:
        return "?"
    if kinds[0] == "expand":
        return f"expand, {kinds.count('enter')} regions"
    if kinds[-1] == "plan_commit":
        return f"plan, {kinds.count('plan_place') - kinds.count('plan_take')} cards"
    return kinds[0]


async def run(games: int, seed: int, lang: str = "en", limit: int = MOVE_LIMIT,
              seats: int = 2) -> tuple[Timer, int]:
    timer = Timer()
    timer.taps = {}  # type: ignore[attr-defined]
    timer.opened = 0  # type: ignore[attr-defined]  # moves begun with "Open my panel"
    timer.decisions = {}  # type: ignore[attr-defined]  # move kind -> decision -> taps, per move
    moves = 0
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(discord_token="bench-token", database_path=Path(tmp) / "bench.sqlite3")
        bot = GameHost(settings)
        async with simcord.run(bot, settle_timeout=30.0) as env:
            guild = env.create_guild("Bench")
            channel = guild.create_text_channel("games")
            names = ("alice", "bob", "carol", "dave")[:seats]
            players = [guild.add_member(env.create_user(n)) for n in names]
            store = bot.games.store.sync
            for g in range(games):
                rng = random.Random(seed + g)
                lobby = (await players[0].slash(channel, "mombasa new", players=seats)).response
                for other in players[1:]:
                    await other.click(lobby, label=words(lang)("bot-button-join"))
                await players[0].click(lobby, label=words(lang)("bot-button-start"))
                thread = channel.threads[-1]
                game_id = store.find_games(thread_id=thread.id)[0].id
                last: tuple[int, object] | None = None  # who moved last, and the reply they got
                for _ in range(limit):
                    loaded = store.load_game(game_id)
                    if loaded.game.is_over(loaded.state):
                        break
                    seat = loaded.game.to_move(loaded.state)[0]
                    seen = max((e.seq for e in store.action_log(game_id)), default=0)
                    # the reply to the player's own last move goes on with their next
                    # decision when nobody moved since: no need to open the panel again
                    shown = last[1] if last is not None and last[0] == seat else None
                    if shown is not None and not panel_choices(shown, set()):
                        shown = None
                    taps, reply = await play_move(timer, players[seat], thread, rng, lang, shown,
                                                  Drafted(store, game_id, seat))
                    timer.opened += shown is None  # type: ignore[attr-defined]
                    last = (seat, reply)
                    kind = move_kind(store, game_id, seen)
                    timer.taps.setdefault(kind, []).append(taps)
                    timer.decisions.setdefault(kind, []).append(timer.steps)  # type: ignore[attr-defined]
                    moves += 1
    return timer, moves


BATAVIA_CLASSES = ("bid", "turn", "step", "autocomplete", "panel")


async def run_batavia(games: int, seed: int, lang: str = "en", players: int = 4,
                      limit: int = MOVE_LIMIT * 3) -> tuple[Timer, int]:
    """Whole Batavia games through slash commands; every interaction timed by class."""
    from rules import get_game
    from tests.bot.batavia_play import drafted_state, pick

    get_game("batavia")  # its engine registers its catalogue before the words below
    timer = Timer()
    moves = 0
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(discord_token="bench-token", database_path=Path(tmp) / "bench.sqlite3")
        bot = GameHost(settings, games=("batavia",))
        w = words(lang)
        async with simcord.run(bot, settle_timeout=30.0) as env:
            guild = env.create_guild("Bench")
            channel = guild.create_text_channel("games")
            names = ("alice", "bob", "carol", "dave", "frank")[:players]
            members = [guild.add_member(env.create_user(n)) for n in names]
            store = bot.games.store.sync
            for g in range(games):
                rng = random.Random(seed + g)
                lobby = (await members[0].slash(channel, "batavia new", players=players)).response
                for m in members[1:]:
                    await m.click(lobby, label=w("bot-button-join"))
                await members[0].click(lobby, label=w("bot-button-start"))
                thread = channel.threads[-1]
                game_id = store.find_games(thread_id=thread.id)[0].id
                for _ in range(limit):
                    loaded = store.load_game(game_id)
                    if loaded.game.is_over(loaded.state):
                        break
                    seat = loaded.game.to_move(loaded.state)[0]
                    actor = members[seat]
                    state = drafted_state(type("W", (), {"env": env})(), loaded, seat)
                    if state is loaded.state:  # a new move: its player opens the panel first
                        board = [m for m in thread.history() if w("bot-button-open-panel") in labels(m)][-1]
                        await timer.run(thread, actor.click(board, label=w("bot-button-open-panel")), "panel")
                    action = pick(loaded.game, state, seat, rng)
                    label = w(action.message)
                    offered = await timer.run(thread, actor.autocomplete(thread, "batavia play", "choice", label),
                                              "autocomplete")
                    value = next((c["value"] for c in offered if c["name"] == label), None)
                    if value is None:
                        raise RuntimeError(f"{label!r} not offered: {offered}")
                    before = len(thread.history())
                    start = time.perf_counter()
                    await actor.slash(thread, "batavia play", choice=value)
                    elapsed = (time.perf_counter() - start) * 1000
                    posted = len(thread.history()) > before
                    kind = ("bid" if action.kind in ("bid", "pass") else "turn") if posted else "step"
                    timer.samples.setdefault(kind, []).append(elapsed)
                    moves += posted
    return timer, moves


def complete(args) -> str:
    return f"started (at most {args.moves} decisions each)" if args.moves else "complete"


def main_batavia(args) -> None:
    load_before = os.getloadavg()[0]
    started = time.perf_counter()
    timer, moves = asyncio.run(run_batavia(args.games, args.seed, args.lang, args.players,
                                              args.moves or MOVE_LIMIT * 3))
    took = time.perf_counter() - started
    print(f"bot benchmark: {args.games} {complete(args)} {args.players}-player Batavia games in {args.lang!r}, "
          f"{moves} moves, {took:.0f} s;")
    print(f"machine load average {load_before:.1f} before, {os.getloadavg()[0]:.1f} after, on "
          f"{os.cpu_count()} cores (other work on the machine slows every figure)")
    print("times from an interaction to the bot's full response")
    for kind in BATAVIA_CLASSES:
        values = timer.samples.get(kind, [])
        if values:
            print(f"  {kind:<12} n={len(values):<4} median {statistics.median(values):7.1f} ms"
                  f"   p95 {percentile(values, 0.95):7.1f} ms   max {max(values):7.1f} ms")
    moves_ = [v for k in ("bid", "turn") for v in timer.samples.get(k, [])]
    if moves_:
        ok = statistics.median(moves_) < 250 and percentile(moves_, 0.95) < 500
        print(f"  a move (bid or turn): {'meets' if ok else 'MISSES'} the target (median < 250 ms, p95 < 500 ms)")


def print_decisions(decisions: dict[str, list[list[tuple[str, int]]]]) -> None:
    """Where the taps of bookkeeping moves and expansions go: per decision, the taps it
    took per move (a mean over the moves of that kind), and its share."""
    shown = sorted(k for k in decisions if k == "bookkeeper" or k.startswith("expand"))
    if not shown:
        return
    print("  where their taps go, per decision (taps per move, mean over the moves of the kind):")
    for kind in shown:
        moves = decisions[kind]
        total: dict[str, int] = {}
        for steps in moves:
            for decision, taps in steps:
                total[decision] = total.get(decision, 0) + taps
        parts = ", ".join(f"{d} {t / len(moves):.1f}" for d, t in sorted(total.items(), key=lambda dt: -dt[1]))
        print(f"    {kind:<18} {parts}")
        for steps in moves:
            print(f"      {' + '.join(f'{d} {t}' for d, t in steps)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game-seed", type=int, default=None,
                        help="the games' own seed (default: random), so two runs play the same games")
    parser.add_argument("--lang", choices=("en", "nl"), default="en",
                        help="the players' and the server's language (default: en)")
    parser.add_argument("--kind", choices=("mombasa", "batavia"), default="mombasa",
                        help="the game played (default: mombasa)")
    parser.add_argument("--players", type=int, choices=(2, 3, 4, 5), default=None,
                        help="the players (Mombasa 2-4, default 2; Batavia 3-5, default 4)")
    parser.add_argument("--spaces-by-hand", action="store_true",
                        help="the random player also takes books with their space chosen by hand "
                             "(default: the front-to-back space the buttons offer)")
    parser.add_argument("--moves", type=int, default=0,
                        help="stop each game after this many decisions (default 0: play it to the end)")
    args = parser.parse_args()
    use_locale(args.lang)
    global SPACES_BY_HAND
    SPACES_BY_HAND = args.spaces_by_hand
    if args.game_seed is not None:
        import secrets

        secrets.randbits = lambda bits: args.game_seed
    if args.kind == "batavia":
        args.players = args.players or 4
        if args.players < 3:
            parser.error("Batavia is played by 3 to 5")
        main_batavia(args)
        return
    args.players = args.players or 2
    if args.players > 4:
        parser.error("Mombasa is played by 2 to 4")
    load_before = os.getloadavg()[0]
    started = time.perf_counter()
    timer, moves = asyncio.run(run(args.games, args.seed, args.lang, args.moves or MOVE_LIMIT, args.players))
    took = time.perf_counter() - started
    print(f"bot benchmark: {args.games} {complete(args)} {args.players}-player Mombasa games in {args.lang!r}, {moves} moves, "
          f"{took:.0f} s;")
    print(f"machine load average {load_before:.1f} before, {os.getloadavg()[0]:.1f} after, on "
          f"{os.cpu_count()} cores (other work on the machine slows every figure)")
    print("times from an interaction to the bot's full response")
    for kind in ("commit", "panel", "choose"):
        values = timer.samples.get(kind, [])
        if values:
            print(f"  {kind:<7} n={len(values):<4} median {statistics.median(values):7.1f} ms"
                  f"   p95 {percentile(values, 0.95):7.1f} ms   max {max(values):7.1f} ms")
    everything = [v for values in timer.samples.values() for v in values]
    print(f"  all     n={len(everything):<4} median {statistics.median(everything):7.1f} ms"
          f"   p95 {percentile(everything, 0.95):7.1f} ms")
    print('taps per move ("Open my panel" when needed, a button 1, a pick in a menu 2), '
          "by the move's first action (random play)")
    for kind, values in sorted(timer.taps.items()):
        print(f"  {kind:<18} n={len(values):<4} mean {statistics.mean(values):4.1f}"
              f"   median {statistics.median(values):4.1f}   max {max(values):3d}")
    print_decisions(timer.decisions)  # type: ignore[attr-defined]
    every = [v for values in timer.taps.values() for v in values]
    if every:
        print(f"  every move         n={len(every):<4} mean {statistics.mean(every):4.1f}; "
              f"{timer.opened} of {len(every)} begun with \"Open my panel\"")
    commits = timer.samples.get("commit", [])
    if commits:
        ok = statistics.median(commits) < 250 and percentile(commits, 0.95) < 500
        print(f"  typical action (commit): {'meets' if ok else 'MISSES'} the target "
              "(median < 250 ms, p95 < 500 ms)")


if __name__ == "__main__":
    main()
