"""War: the secret bid and the reveal animation.  In a hotseat game the board
shows the kit's pass-the-screen cover (``table.handover``) before the bid."""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game.ui import theme, widgets
from game.ui.i18n import number_keys, tr
from game.ui.kingdoms import art, words
from game.ui.scene import Scene
from game.ui.table.narration import NarrationOverlay


def _veil(surf: pygame.Surface, alpha: int = 170) -> None:
    veil = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    veil.fill((8, 10, 16, alpha))
    surf.blit(veil, (0, 0))


class WarScene(Scene):
    """A human chooses a secret bid (the others bid at the same time)."""

    overlay = True
    lets_bots_move = True

    def __init__(self, app, board) -> None:
        super().__init__(app)
        self.board = board
        self.seat = board.viewer
        self.box = pygame.Rect(0, 0, 0, 0)
        self.bid_keys: list[int] = []

    def build(self) -> None:
        w, h = self.app.size
        self.box = pygame.Rect(0, 0, min(w - self.u(40), self.u(760)), min(h - self.u(40), self.u(470)))
        self.box.center = (w // 2, h // 2)
        buttons = []
        legal = {c.action[1]: c for c in self.board.choices if c.action[0] == "bid"}
        self.bid_keys = [v for v in legal if isinstance(v, int) and 1 <= v <= 9]     # the number keys that bid now
        values = ["flag", *range(1, 12)]
        cols = 6
        bw = (self.box.w - self.u(48) - (cols - 1) * self.u(10)) // cols
        for i, v in enumerate(values):
            r = pygame.Rect(self.box.x + self.u(24) + (i % cols) * (bw + self.u(10)), self.box.y + self.u(220) + (i // cols) * self.u(64), bw, self.u(54))
            c = legal.get(v)
            buttons.append(widgets.Button(r, words.bid_text(v), partial(self.bid, c), enabled=c is not None,
                                          why_disabled=tr("kingdoms.war.cannot_pay"), tooltip=tr("kingdoms.war.flag.tip") if v == "flag" else tr("kingdoms.war.bid.tip", n=v), data=v))
        self.group.set(buttons)

    def asked(self) -> bool:
        """Whether this seat's bid is still asked (an undo, or the war ending, takes the question away)."""
        match = self.board.ctl.match
        return self.seat is not None and self.seat in match.to_move() and any(a[0] == "bid" for a in match.legal(self.seat))

    def bid(self, choice) -> None:
        """Bid; a bid the lesson's coach refuses leaves the window open (it said why).
        A bid no longer asked is never sent: the window just closes."""
        if choice is not None and self.asked() and choice.action in self.board.ctl.match.legal(self.seat):
            if not self.board.ctl.submit_human(self.seat, choice.action):
                return
        self.app.pop(self)
        self.board.war_shown = None         # an undone bid opens the window again

    def update(self, dt: float) -> None:
        if not self.asked() and self.app.top is self:
            self.app.pop(self)              # the question went away under the window (an undo): its buttons would be stale
            self.board.war_shown = None
            return
        super().update(dt)

    def back(self) -> None:
        self.app.pop(self)      # look at the board; the decision panel reopens the bid

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            value = None
            if event.key == pygame.K_f or event.key == pygame.K_0:
                value = "flag"
            elif pygame.K_1 <= event.key <= pygame.K_9:
                value = event.key - pygame.K_0
            if value is not None:
                for b in self.group.buttons:
                    if b.data == value:
                        if b.enabled:
                            assert b.action is not None     # every bid button bids
                            b.action()
                        else:
                            self.explain(tr("kingdoms.war.cannot_pay"))
                        return
        super().handle(event)

    def draw(self, surf: pygame.Surface) -> None:
        _veil(surf, 170)
        widgets.shadow(surf, self.box, self.u(16))
        widgets.panel(surf, self.box, (40, 30, 30), self.u(16), (200, 80, 60), 3)
        war = self.board.model.war
        colours = self.board.colours
        cx = self.box.centerx
        if war is None:
            return
        title = tr("kingdoms.war.title", region=words.region_name(war.region))
        widgets.text(surf, title, (cx, self.box.y + self.u(18)), self.u(26), theme.GOLD, "title", "midtop", max_width=self.box.w - self.u(40))
        for side, seat, x in ((tr("kingdoms.war.attacker"), war.attacker, self.box.x + self.box.w // 4), (tr("kingdoms.war.defender"), war.defender, self.box.x + 3 * self.box.w // 4)):
            ident = theme.identity(colours[seat], self.app.settings.colorblind) if seat >= 0 else None
            art.draw_meeple(surf, (x, self.box.y + self.u(100)), self.u(54), ident)
            name = words.player_name(seat, colours) + (" · " + tr("board.you") if seat == self.seat else "")
            widgets.text(surf, side, (x, self.box.y + self.u(140)), self.u(14), theme.MUTED, anchor="midtop")
            widgets.text(surf, name, (x, self.box.y + self.u(160)), self.u(17), theme.TEXT, "bold", "midtop", max_width=self.box.w // 2 - self.u(20))
        widgets.text(surf, tr("kingdoms.war.vs"), (cx, self.box.y + self.u(100)), self.u(26), (220, 90, 70), "title", "center")
        p = self.board.model.players[self.seat]
        value = 2 * p.res[0] + p.res[1]
        widgets.text(surf, tr("kingdoms.war.choose", value=value), (cx, self.box.y + self.u(192)), self.u(15), theme.TEXT, anchor="midtop", max_width=self.box.w - self.u(40))
        self.group.draw(surf, self.k)
        below = pygame.Rect(self.box.x + self.u(30), self.box.y + self.u(352), self.box.w - self.u(60), self.box.bottom - self.u(40) - self.box.y - self.u(352))
        widgets.wrapped(surf, tr("kingdoms.war.reminder"), below, self.u(15), theme.MUTED)
        keys = tr("kingdoms.war.keys", keys=number_keys(self.bid_keys)) if self.bid_keys else tr("kingdoms.war.keys.flag_only")
        widgets.text(surf, keys, (cx, self.box.bottom - self.u(26)), self.u(13), theme.MUTED, anchor="midtop", max_width=self.box.w - self.u(40))


class RevealOverlay(NarrationOverlay):
    """Both bids flip face up; the winner is named.  Told as the kit narrates
    every resolution (``table.narration``): it goes on by itself after a
    moment, Next or Space goes on at once, Esc skips; bots wait while it shows."""

    board: Any                  # the Kingdoms board (never imported here: no module imports its board)

    def __init__(self, app, board, args: dict, hold: bool = False, stays: bool = False) -> None:
        super().__init__(app, ["reveal"], hold, stays)
        self.board = board
        self.args = args
        # the turn the war is fought in (the game may already be in the next one)
        turn, seat = getattr(board, "event_turn", None) or (board.model.turn, board.model.active)
        self.turn = (turn, seat)
        self.flip = max(0.25, app.settings.anim_seconds * 2)
        if not hold:
            self.motions.start("flip", self.flip)   # the bids turn over
        board.ctl.paused = True

    def told_head(self) -> str:
        turn, seat = self.turn
        return tr("board.turn", turn=turn, player=words.player_name(seat, self.board.colours))

    def build(self) -> None:
        w, h = self.app.size
        self.box = pygame.Rect(0, 0, min(w - self.u(40), self.u(620)), self.u(380))
        self.box.center = (w // 2, h // 2)
        self.place_controls()

    def close(self) -> None:
        self.board.ctl.paused = False
        super().close()

    def outcome(self) -> str:
        a, d = self.args.get("attacker_bid"), self.args.get("defender_bid")
        va = 0 if a == "flag" else int(a or 0)
        vd = 0 if d == "flag" else int(d or 0)
        colours = self.board.colours
        model = self.board.model
        assert model is not None        # the board shows a game before a war is fought on it
        if a == "flag" and d == "flag" and len(model.players) >= 3:
            return tr("kingdoms.war.alliance")
        winner = self.args["attacker"] if va > vd else self.args["defender"]
        return tr("kingdoms.war.winner", player=words.player_name(winner, colours))

    def draw(self, surf: pygame.Surface) -> None:
        _veil(surf, 140)
        box = self.box
        widgets.shadow(surf, box, self.u(16))
        widgets.panel(surf, box, (40, 30, 30), self.u(16), (200, 80, 60), 3)
        widgets.text(surf, tr("kingdoms.war.reveal"), (box.centerx, box.y + self.u(18)), self.u(26), theme.GOLD, "title", "midtop", max_width=box.w - self.u(40))
        t = self.motions.progress("flip")
        colours = self.board.colours
        for seat, bid, x in ((self.args["attacker"], self.args.get("attacker_bid"), box.x + box.w // 4),
                             (self.args["defender"], self.args.get("defender_bid"), box.x + 3 * box.w // 4)):
            size = self.u(96)
            squash = abs(1 - 2 * min(1.0, t)) if t < 1 else 1.0
            die = pygame.Rect(0, 0, max(2, int(size * squash)), size)
            die.center = (x, box.y + self.u(150))
            face_up = t >= 0.5
            ident = theme.identity(colours[seat], self.app.settings.colorblind) if seat >= 0 else None
            pygame.draw.rect(surf, (246, 240, 226) if face_up else (120, 40, 40), die, border_radius=self.u(14))
            pygame.draw.rect(surf, ident.rgb if ident else theme.NEUTRAL_RGB, die, self.u(5), border_radius=self.u(14))
            if face_up and squash > 0.3:
                widgets.text(surf, words.bid_text(bid), die.center, self.u(44) if bid != "flag" else self.u(22), theme.INK, "bold", "center", max_width=die.w - self.u(8))
            widgets.text(surf, words.player_name(seat, colours), (x, box.y + self.u(208)), self.u(17), theme.TEXT, "bold", "midtop")
        if t >= 1:
            widgets.text(surf, self.outcome(), (box.centerx, box.y + self.u(246)), self.u(22), theme.GOLD, "bold", "midtop", max_width=box.w - self.u(40))
        self.draw_controls(surf)
