"""The component data files of a game: read from its package and parsed, in one way.

Each engine keeps its data as TOML files inside its package (``rules/<game>/data/``) and
builds and validates its own components from them; reading and parsing is the same for all:

    MOMBASA = DataFiles("rules.mombasa.data", ("companies.toml", ...))
    docs = MOMBASA.parse(MOMBASA.texts())     # {file name: parsed TOML}

``texts()`` reads the packaged files through importlib.resources (so it works from a source
checkout and an installed package alike, and rules/ stays free of other I/O); ``parse``
takes texts read anywhere (tests feed it broken copies). A missing or malformed file is a
``DataError`` naming the file, like every problem the engines' validators find.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from importlib import resources
from typing import Any

from rules.core import GameError

__all__ = ["DataError", "DataFiles", "SOURCES"]

# Where a data item's values come from: the printed rulebook, reconstructed by the owners,
# or both (comments then say which value is which).
SOURCES = ("rulebook", "reconstructed", "mixed")


class DataError(GameError):
    """The component data files are broken. The message names the file, the item and the problem."""


@dataclass(frozen=True)
class DataFiles:
    """One set of data files: the package (and folder in it) that holds them, their names,
    and the wording of the two problems found before any item is read."""

    package: str
    names: tuple[str, ...]
    folder: str = ""
    error: type[DataError] = DataError
    missing: str = "{file}: the file is missing"
    not_toml: str = "{file}: not valid TOML: {problem}"

    def texts(self) -> dict[str, str]:
        """The packaged files' texts by name; a file that is not there is left out (``parse``
        names it)."""
        texts = {}
        for name in self.names:
            try:
                # joinpath("", name) is the file at the package's top
                path = resources.files(self.package).joinpath(self.folder, name)
                texts[name] = path.read_text(encoding="utf-8")
            except FileNotFoundError:
                continue
        return texts

    def parse(self, texts: Mapping[str, str]) -> dict[str, dict[str, Any]]:
        """Every file's TOML, by name, from {file name: text} (every name in ``names``)."""
        docs = {}
        for name in self.names:
            if name not in texts:
                raise self.error(self.missing.format(file=name))
            try:
                docs[name] = tomllib.loads(texts[name])
            except tomllib.TOMLDecodeError as exc:
                raise self.error(self.not_toml.format(file=name, problem=exc)) from None
        return docs
