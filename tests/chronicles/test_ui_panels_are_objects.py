"""The Chronicles table is composed, not mixed: the board's one base is the
kit's ``BoardChrome``, and no panel module imports the board back (not even
for type hints), so a panel only knows what it is handed."""

from __future__ import annotations

import ast
from pathlib import Path

import game.ui.chronicles as package
from game.ui.chronicles.board import ChroniclesBoardScene
from game.ui.table.chrome import BoardChrome

# the modules that build a board (the screenshot positions) may name it; nothing else
BUILDERS = {"board.py", "positions.py"}


def imported(path: Path) -> set[str]:
    """Every module ``path`` imports, at any depth (inside functions and TYPE_CHECKING blocks too)."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            out.add(node.module)
            out |= {f"{node.module}.{alias.name}" for alias in node.names}
    return out


def test_the_board_has_no_base_but_the_kits():
    assert ChroniclesBoardScene.__bases__ == (BoardChrome,)


def test_no_panel_module_imports_the_board():
    folder = Path(package.__file__).parent
    modules = sorted(p for p in folder.glob("*.py") if p.name not in BUILDERS)
    assert len(modules) > 10
    back = [p.name for p in modules if "game.ui.chronicles.board" in imported(p)]
    assert back == []
