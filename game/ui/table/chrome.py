"""``BoardChrome``: the base of every game's board scene, the kit put together.

A game's board subclasses it and adds its panels.  What it fills:
``build`` (sets ``self.topbar`` and ``self.log_rect``, gives the log's room to
its panels while ``show_log`` is off, adds ``self.top_buttons()``), ``refresh``
(re-reads the view; shows the spectator's view while ``covered_seat()``),
``update`` (calls ``update_chrome``), ``handle`` (its own keys, then
``handle_chrome``), and the hooks named in each mixin: ``topbar_head``,
``topbar_prompt``, ``topbar_extra`` (topbar), ``event_line``, ``on_event``,
``turn_event`` (log), ``drop_pick``, ``more_choices`` (picker),
``seat_name`` (handover), ``open_scoring``, ``choice_lists`` and ``sounds``.
Everything else (bots under overlays, the hotseat cover, undo in words,
saving, the keys every board shares, the scores once the game is over) is
the same for every game and lives in the kit.
"""

from __future__ import annotations

import time

import pygame

from game.core.protocol import Action, Event
from game.ui import theme, widgets
from game.ui.controller import Controller
from game.ui.i18n import tr
from game.ui.scene import Host, MessageDialog, Scene
from game.ui.table.handover import HandoverGate
from game.ui.table.log import GameLog
from game.ui.table.pace import Pace
from game.ui.table.picker import Picker
from game.ui.table.sync import Sync
from game.ui.table.topbar import TopBar

SAVED_KEY = "board.saved"
SAVE_FAILED_KEY = "board.save_failed"


class BoardChrome(Picker, TopBar, GameLog, Sync, HandoverGate, Pace, Scene):
    game_id = "game"                    # save file names start with it
    scoring_delay = 1.0                 # seconds the final position shows before the scores
    prompt_size = 16                    # the top bar's prompt, in logical units
    # event kind -> sound effect (game.ui.sound.NAMES); "turn" only sounds for a person's turn
    sounds: dict[str, str] = {}

    def __init__(self, app: Host, controller: Controller) -> None:
        super().__init__(app)
        self.ctl = controller
        self.init_log()
        self.init_topbar()
        self.init_sync()
        self.init_handover()
        self.scoring_pushed = False
        self.over_since: float | None = None
        self.mouse = (0, 0)
        from game.ui.save_banner import Banner

        self.save_banner = Banner(self)
        self.shown_save_error: str | None = None
        self.shown_thinking: int | None = None
        controller.listeners += [self.sound_for, self.tell_undone, self.handover_heard]
        controller.step_delay = self.narration_delay

    # --- who a seat is -------------------------------------------------------------------
    def seat_identity(self, seat: int) -> theme.Identity:
        """The seat's colour, letter and shape (``table.identity``)."""
        colours = getattr(self, "colours", None) or []
        colour = colours[seat] if 0 <= seat < len(colours) else ""
        return theme.identity(colour, self.app.settings.colorblind)

    def seat_rgb(self, seat: int) -> tuple[int, int, int]:
        return self.seat_identity(seat).rgb

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
            self.log_scroll = 0
            return True
        if k == pygame.K_z and ctrl:
            self.undo()
            return True
        if ctrl:
            return False
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.covered_seat() is not None:
            self.hand_over()
            return True
        if k == pygame.K_SPACE and self.narrating():
            self.next_step()
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

    def check_over(self) -> None:
        """Once the game is over, show the final position a moment, then the scores."""
        if not self.ctl.match.is_over():
            return
        now = self.app.now
        if self.over_since is None:
            self.over_since = now
        in_front = self.app.top is self or getattr(self.app.top, "lets_scores_open", False)    # (a lesson's coach)
        if not self.scoring_pushed and (now - self.over_since > self.scoring_delay or self.app.settings.bot_delay == 0) and in_front:
            self.scoring_pushed = True
            self.open_scoring()
