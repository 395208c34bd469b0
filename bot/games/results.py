"""Results: what a change leads to (who decides next, the final standings), and closing a
game that ended. The steps after a commit
(``bot/games/after_commit.py``) call the functions here."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from bot.words import as_message
from rules.core import Game, Message, msg

from .context import GameContext
from .drafting import public_view
from .outcomes import Outcome, Standing
from .profiles import GameProfile


def final_results(ctx: GameContext, state: Any, outcome: Outcome) -> Outcome:
    """At the end of the game: the standings, the winners and the score sheet to draw."""
    game, profile, seats = ctx.game, ctx.profile, ctx.seats
    scores = game.scores(state)
    totals = [int(s.get("total", 0)) for s in scores]
    won = game.winners(state)
    order = sorted(range(len(scores)), key=lambda i: -totals[i])
    labels = profile.score_labels
    standings = []
    for i in order:
        parts = [
            msg("bot-score-part", label=as_message(labels.get(k, k.replace("_", " "))), points=v)
            for k, v in scores[i].items() if k != "total" and v
        ]
        standings.append(Standing(i, totals[i], parts))
    return replace(
        outcome,
        finished=True,
        standings=[*outcome.standings, *standings],
        winners=[ctx.seat_name(i) for i in order if i in won],
        automa_won=any(seats[i].automa for i in order if i in won),
        view={**public_view(game, state), "scores": scores},
        view_what="scores",
    )


def next_decision(ctx: GameContext, state: Any, outcome: Outcome, to_move_before: list[int],
                  actor_seat: int) -> Outcome:
    """Who decides next and whom to ping, or, for a secret decision while others still
    decide, the phase's progress instead ("3 of 4 have planned")."""
    game, profile, seats = ctx.game, ctx.profile, ctx.seats
    to_move = game.to_move(state)
    # a seat on autopilot (ai) is played by the AI: its person is away, not pinged
    humans = [s for s in to_move if not seats[s].automa and not seats[s].ai and seats[s].user_id is not None]
    simultaneous_before = len(to_move_before) > 1
    still_secret = set(to_move) < set(to_move_before) and not any(
        e.get("type") in profile.board_events for e in outcome.events)
    if simultaneous_before and actor_seat not in to_move and to_move and still_secret:
        # A secret decision while others still decide: it only updates the phase's
        # live status message ("3 of 4 have planned"); no image, no new ping (the
        # others were pinged when the phase began).
        return replace(outcome, to_move=list(to_move), secret=True,
                       progress=msg("bot-progress", done=len(seats) - len(to_move),
                                    total=len(seats), verb=_secret_verb(profile, game, state)))
    # Nobody is pinged for a turn they are already taking: the actor who moves again
    # (consecutive moves, or planning right after their own last action) is not pinged.
    others = [s for s in humans if s != actor_seat]
    ping_user_ids, ping_text = list(outcome.ping_user_ids), outcome.ping_text
    if len(to_move) > 1:
        ping_user_ids = [u for u in (seats[s].user_id for s in others) if u is not None]
        ping_text = msg("bot-ping-secret")
    elif others:
        ping_user_ids = [u for u in (seats[others[0]].user_id,) if u is not None]
        ping_text = msg("bot-ping-turn")
    elif humans:
        ping_text = msg("bot-moves-again", who=ctx.seat_name(humans[0]))
    view = public_view(game, state)
    progress = profile.status_line(view) if profile.status_line is not None else outcome.progress
    return replace(outcome, to_move=list(to_move), ping_user_ids=ping_user_ids,
                   ping_text=ping_text, view=view, progress=progress)


def close_game(store: Any, game_id: int) -> None:
    """Nothing is pending in a game that ended: no reminders, drafts, clock or votes."""
    store.cancel_reminders(game_id)
    store.clear_draft(game_id)
    store.sync_waiting(game_id, [])
    store.clear_end_votes(game_id)


def _secret_verb(profile: GameProfile, game: Game, state: Any) -> Message | str:
    """The verb of "2 of 4 have planned", told the phase (a view's "phase", when the game
    has one), so a game can say "chosen" while seats choose their starting tiles."""
    verb = profile.secret_verb
    if not isinstance(verb, Message):
        return verb
    phase = public_view(game, state).get("phase")
    return msg(verb.key, **{**dict(verb.args), "phase": str(phase or "")})
