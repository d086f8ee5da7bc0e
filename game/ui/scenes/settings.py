"""Settings: language, animation and bot speed, window, colour-blind palette, sound."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import pygame

from game.ui import fonts, theme, widgets
from game.ui.i18n import LANG_NAMES, LANGS, set_language, tr
from game.ui.scene import Scene
from game.ui.settings import (
    ANIM_SPEEDS,
    AUTO_PASS,
    BOT_SPEEDS,
    VOLUMES,
    desktop_room,
    sizes_that_fit,
)


def auto_pass_games() -> list[str]:
    """The games whose optional windows (follows, copies, rerolls) the table may pass for a player."""
    from game.registry import windowed

    return [e.id for e in windowed() if "auto_pass" in e.load_window().preferences]


class SettingsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.rows: list[tuple[str, int]] = []
        self.labels: dict[int, str] = {}        # a row's own label (a game's row names the game)

    def build(self) -> None:
        s = self.app.settings
        w, h = self.app.size
        left = max(self.u(60), w // 2 - self.u(520))
        label_w = self.u(300)
        x0 = left + label_w
        avail = min(w - x0 - self.u(60), self.u(760))
        y = self.u(120)
        passing = auto_pass_games()
        row_h = min(self.u(70), (h - y - self.u(200)) // (7 + len(passing)))       # every row fits above Back
        buttons: list[widgets.Button] = []
        self.rows = []
        self.labels = {}

        def chips(key: str, options: Sequence[tuple[str, object]], current: object, setter: Callable[[Any], None]) -> None:
            nonlocal y
            self.rows.append((key, y))
            gap = self.u(10)
            cw = (avail - gap * (len(options) - 1)) // len(options)
            for i, (label, value) in enumerate(options):
                r = pygame.Rect(x0 + i * (cw + gap), y, cw, min(self.u(46), row_h - self.u(8)))
                buttons.append(widgets.Button(r, label, partial(setter, value), selected=(value == current), style="chip"))
            y += row_h

        chips("settings.language", [(LANG_NAMES[x], x) for x in LANGS], s.language, self.set_lang)
        chips("settings.anim", [(tr(f"settings.anim.{x}"), x) for x in ANIM_SPEEDS], s.anim_speed, lambda v: self.set("anim_speed", v))
        chips("settings.bots", [(tr(f"settings.bots.{x}"), x) for x in BOT_SPEEDS], s.bot_speed, lambda v: self.set("bot_speed", v))
        room = self.app.desktop if self.app.desktop is not None else desktop_room()
        sizes = sizes_that_fit(room)    # only what the display shows whole
        own = (s.window[0], s.window[1])
        if own not in sizes and room is not None and own[0] <= room[0] and own[1] <= room[1]:
            sizes = sorted([*sizes, own], key=lambda size: size[0] * size[1])      # the window's own size (shrunk to the display), lit
        chips("settings.window", [(f"{a}×{b}", [a, b]) for a, b in sizes], list(s.window), self.set_window)
        chips("settings.fullscreen", [(tr("ui.off"), False), (tr("ui.on"), True)], s.fullscreen, self.set_fullscreen)
        volume = 0 if s.mute else min(VOLUMES, key=lambda v: abs(v - s.volume))
        chips("settings.sound", [(tr("ui.off"), 0)] + [(f"{v}%", v) for v in VOLUMES], volume, self.set_volume)
        for game in passing:            # per game: which optional windows the table passes for you
            self.labels[len(self.rows)] = tr("settings.auto_pass", game=tr(f"{game}.name"))
            chips("settings.auto_pass", [(tr(f"settings.auto_pass.{p}"), p) for p in AUTO_PASS], s.game_pref(game, "auto_pass"),
                  partial(self.set_pref, game, "auto_pass"))
        chips("settings.palette", [(tr("settings.palette.normal"), False), (tr("settings.palette.safe"), True)], s.colorblind, lambda v: self.set("colorblind", v))
        back = pygame.Rect(0, 0, self.u(220), self.u(50))
        back.bottomright = (w - self.u(40), h - self.u(30))
        buttons.append(widgets.Button(back, tr("ui.back"), self.back, style="primary"))
        self.group.set(buttons)

    def set(self, attr: str, value: object) -> None:
        setattr(self.app.settings, attr, value)
        self.app.save_settings()
        self.rebuild()

    def set_pref(self, game: str, name: str, value: object) -> None:
        self.app.settings.set_game_pref(game, name, value)
        self.app.save_settings()
        self.rebuild()

    def set_volume(self, volume: int) -> None:
        """Off mutes (the volume is kept for when sound comes back); a level unmutes."""
        s = self.app.settings
        s.mute = volume == 0
        if volume:
            s.volume = volume
        self.app.save_settings()
        self.app.play_sound("meeple")          # hear the new level
        self.rebuild()

    def set_lang(self, lang: str) -> None:
        self.app.settings.language = lang
        set_language(lang)
        self.app.save_settings()
        self.rebuild()

    def set_window(self, size: list[int]) -> None:
        self.app.settings.window = list(size)
        self.app.settings.fullscreen = False
        self.apply_window()

    def set_fullscreen(self, on: bool) -> None:
        self.app.settings.fullscreen = on
        self.apply_window()

    def apply_window(self) -> None:
        self.app.save_settings()
        if self.app.window_request:
            self.app.window_request()
        self.rebuild()

    def draw(self, surf: pygame.Surface) -> None:
        self.background(surf)
        self.title(surf, tr("settings.title"))
        w, _ = surf.get_size()
        left = max(self.u(60), w // 2 - self.u(520))
        for i, (key, y) in enumerate(self.rows):
            label = self.labels.get(i) or tr(key)
            if fonts.fit_size(label, self.u(20), self.u(290), "bold") >= self.u(16) or " " not in label:
                widgets.text(surf, label, (left, y + self.u(23)), self.u(20), theme.TEXT, "bold", "midleft", max_width=self.u(290))
            else:                       # a long label (a game's row): two lines rather than a tiny one
                widgets.wrapped_fit(surf, label, pygame.Rect(left, y, self.u(290), self.u(46)), self.u(16), theme.TEXT, "bold", spacing=1.1)
        self.group.draw(surf, self.k)
        # palette preview (under the palette row, the last): one meeple per colour with its letter and shape
        from game.ui.pieces import draw_meeple

        y = self.rows[-1][1] + self.u(62)
        widgets.wrapped(surf, tr("settings.palette.preview"), pygame.Rect(left, y, self.u(280), self.u(60)), self.u(14), theme.MUTED)
        x = left + self.u(300)
        for colour in theme.PLAYER_COLOURS:
            ident = theme.identity(colour, self.app.settings.colorblind)
            draw_meeple(surf, (x + self.u(20), y + self.u(18)), self.u(30), ident)
            x += self.u(60)
