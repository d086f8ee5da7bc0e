"""The Conquest dice tray: the attacker's status, the seven dice (free,
picked, tumbling, on the card or lost), the line of help or hint under them,
and the tray's two actions (Lose a die & reroll, Abandon; the scores and the
menu once the game is over).

The tray is the decision panel of a Conquest turn; here are its layout, its
buttons and its drawing, and the words that tell the player what to do next.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial

import pygame

from game.ui import theme, widgets
from game.ui.conquest import art, words
from game.ui.conquest.panel import ConquestActions, ConquestTable, Panel
from game.ui.i18n import number_keys, tr
from game.ui.picture_cache import PictureCache
from game.ui.scenes.score_table import winners_line

# A tumbling die turned by a whole degree (-40..39): at most 480 pictures a die size.
# Kept because turning one is slow, and ``transform.rotate`` lets a thinking bot
# take the interpreter for up to a switch interval each time.
_tumbling = PictureCache(12 << 20, "conquest tumbling dice", owner="conquest")


def tumbling_die(face: str, size: int, angle: int) -> pygame.Surface:
    """A die showing ``face``, turned ``angle`` degrees (cached)."""
    return _tumbling.fetch((face, size, angle), lambda: pygame.transform.rotate(art.die_surface(face, size), angle))


class DiceTray(Panel):
    def __init__(self, u: Callable[[float], int], table: Callable[[], ConquestTable], actions: ConquestActions) -> None:
        super().__init__(u, table)
        self.actions = actions
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.die_rects: list[pygame.Rect] = []
        self.lose_button = widgets.Button(pygame.Rect(0, 0, 0, 0), "")
        self.abandon_button = widgets.Button(pygame.Rect(0, 0, 0, 0), "")
        self.roll_seed = 0                           # a new roll tumbles the dice differently
        self.drawn_dice: list[str | None] = []       # the faces the last picture showed (None: tumbling)
        self.status_rect = pygame.Rect(0, 0, 0, 0)   # the turn's status line (the kit's pulse of the dice lost)
        self.texts: list[pygame.Rect] = []           # where its words and digits are (the pulses' pills avoid them)

    # --- layout and buttons ----------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        """The seven dice in a row at the left, the actions at the right."""
        self.rect = rect
        self.die_rects = []
        size = self.die_size()
        x0 = rect.x + self.u(16)
        y0 = rect.y + self.u(42)
        for i in range(7):
            self.die_rects.append(pygame.Rect(x0 + i * (size + self.u(10)), y0, size, size))

    def die_size(self) -> int:
        room = self.rect.w - self.u(250) - self.u(50)
        return max(self.u(30), min(self.u(64), (room - 6 * self.u(10)) // 7))

    def dice_buttons(self, mine: bool) -> list[widgets.Button]:
        """A button per free die: a click (or its number key) picks it or puts it back."""
        act = self.actions
        turn = self.table().view.get("turn")
        free = turn["free"] if turn else []
        buttons = []
        for i, face in enumerate(free):
            buttons.append(widgets.Button(self.die_rects[i], f"{i + 1}: {tr('conquest.face.' + face)}", partial(act.toggle_die, i),
                                          enabled=mine, tooltip=tr("conquest.die.tip", n=i + 1, face=tr(f"conquest.face.{face}")),
                                          why_disabled=act.not_your_turn, data=("die", i)))
        return buttons

    def action_buttons(self, mine: bool) -> list[widgets.Button]:
        """Lose a die & reroll, Abandon; once the game is over, the scores and the menu."""
        act = self.actions
        bw = self.u(250)
        bx = self.rect.right - bw - self.u(14)
        self.lose_button = widgets.Button(pygame.Rect(bx, self.rect.y + self.u(38), bw, self.u(50)), tr("conquest.lose_die"), act.lose_die,
                                          enabled=mine, style="primary", tooltip=tr("conquest.lose_die.tip"), why_disabled=act.not_your_turn, data="lose")
        self.abandon_button = widgets.Button(pygame.Rect(bx, self.rect.y + self.u(98), bw, self.u(44)), tr("conquest.abandon"), act.abandon,
                                             enabled=mine, tooltip=tr("conquest.abandon.tip"), why_disabled=act.not_your_turn, data="abandon")
        if self.table().view.get("over"):
            self.lose_button = widgets.Button(self.lose_button.rect, tr("score.title"), act.open_scoring, style="primary", data="scores")
            self.abandon_button = widgets.Button(self.abandon_button.rect, tr("score.menu"), act.leave, data="leave")
        return [self.lose_button, self.abandon_button]

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface, now: float) -> None:
        with widgets.texts_kept(surf) as texts:
            self.draw_tray(surf, now)
        self.texts = texts

    def draw_tray(self, surf: pygame.Surface, now: float) -> None:
        t = self.table()
        r = self.rect
        self.drawn_dice = []
        widgets.shadow(surf, r, self.u(12))
        felt = pygame.Rect(r)
        pygame.draw.rect(surf, (36, 74, 56), felt, border_radius=self.u(12))
        pygame.draw.rect(surf, (120, 90, 50), felt, max(3, self.u(5)), border_radius=self.u(12))
        turn = t.view.get("turn")
        if not turn:
            text = winners_line([t.name(s) for s in t.view.get("winners") or []])
            widgets.text(surf, text, (r.x + self.u(24), r.centery), self.u(22), theme.GOLD, "title", "midleft", max_width=self.lose_button.rect.x - r.x - self.u(40))
            for b in (self.lose_button, self.abandon_button):
                b.draw(surf, t.k, t.focused(b))
            return
        status = tr("conquest.tray.status", player=t.name(turn["player"]), roll=turn["rolls"], free=len(turn["free"]), placed=turn["placed"], lost=turn["lost"])
        self.status_rect = widgets.text(surf, status, (r.x + self.u(16), r.y + self.u(12)), self.u(15), (236, 232, 210), "bold",
                                        max_width=self.lose_button.rect.x - r.x - self.u(30))
        rolling = t.motions.running("dice")
        rng = random.Random(self.roll_seed * 1000 + int(now * 14))
        self.drawn_dice = [None if rolling else f for f in turn["free"]]
        free = turn["free"]
        size = self.die_size()
        preview = t.preview if not rolling else None
        planned = self.preview_dice(preview, free)
        for i, rect in enumerate(self.die_rects):
            if i < len(free):
                sel = i in t.selected or i in planned
                if rolling:
                    face = ("i1", "i2", "i3", "cav", "arc", "gen")[rng.randrange(6)]
                    img = tumbling_die(face, size, rng.randrange(-40, 40))
                    jitter = (rng.randrange(-self.u(6), self.u(6) + 1), rng.randrange(-self.u(8), self.u(3)))
                    surf.blit(img, img.get_rect(center=(rect.centerx + jitter[0], rect.centery + jitter[1])))
                else:
                    lift = self.u(8) if sel else 0
                    surf.blit(art.die_surface(free[i], size, selected=sel), (rect.x, rect.y - lift))
                    die = next((b for b in t.buttons if b.data == ("die", i)), None)
                    if die is not None and t.focused(die):
                        pygame.draw.rect(surf, theme.ACCENT, rect.inflate(self.u(6), self.u(6)).move(0, -lift), max(2, self.u(3)), border_radius=self.u(10))
                    widgets.text(surf, str(i + 1), (rect.centerx, rect.bottom + self.u(4)), self.u(11), (190, 200, 180), "bold", "midtop")
                    if preview and preview[0] == "lose_die" and i == len(free) - 1:
                        cross = rect.inflate(-self.u(14), -self.u(14))
                        pygame.draw.line(surf, theme.BAD, cross.topleft, cross.bottomright, max(3, self.u(5)))
                        pygame.draw.line(surf, theme.BAD, cross.topright, cross.bottomleft, max(3, self.u(5)))
            elif i < len(free) + turn["placed"]:
                pygame.draw.rect(surf, (60, 100, 80), rect, max(1, self.u(2)), border_radius=self.u(8))
                widgets.text(surf, tr("conquest.tray.on_card"), rect.center, self.u(10), (160, 190, 170), "regular", "center", max_width=rect.w - self.u(4))
            else:
                pygame.draw.rect(surf, (28, 50, 40), rect, border_radius=self.u(8))
                pygame.draw.line(surf, (120, 60, 56), rect.inflate(-self.u(16), -self.u(16)).topleft, rect.inflate(-self.u(16), -self.u(16)).bottomright, max(2, self.u(3)))
                pygame.draw.line(surf, (120, 60, 56), rect.inflate(-self.u(16), -self.u(16)).topright, rect.inflate(-self.u(16), -self.u(16)).bottomleft, max(2, self.u(3)))
                widgets.text(surf, tr("conquest.tray.lost"), (rect.centerx, rect.bottom + self.u(4)), self.u(10), (200, 140, 130), "regular", "midtop", max_width=rect.w)
        # help or hint below the dice
        y = self.die_rects[0].bottom + self.u(22)
        width = self.lose_button.rect.x - r.x - self.u(30)
        line = self.help_text()
        widgets.wrapped(surf, line, pygame.Rect(r.x + self.u(16), y, width, r.bottom - y - self.u(4)), self.u(13), (214, 224, 206))
        for b in (self.lose_button, self.abandon_button):
            b.draw(surf, t.k, t.focused(b))

    @staticmethod
    def preview_dice(action: tuple | None, free: list[str]) -> set[int]:
        """Indices of the free dice a planned fill uses."""
        if not action or action[0] != "fill":
            return set()
        used: set[int] = set()
        for face in action[3]:
            i = next((j for j, f in enumerate(free) if f == face and j not in used), None)
            if i is not None:
                used.add(i)
        return used

    def help_text(self) -> str:
        """The line under the dice: a bot's plan, whom we wait for, the hint, or how to play."""
        t = self.table()
        turn = t.view["turn"]
        if not t.mine:
            plan = t.preview
            if plan:
                if plan[0] == "fill":
                    return tr("conquest.tray.plan.fill", player=t.name(turn["player"]), line=words.line_label(plan[2]),
                              city=words.city_name(plan[1]), faces=words.faces_text(plan[3]))
                return tr(f"conquest.tray.plan.{plan[0]}", player=t.name(turn["player"]))
            if t.thinking == turn["player"]:
                return tr("conquest.tray.thinking", player=t.name(turn["player"]))
            return tr("conquest.tray.watch", player=t.name(turn["player"]))
        if not any(b.enabled for b in t.buttons if isinstance(b.data, tuple) and b.data[0] == "line"):
            return tr("conquest.tray.no_fill")
        if t.hint_on and t.hints:
            if turn["target"]:
                p = t.hints.get(turn["target"], 0.0)
                return tr("conquest.hint.target", city=words.city_name(turn["target"]), p=round(p * 100))
            best = max(t.hints, key=lambda c: t.hints[c])
            return tr("conquest.hint.best", city=words.city_name(best), p=round(t.hints[best] * 100))
        if t.selected:
            return tr("conquest.tray.selected", dice=words.faces_text(list(t.selected_faces)))
        return tr("conquest.tray.help", keys=number_keys(range(1, min(len(turn.get("free", [])), 7) + 1)))
