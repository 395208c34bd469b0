"""/settings (issue 14): reminders by DM or in the thread, quiet hours in the player's time
zone (reminders wait), pings for one's own turn only."""

from __future__ import annotations

from datetime import UTC, datetime

from bot.games.quiet import quiet_until
from bot.store import Notifications
from tests.bot.helpers import play, start_lobby_game


def test_quiet_hours_are_the_players_own_and_may_span_midnight():
    night = Notifications(quiet_from=22, quiet_to=7, time_zone="Europe/Amsterdam")
    # 23:30 UTC in January is 00:30 in Amsterdam: quiet until 07:00 there, 06:00 UTC
    assert quiet_until(night, datetime(2026, 1, 5, 23, 30, tzinfo=UTC)) == datetime(2026, 1, 6, 6, tzinfo=UTC)
    assert quiet_until(night, datetime(2026, 1, 5, 12, 0, tzinfo=UTC)) is None
    lunch = Notifications(quiet_from=12, quiet_to=13, time_zone="UTC")
    assert quiet_until(lunch, datetime(2026, 1, 5, 12, 59, tzinfo=UTC)) == datetime(2026, 1, 5, 13, tzinfo=UTC)
    assert quiet_until(Notifications(), datetime(2026, 1, 5, 3, tzinfo=UTC)) is None
    odd = Notifications(quiet_from=1, quiet_to=2, time_zone="No/Such_Zone")  # stored: UTC
    assert quiet_until(odd, datetime(2026, 1, 5, 1, 30, tzinfo=UTC)) is not None


def _due_now(store, game_id):
    for r in store.game_reminders(game_id):
        store.db.execute("UPDATE reminders SET due_at = '2000-01-01T00:00:00+00:00' WHERE id = ?", [r.id])


async def test_settings_are_stored_checked_and_shown(world):
    alice = world.players[0]
    shown = (await alice.slash(world.channel, "settings")).response
    assert shown.ephemeral and "in the game's thread" in shown.content and "No quiet hours" in shown.content
    done = (await alice.slash(world.channel, "settings", reminders="dm", quiet_from=22, quiet_to=7,
                              time_zone="Europe/Amsterdam", pings="own-turn")).response.content
    assert "by direct message" in done and "22:00 to 7:00 (Europe/Amsterdam)" in done
    assert "own turn only" in done
    bad = (await alice.slash(world.channel, "settings", time_zone="Mars/Olympus")).response.content
    assert "not a time zone" in bad
    stored = world.env.bot.games.store.sync.get_notifications(alice.id)
    assert stored == Notifications("dm", 22, 7, "Europe/Amsterdam", True)


async def test_reminders_go_by_dm_or_wait_for_the_end_of_quiet_hours(world):
    thread, game_id = await start_lobby_game(world, 2)
    alice, bob = world.players[:2]
    store = world.env.bot.games.store.sync
    cog = world.env.bot.get_cog("RemindersCog")
    await play(alice, thread, "Pick 1")
    # bob's quiet hours are now (by the bot's clock): his reminder waits, nothing is sent
    now = world.env.bot.games.now()
    hour = now.hour
    store.set_notifications(bob.id, Notifications(quiet_from=hour, quiet_to=(hour + 2) % 24))
    _due_now(store, game_id)
    assert await cog.send_due() == 0
    (waiting,) = store.game_reminders(game_id)
    assert waiting.user_id == bob.id and waiting.due_at > now.isoformat()
    # no quiet hours, reminders by DM: the nudge goes to bob's DM, not to the thread
    store.set_notifications(bob.id, Notifications(reminders="dm"))
    _due_now(store, game_id)
    posts = len(thread.history())
    assert await cog.send_due() == 1
    assert len(thread.history()) == posts
    assert "is waiting for you" in bob.user.dm_channel.last_message.content


async def test_the_time_zone_autocomplete_reads_the_zones_from_disk_once(world, monkeypatch):
    """Each keystroke of ``/settings time_zone`` filters a list read once per process: the
    walk over the zone files (5-79 ms on the event loop) is not repeated per keystroke."""
    import zoneinfo

    import bot.cogs.settings
    import bot.games.quiet

    walks = []

    def counted():
        walks.append(1)
        return zoneinfo.available_timezones()

    for module in (bot.cogs.settings, bot.games.quiet):
        monkeypatch.setattr(module, "available_timezones", counted, raising=False)
    alice = world.players[0]
    first = await alice.autocomplete(world.channel, "settings", "time_zone", "amster")
    assert [c["value"] for c in first] == ["Europe/Amsterdam"]
    walks.clear()
    for typed in ("e", "eu", "eur", "euro", "europe/", "europe/a", "AMERICA/new", "", "utc"):
        offered = [c["value"] for c in await alice.autocomplete(world.channel, "settings",
                                                                 "time_zone", typed)]
        assert 0 < len(offered) <= 25 and offered == sorted(offered)
        assert all(typed.lower() in z.lower() for z in offered)
    assert "America/New_York" in [c["value"] for c in await alice.autocomplete(
        world.channel, "settings", "time_zone", "new_y")]
    assert walks == []  # not one walk over the zone files after the first keystroke
    bad = (await alice.slash(world.channel, "settings", time_zone="Mars/Olympus")).response.content
    assert "not a time zone" in bad and walks == []
