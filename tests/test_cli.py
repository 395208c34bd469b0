"""The command line an admin runs: help, version, check, backup, migrate, invite-url, and a
process that stops cleanly on SIGTERM/Ctrl+C, waits for Discord, and runs once per database."""

from __future__ import annotations

import asyncio
import base64
import os
import signal
import sqlite3
import subprocess
import sys
import time
import tomllib
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from aiohttp import web

import bot.cli as cli
import bot.serve as serve
from bot.config import ConfigError, application_id, load_settings
from bot.games.base import ServiceBase
from bot.games.errors import Restarting
from bot.store import GameStore, Seat
from bot.store import lease as leases
from bot.store.db import connect
from migrations import MIGRATIONS

REPO = Path(__file__).resolve().parents[1]
APP_ID = 123456789012345678
TOKEN = base64.b64encode(str(APP_ID).encode()).decode().rstrip("=") + ".GAbcde.the-secret-part_XYZ0123456789abcdefgh"


def run_cli(args, tmp_path, env=None, *, timeout=60):
    """``python -m bot ARGS`` in a clean environment, from tmp_path (no .env there)."""
    base = {"PATH": os.environ.get("PATH", ""), "PYTHONPATH": str(REPO),
            "HOME": str(tmp_path), "DATABASE_PATH": str(tmp_path / "m.sqlite3")}
    return subprocess.run([sys.executable, "-m", "bot", *args], cwd=tmp_path,
                          env={**base, **(env or {})}, stdin=subprocess.DEVNULL,
                          capture_output=True, text=True, timeout=timeout)


def test_help_lists_the_commands_and_starts_nothing(tmp_path):
    result = run_cli(["--help"], tmp_path, {"DISCORD_TOKEN": TOKEN})
    assert result.returncode == 0, result.stderr
    for command in ("run", "check", "backup", "migrate", "invite-url", "ratings", "--env-file",
                    "--version"):
        assert command in result.stdout
    assert not (tmp_path / "m.sqlite3").exists()  # nothing was started


def test_version_is_the_packages():
    version = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["version"]
    with pytest.raises(SystemExit) as info:
        cli.parser().parse_args(["--version"])
    assert info.value.code == 0
    assert cli.__version__ == version


def test_version_in_a_process(tmp_path):
    version = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["version"]
    result = run_cli(["--version"], tmp_path)
    assert result.returncode == 0 and result.stdout.strip() == f"mombasa-bot {version}"


def test_unknown_arguments_are_refused_before_anything_starts(tmp_path):
    result = run_cli(["--frobnicate"], tmp_path, {"DISCORD_TOKEN": TOKEN})
    assert result.returncode == 2
    assert "unrecognized arguments: --frobnicate" in result.stderr
    assert not (tmp_path / "m.sqlite3").exists()


@pytest.mark.parametrize("bad", ["S", "abc", "MTIz.abc.secret-token-value", "x" * 70])
def test_a_token_of_the_wrong_shape_is_refused_without_echoing_it(bad):
    with pytest.raises(ConfigError) as info:
        load_settings({"DISCORD_TOKEN": bad}, env_file=None)
    message = str(info.value)
    assert message.startswith("DISCORD_TOKEN does not look like a bot token")
    assert "\n" not in message and (len(bad) < 4 or bad not in message)


def test_the_token_carries_the_application_id():
    assert application_id(TOKEN) == APP_ID
    assert load_settings({"DISCORD_TOKEN": TOKEN}, env_file=None).discord_token == TOKEN


def test_settings_that_look_like_ours_are_warned_about(tmp_path):
    env_file = tmp_path / ".env"
    env_file.write_text(f"DISCORD_TOKEN={TOKEN}\nDISCORD_TOKN=\nLOGLEVEL=DEBUG\n")
    settings = load_settings({"LOG_LEVL": "DEBUG", "HOME": "/root", "PATH": "/bin"}, env_file)
    text = "\n".join(settings.warnings)
    assert "DISCORD_TOKN" in text and "did you mean DISCORD_TOKEN?" in text
    assert "LOGLEVEL" in text and "did you mean LOG_LEVEL?" in text
    assert "LOG_LEVL in the environment" in text
    assert "HOME" not in text and "PATH" not in text  # the environment's own names are left alone
    assert settings.log_level == "INFO"  # a misspelt setting is not read


def test_a_missing_env_file_is_named_by_its_full_path(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(ConfigError) as info:
        load_settings({})
    assert str(tmp_path / ".env") in str(info.value) and "--env-file" in str(info.value)


def test_env_file_option_reads_another_file_and_refuses_a_missing_one(tmp_path):
    elsewhere = tmp_path / "etc" / "bot.env"
    elsewhere.parent.mkdir()
    elsewhere.write_text(f"DISCORD_TOKEN={TOKEN}\n")
    result = run_cli(["--env-file", str(elsewhere), "invite-url"], tmp_path)
    assert result.returncode == 0, result.stderr
    assert f"client_id={APP_ID}" in result.stdout
    missing = run_cli(["--env-file", str(tmp_path / "nope.env"), "invite-url"], tmp_path)
    assert missing.returncode == 2
    assert missing.stderr.strip().splitlines() == [
        f"the settings file {tmp_path / 'nope.env'} does not exist: check the path given to "
        "--env-file, or leave it out to read .env in the current folder"]


def test_invite_url_prints_the_server_and_the_user_install_links(tmp_path):
    result = run_cli(["invite-url"], tmp_path, {"DISCORD_TOKEN": TOKEN})
    assert result.returncode == 0, result.stderr
    links = [line for line in result.stdout.splitlines() if line.startswith("https://")]
    # a server install: the bot joins with its permissions
    assert links[0] == (f"https://discord.com/oauth2/authorize?client_id={APP_ID}&integration_type=0"
                        f"&scope=bot+applications.commands&permissions={cli.INVITE_PERMISSIONS}")
    # a user install: commands only, no bot user, no permissions
    assert links[1] == (f"https://discord.com/oauth2/authorize?client_id={APP_ID}&integration_type=1"
                        "&scope=applications.commands")
    assert len(links) == 2


def test_redaction_cannot_mangle_the_log():
    import io
    import logging

    from bot.config import Settings
    from bot.logs import RedactSecrets, setup_logging

    assert RedactSecrets(["S"]).secrets == ()  # one letter: never looked for
    settings = Settings(discord_token=TOKEN, database_path=Path("x"))
    stream = io.StringIO()
    handler = setup_logging(settings, stream=stream)
    try:
        logging.getLogger("test.redact").warning("Starting the Mombasa bot with %s", TOKEN)
    finally:
        logging.getLogger().removeHandler(handler)
    assert "Starting the Mombasa bot with ***" in stream.getvalue()
    assert "the-secret-part" not in stream.getvalue()


def played_database(path: Path) -> int:
    store = GameStore.open(path)
    try:
        game = store.create_game("mombasa", [Seat(0, user_id=1), Seat(1, user_id=2)], seed=3)
        return game.id
    finally:
        store.close()


def test_backup_is_a_consistent_checked_copy_while_the_bot_writes(tmp_path):
    path = tmp_path / "m.sqlite3"
    played_database(path)
    live = connect(path)  # a writer holding commits in the WAL, as a running bot does
    live.execute("INSERT INTO user_settings (user_id, language, updated_at) VALUES (7, 'nl', '2026-01-01')")
    live.conn.commit()
    assert (tmp_path / "m.sqlite3-wal").stat().st_size > 0
    result = run_cli(["backup", str(tmp_path / "copy.sqlite3")], tmp_path, {"DISCORD_TOKEN": TOKEN})
    live.close()
    assert result.returncode == 0, result.stderr
    assert "backed up 1 game(s)" in result.stdout
    copy = sqlite3.connect(tmp_path / "copy.sqlite3")
    assert copy.execute("SELECT count(*) FROM user_settings WHERE user_id = 7").fetchone() == (1,)
    assert copy.execute("PRAGMA journal_mode").fetchone() == ("delete",)
    copy.close()
    again = run_cli(["backup", str(tmp_path / "copy.sqlite3")], tmp_path, {"DISCORD_TOKEN": TOKEN})
    assert again.returncode == 1 and "already exists" in again.stderr
    assert not list(tmp_path.glob(".*partial"))


def test_migrate_lists_then_applies_what_is_pending(tmp_path):
    path = tmp_path / "m.sqlite3"
    db = connect(path, migrate=False)
    MIGRATIONS.apply(db, stop_before="m015_standing_instructions")
    db.close()
    env = {"DISCORD_TOKEN": TOKEN}
    dry = run_cli(["migrate", "--dry-run"], tmp_path, env)
    assert dry.returncode == 0 and "2 migration(s) pending" in dry.stdout
    assert "m015" in dry.stdout and "m016" in dry.stdout
    assert "standing_instructions" not in connect(path, migrate=False).table_names()
    done = run_cli(["migrate"], tmp_path, env)
    assert done.returncode == 0 and "applied 2 migration(s)" in done.stdout
    assert "standing_instructions" in connect(path, migrate=False).table_names()
    assert "nothing to do" in run_cli(["migrate"], tmp_path, env).stdout


@pytest.fixture
async def fake_discord():
    """A loopback stand-in for Discord's API: the token ``TOKEN`` is a bot, others refused."""
    async def me(request):
        if request.headers.get("Authorization") == f"Bot {TOKEN}":
            return web.json_response({"id": str(APP_ID), "username": "Mombasa"})
        return web.json_response({"message": "401: Unauthorized"}, status=401)

    app = web.Application()
    app.router.add_get("/api/v10/users/@me", me)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = runner.addresses[0][1]
    yield f"http://127.0.0.1:{port}/api/v10"
    await runner.cleanup()


async def test_check_says_whether_discord_answers(fake_discord):
    ok = await serve.discord_answers(TOKEN, fake_discord)
    assert ok.ok and "Mombasa" in ok.text
    refused = await serve.discord_answers(TOKEN[:-1] + "Q", fake_discord)
    assert not refused.ok and refused.reachable and refused.refused and "refused DISCORD_TOKEN" in refused.text
    assert not ok.refused
    gone = await serve.discord_answers(TOKEN, "http://127.0.0.1:9/api/v10")
    assert not gone.ok and not gone.reachable and "not reachable" in gone.text


def test_check_reports_settings_database_and_discord(tmp_path, monkeypatch, capsys):
    played_database(tmp_path / "m.sqlite3")
    (tmp_path / ".env").write_text(f"DISCORD_TOKEN={TOKEN}\nLOGLEVEL=DEBUG\n")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "m.sqlite3"))
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.setattr(serve, "DISCORD_API", "http://127.0.0.1:9/api/v10")
    assert cli.main(["check"]) == 1  # Discord does not answer on that port
    out = capsys.readouterr().out
    assert f"mombasa-bot {cli.__version__}" in out
    assert "did you mean LOG_LEVEL?" in out
    assert "is intact, 1 game(s)" in out and "schema up to date" in out
    assert "discord: Discord is not reachable" in out


def test_a_second_process_on_the_same_database_is_refused(tmp_path):
    db = connect(tmp_path / "m.sqlite3")
    first = leases.acquire(db)
    with pytest.raises(leases.LeaseHeld, match="already running on this database"):
        leases.acquire(db)
    later = datetime.now(UTC) + timedelta(seconds=leases.LEASE_S + 1)
    taken = leases.acquire(db, now=later)  # the first stopped renewing (crashed): free again
    assert not leases.renew(db, first)  # and the first knows it lost it
    leases.release(db, taken)
    leases.release(db, leases.acquire(db))  # released: the next starts at once
    # the real process refuses with one line, before it connects anywhere
    held = leases.acquire(db)
    result = run_cli(["run"], tmp_path, {"DISCORD_TOKEN": TOKEN})
    assert result.returncode == 1
    lines = result.stderr.strip().splitlines()
    assert lines[-1].startswith("not starting: another bot process (pid ")
    assert "Traceback" not in result.stderr
    leases.release(db, held)
    db.close()


WRAPPER = (
    "import sys, bot.serve as s; s.DISCORD_API = 'http://127.0.0.1:9/api/v10'; "
    "s.FIRST_RETRY_S = 0.2; from bot.cli import main; sys.exit(main(['run']))"
)


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
def test_unreachable_discord_is_retried_and_a_signal_stops_it_cleanly(tmp_path, signum):
    env = {"PATH": os.environ.get("PATH", ""), "PYTHONPATH": str(REPO), "HOME": str(tmp_path),
           "DATABASE_PATH": str(tmp_path / "m.sqlite3"), "DISCORD_TOKEN": TOKEN}
    process = subprocess.Popen([sys.executable, "-c", WRAPPER], cwd=tmp_path, env=env,
                               stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    seen = []
    try:
        for line in process.stderr:  # the start-up lines, then the retries
            seen.append(line)
            if sum("trying again in" in s for s in seen) >= 2:
                break
        assert any(f"Starting mombasa-bot {cli.__version__}" in s for s in seen), seen
        process.send_signal(signum)
        sent = time.monotonic()
        _, err = process.communicate(timeout=30)
        took = time.monotonic() - sent
    finally:
        process.kill()
    assert process.returncode == 0, err
    assert took < 10
    assert "Traceback" not in err and "stopped before Discord answered" in err
    db = connect(tmp_path / "m.sqlite3")
    assert db.execute("SELECT count(*) FROM instance_leases").fetchone() == (0,)  # given back
    db.close()


async def test_a_stopping_service_takes_no_new_move_and_waits_for_those_under_way():
    service = ServiceBase.__new__(ServiceBase)
    ServiceBase.__init__(service, store=None)  # type: ignore[arg-type]  # locks only
    lock = service.lock(1)
    await lock.acquire()  # a move under way
    service.closing = True
    with pytest.raises(Restarting) as info:
        service.lock(2)
    assert "try again" in str(info.value)
    assert not await service.settled(0.2)  # still under way
    loop = asyncio.get_running_loop()
    loop.call_later(0.1, lock.release)
    del lock
    assert await service.settled(5)


@pytest.mark.parametrize("bad", ["0", "70000", "http", "-1"])
def test_a_malformed_metrics_port_names_the_setting(bad):
    with pytest.raises(ConfigError, match="^METRICS_PORT must be a port number"):
        load_settings({"DISCORD_TOKEN": TOKEN, "METRICS_PORT": bad}, env_file=None)
    assert load_settings({"DISCORD_TOKEN": TOKEN, "METRICS_PORT": "9108"}, env_file=None).metrics_port == 9108
    assert load_settings({"DISCORD_TOKEN": TOKEN}, env_file=None).metrics_port is None


def test_a_retired_setting_is_said_to_be_retired(tmp_path):
    env_file = tmp_path / ".env"
    env_file.write_text(f"DISCORD_TOKEN={TOKEN}\nMAX_SOLO_GAMES=5\n")
    settings = load_settings({}, env_file)
    assert settings.warnings == (
        f"MAX_SOLO_GAMES in {env_file} is no longer read: each player has one solo game "
        "running at a time now",)


def test_ratings_are_counted_and_rebuilt_naming_a_damaged_result(tmp_path):
    path = tmp_path / "m.sqlite3"
    store = GameStore.open(path)
    ids = []
    for users in ([1, 2], [1, 2], [2, 3]):
        g = store.create_game("toy", [Seat(i, u) for i, u in enumerate(users)], seed=5)
        ids.append(g.id)
    # finished games as an older release left them: results, never rated
    for game_id in ids:
        store.db.execute("UPDATE games SET status = 'finished' WHERE id = ?", [game_id])
        for seat in (0, 1):
            user = store.get_seats(game_id)[seat].user_id
            store.db.execute(
                "INSERT INTO results (game_id, seat, user_id, automa, total, rank, scores, "
                "finished_at) VALUES (?, ?, ?, 0, ?, ?, '{}', ?)",
                [game_id, seat, user, 5 - seat, seat + 1, f"2026-01-0{game_id}"])
    store.db.execute("UPDATE results SET rank = 0 WHERE game_id = ? AND seat = 1", [ids[1]])
    store.close()
    env = {"DISCORD_TOKEN": TOKEN}
    counted = run_cli(["ratings"], tmp_path, env)
    assert counted.returncode == 0 and "0 of 3 finished game(s) rated" in counted.stdout
    rebuilt = run_cli(["ratings", "--rebuild"], tmp_path, env)
    assert rebuilt.returncode == 1, rebuilt.stderr
    assert "rebuilt 3 rating(s) from 2 game(s)" in rebuilt.stdout
    assert f"game #{ids[1]}: seat 1: the rank 0 is not a place from 1 to 2" in rebuilt.stdout
    assert "2 of 3 finished game(s) rated" in run_cli(["ratings"], tmp_path, env).stdout
    store = GameStore.open(path)
    board = store.rating_board("toy", "direct")  # games without a server (no guild id)
    assert [(r.user_id, r.played, r.won) for r in board] == [(1, 1, 1), (2, 2, 1), (3, 1, 0)]
    store.close()
