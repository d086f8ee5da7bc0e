"""The control center's dice tray: the player's dice (or, on the hostile
galaxy's turn, its action track), the converter's two slots, and the action
column (Use die, Reroll, Converter, End turn; Scores and Menu once the game is
over), with what each of them does when pressed on the main turn.

An object with explicit inputs: the control center's rectangle (``layout``),
the ``Look``, the viewer's pick, and two callbacks (``act`` carries an intent
out, ``why_not_main`` says why the main turn is not the viewer's).  Its buttons
call ``act`` with an intent (``("die", i)``, ``("use_die",)``, ``("reroll",)``,
...); the intents of Reroll, the converter and End turn are made here
(:meth:`reroll`, :meth:`convert`, :meth:`end_turn`).  The decision panel below
the dice is ``decision_panel.py``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial

import pygame

from game.ui import theme, widgets
from game.ui.galaxies import art, words
from game.ui.galaxies.art import LIT
from game.ui.galaxies.look import Look
from game.ui.galaxies.pick import Pick
from game.ui.i18n import number_keys, tr

ACTION_W = 210          # the action column's width (unscaled)
PICKED = (120, 220, 140)        # a picked die: its ring and its "picked" tag (not the lit gold of what may be clicked)


def unused(look: Look) -> list[int]:
    return [i for i, d in enumerate(look.view.get("dice") or []) if d["status"] == "unused"]


def dice_keys(look: Look) -> str:
    """The number keys that pick a die now, as a hint names them (a used die's key picks nothing)."""
    return number_keys(i + 1 for i in unused(look) if i < 9)


class DiceTray:
    """The dice and the action column."""

    def __init__(self, act: Callable[[tuple], None], why_not_main: Callable[[], str]) -> None:
        self.act = act
        self.why_not_main = why_not_main
        self.cc = pygame.Rect(0, 0, 0, 0)
        self.die_rects: list[pygame.Rect] = []
        self.action_buttons: list[widgets.Button] = []
        self.drawn_dice: list[str | None] | None = None     # the faces the last picture showed (None: tumbling)

    def layout(self, cc: pygame.Rect, look: Look) -> None:
        self.cc = cc
        dsize = self.die_size(look)
        x0, y0 = cc.x + look.u(16), cc.y + look.u(40)
        self.die_rects = [pygame.Rect(x0 + i * (dsize + look.u(10)), y0, dsize, dsize) for i in range(7)]

    def action_x(self, look: Look) -> int:
        """The left edge of the action column, at the control center's right."""
        return self.cc.right - look.u(ACTION_W) - look.u(14)

    def die_size(self, look: Look) -> int:
        u = look.u
        room = self.cc.w - u(ACTION_W) - u(60)
        return max(u(30), min(u(58), (room - 6 * u(10)) // 7))

    def buttons(self, look: Look, pick: Pick) -> list[widgets.Button]:
        """The dice's buttons and the action column's, dice first."""
        u, act = look.u, self.act
        buttons: list[widgets.Button] = []
        mine_main = look.my_main()
        for i, d in enumerate(look.view.get("dice") or []):
            face = d["face"]
            buttons.append(widgets.Button(self.die_rects[i], f"{i + 1}: {words.action_name(face)}", partial(act, ("die", i)),
                                          enabled=True, tooltip=tr("galaxies.die.tip", n=i + 1, action=words.face_word(face),
                                                                   text=tr(f"galaxies.action.{face}.tip")), data=("die", i)))
        bw, bx, by, bh = u(ACTION_W), self.action_x(look), self.cc.y + u(14), u(40)
        legal = look.tv.legal
        can_reroll = mine_main and any(o[0] == "reroll" for o in legal)
        can_convert = mine_main and any(o[0] == "convert" for o in legal)
        self.action_buttons = [
            widgets.Button(pygame.Rect(bx, by, bw, bh), lambda: self.use_label(look, pick), partial(act, ("use_die",)), enabled=mine_main,
                           style="primary", tooltip=tr("galaxies.use.tip"), why_disabled=self.why_not_main, data="use"),
            widgets.Button(pygame.Rect(bx, by + bh + u(8), bw, bh), lambda: self.reroll_label(look, pick), partial(act, ("reroll",)),
                           enabled=can_reroll, tooltip=tr("galaxies.reroll.tip"), why_disabled=lambda: self.why_no_reroll(look), data="reroll"),
            widgets.Button(pygame.Rect(bx, by + 2 * (bh + u(8)), bw, bh), lambda: self.convert_label(look, pick), partial(act, ("convert",)),
                           enabled=can_convert, tooltip=tr("galaxies.convert.tip"), why_disabled=lambda: self.why_no_convert(look), data="convert"),
            widgets.Button(pygame.Rect(bx, by + 3 * (bh + u(8)), bw, bh), tr("galaxies.end_turn"), partial(act, ("end_turn",)), enabled=mine_main,
                           tooltip=tr("galaxies.end_turn.tip"), why_disabled=self.why_not_main, data="end"),
        ]
        if look.view.get("over"):
            self.action_buttons = [
                widgets.Button(pygame.Rect(bx, by, bw, bh), tr("score.title"), partial(act, ("scores",)), style="primary", data="scores"),
                widgets.Button(pygame.Rect(bx, by + bh + u(8), bw, bh), tr("score.menu"), partial(act, ("leave",)), data="leave")]
        return buttons + self.action_buttons

    # --- drawing ----------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface, look: Look, pick: Pick, now: float, tumbling: frozenset, lit_dice: set[int],
             focused: widgets.Button | None) -> None:
        """The control center up to the decision panel: its frame and title, the dice
        (or the action track) and the converter."""
        u, view = look.u, look.view
        r = self.cc
        widgets.shadow(surf, r, u(12))
        pygame.draw.rect(surf, (30, 36, 50), r, border_radius=u(12))
        pygame.draw.rect(surf, (96, 110, 150), r, max(2, u(3)), border_radius=u(12))
        title = tr("galaxies.cc.title")
        hostile_turn = look.hostile_turn()
        if hostile_turn:
            assert look.hostile_seat is not None        # its turn: the solo game has one
            title += " · " + tr("galaxies.action_track.title", hostile=look.name(look.hostile_seat))
        elif view.get("decision") and not view.get("over") and not look.solo:     # solo: nobody follows
            title += " · " + tr("galaxies.cc.follow_cost", n=view.get("follow_cost", 1))
        widgets.text(surf, title, (r.x + u(16), r.y + u(10)), u(14), theme.MUTED, "bold", max_width=r.w - u(260))
        dice = view.get("dice") or []
        size = self.die_size(look)
        self.drawn_dice = None
        if hostile_turn:
            self.draw_action_track(surf, look, size)
            return
        rng = random.Random(int(now * 14))
        self.drawn_dice = [None if d["status"] == "unused" and i in tumbling else d["face"] for i, d in enumerate(dice)]
        for i, d in enumerate(dice):
            rect = self.die_rects[i]
            status = d["status"]
            if status == "unused" and i in tumbling:
                img = pygame.transform.rotate(art.die_surface(art_face(rng), size), rng.randrange(-30, 30))
                surf.blit(img, img.get_rect(center=rect.center))
                continue
            sel = i in pick.selected
            lift = u(12) if sel else 0
            dim = status != "unused"
            if sel:             # picked: raised on a shadow, ringed, and said under it (a lit die is only lit)
                pygame.draw.rect(surf, (8, 10, 16), rect.move(0, u(2)), border_radius=u(8))
            surf.blit(art.die_surface(d["face"], size, selected=sel, dim=dim), (rect.x, rect.y - lift))
            if sel:
                pygame.draw.rect(surf, PICKED, rect.inflate(u(10), u(10)).move(0, -lift), max(3, u(4)), border_radius=u(11))
                tag_rect = pygame.Rect(0, 0, rect.w + u(12), u(15))
                tag_rect.midtop = (rect.centerx, rect.bottom + u(2))
                pygame.draw.rect(surf, PICKED, tag_rect, border_radius=u(6))
                widgets.text(surf, tr("galaxies.die.picked"), tag_rect.center, u(11), theme.INK, "bold", "center", max_width=tag_rect.w - u(4))
            else:
                tag = str(i + 1) if status == "unused" else tr(f"galaxies.die.status.{status}")
                widgets.text(surf, tag, (rect.centerx, rect.bottom + u(3)), u(11), (190, 200, 210), "bold", "midtop", max_width=rect.w + u(8))
            if i in lit_dice:
                pygame.draw.rect(surf, LIT, rect.inflate(u(8), u(8)).move(0, -lift), max(2, u(3)), border_radius=u(10))
            if focused is not None and focused.data == ("die", i):
                pygame.draw.rect(surf, theme.ACCENT, rect.inflate(u(6), u(6)).move(0, -lift), max(2, u(3)), border_radius=u(10))
        # the converter: two slots, named under them
        if dice:
            conv = [i for i, d in enumerate(dice) if d["status"] == "in_converter"]
            slots = self.converter_slots(look)
            for k, slot in enumerate(slots):
                pygame.draw.rect(surf, (44, 52, 74), slot, border_radius=u(6))
                pygame.draw.rect(surf, (120, 130, 170), slot, 1, border_radius=u(6))
                if k < len(conv):
                    surf.blit(art.die_surface(dice[conv[k]]["face"], slot.w - u(4), dim=True), slot.inflate(-u(4), -u(4)))
            widgets.text(surf, tr("galaxies.converter"), (slots[0].x, slots[0].bottom + u(4)), u(11), theme.MUTED, "bold")

    def draw_actions(self, surf: pygame.Surface, look: Look, focused: Callable[[widgets.Button], bool]) -> None:
        """The action column, over the control center."""
        for b in self.action_buttons:
            b.draw(surf, look.k, focused(b))

    def converter_slots(self, look: Look) -> list[pygame.Rect]:
        """The converter's two slots, level with the dice, right of the last one
        (two gaps between dice clear of it: a 7th die once covered them)."""
        dice = look.view.get("dice") or []
        last = self.die_rects[max(len(dice), 4) - 1]
        cx = last.right + 2 * look.u(10)
        cs = look.u(30)
        return [pygame.Rect(cx + k * (cs + look.u(6)), self.die_rects[0].y + look.u(8), cs, cs) for k in range(2)]

    def draw_action_track(self, surf: pygame.Surface, look: Look, size: int) -> None:
        """The solo action track: the hostile galaxy's dice as they are placed, and
        the die it rolled and has not yet resolved."""
        u = look.u
        track = list(look.view.get("track") or [])
        rolled = look.view.get("hostile_die")
        for k in range(7):
            rect = self.die_rects[k]
            pygame.draw.rect(surf, (44, 40, 56), rect, border_radius=u(8))
            pygame.draw.rect(surf, (120, 90, 110), rect, 1, border_radius=u(8))
            if k < len(track):
                surf.blit(art.die_surface(track[k], size), rect)
            elif k == len(track) and rolled:
                img = art.die_surface(rolled, size, selected=True)
                surf.blit(img, rect.move(0, -u(8)))

    # --- the action column's words and intents ------------------------------------------------
    @staticmethod
    def use_label(look: Look, pick: Pick) -> str:
        if len(pick.selected) == 1 and look.view.get("dice"):
            return tr("galaxies.use.one", action=words.face_word(look.view["dice"][pick.selected[0]]["face"]))
        return tr("galaxies.use")

    def why_no_reroll(self, look: Look) -> str:
        if not look.my_main():
            return self.why_not_main()
        return tr("galaxies.why.reroll_energy")

    @staticmethod
    def reroll_label(look: Look, pick: Pick) -> str:
        n = len(pick.selected) or len(unused(look))
        if not n:
            return tr("galaxies.reroll.none")
        cost = tr("galaxies.free") if not look.view.get("free_reroll_used") else tr("galaxies.cost.energy", n=1)
        return tr("galaxies.reroll.label", n=n, cost=cost)

    def reroll(self, look: Look, pick: Pick) -> tuple:
        """Reroll the picked dice (all unused ones when none is picked)."""
        if not look.my_main():
            return ("why_not_main",)
        dice = tuple(sorted(pick.selected or unused(look)))
        option = next((o for o in look.tv.legal if o[0] == "reroll" and tuple(sorted(o[1])) == dice), None)
        if option is None:
            return ("explain", self.why_no_reroll(look))
        return ("submit", option)

    def why_no_convert(self, look: Look) -> str:
        if not look.my_main():
            return self.why_not_main()
        if look.view.get("converter_used"):
            return tr("galaxies.why.converter_used")
        return tr("galaxies.why.converter_dice")

    @staticmethod
    def convert_label(look: Look, pick: Pick) -> str:
        if look.view.get("converter_used"):
            return tr("galaxies.convert.used")
        if len(pick.selected) == 2:
            return tr("galaxies.convert.go", a=pick.selected[0] + 1, b=pick.selected[1] + 1)
        return tr("galaxies.convert.label")

    def convert(self, look: Look, pick: Pick) -> tuple:
        """Put the two picked dice in the converter."""
        if not look.my_main():
            return ("why_not_main",)
        if not any(o[0] == "convert" for o in look.tv.legal):
            return ("explain", self.why_no_convert(look))
        if len(pick.selected) != 2:
            return ("explain", tr("galaxies.why.convert_two"))
        dice = look.view["dice"]
        faces = sorted(dice[i]["face"] for i in pick.selected)
        option = next((o for o in look.tv.legal if o[0] == "convert" and sorted((dice[o[1]]["face"], dice[o[2]]["face"])) == faces), None)
        if option is None:
            return ("explain", self.why_no_convert(look))
        return ("submit", option)

    @staticmethod
    def end_turn(look: Look) -> tuple:
        return ("submit", ("end",)) if look.my_main() else ("why_not_main",)


def art_face(rng: random.Random) -> str:
    return words.ACTIONS[rng.randrange(6)]
