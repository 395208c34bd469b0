"""The game as a story: a finished game replayed from its log, round by round, for the
pictures posted with the score sheet ("how the game went" and the board through the rounds).
Discord-free: ``bot.ui.announce`` adds the pictures to the end's post.

The log is the truth (DESIGN.md, "Storage"): ``new_game`` with the stored players, seed and
options, then every live action in order (an undone action is skipped, as the log marks it).
Only the PUBLIC view is taken (``game.view(state, None)``): the story holds the
public view as it stood at the end of every round, and the final one with the scores, which
the score sheet shows anyway. Nothing a seat keeps to itself (a hand, a face-down plan, the
notes before the end) can reach a picture, since no seat's view is ever asked for.

Each game's renderer (``render/<game>/story.py``) picks from those views what it draws:
Mombasa's money and scoring categories, Batavia's cards laid out, crates and gold.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from bot.store import GameRecord, LogEntry
from bot.store.replay import ReplayFailed, apply_logged, initial_state
from render import registry
from rules import get_game
from rules.core import Game

from .board import Order, Picture
from .profiles import get_profile

if TYPE_CHECKING:  # the service calls nothing here; only its parts are used
    from .service import GameService

log = logging.getLogger(__name__)

# The end's pictures, in the order they are posted after the score sheet.
STORY_IMAGES = ("story", "replay")


STRIDE = 16  # states replayed between two looks at the public view (``round_views``)


def round_views(game: Game, players: int, seed: int, options: Mapping[str, Any],
                entries: Iterable[LogEntry]) -> tuple[list[dict[str, Any]], Any]:
    """The public view at the end of each round, the last one being the view after the
    log's last action, and the state there.

    A round ends where the public view's "round" changes (both games number their rounds);
    undone actions (``undo_id`` set) are skipped. Raises ReplayFailed naming the step.

    A round once over never comes back, so where the views of two states name the same
    round every state between them does too: the public view is taken every ``STRIDE``
    states, and between two that differ a round's end is found by halving (a view costs
    about what a step does: a few dozen views a game instead of one per action)."""
    state = initial_state(game, players, seed, options)
    last = game.view(state, None)
    views: list[dict[str, Any]] = []
    since: list[Any] = []  # the states after the one ``last`` is the view of
    for entry in entries:
        if entry.undo_id is not None:
            continue
        state, _ = apply_logged(game, state, entry)
        since.append(state)
        if len(since) == STRIDE:
            last = _round_ends(game, last, since, views)
            since = []
    if since:
        last = _round_ends(game, last, since, views)
    views.append(last)
    return views, state


def _round_ends(game: Game, last: dict[str, Any], since: list[Any],
                views: list[dict[str, Any]]) -> dict[str, Any]:
    """Add to ``views`` the view of each state in ``since`` that ends a round (the round of
    ``last``, the view before them, or of a state among them), in order; the view of the
    last of ``since``."""
    seen: dict[int, dict[str, Any]] = {-1: last}

    def view(i: int) -> dict[str, Any]:
        if i not in seen:
            seen[i] = game.view(since[i], None)
        return seen[i]

    here, end = -1, len(since) - 1
    while view(end).get("round") != view(here).get("round"):
        # the first state of another round than ``here``'s lies in (here, end]
        low, high = here, end
        while high - low > 1:
            middle = (low + high) // 2
            if view(middle).get("round") == view(here).get("round"):
                low = middle
            else:
                high = middle
        views.append(view(low))
        here = high
    return view(end)


def story_view(kind: str, players: int, seed: int, options: Mapping[str, Any],
               entries: Iterable[LogEntry]) -> dict[str, Any] | None:
    """What the end's pictures are drawn from: ``{"game", "rounds": [public view at the end
    of each round], "scores": the final scores}``; None when the game is not over after its
    log (a story of a game that did not end would tell a wrong ending)."""
    game = get_game(kind)
    views, state = round_views(game, players, seed, options, entries)
    if not game.is_over(state):
        return None
    # the scores are public at the end: the score sheet posted with the story shows them
    return {"game": kind, "rounds": views, "scores": game.scores(state)}


def story_of(record: GameRecord, entries: Sequence[LogEntry]) -> dict[str, Any] | None:
    return story_view(record.kind, record.players, record.seed, record.options, entries)


def _named(picture: Picture, what: str) -> Picture:
    """The file name by what the bytes are: the replay is an animated GIF (or WebP)."""
    data = picture.png or b""
    ext = "gif" if data[:6] in (b"GIF87a", b"GIF89a") else "webp" if data[8:12] == b"WEBP" else "png"
    return replace(picture, filename=f"{what}.{ext}")


async def ending_pictures(games: GameService, game_id: int) -> list[Picture]:
    """The story's pictures of a finished game, in the game's language, to post after its
    score sheet: none for a game whose renderer draws no story, or whose log does not
    replay to its end (the score sheet goes out alone; the failure is logged). ``games``:
    the game service (its store, renderer, language and players' names)."""
    try:
        record = await games.store.get_record(game_id)
        wanted = [w for w in STORY_IMAGES if w in registry.drawn(record.kind)]
        if not wanted or record.status != "finished":
            return []
        lang = await games.game_language(game_id)
        entries = await games.store.action_log(game_id, include_undone=False)
        # the replay is a few hundred engine steps: off the event loop
        story = await asyncio.to_thread(story_of, record, entries)
        if story is None:
            log.warning("game %s: its log does not end the game; no story posted", game_id)
            return []
        names = await games.pictures.image_names(get_profile(record.kind), await games.store.get_seats(game_id), lang)
        orders = [Order(record.kind, story, what, lang, tuple(names)) for what in wanted]
        pictures = await games.renderer.draw_all(orders)
    except ReplayFailed as exc:
        log.warning("game %s: its story cannot be replayed (%s)", game_id, exc)
        return []
    except Exception:  # noqa: BLE001 - the story is a bonus: the score sheet still goes out
        log.exception("game %s: drawing its story failed", game_id)
        return []
    return [_named(p, what) for p, what in zip(pictures, wanted, strict=True) if p.png is not None]
