"""When a move's post goes out, and what waits: the posting policy, Discord-free.

A move is stored first; its public post follows (``bot.ui.announce`` sends it). A post that
fails, or finds earlier posts of its game still waiting, goes to the outbox and is retried
with backoff, in order per game, until it goes out; once a game has ended only its last post
(the one that tells how it ended) is still tried, ``ENDED_ATTEMPTS`` times. A secret
decision's post is the phase's live status message, edited by the next ones; a picture the
thread already shows, byte for byte, is not posted again. Near the top of the thread the
live board shows the whole board as it stands, edited after every change: an edit uploads
only the parts whose bytes changed since it last showed them.
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from datetime import UTC, datetime
from typing import Any

from bot.store import Place, Post, Store
from bot.store.outbox import ENDED_ATTEMPTS, backoff

from .board import Picture
from .outcomes import Outcome

log = logging.getLogger(__name__)

STATUS = "status"  # the purpose of a game's live status message (message id 0: none)
LIVE = "live"  # the purpose of a game's live board message (message id 0: none)
POSTED_GAMES = 4096  # games whose last posted pictures are remembered (the least recent go)


def post_payload(outcome: Outcome, content: str) -> dict[str, Any]:
    """What the outbox keeps of a post, to send it late exactly as it would have gone now."""
    return {
        "content": content,
        "open_button": not (outcome.finished or outcome.ended),
        "ping": list(outcome.ping_user_ids),
        "what": outcome.view_what,
        "version": outcome.version,
        "secret": outcome.secret,
        # what its pictures are drawn from (public only), so a post sent late from the outbox
        # shows this move (its per-move image), not the board as it stands by then
        "view": None if outcome.secret else outcome.view,
        "move": None if outcome.secret else outcome.move,
    }


def _digest(picture: Picture) -> str | None:
    # the picture's own digest (``Picture.digest``): hashed once per picture, though a post
    # asks for it twice (changed? then remembered) and the live board too
    return picture.digest if picture.png is not None else None


class Posting:
    """The outbox's bookkeeping, the status message and the pictures last posted, over the
    store; one per game service."""

    def __init__(self, store: Store) -> None:
        self.store = store
        # the loop and a new move never post the same waiting post twice
        self.lock = asyncio.Lock()
        # game id -> picture file name -> the hash of its bytes as last posted in its thread
        self._posted: OrderedDict[int, dict[str, str]] = OrderedDict()
        # game id -> what its live board message shows: picture file name -> hash of its
        # bytes, and "" -> its text (nothing after a restart: the next edit shows all anew)
        self._live: OrderedDict[int, dict[str, str]] = OrderedDict()

    @staticmethod
    def now() -> datetime:
        return datetime.now(UTC)

    # The outbox

    async def waiting(self, game_id: int) -> bool:
        """Whether posts of the game wait in the outbox (a new one goes after them)."""
        return bool(await self.store.pending_posts(game_id))

    async def queue(self, game_id: int, payload: dict[str, Any], now: datetime, *,
                    error: str | None = None) -> None:
        """Keep a post for later: due at once behind the game's waiting ones, or, when it
        has just failed (``error``), after the first backoff."""
        due = now if error is None else now + backoff(1)
        await self.store.add_post(game_id, payload, due=due, error=error)

    async def to_send(self, now: datetime, game_id: int | None = None) -> dict[int, list[Post]]:
        """Waiting posts by game, in order: every one of ``game_id``, or all that are due (of
        this process's shards, claimed)."""
        # the due ones claimed for this process: another process sharing the database (or
        # a second flush here) does not post them too
        posts = (await self.store.pending_posts(game_id) if game_id is not None
                 else await self.store.claim_due_posts(now))
        by_game: dict[int, list[Post]] = {}
        for post in posts:
            by_game.setdefault(post.game_id, []).append(post)
        return by_game

    async def still_to_try(self, game_id: int, queue: list[Post]) -> tuple[Place | None, list[Post]]:
        """The game's place and those of its waiting posts still worth trying: none of a
        game that cannot be read; only the last of a game that has ended, until it failed
        ``ENDED_ATTEMPTS`` times. The others are dropped."""
        try:
            record = await self.store.get_record(game_id)
        except Exception:  # noqa: BLE001 - a game deleted or unreadable: its posts go
            log.warning("game %s: dropping %d waiting post(s), the game cannot be read", game_id, len(queue))
            for post in queue:
                await self.store.post_done(post.id)
            return None, []
        if record.status != "active":
            for post in queue[:-1]:
                await self.store.post_done(post.id)  # the game is over: only its last post matters
            queue = queue[-1:]
            if queue and queue[0].attempts >= ENDED_ATTEMPTS:
                log.warning("game %s: giving up its last post after %d tries", game_id, queue[0].attempts)
                await self.store.post_done(queue[0].id)
                return record.place, []
        return record.place, queue

    async def sent(self, post: Post) -> None:
        await self.store.post_done(post.id)

    async def failed(self, post: Post, error: str, now: datetime) -> int:
        """Count a failed try (the next after a backoff); the tries so far."""
        return await self.store.post_failed(post.id, error, now)

    async def backlog(self) -> int:
        """How many posts wait, of every game."""
        return len(await self.store.pending_posts())

    # The messages a game's posts leave behind

    async def remember(self, game_id: int, purpose: str, message_id: int, channel_id: int) -> None:
        await self.store.set_message(game_id, purpose, message_id, channel_id=channel_id)

    async def status_message(self, game_id: int) -> int | None:
        """The message id of the game's live status for its secret phase, if there is one."""
        ref = await self.store.get_message(game_id, STATUS)
        return ref.message_id if ref is not None and ref.message_id else None

    async def posted(self, game_id: int, message_id: int, channel_id: int, *, secret: bool,
                     purpose: str | None = None) -> None:
        """A secret decision's post becomes the phase's live status message; any other post
        ends the phase's status (the next secret phase starts a new one). A status already
        ended is not written again (a write transaction per post saved). ``purpose``: the
        post is also remembered as that message (the board), in the same write transaction:
        a committed move costs at most two (its commit and this; tests/bot/test_write_budget.py)."""
        refs: list[tuple[str, int, int | None, str | int]] = []
        if purpose is not None:
            refs.append((purpose, message_id, channel_id, ""))
        if secret:
            refs.append((STATUS, message_id, channel_id, ""))
        elif await self.status_message(game_id) is not None:
            refs.append((STATUS, 0, channel_id, ""))
        if refs:
            await self.store.set_messages(game_id, refs)

    # The pictures last posted in a game's thread

    def changed_pictures(self, game_id: int, pictures: list[Picture]) -> list[Picture]:
        """The pictures that show something the thread's last picture of the same kind (file
        name: a board part, the auction) did not: one the same byte for byte is not posted
        again (the board parts at the reveal of the plans, after an undo or a skipped turn).
        After a restart nothing is remembered: the first post shows its pictures whole."""
        last = self._posted.get(game_id, {})
        return [p for p in pictures if p.png is None or last.get(p.filename) != _digest(p)]

    def remember_pictures(self, game_id: int, pictures: list[Picture]) -> None:
        last = self._posted.setdefault(game_id, {})
        self._posted.move_to_end(game_id)
        last.update({p.filename: d for p in pictures if (d := _digest(p)) is not None})
        while len(self._posted) > POSTED_GAMES:
            self._posted.popitem(last=False)

    # The live board

    async def live_message(self, game_id: int) -> int | None:
        """The message id of the game's live board, if it has been posted."""
        ref = await self.store.get_message(game_id, LIVE)
        return ref.message_id if ref is not None and ref.message_id else None

    def live_changes(self, game_id: int, content: str, pictures: list[Picture]) -> tuple[bool, list[Picture]]:
        """Whether the live board's text changed, and its pictures whose bytes differ from
        what it shows (all of them when nothing is remembered: a new message, a restart)."""
        shown = self._live.get(game_id, {})
        changed = [p for p in pictures if p.png is None or shown.get(p.filename) != _digest(p)]
        return shown.get("") != content, changed

    def live_shown(self, game_id: int, content: str, pictures: list[Picture], *, anew: bool = False) -> None:
        """Remember what the live board shows now (``anew``: a new message, nothing before)."""
        if anew:
            self._live.pop(game_id, None)
        shown = self._live.setdefault(game_id, {})
        self._live.move_to_end(game_id)
        shown[""] = content
        shown.update({p.filename: d for p in pictures if (d := _digest(p)) is not None})
        while len(self._live) > POSTED_GAMES:
            self._live.popitem(last=False)
