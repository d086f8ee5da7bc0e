"""Load a saved game: every file in the saves folder, newest first, scrollable.

Each row shows the game, when it was saved, the turn, the players and who
leads; a file that cannot be opened is listed too, with the reason.  Every
row can be replayed from its start (``scenes.replay``) and deleted (after a question).  The texts come from
``session.describe``, which clips anything a save file provides.
"""

from __future__ import annotations

from functools import partial

import pygame

from game.ui import fonts, session, theme, widgets
from game.ui.i18n import tr
from game.ui.scene import MessageDialog, Scene

PER_ROW = 3             # buttons a save's row has: open, replay, delete


def fit(s: str, size: int, width: int, style: str = "regular") -> str:
    """``s`` cut with an ellipsis so that it fits ``width`` pixels."""
    f = fonts.font(size, style)
    if f.size(s)[0] <= width:
        return s
    lo, hi = 0, len(s)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if f.size(s[:mid] + "…")[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return s[:lo] + "…"


class LoadScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.first = 0                   # index of the first row shown
        self.saves: list[session.SaveInfo] = []
        self.rows: list[tuple[pygame.Rect, session.SaveInfo]] = []
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self.per_page = 1

    # --- layout -------------------------------------------------------------------
    def build(self) -> None:
        w, h = self.app.size
        self.saves = session.list_saves(self.app)
        top, bottom = self.u(112), h - self.u(100)
        bw = min(self.u(960), w - self.u(80))
        self.row_h, gap = self.u(62), self.u(8)
        self.list_rect = pygame.Rect(w // 2 - bw // 2, top, bw, bottom - top)
        self.per_page = max(1, (self.list_rect.h + gap) // (self.row_h + gap))
        self.first = max(0, min(self.first, len(self.saves) - self.per_page))
        buttons, self.rows = [], []
        del_w = self.u(120)
        y = top
        for info in self.saves[self.first:self.first + self.per_page]:
            row = pygame.Rect(self.list_rect.x, y, bw - 2 * del_w - self.u(36), self.row_h)
            title, details = session.describe(info)
            tip = tr("saves.cannot_open", reason=info.reason) if info.reason else tr("saves.open.tip")
            buttons.append(widgets.Button(row, "", partial(session.load_path, self.app, info.path),
                                          tooltip=tip, data=info, style="ghost"))
            replay = pygame.Rect(row.right + self.u(10), y + self.u(9), del_w, self.row_h - self.u(18))
            buttons.append(widgets.Button(replay, tr("saves.replay"), partial(self.replay, info),
                                          enabled=info.ok, tooltip=tr("saves.replay.tip"), why_disabled=tip))
            delete = pygame.Rect(replay.right + self.u(10), y + self.u(9), del_w, self.row_h - self.u(18))
            buttons.append(widgets.Button(delete, tr("saves.delete"), partial(self.ask_delete, info),
                                          tooltip=tr("saves.delete.tip")))
            self.rows.append((row, info))
            y += self.row_h + gap
        back = pygame.Rect(0, 0, self.u(220), self.u(50))
        back.bottomright = (w - self.u(40), h - self.u(30))
        buttons.append(widgets.Button(back, tr("ui.back"), self.back, style="primary"))
        shared = pygame.Rect(self.u(40), back.y, self.u(300), back.h)
        buttons.append(widgets.Button(shared, tr("share.open.button"), self.open_shared, tooltip=tr("share.open.button.tip")))
        focus = self.group.focus
        self.group.set(buttons)
        if self.group.keyboard and 0 <= focus < len(buttons) - 1:
            self.group.focus = focus

    def scroll(self, rows: int) -> None:
        first = max(0, min(self.first + rows, len(self.saves) - self.per_page))
        if first != self.first:
            self.first = first
            self.rebuild()

    # --- behaviour ------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
            return
        if event.type == pygame.KEYDOWN:
            rows = len(self.rows) * PER_ROW
            k = event.key
            if k in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
                self.scroll(self.per_page if k == pygame.K_PAGEDOWN else -self.per_page)
                return
            if k == pygame.K_DOWN and self.group.focus in range(rows - PER_ROW, rows) and self.first + self.per_page < len(self.saves):
                self.group.keyboard = True
                self.scroll(1)
                return
            if k == pygame.K_UP and self.group.focus in range(PER_ROW) and self.first > 0:
                self.group.keyboard = True
                self.scroll(-1)
                return
            if k == pygame.K_DELETE:
                b = self.group.focused()
                if b is not None and isinstance(b.data, session.SaveInfo):
                    self.ask_delete(b.data)
                    return
        super().handle(event)

    def open_shared(self) -> None:
        """"Open a shared game…": the list of shared files (``game.ui.share``)."""
        from game.ui.share import SharedFilesScene

        self.app.push(SharedFilesScene(self.app))

    def replay(self, info: session.SaveInfo) -> None:
        from game.ui.scenes.replay import open_save

        open_save(self.app, info.path)

    def ask_delete(self, info: session.SaveInfo) -> None:
        if self.app.read_only:
            self.app.push(MessageDialog(self.app, tr("saves.delete.failed"), tr("instance.read_only.not_deleted")))
            return
        title, details = session.describe(info)

        def delete() -> None:
            problem = session.delete_save(info.path)
            if problem:
                self.app.push(MessageDialog(self.app, tr("saves.delete.failed"), problem))
            self.rebuild()

        body = tr("saves.delete.body", game=title, details=details, when=session.when_text(info))
        self.app.push(MessageDialog(self.app, tr("saves.delete.title"), body,
                                    [(tr("ui.cancel"), None), (tr("saves.delete"), delete)]))

    # --- drawing ------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        self.background(surf)
        self.title(surf, tr("load.title"))
        w = surf.get_width()
        if not self.saves:
            widgets.text(surf, tr("load.none"), (w // 2, self.u(200)), self.u(20), theme.MUTED, anchor="midtop")
        else:
            bad = sum(1 for s in self.saves if s.reason)
            line = tr("saves.count", n=len(self.saves)) + (" · " + tr("saves.bad_count", n=bad) if bad else "")
            widgets.text(surf, fit(line, self.u(16), self.list_rect.w), (w // 2, self.u(80)), self.u(16), theme.MUTED, anchor="midtop")
        for i, b in enumerate(self.group.buttons):
            focused = self.group.keyboard and i == self.group.focus
            if isinstance(b.data, session.SaveInfo):
                self.draw_row(surf, b, b.data, focused)
            else:
                b.draw(surf, self.k, focused)
        self.draw_scrollbar(surf)

    def draw_row(self, surf: pygame.Surface, b: widgets.Button, info: session.SaveInfo, focused: bool) -> None:
        r = b.rect
        base = (58, 40, 44) if info.reason else theme.PANEL_HI
        if b.hover:
            base = theme.mix(base, (255, 255, 255), 0.1)
        widgets.panel(surf, r, base, self.u(8), theme.GOLD if focused else theme.EDGE, 3 if focused else 1)
        title, details = session.describe(info)
        pad = self.u(14)
        when = session.when_text(info)
        size1, size2 = self.u(18), self.u(15)
        when_w = fonts.font(size2).size(when)[0] if when else 0
        inner = r.w - 2 * pad
        widgets.text(surf, fit(title, size1, inner - when_w - pad, "bold"), (r.x + pad, r.y + self.u(8)), size1,
                     theme.MUTED if info.reason else theme.TEXT, "bold")
        if when:
            widgets.text(surf, when, (r.right - pad, r.y + self.u(10)), size2, theme.MUTED, anchor="topright")
        colour = theme.BAD if info.reason else theme.GOLD
        text = tr("saves.cannot_open", reason=details) if info.reason else details
        widgets.text(surf, fit(text, size2, inner), (r.x + pad, r.y + self.u(36)), size2, colour)

    def draw_scrollbar(self, surf: pygame.Surface) -> None:
        n = len(self.saves)
        if n <= self.per_page:
            return
        track = pygame.Rect(self.list_rect.right + self.u(4), self.list_rect.y, self.u(6), self.list_rect.h)
        pygame.draw.rect(surf, theme.PANEL, track, border_radius=self.u(3))
        h = max(self.u(24), track.h * self.per_page // n)
        y = track.y + (track.h - h) * self.first // max(1, n - self.per_page)
        pygame.draw.rect(surf, theme.GOLD, (track.x, y, track.w, h), border_radius=self.u(3))
