"""Whose eyes the board shows, and taking a decision back.

``pick_viewer`` is the one rule for the viewer (the person who owes a
decision, else the one person, else the last viewer; a spectator when all
seats are bots).  Undo takes back only the viewer's own decisions and says so
in words, the same words in every game: "table.undone" when it worked, the
game's ``undo_none_key`` (what its undo never crosses) or "board.undo.others"
when it could not.  ``language_changed`` tells the kit (``BoardChrome.ensure_layout``)
to retell the log in a new language or palette.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ui.i18n import catalog, tr

if TYPE_CHECKING:
    from game.core.protocol import Action, Event
    from game.ui.controller import Controller
    from game.ui.scene import Host

UNDONE_KEY = "table.undone"


class Sync:
    undo_none_key = "board.undo.none"

    if TYPE_CHECKING:                   # what the board it is mixed into holds
        app: Host
        ctl: Controller
        viewer: int | None
        lang: str | None
        palette: bool | None
        def explain(self, message: str, seconds: float = ..., info: bool = False) -> None: ...
        def inform(self, message: str, seconds: float = ...) -> None: ...

    def init_sync(self) -> None:
        self.told_in: tuple[str, bool] = self.words_now()        # the language and palette the log was told in

    # --- the table's seats -----------------------------------------------------------------
    def seat_colours(self, default: tuple[str, ...]) -> list[str]:
        """The seats' colours chosen at setup (kept in the match's meta), else the game's first ones."""
        return list(self.ctl.meta.get("colours") or default[: self.ctl.match.config.players])

    def seat_names(self) -> list[str]:
        """The names given at setup (else the seats' own), one per player ("" where none),
        each one line of at most ``session.NAME_LIMIT`` characters whatever a save held."""
        from game.ui.session import NAME_LIMIT, shown

        n = self.ctl.match.config.players
        names = list(self.ctl.meta.get("names") or [s.name for s in self.ctl.seats])
        return [shown(x, NAME_LIMIT) if isinstance(x, str) and x else "" for x in (names + [""] * n)[:n]]

    def pick_viewer(self) -> int | None:
        """Whose eyes the board shows: the human who owes a decision, else the one
        human, else the last viewer (hotseat); None (a spectator) when all are bots."""
        humans = self.ctl.humans
        if not humans:
            return None
        waiting = self.ctl.human_to_move()
        if waiting:
            return waiting[0]
        if len(humans) == 1:
            return humans[0]
        return self.viewer if getattr(self, "viewer", None) in humans else humans[0]

    def words_now(self) -> tuple[str, bool]:
        """The language and the palette the table's words are told in now."""
        return (catalog().lang, self.app.settings.colorblind)

    def language_changed(self) -> bool:
        """True once after the language or the palette changed since the log was
        told: the kit then retells it in the new words."""
        now = self.words_now()
        if now == self.told_in:
            return False
        self.told_in = now
        return True

    # --- undo ------------------------------------------------------------------------------
    def undo_seat(self) -> int | None:
        """The person at the screen (the board's viewer), if they have a decision
        undo can take back.  Only their own: with several people at one screen
        another's decisions, secret picks above all, are never undone for them
        (``Controller.undo_keep``)."""
        seat = self.pick_viewer()
        if seat is None or self.ctl.is_bot(seat) or not self.ctl.can_undo(seat):
            return None
        return seat

    def can_undo(self) -> bool:
        return self.undo_seat() is not None and not self.ctl.match.is_over()

    def undo_refusal(self) -> str:
        """Why undo cannot be used now, in words."""
        viewer = self.pick_viewer()
        others = viewer is not None and self.ctl.match.undo_point(viewer) is not None
        return tr("board.undo.others" if others else self.undo_none_key)

    def undo(self) -> None:
        seat = self.undo_seat()
        if seat is None or self.ctl.match.is_over() or not self.ctl.undo(seat):
            self.explain(self.undo_refusal())

    def tell_undone(self, seat: int, action: Action, events: list[Event]) -> None:
        """A controller listener: every game confirms an undo in the same words."""
        if action == ("undo",):
            self.inform(tr(UNDONE_KEY))
