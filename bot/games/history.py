"""History and undo: the game log as players read it, "since your last move" (what the
others did since a seat last acted, for its panel), and taking back a move."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, TypeVar

from bot.store import UndoRefused
from bot.store.records import LogEntry
from bot.words import current_language
from rules.catalogues import Words, words
from rules.core import Message, msg

from .after_commit import UNDO, AfterCommit, Helpers
from .base import ServiceBase
from .context import GameContext
from .drafting import stepping
from .drafts import next_rev
from .logbook import LogBlock, Logbook, make_logbook
from .naming import event_texts, namer, public_lines, seat_name, seat_names
from .outcomes import Outcome
from .profiles import get_profile

T = TypeVar("T")

def round_begun(events: list[Any]) -> int | None:
    """The round a move's public events began ("round" in an event: Mombasa's planning,
    Batavia's die throw before an auction), if any: where the log's round headings go."""
    rounds = [e["round"] for e in events if isinstance(e, dict) and e.get("visible_to") == "all"
              and type(e.get("round")) is int]
    return max(rounds) if rounds else None


def collapse_runs(texts: list[T], repeated: Callable[[T, int], T]) -> list[T]:
    """Runs of the same line become one, ``repeated(line, count)`` ("placed a card face
    down. (×3)"): the thread's posts and the game's log say a run the same way."""
    out: list[T] = []
    count = 0
    for i, text in enumerate(texts):
        count += 1
        if i + 1 < len(texts) and texts[i + 1] == text:
            continue
        out.append(text if count == 1 else repeated(text, count))
        count = 0
    return out

LOG_ACTIONS = 100_000  # the whole game
SINCE_WINDOW = 80  # actions looked back for "since your last move"
SINCE_LINES = 6  # at most this many of its lines (the latest), the rest counted: the
# choices stay on a phone's first screen


def since_last_move(store: Any, ctx: GameContext, seat: int) -> list[Message]:
    """"Since your last move": the lines the thread told of every move made since ``seat``
    last acted (the others' moves, and what they caused: the automated seats' turns, a
    round's end), oldest first, in the thread's words. Only public lines: what the seat
    may see. Empty when the seat acted last, or did not act in the last ``SINCE_WINDOW``
    actions. A run of the same line reads once with its count, as in the thread. The steps
    of a secret plan (a card placed face down, taken back: ``plan_steps``) are left out for
    a seat whose "has finished planning" (``plan_done``) follows: that line says it.

    Only the actions since are read and replayed, in one statement (``since_seat``)."""
    since = store.since_seat(ctx.id, seat, SINCE_WINDOW, step=stepping(ctx.game))
    if not since:
        return []
    automa = {s.seat for s in ctx.seats if s.automa}
    lines: list[Message] = []
    moves: list[list[Any]] = []
    for h in since:  # a move: one seat's actions in a row
        if moves and moves[-1][0].entry.seat == h.entry.seat:
            moves[-1].append(h)
        else:
            moves.append([h])
    profile = ctx.profile
    every = [e for move in moves for h in move for e in h.events]
    done = {e.get("seat"): i for i, e in enumerate(every) if e.get("type") in profile.plan_done}
    left_out = {i for i, e in enumerate(every)
                if e.get("type") in profile.plan_steps and i < done.get(e.get("seat"), -1)}
    at = 0
    for move in moves:
        events = [e for h in move for e in h.events]
        told = public_lines([e for i, e in enumerate(events, at) if i not in left_out], ctx.name)
        at += len(events)
        if move[0].entry.seat in automa:  # as the thread tells an automated seat's turn
            told = [msg("bot-automa-line", automa=ctx.profile.automa_name, line=m) for m in told]
        lines += told
    lines = collapse_runs(lines, lambda line, count: msg("bot-repeated", line=line, count=count))
    if len(lines) > SINCE_LINES:
        earlier = len(lines) - SINCE_LINES + 1
        lines = [msg("bot-since-earlier", count=earlier, command=ctx.profile.command),
                 *lines[earlier:]]
    return lines


class History:
    """The game's log as players read it, its export, and taking back a move."""

    def __init__(self, base: ServiceBase, helpers: Helpers) -> None:
        self.base = base
        self.helpers = helpers

    async def log_lines(self, game_id: int, user_id: int | None = None, *, actions: int = 80,
                        speaker: Words | None = None) -> list[str]:
        """The latest moves, oldest first, one block per move: who, the labels of their
        decisions and what happened. ``user_id`` sees their own secret decisions and the
        texts meant for them only; of everyone else only what was public. In the words of
        ``speaker`` (the caller's language; English by default)."""
        blocks = await self.log_blocks(game_id, user_id, actions=actions, speaker=speaker)
        return [b.text for b in blocks]

    async def logbook(self, game_id: int, user_id: int | None, *, room: int,
                      speaker: Words | None = None) -> Logbook:
        """The whole game's log in pages of at most ``room`` characters, with a heading per
        round and the moves taken back marked as such (``bot.games.logbook``)."""
        w = speaker or words(current_language())
        version = (await self.base.store.get_record(game_id)).version
        blocks = await self.log_blocks(game_id, user_id, actions=LOG_ACTIONS, speaker=w,
                                       undone=True)

        def heading(number: int, continued: bool) -> str:
            key = "bot-logbook-setup" if number < 1 else "bot-logbook-round"
            return w(msg(key + ("-continued" if continued else ""), round=number))

        return make_logbook(blocks, room, heading, version)

    async def log_blocks(self, game_id: int, user_id: int | None = None, *, actions: int = 80,
                         speaker: Words | None = None, undone: bool = False) -> list[LogBlock]:
        """``log_lines`` with where each move stands: its place in the log and the round its
        public events began; with ``undone``, the moves taken back too, in their place."""
        w = speaker or words(current_language())
        store = self.base.store
        record = await store.get_record(game_id)
        seats = await store.get_seats(game_id)
        history = await store.history(game_id, actions)
        profile = get_profile(record.kind)
        mine = next((s.seat for s in seats if user_id is not None and s.user_id == user_id and not s.automa), None)
        name = namer(seats, profile)
        names = seat_names(seats, profile)
        groups: list[list[Any]] = []
        for h in history:  # a committed move is one batch: same seat, same time
            if groups and (groups[-1][0].entry.seat, groups[-1][0].entry.created_at) == (
                h.entry.seat, h.entry.created_at
            ):
                groups[-1].append(h)
            else:
                groups.append([h])
        out = []
        for group in groups:
            seat = group[0].entry.seat
            who = seat_name(seats[seat], profile) if seat < len(seats) else "?"
            labels = [
                w(h.message, names=names) if h.message is not None else h.label for h in group
                if seat == mine or not any(
                    # a private event is the decision's secret, unless it is chance shown
                    # to the seat (``reveals``: the cards a public draw gave)
                    e.get("visible_to") == seat and not e.get("preview") and not e.get("reveals")
                    for e in h.events
                )
            ]
            first, last = group[0].entry.seq, group[-1].entry.seq
            head = f"#{first}" + (f"-{last}" if last != first else "")
            hidden = len(group) - len(labels)
            what = " → ".join(labels) if labels else ""
            if hidden:
                what += ("; " if what else "") + w(msg("bot-log-secret", count=hidden))
            lines = [w(msg("bot-log-move", head=head, who=who, what=what))]
            events = [e for h in group for e in h.events]
            # the same line in a row once, with its count, as the thread says it
            public = collapse_runs([w(m, names=names) for m in public_lines(events, name)],
                                   lambda line, count: w(msg("bot-repeated", line=line, count=count)))
            lines += [w(msg("bot-log-public", line=line)) for line in public]
            if mine is not None:
                lines += [w(msg("bot-log-private", line=m), names=names)
                          for m in event_texts(events, mine, name)]
            out.append(LogBlock("\n".join(lines), first, round_begun(events)))
        if undone:
            out = sorted(out + await self._undone_blocks(record, seats, w), key=lambda b: b.seq)
        return out

    async def _undone_blocks(self, record: Any, seats: list[Any], w: Words) -> list[LogBlock]:
        """The moves taken back, one block per undo, counted: what they were is not said,
        as a decision taken back may have been secret (a card placed face down), and the
        thread said the public ones when they were played."""
        profile = get_profile(record.kind)
        taken_back: dict[int, list[LogEntry]] = {}
        for entry in await self.base.store.action_log(record.id, include_undone=True):
            if entry.undo_id is not None:
                taken_back.setdefault(entry.undo_id, []).append(entry)
        out = []
        for entries in taken_back.values():
            seat = entries[0].seat
            who = seat_name(seats[seat], profile) if seat < len(seats) else "?"
            first, last = entries[0].seq, entries[-1].seq
            head = f"#{first}" + (f"-{last}" if last != first else "")
            # a committed move is one batch (same seat, same time), as ``log_blocks`` groups
            # them: a move of several decisions taken back is one move, not several
            moves = len({(e.seat, e.created_at) for e in entries})
            text = w(msg("bot-logbook-undone", head=head, who=who, count=moves))
            out.append(LogBlock(text, first, undone=True))
        return out

    # -- exporting -------------------------------------------------------------------
    async def export_for(self, game_id: int, user_id: int) -> tuple[str, bool]:
        """The game as a JSON file for ``user_id``, and whether it is whole.

        A finished or abandoned game exports whole (seed, seats, every action: it replays).
        A running one holds only what the requester may see: the public moves, the public
        board, and their own view if they play in it; never the seed, another seat's hand
        or plan, or the deck order. Admin rights give power over a game, not sight of it."""
        store = self.base.store
        record = await store.get_record(game_id)
        if record.status != "active":
            return await store.export_game_json(game_id), True
        async with self.base.lock(game_id):
            loaded = await store.load_game(game_id)
        seat = next((s.seat for s in loaded.seats if s.user_id == user_id and not s.automa), None)
        doc = {
            "format": "mombasa-bot.game-view",
            "format_version": 1,
            "note": words(current_language())(msg("bot-export-partial-note")),
            "kind": record.kind,
            "options": record.options,
            "players": record.players,
            "status": record.status,
            "version": record.version,
            "your_seat": seat,
            "view": loaded.game.view(loaded.state, seat),
            "log": await self.log_lines(game_id, user_id, actions=100_000),
            "source": {"game_id": record.id},
        }
        return json.dumps(doc, indent=1, sort_keys=True), False

    # -- undo ------------------------------------------------------------------------
    async def undo(self, game_id: int, user_id: int) -> Outcome:
        async with self.base.lock(game_id):
            undone = await self.base.run(self._undo_sync, game_id, user_id)
        return await UNDO.run_after_lock(undone)

    def _undo_sync(self, store: Any, game_id: int, user_id: int) -> AfterCommit:
        ctx = GameContext.load(store, game_id)
        seat = ctx.seat_of(user_id)
        ctx.require_active()
        saved = store.get_draft(game_id, seat)
        last = saved.draft.get("last") if saved is not None and isinstance(saved.draft, dict) else None
        if saved is not None and isinstance(saved.draft, dict) and saved.draft.get("undone") == ctx.version:
            # nothing happened since this seat's own undo: say so (not "another player moved")
            raise UndoRefused(game_id, msg("bot-undo-again"))
        count = 1
        if isinstance(last, dict) and last.get("version") == ctx.version:
            count = int(last.get("count", 1))
        before = ctx.game.to_move(ctx.state)
        after = GameContext(store.undo(game_id, seat, ctx.version, count), ctx.profile)
        rev = saved.draft.get("rev") if saved is not None and isinstance(saved.draft, dict) else 0
        store.clear_draft(game_id, seat)
        store.save_draft(game_id, seat, after.version,  # revisions only rise (bot/games/drafts.py)
                         {"rev": next_rev(rev if type(rev) is int else 0), "actions": [], "last": None,
                          "undone": after.version})
        who = after.seat_name(seat)
        outcome = Outcome(game_id, after.kind, after.version, after.place, who,
                          names=list(after.names), public=[msg("bot-took-back", who=who)])
        # the seat that undid is deciding again already: no ping for it (``actor``)
        return UNDO.run_under_lock(AfterCommit(
            self.helpers, after, after.state, after.version, outcome,
            to_move_before=tuple(before), actor=seat, moved=(seat,), store=store))
