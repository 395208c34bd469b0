"""The outbox keeps board posts that could not go out, in order, with backoff."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from bot.store.outbox import BACKOFF_MAX_S, backoff

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
