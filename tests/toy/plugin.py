"""The toy game's plug-in module: importing it registers the engine, then the bot record
(checked against the engine). The toy draws no pictures: its posts are their text."""

from . import game, record

__all__ = ["game", "record"]
