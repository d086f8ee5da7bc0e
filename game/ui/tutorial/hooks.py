"""What a game's window tells the coach: where its named targets are on screen.

A game with a tutorial declares ``GameEntry.coach = "game.ui.<id>.coach_targets:HOOKS"``,
a :class:`CoachHooks`.  The tutorial file names what to light in the game's
own terms (``"line:oakhollow:0"``, ``"button:lose_die"``); the hooks turn a
name into rectangles on the live board, tell when an ``until`` step's
condition holds (the player switched the hint on), and give the names the
texts may use.  Names are ``kind`` or ``kind:arg[:arg...]``; a name that
resolves to nothing is a defect the generic tests catch.
"""

from __future__ import annotations

from typing import Any

import pygame


class CoachHooks:
    """The base: a game overrides what it needs."""

    def rects(self, board: Any, name: str) -> list[pygame.Rect]:
        """The screen rectangles of the target ``name`` on ``board`` ([] if unknown)."""
        return []

    def shapes(self, board: Any, name: str) -> list[list[tuple[float, float]]]:
        """The outlines of the target ``name`` when its shape is not its rectangle
        (a map's region): the coach lights it along the outline, so its light never
        reaches over the pieces next to it; [] lights :meth:`rects` as rectangles."""
        return []

    def done(self, board: Any, condition: str) -> bool:
        """Whether an ``until`` step's ``condition`` holds now on ``board``."""
        return False

    def fulfil(self, board: Any, condition: str) -> None:
        """Make ``condition`` hold as the player would (a screenshot of a later
        step walks the lesson there)."""

    def conditions(self) -> tuple[str, ...]:
        """Every condition :meth:`done` knows (the tutorial's check reads it)."""
        return ()

    def only_targets(self, board: Any, step: Any) -> bool:
        """Whether, at a ``do`` or ``until`` step, a click on the board off the lit
        targets is refused.  A game whose move is built by several clicks before
        its confirm (a card, then a slot, then "Confirm") says True: a stray click
        would change the half-made move, which the gate only sees at the end."""
        return False

    def key_target(self, board: Any, event: Any) -> pygame.Rect | None:
        """Where a key press acts on ``board``, as the click it stands for would:
        the rectangle of the card, slot or button it presses; an empty rectangle
        when it changes a half-made move where nothing is drawn (a discard key);
        None when it builds nothing (the coach lets it through).  The coach gates
        it like that click (``only_targets``): a game whose keys build a move by
        parts says where they act."""
        return None

    def keep(self, board: Any) -> Any:
        """The half-made move on ``board`` (cards chosen, not yet confirmed) as JSON
        data for the lesson's save, or None: "Carry on" restores it (:meth:`restore`)."""
        return None

    def restore(self, board: Any, data: Any) -> bool:
        """Rebuild the half-made move :meth:`keep` gave, on the same position;
        False (nothing changed) when ``data`` does not fit it."""
        return False

    def text_args(self, board: Any) -> dict[str, Any]:
        """Values the coach's texts may use: ``p0``, ``p1``… (the seats' names as
        the board shows them) by default; a game adds its own."""
        name = getattr(board, "name", None)
        players = board.ctl.match.config.players
        return {f"p{s}": name(s) if callable(name) else str(s + 1) for s in range(players)}

    def coach_over(self, scene: Any) -> bool:
        """Whether ``scene``, a dialog the game's board opened (a secret bid), is
        part of the lesson: the coach goes above it, lighting its buttons and
        passing it the player's input.  Others (menus, reveals) cover the coach."""
        return False

    def panel_rect(self, board: Any) -> pygame.Rect | None:
        """A place the game insists on for the coach's panel, or None (the default):
        the coach then puts it at the top of the log's column, the log shown below
        it, or else in one of :meth:`panel_places`, never over the open log nor a
        lit target (``CoachScene.place_panel``)."""
        return None

    def panel_places(self, board: Any) -> list[pygame.Rect]:
        """Rooms the panel may take when the log's column is too short for it and
        the log (the panel takes the top of one, as tall as its text needs)."""
        return []

    def panel_avoid(self, board: Any) -> list[pygame.Rect]:
        """What the panel must leave clear besides the lit targets and the open log
        (a dialog the lesson works in, a draft's cards reaching over the log)."""
        return []
