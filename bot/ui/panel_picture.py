"""A panel's own picture on its message: uploaded only when what it shows changed.

A panel is edited in place on every step of a move. Its picture's file name carries a hash
of the drawn bytes (``hand-3f9a0c1d2e4b.png``), so the message itself says which picture it
shows: an edit whose picture has the same name keeps the attachment already there (sent
back by id, nothing uploaded), after a restart too; a changed picture is a new name and is
uploaded. The layout's media gallery points at the name (``attachment://...``).
"""

from __future__ import annotations

import hashlib
import io
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import PurePosixPath

import discord

from bot.games.board import Picture

ALT_TEXT_MAX = 1024  # Discord's limit of an attachment's (and a gallery item's) description


@dataclass(frozen=True)
class Shown:
    """The picture as the message will show it: its name on the message, and what the edit
    sends for it (the message's own attachment, kept; or a file, uploaded)."""

    name: str
    description: str | None
    attachment: discord.Attachment | discord.File

    @property
    def uploaded(self) -> bool:
        return isinstance(self.attachment, discord.File)


def picture_name(picture: Picture) -> str:
    """The picture's file name with the hash of its bytes: same bytes, same name."""
    assert picture.png is not None
    path = PurePosixPath(picture.filename)
    digest = hashlib.blake2b(picture.png, digest_size=6).hexdigest()
    return f"{path.stem}-{digest}{path.suffix or '.png'}"


def _alt(picture: Picture) -> str | None:
    text = picture.text
    if len(text) > ALT_TEXT_MAX:
        text = text[: ALT_TEXT_MAX - 1] + "…"
    return text or None


def shown(picture: Picture | None, on_message: Sequence[discord.Attachment] = ()) -> Shown | None:
    """How ``picture`` goes onto a panel message that has ``on_message`` attached now (none
    for a new message): kept when the message shows these very bytes, else uploaded."""
    if picture is None or picture.png is None:
        return None
    name = picture_name(picture)
    alt = _alt(picture)
    for attachment in on_message:
        if attachment.filename == name:
            return Shown(name, alt, attachment)
    return Shown(name, alt, discord.File(io.BytesIO(picture.png), filename=name, description=alt))


__all__ = ["ALT_TEXT_MAX", "Shown", "picture_name", "shown"]
