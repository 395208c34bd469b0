"""Layout data files: where a game's components sit on its images, as TOML in its package."""

from __future__ import annotations

import tomllib
from functools import cache
from importlib.resources import files
from typing import Any

Box = tuple[int, int, int, int]


@cache
def load_layout(package: str, name: str = "layout.toml") -> dict[str, Any]:
    """``<package>/<name>`` parsed, read once (the package's own data, never a path)."""
    return tomllib.loads(files(package).joinpath(name).read_text(encoding="utf-8"))
