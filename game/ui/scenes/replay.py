"""Replay a finished game or a save on the game's real board.

The game is rebuilt from its config and action log (``game.core.replay.Timeline``)
and each position is shown on the board its window makes, made read-only
(``replay_table``): the board reads its ``TableView`` as in play, but input
goes to the replay's controls below it, never to the board.  Controls: a step
back or forward (Left / Right), the start and the end (Home / End), the
previous or next turn or round (Page Up / Page Down, or the slider), play at a
pace (Space; + and - change the speed), whose eyes the board shows (V, or the
chips): a seat's own view, the table's public view, or, once the game is over,
everything (the board follows the seat to decide and the log tells every
event).  A save of a game in progress offers only the people's own views.
The board's own log is the history beside it.  Esc goes back.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from game.core.bots import LEVELS
from game.core.replay import Timeline
from game.ui import fonts, theme, widgets
from game.ui.controller import SeatSpec
from game.ui.i18n import tr
from game.ui.scene import Scene
from game.ui.scenes.replay_table import ReplayController, ReplayMatch, read_only

SPEEDS = (1, 2, 4, 8, 16)              # steps a second while playing
ALL = "all"                             # the viewer choice "everything"
STRIP = 92                              # the controls' height below the board, in logical units
GAME_OVER_BUTTONS = ("scores", "leave")    # the data of a board's "Final scores" and "Main menu" (Conquest's and Galaxies' trays)


def viewer_choices(seats: list[SeatSpec], players: int, over: bool) -> list[int | str | None]:
    """Whose eyes the replay may show: the table (public only) and each seat, and
    everything once the game is over; a game in progress only the people's own
    views (all seats when nobody was a person)."""
    people = [s for s, spec in enumerate(seats[:players]) if spec.kind == "human"]
    if over:
        return [None, *range(players), ALL]
    return [None, *(people or range(players))]


class ReplayScene(Scene):
    """One game's positions, step by step, on its own board."""

    def __init__(self, app: Any, timeline: Timeline, seats: list[SeatSpec], meta: dict[str, Any] | None = None,
                 step: int | None = None) -> None:
        super().__init__(app)
        from game.registry import get_entry

        self.timeline = timeline
        players = timeline.config.players
        # a level this version does not know (a newer version's record) is shown as a normal bot
        self.seats = [SeatSpec(spec.kind, spec.level if spec.level in LEVELS else "normal", spec.name)
                      for spec in (list(seats) + [SeatSpec() for _ in range(players)])[:players]]
        self.match = ReplayMatch(timeline.config, timeline.rules)
        self.ctl = ReplayController(self.match, self.seats, None, lambda: 0.0, dict(meta or {}))
        self.canvas: pygame.Surface | None = None     # the board drawn at the window's size, before it is scaled
        window = get_entry(timeline.config.game).load_window()
        self.board: Any = read_only(window.board_scene(app, self.ctl))     # the game's BoardChrome, read-only
        self.choices = viewer_choices(self.seats, players, timeline.over)
        people = [s for s, spec in enumerate(self.seats) if spec.kind == "human"]
        self.choice: int | str | None = people[0] if people else (ALL if timeline.over else None)
        self.step = -1
        self.playing = False
        self.speed = 1                  # index in SPEEDS
        self.dragging = False
        self.mouse = (0, 0)
        self.slider = pygame.Rect(0, 0, 0, 0)
        self.go(len(timeline) // 2 if step is None else step)

    # --- what is shown ------------------------------------------------------------
    def viewer_for(self, step_state: Any) -> int | None:
        """The board's viewer: the chosen seat; with everything, the seat to decide."""
        if self.choice != ALL:
            return self.choice if isinstance(self.choice, int) else None
        rules = self.timeline.rules
        deciding = [s for s in rules.to_move(step_state) if s < self.timeline.config.players]
        if deciding:
            return deciding[0]
        return self.board.replay_viewer

    def go(self, step: int, retell: bool = False) -> None:
        """Show the position after ``step`` actions.  The log gets the new lines of
        a step forward; a step back, a jump or another viewer retells it.  Always
        quietly: a narration or reveal overlay would stand over the replay."""
        step = max(0, min(step, len(self.timeline)))
        if step == self.step:
            return
        retell = retell or step != self.step + 1
        if step == self.step + 1 and len(self.match.state.log) == self.step:
            self.timeline.step_on(self.match.state)         # the state is the replay's own copy
        else:
            self.match.state = self.timeline.state_at(step)
        self.step = step
        self.match.show_all = self.choice == ALL
        self.board.replay_viewer = self.viewer_for(self.match.state)
        if retell:
            self.board.forget_log()
            self.board.log_scroll = 0
        self.board.refresh(force=True, quiet=True)
        if step >= len(self.timeline):
            self.playing = False
        self.rebuild()

    def choose(self, choice: int | str | None) -> None:
        self.choice = choice
        self.step, step = -1, self.step
        self.go(step, retell=True)

    def next_choice(self) -> None:
        i = self.choices.index(self.choice) if self.choice in self.choices else -1
        self.choose(self.choices[(i + 1) % len(self.choices)])

    def toggle_play(self) -> None:
        if not self.playing and self.step >= len(self.timeline):
            self.go(0)
        self.playing = not self.playing
        if self.playing:
            self.motions.start("play", 1 / SPEEDS[self.speed], rate=0)
        else:
            self.motions.stop("play")
        self.rebuild()

    def faster(self, by: int) -> None:
        self.speed = max(0, min(len(SPEEDS) - 1, self.speed + by))
        if self.playing:
            self.motions.start("play", 1 / SPEEDS[self.speed], rate=0)      # the new pace from now
        self.rebuild()

    # --- the frame ------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.board.motions.advance(self.app.now):
            self.app.dirty = True
        if self.playing and not self.motions.running("play"):
            self.go(self.step + 1)
            if self.playing:
                self.motions.start("play", 1 / SPEEDS[self.speed], rate=0)
        self.board.update(dt)

    def frame_rate(self, now: float) -> float:
        return max(super().frame_rate(now), self.board.frame_rate(now))

    def animating(self) -> bool:
        return self.board.animating()

    def forget_frame(self) -> None:
        self.board.forget_frame()

    def room(self) -> pygame.Rect:
        """The controls' strip along the bottom."""
        w, h = self.app.size
        return pygame.Rect(0, h - self.u(STRIP), w, self.u(STRIP))

    def board_area(self) -> pygame.Rect:
        """Where the board is shown: its picture at the window's size, scaled to the room above the strip."""
        w, h = self.app.size
        room_h = self.room().y
        bw = w * room_h // h
        return pygame.Rect((w - bw) // 2, 0, bw, room_h)

    def build(self) -> None:
        w, h = self.app.size
        strip = self.room()
        u = self.u
        y, bh, gap = strip.y + u(8), u(36), u(6)
        x = u(12)
        buttons: list[widgets.Button] = []
        total = len(self.timeline)
        playing = "replay.pause" if self.playing else "replay.play"
        for key, mark, action, enabled in (
                ("replay.start", "❚◀", partial(self.go, 0), self.step > 0),
                ("replay.prev", "◀", lambda: self.go(self.step - 1), self.step > 0),
                (playing, "❚❚" if self.playing else "▶", self.toggle_play, total > 0),
                ("replay.next", "▶", lambda: self.go(self.step + 1), self.step < total),
                ("replay.end", "▶❚", partial(self.go, total), self.step < total)):
            width = u(58) if key == playing else u(44)
            buttons.append(widgets.Button(pygame.Rect(x, y, width, bh), mark, action, enabled=enabled, tooltip=tr(key),
                                          style="primary" if key == playing else "normal", data=("control", key)))
            x += width + gap
        x += u(10)
        self.speed_rect = pygame.Rect(x + u(34) + gap, y, u(130), bh)
        buttons.append(widgets.Button(pygame.Rect(x, y, u(34), bh), "−", partial(self.faster, -1), enabled=self.speed > 0,
                                      tooltip=tr("replay.slower")))
        buttons.append(widgets.Button(pygame.Rect(self.speed_rect.right + gap, y, u(34), bh), "+", partial(self.faster, 1),
                                      enabled=self.speed < len(SPEEDS) - 1, tooltip=tr("replay.faster")))
        x = self.speed_rect.right + gap + u(34) + u(18)
        self.seen_rect = pygame.Rect(x, y, u(84), bh)
        x += u(88)
        back = pygame.Rect(0, y, u(110), bh)
        back.right = w - u(12)
        room = back.x - u(12) - x
        labels = [self.choice_label(c) for c in self.choices]
        size = u(14)
        widths = [fonts.font(size, "bold").size(label)[0] + u(22) for label in labels]
        squeeze = min(1.0, (room - gap * len(labels)) / max(1, sum(widths)))
        for choice, label, cw in zip(self.choices, labels, widths, strict=True):
            cw = int(cw * squeeze)
            buttons.append(widgets.Button(pygame.Rect(x, y + u(3), cw, bh - u(6)), label, partial(self.choose, choice),
                                          style="chip", selected=choice == self.choice, data=("view", choice)))
            x += cw + gap
        buttons.append(widgets.Button(back, tr("ui.back"), self.back))
        row = y + bh + u(8)
        self.label_rect = pygame.Rect(u(12), row, u(230), u(34))
        self.keys_rect = pygame.Rect(w - u(12) - u(430), row, u(430), u(34))
        self.slider = pygame.Rect(self.label_rect.right + u(12), row + u(10), self.keys_rect.x - self.label_rect.right - u(36), u(14))
        self.group.set(buttons)

    def choice_label(self, choice: int | str | None) -> str:
        if choice is None:
            return tr("replay.view.table")
        if choice == ALL:
            return tr("replay.view.all")
        assert isinstance(choice, int)
        return self.board.seat_name(choice) or tr("saves.player", n=choice + 1)

    # --- input --------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """The replay's keys and the slider; nothing reaches the board (read-only)."""
        if event.type == pygame.KEYDOWN and not event.mod & pygame.KMOD_CTRL:
            k = event.key
            total = len(self.timeline)
            jumps: dict[int, Callable[[], int]] = {
                pygame.K_LEFT: lambda: self.step - 1, pygame.K_RIGHT: lambda: self.step + 1,
                pygame.K_HOME: lambda: 0, pygame.K_END: lambda: total,
                pygame.K_PAGEUP: lambda: self.timeline.next_chapter(self.step, False),
                pygame.K_PAGEDOWN: lambda: self.timeline.next_chapter(self.step, True)}
            controls: dict[int, Callable[[], None]] = {
                pygame.K_SPACE: self.toggle_play, pygame.K_v: self.next_choice,
                pygame.K_PLUS: partial(self.faster, 1), pygame.K_EQUALS: partial(self.faster, 1),
                pygame.K_KP_PLUS: partial(self.faster, 1), pygame.K_MINUS: partial(self.faster, -1),
                pygame.K_KP_MINUS: partial(self.faster, -1)}
            if k in jumps:
                if self.playing:
                    self.toggle_play()          # stepping by hand stops the play
                self.go(jumps[k]())
                return
            if k in controls:
                controls[k]()
                return
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.MOUSEWHEEL and self.board.log_room().collidepoint(self.on_board(self.mouse)):
            self.board.scroll_log(event.y * 3)          # reading the history changes nothing in the game
            self.app.dirty = True
            return
        told = self.log_step_at(event.pos) if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 else None
        if told is not None:                    # a line of the log: the moment it tells
            if self.playing:
                self.toggle_play()              # going somewhere by hand stops the play
            self.go(told)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.slider.inflate(0, self.u(16)).collidepoint(event.pos):
            self.dragging = True
            self.slide(event.pos[0])
            return
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self.slide(event.pos[0])
            return
        if event.type == pygame.MOUSEBUTTONUP and self.dragging:
            self.dragging = False
            return
        super().handle(event)

    def on_board(self, pos: tuple[int, int]) -> tuple[int, int]:
        """The point of the board (laid out at the window's size) shown at ``pos`` on the screen."""
        area, (w, h) = self.board_area(), self.app.size
        return (pos[0] - area.x) * w // max(1, area.w), (pos[1] - area.y) * h // max(1, area.h)

    def log_event_at(self, pos: tuple[int, int]) -> int | None:
        """The event of the log line shown at ``pos`` on the screen (None: no line there)."""
        if self.dragging or not self.board_area().collidepoint(pos):
            return None
        return self.board.log_line_at(self.on_board(pos))

    def log_step_at(self, pos: tuple[int, int]) -> int | None:
        """The step whose position first tells the log line shown at ``pos`` (None: no line there)."""
        at = self.log_event_at(pos)
        return None if at is None else self.timeline.step_of_event(at)

    def on_screen(self, rect: pygame.Rect) -> pygame.Rect:
        """A rect of the board (laid out at the window's size) where it shows on the screen."""
        area, (w, h) = self.board_area(), self.app.size
        return pygame.Rect(area.x + rect.x * area.w // max(1, w), area.y + rect.y * area.h // max(1, h),
                           rect.w * area.w // max(1, w), rect.h * area.h // max(1, h))

    def slide(self, x: int) -> None:
        self.go(self.step_under(x))

    # --- drawing ------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        """The board drawn as at the window's size (so it lays out as in play), scaled into its room; the strip below."""
        if self.canvas is None or self.canvas.get_size() != surf.get_size():
            self.canvas = pygame.Surface(surf.get_size())
        self.board.ensure_layout()
        self.board.draw(self.canvas)
        veil = pygame.Surface((1, 1), pygame.SRCALPHA)
        veil.fill((12, 14, 20, 150))
        for b in self.board.group.buttons:        # the top bar's and the game-over buttons do nothing here: shown greyed
            if (b.region == widgets.TOP or b.data in GAME_OVER_BUTTONS) and b.rect.w > 0 and b.rect.h > 0:
                self.canvas.blit(pygame.transform.scale(veil, b.rect.size), b.rect)
        surf.fill(theme.BG)
        area = self.board_area()
        pygame.transform.smoothscale(self.canvas, area.size, surf.subsurface(area))
        strip = self.room()
        pygame.draw.rect(surf, theme.BG2, strip)
        pygame.draw.line(surf, theme.GOLD, strip.topleft, strip.topright, max(1, self.u(2)))
        r = self.speed_rect
        widgets.text(surf, tr("replay.speed", n=SPEEDS[self.speed]), r.center, self.u(15), theme.TEXT, anchor="center",
                     max_width=r.w - self.u(8))
        widgets.text(surf, tr("replay.view"), self.seen_rect.midleft, self.u(15), theme.MUTED, anchor="midleft",
                     max_width=self.seen_rect.w)
        self.draw_slider(surf)
        self.draw_hover_tag(surf)
        self.draw_log_hover(surf)
        widgets.wrapped_fit(surf, tr("replay.keys"), self.keys_rect, self.u(12), theme.MUTED, minimum=8)
        self.group.draw(surf, self.k)

    def step_under(self, x: int) -> int:
        """The step the slider stands for at ``x``."""
        share = (x - self.slider.x) / max(1, self.slider.w)
        return round(max(0.0, min(1.0, share)) * len(self.timeline))

    def where(self, step: int) -> str:
        """The turn or round of ``step`` and the step itself, in words."""
        text = tr("replay.step", step=step, total=len(self.timeline))
        at = self.timeline.chapter_at(step)
        if at is not None:
            word = "round" if self.timeline.rules.turn_word == "round" else "turn"
            text = tr(f"replay.chapter.{word}", n=at.number) + " · " + text
        return text

    def draw_hover_tag(self, surf: pygame.Surface) -> None:
        """Pointing at the slider says where a click would go, just above the strip."""
        if not self.slider.inflate(0, self.u(16)).collidepoint(self.mouse) or self.dragging:
            return
        text = self.where(self.step_under(self.mouse[0]))
        size = self.u(14)
        tag = pygame.Rect(0, 0, fonts.font(size, "bold").size(text)[0] + self.u(20), self.u(26))
        tag.midbottom = (self.mouse[0], self.room().y - self.u(4))
        tag.clamp_ip(pygame.Rect(0, 0, *self.app.size))
        widgets.panel(surf, tag, theme.BG2, self.u(6), theme.GOLD)
        widgets.text(surf, text, tag.center, size, theme.TEXT, "bold", anchor="center", max_width=tag.w - self.u(8))

    def draw_log_hover(self, surf: pygame.Surface) -> None:
        """Pointing at a line of the log frames it and says where a click goes."""
        at = self.log_event_at(self.mouse)
        if at is None:
            return
        step = self.timeline.step_of_event(at)
        rows = [self.on_screen(rect) for rect, event in self.board.log_hits if event == at]
        line = rows[0].unionall(rows[1:])
        pygame.draw.rect(surf, theme.GOLD, line.inflate(self.u(4), self.u(2)), max(1, self.u(1)), border_radius=self.u(4))
        text = tr("replay.jump", where=self.where(step))
        size = self.u(13)
        tag = pygame.Rect(0, 0, fonts.font(size, "bold").size(text)[0] + self.u(20), self.u(24))
        tag.bottomright = (line.right, line.y - self.u(3))
        tag.clamp_ip(pygame.Rect(0, 0, *self.app.size))
        widgets.panel(surf, tag, theme.BG2, self.u(6), theme.GOLD)
        widgets.text(surf, text, tag.center, size, theme.TEXT, "bold", anchor="center", max_width=tag.w - self.u(8))

    def draw_slider(self, surf: pygame.Surface) -> None:
        """The game's length as a bar: a tick where each turn or round starts, the step shown in gold."""
        s, total = self.slider, max(1, len(self.timeline))
        pygame.draw.rect(surf, theme.PANEL, s, border_radius=s.h // 2)
        done = pygame.Rect(s.x, s.y, s.w * self.step // total, s.h)
        pygame.draw.rect(surf, theme.mix(theme.GOLD, theme.PANEL, 0.45), done, border_radius=s.h // 2)
        chapters = self.timeline.chapters
        every = max(1, len(chapters) * self.u(6) // max(1, s.w))      # no denser than one tick per 6 units
        for chapter in chapters[::every]:
            x = s.x + s.w * chapter.step // total
            pygame.draw.line(surf, theme.EDGE, (x, s.y - self.u(3)), (x, s.bottom + self.u(3)))
        knob = (s.x + s.w * self.step // total, s.centery)
        pygame.draw.circle(surf, theme.GOLD, knob, self.u(10))
        pygame.draw.circle(surf, theme.INK, knob, self.u(10), max(1, self.u(2)))
        where = self.where(self.step)
        widgets.text(surf, where, self.label_rect.midleft, self.u(15), theme.TEXT, "bold", anchor="midleft",
                     max_width=self.label_rect.w)


# --------------------------------------------------------------------------- ways in


def open_record(app: Any, entry: dict[str, Any]) -> None:
    """Replay a finished game of the records (its kept config and moves), from its start."""
    from game.core import records
    from game.core.saves import SaveError

    try:
        timeline = Timeline.from_record(entry.get("record"))
    except SaveError as exc:
        app.push(_failed(app, str(exc)))
        return
    seats = [SeatSpec("human") if s == records.PERSON else SeatSpec("bot", s) for s in entry.get("seats", [])]
    app.push(ReplayScene(app, timeline, seats, step=0))


def open_save(app: Any, path: Any) -> None:
    """Replay a save's game from its start (a game in progress: only the people's own views)."""
    from game.core.saves import SaveError, read_save
    from game.ui import session

    try:
        data = read_save(path)
        timeline = Timeline.from_data(data, session.shown(path.name, 80))
        meta = session.check_meta(data.get("meta") or {}, timeline.config, session.shown(path.name, 80))
    except SaveError as exc:
        app.push(_failed(app, str(exc)))
        return
    seats = [SeatSpec.from_json(s) for s in meta.get("seats") or []]
    kept: dict[str, Any] = {k: meta[k] for k in ("colours", "names") if k in meta}
    app.push(ReplayScene(app, timeline, seats, kept, step=0))


def _failed(app: Any, why: str) -> Scene:
    from game.ui import session
    from game.ui.scene import MessageDialog

    return MessageDialog(app, tr("replay.failed"), session.shown(why, 300))


def stage(app: Any, game: str, seed: int) -> None:
    """The screenshot's replay: a seeded bots-only game, shown at its middle."""
    from game.core.replay import bots_game

    timeline = Timeline(bots_game(game, seed))
    app.push(ReplayScene(app, timeline, [SeatSpec("bot", "easy") for _ in range(timeline.config.players)]))
