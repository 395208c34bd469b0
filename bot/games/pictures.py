"""The pictures of games: what to draw for a post or a panel, with the players' names, in
the right language, drawn off the event loop by the renderer (in the drawing pool's
processes when the bot has one)."""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from bot.store import Seat, Store
from render import registry
from rules.catalogues import words
from rules.core import Message, msg

from .board import Order, Picture, Renderer
from .context import GameContext
from .drafting import public_view
from .languages import Languages
from .naming import ai_name
from .outcomes import Outcome, Panel
from .profiles import GameProfile, get_profile, live_board_images, post_images

# the deflate level for a panel's picture: None, the encoder's fast deflate (ISA-L). Measured on
# a 2-player game's decision pictures (drawn in palette mode): fast 16.5 kB (max 26) in 0.5 ms,
# libdeflate 6 10.2 kB (max 16) in 1.9 ms. About half a picture a move: 11 kB of the 30 kB a
# move issue 28 allows for 0.7 ms less drawing CPU a move (issue 28: at most 15 ms)
PRIVATE_LEVEL: int | None = None
# the deflate level of a post's pictures: public pictures are most of a game's upload (issue 29:
# at most 2.5 MB per 2-player game, live board included)
POST_LEVEL = 6
# the deflate level (render.kit.png's libdeflate) for a live board's parts: re-uploaded at each
# change and seen all game, they are worth more than the drawing's fast deflate. Measured on
# a 2-player game's parts drawn in palette mode (mean of 6 states, map / tracks / bonus /
# displays): level 6: 20.5 / 22.4 / 16.0 / 22.6 kB in 2.5 / 3.3 / 1.9 / 2.6 ms; level 7:
# 19.1 / 20.9 / 14.7 / 20.6 kB in 3.8 / 4.9 / 3.0 / 3.8 ms. Level 6: 7-10% more bytes for
# 1.2 ms less a part (issue 28: at most 15 ms of drawing a move); the heaviest of six 2-player
# games then 2.0 MB of public pictures (issue 29: at most 2.5; tests/bench/thread.py)
LIVE_LEVEL = 6
# Every level is applied where the picture is drawn and encoded (``Order.deflate_level``: in
# the drawing workers, in the encoder's one pass), and a picture given again from the
# renderer's memory is given deflated so already.


@dataclass(frozen=True)
class LiveBoard:
    """The game's live board as it stands: the whole board (its parts), the round and phase
    in the game's words, in the game's language."""

    game_id: int
    lang: str
    stage: Message | None
    pictures: list[Picture]
    over: bool


class Pictures:
    def __init__(self, store: Store, renderer: Renderer, languages: Languages) -> None:
        self.store = store
        self.renderer = renderer
        self.languages = languages
        # The Discord layer's look-up of a user's display name (None: unknown), for the
        # names drawn on images; the service itself knows only user ids.
        self.user_name: Callable[[int], Awaitable[str | None]] | None = None
        self._user_names: dict[int, str] = {}
        # a game's live board brought up to date by one caller at a time: two at once (two
        # plans committed together) would both draw the parts the renderer has not yet been
        # given; the second waits and is given them (held only while someone waits)
        self._live_locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()

    async def image_names(self, profile: GameProfile, seats: Sequence[Seat], lang: str = "en") -> list[str]:
        """The players' display names by seat, as images show them (never a mention):
        the automated opponent's name for its seat, "Player 2" (in ``lang``, the game's
        language) for a user not found."""
        out = []
        for s in seats:
            if s.ai and s.user_id is None:
                out.append(words(lang)(ai_name(s.seat, s.ai_level)))
                continue
            if s.automa or s.user_id is None:
                out.append(profile.automa_text)
                continue
            name = self._user_names.get(s.user_id)
            if name is None and self.user_name is not None:
                try:
                    name = await self.user_name(s.user_id)
                except Exception:  # noqa: BLE001 - a name is decoration: never lose a move
                    name = None
                if name:
                    self._user_names[s.user_id] = name
            out.append(name or words(lang)(msg("core-seat", number=s.seat + 1)))
        return out

    # -- a post's pictures ------------------------------------------------------------
    def orders(self, profile: GameProfile, view: dict[str, Any], names: Sequence[str], what: str = "",
               move: dict[str, Any] | None = None, lang: str = "en") -> list[Order]:
        """What to draw for one public post: ``what`` ("scores") alone, or the images the
        game's profile chooses for ``move`` that show anything (``render.registry.shows``:
        not a per-move image of a move that changed nothing drawn); in ``lang`` (the game's
        language)."""
        names = tuple(names)
        if what == "scores":
            return [Order(profile.kind, view, what, lang, names, deflate_level=POST_LEVEL)]
        out = []
        for image in post_images(profile, move):
            options = {"move": move} if image == profile.move_image and move is not None else {}
            if not registry.shows(profile.kind, image, view, **options):
                continue  # a move that changed nothing drawn: its words say it all
            out.append(Order(profile.kind, view, image, lang, names, options, POST_LEVEL))
        return out

    async def for_post(self, outcome: Outcome, ctx: GameContext) -> Outcome:
        """The outcome with its post's pictures ordered: drawn here, or (with a drawing
        pool) drawing while the bot goes on (``Outcome.drawn`` waits for them). A secret
        decision gets none; the end gets the score sheet; a move its profile's images."""
        if outcome.view is None or outcome.secret:
            return outcome
        names = await self.image_names(ctx.profile, ctx.seats, outcome.lang)
        orders = self.orders(ctx.profile, outcome.view, names, outcome.view_what, outcome.move,
                             outcome.lang)
        if self.renderer.pooled():  # worker processes draw while the bot goes on
            return replace(outcome, drawing=asyncio.ensure_future(self.renderer.draw_all(orders)))
        # one drawing thread at a time: the drawing kit's caches are not shared
        return replace(outcome, drawn_pictures=await self.renderer.draw_all(orders))

    async def posted_pictures(self, game_id: int, view: dict[str, Any], what: str = "",
                              move: dict[str, Any] | None = None) -> list[Picture]:
        """The public pictures of a post as its move left the game (``view``: the public view
        then, ``move``: the per-move image's option), for an announcement posted late from
        the outbox; in the game's language."""
        record = await self.store.get_record(game_id)
        return await self._public_pictures(game_id, get_profile(record.kind),
                                           await self.store.get_seats(game_id), view, what, move)

    async def current_pictures(self, game_id: int, what: str = "",
                               move: dict[str, Any] | None = None) -> list[Picture]:
        """The public pictures of a post as the game stands now ("scores" once it is over),
        for an announcement posted late from the outbox."""
        ctx = GameContext.of(await self.store.load_game(game_id))
        view = ctx.game.view(ctx.state, None)
        if what == "scores" or ctx.game.is_over(ctx.state):
            what, view = "scores", {**view, "scores": ctx.game.scores(ctx.state)}
        return await self._public_pictures(game_id, ctx.profile, ctx.seats, view, what, move)

    async def _public_pictures(self, game_id: int, profile: GameProfile, seats: Sequence[Seat],
                               view: dict[str, Any], what: str,
                               move: dict[str, Any] | None) -> list[Picture]:
        """A public post's pictures of ``view``, in the game's language with its players' names."""
        lang = await self.languages.game_language(game_id)
        names = await self.image_names(profile, seats, lang)
        return await self.renderer.draw_all(self.orders(profile, view, names, what, move, lang))

    async def live_board(self, game_id: int) -> LiveBoard:
        """The whole board as everyone sees it now, for the live board message."""
        lock = self._live_locks.get(game_id)
        if lock is None:
            lock = self._live_locks[game_id] = asyncio.Lock()
        async with lock:
            return await self._live_board(game_id)

    async def _live_board(self, game_id: int) -> LiveBoard:
        ctx = GameContext.of(await self.store.load_game(game_id))
        view = public_view(ctx.game, ctx.state)  # the move's post viewed this state object
        lang = await self.languages.game_language(game_id)
        names = tuple(await self.image_names(ctx.profile, ctx.seats, lang))
        orders = [Order(ctx.kind, view, image, lang, names, deflate_level=LIVE_LEVEL)
                  for image in live_board_images(ctx.profile)]
        stage = ctx.profile.stage(view) if ctx.profile.stage else None
        pictures = await self.renderer.draw_all(orders)  # a part drawn before is given again
        return LiveBoard(game_id, lang, stage, pictures, ctx.game.is_over(ctx.state))

    # -- one picture -------------------------------------------------------------------
    async def picture(self, game_id: int, user_id: int | None = None, what: str = "board",
                      lang: str | None = None, **options: Any) -> Picture:
        """The board as everyone sees it (user None) or as one player sees it, in ``lang``
        (the reader's language; None: the game's)."""
        ctx = GameContext.of(await self.store.load_game(game_id))
        seat = None if user_id is None else ctx.seat_of(user_id)
        view = ctx.game.view(ctx.state, seat)
        lang = lang or await self.languages.game_language(game_id)
        names = await self.image_names(ctx.profile, ctx.seats, lang)
        return await self.renderer.draw(Order(ctx.kind, view, what, lang, tuple(names), options))

    async def with_picture(self, panel: Panel) -> Panel:
        """The panel with its private image drawn, when one was ordered (``Panel.order``:
        ordered on the store's thread, drawn here after it)."""
        order = panel.order
        if order is None:
            return panel
        if order.names is None:  # the seats' display names, as on every other image
            seats = await self.store.get_seats(panel.game_id)
            names = await self.image_names(get_profile(order.kind), seats, order.lang or "en")
            order = replace(order, names=tuple(names))
        picture = await self.renderer.draw(replace(order, deflate_level=PRIVATE_LEVEL))
        return replace(panel, picture=picture, order=None)
