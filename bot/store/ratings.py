"""Skill ratings from the stored results: OpenSkill's Bradley-Terry model with full pairing
(every player compared with every other, ties as ties), one rating per game kind, field and
entrant, in the order the games ended.

A *field* is who a rating is measured against, so ratings of different fields never mix:

- ``server:<guild id>``: games between people in one server (the server's leaderboard);
- ``server:<guild id>:ai``: games in that server with an automated seat among people, and
  every game with AI players (``seats.ai_level``), also one person against AI players;
  each AI player is rated too, as the entrant ``ai:<level>``;
- ``solo:<difficulty>``: one person against the automated opponent at that difficulty
  (the Mautoma on "hard"); the opponent is rated too, as the entrant ``automa:<difficulty>``,
  so beating a strong one counts for more than beating a weak one.

A game is rated when its results are stored (``rate_game``, called by ``_store_results``
in the same transaction) and ``rebuild_ratings`` recomputes every rating from the results
(after a change of the formula, or a repaired result): both run ``_rate`` on the same rows
in the same order (the finishing time, then the game id), so they give the same numbers.
A game whose result rows are damaged is named and left out; the others are rated.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from itertools import groupby
from typing import Any

from openskill.models import BradleyTerryFull

from .base import StoreBase
from .db import write_transaction

log = logging.getLogger(__name__)

# Fixed parameters: a change here is a change of the formula (rebuild the ratings). Not
# OpenSkill's default Plackett-Luce: in openskill 6.x it rates a player below two who tied
# for first higher than them (openskill.py issue #155, PR #176), and our games end in ties.
MODEL = BradleyTerryFull()


@dataclass(frozen=True)
class Rating:
    """An entrant's rating in one field; ``shown`` is the conservative number players see
    (OpenSkill's ordinal, mu - 3 sigma: 0 for a newcomer, rising as games show skill)."""

    kind: str
    field: str
    entrant: str
    user_id: int | None
    mu: float
    sigma: float
    played: int
    won: int

    @property
    def shown(self) -> float:
        return self.mu - 3 * self.sigma

    @property
    def difficulty(self) -> str | None:
        """The automated opponent's difficulty of a solo field; None for any other field."""
        return self.field.split(":", 1)[1] if self.field.startswith("solo:") else None


@dataclass(frozen=True)
class Skipped:
    """A game left out of the ratings: its damaged result row, named."""

    game_id: int
    problem: str

    def __str__(self) -> str:
        return f"game #{self.game_id}: {self.problem}"


@dataclass
class Rebuilt:
    """What ``rebuild_ratings`` did: games rated, ratings written, games left out."""

    games: int = 0
    ratings: int = 0
    skipped: list[Skipped] = field(default_factory=list)


@dataclass(frozen=True)
class _Entry:
    entrant: str
    user_id: int | None
    rank: int


@dataclass(frozen=True)
class _Match:
    game_id: int
    kind: str
    field: str
    entries: tuple[_Entry, ...]


# One query feeds both the update at a game's end and the rebuild, so they read alike.
_RESULTS = (
    "SELECT r.game_id, r.seat, r.user_id, r.automa, r.rank, r.finished_at, g.kind, g.players, "
    "g.guild_id, gs.difficulty, s.ai_level FROM results r JOIN games g ON g.id = r.game_id "
    "LEFT JOIN game_settings gs ON gs.game_id = g.id "
    "LEFT JOIN seats s ON s.game_id = r.game_id AND s.seat = r.seat WHERE g.status = 'finished' ")


def people_field(guild_id: int | None) -> str:
    """The field of games between people in a server ("direct": without a server)."""
    return f"server:{guild_id}" if guild_id is not None else "direct"


def ai_field(guild_id: int | None) -> str:
    """The field of a server's games with automated seats among people."""
    return people_field(guild_id) + ":ai"


def solo_field(difficulty: str | None) -> str:
    """The field of solo games against the automated opponent at ``difficulty``."""
    return f"solo:{difficulty or 'standard'}"


def field_of(guild_id: int | None, humans: int, automated: int, difficulty: str | None,
             ai: bool = False) -> str:
    """The field a game is rated in (see the module's docstring). A game with AI players
    (``ai``) is in its server's AI field, however many people sit with them; else one person
    with automated seats is a solo game, and people with an automated seat among them play in
    their server's AI field."""
    if ai:
        return ai_field(guild_id)
    if automated and humans == 1:
        return solo_field(difficulty)
    return ai_field(guild_id) if automated else people_field(guild_id)


def match_of(game_id: int, rows: Sequence[dict[str, Any]]) -> _Match | Skipped | None:
    """A game's result rows as a match to rate, or the first damaged row, named; None for
    a game of one seat (nobody to be rated against: not rated, not damaged either)."""
    first = rows[0]
    players = first["players"]
    seats = sorted(r["seat"] for r in rows if type(r["seat"]) is int)
    if type(players) is not int or seats != list(range(players)):
        missing = [s for s in range(players) if s not in seats] if type(players) is int else []
        what = f"seat {missing[0]} has no result row" if missing else (
            f"the result rows' seats {seats} do not match its {players} players")
        return Skipped(game_id, what)
    if players < 2:
        return None
    entries = []
    automated = 0
    levels: dict[str, int] = {}  # AI players by level, so two of one level are distinct entrants
    difficulty = first["difficulty"] if isinstance(first["difficulty"], str) else None
    for r in sorted(rows, key=lambda r: r["seat"]):
        row = f"seat {r['seat']}"
        if type(r["rank"]) is not int or not 1 <= r["rank"] <= players:
            return Skipped(game_id, f"{row}: the rank {r['rank']!r} is not a place from 1 to {players}")
        if r["automa"] not in (0, 1):
            return Skipped(game_id, f"{row}: the automa flag {r['automa']!r} is neither 0 nor 1")
        level = r.get("ai_level")
        if r["automa"] and isinstance(level, str):
            automated += 1
            levels[level] = levels.get(level, 0) + 1
            entrant = f"ai:{level}" + (f"#{levels[level]}" if levels[level] > 1 else "")
            entries.append(_Entry(entrant, None, r["rank"]))
        elif r["automa"]:
            automated += 1
            entrant = f"automa:{difficulty or 'standard'}"
            if automated > 1:  # several automated seats of one game are distinct entrants
                entrant += f"#{automated}"
            entries.append(_Entry(entrant, None, r["rank"]))
        elif type(r["user_id"]) is not int:
            return Skipped(game_id, f"{row}: a player's row without a user id ({r['user_id']!r})")
        else:
            entries.append(_Entry(f"user:{r['user_id']}", r["user_id"], r["rank"]))
    if len({e.entrant for e in entries}) != len(entries):
        return Skipped(game_id, "one player holds several seats")
    humans = len(entries) - automated
    return _Match(game_id, first["kind"],
                  field_of(first["guild_id"], humans, automated, difficulty, ai=bool(levels)),
                  tuple(entries))


def matches(rows: Iterable[dict[str, Any]]) -> Iterable[_Match | Skipped]:
    """The matches of result rows sorted by game (rows of one game together)."""
    for game_id, group in groupby(rows, key=lambda r: r["game_id"]):
        if (match := match_of(game_id, list(group))) is not None:
            yield match


def rate(match: _Match, priors: dict[str, Rating]) -> list[Rating]:
    """Every entrant's rating after ``match``, from their ratings before (newcomers start
    at the model's defaults); lower rank is better, equal ranks are a tie."""
    before = [priors.get(e.entrant) for e in match.entries]
    teams = [[MODEL.rating() if b is None else MODEL.rating(mu=b.mu, sigma=b.sigma)]
             for b in before]
    after = MODEL.rate(teams, ranks=[e.rank for e in match.entries])
    return [
        Rating(match.kind, match.field, e.entrant, e.user_id, new[0].mu, new[0].sigma,
               (b.played if b else 0) + 1, (b.won if b else 0) + (e.rank == 1))
        for e, b, new in zip(match.entries, before, after, strict=True)
    ]


def _rating(row: dict[str, Any]) -> Rating:
    return Rating(row["kind"], row["field"], row["entrant"], row["user_id"], row["mu"],
                  row["sigma"], row["played"], row["won"])


_ALL_RESULTS = _RESULTS + "ORDER BY r.finished_at, r.game_id, r.seat"


def _replay(rows: Iterable[dict[str, Any]]) -> tuple[Rebuilt, dict[tuple[str, str, str], tuple[Rating, int]], list[_Match]]:
    """Every game of ``rows`` (in the order they ended) rated in turn from nothing: what
    was done, each entrant's last rating with the game that made it, the games rated."""
    done = Rebuilt()
    current: dict[tuple[str, str, str], tuple[Rating, int]] = {}
    rated: list[_Match] = []
    for match in matches(rows):
        if isinstance(match, Skipped):
            done.skipped.append(match)
            continue
        priors = {e.entrant: found[0] for e in match.entries
                  if (found := current.get((match.kind, match.field, e.entrant)))}
        for r in rate(match, priors):
            current[(r.kind, r.field, r.entrant)] = (r, match.game_id)
        rated.append(match)
    done.games, done.ratings = len(rated), len(current)
    return done, current, rated


class RatingsMixin(StoreBase):
    # -- writing ---------------------------------------------------------------------
    def rate_game(self, game_id: int) -> Skipped | None:
        """Rate a finished game from its stored results (once: a game rated already is
        left as it is). Returns the damaged row that kept it out, if any."""
        with self._lock, write_transaction(self.db):
            return self._rate_game(game_id)

    def _results_stored(self, game_id: int) -> None:
        # A game's end is rated in the transaction that stores its results; a damaged row
        # is logged and the game left for a rebuild (the move itself stands).
        self._rate_game(game_id)

    def _rate_game(self, game_id: int) -> Skipped | None:
        if self._row("SELECT 1 AS x FROM rated_games WHERE game_id = ?", [game_id]):
            return None
        rows = list(self.db.query(_RESULTS + "AND r.game_id = ? ORDER BY r.seat", [game_id]))
        if not rows:
            return Skipped(game_id, "no finished result")
        match = match_of(game_id, rows)
        if match is None:
            return None
        if isinstance(match, Skipped):
            log.warning("ratings: %s; it is not rated", match)
            return match
        priors = {}
        for e in match.entries:
            row = self._row("SELECT * FROM ratings WHERE kind = ? AND field = ? AND entrant = ?",
                            [match.kind, match.field, e.entrant])
            if row is not None:
                priors[e.entrant] = _rating(row)
        self._write_ratings(rate(match, priors), game_id, self._now())
        self._mark_rated(match)
        return None

    def rebuild_ratings(self) -> Rebuilt:
        """Every rating recomputed from the stored results, in the order the games ended;
        a game with a damaged result row is named in ``skipped`` and left out.

        The ratings are computed before the write transaction (the model's arithmetic is
        most of the time: 5 s for 20,000 games, see tests/bench/ratings.py), so moves wait
        only for the writes; the results are read again inside it, and if a game ended in
        between, computed again there."""
        with self._lock:
            rows = list(self.db.query(_ALL_RESULTS))
        replayed = _replay(rows)
        with self._lock, write_transaction(self.db):
            now_rows = list(self.db.query(_ALL_RESULTS))
            if now_rows != rows:
                replayed = _replay(now_rows)
            done, current, rated = replayed
            self.db.execute("DELETE FROM ratings")
            self.db.execute("DELETE FROM rated_games")
            now = self._now()
            for rating, game_id in current.values():
                self._write_ratings([rating], game_id, now)
            for match in rated:
                self._mark_rated(match)
        for skipped in done.skipped:
            log.warning("ratings rebuild: %s; it is left out", skipped)
        return done

    def _write_ratings(self, ratings: Iterable[Rating], game_id: int, now: str) -> None:
        for r in ratings:
            self.db.execute(
                "INSERT INTO ratings (kind, field, entrant, user_id, mu, sigma, played, won, "
                "last_game, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
                "ON CONFLICT (kind, field, entrant) DO UPDATE SET mu = excluded.mu, "
                "sigma = excluded.sigma, played = excluded.played, won = excluded.won, "
                "last_game = excluded.last_game, updated_at = excluded.updated_at",
                [r.kind, r.field, r.entrant, r.user_id, r.mu, r.sigma, r.played, r.won,
                 game_id, now])

    def _mark_rated(self, match: _Match) -> None:
        self.db.execute("INSERT INTO rated_games (game_id, kind, field, rated_at) "
                        "VALUES (?, ?, ?, ?)", [match.game_id, match.kind, match.field, self._now()])

    # -- reading ---------------------------------------------------------------------
    def rating_counts(self) -> tuple[int, int]:
        """(games rated, games finished): the finished games not rated yet are damaged ones,
        or games that ended before the ratings existed (a rebuild rates them)."""
        with self._lock:
            rated = self._row("SELECT COUNT(*) AS n FROM rated_games")
            finished = self._row("SELECT COUNT(*) AS n FROM games WHERE status = 'finished'")
        return (rated or {}).get("n", 0), (finished or {}).get("n", 0)

    def player_ratings(self, user_id: int, kind: str) -> list[Rating]:
        """A player's ratings in games of ``kind``, one per field they played in."""
        with self._lock:
            rows = list(self.db.query(
                "SELECT * FROM ratings WHERE user_id = ? AND kind = ? ORDER BY field",
                [user_id, kind]))
        return [_rating(r) for r in rows]

    def rating_board(self, kind: str, field: str, limit: int = 10) -> list[Rating]:
        """The players of one field by their shown rating, best first (then most games)."""
        with self._lock:
            rows = list(self.db.query(
                "SELECT * FROM ratings WHERE kind = ? AND field = ? AND user_id IS NOT NULL "
                "ORDER BY mu - 3 * sigma DESC, played DESC, user_id LIMIT ?",
                [kind, field, limit]))
        return [_rating(r) for r in rows]
