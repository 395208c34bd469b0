"""Public announcements: one message per committed move, in the game's thread or DM.

The message has the board (PNG attachment, or its text alternative), one or two lines of
what happened, and a ping to whoever must act next, with a persistent "Open my panel"
button. Its id is remembered in the store (purpose "board").
"""

from __future__ import annotations

import hashlib
import io
import logging
from collections import OrderedDict
from typing import Any

import discord

from bot import metrics
from bot.games import Outcome, Picture, get_profile
from bot.games.history import collapse_runs
from bot.games.outcomes import Standing
from bot.store import Place, Post
from bot.store.outbox import ENDED_ATTEMPTS, backoff
from bot.words import sentence, speaker, use_language
from rules.catalogues import words
from rules.core import Message, msg

log = logging.getLogger(__name__)

CONTENT_MAX = 2000


def _short(text: str, limit: int = CONTENT_MAX) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _speaker(outcome: Outcome, *, public: bool = True):
    """Formats the outcome's messages, players named: in the game's language for the
    thread (``public``), else in the language of whoever reads it now (the actor)."""
    w = words(outcome.lang) if public else speaker()

    def say(message: Message | str, **args: Any) -> str:
        if isinstance(message, str):
            message = msg(message, **args)
        return w(message, names=outcome.names)

    return say


def outcome_private_text(outcome: Outcome) -> str:
    """What the acting player sees privately once their move is played."""
    say = _speaker(outcome, public=False)
    lines = [say("bot-played")]
    lines += [say("bot-private-line", line=p) for p in outcome.private]
    return _short("\n".join(lines))


def standing_text(say, outcome: Outcome, standing: Standing) -> str:
    who = sentence(outcome.names[standing.seat]) if standing.seat < len(outcome.names) else "?"
    if not standing.parts:
        return say("bot-standing", who=who, total=standing.total)
    detail = ", ".join(say(p) for p in standing.parts)
    return say("bot-standing-detail", who=who, total=standing.total, detail=detail)


def outcome_public_text(outcome: Outcome, *, with_board_text: bool) -> str:
    profile = get_profile(outcome.kind)
    say = _speaker(outcome)
    if outcome.actor:
        head = say("bot-board-head-actor", title=profile.title, id=str(outcome.game_id),
                   actor=outcome.actor)
    else:
        head = say("bot-board-head", title=profile.title, id=str(outcome.game_id))
    lines = [head]
    tail: list[str] = []
    if outcome.progress:
        tail.append(say(outcome.progress))
    if outcome.finished:
        tail.append(say("bot-game-over"))
        tail += [standing_text(say, outcome, s) for s in outcome.standings]
        if outcome.winners:
            # A solo player who lost is not congratulated on the Mautoma's win.
            key = "bot-winner-automa" if outcome.automa_won and len(outcome.winners) == 1 else "bot-winners"
            tail.append(say(key, count=len(outcome.winners), winners=outcome.winners))
    elif outcome.ping_user_ids:
        mentions = " ".join(f"<@{u}>" for u in outcome.ping_user_ids)
        tail.append(say("bot-ping-line", mentions=mentions, text=outcome.ping_text))
    elif outcome.ping_text is not None:  # whoever acts next is already acting: no ping
        tail.append(say(outcome.ping_text))
    room = CONTENT_MAX - len("\n".join(lines + tail)) - 1
    public = collapse([say(m) for m in outcome.public], say)
    if outcome.digest and not outcome.finished:
        public += [say("bot-digest-head", who=outcome.digest_for)]
        public += collapse([say(m) for m in outcome.digest], say)
    lines += fit_lines([say("bot-line", line=sentence(line)) for line in public], room,
                       more=lambda n: say("bot-more-lines", count=n, command=profile.command))
    body = "\n".join(lines + tail)
    picture = outcome.picture
    if with_board_text and picture is not None and picture.text and len(outcome.pictures) == 1:
        board = f"\n```\n{picture.text}\n```"
        if len(body) + len(board) <= CONTENT_MAX:
            body += board
    return _short(body)


def collapse(texts: list[str], say=None) -> list[str]:
    """Runs of the same line become one ("placed a card face down. (×3)")."""
    say = say or (lambda key, **args: speaker()(msg(key, **args)))
    return collapse_runs(texts, lambda line, count: say("bot-repeated", line=line, count=count))


def fit_lines(lines: list[str], room: int, more=None) -> list[str]:
    """As many whole lines as fit in ``room`` characters, keeping the first and the last
    ones (what was done and how it ended) and saying how many were left out between."""
    if len("\n".join(lines)) <= room:
        return lines
    head: list[str] = []
    tail: list[str] = []
    used = 40  # the "… N more" line
    i, j = 0, len(lines) - 1
    while i <= j:
        take_head = len(head) <= len(tail)
        line = lines[i] if take_head else lines[j]
        if used + len(line) + 1 > room:
            break
        used += len(line) + 1
        if take_head:
            head.append(line)
            i += 1
        else:
            tail.insert(0, line)
            j -= 1
    left_out = len(lines) - len(head) - len(tail)
    more = more or (lambda n: f"• … {n} more")
    return head + ([more(left_out)] if left_out else []) + tail


async def place_channel(client: discord.Client, place: Place) -> discord.abc.Messageable | None:
    """Where a game is played: its thread, the solo player's DM, or its channel."""
    try:
        if place.thread_id is not None:
            return client.get_channel(place.thread_id) or await client.fetch_channel(place.thread_id)
        if place.dm_user_id is not None:
            user = client.get_user(place.dm_user_id) or await client.fetch_user(place.dm_user_id)
            return user.dm_channel or await user.create_dm()
        if place.channel_id is not None:
            return client.get_channel(place.channel_id) or await client.fetch_channel(place.channel_id)
    except discord.HTTPException:
        log.warning("cannot reach the channel of %s", place)
    return None


def picture_file(picture: Picture | None) -> discord.File | None:
    """The picture as an attachment, its text alternative as the alt text."""
    if picture is None or picture.png is None:
        return None
    return discord.File(io.BytesIO(picture.png), filename=picture.filename,
                        description=picture.description or None)


async def post_board(
    client: discord.Client,
    game_id: int,
    channel: discord.abc.Messageable,
    content: str,
    picture: Picture | list[Picture] | None,
    *,
    open_button: bool = True,
    ping: list[int] | None = None,
    purpose: str = "board",
    via: discord.Interaction | None = None,
) -> discord.Message:
    """Post a board message in ``channel``; with ``via`` (an interaction made in that
    channel, see ``followup_of``) as its public follow-up: the same message for players,
    but an interaction's follow-up does not count against the bot's global request limit.
    A follow-up that Discord refuses (the interaction's token expired...) is sent as a
    normal message instead."""
    from .panels import OpenPanelButton  # panels imports this module

    pictures = picture if isinstance(picture, list) else [picture]

    def arguments() -> dict[str, Any]:  # fresh files for each try: a send closes them
        kwargs: dict[str, Any] = {}
        files = [f for f in map(picture_file, pictures) if f is not None]
        if files:
            kwargs["files"] = files
        if open_button:
            view = discord.ui.View(timeout=None)
            view.add_item(OpenPanelButton(game_id))
            kwargs["view"] = view
        users = [discord.Object(u) for u in ping or []]
        kwargs["allowed_mentions"] = discord.AllowedMentions(users=users, roles=False, everyone=False)
        return kwargs

    message: discord.Message | None = None
    if via is not None:
        try:
            message = await via.followup.send(content, wait=True, **arguments())
        except discord.HTTPException as exc:
            log.info("game %s: the board could not follow interaction %s (%s); sending it",
                     game_id, via.id, exc.text or exc.status)
    if message is None:
        message = await channel.send(content, **arguments())
    try:
        await client.games.store.set_message(  # type: ignore[attr-defined]
            game_id, purpose, message.id, channel_id=message.channel.id
        )
    except Exception:  # the message is out; forgetting its id loses nothing essential
        log.exception("game %s: could not remember board message %s", game_id, message.id)
    return message


def followup_of(interaction: discord.Interaction | None,
                channel: discord.abc.Messageable) -> discord.Interaction | None:
    """``interaction`` if a public post in ``channel`` can be its follow-up: it was made
    in that channel (the game's thread or DM), it has been answered (deferred) and its
    token still holds; else None (the post is a normal message)."""
    if interaction is None or interaction.channel_id != getattr(channel, "id", None):
        return None
    if not interaction.response.is_done() or interaction.is_expired():
        return None
    return interaction


class PostFailed(Exception):
    """A game's channel could not be reached or refused the message."""


async def announce(client: discord.Client, outcome: Outcome, *,
                   interaction: discord.Interaction | None = None) -> bool:
    """Post the outcome of a stored change in the game's channel; whether it went out now.
    ``interaction``: the one that made the change; when it was made in the game's thread
    (or DM) the post is its follow-up (``post_board``).

    Never raises: when the post fails (or earlier posts of the game still wait), it goes
    to the outbox and is retried (``flush_outbox``: at once, on start-up and periodically
    with backoff), so the caller can tell the player their move is stored and the board
    will follow."""
    try:
        await outcome.drawn()
    except Exception:  # noqa: BLE001 - the move is stored: post it with its text alternative
        log.exception("game %s: drawing the pictures of version %s failed", outcome.game_id,
                      outcome.version)
    has_png = any(p.png is not None for p in outcome.pictures)
    payload = {
        "content": outcome_public_text(outcome, with_board_text=not has_png),
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
    store = client.games.store  # type: ignore[attr-defined]
    now = discord.utils.utcnow()
    try:
        waiting = await store.pending_posts(outcome.game_id)
        if not waiting:
            with use_language(outcome.lang):  # the button's label: the thread's language
                await _post(client, outcome.game_id, outcome.place, payload, outcome.pictures,
                            via=interaction)
            return True
        await store.add_post(outcome.game_id, payload, due=now)  # after the earlier ones
    except Exception as exc:  # noqa: BLE001 - the move is stored: keep its post for later
        log.warning("game %s: posting version %s failed (%s); queued for a retry",
                    outcome.game_id, outcome.version, exc)
        try:
            await store.add_post(outcome.game_id, payload, due=now + backoff(1), error=str(exc))
        except Exception:
            log.exception("game %s: could not queue the post of version %s",
                          outcome.game_id, outcome.version)
        return False
    await flush_outbox(client, game_id=outcome.game_id)
    return not await store.pending_posts(outcome.game_id)


async def _post(client: discord.Client, game_id: int, place: Place, payload: dict[str, Any],
                pictures: list[Picture], via: discord.Interaction | None = None) -> discord.Message:
    channel = await place_channel(client, place)
    if channel is None:
        raise PostFailed(f"channel unreachable: {place}")
    store = client.games.store  # type: ignore[attr-defined]
    content = str(payload.get("content") or "")
    if payload.get("secret"):
        edited = await _edit_status(client, game_id, channel, content)
        if edited is not None:
            return edited
    # A secret decision's status message is posted normally: later ones edit it through
    # the channel, which a follow-up's token (15 minutes) would not outlive.
    changed = changed_pictures(client, game_id, pictures)
    message = await post_board(
        client, game_id, channel, content, changed,
        open_button=bool(payload.get("open_button", True)),
        ping=[u for u in payload.get("ping") or [] if isinstance(u, int)],
        via=None if payload.get("secret") else followup_of(via, channel),
    )
    remember_posted(client, game_id, changed)
    # A secret decision's post is the phase's live status message, edited by the next ones;
    # any other post ends the phase's status (the next secret phase starts a new one). A
    # status already ended is not written again (a write transaction per post saved).
    try:
        if payload.get("secret"):
            await store.set_message(game_id, STATUS, message.id, channel_id=message.channel.id)
        elif (ref := await store.get_message(game_id, STATUS)) is not None and ref.message_id:
            await store.set_message(game_id, STATUS, 0, channel_id=message.channel.id)
    except Exception:  # noqa: BLE001 - at worst the next secret decision posts anew
        log.exception("game %s: could not remember the status message", game_id)
    return message


STATUS = "status"  # the purpose of a game's live status message (message id 0: none)
POSTED_GAMES = 4096  # games whose last posted pictures are remembered (the least recent go)


def _posted(client: discord.Client) -> OrderedDict[int, dict[str, str]]:
    """Game id -> picture file name -> the hash of its bytes as last posted in its thread."""
    return client.posted_pictures  # type: ignore[attr-defined]


def _digest(picture: Picture) -> str | None:
    return hashlib.sha256(picture.png).hexdigest() if picture.png is not None else None


def changed_pictures(client: discord.Client, game_id: int, pictures: list[Picture]) -> list[Picture]:
    """The pictures that show something the thread's last picture of the same kind (file
    name: a board part, the auction) did not: one the same byte for byte is not posted again
    (the board parts at the reveal of the plans, after an undo or a skipped turn). After a
    restart nothing is remembered: the first post shows its pictures whole."""
    last = _posted(client).get(game_id, {})
    return [p for p in pictures if p.png is None or last.get(p.filename) != _digest(p)]


def remember_posted(client: discord.Client, game_id: int, pictures: list[Picture]) -> None:
    posted = _posted(client)
    last = posted.setdefault(game_id, {})
    posted.move_to_end(game_id)
    last.update({p.filename: d for p in pictures if (d := _digest(p)) is not None})
    while len(posted) > POSTED_GAMES:
        posted.popitem(last=False)


async def _edit_status(client: discord.Client, game_id: int, channel: discord.abc.Messageable,
                       content: str) -> discord.Message | None:
    """Edit the live status message of the game's secret phase; None if there is none
    (or it is gone), and the caller posts a new one."""
    ref = await client.games.store.get_message(game_id, STATUS)  # type: ignore[attr-defined]
    if ref is None or not ref.message_id or not hasattr(channel, "get_partial_message"):
        return None
    try:
        return await channel.get_partial_message(ref.message_id).edit(  # type: ignore[union-attr]
            content=content,
            allowed_mentions=discord.AllowedMentions.none(),
        )
    except discord.HTTPException:
        return None


async def _late_pictures(games: Any, game_id: int, payload: dict[str, Any]) -> list[Picture]:
    """The pictures of a post sent from the outbox: those of its own move, drawn from the
    public view and move it kept; the board as it stands now for a post queued without them
    (before they were kept); none for a secret decision's status."""
    if payload.get("secret"):
        return []
    what = str(payload.get("what") or "")
    view, move = payload.get("view"), payload.get("move")
    if isinstance(view, dict) and (move is None or isinstance(move, dict)):
        return await games.posted_pictures(game_id, view, what, move)
    return await games.current_pictures(game_id, what)


async def flush_outbox(client: discord.Client, *, game_id: int | None = None) -> int:
    """Retry waiting posts (all that are due, or every waiting post of ``game_id``), in
    order per game; a failure stops that game's queue until its next try (backoff).
    A game that has ended keeps only its last post, tried ``ENDED_ATTEMPTS`` times.
    Returns how many posts went out."""
    # the loop and a new move never post the same waiting post twice
    async with client.outbox_lock:  # type: ignore[attr-defined]  (a MombasaBot's)
        return await _flush(client, game_id)


async def _flush(client: discord.Client, game_id: int | None) -> int:
    games = client.games  # type: ignore[attr-defined]
    store = games.store
    now = discord.utils.utcnow()
    posts: list[Post] = (await store.pending_posts(game_id) if game_id is not None
                         else await store.due_posts(now))
    by_game: dict[int, list[Post]] = {}
    for post in posts:
        by_game.setdefault(post.game_id, []).append(post)
    sent = 0
    for gid, queue in by_game.items():
        try:
            record = await store.get_record(gid)
        except Exception:  # noqa: BLE001 - a game deleted or unreadable: its posts go
            log.warning("game %s: dropping %d waiting post(s), the game cannot be read", gid, len(queue))
            for post in queue:
                await store.post_done(post.id)
            continue
        if record.status != "active":
            for post in queue[:-1]:
                await store.post_done(post.id)  # the game is over: only its last post matters
            queue = queue[-1:]
            if queue and queue[0].attempts >= ENDED_ATTEMPTS:
                log.warning("game %s: giving up its last post after %d tries", gid, queue[0].attempts)
                await store.post_done(queue[0].id)
                continue
        for post in queue:
            try:
                pictures = await _late_pictures(games, gid, post.payload)
                with use_language(await games.game_language(gid)):
                    await _post(client, gid, record.place, post.payload, pictures)
            except Exception as exc:  # noqa: BLE001 - keep it for the next try
                attempts = await store.post_failed(post.id, str(exc), now)
                log.warning("game %s: waiting post %s failed again (try %d): %s",
                            gid, post.id, attempts, exc)
                break
            await store.post_done(post.id)
            sent += 1
    if game_id is None:  # the periodic sweep: how many posts still wait
        metrics.OUTBOX_BACKLOG.set(len(await store.pending_posts()))
    return sent
