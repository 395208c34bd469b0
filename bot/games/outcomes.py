"""What the game service hands the Discord layer: panels, choices, outcomes, summaries."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields
from typing import Any

from bot.store import Place
from rules.core import Message

from .board import Order, Picture
from .profiles import get_profile


@dataclass(frozen=True)
class Choice:
    """One legal choice of a panel: what a component sends back (``index``) and what it
    means (the action's ``kind`` and ``params``: a card, a slot, a region), so panels can
    be built from meaning; ``message`` is its label as a message, ``label`` its English."""

    index: int  # position in legal_actions at (version, rev): what a component sends back
    label: str
    kind: str
    prominent: bool = False  # always its own button, never hidden in a (paged) menu
    params: Mapping[str, Any] = field(default_factory=dict)
    message: Message | None = None


@dataclass(frozen=True)
class MenuOption:
    """One option of a game-built menu: its words, the choice it sends, how many identical
    choices it stands for (shown as a count)."""

    label: Message
    index: int
    count: int = 1
    # the choices it goes on with, in order, each at the decision the one before leads to
    # (a goods purchase: "use these goods" then "buy that card"); each is checked by the
    # engine like a single choice, all in one draft step
    then: tuple[int, ...] = ()
    description: Message | None = None  # a second line: detail a short label leaves out
    # the option ends the move and, as a button, confirms it (its label says so); a menu's
    # pick only drafts it, for Confirm
    finishing: bool = False


@dataclass(frozen=True)
class Menu:
    """A select menu a game's panel builder made (one per action slot, say); or, with
    ``buttons``, the same options as a row of buttons, one tap each instead of two (the
    builder asks for it when they are few and their labels short)."""

    placeholder: Message
    options: tuple[MenuOption, ...]
    buttons: bool = False


@dataclass(frozen=True)
class TypedAmount:
    """A choice the player may type as a number (a bid of any size): the action's kind and
    parameter, the lowest and highest amount allowed now (the engine checks it again)."""

    kind: str
    param: str
    low: int
    high: int


@dataclass(frozen=True)
class StandingOffer:
    """A seat's standing instruction for the auction under way, as its own panel shows and
    offers it (``bot.games.standing``): never shown to anyone else. The controls carry
    ``version`` and ``auction``: one pressed after the auction ended is refused as stale."""

    game_id: int
    seat: int
    version: int
    auction: int  # the auction under way (Batavia: its round)
    left: bool  # the seat has left an instruction
    ceiling: int | None  # its highest bid; None: "pass" (or none left)
    low: int  # the ceilings it may leave now, low to high (low > high: only "pass")
    high: int
    line: Message | None = None  # the seat's own line saying its instruction


@dataclass(frozen=True)
class Panel:
    """One seat's private panel: its current decision, or a finished move to confirm.
    Lines are messages; ``names`` (display names by seat) is what their seats read as.
    Immutable once handed out: the service shapes a ``PanelSketch`` (and a game's builder
    with it), then freezes it; the drawn picture is added with ``dataclasses.replace``."""


    game_id: int
    seat: int
    version: int
    rev: int
    title: Message
    choices: list[Choice] = field(default_factory=list)
    # every choice as the engine offers it, before a game's builder reshaped the panel (a
    # typed command's autocomplete offers these: any bid amount, the engine's own labels)
    offered: list[Choice] = field(default_factory=list)
    so_far: list[Message] = field(default_factory=list)  # labels of the drafted decisions
    private: list[Message] = field(default_factory=list)  # lines only this seat may see
    preview: list[Message] = field(default_factory=list)  # what the drafted decisions will do
    complete: bool = False  # the drafted move is whole: Confirm / Cancel
    cancel_index: int | None = None  # the engine's own "cancel" choice, shown as Cancel
    note: Message | None = None
    names: list[str] = field(default_factory=list)
    command: str = ""  # the game's slash-command group ("mombasa")
    picture: Picture | None = None  # the player's private image (profile.panel_picture)
    order: Order | None = None  # that image, ordered on the store's thread, drawn after it
    # menus a game's panel builder made from the choices (profile.panel_builder); the
    # choices in no menu keep their buttons
    menus: list[Menu] = field(default_factory=list)
    finish_kinds: tuple[str, ...] = ()  # choices that end the move: their button is Confirm
    in_menus: frozenset[int] = frozenset()  # choices offered by the menus only, no button
    # the seat's own view (game.view) of the decision the panel shows, for a game's panel
    # builder (a preview of majorities, the running bid); a finished move's panel gets the
    # view before its last step, so it holds nothing that Confirm would reveal
    view: dict[str, Any] | None = None
    info: list[Message] = field(default_factory=list)  # a game's own lines (the running bid)
    typed: TypedAmount | None = None  # a "Type an amount…" button (bot/ui/amount.py)
    # a button choice's continuation (see MenuOption.then), and the buttons whose choices
    # end the move: they confirm it, as the plan's own button does
    then: dict[int, tuple[int, ...]] = field(default_factory=dict)
    finishing: frozenset[int] = frozenset()
    placeholder: Message | None = None  # what the plain menu of choices asks ("Choose…")
    asked: bool = False  # a line of the game's info asks the question: no generic "Choose:"
    # the choices after taking ``path`` (indices, as MenuOption.then), or None when the move
    # is whole by then (or the path no longer fits): set by the service, for the builder
    lookahead: Callable[[tuple[int, ...]], list[Choice] | None] | None = field(default=None, repr=False)
    # the seat's standing instruction for the auction under way, offered beside its
    # choices (set by the service: ``bot.games.standing``); None: none can be left
    standing: StandingOffer | None = None
    # "since your last move": the thread's lines of the moves made since this seat last
    # acted (public lines only, oldest first), when the panel opens a decision afresh
    since_last_move: list[Message] = field(default_factory=list)


@dataclass
class PanelSketch:
    """A panel while the service and a game's panel builder (``profile.panel_builder``)
    shape it: the same fields as ``Panel``, which ``finished`` freezes."""


    game_id: int
    seat: int
    version: int
    rev: int
    title: Message
    choices: list[Choice] = field(default_factory=list)
    # every choice as the engine offers it, before a game's builder reshaped the panel (a
    # typed command's autocomplete offers these: any bid amount, the engine's own labels)
    offered: list[Choice] = field(default_factory=list)
    so_far: list[Message] = field(default_factory=list)  # labels of the drafted decisions
    private: list[Message] = field(default_factory=list)  # lines only this seat may see
    preview: list[Message] = field(default_factory=list)  # what the drafted decisions will do
    complete: bool = False  # the drafted move is whole: Confirm / Cancel
    cancel_index: int | None = None  # the engine's own "cancel" choice, shown as Cancel
    note: Message | None = None
    names: list[str] = field(default_factory=list)
    command: str = ""  # the game's slash-command group ("mombasa")
    picture: Picture | None = None  # the player's private image (profile.panel_picture)
    order: Order | None = None  # that image, ordered on the store's thread, drawn after it
    # menus a game's panel builder made from the choices (profile.panel_builder); the
    # choices in no menu keep their buttons
    menus: list[Menu] = field(default_factory=list)
    finish_kinds: tuple[str, ...] = ()  # choices that end the move: their button is Confirm
    in_menus: frozenset[int] = frozenset()  # choices offered by the menus only, no button
    # the seat's own view (game.view) of the decision the panel shows, for a game's panel
    # builder (a preview of majorities, the running bid); a finished move's panel gets the
    # view before its last step, so it holds nothing that Confirm would reveal
    view: dict[str, Any] | None = None
    info: list[Message] = field(default_factory=list)  # a game's own lines (the running bid)
    typed: TypedAmount | None = None  # a "Type an amount…" button (bot/ui/amount.py)
    # a button choice's continuation (see MenuOption.then), and the buttons whose choices
    # end the move: they confirm it, as the plan's own button does
    then: dict[int, tuple[int, ...]] = field(default_factory=dict)
    finishing: frozenset[int] = frozenset()
    placeholder: Message | None = None  # what the plain menu of choices asks ("Choose…")
    asked: bool = False  # a line of the game's info asks the question: no generic "Choose:"
    # the choices after taking ``path`` (indices, as MenuOption.then), or None when the move
    # is whole by then (or the path no longer fits): set by the service, for the builder
    lookahead: Callable[[tuple[int, ...]], list[Choice] | None] | None = field(default=None, repr=False)
    # the seat's standing instruction for the auction under way, offered beside its
    # choices (set by the service: ``bot.games.standing``); None: none can be left
    standing: StandingOffer | None = None
    # "since your last move": the thread's lines of the moves made since this seat last
    # acted (public lines only, oldest first), when the panel opens a decision afresh
    since_last_move: list[Message] = field(default_factory=list)

    def finished(self) -> Panel:
        """The panel as handed out: frozen (its lists are copied, so later changes to the
        sketch change nothing)."""
        return Panel(**{f.name: _copied(getattr(self, f.name)) for f in fields(Panel)})


def _copied(value: Any) -> Any:
    return list(value) if isinstance(value, list) else value


@dataclass(frozen=True)
class Standing:
    """One seat's final result: its total and the parts it is made of ("cash 2")."""

    seat: int
    total: int
    parts: list[Message] = field(default_factory=list)


@dataclass(frozen=True)
class Outcome:
    """What a committed move (or undo, or automa turn) changed, ready to announce: messages,
    not sentences; the Discord layer formats them (``names``: display names by seat).
    Immutable: the steps after a commit (``bot/games/after_commit.py``) each hand on a
    changed copy (``dataclasses.replace``)."""

    game_id: int
    kind: str
    version: int
    place: Place
    actor: str  # display name of who acted ("" for system changes)
    public: list[Message] = field(default_factory=list)
    private: list[Message] = field(default_factory=list)  # for the actor only
    progress: Message | None = None  # "2 of 4 have planned" in a secret simultaneous phase
    ping_user_ids: list[int] = field(default_factory=list)
    ping_text: Message | None = None
    to_move: list[int] = field(default_factory=list)
    finished: bool = False
    standings: list[Standing] = field(default_factory=list)
    winners: list[str] = field(default_factory=list)  # display names
    automa_won: bool = False  # an automated opponent is among the winners
    # the pictures drawn before the outcome was handed out (see ``pictures``)
    drawn_pictures: list[Picture] = field(default_factory=list)
    view: dict[str, Any] | None = None  # the public view to draw (rendered off the store thread)
    view_what: str = "board"  # "scores" once the game is over; else the profile chooses
    # the public events of the move, and the public view before it (the per-move image)
    events: list[dict[str, Any]] = field(default_factory=list)
    before: dict[str, Any] | None = None
    # a secret decision (a plan committed while others still plan): no image, no ping; it
    # updates the one live status message of the phase ("3 of 4 have planned")
    secret: bool = False
    ended: bool = False  # abandoned (resigned, aborted, ended by vote): no result, no panel
    ai_next: bool = False  # an AI seat decides now: once posted, its turn begins (ai_seats)
    names: list[str] = field(default_factory=list)
    lang: str = "en"  # the game's language: its thread posts and public images
    # the pictures while the drawing pool draws them (an asyncio future: ``drawn`` waits)
    drawing: Any = field(default=None, repr=False, compare=False)

    async def drawn(self) -> list[Picture]:
        """The pictures, once drawn: the drawing pool's workers draw them while the bot
        goes on (the player's next panel); whoever posts them awaits this first (a failed
        drawing raises here, and ``pictures`` stays empty)."""
        if self.drawing is not None:
            await self.drawing
        return self.pictures

    @property
    def pictures(self) -> list[Picture]:
        """The post's pictures: drawn already, or by the drawing pool once it finished
        (none while it draws, or when it failed)."""
        drawing = self.drawing
        if drawing is None:
            return list(self.drawn_pictures)
        if not drawing.done() or drawing.cancelled() or drawing.exception() is not None:
            return []
        return list(drawing.result())

    @property
    def picture(self) -> Picture | None:
        return self.pictures[0] if self.pictures else None

    @property
    def move(self) -> dict[str, Any] | None:
        """The per-move image's option: the public view before and the move's events, up to
        a new round or a reveal (the profile's ``board_events``, and the displays' refill told
        as one line just before it, ``event_runs``): the picture shows the move
        and what it caused (an automated opponent's turns), not the round's new displays,
        which the live board shows as the post goes out (issue 29). A move that ends a round
        and draws nothing of its own (the last action phase ended) so goes out as words."""
        if self.before is None:
            return None
        profile = get_profile(self.kind)
        cut = next((n for n, e in enumerate(self.events) if e.get("type") in profile.board_events),
                   len(self.events))
        # the round's preparation just before it, told as one line (the displays refilled)
        refill = {t for run in profile.event_runs for t in run.types}
        while cut > 0 and cut < len(self.events) and self.events[cut - 1].get("type") in refill:
            cut -= 1
        return {"before": self.before, "events": self.events[:cut]}


@dataclass(frozen=True)
class GameSummary:
    game_id: int
    kind: str
    title: str
    status: str
    version: int
    players: list[str]
    to_move: list[str]
    place: Place
    options: dict[str, Any]
    user_ids: list[int] = field(default_factory=list)  # the human players
    stage: Message | None = None  # round and phase, in the game's words (profile.stage)
    since: int | None = None  # when the game last changed (Unix seconds): how long it waited
    progress: Message | None = None  # how the phase stands (profile.status_line: Batavia's bid)

