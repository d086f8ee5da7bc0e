"""Move flat JSON catalogs (``assets/i18n/<name>.<lang>.json``) into the Fluent files.

The catalogs became Fluent (``assets/locales/<lang>/<name>.ftl``) in issue 24.  A
branch begun before that may still add JSON keys; after merging, run
``python build_scripts/json_to_ftl.py`` from the repository root: every JSON
key the Fluent file lacks is appended to it (``{name}`` becomes ``{ $name }``),
a key both have with a different text is listed for a person to port (the Fluent
text may hold plural variants the JSON one cannot), and the JSON file is
removed once nothing of it is left to port.  Each appended message is parsed
and formatted back to its JSON text before anything is written.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

ROOT = Path(__file__).resolve().parent.parent
FIELD = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")
SPECIAL_START = ("[", "*", ".")


def fluent_id(key: str) -> str:
    return key.replace(".", "-")


def _line(text: str) -> str:
    """One line of a message in Fluent syntax: fields as variables, syntax characters quoted."""
    parts = re.split(r"(\{[A-Za-z_][A-Za-z0-9_]*\}|[{}])", text)
    out = "".join("{ $" + p[1:-1] + " }" if len(p) > 2 and p[0] == "{" else '{ "' + p + '" }' if p in "{}" and p else p
                  for p in parts)
    if out.startswith(SPECIAL_START):
        out = '{ "' + out[0] + '" }' + out[1:]
    if out != out.lstrip(" "):
        lead = len(out) - len(out.lstrip(" "))
        out = '{ "' + " " * lead + '" }' + out[lead:]
    if out != out.rstrip(" "):
        trail = len(out) - len(out.rstrip(" "))
        out = out[:-trail] + '{ "' + " " * trail + '" }'
    return out


def message(key: str, text: str) -> str:
    """``key``'s JSON text as one Fluent message."""
    if text == "":
        return f'{fluent_id(key)} = {{ "" }}\n'
    lines = text.split("\n")
    if len(lines) == 1:
        return f"{fluent_id(key)} = {_line(text)}\n"
    body = "\n".join(("    " + _line(line)) if line else "" for line in lines)
    return f"{fluent_id(key)} =\n{body}\n"


def _round_trip(key: str, text: str, lang: str) -> None:
    source = message(key, text)
    parsed = FluentParser().parse(source)
    if any(isinstance(e, ast.Junk) for e in parsed.body):
        raise SystemExit(f"{key}: the Fluent form does not parse:\n{source}")
    bundle = FluentBundle([lang], use_isolating=False)
    bundle.add_resource(FluentResource(source))
    fields = {m.group(1): "{" + m.group(1) + "}" for m in FIELD.finditer(text)}
    got, errors = bundle.format_pattern(bundle.get_message(fluent_id(key)).value, fields)
    if got != text or errors:
        raise SystemExit(f"{key}: the Fluent form reads back as {got!r}, not {text!r} ({errors})")


def existing_ids(path: Path) -> dict[str, str]:
    """Message id -> its text formatted with ``{name}`` fields, for the messages already there."""
    if not path.is_file():
        return {}
    source = path.read_text(encoding="utf-8")
    lang = path.parent.name
    bundle = FluentBundle([lang], use_isolating=False)
    bundle.add_resource(FluentResource(source))
    out = {}
    for entry in FluentParser().parse(source).body:
        if isinstance(entry, ast.Message) and entry.value is not None:
            names = {n.id.name for n in _variables(entry.value)}
            got, _ = bundle.format_pattern(bundle.get_message(entry.id.name).value, {n: "{" + n + "}" for n in names})
            out[entry.id.name] = got
    return out


def _variables(node) -> list[ast.VariableReference]:
    found = []

    class Visit(Visitor):
        def visit_VariableReference(self, n):  # noqa: N802 - fluent.syntax's visitor naming
            found.append(n)

    Visit().visit(node)
    return found


def convert(i18n: Path, locales: Path) -> list[str]:
    """Move every JSON catalog under ``i18n`` into ``locales``; the keys left for a person."""
    left = []
    for path in sorted(i18n.glob("*.json")):
        name, lang = path.stem.rsplit(".", 1)
        data = json.loads(path.read_text(encoding="utf-8"))
        target = locales / lang / f"{name}.ftl"
        have = existing_ids(target)
        added, differ = [], []
        for key, text in data.items():
            _round_trip(key, text, lang)
            if fluent_id(key) not in have:
                added.append(message(key, text))
            elif have[fluent_id(key)] != text:
                differ.append(f"{target.relative_to(locales.parent.parent)}: {key}: JSON says {text!r}")
        if added:
            target.parent.mkdir(parents=True, exist_ok=True)
            head = "" if target.is_file() else f"### {name} ({lang})\n\n"
            old = target.read_text(encoding="utf-8") if target.is_file() else ""
            if old and not old.endswith("\n\n"):
                old = old.rstrip("\n") + "\n\n"
            target.write_text(head + old + "".join(added), encoding="utf-8")
        left += differ
        if not differ:
            path.unlink()
    if i18n.is_dir() and not any(i18n.iterdir()):
        i18n.rmdir()
    return left


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=ROOT)
    args = parser.parse_args(argv)
    left = convert(args.root / "assets" / "i18n", args.root / "assets" / "locales")
    for line in left:
        print(line)
    return 1 if left else 0


if __name__ == "__main__":
    sys.exit(main())
