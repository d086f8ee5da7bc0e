"""The empire mats down the right side: one per seat (the solo hostile
galaxy's taller, to say what its attack does now) with level, energy, culture,
ships at home, colonies, VP and the secret mission's mark.

An object with explicit inputs: the ``Look``, the mats' places (laid out with
the rest of the side panel in ``GalaxiesBoardScene.build``), what is lit, the
ship pieces, and who plays each seat; a click on a mat returns an intent (a
rival picked, a ship sent home, the Utilize die used, or why not).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from game.ui import fonts, theme, widgets
from game.ui.galaxies import art, words
from game.ui.galaxies.art import LIT
from game.ui.galaxies.look import Look
from game.ui.galaxies.pick import Pick
from game.ui.galaxies.pieces import Pieces
from game.ui.i18n import tr
from game.ui.table.identity import draw_chip


class EmpireMats:
    """Every seat's mat."""

    def __init__(self, act: Callable[[tuple | None], None]) -> None:
        self.act = act                          # the one callback: the board carries the intent out
        self.rects: list[pygame.Rect] = []
        self.right = pygame.Rect(0, 0, 0, 0)    # the side panel the mats lie in
        self.spots: dict[tuple[int, str], pygame.Rect] = {}     # (seat, counter) -> where it was drawn (the kit's pulses)

    def layout(self, right: pygame.Rect, rects: list[pygame.Rect]) -> None:
        self.right, self.rects = right, rects

    def buttons(self, look: Look, automaton: Callable[[int], bool], intent: Callable[[int], tuple | None]) -> list[widgets.Button]:
        """One button per mat: its tooltip, and the click on it (``intent(seat)`` at the time of the click)."""
        return [widgets.Button(r, look.name(seat), partial(self.press, intent, seat), tooltip=self.tip(look, seat, automaton),
                               data=("mat", seat)) for seat, r in enumerate(self.rects)]

    def press(self, intent: Callable[[int], tuple | None], seat: int) -> None:
        """A click on a mat: its intent is read at the time of the click."""
        self.act(intent(seat))

    def draw(self, surf: pygame.Surface, look: Look, lit_mats: set[int], lit_ship: tuple[int, int] | None,
             pieces: Pieces, who: Callable[[int], str]) -> None:
        u, view = look.u, look.view
        pygame.draw.rect(surf, (22, 26, 36), self.right)
        pygame.draw.line(surf, theme.EDGE, self.right.topleft, self.right.bottomleft)
        active = view.get("active")
        winners = view.get("winners") or []
        empire = words.content().empire
        for seat, row in enumerate(self.rects):
            e = view["empires"][seat]
            on = active == seat and not view.get("over")
            edge = LIT if seat in lit_mats else (theme.GOLD if on or seat in winners else theme.EDGE)
            widgets.panel(surf, row, (52, 60, 80) if on else (34, 40, 54), u(8), edge, 3 if seat in lit_mats else (2 if on else 1))
            with widgets.clipped(surf, row.inflate(-u(4), -u(2))):
                ident = look.identity(seat)
                pygame.draw.rect(surf, ident.rgb, (row.x + u(4), row.y + u(4), u(6), row.h - u(8)), border_radius=u(3))
                draw_chip(surf, (row.x + u(23), row.y + u(13)), u(17), ident)
                x = row.x + u(36)
                room = row.right - u(48) - x
                tag = who(seat)
                name_rect = widgets.text(surf, look.name(seat), (x, row.y + u(4)), u(14), theme.TEXT, "bold", max_width=room * 3 // 5, shorten=True)
                if tag:                                   # who plays the seat, after the name
                    wx = name_rect.right + u(6)
                    avail = max(8, x + room - wx)
                    if fonts.font(fonts.fit_size(tag, u(11), avail), "regular").size(tag)[0] > avail:
                        tag = tag.split(" · ")[-1]        # no room for both: "thinking…" alone
                    widgets.text(surf, tag, (wx, name_rect.centery + u(1)), u(11), theme.MUTED, "regular", "midleft", max_width=avail)
                self.spots[(seat, "vp")] = widgets.text(surf, str(e["vp"]), (row.right - u(10), row.y + u(4)), u(22), theme.GOLD, "title", "topright")
                widgets.text(surf, tr("galaxies.vp"), (row.right - u(10), row.y + u(30)), u(9), theme.MUTED, "regular", "topright")
                y2 = row.y + u(24)
                if e["hostile"]:
                    line = tr("galaxies.mat.hostile", level=e["level"], dice=self.hostile_dice(look, e["level"]))
                else:
                    lv, nxt = empire[e["level"] - 1], words.next_level(e["level"])
                    line = tr("galaxies.mat.level", level=e["level"], dice=lv.dice, ships=lv.ships)
                self.spots[(seat, "level")] = widgets.text(surf, line, (x, y2), u(11), theme.MUTED, max_width=room)
                y3 = row.y + u(44)
                if not e["hostile"] and nxt:        # the next upgrade's cost, in words, on the resources' line
                    widgets.text(surf, tr("galaxies.mat.upgrade", cost=nxt.cost), (row.right - u(10), y3 + u(8)), u(11), theme.MUTED,
                                 "regular", "midright", max_width=max(8, row.right - u(10) - (x + u(112))))
                art.draw_resource(surf, "energy", (x + u(8), y3 + u(8)), u(8))
                self.spots[(seat, "energy")] = widgets.text(surf, str(e["energy"]), (x + u(20), y3 + u(8)), u(13), theme.TEXT, "bold", "midleft")
                art.draw_resource(surf, "culture", (x + u(44), y3 + u(8)), u(8))
                self.spots[(seat, "culture")] = widgets.text(surf, str(e["culture"]), (x + u(56), y3 + u(8)), u(13), theme.TEXT, "bold", "midleft")
                home = sum(1 for s in e["ships"] if s[0] == "mat")
                lit = lit_ship if lit_ship is not None and lit_ship[0] == seat and e["ships"][lit_ship[1]][0] == "mat" else None
                pieces.draw(surf, look.identity, (x + u(85), y3 + u(8)), u(15), seat, lit[1] if lit else -1, lit, ("mat", home))
                self.spots[(seat, "home")] = widgets.text(surf, str(home), (x + u(96), y3 + u(8)), u(13), theme.TEXT, "bold", "midleft")
                cxp = x + u(118)
                for pid in e["colonies"]:
                    p = words.content().planet(pid)
                    chip = pygame.Rect(cxp, y3 + u(1), u(12), u(15))
                    if chip.right > row.right - u(6):
                        break
                    pygame.draw.rect(surf, art.TRACK_RGB[p.track_type], chip, border_radius=u(3))
                    cxp += u(14)
                if e["hostile"] and view.get("hostile"):
                    attack = self.hostile_attack(look, e["level"])
                    if attack:
                        box = pygame.Rect(x, row.y + u(62), row.right - u(8) - x, row.bottom - u(2) - (row.y + u(62)))
                        size = u(11)
                        while size > u(8) and widgets.wrapped_height(attack, size, box.w) > box.h:
                            size -= 1
                        widgets.wrapped(surf, attack, box, size, (236, 190, 170))
                if not e["hostile"] and e.get("has_mission"):
                    mark = tr("galaxies.mat.mission") if seat != look.viewer or not view.get("my_mission") else words.mission_name(view["my_mission"])
                    if row.h > u(70):
                        widgets.text(surf, mark, (x, row.y + u(62)), u(10), (190, 180, 140), max_width=row.w - u(24))

    @staticmethod
    def hostile_attack(look: Look, level: int) -> str:
        """What the hostile galaxy's attack does at ``level`` (its Utilize), in words; "" on the skull."""
        hid = (look.view.get("hostile") or {}).get("id")
        h = next((x for x in words.content().hostiles if x.id == hid), None)
        if h is None or not 0 < level <= len(h.levels) or h.levels[level - 1].is_skull:
            return ""
        return tr("galaxies.mat.attack", attack=words.attack_text(h.id, level))

    @staticmethod
    def hostile_dice(look: Look, level: int) -> int:
        hid = (look.view.get("hostile") or {}).get("id")
        h = next((x for x in words.content().hostiles if x.id == hid), None)
        return h.levels[level - 1].dice if h else 0

    @staticmethod
    def tip(look: Look, seat: int, automaton: Callable[[int], bool]) -> str:
        view = look.view
        e = view["empires"][seat]
        name = look.name(seat) + (" (" + tr("galaxies.mat.automaton") + ")" if automaton(seat) else "")
        text = tr("galaxies.mat.tip", name=name, level=e["level"], energy=e["energy"], culture=e["culture"], vp=e["vp"],
                  colonies=", ".join(words.planet_name(p) for p in e["colonies"]) or "—")
        if e["hostile"] and view.get("hostile"):
            text += " " + " ".join(words.hostile_ladder(view["hostile"]["id"]))
        nxt = words.next_level(e["level"]) if not e["hostile"] else None
        if nxt is not None:
            text += tr("galaxies.mat.tip_next", level=nxt.level, cost=nxt.cost, dice=nxt.dice, ships=nxt.ships, vp=nxt.vp)
        if seat == look.viewer and view.get("my_mission"):
            text += " " + words.mission_info(view["my_mission"])
        return text

    @staticmethod
    def click(look: Look, seat: int, pick: Pick, options: list[tuple]) -> tuple | None:
        """The intent of a click on ``seat``'s mat, given the panel's open ``options``."""
        if look.my_main() and len(pick.selected) == 1 and look.view["dice"][pick.selected[0]]["face"] == "utilize_colony" and seat == look.viewer:
            return ("use_die",)
        rivals = [o for o in options if o[0] in ("rival",) and o[1] == seat]
        if rivals:
            return ("choose", rivals[0])
        homes = [o for o in options if o[0] == "move" and o[2] == "home"]
        if pick.prefix:
            homes = [o for o in homes if o[:2] == pick.prefix]
        if seat == look.viewer and homes:
            return ("choose", homes[0]) if len(homes) == 1 else ("narrow", homes)
        if options:
            return ("explain", tr("galaxies.why.pick_lit"))
        return None

    @staticmethod
    def lit(options: list[tuple]) -> set[int]:
        """The mats a rival option points at."""
        return {o[1] for o in options if o[0] == "rival"}
