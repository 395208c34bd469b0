"""Results: what a move leads to (who is next, the final standings) and ending a game."""

from __future__ import annotations

from bot.words import as_message
from rules.core import Message, msg

from .base import ServiceBase, _require_active, _seat_of
from .naming import seat_name, seat_names
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
            best = max(totals) if totals else 0
            order = sorted(range(len(scores)), key=lambda i: -totals[i])
            labels = profile.score_labels
            for i in order:
                parts = [
                    msg("bot-score-part", label=as_message(labels.get(k, k.replace("_", " "))),
                        points=v)
                    for k, v in scores[i].items() if k != "total" and v
                ]
                outcome.standings.append(Standing(i, totals[i], parts))
            outcome.winners = [seat_name(seats[i], profile) for i in order if totals[i] == best]
            outcome.view, outcome.view_what = {**game.view(state, None), "scores": scores}, "scores"
            return
        to_move = game.to_move(state)
        outcome.to_move = list(to_move)
        humans = [s for s in to_move if not seats[s].automa and seats[s].user_id is not None]
        simultaneous_before = len(to_move_before) > 1
        if len(to_move) > 1:
            if simultaneous_before and actor_seat not in to_move:
                done = len(seats) - len(to_move)
                outcome.progress = msg("bot-progress", done=done, total=len(seats),
                                       verb=_secret_verb(profile, game, state))
            else:
                outcome.ping_user_ids = [seats[s].user_id for s in humans]
                outcome.ping_text = msg("bot-ping-secret")
        elif humans:
            outcome.ping_user_ids = [seats[humans[0]].user_id]
            if simultaneous_before and actor_seat not in to_move:
                done = len(seats) - 1
                outcome.progress = msg("bot-progress", done=done, total=len(seats),
                                       verb=_secret_verb(profile, game, state))
                outcome.ping_text = msg("bot-ping-last")
            else:
                outcome.ping_text = msg("bot-ping-turn")
        outcome.view = game.view(state, None)


    # -- ending ----------------------------------------------------------------------
    async def abandon(self, game_id: int, user_id: int | None = None, *,
                      reason: Message | None = None) -> Outcome:
        """End a game without a result (resign, admin abort)."""
        async with self.lock(game_id):
            return await self._run(self._abandon_sync, game_id, user_id, reason)

    def _abandon_sync(self, store, game_id, user_id, reason):
        loaded = store.load_game(game_id)
        profile = get_profile(loaded.record.kind)
        who = ""
        if user_id is not None:
            seat = _seat_of(game_id, loaded.seats, user_id)
            who = seat_name(loaded.seats[seat], profile)
        _require_active(loaded)
        store.abandon_game(game_id)
        self._close_sync(store, game_id)
        outcome = Outcome(game_id, loaded.record.kind, loaded.version + 1, loaded.record.place, who,
                          names=seat_names(loaded.seats, profile))
        outcome.public = [reason or msg("bot-resigned", who=who)]
        outcome.ended = True
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
