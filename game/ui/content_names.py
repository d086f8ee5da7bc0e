"""The names a game's content needs in every language: the window's check of its catalogs.

A rules package names its cities, provinces and factions by id; the words the
player reads live in the window's catalogs (``assets/locales/<lang>/<part>.ftl``).
So the check that every id has its words belongs to the window (each game's
``GameWindow.selftest``), never to the rules, which read no catalog.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.locales import LANGS, CatalogError, catalog_dir, load_file


def missing_names(part: str, keys: Iterable[str]) -> list[str]:
    """Problems ([] if none): each language's ``<part>.ftl`` that cannot be read or
    leaves one of ``keys`` without text."""
    wanted = list(keys)
    problems: list[str] = []
    for lang in LANGS:
        path = catalog_dir() / lang / f"{part}.ftl"
        try:
            catalog = load_file(path)
        except CatalogError as exc:
            problems.append(str(exc))
            continue
        missing = [k for k in wanted if not catalog.get(k, "").strip()]
        if missing:
            problems.append(f"{lang}/{path.name}: missing text for {', '.join(missing)}")
    return problems
