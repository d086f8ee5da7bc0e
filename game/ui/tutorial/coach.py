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
from game.ui import theme, widgets
from game.ui.i18n import catalog, tr
from game.ui.scene import MessageDialog, Scene
from game.ui.tutorial import COACH_KEY
from game.ui.tutorial.hooks import CoachHooks
from game.ui.tutorial.scripted import ScriptedBot
from game.ui.tutorial.spotlight import draw_spotlight

LOG_LINES_KEPT = 4          # the game log keeps at least its title and these lines under the coach's panel


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
        """A person's move or undo: True lets it through; else it is explained.
        Undo takes back the learner's own last move (and the bots' replies after
        it, never a bot's move on its own: ``Match.undo_point``); the lesson's
        step follows the log back (``follow_log``)."""
        step = self.step
        if action == ("undo",):
            if seat == self.tutorial.person:
                return True
            self.refuse(tr("tutorial.wrong.undo"))
            return False
        if step.kind == "do" and seat == self.tutorial.mover(step) and step.fits(action):
            return True
        self.refuse(self.why_wrong())
        return False

    def why_wrong(self) -> str:
        """The coach's answer to a move (or click) the step does not ask for."""
        step = self.step
        key = step.wrong_key(self.tutorial.game)
        if catalog().has(key):
            return self.text(key)
        if step.kind == "do":
            return tr("tutorial.wrong.do")
        if step.kind == "until":
            return tr("tutorial.wrong.until")
        return tr("tutorial.wrong.next")

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
        """Whether the coach goes above ``scene``: a dialog of the game's the lesson
        works in (``CoachHooks.coach_over``), or the game's final scores."""
        return self.hosts_coach(scene) or self.hooks.coach_over(scene)

    @staticmethod
    def hosts_coach(scene) -> bool:
        """The final scores (``ScoreTableScene``, known by what it offers: the
        scores sit below the menu, which starts lessons, so no import here)."""
        return callable(getattr(scene, "host_coach", None))

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
        where = self.input_at(event, stage)
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

    def input_at(self, event: pygame.event.Event, stage) -> tuple[int, int] | None:
        """Where a piece of the player's input acts on the board: a click's point, a
        drop's (a button released away from where it was pressed), or for a key the
        point of what it presses (``CoachHooks.key_target``; a key
        that acts where nothing is drawn: off the screen).  None: it builds nothing.
        Clicks and keys meet the same gate here."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            return event.pos
        if event.type == pygame.MOUSEBUTTONUP and not self.swallow_up and self.down_at:  # a drop (a drag's end) acts where it lands
            x, y = self.down_at
            if abs(event.pos[0] - x) + abs(event.pos[1] - y) > self.u(12):
                return event.pos
            return None
        if event.type == pygame.KEYDOWN and stage is self.board:
            rect = self.hooks.key_target(self.board, event)
            if rect is not None:
                return rect.center if rect.w and rect.h else (-1, -1)
        return None

    def off_target(self, pos: tuple[int, int]) -> bool:
        """A click off the lit targets at a step whose game asks for targets only
        (``CoachHooks.only_targets``: a move built by several clicks)."""
        step = self.step
        if step.kind not in ("do", "until") or self.on_chrome(pos) or not self.hooks.only_targets(self.board, step):
            return False
        return not any(t.inflate(self.u(8), self.u(8)).collidepoint(pos) for t in self.targets())

    def on_chrome(self, pos: tuple[int, int]) -> bool:
        """Whether ``pos`` is on the board's top bar (menu, rules, log: always at hand)."""
        topbar = getattr(self.board, "topbar", None)
        return topbar is not None and topbar.collidepoint(pos)

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
        self.lift()
        self.follow_log()
        self.ctl.paused = not self.bots_may_move()
        self.settle()

    def update(self, dt: float) -> None:
        self.board.ensure_layout()
        self.board.update(dt)
        self.lift()                     # (the final scores the board may just have opened)
        self.follow_log()
        if self.resume is not None:
            resume, self.resume = self.resume, None
            self.take_up(resume)
        step = self.step
        if step.kind == "until" and self.hooks.done(self.board, step.condition):
            self.cursor += 1
            self.plan_bots()
            self.rebuild()
        self.ctl.paused = not self.bots_may_move()
        self.settle()

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
        return self.text(self.step.text_key(self.tutorial.game))

    # --- layout and drawing ---------------------------------------------------------------------
    def build(self) -> None:
        self.board.ensure_layout()
        self.panel, taken = self.place_panel()
        if getattr(self.board, "log_yield", taken) != taken:
            self.board.log_yield = taken            # the log shows below the panel
            self.app.dirty = True
        self.placed_for = self.placement_key()
        p = self.panel
        bh = self.u(40)
        gap = self.u(8)
        inner = p.w - self.u(24)
        buttons: list[widgets.Button] = []
        row_y = p.bottom - self.u(12) - bh
        if self.at_end:
            menu_w = min(self.u(120), inner // 3)       # as Leave: the long "Play a real game" gets the room
            buttons.append(widgets.Button(pygame.Rect(p.x + self.u(12), row_y, menu_w, bh), tr("tutorial.end.menu"),
                                          lambda: self.end(False), data="coach_menu"))
            buttons.append(widgets.Button(pygame.Rect(p.x + self.u(12) + menu_w + gap, row_y, inner - menu_w - gap, bh),
                                          tr("tutorial.end.play"), lambda: self.end(True),
                                          style="normal" if self.leads_on else "primary", data="coach_play"))
            if self.leads_on:           # a part that leads on: its next part first, above the row
                nxt = self.tutorial.next
                buttons.append(widgets.Button(pygame.Rect(p.x + self.u(12), row_y - bh - gap, inner, bh),
                                              tr("tutorial.end.next", part=tr(nxt.title_key) if nxt else ""),
                                              self.on_next or self.app.go_home, style="primary", data="coach_part"))
        else:
            leave_w = min(self.u(120), inner // 3)
            buttons.append(widgets.Button(pygame.Rect(p.x + self.u(12), row_y, leave_w, bh), tr("tutorial.leave"), self.ask_leave,
                                          tooltip=tr("tutorial.leave.tip"), data="coach_leave"))
            nx = p.x + self.u(12) + leave_w + gap
            label = tr("tutorial.watch") if self.step.kind == "watch" else tr("tutorial.next")
            buttons.append(widgets.Button(pygame.Rect(nx, row_y, p.right - self.u(12) - nx, bh), label, self.next,
                                          enabled=self.needs_next(), style="primary", why_disabled=self.waiting_for,
                                          data="coach_next"))
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
        return self.u(36) + LOG_LINES_KEPT * (int(self.u(13) * 1.3) + 1)

    def panel_height(self, width: int) -> int:
        """How tall the panel must be at ``width`` for the step's text at its size (``draw_panel``'s layout)."""
        top = self.u(58) if width < self.u(300) else self.u(40)
        bottom = self.u(64) + (self.u(24) if self.step.kind in ("do", "until") else 0)
        text = widgets.wrapped_height(self.step_text(), self.u(16), width - self.u(28))
        return max(self.u(160), top + text + self.u(10) + bottom)

    def place_panel(self) -> tuple[pygame.Rect, int]:
        """The panel's place and the height it takes from the top of the log's room.

        Never over the open log nor a lit target: at the top of the log's column
        with the log below it (as tall as the text needs, the log keeping a few
        lines); else in a room the game offers (``CoachHooks.panel_places``);
        else the log's column with the log at its least (the text a size
        smaller); else a corner of the window clear of the targets."""
        b = self.board
        w, h = self.app.size
        stage = self.stage()
        if self.hosts_coach(stage):                 # the final scores leave the coach room beside them
            panel = stage.host_coach(self.u(330))
            if panel.w < self.u(220) or panel.h < self.u(160):
                panel = pygame.Rect(w - self.u(340), h - self.u(300), self.u(330), self.u(290))
            return panel, 0
        fixed = self.hooks.panel_rect(b)
        if fixed is not None:
            return pygame.Rect(fixed), 0
        gap, edge, least_w = self.u(8), self.u(10), self.u(220)
        avoid = [t.inflate(self.u(14), self.u(14)) for t in self.targets()] + list(self.hooks.panel_avoid(b))
        log = pygame.Rect(b.log_rect) if b.show_log and b.log_rect.w > 0 and b.log_rect.h > 0 else None

        def clear(r: pygame.Rect) -> bool:
            return r.w >= least_w and not any(r.colliderect(a) for a in avoid) and (log is None or not r.colliderect(log))

        column = None
        if log is not None:
            column = log.copy()
            for a in avoid:                  # what reaches over the column's left edge: the panel starts after it
                if a.colliderect(column) and a.x <= column.x + column.w // 3:
                    column.w, column.x = column.right - a.right - gap, a.right + gap
            room = column.h - self.log_least() - gap
            if column.w >= least_w and room >= self.panel_height(column.w):
                panel = pygame.Rect(column.x, column.y, column.w, self.panel_height(column.w))
                if not any(panel.colliderect(a) for a in avoid):
                    return panel, panel.h + gap
        for place in self.hooks.panel_places(b):       # the whole room (one panel in place of another), else its top
            need = self.panel_height(place.w)
            for panel in (pygame.Rect(place), pygame.Rect(place.x, place.y, place.w, need)):
                if place.h >= need and clear(panel):
                    return panel, 0
        if column is not None and column.w >= least_w:
            hgt = column.h - self.log_least() - gap
            panel = pygame.Rect(column.x, column.y, column.w, hgt)
            if hgt >= self.u(160) and not any(panel.colliderect(a) for a in avoid):
                return panel, hgt + gap
        if log is None and b.log_rect.w >= least_w and b.log_rect.y > 0:     # the log hidden: where it stood, if still free
            spot = pygame.Rect(b.log_rect.x, b.log_rect.y, b.log_rect.w, self.panel_height(b.log_rect.w))
            if spot.bottom <= h - edge and clear(spot):
                return spot, 0
        top = getattr(b, "topbar", pygame.Rect(0, 0, 0, 0)).bottom + edge
        corners: list[pygame.Rect] = []
        for pw in (self.u(330), self.u(280), self.u(240)):      # narrower ones fit beside a wide target
            pw = min(pw, w - 2 * edge)
            ph = min(self.panel_height(pw), h - top - edge)
            corners += [pygame.Rect(w - pw - edge, h - ph - edge, pw, ph), pygame.Rect(w - pw - edge, top, pw, ph),
                        pygame.Rect(edge, h - ph - edge, pw, ph), pygame.Rect(edge, top, pw, ph)]
        for corner in corners:
            if clear(corner):
                return corner, 0
        if column is not None and column.w >= least_w:      # nothing clear: the log keeps its least, the panel the rest
            hgt = max(self.u(120), column.h - self.log_least() - gap)
            return pygame.Rect(column.x, column.y, column.w, hgt), hgt + gap

        def covered(r: pygame.Rect) -> int:
            return sum(r.clip(a).w * r.clip(a).h for a in avoid)

        return min(corners[:4], key=covered), 0             # the corner that hides the least of the targets

    def waiting_for(self) -> str:
        step = self.step
        if step.kind == "watch":
            return tr("tutorial.wait.bots")
        return tr("tutorial.wait.do")

    def targets(self) -> list[pygame.Rect]:
        self.board.ensure_layout()
        out: list[pygame.Rect] = []
        for name in self.step.highlight:
            out += self.hooks.rects(self.board, name)
        return out

    def draw(self, surf: pygame.Surface) -> None:
        p = self.app.pulse(self.app.now, 5.0)
        colour = theme.mix(theme.GOLD, (255, 255, 255), 0.35 * p)
        targets = [t.inflate(self.u(8), self.u(8)) for t in self.targets()]
        if targets:
            self.draw_spotlight(surf, targets)
        for r in targets:
            pygame.draw.rect(surf, (20, 16, 8), r.inflate(self.u(4), self.u(4)), max(2, self.u(3)), border_radius=self.u(10))
            pygame.draw.rect(surf, colour, r, max(3, self.u(4)), border_radius=self.u(9))
        self.draw_panel(surf)

    def draw_spotlight(self, surf: pygame.Surface, targets: list[pygame.Rect]) -> None:
        """Dim the board outside the targets; the top bar and the open log stay readable."""
        board = self.board
        chrome = [getattr(board, "topbar", None), board.log_room() if getattr(board, "show_log", False) else None]
        draw_spotlight(surf, targets, chrome, self.u(9), self.u(4))

    def draw_panel(self, surf: pygame.Surface) -> None:
        r = self.panel
        widgets.shadow(surf, r, self.u(12))
        widgets.panel(surf, r, (34, 40, 58), self.u(12), theme.GOLD, 2)
        head = tr("tutorial.title", game=tr(f"{self.tutorial.game}.name"))
        count = tr("tutorial.progress", n=min(self.cursor + 1, len(self.tutorial.steps)), total=len(self.tutorial.steps))
        if self.tutorial.part:
            count = tr("tutorial.progress.part", part=tr(self.tutorial.title_key), progress=count)
        narrow = r.w < self.u(300)          # a panel beside a game's dialog: the count under the title
        top = self.u(40)
        if narrow:
            widgets.text(surf, head, (r.x + self.u(14), r.y + self.u(10)), self.u(17), theme.GOLD, "bold", max_width=r.w - self.u(28))
            widgets.text(surf, count, (r.x + self.u(14), r.y + self.u(34)), self.u(13), theme.MUTED, max_width=r.w - self.u(28))
            top = self.u(58)
        else:
            crect = widgets.text(surf, count, (r.right - self.u(12), r.y + self.u(12)), self.u(13), theme.MUTED, anchor="topright")
            widgets.text(surf, head, (r.x + self.u(14), r.y + self.u(10)), self.u(17), theme.GOLD, "bold",
                         max_width=crect.x - r.x - self.u(24))
        mine = self.step.kind in ("do", "until")
        bottom = r.bottom - self.u(64) - (self.u(24) if mine else 0) - (self.u(48) if self.at_end and self.leads_on else 0)
        body = pygame.Rect(r.x + self.u(14), r.y + top, r.w - self.u(28), bottom - r.y - top)
        widgets.wrapped_fit(surf, self.step_text(), body, self.u(16), theme.TEXT)
        if mine:
            widgets.text(surf, tr("tutorial.your_move"), (r.x + self.u(14), bottom + self.u(4)), self.u(14), theme.ACCENT, "bold",
                         max_width=body.w)
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
