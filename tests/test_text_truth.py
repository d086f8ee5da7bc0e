"""Text truth (issue 18): every string the window draws passes through
``fonts.render``; every catalog lookup supplies the placeholders of its
message in every language; a lookup or a drawn string that still holds
catalog machinery is reported (and fails the test that made it: see the
``text_truth_guard`` fixture in conftest.py).

The whole games played through the window in en/ru/uk and the UI fuzz run
under that guard; this file holds the static half and the guard's own tests.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pygame
import pytest

from game.ui import fonts, i18n, text_truth

ROOT = Path(__file__).resolve().parents[1]
SOURCES = sorted((ROOT / "game").rglob("*.py"))
CATALOGS = {lang: i18n.load_lang(lang) for lang in i18n.LANGS}


# --- the static half: call sites ---------------------------------------------------------------
@dataclass
class Site:
    where: str
    keys: list[str] | None        # the catalog keys the call can look up; None = built at run time
    pattern: str                  # the key as written (an f-string as a pattern)
    given: set[str]
    spread: bool                  # **args: the names are known only at run time


def _lookup_names(tree: ast.Module) -> set[str]:
    """The names this module calls catalog lookups by (``tr``, ``tr as tr_``...)."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module == "game.ui.i18n":
            names |= {a.asname or a.name for a in node.names if a.name == "tr"}
    return names


def _is_lookup(call: ast.Call, names: set[str]) -> bool:
    f = call.func
    if isinstance(f, ast.Name):
        return f.id in names
    if isinstance(f, ast.Attribute) and f.attr == "tr":
        return isinstance(f.value, ast.Name) and f.value.id == "i18n"
    if isinstance(f, ast.Call):                                     # catalog()("key", ...)
        return isinstance(f.func, ast.Name) and f.func.id == "catalog"
    return False


SEGMENT = "([A-Za-z0-9_-]+)"


def _parts(node: ast.expr) -> list[str | ast.expr] | None:
    """A key's written pieces (str) and the values filling it (expressions)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.JoinedStr):
        return [v.value if isinstance(v, ast.Constant) else v.value for v in node.values]
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _parts(node.left), _parts(node.right)
        return None if left is None or right is None else left + right
    return [node]


def _branches(node: ast.expr) -> list[ast.expr]:
    if isinstance(node, ast.IfExp):
        return _branches(node.body) + _branches(node.orelse)
    return [node]


def _values_in(test: ast.expr, value: str) -> set | None:
    """The values ``test`` holds ``value`` to (``x in ("a", "b")``, ``x == "a"``, ``or`` of those)."""
    if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.Or):
        sets = [_values_in(v, value) for v in test.values]
        return None if any(x is None for x in sets) else set().union(*sets)
    if isinstance(test, ast.Compare) and len(test.ops) == 1 and ast.unparse(test.left) == value:
        right = test.comparators[0]
        if isinstance(test.ops[0], ast.Eq) and isinstance(right, ast.Constant):
            return {right.value}
        if isinstance(test.ops[0], ast.In) and isinstance(right, ast.Tuple | ast.List | ast.Set):
            if all(isinstance(e, ast.Constant) for e in right.elts):
                return {e.value for e in right.elts}
    return None


def _in(child: ast.AST, part) -> bool:
    return child is part or (isinstance(part, list) and child in part)


def _leaves(body: list[ast.stmt]) -> bool:
    return bool(body) and isinstance(body[-1], ast.Return | ast.Raise | ast.Continue)


def declared(call: ast.AST, value: str, parents: dict) -> tuple[set | None, set]:
    """What the code around a lookup says ``value`` (a piece of a built key) can be:
    the values an enclosing ``if value in (...)`` allows, and those an ``else`` or an
    earlier ``if value == ...: return`` rules out.  This is how a family of keys is
    declared next to its lookup."""
    allowed: set | None = None
    excluded: set = set()
    child, node = call, parents.get(call)
    while node is not None:
        if isinstance(node, ast.If | ast.IfExp):
            vals = _values_in(node.test, value)
            if vals is not None and _in(child, node.body):
                allowed = vals if allowed is None else allowed & vals
            elif vals is not None and _in(child, node.orelse):
                excluded |= vals
        for field in ("body", "orelse"):
            stmts = getattr(node, field, None)
            if isinstance(stmts, list) and child in stmts:
                for before in stmts[:stmts.index(child)]:
                    if isinstance(before, ast.If) and not before.orelse and _leaves(before.body):
                        excluded |= _values_in(before.test, value) or set()
        child, node = node, parents.get(node)
    return allowed, excluded


def family(key: ast.expr, call: ast.AST, parents: dict, english: list[str]) -> list[str] | None:
    """The catalog keys a lookup's key expression can name; None if it is built elsewhere."""
    out: list[str] = []
    for branch in _branches(key):
        parts = _parts(branch)
        if parts is None or not isinstance(parts[0], str) or "." not in parts[0]:
            return None                          # no written namespace: checked at run time
        pattern = re.compile("".join(re.escape(p) if isinstance(p, str) else SEGMENT for p in parts))
        rules = [declared(call, ast.unparse(p), parents) for p in parts if not isinstance(p, str)]
        for k in english:
            m = pattern.fullmatch(k) if k.startswith(parts[0]) else None
            if m and all((allowed is None or got in allowed) and got not in excluded
                         for got, (allowed, excluded) in zip(m.groups(), rules, strict=True)):
                out.append(k)
    return out


@cache
def trees() -> dict[Path, ast.Module]:
    return {path: ast.parse(path.read_text(encoding="utf-8")) for path in SOURCES}


@cache
def call_sites() -> list[Site]:
    english = sorted(CATALOGS["en"])
    out = []
    for path, tree in trees().items():
        names = _lookup_names(tree) | ({"tr"} if path.name == "i18n.py" else set())
        parents: dict[ast.AST, ast.AST] = {}
        calls, stack = [], [tree]
        while stack:                                # one pass: every node's parent, and the calls
            node = stack.pop()
            for child in ast.iter_child_nodes(node):
                parents[child] = node
                stack.append(child)
                if isinstance(child, ast.Call):
                    calls.append(child)
        for node in calls:
            if not node.args or not _is_lookup(node, names):
                continue
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            given = {k.arg for k in node.keywords if k.arg}
            spread = any(k.arg is None for k in node.keywords)
            out.append(Site(where, family(node.args[0], node, parents, english), ast.unparse(node.args[0]), given, spread))
    return out


def test_every_catalog_call_site_supplies_its_placeholders_in_every_language():
    """A key written in the code (or an f-string family of keys) exists, and the
    call gives every placeholder its message has, in every language.  Calls that
    spread ``**args`` or build the key elsewhere are checked at run time by the
    lookup itself (under the guard, in the whole games and the fuzz)."""
    sites = call_sites()
    assert len(sites) > 500, "the scan found too few lookups: is tr still the lookup?"
    problems = []
    for site in sites:
        if site.keys is None:
            continue
        if not site.keys:
            problems.append(f"{site.where}: no catalog key matches {site.pattern}")
            continue
        if site.spread:
            continue
        for key in site.keys:
            for lang, cat in CATALOGS.items():
                missing = i18n.placeholders(cat.get(key, "")) - site.given
                if missing:
                    problems.append(f"{site.where}: {site.pattern} -> {key} [{lang}] needs {sorted(missing)}, given {sorted(site.given)}")
                    break
    assert problems == [], "\n".join(problems)


def test_the_scan_sees_the_kinds_of_call_it_checks():
    """The scanner itself: a literal key, an f-string family and a spread call."""
    sites = {s.pattern: s for s in call_sites()}
    income = [s for s in sites.values() if s.keys == ["chronicles.steps.income"]]
    assert income and all({"gold", "total"} <= s.given for s in income)
    assert any(s.keys and len(s.keys) > 3 and s.pattern.startswith("f'galaxies.planet.") for s in sites.values())
    assert any(s.spread for s in sites.values())


# --- the one place text becomes glyphs -----------------------------------------------------
def test_only_fonts_turns_strings_into_glyphs():
    """No ``Font.render``/``SysFont``/``freetype`` outside game/ui/fonts.py: every drawn
    string passes ``fonts.render`` (and so the text-truth check)."""
    problems = []
    for path, tree in trees().items():
        if path.name == "fonts.py" and path.parent.name == "ui":
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                f = node.func
                owner = f.value.id if isinstance(f.value, ast.Name) else ast.unparse(f.value)
                if f.attr == "render" and owner not in ("fonts", "screenshot"):
                    problems.append(f"{path.relative_to(ROOT)}:{node.lineno}: {owner}.render(...)")
                if f.attr in ("SysFont", "Font", "render_to") or "freetype" in owner:
                    if ast.unparse(node) != "pygame.font.Font(None, 24)":        # app.show_fatal measures with it
                        problems.append(f"{path.relative_to(ROOT)}:{node.lineno}: {ast.unparse(node)[:60]}")
    assert problems == [], problems


# --- the guard's own tests: it sees each kind of defect --------------------------------------
def test_a_lookup_missing_a_placeholder_is_reported(raw_text_allowed):
    with text_truth.watch() as seen:
        text = i18n.tr("chronicles.steps.income", gold=3)
    assert text.endswith("{total})")
    assert seen and "chronicles.steps.income" in seen[0] and "total" in seen[0]


def test_an_unknown_key_is_reported(raw_text_allowed):
    with text_truth.watch() as seen:
        assert i18n.tr("galaxies.prompt.no_such_prompt") == "galaxies.prompt.no_such_prompt"
    assert seen == ["no catalog has the key 'galaxies.prompt.no_such_prompt'"]


@pytest.mark.parametrize("text, bad", [("Advance {track}: which ship moves forward?", True), ("+{gold} gold", True),
                                       ("stray } brace", True), ("chronicles.steps.income", True),
                                       ("+3 gold (now 7)", False), ("v1.2", False), ("Alkimra.", False)])
def test_a_drawn_string_with_catalog_machinery_is_reported(raw_text_allowed, text, bad):
    with text_truth.watch() as seen:
        fonts.render(text, 14, (255, 255, 255))
    assert bool(seen) == bad, seen


def test_every_text_drawing_helper_reaches_the_check(raw_text_allowed):
    from game.ui import widgets

    surf = pygame.Surface((300, 200))
    with text_truth.watch() as seen:
        widgets.text(surf, "a {x}", (0, 0), 14)
        widgets.wrapped(surf, "one two three {y} four", pygame.Rect(0, 20, 80, 100), 14)
        widgets.Button(pygame.Rect(0, 120, 200, 30), "galaxies.opt.move.orbit").draw(surf, 1.0)
    assert len(seen) == 3, seen


def test_the_guard_fails_a_test_that_draws_a_placeholder(pytester, raw_text_allowed):
    """The autouse guard in conftest.py turns a reported text into a failure."""
    pytester.makeconftest((ROOT / "tests" / "conftest.py").read_text(encoding="utf-8"))
    pytester.makepyfile("""
        from game.ui import fonts

        def test_draws_a_placeholder():
            fonts.render("+{gold} gold", 14, (0, 0, 0))
    """)
    result = pytester.runpytest_inprocess("-q", "-p", "no:cacheprovider")
    result.assert_outcomes(passed=1, errors=1)
    assert "text truth: drawn text holds '{gold}'" in result.stdout.str()
