"""``BoardChrome``: the base of every game's board scene, the kit put together.

A game's board subclasses it and adds its panels.  What it fills:
``build`` (sets ``self.topbar`` and ``self.log_rect``, gives the log's room to
its panels while ``show_log`` is off, adds ``self.top_buttons()``),
``table_changed`` (its reaction to a new ``TableView``, which the kit's
``refresh`` reads once per change and hands over after the log has told the
new events), ``update`` (calls ``refresh`` and ``update_chrome``), ``handle``
(its own keys, then ``handle_chrome``), and the hooks named in each mixin: ``topbar_head``,
``topbar_prompt``, ``topbar_extra`` (topbar), ``event_line``, ``on_event``,
``turn_event`` (log), ``drop_pick``, ``more_choices`` (picker),
``seat_name`` (handover), ``seen_view``, ``open_scoring``, ``choice_lists`` and ``sounds``.
Everything else (reading the table, retelling the log after an undo or in a
new language or palette, bots under overlays, the hotseat cover, undo in words,
saving, the keys every board shares, the scores once the game is over) is
the same for every game and lives in the kit.
"""

from __future__ import annotations

import functools
import time
from typing import Any

import pygame

from game.core.protocol import Action, Event
from game.ui import theme, widgets
from game.ui.controller import Controller
from game.ui.i18n import tr
from game.ui.scene import Host, MessageDialog, Scene
from game.ui.table import pace
from game.ui.table.changes import Changes
from game.ui.table.handover import HandoverGate
from game.ui.table.history_view import OPEN_KEY, HistoryScene
from game.ui.table.log import GameLog
from game.ui.table.pace import Pace
from game.ui.table.picker import Picker
from game.ui.table.since import SinceYourTurn
from game.ui.table.sync import Sync
from game.ui.table.topbar import TopBar
from game.ui.table.view import TableView, group_by_kind

SAVED_KEY = "board.saved"
SAVE_FAILED_KEY = "board.save_failed"


class BoardChrome(Picker, TopBar, GameLog, SinceYourTurn, Sync, HandoverGate, Pace, Changes, Scene):
    game_id = "game"                    # save file names start with it
    scoring_delay = 1.0                 # seconds the final position shows before the scores
    prompt_size = 16                    # the top bar's prompt, in logical units
    # event kind -> sound effect (game.ui.sound.NAMES); "turn" only sounds for a person's turn
    sounds: dict[str, str] = {}

    def __init__(self, app: Host, controller: Controller) -> None:
        super().__init__(app)
        self.ctl = controller
        self.viewer: int | None = None
        self.view: dict[str, Any] = {}
        self.table: TableView | None = None     # the last reading (``refresh``)
        # what it was read for, and the reading's number last: an undo and another move can
        # bring the log back to the same length within one frame, and a panel kept under
        # the key of the first reading must not be shown for the second
        self.table_key: tuple[Any, ...] | None = None
        self.readings = 0
        self.init_log()
        self.init_topbar()
        self.init_sync()
        self.init_handover()
        self.init_since()
        self.init_changes()
        self.scoring_pushed = False
        self.over_since: float | None = None
        self.mouse = (0, 0)
        from game.ui.save_banner import Banner

        self.save_banner = Banner(self)
        self.shown_save_error: str | None = None
        self.shown_thinking: int | None = None
        controller.listeners += [self.sound_for, self.tell_undone, self.handover_heard, self.since_heard, self.changes_heard,
                                 self.table_heard]
        controller.step_delay = self.narration_delay
        controller.auto_answer = self.auto_answer

    def auto_answer(self, seat: int) -> Action | None:
        """A person's optional window passed for them by their setting for this game (``GameWindow.auto_pass``)."""
        from game.registry import get_entry

        game = self.ctl.match.config.game
        window = get_entry(game).load_window()
        if window is None or "auto_pass" not in window.preferences:
            return None
        answer: Action | None = window.auto_pass(self.ctl.match, seat, str(self.app.settings.game_pref(game, "auto_pass")))
        self.auto_passed = None if answer is None else (seat, answer)      # not the person's own act (``Changes``)
        return answer

    # --- who a seat is -------------------------------------------------------------------
    def seat_identity(self, seat: int) -> theme.Identity:
        """The seat's colour, letter and shape (``table.identity``)."""
        colours = getattr(self, "colours", None) or []
        colour = colours[seat] if 0 <= seat < len(colours) else ""
        return theme.identity(colour, self.app.settings.colorblind)

    def seat_count(self) -> int:
        """The players at the table (the History's filter offers each from the start)."""
        return int(self.ctl.match.config.players)

    def seat_rgb(self, seat: int) -> tuple[int, int, int]:
        return self.seat_identity(seat).rgb

    # --- the table, read once per change ---------------------------------------------------
    def seen_view(self, viewer: int | None, cover: int | None) -> dict[str, Any]:
        """The game's hook: the rules' view the screen shows, the viewer's own, or
        the spectator's while their secret decision is covered."""
        return self.ctl.match.view(None if cover is not None else viewer)

    def table_changed(self, tv: TableView) -> None:
        """The game's hook: its reaction to a new reading (its model, its half-made picks)."""

    def refresh(self, force: bool = False, quiet: bool = False) -> None:
        """Read the table when it changed (or when ``force``), tell the log its new
        events, hand the reading to ``table_changed`` and lay the board out again.
        ``quiet``: a retelling (undo, a new language), the events get no picture cues."""
        match = self.ctl.match
        viewer = self.pick_viewer()
        cover = self.covered_seat(viewer)
        key = (len(match.log), viewer, match.barrier, cover, match.is_over())
        if not force and self.table_key is not None and key == self.table_key[:-1]:
            return
        self.readings += 1
        self.table_key = (*key, self.readings)
        view = self.seen_view(viewer, cover)
        owes = viewer is not None and cover is None and viewer in match.to_move() and not self.ctl.is_bot(viewer)
        legal = tuple(match.legal(viewer)) if owes and viewer is not None else ()
        last = self.table
        tv = TableView(viewer=viewer, cover=cover, view=view, legal=legal, by_kind=group_by_kind(legal),
                       new_decision=last is None or (last.viewer, last.cover, last.legal) != (viewer, cover, legal),
                       told=len(match.state.events), over=match.is_over(), narrates=pace.narrates(self.app.settings),
                       hurry=self.ctl.hurry, quiet=quiet, key=key)
        self.table, self.viewer, self.view = tv, viewer, view
        self.sync_log(animate=not quiet and self.size is not None)     # (no cues while the board is being laid out)
        self.table_changed(tv)
        self.since_check(tv)
        self.note_counters(tv)
        self.rebuild()

    def table_heard(self, seat: int, action: Action, events: list[Event]) -> None:
        """A controller listener: every move is read at once; an undo retells the log quietly."""
        if action == ("undo",):
            self.forget_log()
            self.refresh(force=True, quiet=True)
            return
        self.refresh(force=True)

    def ensure_layout(self) -> None:
        """A new language or palette: the log is retold in its words (quietly) and the table re-read, then laid out."""
        if self.language_changed():
            theme.colorblind_active = self.app.settings.colorblind
            self.forget_log()
            self.refresh(force=True, quiet=True)
        super().ensure_layout()

    # --- when to draw ----------------------------------------------------------------------
    def busy(self) -> bool:
        """A bot owes a move (thinking, or waiting for the bot-speed delay), or the
        finished game is about to show its scores."""
        ctl = self.ctl
        if ctl.match.is_over():
            return not self.scoring_pushed
        top = self.app.top
        if ctl.paused or not (top is self or getattr(top, "lets_bots_move", False)):
            return False            # bots wait (a menu or dialog in front): nothing to poll for
        return (ctl.pending is not None or any(ctl.is_bot(s) or ctl.is_automaton(s) for s in ctl.match.to_move())
                or bool(ctl.meta.get("auto")))

    # --- what a game supplies ----------------------------------------------------------
    def choice_lists(self) -> list[list[str]]:
        """Every list of choices the viewer can be shown for the decision now (as
        it opens, and after each click that narrows it), captioned by the code
        that captions the buttons.  The shared test plays random games and checks
        that no list repeats a label (``game.ui.choices``).  [] when the decision
        is not a list of labelled options (cards, dice and regions to click)."""
        return []

    def open_rules(self) -> None:
        from game.registry import get_entry

        get_entry(self.ctl.match.config.game).load_window().open_rules(self.app)

    def open_menu(self) -> None:
        from game.ui.scenes.pause import PauseMenu

        self.app.push(PauseMenu(self.app, self))

    def open_scoring(self) -> None:
        """Push the game's scoring scene."""

    # --- the top bar: the shared buttons, then the hotseat's and the narration's, then the game's
    def top_buttons(self) -> list[widgets.Button]:
        items = self.shared_top_items() + self.handover_items() + self.narration_items() + self.topbar_extra()
        return self.topbar_buttons(items, self.undo_refusal(), self.u(self.top_text_size))

    def shown_prompt(self) -> str:
        """While a secret decision is covered the bar says whose screen it is;
        while a narration shows, what the player can do with it."""
        cover = self.handover_prompt()
        if cover is not None:
            return cover
        told = self.narration()
        return told.told_prompt() if told is not None else self.topbar_prompt()

    # --- sound ---------------------------------------------------------------------------
    def sound_for(self, seat: int, action: Action, events: list[Event]) -> None:
        """One effect for a move: the most telling of what its events sound like."""
        from game.ui import sound

        names = [self.sounds[ev.kind] for ev in events if ev.kind in self.sounds]
        if "turn" in names and not self.ctl.human_to_move():
            names = [n for n in names if n != "turn"]        # a bot's turn starts quietly
        self.app.play_sound(sound.loudest(names))

    def toggle_mute(self) -> None:
        self.app.toggle_mute()
        self.inform(tr("sound.muted" if self.app.settings.mute else "sound.unmuted"))

    # --- bots ------------------------------------------------------------------------------
    def tick(self, dt: float) -> None:
        """One policy for every game: bots move while the board is in front or
        the scene in front is part of play (``Scene.lets_bots_move``, e.g. a
        secret bid the others make at the same time); menus, rules, settings,
        dialogs and reveal overlays pause them."""
        top = self.app.top
        if top is self or getattr(top, "lets_bots_move", False):
            self.ctl.tick()
        self.catch_up_counters()
        if self.ctl.bot_thinking() != self.shown_thinking:     # "… is thinking" comes or goes
            self.shown_thinking = self.ctl.bot_thinking()
            self.app.dirty = True
        if self.ctl.save_error != self.shown_save_error:      # the autosave's banner comes or goes
            self.shown_save_error = self.ctl.save_error
            self.app.dirty = True

    # --- save, leave -------------------------------------------------------------------------
    def save_now(self) -> None:
        from game.ui import session

        if not self.app.persist:
            self.inform(tr(SAVED_KEY, name="-"))
            return
        if self.app.read_only:
            self.inform(tr("instance.read_only.not_saved"), 6)
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
            self.app.push(MessageDialog(self.app, tr(SAVE_FAILED_KEY), f"{where}: {exc.strerror or exc}"))
            return
        self.inform(tr(SAVED_KEY, name=path.name))

    def draw_message(self, surf: pygame.Surface) -> None:
        """The "since your turn" panel over the board; the failed-autosave banner
        stays on the board until a save succeeds."""
        self.draw_since(surf)
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
    def __init_subclass__(cls, **kwargs: Any) -> None:
        """A board's own ``handle`` is wrapped so the kit sees each event first
        (``handle_first``): what the kit puts over the board answers before the
        board's own keys, in every game, without each board calling it."""
        super().__init_subclass__(**kwargs)
        own = cls.__dict__.get("handle")
        if own is None or getattr(own, "kit_first", False):
            return

        @functools.wraps(own)
        def handle(self: BoardChrome, event: pygame.event.Event) -> None:
            if not self.handle_first(event):
                own(self, event)

        handle.kit_first = True         # type: ignore[attr-defined]
        cls.handle = handle             # type: ignore[method-assign,assignment]

    def handle_first(self, event: pygame.event.Event) -> bool:
        """Before the board's own keys and clicks: the "since your turn" panel
        (Enter, Esc, a click dismiss it), the log's "new lines" marker and the
        History key (H).  True when the event was used."""
        if self.since_first(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.click_log_marker(event.pos):
            return True
        if event.type == pygame.KEYDOWN and event.key == OPEN_KEY and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            self.open_history()
            return True
        return False

    def open_history(self) -> None:
        """The History view over the board (H again or Esc closes it)."""
        self.app.push(HistoryScene(self.app, self))

    def handle_chrome(self, event: pygame.event.Event) -> bool:
        """Keys, wheel and right click every board shares; True when the event was used."""
        if self.save_banner.handle(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return False
        if event.type == pygame.MOUSEWHEEL:
            if self.log_room().collidepoint(self.mouse):
                self.scroll_log(event.y * 3)          # wheel up = older lines
                return True
            return False
        if self.handle_pick(event):
            return True
        if event.type != pygame.KEYDOWN:
            return False
        k, ctrl = event.key, event.mod & pygame.KMOD_CTRL
        if k in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            if self.show_log:
                self.scroll_log(self.log_page() * (1 if k == pygame.K_PAGEUP else -1))
            return True                         # PageUp / PageDown only ever scroll the log
        if k == pygame.K_END and self.show_log:
            self.log_to_newest()
            return True
        if k == pygame.K_z and ctrl:
            self.undo()
            return True
        if ctrl:
            return False
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.covered_seat() is not None:
            self.hand_over()
            return True
        if k in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER) and self.narrating():
            self.next_step()
            return True
        if k == pygame.K_ESCAPE and self.narrating():
            self.skip_narration()               # as the bar says: "Esc: skip"
            return True
        actions = {pygame.K_u: self.undo, pygame.K_s: self.save_now, pygame.K_l: self.toggle_log, pygame.K_F1: self.open_rules,
                   pygame.K_m: self.toggle_mute}
        if k in actions:
            actions[k]()
            return True
        return False

    def update_chrome(self) -> None:
        """Once a frame, after the board's refresh: the hotseat cover, then the scores once it is over."""
        self.update_handover()
        self.check_over()

    def keep_record(self) -> None:
        """The finished game joins the player's records (``game.core.records``), once
        per match: never a lesson, nor a headless or read-only run."""
        ctl = self.ctl
        if not self.app.persist or self.app.read_only or ctl.meta.get("tutorial") or ctl.gate is not None:
            return
        from game.core import records

        seats = [records.PERSON if s.kind == "human" else s.level for s in ctl.seats]
        try:
            entry = records.make_entry(ctl.match, seats, ctl.meta.get("match"))
        except Exception as exc:  # noqa: BLE001 - a record never stops the game
            from game.core.userlog import log

            log(f"records: the finished game could not be recorded ({type(exc).__name__}: {exc})")
            return
        from game.ui.controller import writer

        writer().submit(records.add_game, entry)       # with the saves, off the frame (the file may be megabytes)

    def check_over(self) -> None:
        """Once the game is over, show the final position a moment, then the scores."""
        if not self.ctl.match.is_over():
            return
        now = self.app.now
        if self.over_since is None:
            self.over_since = now
            self.keep_record()
        in_front = self.app.top is self or getattr(self.app.top, "lets_scores_open", False)    # (a lesson's coach)
        if not self.scoring_pushed and (now - self.over_since > self.scoring_delay or self.app.settings.bot_delay == 0) and in_front:
            self.scoring_pushed = True
            self.open_scoring()
