"""Translation catalogs: flat ``key -> string`` JSON files with ``{name}`` placeholders.

Every ``assets/i18n/*.<lang>.json`` is merged into one catalog per language, so
each part of the project keeps its own file (ui, events, content...).  A key
missing in a language falls back to English, then to the key itself, so a
missing string shows up visibly instead of crashing.
"""

from __future__ import annotations

import json
import re
import string
from pathlib import Path
from typing import Any

from game.paths import resource
from game.ui import text_truth

LANGS = ("en", "ru", "uk")
LANG_NAMES = {"en": "English", "ru": "Русский", "uk": "Українська"}


class CatalogError(Exception):
    """A catalog file that cannot be read (names the file)."""


def catalog_dir() -> Path:
    return resource("assets", "i18n")


def load_lang(lang: str, folder: Path | None = None) -> dict[str, str]:
    """Merge every ``*.<lang>.json`` in the catalog folder."""
    folder = folder or catalog_dir()
    merged: dict[str, str] = {}
    for path in sorted(folder.glob(f"*.{lang}.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise CatalogError(f"{path.name}: cannot be read ({exc})") from None
        if not isinstance(data, dict):
            raise CatalogError(f"{path.name}: must hold one JSON object")
        for key, value in data.items():
            if not isinstance(value, str):
                raise CatalogError(f"{path.name} [{key}]: value must be a string")
            merged[key] = value
    return merged


# --- the catalog format: the only code that knows how a message is written ------------------------
# (flat JSON, ``{name}`` placeholders, ``{{``/``}}`` for a brace).  Moving the catalogs to another
# format (Fluent) replaces these three functions and ``load_lang``; the checks built on them stay.
_LEFTOVER = re.compile(r"\{[^{}]*\}|[{}]")


def placeholders(text: str) -> set[str]:
    """The ``{name}`` fields of a catalog string."""
    names = set()
    try:
        for _, field, _, _ in string.Formatter().parse(text):
            if field is not None:
                names.add(field)
    except ValueError:                      # a lone brace: leftover_syntax reports it once drawn
        pass
    return names


class _Filler(dict):
    """Format arguments that note the names asked for but not given."""

    def __init__(self, args: dict[str, Any]) -> None:
        super().__init__(args)
        self.missing: set[str] = set()

    def __missing__(self, key: str) -> str:
        self.missing.add(key)
        return "{" + key + "}"


def format_message(text: str, args: dict[str, Any]) -> tuple[str, set[str]]:
    """``text`` with ``args`` filled in, and the placeholders no argument filled
    (left as ``{name}``, so the gap is visible rather than a crash)."""
    if "{" not in text and "}" not in text:
        return text, set()
    filler = _Filler(args)
    try:
        return text.format_map(filler), filler.missing
    except (ValueError, IndexError, AttributeError, KeyError):
        return text, placeholders(text) - set(args) or {"?"}


def leftover_syntax(text: str) -> str:
    """The first piece of catalog syntax left in a finished string ("" if none)."""
    m = _LEFTOVER.search(text)
    return m.group(0) if m else ""


# --- lookups --------------------------------------------------------------------------------------
_KEY_SHAPE = re.compile(r"[a-z][a-z0-9_]*(?:\.[A-Za-z0-9_-]+)+")


class Catalog:
    def __init__(self, lang: str = "en") -> None:
        self.english = load_lang("en")
        self.lang = "en"
        self.strings = self.english
        self.namespaces = {k.split(".", 1)[0] for k in self.english}
        self.set_language(lang)

    def set_language(self, lang: str) -> None:
        if lang not in LANGS:
            lang = "en"
        self.lang = lang
        self.strings = self.english if lang == "en" else load_lang(lang)

    def has(self, key: str) -> bool:
        return key in self.strings or key in self.english

    def __call__(self, key: str, **args: Any) -> str:
        """The text of ``key`` with ``args`` filled in.  A key no catalog has
        comes back as itself and an unfilled placeholder as ``{name}``: both
        are reported to ``text_truth`` (tests fail on them; error.log notes them)."""
        text = self.strings.get(key)
        if text is None:
            text = self.english.get(key)
            if text is None:
                text_truth.report(f"no catalog has the key {key!r}")
                return key
        out, missing = format_message(text, args)
        if missing:
            text_truth.report(f"{key} [{self.lang}] was given no {', '.join(sorted(missing))}")
        return out

    def looks_like_key(self, text: str) -> bool:
        """Whether ``text`` has the shape of a catalog key (``ns.part...`` of a known namespace)."""
        return "." in text and text.split(".", 1)[0] in self.namespaces and _KEY_SHAPE.fullmatch(text) is not None


_current: Catalog | None = None


def catalog() -> Catalog:
    global _current
    if _current is None:
        _current = Catalog("en")
    return _current


def set_language(lang: str) -> None:
    catalog().set_language(lang)


def tr(key: str, **args: Any) -> str:
    """The current language's text for ``key`` (the one lookup every window text goes through)."""
    return catalog()(key, **args)


def drawn_problem(text: str) -> str:
    """What is wrong with ``text`` as a finished string on screen ("" if nothing):
    leftover catalog syntax, or a raw catalog key."""
    raw = leftover_syntax(text)
    if raw:
        return f"drawn text holds {raw!r}: {text!r}"
    if "." in text and " " not in text:
        try:
            if catalog().looks_like_key(text):
                return f"drawn text is a raw catalog key: {text!r}"
        except CatalogError:            # broken catalogs are reported where they load
            pass
    return ""


def completeness_problems(folder: Path | None = None) -> list[str]:
    """Keys missing in a language, or placeholders that differ from English."""
    problems = []
    base = load_lang("en", folder)
    for lang in LANGS[1:]:
        other = load_lang(lang, folder)
        for key, text in base.items():
            if key not in other:
                problems.append(f"{lang}: missing {key}")
            elif placeholders(other[key]) != placeholders(text):
                problems.append(f"{lang}: {key} placeholders {sorted(placeholders(other[key]))} != {sorted(placeholders(text))}")
        for key in other:
            if key not in base:
                problems.append(f"{lang}: {key} is not in English")
    return problems
