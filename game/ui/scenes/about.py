"""About Pocket Epics: the version, the licences of what ships with the game (the
bundled fonts, the card pictures' icons), and where the player's saves, settings and logs are kept, so a
player can find, back up or send them without knowing each system's habits."""

from __future__ import annotations

import pygame

from game import __version__
from game.paths import user_dir
from game.ui import theme, widgets
from game.ui.i18n import tr
from game.ui.scene import Scene

# (heading key, body key) of each section, top to bottom; the user folder comes last.
SECTIONS = (("about.game", "about.game.body"), ("about.fonts", "about.fonts.body"),
            ("about.icons", "about.icons.body"), ("about.made_with", "about.made_with.body"))


def user_folder() -> str:
    """The folder shown on the screen (named only: opening About creates nothing)."""
    return str(user_dir(create=False))


class AboutScene(Scene):
    def build(self) -> None:
        w, h = self.app.size
        back = pygame.Rect(0, 0, self.u(220), self.u(50))
        back.bottomright = (w - self.u(40), h - self.u(30))
        self.group.set([widgets.Button(back, tr("ui.back"), self.back, style="primary")])

    def column(self, surf: pygame.Surface) -> pygame.Rect:
        w, h = surf.get_size()
        width = min(w - self.u(120), self.u(880))
        return pygame.Rect((w - width) // 2, self.u(96), width, h - self.u(96) - self.u(100))

    def draw(self, surf: pygame.Surface) -> None:
        self.background(surf)
        self.title(surf, tr("about.title"))
        col = self.column(surf)
        w = surf.get_width()
        widgets.text(surf, tr("about.version", version=__version__), (w // 2, col.y), self.u(20), theme.GOLD, "bold",
                     "midtop", max_width=col.w)
        y = col.y + self.u(44)
        for heading, body in SECTIONS:
            widgets.text(surf, tr(heading), (col.x, y), self.u(19), theme.TEXT, "bold", max_width=col.w)
            y += self.u(28)
            y += widgets.wrapped(surf, tr(body), pygame.Rect(col.x, y, col.w, col.bottom - y), self.u(16), theme.MUTED)
            y += self.u(16)
        widgets.text(surf, tr("about.user_folder"), (col.x, y), self.u(19), theme.TEXT, "bold", max_width=col.w)
        y += self.u(28)
        y += widgets.wrapped(surf, tr("about.user_folder.body"), pygame.Rect(col.x, y, col.w, col.bottom - y),
                             self.u(16), theme.MUTED)
        box = pygame.Rect(col.x, y + self.u(6), col.w, self.u(40))
        widgets.panel(surf, box, theme.BG2, self.u(8), theme.EDGE)
        widgets.text(surf, user_folder(), (box.x + self.u(14), box.centery), self.u(16), theme.TEXT, anchor="midleft",
                     max_width=box.w - self.u(28), shorten=True)
        self.group.draw(surf, self.k)
