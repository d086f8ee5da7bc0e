"""Settings: language, animation and bot speed, window, colour-blind palette, sound."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import pygame

from game.ui import theme, widgets
from game.ui.i18n import LANG_NAMES, LANGS, set_language, tr
from game.ui.scene import Scene
from game.ui.settings import ANIM_SPEEDS, BOT_SPEEDS, VOLUMES, WINDOW_SIZES


class SettingsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.rows: list[tuple[str, int]] = []

    def build(self) -> None:
        s = self.app.settings
        w, h = self.app.size
        left = max(self.u(60), w // 2 - self.u(520))
        label_w = self.u(300)
        x0 = left + label_w
        avail = min(w - x0 - self.u(60), self.u(760))
        y = self.u(120)
        row_h = self.u(70)
        buttons: list[widgets.Button] = []
        self.rows = []

        def chips(key: str, options: Sequence[tuple[str, object]], current: object, setter: Callable[[Any], None]) -> None:
            nonlocal y
            self.rows.append((key, y))
            gap = self.u(10)
            cw = (avail - gap * (len(options) - 1)) // len(options)
            for i, (label, value) in enumerate(options):
                r = pygame.Rect(x0 + i * (cw + gap), y, cw, self.u(46))
                buttons.append(widgets.Button(r, label, partial(setter, value), selected=(value == current), style="chip"))
            y += row_h

        chips("settings.language", [(LANG_NAMES[x], x) for x in LANGS], s.language, self.set_lang)
        chips("settings.anim", [(tr(f"settings.anim.{x}"), x) for x in ANIM_SPEEDS], s.anim_speed, lambda v: self.set("anim_speed", v))
        chips("settings.bots", [(tr(f"settings.bots.{x}"), x) for x in BOT_SPEEDS], s.bot_speed, lambda v: self.set("bot_speed", v))
        chips("settings.window", [(f"{a}×{b}", [a, b]) for a, b in WINDOW_SIZES], list(s.window), self.set_window)
        chips("settings.fullscreen", [(tr("ui.off"), False), (tr("ui.on"), True)], s.fullscreen, self.set_fullscreen)
        volume = 0 if s.mute else min(VOLUMES, key=lambda v: abs(v - s.volume))
        chips("settings.sound", [(tr("ui.off"), 0)] + [(f"{v}%", v) for v in VOLUMES], volume, self.set_volume)
        chips("settings.palette", [(tr("settings.palette.normal"), False), (tr("settings.palette.safe"), True)], s.colorblind, lambda v: self.set("colorblind", v))
        back = pygame.Rect(0, 0, self.u(220), self.u(50))
        back.bottomright = (w - self.u(40), h - self.u(30))
        buttons.append(widgets.Button(back, tr("ui.back"), self.back, style="primary"))
        self.group.set(buttons)

    def set(self, attr: str, value: object) -> None:
        setattr(self.app.settings, attr, value)
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
        for key, y in self.rows:
            widgets.text(surf, tr(key), (left, y + self.u(23)), self.u(20), theme.TEXT, "bold", "midleft", max_width=self.u(290))
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
