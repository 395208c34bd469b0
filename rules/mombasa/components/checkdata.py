"""The owners' check command for the Mombasa component data.

    python -m rules.mombasa.components.checkdata          # check the packaged data
    python -m rules.mombasa.components.checkdata DIR      # check the .toml files in DIR (an edited copy)

Prints "OK: ..." with the counts, or every problem in plain words, and exits non-zero on
problems.

This is the one module under rules/ that reads files by path (allow-listed by the
architecture test): ``load_components_from(directory)`` reads the data files of an edited
copy, for this command and for tests. Nothing in the engine imports it; the engine uses
``rules.mombasa.components.loader.load_components()``, which reads only the packaged data.
"""

from __future__ import annotations

from pathlib import Path

from rules.mombasa.components import Components
from rules.mombasa.components.loader import (
    DATA_FILES,
    DataError,
    load_components,
    load_components_from_texts,
)

__all__ = ["check", "load_components_from", "summary"]


def load_components_from(directory: str | Path) -> Components:
    """Load and validate the data files in ``directory`` (a folder shaped like data/)."""
    folder = Path(directory)
    if not folder.is_dir():
        raise DataError(f"{folder}: no such folder")
    texts = {}
    for name in DATA_FILES:
        path = folder / name
        if not path.is_file():
            continue  # the loader reports the missing file
        try:
            texts[name] = path.read_text(encoding="utf-8")
        except UnicodeDecodeError as exc:
            raise DataError(f"{name}: the file is not UTF-8 text ({exc})") from None
    return load_components_from_texts(texts)


def summary(c: Components) -> str:
    """The counts of a loaded component set, in one line."""
    parts = [
        f"{len(c.companies)} companies",
        f"{len(c.regions)} regions",
        f"{len(c.borders)} borders",
        f"{len(c.tracks)} tracks",
        f"{len(c.track_cards)} track cards",
        f"{len(c.market_cards)} market cards",
        f"{len(c.starting_cards)} starting cards",
        f'{len(c.expansion_one_cards)} "1"-expansion cards',
        f"{len(c.books)} books",
        f"{len(c.starting_tiles)} starting tiles",
        f"{len(c.bonus_tiles)} bonus tiles",
        f"{len(c.board.majorities)} majority spaces",
    ]
    return ", ".join(parts)


def check(directory: str | Path | None = None) -> tuple[int, str]:
    """(exit code, text to print) for the packaged data or the data in ``directory``."""
    try:
        components = load_components() if directory is None else load_components_from(directory)
    except DataError as exc:
        return 1, f"PROBLEM: {exc}"
    return 0, f"OK: {summary(components)}"


if __name__ == "__main__":
    import sys

    args = sys.argv[1:]
    if len(args) > 1 or any(a in ("-h", "--help") for a in args):
        print(__doc__)
        sys.exit(2)
    code, text = check(args[0] if args else None)
    print(text)
    sys.exit(code)
