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
DIGEST_HEADS = ("Since the last move of", "Sinds de laatste zet van")  # the old digest's head


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
    content: str = ""  # the words as posted (a post's, not an edit's)


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
        return Post(message.id, mover, pinged(message, getattr(stored, "allowed_mentions", None)), files,
                    content=message.content or "")

    def repeated_lines(self) -> dict[str, int]:
        """What the thread says twice. A line is a post's line starting with "•" (what a
        move did; the live board has none). ``lines_repeated``: equal to a line of an
        earlier post; ``lines_earlier_move``: of those, the ones not about the post's own
        actor (not starting with the mention its head names): an earlier move told again,
        where the others are the same kind of move made again ("placed a card face down");
        ``lines_digest``: under the old "Since the last move of" head."""
        seen: set[str] = set()
        out = dict.fromkeys(("lines", "lines_repeated", "lines_earlier_move", "lines_digest"), 0)
        for post in self.posts:
            if post.edit:
                continue
            head, *rest = post.content.splitlines() or [""]
            actor = MENTION.search(head)
            own = f"• {actor.group(0)}" if actor else None
            bullets, under_digest = [], False
            for line in rest:
                under_digest = under_digest or line.lstrip("• ").startswith(DIGEST_HEADS)
                if line.startswith("•"):
                    bullets.append(line)
                    out["lines_digest"] += under_digest
            out["lines"] += len(bullets)
            again = [line for line in bullets if line in seen]
            out["lines_repeated"] += len(again)
            out["lines_earlier_move"] += sum(1 for line in again if not (own and line.startswith(own)))
            seen.update(bullets)
        return out

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
            **self.repeated_lines(),
        }


def summary(name: str, f: dict[str, float]) -> str:
    return (f"{name}: {f['moves']} moves, {f['messages']} messages, "
            f"{f['edits']} edits uploading pictures, {f['images']} images, "
            f"{f['bytes'] / 1e6:.2f} MB of images (median {f['image_median'] / 1e3:.0f} KB, "
            f"max {f['image_max'] / 1e3:.0f} KB), {f['pings']} pings, "
            f"{f['pings_to_mover']} to the player who had just moved, "
            f"{f['without_alt']} images without alt text; "
            f"{f['lines']} bullet lines, {f['lines_repeated']} of them equal to an earlier post's line "
            f"({100 * f['lines_repeated'] / max(1, f['lines']):.0f}%), {f['lines_earlier_move']} telling "
            f"an earlier move again ({100 * f['lines_earlier_move'] / max(1, f['lines']):.0f}%), "
            f"{f['lines_digest']} in a \"Since the last move of\" digest")
