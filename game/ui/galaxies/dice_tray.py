"""The control center's dice tray: the player's dice (or, on the hostile
galaxy's turn, its action track), the converter's two slots, and the action
column (Use die, Reroll, Converter, End turn; Scores and Menu once the game is
over), with what each of them does when pressed on the main turn.

A mixin of :class:`~game.ui.galaxies.board.GalaxiesBoardScene`.  The
decision panel below the dice is ``decision_panel.py``; answering an effect's
choice with a die goes through the picking (``picking.py``).
"""

from __future__ import annotations

import pygame

from game.ui import theme, widgets
from game.ui.galaxies import art, words
from game.ui.galaxies.art import LIT
from game.ui.i18n import tr

ACTION_W = 210          # the action column's width (unscaled)
PICKED = (120, 220, 140)        # a picked die: its ring and its "picked" tag (not the lit gold of what may be clicked)


class DiceTray:
    """The dice and the action column; reads the board's ``view`` and ``cc``."""

    die_rects: list[pygame.Rect]
    action_buttons: list[widgets.Button]
    drawn_dice: list[str | None] | None

    def tray_buttons(self) -> list[widgets.Button]:
        """Lay out the dice and the action column; their buttons, dice first."""
        buttons: list[widgets.Button] = []
        cc = self.cc
        dsize = self.die_size()
        x0, y0 = cc.x + self.u(16), cc.y + self.u(40)
        self.die_rects = [pygame.Rect(x0 + i * (dsize + self.u(10)), y0, dsize, dsize) for i in range(7)]
        mine_main = self.my_main()
        dice = self.view.get("dice") or []
        for i, d in enumerate(dice):
            face = d["face"]
            buttons.append(widgets.Button(self.die_rects[i], f"{i + 1}: {words.action_name(face)}", (lambda i=i: self.click_die(i)),
                                          enabled=True, tooltip=tr("galaxies.die.tip", n=i + 1, action=words.face_word(face),
                                                                   text=tr(f"galaxies.action.{face}.tip")), data=("die", i)))
        # the control center's actions
        bw = self.u(ACTION_W)
        bx = self.action_x()
        by = cc.y + self.u(14)
        bh = self.u(40)
        self.action_buttons = [
            widgets.Button(pygame.Rect(bx, by, bw, bh), self.use_label, self.use_die, enabled=mine_main, style="primary",
                           tooltip=tr("galaxies.use.tip"), why_disabled=self.why_not_main, data="use"),
            widgets.Button(pygame.Rect(bx, by + bh + self.u(8), bw, bh), self.reroll_label, self.reroll, enabled=mine_main and self.can_reroll(),
                           tooltip=tr("galaxies.reroll.tip"), why_disabled=self.why_no_reroll, data="reroll"),
            widgets.Button(pygame.Rect(bx, by + 2 * (bh + self.u(8)), bw, bh), self.convert_label, self.convert,
                           enabled=mine_main and self.can_convert(), tooltip=tr("galaxies.convert.tip"), why_disabled=self.why_no_convert, data="convert"),
            widgets.Button(pygame.Rect(bx, by + 3 * (bh + self.u(8)), bw, bh), tr("galaxies.end_turn"), self.end_turn, enabled=mine_main,
                           tooltip=tr("galaxies.end_turn.tip"), why_disabled=self.why_not_main, data="end"),
        ]
        if self.view.get("over"):
            self.action_buttons = [
                widgets.Button(pygame.Rect(bx, by, bw, bh), tr("score.title"), self.open_scoring, style="primary", data="scores"),
                widgets.Button(pygame.Rect(bx, by + bh + self.u(8), bw, bh), tr("score.menu"), self.leave, data="leave")]
        return buttons + self.action_buttons

    def action_x(self) -> int:
        """The left edge of the action column, at the control center's right."""
        return self.cc.right - self.u(ACTION_W) - self.u(14)

    def die_size(self) -> int:
        room = self.cc.w - self.u(ACTION_W) - self.u(60)
        return max(self.u(30), min(self.u(58), (room - 6 * self.u(10)) // 7))

    def draw_cc(self, surf: pygame.Surface, now: float) -> None:
        r = self.cc
        widgets.shadow(surf, r, self.u(12))
        pygame.draw.rect(surf, (30, 36, 50), r, border_radius=self.u(12))
        pygame.draw.rect(surf, (96, 110, 150), r, max(2, self.u(3)), border_radius=self.u(12))
        title = tr("galaxies.cc.title")
        hostile_turn = self.hostile_turn()
        if hostile_turn:
            title += " · " + tr("galaxies.action_track.title", hostile=self.name(self.hostile_seat))
        elif self.view.get("decision") and not self.view.get("over") and not self.solo:     # solo: nobody follows
            title += " · " + tr("galaxies.cc.follow_cost", n=self.view.get("follow_cost", 1))
        widgets.text(surf, title, (r.x + self.u(16), r.y + self.u(10)), self.u(14), theme.MUTED, "bold", max_width=r.w - self.u(260))
        dice = self.view.get("dice") or []
        size = self.die_size()
        tumbling = self.motions.data("dice", frozenset())
        self.drawn_dice = None
        if hostile_turn:
            self.draw_action_track(surf, size)
        else:
            import random as _random
            rng = _random.Random(int(now * 14))
            lit_dice = self.lit_dice()
            self.drawn_dice = [None if d["status"] == "unused" and i in tumbling else d["face"] for i, d in enumerate(dice)]
            for i, d in enumerate(dice):
                rect = self.die_rects[i]
                status = d["status"]
                if status == "unused" and i in tumbling:
                    img = pygame.transform.rotate(art.die_surface(art_face(rng), size), rng.randrange(-30, 30))
                    surf.blit(img, img.get_rect(center=rect.center))
                    continue
                sel = i in self.pick.selected
                lift = self.u(12) if sel else 0
                dim = status != "unused"
                if sel:             # picked: raised on a shadow, ringed, and said under it (a lit die is only lit)
                    pygame.draw.rect(surf, (8, 10, 16), rect.move(0, self.u(2)), border_radius=self.u(8))
                surf.blit(art.die_surface(d["face"], size, selected=sel, dim=dim), (rect.x, rect.y - lift))
                if sel:
                    pygame.draw.rect(surf, PICKED, rect.inflate(self.u(10), self.u(10)).move(0, -lift), max(3, self.u(4)), border_radius=self.u(11))
                    tag_rect = pygame.Rect(0, 0, rect.w + self.u(12), self.u(15))
                    tag_rect.midtop = (rect.centerx, rect.bottom + self.u(2))
                    pygame.draw.rect(surf, PICKED, tag_rect, border_radius=self.u(6))
                    widgets.text(surf, tr("galaxies.die.picked"), tag_rect.center, self.u(11), theme.INK, "bold", "center", max_width=tag_rect.w - self.u(4))
                else:
                    tag = str(i + 1) if status == "unused" else tr(f"galaxies.die.status.{status}")
                    widgets.text(surf, tag, (rect.centerx, rect.bottom + self.u(3)), self.u(11), (190, 200, 210), "bold", "midtop", max_width=rect.w + self.u(8))
                if i in lit_dice:
                    pygame.draw.rect(surf, LIT, rect.inflate(self.u(8), self.u(8)).move(0, -lift), max(2, self.u(3)), border_radius=self.u(10))
                b = next((b for b in self.group.buttons if b.data == ("die", i)), None)
                if b is not None and self.focused(b):
                    pygame.draw.rect(surf, theme.ACCENT, rect.inflate(self.u(6), self.u(6)).move(0, -lift), max(2, self.u(3)), border_radius=self.u(10))
            # the converter: two slots, named under them
            if dice:
                conv = [i for i, d in enumerate(dice) if d["status"] == "in_converter"]
                slots = self.converter_slots()
                for k, slot in enumerate(slots):
                    pygame.draw.rect(surf, (44, 52, 74), slot, border_radius=self.u(6))
                    pygame.draw.rect(surf, (120, 130, 170), slot, 1, border_radius=self.u(6))
                    if k < len(conv):
                        surf.blit(art.die_surface(dice[conv[k]]["face"], slot.w - self.u(4), dim=True), slot.inflate(-self.u(4), -self.u(4)))
                widgets.text(surf, tr("galaxies.converter"), (slots[0].x, slots[0].bottom + self.u(4)), self.u(11), theme.MUTED, "bold")
        self.draw_decision_panel(surf)
        for b in self.action_buttons:
            b.draw(surf, self.k, self.focused(b))

    def converter_slots(self) -> list[pygame.Rect]:
        """The converter's two slots, level with the dice, right of the last one
        (two gaps between dice clear of it: a 7th die once covered them)."""
        dice = self.view.get("dice") or []
        last = self.die_rects[max(len(dice), 4) - 1]
        cx = last.right + 2 * self.u(10)
        cs = self.u(30)
        return [pygame.Rect(cx + k * (cs + self.u(6)), self.die_rects[0].y + self.u(8), cs, cs) for k in range(2)]

    def draw_action_track(self, surf: pygame.Surface, size: int) -> None:
        """The solo action track: the hostile galaxy's dice as they are placed, and
        the die it rolled and has not yet resolved."""
        track = list(self.view.get("track") or [])
        rolled = self.view.get("hostile_die")
        for k in range(7):
            rect = self.die_rects[k]
            pygame.draw.rect(surf, (44, 40, 56), rect, border_radius=self.u(8))
            pygame.draw.rect(surf, (120, 90, 110), rect, 1, border_radius=self.u(8))
            if k < len(track):
                surf.blit(art.die_surface(track[k], size), rect)
            elif k == len(track) and rolled:
                img = art.die_surface(rolled, size, selected=True)
                surf.blit(img, rect.move(0, -self.u(8)))

    def why_not_main(self) -> str:
        if self.view.get("over"):
            return tr("galaxies.why.over")
        if self.automaton_moving():
            return tr("galaxies.why.showing")
        d = self.decision
        seat = d.get("seat")
        if seat is None:
            return tr("galaxies.why.draft")
        if seat != self.viewer or self.ctl.is_bot(seat):
            return tr("galaxies.why.wait", player=self.name(seat))
        return tr("galaxies.why.decide_first")

    def unused(self) -> list[int]:
        return [i for i, d in enumerate(self.view.get("dice") or []) if d["status"] == "unused"]

    def click_die(self, i: int) -> None:
        dice = self.view.get("dice") or []
        if self.my_decision() and self.decision.get("prompt") != "main":
            # a die as the answer to an effect's choice (set a face, repeat, discard, reroll some)
            opts = self.die_options(i)
            if opts and opts[0][0] in ("set_face", "set"):
                self.choose_prefix(opts[0][:2])
            elif len(opts) == 1:
                self.choose(opts[0])
            elif opts:
                self.pick.narrow(opts)
                self.rebuild()
            else:
                self.explain(tr("galaxies.why.pick_lit"))
            return
        if not self.my_main():
            self.explain(self.why_not_main())
            return
        if i >= len(dice):
            return
        status = dice[i]["status"]
        if status != "unused":
            self.explain(tr(f"galaxies.why.die_{status}", n=i + 1))
            return
        self.pick.toggle_die(i)
        self.rebuild()

    def use_label(self) -> str:
        if len(self.pick.selected) == 1 and self.view.get("dice"):
            return tr("galaxies.use.one", action=words.face_word(self.view["dice"][self.pick.selected[0]]["face"]))
        return tr("galaxies.use")

    def use_die(self) -> None:
        if not self.my_main():
            self.explain(self.why_not_main())
            return
        if len(self.pick.selected) != 1:
            self.explain(tr("galaxies.why.one_die"))
            return
        self.activate(self.pick.selected[0])

    def activate(self, i: int) -> None:
        """Use die ``i``: at once when its action has one target (or none), else
        the panel offers the targets and the choice plays die and target together."""
        face = self.view["dice"][i]["face"]
        acts = self.activations(i)
        if not acts:
            self.explain(tr("galaxies.why.no_use", action=words.action_name(face), reason=words.why_not_die(self.view, face)))
            return
        if len(acts) == 1:
            self.ctl.submit_human(self.viewer, acts[0])
        else:
            self.aim(acts[0][1])

    def can_reroll(self) -> bool:
        return any(o[0] == "reroll" for o in self.legal()) if self.my_main() else False

    def why_no_reroll(self) -> str:
        if not self.my_main():
            return self.why_not_main()
        return tr("galaxies.why.reroll_energy")

    def reroll_label(self) -> str:
        n = len(self.pick.selected) or len(self.unused())
        if not n:
            return tr("galaxies.reroll.none")
        cost = tr("galaxies.free") if not self.view.get("free_reroll_used") else tr("galaxies.cost.energy", n=1)
        return tr("galaxies.reroll.label", n=n, cost=cost)

    def reroll(self) -> None:
        if not self.my_main():
            self.explain(self.why_not_main())
            return
        dice = tuple(sorted(self.pick.selected or self.unused()))
        option = next((o for o in self.legal() if o[0] == "reroll" and tuple(sorted(o[1])) == dice), None)
        if option is None:
            self.explain(self.why_no_reroll())
            return
        self.ctl.submit_human(self.viewer, option)

    def can_convert(self) -> bool:
        return any(o[0] == "convert" for o in self.legal()) if self.my_main() else False

    def why_no_convert(self) -> str:
        if not self.my_main():
            return self.why_not_main()
        if self.view.get("converter_used"):
            return tr("galaxies.why.converter_used")
        return tr("galaxies.why.converter_dice")

    def convert_label(self) -> str:
        if self.view.get("converter_used"):
            return tr("galaxies.convert.used")
        if len(self.pick.selected) == 2:
            return tr("galaxies.convert.go", a=self.pick.selected[0] + 1, b=self.pick.selected[1] + 1)
        return tr("galaxies.convert.label")

    def convert(self) -> None:
        if not self.my_main():
            self.explain(self.why_not_main())
            return
        if not self.can_convert():
            self.explain(self.why_no_convert())
            return
        if len(self.pick.selected) != 2:
            self.explain(tr("galaxies.why.convert_two"))
            return
        dice = self.view["dice"]
        faces = sorted(dice[i]["face"] for i in self.pick.selected)
        option = next((o for o in self.legal() if o[0] == "convert" and sorted((dice[o[1]]["face"], dice[o[2]]["face"])) == faces), None)
        if option is None:
            self.explain(self.why_no_convert())
            return
        self.ctl.submit_human(self.viewer, option)

    def end_turn(self) -> None:
        if not self.my_main():
            self.explain(self.why_not_main())
            return
        self.ctl.submit_human(self.viewer, ("end",))


def art_face(rng) -> str:
    return words.ACTIONS[rng.randrange(6)]
