"""The bot's record of one game: what it needs to know beyond the engine protocol.

The service and the cogs are game-agnostic; a ``GameProfile`` is the one declarative record
that makes them speak Mombasa (or any plug-in game): which action kinds each slash command
offers, how a solo game is set up, the lobby's options, the images of the thread, how the
phase of simultaneous secret decisions is worded, and short rules help. Each game's package
``bot/games/<game>/`` registers its record; ``bot.games.plugins`` finds the packages.

A record checks itself when it is made (``GameProfile.__post_init__``): seat counts in order,
command and panel kinds the engine offers, solo set-ups and lobby options that fit, images
its renderer draws, and words that exist in every language's catalogue. A mistake fails at
start-up with a ``ProfileError`` naming the game and the field, never in a player's click.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.words import LANGUAGES, show
from render.registry import drawn
from rules.catalogues import catalogue_files
from rules.core import Action, Game, Message, get_game, msg

from . import plugins

# A profile's words: a catalogue message (bot/locales/<lang>/<game>.ftl), or plain text
# (test games without a catalogue).
Words = Message | str

# An automated opponent's policy: (engine, state, seat) -> the action it takes.
AutomaPolicy = Callable[[Game, Any, int], Action]


@dataclass(frozen=True)
class SoloSetup:
    """How a solo game is created: seat 0 is the human, ``automa_seats`` are automated."""

    players: int
    options: Mapping[str, Any] = field(default_factory=dict)
    automa_seats: tuple[int, ...] = ()


@dataclass(frozen=True)
class LobbyOption:
    """An engine option offered by ``/<game> new``: its name (the engine's option key),
    how the lobby shows it, the command option's description, and the choices as
    (shown, value) pairs, the first being the default."""

    name: str
    label: Words
    description: Words  # a message's .description, or plain text
    choices: tuple[tuple[Words, str], ...]
    # the chosen value as the engine wants it (Batavia's "true" -> True); None: as chosen
    convert: Callable[[str], Any] | None = None
    # (chosen value, number of players) -> why the lobby cannot have it (a first auctioneer
    # in seat 5 of a 3-player game), or None; asked at `/<game> new` and at Start
    refuse: Callable[[str, int], Message | None] | None = None


@dataclass(frozen=True)
class AmountWords:
    """The words of a typed amount (a panel's "Type an amount…" button and its form, drawn
    by the generic bot/ui/amount.py): the button, the form's title, the field's label (with
    ``low`` and ``high``) and the refusal of text that is not a number (with ``low``). A
    game names its own (Batavia: "Your bid", "Notes to bid"); these are the generic ones."""

    button: Message = msg("bot-amount-button")
    title: Message = msg("bot-amount-title")
    field: Message = msg("bot-amount-field")
    not_number: Message = msg("bot-amount-not-number")


@dataclass(frozen=True)
class StandingRules:
    """A game's standing instructions for an auction (Batavia's: "bid for me up to N notes,
    raising by the least", or "I pass on this auction"), read from views and played through
    the engine by the bot (``bot.games.standing``): the generic code knows no bid."""

    # a view (public or a seat's) -> the auction under way (a number naming it), or None
    auction: Callable[[Mapping[str, Any]], int | None]
    # a seat's own view -> (the lowest, the highest ceiling it may leave now: empty when it
    # can only pass), or None when it may leave no instruction (it is out of the auction)
    bounds: Callable[[Mapping[str, Any]], tuple[int, int] | None]
    # (a seat's own view, a ceiling) -> why it is refused, in the rule's words, or None
    refusal: Callable[[Mapping[str, Any], int], Message | None]
    # (engine, state, seat, ceiling or None for "pass") -> the action the instruction plays
    action: Callable[[Game, Any, int, int | None], Action]
    # (ceiling or None) -> the seat's own line saying its instruction
    line: Callable[[int | None], Message]


class ProfileError(ValueError):
    """A game's record is inconsistent: the message names the game, the field and the fault."""

    def __init__(self, kind: str, field_name: str, problem: str) -> None:
        super().__init__(f"game {kind!r}, field {field_name!r}: {problem}")
        self.kind, self.field, self.problem = kind, field_name, problem


@dataclass(frozen=True)
class EventRun:
    """Consecutive public events of these types (two or more) read as one line: a display
    refilled card by card is one line, not one per card. ``line`` words the run."""

    types: frozenset[str]
    line: Callable[[list[dict[str, Any]]], Message]


@dataclass(frozen=True)
class GameProfile:
    """One game, as the bot hosts it: every field below has a default but the first four,
    and the record checks itself when it is made (``_check``: ``ProfileError``)."""

    # -- the game: its kind (the engine's name, the command group) and its seats ----------
    kind: str
    title: str
    min_players: int
    max_players: int
    # its place in lists of games (the command groups, help): lower first, then by kind
    order: int = 100
    seat_colours: tuple[str, ...] = ()  # the colour of each seat, as the board shows it

    # -- the command group `/<kind>` ----------------------------------------------------
    # the command group's description ("Play Mombasa: ..."); "" -> "Play <title>"
    description: Words = ""
    # slash command name -> the action kinds it offers (its autocomplete is filtered to them)
    commands: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    # action command name -> its description (commands without one get a generic text)
    command_help: Mapping[str, Words] = field(default_factory=dict)
    rules_help: Mapping[str, Words] = field(default_factory=dict)  # `/<kind> rules` topics
    lookup: Callable[[str], str | None] | None = None  # card / book look-up by name or key
    lookup_names: Callable[[str], list[tuple[str, str]]] | None = None  # query -> (name, key)
    # the `/<game> card` look-up: its description and the hint of its "name" option
    lookup_help: tuple[Words, Words] = (msg("bot-cmd-card"), msg("bot-cmd-card-name"))

    # -- the lobby and the solo game -------------------------------------------------------
    # engine options offered in the lobby, in the order the command shows them
    lobby_options: tuple[LobbyOption, ...] = ()
    # difficulty name -> solo set-up; empty means the game has no solo mode
    solo: Mapping[str, SoloSetup] = field(default_factory=dict)
    # the difficulty `/<game> solo` offers by default (None: the first one)
    solo_default: str | None = None
    automa: AutomaPolicy | None = None
    automa_name: Words = msg("bot-automa")

    # -- a move -----------------------------------------------------------------------------
    # (game, state after, seat, events) -> the drafted decisions form a whole move;
    # None: the generic rule of move_complete below
    complete: Callable[[Game, Any, int, list[dict[str, Any]]], bool] | None = None
    # the safest default move of a seat past the turn deadline: (game, state, seat, the
    # seat's drafted actions) -> actions; None: the first legal choice until the move ends
    skip: Callable[[Game, Any, int, list[Any]], list[Action]] | None = None
    # "2 of 4 have planned": the verb used while several seats decide in secret
    secret_verb: Words = msg("bot-decided")

    # -- the private panel ------------------------------------------------------------------
    # builds game-made menus on a panel from its choices' kinds and params (Mombasa: a
    # menu of grouped cards per action slot); None: the generic buttons and menu
    panel_builder: Callable[[Any], None] | None = None
    # the renderer's private image ("hand") of the seat's hand and board, read-only; None: no image
    panel_picture: str | None = None
    # the renderer's picture of a decision ("decision"), shown in the panel instead of
    # ``panel_picture``: what the decision needs, drawn from the seat's view of the position
    # the decision starts from (issue 28). ``decision_subject`` names the decision a seat
    # view is at (None: no picture); a draft's steps at one subject share one picture,
    # drawn from the first of them, so the draft's progress never redraws it
    decision_picture: str | None = None
    decision_subject: Callable[[Mapping[str, Any]], Hashable | None] | None = None
    # choices of these kinds (finishing a plan or a step) get their own button beside a menu
    button_kinds: tuple[str, ...] = ()
    # choices of these kinds end the move: their button confirms it at once (one Confirm)
    finish_kinds: tuple[str, ...] = ()
    # private events that only restate a drafted choice (Mombasa's "You planned X in slot
    # 1"): a panel's "So far" shows that choice already, so the panel leaves their lines out
    # (the played move's confirmation still says them)
    echo_events: frozenset[str] = frozenset()
    # the words of a typed amount, when the panel builder offers one (``Panel.typed``)
    amount_words: AmountWords = AmountWords()
    # standing instructions for an auction (``StandingRules``); None: the game has none
    standing: StandingRules | None = None

    # -- the thread's images ----------------------------------------------------------------
    # Names from the render registry. A public move posts ``move_image`` (drawn with
    # ``move={"before": public view before, "events": its public events}``); a move with an
    # event of a type in ``board_events`` (a new round, the reveal of secret plans) posts
    # the whole board as ``board_parts`` instead. Empty ``board_parts``: the single
    # ``board_image``; empty ``move_image``: the board again.
    move_image: str = ""
    board_image: str = "board"
    board_parts: tuple[str, ...] = ()
    board_events: frozenset[str] = frozenset()
    part_labels: Mapping[str, Words] = field(default_factory=dict)  # board part -> its name
    player_image: str = ""  # one player's board (``seat=``), for ``/<game> player``
    # the images of a post chosen from its move's public events (none without a move: the
    # opening, an undo); an auction bid: the auction; a new round: the whole board. None
    # or an empty answer: the rule of ``thread_images``
    move_images: Callable[[list[dict[str, Any]]], tuple[str, ...]] | None = None

    # -- the thread's words -----------------------------------------------------------------
    # the round and phase of a public view, as words for /<game> status; None: not shown
    stage: Callable[[Mapping[str, Any]], Message | None] | None = None
    # a line under a post about the game as it now stands (the running bid and who is
    # still in), from the public view; None: no such line
    status_line: Callable[[Mapping[str, Any]], Message | None] | None = None
    # what the opening post says of the first public view beyond who plays (Batavia: the
    # first auction's roll and cards, thrown while the engine set the game up)
    opening_lines: Callable[[Mapping[str, Any]], list[Message]] | None = None
    # an event's thread line, when the game words it otherwise than the engine (a payment
    # with each player's share); None from it: the engine's line
    event_line: Callable[[dict[str, Any]], Message | None] | None = None
    # runs of events that read as one line each (the round's display refill); () : none
    event_runs: tuple[EventRun, ...] = ()
    # a seat's secret plan in the making, as the thread told it step by step (a card placed
    # face down, taken back), and the event that says the plan is done ("has finished
    # planning"): "since your last move" leaves out the steps of a plan done since
    plan_steps: frozenset[str] = frozenset()
    plan_done: frozenset[str] = frozenset()
    score_labels: Mapping[str, Words] = field(default_factory=dict)  # score category -> words
    score_unit: str = "pounds"  # what a score counts, for /<game> stats ("pounds", "gold")

    def __post_init__(self) -> None:
        _check(self)

    @property
    def command(self) -> str:
        """The game's slash-command group: ``/mombasa``, ``/batavia`` (its kind)."""
        return self.kind

    @property
    def group_description(self) -> str:
        if self.description:
            return show(self.description)
        return show(msg("bot-cmd-group", title=self.title), "description")

    @property
    def automa_text(self) -> str:
        """The automated opponent's name ("the Mautoma")."""
        return show(self.automa_name)

    def engine_options(self, lobby_options: Mapping[str, Any]) -> dict[str, Any]:
        """The subset of lobby options the engine understands (the rest is for the bot)."""
        options = {o.name: o for o in self.lobby_options}
        return {k: (convert(v) if (convert := options[k].convert) is not None else v)
                for k, v in lobby_options.items() if k in options}


_PROFILES: dict[str, GameProfile] = {}


def register_profile(profile: GameProfile) -> None:
    _PROFILES[profile.kind] = profile


def registered_profiles() -> list[GameProfile]:
    """Every discovered game's record whose engine is installed, in their ``order``."""
    plugins.discover()
    out = []
    for profile in _PROFILES.values():
        try:
            get_game(profile.kind)
        except KeyError:
            continue
        out.append(profile)
    return sorted(out, key=lambda p: (p.order, p.kind))


def get_profile(kind: str) -> GameProfile:
    """The record of ``kind``; a generic one (commands offer every action) if none is known."""
    if kind not in _PROFILES:
        plugins.discover()
    if kind in _PROFILES:
        return _PROFILES[kind]

    game = get_game(kind)
    return GameProfile(kind, game.title or kind, game.min_players, game.max_players,
                       commands={"play": ()})


# -- the record's checks ------------------------------------------------------------------
COMMAND_NAME = re.compile(r"[a-z][a-z0-9_-]{0,31}")  # a slash command's name (Discord's rule)


def _check(p: GameProfile) -> None:
    """Raise ProfileError for the first thing in ``p`` that cannot be right."""
    if not COMMAND_NAME.fullmatch(p.kind):
        raise ProfileError(p.kind, "kind", "a command group's name: lower-case letters, digits, - or _, up to 32")
    if not p.title:
        raise ProfileError(p.kind, "title", "empty")
    if not 1 <= p.min_players <= p.max_players:
        raise ProfileError(p.kind, "min_players", f"seats out of order: {p.min_players} to {p.max_players}")
    if p.seat_colours and len(p.seat_colours) < p.max_players:
        raise ProfileError(p.kind, "seat_colours", f"{len(p.seat_colours)} colours for up to {p.max_players} seats")
    _check_commands(p)
    _check_solo(p)
    _check_lobby(p)
    _check_images(p)
    if p.decision_picture and p.decision_subject is None:
        raise ProfileError(p.kind, "decision_subject", "a decision picture needs the decision a view is at")
    _check_words(p)


def _engine(kind: str) -> Game | None:
    try:
        return get_game(kind)
    except KeyError:
        return None


def _check_commands(p: GameProfile) -> None:
    for name in p.commands:
        if not COMMAND_NAME.fullmatch(name):
            raise ProfileError(p.kind, "commands", f"{name!r} is not a slash command's name")
    game = _engine(p.kind)
    known = game.action_kinds if game is not None else frozenset()
    # (an engine that does not say which kinds it offers has nothing to check against)
    for field_name, kinds in (("commands", [k for ks in p.commands.values() for k in ks]),
                              ("button_kinds", p.button_kinds), ("finish_kinds", p.finish_kinds)):
        unknown = sorted(set(kinds) - known) if known else []
        if unknown:
            raise ProfileError(p.kind, field_name, f"the engine offers no action of kind {', '.join(unknown)}")
    for name in p.command_help:
        if name not in p.commands:
            raise ProfileError(p.kind, "command_help",
                               f"{name!r} is not one of the commands ({', '.join(p.commands)})")


def _check_solo(p: GameProfile) -> None:
    if p.solo_default is not None and p.solo_default not in p.solo:
        raise ProfileError(p.kind, "solo_default",
                           f"{p.solo_default!r} is not one of the solo set-ups ({', '.join(p.solo) or 'none'})")
    for name, setup in p.solo.items():
        if not p.min_players <= setup.players <= p.max_players:
            raise ProfileError(p.kind, "solo",
                               f"{name!r} seats {setup.players}, outside {p.min_players} to {p.max_players}")
        if any(not 0 < s < setup.players for s in setup.automa_seats):
            raise ProfileError(p.kind, "solo", f"{name!r}: automated seats must be other seats than "
                                               f"the player's (1 to {setup.players - 1})")


def _check_lobby(p: GameProfile) -> None:
    names = [o.name for o in p.lobby_options]
    if len(set(names)) != len(names):
        raise ProfileError(p.kind, "lobby_options", "an option is offered twice")
    game = _engine(p.kind)
    known = game.options_help() if game is not None else {}
    unknown = [n for n in names if known and n not in known]  # (an engine that names none: no check)
    if unknown:
        raise ProfileError(p.kind, "lobby_options",
                           f"the engine has no option {unknown[0]!r} (it has {', '.join(known)})")
    for option in p.lobby_options:
        values = [value for _, value in option.choices]
        if not values:
            raise ProfileError(p.kind, "lobby_options", f"{option.name!r} has no choices (the first is its default)")
        if len(set(values)) != len(values):
            raise ProfileError(p.kind, "lobby_options", f"{option.name!r} offers a value twice")


def _check_images(p: GameProfile) -> None:
    has = set(drawn(p.kind))
    if not has:
        return  # no renderer: every picture is posted as its text alternative
    named = (("panel_picture", (p.panel_picture,)), ("decision_picture", (p.decision_picture,)),
             ("move_image", (p.move_image,)),
             ("board_image", (p.board_image,)), ("board_parts", p.board_parts),
             ("player_image", (p.player_image,)), ("part_labels", tuple(p.part_labels)))
    for field_name, images in named:
        missing = sorted({i for i in images if i} - has)
        if missing:
            raise ProfileError(p.kind, field_name,
                               f"render/{p.kind} draws no {', '.join(missing)} (it draws {', '.join(sorted(has))})")


def _words(p: GameProfile) -> Iterator[tuple[str, Words]]:
    """Every word of the record, with the field it is in."""
    yield "description", p.description
    yield from (("command_help", w) for w in p.command_help.values())
    yield from (("lookup_help", w) for w in p.lookup_help)
    yield "automa_name", p.automa_name
    for option in p.lobby_options:
        yield from (("lobby_options", w) for w in (option.label, option.description,
                                                   *(shown for shown, _ in option.choices)))
    yield "secret_verb", p.secret_verb
    yield from (("rules_help", w) for w in p.rules_help.values())
    yield from (("score_labels", w) for w in p.score_labels.values())
    yield from (("part_labels", w) for w in p.part_labels.values())
    a = p.amount_words
    yield from (("amount_words", w) for w in (a.button, a.title, a.field, a.not_number))


MESSAGE_ID = re.compile(r"^([A-Za-z][A-Za-z0-9_-]*)[ \t]*=", re.M)  # a Fluent message's id


def catalogue_ids(lang: str) -> frozenset[str]:
    """The message ids of every catalogue registered for ``lang``, read from the files as
    they are (the catalogues themselves are built on first use: parsing them all here, at
    start-up, would cost seconds)."""
    return frozenset(i for _, _, text in catalogue_files(lang) for i in MESSAGE_ID.findall(text))


def _check_words(p: GameProfile) -> None:
    for lang in LANGUAGES:
        ids = catalogue_ids(lang)
        for field_name, w in _words(p):
            if isinstance(w, Message) and w.key not in ids:
                raise ProfileError(p.kind, field_name, f"{w.key!r} is not in the {lang!r} catalogue")


def amount_words(kind: str) -> AmountWords:
    """The words of game ``kind``'s typed amounts."""
    return get_profile(kind).amount_words


def kinds_for_command(profile: GameProfile, command: str) -> tuple[str, ...] | None:
    """The action kinds ``command`` offers; None means every legal action."""
    return profile.commands.get(command) or None


def move_complete(game: Game, after: Any, seat: int, events: list[dict[str, Any]]) -> bool:
    """Whether a seat's sequence of small decisions forms a whole move that can be committed.

    A game's profile may decide instead (``GameProfile.complete``); otherwise:

    The protocol has no explicit "end of move" marker, so: the move is complete when the seat
    no longer has to decide, the game is over, or the step produced a public event (engines
    announce a finished action to everyone; the intermediate decisions of a compound move
    are silent).
    """
    profile = _PROFILES.get(game.name)
    if profile is not None and profile.complete is not None:
        return profile.complete(game, after, seat, events)
    if game.is_over(after) or seat not in game.to_move(after):
        return True
    return any(e.get("visible_to", "all") == "all" for e in events)


def seat_done(game: Game, after: Any, seat: int, events: list[dict[str, Any]]) -> bool:
    """A move ends when the seat no longer decides (its plan is committed, its turn passed)."""
    return game.is_over(after) or seat not in game.to_move(after)


def thread_images(profile: GameProfile, move: Mapping[str, Any] | None) -> tuple[str, ...]:
    """The images a public post carries: the per-move image for an ordinary move, the
    whole board (in its parts) at a new round, at a reveal, or without a move (the
    opening, an undo, a skipped turn)."""
    events = (move or {}).get("events") or []
    if profile.move_images is not None:  # (no move: the opening, an undo, a skipped turn)
        chosen = profile.move_images(list(events))
        if chosen:
            return tuple(chosen)
    if (move is not None and profile.move_image
            and not any(e.get("type") in profile.board_events for e in events)):
        return (profile.move_image,)
    return profile.board_parts or (profile.board_image,)


def live_board_images(profile: GameProfile) -> tuple[str, ...]:
    """The images of a game's live board: the whole board, in its parts."""
    return profile.board_parts or (profile.board_image,)


def post_images(profile: GameProfile, move: Mapping[str, Any] | None) -> tuple[str, ...]:
    """The images a public post carries beside the live board: those of ``thread_images``
    that are not the board (the live board above shows it, edited in place), and for a
    move whose post would have been the whole board (a new round, a reveal) its own
    per-move image, so every move keeps its picture. The opening, an undo and a skipped
    turn then carry none: the live board shows what they left."""
    board = set(live_board_images(profile))
    own = tuple(i for i in thread_images(profile, move) if i not in board)
    if not own and move is not None and profile.move_image:
        return (profile.move_image,)
    return own
