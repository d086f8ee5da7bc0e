"""The viewer's half-made decision on the Chronicles table: the card or slot
picked, the 2-player draft's card to discard, the placement being edited and
the page of the build list.  One object the board owns and hands to the
panels that edit it, so no panel writes on the board; it belongs to one
decision and starts afresh with the next (``reset``).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.chronicles.state import PLACEMENT
from game.ui.chronicles.plan import PlacementPlan
from game.ui.chronicles.view import ChroniclesView


@dataclass
class Pick:
    selected: tuple | None = None          # ("pack"|"hand", uid) or ("slot", s)
    discard_pick: int | None = None        # 2-player draft: the card to discard
    plan: PlacementPlan | None = None      # the placement being edited (the viewer's, while placing)
    build_page: int = 0
    build_pages: int = 1
    drag: tuple | None = None              # (data, start pos): a card dragged onto a slot

    def reset(self, tv: ChroniclesView) -> None:
        """A new decision: nothing picked, the first page, a fresh placement when placing."""
        self.selected = None
        self.discard_pick = None
        self.build_page = 0
        self.plan = PlacementPlan(tv.view) if tv.mine and tv.phase == PLACEMENT and tv.view.get("me") else None

    def drop(self) -> bool:
        """Forget the picked card (Esc, a right click); True if there was one."""
        if self.selected is None and self.discard_pick is None:
            return False
        self.selected, self.discard_pick = None, None
        return True

    def picked(self, pile: str) -> int | None:
        """The uid picked from ``pile`` ("pack" or "hand"), else None."""
        return self.selected[1] if self.selected and self.selected[0] == pile else None
