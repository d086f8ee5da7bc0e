"""The galaxy mats down the right side, one per seat: the empire ladder (the
current level lit, each level's VP), the dice it rolls and the next upgrade's
cost, energy and culture 0-7 with their markers, ships at home and on the
fleet track, colonies, and the secret mission (the viewer's face up with its
words, rivals' face down).  Rivals' mats are compact, the viewer's taller for
its mission; the solo hostile galaxy's is its card: its ladder ends in the
skull, and it says its attack now and at the next level.

An object with explicit inputs: the ``Look``, the mats' places (laid out with
the rest of the side panel in ``GalaxiesBoardScene.build``, each as tall as
``height`` says), what is lit, the ship pieces, and who plays each seat; it
keeps each part's rectangle as drawn (``parts``: the tooltips and the
lesson's coach read them); a click on a mat returns an intent (a rival
picked, a ship sent home, the Utilize die used, or why not).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from game.ui import fonts, theme, widgets
from game.ui.dice import blank_die
from game.ui.galaxies import art, mat_parts, words
from game.ui.galaxies.art import LIT
from game.ui.galaxies.look import Look
from game.ui.galaxies.pick import Pick
from game.ui.galaxies.pieces import Pieces
from game.ui.i18n import tr
from game.ui.table.identity import draw_chip

# The kit's counters (``galaxies.changes``) and the mat part each is drawn in.
COUNTER_PARTS = {"vp": "vp", "level": "empire", "energy": "energy", "culture": "culture", "home": "home"}


class EmpireMats:
    """Every seat's mat."""

    def __init__(self, act: Callable[[tuple | None], None]) -> None:
        self.act = act                          # the one callback: the board carries the intent out
        self.rects: list[pygame.Rect] = []
        self.right = pygame.Rect(0, 0, 0, 0)    # the side panel the mats lie in
        self.parts: dict[int, dict[str, pygame.Rect]] = {}     # each mat's parts as last drawn (tooltips, the coach)
        self.spots: dict[tuple[int, str], pygame.Rect] = {}     # (seat, counter) -> where it was drawn (the kit's pulses)
        self.texts: list[pygame.Rect] = []                      # where its words and digits are (the pulses' pills avoid them)

    def layout(self, right: pygame.Rect, rects: list[pygame.Rect]) -> None:
        self.right, self.rects = right, rects

    def buttons(self, look: Look, automaton: Callable[[int], bool], intent: Callable[[int], tuple | None],
                mouse: Callable[[], tuple[int, int]] = lambda: (-1, -1)) -> list[widgets.Button]:
        """One button per mat: its tooltip (the part under the ``mouse``, else the
        whole mat's), and the click on it (``intent(seat)`` at the time of the click)."""
        whole = [self.tip(look, seat, automaton) for seat in range(len(self.rects))]
        return [widgets.Button(r, look.name(seat), partial(self.press, intent, seat), data=("mat", seat),
                               tooltip=partial(self.tip_at, look, seat, whole[seat], mouse))
                for seat, r in enumerate(self.rects)]

    def part_at(self, seat: int, pos: tuple[int, int]) -> str | None:
        """The part of ``seat``'s mat under ``pos`` (as last drawn), if any."""
        return next((name for name, r in self.parts.get(seat, {}).items() if r.collidepoint(pos)), None)

    def tip_at(self, look: Look, seat: int, whole: str, mouse: Callable[[], tuple[int, int]]) -> str:
        part = self.part_at(seat, mouse())
        return self.part_tip(look, seat, part) if part else whole

    @staticmethod
    def part_tip(look: Look, seat: int, part: str) -> str:
        """What one part of a mat says under the mouse."""
        view = look.view
        e = view["empires"][seat]
        name = look.name(seat)
        hostile = bool(e["hostile"])
        if part == "vp":
            return tr("galaxies.mat.part.vp", name=name, vp=e["vp"])
        if part in ("energy", "culture"):
            key = f"galaxies.mat.part.hostile_{part}" if hostile else f"galaxies.mat.part.{part}"
            if part == "culture" and not hostile and look.solo:
                key = "galaxies.mat.part.culture.solo"
            return tr(key, n=e[part], name=name)
        if part == "home":
            n = sum(1 for s in e["ships"] if s[0] == "mat")
            return tr("galaxies.mat.part.hostile_home" if hostile else "galaxies.mat.part.home", n=n)
        if part == "fleet":
            return tr("galaxies.mat.part.fleet", n=sum(1 for s in e["ships"] if s[0] == "fleet"))
        if part == "colonies":
            vp = sum(words.content().planet(p).vp for p in e["colonies"])
            return tr("galaxies.mat.part.colonies", list=", ".join(words.planet_name(p) for p in e["colonies"]) or "—", vp=vp)
        if part == "mission":
            mine = seat == look.viewer and view.get("my_mission")
            return words.mission_info(view["my_mission"]) if mine else tr("galaxies.mat.part.mission")
        h = EmpireMats.hostile_card(look) if hostile else None
        if part == "skull" and h is not None:
            return tr("galaxies.mat.part.skull", name=name, level=len(h.levels))
        if part == "attack" and h is not None:
            return " ".join(words.hostile_ladder(h.id))
        if part == "empire" and h is not None:
            lv = h.levels[e["level"] - 1]
            return tr("galaxies.mat.part.hostile_empire", name=name, level=lv.level, levels=len(h.levels), dice=lv.dice, vp=lv.vp)
        if part == "empire":
            empire = words.content().empire
            lv, nxt = empire[e["level"] - 1], words.next_level(e["level"])
            text = tr("galaxies.mat.part.empire", level=lv.level, levels=len(empire), dice=lv.dice, ships=lv.ships, vp=lv.vp)
            return text + (tr("galaxies.mat.part.empire.next", cost=nxt.cost) if nxt else tr("galaxies.mat.part.empire.top"))
        return ""

    def press(self, intent: Callable[[int], tuple | None], seat: int) -> None:
        """A click on a mat: its intent is read at the time of the click."""
        self.act(intent(seat))

    def draw(self, surf: pygame.Surface, look: Look, lit_mats: set[int], lit_ship: tuple[int, int] | None,
             pieces: Pieces, who: Callable[[int], str]) -> None:
        pygame.draw.rect(surf, (22, 26, 36), self.right)
        pygame.draw.line(surf, theme.EDGE, self.right.topleft, self.right.bottomleft)
        self.parts = {}
        with widgets.texts_kept(surf) as texts:
            self.draw_mats(surf, look, lit_mats, lit_ship, pieces, who)
        self.texts = texts

    def draw_mats(self, surf: pygame.Surface, look: Look, lit_mats: set[int], lit_ship: tuple[int, int] | None,
                  pieces: Pieces, who: Callable[[int], str]) -> None:
        u, view = look.u, look.view
        active = view.get("active")
        winners = view.get("winners") or []
        for seat, row in enumerate(self.rects):
            on = active == seat and not view.get("over")
            edge = LIT if seat in lit_mats else (theme.GOLD if on or seat in winners else theme.EDGE)
            widgets.panel(surf, row, (52, 60, 80) if on else (34, 40, 54), u(8), edge, 3 if seat in lit_mats else (2 if on else 1))
            with widgets.clipped(surf, row.inflate(-u(4), -u(2))):
                self.parts[seat] = parts = self.draw_mat(surf, look, seat, row, lit_ship, pieces, who(seat))
                for counter, part in COUNTER_PARTS.items():     # where the kit's pulses show a counter's change
                    if part in parts:
                        self.spots[(seat, counter)] = parts[part]

    def draw_mat(self, surf: pygame.Surface, look: Look, seat: int, row: pygame.Rect, lit_ship: tuple[int, int] | None,
                 pieces: Pieces, tag: str) -> dict[str, pygame.Rect]:
        """One seat's mat, top to bottom: name and VP; the empire ladder with the
        dice and the next upgrade's cost; energy and culture 0-7; ships at home,
        the fleet track and colonies; the mission (the viewer's face up) or,
        for the hostile galaxy, its attack now.  The parts' rectangles, by name."""
        u, view = look.u, look.view
        e = view["empires"][seat]
        hostile = bool(e["hostile"])
        parts: dict[str, pygame.Rect] = {}
        ident = look.identity(seat)
        pygame.draw.rect(surf, ident.rgb, (row.x + u(4), row.y + u(4), u(6), row.h - u(8)), border_radius=u(3))
        draw_chip(surf, (row.x + u(23), row.y + u(13)), u(17), ident)
        x = row.x + u(36)
        room = row.right - u(48) - x
        name_rect = widgets.text(surf, look.name(seat), (x, row.y + u(4)), u(14), theme.TEXT, "bold", max_width=room * 3 // 5, shorten=True)
        if tag:                                   # who plays the seat, after the name
            wx = name_rect.right + u(6)
            avail = max(8, x + room - wx)
            if fonts.font(fonts.fit_size(tag, u(11), avail), "regular").size(tag)[0] > avail:
                tag = tag.split(" · ")[-1]        # no room for both: "thinking…" alone
            widgets.text(surf, tag, (wx, name_rect.centery + u(1)), u(11), theme.MUTED, "regular", "midleft", max_width=avail)
        vp = widgets.text(surf, str(e["vp"]), (row.right - u(10), row.y + u(2)), u(22), theme.GOLD, "title", "topright")
        vp_word = widgets.text(surf, tr("galaxies.vp"), (row.right - u(10), row.y + u(27)), u(10), theme.MUTED, "regular", "topright")
        parts["vp"] = vp.union(vp_word)
        x0 = row.x + u(14)
        # the empire track: a cell per level (its VP), the current one lit; the dice it rolls; the next upgrade's cost
        h = self.hostile_card(look) if hostile else None
        levels = h.levels if h is not None else words.content().empire
        skull = next((lv.level for lv in levels if getattr(lv, "is_skull", False)), None)
        ladder = pygame.Rect(x0, row.y + u(24), u(98), u(17))
        cells = mat_parts.draw_ladder(surf, ladder, [str(lv.vp) for lv in levels], e["level"], skull, ident.rgb, u(11))
        if skull is not None:
            parts["skull"] = cells[skull - 1]
        dice = self.hostile_dice(look, e["level"]) if hostile else levels[e["level"] - 1].dice
        die = pygame.Rect(ladder.right + u(6), ladder.y, ladder.h, ladder.h)
        blank = blank_die(die.w)
        surf.blit(blank.surf, die)
        widgets.text(surf, str(dice), blank.top.move(die.topleft).center, u(11), theme.INK, "bold", "center")
        empire = ladder.union(die)
        nxt = None if hostile else words.next_level(e["level"])
        if nxt is not None:
            cost = widgets.text(surf, tr("galaxies.mat.upgrade", cost=nxt.cost), (die.right + u(6), die.centery), u(11), theme.MUTED,
                                "regular", "midleft", max_width=max(8, row.right - u(44) - die.right - u(6)))
            empire = empire.union(cost)
        parts["empire"] = empire
        # energy and culture, 0..7, each with its marker
        parts["energy"] = mat_parts.draw_track(surf, pygame.Rect(x0, row.y + u(45), u(120), u(14)), "energy", e["energy"], u(12))
        parts["culture"] = mat_parts.draw_track(surf, pygame.Rect(x0 + u(132), row.y + u(45), u(120), u(14)), "culture", e["culture"], u(12))
        # ships at home (the first is the piece a choice lights), the fleet track's ships, the colonies
        cy = row.y + u(70)
        size = u(14)
        home = sum(1 for s in e["ships"] if s[0] == "mat")
        fleet = sum(1 for s in e["ships"] if s[0] == "fleet")
        lit = lit_ship if lit_ship is not None and lit_ship[0] == seat and e["ships"][lit_ship[1]][0] == "mat" else None
        first = (x0 + size, cy)
        if home:
            parts["home"] = mat_parts.draw_ships(surf, x0, cy, size, ident, home)
            pieces.draw(surf, look.identity, first, size, seat, lit[1] if lit else -1, lit, ("mat", home))
        else:
            pieces.note(("mat", 0), seat, ident)
            parts["home"] = pygame.Rect(x0, cy - size // 2, size * 2, size)
            widgets.text(surf, "0", parts["home"].center, u(11), theme.MUTED, "bold", "center")
        cx = parts["home"].right + u(6)
        if not hostile:
            parts["fleet"] = mat_parts.draw_ships(surf, cx, cy, u(12), ident, fleet, waiting=True) if fleet else pygame.Rect(cx, cy - u(7), u(8), u(14))
            cx = parts["fleet"].right + u(6)
        cols = pygame.Rect(cx, cy - u(8), u(12), u(16))
        for k, pid in enumerate(e["colonies"]):
            chip = pygame.Rect(cx + k * u(14), cy - u(8), u(12), u(16))
            if chip.right > row.right - u(26):
                break
            p = words.content().planet(pid)
            pygame.draw.rect(surf, art.TRACK_RGB[p.track_type], chip, border_radius=u(3))
            widgets.text(surf, str(p.vp), chip.center, u(10), theme.INK, "bold", "center")
            cols = cols.union(chip)
        parts["colonies"] = cols
        below = pygame.Rect(x0, row.y + u(82), row.right - u(8) - x0, row.bottom - u(4) - (row.y + u(82)))
        if hostile:
            attack = self.hostile_attack(look, e["level"])
            if attack and below.h > u(12):
                used = widgets.wrapped_fit(surf, attack, below, u(12), (236, 190, 170), minimum=9)
                parts["attack"] = below
                after = self.hostile_attack(look, e["level"] + 1, "galaxies.mat.attack-next")
                rest = pygame.Rect(below.x, below.y + used + u(2), below.w, below.bottom - below.y - used - u(2))
                if after and rest.h >= widgets.wrapped_height(after, u(10), rest.w):
                    widgets.wrapped(surf, after, rest, u(10), theme.MUTED)     # what its next level's attack would be
        elif not look.solo:                     # the mission's place: face up for the viewer, face down, or empty until kept
            mine = e.get("has_mission") and seat == look.viewer and view.get("my_mission")
            if mine and below.h > u(24):
                m = next(x for x in words.content().missions if x.id == view["my_mission"])
                mat_parts.draw_mission_card(surf, below, m.id, words.mission_name(m.id), tr("galaxies.draft.vp", vp=m.vp), words.mission_text(m.id), u)
                parts["mission"] = below
            else:
                back = pygame.Rect(row.right - u(22), cy - u(9), u(14), u(18))
                if e.get("has_mission"):
                    mat_parts.draw_mission_back(surf, back, u(12))
                else:
                    pygame.draw.rect(surf, (96, 90, 70), back, 1, border_radius=max(2, back.w // 5))
                parts["mission"] = back
        return parts

    @staticmethod
    def height(look: Look, seat: int) -> int:
        """A mat's height in units: compact for rivals, taller for the viewer's
        own mission card and the hostile galaxy's attack."""
        view = look.view
        e = (view.get("empires") or [{}] * (seat + 1))[seat]
        if e.get("hostile"):
            return 150
        if seat == look.viewer and view.get("my_mission") and e.get("has_mission"):
            return 156
        return 88

    @staticmethod
    def hostile_card(look: Look):
        hid = (look.view.get("hostile") or {}).get("id")
        return next((x for x in words.content().hostiles if x.id == hid), None)

    @staticmethod
    def hostile_attack(look: Look, level: int, key: str = "galaxies.mat.attack") -> str:
        """What the hostile galaxy's attack does at ``level`` (its Utilize), in words; "" on the skull."""
        hid = (look.view.get("hostile") or {}).get("id")
        h = next((x for x in words.content().hostiles if x.id == hid), None)
        if h is None or not 0 < level <= len(h.levels) or h.levels[level - 1].is_skull:
            return ""
        return tr(key, attack=words.attack_text(h.id, level), level=level)

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
