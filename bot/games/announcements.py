"""What a move's post says: the public text of an outcome (who did what, how it ended, who
acts next) and the acting player's private reply, in the right language. Discord-free:
``bot.ui.announce`` sends it.
"""

from __future__ import annotations

from typing import Any

from bot.words import sentence, speaker
from rules.catalogues import words
from rules.core import Message, msg

from .history import collapse_runs
from .outcomes import Outcome, Standing
from .profiles import get_profile

CONTENT_MAX = 2000


def _short(text: str, limit: int = CONTENT_MAX) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _speaker(outcome: Outcome, *, public: bool = True):
    """Formats the outcome's messages, players named: in the game's language for the
    thread (``public``), else in the language of whoever reads it now (the actor)."""
    w = words(outcome.lang) if public else speaker()

    def say(message: Message | str, **args: Any) -> str:
        if isinstance(message, str):
            message = msg(message, **args)
        return w(message, names=outcome.names)

    return say


def outcome_private_text(outcome: Outcome) -> str:
    """What the acting player sees privately once their move is played."""
    say = _speaker(outcome, public=False)
    lines = [say("bot-played")]
    lines += [say("bot-private-line", line=p) for p in outcome.private]
    return _short("\n".join(lines))


def standing_text(say, outcome: Outcome, standing: Standing) -> str:
    who = sentence(outcome.names[standing.seat]) if standing.seat < len(outcome.names) else "?"
    if not standing.parts:
        return say("bot-standing", who=who, total=standing.total)
    detail = ", ".join(say(p) for p in standing.parts)
    return say("bot-standing-detail", who=who, total=standing.total, detail=detail)


def outcome_public_text(outcome: Outcome, *, with_board_text: bool) -> str:
    profile = get_profile(outcome.kind)
    say = _speaker(outcome)
    if outcome.actor:
        head = say("bot-board-head-actor", title=profile.title, id=str(outcome.game_id),
                   actor=outcome.actor)
    else:
        head = say("bot-board-head", title=profile.title, id=str(outcome.game_id))
    lines = [head]
    tail: list[str] = []
    if outcome.progress:
        progress = say(outcome.progress)
        # the live status of a secret phase names who is still deciding (no ping: the
        # status is posted and edited without mentions)
        waiting = [outcome.names[s] for s in outcome.to_move if 0 <= s < len(outcome.names)]
        if outcome.secret and waiting:
            progress += " " + say("bot-waiting-for", waiting=waiting)
        tail.append(progress)
    if outcome.finished:
        tail.append(say("bot-game-over"))
        tail += [standing_text(say, outcome, s) for s in outcome.standings]
        if outcome.winners:
            # A solo player who lost is not congratulated on the Mautoma's win.
            key = "bot-winner-automa" if outcome.automa_won and len(outcome.winners) == 1 else "bot-winners"
            tail.append(say(key, count=len(outcome.winners), winners=outcome.winners))
    elif outcome.ping_user_ids:
        mentions = " ".join(f"<@{u}>" for u in outcome.ping_user_ids)
        tail.append(say("bot-ping-line", mentions=mentions, text=outcome.ping_text))
    elif outcome.ping_text is not None:  # whoever acts next is already acting: no ping
        tail.append(say(outcome.ping_text))
    room = CONTENT_MAX - len("\n".join(lines + tail)) - 1
    # what this move did (and what it caused), once: what the others did before it is in
    # each player's own panel ("since your last move"), never told again here
    public = collapse([say(m) for m in outcome.public], say)
    lines += fit_lines([say("bot-line", line=sentence(line)) for line in public], room,
                       more=lambda n: say("bot-more-lines", count=n, command=profile.command))
    body = "\n".join(lines + tail)
    picture = outcome.picture
    if with_board_text and picture is not None and picture.text and len(outcome.pictures) == 1:
        board = f"\n```\n{picture.text}\n```"
        if len(body) + len(board) <= CONTENT_MAX:
            body += board
    return _short(body)


def collapse(texts: list[str], say=None) -> list[str]:
    """Runs of the same line become one ("placed a card face down. (×3)")."""
    say = say or (lambda key, **args: speaker()(msg(key, **args)))
    return collapse_runs(texts, lambda line, count: say("bot-repeated", line=line, count=count))


def fit_lines(lines: list[str], room: int, more=None) -> list[str]:
    """As many whole lines as fit in ``room`` characters, keeping the first and the last
    ones (what was done and how it ended) and saying how many were left out between."""
    if len("\n".join(lines)) <= room:
        return lines
    head: list[str] = []
    tail: list[str] = []
    used = 40  # the "… N more" line
    i, j = 0, len(lines) - 1
    while i <= j:
        take_head = len(head) <= len(tail)
        line = lines[i] if take_head else lines[j]
        if used + len(line) + 1 > room:
            break
        used += len(line) + 1
        if take_head:
            head.append(line)
            i += 1
        else:
            tail.insert(0, line)
            j -= 1
    left_out = len(lines) - len(head) - len(tail)
    more = more or (lambda n: f"• … {n} more")
    return head + ([more(left_out)] if left_out else []) + tail
