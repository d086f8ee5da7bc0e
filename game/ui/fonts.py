"""Bundled fonts (DejaVu, with Cyrillic) and a cache of rendered text.

Fonts always come from ``assets/fonts`` through ``pygame.font.Font(path)``;
system fonts are never used, so every machine shows the same glyphs.

``render`` is the one place a string becomes glyphs (``fallback_render`` is
its twin for the can't-start screen, drawn when the bundled fonts are
missing): every text the window draws passes through it, so it hands each
string to the text-truth check (leftover ``{placeholders}``, raw catalog keys).
A test keeps any other ``Font.render`` call out of the code.
"""

from __future__ import annotations

import pygame

from game.paths import resource
from game.ui import i18n, text_truth
from game.ui.picture_cache import PictureCache

FILES = {"regular": "DejaVuSans.ttf", "bold": "DejaVuSans-Bold.ttf", "title": "DejaVuSerif-Bold.ttf"}


class FontMissing(Exception):
    """A bundled font file is missing or unreadable (message says which)."""


_fonts: dict[tuple[str, int], pygame.font.Font] = {}
_text = PictureCache(16 << 20, "texts")        # rendered labels, by bytes (a long log line is large, a digit tiny)


def check_fonts() -> list[str]:
    problems = []
    for style, name in FILES.items():
        path = resource("assets", "fonts", name)
        if not path.is_file():
            problems.append(f"font {name} ({style}) is missing from {path.parent}")
    return problems


def font(size: int, style: str = "regular") -> pygame.font.Font:
    size = max(6, int(size))
    key = (style, size)
    cached = _fonts.get(key)
    if cached is None:
        if not pygame.font.get_init():
            pygame.font.init()
        path = resource("assets", "fonts", FILES[style])
        try:
            cached = pygame.font.Font(str(path), size)
        except (OSError, FileNotFoundError) as exc:
            raise FontMissing(f"cannot load the font {path.name} from {path.parent}: {exc}") from None
        _fonts[key] = cached
    return cached


def _check(text: str) -> None:
    problem = i18n.drawn_problem(text) if text else ""
    if problem:
        text_truth.report(problem)


def render(text: str, size: int, color: tuple[int, int, int], style: str = "regular") -> pygame.Surface:
    """Anti-aliased text, cached (the board redraws the same labels every frame)."""
    _check(text)
    key = (text, int(size), color, style)
    surf = _text.get(key)
    return surf if surf is not None else _text.put(key, font(size, style).render(text, True, color))


def fallback_render(text: str, size: int, color: tuple[int, int, int]) -> pygame.Surface:
    """Text in pygame's own font, for the screen that says the bundled fonts cannot load."""
    _check(text)
    return pygame.font.Font(None, size).render(text, True, color)


def wrap(text: str, size: int, width: int, style: str = "regular") -> list[str]:
    """Split ``text`` into lines no wider than ``width`` pixels (keeps newlines)."""
    f = font(size, style)
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split(" ")
        line = ""
        for word in words:
            trial = word if not line else line + " " + word
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def fit_size(text: str, size: int, width: int, style: str = "regular", minimum: int = 8) -> int:
    """The largest size <= ``size`` at which one line of ``text`` fits ``width``."""
    while size > minimum and font(size, style).size(text)[0] > width:
        size -= 1
    return size
