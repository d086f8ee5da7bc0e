"""Sharing finished games from the window: export one (the score screen, the
Records list), open one (the Load list's "Open a shared game…" list, or a file
dropped on the window).  The files and their checks are ``game.core.shared``;
here are only the words the player reads and where they come from.

Opening never changes anything but the records, and only for a file that
passed every check; a refused file is named with its reason in a dialog.
"""

from __future__ import annotations

import time
from functools import partial
from pathlib import Path
from typing import Any

import pygame

from game.core import records, shared
from game.ui import theme, widgets
from game.ui.i18n import tr
from game.ui.scene import MessageDialog, Scene


def shown_name(path: Path) -> str:
    """A file's name as the player reads it (clipped: a name may be endless)."""
    from game.ui.session import shown

    return shown(path.name, 60)


def export_entry(scene: Scene, entry: dict[str, Any]) -> Path | None:
    """Write ``entry`` as a shared file and say where in a toast (or why not)."""
    if not scene.app.persist:
        return None
    try:
        path = shared.export(entry)
    except ValueError:
        scene.explain(tr("share.no_moves"))
        return None
    except OSError as exc:
        scene.explain(tr("share.failed", reason=str(exc.strerror or exc)[:120]))
        return None
    scene.inform(tr("share.saved", file=shown_name(path), folder=str(path.parent)), seconds=8.0)
    return path


def export_match(scene: Scene, board: Any) -> Path | None:
    """Share the finished match on ``board`` (the score screen's button)."""
    ctl = board.ctl
    seats = [records.PERSON if s.kind == "human" else s.level for s in ctl.seats]
    return export_entry(scene, records.make_entry(ctl.match, seats, ctl.meta.get("match")))


def open_file(app: Any, path: Path) -> bool:
    """Check a shared file and add it to the records; a dialog says what happened.
    True when it is (now or already) in the records."""
    name = shown_name(path)
    if not app.persist or app.read_only:
        app.push(MessageDialog(app, tr("share.refused.title"), tr("share.read_only", file=name)))
        return False
    try:
        entry, new = shared.import_file(path)
    except shared.ShareRefused as exc:
        from game.core.userlog import log

        log(f"shared game refused: {exc}")
        app.push(MessageDialog(app, tr("share.refused.title"), tr(f"share.refused.{exc.kind}", file=name)))
        return False
    from game.registry import GAMES

    game = tr(f"{entry['game']}.name") if entry["game"] in GAMES else entry["game"]     # (checked: always known)
    scores = " : ".join(str(s) for s in entry["scores"])
    body = tr("share.opened.body" if new else "share.opened.known", file=name, game=game,
              scores=scores, when=str(entry.get("date", ""))[:16].replace("T", " "))
    app.push(MessageDialog(app, tr("share.opened.title"), body, opened_buttons(app, entry)))
    return True


def opened_buttons(app: Any, entry: dict[str, Any]) -> list[tuple[str, Any]] | None:
    """The opened dialog's buttons: the game's Replay beside OK, so "opened" opens
    something (a player met a dialog that only said the game was in the Records)."""
    if not entry.get("record"):
        return None
    from game.ui.scenes.replay import open_record

    return [(tr("records.replay"), partial(open_record, app, entry)), (tr("ui.ok"), None)]


class SharedFilesScene(Scene):
    """"Open a shared game…": the ``.pocketepic`` files in the shared folder and Downloads, newest first."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.files: list[Path] = shared.candidates() if app.persist else []
        self.first = 0

    def build(self) -> None:
        w, h = self.app.size
        top, bottom = self.u(120), h - self.u(100)
        bw = min(self.u(900), w - self.u(80))
        row_h, gap = self.u(52), self.u(8)
        per_page = max(1, (bottom - top + gap) // (row_h + gap))
        self.first = max(0, min(self.first, len(self.files) - per_page))
        buttons = []
        y = top
        for path in self.files[self.first:self.first + per_page]:
            r = pygame.Rect(w // 2 - bw // 2, y, bw, row_h)
            buttons.append(widgets.Button(r, "", partial(open_file, self.app, path), tooltip=tr("share.open.tip"),
                                          data=path, style="ghost"))
            y += row_h + gap
        back = pygame.Rect(0, 0, self.u(220), self.u(50))
        back.bottomright = (w - self.u(40), h - self.u(30))
        buttons.append(widgets.Button(back, tr("ui.back"), self.back, style="primary"))
        self.group.set(buttons)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.first = max(0, self.first - event.y)
            self.rebuild()
            return
        super().handle(event)

    def draw(self, surf: pygame.Surface) -> None:
        self.background(surf)
        self.title(surf, tr("share.open.title"))
        w = surf.get_width()
        folders = ", ".join(str(f) for f in shared.look_in())
        head = tr("share.open.where", folders=folders) if self.files else tr("share.open.none", folders=folders)
        widgets.wrapped_fit(surf, head, pygame.Rect(self.u(60), self.u(80), w - self.u(120), self.u(36)), self.u(15), theme.MUTED)
        for i, b in enumerate(self.group.buttons):
            focused = self.group.keyboard and i == self.group.focus
            if isinstance(b.data, Path):
                self.draw_row(surf, b, b.data, focused)
            else:
                b.draw(surf, self.k, focused)

    def draw_row(self, surf: pygame.Surface, b: widgets.Button, path: Path, focused: bool) -> None:
        r = b.rect
        base = theme.mix(theme.PANEL_HI, (255, 255, 255), 0.1) if b.hover else theme.PANEL_HI
        widgets.panel(surf, r, base, self.u(8), theme.GOLD if focused else theme.EDGE, 3 if focused else 1)
        pad = self.u(14)
        try:
            when = time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
        except OSError:
            when = ""
        widgets.text(surf, shown_name(path), (r.x + pad, r.y + self.u(6)), self.u(17), theme.TEXT, "bold",
                     max_width=r.w - 2 * pad - self.u(150))
        widgets.text(surf, when, (r.right - pad, r.y + self.u(8)), self.u(14), theme.MUTED, anchor="topright")
        widgets.text(surf, str(path.parent), (r.x + pad, r.y + self.u(30)), self.u(13), theme.MUTED, max_width=r.w - 2 * pad)


def open_dropped(app: Any, file: str) -> None:
    """A file dropped on the window: opened as a shared game (errors become the refusal dialog)."""
    try:
        open_file(app, Path(file))
    except Exception as exc:  # noqa: BLE001 - a dropped file never stops the game
        from game.core.userlog import log

        log(f"shared game {file!r} could not be opened ({type(exc).__name__}: {exc})")
        app.push(MessageDialog(app, tr("share.refused.title"), tr("share.refused.unreadable", file=shown_name(Path(file)))))
