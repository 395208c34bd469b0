"""The layers stay apart: ``rules/`` is pure, ``render/`` never talks to Discord or SQLite.

DESIGN.md: imports point one way, ``bot -> render -> rules`` and ``bot -> rules``; the
engines do no I/O, know no Discord, no PIL, no SQLite. This test reads every ``.py`` under
``rules/`` and ``render/`` as a syntax tree (nothing is imported or run) and reports:

- imports of forbidden modules, including relative imports and ``import_module("...")``;
- I/O: builtin ``open``/``print``/``input``, ``os`` beyond a few pure path helpers,
  ``sys.stdin/stdout/stderr``, ``io.open``, and file-touching methods (``read_text``,
  ``write_bytes``, ``open``, ``exists``, ``mkdir``, ``glob`` ...) on anything.

The one allowed way to read a file: a package's own data through ``importlib.resources``,
``files("rules.mombasa").joinpath("data", "cards.json").read_text()`` or
``(files(...) / "data" / "cards.json").read_bytes()``, directly or through a name assigned
from such an expression. ``render/`` may also decode packaged image bytes with
``PIL.Image.open(io.BytesIO(...))``. Nothing else.

One named exception, ``TOOLS`` below: a command-line tool for the data owners may read
files by path and print, read-only, provided no other module of its package imports it
(so the engine can never reach it). Imports stay checked there too.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]

NETWORK_AND_PROCESS = frozenset(
    {
        "socket",
        "ssl",
        "urllib",
        "http",
        "requests",
        "httpx",
        "aiohttp",
        "asyncio",
        "subprocess",
        "shutil",
        "tempfile",
        "platformdirs",
        "dotenv",
    }
)


@dataclass(frozen=True)
class Policy:
    package: str
    forbidden_imports: frozenset[str]
    why: str
    pil_image_from_bytes: bool = False  # render/ may decode packaged PNG bytes


RULES = Policy(
    package="rules",
    forbidden_imports=NETWORK_AND_PROCESS
    | {"discord", "PIL", "sqlite3", "sqlite_utils", "bot", "render"},
    why="rules/ holds pure game engines: no Discord, no images, no database, no I/O",
)
RENDER = Policy(
    package="render",
    forbidden_imports=NETWORK_AND_PROCESS | {"discord", "sqlite3", "sqlite_utils", "bot"},
    why="render/ turns a view into a PIL image: no Discord, no database, no I/O",
    pil_image_from_bytes=True,
)

# Command-line tools that may read files by path and print (read-only): file -> what they
# may call. Keep this list short; engines never get an entry.
TOOLS: dict[str, frozenset[str]] = {
    # python -m rules.mombasa.components.checkdata [DIR]: validates an edited copy of the data files.
    "rules/mombasa/components/checkdata.py": frozenset({"is_dir", "is_file", "read_text", "print"}),
}

# The narrow allow-list for reading packaged data.
RESOURCE_MODULES = frozenset({"importlib.resources"})
RESOURCE_FUNCTIONS = frozenset(
    {
        "importlib.resources.files",
        "importlib.resources.read_text",
        "importlib.resources.read_binary",
    }
)
RESOURCE_READS = frozenset({"read_text", "read_bytes"})  # methods allowed on files(...) paths
# os.* that never touch the disk, the environment or processes.
OS_ALLOWED = frozenset(
    {
        "os.fspath",
        "os.PathLike",
        "os.sep",
        "os.path.join",
        "os.path.basename",
        "os.path.dirname",
        "os.path.splitext",
        "os.path.normpath",
        "os.path.sep",
    }
)
IO_BUILTINS = frozenset({"open", "print", "input", "breakpoint"})
IO_NAMES = frozenset(
    {
        "io.open",
        "io.open_code",
        "io.FileIO",
        "sys.stdin",
        "sys.stdout",
        "sys.stderr",
        "builtins.open",
        "builtins.print",
        "builtins.input",
    }
)
# Methods that read, write or inspect the file system (pathlib, file objects, Traversable).
IO_METHODS = frozenset(
    {
        "read_text",
        "read_bytes",
        "write_text",
        "write_bytes",
        "open",
        "touch",
        "unlink",
        "mkdir",
        "rmdir",
        "iterdir",
        "glob",
        "rglob",
        "exists",
        "is_file",
        "is_dir",
        "lstat",
        "chmod",
        "symlink_to",
        "hardlink_to",
        "readlink",
        "samefile",
        "expanduser",
        "cwd",
        "home",
    }
)
DYNAMIC_IMPORTS = frozenset({"importlib.import_module", "__import__", "builtins.__import__"})


def _is_forbidden(module: str, forbidden: frozenset[str]) -> str | None:
    for name in forbidden:
        if module == name or module.startswith(name + "."):
            return name
    return None


class _Scanner(ast.NodeVisitor):
    def __init__(
        self,
        module: str,
        is_package: bool,
        policy: Policy,
        filename: str,
        tool_calls: frozenset[str] = frozenset(),
    ) -> None:
        self.tool_calls = tool_calls  # reads this file may do (TOOLS), else nothing
        self.module = module
        self.is_package = is_package
        self.policy = policy
        self.filename = filename
        self.aliases: dict[str, str] = {}  # local name -> dotted module/object it stands for
        self.defined: set[str] = set()  # names defined by def/class/assignment in the file
        self.resource_names: set[str] = set()
        self.chain_parts: set[int] = set()  # ids of Attribute nodes inside a longer chain
        self.problems: list[str] = []

    # -- helpers ----------------------------------------------------------------------
    def report(self, node: ast.AST, what: str) -> None:
        line = getattr(node, "lineno", 0)
        self.problems.append(f"{self.filename}:{line}: {what} ({self.policy.why})")

    def check_module(self, node: ast.AST, module: str) -> None:
        hit = _is_forbidden(module, self.policy.forbidden_imports)
        if hit is not None:
            self.report(node, f"imports {module}")

    def dotted(self, node: ast.AST) -> str | None:
        """'os.path.join' for an expression rooted at an imported name, else None."""
        parts: list[str] = []
        while isinstance(node, ast.Attribute):
            parts.append(node.attr)
            node = node.value
        if not isinstance(node, ast.Name):
            return None
        if node.id in self.aliases:
            root = self.aliases[node.id]
        elif node.id == "__import__" and node.id not in self.defined:
            root = "__import__"
        else:
            return None
        return ".".join([root, *reversed(parts)])

    def is_resource(self, node: ast.AST) -> bool:
        """Is this expression a path inside a package, rooted at importlib.resources.files()?"""
        if isinstance(node, ast.Call):
            if self.dotted(node.func) == "importlib.resources.files":
                return True
            if isinstance(node.func, ast.Attribute) and node.func.attr == "joinpath":
                return self.is_resource(node.func.value)
            return False
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div):
            return self.is_resource(node.left)
        if isinstance(node, ast.Name):
            return node.id in self.resource_names
        return False

    # -- passes -----------------------------------------------------------------------
    def prepare(self, tree: ast.Module) -> None:
        """Collect aliases, defined names and names bound to resource paths."""
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.asname:
                        self.aliases[alias.asname] = alias.name
                    else:
                        root = alias.name.split(".")[0]
                        self.aliases[root] = root
            elif isinstance(node, ast.ImportFrom):
                base = self.resolve_from(node)
                for alias in node.names:
                    self.aliases[alias.asname or alias.name] = f"{base}.{alias.name}"
            elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                self.defined.add(node.name)
            elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                self.defined.add(node.id)
            elif isinstance(node, ast.arg):
                self.defined.add(node.arg)
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute):
                self.chain_parts.add(id(node.value))
        # Names bound only to resource expressions, to a fixpoint.
        bindings: dict[str, list[ast.AST]] = {}
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign):
                for target in node.targets:
                    if isinstance(target, ast.Name):
                        bindings.setdefault(target.id, []).append(node.value)
                    else:
                        for sub in ast.walk(target):
                            if isinstance(sub, ast.Name):
                                bindings.setdefault(sub.id, []).append(target)  # never a path
            elif isinstance(node, ast.AnnAssign | ast.AugAssign | ast.NamedExpr):
                if isinstance(node.target, ast.Name) and node.value is not None:
                    bindings.setdefault(node.target.id, []).append(node.value)
            else:
                # Loop variables, with-targets and parameters: unknown, so never a path.
                if isinstance(node, ast.For | ast.AsyncFor | ast.comprehension):
                    targets = [node.target]
                elif isinstance(node, ast.With | ast.AsyncWith):
                    targets = [i.optional_vars for i in node.items if i.optional_vars]
                elif isinstance(node, ast.arg):
                    bindings.setdefault(node.arg, []).append(node)
                    targets = []
                else:
                    targets = []
                for target in targets:
                    for sub in ast.walk(target):
                        if isinstance(sub, ast.Name):
                            bindings.setdefault(sub.id, []).append(target)
        changed = True
        while changed:
            changed = False
            for name, values in bindings.items():
                if name not in self.resource_names and all(self.is_resource(v) for v in values):
                    self.resource_names.add(name)
                    changed = True

    def resolve_from(self, node: ast.ImportFrom) -> str:
        if not node.level:
            return node.module or ""
        parts = self.module.split(".")
        if not self.is_package:
            parts = parts[:-1]
        parts = parts[: len(parts) - (node.level - 1)] if node.level > 1 else parts
        return ".".join([*parts, node.module] if node.module else parts)

    # -- visitors ---------------------------------------------------------------------
    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            self.check_module(node, alias.name)
            if alias.name.startswith("importlib.resources.") and alias.name not in RESOURCE_MODULES:
                self.report(
                    node, f"imports {alias.name} (only importlib.resources.files is allowed)"
                )
        self.generic_visit(node)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        base = self.resolve_from(node)
        base_forbidden = _is_forbidden(base, self.policy.forbidden_imports) is not None
        self.check_module(node, base)
        for alias in node.names:
            full = f"{base}.{alias.name}"
            if not base_forbidden:  # "from bot import x" is reported once, as "imports bot"
                self.check_module(node, full)
            if base in RESOURCE_MODULES and full not in RESOURCE_FUNCTIONS:
                self.report(node, f"imports {full} (only files/read_text/read_binary are allowed)")
            if base == "importlib" and alias.name not in {"resources", "import_module", "util"}:
                self.report(node, f"imports {full}")
            if (base == "os" or base.startswith("os.")) and full not in OS_ALLOWED:
                self.report(node, f"imports {full}, which touches the file system or environment")
            if base in {"io", "sys", "builtins"} and full in IO_NAMES:
                self.report(node, f"imports {full}")
        self.generic_visit(node)

    def visit_Attribute(self, node: ast.Attribute) -> None:
        if id(node) not in self.chain_parts:  # check whole chains only: os.path.join, not os.path
            name = self.dotted(node)
            if name is not None:
                if (name == "os" or name.startswith("os.")) and name not in OS_ALLOWED:
                    self.report(node, f"uses {name}, which touches the file system or environment")
                elif any(name == n or name.startswith(n + ".") for n in IO_NAMES):
                    self.report(node, f"uses {name}")
                elif name.startswith("importlib.resources.") and name not in RESOURCE_FUNCTIONS:
                    self.report(node, f"uses {name} (only importlib.resources.files is allowed)")
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        func = node.func
        name = self.dotted(func)
        if isinstance(func, ast.Name) and func.id in IO_BUILTINS and func.id not in self.defined:
            if func.id not in self.aliases and func.id not in self.tool_calls:
                self.report(node, f"calls {func.id}()")
        if name in DYNAMIC_IMPORTS and node.args:
            arg = node.args[0]
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                self.check_module(node, arg.value)
        if name in IO_NAMES:
            self.report(node, f"calls {name}()")
        if isinstance(func, ast.Attribute) and func.attr in IO_METHODS:
            if name in RESOURCE_FUNCTIONS:
                pass  # importlib.resources.read_text(package, resource)
            elif func.attr in RESOURCE_READS and self.is_resource(func.value):
                pass  # files(...).joinpath(...).read_text(): the package's own data
            elif func.attr in self.tool_calls:
                pass  # an allow-listed command-line tool (TOOLS)
            elif (
                self.policy.pil_image_from_bytes
                and name == "PIL.Image.open"
                and node.args
                and isinstance(node.args[0], ast.Call)
                and self.dotted(node.args[0].func) == "io.BytesIO"
            ):
                pass  # decoding packaged image bytes in memory
            else:
                self.report(node, f"calls .{func.attr}(), which touches the file system")
        self.generic_visit(node)


def scan_source(
    source: str,
    policy: Policy,
    module: str = "",
    filename: str = "<snippet>",
    is_package=False,
    tool_calls: frozenset[str] = frozenset(),
) -> list[str]:
    """Every architecture violation in one file's source, as 'file:line: what (why)'."""
    module = module or f"{policy.package}.snippet"
    try:
        tree = ast.parse(source, filename=filename)
    except SyntaxError as exc:
        return [f"{filename}:{exc.lineno}: cannot be parsed ({exc.msg})"]
    scanner = _Scanner(module, is_package, policy, filename, tool_calls)
    scanner.prepare(tree)
    scanner.visit(tree)
    return scanner.problems


def python_files(package: str) -> list[Path]:
    root = REPO / package
    return sorted(p for p in root.rglob("*.py") if "__pycache__" not in p.parts)


def _module_name(rel: Path) -> tuple[str, bool]:
    is_package = rel.name == "__init__.py"
    parts = rel.with_suffix("").parts
    return ".".join(parts[:-1] if is_package else parts), is_package


def scan_package(policy: Policy) -> list[str]:
    problems: list[str] = []
    for path in python_files(policy.package):
        rel = path.relative_to(REPO)
        module, is_package = _module_name(rel)
        source = path.read_text(encoding="utf-8")
        tool_calls = TOOLS.get(rel.as_posix(), frozenset())
        problems += scan_source(source, policy, module, rel.as_posix(), is_package, tool_calls)
    return problems


def tool_importers(package: str, tools: dict[str, frozenset[str]]) -> list[str]:
    """Modules of ``package`` that import one of the allow-listed tools (they must not)."""
    tool_modules = {_module_name(Path(t))[0] for t in tools}
    found = []
    for path in python_files(package):
        rel = path.relative_to(REPO)
        if rel.as_posix() in tools:
            continue
        module, is_package = _module_name(rel)
        scanner = _Scanner(module, is_package, RULES, rel.as_posix())
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = scanner.resolve_from(node)
                names = [base, *(f"{base}.{a.name}" for a in node.names)]
            hits = [n for n in names if any(n == t or n.startswith(t + ".") for t in tool_modules)]
            if hits:
                found.append(f"{rel.as_posix()}:{node.lineno}: imports {hits[0]}")
    return found


# -- the real checks -----------------------------------------------------------------------


def test_scan_covers_the_engine_core():
    scanned = {p.relative_to(REPO).as_posix() for p in python_files("rules")}
    assert {"rules/__init__.py", "rules/core.py"} <= scanned


def test_rules_are_pure():
    problems = scan_package(RULES)
    assert not problems, "rules/ must stay pure:\n" + "\n".join(problems)


def test_allow_listed_tools_exist_and_nothing_imports_them():
    missing = [t for t in TOOLS if not (REPO / t).is_file()]
    assert not missing, f"remove stale TOOLS entries: {missing}"
    wrong = tool_importers("rules", TOOLS) + tool_importers("render", TOOLS)
    assert not wrong, (
        "the engine must not import a path-reading tool (TOOLS in this file):\n" + "\n".join(wrong)
    )


def test_tool_allowance_is_narrow():
    reads = "from pathlib import Path\nprint(Path('d').read_text())"
    assert scan_source(reads, RULES, tool_calls=TOOLS["rules/mombasa/components/checkdata.py"]) == []
    assert scan_source(reads, RULES)  # the same code anywhere else is refused
    for snippet in (
        "from pathlib import Path\nPath('d').write_text('x')",
        "import os\nos.remove('x')",
        "import sqlite3",
        "open('x')",
    ):
        assert scan_source(snippet, RULES, tool_calls=TOOLS["rules/mombasa/components/checkdata.py"]), snippet
    # and the importer check does find importers (rules/__init__.py imports rules.core)
    assert any(
        "rules/__init__.py" in hit
        for hit in tool_importers("rules", {"rules/core.py": frozenset()})
    )


def test_render_has_no_discord_database_or_io():
    problems = scan_package(RENDER)
    assert not problems, "render/ must stay a pure view-to-image layer:\n" + "\n".join(problems)


def test_imports_point_one_way():
    """bot -> render -> rules: rules imports neither bot nor render; render not bot."""
    wrong = [
        p
        for policy, upper in ((RULES, ("bot", "render")), (RENDER, ("bot",)))
        for p in scan_package(policy)
        if any(f"imports {u}" in p.split(": ", 1)[1] for u in upper)
    ]
    assert not wrong, "imports must point bot -> render -> rules:\n" + "\n".join(wrong)


# -- the scanner catches what it claims to catch ----------------------------------------------

BAD_FOR_RULES = {
    "import discord": "imports discord",
    "from discord.ext import commands": "imports discord.ext",
    "import PIL.Image": "imports PIL.Image",
    "from PIL import Image": "imports PIL",
    "import sqlite3": "imports sqlite3",
    "import sqlite_utils as su": "imports sqlite_utils",
    "import socket": "imports socket",
    "from urllib.request import urlopen": "imports urllib.request",
    "import requests": "imports requests",
    "from bot import config": "imports bot",
    "import render.board": "imports render.board",
    "from ...bot import client": "imports bot",
    "import importlib\nimportlib.import_module('sqlite3')": "imports sqlite3",
    "__import__('socket')": "imports socket",
    "data = open('cards.json').read()": "calls open()",
    "print('debug')": "calls print()",
    "import os\nos.remove('x')": "uses os.remove",
    "import os\nTOKEN = os.environ['DISCORD_TOKEN']": "uses os.environ",
    "import os.path\nos.path.exists('x')": "uses os.path.exists",
    "from os import listdir": "imports os.listdir",
    "import sys\nsys.stdout.write('x')": "uses sys.stdout",
    "import io\nio.open('x')": "calls io.open()",
    "from pathlib import Path\nPath('x').write_text('y')": "calls .write_text()",
    "from pathlib import Path\nPath(__file__).with_name('a.json').read_text()": "calls .read_text()",
    "from pathlib import Path\nDATA = Path(__file__).parent\n(DATA / 'a').read_bytes()": (
        "calls .read_bytes()"
    ),
    "from importlib.resources import files\nfiles('rules').joinpath('a').write_text('x')": (
        "calls .write_text()"
    ),
    "from importlib.resources import files\nwith files('rules').joinpath('a').open() as f: pass": (
        "calls .open()"
    ),
    "from importlib.resources import as_file": "imports importlib.resources.as_file",
    "import importlib.resources\nimportlib.resources.as_file(x)": (
        "uses importlib.resources.as_file"
    ),
    "from importlib.resources import files\nD = files('r')\nD = Path('x')\n(D / 'a').read_text()": (
        "calls .read_text()"
    ),
    "def load(path):\n    return path.read_text()": "calls .read_text()",
}

GOOD_FOR_RULES = [
    "import json\nimport random\nfrom dataclasses import dataclass",
    "from rules.core import Action, Game\nfrom . import core",
    "import importlib\nimportlib.import_module(module_name)",
    "from importlib.resources import files\n"
    "CARDS = json.loads(files('rules.mombasa').joinpath('data', 'cards.json').read_text())",
    "from importlib.resources import files\n"
    "DATA = files('rules.mombasa') / 'data'\n"
    "BOARD = DATA / 'board.json'\n"
    "text = BOARD.read_text(encoding='utf-8')\n"
    "raw = (DATA / 'tiles.bin').read_bytes()",
    "from importlib import resources\ntext = resources.files(__package__).joinpath('a').read_text()",
    "import importlib.resources\ntext = importlib.resources.read_text('rules.mombasa', 'a.json')",
    "import os.path\nname = os.path.join('data', 'cards.json')",
    "text = 'a,b'.replace(',', ';')\nstate.hands.sort()",
]


@pytest.mark.parametrize("snippet, expected", list(BAD_FOR_RULES.items()))
def test_scanner_catches_forbidden_code(snippet, expected):
    problems = scan_source(snippet, RULES, module="rules.mombasa.snippet")
    assert problems, f"the scanner missed: {snippet!r}"
    assert any(expected in p for p in problems), problems


@pytest.mark.parametrize("snippet", GOOD_FOR_RULES)
def test_scanner_allows_pure_code_and_packaged_data(snippet):
    assert scan_source(snippet, RULES, module="rules.mombasa.snippet") == []


def test_render_rules_differ_where_they_should():
    # render/ may use PIL and rules, and decode packaged bytes in memory ...
    ok = (
        "import io\nfrom importlib.resources import files\nfrom PIL import Image, ImageFont\n"
        "from rules import get_game\n"
        "img = Image.open(io.BytesIO(files('render').joinpath('board.png').read_bytes()))\n"
        "font = ImageFont.truetype(io.BytesIO(files('render').joinpath('f.ttf').read_bytes()), 12)"
    )
    assert scan_source(ok, RENDER, module="render.board") == []
    # ... but not Discord, the database, the bot, or a file on disk.
    for snippet, expected in {
        "import discord": "imports discord",
        "import sqlite3": "imports sqlite3",
        "from sqlite_utils import Database": "imports sqlite_utils",
        "from bot.client import GameHost": "imports bot.client",
        "from PIL import Image\nImage.open('board.png')": "calls .open()",
    }.items():
        problems = scan_source(snippet, RENDER, module="render.board")
        assert any(expected in p for p in problems), (snippet, problems)
    # and rules/ may not use PIL at all
    assert scan_source("from PIL import Image", RULES)


def test_a_file_that_does_not_parse_is_reported():
    assert "cannot be parsed" in scan_source("def broken(:\n", RULES)[0]


# -- imports at the top -----------------------------------------------------------------------
# The imports made inside a function: (file, module imported). None: the last two (a post's
# "Open my panel", a panel's typed amount) became controls drawn from their custom_id alone
# (bot/ui/custom_ids.py), and .importlinter's acyclic contract ignores no import.
IMPORTS_INSIDE_FUNCTIONS: set[tuple[str, str]] = set()


def _imports_inside_functions(package: str) -> set[tuple[str, str]]:
    root = Path(__file__).resolve().parents[1]
    found = set()
    for path in sorted((root / package).rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                for inner in ast.walk(node):
                    if isinstance(inner, ast.ImportFrom):
                        found.add((path.relative_to(root).as_posix(), "." * inner.level + (inner.module or "")))
                    elif isinstance(inner, ast.Import):
                        found.update((path.relative_to(root).as_posix(), a.name) for a in inner.names)
    return found


def test_imports_are_made_at_the_top():
    """A module's imports show its real dependencies: none hides inside a function but the
    named few that break a cycle."""
    found = set().union(*(_imports_inside_functions(p) for p in ("bot", "render", "rules", "migrations")))
    assert found == IMPORTS_INSIDE_FUNCTIONS
