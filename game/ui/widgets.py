"""Small drawing helpers and buttons with keyboard focus."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import contextmanager
from dataclasses import dataclass, field

import pygame

from game.ui import fonts, theme

Label = str | Callable[[], str]


def panel(surf: pygame.Surface, rect: pygame.Rect, color=theme.PANEL, radius: int = 10, border=theme.EDGE, width: int = 1) -> None:
    pygame.draw.rect(surf, color, rect, border_radius=radius)
    if border is not None and width:
        pygame.draw.rect(surf, border, rect, width, border_radius=radius)


def shadow(surf: pygame.Surface, rect: pygame.Rect, radius: int = 10, offset: int = 4, alpha: int = 90) -> None:
    sh = pygame.Surface((rect.w + offset * 2, rect.h + offset * 2), pygame.SRCALPHA)
    pygame.draw.rect(sh, (0, 0, 0, alpha), sh.get_rect(), border_radius=radius + offset)
    surf.blit(sh, (rect.x, rect.y + offset // 2))


def text(surf: pygame.Surface, s: str, pos: tuple[int, int], size: int, color=theme.TEXT, style: str = "regular", anchor: str = "topleft", max_width: int | None = None) -> pygame.Rect:
    if max_width is not None:
        size = fonts.fit_size(s, size, max_width, style)
    img = fonts.render(s, size, color, style)
    rect = img.get_rect(**{anchor: pos})
    surf.blit(img, rect)
    return rect


def wrapped(surf: pygame.Surface, s: str, rect: pygame.Rect, size: int, color=theme.TEXT, style: str = "regular", spacing: float = 1.25) -> int:
    """Draw wrapped text inside ``rect`` (clipped); returns the height used."""
    y = rect.y
    line_h = int(size * spacing) + 1
    for line in fonts.wrap(s, size, rect.w, style):
        if y + line_h > rect.bottom + line_h // 3:
            break
        if line:
            surf.blit(fonts.render(line, size, color, style), (rect.x, y))
        y += line_h
    return y - rect.y


def wrapped_height(s: str, size: int, width: int, style: str = "regular", spacing: float = 1.25) -> int:
    return len(fonts.wrap(s, size, width, style)) * (int(size * spacing) + 1)


@dataclass
class Button:
    rect: pygame.Rect
    label: Label
    action: Callable[[], None] | None = None
    enabled: bool = True
    selected: bool = False
    tooltip: Label | None = None
    style: str = "normal"          # normal | primary | ghost | chip
    why_disabled: Label | None = None
    data: object = None
    text_size: int | None = None     # a fixed label size (so a column of buttons matches)
    hover: bool = field(default=False, repr=False)

    def caption(self) -> str:
        return self.label() if callable(self.label) else self.label

    def tip(self) -> str | None:
        if not self.enabled and self.why_disabled:
            return self.why_disabled() if callable(self.why_disabled) else self.why_disabled
        if self.tooltip is None:
            return None
        return self.tooltip() if callable(self.tooltip) else self.tooltip

    def draw(self, surf: pygame.Surface, k: float, focused: bool = False) -> None:
        r = self.rect
        if self.style == "primary":
            base = theme.GOLD if self.enabled else theme.PANEL
            fg = theme.INK if self.enabled else theme.MUTED
        elif self.selected:
            base, fg = theme.ACCENT, (255, 255, 255)
        else:
            base = theme.PANEL_HI if self.enabled else theme.PANEL
            fg = theme.TEXT if self.enabled else theme.MUTED
        if self.hover and self.enabled:
            base = theme.mix(base, (255, 255, 255), 0.14)
        radius = max(4, int(8 * k))
        pygame.draw.rect(surf, base, r, border_radius=radius)
        edge = theme.GOLD if focused else (theme.mix(base, (0, 0, 0), 0.35))
        pygame.draw.rect(surf, edge, r, max(1, int((3 if focused else 1) * k)), border_radius=radius)
        label = self.caption()
        pad = int(10 * k)
        if self.text_size:
            size = self.text_size
        else:
            size = int(min(r.h * 0.42, 20 * k))
            size = fonts.fit_size(label, size, r.w - 2 * pad, "bold")
        text(surf, label, r.center, size, fg, "bold", "center")


class FocusGroup:
    """The buttons of a scene: mouse hover/click and keyboard focus.

    Tab / arrow keys move the focus, Enter or Space presses the focused button.
    """

    def __init__(self) -> None:
        self.buttons: list[Button] = []
        self.focus = 0
        self.keyboard = False   # show the focus ring only once keys are used

    def set(self, buttons: list[Button]) -> None:
        old = self.buttons[self.focus].caption() if self.buttons and self.focus < len(self.buttons) else None
        self.buttons = buttons
        self.focus = 0
        for i, b in enumerate(buttons):
            if b.caption() == old:
                self.focus = i
                break
        else:
            for i, b in enumerate(buttons):
                if b.enabled:
                    self.focus = i
                    break

    def focused(self) -> Button | None:
        if 0 <= self.focus < len(self.buttons):
            return self.buttons[self.focus]
        return None

    def move(self, step: int) -> None:
        n = len(self.buttons)
        if not n:
            return
        i = self.focus
        for _ in range(n):
            i = (i + step) % n
            if self.buttons[i].enabled:
                self.focus = i
                return

    def hovered(self) -> Button | None:
        for b in self.buttons:
            if b.hover:
                return b
        return None

    def handle(self, event: pygame.event.Event) -> bool | Button:
        """True if consumed; a disabled Button if one was clicked (to explain why)."""
        if event.type == pygame.MOUSEMOTION:
            for b in self.buttons:
                b.hover = b.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, b in enumerate(self.buttons):
                if b.rect.collidepoint(event.pos):
                    if not b.enabled:
                        return b
                    self.focus = i
                    if b.action:
                        b.action()
                    return True
            return False
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_TAB,):
                self.keyboard = True
                self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
            if event.key in (pygame.K_DOWN, pygame.K_RIGHT):
                self.keyboard = True
                self.move(1)
                return True
            if event.key in (pygame.K_UP, pygame.K_LEFT):
                self.keyboard = True
                self.move(-1)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                b = self.focused()
                self.keyboard = True
                if b and b.enabled and b.action:
                    b.action()
                    return True
        return False

    def draw(self, surf: pygame.Surface, k: float) -> None:
        for i, b in enumerate(self.buttons):
            b.draw(surf, k, focused=self.keyboard and i == self.focus)


@contextmanager
def clipped(surf: pygame.Surface, rect: pygame.Rect):
    """Draw only inside ``rect`` (and the clip already set)."""
    old = surf.get_clip()
    surf.set_clip(rect.clip(old))
    try:
        yield
    finally:
        surf.set_clip(old)
