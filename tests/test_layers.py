"""The layers of the code stay apart (issue 19), read from the imports (ast):

- ``game/core`` imports nothing above it: not the registry, the windows, the
  tools, nor any game's package (the registry hands core its lookup,
  ``game.core.games``); of ``game`` it imports only itself and ``game.paths``
  (the error log, ``game.core.userlog``, is core's own);
- a game's rules package imports no tool and no window module, not even in
  its ``python -m`` commands (a measurement that needs a tool is a tool that
  takes the game as an argument, in ``game/tools``), and reads no translation
  file (``game.locales``): its names in every language are the window's check;
- no window module imports a bot module: bots reach the window only through
  the controller and the driver (``game.core.bots.make_bot``, ``game.core.runner``);
- the modules imported at load time form no cycle.
"""

from __future__ import annotations

import ast
from pathlib import Path

from game.registry import entries

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "game"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports(path: Path, top_level_only: bool = False) -> list[str]:
    """Every module ``path`` imports (``from a import b`` counts as a and a.b)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    nodes = tree.body if top_level_only else list(ast.walk(tree))
    out: list[str] = []
    for node in nodes:
        if isinstance(node, ast.Import):
            out += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.append(node.module)
            out += [f"{node.module}.{a.name}" for a in node.names]
    return out


def modules(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*.py") if ".venv" not in p.parts)


def under(name: str, prefix: str) -> bool:
    return name == prefix or name.startswith(prefix + ".")


def rules_packages() -> list[str]:
    """Each registered game's rules package (where its entry's rules live)."""
    return sorted({e.rules.partition(":")[0].rpartition(".")[0] for e in entries()})


def bot_modules() -> list[str]:
    """Each game's bots table module, and every ``bots`` / ``ai`` module of a rules package."""
    out = {e.bots.partition(":")[0] for e in entries() if e.bots}
    for pkg in rules_packages():
        out |= {f"{pkg}.bots", f"{pkg}.ai"}
    return sorted(out)


def test_core_imports_nothing_above_it():
    above = ["game.registry", "game.ui", "game.tools", "game.cli", "game.__main__", *rules_packages()]
    bad = [f"{module_name(p)} imports {name}" for p in modules(GAME / "core") for name in imports(p)
           if any(under(name, a) for a in above)]
    assert not bad, bad


def test_core_imports_of_game_only_core_and_paths():
    """Below core lies only ``game.paths``: nothing else of ``game`` (the error log included)."""
    bad = [f"{module_name(p)} imports {name}" for p in modules(GAME / "core") for name in imports(p)
           if under(name, "game") and not (under(name, "game.core") or under(name, "game.paths"))]
    assert not bad, bad


def test_rules_packages_import_no_tools_no_windows_and_no_catalogs():
    bad = []
    for pkg in rules_packages():
        for p in modules(ROOT / pkg.replace(".", "/")):
            bad += [f"{module_name(p)} imports {name}" for name in imports(p)
                    if under(name, "game.tools") or under(name, "game.ui") or under(name, "game.locales")]
    assert not bad, bad


def test_windows_import_no_bot_module():
    bots = bot_modules()
    bad = [f"{module_name(p)} imports {name}" for p in modules(GAME / "ui") for name in imports(p)
           if any(under(name, b) for b in bots)]
    assert not bad, bad


def test_no_import_cycle_at_load_time():
    """Imports at the top of modules (the ones run on load) form no cycle."""
    known = {module_name(p): p for p in modules(GAME)}
    graph = {}
    for name, path in known.items():
        targets = set()
        for imp in imports(path, top_level_only=True):
            while imp and imp not in known:
                imp = imp.rpartition(".")[0]
            if imp and imp != name:
                targets.add(imp)
        graph[name] = sorted(targets)
    state: dict[str, int] = {}
    cycles: list[list[str]] = []

    def visit(node: str, trail: list[str]) -> None:
        state[node] = 1
        for nxt in graph[node]:
            if state.get(nxt) == 1:
                cycles.append(trail[trail.index(nxt):] + [nxt] if nxt in trail else [node, nxt])
            elif nxt not in state:
                visit(nxt, trail + [nxt])
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            visit(node, [node])
    # a package's __init__ that re-exports its own modules is not a cycle worth naming
    real = [c for c in cycles if not all(under(m, c[0]) or under(c[0], m) for m in c)]
    assert not real, real[:5]
