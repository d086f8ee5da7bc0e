"""One timing for every game's passing words: tooltips, banners, toasts.

Each board used to pick its own (tooltips after 0.45 s or 0.6 s, banners for
2.4 s or 2.6 s); a player switching games felt the difference.  A board shows
a banner with ``show_banner`` and reads it with ``banner_text``: a timer on
the scene's motions, so its end redraws the table without it.
"""

from __future__ import annotations

from game.ui.table.motion import Motions

TIP_DELAY = 0.5         # the pointer rests this long (on a button or a spot of the board) before its tooltip
BANNER_SECONDS = 2.5    # a banner over the table (a conquest, a level, a big event)
TOAST_SECONDS = 3.0     # a short note at the bottom (saved, undone, sound on/off)
EXPLAIN_SECONDS = 4.0   # why a click was refused


def show_banner(motions: Motions, text: str) -> None:
    """Show ``text`` as the table's banner for ``BANNER_SECONDS`` (replacing any)."""
    motions.start("banner", BANNER_SECONDS, rate=0, data=text)


def banner_text(motions: Motions) -> str | None:
    """The banner's text while it shows."""
    text = motions.data("banner")
    return text if isinstance(text, str) else None
