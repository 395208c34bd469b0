"""The systemd unit in deploy/ is one systemd accepts, and runs the bot as an admin expects."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

UNIT = Path(__file__).resolve().parents[1] / "deploy" / "mombasa-bot.service"


def sections() -> configparser.ConfigParser:
    parser = configparser.ConfigParser(strict=False, interpolation=None)
    parser.optionxform = str  # systemd keys are case-sensitive
    parser.read_string(UNIT.read_text())
    return parser


def test_the_unit_runs_the_bot_as_its_own_user_with_its_state_directory():
    unit = sections()
    service = unit["Service"]
    assert service["User"] == "mombasa-bot" and service["Restart"] == "on-failure"
    assert service["StateDirectory"] == "mombasa-bot"
    assert service["Environment"] == "DATABASE_PATH=/var/lib/mombasa-bot/mombasa.sqlite3"
    assert service["ExecStart"].endswith("mombasa-bot run")
    assert service["RestartPreventExitStatus"] == "2"  # a setting to fix: no restart loop
    assert int(service["TimeoutStopSec"]) > 10  # the bot stops within 10 s of SIGTERM
    assert not any(key.startswith("DISCORD_TOKEN") for key in service.get("Environment", "").split())
    assert service["EnvironmentFile"] == "/etc/mombasa-bot.env"  # the token: a root-only file
    assert unit["Install"]["WantedBy"] == "multi-user.target"


@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="systemd-analyze is not installed")
def test_systemd_accepts_the_unit(tmp_path):
    # The unit as installed, with ExecStart pointing at a program that exists here.
    text = UNIT.read_text().replace("/opt/mombasa-bot/.venv/bin/mombasa-bot", sys.executable)
    copy = tmp_path / "mombasa-bot.service"
    copy.write_text(text)
    result = subprocess.run(["systemd-analyze", "verify", str(copy)], capture_output=True,
                            text=True, timeout=60)
    problems = [line for line in (result.stdout + result.stderr).splitlines()
                if "mombasa-bot.service" in line]
    assert result.returncode == 0 and not problems, result.stdout + result.stderr
