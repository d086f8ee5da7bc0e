"""Frame truth (issue 18): the picture on the screen is the state's.

The window draws only when it thinks the picture changed
(``App.frame(force=False)``).  Dice froze mid-tumble on the wrong faces because
the end of their animation never asked for a picture.  ``FrameTruth`` plays
frames the way the window loop does, onto one persistent screen, and after a
frame checks:

- the screen is pixel-identical to a full redraw of the same state at the same
  time (pictures kept between frames dropped, ``Scene.forget_frame``): a change
  that drew nothing, or an animation whose last picture was never drawn, fails;
  skipped only between two pictures of a running animation (a frame not yet due);
- every counter pulse running on a visible board is drawn with its delta
  (``game.ui.table.changes``), and no other;
- for every visible scene with no animation or timer running, what it drew
  (``Scene.drawn_facts``: dice faces, piece places) is what the state holds
  (``Scene.state_facts``).

With a ``game.ui.table.motion.StepClock`` each frame also moves time by its ``dt``,
so the tests are deterministic and never sleep.  ``watch(app)`` routes every
``app.frame(...)`` of an existing test through the checks.
"""

from __future__ import annotations

import pygame

from game.ui.settings import MIN_WINDOW
from game.ui.table import layer
from game.ui.table.motion import StepClock


class FrameTruth:
    def __init__(self, app, size: tuple[int, int] | None = None, every: int = 1, wait_for_bots: bool = True) -> None:
        self.app = app
        self.screen = pygame.Surface(size or app.size)
        self.every = max(1, every)          # check one frame in ``every``
        self.wait_for_bots = wait_for_bots  # a bot's answer is ready before each frame (no race with its thread)
        self.frames = 0
        self.checks = 0                     # screens compared with a full redraw
        self.facts = 0                      # scenes whose drawn facts were compared with the state
        self.ends_seen = 0                  # animations and timers seen to end
        self.deltas = 0                     # counter pulses seen drawn with their delta
        self._running: set = set()
        self._last_drawn = True
        self._drawn = 0
        self._raw_frame = app.frame

    # --- playing -------------------------------------------------------------------------
    def frame(self, events=(), dt: float = 0.016, surf: pygame.Surface | None = None) -> bool:
        """One frame as the window loop plays it; ``surf`` (a test's own surface)
        becomes the screen (a new size of it: the window was resized)."""
        app = self.app
        if surf is not None and surf is not self.screen:
            # the test's surface is the screen from now on (no copy each frame): a
            # new one of the old size keeps the picture, of a new size is a resized window
            if surf.get_size() == self.screen.get_size():
                surf.blit(self.screen, (0, 0))
            self.screen = surf
        if isinstance(app.clock, StepClock):
            app.clock.advance(dt)
        if self.wait_for_bots:
            self.settle_bots()
        drawn = self._raw_frame(self.screen, list(events), dt, force=False)
        self.frames += 1
        ended = self.count_ends()
        # one drawn frame in ``every``; of the frames that drew nothing, the first
        # after a drawn one, one where an animation or timer ended (its last
        # picture must have been drawn), and now and then any
        if drawn:
            self._drawn += 1
            due = self._drawn % self.every == 0
        else:
            due = self._last_drawn or ended or self.frames % (self.every * 16) == 0
        if due:
            self.check(drawn)
        self._last_drawn = drawn
        return drawn

    def run(self, seconds: float, dt: float = 0.05) -> None:
        """Frames with no input for ``seconds`` of (step) time."""
        t = 0.0
        while t < seconds:
            self.frame([], dt)
            t += dt

    def settle_bots(self) -> None:
        for scene in list(self.app.stack):
            ctl = getattr(scene, "ctl", None)
            if ctl is not None and ctl.pending is not None:
                try:
                    ctl.pending[2].result(timeout=60)
                except Exception:  # noqa: BLE001 - the controller reports a failed bot itself
                    pass

    def count_ends(self) -> bool:
        """Note the animations and timers that ended since the last frame (True if any)."""
        running = {(id(s), k) for s in self.app.stack for k in s.motions.keys()}
        ended = len(self._running - running)
        self.ends_seen += ended
        self._running = running
        return ended > 0

    # --- checking ------------------------------------------------------------------------
    def check(self, drawn: bool) -> None:
        app = self.app
        if app.errors or not app.stack:
            return                          # the test's own asserts report errors
        shown = {id(s): (s, s.drawn_facts()) for s in app.visible() if not s.animating()}
        if not drawn and app.moving():
            return                          # between two pictures of an animation: the next is due soon
        reference = full_redraw(app, self.screen.get_size())
        self.checks += 1
        if reference.get_view("2").raw != self.screen.get_view("2").raw:
            raise AssertionError(self.describe(reference, drawn))
        self.check_deltas()
        for scene, facts in shown.values():
            if scene not in app.stack:
                continue
            truth = scene.state_facts()
            self.facts += 1
            for key, value in facts.items():
                assert value == truth.get(key), (f"{type(scene).__name__} drew {key} = {value!r} but the state holds "
                                                 f"{truth.get(key)!r} (no animation running)")

    def check_deltas(self) -> None:
        """Every counter pulse running on a visible board (``game.ui.table.changes``)
        is drawn at its counter with its delta, and nothing else is (issue 30)."""
        from game.ui.i18n import signed

        for scene in self.app.visible():
            if not hasattr(scene, "deltas_now"):
                continue
            spots = scene.counter_spots()
            meant = {k: signed(d) for k, d in scene.deltas_now().items() if k in spots and spots[k].w > 0}
            assert scene.shown_deltas == meant, f"{type(scene).__name__} drew the deltas {scene.shown_deltas}, the pulses running are {meant}"
            self.deltas += len(meant)

    def describe(self, reference: pygame.Surface, drawn: bool) -> str:
        """Where the screen differs from the full redraw (the two pictures saved for a look)."""
        import tempfile

        w, h = reference.get_size()
        xs, ys = [], []
        step = 4
        for y in range(0, h, step):
            for x in range(0, w, step):
                if reference.get_at((x, y)) != self.screen.get_at((x, y)):
                    xs.append(x)
                    ys.append(y)
        box = (min(xs), min(ys), max(xs), max(ys)) if xs else "(within 4 px)"
        folder = tempfile.mkdtemp(prefix="frame-truth-")
        pygame.image.save(self.screen, f"{folder}/screen.png")
        pygame.image.save(reference, f"{folder}/redraw.png")
        scenes = " > ".join(type(s).__name__ for s in self.app.stack)
        running = {type(s).__name__: list(s.motions.keys()) for s in self.app.stack if s.motions}
        return (f"the screen is not the state: frame {self.frames} ({'drawn' if drawn else 'not drawn'}) differs from a full "
                f"redraw in {box}; scenes {scenes}; running {running}; pictures in {folder}")


def full_redraw(app, size: tuple[int, int]) -> pygame.Surface:
    """The state drawn from scratch at this frame's time, as ``App.frame`` would
    put it on a screen of ``size`` (drawn at the minimum size and scaled down
    on a smaller one)."""
    for scene in app.stack:
        scene.forget_frame()
    layer.forget_all()
    out = pygame.Surface(size)
    if size[0] >= MIN_WINDOW[0] and size[1] >= MIN_WINDOW[1]:
        app.draw(out)
        return out
    canvas = pygame.Surface((max(size[0], MIN_WINDOW[0]), max(size[1], MIN_WINDOW[1])))
    app.draw(canvas)
    pygame.transform.smoothscale(canvas, size, out)
    return out


def watch(app, every: int = 1, wait_for_bots: bool = False) -> FrameTruth:
    """Play every ``app.frame(surf, events, dt)`` of a test the window's way
    (``force=False``; ``surf`` is the persistent screen) and check the frame
    truth; returns the checker (its counts)."""
    truth = FrameTruth(app, app.size, every, wait_for_bots)

    def frame(surf, events, dt, force=True):
        return truth.frame(events, dt, surf)

    app.frame = frame
    return truth
