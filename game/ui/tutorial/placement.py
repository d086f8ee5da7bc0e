"""Where the coach's panel stands: never over the open log nor a lit target.

Kept apart from the coach scene because it is geometry only: the window's
size, the board's log and top bar, the lit targets, the rooms the game offers
or forbids (``CoachHooks``) and the height the step's text needs come in; a
rectangle and the height it takes from the log's room come out.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.ui import fonts, widgets
from game.ui.tutorial.hooks import CoachHooks

LOG_LINES_KEPT = 4          # the game log keeps at least its title and these lines under the coach's panel

Scale = Callable[[float], int]


def hosts_coach(scene: Any) -> bool:
    """A window that makes room for the coach beside it: the final scores
    (``ScoreTableScene``) or a narration (``NarrationOverlay``), known by what
    they offer (the scores sit below the menu, which starts lessons, so no import here)."""
    return callable(getattr(scene, "host_coach", None))


def log_least(u: Scale) -> int:
    """The height the log keeps under the panel: its title and a few lines."""
    return u(36) + LOG_LINES_KEPT * (int(u(13) * 1.3) + 1)


def head_stacked(width: int, head: str, count: str, u: Scale) -> bool:
    """The step count goes under the title, not beside it: in a narrow panel (beside a
    game's dialog), or when the two do not fit side by side ("Solo game · Step 1 of 13"
    had squeezed "Learn to play Galaxies" to a third of its size)."""
    if width < u(300):
        return True
    side_by_side = fonts.font(u(17), "bold").size(head)[0] + fonts.font(u(13)).size(count)[0] + u(36)
    return side_by_side > width


def panel_height(width: int, text: str, kind: str, u: Scale, head: str = "", count: str = "") -> int:
    """How tall the panel must be at ``width`` for the step's ``text`` at its size
    (``window.draw_panel``'s layout); a step of ``kind`` "do" or "until" adds the
    "your move" line."""
    top = u(58) if head_stacked(width, head, count, u) else u(40)
    bottom = u(64) + (u(24) if kind in ("do", "until") else 0)
    body = widgets.wrapped_height(text, u(16), width - u(28))
    return max(u(160), top + body + u(10) + bottom)


def place_panel(size: tuple[int, int], board: Any, stage: Any, hooks: CoachHooks, targets: list[pygame.Rect],
                u: Scale, height: Callable[[int], int], steady: Callable[[int], int] | None = None) -> tuple[pygame.Rect, int]:
    """The panel's place and the height it takes from the top of the log's room.

    Never over the open log nor a lit target (``targets``): at the top of the
    log's column with the log below it (as tall as the text needs, ``height``
    at a width, the log keeping a few lines); else in a room the game offers
    (``CoachHooks.panel_places``); else the log's column with the log at its
    least (the text a size smaller); else a corner of the window clear of the
    targets.  Beside the final scores (``stage``) the scores give the room.  At the
    top of the log the panel is as tall as the lesson's tallest step (``steady``),
    as far as the room allows, so its buttons stay in one place from step to step."""
    b = board
    w, h = size
    if hosts_coach(stage):                      # the final scores leave the coach room beside them
        panel = stage.host_coach(u(330))
        if panel.w < u(220) or panel.h < u(160):
            panel = pygame.Rect(w - u(340), h - u(300), u(330), u(290))
        return panel, 0
    fixed = hooks.panel_rect(b)
    if fixed is not None:
        return pygame.Rect(fixed), 0
    gap, edge, least_w = u(8), u(10), u(220)
    avoid = [t.inflate(u(14), u(14)) for t in targets] + list(hooks.panel_avoid(b))
    box = getattr(stage, "box", None) if stage is not b else None
    if isinstance(box, pygame.Rect) and box.w and box.h:
        avoid.append(box)                       # a window of the game's the coach stands beside (a narration)
    log = pygame.Rect(b.log_rect) if b.show_log and b.log_rect.w > 0 and b.log_rect.h > 0 else None

    def clear(r: pygame.Rect) -> bool:
        return r.w >= least_w and not any(r.colliderect(a) for a in avoid) and (log is None or not r.colliderect(log))

    column = None
    if log is not None:
        column = log.copy()
        for a in avoid:                  # what reaches over the column's left edge: the panel starts after it
            if a.colliderect(column) and a.x <= column.x + column.w // 3:
                column.w, column.x = column.right - a.right - gap, a.right + gap
        room = column.h - log_least(u) - gap
        need = height(column.w) if column.w >= least_w else room + 1
        if room >= need:
            tall = max(need, min(steady(column.w), room)) if steady is not None else need
            for hgt in dict.fromkeys((tall, need)):         # the steady height, else the step's own
                panel = pygame.Rect(column.x, column.y, column.w, hgt)
                if not any(panel.colliderect(a) for a in avoid):
                    return panel, panel.h + gap
    for place in hooks.panel_places(b):       # the whole room (one panel in place of another), else its top
        need = height(place.w)
        for panel in (pygame.Rect(place), pygame.Rect(place.x, place.y, place.w, need)):
            if place.h >= need and clear(panel):
                return panel, 0
    if column is not None and column.w >= least_w:
        hgt = column.h - log_least(u) - gap
        panel = pygame.Rect(column.x, column.y, column.w, hgt)
        if hgt >= u(160) and not any(panel.colliderect(a) for a in avoid):
            return panel, hgt + gap
    if log is None and b.log_rect.w >= least_w and b.log_rect.y > 0:     # the log hidden: where it stood, if still free
        spot = pygame.Rect(b.log_rect.x, b.log_rect.y, b.log_rect.w, height(b.log_rect.w))
        if spot.bottom <= h - edge and clear(spot):
            return spot, 0
    top = getattr(b, "topbar", pygame.Rect(0, 0, 0, 0)).bottom + edge
    corners: list[pygame.Rect] = []
    for pw in (u(330), u(280), u(240)):      # narrower ones fit beside a wide target
        pw = min(pw, w - 2 * edge)
        ph = min(height(pw), h - top - edge)
        corners += [pygame.Rect(w - pw - edge, h - ph - edge, pw, ph), pygame.Rect(w - pw - edge, top, pw, ph),
                    pygame.Rect(edge, h - ph - edge, pw, ph), pygame.Rect(edge, top, pw, ph)]
    for corner in corners:
        if clear(corner):
            return corner, 0
    if column is not None and column.w >= least_w:      # nothing clear: the log keeps its least, the panel the rest
        hgt = max(u(120), column.h - log_least(u) - gap)
        return pygame.Rect(column.x, column.y, column.w, hgt), hgt + gap

    def covered(r: pygame.Rect) -> int:
        return sum(r.clip(a).w * r.clip(a).h for a in avoid)

    return min(corners[:4], key=covered), 0             # the corner that hides the least of the targets
