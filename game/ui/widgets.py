"""Small drawing helpers and buttons with keyboard focus.

Every piece of text goes through ``text`` or ``wrapped`` (or ``blit_text``
for a ready image), which know the room the text was given.  Inside
``recording()`` they note each text drawn and whether it overflowed: wider
than its ``max_width`` or ``box``, lines of a wrapped text left out, or
glyphs cut by the clip rectangle.  The overflow test renders every scene of
every game in every language through them, so a new game is covered by just
drawing its texts with these helpers.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

import pygame

from game.ui import fonts, theme

Label = str | Callable[[], str]


@dataclass
class Drawn:
    """One text as drawn: where its glyphs are, on which surface, and what went wrong."""

    text: str
    rect: pygame.Rect
    target: int                  # id() of the surface drawn on (rects compare only on one surface)
    problem: str = ""            # "" | "wide" | "cut" | "clipped" | "overlap"
    room: int = 0                # the width (or height for "cut") it was given
    layer: int = 0               # texts of one layer (a scene, a tooltip) must not overlap


_recording: list[Drawn] | None = None
_layer = 0


def next_layer() -> None:
    """What is drawn from now on lies over what came before (an overlay, a tooltip)."""
    global _layer
    _layer += 1


@contextmanager
def recording() -> Iterator[list[Drawn]]:
    """Collect every text drawn inside the block (for tests and the selftest)."""
    global _recording
    outer, _recording = _recording, []
    try:
        yield _recording
    finally:
        _recording = outer


def is_recording() -> bool:
    """True inside ``recording()``: a picture kept from an earlier frame would hide its texts."""
    return _recording is not None


def _note(surf: pygame.Surface, s: str, rect: pygame.Rect, problem: str = "", room: int = 0) -> None:
    if _recording is None or not s.strip():
        return
    if not problem:
        clip = surf.get_clip()
        if not clip.inflate(2, 2).contains(rect):
            problem, room = "clipped", clip.w
    _recording.append(Drawn(s, pygame.Rect(rect), id(surf), problem, room, _layer))


_kept: list[tuple[int, list[pygame.Rect]]] = []


@contextmanager
def texts_kept(surf: pygame.Surface) -> Iterator[list[pygame.Rect]]:
    """Collect where every text drawn on ``surf`` inside the block lies (its glyphs'
    box), recording or not: a panel keeps them so the kit's change pulses
    (``table.changes``) never cover a name or a digit.  Texts drawn into a picture
    blitted later (a card, a tile) are not seen: the panel adds those places itself."""
    kept: list[pygame.Rect] = []
    entry = (id(surf), kept)
    _kept.append(entry)
    try:
        yield kept
    finally:
        _kept.remove(entry)


def _keep(surf: pygame.Surface, rect: pygame.Rect) -> None:
    for target, kept in _kept:
        if target == id(surf):
            kept.append(pygame.Rect(rect))


def recorded() -> int:
    """How many texts are recorded so far (``placed``'s ``since``)."""
    return len(_recording) if _recording is not None else 0


def placed(src: pygame.Surface, dest: pygame.Surface, pos: tuple[int, int], since: int = 0) -> None:
    """``src`` (a cached picture with text) was blitted onto ``dest`` at ``pos``:
    its texts (those recorded from ``since`` on) count as drawn there too, so they
    are checked against the rest."""
    if _recording is None:
        return
    for d in [d for d in _recording[since:] if d.target == id(src)]:
        _recording.append(Drawn(d.text, d.rect.move(pos), id(dest), d.problem, d.room, _layer))


def overlaps(drawn: list[Drawn], slack: int = 2) -> list[tuple[Drawn, Drawn]]:
    """Pairs of texts of one layer on one surface whose glyph boxes cross
    (by more than ``slack`` pixels each way)."""
    out = []
    by_place: dict[tuple[int, int], list[Drawn]] = {}
    for d in drawn:
        if d.problem != "cut":                  # a cut text's left-out lines are not on screen
            by_place.setdefault((d.target, d.layer), []).append(d)
    for group in by_place.values():
        for i, a in enumerate(group):
            for b in group[i + 1:]:
                cross = a.rect.clip(b.rect)
                if cross.w > slack and cross.h > slack and a.rect != b.rect:
                    out.append((a, b))
    return out


def overflows(drawn: list[Drawn]) -> list[Drawn]:
    """Texts that overflowed their box, plus each overlapping pair as an "overlap"."""
    out = [d for d in drawn if d.problem]
    for a, b in overlaps(drawn):
        out.append(Drawn(f"{a.text!r} and {b.text!r}", a.rect.union(b.rect), a.target, "overlap", 0, a.layer))
    return out


def panel(surf: pygame.Surface, rect: pygame.Rect, color=theme.PANEL, radius: int = 10, border=theme.EDGE, width: int = 1) -> None:
    pygame.draw.rect(surf, color, rect, border_radius=radius)
    if border is not None and width:
        pygame.draw.rect(surf, border, rect, width, border_radius=radius)


def shadow(surf: pygame.Surface, rect: pygame.Rect, radius: int = 10, offset: int = 4, alpha: int = 90) -> None:
    sh = pygame.Surface((rect.w + offset * 2, rect.h + offset * 2), pygame.SRCALPHA)
    pygame.draw.rect(sh, (0, 0, 0, alpha), sh.get_rect(), border_radius=radius + offset)
    surf.blit(sh, (rect.x, rect.y + offset // 2))


def text(surf: pygame.Surface, s: str, pos: tuple[float, float], size: int, color=theme.TEXT, style: str = "regular", anchor: str = "topleft",
         max_width: int | None = None, box: pygame.Rect | None = None, shorten: bool = False) -> pygame.Rect:
    """One line at ``pos``; shrunk to ``max_width`` if given; ``box`` is the
    room it must stay inside (only checked while recording).  ``shorten`` ends
    a text that still does not fit with "…" (for names players type, never
    for the game's own texts, which must fit)."""
    if max_width is not None:
        size = fonts.fit_size(s, size, max_width, style)
        if shorten:
            s = _shortened(s, size, max_width, style)
    img = fonts.render(s, size, color, style)
    rect = img.get_rect(**{anchor: pos})
    surf.blit(img, rect)
    if _kept and s.strip():
        _keep(surf, _ink(rect, size))
    if _recording is not None:
        ink = _ink(rect, size)
        if max_width is not None and rect.w > max_width + 1:
            _note(surf, s, ink, "wide", max_width)
        elif box is not None and not box.inflate(2, 2).contains(ink):
            _note(surf, s, ink, "wide", box.w)
        else:
            _note(surf, s, ink)
    return rect


def _shortened(s: str, size: int, width: int, style: str) -> str:
    f = fonts.font(size, style)
    if f.size(s)[0] <= width:
        return s
    while len(s) > 1 and f.size(s + "…")[0] > width:
        s = s[:-1]
    return s.rstrip() + "…"


def _ink(rect: pygame.Rect, size: int) -> pygame.Rect:
    """The part of a rendered line's rect the glyphs use (no line spacing below)."""
    return pygame.Rect(rect.x, rect.y, rect.w, min(rect.h, int(size * 1.05) + 1))


def blit_text(surf: pygame.Surface, img: pygame.Surface, s: str, dest: pygame.Rect | tuple[int, int]) -> None:
    """Blit a text image rendered elsewhere (e.g. fonts.render) and note it."""
    rect = img.get_rect(topleft=dest if isinstance(dest, tuple) else dest.topleft)
    surf.blit(img, rect)
    if _kept and s.strip():
        _keep(surf, rect)
    _note(surf, s, rect)


def wrapped(surf: pygame.Surface, s: str, rect: pygame.Rect, size: int, color=theme.TEXT, style: str = "regular", spacing: float = 1.25) -> int:
    """Draw wrapped text inside ``rect`` (clipped); returns the height used."""
    y = rect.y
    line_h = int(size * spacing) + 1
    lines = fonts.wrap(s, size, rect.w, style)
    shown = 0
    for line in lines:
        if y + line_h > rect.bottom + line_h // 3:
            break
        if line:
            img = fonts.render(line, size, color, style)
            surf.blit(img, (rect.x, y))
            if _kept:
                _keep(surf, _ink(img.get_rect(topleft=(rect.x, y)), size))
            if _recording is not None:
                ink = _ink(img.get_rect(topleft=(rect.x, y)), size)
                _note(surf, line, ink, "wide" if img.get_width() > rect.w + 1 else "", rect.w)
        shown += 1
        y += line_h
    if _recording is not None and shown < len(lines) and any(x.strip() for x in lines[shown:]):
        _note(surf, " ".join(lines[shown:]), pygame.Rect(rect.x, y, rect.w, line_h), "cut", rect.h)
    return y - rect.y


def wrapped_fit(surf: pygame.Surface, s: str, rect: pygame.Rect, size: int, color=theme.TEXT, style: str = "regular",
                spacing: float = 1.25, minimum: int = 9) -> int:
    """Like ``wrapped``, but a smaller size (down to ``minimum``) rather than lines left out."""
    while size > minimum and wrapped_height(s, size, rect.w, style, spacing) > rect.h + int(size * spacing) // 3:
        size -= 1
    return wrapped(surf, s, rect, size, color, style, spacing)


def wrapped_height(s: str, size: int, width: int, style: str = "regular", spacing: float = 1.25) -> int:
    return len(fonts.wrap(s, size, width, style)) * (int(size * spacing) + 1)


@dataclass
class Button:
    rect: pygame.Rect
    label: Label
    action: Callable[[], object] | None = None     # (what it returns is not used)
    enabled: bool = True
    selected: bool = False
    tooltip: Label | None = None
    style: str = "normal"          # normal | primary | ghost | chip
    why_disabled: Label | None = None
    data: object = None
    text_size: int | None = None     # a fixed label size (so a column of buttons matches)
    region: str = ""                 # the part of the screen it belongs to ("top": the top bar); arrows stay in one
    grab: bool = False               # a piece picked up on the press (a card one may drag): it acts on the press
    default: bool = False            # the window's harmless default: Enter or Space press it even unseen (as a primary)
    hover: bool = field(default=False, repr=False)
    pressed: bool = field(default=False, repr=False)     # the mouse went down on it and is not yet up

    def caption(self) -> str:
        return self.label() if callable(self.label) else self.label

    def tip(self) -> str | None:
        if not self.enabled and self.why_disabled:
            return self.why_disabled() if callable(self.why_disabled) else self.why_disabled
        if self.tooltip is None:
            return None
        return self.tooltip() if callable(self.tooltip) else self.tooltip

    def draw(self, surf: pygame.Surface, k: float, focused: bool = False) -> None:
        r = self.rect
        if self.style == "primary":
            base = theme.GOLD if self.enabled else theme.PANEL
            fg = theme.INK if self.enabled else theme.MUTED
        elif self.selected:
            base, fg = theme.ACCENT, (255, 255, 255)
        else:
            base = theme.PANEL_HI if self.enabled else theme.PANEL
            fg = theme.TEXT if self.enabled else theme.MUTED
        if self.hover and self.enabled and self.pressed:       # held down under the pointer: it acts when let go
            base = theme.mix(base, (0, 0, 0), 0.25)
        elif self.hover and self.enabled:
            base = theme.mix(base, (255, 255, 255), 0.14)
        radius = max(4, int(8 * k))
        pygame.draw.rect(surf, base, r, border_radius=radius)
        pygame.draw.rect(surf, theme.mix(base, (0, 0, 0), 0.35), r, max(1, int(k)), border_radius=radius)
        if focused:
            focus_ring(surf, r, k, radius)
        label = self.caption()
        pad = int(10 * k)
        if self.text_size:
            size = self.text_size
        else:
            size = int(min(r.h * 0.42, 20 * k))
        text(surf, label, r.center, size, fg, "bold", "center", max_width=r.w - 2 * pad)


def focus_ring(surf: pygame.Surface, r: pygame.Rect, k: float, radius: int) -> None:
    """The keyboard focus: a thick white ring with a dark edge just outside the
    button, readable on any colour (a thin gold edge was lost on gold buttons)."""
    gap = max(2, int(3 * k))
    width = max(2, int(3 * k))
    outer = r.inflate(2 * (gap + width), 2 * (gap + width))
    pygame.draw.rect(surf, (10, 10, 14), outer.inflate(2, 2), width + 2, border_radius=radius + gap + width)
    pygame.draw.rect(surf, FOCUS_RING, outer, width, border_radius=radius + gap + width)


FOCUS_RING = (255, 255, 255)
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
TOP = "top"             # the region of the top bar's buttons


class FocusGroup:
    """The buttons of a scene: mouse hover/click and keyboard focus.

    Tab moves the focus through every button; the arrow keys move it across
    the screen, to the nearest enabled button that way (Left from the menu's
    right-hand column reaches the game cards), within the region it is in (one
    Up never leaves the board for the top bar); with none that way, to the
    next (Down, Right) or previous (Up, Left) one in the region.
    Enter or Space presses the focused button, except a top-bar button: those
    have their own keys, and Space or Enter meant for the board must never
    open a menu, so there they bring the focus back to the board instead.
    While the focus is not shown (no key has moved it yet), Enter or Space
    presses only a primary button, the one that looks like the default (Play,
    Continue), or one marked ``default`` (the score screen's "See the board");
    on any other they only show the focus: a Space tapped to go on through a
    narration once passed the player's building action unseen.

    The mouse acts as on a desktop: the press shows the button pressed, the
    release over that same button acts; a press dragged off and released
    elsewhere does nothing, and so does a release whose press this group never
    had (a dialog opened under the pointer).  A ``grab`` button (a card to
    drag) still acts on the press: the drag starts from what it picked.
    """

    def __init__(self) -> None:
        self.buttons: list[Button] = []
        self.focus = 0
        self.keyboard = False   # show the focus ring only once keys are used
        self.pressed: Button | None = None      # the button the mouse went down on, until it comes up

    def set(self, buttons: list[Button]) -> None:
        """New buttons; the focus stays on the same one: the same ``data`` when
        it names one button (two cards of one name are two buttons), else the
        same caption, else the first enabled."""
        was = self.buttons[self.focus] if self.buttons and self.focus < len(self.buttons) else None
        old = was.caption() if was is not None else None
        self.buttons = buttons
        if self.pressed is not None:            # a layout between press and release keeps the press
            self.pressed = next((b for b in buttons if _same(b, self.pressed)), None)
            if self.pressed is not None:
                self.pressed.pressed = True
        self.focus = 0
        same = [i for i, b in enumerate(buttons) if was is not None and was.data is not None and b.data == was.data]
        if len(same) == 1:
            self.focus = same[0]
            return
        for i, b in enumerate(buttons):
            if b.caption() == old:
                self.focus = i
                break
        else:
            self.focus = self.default_focus()

    def default_focus(self) -> int:
        """Where the focus goes when nothing else says: the first enabled button
        off the top bar, else the first enabled one."""
        for want in (lambda b: b.region != TOP, lambda b: True):
            for i, b in enumerate(self.buttons):
                if b.enabled and want(b):
                    return i
        return 0

    def focused(self) -> Button | None:
        if 0 <= self.focus < len(self.buttons):
            return self.buttons[self.focus]
        return None

    def move(self, step: int, within: bool = False) -> None:
        """The next enabled button ``step`` away; ``within`` the focused one's region only."""
        n = len(self.buttons)
        if not n:
            return
        now = self.focused()
        region = now.region if now is not None else ""
        i = self.focus
        for _ in range(n):
            i = (i + step) % n
            if self.buttons[i].enabled and not (within and self.buttons[i].region != region):
                self.focus = i
                return

    def toward(self, dx: int, dy: int) -> int | None:
        """The nearest enabled button of the focused one's region in the direction
        (``dx``, ``dy``): ahead of it, within a cone of the arrow, the nearest by
        the distance ahead plus twice the distance aside (so a button straight
        ahead wins over a nearer one off to the side).  None: none lies that way."""
        now = self.focused()
        if now is None:
            return None
        cx, cy = now.rect.center
        best, best_score = None, 0
        for i, b in enumerate(self.buttons):
            if i == self.focus or not b.enabled or b.region != now.region:
                continue
            bx, by = b.rect.center
            ahead = (bx - cx) * dx + (by - cy) * dy
            aside = abs((bx - cx) * dy) + abs((by - cy) * dx)
            if ahead <= 0 or aside > 2 * ahead:
                continue
            score = ahead + 2 * aside
            if best is None or score < best_score:
                best, best_score = i, score
        return best

    def hovered(self) -> Button | None:
        for b in self.buttons:
            if b.hover:
                return b
        return None

    def activate(self, i: int, b: Button) -> bool | Button:
        """A click on button ``i``: it acts and takes the focus; a disabled one is returned (to explain why)."""
        if not b.enabled:
            return b
        self.focus = i
        if b.action:
            b.action()
        return True

    def handle(self, event: pygame.event.Event) -> bool | Button:
        """True if consumed; a disabled Button if one was clicked (to explain why)."""
        if event.type == pygame.MOUSEMOTION:
            for b in self.buttons:
                b.hover = b.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.release()
            for i, b in enumerate(self.buttons):
                if b.rect.collidepoint(event.pos):
                    if b.grab:                  # picked up now: a drag and the lesson's lit targets follow it
                        return self.activate(i, b)
                    self.pressed, b.pressed = b, True
                    return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed = self.release()
            if pressed is None:
                return False                    # not our press: a drop, or a release a new window inherited
            for i, b in enumerate(self.buttons):
                if b.rect.collidepoint(event.pos) and _same(b, pressed):
                    return self.activate(i, b)
            return True                         # dragged off the button: the press is cancelled
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_TAB,):
                self.keyboard = True
                self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
            if event.key in ARROWS:
                self.keyboard = True
                dx, dy = ARROWS[event.key]
                toward = self.toward(dx, dy)
                if toward is not None:
                    self.focus = toward
                else:
                    self.move(1 if dx + dy > 0 else -1, within=True)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                pressed = self.focused()
                shown, self.keyboard = self.keyboard, True
                if pressed is not None and pressed.region == TOP:
                    self.focus = self.default_focus()       # back to the board; nothing pressed
                    return True
                if not shown and pressed is not None and pressed.style != "primary" and not pressed.default:
                    return True                 # unseen focus: the key shows where it is, and presses nothing
                if pressed and pressed.enabled and pressed.action:
                    pressed.action()
                    return True
        return False

    def release(self) -> Button | None:
        """End the mouse's press (if any): the button it was on, no longer shown pressed."""
        pressed, self.pressed = self.pressed, None
        if pressed is not None:
            pressed.pressed = False
        return pressed

    def draw(self, surf: pygame.Surface, k: float) -> None:
        for i, b in enumerate(self.buttons):
            b.draw(surf, k, focused=self.keyboard and i == self.focus)


def _same(a: Button, b: Button) -> bool:
    """One button across a new layout (the scene made its buttons afresh between press and release)."""
    return a is b or (a.rect == b.rect and a.caption() == b.caption() and a.data == b.data)


@contextmanager
def clipped(surf: pygame.Surface, rect: pygame.Rect):
    """Draw only inside ``rect`` (and the clip already set)."""
    old = surf.get_clip()
    surf.set_clip(rect.clip(old))
    try:
        yield
    finally:
        surf.set_clip(old)
