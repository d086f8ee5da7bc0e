"""What a second copy of Pocket Epics says when another has the user folder.

Two copies would overwrite each other's saves, settings and lessons, so the
second one asks: quit, or open read-only (everything can be looked at and
played; nothing is written).  See ``game.instance``.
"""

from __future__ import annotations

from collections.abc import Callable

from game.instance import Holder
from game.ui.i18n import tr
from game.ui.scene import MessageDialog


def offer_read_only(app, holder: Holder, on_read_only: Callable[[], None] | None = None) -> None:
    """Put the question over the menu; the app is read-only from now on (until
    it quits), so nothing is written while the question is up either."""
    app.read_only = True

    def quit_now() -> None:
        app.running = False

    def read_only() -> None:
        if on_read_only is not None:
            on_read_only()
        top = app.top
        if top is not None:
            top.inform(tr("instance.read_only.not_saved"), 8)

    body = tr("instance.open.body", pid=str(holder.pid or "?"), since=holder.since())
    app.push(MessageDialog(app, tr("instance.open.title"), body,
                           [(tr("instance.open.quit"), quit_now), (tr("instance.open.read_only"), read_only)]))
