"""The translation files: Project Fluent catalogs, one folder per language.

``assets/locales/<lang>/<part>.ftl``: the shell's texts in ``ui.ftl``, each
game's in its own ``<game>_ui.ftl``, ``<game>_events.ftl``, ``<game>_content.ftl``.
The code names a text by a dotted key (``tr("kingdoms.event.roll", ...)``);
its Fluent message is the key with hyphens for the dots
(``kingdoms-event-roll``): ``fluent_id`` is the one place that says so.

This module reads and checks the files (no pygame: the rules packages' content
checks use it too); ``game.ui.i18n`` formats messages through ``fluent.runtime``.
Everything that knows how a message is written is here: ``load_lang`` gives
each message's text as written, ``placeholders`` its variables (``$name`` in
any variant), ``completeness_problems`` compares the languages.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from fluent.syntax import FluentParser, ast
from fluent.syntax.serializer import serialize_expression, serialize_placeable
from fluent.syntax.visitor import Visitor

from game.paths import resource

LANGS = ("en", "ru", "uk")
LANG_NAMES = {"en": "English", "ru": "Русский", "uk": "Українська"}
# The grammatical attribute a name's message may carry (``colour-white = Белые`` /
# ``.form = plural``): what a message agreeing with that name selects on.
FORM_ATTRIBUTE = "form"
FORMS = ("plural", "masculine", "feminine", "neuter", "person")


class CatalogError(Exception):
    """A catalog file that cannot be read or parsed (names the file and line)."""


def catalog_dir() -> Path:
    return resource("assets", "locales")


def fluent_id(key: str) -> str:
    """The Fluent message id of a catalog key (keys have no hyphens, ids no dots)."""
    return key.replace(".", "-")


def key_of(message_id: str) -> str:
    return message_id.replace("-", ".")


def files(lang: str, folder: Path | None = None) -> list[Path]:
    return sorted(((folder or catalog_dir()) / lang).glob("*.ftl"))


def _where(path: Path) -> str:
    return f"{path.parent.name}/{path.name}"


def parse_file(path: Path) -> ast.Resource:
    """One catalog file parsed (cached while the file is unchanged); raises
    ``CatalogError`` naming the file and line of the first syntax error."""
    try:
        st = path.stat()
    except OSError as exc:
        raise CatalogError(f"{_where(path)}: cannot be read ({exc.strerror or exc})") from None
    return _parse(path, st.st_mtime_ns, st.st_size)


@lru_cache(maxsize=128)
def _parse(path: Path, _mtime: int, _size: int) -> ast.Resource:
    try:
        source = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise CatalogError(f"{_where(path)}: cannot be read ({exc})") from None
    resource_ = FluentParser(with_spans=False).parse(source)
    for entry in resource_.body:
        if isinstance(entry, ast.Junk):
            note = entry.annotations[0] if entry.annotations else None
            at = note.span.start if note is not None and note.span is not None else source.find(entry.content or "")
            while at > 0 and source[at - 1] in " \n":      # an error found at the next line's start is this line's
                at -= 1
            line = source.count("\n", 0, max(at, 0)) + 1
            what = f"{note.code} {note.message}" if note is not None else "not Fluent syntax"
            text = (entry.content or "").strip().splitlines()[0][:80]
            raise CatalogError(f"{_where(path)}:{line}: {what}: {text!r}")
    return resource_


def messages(path: Path) -> list[ast.Message]:
    """The messages of one file, in order (a key defined twice appears twice)."""
    return [e for e in parse_file(path).body if isinstance(e, ast.Message)]


def text_of(pattern: ast.Pattern | None) -> str:
    """A pattern as written, without the file's indentation: plain text stays
    plain, each placeable is shown in Fluent syntax (``{ $n -> ... }``)."""
    if pattern is None:
        return ""
    out = []
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            out.append(element.value)
        elif isinstance(element.expression, ast.SelectExpression):
            out.append(serialize_placeable(element))
        elif isinstance(element.expression, ast.StringLiteral):
            out.append(element.expression.parse()["value"])
        else:
            out.append("{ " + serialize_expression(element.expression) + " }")
    return "".join(out)


def load_file(path: Path) -> dict[str, str]:
    """key -> text of one file's messages."""
    return {key_of(m.id.name): text_of(m.value) for m in messages(path)}


def load_lang(lang: str, folder: Path | None = None) -> dict[str, str]:
    """key -> text of every message of a language (all its files merged)."""
    merged: dict[str, str] = {}
    for path in files(lang, folder):
        merged.update(load_file(path))
    return merged


def forms(lang: str, folder: Path | None = None) -> dict[str, str]:
    """key -> grammatical form of every message that names one (``.form``)."""
    out = {}
    for path in files(lang, folder):
        for m in messages(path):
            for attr in m.attributes:
                if attr.id.name == FORM_ATTRIBUTE:
                    out[key_of(m.id.name)] = text_of(attr.value).strip()
    return out


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()
        self.functions: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:  # noqa: N802 - the visitor's naming
        self.names.add(node.id.name)

    def visit_FunctionReference(self, node: ast.FunctionReference) -> None:  # noqa: N802
        self.functions.add(node.id.name)
        self.generic_visit(node)


def variables(node: ast.BaseNode | None) -> set[str]:
    """The ``$names`` a message (or pattern) uses anywhere: text, selectors, every variant, attributes."""
    if node is None:
        return set()
    seen = _Variables()
    seen.visit(node)
    return seen.names


def functions(node: ast.BaseNode | None) -> set[str]:
    if node is None:
        return set()
    seen = _Variables()
    seen.visit(node)
    return seen.functions


_PARSER = FluentParser(with_spans=False)


def placeholders(text: str) -> set[str]:
    """The variables of a message's text (as ``load_lang`` gives it)."""
    if "{" not in text:
        return set()
    body = "\n".join("    " + line if line else "" for line in text.split("\n"))
    entry = _PARSER.parse_entry(f"x =\n{body}\n")
    if isinstance(entry, ast.Junk):                   # not one message: count what looks like a variable
        return set(re.findall(r"\$([A-Za-z][A-Za-z0-9_-]*)", text))
    return variables(entry)


def completeness_problems(folder: Path | None = None) -> list[str]:
    """Keys missing in a language, placeholders that differ from English, and
    names whose grammatical form is missing or unknown."""
    problems = []
    base = load_lang("en", folder)
    for lang in LANGS:
        other = base if lang == "en" else load_lang(lang, folder)
        if lang != "en":
            for key, text in base.items():
                if key not in other:
                    problems.append(f"{lang}: missing {key}")
                elif placeholders(other[key]) != placeholders(text):
                    problems.append(f"{lang}: {key} placeholders {sorted(placeholders(other[key]))} != {sorted(placeholders(text))}")
            for key in other:
                if key not in base:
                    problems.append(f"{lang}: {key} is not in English")
        for key, form in forms(lang, folder).items():
            if form not in FORMS:
                problems.append(f"{lang}: {key} has the form {form!r}, not one of {', '.join(FORMS)}")
    return problems
