"""The seasons after Placement as short steps the player can follow: every
kingdom's new cards flip face up together, the wars as strength comparisons
with the VP won, income, building, and aging (characters leaving, saves,
rewards, tokens added).  Told as the kit narrates every resolution
(``table.narration``): each step goes on by itself at the narration pace,
Next (Space, a click) goes on at once, Skip (Esc) skips the rest; bots wait
while it shows.
"""

from __future__ import annotations

import pygame

from game.ui import fonts, theme, widgets
from game.ui.chronicles import art, words
from game.ui.i18n import tr
from game.ui.table.identity import draw_chip
from game.ui.table.narration import NarrationOverlay

STEP_KEYS = ("reveal", "war", "income", "building", "aging")
# The phase each step tells (the top bar's words while it shows): the reveal ends the Placement.
STEP_PHASES = {"reveal": "placement", "war": "war", "income": "income", "building": "building", "aging": "aging"}


class StepsOverlay(NarrationOverlay):
    """The seasons, told as the kit narrates every resolution (``table.narration``)."""

    def __init__(self, app, board, steps: list[str], events: list, hold: bool = False, stays: bool = False) -> None:
        super().__init__(app, [s for s in steps if s in STEP_KEYS] or ["reveal"], hold, stays)
        self.board = board
        self.events = events
        # The round these seasons belong to: after the aging the game is already in the next round's draft.
        view = board.view or {}
        self.round = view.get("round", 1) - (1 if view.get("phase") == "recruit" and view.get("round", 1) > 1 else 0)

    def told_head(self) -> str:
        return tr("chronicles.round", round=self.round, phase=tr(f"chronicles.phase.{STEP_PHASES[self.step]}"))

    def progress(self) -> float:
        """The step's cards flipping: done in the first half of its time."""
        return min(1.0, self.elapsed() * 2)

    def build(self) -> None:
        w, h = self.app.size
        bw = min(w - self.u(60), self.u(860))
        bh = min(h - self.u(120), self.u(560))
        self.box = pygame.Rect(0, 0, bw, bh)
        self.box.center = (w // 2, h // 2 + self.u(20))
        self.place_controls()

    # --- drawing ---------------------------------------------------------------------------
    def of(self, *kinds: str) -> list:
        return [e for e in self.events if e.kind in kinds]

    def draw(self, surf: pygame.Surface) -> None:
        veil = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        veil.fill((8, 10, 16, 150))
        surf.blit(veil, (0, 0))
        widgets.shadow(surf, self.box, self.u(14))
        widgets.panel(surf, self.box, (46, 40, 36), self.u(14), theme.GOLD, 2)
        b = self.box
        widgets.text(surf, tr(f"chronicles.steps.title.{self.step}"), (b.x + self.u(20), b.y + self.u(14)), self.u(24), theme.GOLD, "title", max_width=b.w - self.u(200))
        widgets.text(surf, tr("chronicles.steps.count", n=self.index + 1, of=len(self.steps)), (b.right - self.u(20), b.y + self.u(20)), self.u(13), theme.MUTED, anchor="topright")
        body = pygame.Rect(b.x + self.u(20), b.y + self.u(60), b.w - self.u(40), b.h - self.u(130))
        getattr(self, f"draw_{self.step}")(surf, body)
        self.draw_controls(surf)

    def fit_line(self, surf, text: str, rect: pygame.Rect, size: int, colour, style: str = "regular") -> None:
        """One line centred in ``rect`` when it fits, else wrapped lines (smaller if need be)."""
        n = art.fitting(text, size, rect.w, style)
        if n >= min(size, self.u(12)):
            widgets.text(surf, text, (rect.x, rect.centery), n, colour, style, "midleft")
            return
        for n in range(size, 7, -1):
            lines = fonts.wrap(text, n, rect.w, style)
            line_h = int(n * 1.2) + 1
            if len(lines) * line_h <= rect.h:
                y = rect.centery - len(lines) * line_h // 2
                widgets.wrapped(surf, text, pygame.Rect(rect.x, y, rect.w, len(lines) * line_h), n, colour, style, spacing=1.2)
                return
        widgets.wrapped_fit(surf, text, rect, size, colour, style, minimum=8)

    def rows(self, body: pygame.Rect) -> list[tuple[int, pygame.Rect]]:
        n = self.board.view["players"]
        rh = min(self.u(86), body.h // n)
        return [(s, pygame.Rect(body.x, body.y + s * rh, body.w, rh - self.u(4))) for s in range(n)]

    def name_cell(self, surf, s: int, r: pygame.Rect) -> int:
        ident = theme.identity(self.board.colours[s], self.app.settings.colorblind)
        draw_chip(surf, (r.x + self.u(10), r.centery), self.u(16), ident)
        widgets.text(surf, self.board.name(s), (r.x + self.u(24), r.centery), self.u(15), theme.TEXT, "bold", "midleft", max_width=self.u(150))
        return r.x + self.u(180)

    def draw_reveal(self, surf, body) -> None:
        p = self.progress()
        revealed = {e.args["player"]: [u for _s, u in e.args["cards"]] for e in self.of("reveal")}
        unpaid = {(e.args["player"], e.args["card"]) for e in self.of("unpaid")}
        for s, r in self.rows(body):
            x = self.name_cell(surf, s, r)
            cards = revealed.get(s, [])
            ch = r.h - self.u(6)
            cw = int(ch / 1.4)
            if not cards:
                widgets.text(surf, tr("chronicles.steps.no_cards"), (x, r.centery), self.u(13), theme.MUTED, anchor="midleft")
            # each card's name beside it (cards this small carry no name), when the row has room
            name_w = min(self.u(130), (r.right - x) // max(1, len(cards)) - cw - self.u(14))
            named = name_w >= self.u(50)
            for uid in cards:
                rect = pygame.Rect(x, r.y, cw, ch)
                # the flip: the back narrows, then the face widens
                if p < 0.5:
                    img = art.card_back((cw, ch))
                    sx = max(1, int(cw * (1 - 2 * p)))
                else:
                    img = art.card_surface(uid, (cw, ch), text=False)
                    self.board.drawn.add(uid)
                    sx = max(1, int(cw * (2 * p - 1)))
                img = pygame.transform.smoothscale(img, (sx, ch)) if sx != cw else img
                surf.blit(img, img.get_rect(center=rect.center))
                if p >= 1 and (s, uid) in unpaid:
                    pygame.draw.line(surf, theme.BAD, rect.topleft, rect.bottomright, max(2, self.u(3)))
                    widgets.text(surf, tr("chronicles.steps.unpaid"), (rect.centerx, rect.bottom - self.u(4)), self.u(11), theme.BAD, "bold", "midbottom", max_width=cw)
                if named and p >= 0.5:
                    self.fit_line(surf, words.card_name(uid), pygame.Rect(rect.right + self.u(6), r.y, name_w, ch), self.u(13), theme.TEXT, "bold")
                x += cw + self.u(8) + (name_w + self.u(6) if named else 0)

    def draw_war(self, surf, body) -> None:
        war = self.of("war")
        if not war:
            return
        strengths, wins = war[-1].args["strengths"], war[-1].args["wins"]
        results = {e.args["player"]: e.args for e in self.of("war_result")}
        n = len(strengths)
        for s, r in self.rows(body):
            x = self.name_cell(surf, s, r)
            art.shield(surf, (x + self.u(16), r.centery), self.u(14), str(strengths[s]))
            x += self.u(44)
            others = [(s + 1) % n] if n == 2 else [(s - 1) % n, (s + 1) % n]
            for o in others:
                won = strengths[s] >= strengths[o]
                text = tr("chronicles.steps.vs", mine=strengths[s], sign="≥" if won else "<", theirs=strengths[o], player=self.board.name(o))
                colour = theme.GOOD if won else theme.BAD
                widgets.text(surf, text, (x, r.centery), self.u(14), colour, "bold", "midleft", max_width=self.u(190))
                x += self.u(200)
            res = results.get(s, {})
            gain = tr("chronicles.steps.war_gain", wars=wins[s], vp=res.get("vp", 0))
            if res.get("gold"):
                gain += " · " + tr("chronicles.steps.gold_gain", gold=res["gold"])
            room = max(20, r.right - x)
            if res.get("bonus"):        # the cards' and buildings' bonus on its own line, not folded into the wars'
                widgets.text(surf, gain, (r.right, r.centery - self.u(10)), self.u(15), theme.GOLD, "bold", "midright", max_width=room)
                widgets.text(surf, tr("chronicles.steps.bonus_gain", vp=res["bonus"]), (r.right, r.centery + self.u(10)),
                             self.u(13), theme.GOLD, "regular", "midright", max_width=room)
            else:
                widgets.text(surf, gain, (r.right, r.centery), self.u(15), theme.GOLD, "bold", "midright", max_width=room)

    def draw_income(self, surf, body) -> None:
        income = self.of("income")
        gains = income[-1].args["gold"] if income else []
        for s, r in self.rows(body):
            x = self.name_cell(surf, s, r)
            if s < len(gains):
                art.coin(surf, (x + self.u(14), r.centery), self.u(13), str(gains[s]))
                widgets.text(surf, tr("chronicles.steps.income", gold=gains[s], total=self.board.view["kingdoms"][s]["gold"]), (x + self.u(36), r.centery),
                             self.u(15), theme.TEXT, "regular", "midleft", max_width=r.right - x - self.u(40))

    def draw_building(self, surf, body) -> None:
        built = {e.args["player"]: e.args for e in self.of("build")}
        for s, r in self.rows(body):
            x = self.name_cell(surf, s, r)
            a = built.get(s)
            if a is None:
                widgets.text(surf, tr("chronicles.steps.no_build"), (x, r.centery), self.u(14), theme.MUTED, anchor="midleft")
                continue
            action = tuple(a["action"])
            level = action[2] if action[0] == "build" else 2
            tile = pygame.Rect(x, r.y + self.u(4), self.u(70), r.h - self.u(8))
            surf.blit(art.building_tile(action[1], level, tile.size, named=False), tile.topleft)
            self.fit_line(surf, tr("chronicles.steps.built", what=words.build_label(action), gold=a["gold"]),
                          pygame.Rect(tile.right + self.u(12), r.y, r.right - tile.right - self.u(16), r.h), self.u(15), theme.TEXT, "bold")

    def draw_aging(self, surf, body) -> None:
        leaves: dict[int, list] = {}
        for e in self.of("leave"):
            leaves.setdefault(e.args["player"], []).append(e.args)
        rewards = {e.args["player"]: e.args for e in self.of("leave_rewards")}
        saves = {e.args["player"]: e.args for e in self.of("save") if e.args.get("target") is not None}
        for s, r in self.rows(body):
            x = self.name_cell(surf, s, r)
            ch = r.h - self.u(6)
            cw = int(ch / 1.4)
            gone = leaves.get(s, [])
            if gone:
                x = widgets.text(surf, tr("chronicles.steps.leaves"), (x, r.centery), self.u(13), theme.MUTED, "regular", "midleft").right + self.u(8)
            for a in gone:
                rect = pygame.Rect(x, r.y, cw, ch)
                surf.blit(art.card_surface(a["card"], (cw, ch), text=False), rect.topleft)
                self.board.drawn.add(a["card"])
                for i in range(a["tokens"]):
                    art.token(surf, (rect.x + self.u(8) + i * self.u(14), rect.bottom - self.u(8)), self.u(6))
                veil = pygame.Surface((cw, ch), pygame.SRCALPHA)
                veil.fill((20, 10, 10, int(120 * self.progress())))
                surf.blit(veil, rect.topleft)
                x += cw + self.u(6)
            bits = []
            if not gone:
                bits.append(tr("chronicles.steps.none_leave"))
            if s in saves:
                bits.append(tr("chronicles.steps.saved", slot=words.slot_name(saves[s]["target"])))
            if s in rewards:
                bits.append(tr("chronicles.steps.rewards", vp=rewards[s]["vp"], gold=rewards[s]["gold"]))
            staying = sum(1 for c in self.board.view["kingdoms"][s]["slots"] if c is not None)
            if staying:
                bits.append(tr("chronicles.steps.tokens", n=staying))
            self.fit_line(surf, " · ".join(bits), pygame.Rect(x + self.u(8), r.y, r.right - x - self.u(8), r.h), self.u(14), theme.TEXT)
