"""Galaxies' contact sheet (``python -m game screenshot --game galaxies --scene
art``): every picture the game draws for its cards and pieces on one screen,
to look at them side by side: the 40 planets (named, framed in their track's
colour), the six die faces, the five hostile galaxies' cards (their ladders
and skulls) and the twelve mission cards with their symbols.  Esc or Back
returns.
"""

from __future__ import annotations

import pygame

from game.ui import theme, widgets
from game.ui.galaxies import art, mat_parts, planet_art, words
from game.ui.i18n import tr
from game.ui.scene import Scene

FACES = ("move", "acquire_energy", "acquire_culture", "advance_diplomacy", "advance_economy", "utilize_colony")
CARD_BG = (28, 32, 50)


class GalaxiesArtScene(Scene):
    """The contact sheet: its places are laid out in ``build`` (the tests read them)."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.planet_rects: list[tuple[pygame.Rect, str]] = []
        self.die_rects: list[tuple[pygame.Rect, str]] = []
        self.hostile_rects: list[tuple[pygame.Rect, str]] = []
        self.mission_rects: list[tuple[pygame.Rect, str]] = []

    def build(self) -> None:
        w, h = self.app.size
        u = self.u
        back = pygame.Rect(0, 0, u(120), u(30))
        back.topright = (w - u(16), u(6))
        self.group.set([widgets.Button(back, tr("ui.back"), self.back, style="primary")])
        c = words.content()
        x0, width = u(16), w - u(32)
        cw, ch = width // 10, u(94)
        top = u(42)
        self.planet_rects = [(pygame.Rect(x0 + (k % 10) * cw, top + (k // 10) * ch, cw - u(4), ch - u(4)), p.id)
                             for k, p in enumerate(c.planets)]
        band = top + 4 * ch + u(4)
        dw = u(86)
        self.die_rects = [(pygame.Rect(x0 + k * dw, band, dw - u(6), u(84)), f) for k, f in enumerate(FACES)]
        hx = x0 + 6 * dw + u(8)
        hw = (x0 + width - hx) // len(c.hostiles)
        self.hostile_rects = [(pygame.Rect(hx + k * hw, band, hw - u(6), u(84)), x.id) for k, x in enumerate(c.hostiles)]
        mtop = band + u(90)
        mw, mh = width // 4, (h - u(6) - mtop) // 3
        self.mission_rects = [(pygame.Rect(x0 + (k % 4) * mw, mtop + (k // 4) * mh, mw - u(6), mh - u(6)), m.id)
                              for k, m in enumerate(c.missions)]
        # every picture tells its card in words under the mouse (the sheet draws the pictures itself)
        tips = [(r, words.planet_name(pid), words.planet_info(pid)) for r, pid in self.planet_rects]
        tips += [(r, words.action_name(f), tr(f"galaxies.action.{f}.tip")) for r, f in self.die_rects]
        tips += [(r, words.hostile_name(hid), " ".join(words.hostile_ladder(hid))) for r, hid in self.hostile_rects]
        tips += [(r, words.mission_name(mid), words.mission_info(mid)) for r, mid in self.mission_rects]
        self.group.set(self.group.buttons + [widgets.Button(r, name, None, tooltip=tip, style="ghost", data=("art", name))
                                             for r, name, tip in tips])

    def draw(self, surf: pygame.Surface) -> None:
        u = self.u
        surf.fill(theme.BG)
        widgets.text(surf, tr("galaxies.art.title"), (u(16), u(21)), u(18), theme.GOLD, "bold", "midleft",
                     max_width=self.group.buttons[0].rect.x - u(32))
        for rect, pid in self.planet_rects:
            self.draw_planet_cell(surf, rect, pid)
        for rect, face in self.die_rects:
            size = min(rect.w, u(48))
            surf.blit(art.die_surface(face, size), (rect.centerx - size // 2, rect.y + u(4)))
            widgets.text(surf, words.action_name(face), (rect.centerx, rect.y + size + u(10)), u(12), theme.TEXT, "bold", "midtop",
                         max_width=rect.w)
        for rect, hid in self.hostile_rects:
            self.draw_hostile(surf, rect, hid)
        for rect, mid in self.mission_rects:
            self.draw_mission(surf, rect, mid)
        back = self.group.buttons[0]            # the pictures are their own buttons' faces: only Back is drawn as one
        back.draw(surf, self.k, focused=self.group.keyboard and self.group.focus == 0)
        focused = self.group.focused()
        if self.group.keyboard and focused is not None and focused is not back:
            widgets.focus_ring(surf, focused.rect, self.k, self.u(6))

    def draw_planet_cell(self, surf: pygame.Surface, rect: pygame.Rect, pid: str) -> None:
        u = self.u
        p = words.content().planet(pid)
        widgets.panel(surf, rect, CARD_BG, u(6), art.TRACK_RGB[p.track_type], max(1, u(2)))
        r = min(u(20), rect.h // 4)
        planet_art.draw_planet(surf, (rect.centerx, rect.y + u(8) + r * 3 // 2), r, pid)
        art.draw_resource(surf, p.resource, (rect.x + u(10), rect.y + u(10)), u(7))
        widgets.text(surf, str(p.vp), (rect.right - u(6), rect.y + u(3)), u(12), theme.GOLD, "bold", "topright")
        widgets.text(surf, words.planet_name(pid), (rect.centerx, rect.bottom - u(4)), u(12), theme.TEXT, "bold", "midbottom",
                     max_width=rect.w - u(6))

    def draw_hostile(self, surf: pygame.Surface, rect: pygame.Rect, hid: str) -> None:
        u = self.u
        h = next(x for x in words.content().hostiles if x.id == hid)
        rgb = art.HOSTILE_RGB.get(h.color, (200, 80, 80))
        widgets.panel(surf, rect, (40, 30, 36), u(6), rgb, max(1, u(2)))
        widgets.text(surf, words.hostile_name(hid), (rect.x + u(6), rect.y + u(4)), u(13), theme.TEXT, "bold", max_width=rect.w - u(12))
        ladder = pygame.Rect(rect.x + u(6), rect.y + u(26), rect.w - u(12), u(20))
        skull = next((lv.level for lv in h.levels if lv.is_skull), None)
        mat_parts.draw_ladder(surf, ladder, [str(lv.vp) for lv in h.levels], 1, skull, rgb, u(11))
        dice = " ".join(str(lv.dice) for lv in h.levels if not lv.is_skull)
        widgets.text(surf, tr("galaxies.art.dice", dice=dice), (rect.x + u(6), rect.y + u(52)), u(11), theme.MUTED, max_width=rect.w - u(12))
        mat_parts.draw_track(surf, pygame.Rect(rect.x + u(6), rect.bottom - u(18), rect.w - u(12), u(12)), "energy", 0, u(10))

    def draw_mission(self, surf: pygame.Surface, rect: pygame.Rect, mid: str) -> None:
        u = self.u
        m = next(x for x in words.content().missions if x.id == mid)
        widgets.panel(surf, rect, (58, 52, 36), u(6), (190, 170, 110), 1)
        side = min(u(46), rect.h - u(8))
        sym = pygame.Rect(rect.x + u(4), rect.y + u(4), side * 2, side)
        pygame.draw.rect(surf, (34, 30, 22), sym, border_radius=u(6))
        planet_art.draw_mission_symbol(surf, sym.inflate(-u(6), -u(6)), mid)
        x = sym.right + u(6)
        badge = widgets.text(surf, tr("galaxies.draft.vp", vp=m.vp), (rect.right - u(6), rect.y + u(4)), u(12), theme.GOLD, "bold", "topright")
        widgets.text(surf, words.mission_name(mid), (x, rect.y + u(4)), u(13), (236, 220, 170), "bold", max_width=badge.x - x - u(6))
        box = pygame.Rect(x, rect.y + u(22), rect.right - u(6) - x, rect.bottom - u(4) - (rect.y + u(22)))
        widgets.wrapped_fit(surf, words.mission_text(mid), box, u(11), (214, 204, 176), minimum=9)
