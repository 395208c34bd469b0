"""The posting policy (bot.games.posting) on its own, without Discord: the outbox's
bookkeeping over a real store."""

from datetime import UTC, datetime

from bot.games.posting import ENDED_ATTEMPTS, Posting
from bot.store import AsyncGameStore
from bot.store.outbox import backoff

NOW = datetime(2026, 1, 1, tzinfo=UTC)


async def test_a_post_waits_behind_its_games_earlier_ones_and_a_failed_one_after_a_backoff():
    store = await AsyncGameStore.open()
    try:
        posting = Posting(store)
        game = await store.create_game("toy", 2, seed=1)
        assert not await posting.waiting(game.id)
        await posting.queue(game.id, {"content": "a"}, NOW, error="down")
        assert await posting.to_send(NOW) == {}  # not due before its backoff
        assert set(await posting.to_send(NOW + backoff(1))) == {game.id}
        await posting.queue(game.id, {"content": "b"}, NOW)  # due at once, behind the waiting one
        assert await posting.waiting(game.id) and await posting.backlog() == 2
        waiting = (await posting.to_send(NOW, game.id))[game.id]
        assert [p.payload["content"] for p in waiting] == ["a", "b"]
        place, queue = await posting.still_to_try(game.id, waiting)
        assert queue == waiting and place == game.record.place
        assert await posting.failed(queue[0], "down again", NOW) == 2
        await posting.sent(queue[1])
        assert await posting.backlog() == 1
    finally:
        await store.close()


async def test_an_ended_game_keeps_only_its_last_post_and_gives_it_up_in_the_end():
    store = await AsyncGameStore.open()
    try:
        posting = Posting(store)
        game = await store.create_game("toy", 2, seed=1)
        for content in "abc":
            await posting.queue(game.id, {"content": content}, NOW)
        await store.abandon_game(game.id)
        _, queue = await posting.still_to_try(game.id, (await posting.to_send(NOW, game.id))[game.id])
        assert [p.payload["content"] for p in queue] == ["c"] and await posting.backlog() == 1
        for _ in range(ENDED_ATTEMPTS):
            await posting.failed(queue[0], "down", NOW)
        _, queue = await posting.still_to_try(game.id, (await posting.to_send(NOW, game.id))[game.id])
        assert queue == [] and await posting.backlog() == 0
    finally:
        await store.close()


async def test_the_status_message_of_a_secret_phase_ends_with_the_next_public_post():
    store = await AsyncGameStore.open()
    try:
        posting = Posting(store)
        game = await store.create_game("toy", 2, seed=1)
        await posting.posted(game.id, 11, 5, secret=True)
        assert await posting.status_message(game.id) == 11
        await posting.posted(game.id, 12, 5, secret=False)
        assert await posting.status_message(game.id) is None
    finally:
        await store.close()


def test_a_picture_posted_again_is_told_by_its_bytes_and_hashed_once(monkeypatch):
    """The thread's and the live board's last pictures are remembered by their bytes'
    digest: the same bytes are not posted again, other bytes under the same name are; a
    post asks for a picture's digest twice (changed? then remembered), hashed once."""
    import hashlib

    from bot.games.board import Picture

    hashed: list[bytes] = []
    real = hashlib.blake2b

    def counting(data=b"", **kw):
        hashed.append(bytes(data))
        return real(data, **kw)

    monkeypatch.setattr(hashlib, "blake2b", counting)
    posting = Posting(store=None)  # the pictures' memory only: no store is asked
    first, same, other = Picture(b"one", "t", "board.png"), Picture(b"".join([b"on", b"e"]), "t", "board.png"), \
        Picture(b"two", "t", "board.png")
    assert posting.changed_pictures(7, [first]) == [first]
    posting.remember_pictures(7, [first])
    assert posting.changed_pictures(7, [same]) == []  # equal bytes, another object
    assert posting.changed_pictures(7, [other]) == [other]
    assert posting.changed_pictures(8, [same]) == [same]  # another game's thread
    assert hashed.count(b"one") == 2 and hashed.count(b"two") == 1  # first and same: once each
    assert posting.live_changes(7, "text", [first]) == (True, [first])
    posting.live_shown(7, "text", [first])
    assert posting.live_changes(7, "text", [same, other]) == (False, [other])
    assert hashed.count(b"one") == 2 and hashed.count(b"two") == 1
