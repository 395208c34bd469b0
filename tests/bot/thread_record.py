"""What a game's thread received, move by move: posts, image bytes, pings (issue 14).

``ThreadRecord.note(thread, mover)`` after each move keeps the messages the move posted and
whom they pinged, and the pictures its edits uploaded to earlier messages (the live board:
an attachment not seen before is an upload); ``figures()`` sums them up. Used by the bot tests (asserted budgets) and
by ``tests/bench/thread.py`` (before/after figures).
"""

from __future__ import annotations

import re
import statistics
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache

import bot.words  # noqa: F401 - adds the bot's catalogue (the live board's head) to words()
import rules.mombasa.wording  # noqa: F401 - and the Mombasa events' (a round's start, the reveal)
from rules.catalogues import words
from rules.core import msg

MENTION = re.compile(r"<@!?([0-9]+)>")
DIGEST_HEADS = ("Since the last move of", "Sinds de laatste zet van")  # the old digest's head
# The kinds of public post whose pictures are counted apart (issue 29/28: where the public
# uploads come from), in the order they are printed
KINDS = ("live board", "move post", "round start", "reveal", "game end")
ENDING_FILES = ("scores.png", "story.png", "replay.gif", "replay.webp")


@cache
def _markers(key: str) -> tuple[str, ...]:
    """The fixed words of a catalogue message in English and Dutch: its longest piece
    between placeables (Fluent's isolation marks taken off)."""
    out = []
    for lang in ("en", "nl"):
        text = words(lang)(msg(key, id="\x00", round="\x00", plans="\x00"))
        out.append(max((p.strip("\u2068\u2069 ") for p in text.split("\x00")), key=len))
    return tuple(out)


def post_kind(content: str, filenames: Iterable[str]) -> str:
    """Which kind of public post a message is (``KINDS``), from its words and its files:
    the live board by its head, the end by its score sheet, a round's start or the reveal
    of the plans by the line that tells it (Mombasa's), else a move's post."""
    names = set(filenames)
    if any(m in content for m in _markers("bot-live-board") + _markers("bot-live-board-ended")):
        return "live board"
    if names & set(ENDING_FILES):
        return "game end"
    if any(m in content for m in _markers("mombasa-ev-round-prepared")):
        return "round start"
    if any(m in content for m in _markers("mombasa-ev-plans-revealed")):
        return "reveal"
    return "move post"


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
    kind: str = "move post"  # ``post_kind``: the live board (posted or edited), a move's post...


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
        edits = [Post(m.id, mover, [], files, edit=True,
                      kind=post_kind(m.content or "", (f[0] for f in files)))
                 for m in history[:self.seen] if (files := self._uploads(m))]
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
                    content=message.content or "", kind=post_kind(message.content or "", (f[0] for f in files)))

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
            **self.by_kind(),
        }

    def by_kind(self) -> dict[str, int]:
        """Pictures and their bytes per kind of post (``KINDS``): ``images <kind>``, ``bytes <kind>``."""
        out = {f"{what} {kind}": 0 for kind in KINDS for what in ("images", "bytes")}
        for post in self.posts:
            out[f"images {post.kind}"] += len(post.files)
            out[f"bytes {post.kind}"] += sum(size for _, size, _ in post.files)
        return out


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
            f"{f['lines_digest']} in a \"Since the last move of\" digest\n"
            f"{kinds_line(f, f['moves'])}")


def kinds_line(f: dict[str, float], moves: float) -> str:
    """Where the public pictures come from: per kind of post, the pictures and bytes, in all
    and per committed move."""
    per = max(1, moves)
    parts = [f"{kind} {f[f'images {kind}']:.0f} ({f[f'images {kind}'] / per:.2f}/move, "
             f"{f[f'bytes {kind}'] / 1e3:.0f} KB, {f[f'bytes {kind}'] / per / 1e3:.1f} KB/move)" for kind in KINDS]
    return "  public pictures by post: " + "; ".join(parts)
