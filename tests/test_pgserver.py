"""The throw-away PostgreSQL server of the tests: where PostgreSQL is missing, a developer's
run skips the tests that need it and says why; CI's run (MOMBASA_REQUIRE_POSTGRES=1) fails."""

from __future__ import annotations

import pytest

import tests.pgserver as pgserver


@pytest.fixture
def no_postgres(monkeypatch):
    monkeypatch.setattr(pgserver, "server_programs", lambda: None)


def test_without_postgresql_a_developer_sees_the_tests_skipped_with_the_reason(no_postgres):
    with pytest.raises(pytest.skip.Exception, match="initdb, pg_ctl.*not installed"):
        pgserver.start_server(required=False)


def test_without_postgresql_ci_fails_in_plain_words(no_postgres):
    with pytest.raises(pytest.fail.Exception,
                       match="MOMBASA_REQUIRE_POSTGRES=1.*could not start.*not installed"):
        pgserver.start_server(required=True)


def test_ci_asks_for_postgresql():
    from pathlib import Path

    script = (Path(__file__).resolve().parents[1] / ".ci" / "run").read_text()
    assert "export MOMBASA_REQUIRE_POSTGRES=1" in script
