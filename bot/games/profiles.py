"""What the bot needs to know about one game kind beyond the engine protocol.

The service and the cogs are game-agnostic; a ``GameProfile`` is the thin mapping that makes
them speak Mombasa (or the toy test game): which action kinds each slash command offers,
how a solo game is set up, how the phase of simultaneous secret decisions is worded, and
short rules help. Adding a game means adding a profile, nothing else.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.words import show
from rules.core import Action, Game, Message, get_game, msg

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
class GameProfile:
    kind: str
    title: str
    min_players: int
    max_players: int
    # the command group's description ("Play Mombasa: ..."); "" -> "Play <title>"
    description: Words = ""
    # action command name -> its description (commands without one get a generic text)
    command_help: Mapping[str, Words] = field(default_factory=dict)
    # the difficulty `/<game> solo` offers by default (None: the first one)
    solo_default: str | None = None
    # the `/<game> card` look-up: its description and the hint of its "name" option
    lookup_help: tuple[Words, Words] = (msg("bot-cmd-card"), msg("bot-cmd-card-name"))
    # slash command name -> the action kinds it offers (its autocomplete is filtered to them)
    commands: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    # difficulty name -> solo set-up; empty means the game has no solo mode
    solo: Mapping[str, SoloSetup] = field(default_factory=dict)
    automa: AutomaPolicy | None = None
    automa_name: Words = msg("bot-automa")
    # engine options offered in the lobby, in the order the command shows them
    lobby_options: tuple[LobbyOption, ...] = ()
    # "2 of 4 have planned": the verb used while several seats decide in secret
    secret_verb: Words = msg("bot-decided")
    rules_help: Mapping[str, Words] = field(default_factory=dict)
    lookup: Callable[[str], str | None] | None = None  # card / book look-up by name or key
    lookup_names: Callable[[str], list[tuple[str, str]]] | None = None  # query -> (name, key)
    # (game, state after, seat, events) -> the drafted decisions form a whole move;
    # None: the generic rule of move_complete below
    complete: Callable[[Game, Any, int, list[dict[str, Any]]], bool] | None = None
    # the safest default move of a seat past the turn deadline: (game, state, seat, the
    # seat's drafted actions) -> actions; None: the first legal choice until the move ends
    skip: Callable[[Game, Any, int, list[Any]], list[Action]] | None = None
    # choices of these kinds (finishing a plan or a step) get their own button beside a menu
    button_kinds: tuple[str, ...] = ()
    # the renderer's private image ("hand") shown in every private panel; None: no image
    panel_picture: str | None = None
    # builds game-made menus on a panel from its choices' kinds and params (Mombasa: a
    # menu of grouped cards per action slot); None: the generic buttons and menu
    panel_builder: Callable[[Any], None] | None = None
    # choices of these kinds end the move: their button confirms it at once (one Confirm)
    finish_kinds: tuple[str, ...] = ()
    # private events that only restate a drafted choice (Mombasa's "You planned X in slot
    # 1"): a panel's "So far" shows that choice already, so the panel leaves their lines out
    # (the played move's confirmation still says them)
    echo_events: frozenset[str] = frozenset()
    # the round and phase of a public view, as words for /<game> status; None: not shown
    stage: Callable[[Mapping[str, Any]], Message | None] | None = None
    seat_colours: tuple[str, ...] = ()  # the colour of each seat, as the board shows it
    score_labels: Mapping[str, Words] = field(default_factory=dict)  # score category -> words
    score_unit: str = "pounds"  # what a score counts, for /<game> stats ("pounds", "gold")
    # The images of the thread (names from the render registry). A public move posts
    # ``move_image`` (drawn with ``move={"before": public view before, "events": its public
    # events}``); a move with an event of a type in ``board_events`` (a new round, the
    # reveal of secret plans) posts the whole board as ``board_parts`` instead. Empty
    # ``board_parts``: the single ``board_image``; empty ``move_image``: the board again.
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
    # a line under a post about the game as it now stands (the running bid and who is
    # still in), from the public view; None: no such line
    status_line: Callable[[Mapping[str, Any]], Message | None] | None = None
    # what the opening post says of the first public view beyond who plays (Batavia: the
    # first auction's roll and cards, thrown while the engine set the game up)
    opening_lines: Callable[[Mapping[str, Any]], list[Message]] | None = None
    # an event's thread line, when the game words it otherwise than the engine (a payment
    # with each player's share); None from it: the engine's line
    event_line: Callable[[dict[str, Any]], Message | None] | None = None
    # "Since your last move": the pinged player's digest of the others' moves
    digest: bool = True

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
    """Every registered profile whose engine is installed, in registration order."""
    out = []
    for profile in _PROFILES.values():
        try:
            get_game(profile.kind)
        except KeyError:
            continue
        out.append(profile)
    return out


def get_profile(kind: str) -> GameProfile:
    """The profile of ``kind``; a generic one (commands offer every action) if none is known."""
    if kind in _PROFILES:
        return _PROFILES[kind]

    game = get_game(kind)
    return GameProfile(kind, game.title or kind, game.min_players, game.max_players,
                       commands={"play": ()})


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
