"""The coach: a lesson's panel and highlights over the game's real board.

``CoachScene`` is an overlay above the board scene.  It passes the player's
input through to the board, so the board is played exactly as in a real
game, but it holds the controller's gate (``Controller.gate``): a move that is
not the one the step asks for is refused where moves are submitted, with a
short explanation, and the game does not change; a click or a key that would
change a half-made move off the lit target is refused the same way
(``input_at``).  It shows the step's text in a panel beside the board's log
(never over the open log nor a lit target: ``place_panel``), lights the step's
targets (the game's coach hooks turn their names into rectangles), pauses the
bots during the coach's talk and lets a watch step's scripted moves play when
the player presses Next.  The learner's undo takes back their own last move and
the coach follows the log back.  Esc asks before leaving; the lesson autosaves
(with the step shown and the half-made move) and resumes from the menu.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core.protocol import Action
from game.core.tutorial import Step, Tutorial, TutorialError
from game.ui import widgets
from game.ui.i18n import catalog, tr
from game.ui.scene import MessageDialog, Scene
from game.ui.table.narration import NarrationOverlay
from game.ui.tutorial import COACH_KEY, guard, placement, talk, told, window
from game.ui.tutorial.hooks import CoachHooks
from game.ui.tutorial.scripted import ScriptedBot


class CoachScene(Scene):
    overlay = True
    lets_bots_move = True           # the board's bots play (the coach pauses them itself)
    lets_scores_open = True         # a lesson played to the end shows the board's own final scores (BoardChrome.check_over)

    def __init__(self, app, board, tutorial: Tutorial, hooks: CoachHooks | None,
                 on_end: Callable[[bool], None] | None = None, resume: dict[str, Any] | None = None,
                 on_next: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.on_end = on_end            # the end: True = a real game with the same seats, False = the menu
        self.on_next = on_next          # the end of a part that leads on: the next part (Tutorial.next)
        self.board = board
        self.ctl = board.ctl
        self.tutorial = tutorial
        self.hooks = hooks or CoachHooks()
        self.cursor = 0                 # the step shown
        self.released = -1              # the watch step whose moves may play
        self.seen_log = -1
        self.log_at = (0, 0)            # (step, moves of it played) the log has reached
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.steady_for: tuple[tuple[int, tuple[int, int], int] | None, int] = (None, 0)    # (width, window, steps): height
        self.refusals = 0               # moves refused (the tests read it)
        self.swallow_up = False         # the button-up of a refused click goes nowhere either
        self.down_at: tuple[int, int] | None = None     # where the last button press let through was (a drag's start)
        self.resume = resume            # where a saved lesson was left (taken up at the first update)
        self.ctl.gate = self.gate
        self.ctl.listeners.append(self.on_applied)
        self.ctl.go_on_listeners.append(self.go_on)
        self.ctl.meta_extra.append(self.saved_state)
        self.follow_log()

    # --- where the lesson stands -----------------------------------------------------------
    @property
    def step(self) -> Step:
        return self.tutorial.steps[min(self.cursor, len(self.tutorial.steps) - 1)]

    @property
    def at_end(self) -> bool:
        return self.cursor >= len(self.tutorial.steps) - 1

    def follow_log(self) -> None:
        """Catch up with the match's log: the step it has reached (a move, an undo)."""
        log = self.ctl.match.log
        if len(log) == self.seen_log:
            return
        shrank = len(log) < self.seen_log
        self.seen_log = len(log)
        try:
            index, done = self.tutorial.position(log)
        except TutorialError:
            index, done = len(self.tutorial.steps) - 1, 0       # strayed (cannot happen through the gate): the end
        self.log_at = (index, done)
        if shrank:
            self.cursor = self.retake_step(index)
            self.released = -1          # a watch step met again waits for "Show me" again
            self.rebuild()
        elif index > self.cursor or (done and index != self.cursor):
            self.cursor = index
            self.rebuild()
        self.plan_bots()

    def retake_step(self, index: int) -> int:
        """Where an undo lands: the log now stands before step ``index``; the coach
        goes back to the step that asked for the move taken back (the next ``do``),
        or to the first ``until`` on the way to it (a half-made move the undo
        cleared is built again), skipping the talk the player has read."""
        steps = self.tutorial.steps
        i = index
        while i < len(steps) - 1 and steps[i].kind == "say":
            i += 1
        return i

    # --- leaving and coming back --------------------------------------------------------------
    def saved_state(self) -> dict[str, Any]:
        """The coach's part of the lesson's save: the step shown and the half-made
        move (``CoachHooks.keep``), valid for this many moves in the log."""
        partial = self.hooks.keep(self.board)
        return {COACH_KEY: {"log": len(self.ctl.match.log), "step": self.step.id, "partial": partial}}

    def take_up(self, data: Any) -> None:
        """"Carry on": the half-made move as it was left (``CoachHooks.restore``) and
        the step the player was at, if the saved state fits the log (a damaged or
        older entry is passed over: the lesson then stands at the log's step)."""
        if not isinstance(data, dict) or data.get("log") != len(self.ctl.match.log):
            return
        if data.get("partial") is not None:
            try:
                self.hooks.restore(self.board, data["partial"])
            except (TypeError, ValueError, KeyError, IndexError, AttributeError):
                pass                    # a damaged entry: the move is built again
        steps = self.tutorial.steps
        ids = [s.id for s in steps]
        target = ids.index(data["step"]) if data.get("step") in ids else -1
        start = self.log_at[0]
        if target < start or self.log_at[1]:
            return
        for s in steps[start:target]:       # only talk and half-made parts (still made) lie between
            if s.kind in ("do", "watch") or (s.kind == "until" and not self.hooks.done(self.board, s.condition)):
                return
        self.cursor = target
        self.plan_bots()
        self.rebuild()

    def plan_bots(self) -> None:
        """Tell the scripted bots the next move of the watch step shown, if any."""
        planned: Action | None = None
        step = self.step
        if step.kind == "watch":
            index, done = self.log_at
            done = done if index == self.cursor else 0
            if done < len(step.moves):
                planned = step.moves[done]
        for bot in self.ctl.bots.values():
            if isinstance(bot, ScriptedBot):
                bot.planned = planned

    def on_applied(self, seat: int, action: tuple, events: list) -> None:
        self.follow_log()
        self.ctl.paused = not self.bots_may_move()      # an automaton's run stops where the watch step ends
        if self.ctl.paused:
            self.ctl.hurry = False      # ... and a Skip with it: the next watch step is told at the pace (its Next, Skip)

    def bots_may_move(self) -> bool:
        return self.step.kind == "watch" and self.released == self.cursor

    # --- the gate ------------------------------------------------------------------------
    def gate(self, seat: int, action: Action) -> bool:
        """A person's move or undo: True lets it through; else it is explained
        (``guard.refusal``); the lesson's step follows the log back (``follow_log``)."""
        why = guard.refusal(self.tutorial, self.step, seat, action, self.why_wrong)
        if why is None:
            return True
        self.refuse(why)
        if action != ("undo",):
            self.start_over()
        return False

    def start_over(self) -> None:
        """A refused move leaves nothing picked (a refused destination stayed picked
        and every click on the lit target was then refused too); a half-made part
        the step needs again is asked for again (its ``until`` step)."""
        if self.board.drop_pick():
            self.board.rebuild()
        index = self.log_at[0] if self.log_at[0] <= self.cursor else self.cursor
        for i in range(index, self.cursor):
            s = self.tutorial.steps[i]
            if s.kind == "until" and not self.hooks.done(self.board, s.condition):
                self.cursor = i
                self.plan_bots()
                self.rebuild()
                return

    def why_wrong(self) -> str:
        """The coach's answer to a move (or click) the step does not ask for."""
        return talk.why_wrong(self.tutorial, self.step, lambda: self.hooks.text_args(self.board))

    def refuse(self, why: str) -> None:
        self.refusals += 1
        self.stage().explain(why)

    # --- the game's own dialogs the lesson works in ------------------------------------------
    def stage(self):
        """The scene the coach passes input to: the board, or a dialog of the
        game's that the coach has gone above (``CoachHooks.coach_over``)."""
        stack = self.app.stack
        i = stack.index(self) if self in stack else 0
        below = stack[i - 1] if i > 0 else self.board
        return below if below is not self.board and self.works_in(below) else self.board

    def works_in(self, scene) -> bool:
        """Whether the coach goes above ``scene`` (no window of the game's covers
        it): a dialog of the game's the lesson works in (``CoachHooks.coach_over``),
        a resolution told over the board (a narration: it makes room, ``host_coach``),
        or the game's final scores."""
        told = isinstance(scene, NarrationOverlay) and scene.board is self.board     # a resolution told over the board
        return self.hosts_coach(scene) or self.hooks.coach_over(scene) or told

    hosts_coach = staticmethod(placement.hosts_coach)

    def lift(self) -> None:
        """A dialog of the game's that the lesson works in (a secret bid) opened over
        the coach: go above it, so the panel and its lit target stay in view."""
        stack = self.app.stack
        top = self.app.top
        if top is not self and self in stack and top is not None and self.works_in(top):
            stack.remove(self)
            stack.append(self)
            self.app.dirty = True
        stage = self.stage()
        if stage is not getattr(self, "_stage_seen", self.board):
            self._stage_seen = stage
            self.rebuild()              # the panel may go elsewhere while a dialog is open (CoachHooks.panel_avoid)

    # --- the player's input -----------------------------------------------------------------
    def next(self) -> None:
        step = self.step
        if step.kind == "say" and not self.at_end:
            self.cursor += 1
            told.moved_on(self.app, self.board, self.tutorial, self.cursor - 1, self.cursor)
        elif step.kind == "watch":
            self.released = self.cursor
            self.ctl.hurry = False      # an automaton's steps play at the narration pace again
        self.plan_bots()
        self.rebuild()

    def go_on(self, rest: bool = False) -> None:
        """At a watch step the board's ways to play automatic moves on act as "Show me":
        Space and the top bar's Next show the next move now (an automaton's step, a
        bot's answer without the pace's wait), Skip the rest of the watch step at once
        (the coach still stops it where the step ends)."""
        if self.step.kind != "watch":
            return
        if self.released != self.cursor:
            self.next()
        self.ctl.hurry = rest
        self.ctl.play_soon()

    def handle(self, event: pygame.event.Event) -> None:
        try:
            self.handle_input(event)
        finally:
            if event.type == pygame.MOUSEBUTTONUP:
                self.down_at = None     # the press it ends is over, wherever it went

    def handle_input(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ask_leave()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE and self.step.kind == "watch" and self.stage() is self.board:
            self.go_on()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.needs_next():
            self.next()
            return
        if event.type == pygame.MOUSEBUTTONUP and self.group.pressed is not None and not self.panel.collidepoint(event.pos):
            self.group.release()        # a press on the panel let go off it: cancelled, and no drop on the board
            return
        if event.type == pygame.MOUSEMOTION:
            self.group.handle(event)
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.panel.collidepoint(event.pos):
            result = self.group.handle(event)
            if isinstance(result, widgets.Button):
                self.explain(result.tip() or tr("ui.not_available"))
            return
        if event.type == pygame.MOUSEBUTTONUP and self.down_at is None:
            self.swallow_up = False     # a release whose press the board never had: a button of the panel or of a
            return                      # dialog acted on the press (then moved or closed); no drop on the board
        stage = self.stage()
        stage.ensure_layout()
        where = guard.input_at(event, stage is self.board, self.board, self.hooks, self.down_at, self.swallow_up, self.u)
        if where is not None and guard.on_own_button(stage, self.board, where):
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.down_at = event.pos                # its release (the button acts on it) is the dialog's too
            stage.handle(event)                         # a dialog's own button is never a refused click
            self.lift()
            return
        if where is not None and self.needs_next() and not self.on_chrome(where):
            self.refuse(tr("tutorial.wrong.next"))       # the coach is talking: no picking dice meanwhile
            self.swallow_up = event.type == pygame.MOUSEBUTTONDOWN
            return
        if where is not None and self.off_target(where):
            self.refuse(self.why_wrong())               # a half-made move stays as the coach asked
            self.swallow_up = event.type == pygame.MOUSEBUTTONDOWN
            if event.type == pygame.MOUSEBUTTONUP:      # a drop refused: the drag ends where it began
                stage.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=self.down_at, button=event.button))
            return
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.down_at = event.pos
        if event.type == pygame.MOUSEBUTTONUP and self.swallow_up:
            self.swallow_up = False
            return
        stage.handle(event)
        self.lift()
        if self.app.top is not self:
            self.down_at = None         # the press opened a window (a confirm): its release is that window's

    def off_target(self, pos: tuple[int, int]) -> bool:
        return guard.off_target(pos, self.step, self.board, self.hooks, self.targets, self.u)

    def on_chrome(self, pos: tuple[int, int]) -> bool:
        return guard.on_chrome(self.board, pos)

    def needs_next(self) -> bool:
        step = self.step
        return (step.kind == "say" and not self.at_end) or (step.kind == "watch" and self.released != self.cursor)

    def ask_leave(self) -> None:
        self.app.push(MessageDialog(self.app, tr("tutorial.leave.title"), tr("tutorial.leave.body"),
                                    [(tr("tutorial.leave.stay"), None), (tr("tutorial.leave.yes"), self.leave)]))

    def leave(self) -> None:
        self.ctl.paused = True
        self.ctl.save_async()
        self.app.go_home()

    def end(self, play: bool) -> None:
        if self.on_end is not None:
            self.on_end(play)
        else:
            self.app.go_home()

    # --- every frame ---------------------------------------------------------------------
    def tick(self, dt: float) -> None:
        """Before the board's bots are asked: pause them unless a watch step plays."""
        if self.app.top is not self:
            self.down_at = None         # a window above took the input: a press the coach let through is over
        self.lift()
        self.follow_log()
        self.ctl.paused = not self.bots_may_move()
        self.settle()

    def update(self, dt: float) -> None:
        self.board.ensure_layout()
        self.board.update(dt)
        self.follow_told()
        stage = self.stage()
        if stage is not self.board:             # a window the coach stands above goes on as if in front (a narration's steps)
            stage.ensure_layout()
            stage.update(dt)
        self.lift()                     # (the final scores the board may just have opened)
        self.follow_log()
        if self.resume is not None:
            resume, self.resume = self.resume, None
            self.take_up(resume)
        self.follow_told()
        step = self.step
        if step.kind == "until" and self.hooks.done(self.board, step.condition):
            self.cursor += 1
            self.plan_bots()
            self.rebuild()
        self.ctl.paused = not self.bots_may_move()
        self.settle()

    def follow_told(self) -> None:
        """The board's narration waits on the step the coach explains; moved on by
        its own Next, the coach explains its new step (``told.follow``)."""
        cursor = told.follow(self.app, self.board, self.tutorial, self.cursor)
        if cursor != self.cursor:
            self.cursor = cursor
            self.plan_bots()
            self.rebuild()

    def settle(self) -> None:
        """Lay the panel out now, before the board is drawn: the log under it must be
        drawn where the panel leaves it room this very frame (``log_yield``)."""
        if self.placement_key() != getattr(self, "placed_for", None):
            self.rebuild()                          # the log opened or closed, a target moved: the panel moves
        self.ensure_layout()

    def busy(self) -> bool:
        return self.board.busy()

    def frame_rate(self, now: float) -> float:
        return max(super().frame_rate(now), 20.0 if self.app.settings.anim_seconds > 0 and now < self.app.ambient_until else 0.0)

    def ambient(self) -> bool:
        """The lit targets pulse: when the pulses come to rest their still picture is drawn."""
        return True

    # --- texts ------------------------------------------------------------------------------
    def text(self, key: str) -> str:
        return tr(key, **self.hooks.text_args(self.board))

    def step_text(self) -> str:
        return talk.step_text(self.tutorial, self.step, self.hooks.text_args(self.board))

    # --- layout and drawing ---------------------------------------------------------------------
    def build(self) -> None:
        self.board.ensure_layout()
        self.panel, taken = self.place_panel()
        if getattr(self.board, "log_yield", taken) != taken:
            self.board.log_yield = taken            # the log shows below the panel
            self.app.dirty = True
        self.placed_for = self.placement_key()
        nxt = self.tutorial.next
        row = window.PanelButtons(at_end=self.at_end, leads_on=self.leads_on, next_part=tr(nxt.title_key) if nxt else "",
                                  watch=self.step.kind == "watch", can_next=self.needs_next(),
                                  waiting_for=self.waiting_for, end=self.end,
                                  next_part_go=self.on_next or self.app.go_home, ask_leave=self.ask_leave, next=self.next)
        buttons = window.panel_buttons(self.panel, self.u, row)
        self.group.set(buttons)
        self.group.focus = len(buttons) - 1

    @property
    def leads_on(self) -> bool:
        """The lesson goes on in another part after this one's end."""
        return self.tutorial.next is not None and self.on_next is not None

    # --- where the panel stands -------------------------------------------------------------
    def placement_key(self) -> tuple:
        """What the panel's place depends on (it moves when one of them changes)."""
        b = self.board
        return (self.app.size, b.show_log, tuple(b.log_rect), self.stage() is b,
                tuple(tuple(t) for t in self.targets()), tuple(tuple(r) for r in self.hooks.panel_avoid(b)))

    def log_least(self) -> int:
        """The height the log keeps under the panel: its title and a few lines."""
        return placement.log_least(self.u)

    def panel_height(self, width: int) -> int:
        """How tall the panel must be at ``width`` for the step's text at its size."""
        return placement.panel_height(width, self.step_text(), self.step.kind, self.u, *talk.heading(self.tutorial, self.cursor))

    def steady_height(self, width: int) -> int:
        """The panel's height at ``width`` for the tallest step of this lesson (part):
        at the top of the log it keeps that height, so Next stays under the pointer."""
        key = (width, self.app.size, len(self.tutorial.steps))
        if self.steady_for[0] != key:
            known = self.hooks.text_args(self.board)
            heights = []
            for i, s in enumerate(self.tutorial.steps):
                # a later step's values are not known yet: a two-digit stand-in measures its room
                args = {name: "00" for name in catalog().placeholders(s.text_key(self.tutorial.game))} | known
                text = talk.step_text(self.tutorial, s, args)
                heights.append(placement.panel_height(width, text, s.kind, self.u, *talk.heading(self.tutorial, i)))
            tallest = max(heights)
            self.steady_for = (key, tallest)
        return self.steady_for[1]

    def place_panel(self) -> tuple[pygame.Rect, int]:
        """The panel's place and the height it takes from the top of the log's room (``placement.place_panel``)."""
        return placement.place_panel(self.app.size, self.board, self.stage(), self.hooks, self.targets(), self.u,
                                     self.panel_height, self.steady_height)

    def waiting_for(self) -> str:
        return talk.waiting_for(self.step)

    def targets(self) -> list[pygame.Rect]:
        self.board.ensure_layout()
        out: list[pygame.Rect] = []
        for name in self.step.highlight:
            out += self.hooks.rects(self.board, name)
        return out

    def lights(self) -> tuple[list[pygame.Rect], list[list[tuple[float, float]]]]:
        """What the coach lights: rectangles, and the outlines of targets lit along
        their shape (``CoachHooks.shapes``: a map's region)."""
        self.board.ensure_layout()
        rects: list[pygame.Rect] = []
        shapes: list[list[tuple[float, float]]] = []
        for name in self.step.highlight:
            outline = self.hooks.shapes(self.board, name)
            if outline:
                shapes += outline
            else:
                rects += self.hooks.rects(self.board, name)
        return rects, shapes

    def draw(self, surf: pygame.Surface) -> None:
        board = self.board
        pulse = self.app.pulse(self.app.now, 5.0)
        told_over = isinstance(self.stage(), NarrationOverlay)        # a window told over them: it is what is shown
        targets, shapes = ([], []) if told_over else self.lights()
        chrome = [getattr(board, "topbar", None), board.log_room() if getattr(board, "show_log", False) else None] if targets or shapes else []
        window.draw_lights(surf, targets, chrome, pulse, self.u, shapes)    # the top bar and the open log stay readable
        head, count = talk.heading(self.tutorial, self.cursor)
        mine = self.step.kind in ("do", "until")
        window.draw_panel(surf, self.panel, self.u, head, count, self.step_text(), mine, self.at_end and self.leads_on)
        self.group.draw(surf, self.k)

    def draw_message(self, surf: pygame.Surface) -> None:
        self.board.draw_message(surf)
        stage = self.stage()
        if stage is not self.board:
            stage.draw_message(surf)
        super().draw_message(surf)

    # --- for tests and screenshots ------------------------------------------------------------
    def facts(self) -> dict[str, Any]:
        return {"step": self.step.id, "cursor": self.cursor, "refusals": self.refusals, "log": len(self.ctl.match.log)}
