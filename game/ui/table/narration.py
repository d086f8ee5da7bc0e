"""A resolution told in steps over the table (Chronicles' seasons, Kingdoms'
war reveal), the same way in every game (see ``pace``).

A subclass sets ``steps`` (one entry per step), draws a step in ``draw`` inside
``self.box`` and calls ``draw_controls``.  While it shows, the board's top bar
tells what the narration tells, not the position the game has already reached
(``told_head``; the prompt is the narration's keys), and changes with each step.  Each step shows for
``pace.step_seconds`` and goes on by itself; Next (the button, Space, Enter, a
click) goes on at once, Skip (the button, Esc) closes it; bots wait while it
shows.  A board opens one only when ``pace.narrates`` (animations on), except
a summary that concerns a person (``stays``: Chronicles' wars, income and
aging, a Kingdoms war a person fights): that one opens at every speed and
never closes by itself; its last step (every step with animations off) waits
for the player, so at bot speed Instant it is not gone before it is read
(never in a lesson: its coach tells the table in its own steps; ``Changes.summary_stays``).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import theme, widgets
from game.ui.i18n import tr
from game.ui.scene import CoachHost, Host
from game.ui.table import pace

STEP_RATE = 30.0        # pictures a second while a step's bar runs
SETTLE_AFTER = 1.5      # seconds the board lets Space and Enter wait once the narration closed (a person taps about once a second)


class NarrationOverlay(CoachHost):
    overlay = True
    board: Any = None                     # the game board it tells about (its top bar follows the narration)

    def __init__(self, app: Host, steps: list[Any], hold: bool = False, stays: bool = False) -> None:
        super().__init__(app)
        self.steps = list(steps) or [None]
        self.index = 0
        self.hold = hold                  # a still picture (screenshots): time stands at the end of the step
        self.stays = stays                # it concerns a person: it waits to be dismissed (see the module)
        self.coach_waits = False          # a lesson's coach explains this step: it goes on only by Next
        self.box = pygame.Rect(0, 0, 0, 0)
        self.start_step()

    @property
    def step(self) -> Any:
        return self.steps[min(self.index, len(self.steps) - 1)]

    def told_head(self) -> str | None:
        """What the board's top bar says on its left while this step shows: the
        phase (or turn) the step tells about; None keeps the board's own."""
        return None

    def told_prompt(self) -> str:
        """The words after the head while the narration shows: what the player can do now."""
        return tr("narration.keys")

    def duration(self) -> float:
        return max(0.3, pace.step_seconds(self.app.settings))

    def waits(self) -> bool:
        """This step stays until the player goes on: the step a lesson's coach is
        explaining; a summary that concerns a person on its last step, and on
        every step when nothing is narrated."""
        return self.coach_waits or self.stays and (self.index >= len(self.steps) - 1 or not pace.narrates(self.app.settings))

    def start_step(self) -> None:
        if not self.hold and not self.waits():
            self.motions.start("step", self.duration(), rate=STEP_RATE)

    def elapsed(self) -> float:
        """How far the step's time has run, 0..1 (1 on a still picture)."""
        return 1.0 if self.hold else self.motions.progress("step")

    def place_controls(self) -> None:
        """Skip and Next (Continue on the last step) at the bottom right of ``box``
        (the box first kept clear of a coach beside it: ``host_coach``)."""
        if self.aside:
            room = self.app.size[0] - self.aside
            self.box.w = min(self.box.w, room - self.u(24))
            self.box.centerx = room // 2
        r = pygame.Rect(0, 0, self.u(200), self.u(44))
        r.bottomright = (self.box.right - self.u(16), self.box.bottom - self.u(14))
        skip = pygame.Rect(0, 0, self.u(160), self.u(44))
        skip.bottomright = (r.x - self.u(10), r.bottom)
        last = self.index >= len(self.steps) - 1
        buttons = [widgets.Button(r, tr("menu.continue" if last else "narration.next"), self.next, style="primary", data="next")]
        if not last:
            buttons.insert(0, widgets.Button(skip, tr("narration.skip"), self.close, data="skip"))
        self.group.set(buttons)
        self.group.focus = len(buttons) - 1

    def next(self) -> None:
        self.index += 1
        if self.index >= len(self.steps):
            self.close()
        else:
            self.start_step()
            self.rebuild()

    def show(self, step: Any) -> None:
        """Go on to ``step`` now (a lesson's coach moved on to the step that explains it)."""
        if step in self.steps and self.steps.index(step) > self.index:
            self.index = self.steps.index(step)
            self.start_step()
            self.rebuild()

    def close(self) -> None:
        if self in self.app.stack:          # (a lesson's coach may stand above it)
            self.app.pop(self)
            if self.board is not None:
                self.board.hold_keys(SETTLE_AFTER)     # a Space still meant for the steps presses nothing on the board

    def back(self) -> None:
        self.close()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not any(b.rect.collidepoint(event.pos) for b in self.group.buttons):
            self.next()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            self.next()
            return
        super().handle(event)

    def update(self, dt: float) -> None:
        if not self.hold and not self.waits() and not self.motions.running("step"):
            self.next()

    def draw_controls(self, surf: pygame.Surface) -> None:
        """The keys' line, the step's time bar and the buttons."""
        b = self.box
        widgets.text(surf, tr("narration.keys"), (b.x + self.u(20), b.bottom - self.u(36)), self.u(12), theme.MUTED, max_width=b.w // 2 - self.u(40))
        if not self.waits():            # (a step that waits for the coach's or the player's Next has no time running out)
            bar = pygame.Rect(b.x + self.u(20), b.bottom - self.u(12), int((b.w - self.u(40)) * self.elapsed()), self.u(3))
            pygame.draw.rect(surf, theme.GOLD, bar)
        self.group.draw(surf, self.k)
