"""Galaxies' window stays in small modules (issue 19): no module over 600 lines,
the board's panels never import the board, and no two panels define the same
name (the board mixes them in; a name in two of them would depend on their order)."""

from __future__ import annotations

import ast
from pathlib import Path

import game.ui.galaxies as package

FOLDER = Path(package.__file__).parent
PANELS = ("planet_row", "dice_tray", "decision_panel", "picking", "empire_mats", "overlays", "log_lines")
MAX_LINES = 600


def test_no_galaxies_ui_module_is_over_600_lines():
    sizes = {p.name: len(p.read_text(encoding="utf-8").splitlines()) for p in FOLDER.glob("*.py")}
    assert sizes["board.py"] > 0
    assert {name: n for name, n in sizes.items() if n > MAX_LINES} == {}


def test_panels_do_not_import_the_board():
    for name in PANELS:
        tree = ast.parse((FOLDER / f"{name}.py").read_text(encoding="utf-8"))
        imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
        imported |= {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
        assert "game.ui.galaxies.board" not in imported, name


def test_each_name_of_the_board_comes_from_one_panel():
    from game.ui.galaxies.board import GalaxiesBoardScene

    owner: dict[str, str] = {}
    panels = [c for c in GalaxiesBoardScene.__mro__ if c.__module__.rsplit(".", 1)[-1] in PANELS]
    assert len(panels) == len(PANELS)
    for cls in panels:
        for name in vars(cls):
            if name.startswith("__"):
                continue
            assert name not in owner, f"{name} is in both {owner[name]} and {cls.__name__}"
            owner[name] = cls.__name__
    board_own = {name for name in vars(GalaxiesBoardScene) if not name.startswith("__")}
    assert board_own & set(owner) == set(), "the board overrides a panel's method"
