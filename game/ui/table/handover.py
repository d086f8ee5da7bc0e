"""Hotseat: "pass the screen" before a secret choice, decided once for every game.

When several people share one screen and one of them must choose in private
(``Rules.secret_decision``: a war bid, a mission to keep, a draft pick, a
hidden placement), the board first shows ``HandoverCover``: everyone else
looks away, the named player takes the screen and confirms, and only then
does the board show that seat's secrets and its choice.  ``HandoverGate``
(mixed into every board) keeps who has the screen: ``covered_seat`` says
whose decision is covered now, ``update_handover`` shows the cover once per
decision, ``hand_over`` (the cover's button, Enter, or the top bar's "I am …")
gives them the screen until they have decided.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.ui import pieces, theme, widgets
from game.ui.i18n import tr
from game.ui.scene import Host, Scene

if TYPE_CHECKING:
    from game.core.protocol import Action, Event
    from game.ui.controller import Controller
    from game.ui.table.topbar import TopItem

HANDOVER_SHOW = "handover.show"


class HandoverCover(Scene):
    overlay = True
    lets_bots_move = True        # the others may be deciding at the same time

    def __init__(self, app: Host, player: str, colour: str | None, then: Callable[[], None]) -> None:
        super().__init__(app)
        self.player = player     # the name to call out
        self.colour = colour     # the player's colour (its piece is shown), if any
        self.then = then         # opens the secret choice once the player has the screen
        self.box = pygame.Rect(0, 0, 0, 0)

    def build(self) -> None:
        w, h = self.app.size
        self.box = pygame.Rect(0, 0, min(w - self.u(40), self.u(760)), min(h - self.u(40), self.u(470)))
        self.box.center = (w // 2, h // 2)
        r = pygame.Rect(0, 0, self.u(420), self.u(56))
        r.midbottom = (self.box.centerx, self.box.bottom - self.u(40))
        self.group.set([widgets.Button(r, tr("handover.show", player=self.player), self.show, style="primary")])

    def show(self) -> None:
        self.app.pop(self)
        self.then()

    def back(self) -> None:
        self.app.pop(self)       # look at the board; it offers the choice again

    def draw(self, surf: pygame.Surface) -> None:
        veil = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        veil.fill((8, 10, 16, 235))
        surf.blit(veil, (0, 0))
        widgets.shadow(surf, self.box, self.u(16))
        widgets.panel(surf, self.box, theme.BG2, self.u(16), theme.GOLD, 3)
        cx = self.box.centerx
        widgets.text(surf, tr("handover.title"), (cx, self.box.y + self.u(60)), self.u(30), theme.GOLD, "title", "midtop", max_width=self.box.w - self.u(40))
        body = pygame.Rect(self.box.x + self.u(50), self.box.y + self.u(130), self.box.w - self.u(100), self.u(180))
        widgets.wrapped(surf, tr("handover.body", player=self.player), body, self.u(19))
        if self.colour is not None:
            ident = theme.identity(self.colour, self.app.settings.colorblind)
            pieces.draw_meeple(surf, (cx, self.box.y + self.u(290)), self.u(70), ident)
        self.group.draw(surf, self.k)


class HandoverGate:
    """The board's side of the cover (see the module's docstring).  The board
    supplies ``seat_name(seat)`` and ``seat_colour(seat)`` and re-reads its view
    in ``refresh``; it shows the spectator's view while ``covered_seat()`` is set."""

    if TYPE_CHECKING:                   # what the board it is mixed into holds
        app: Host
        ctl: Controller
        def pick_viewer(self) -> int | None: ...
        def refresh(self, force: bool = False) -> None: ...
        def rebuild(self) -> None: ...
        def in_front(self) -> bool: ...

    def init_handover(self) -> None:
        self.handed_to: int | None = None         # the person who said "it is me" for their secret choice
        self.cover_shown_for: tuple[Any, ...] | None = None  # the decision the cover was last shown for

    def shared_screen(self) -> bool:
        return len(self.ctl.humans) > 1

    def covered_seat(self, viewer: int | None = None) -> int | None:
        """The person whose secret decision waits behind the cover now, if any."""
        viewer = self.pick_viewer() if viewer is None else viewer
        if viewer is None or not self.shared_screen() or viewer == self.handed_to:
            return None
        if viewer not in self.ctl.human_to_move():
            return None
        match = self.ctl.match
        return viewer if match.rules.secret_decision(match.state, viewer) else None

    def handover_heard(self, seat: int, action: Action, events: list[Event]) -> None:
        """A controller listener: the person who had the screen decided (or took a
        decision back): their next secret decision is covered again."""
        if seat == self.handed_to or action == ("undo",):
            self.handed_to = None

    def update_handover(self) -> None:
        """Show the cover once per covered decision, when the board is in front."""
        seat = self.covered_seat()
        if seat is None or not self.in_front():
            return
        key = (len(self.ctl.match.log), seat)
        if key != self.cover_shown_for:
            self.cover_shown_for = key
            self.app.push(HandoverCover(self.app, self.seat_name(seat), self.seat_colour(seat), self.hand_over))

    def hand_over(self) -> None:
        """The covered person has the screen: show their view and their choice."""
        seat = self.covered_seat()
        if seat is not None:
            self.handed_to = seat
            self.refresh(force=True)
            self.rebuild()

    def handover_items(self) -> list[TopItem]:
        """A top-bar button that gives the screen to the covered person (after Esc
        on the cover): always there on a shared screen, greyed while nobody's
        choice is covered, so the buttons never move."""
        if not self.shared_screen():
            return []
        return [("handover.me", self.hand_over, self.covered_seat() is not None, None)]

    def handover_prompt(self) -> str | None:
        seat = self.covered_seat()
        return None if seat is None else tr("handover.prompt", player=self.seat_name(seat))

    def seat_name(self, seat: int) -> str:
        return str(seat + 1)

    def seat_colour(self, seat: int) -> str | None:
        colours = getattr(self, "colours", None) or []
        return colours[seat] if 0 <= seat < len(colours) else None
