"""Public announcements: one message per committed move, in the game's thread or DM.

The message has the move's picture (PNG attachment, or its text alternative), the lines of
what that move did, and a ping to whoever must act next, with persistent buttons: "Open my
panel", "My hand" and "Board" (the last two read-only, at any time). Its id is remembered (purpose "board"). This module only sends: what a post says
is ``bot.games.announcements``, when it goes and what waits is ``bot.games.posting``.
"""

from __future__ import annotations

import io
import logging
from typing import Any

import discord

from bot import metrics
from bot.games import Outcome, Picture
from bot.games.announcements import outcome_public_text
from bot.games.posting import Posting, post_payload
from bot.games.records import Place
from bot.games.story import ending_pictures
from bot.words import say, use_language

from .custom_ids import board_button, detached, my_hand_button, open_panel_button
from .live_board import show_live_board

log = logging.getLogger(__name__)

async def place_channel(client: discord.Client, place: Place) -> discord.abc.Messageable | None:
    """Where a game is played: its thread, the solo player's DM, or its channel."""
    try:
        if place.thread_id is not None:
            return client.get_channel(place.thread_id) or await client.fetch_channel(place.thread_id)  # type: ignore[return-value]  # a game's thread is a text one
        if place.dm_user_id is not None:
            user = client.get_user(place.dm_user_id) or await client.fetch_user(place.dm_user_id)
            return user.dm_channel or await user.create_dm()
        if place.channel_id is not None:
            return client.get_channel(place.channel_id) or await client.fetch_channel(place.channel_id)  # type: ignore[return-value]  # a game's channel is a text one, never a category or forum
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
    remember: bool = True,
) -> discord.Message:
    """Post a board message in ``channel``; with ``via`` (an interaction made in that
    channel, see ``followup_of``) as its public follow-up: the same message for players,
    but an interaction's follow-up does not count against the bot's global request limit.
    A follow-up that Discord refuses (the interaction's token expired...) is sent as a
    normal message instead. The message is remembered as ``purpose`` unless ``remember`` is
    false (the caller then remembers it together with what else the post changes)."""
    pictures = picture if isinstance(picture, list) else [picture]

    def arguments() -> dict[str, Any]:  # fresh files for each try: a send closes them
        kwargs: dict[str, Any] = {}
        files = [f for f in map(picture_file, pictures) if f is not None]
        if files:
            kwargs["files"] = files
        if open_button:
            # answered by bot.ui.panels.OpenPanelButton (its custom_id's pattern)
            view = discord.ui.View(timeout=None)
            view.add_item(open_panel_button(game_id, say("bot-button-open-panel")))
            # your hand and the board one tap away from every post, whoever's turn it is
            # (bot.ui.live_board.MyHandButton, bot.ui.board_button.BoardButton answer them)
            view.add_item(my_hand_button(game_id, say("bot-button-my-hand")))
            view.add_item(board_button(game_id, say("bot-button-board")))
            kwargs["view"] = detached(view)
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
    if not remember:  # the caller remembers it, with what else the post changes
        return message
    try:
        await client.games.posting.remember(  # type: ignore[attr-defined]  # the client is GameHost; discord.py types it as Client
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
    will follow. Once posted (or queued), an AI seat that decides next takes its turn
    (``GameService.ai``): its post follows this one."""
    try:
        return await _announce(client, outcome, interaction)
    finally:
        if outcome.ai_next:
            client.games.ai.wake(outcome.game_id)  # type: ignore[attr-defined]  # the client is GameHost


async def _announce(client: discord.Client, outcome: Outcome,
                    interaction: discord.Interaction | None) -> bool:
    try:
        await outcome.drawn()
    except Exception:  # noqa: BLE001 - the move is stored: post it with its text alternative
        log.exception("game %s: drawing the pictures of version %s failed", outcome.game_id,
                      outcome.version)
    has_png = any(p.png is not None for p in outcome.pictures)
    payload = post_payload(outcome, outcome_public_text(outcome, with_board_text=not has_png))
    posting = client.games.posting  # type: ignore[attr-defined]  # the client is GameHost; discord.py types it as Client
    now = posting.now()
    try:
        if not await posting.waiting(outcome.game_id):
            with use_language(outcome.lang):  # the button's label: the thread's language
                # an AI seat's move follows at once: the live board waits for the last of
                # them (one edit per burst of moves, issue 28: pictures per move)
                await _post(client, outcome.game_id, outcome.place, payload, outcome.pictures,
                            via=interaction, live=not outcome.ai_next)
            return True
        await posting.queue(outcome.game_id, payload, now)  # after the earlier ones
    except Exception as exc:  # noqa: BLE001 - the move is stored: keep its post for later
        log.warning("game %s: posting version %s failed (%s); queued for a retry",
                    outcome.game_id, outcome.version, exc)
        try:
            await posting.queue(outcome.game_id, payload, now, error=str(exc))
        except Exception:
            log.exception("game %s: could not queue the post of version %s",
                          outcome.game_id, outcome.version)
        return False
    await flush_outbox(client, game_id=outcome.game_id)
    return not await posting.waiting(outcome.game_id)


async def _post(client: discord.Client, game_id: int, place: Place, payload: dict[str, Any],
                pictures: list[Picture], via: discord.Interaction | None = None, *,
                live: bool = True) -> discord.Message:
    """Send a post and keep the live board up to date: at the opening the live board goes
    first (so it stays above every post), later after the post (the move is not kept
    waiting while the board is drawn). Without ``live`` the live board is left for the post
    that follows at once (an AI seat's move, the next waiting post of the outbox): a burst
    of moves edits it once, at its end, with the board as it stands then."""
    channel = await place_channel(client, place)
    posting = client.games.posting  # type: ignore[attr-defined]  # the client is GameHost; discord.py types it as Client
    first = await posting.live_message(game_id) is None
    if first and channel is not None:
        await _keep_live_board(client, game_id, channel)
    message = await _send(client, game_id, place, payload, pictures, via)
    if not first and live:
        await _keep_live_board(client, game_id, channel or message.channel)
    return message


async def _send(client: discord.Client, game_id: int, place: Place, payload: dict[str, Any],
                pictures: list[Picture], via: discord.Interaction | None = None) -> discord.Message:
    channel = await place_channel(client, place)
    if channel is None:
        raise PostFailed(f"channel unreachable: {place}")
    posting = client.games.posting  # type: ignore[attr-defined]  # the client is GameHost; discord.py types it as Client
    content = str(payload.get("content") or "")
    if payload.get("secret"):
        edited = await _edit_status(posting, game_id, channel, content)
        if edited is not None:
            return edited
    # A secret decision's status message is posted normally: later ones edit it through
    # the channel, which a follow-up's token (15 minutes) would not outlive.
    if payload.get("what") == "scores":  # the end: the story follows the score sheet
        pictures = [*pictures, *await ending_pictures(client.games, game_id)]  # type: ignore[attr-defined]  # the client is GameHost; discord.py types it as Client
    changed = posting.changed_pictures(game_id, pictures)
    message = await post_board(
        client, game_id, channel, content, changed,
        open_button=bool(payload.get("open_button", True)),
        ping=[u for u in payload.get("ping") or [] if isinstance(u, int)],
        via=None if payload.get("secret") else followup_of(via, channel),
        remember=False,
    )
    posting.remember_pictures(game_id, changed)
    try:  # the board message and the phase's status: one write transaction
        await posting.posted(game_id, message.id, message.channel.id,
                             secret=bool(payload.get("secret")), purpose="board")
    except Exception:  # noqa: BLE001 - at worst the next move posts anew instead of editing
        log.exception("game %s: could not remember board message %s", game_id, message.id)
    return message


async def _keep_live_board(client: discord.Client, game_id: int,
                           channel: discord.abc.Messageable) -> None:
    """The live board shows the board as it stands before the post goes out (at the
    opening it is posted first, so it stays above every post). A failure loses no move:
    the next change tries again."""
    try:
        await show_live_board(client, game_id, channel)
    except Exception:  # noqa: BLE001 - the post itself must still go out
        log.exception("game %s: could not bring the live board up to date", game_id)


async def _edit_status(posting: Posting, game_id: int, channel: discord.abc.Messageable,
                       content: str) -> discord.Message | None:
    """Edit the live status message of the game's secret phase; None if there is none
    (or it is gone), and the caller posts a new one."""
    message_id = await posting.status_message(game_id)
    if message_id is None or not hasattr(channel, "get_partial_message"):
        return None
    try:
        return await channel.get_partial_message(message_id).edit(
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
    async with client.games.posting.lock:  # type: ignore[attr-defined]  # the client is GameHost; discord.py types it as Client
        # the loop and a new move never post the same waiting post twice
        return await _flush(client, game_id)


async def _flush(client: discord.Client, game_id: int | None) -> int:
    games = client.games  # type: ignore[attr-defined]  # the client is GameHost; discord.py types it as Client
    posting: Posting = games.posting
    now = posting.now()
    sent = 0
    for gid, queue in (await posting.to_send(now, game_id)).items():
        place, queue = await posting.still_to_try(gid, queue)
        if place is None:  # an unreadable game: its posts were dropped (queue is empty)
            continue
        last: discord.Message | None = None
        for post in queue:
            try:
                pictures = await _late_pictures(games, gid, post.payload)
                with use_language(await games.game_language(gid)):
                    # the live board once, after the last of the game's waiting posts
                    last = await _post(client, gid, place, post.payload, pictures, live=False)
            except Exception as exc:  # noqa: BLE001 - keep it for the next try
                attempts = await posting.failed(post, str(exc), now)
                log.warning("game %s: waiting post %s failed again (try %d): %s",
                            gid, post.id, attempts, exc)
                break
            await posting.sent(post)
            sent += 1
        if last is not None:
            await _keep_live_board(client, gid, last.channel)
    if game_id is None:  # the periodic sweep: how many posts still wait
        metrics.OUTBOX_BACKLOG.set(await posting.backlog())
    return sent
