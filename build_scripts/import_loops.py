"""Find import loops between the modules of the ``game`` package.

Run ``python build_scripts/import_loops.py`` from the repository root. It reads
the sources with ``ast`` (nothing is imported) and builds the graph of
``import`` statements between ``game`` modules, then prints every strongly
connected group of modules that import each other in a circle. Imports
under ``if TYPE_CHECKING:`` count too: a module that names its caller even
for a type hint is tied to it. With ``--top-level`` only imports that run
when a module loads count (imports inside functions and those for the type
checker alone are left out). Exits 1 if a loop is found.
"""

from __future__ import annotations

import argparse
import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(path: Path, modules: set[str], top_level: bool) -> set[str]:
    """The ``game`` modules ``path`` imports (a package import counts as its ``__init__``)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    me = module_name(path)
    package = me if path.name == "__init__.py" else me.rpartition(".")[0]
    # with top_level, imports under ``if TYPE_CHECKING:`` (they never run) and in functions are left out
    stack, nodes = list(tree.body), []
    while stack:
        node = stack.pop()
        if top_level and isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            continue
        nodes.append(node)
        if not top_level or isinstance(node, ast.If | ast.Try):
            stack.extend(ast.iter_child_nodes(node))
    found = set()
    for node in nodes:
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(package.split(".")[: len(package.split(".")) - node.level + 1] + ([base] if base else []))
            # "from package import module" needs the module; "from module import name" the module
            names = [f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base for a in node.names]
        else:
            continue
        for name in names:
            while name and name not in modules:
                name = name.rpartition(".")[0]
            if name and name != me:
                found.add(name)
    return found


def loops(top_level: bool) -> list[list[str]]:
    paths = [p for p in (ROOT / "game").rglob("*.py") if "__pycache__" not in p.parts]
    modules = {module_name(p) for p in paths}
    graph = {module_name(p): imports_of(p, modules, top_level) for p in paths}
    # a package's __init__ is imported before any of its modules: that edge is no loop
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    groups: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:            # Tarjan's strongly connected components
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    sys.setrecursionlimit(10_000)
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(groups)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--top-level", action="store_true", help="only imports that run when a module loads")
    args = parser.parse_args(argv)
    found = loops(args.top_level)
    for group in found:
        print("loop:", " <-> ".join(group))
    print(f"{len(found)} import loop(s) ({'top-level imports' if args.top_level else 'all imports, inside functions too'})")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
