"""A scene: one screen of the window (a menu, a board, a dialog) and its toast.

A ``Scene`` lays itself out for the window's size and language, handles input
through its focus group, and draws; ``MessageDialog`` is the modal message
every part of the window uses.  The stack that holds the scenes, runs them a
frame at a time and never lets one crash the window is ``game.ui.stack.App``;
a scene knows it as a :class:`Host` (what a scene may ask of the window), so the
stack imports the scenes and never the other way round.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import pygame

from game.ui import fonts, theme, widgets
from game.ui.i18n import catalog, tr
from game.ui.settings import Settings
from game.ui.table.motion import Clock, Motions
from game.ui.table.toast import EXPLAIN_SECONDS, TOAST_SECONDS


class Host(Protocol):
    """What a scene may ask of the window that runs it (``game.ui.stack.App``)."""

    settings: Settings
    size: tuple[int, int]
    stack: list[Scene]
    dirty: bool                         # the picture is out of date
    running: bool
    persist: bool                       # False in tests and screenshots: never touch user files
    read_only: bool                     # another copy holds the user folder: nothing is written
    desktop: tuple[int, int] | None     # the room the display gives a window (None: ask the display)
    errors: list[str]
    clock: Clock
    ambient_until: float
    tip_delay: float | None
    menu_chosen: str | None
    window_request: Callable[[], None] | None

    @property
    def now(self) -> float: ...
    @property
    def top(self) -> Scene | None: ...
    def push(self, scene: Scene) -> None: ...
    def pop(self, scene: Scene | None = None) -> None: ...
    def replace(self, scene: Scene) -> None: ...
    def reset(self, scene: Scene) -> None: ...
    def go_home(self) -> None: ...
    def play_sound(self, name: str | None) -> None: ...
    def toggle_mute(self) -> None: ...
    def save_settings(self) -> None: ...
    def request_quit(self) -> None: ...
    def ask_before_losing_moves(self) -> bool: ...
    def pulse(self, now: float, speed: float = 4.0) -> float: ...
    def backdrop(self, size: tuple[int, int]) -> pygame.Surface: ...
    def frame(self, surf: pygame.Surface, events: list[pygame.event.Event], dt: float, force: bool = True) -> bool: ...
    def wait_time(self) -> float: ...


class Scene:
    overlay = False          # drawn on top of the scene below it
    # Whether bots keep moving while this scene is open over a board: yes for
    # a scene that is part of play (a secret choice the others make at the
    # same time); no for menus, rules, settings and dialogs (see BoardChrome.tick).
    lets_bots_move = False
    # Seconds a screen that ends something (the final scores) ignores Space and
    # Enter after it opens: a player still pressing Space through the last moves must see it.
    settle_seconds = 0.0

    def __init__(self, app: Host) -> None:
        self.app = app
        self.group = widgets.FocusGroup()
        self.size: tuple[int, int] | None = None
        self.lang: str | None = None
        self.palette: bool | None = None
        self.message: str | None = None     # a short explanation shown at the bottom (timer "message")
        self.message_info = False           # an information (neutral edge), not a refusal or error (red edge)
        self.motions = Motions(app.clock)   # this scene's animations and timers (game.ui.table.motion)
        self._k_size: tuple[int, int] | None = None
        self._k = 1.0
        self.held_for, self.held_from = 0.0, 0.0    # how long Space and Enter wait (hold_keys) and since when
        if self.settle_seconds:
            self.hold_keys(self.settle_seconds)

    def hold_keys(self, seconds: float) -> None:
        """Let Space and Enter wait ``seconds``: they were still meant for what came before."""
        self.held_for, self.held_from = seconds, self.app.now
        self.motions.start("hold_keys", seconds, rate=0)

    def hold_on(self) -> None:
        """A Space or Enter came while they wait: a player still tapping through
        what came before (a second apart) is held again, from this tap, but
        never past three holds in all (a key kept pressed gets through)."""
        left = self.held_from + 3 * self.held_for - self.app.now
        if left > 0:
            self.motions.start("hold_keys", min(self.held_for, left), rate=0)

    def keys_held(self) -> bool:
        """True for a moment after a screen that ends something opened (or a
        narration over it closed): Space and Enter wait."""
        return self.motions.running("hold_keys")

    # --- layout ---------------------------------------------------------------
    @property
    def k(self) -> float:
        if self._k_size != self.app.size:
            self._k_size, self._k = self.app.size, theme.scale(self.app.size)
        return self._k

    def u(self, v: float) -> int:
        """Logical units -> pixels."""
        return int(round(v * self.k))

    def ensure_layout(self) -> None:
        theme.colorblind_active = self.app.settings.colorblind
        if self.size != self.app.size or self.lang != catalog().lang or self.palette != self.app.settings.colorblind:
            self.size = self.app.size
            self.lang = catalog().lang
            self.palette = self.app.settings.colorblind
            self.build()

    def build(self) -> None:
        """Create buttons for the current size and language."""

    def in_front(self) -> bool:
        """This scene is the top of the stack (the one that takes the input)."""
        return self.app.top is self

    def rebuild(self) -> None:
        self.size = None
        self.app.dirty = True

    def frame_rate(self, now: float) -> float:
        """Frames per second this scene needs without input: 0 while its picture
        is still, more while something moves on it (its running ``motions``)."""
        return self.motions.rate(now)

    def ambient(self) -> bool:
        """True when the scene shows a pulse that may run a while after a change."""
        return False

    def busy(self) -> bool:
        """True while work goes on behind the picture (a bot thinking, a bot's
        move waiting for the bot-speed delay), so the loop polls often."""
        return False

    # --- behaviour ------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        result = self.group.handle(event)
        if isinstance(result, widgets.Button):
            self.explain(result.tip() or tr("ui.not_available"))
            return
        if result:
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def back(self) -> None:
        self.app.pop()

    def update(self, dt: float) -> None:
        """Called every frame while on top: follow the state, start animations
        (``self.motions``); drawing only reads them."""

    def forget_frame(self) -> None:
        """Drop pictures kept from frame to frame (a table layer keyed by what it
        shows), so the next draw starts from the state alone.  The frame-truth
        tests call it before the full redraw they compare the screen with."""

    def animating(self) -> bool:
        """True while the picture is still on its way to showing the state (an
        animation or timer runs): the tests' "what is drawn is the state" waits."""
        return bool(self.motions)

    def drawn_facts(self) -> dict:
        """Facts about what the last picture drew (dice faces, piece places), for
        the tests to compare with ``state_facts`` once nothing animates."""
        return {}

    def state_facts(self) -> dict:
        """The same facts as ``drawn_facts``, read from the state."""
        return {}

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(theme.BG)
        self.group.draw(surf, self.k)

    def explain(self, message: str, seconds: float = EXPLAIN_SECONDS, info: bool = False) -> None:
        """A short toast at the bottom: why something cannot be done (red edge),
        or with ``info`` a plain piece of news (saved, undone; a neutral edge)."""
        self.message = message
        self.message_info = info
        self.motions.start("message", seconds, rate=0)      # its end takes it away
        self.app.dirty = True

    def inform(self, message: str, seconds: float = TOAST_SECONDS) -> None:
        """News, not a refusal: the toast without the red edge."""
        self.explain(message, seconds, info=True)

    def draw_message(self, surf: pygame.Surface) -> None:
        if self.message and self.motions.running("message"):
            rect, lines, size = self.message_layout(surf.get_size())
            if self.message_info:
                widgets.panel(surf, rect, theme.BG2, self.u(10), theme.ACCENT, 2)
            else:
                widgets.panel(surf, rect, (70, 40, 40), self.u(10), theme.BAD, 2)
            y = rect.y + self.u(10)
            for line in lines:
                widgets.text(surf, line, (rect.centerx, y), size, theme.TEXT, anchor="midtop")
                y += int(size * 1.3)

    def message_rect(self, screen: tuple[int, int]) -> pygame.Rect | None:
        """The toast's box while one shows: a tooltip keeps off it (the toast answers
        the click just made, and the pointer still rests on the button clicked)."""
        if self.message and self.motions.running("message"):
            return self.message_layout(screen)[0]
        return None

    def message_layout(self, screen: tuple[int, int]) -> tuple[pygame.Rect, list[str], int]:
        """The toast's box, its lines and their size."""
        w, h = screen
        size = self.u(17)
        lines = fonts.wrap(self.message or "", size, int(w * 0.6))
        box_h = len(lines) * int(size * 1.3) + self.u(20)
        box_w = max(fonts.font(size).size(x)[0] for x in lines) + self.u(36)
        return self.message_spot(box_w, box_h, (w, h)), lines, size

    def message_spot(self, box_w: int, box_h: int, size: tuple[int, int]) -> pygame.Rect:
        """Where the toast goes: low and central, but never over a button (a
        toast over "Abandon the attack" hides the very thing to click).  Tries
        the bottom row sliding out from the centre, then rows just above the
        buttons in the way; the bottom centre if the screen is all buttons."""
        w, h = size
        rect = pygame.Rect(0, 0, box_w, box_h)
        rect.midbottom = (w // 2, h - self.u(24))
        screen = pygame.Rect(0, 0, w, h)
        obstacles = [b.rect for b in self.group.buttons if b.rect.colliderect(screen)]
        if rect.collidelist(obstacles) < 0:
            return rect
        bottoms = [h - self.u(24)] + sorted({o.top - self.u(8) for o in obstacles if o.top - self.u(8) - box_h > h // 3}, reverse=True)
        step = max(4, self.u(16))
        xs = sorted(range(self.u(8), max(self.u(8), w - box_w - self.u(8)) + 1, step), key=lambda x: abs(x + box_w // 2 - w // 2))
        for bottom in bottoms:
            for x in xs:
                spot = pygame.Rect(x, bottom - box_h, box_w, box_h)
                if spot.collidelist(obstacles) < 0:
                    return spot
        return rect

    def keep_clear(self) -> list[pygame.Rect]:
        """Texts a tooltip must not cover where it can help it (the menu's subtitle)."""
        return []

    def background(self, surf: pygame.Surface) -> None:
        """The shared backdrop: a dark gradient with a faint pattern (cached)."""
        surf.blit(self.app.backdrop(surf.get_size()), (0, 0))

    def modal_box(self, surf: pygame.Surface, box: pygame.Rect) -> None:
        """A dialog's frame: the scene below veiled, a gold-edged panel with a shadow."""
        veil = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 150))
        surf.blit(veil, (0, 0))
        widgets.shadow(surf, box, self.u(14))
        widgets.panel(surf, box, theme.BG2, self.u(14), theme.GOLD, 2)

    def title(self, surf: pygame.Surface, s: str) -> None:
        widgets.text(surf, s, (surf.get_width() // 2, self.u(28)), self.u(40), theme.GOLD, "title", "midtop", max_width=surf.get_width() - self.u(40))


class CoachHost(Scene):
    """A scene a lesson's coach stands beside rather than over (a narration told
    over the board, the score table): it keeps ``aside`` pixels at its right for
    the coach's panel (``game.ui.tutorial.placement`` looks for ``host_coach``)."""

    aside = 0                           # pixels at the right kept for a lesson's coach

    def host_coach(self, width: int) -> pygame.Rect:
        """Make room at the right for a coach's panel ``width`` wide and return
        where it goes (the scene lays itself out again when the room changes)."""
        w, h = self.app.size
        margin = self.u(16)
        if self.aside != width + margin:
            self.aside = width + margin
            self.rebuild()
        top = self.u(84)
        return pygame.Rect(w - width - margin, top, width, min(self.u(360), h - top - margin))


class MessageDialog(Scene):
    """A modal message with one or more buttons; Esc picks the last one."""

    overlay = True

    def __init__(self, app: Host, title: str, body: str, buttons: list[tuple[str, Callable[[], None] | None]] | None = None) -> None:
        super().__init__(app)
        self.title_text = title
        self.body = body
        self.choices = buttons or [(tr("ui.ok"), None)]
        self.box = pygame.Rect(0, 0, 0, 0)

    def build(self) -> None:
        w, h = self.app.size
        bw = min(self.u(620), w - self.u(40))
        body_h = widgets.wrapped_height(self.body, self.u(17), bw - self.u(48))
        bh = min(h - self.u(40), self.u(150) + body_h)
        self.box = pygame.Rect(0, 0, bw, bh)
        self.box.center = (w // 2, h // 2)
        n = len(self.choices)
        btn_w = min(self.u(200), (bw - self.u(40)) // n - self.u(10))
        buttons = []
        for i, (label, cb) in enumerate(self.choices):
            r = pygame.Rect(0, 0, btn_w, self.u(44))
            r.bottomright = (self.box.right - self.u(20) - (n - 1 - i) * (btn_w + self.u(10)), self.box.bottom - self.u(18))
            buttons.append(widgets.Button(r, label, self._choose(cb), style="primary" if i == n - 1 else "normal"))
        self.group.set(buttons)
        self.group.focus = n - 1

    def _choose(self, cb: Callable[[], None] | None) -> Callable[[], None]:
        def run() -> None:
            self.app.pop(self)
            if cb:
                cb()
        return run

    def back(self) -> None:
        self._choose(self.choices[0][1] if len(self.choices) > 1 else self.choices[-1][1])()

    def draw(self, surf: pygame.Surface) -> None:
        self.modal_box(surf, self.box)
        widgets.text(surf, self.title_text, (self.box.x + self.u(24), self.box.y + self.u(20)), self.u(24), theme.GOLD, "bold", max_width=self.box.w - self.u(48))
        body = pygame.Rect(self.box.x + self.u(24), self.box.y + self.u(64), self.box.w - self.u(48), self.box.h - self.u(140))
        widgets.wrapped(surf, self.body, body, self.u(17))
        self.group.draw(surf, self.k)
