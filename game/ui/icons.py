"""The vendored game-icons.net silhouettes, drawn at any size and colour.

``game/ui/pictures.json`` says which icons make each card's picture (data,
not code: a card changes picture by editing that file and running
``build_scripts/vendor_icons.py``); the SVG files are under
``assets/icons/game-icons/``.  ``pictures(game, kind)`` reads and checks the
mapping once, with an error naming the entry and the missing icon.

An icon is rendered by pygame-ce's SVG loader at the size asked, in one colour,
and kept in a bounded picture cache keyed by (name, size, colour), so a card
drawn again costs a blit and the memory stays within the cache's budget.
"""

from __future__ import annotations

import io
import json
from functools import cache
from pathlib import Path

import pygame

from game.paths import resource
from game.ui.picture_cache import PictureCache

_cache = PictureCache(6 << 20, "icons")         # 130 icons at 96 px in two colours are about 10 MB: keep the used ones


class IconError(ValueError):
    """The picture mapping names an icon that is not vendored, or misses an entry."""


def icon_dir() -> Path:
    return resource("assets", "icons", "game-icons")


@cache
def _mapping() -> dict:
    return json.loads(resource("game", "ui", "pictures.json").read_text(encoding="utf-8"))


@cache
def _svg(name: str) -> str:
    path = icon_dir() / f"{name}.svg"
    try:
        return path.read_text(encoding="utf-8")
    except OSError as exc:
        raise IconError(f"icon {name!r} is not vendored ({path}); run build_scripts/vendor_icons.py") from exc


def available(name: str) -> bool:
    return (icon_dir() / f"{name}.svg").is_file()


def pictures(game: str, kind: str, keys: list[str] | tuple[str, ...] | None = None) -> dict:
    """The icons of every ``kind`` entry of ``game`` (e.g. chronicles/characters),
    checked: every icon vendored, and (given ``keys``) every key mapped and no other."""
    try:
        table = _mapping()[game][kind]
    except KeyError as exc:
        raise IconError(f"game/ui/pictures.json has no {game}.{kind}") from exc
    if keys is not None:
        missing = [k for k in keys if k not in table]
        extra = [k for k in table if k not in keys]
        if missing or extra:
            raise IconError(f"game/ui/pictures.json {game}.{kind}: no picture for {missing}, unknown entries {extra}")
    for key, names in table.items():
        for name in _flatten(names):
            if not available(name):
                raise IconError(f"game/ui/pictures.json {game}.{kind}.{key}: icon {name!r} is not vendored "
                                "(run build_scripts/vendor_icons.py)")
    return table


def _flatten(node) -> list[str]:
    if isinstance(node, str):
        return [node]
    return [name for item in node for name in _flatten(item)]


def icon(name: str, size: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """``name`` as a ``size`` x ``size`` silhouette in ``colour`` on transparency (cached)."""
    size = max(4, int(size))
    key = (name, size, tuple(colour))
    return _cache.fetch(key, lambda: _render(name, size, colour))


def _render(name: str, size: int, colour: tuple[int, int, int]) -> pygame.Surface:
    hexcolour = "#{:02x}{:02x}{:02x}".format(*colour[:3])
    text = _svg(name).replace("currentColor", hexcolour)
    surf = pygame.image.load_sized_svg(io.BytesIO(text.encode("utf-8")), (size, size))
    return surf.convert_alpha() if pygame.display.get_surface() is not None else surf


def outlined(name: str, size: int, colour: tuple[int, int, int], edge: tuple[int, int, int]) -> pygame.Surface:
    """The icon over a one-pixel halo of ``edge``: a silhouette that stays readable on any ground."""
    key = ("outlined", name, size, tuple(colour), tuple(edge))

    def make() -> pygame.Surface:
        out = pygame.Surface((size + 2, size + 2), pygame.SRCALPHA)
        halo = icon(name, size, edge)
        for dx, dy in ((0, 1), (2, 1), (1, 0), (1, 2)):
            out.blit(halo, (dx, dy))
        out.blit(icon(name, size, colour), (1, 1))
        return out

    return _cache.fetch(key, make)


def draw_picture(surf: pygame.Surface, rect: pygame.Rect, names: list[str] | tuple[str, ...],
                 ink: tuple[int, int, int], badge_ground: tuple[int, int, int], badge_ink: tuple[int, int, int]) -> None:
    """A card picture: the first icon large in ``rect``, the second (if any) small
    on a round badge at the lower right, so the figure and its attribute read together."""
    if not names or rect.w < 6 or rect.h < 6:
        return
    side = min(rect.w, rect.h)
    main = icon(names[0], side, ink)
    surf.blit(main, main.get_rect(center=rect.center))
    if len(names) > 1 and side >= 24:
        r = max(6, side * 21 // 100)
        centre = (min(rect.right - r, rect.centerx + side // 2 - r // 2), rect.bottom - r)
        pygame.draw.circle(surf, badge_ground, centre, r)
        pygame.draw.circle(surf, ink, centre, r, max(1, r // 8))
        small = icon(names[1], r * 3 // 2, badge_ink)
        surf.blit(small, small.get_rect(center=centre))


def cached(key: tuple) -> pygame.Surface | None:
    """A composed picture kept under ``key`` (a caller's own tuple), or None."""
    return _cache.get(key)


def keep(key: tuple, surf: pygame.Surface) -> pygame.Surface:
    """Keep a composed picture in the icons' bounded cache."""
    return _cache.put(key, surf)
