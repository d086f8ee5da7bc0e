"""The banner a board shows while its autosave fails, and "save elsewhere".

A failed autosave (full disk, read-only or vanished folder) must never pass in
silence: the board shows this banner from the first failure until a save
succeeds again, saying where and why, with a button to save in another folder.
"""

from __future__ import annotations

import os
import tempfile
from functools import partial
from pathlib import Path

import pygame

from game.ui import fonts, theme, widgets
from game.ui.i18n import tr
from game.ui.scene import MessageDialog, Scene


def short_path(path: Path | str, limit: int = 48) -> str:
    s = "".join(ch if ch.isprintable() else "?" for ch in str(path))
    return s if len(s) <= limit else "…" + s[-(limit - 1):]


def banner_text(ctl) -> str | None:
    """What the banner says now, or None when the autosave works."""
    if not ctl.save_error:
        return None
    where = short_path(ctl.save_error_path.parent if ctl.save_error_path else "?")
    why = why_text(ctl)
    if ctl.fallback is not None:
        return tr("saves.failed.fallback", why=why, where=where, fallback=short_path(ctl.fallback))
    return tr("saves.failed.banner", why=why, where=where)


def why_text(ctl) -> str:
    return ctl.save_error_text()


def candidate_folders(failing: Path | None) -> list[Path]:
    """Other folders the player might save in: existing, writable, not the failing one."""
    home = Path.home()
    found: list[Path] = []
    for folder in (home / "Documents", home / "Desktop", home, Path(tempfile.gettempdir())):
        try:
            if not folder.is_dir() or not os.access(folder, os.W_OK):
                continue
            if failing is not None and folder.resolve() == failing.resolve():
                continue
        except OSError:
            continue
        if folder not in found:
            found.append(folder)
    return found[:4]


class Banner:
    """Drawn by a board on top of its table; owns the "Save elsewhere" button rect."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.button = pygame.Rect(0, 0, 0, 0)

    def draw(self, surf: pygame.Surface, top: int) -> None:
        text = banner_text(self.scene.ctl)
        if text is None:
            self.rect = self.button = pygame.Rect(0, 0, 0, 0)
            return
        u = self.scene.u
        w = surf.get_width()
        size = max(10, u(15))
        label = tr("saves.elsewhere")
        bw = fonts.font(size, "bold").size(label)[0] + u(24)
        room = w - u(40) - bw - u(24)
        lines = fonts.wrap(text, size, room)[:2]
        line_h = int(size * 1.3)
        h = max(u(44), len(lines) * line_h + u(14))
        self.rect = pygame.Rect(u(12), top + u(6), w - u(24), h)
        widgets.shadow(surf, self.rect, u(8))
        widgets.panel(surf, self.rect, (96, 34, 34), u(8), theme.BAD, 2)
        y = self.rect.y + (h - len(lines) * line_h) // 2
        for line in lines:
            widgets.text(surf, line, (self.rect.x + u(14), y), size, theme.TEXT)
            y += line_h
        self.button = pygame.Rect(0, 0, bw, h - u(12))
        self.button.midright = (self.rect.right - u(8), self.rect.centery)
        hover = self.button.collidepoint(pygame.mouse.get_pos()) if pygame.display.get_init() and pygame.display.get_surface() else False
        widgets.panel(surf, self.button, theme.mix(theme.GOLD, (255, 255, 255), 0.15) if hover else theme.GOLD, u(6), None, 0)
        widgets.text(surf, label, self.button.center, size, theme.INK, "bold", "center")

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.button.collidepoint(event.pos):
            self.scene.app.push(SaveElsewhere(self.scene.app, self.scene.ctl))
            return True
        return False


class SaveElsewhere(Scene):
    """Pick another folder for this game's saves."""

    overlay = True

    def __init__(self, app, ctl) -> None:
        super().__init__(app)
        self.ctl = ctl
        failing = ctl.save_error_path.parent if ctl.save_error_path else None
        self.folders = candidate_folders(failing)
        self.box = pygame.Rect(0, 0, 0, 0)

    def body(self) -> str:
        if not self.folders:
            return tr("saves.elsewhere.none")
        return tr("saves.elsewhere.body", why=why_text(self.ctl))

    def build(self) -> None:
        w, h = self.app.size
        bw = min(self.u(640), w - self.u(40))
        body_h = widgets.wrapped_height(self.body(), self.u(17), bw - self.u(48))
        row_h = self.u(46)
        bh = min(h - self.u(40), self.u(150) + body_h + len(self.folders) * (row_h + self.u(8)))
        self.box = pygame.Rect(0, 0, bw, bh)
        self.box.center = (w // 2, h // 2)
        buttons = []
        y = self.box.y + self.u(70) + body_h
        for folder in self.folders:
            r = pygame.Rect(self.box.x + self.u(24), y, bw - self.u(48), row_h)
            buttons.append(widgets.Button(r, short_path(folder, 56), partial(self.save_in, folder),
                                          tooltip=tr("saves.elsewhere.tip")))
            y += row_h + self.u(8)
        cancel = pygame.Rect(0, 0, self.u(180), self.u(44))
        cancel.bottomright = (self.box.right - self.u(20), self.box.bottom - self.u(18))
        buttons.append(widgets.Button(cancel, tr("ui.cancel"), self.back, style="primary"))
        self.group.set(buttons)

    def save_in(self, folder: Path) -> None:
        try:
            path = self.ctl.save_elsewhere(folder)
        except OSError as exc:
            self.app.push(MessageDialog(self.app, tr("saves.elsewhere.failed"), short_path(f"{folder}: {exc.strerror or exc}", 200)))
            return
        self.app.pop(self)
        top = self.app.top
        if top is not None:
            top.inform(tr("saves.elsewhere.done", path=short_path(path, 80)), 6)

    def draw(self, surf: pygame.Surface) -> None:
        self.modal_box(surf, self.box)
        widgets.text(surf, tr("saves.elsewhere.title"), (self.box.x + self.u(24), self.box.y + self.u(20)), self.u(24),
                     theme.GOLD, "bold", max_width=self.box.w - self.u(48))
        body = pygame.Rect(self.box.x + self.u(24), self.box.y + self.u(64), self.box.w - self.u(48), self.box.h - self.u(140))
        widgets.wrapped(surf, self.body(), body, self.u(17))
        self.group.draw(surf, self.k)
