"""Moves: private panels, drafted decisions, commits, cancels and automated seats.

See ``bot/games/service.py`` for how a move is made and how staleness is detected.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any

from bot.store import LoadedGame
from bot.words import current_language, text
from rules.core import Action, Game, IllegalAction, Message, msg

from .base import ServiceBase, _require_active, _seat_of
from .board import Order
from .drafting import replay
from .errors import NotYourTurn, StalePanel
from .naming import event_texts, namer, public_lines, seat_label, seat_name, seat_names
from .outcomes import Choice, Outcome, Panel
from .parse import NOT_OFFERED, OTHER_SEAT, BadInput
from .profiles import get_profile, move_complete

log = logging.getLogger(__name__)

AUTOMA_STEP_LIMIT = 1000  # a runaway automa loop is a bug: stop and log instead of hanging
# An engine's "take back the action under way" decision: the panel shows it as its Cancel.
CANCEL_KIND = "cancel"


class MovesMixin(ServiceBase):
    # -- panels ----------------------------------------------------------------------
    async def panel(self, game_id: int, user_id: int, kinds: Sequence[str] | None = None) -> Panel:
        async with self.lock(game_id):
            # on the reader (never behind other games' moves), unless the draft is saved anew
            panel = await self._read(self._panel_sync, game_id, user_id, kinds)
        return await self.with_picture(panel)

    def _panel_sync(self, store, game_id, user_id, kinds=None, note=None):
        loaded = store.load_game(game_id)
        seat = _seat_of(game_id, loaded.seats, user_id)
        _require_active(loaded)
        draft, note2 = self._draft(store, loaded, seat)
        return self._build_panel(loaded, seat, draft, kinds, note or note2)

    def _draft(self, store, loaded: LoadedGame, seat: int) -> tuple[dict[str, Any], Message | None]:
        """The seat's draft, replayed onto the current state if the game moved meanwhile."""
        saved = store.get_draft(loaded.id, seat)
        value = saved.draft if saved is not None and isinstance(saved.draft, dict) else {}
        rev, actions = value.get("rev", 0), value.get("actions", [])
        draft: dict[str, Any] = {
            "base": saved.version if saved is not None else loaded.version,
            # a damaged row must not break the panel: odd values count as no draft
            "rev": rev if type(rev) is int and 0 <= rev < 2**62 else 0,
            "actions": list(actions) if isinstance(actions, list) else [],
            "last": value.get("last") if isinstance(value.get("last"), dict) else None,
        }
        note = None
        if draft["actions"]:
            try:  # the drafted actions still fit the game (checked on every load)
                replay(loaded, seat, draft["actions"])
            except IllegalAction:
                draft["actions"] = []
                draft["rev"] += 1
                note = msg("bot-draft-cleared")
        if draft["base"] == loaded.version and note is None:
            return draft, None
        draft["base"] = loaded.version
        self._save_draft(store, loaded.id, seat, draft)
        return draft, note

    @staticmethod
    def _save_draft(store, game_id: int, seat: int, draft: dict[str, Any]) -> None:
        store.save_draft(
            game_id,
            seat,
            draft["base"],
            {"rev": draft["rev"], "actions": draft["actions"], "last": draft.get("last")},
        )

    def _build_panel(self, loaded, seat, draft, kinds=None, note=None) -> Panel:
        game = loaded.game
        profile = get_profile(loaded.record.kind)
        drafted = replay(loaded, seat, draft["actions"])
        state, events = drafted.state, drafted.events
        so_far = drafted.labels(partial(_message, game))
        name = namer(loaded.seats, profile)
        # A drafted step that would reveal hidden information waits for Confirm, and its
        # panel shows nothing of what it reveals (only the player's own choices).
        revealing = game.reveals(events)
        shown = [] if revealing else events
        private = event_texts([e for e in shown if e.get("type") not in profile.echo_events], seat, name)
        preview = [name(e) for e in shown
                   if e.get("preview") and e.get("visible_to") == seat and (e.get("text") or e.get("key"))]
        last = drafted.step_events[-1] if drafted.step_events and not revealing else []
        if any(e.get("summary") for e in last):
            # the last step closes the action: what it did, as the thread will say it (the
            # earlier steps' previews stop before it: an expansion's last region)
            preview = public_lines(last, name)
        panel = Panel(
            loaded.id, seat, loaded.version, draft["rev"],
            msg("bot-game-title", title=profile.title, id=str(loaded.id)), so_far=so_far,
            private=private, note=note, preview=preview,
            names=seat_names(loaded.seats, profile), command=profile.command,
        )
        if draft["actions"] and (
            revealing
            or seat not in game.to_move(state)
            or _completes(game, drafted.states[-2], state, seat, drafted.step_events[-1])
        ):
            panel.complete = True
            if profile.panel_builder is not None:
                # the builder sees the decision before the last step: nothing Confirm reveals
                panel.view = drafted.view(-2)
                profile.panel_builder(panel)
            return self._with_picture(loaded, seat, None, panel, drafted.view(0 if revealing else -1))
        if seat not in game.to_move(state):
            waiting = [seat_name(loaded.seats[s], profile) for s in game.to_move(state)]
            raise NotYourTurn(loaded.id, ", ".join(waiting))
        if draft["actions"]:
            kinds = None  # a move under way goes on, whichever command reopened it
        for choice in _choices(game, state, seat, profile):
            if choice.kind == CANCEL_KIND:
                panel.cancel_index = choice.index  # the panel's Cancel button, not a choice
            elif kinds is None or choice.kind in kinds:
                panel.choices.append(choice)
        if kinds is not None and not panel.choices:
            raise IllegalAction(msg("bot-cannot-now"))
        panel.finish_kinds = profile.finish_kinds
        panel.offered = list(panel.choices)
        panel.lookahead = _lookahead(game, state, seat, profile)
        view = None
        if profile.panel_builder is not None:
            panel.view = view = drafted.view()
            profile.panel_builder(panel)
        return self._with_picture(loaded, seat, state, panel, view)

    def _with_picture(self, loaded, seat: int, state: Any, panel: Panel,
                      view: dict[str, Any] | None = None) -> Panel:
        """The seat's private image (its hand, plan, tracks) as the drafted move leaves
        them, when the game's profile names one; in the reader's language (it is private).
        ``view``: the seat's view of ``state`` when it was made already. Only ordered here
        (on the store's thread): ``with_picture`` draws it after."""
        profile = get_profile(loaded.record.kind)
        if profile.panel_picture is not None:
            # no names yet: ``with_picture`` adds the seats' display names (an image cannot
            # show the mentions the panel's lines use)
            panel.order = Order(loaded.record.kind,
                                view if view is not None else loaded.game.view(state, seat),
                                profile.panel_picture, current_language())
        return panel

    # -- deciding --------------------------------------------------------------------
    async def choose(
        self, game_id: int, user_id: int, ver: int, rev: int, index: int, *, commit: bool = False,
        seat: int | None = None, then: Sequence[int] = (),
    ) -> Panel | Outcome:
        """Take choice ``index`` of the panel shown at (ver, rev).

        ``seat``: the seat the choice was offered to (an autocomplete value names it); a
        value made for another seat is refused. Returns the next panel, or the Outcome when
        the choice committed the move (it revealed hidden information, or ``commit`` was
        asked for and the move is whole). ``then``: the choices that follow, each an index
        into the legal actions of the decision the one before leads to (one pick of a panel
        that stands for several decisions); all are taken, or none.
        """
        async with self.lock(game_id):
            result = await self._run(self._choose_sync, game_id, user_id, ver, rev, index, commit,
                                     seat, tuple(then))
        if isinstance(result, Outcome):
            await self._after_commit(result)
        return await self.with_picture(result)

    def _checked(self, store, game_id, user_id, ver, rev, offered_to=None):
        loaded = store.load_game(game_id)
        seat = _seat_of(game_id, loaded.seats, user_id)
        if offered_to is not None and offered_to != seat:
            raise BadInput(OTHER_SEAT)
        _require_active(loaded)
        draft, _ = self._draft(store, loaded, seat)
        if rev != draft["rev"] or (ver != loaded.version and not _others_only(store, loaded, seat, ver)):
            raise StalePanel(game_id)
        return loaded, seat, draft

    def _choose_sync(self, store, game_id, user_id, ver, rev, index, commit, offered_to=None,
                     then=()):
        loaded, seat, draft = self._checked(store, game_id, user_id, ver, rev, offered_to)
        game = loaded.game
        if then and (index, tuple(then)) not in _paths_offered(self._build_panel(loaded, seat, dict(draft))):
            # a pick standing for several decisions is taken only as the panel offered it (a
            # forged or lengthened path is refused, even when each step would be legal)
            raise BadInput(NOT_OFFERED)
        state = replay(loaded, seat, draft["actions"]).state
        # every choice of the pick at the decision the one before leads to, each one legal
        # there; a pick that no longer fits is stale and changes nothing
        path = (index, *then)
        before, last = path[:-1], path[-1]
        for step in before:
            action = _legal_at(game, state, seat, step, game_id)
            after, events = _step(loaded, seat, draft, action)
            if _completes(game, state, after, seat, events):
                raise StalePanel(game_id)  # the move was whole before the pick's end
            draft["actions"].append(action.to_json())
            state = after
        action = _legal_at(game, state, seat, last, game_id)
        return self._drafted(store, loaded, seat, draft, state, action, commit)

    async def choose_action(
        self, game_id: int, user_id: int, ver: int, rev: int, kind: str, params: Mapping[str, Any],
    ) -> Panel | Outcome:
        """Take the action ``kind`` with ``params`` on the panel shown at (ver, rev): a typed
        choice (a bid of any amount) that the panel does not list one by one. The same
        stale checks as ``choose``; the engine refuses anything illegal (IllegalAction, in
        plain words) and nothing changes."""
        async with self.lock(game_id):
            result = await self._run(self._choose_action_sync, game_id, user_id, ver, rev, kind,
                                     dict(params))
        if isinstance(result, Outcome):
            await self._after_commit(result)
        return await self.with_picture(result)

    def _choose_action_sync(self, store, game_id, user_id, ver, rev, kind, params):
        loaded, seat, draft = self._checked(store, game_id, user_id, ver, rev)
        game = loaded.game
        state = replay(loaded, seat, draft["actions"]).state
        if seat not in game.to_move(state):
            raise StalePanel(game_id)
        action = game.action_from_json({"kind": kind, **params})
        return self._drafted(store, loaded, seat, draft, state, action, False)

    def _drafted(self, store, loaded, seat, draft, state, action, commit):
        """Add ``action`` (the engine refuses an illegal one) to the seat's draft; the next
        panel, or the Outcome when ``commit`` asked to play a whole move."""
        game = loaded.game
        game_id = loaded.id
        after, events = _step(loaded, seat, draft, action)
        draft["actions"].append(action.to_json())
        draft["rev"] += 1
        # Nothing is applied before Confirm, also when the step would reveal hidden
        # information (a drawn card, the plans, the Mautoma's card): the panel then asks to
        # confirm without showing what the step reveals. A typed choice (``commit``) that
        # ends the move is its own confirmation.
        finishing = action.kind in get_profile(loaded.record.kind).finish_kinds
        if commit and (finishing or _completes(game, state, after, seat, events)):
            return self._commit_sync(store, loaded, seat, draft)
        self._save_draft(store, game_id, seat, draft)
        return self._build_panel(loaded, seat, draft)

    async def commit(self, game_id: int, user_id: int, ver: int, rev: int) -> Outcome:
        async with self.lock(game_id):
            outcome = await self._run(self._commit_checked_sync, game_id, user_id, ver, rev)
        await self._after_commit(outcome)
        return outcome

    def _commit_checked_sync(self, store, game_id, user_id, ver, rev):
        loaded, seat, draft = self._checked(store, game_id, user_id, ver, rev)
        if not draft["actions"]:
            raise StalePanel(game_id)
        return self._commit_sync(store, loaded, seat, draft)

    async def cancel(self, game_id: int, user_id: int, ver: int, rev: int) -> Panel:
        async with self.lock(game_id):
            panel = await self._run(self._cancel_sync, game_id, user_id, ver, rev)
        return await self.with_picture(panel)

    def _cancel_sync(self, store, game_id, user_id, ver, rev):
        loaded, seat, draft = self._checked(store, game_id, user_id, ver, rev)
        if not draft["actions"]:
            # Nothing drafted, but the engine has an action under way (its first steps were
            # committed): its own cancel takes that back.
            game = loaded.game
            legal = game.legal_actions(loaded.state, seat) if seat in game.to_move(loaded.state) else []
            cancels = [a for a in legal if a.kind == CANCEL_KIND]
            if not cancels:
                raise StalePanel(game_id)
            applied = store.apply_actions(game_id, seat, [cancels[0]], loaded.version)
            draft = {"base": applied.version, "rev": draft["rev"] + 1, "actions": [], "last": None}
            self._save_draft(store, game_id, seat, draft)
            loaded = store.load_game(game_id)
            return self._build_panel(loaded, seat, draft, note=msg("bot-cancelled-taken-back"))
        draft["actions"] = []
        draft["rev"] += 1
        self._save_draft(store, game_id, seat, draft)
        return self._build_panel(loaded, seat, draft, note=msg("bot-cancelled-nothing"))

    def _commit_sync(self, store, loaded: LoadedGame, seat: int, draft: dict[str, Any]) -> Outcome:
        """Apply the drafted actions to the store (version-checked), then any automa turns."""
        game = loaded.game
        profile = get_profile(loaded.record.kind)
        before = loaded.state
        to_move_before = game.to_move(before)
        # The whole drafted move in one transaction: all or nothing, one version check.
        # (the draft was replayed to build the panel that confirmed it: not run again)
        applied = store.apply_actions(loaded.id, seat, draft["actions"], loaded.version,
                                      replayed=partial(replay, seat=seat, actions=draft["actions"]))
        version, events, state = applied.version, applied.events, applied.state
        # The seat's draft is spent; remember how many actions the move had, for undo.
        self._save_draft(
            store, loaded.id, seat,
            {"base": version, "rev": 0, "actions": [], "last": {"version": version, "count": len(draft["actions"])}},
        )
        actor = seat_name(loaded.seats[seat], profile)
        outcome = Outcome(loaded.id, loaded.record.kind, version, loaded.record.place, actor,
                          names=seat_names(loaded.seats, profile))
        name = namer(loaded.seats, profile)
        outcome.public = public_lines(events, name)
        outcome.private = event_texts(events, seat, name)
        outcome.before = game.view(before, None)  # for the per-move image
        outcome.events = _public(events)
        state, version = self._automa_sync(store, loaded, state, version, outcome)
        outcome.version = version
        self._describe_next(loaded, state, outcome, to_move_before, seat)
        self._digest_sync(store, loaded, outcome)
        self._follow_turn_sync(store, loaded, state, moved=[seat])
        return outcome

    def _automa_sync(self, store, loaded, state, version, outcome):
        """Play automated seats until a human must decide (their moves are explained)."""
        game = loaded.game
        profile = get_profile(loaded.record.kind)
        automa = {s.seat for s in loaded.seats if s.automa}
        steps = 0
        while not game.is_over(state) and profile.automa is not None:
            movers = [s for s in game.to_move(state) if s in automa]
            if not movers:
                break
            steps += 1
            if steps > AUTOMA_STEP_LIMIT:
                log.error("game %s: automa did not hand back control after %d steps", loaded.id, steps)
                break
            action = profile.automa(game, state, movers[0])
            applied = store.apply_action(loaded.id, movers[0], action, version)
            state, version = applied.state, applied.version
            outcome.events += _public(applied.events)
            outcome.public += [
                msg("bot-automa-line", automa=profile.automa_name, line=line)
                for line in public_lines(applied.events, namer(loaded.seats, profile))
            ]
        return state, version


    async def opening(self, game_id: int) -> Outcome:
        """The first announcement of a game: who decides first (automa seats move first)."""
        async with self.lock(game_id):
            outcome = await self._run(self._opening_sync, game_id)
        await self._after_commit(outcome)
        return outcome

    def _opening_sync(self, store, game_id):
        loaded = store.load_game(game_id)
        profile = get_profile(loaded.record.kind)
        outcome = Outcome(game_id, loaded.record.kind, loaded.version, loaded.record.place, "",
                          names=seat_names(loaded.seats, profile))
        players = ", ".join(seat_label(s, profile) for s in loaded.seats)
        outcome.public = [msg("bot-game-begins", players=players)]
        if profile.opening_lines is not None:
            outcome.public += profile.opening_lines(loaded.game.view(loaded.state, None))
        state, outcome.version = self._automa_sync(store, loaded, loaded.state, loaded.version, outcome)
        self._describe_next(loaded, state, outcome, [], -1)
        self._follow_turn_sync(store, loaded, state)
        return outcome


# -- helpers -------------------------------------------------------------------------------
def _public(events: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """The events everyone may see (the per-move image shows only these)."""
    return [e for e in events if e.get("visible_to", "all") == "all"]

def _others_only(store, loaded: LoadedGame, seat: int, ver: int) -> bool:
    """Whether a panel drawn at version ``ver`` still shows the seat's own decision: only
    other seats acted since, revealing nothing (another seat committing its secret plan
    leaves your planning draft as it was), and the seat still decides now. A change to the
    seat's own decision (its own move or undo, a reveal, a new phase) makes it stale."""
    if not 0 <= ver < loaded.version or seat not in loaded.game.to_move(loaded.state):
        return False
    since = [e for e in store.action_log(loaded.id) if e.version > ver]
    # every version since is another seat's live action (an undo also moves the version)
    return (bool(since) and max(e.version for e in since) == loaded.version
            and all(e.seat != seat and not e.reveals and e.undo_id is None for e in since))


def _step(loaded, seat: int, draft: Mapping[str, Any], action: Action) -> tuple[Any, list[dict[str, Any]]]:
    """The state and events after the drafted actions and ``action`` (IllegalAction if it
    does not fit), applied through the remembered replay: the panel built next extends
    the draft by this very step, and finds it applied already."""
    done = replay(loaded, seat, [*draft["actions"], action.to_json()])
    return done.state, done.step_events[-1]


def _completes(game: Game, before: Any, after: Any, seat: int, events: list[dict[str, Any]]) -> bool:
    """A step ends a move when the game's rule says so (see profiles.move_complete), or when
    the seats that must decide changed (a phase or turn boundary was crossed)."""
    if move_complete(game, after, seat, events):
        return True
    return not game.is_over(after) and set(game.to_move(before)) != set(game.to_move(after))


def _choices(game: Game, state: Any, seat: int, profile) -> list[Choice]:
    """The seat's legal actions as choices (their index is what a component sends)."""
    return [Choice(i, _label(game, action), action.kind, action.kind in profile.button_kinds,
                   dict(action.params), _message(game, action))
            for i, action in enumerate(game.legal_actions(state, seat))]


def _lookahead(game: Game, state: Any, seat: int, profile):
    """Panel.lookahead: the choices after a path of choices (None once the move is whole),
    so a game's panel can offer several decisions as one pick; the engine decides, as ever.
    Each state on the way is reached once: a menu's options share their paths' beginnings."""
    reached: dict[tuple[int, ...], Any] = {(): state}  # path -> state after it (None: no further)
    offered: dict[tuple[int, ...], list[Choice] | None] = {}

    def after(path: tuple[int, ...]) -> Any:
        if path in reached:
            return reached[path]
        current = after(path[:-1])
        found = None
        if current is not None and seat in game.to_move(current):
            legal = game.legal_actions(current, seat)
            if 0 <= path[-1] < len(legal):
                try:
                    nxt, events = game.apply(current, seat, legal[path[-1]])
                except IllegalAction:
                    nxt = None
                if nxt is not None and not (_completes(game, current, nxt, seat, events)
                                            or game.reveals(events)):
                    found = nxt
        reached[path] = found
        return found

    def ahead(path: tuple[int, ...]) -> list[Choice] | None:
        path = tuple(path)
        if path not in offered:
            current = after(path)
            offered[path] = (None if current is None or seat not in game.to_move(current)
                             else _choices(game, current, seat, profile))
        found = offered[path]
        return None if found is None else list(found)

    return ahead


def _label(game: Game, action: Action | Mapping[str, Any]) -> str:
    if not isinstance(action, Action):
        action = game.action_from_json(action)
    return action.label or str(action)


def _message(game: Game, action: Action) -> Message:
    """An action's label as a message (a plain-string label stays as it is)."""
    if action.message is not None:
        return action.message
    return text(action.label or str(action))


def _paths_offered(panel: Panel) -> set[tuple[int, tuple[int, ...]]]:
    """The picks standing for several decisions that ``panel`` offers: its menus' options
    and its buttons' paths."""
    offered = {(o.index, tuple(o.then)) for menu in panel.menus for o in menu.options}
    return offered | {(index, tuple(then)) for index, then in panel.then.items()}


def _legal_at(game, state, seat: int, index: int, game_id: int):
    """Choice ``index`` of the seat's legal actions in ``state``; StalePanel when the seat
    no longer decides or no such choice exists."""
    if seat not in game.to_move(state):
        raise StalePanel(game_id)
    legal = game.legal_actions(state, seat)
    if not 0 <= index < len(legal):
        raise StalePanel(game_id)
    return legal[index]
