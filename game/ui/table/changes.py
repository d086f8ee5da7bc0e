"""What changed, shown where it happened (issue 30), the same way in every game.

Resources and points used to jump, and at bot speed Instant four bot turns
passed in under a second with only the log to tell them.  So the kit, through
its one clock (``Motions``), shows two things over every board:

- **counter pulses**: a counter that changed (resources, points, energy,
  culture, coins…) is ringed and shows its delta ("+2", "−1", ``i18n.signed``)
  for ``pulse_seconds``; changes that come while it shows add up.  Nothing with
  animations off (the final value is simply drawn), nothing on a retelling
  (the first reading, an undo, a new language);
- **bot marks**: the regions, cards and dice a bot's (or an automaton's) move
  touched are ringed in its colour for ``MARK_SECONDS``; at bot speed Instant
  they stay until a person at the table acts, so moves made in a blink can
  still be read (a table of bots only keeps them ``MARK_SECONDS``).

A board supplies four hooks (``counter_values``, ``counter_spots``,
``move_marks``, ``mark_spots``) and calls ``draw_changes`` last in its ``draw``.
Two more say where a delta's pill may go (``table.pills`` places it): the
texts the counters' panels drew (``counter_texts``, kept with
``widgets.texts_kept``), which a pill never covers, and each counter's room
(``counter_rooms``: its player's box), which it never leaves.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import pygame

from game.ui import fonts, theme, widgets
from game.ui.i18n import signed
from game.ui.table import pills
from game.ui.table.narration import NarrationOverlay

if TYPE_CHECKING:
    from game.core.protocol import Action, Event
    from game.ui.controller import Controller
    from game.ui.scene import Host
    from game.ui.table.motion import Motions
    from game.ui.table.view import TableView

PULSE_SECONDS = 1.2         # a counter's pulse at the normal animation speed
PULSE_RATE = 30.0           # pictures a second while a pulse runs
MARK_SECONDS = 2.5          # a bot's move stays marked this long (bot speeds other than Instant)
NORMAL_ANIM = 0.35          # ``settings.ANIM_SPEEDS["normal"]``: the pulse scales with the animation speed


def pulse_seconds(anim_seconds: float) -> float:
    """How long a counter's delta shows: about 1.2 s, longer at slow animations, none when they are off."""
    if anim_seconds <= 0:
        return 0.0
    return min(2.4, max(0.8, PULSE_SECONDS * anim_seconds / NORMAL_ANIM))


class Changes:
    """The board's side (a mixin of ``BoardChrome``)."""

    if TYPE_CHECKING:                   # what the board it is mixed into holds
        app: Host
        ctl: Controller
        motions: Motions
        def u(self, v: float) -> int: ...
        def seat_rgb(self, seat: int) -> tuple[int, int, int]: ...

    def init_changes(self) -> None:
        self.counter_seen: dict[Hashable, int] = {}       # the counters' values at the last reading
        self.marked: dict[Hashable, int] = {}             # at Instant: place -> the seat whose move touched it
        self.shown_deltas: dict[Hashable, str] = {}       # what the last picture showed (the tests read it)
        self.shown_pills: dict[Hashable, pygame.Rect] = {}     # where each delta's pill was drawn
        self.pills_kept: dict[Hashable, tuple[pygame.Rect, pygame.Rect, str, pygame.Rect]] = {}   # (spot, room, label, pill)
        self.shown_marks: set[Hashable] = set()
        self.auto_passed: tuple[int, Action] | None = None     # the table's last pass for a person (``auto_answer``)
        self.counters_wait = False                        # changes seen while a narration stood in front

    # --- what a game supplies ----------------------------------------------------------
    def counter_values(self, tv: TableView) -> dict[Hashable, int]:
        """The game's hook: every counter the board shows, by a key of the game's choosing."""
        return {}

    def counter_spots(self) -> dict[Hashable, pygame.Rect]:
        """The game's hook: where each counter was last drawn (its panels keep the rectangles)."""
        return {}

    def counter_texts(self) -> list[pygame.Rect]:
        """The game's hook: where the panels that show counters drew text (names, digits,
        labels; ``widgets.texts_kept``) and the pictures a player reads beside them
        (a seat's piece, a resource's icon), so a delta's pill covers none of it."""
        return []

    def counter_pictures(self) -> list[pygame.Rect]:
        """The game's hook: pictures beside the counters a pill should rather leave
        clear (a seat's piece, its emblem); given up before another counter's marks."""
        return []

    def counter_rooms(self) -> dict[Hashable, pygame.Rect]:
        """The game's hook: the box each counter's pill stays inside (its player's box);
        a counter not named here may use the whole window."""
        return {}

    def move_marks(self, seat: int, action: Action, events: list[Event]) -> list[tuple[Hashable, int]]:
        """The game's hook: the places (regions, cards, dice) a move touched, each with the
        seat whose doing it was (a person's move may reveal what bots chose at the same time)."""
        return []

    def mark_spots(self) -> dict[Hashable, pygame.Rect]:
        """The game's hook: where each place a move may touch is on the screen now."""
        return {}

    # --- the kit ---------------------------------------------------------------------------
    def note_counters(self, tv: TableView) -> None:
        """Compare the counters with the last reading and start a pulse for each that
        changed; while a summary is told over the board (a narration in front) the
        pulses wait for it to close (``catch_up_counters``), so they are seen."""
        values = self.counter_values(tv)
        if not tv.quiet and self.told_over():
            self.counters_wait = True
            return
        self.counters_wait = False
        if tv.quiet:
            for running in [k for k in self.motions.keys() if isinstance(k, tuple) and k[:1] == ("delta",)]:
                self.motions.stop(running)
            self.counter_seen = dict(values)
            return
        seconds = pulse_seconds(self.app.settings.anim_seconds)
        for key, value in values.items():
            old = self.counter_seen.get(key)
            if old is None or old == value:
                continue
            mkey = ("delta", key)
            delta = value - old + int(self.motions.data(mkey, 0))
            if delta == 0:
                self.motions.stop(mkey)
            else:
                self.motions.start(mkey, seconds, rate=PULSE_RATE, data=delta)
        self.counter_seen = dict(values)

    def summary_stays(self, seats: list[int] | None = None) -> bool:
        """A summary about ``seats`` (None: every seat) concerns a person at the table,
        so it stays until dismissed at every speed (``NarrationOverlay.stays``); never
        in a lesson, whose coach tells the table in its own steps."""
        people = set(self.ctl.humans)
        concerned = people if seats is None else people & set(seats)
        return bool(concerned) and self.ctl.gate is None

    def told_over(self) -> bool:
        """A narration (a summary told in steps) stands in front of the board."""
        return isinstance(self.app.top, NarrationOverlay) and self.app.top.board is self

    def catch_up_counters(self) -> None:
        """Once a frame (``BoardChrome.tick``): the pulses that waited behind a narration start once it closed."""
        table: TableView | None = getattr(self, "table", None)
        if self.counters_wait and table is not None and not self.told_over():
            self.note_counters(table)

    def changes_heard(self, seat: int, action: Action, events: list[Event]) -> None:
        """A controller listener: a bot's move marks what it touched; a person's move
        (or an undo) ends the marks kept at Instant."""
        ctl = self.ctl
        if action == ("undo",):
            self.clear_marks()
            return
        passed, self.auto_passed = self.auto_passed == (seat, action), None
        if not (ctl.is_bot(seat) or ctl.is_automaton(seat) or passed):      # a pass the table made for them is not theirs
            self.clear_marks()
        public = [ev for ev in events if ev.to is None]          # a mark never tells what only one seat may know
        places = [(place, who) for place, who in self.move_marks(seat, action, public) if ctl.is_bot(who) or ctl.is_automaton(who)]
        instant = self.app.settings.bot_delay == 0 and bool(ctl.humans)     # (a table of bots only: no one to wait for)
        for place, who in places:
            if instant:
                self.marked[place] = who
            else:
                self.motions.start(("mark", place), MARK_SECONDS, rate=0, data=who)
        if places:
            self.app.dirty = True

    def clear_marks(self) -> None:
        if self.marked:
            self.marked.clear()
            self.app.dirty = True
        for key in [k for k in self.motions.keys() if isinstance(k, tuple) and k[:1] == ("mark",)]:
            self.motions.stop(key)

    def marks_now(self) -> dict[Hashable, int]:
        """The places marked now, with the seat whose move touched each."""
        marks = dict(self.marked)
        for key in self.motions.keys():
            if isinstance(key, tuple) and key[:1] == ("mark",):
                marks[key[1]] = int(self.motions.data(key, 0))
        return marks

    def deltas_now(self) -> dict[Hashable, int]:
        """The counters whose pulse runs now, with the delta each shows."""
        return {key[1]: int(self.motions.data(key, 0)) for key in self.motions.keys()
                if isinstance(key, tuple) and key[:1] == ("delta",)}

    # --- drawing -------------------------------------------------------------------------------
    def draw_changes(self, surf: pygame.Surface) -> None:
        """The marks, then the pulses, over the board (called last in the board's ``draw``)."""
        self.shown_marks, self.shown_deltas, self.shown_pills = set(), {}, {}
        marks = self.marks_now()
        if marks:
            spots = self.mark_spots()
            for place, seat in marks.items():
                rect = spots.get(place)
                if rect is not None and rect.w > 0:
                    self.draw_mark(surf, rect, self.seat_rgb(seat))
                    self.shown_marks.add(place)
        deltas = self.deltas_now()
        placed: dict[Hashable, tuple[pygame.Rect, pygame.Rect, str, pygame.Rect]] = {}
        if deltas:
            spots, rooms, texts = self.counter_spots(), self.counter_rooms(), self.counter_texts()
            window = surf.get_rect()
            shown = [(key, spots[key], rooms.get(key, window).clip(window), signed(delta), delta)
                     for key, delta in deltas.items() if key in spots and spots[key].w > 0]
            # a pill stays where it was while its counter, room and delta do (and it covers no new text),
            # so one never jumps when a neighbour's pulse ends; the others find places around them
            for key, rect, room, label, _delta in shown:
                kept = self.pills_kept.get(key)
                if kept is not None and kept[:3] == (rect, room, label) and pills.covered(kept[3], texts) == 0:
                    self.shown_pills[key] = kept[3]
            for key, rect, room, label, _delta in shown:
                if key not in self.shown_pills:
                    self.shown_pills[key] = self.pill_for(rect, label, room, texts, list(spots.values()))
            for key, rect, room, label, delta in shown:
                pill = self.shown_pills[key]
                placed[key] = (rect, room, label, pill)
                self.shown_deltas[key] = self.draw_pulse(surf, rect, delta, self.motions.progress(("delta", key)), pill)
        self.pills_kept = placed

    def draw_mark(self, surf: pygame.Surface, rect: pygame.Rect, rgb: tuple[int, int, int]) -> None:
        """A place a bot's move touched: a ring in its colour with a dark edge (seen on any ground)."""
        r = rect.inflate(self.u(6), self.u(6))
        pygame.draw.rect(surf, (12, 12, 16), r.inflate(self.u(4), self.u(4)), max(2, self.u(2)), border_radius=self.u(8))
        pygame.draw.rect(surf, rgb, r, max(2, self.u(3)), border_radius=self.u(7))

    def pill_for(self, rect: pygame.Rect, label: str, room: pygame.Rect, texts: list[pygame.Rect],
                 counters: list[pygame.Rect]) -> pygame.Rect:
        """Where the delta ``label`` of the counter drawn at ``rect`` goes: beside the ring
        at its widest (so it stays put while the ring grows), over no text and no other
        pill, and where it can, over no other counter."""
        w, h = fonts.font(self.u(14), "bold").size(label)
        return pills.place((w + self.u(10), h + self.u(2)), rect.inflate(self.u(12), self.u(8)), rect, room, texts,
                           list(self.shown_pills.values()), counters, max(2, self.u(4)), self.counter_pictures())

    def draw_pulse(self, surf: pygame.Surface, rect: pygame.Rect, delta: int, t: float, pill: pygame.Rect) -> str:
        """A counter that changed: a ring that fades out, and its delta in ``pill``; returns the text shown."""
        rgb = theme.GOOD if delta > 0 else theme.BAD
        fade = 1.0 - t
        ring = rect.inflate(self.u(6) + int(self.u(6) * t), self.u(4) + int(self.u(4) * t))
        if fade > 0.05:
            col = tuple(int(c * fade + b * (1 - fade)) for c, b in zip(rgb, theme.BG2, strict=True))
            pygame.draw.rect(surf, col, ring, max(1, int(self.u(3) * fade + 1)), border_radius=self.u(6))
        label = signed(delta)
        pygame.draw.rect(surf, (16, 18, 24), pill, border_radius=self.u(7))
        pygame.draw.rect(surf, rgb, pill, 1, border_radius=self.u(7))
        widgets.text(surf, label, pill.center, self.u(14), rgb, "bold", "center")
        return label

    def changes_facts(self) -> dict[str, Any]:
        """What the last picture showed of the changes (for tests)."""
        return {"deltas": dict(self.shown_deltas), "marks": set(self.shown_marks), "pills": dict(self.shown_pills)}
