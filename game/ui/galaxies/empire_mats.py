"""The empire mats down the right side: one per seat (the solo hostile
galaxy's taller, to say what its attack does now) with level, energy, culture,
ships at home, colonies, VP and the secret mission's mark.

A mixin of :class:`~game.ui.galaxies.board.GalaxiesBoardScene`: the mats'
drawing, their tooltips, and a click on a mat (a rival to pick, or home for a
ship).  The mats' places are laid out with the rest of the side panel in
``GalaxiesBoardScene.build``.
"""

from __future__ import annotations

import pygame

from game.ui import fonts, theme, widgets
from game.ui.galaxies import art, words
from game.ui.galaxies.art import LIT
from game.ui.i18n import tr
from game.ui.table.identity import draw_chip


class EmpireMats:
    """Every seat's mat; reads the board's ``view`` and ``mat_rects``."""

    mat_rects: list[pygame.Rect]

    def mat_buttons(self) -> list[widgets.Button]:
        """One button per mat: its tooltip, and the click on it."""
        buttons: list[widgets.Button] = []
        for seat, r in enumerate(self.mat_rects):
            tip = self.mat_tip(seat)
            buttons.append(widgets.Button(r, self.name(seat), (lambda s=seat: self.click_mat(s)), tooltip=tip, data=("mat", seat)))
        return buttons

    def draw_mats(self, surf: pygame.Surface) -> None:
        pygame.draw.rect(surf, (22, 26, 36), self.right)
        pygame.draw.line(surf, theme.EDGE, self.right.topleft, self.right.bottomleft)
        active = self.view.get("active")
        winners = self.view.get("winners") or []
        lit_mats = self.lit_mats()
        lit_ship = self.lit_ship()
        empire = words.content().empire
        for seat, row in enumerate(self.mat_rects):
            e = self.view["empires"][seat]
            on = active == seat and not self.view.get("over")
            edge = LIT if seat in lit_mats else (theme.GOLD if on or seat in winners else theme.EDGE)
            widgets.panel(surf, row, (52, 60, 80) if on else (34, 40, 54), self.u(8), edge, 3 if seat in lit_mats else (2 if on else 1))
            with widgets.clipped(surf, row.inflate(-self.u(4), -self.u(2))):
                rgb = self.seat_rgb(seat)
                pygame.draw.rect(surf, rgb, (row.x + self.u(4), row.y + self.u(4), self.u(6), row.h - self.u(8)), border_radius=self.u(3))
                draw_chip(surf, (row.x + self.u(23), row.y + self.u(13)), self.u(17), self.seat_identity(seat))
                x = row.x + self.u(36)
                room = row.right - self.u(48) - x
                who = self.who(seat)
                name_rect = widgets.text(surf, self.name(seat), (x, row.y + self.u(4)), self.u(14), theme.TEXT, "bold", max_width=room * 3 // 5, shorten=True)
                if who:                                   # who plays the seat, after the name
                    wx = name_rect.right + self.u(6)
                    avail = max(8, x + room - wx)
                    if fonts.font(fonts.fit_size(who, self.u(11), avail), "regular").size(who)[0] > avail:
                        who = who.split(" · ")[-1]        # no room for both: "thinking…" alone
                    widgets.text(surf, who, (wx, name_rect.centery + self.u(1)), self.u(11), theme.MUTED, "regular", "midleft", max_width=avail)
                widgets.text(surf, str(e["vp"]), (row.right - self.u(10), row.y + self.u(4)), self.u(22), theme.GOLD, "title", "topright")
                widgets.text(surf, tr("galaxies.vp"), (row.right - self.u(10), row.y + self.u(30)), self.u(9), theme.MUTED, "regular", "topright")
                y2 = row.y + self.u(24)
                if e["hostile"]:
                    line = tr("galaxies.mat.hostile", level=e["level"], dice=self.hostile_dice(e["level"]))
                else:
                    lv, nxt = empire[e["level"] - 1], words.next_level(e["level"])
                    line = tr("galaxies.mat.level", level=e["level"], dice=lv.dice, ships=lv.ships)
                widgets.text(surf, line, (x, y2), self.u(11), theme.MUTED, max_width=room)
                y3 = row.y + self.u(44)
                if not e["hostile"] and nxt:        # the next upgrade's cost, in words, on the resources' line
                    widgets.text(surf, tr("galaxies.mat.upgrade", cost=nxt.cost), (row.right - self.u(10), y3 + self.u(8)), self.u(11), theme.MUTED,
                                 "regular", "midright", max_width=max(8, row.right - self.u(10) - (x + self.u(112))))
                art.draw_resource(surf, "energy", (x + self.u(8), y3 + self.u(8)), self.u(8))
                widgets.text(surf, str(e["energy"]), (x + self.u(20), y3 + self.u(8)), self.u(13), theme.TEXT, "bold", "midleft")
                art.draw_resource(surf, "culture", (x + self.u(44), y3 + self.u(8)), self.u(8))
                widgets.text(surf, str(e["culture"]), (x + self.u(56), y3 + self.u(8)), self.u(13), theme.TEXT, "bold", "midleft")
                home = sum(1 for s in e["ships"] if s[0] == "mat")
                lit = lit_ship if lit_ship is not None and lit_ship[0] == seat and e["ships"][lit_ship[1]][0] == "mat" else None
                self.draw_piece(surf, (x + self.u(85), y3 + self.u(8)), self.u(15), seat, lit[1] if lit else -1, lit, ("mat", home))
                widgets.text(surf, str(home), (x + self.u(96), y3 + self.u(8)), self.u(13), theme.TEXT, "bold", "midleft")
                cxp = x + self.u(118)
                for pid in e["colonies"]:
                    p = words.content().planet(pid)
                    chip = pygame.Rect(cxp, y3 + self.u(1), self.u(12), self.u(15))
                    if chip.right > row.right - self.u(6):
                        break
                    pygame.draw.rect(surf, art.TRACK_RGB[p.track_type], chip, border_radius=self.u(3))
                    cxp += self.u(14)
                if e["hostile"] and self.view.get("hostile"):
                    attack = self.hostile_attack(e["level"])
                    if attack:
                        box = pygame.Rect(x, row.y + self.u(62), row.right - self.u(8) - x, row.bottom - self.u(2) - (row.y + self.u(62)))
                        size = self.u(11)
                        while size > self.u(8) and widgets.wrapped_height(attack, size, box.w) > box.h:
                            size -= 1
                        widgets.wrapped(surf, attack, box, size, (236, 190, 170))
                if not e["hostile"] and e.get("has_mission"):
                    mark = tr("galaxies.mat.mission") if seat != self.viewer or not self.view.get("my_mission") else words.mission_name(self.view["my_mission"])
                    if row.h > self.u(70):
                        widgets.text(surf, mark, (x, row.y + self.u(62)), self.u(10), (190, 180, 140), max_width=row.w - self.u(24))

    def hostile_attack(self, level: int) -> str:
        """What the hostile galaxy's attack does at ``level`` (its Utilize), in words; "" on the skull."""
        hid = (self.view.get("hostile") or {}).get("id")
        h = next((x for x in words.content().hostiles if x.id == hid), None)
        if h is None or not 0 < level <= len(h.levels) or h.levels[level - 1].is_skull:
            return ""
        return tr("galaxies.mat.attack", attack=words.attack_text(hid, level))

    def hostile_dice(self, level: int) -> int:
        hid = (self.view.get("hostile") or {}).get("id")
        h = next((x for x in words.content().hostiles if x.id == hid), None)
        return h.levels[level - 1].dice if h else 0

    def mat_tip(self, seat: int) -> str:
        e = self.view["empires"][seat]
        name = self.name(seat) + (" (" + tr("galaxies.mat.automaton") + ")" if self.ctl.is_automaton(seat) else "")
        text = tr("galaxies.mat.tip", name=name, level=e["level"], energy=e["energy"], culture=e["culture"], vp=e["vp"],
                  colonies=", ".join(words.planet_name(p) for p in e["colonies"]) or "—")
        if e["hostile"] and self.view.get("hostile"):
            text += " " + " ".join(words.hostile_ladder(self.view["hostile"]["id"]))
        nxt = words.next_level(e["level"]) if not e["hostile"] else None
        if nxt is not None:
            text += tr("galaxies.mat.tip_next", level=nxt.level, cost=nxt.cost, dice=nxt.dice, ships=nxt.ships, vp=nxt.vp)
        if seat == self.viewer and self.view.get("my_mission"):
            text += " " + words.mission_info(self.view["my_mission"])
        return text

    def click_mat(self, seat: int) -> None:
        if self.my_main() and len(self.pick.selected) == 1 and self.view["dice"][self.pick.selected[0]]["face"] == "utilize_colony" and seat == self.viewer:
            self.use_die()
            return
        options = self.current_options()
        rivals = [o for o in options if o[0] in ("rival",) and o[1] == seat]
        if rivals:
            self.choose(rivals[0])
            return
        homes = [o for o in options if o[0] == "move" and o[2] == "home"]
        if self.pick.prefix:
            homes = [o for o in homes if o[:2] == self.pick.prefix]
        if seat == self.viewer and homes:
            if len(homes) == 1:
                self.choose(homes[0])
            else:
                self.pick.narrow(homes)
                self.rebuild()
            return
        if options:
            self.explain(tr("galaxies.why.pick_lit"))

    def lit_mats(self) -> set[int]:
        return {o[1] for o in self.current_options() if o[0] == "rival"}
