"""The scene stack: push / pop / replace, overlays, and never crashing.

``App`` owns the stack, the settings and the catalog; the window loop in
``app.py`` and the headless drivers (screenshot, selftest, tests) all call
``App.frame`` so they exercise exactly the same code.  An exception in a scene
is caught, written to the user's error log and shown in a message dialog.

The window redraws only when something changed (input, a pushed or rebuilt
scene, a game move) or while a scene animates (``Scene.frame_rate``); a still
picture costs nothing but a wake-up a few times a second for the bots' clock.
Animations and timers run on the app's one clock (``game.ui.table.motion``): each
scene's ``motions`` are advanced once a frame and the end of any of them
redraws, so the last picture of an animation is always shown.  Gentle "look
here" pulses (``Scene.ambient``) run for a few seconds after the last change
and then hold still (drawn once more, still).
"""

from __future__ import annotations

import math
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.ui import theme, widgets
from game.ui.i18n import catalog, tr
from game.ui.picture_cache import collect, fit_window, release
from game.ui.scene import MessageDialog, Scene
from game.ui.settings import Settings, save_settings
from game.ui.table.motion import Clock, Motions
from game.ui.table.toast import TIP_DELAY
from game.ui.tooltip import draw_tip

if TYPE_CHECKING:
    from game.ui.table.chrome import BoardChrome

AMBIENT_SECONDS = 4.0      # pulses run this long after the last change, then hold
AMBIENT_RATE = 20.0        # a slow pulse needs few pictures a second
POLL_BUSY = 0.03           # how often the loop looks at a thinking bot (s)
POLL_IDLE = 0.5            # how often it wakes when nothing at all happens (s)
ACTING_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)     # the keys that press what has the focus


class App:
    """Scene stack + shared services.  Headless when given no window."""

    def __init__(self, settings: Settings, size: tuple[int, int] = (1280, 800), persist: bool = True,
                 clock: Clock | None = None) -> None:
        self.settings = settings
        self.size = size
        self.persist = persist          # False in tests and screenshots: never touch user files
        # True when another running copy has the user folder (game.instance): saves,
        # settings and lessons are read but nothing is written.
        self.read_only = False
        self.sound_on = persist         # and never make a sound
        self.stack: list[Scene] = []
        self.running = True
        # The one clock every animation and timer runs on, read once a frame
        # (tests and still pictures pass a ``motion.StepClock``).
        self.clock = clock or Clock()
        self.motions = Motions(self.clock)      # the app's own timers (the tooltip's delay)
        self.hover_button: widgets.Button | None = None
        self.pointer: tuple[int, int] | None = None     # where the last mouse event was (``rehover``)
        self.hover_top: Scene | None = None             # the scene whose buttons' hover was last read
        # Seconds the pointer rests on a button before its tooltip shows; None
        # never shows one (screenshots: a slow machine must not draw a tooltip
        # that a fast one would not).
        self.tip_delay: float | None = TIP_DELAY
        self._backdrop: tuple[tuple[int, int], pygame.Surface] | None = None
        self.errors: list[str] = []
        self.window_request: Callable[[], None] | None = None
        self.desktop: tuple[int, int] | None = None     # the room the display gives a window (tests fake it; None: ask the display)
        self.first_frame: Callable[[], None] | None = None      # called once, after the first picture is on the screen
        self.dirty = True               # the picture is out of date
        self.last_change = self.clock.now
        self.ambient_until = self.last_change + AMBIENT_SECONDS     # pulses run until then
        self.last_draw = 0.0
        self.frames_drawn = 0
        self.home: type[Scene] | None = None       # the main menu's scene class (the first reset)
        self.menu_chosen: str | None = None         # the game the main menu last pointed at (kept across returns home)
        self._canvas: pygame.Surface | None = None      # frames for a too-small window
        catalog().set_language(settings.language)
        theme.colorblind_active = settings.colorblind
        fit_window(size)                # the pictures' shared budget grows with the window

    @property
    def now(self) -> float:
        """This frame's time (``clock.now``): what every update and draw reads."""
        return self.clock.now

    # --- stack ------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        self.stack.append(scene)
        self.dirty = True

    def pop(self, scene: Scene | None = None) -> None:
        self.dirty = True
        if scene is not None:
            if scene in self.stack:
                self.stack.remove(scene)
        elif self.stack:
            self.stack.pop()
        if not self.stack:
            self.running = False

    def replace(self, scene: Scene) -> None:
        if self.stack:
            self.stack.pop()
        self.stack.append(scene)
        self.dirty = True

    def reset(self, scene: Scene) -> None:
        self.stack = [scene]
        self.dirty = True
        if self.home is None:
            self.home = type(scene)
        elif type(scene) is self.home:
            self.left_game()        # the pause's "Leave", the scores' "Menu" and go_home all come here

    def left_game(self) -> None:
        """The game was left for the menu: its own pictures go with it (the menu draws
        none of them), and its scenes, freed, give their memory back."""
        release()
        collect()

    def go_home(self) -> None:
        """A fresh main menu alone on the stack (whatever scene the app was first reset to)."""
        home = self.home or (type(self.stack[0]) if self.stack else None)
        if home is not None:
            self.reset(home(self))
        self.left_game()

    def play_sound(self, name: str | None) -> None:
        """A sound effect at the settings' volume (silent when headless or muted)."""
        if name and self.sound_on:
            from game.ui import sound

            sound.play(name, self.settings.volume, self.settings.mute)

    def toggle_mute(self) -> None:
        self.settings.mute = not self.settings.mute
        self.save_settings()

    def save_settings(self) -> None:
        if self.persist and not self.read_only:
            try:
                save_settings(self.settings)
            except OSError as exc:          # said plainly, never as "something went wrong"
                from game.core.userlog import log

                where = exc.filename or "settings.json"
                log(f"settings: could not be saved to {where}: {exc.strerror or exc}")
                if self.running:
                    self.push(MessageDialog(self, tr("saves.settings_failed"), f"{str(where)[-80:]}: {exc.strerror or exc}"))

    # --- errors -----------------------------------------------------------------
    def fail(self, exc: BaseException) -> None:
        detail = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
        self.errors.append(detail)
        if len(self.errors) > 50:
            del self.errors[:-50]           # a fault repeating every frame must not grow memory
        if self.persist:
            from game.core.userlog import log

            log(detail)                     # capped and rotated, repeats dropped
        if isinstance(self.top, MessageDialog) and self.top.title_text == tr("error.title"):
            self.pop()      # the error dialog itself failed: drop it
            return
        self.push(MessageDialog(self, tr("error.title"), self.error_body(f"{type(exc).__name__}: {str(exc)[:300]}")))

    def request_quit(self) -> None:
        """Close Pocket Epics (the window's close box, the game menu's Quit): the
        game in play is autosaved on the way out; asks first if autosaves fail."""
        if not self.ask_before_losing_moves():
            self.running = False

    def boards(self) -> list[BoardChrome]:
        """The games' boards on the stack (each autosaves its game), lowest first."""
        from game.ui.table.chrome import BoardChrome

        return [s for s in self.stack if isinstance(s, BoardChrome)]

    def ask_before_losing_moves(self) -> bool:
        """Closing the window while the autosave fails asks first (once); True when it asked."""
        failing = [s for s in self.boards() if s.ctl.save_error]
        if not failing or getattr(self, "_asked_quit", False):
            return False
        self._asked_quit = True
        board = failing[0]          # a game's board (BoardChrome): it knows where else to save
        ctl = board.ctl

        def elsewhere() -> None:
            self._asked_quit = False
            self.push(board.save_elsewhere())

        def stay() -> None:
            self._asked_quit = False

        def leave() -> None:
            self.running = False

        self.push(MessageDialog(self, tr("saves.quit.title"), tr("saves.quit.body", why=ctl.save_error_text()),
                                [(tr("ui.cancel"), stay), (tr("saves.elsewhere.short"), elsewhere), (tr("saves.quit.anyway"), leave)]))
        return True

    def error_body(self, error: str) -> str:
        """The error dialog's text: it may say the game is autosaved only when it is."""
        ctls = [s.ctl for s in self.boards()]
        if not ctls:
            return tr("error.body_plain", error=error)
        for ctl in ctls:
            if ctl.autosave is None or ctl.save_error or not ctl.saves_ok:
                why = ctl.save_error_text() if ctl.save_error else tr("ui.not_available")
                return tr("error.body_unsaved", error=error, why=why[:120])
        return tr("error.body", error=error)

    # --- one frame ----------------------------------------------------------------
    def frame(self, surf: pygame.Surface, events: list[pygame.event.Event], dt: float, force: bool = True) -> bool:
        """Handle ``events``, let the scenes work, and draw if the picture is out
        of date (always with ``force``, as headless drivers want).  True if drawn.

        A window smaller than the boards can lay out (a window manager that
        ignores the minimum size) gets the frame drawn at the minimum size and
        scaled down, instead of a layout error every frame."""
        from game.ui.settings import MIN_WINDOW

        w, h = surf.get_size()
        if w >= MIN_WINDOW[0] and h >= MIN_WINDOW[1]:
            return self._frame(surf, events, dt, force)
        size = (max(w, MIN_WINDOW[0]), max(h, MIN_WINDOW[1]))
        if self._canvas is None or self._canvas.get_size() != size:
            self._canvas = pygame.Surface(size)
        fx, fy = size[0] / max(1, w), size[1] / max(1, h)
        scaled = []
        for event in events:
            if hasattr(event, "pos") and event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                attrs = dict(event.dict, pos=(int(event.pos[0] * fx), int(event.pos[1] * fy)))
                event = pygame.event.Event(event.type, attrs)
            scaled.append(event)
        drawn = self._frame(self._canvas, scaled, dt, force)
        if drawn and w > 0 and h > 0:
            pygame.transform.smoothscale(self._canvas, (w, h), surf)
        return drawn

    def _frame(self, surf: pygame.Surface, events: list[pygame.event.Event], dt: float, force: bool) -> bool:
        if surf.get_size() != self.size:
            self.size = surf.get_size()
            fit_window(self.size)
            self.dirty = True
        theme.colorblind_active = self.settings.colorblind
        now = self.clock.tick()             # the one time this frame's updates and drawing read
        if events:
            self.dirty = True
        for event in events:
            self.dispatch(event)
        top = self.top
        if top is None:
            return False
        try:
            for scene in list(self.stack):
                if hasattr(scene, "tick"):
                    scene.tick(dt)      # background work (bots) runs even under dialogs
            top.ensure_layout()
            self.rehover(top)
            top.update(dt)
            self.follow_hover()
        except Exception as exc:  # noqa: BLE001 - never crash to the desktop
            self.fail(exc)
        if self.dirty:                      # a change: pulses run a while again
            self.last_change = now
            self.ambient_until = now + AMBIENT_SECONDS
        if self.advance_motions(now):
            self.dirty = True
        if not (force or self.dirty or self._frame_due(now)):
            return False
        self.dirty = False
        self.last_draw = now
        self.frames_drawn += 1
        self.draw(surf)
        return True

    def visible(self) -> list[Scene]:
        """The scenes drawn this frame: the top one and the overlays down to an opaque one."""
        for i in range(len(self.stack) - 1, -1, -1):
            if not self.stack[i].overlay:
                return self.stack[i:]
        return list(self.stack)

    def wanted_rate(self, now: float) -> float:
        """Frames per second the picture needs now without input (0 = still).
        Timers (a message, a banner, a tooltip's delay) need none: their end
        redraws (``advance_motions``)."""
        rate = 0.0
        try:
            for scene in self.visible():
                rate = max(rate, scene.frame_rate(now))
                if scene.ambient() and now < self.ambient_until:
                    rate = max(rate, AMBIENT_RATE)
        except Exception as exc:  # noqa: BLE001
            self.fail(exc)
        return rate

    def moving(self) -> bool:
        """True while the picture changes by itself from frame to frame."""
        return self.wanted_rate(self.now) > 0

    def advance_motions(self, now: float) -> bool:
        """Advance every scene's animations and timers (and the app's) to ``now``;
        True when one started, ended or was stopped, or the pulses came to rest:
        the picture must be drawn again, even though nothing moves any more."""
        changed = self.motions.advance(now)
        for scene in list(self.stack):
            changed = scene.motions.advance(now) or changed
        if self.ambient_until and now >= self.ambient_until:
            self.ambient_until = 0.0            # the pulses hold still from now on
            try:
                changed = changed or (self.settings.anim_seconds > 0 and any(s.ambient() for s in self.visible()))
            except Exception as exc:  # noqa: BLE001
                self.fail(exc)
        return changed

    def rehover(self, top: Scene) -> None:
        """A scene that comes to the top (a screen or dialog over it closed, or it was
        just opened) reads the pointer again: its buttons kept the hover of when it
        was left, so the menu's Records stayed lit, its tooltip up, after Records
        closed wherever the pointer had gone since."""
        if top is self.hover_top:
            return
        first, self.hover_top = self.hover_top is None, top
        if first:
            return                      # the first frame: nothing was left behind
        for b in top.group.buttons:
            hover = self.pointer is not None and b.rect.collidepoint(self.pointer)
            if b.hover != hover:            # a button lit or put out: draw it (the frame may be idle)
                b.hover = hover
                self.dirty = True

    def follow_hover(self) -> None:
        """The pointer came to rest on another button: its tooltip shows after ``tip_delay``."""
        top = self.top
        b = top.group.hovered() if top is not None else None
        if b is not self.hover_button:
            self.hover_button = b
            if b is not None and self.tip_delay is not None:
                self.motions.start("tip", self.tip_delay, rate=0)
            else:
                self.motions.stop("tip")

    def pulse(self, now: float, speed: float = 4.0) -> float:
        """0..1 for a gentle glow; holds at 0.5 once the picture has been still a while."""
        if self.settings.anim_seconds <= 0 or now >= self.ambient_until:
            return 0.5
        return 0.5 + 0.5 * math.sin(now * speed)

    def _frame_due(self, now: float) -> bool:
        rate = self.wanted_rate(now)
        return rate > 0 and now - self.last_draw >= 1.0 / rate - 0.004

    def next_end(self) -> float:
        """When the next animation, timer or pulse ends (``math.inf``: none runs)."""
        ends = [self.motions.next_end()] + [s.motions.next_end() for s in self.stack]
        if self.ambient_until:
            ends.append(self.ambient_until)
        return min(ends)

    def wait_time(self) -> float:
        """Seconds the window loop may sleep before the next frame (0 = now)."""
        now = self.clock.peek()
        if self.dirty:
            return 0.0
        rate = self.wanted_rate(now)
        wait = POLL_IDLE
        if rate > 0:
            wait = min(wait, max(0.0, self.last_draw + 1.0 / rate - now))
        wait = min(wait, max(0.0, self.next_end() - now))       # wake for the next end: it redraws
        if any(scene.busy() for scene in self.stack):
            wait = min(wait, POLL_BUSY)
        return wait

    def dispatch(self, event: pygame.event.Event) -> None:
        top = self.top
        if top is None:
            return
        if event.type == pygame.QUIT:
            self.request_quit()
            return
        if event.type == pygame.DROPFILE:
            from game.ui.share import open_dropped

            open_dropped(self, event.file)  # a shared game dropped on the window
            return
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and hasattr(event, "pos"):
            self.pointer = event.pos
        if event.type == pygame.KEYDOWN and event.key in ACTING_KEYS and top.keys_held():
            top.hold_on()
            return                          # Space or Enter meant for what came before (Scene.hold_keys)
        try:
            top.ensure_layout()
            top.handle(event)
        except Exception as exc:  # noqa: BLE001
            self.fail(exc)

    def draw(self, surf: pygame.Surface) -> None:
        start = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if not self.stack[i].overlay:
                start = i
                break
        try:
            for scene in self.stack[start:]:
                scene.ensure_layout()
                widgets.next_layer()
                scene.draw(surf)
            top = self.top
            if top is not None:
                widgets.next_layer()
                top.draw_message(surf)
                widgets.next_layer()
                self.draw_tooltip(surf, top)
        except Exception as exc:  # noqa: BLE001
            surf.fill(theme.BG)
            self.fail(exc)

    def draw_tooltip(self, surf: pygame.Surface, scene: Scene) -> None:
        b = scene.group.hovered()
        if b is None or b is not self.hover_button or self.tip_delay is None or self.motions.running("tip"):
            return
        tip = b.tip()
        if not tip or (tip == scene.message and scene.motions.running("message")):
            return                      # (the toast says these very words now: not twice, one over the other)
        pos = pygame.mouse.get_pos() if pygame.display.get_init() and pygame.display.get_surface() else b.rect.center
        others = self.tip_others(scene, b)
        toast = scene.message_rect(surf.get_size())
        if toast is not None:
            others.append(toast)
        draw_tip(surf, tip, pos, scene.k, avoid=b.rect, others=others, soft=scene.keep_clear())

    @staticmethod
    def tip_others(scene: Scene, b: widgets.Button) -> list[pygame.Rect]:
        """The buttons a tooltip keeps off where it can (then the texts the scene keeps clear: ``Scene.keep_clear``)."""
        return [o.rect for o in scene.group.buttons if o is not b]

    def backdrop(self, size: tuple[int, int]) -> pygame.Surface:
        if self._backdrop and self._backdrop[0] == size:
            return self._backdrop[1]
        surf = pygame.Surface(size)
        w, h = size
        top, bottom = (30, 36, 52), (16, 18, 26)
        for y in range(0, h, 4):
            pygame.draw.rect(surf, theme.mix(top, bottom, y / max(1, h)), (0, y, w, 4))
        step = max(24, int(48 * theme.scale(size)))
        for x in range(-h, w, step):
            pygame.draw.line(surf, (40, 46, 64), (x, 0), (x + h, h), 1)
        self._backdrop = (size, surf)
        return surf
