"""What an admin's monitoring reads: Prometheus metrics of the running bot.

The figures are kept by the parts that do the work (the game service, the drawing pool,
the error boundary, the outbox) and served, with a health check, by ``bot.monitor`` on
loopback when ``METRICS_PORT`` is set. Nothing here names a user or shows a game's
contents: counts and times only.
"""

from __future__ import annotations

from prometheus_client import Counter, Gauge, Histogram

__all__ = [
    "DRAWING_QUEUE",
    "DRAWING_SECONDS",
    "ERRORS",
    "INTERACTION_SECONDS",
    "MOVES_COMMITTED",
    "OUTBOX_BACKLOG",
    "STORE_COMMIT_SECONDS",
    "AI_DECISION_SECONDS",
]

_FAST = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)

MOVES_COMMITTED = Counter(
    "mombasa_moves_committed",
    "Changes committed to games (moves, undos, automatic turns), by game kind",
    ["game"],
)
INTERACTION_SECONDS = Histogram(
    "mombasa_interaction_seconds",
    "Time from a command or click reaching the bot to its answer being sent",
    ["kind"],
    buckets=_FAST,
)
DRAWING_SECONDS = Histogram(
    "mombasa_drawing_seconds", "Time to draw and encode one picture", buckets=_FAST
)
DRAWING_QUEUE = Gauge(
    "mombasa_drawing_queue", "Pictures being drawn or waiting for a drawing worker"
)
STORE_COMMIT_SECONDS = Histogram(
    "mombasa_store_commit_seconds",
    "Time of one write transaction of the store (a move and what it writes with it)",
    buckets=_FAST,
)
AI_DECISION_SECONDS = Histogram(
    "mombasa_ai_decision_seconds",
    "Time the bot waits for one decision of an AI player, by level",
    ["level"],
    buckets=_FAST,
)
OUTBOX_BACKLOG = Gauge(
    "mombasa_outbox_backlog", "Posts waiting in the outbox to be retried"
)
ERRORS = Counter(
    "mombasa_errors", "Unexpected errors (answered with an apology and an error id)"
)
