"""The README and docs/: every link and picture they name exists, the pictures stay small,
the README names no issue numbers (the history lives in docs/ and git), its two set-up
commands are the ones CI and newcomers run, and LICENSE is the licence pyproject.toml says."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
DOCS = sorted((ROOT / "docs").glob("*.md"))
PICTURE_MAX = 60 * 1024  # a README picture loads at once on a phone

# Markdown links and images, ](target), and HTML images, src="target".
LINK = re.compile(r"\]\(([^)\s]+)\)|\bsrc=\"([^\"]+)\"")


def targets(page: Path) -> list[str]:
    """The local files ``page`` links to (web addresses and in-page anchors left out)."""
    text = page.read_text(encoding="utf-8")
    found = [a or b for a, b in LINK.findall(text)]
    return [t for t in found if not re.match(r"[a-z]+:", t) and not t.startswith("#")]


def pictures(page: Path) -> list[str]:
    text = page.read_text(encoding="utf-8")
    return re.findall(r"!\[[^\]]*\]\(([^)\s]+)\)|<img [^>]*src=\"([^\"]+)\"", text)


@pytest.mark.parametrize("page", [README, *DOCS], ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_file_a_page_links_to_exists(page):
    missing = [t for t in targets(page) if not (page.parent / t.split("#")[0]).exists()]
    assert not missing, f"{page.name} links to files that do not exist: {missing}"


# A path in backticks: folders and files of the repository ("bot/games/moves.py",
# "render/kit/fonts/"), not a pattern ("bot/games/<game>.py") or a command.
NAMED_PATH = re.compile(r"`((?:bot|rules|render|tests|migrations|deploy|docs)/[\w./-]*)`")


@pytest.mark.parametrize("page", [README, *DOCS], ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_module_and_file_a_page_names_exists(page):
    """The pages name modules as they are: one moved or renamed must be renamed here too
    (docs/how-a-move-flows.md follows a move through them)."""
    named = NAMED_PATH.findall(page.read_text(encoding="utf-8"))
    missing = sorted({p for p in named if not (ROOT / p).exists()})
    assert not missing, f"{page.name} names files that do not exist: {missing}"


def test_the_readme_links_every_page_of_docs():
    linked = {(ROOT / t).resolve() for t in targets(README)}
    assert {p.resolve() for p in DOCS} <= linked


def test_the_readme_pictures_exist_are_palette_pngs_under_60_kb_and_have_alt_text():
    from PIL import Image

    text = README.read_text(encoding="utf-8")
    images = re.findall(r"<img [^>]*>", text)
    assert len(images) >= 3  # a board part, a player's panel, a Batavia auction
    for tag in images:
        src = re.search(r'src="([^"]+)"', tag)[1]
        alt = re.search(r'alt="([^"]+)"', tag)
        assert alt and len(alt[1]) > 20, f"{src}: no alt text saying what it shows"
        path = ROOT / src
        assert path.is_file(), src
        assert path.stat().st_size <= PICTURE_MAX, f"{src}: {path.stat().st_size} bytes"
        with Image.open(path) as image:
            assert image.format == "PNG" and image.mode == "P", src


def test_the_readme_in_page_anchors_name_its_headings():
    text = README.read_text(encoding="utf-8")
    # GitHub's anchors: the heading in lower case, punctuation dropped, spaces as hyphens
    headings = {re.sub(r"[^\w\- ]", "", h.strip().lower()).replace(" ", "-")
                for h in re.findall(r"^#+ (.+)$", text, re.M)}
    anchors = re.findall(r"\]\(#([^)]+)\)", text)
    assert anchors and set(anchors) <= headings


def test_the_readme_names_no_issue_numbers():
    text = README.read_text(encoding="utf-8")
    assert not re.findall(r"\bissues?\s*#?\s*\d+", text, re.I)


def test_the_readme_keeps_its_two_set_up_commands():
    """CI (.ci/run) and newcomers run these exactly: one installs and starts the bot, one
    installs the development tools and runs the whole suite."""
    text = README.read_text(encoding="utf-8")
    assert ("python3 -m venv .venv && .venv/bin/pip install -e . && "
            "DISCORD_TOKEN=your-bot-token .venv/bin/mombasa-bot") in text
    assert 'python3 -m venv .venv && .venv/bin/pip install -e ".[dev]" && .venv/bin/python -m pytest' in text


def test_the_readme_has_its_sections_in_the_readers_order():
    text = README.read_text(encoding="utf-8")
    order = ["## Quick start", "## A first game, step by step", "## Commands", "## Configuration",
             "## Hosting", "## Contributing", "## License"]
    at = [text.find(h) for h in order]
    assert -1 not in at and at == sorted(at), dict(zip(order, at, strict=True))


def test_the_licence_file_is_the_one_pyproject_names():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["license"] == {"text": "MIT"}
    licence = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert licence.startswith("MIT License\n")
    assert re.search(r"Copyright \(c\) \d{4} .*mombasa-bot", licence)
    assert "Permission is hereby granted, free of charge" in licence
