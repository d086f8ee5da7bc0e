"""The in-game menu (Esc): resume, save, load, rules, settings, leave, quit."""

from __future__ import annotations

import pygame

from game.ui import theme, widgets
from game.ui.i18n import tr
from game.ui.scene import Scene


class PauseMenu(Scene):
    overlay = True

    def __init__(self, app, board) -> None:
        super().__init__(app)
        self.board = board
        self.box = pygame.Rect(0, 0, 0, 0)

    def build(self) -> None:
        w, h = self.app.size
        items = [
            ("pause.resume", self.back, "primary"),
            ("pause.save", self.save, "normal"),
            ("menu.load", self.load, "normal"),
            ("menu.rules", self.rules, "normal"),
            ("menu.settings", self.settings, "normal"),
            ("pause.leave", self.leave, "normal"),
            ("menu.quit", self.quit, "normal"),
        ]
        bh, gap = self.u(48), self.u(10)
        self.box = pygame.Rect(0, 0, self.u(380), self.u(90) + len(items) * (bh + gap))
        self.box.center = (w // 2, h // 2)
        buttons = []
        for i, (key, cb, style) in enumerate(items):
            r = pygame.Rect(self.box.x + self.u(30), self.box.y + self.u(70) + i * (bh + gap), self.box.w - self.u(60), bh)
            buttons.append(widgets.Button(r, tr(key), cb, style=style))
        self.group.set(buttons)

    def save(self) -> None:
        self.app.pop(self)
        self.board.save_now()

    def load(self) -> None:
        from game.ui.scenes.load import LoadScene

        self.app.pop(self)
        self.app.push(LoadScene(self.app))

    def rules(self) -> None:
        """The rules of the game being played (each board knows its own)."""
        self.app.pop(self)
        self.board.open_rules()

    def settings(self) -> None:
        from game.ui.scenes.settings import SettingsScene

        self.app.pop(self)
        self.app.push(SettingsScene(self.app))

    def leave(self) -> None:
        from game.ui.scenes.menu import MenuScene

        self.board.ctl.paused = True
        self.board.ctl.save_async()
        self.app.reset(MenuScene(self.app))

    def quit(self) -> None:
        """Close Pocket Epics; the game is autosaved on the way out ("Continue" brings it back)."""
        self.app.pop(self)
        self.app.request_quit()

    def draw(self, surf: pygame.Surface) -> None:
        self.modal_box(surf, self.box)
        widgets.text(surf, tr("pause.title"), (self.box.centerx, self.box.y + self.u(20)), self.u(26), theme.GOLD, "title", "midtop")
        self.group.draw(surf, self.k)
