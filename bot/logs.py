"""Logging: one stream on stderr at LOG_LEVEL, every secret redacted from every line."""

from __future__ import annotations

import logging
import sys
from collections.abc import Iterable

from bot.config import Settings

__all__ = ["LOG_FORMAT", "MIN_SECRET_LENGTH", "RedactSecrets", "setup_logging"]

LOG_FORMAT = "%(asctime)s %(levelname)-8s %(name)s: %(message)s"
# A secret shorter than this is not looked for: replacing a letter or two everywhere would
# mangle every line ("S***ar***ing") and hide nothing (the settings refuse so short a token).
MIN_SECRET_LENGTH = 8


class RedactSecrets(logging.Filter):
    """Replace every secret (the bot token) in a log record with '***'.

    discord.py does not log the token; this is the belt to that pair of braces, so that a
    future f-string or exception text cannot leak it either.
    """

    def __init__(self, secrets: Iterable[str]) -> None:
        super().__init__()
        self.secrets = tuple(s for s in secrets if s and len(s) >= MIN_SECRET_LENGTH)

    def _scrub(self, text: str) -> str:
        for secret in self.secrets:
            text = text.replace(secret, "***")
        return text

    def filter(self, record: logging.LogRecord) -> bool:
        if not self.secrets:
            return True
        message = record.getMessage()
        scrubbed = self._scrub(message)
        if scrubbed != message:
            record.msg, record.args = scrubbed, None
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = self._scrub(record.exc_text)
        return True


def setup_logging(settings: Settings, stream=None) -> logging.Handler:
    """Log to stderr at LOG_LEVEL, with the token redacted. Returns the installed handler."""
    handler = logging.StreamHandler(stream if stream is not None else sys.stderr)
    handler.setFormatter(logging.Formatter(LOG_FORMAT, "%Y-%m-%d %H:%M:%S"))
    handler.addFilter(RedactSecrets(settings.secret_values))
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(settings.log_level)
    return handler
