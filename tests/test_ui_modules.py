"""The window code stays in small modules (issue 19), for every registered game:

- a board's panels never import their board: the modules its board module
  imports (its panels and helpers) import the board module not even inside a
  function, nor for a type hint (under TYPE_CHECKING);
- no name is defined by two of a board's mixed-in panels, and the board
  overrides none of them (which one won would depend on the order of the bases).

Everything is found from the registry (each entry's window, its board scene and
the board's bases), so a new game's window is checked without naming it here.
"""

from __future__ import annotations

import ast
import importlib
import sys
from pathlib import Path

import pytest

from game.registry import windowed
from game.ui.window import PackageWindow

WINDOWS = windowed()


def window_package(entry) -> str:
    """The package the entry's window lives in (``game.ui.<id>`` by the usual layout)."""
    module = importlib.import_module(entry.window.partition(":")[0])
    return module.__name__ if hasattr(module, "__path__") else module.__name__.rpartition(".")[0]


def board_class(entry) -> type:
    """The board scene's class, as the window builds it."""
    window = entry.load_window()
    if isinstance(window, PackageWindow):
        return getattr(window._module("board"), window.table_scene)
    from game.ui.screenshot import build_app

    return type(window.bench_board(build_app("en", (1280, 800)), window.bench_players, 1))


def imported_modules(tree: ast.AST, skip_type_checking: bool) -> set[str]:
    """Every module named by an import in ``tree`` (``from a import b``: a and a.b);
    with ``skip_type_checking`` not those under ``if TYPE_CHECKING:``."""
    skipped: set[int] = set()
    if skip_type_checking:
        for node in ast.walk(tree):
            if isinstance(node, ast.If) and getattr(node.test, "id", getattr(node.test, "attr", None)) == "TYPE_CHECKING":
                skipped |= {id(n) for n in ast.walk(node)}
    out: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out |= {node.module} | {f"{node.module}.{a.name}" for a in node.names}
    return out


def module_tree(module: str) -> ast.AST:
    return ast.parse(Path(sys.modules[module].__file__).read_text(encoding="utf-8"))


def panels(entry) -> tuple[str, set[str], set[str]]:
    """The board's module, its mixed-in panels' modules, and every module of the
    window's package the board module reaches by importing (its panels and helpers)."""
    board = board_class(entry)
    package = window_package(entry)
    mixins = {c.__module__ for c in board.__mro__[1:] if c.__module__.startswith(package + ".") and c.__module__ != board.__module__}
    reached: set[str] = set()
    todo = [board.__module__]
    while todo:
        for name in imported_modules(module_tree(todo.pop()), skip_type_checking=True):
            if name.startswith(package + ".") and name in sys.modules and name not in reached and name != board.__module__:
                reached.add(name)
                todo.append(name)
    return board.__module__, mixins, reached | mixins


@pytest.mark.parametrize("entry", WINDOWS, ids=lambda e: e.id)
def test_panels_do_not_import_their_board(entry):
    board, mixins, modules = panels(entry)
    assert modules, f"{entry.id}: the board imports no module of its window"
    bad = []
    for module in sorted(modules):
        named = imported_modules(module_tree(module), skip_type_checking=False)
        if any(name == board or name.startswith(board + ".") for name in named):
            bad.append(f"{module} imports {board}")
    assert not bad, bad


@pytest.mark.parametrize("entry", WINDOWS, ids=lambda e: e.id)
def test_each_name_of_the_board_comes_from_one_panel(entry):
    board = board_class(entry)
    _, mixins, _ = panels(entry)
    owner: dict[str, str] = {}
    for cls in (c for c in board.__mro__ if c.__module__ in mixins):
        for name in vars(cls):
            if name.startswith("__"):
                continue
            assert name not in owner, f"{name} is in both {owner[name]} and {cls.__name__}"
            owner[name] = cls.__name__
    board_own = {name for name in vars(board) if not name.startswith("__")}
    assert board_own & set(owner) == set(), f"{board.__name__} overrides a panel's method: {sorted(board_own & set(owner))}"
