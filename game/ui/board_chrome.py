"""What every game's board scene has around its table: the top bar, the game
log panel, and undo / save / log / rules / leave handling.

A game's board scene subclasses ``BoardChrome`` and supplies the parts that are
its own: ``seat_rgb`` (a player's colour for the log), ``topbar_head`` and
``topbar_prompt`` (what the top bar says), ``open_rules``, ``open_scoring`` and
the catalog keys of its texts; its ``build`` sets ``topbar`` and ``log_rect``
and adds ``topbar_buttons(...)`` to its buttons, its ``handle`` passes events
to ``handle_chrome`` and its ``update`` calls ``check_over``.  Everything else (log lines, scrolling by wheel
and keyboard, undo against bots, saving, pushing the scores once the game is
over) is the same for every game and lives here.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

from game.core.protocol import Event
from game.ui import fonts, theme, widgets
from game.ui.controller import Controller
from game.ui.i18n import tr
from game.ui.scene import MessageDialog, Scene

LOG_KEEP = 300          # lines kept once the log passes LOG_MAX
LOG_MAX = 400


class BoardChrome(Scene):
    game_id = "game"                    # save file names start with it
    log_title_key = "board.log"
    undo_none_key = "board.undo.none"
    saved_key = "board.saved"
    save_failed_key = "board.save_failed"
    scoring_delay = 1.0                 # seconds the final position shows before the scores
    prompt_size = 16                    # the top bar's prompt, in logical units
    # event kind -> sound effect (game.ui.sound.NAMES); "turn" only sounds for a person's turn
    sounds: dict[str, str] = {}

    def __init__(self, app, controller: Controller) -> None:
        super().__init__(app)
        self.ctl = controller
        self.log_lines: list[tuple[str, int | None]] = []   # text ("" = a turn divider), seat for the dot
        self.log_seen = 0
        self.log_scroll = 0               # rows scrolled back from the newest
        self.log_rect = pygame.Rect(0, 0, 0, 0)
        self.show_log = True
        self.scoring_pushed = False
        self.over_since: float | None = None
        self.mouse = (0, 0)
        self.top_buttons_left = 0
        from game.ui.save_banner import Banner

        self.save_banner = Banner(self)
        self.shown_save_error: str | None = None
        controller.listeners.append(self.sound_for)

    # --- the table's seats -----------------------------------------------------------------
    def seat_colours(self, default: tuple[str, ...]) -> list[str]:
        """The seats' colours chosen at setup (kept in the match's meta), else the game's first ones."""
        return list(self.ctl.meta.get("colours") or default[: self.ctl.match.config.players])

    def seat_names(self) -> list[str]:
        """The names given at setup (else the seats' own), one per player ("" where none),
        each one line of at most ``session.NAME_LIMIT`` characters whatever a save held."""
        from game.ui.session import NAME_LIMIT, shown

        n = self.ctl.match.config.players
        names = list(self.ctl.meta.get("names") or [s.name for s in self.ctl.seats])
        return [shown(x, NAME_LIMIT) if isinstance(x, str) and x else "" for x in (names + [""] * n)[:n]]

    # --- when to draw ----------------------------------------------------------------------
    def frame_rate(self, now: float) -> float:
        """Still by default ("thinking" is a word, not moving dots); games add their animations."""
        return 0.0

    def busy(self) -> bool:
        """A bot owes a move (thinking, or waiting for the bot-speed delay), or the
        finished game is about to show its scores."""
        ctl = self.ctl
        if ctl.match.is_over():
            return not self.scoring_pushed
        top = self.app.top
        if ctl.paused or not (top is self or getattr(top, "lets_bots_move", False)):
            return False            # bots wait (a menu or dialog in front): nothing to poll for
        return ctl.pending is not None or any(ctl.is_bot(s) for s in ctl.match.to_move()) or bool(ctl.meta.get("auto"))

    # --- what a game supplies ----------------------------------------------------------
    def seat_rgb(self, seat: int) -> tuple[int, int, int]:
        return theme.TEXT

    def topbar_head(self, surf: pygame.Surface, r: pygame.Rect) -> int:
        """Draw the left part of the top bar (whose turn); return where the prompt starts."""
        return r.x + self.u(14)

    def topbar_prompt(self) -> str:
        return ""

    def open_rules(self) -> None:
        from game.registry import get_entry

        get_entry(self.ctl.match.config.game).load_window().open_rules(self.app)

    def open_menu(self) -> None:
        from game.ui.scenes.pause import PauseMenu

        self.app.push(PauseMenu(self.app, self))

    def open_scoring(self) -> None:
        """Push the game's scoring scene."""

    def pick_viewer(self) -> int | None:
        """Whose eyes the board shows: the human who owes a decision, else the one
        human, else the last viewer (hotseat); None (a spectator) when all are bots."""
        humans = self.ctl.humans
        if not humans:
            return None
        waiting = self.ctl.human_to_move()
        if waiting:
            return waiting[0]
        if len(humans) == 1:
            return humans[0]
        return self.viewer if getattr(self, "viewer", None) in humans else humans[0]

    # --- sound ---------------------------------------------------------------------------
    def sound_for(self, seat: int, action: tuple, events: list) -> None:
        """One effect for a move: the most telling of what its events sound like."""
        from game.ui import sound

        names = [self.sounds[ev.kind] for ev in events if ev.kind in self.sounds]
        if "turn" in names and not self.ctl.human_to_move():
            names = [n for n in names if n != "turn"]        # a bot's turn starts quietly
        self.app.play_sound(sound.loudest(names))

    def toggle_mute(self) -> None:
        self.app.toggle_mute()
        self.inform(tr("sound.muted" if self.app.settings.mute else "sound.unmuted"), 2)

    # --- bots ------------------------------------------------------------------------------
    def tick(self, dt: float) -> None:
        """One policy for every game: bots move while the board is in front or
        the scene in front is part of play (``Scene.lets_bots_move``, e.g. a
        secret bid the others make at the same time); menus, rules, settings,
        dialogs and reveal overlays pause them."""
        top = self.app.top
        if top is self or getattr(top, "lets_bots_move", False):
            self.ctl.tick()
        if self.ctl.save_error != self.shown_save_error:      # the autosave's banner comes or goes
            self.shown_save_error = self.ctl.save_error
            self.app.dirty = True

    # --- the log -------------------------------------------------------------------------
    turn_event = ""                     # the event kind that starts a turn: a divider line before it

    @property
    def log_viewer(self) -> int | None:
        """Whose private events the log may show: the board's viewer."""
        return getattr(self, "viewer", None)

    def event_line(self, ev: Event) -> tuple[str, int | None] | None:
        """The game's hook: one event as a log line (text, seat for the dot), or None to leave it out."""
        return None

    def on_event(self, ev: Event) -> None:
        """The game's hook: an animation or overlay for a new event (not when the log is retold)."""

    def sync_log(self, animate: bool = True) -> None:
        """Add the lines of the events the viewer may see since the last call."""
        match = self.ctl.match
        total = len(match.state.events)
        if self.log_seen > total:
            self.log_lines, self.log_seen = [], 0
        for ev in match.events_for(self.log_viewer, self.log_seen, shared_screen=len(self.ctl.humans) > 1):
            line = self.event_line(ev)
            if line is not None:
                if ev.kind == self.turn_event:
                    self.log_lines.append(("", None))
                self.log_lines.append(line)
            if animate:
                self.on_event(ev)
        self.log_seen = total
        self.trim_log()

    def trim_log(self) -> None:
        if len(self.log_lines) > LOG_MAX:
            self.log_lines = self.log_lines[-LOG_KEEP:]

    def forget_log(self) -> None:
        """Start the log again (undo, a new language): it is retold from the events."""
        self.log_lines, self.log_seen = [], 0

    def toggle_log(self) -> None:
        self.show_log = not self.show_log
        self.rebuild()

    def scroll_log(self, rows: int) -> None:
        """Positive = back to older lines; the drawing clamps to what there is."""
        self.log_scroll = max(0, self.log_scroll + rows)

    def log_page(self) -> int:
        """About one panel of rows, for PageUp / PageDown."""
        line_h = int(self.u(13) * 1.3) + 1
        return max(3, (self.log_rect.h - self.u(40)) // line_h - 1)

    def draw_log(self, surf: pygame.Surface) -> None:
        r = self.log_rect
        if r.h < self.u(40):
            return
        widgets.panel(surf, r, (26, 30, 40), self.u(10))
        widgets.text(surf, tr(self.log_title_key), (r.x + self.u(12), r.y + self.u(8)), self.u(15), theme.TEXT, "bold")
        size = self.u(13)
        line_h = int(size * 1.3) + 1
        inner_w = r.w - self.u(36)
        rows: list[tuple[str, int | None, bool]] = []
        budget = max(1, (r.h - self.u(36)) // line_h)
        for text, seat in reversed(self.log_lines):
            if not text:
                rows.append(("", None, False))
            else:
                wrapped = fonts.wrap(text, size, inner_w)
                for j, line in enumerate(reversed(wrapped)):
                    rows.append((line, seat, j == len(wrapped) - 1))
            if len(rows) >= budget + self.log_scroll:
                break
        self.log_scroll = max(0, min(self.log_scroll, len(rows) - budget))
        rows = rows[self.log_scroll:self.log_scroll + budget]
        if self.log_scroll:
            widgets.text(surf, tr("board.log_scrolled"), (r.right - self.u(12), r.y + self.u(10)), self.u(12), theme.ACCENT, anchor="topright")
        y = r.bottom - self.u(8) - line_h
        for text, seat, first in rows:
            if not text:
                pygame.draw.line(surf, (60, 66, 84), (r.x + self.u(12), y + line_h // 2), (r.right - self.u(12), y + line_h // 2))
            else:
                if first and seat is not None:
                    dot = (r.x + self.u(18), y + line_h // 2)
                    pygame.draw.circle(surf, self.seat_rgb(seat), dot, self.u(5))
                    pygame.draw.circle(surf, (0, 0, 0), dot, self.u(5), 1)
                widgets.blit_text(surf, fonts.render(text, size, theme.TEXT), text, (r.x + self.u(28), y))
            y -= line_h

    # --- the top bar -----------------------------------------------------------------------
    def topbar_buttons(self, items: list[tuple[str, Callable[[], None], bool, bool | None]], why_disabled: str,
                       text_size: int, rightmost_first: bool = False) -> list[widgets.Button]:
        """Top-bar buttons packed against the right edge: (key, action, enabled, switch).

        ``switch`` None is a plain button, True/False an on/off chip.  The
        buttons come back in the order given (the Tab order); they stand left to
        right in that order, or right to left with ``rightmost_first``.  Sets
        ``top_buttons_left`` so the prompt knows its room.
        """
        widths = [max(self.u(90), fonts.font(text_size, "bold").size(tr(key))[0] + self.u(28)) for key, *_ in items]
        gap = self.u(8)
        placed = list(zip(items, widths, strict=True))
        x = self.topbar.right - self.u(10) - sum(widths) - gap * (len(widths) - 1)
        self.top_buttons_left = x - gap
        lefts = {}
        for i, (_item, bw) in enumerate(reversed(placed) if rightmost_first else placed):
            lefts[len(placed) - 1 - i if rightmost_first else i] = x
            x += bw + gap
        buttons = []
        for i, ((key, cb, enabled, switch), bw) in enumerate(placed):
            rect = pygame.Rect(lefts[i], self.u(8), bw, self.topbar.h - self.u(16))
            buttons.append(widgets.Button(rect, tr(key), cb, enabled, selected=bool(switch), style="normal" if switch is None else "chip",
                                          tooltip=tr(key + ".tip"), why_disabled=why_disabled, text_size=text_size, data="top"))
        return buttons

    def draw_top_buttons(self, surf: pygame.Surface) -> None:
        """The top bar's buttons (``topbar_buttons``), for a board that draws its
        other buttons apart (in its own layers)."""
        for b in self.group.buttons:
            if b.data == "top":
                b.draw(surf, self.k, self.focused(b))

    def draw_topbar(self, surf: pygame.Surface) -> None:
        r = self.topbar
        pygame.draw.rect(surf, (20, 22, 30), r)
        pygame.draw.line(surf, theme.EDGE, r.bottomleft, r.bottomright)
        x = self.topbar_head(surf, r)
        room = max(10, self.top_buttons_left - x - self.u(10))
        prompt = self.topbar_prompt()
        size = self.u(self.prompt_size)
        fit = fonts.fit_size(prompt, size, room)
        if fit >= self.u(13):
            widgets.text(surf, prompt, (x, r.centery), size, theme.TEXT, "regular", "midleft", max_width=room)
            return
        small = max(8, self.u(13))          # too long for one line: two smaller lines
        lines = fonts.wrap(prompt, small, room)[:2]
        old = surf.get_clip()
        surf.set_clip(pygame.Rect(x, r.y, room, r.h).clip(old))
        for i, line in enumerate(lines):
            widgets.text(surf, line, (x, r.centery + (i - 0.5) * int(small * 1.25)), small, theme.TEXT, "regular", "midleft", max_width=room)
        surf.set_clip(old)

    # --- undo, save, leave -----------------------------------------------------------------
    def undo_seat(self) -> int | None:
        """The person at the screen (the board's viewer), if they have a decision
        undo can take back.  Only their own: with several people at one screen
        another's decisions, secret picks above all, are never undone for them
        (``Controller.undo_keep``)."""
        seat = self.pick_viewer()
        if seat is None or self.ctl.is_bot(seat) or not self.ctl.can_undo(seat):
            return None
        return seat

    def can_undo(self) -> bool:
        return self.undo_seat() is not None and not self.ctl.match.is_over()

    def undo(self) -> None:
        seat = self.undo_seat()
        if seat is None or self.ctl.match.is_over() or not self.ctl.undo(seat):
            viewer = self.pick_viewer()
            others = viewer is not None and self.ctl.match.undo_point(viewer) is not None
            self.explain(tr("board.undo.others" if others else self.undo_none_key))

    def save_now(self) -> None:
        from game.ui import session

        if not self.app.persist:
            self.inform(tr(self.saved_key, name="-"))
            return
        from game.core.files import unique_path
        from game.core.saves import atomic_write_text

        path = None
        text = self.ctl.save_text()         # made before a file is reserved: a failure leaves no empty file
        try:
            # a name no other save has, even two saves in one second or after the clock went back
            path = unique_path(session.saves_dir(self.app), time.strftime(f"{self.game_id}-%Y%m%d-%H%M%S"))
            atomic_write_text(path, text)
        except OSError as exc:
            if path is not None:
                try:
                    path.unlink()            # never leave an empty file that looks like a save
                except OSError:
                    pass
            where = session.shown(path.parent if path else session.saves_folder(), 80)
            self.app.push(MessageDialog(self.app, tr(self.save_failed_key), f"{where}: {exc.strerror or exc}"))
            return
        self.inform(tr(self.saved_key, name=path.name), 3)

    def draw_message(self, surf: pygame.Surface) -> None:
        """The failed-autosave banner stays on the board until a save succeeds."""
        topbar = getattr(self, "topbar", None)
        self.save_banner.draw(surf, topbar.bottom if topbar is not None else 0)
        super().draw_message(surf)

    def save_elsewhere(self) -> Scene:
        """The scene that saves this game to a folder the player picks (the autosave failed)."""
        from game.ui.save_banner import SaveElsewhere

        return SaveElsewhere(self.app, self.ctl)

    def leave(self) -> None:
        from game.ui.scenes.menu import MenuScene

        self.app.reset(MenuScene(self.app))

    # --- events and the end ----------------------------------------------------------------
    def handle_chrome(self, event: pygame.event.Event) -> bool:
        """Keys and wheel every board shares; True when the event was used."""
        if self.save_banner.handle(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return False
        if event.type == pygame.MOUSEWHEEL:
            if self.show_log and self.log_rect.collidepoint(self.mouse):
                self.scroll_log(event.y * 3)          # wheel up = older lines
                return True
            return False
        if event.type != pygame.KEYDOWN:
            return False
        k, ctrl = event.key, event.mod & pygame.KMOD_CTRL
        if k in (pygame.K_PAGEUP, pygame.K_PAGEDOWN) and self.show_log:
            self.scroll_log(self.log_page() * (1 if k == pygame.K_PAGEUP else -1))
            return True
        if k == pygame.K_END and self.show_log:
            self.log_scroll = 0
            return True
        if k == pygame.K_z and ctrl:
            self.undo()
            return True
        if ctrl:
            return False
        actions = {pygame.K_u: self.undo, pygame.K_s: self.save_now, pygame.K_l: self.toggle_log, pygame.K_F1: self.open_rules,
                   pygame.K_m: self.toggle_mute}
        if k in actions:
            actions[k]()
            return True
        return False

    def check_over(self) -> None:
        """Once the game is over, show the final position a moment, then the scores."""
        if not self.ctl.match.is_over():
            return
        now = time.monotonic()
        if self.over_since is None:
            self.over_since = now
        if not self.scoring_pushed and (now - self.over_since > self.scoring_delay or self.app.settings.bot_delay == 0) and self.app.top is self:
            self.scoring_pushed = True
            self.open_scoring()
