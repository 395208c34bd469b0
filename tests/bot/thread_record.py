"""What a game's thread received, move by move: posts, image bytes, pings (issue 14).

``ThreadRecord.note(thread, mover)`` after each move keeps the messages the move posted and
whom they pinged, and the pictures its edits uploaded to earlier messages (the live board:
an attachment not seen before is an upload); ``figures()`` sums them up. Used by the bot tests (asserted budgets) and
by ``tests/bench/thread.py`` (before/after figures).
"""

from __future__ import annotations

import re
import statistics
from dataclasses import dataclass, field

MENTION = re.compile(r"<@!?([0-9]+)>")


def pinged(message, policy) -> list[int]:
    """Who the message notified: users named in it whom its mention ``policy`` allows (a
    name written as a mention without the policy's leave is shown, not pinged)."""
    named = list(dict.fromkeys(int(u) for u in MENTION.findall(message.content or "")))  # once each
    if policy is None:
        return named
    return [u for u in named if policy.allows_user(u)]


@dataclass
class Post:
    message_id: int
    mover: int | None  # the user whose move made the post (None: the opening)
    pinged: list[int]
    files: list[tuple[str, int, str | None]]  # filename, bytes, alt text
    edit: bool = False  # an earlier message edited: only the pictures it uploaded


@dataclass
class ThreadRecord:
    posts: list[Post] = field(default_factory=list)
    seen: int = 0  # messages of the thread already recorded
    moves: int = 0
    uploaded: set[int] = field(default_factory=set)  # attachment ids already counted

    def note(self, thread, mover: int | None) -> list[Post]:
        """Record the messages posted since the last call, made by ``mover``'s move."""
        history = thread.history()
        stored = thread._env.backend.messages.get(thread.id, {})  # simcord's own record
        edits = [Post(m.id, mover, [], files, edit=True) for m in history[:self.seen]
                 if (files := self._uploads(m))]
        new = edits + [self._post(m, mover, stored.get(m.id)) for m in history[self.seen:]]
        self.seen = len(history)
        self.posts += new
        self.moves += mover is not None
        return new

    def _uploads(self, message) -> list[tuple[str, int, str | None]]:
        """The message's attachments not counted before (an edit's new pictures)."""
        files = [(a.filename, int(a.size), getattr(a, "description", None))
                 for a in message.attachments if a.id not in self.uploaded]
        self.uploaded.update(a.id for a in message.attachments)
        return files

    def _post(self, message, mover: int | None, stored) -> Post:
        files = self._uploads(message)
        return Post(message.id, mover, pinged(message, getattr(stored, "allowed_mentions", None)), files)

    def figures(self) -> dict[str, float]:
        sizes = [size for p in self.posts for _, size, _ in p.files]
        pings = [(p.mover, u) for p in self.posts for u in p.pinged]
        return {
            "moves": self.moves,
            "messages": sum(1 for p in self.posts if not p.edit),
            "edits": sum(1 for p in self.posts if p.edit),
            "images": len(sizes),
            "bytes": sum(sizes),
            "image_median": statistics.median(sizes) if sizes else 0,
            "image_max": max(sizes, default=0),
            "pings": len(pings),
            "pings_to_mover": sum(1 for mover, user in pings if mover == user),
            "without_alt": sum(1 for p in self.posts for _, _, alt in p.files if not alt),
        }


def summary(name: str, f: dict[str, float]) -> str:
    return (f"{name}: {f['moves']} moves, {f['messages']} messages, "
            f"{f['edits']} edits uploading pictures, {f['images']} images, "
            f"{f['bytes'] / 1e6:.2f} MB of images (median {f['image_median'] / 1e3:.0f} KB, "
            f"max {f['image_max'] / 1e3:.0f} KB), {f['pings']} pings, "
            f"{f['pings_to_mover']} to the player who had just moved, "
            f"{f['without_alt']} images without alt text")
