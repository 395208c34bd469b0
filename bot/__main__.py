"""Start the bot: ``python -m bot`` or the ``mombasa-bot`` console script.

Reads the settings (environment, then ``.env``), sets up logging, makes sure the database
folder exists and runs the client. A configuration problem is one line on stderr and exit
status 2, never a traceback.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Iterable

from bot.client import StartupError, run_bot
from bot.config import ConfigError, Settings, load_settings, prepare_database_dir

__all__ = ["RedactSecrets", "main", "setup_logging"]

log = logging.getLogger("bot")

EXIT_CONFIG = 2  # a setting to fix: nothing was started
EXIT_STARTUP = 1  # could not start for another reason (e.g. Discord unreachable)
LOG_FORMAT = "%(asctime)s %(levelname)-8s %(name)s: %(message)s"


class RedactSecrets(logging.Filter):
    """Replace every secret (the bot token) in a log record with '***'.

    discord.py does not log the token; this is the belt to that pair of braces, so that a
    future f-string or exception text cannot leak it either.
    """

    def __init__(self, secrets: Iterable[str]) -> None:
        super().__init__()
        self.secrets = tuple(s for s in secrets if s)

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


def _fail(message: str, status: int = EXIT_CONFIG) -> None:
    print(message, file=sys.stderr)
    sys.exit(status)


def main() -> None:
    try:
        settings = load_settings()
    except ConfigError as exc:
        _fail(str(exc))
        return
    setup_logging(settings)
    try:
        database = prepare_database_dir(settings)
        log.info(
            "Starting the Mombasa bot (database %s, commands %s, log level %s)",
            database,
            f"on development server {settings.dev_guild_id}"
            if settings.dev_guild_id is not None
            else "global",
            settings.log_level,
        )
        run_bot(settings)
    except ConfigError as exc:
        _fail(str(exc))
    except StartupError as exc:
        _fail(str(exc), EXIT_STARTUP)


if __name__ == "__main__":
    main()
