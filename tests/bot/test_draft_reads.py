"""A seat's draft is read from its row once: from then on the process holds it, so the
seat's next panels and clicks read no draft row (a move's spent draft was read again on
every look). A draft saved afterwards (the next move) is the one seen, never the held one."""

from bot.games.context import GameContext
from bot.games.drafts import save, seat_draft
from bot.store import GameStore, Seat
from bot.store.counts import count


def draft_reads(store, ctx, seat):
    """The draft seen and how many times its row was read."""
    reads = []
    store.db.conn.set_trace_callback(lambda sql: reads.append(sql) if "FROM drafts" in sql else None)
    try:
        draft, _ = seat_draft(store, ctx, seat)
    finally:
        store.db.conn.set_trace_callback(None)
    return draft, len(reads)


def test_a_saved_draft_is_read_once_and_a_newer_one_replaces_it():
    store = GameStore.open()
    game_id = store.create_game("mombasa", [Seat(0, 1), Seat(1, 2)], seed=1).id
    ctx = GameContext.load(store, game_id)
    spent = {"base": ctx.version, "rev": 5, "actions": [], "last": {"version": ctx.version, "count": 2}}
    save(store, game_id, 0, spent)  # as a committed move leaves it, in its transaction
    first, reads = draft_reads(store, ctx, 0)
    assert reads == 1 and first["rev"] == 5 and first["last"] == spent["last"]
    again, reads = draft_reads(store, ctx, 0)
    assert reads == 0 and again == first
    counts = count(store.db)
    seat_draft(store, ctx, 0)
    assert counts.writes == 0  # held in memory: no write
    save(store, game_id, 0, {**spent, "rev": 9, "last": {"version": ctx.version, "count": 1}})
    newer, reads = draft_reads(store, ctx, 0)
    assert reads == 1 and newer["rev"] == 9 and newer["last"]["count"] == 1
    store.close()
