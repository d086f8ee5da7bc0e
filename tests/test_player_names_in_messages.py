"""Every Russian or Ukrainian message that takes a player is given a name (a
``Name``, which carries its grammatical form), never a plain text, at every call
site in the window's code; and the Load list's leader line agrees with its leader.

The check reads the code: each ``tr(...)`` call whose key (a literal, an f-string
read as a pattern, or any key when it is computed) can reach a message with
``FORM($var)`` in Russian or Ukrainian must pass ``var`` as something that can be
a name.  Plain texts are what lose the form: a string literal, an f-string, a
``+``/``%`` of texts, a ``str`` method (``", ".join``, ``.upper()``), ``str()``;
a local variable is followed to every value assigned to it, and a dict of
arguments (``tr(key, **args)``) to its keys.
"""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

from fluent.syntax import ast as fast
from fluent.syntax.visitor import Visitor

from game import locales
from game.ui import session
from game.ui.i18n import Name, set_language

ROOT = Path(__file__).resolve().parent.parent
STR_METHODS = {name for name in dir(str) if not name.startswith("_")}


class _Forms(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_FunctionReference(self, node: fast.FunctionReference) -> None:  # noqa: N802 - the visitor's naming
        if node.id.name == "FORM" and node.arguments.positional:
            arg = node.arguments.positional[0]
            if isinstance(arg, fast.VariableReference):
                self.names.add(arg.id.name)
        self.generic_visit(node)


@cache
def form_vars() -> dict[str, set[str]]:
    """Each key whose Russian or Ukrainian text agrees with a player: the variables that take one."""
    out: dict[str, set[str]] = {}
    for lang in ("ru", "uk"):
        for path in locales.files(lang):
            for message in locales.messages(path):
                seen = _Forms()
                seen.visit(message)
                if seen.names:
                    out.setdefault(locales.key_of(message.id.name), set()).update(seen.names)
    return out


def reachable(key: ast.expr) -> set[str]:
    """The FORM variables of every message this key expression may name."""
    table = form_vars()
    if isinstance(key, ast.Constant) and isinstance(key.value, str):
        return table.get(key.value, set())
    if isinstance(key, ast.JoinedStr):
        pattern = "".join(re.escape(v.value) if isinstance(v, ast.Constant) else ".+" for v in key.values)
        found = [names for k, names in table.items() if re.fullmatch(pattern, k)]
        return set().union(*found) if found else set()
    return set().union(*table.values())        # a computed key: it may be any of them


class _Module:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.tree = ast.parse(path.read_text(encoding="utf-8"))
        self.parents: dict[ast.AST, ast.AST] = {}
        for node in ast.walk(self.tree):
            for child in ast.iter_child_nodes(node):
                self.parents[child] = node

    def scope(self, node: ast.AST) -> ast.AST:
        while node in self.parents:
            node = self.parents[node]
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
                return node
        return self.tree

    def assigned(self, scope: ast.AST, name: str) -> list[ast.expr]:
        """Every value bound to ``name`` in ``scope`` (a loop variable counts as unknown, hence fine)."""
        values: list[ast.expr] = []
        for node in ast.walk(scope):
            if isinstance(node, ast.Assign):
                for target in node.targets:
                    if isinstance(target, ast.Name) and target.id == name:
                        values.append(node.value)
            elif isinstance(node, ast.AnnAssign | ast.AugAssign) and isinstance(node.target, ast.Name) and node.target.id == name:
                if node.value is not None:
                    values.append(node.value if isinstance(node, ast.AnnAssign) else ast.BinOp(ast.Name(name), node.op, node.value))
            elif isinstance(node, ast.NamedExpr) and node.target.id == name:
                values.append(node.value)
        return values

    def plain_text(self, value: ast.expr, scope: ast.AST, depth: int = 0) -> str | None:
        """Why ``value`` is a plain text (a name's form lost), or None when it may be a name."""
        if depth > 6:
            return None
        if isinstance(value, ast.Constant) and isinstance(value.value, str):
            return f"the text {value.value!r}"
        if isinstance(value, ast.JoinedStr):
            return "an f-string"
        if isinstance(value, ast.BinOp) and isinstance(value.op, ast.Add | ast.Mod):
            return "texts added together"
        if isinstance(value, ast.Call):
            func = value.func
            if isinstance(func, ast.Attribute) and func.attr in STR_METHODS and func.attr not in ("get", "pop"):
                return f"a str method (.{func.attr})"
            if isinstance(func, ast.Name) and func.id in ("str", "repr", "format", "shown"):
                return f"{func.id}()"
            return None
        if isinstance(value, ast.IfExp):
            return self.plain_text(value.body, scope, depth + 1) or self.plain_text(value.orelse, scope, depth + 1)
        if isinstance(value, ast.BoolOp):
            for operand in value.values:
                why = self.plain_text(operand, scope, depth + 1)
                if why:
                    return why
            return None
        if isinstance(value, ast.Name):
            for bound in self.assigned(scope, value.id):
                why = self.plain_text(bound, scope, depth + 1)
                if why:
                    return f"{value.id} = {why}"
        return None

    def arguments(self, call: ast.Call, scope: ast.AST) -> list[tuple[str, ast.expr]]:
        """The named arguments of a call, a ``**args`` dict (built in the same scope) included."""
        out = [(kw.arg, kw.value) for kw in call.keywords if kw.arg is not None]
        for kw in call.keywords:
            if kw.arg is None and isinstance(kw.value, ast.Name):
                for bound in self.assigned(scope, kw.value.id):
                    if isinstance(bound, ast.Dict):
                        out += [(k.value, v) for k, v in zip(bound.keys, bound.values, strict=True)
                                if isinstance(k, ast.Constant) and isinstance(k.value, str)]
                for node in ast.walk(scope):        # args["who"] = ..., or args[key] = ... for key in ("who", ...)
                    if isinstance(node, ast.Assign):
                        for target in node.targets:
                            if isinstance(target, ast.Subscript) and isinstance(target.value, ast.Name) and target.value.id == kw.value.id:
                                out += [(key, node.value) for key in self.slice_keys(target.slice, node)]
        return out

    def slice_keys(self, index: ast.expr, at: ast.AST) -> list[str]:
        """The keys a subscript may stand for: a literal, or a loop variable over literals."""
        if isinstance(index, ast.Constant) and isinstance(index.value, str):
            return [index.value]
        node = at
        while isinstance(index, ast.Name) and node in self.parents:
            node = self.parents[node]
            if isinstance(node, ast.For) and isinstance(node.target, ast.Name) and node.target.id == index.id:
                if isinstance(node.iter, ast.Tuple | ast.List):
                    return [e.value for e in node.iter.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)]
                break
        return []

    def problems(self) -> tuple[int, list[str]]:
        sites, found = 0, []
        for node in ast.walk(self.tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "tr" and node.args):
                continue
            wanted = reachable(node.args[0])
            scope = self.scope(node)
            for arg, value in self.arguments(node, scope):
                if arg not in wanted:
                    continue
                sites += 1
                why = self.plain_text(value, scope)
                if why:
                    found.append(f"{self.path.relative_to(ROOT)}:{node.lineno}: {arg}= is {why}")
        return sites, found


def test_every_call_site_of_a_message_that_takes_a_player_passes_a_name():
    sites, problems = 0, []
    for path in sorted((ROOT / "game").rglob("*.py")):
        n, found = _Module(path).problems()
        sites += n
        problems += found
    assert sites >= 25, sites              # the check sees the boards' and the shell's call sites (28 when written)
    assert problems == [], "\n".join(problems)


def test_the_check_catches_a_joined_leader():
    module = _Module.__new__(_Module)
    module.path = ROOT / "game" / "x.py"
    module.tree = ast.parse('def f(info):\n    who = ", ".join(x for x in info)\n    return tr("saves.leads", who=who, score=1)\n')
    module.parents = {c: n for n in ast.walk(module.tree) for c in ast.iter_child_nodes(n)}
    assert module.problems()[1] == ["game/x.py:3: who= is who = a str method (.join)"]


def test_the_load_lists_leader_line_agrees_with_its_leader():
    info = session.SaveInfo(Path("kingdoms-1.json"), game="kingdoms", players=2, moves=4, turn=2,
                            scores=[5, 3], leaders=[0], colours=["white", "black"])
    for lang, verb in (("ru", "лидируют Белые"), ("uk", "лідирують Білі")):
        set_language(lang)
        try:
            _, details = session.describe(info)
            assert isinstance(session.player_label(info, 0), Name)
        finally:
            set_language("en")
        assert verb in details, details
