"""Translation catalogs: flat ``key -> string`` JSON files with ``{name}`` placeholders.

Every ``assets/i18n/*.<lang>.json`` is merged into one catalog per language, so
each part of the project keeps its own file (ui, events, content...).  A key
missing in a language falls back to English, then to the key itself, so a
missing string shows up visibly instead of crashing.
"""

from __future__ import annotations

import json
import string
from pathlib import Path
from typing import Any

from game.paths import resource

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


def placeholders(text: str) -> set[str]:
    """The ``{name}`` fields of a catalog string."""
    names = set()
    for _, field, _, _ in string.Formatter().parse(text):
        if field is not None:
            names.add(field)
    return names


class _Safe(dict):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


class Catalog:
    def __init__(self, lang: str = "en") -> None:
        self.english = load_lang("en")
        self.lang = "en"
        self.strings = self.english
        self.set_language(lang)

    def set_language(self, lang: str) -> None:
        if lang not in LANGS:
            lang = "en"
        self.lang = lang
        self.strings = self.english if lang == "en" else load_lang(lang)

    def has(self, key: str) -> bool:
        return key in self.strings or key in self.english

    def __call__(self, key: str, **args: Any) -> str:
        text = self.strings.get(key)
        if text is None:
            text = self.english.get(key, key)
        if not args:
            return text
        try:
            return text.format_map(_Safe(args))
        except (ValueError, IndexError):
            return text


_current: Catalog | None = None


def catalog() -> Catalog:
    global _current
    if _current is None:
        _current = Catalog("en")
    return _current


def set_language(lang: str) -> None:
    catalog().set_language(lang)


def tr(key: str, **args: Any) -> str:
    """The current language's text for ``key``."""
    return catalog()(key, **args)


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
