"""A throw-away PostgreSQL server for the tests: ``initdb`` into a temporary folder,
``pg_ctl start`` on a free loopback port, ``pg_ctl stop`` at the end.

One per pytest process, in its own temporary folder (removed after); each xdist worker has
its own, so no database is shared between workers. Every test that asks for one gets a
database of its own, copied from a template that holds the migrated schema (``CREATE
DATABASE ... TEMPLATE``: no migrations per test). fsync is off: a test server never
outlives a power cut; a commit still reaches the operating system before it returns, so a
test may kill the server (``stop_server``) and find every commit after ``start_server``.

The server programs are found on PATH or in Debian's /usr/lib/postgresql/<version>/bin.
PostgreSQL refuses to run as root: as root, the server runs as the ``postgres`` user
(Debian's ``postgresql`` package makes it) through ``runuser``.
"""

from __future__ import annotations

import atexit
import contextlib
import glob
import itertools
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from bot.store.db import connect

REQUIRE_ENV = "MOMBASA_REQUIRE_POSTGRES"
TEMPLATE = "mombasa_template"


class ServerUnavailable(Exception):
    """The server programs are missing or the server did not start (why, in plain words)."""


def server_programs() -> Path | None:
    """The folder holding initdb and pg_ctl, or None."""
    found = shutil.which("initdb")
    if found and shutil.which("pg_ctl"):
        return Path(found).resolve().parent
    for folder in sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True):
        if Path(folder, "initdb").exists() and Path(folder, "pg_ctl").exists():
            return Path(folder)
    return None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    def __init__(self) -> None:
        programs = server_programs()
        if programs is None:
            raise ServerUnavailable("PostgreSQL's server programs (initdb, pg_ctl) are not "
                                    "installed; on Debian: apt-get install postgresql")
        self.programs = programs
        # its own temporary folder; as root, in /tmp, which the 'postgres' user can reach
        # (pytest's tmp_path, under a folder only root may enter, it cannot)
        self.root = root = Path(tempfile.mkdtemp(
            prefix="mombasa-pg-", dir="/tmp" if os.geteuid() == 0 else None))
        self.data = root / "data"
        self.port = _free_port()
        self._as: list[str] = []
        if os.geteuid() == 0:  # the server refuses root
            try:
                user = pwd.getpwnam("postgres")
            except KeyError:
                self.remove()
                raise ServerUnavailable("running as root and there is no 'postgres' user to "
                                        "run the PostgreSQL server as") from None
            os.chown(root, user.pw_uid, user.pw_gid)
            runuser = shutil.which("runuser")
            if runuser is None:
                raise ServerUnavailable("running as root without runuser to start PostgreSQL")
            self._as = [runuser, "-u", "postgres", "--"]
        self._names = itertools.count(1)
        self.started = False

    def _run(self, *args: str) -> None:
        result = subprocess.run([*self._as, *args], capture_output=True, text=True,
                                timeout=120, check=False)
        if result.returncode != 0:
            raise ServerUnavailable(f"{Path(args[0]).name} failed: "
                                    f"{(result.stderr or result.stdout).strip()[-500:]}")

    def start(self) -> None:
        self._run(str(self.programs / "initdb"), "-D", str(self.data), "-A", "trust",
                  "-U", "postgres", "-E", "UTF8", "--locale=C", "--no-sync")
        self.start_server()
        connect(self.url("postgres"), migrate=False).close()  # it answers
        self._admin(f"CREATE DATABASE {TEMPLATE}")
        connect(self.url(TEMPLATE)).close()  # the migrated schema, copied by every test

    def start_server(self) -> None:
        """Start the server on its data (again, after ``stop_server``)."""
        options = (f"-c listen_addresses=127.0.0.1 -p {self.port} "
                   "-c unix_socket_directories='' -c fsync=off "
                   "-c full_page_writes=off -c max_connections=200 -c shared_buffers=16MB")
        self._run(str(self.programs / "pg_ctl"), "-D", str(self.data), "-l",
                  str(self.root / "server.log"), "-w", "-t", "60", "-o", options, "start")
        self.started = True
        atexit.register(self.stop)  # also when the run is interrupted before its teardown

    def stop_server(self) -> None:
        """Stop the server at once, as a crash or a kill would (its data stays)."""
        if self.started:
            self.started = False
            self._run(str(self.programs / "pg_ctl"), "-D", str(self.data), "-m",
                      "immediate", "-w", "stop")

    def stop(self) -> None:
        with contextlib.suppress(ServerUnavailable, subprocess.TimeoutExpired):
            self.stop_server()
        self.remove()

    def remove(self) -> None:
        shutil.rmtree(self.root, ignore_errors=True)

    def url(self, database: str) -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    def _admin(self, sql: str) -> None:
        with psycopg.connect(self.url("postgres"), autocommit=True) as conn:
            conn.execute(sql)

    @contextlib.contextmanager
    def database(self, *, migrated: bool = True) -> Iterator[str]:
        """A new database (with the schema, or empty) for one test; dropped after it."""
        name = f"test_{os.getpid()}_{next(self._names)}"
        self._admin(f"CREATE DATABASE {name}" + (f" TEMPLATE {TEMPLATE}" if migrated else ""))
        try:
            yield self.url(name)
        finally:
            self._admin(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


def start_server(*, required: bool) -> Server:
    """A started server; else the calling test is skipped saying why, or, when PostgreSQL is
    ``required`` (CI), fails with that reason."""
    server = None
    try:
        server = Server()
        server.start()
    except ServerUnavailable as exc:
        if server is not None:
            server.stop()
        if required:
            pytest.fail(f"PostgreSQL is required here ({REQUIRE_ENV}=1) but its test server "
                        f"could not start: {exc}", pytrace=False)
        pytest.skip(f"no PostgreSQL test server: {exc}")
    return server
