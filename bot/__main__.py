"""``python -m bot`` and the ``mombasa-bot`` console script: the command line (bot.cli)."""

from __future__ import annotations

import sys

from bot.cli import main

if __name__ == "__main__":
    sys.exit(main())
