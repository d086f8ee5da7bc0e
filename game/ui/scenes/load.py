"""Load a saved game (manual saves and the autosave)."""

from __future__ import annotations

import pygame

from game.ui import session, theme, widgets
from game.ui.i18n import tr
from game.ui.scene import Scene


class LoadScene(Scene):
    def build(self) -> None:
        w, h = self.app.size
        saves = session.list_saves(self.app)[:8]
        buttons = []
        y = self.u(130)
        bw = min(self.u(900), w - self.u(120))
        for path, meta in saves:
            r = pygame.Rect(w // 2 - bw // 2, y, bw, self.u(56))
            name = meta.get("label") or (tr(f"{meta['game']}.name") if meta.get("game") else path.stem)
            if path.name == session.AUTOSAVE:
                name = tr("load.autosave") + " · " + (tr(f"{meta['game']}.name") if meta.get("game") else "")
            details = tr("load.details", players=meta.get("players", "?"), moves=meta.get("moves", "?"))
            if meta.get("variant") == "exploration":
                details += " · " + tr("setup.exploration")
            when = str(meta.get("saved_at", "?")).replace("T", " ")[:16]
            label = tr("load.entry", name=f"{name} · {details}", when=when)
            buttons.append(widgets.Button(r, label, (lambda p=path: session.load_path(self.app, p))))
            y += self.u(66)
        self.empty = not saves
        back = pygame.Rect(0, 0, self.u(220), self.u(50))
        back.bottomright = (w - self.u(40), h - self.u(30))
        buttons.append(widgets.Button(back, tr("ui.back"), self.back, style="primary"))
        self.group.set(buttons)

    def draw(self, surf: pygame.Surface) -> None:
        self.background(surf)
        self.title(surf, tr("load.title"))
        if self.empty:
            widgets.text(surf, tr("load.none"), (surf.get_width() // 2, self.u(200)), self.u(20), theme.MUTED, anchor="midtop")
        self.group.draw(surf, self.k)
