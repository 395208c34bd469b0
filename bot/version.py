"""The bot's version, from the installed package's metadata (pyproject.toml's ``version``).

``mombasa-bot --version``, the start-up line and ``mombasa-bot check`` print it; CHANGELOG.md
says what each version changed.
"""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("mombasa-bot")
except PackageNotFoundError:  # pragma: no cover - run from a checkout that was not installed
    __version__ = "0+unknown"

__all__ = ["__version__"]
