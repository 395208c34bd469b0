"""Results: what a move leads to (who is next, the final standings) and ending a game."""

from __future__ import annotations

from bot.words import as_message
from rules.core import Message, msg

from .base import ServiceBase, _require_active, _seat_of
from .errors import StalePanel
from .naming import namer, public_lines, seat_name, seat_names
from .outcomes import Outcome, Standing
from .profiles import get_profile


class ResultsMixin(ServiceBase):
    def _describe_next(self, loaded, state, outcome: Outcome, to_move_before, actor_seat) -> None:
        game = loaded.game
        profile = get_profile(loaded.record.kind)
        seats = loaded.seats
        if game.is_over(state):
            outcome.finished = True
            scores = game.scores(state)
            totals = [int(s.get("total", 0)) for s in scores]
            won = game.winners(state)
            order = sorted(range(len(scores)), key=lambda i: -totals[i])
            labels = profile.score_labels
            for i in order:
                parts = [
                    msg("bot-score-part", label=as_message(labels.get(k, k.replace("_", " "))),
                        points=v)
                    for k, v in scores[i].items() if k != "total" and v
                ]
                outcome.standings.append(Standing(i, totals[i], parts))
            outcome.winners = [seat_name(seats[i], profile) for i in order if i in won]
            outcome.automa_won = any(seats[i].automa for i in order if i in won)
            outcome.view, outcome.view_what = {**game.view(state, None), "scores": scores}, "scores"
            return
        to_move = game.to_move(state)
        outcome.to_move = list(to_move)
        humans = [s for s in to_move if not seats[s].automa and seats[s].user_id is not None]
        simultaneous_before = len(to_move_before) > 1
        still_secret = set(to_move) < set(to_move_before) and not any(
            e.get("type") in profile.board_events for e in outcome.events)
        if simultaneous_before and actor_seat not in to_move and to_move and still_secret:
            # A secret decision while others still decide: it only updates the phase's
            # live status message ("3 of 4 have planned"); no image, no new ping (the
            # others were pinged when the phase began).
            outcome.secret = True
            outcome.progress = msg("bot-progress", done=len(seats) - len(to_move),
                                   total=len(seats), verb=_secret_verb(profile, game, state))
            return
        # Nobody is pinged for a turn they are already taking: the actor who moves again
        # (consecutive moves, or planning right after their own last action) is not pinged.
        others = [s for s in humans if s != actor_seat]
        if len(to_move) > 1:
            outcome.ping_user_ids = [seats[s].user_id for s in others]
            outcome.ping_text = msg("bot-ping-secret")
        elif others:
            outcome.ping_user_ids = [seats[others[0]].user_id]
            outcome.ping_text = msg("bot-ping-turn")
        elif humans:
            outcome.ping_text = msg("bot-moves-again", who=seat_name(seats[humans[0]], profile))
        outcome.view = game.view(state, None)
        if profile.status_line is not None:
            outcome.progress = profile.status_line(outcome.view)


    DIGEST_WINDOW = 80  # actions looked back for "since your last move"

    def _digest_sync(self, store, loaded, outcome: Outcome) -> None:
        """"Since your last move": when the one seat pinged missed more than this move
        (three or more players, or several moves of others), the post also lists what the
        others did since that seat last acted (public lines only)."""
        seats = loaded.seats
        if not get_profile(loaded.record.kind).digest:
            return
        pinged = [s.seat for s in seats if s.user_id in outcome.ping_user_ids and not s.automa]
        if len(pinged) != 1 or len(outcome.to_move) != 1:
            return
        seat = pinged[0]
        # Which actions count is read from the log first; only those are replayed (for their
        # events), and none when the seat acted just before this move (the usual case).
        window = store.recent_seats(loaded.id, self.DIGEST_WINDOW)
        earlier = [w for w in window if w[2] <= loaded.version]  # before the move just made
        last = max((i for i, w in enumerate(earlier) if w[1] == seat), default=None)
        wanted = {w[0] for w in earlier[last + 1:]} if last is not None else set()
        if not wanted:
            return
        since = [h for h in store.history(loaded.id, len(window) - min(i for i, w in enumerate(window) if w[0] in wanted))
                 if h.entry.seq in wanted]
        name = namer(seats, get_profile(loaded.record.kind))
        lines = public_lines([e for h in since for e in h.events], name)
        if lines:
            outcome.digest = lines
            outcome.digest_for = seat_name(seats[seat], get_profile(loaded.record.kind))

    # -- ending ----------------------------------------------------------------------
    async def abandon(self, game_id: int, user_id: int | None = None, *,
                      reason: Message | None = None, version: int | None = None) -> Outcome:
        """End a game without a result (resign, admin abort). ``version``: the game's
        version when the player was asked to confirm; a game that moved on since is not
        ended (StalePanel: the player is asked again)."""
        async with self.lock(game_id):
            return await self._run(self._abandon_sync, game_id, user_id, reason, version)

    def _abandon_sync(self, store, game_id, user_id, reason, version=None):
        loaded = store.load_game(game_id)
        profile = get_profile(loaded.record.kind)
        who = ""
        seat = None
        if user_id is not None:
            seat = _seat_of(game_id, loaded.seats, user_id)
            who = seat_name(loaded.seats[seat], profile)
        _require_active(loaded)
        if version is not None and version != loaded.version:
            raise StalePanel(game_id)
        store.abandon_game(game_id)
        # how it ended, for /<game> status (the seat, never a user id: names are looked up)
        store.set_settings(game_id, {"ended": {"how": "resigned" if reason is None else "ended",
                                               "seat": seat}})
        self._close_sync(store, game_id)
        outcome = Outcome(game_id, loaded.record.kind, loaded.version + 1, loaded.record.place, who,
                          names=seat_names(loaded.seats, profile))
        outcome.public = [reason or msg("bot-resigned", who=who)]
        outcome.ended = True
        # the others learn it at once: a ping to every other player (a solo game has none)
        outcome.ping_user_ids = [s.user_id for s in loaded.seats
                                 if s.user_id is not None and not s.automa and s.seat != seat]
        if outcome.ping_user_ids:
            outcome.ping_text = msg("bot-ended-ping")
        return outcome

    @staticmethod
    def _close_sync(store, game_id: int) -> None:
        """Nothing is pending in a game that ended: no reminders, drafts, clock or votes."""
        store.cancel_reminders(game_id)
        store.clear_draft(game_id)
        store.sync_waiting(game_id, [])
        store.clear_end_votes(game_id)


def _secret_verb(profile, game, state):
    """The verb of "2 of 4 have planned", told the phase (a view's "phase", when the game
    has one), so a game can say "chosen" while seats choose their starting tiles."""
    verb = profile.secret_verb
    if not isinstance(verb, Message):
        return verb
    phase = game.view(state, None).get("phase")
    return msg(verb.key, **{**dict(verb.args), "phase": str(phase or "")})
