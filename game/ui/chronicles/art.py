"""Chronicles' procedural paper-cut art: character cards (cost coin, strength
shield, production icons, a cut-out figure and the ability in words), the
card back, resource icons and building tiles.  All original, drawn with
pygame primitives and cached by (what, size, language).
"""

from __future__ import annotations

import math
import random

import pygame

from game.chronicles.abilities import RESOURCES
from game.chronicles.content import BUILDING_KEYS
from game.ui import fonts, icons, theme, widgets
from game.ui.chronicles import words
from game.ui.i18n import catalog
from game.ui.picture_cache import PictureCache

PAPER = (238, 226, 196)
PAPER_DARK = (206, 188, 150)
INK = (58, 42, 30)
RES_RGB = {"wood": (150, 96, 52), "food": (200, 150, 40), "gem": (70, 150, 200)}
TRIGGER_RGB = {"ENTER": (110, 160, 90), "WAR": (190, 70, 60), "INCOME": (210, 170, 60), "BUILD": (140, 110, 80),
               "AGING": (130, 100, 170), "END": (80, 80, 80), "CONT": (90, 130, 160), "PAY": (210, 170, 60)}
BUILDING_RGB = {"township": (150, 110, 70), "feast_hall": (190, 120, 60), "quarry": (120, 130, 140),
                "shrine": (160, 120, 190), "garrison": (170, 70, 60)}

_cache = PictureCache(32 << 20, "chronicles pictures", owner="chronicles")      # a card at 1920x1200 is about 0.5 MB


def _cached(key: tuple, make) -> pygame.Surface:
    return _cache.fetch(key, make)


def trim() -> None:
    """Nothing to do any more: the cache keeps to its byte budget as pictures are
    added (kept for the scenes that call it before drawing)."""


def _torn_rect(surf: pygame.Surface, rect: pygame.Rect, colour, seed: int, jag: int) -> None:
    """A paper shape with slightly torn (jagged) edges."""
    rng = random.Random(seed)
    pts = []
    step = max(6, rect.w // 9)
    for x in range(rect.x, rect.right, step):
        pts.append((x, rect.y + rng.randint(0, jag)))
    for y in range(rect.y, rect.bottom, step):
        pts.append((rect.right - rng.randint(0, jag), y))
    for x in range(rect.right, rect.x, -step):
        pts.append((x, rect.bottom - rng.randint(0, jag)))
    for y in range(rect.bottom, rect.y, -step):
        pts.append((rect.x + rng.randint(0, jag), y))
    pygame.draw.polygon(surf, colour, pts)


def fitting(s: str, size: int, width: int, style: str = "regular") -> int:
    """The largest size from ``size`` down to 8 at which ``s`` fits ``width`` (0: none does)."""
    for n in range(size, 7, -1):
        if fonts.font(n, style).size(s)[0] <= width:
            return n
    return 0


def kind_colour(key: str) -> tuple[int, int, int]:
    k = words.RULES.content.kind(key)
    base = [(176, 120, 86), (96, 140, 110), (110, 120, 170), (170, 100, 130), (150, 140, 80), (90, 140, 160)]
    return base[k.index % len(base)]


def resource_icon(surf: pygame.Surface, res: str, center: tuple[int, int], r: int) -> None:
    """Timber: a little tree; Provisions: a wheat sheaf; Gem: a cut stone."""
    x, y = center
    rgb = RES_RGB[res]
    if res == "wood":
        pygame.draw.rect(surf, (110, 70, 40), (x - max(1, r // 5), y + r // 4, max(2, r * 2 // 5), r * 3 // 4))
        pygame.draw.polygon(surf, (70, 130, 60), [(x, y - r), (x + r * 4 // 5, y + r // 3), (x - r * 4 // 5, y + r // 3)])
        pygame.draw.polygon(surf, INK, [(x, y - r), (x + r * 4 // 5, y + r // 3), (x - r * 4 // 5, y + r // 3)], 1)
    elif res == "food":
        pygame.draw.circle(surf, rgb, (x, y), r)
        pygame.draw.circle(surf, INK, (x, y), r, 1)
        for dx in (-r // 3, 0, r // 3):
            pygame.draw.line(surf, (120, 80, 20), (x + dx, y + r * 2 // 3), (x + dx, y - r * 2 // 3), max(1, r // 5))
    else:
        pts = [(x, y - r), (x + r, y - r // 4), (x, y + r), (x - r, y - r // 4)]
        pygame.draw.polygon(surf, rgb, pts)
        pygame.draw.polygon(surf, INK, pts, 1)
        pygame.draw.line(surf, (200, 235, 250), (x - r // 2, y - r // 3), (x, y - r * 2 // 3), 1)


def coin(surf: pygame.Surface, center: tuple[int, int], r: int, label: str) -> None:
    pygame.draw.circle(surf, (232, 190, 80), center, r)
    pygame.draw.circle(surf, (120, 90, 30), center, r, max(1, r // 7))
    widgets.text(surf, label, center, max(8, int(r * 1.15)), INK, "bold", "center", max_width=r * 2 - 2)


def shield(surf: pygame.Surface, center: tuple[int, int], r: int, label: str, rgb=(170, 60, 50)) -> None:
    x, y = center
    pts = [(x - r, y - r), (x + r, y - r), (x + r, y + r // 3), (x, y + r + r // 3), (x - r, y + r // 3)]
    pygame.draw.polygon(surf, rgb, pts)
    pygame.draw.polygon(surf, (60, 20, 20), pts, max(1, r // 7))
    widgets.text(surf, label, (x, y - r // 6), max(8, int(r * 1.2)), (255, 246, 230), "bold", "center", max_width=r * 2)


def token(surf: pygame.Surface, center: tuple[int, int], r: int) -> None:
    """An aging token: a little hourglass disc."""
    x, y = center
    pygame.draw.circle(surf, (120, 90, 170), center, r)
    pygame.draw.circle(surf, (40, 24, 60), center, r, 1)
    pygame.draw.polygon(surf, (240, 230, 250), [(x - r // 2, y - r // 2), (x + r // 2, y - r // 2), (x, y)])
    pygame.draw.polygon(surf, (240, 230, 250), [(x - r // 2, y + r // 2), (x + r // 2, y + r // 2), (x, y)])


def _pictures(kind: str) -> dict:
    """The icons of Chronicles' characters or buildings (game/ui/pictures.json), checked once."""
    if kind not in _PICTURES:
        keys = [k.key for k in words.RULES.content.kinds] if kind == "characters" else list(BUILDING_KEYS)
        _PICTURES[kind] = icons.pictures("chronicles", kind, keys)
    return _PICTURES[kind]


_PICTURES: dict[str, dict] = {}


def figure(surf: pygame.Surface, rect: pygame.Rect, key: str) -> None:
    """Who the character is: its own silhouette (the Ploughman's plough, the
    Stargazer's telescope...) on a paper hill in its kind's colour, with the
    attribute that tells it apart on a badge."""
    body = kind_colour(key)
    dark = theme.mix(body, (0, 0, 0), 0.55)
    h = rect.h
    pygame.draw.ellipse(surf, theme.mix(PAPER_DARK, body, 0.25), (rect.x, rect.bottom - h // 5, rect.w, h // 3))
    icons.draw_picture(surf, rect, _pictures("characters")[key], dark, theme.mix(body, PAPER, 0.55), INK)


NAMED_CARD_W = 64
CARD_FOOT = 11          # the card's foot below its text at every size (pips, the bottom line): a badge may lie there
"""Cards narrower than this (pixels) are drawn without their name."""
MORE_MARK = "…"
"""Drawn on a card too small for its whole text (its hover hint says it all)."""


def card_surface(uid_or_kind: int | str, size: tuple[int, int], text: bool = True) -> pygame.Surface:
    """A character card face, cached by kind, size and language."""
    key = words.kind_of(uid_or_kind) if isinstance(uid_or_kind, int) else uid_or_kind
    return _cached(("card", key, size, text, catalog().lang), lambda: _draw_card(key, size, text))


def _draw_card(key: str, size: tuple[int, int], text: bool) -> pygame.Surface:
    w, h = size
    k = words.RULES.content.kind(key)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    jag = max(1, w // 40)
    _torn_rect(surf, pygame.Rect(2, 3, w - 2, h - 3), (30, 20, 14, 120), k.index, jag)      # shadow
    _torn_rect(surf, pygame.Rect(0, 0, w - 2, h - 3), PAPER, k.index, jag)
    band_rgb = kind_colour(key)
    r = max(7, int(min(w, h) * 0.12))
    coin(surf, (r + 2, r + 2), r, "−1" if k.cost < 0 else str(k.cost))
    shield(surf, (w - r - 4, r + 2), r, str(k.strength) + ("*" if k.variable_strength else ""))
    # the name on its own band: one line, or two, or (on a tiny card) none; the hint always has it.
    # A tiny card never shows its name: only a few short names would fit, so some cards
    # in a row would be named and some not.  A card whose text fits nowhere else gives
    # the name's place to the text too.
    name = words.kind_name(key)
    band_w = w - 2 - 2 * jag - 2
    lines: list[str] = []
    nsize = fitting(name, max(8, int(h * 0.07)), band_w - 4, "bold") if w >= NAMED_CARD_W else 0
    if nsize:
        lines = [name]
    elif w >= NAMED_CARD_W:
        two = fonts.wrap(name, 8, band_w - 4, "bold")
        if len(two) == 2 and all(fitting(x, 8, band_w - 4, "bold") for x in two):
            lines, nsize = two, 8
    line_h = int((nsize or 8) * 1.15) + 1
    prod = [(RESOURCES[i], n) for i, n in enumerate(k.produces) if n]
    ir = max(4, int(h * 0.045))
    prod_h = 2 * ir + 4 if prod else 0
    txt = words.kind_text(key) if text else ""

    def band(named: bool) -> pygame.Rect:
        return pygame.Rect(jag + 1, 2 * r + 5, band_w, max(int(h * 0.1), len(lines) * line_h + 2) if named and lines
                           else max(4, int(h * 0.05)))

    def fit(header_h: int, tries: list[tuple[float, float, int, int]]) -> tuple[pygame.Rect | None, int, int, float]:
        """The largest picture that leaves room for the whole text: (text box, size, picture height, spacing)."""
        for frac, spacing, more, least in tries:
            art_h = int(h * frac)
            y = header_h + jag + 2 + art_h + 2 + prod_h - more
            room = pygame.Rect(jag + 4 - more, y, w - 2 * jag - 10 + 2 * more, h - y - 14 + more)
            for size_ in range(max(8, int(h * 0.062)), least - 1, -1):
                if room.h > 0 and widgets.wrapped_height(txt, size_, room.w, spacing=spacing) <= room.h:
                    return room, size_, art_h, spacing
            if not text:
                return None, 0, art_h, spacing
        return None, 0, 0, tries[-1][1]

    # a long text (Russian, on a small card) may take the picture's place, then (the last
    # resort) its lines' spacing, a little of the margins, 7 px and the name's band
    tries = [(f, 1.1, 0, 8) for f in (0.26, 0.2, 0.14, 0.08, 0.0)] + [(0.0, 1.0, 3, 7)] if text else [(0.4, 1.1, 0, 8)]
    head = band(True)
    body, tsize, art_h, spacing = fit(head.bottom - jag, tries)
    if body is None and text and lines:
        head = band(False)
        body, tsize, art_h, spacing = fit(head.bottom - jag, tries[-1:])
        if body is None:
            head = band(True)
        else:
            lines = []
    _torn_rect(surf, head, theme.mix(band_rgb, PAPER, 0.35), k.index + 1, max(1, jag // 2))
    ty = head.centery - len(lines) * line_h // 2
    for line in lines:
        widgets.text(surf, line, (head.centerx, ty), nsize, INK, "bold", "midtop")
        ty += line_h
    header_h = head.bottom - jag
    shortened: list[str] | None = None
    if body is None and text:           # fits at no size: as many 7 px lines as fit, the last ending in "…" (the hint has it all)
        y = header_h + jag + 2 + prod_h - 3
        body, tsize, art_h, spacing = pygame.Rect(jag + 1, y, w - 2 * jag - 4, max(0, h - y - 13)), 7, 0, 1.0
        shortened = _shortened(txt, tsize, body)
    art = pygame.Rect(w // 6, header_h + jag + 2, w * 2 // 3, art_h)
    if art_h >= 8:
        figure(surf, art, key)
    elif body is not None:              # a long text takes the whole card: the picture lies faint beneath it
        faint = pygame.Surface(body.size, pygame.SRCALPHA)
        figure(faint, faint.get_rect(), key)
        faint.set_alpha(60)
        surf.blit(faint, body.topleft)
    y = art.bottom + 2
    if prod:
        x = w // 2 - (sum(n for _r, n in prod) * (2 * ir + 3)) // 2 + ir
        for res, n in prod:
            for _ in range(n):
                resource_icon(surf, res, (x, y + ir), ir)
                x += 2 * ir + 3
    # trigger pips: which phases the abilities fire in
    trig = sorted(k.triggers - {"CONT"} if prod else k.triggers)
    px = w - 6
    for tr_ in trig:
        pygame.draw.circle(surf, TRIGGER_RGB.get(tr_, (90, 90, 90)), (px, h - 9), max(3, h // 50))
        px -= max(7, h // 22)
    if shortened is not None and body is not None:
        for i, line in enumerate(shortened):
            widgets.text(surf, line, (body.x, body.y + i * (int(tsize * spacing) + 1)), tsize, INK)
    elif text and body is not None:
        widgets.wrapped(surf, txt, body, tsize, INK, spacing=spacing)
    elif text and txt:              # too small for even one shortened line: a mark that the hint has it
        widgets.text(surf, MORE_MARK, (w // 2, h - 12), max(10, int(h * 0.1)), INK, "bold", "midbottom")
    pygame.draw.lines(surf, PAPER_DARK, False, [(jag, h - 6), (w - 3 * jag, h - 6)], 1)
    return surf


def _shortened(txt: str, size: int, box: pygame.Rect) -> list[str]:
    """The lines of ``txt`` that fit ``box`` at ``size`` (spacing 1.0), the last cut at a word and ended with "…"."""
    lines = fonts.wrap(txt, size, box.w)
    keep = max(1, box.h // (size + 1))
    if len(lines) <= keep:
        return lines
    out = lines[:keep]
    last = out[-1]
    while last and fonts.font(size).size(last + "…")[0] > box.w:
        last = last.rsplit(" ", 1)[0] if " " in last else last[:-1]
    out[-1] = last.rstrip(" ,.:;") + "…"
    return out


def card_back(size: tuple[int, int]) -> pygame.Surface:
    def make() -> pygame.Surface:
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        _torn_rect(surf, pygame.Rect(0, 0, w - 2, h - 3), (96, 60, 44), 3, max(1, w // 40))
        inner = pygame.Rect(w // 8, h // 8, w - w // 4 - 2, h - h // 4 - 3)
        pygame.draw.rect(surf, (150, 100, 64), inner, max(1, w // 30), border_radius=max(2, w // 12))
        c = inner.center
        for i in range(6):
            a = i * math.pi / 3
            pygame.draw.line(surf, (200, 160, 100), c, (c[0] + math.cos(a) * w // 5, c[1] + math.sin(a) * w // 5), max(1, w // 40))
        pygame.draw.circle(surf, (230, 200, 140), c, max(3, w // 10))
        return surf
    return _cached(("back", size), make)


def building_tile(key: str, level: int, size: tuple[int, int], named: bool = True) -> pygame.Surface:
    """A building's tile; ``named=False`` for an icon beside a line that names it
    already (the name fitted some icons of a list and not others)."""
    return _cached(("bld", key, level, size, named, catalog().lang), lambda: _draw_building(key, level, size, named))


def _draw_building(key: str, level: int, size: tuple[int, int], named: bool = True) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rgb = BUILDING_RGB[key]
    if level == 0:
        rgb = theme.mix(rgb, (70, 70, 80), 0.7)
    b = BUILDING_KEYS.index(key)
    _torn_rect(surf, pygame.Rect(0, 0, w - 1, h - 1), theme.mix(rgb, PAPER, 0.55 if level else 0.2), b + 40, max(1, w // 40))
    mark = "II" if level == 2 else "I" if level == 1 else "—"
    if h < 30:              # a chip: the name (when it fits; the hint has it) and the level
        msize = max(8, int(h * 0.6))
        widgets.text(surf, mark, (w - 4, h // 2), msize, INK, "bold", "midright")
        room = w - 12 - text_width(mark, msize, "bold")
        nsize = fitting(words.building_name(key), max(8, int(h * 0.55)), room, "bold")
        if nsize:
            widgets.text(surf, words.building_name(key), (4, h // 2), nsize, INK if level else (40, 40, 48), "bold", "midleft")
        return surf
    # the building's own picture for its level (level 1's, greyed, while unbuilt)
    fill = theme.mix(rgb, (0, 0, 0), 0.5) if level else (96, 96, 106)
    names = _pictures("buildings")[key][max(1, level) - 1]
    top = max(8, int(h * 0.2)) + 4
    side = min(w - 8, h - top - max(8, int(h * 0.22)) + 2)
    icons.draw_picture(surf, pygame.Rect(w // 2 - side // 2, top, side, side), names, fill, PAPER, INK)
    name = words.building_name(key)
    # bold when it fits, else the narrower regular weight (Russian "Каменоломня"
    # at 1024x640 fits only so): every tile of a row keeps its name
    style, nsize = "bold", fitting(name, max(8, int(h * 0.2)), w - 6, "bold")
    if not nsize:
        style, nsize = "regular", fitting(name, max(8, int(h * 0.2)), w - 6, "regular")
    if nsize and named:
        widgets.text(surf, name, (w // 2, 2), nsize, INK if level else (40, 40, 48), style, "midtop")
    widgets.text(surf, mark, (w - 4, h - 3), max(8, int(h * 0.22)), INK, "bold", "bottomright")
    return surf


def slot_frame(surf: pygame.Surface, rect: pygame.Rect, top: bool, k: float, open_: bool = True) -> None:
    """An empty slot: a dashed paper outline; the 5th slot while locked is greyed."""
    colour = (120, 104, 80) if open_ else (70, 70, 76)
    pygame.draw.rect(surf, (46, 40, 36) if open_ else (34, 34, 40), rect, border_radius=max(3, int(6 * k)))
    step = max(6, int(10 * k))
    for x in range(rect.x + 4, rect.right - 4, step):
        pygame.draw.line(surf, colour, (x, rect.y + 2), (min(x + step // 2, rect.right - 4), rect.y + 2))
        pygame.draw.line(surf, colour, (x, rect.bottom - 3), (min(x + step // 2, rect.right - 4), rect.bottom - 3))
    for y in range(rect.y + 4, rect.bottom - 4, step):
        pygame.draw.line(surf, colour, (rect.x + 2, y), (rect.x + 2, min(y + step // 2, rect.bottom - 4)))
        pygame.draw.line(surf, colour, (rect.right - 3, y), (rect.right - 3, min(y + step // 2, rect.bottom - 4)))
    if top:
        c = rect.center
        r = max(4, int(min(rect.w, rect.h) * 0.12))
        pts = [(c[0] - r, c[1] - r), (c[0] + r, c[1] - r), (c[0] + r, c[1]), (c[0], c[1] + r), (c[0] - r, c[1])]
        pygame.draw.polygon(surf, colour, pts, 1)


def text_width(s: str, size: int, style: str = "regular") -> int:
    return fonts.font(size, style).size(s)[0]
