"""Two small charts drawn with pygame alone (no plotting library): the lines of
each player's points over the turns ("How it went") and the player's results
over time (Records).  Both take their numbers from ``game.core.charts`` and a
rectangle to fill; colour is never the only cue: each line ends on its seat's
chip (shape and letter), and a won game is a filled star where a lost one is a
hollow ring.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from game.ui import fonts, theme, widgets
from game.ui.table.identity import draw_chip
from game.ui.theme import Identity


def nice_step(span: float, ticks: int = 5) -> int:
    """A round step (1, 2, 5, 10, 20, ...) giving about ``ticks`` grid lines over ``span``."""
    raw = max(1.0, span / max(1, ticks))
    power = 10 ** math.floor(math.log10(raw))
    for m in (1, 2, 5, 10):
        if m * power >= raw:
            return int(m * power)
    return int(10 * power)


class Frame:
    """The plot area inside ``rect`` with a value grid at the left and x labels below."""

    def __init__(self, surf: pygame.Surface, rect: pygame.Rect, lo: int, hi: int, count: int,
                 u: Callable[[float], int]) -> None:
        self.u = u
        step = nice_step(hi - lo)
        self.lo = (lo // step) * step
        self.hi = max(self.lo + step, -((-hi) // step) * step)
        self.count = max(1, count)
        size = u(13)
        label_w = fonts.font(size).size(str(self.hi))[0] + u(10)
        self.area = pygame.Rect(rect.x + label_w, rect.y + u(26), rect.w - label_w - u(34), rect.h - u(26) - u(26))
        widgets.panel(surf, rect, theme.BG2, u(8), theme.EDGE)
        for value in range(self.lo, self.hi + 1, step):
            y = self.y(value)
            pygame.draw.line(surf, theme.mix(theme.BG2, theme.EDGE, 0.5), (self.area.x, y), (self.area.right, y), 1)
            widgets.text(surf, str(value), (self.area.x - u(6), y), size, theme.MUTED, anchor="midright")
        pygame.draw.line(surf, theme.EDGE, (self.area.x, self.area.bottom), (self.area.right, self.area.bottom), 1)

    def x(self, i: int) -> int:
        return self.area.x + (self.area.w * i // (self.count - 1) if self.count > 1 else self.area.w // 2)

    def y(self, value: float) -> int:
        return int(self.area.bottom - (value - self.lo) * self.area.h / max(1, self.hi - self.lo))

    def x_labels(self, surf: pygame.Surface, labels: Sequence[str], caption: str) -> None:
        """Some of ``labels`` under their points (never crowded), and ``caption`` at the right."""
        size = self.u(13)
        widest = max((fonts.font(size).size(s)[0] for s in labels), default=0) + self.u(14)
        every = max(1, math.ceil(widest * len(labels) / max(1, self.area.w)))
        y = self.area.bottom + self.u(5)
        last = len(labels) - 1
        shown = [i for i in range(0, last, every) if last - i >= every * 0.7] + [last] if labels else []
        for i in shown:                 # the last always (the final scores), the others where there is room
            half = fonts.font(size).size(labels[i])[0] // 2
            x = min(self.x(i), self.area.right + self.u(30) - half)     # a long last word stays in the frame
            widgets.text(surf, labels[i], (x, y), size, theme.MUTED, anchor="midtop")
        if caption:
            widgets.text(surf, caption, (self.area.right, self.area.y - self.u(20)), size, theme.MUTED, anchor="topright",
                         max_width=self.area.w // 2)


def _halo(rgb: tuple[int, int, int]) -> tuple[int, int, int] | None:
    """A light edge for a line too dark to see on the chart's background."""
    return (150, 150, 160) if sum(rgb) / 3 < 70 else None


def draw_progress(surf: pygame.Surface, rect: pygame.Rect, turns: Sequence[int], points: Sequence[Sequence[int]],
                  identities: Sequence[Identity], caption: str, u: Callable[[float], int], end: str = "") -> None:
    """Each seat's points over the turns: one line per seat, its chip at the end with the final score;
    ``end`` (if given) labels the last point (the final scores, after the last turn)."""
    values = [v for row in points for v in row] or [0]
    frame = Frame(surf, rect, min(0, min(values)), max(values), len(turns), u)
    width = max(2, u(3))
    ends: list[tuple[int, int, int]] = []          # (y, seat, value) of each line's end
    for seat, row in enumerate(points):
        if not row:
            continue
        ident = identities[seat]
        pts = [(frame.x(i), frame.y(v)) for i, v in enumerate(row)]
        halo = _halo(ident.rgb)
        if len(pts) > 1:
            if halo:
                pygame.draw.lines(surf, halo, False, pts, width + 2)
            pygame.draw.lines(surf, ident.rgb, False, pts, width)
        ends.append((pts[-1][1], seat, row[-1]))
    # chips at the right end, nudged apart so that equal scores stay readable
    chip = u(20)
    placed: list[int] = []
    for y, seat, _value in sorted(ends):
        y = max([y] + [p + chip + u(2) for p in placed if abs(p - y) < chip + u(2)])
        placed.append(y)
        cx = frame.area.right + u(14)
        draw_chip(surf, (cx, y), chip, identities[seat])
    labels = [str(t) for t in turns]
    if end and len(labels) > 1:
        labels[-1] = end
    frame.x_labels(surf, labels, caption)


def star(cx: int, cy: int, r: int) -> list[tuple[float, float]]:
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = r if i % 2 == 0 else r * 0.45
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return pts


def draw_results(surf: pygame.Surface, rect: pygame.Rect, scores: Sequence[int], others: Sequence[int],
                 won: Sequence[bool], labels: Sequence[str], caption: str, u: Callable[[float], int]) -> None:
    """The player's score per game (gold, a star where they won, a ring where they lost)
    and the best other score (a thin grey line), oldest game at the left."""
    values = list(scores) + list(others) or [0]
    frame = Frame(surf, rect, min(0, min(values)), max(values), len(scores), u)
    other = [(frame.x(i), frame.y(v)) for i, v in enumerate(others)]
    if len(other) > 1:
        pygame.draw.lines(surf, theme.mix(theme.MUTED, theme.BG2, 0.35), False, other, max(1, u(2)))
    for p in other:
        pygame.draw.circle(surf, theme.MUTED, p, max(2, u(3)))
    mine = [(frame.x(i), frame.y(v)) for i, v in enumerate(scores)]
    if len(mine) > 1:
        pygame.draw.lines(surf, theme.GOLD, False, mine, max(2, u(3)))
    r = u(8)
    for (x, y), w in zip(mine, won, strict=True):
        if w:
            pygame.draw.polygon(surf, theme.GOOD, star(x, y, r))
            pygame.draw.polygon(surf, theme.mix(theme.GOOD, (0, 0, 0), 0.5), star(x, y, r), 1)
        else:
            pygame.draw.circle(surf, theme.BG2, (x, y), r * 2 // 3)
            pygame.draw.circle(surf, theme.BAD, (x, y), r * 2 // 3, max(2, u(2)))
    frame.x_labels(surf, labels, caption)
