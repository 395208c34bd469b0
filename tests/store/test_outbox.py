"""The outbox keeps board posts that could not go out, in order, with backoff."""

from __future__ import annotations

import threading
from datetime import UTC, datetime, timedelta

from bot.store import GameStore
from bot.store.outbox import BACKOFF_MAX_S, CLAIM_HOLD, backoff

NOW = datetime(2026, 1, 1, tzinfo=UTC)


def test_posts_wait_in_order_and_come_due_with_backoff(store):
    g = store.create_game("toy", 2, seed=1).id
    other = store.create_game("toy", 2, seed=2).id
    first = store.add_post(g, {"content": "one"}, due=NOW + backoff(1), error="503")
    second = store.add_post(g, {"content": "two"}, due=NOW)
    store.add_post(other, {"content": "later"}, due=NOW + timedelta(hours=1))
    assert [p.id for p in store.pending_posts(g)] == [first, second]
    # game g has a post due: both of its posts come, in order; the other game's waits
    assert [p.payload["content"] for p in store.due_posts(NOW)] == ["one", "two"]
    assert store.post_failed(first, "still down", NOW) == 2
    assert store.pending_posts(g)[0].next_at == (NOW + backoff(2)).isoformat(
        timespec="microseconds"
    )
    store.post_done(first)
    store.post_done(second)
    assert store.pending_posts(g) == [] and len(store.pending_posts()) == 1


def test_backoff_doubles_up_to_an_hour():
    waits = [backoff(n).total_seconds() for n in range(1, 12)]
    assert waits[:4] == [30, 60, 120, 240]
    assert waits == sorted(waits) and max(waits) == BACKOFF_MAX_S


def test_posts_go_with_their_game(store):
    g = store.create_game("toy", 2, seed=3).id
    store.add_post(g, {"content": "x"}, due=NOW)
    store.db.execute("DELETE FROM games WHERE id = ?", [g])
    assert store.pending_posts() == []


def test_two_stores_on_one_database_claim_each_waiting_post_once(database_url):
    """Two bot processes' loops on one database (a SQLite file, or PostgreSQL) ask for the
    due posts at the same moment: each game's posts go to one of them; a process that died
    holding a claim leaves its posts due again once the hold has run out."""
    first, second = GameStore.open(database_url), GameStore.open(database_url)
    try:
        games = [first.create_game("toy", 2, seed=i).id for i in range(6)]
        for race in range(5):  # several races: a lost claim shows in one of them at least
            now = datetime(2026, 5, 1, 12, tzinfo=UTC) + race * 3 * CLAIM_HOLD
            for game_id in games:
                first.add_post(game_id, {"n": 1}, due=now)
                first.add_post(game_id, {"n": 2}, due=now + timedelta(seconds=1))
            got = _race(first, second, now)
            ids = [p.id for posts in got.values() for p in posts]
            assert len(ids) == len(set(ids)) == 12  # every post, to one process only
            assert {p.game_id for p in got["first"]}.isdisjoint({p.game_id for p in got["second"]})
            assert first.claim_due_posts(now) == [] and second.claim_due_posts(now) == []
            later = now + CLAIM_HOLD + timedelta(seconds=2)  # both "died" holding their claims
            again = second.claim_due_posts(later)
            assert sorted(p.id for p in again) == sorted(ids)
            for post in again:
                second.post_done(post.id)
    finally:
        first.close()
        second.close()


def _race(first, second, now):
    start = threading.Barrier(2)
    got: dict[str, list] = {}

    def loop(name, store):
        start.wait()
        got[name] = store.claim_due_posts(now)

    threads = [threading.Thread(target=loop, args=(n, s))
               for n, s in (("first", first), ("second", second))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return got
