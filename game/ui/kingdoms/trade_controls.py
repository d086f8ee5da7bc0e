"""Kingdoms' trade as direct controls: give, get and amount, then one Trade button.

The rules list every legal trade as its own action (give, get, k): 12 or more
of them, which paged 7 at a time hid "Do nothing" on a second page (issue 30).
Here a player picks the resource to give and the one to get (chips), the
amount (chips 1-9, or − / +), reads the rate, and presses Trade, which submits the one legal
action that matches; the rules' list stays the protocol, so a combination that
is not in it is greyed with the reason.  Keys: G and R step the give and get
chips, − and + the amount, T trades (each shown on screen).

An object the decision panel composes: it holds the half-made trade, builds
its buttons, answers its keys with intents and draws its captions; it writes
nothing elsewhere.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from game.ui import fonts, theme, widgets
from game.ui.i18n import tr
from game.ui.kingdoms import words
from game.ui.kingdoms.board_model import RESOURCES
from game.ui.kingdoms.picking import Intent, Picking

RES_MAX = 9               # a resource track ends at 9 (A29)
SIDE_KEYS = {"give": "kingdoms.trade.give", "get": "kingdoms.trade.get"}     # each row's caption (and its ".tip")
GIVE_KEY, GET_KEY, TRADE_KEY = pygame.K_g, pygame.K_r, pygame.K_t
LESS_KEYS = (pygame.K_MINUS, pygame.K_KP_MINUS)
MORE_KEYS = (pygame.K_EQUALS, pygame.K_PLUS, pygame.K_KP_PLUS)


def trades(picking: Picking) -> dict[tuple[str, str, int], words.Choice]:
    """The legal trades of the decision by (give, get, amount)."""
    return {(c.action[1], c.action[2], c.action[3]): c for c in picking.choices if c.action[0] == "trade"}


def received(held: tuple[int, ...], bonus: list, give: str, get: str, k: int) -> int:
    """What giving ``k`` of ``give`` brings of ``get``: one for one, plus the magic
    abilities' bonus for a large enough trade, never past 9 (as the rules do it)."""
    extra = sum(b for b, least in bonus if k >= least)
    have = held[RESOURCES.index(get)]
    return min(RES_MAX, have + k + extra) - have


class TradeControls:
    """Give / get / amount of the trade being made, and its buttons."""

    def __init__(self, act: Callable[[Intent], None]) -> None:
        self.act = act
        self.give = "ore"
        self.get = "mana"
        self.k = 1
        self.for_key: tuple | None = None
        self.held: tuple[int, ...] = (0, 0, 0)
        self.bonus: list = []
        self.trade_button: widgets.Button | None = None
        self.chips: dict[tuple[str, str], widgets.Button] = {}     # ("give" | "get", resource) -> chip
        self.amount: dict[int, widgets.Button] = {}                 # 1..9 -> its chip
        self.captions: list[tuple[str, pygame.Rect]] = []            # row names, drawn at the left
        self.rate_rect = pygame.Rect(0, 0, 0, 0)

    # --- the half-made trade --------------------------------------------------------------------
    def start(self, picking: Picking, key: tuple, seat: dict[str, Any]) -> None:
        """A new decision starts from the likely trade: give what you hold most of
        for what you hold least of, one at a time (``key`` names the decision)."""
        self.held = tuple(int(seat.get(r, 0) or 0) for r in RESOURCES)
        self.bonus = [tuple(x) for x in seat.get("trade_bonus") or [] if isinstance(x, (list, tuple)) and len(x) == 2]
        legal = trades(picking)
        key = (key[1:2], tuple(sorted(legal)))      # the seat and its trades: a rival's move elsewhere keeps the half-made trade
        if self.for_key == key:
            return
        self.for_key = key
        gives = [r for r in RESOURCES if any(t[0] == r for t in legal)] or list(RESOURCES)
        self.give = max(gives, key=lambda r: self.held[RESOURCES.index(r)])
        self.get = min((r for r in RESOURCES if r != self.give), key=lambda r: self.held[RESOURCES.index(r)])
        self.k = 1

    def top(self) -> int:
        """The most of ``give`` that can be traded for ``get`` now (0: none)."""
        have = self.held[RESOURCES.index(self.give)]
        room = RES_MAX - self.held[RESOURCES.index(self.get)]
        return max(0, min(have, room))

    def pick(self, side: str, res: str) -> Intent:
        """A chip pressed: giving what you were getting swaps the two."""
        if side == "give":
            if res == self.get:
                self.get = self.give
            self.give = res
        else:
            if res == self.give:
                self.give = self.get
            self.get = res
        self.k = max(1, min(self.k, self.top() or 1))
        return ("redraw",)

    def step(self, side: str) -> Intent:
        """G / R: the next resource to give (all three: landing on what you get swaps
        the two) or to get (the two you do not give, so the give set first stays)."""
        now = self.give if side == "give" else self.get
        nxt = RESOURCES[(RESOURCES.index(now) + 1) % len(RESOURCES)]
        if side == "get" and nxt == self.give:
            nxt = RESOURCES[(RESOURCES.index(nxt) + 1) % len(RESOURCES)]
        return self.pick(side, nxt)

    def bump(self, step: int) -> Intent:
        """− / +: one less or one more, within what can be traded."""
        return self.set_amount(self.k + step)

    def set_amount(self, n: int) -> Intent:
        self.k = max(1, min(self.top() or 1, n))
        return ("redraw",)

    def matching(self, picking: Picking) -> words.Choice | None:
        """The legal action the controls name now (None: that trade is not allowed)."""
        return trades(picking).get((self.give, self.get, self.k))

    def why_not(self) -> str:
        """Why the trade the controls name cannot be made."""
        if self.held[RESOURCES.index(self.give)] == 0:
            return tr("kingdoms.trade.why.none", give=tr(f"kingdoms.res.{self.give}"))
        if self.held[RESOURCES.index(self.get)] >= RES_MAX:
            return tr("kingdoms.trade.why.full", get=tr(f"kingdoms.res.{self.get}"))
        return tr("kingdoms.trade.why.top", n=self.top())

    def more_why(self) -> str:
        """Why the amounts past the greatest are greyed."""
        have = self.held[RESOURCES.index(self.give)]
        if have <= RES_MAX - self.held[RESOURCES.index(self.get)]:
            return tr("kingdoms.trade.why.have", what=tr(f"kingdoms.res.count.{self.give}", n=have))
        return tr("kingdoms.trade.why.room", get=tr(f"kingdoms.res.{self.get}"))

    # --- buttons ---------------------------------------------------------------------------------
    def build(self, r: pygame.Rect, y: int, picking: Picking, u: Callable[[float], int]) -> list[widgets.Button]:
        """The three rows (give, get, amount), the rate line and Trade, from ``y`` down."""
        out: list[widgets.Button] = []
        bh = u(36)
        label_w = u(104)
        x0 = r.x + u(12) + label_w
        chip_w = (r.right - u(12) - x0 - 2 * u(6)) // 3
        self.captions = []
        self.chips = {}
        size = min(fonts.fit_size(f"{tr(f'kingdoms.res.{res}')} {n}", u(15), chip_w - u(12), "bold")
                   for res, n in zip(RESOURCES, self.held, strict=True))      # one size for every chip
        for row, side in enumerate(("give", "get")):
            top = y + row * u(42)
            self.captions.append((tr(SIDE_KEYS[side]), pygame.Rect(r.x + u(12), top, label_w, bh)))
            for i, res in enumerate(RESOURCES):
                rect = pygame.Rect(x0 + i * (chip_w + u(6)), top, chip_w, bh)
                held = self.held[i]
                usable = held > 0 if side == "give" else held < RES_MAX
                why = (tr("kingdoms.trade.why.none", give=tr(f"kingdoms.res.{res}")) if side == "give"
                       else tr("kingdoms.trade.why.full", get=tr(f"kingdoms.res.{res}")))
                chip = widgets.Button(rect, f"{tr(f'kingdoms.res.{res}')} {held}", partial(self.press, self.pick, side, res), usable,
                                      selected=(self.give if side == "give" else self.get) == res, style="chip",
                                      tooltip=tr(SIDE_KEYS[side] + ".tip", what=tr(f"kingdoms.res.{res}")), why_disabled=why,
                                      data=("trade_" + side, res), text_size=size)
                self.chips[(side, res)] = chip
                out.append(chip)
        top = y + 2 * u(42)
        self.captions.append((tr("kingdoms.trade.amount"), pygame.Rect(r.x + u(12), top, label_w, bh)))
        most = self.top()
        gap = u(3)
        cw = (r.right - u(12) - x0 - (RES_MAX - 1) * gap) // RES_MAX
        self.amount = {}
        for n in range(1, RES_MAX + 1):
            rect = pygame.Rect(x0 + (n - 1) * (cw + gap), top, cw, bh)
            chip = widgets.Button(rect, str(n), partial(self.press, self.set_amount, n), n <= most, selected=n == self.k,
                                  style="chip", tooltip=tr("kingdoms.trade.amount.tip", n=n),
                                  why_disabled=self.more_why() if most else self.why_not(), data=("trade_amount", n))
            self.amount[n] = chip
            out.append(chip)
        self.rate_rect = pygame.Rect(r.x + u(12), top + u(40), r.w - u(24), u(34))
        match = self.matching(picking)
        label = tr("kingdoms.trade.button", give=tr(f"kingdoms.res.count.{self.give}", n=self.k),
                   get=tr(f"kingdoms.res.count.{self.get}", n=received(self.held, self.bonus, self.give, self.get, self.k)))
        self.trade_button = widgets.Button(pygame.Rect(r.x + u(12), self.rate_rect.bottom + u(6), r.w - u(24), bh), label,
                                           partial(self.act, ("choose", match)) if match else None, match is not None,
                                           style="primary", why_disabled=self.why_not(), data=match)
        out.append(self.trade_button)
        return out

    def press(self, what: Callable[..., Intent], *args: Any) -> None:
        self.act(what(*args))

    @staticmethod
    def height(u: Callable[[float], int]) -> int:
        """The room the controls take below the listed choices."""
        return 3 * u(42) + u(32) + u(6) + u(42)

    # --- keys ----------------------------------------------------------------------------------------
    def keys(self, event: pygame.event.Event, picking: Picking) -> Intent | None:
        """G, R, − / + and T; None for any other key."""
        if event.type != pygame.KEYDOWN or event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return None
        k = event.key
        if k == GIVE_KEY:
            return self.step("give")
        if k == GET_KEY:
            return self.step("get")
        if k in LESS_KEYS:
            return self.bump(-1)
        if k in MORE_KEYS or (k == pygame.K_EQUALS and event.mod & pygame.KMOD_SHIFT):
            return self.bump(1)
        if k == TRADE_KEY:
            match = self.matching(picking)
            return ("choose", match) if match is not None else ("explain", self.why_not())
        return None

    # --- drawing -------------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface, u: Callable[[float], int]) -> None:
        """The rows' names with their keys, and the rate."""
        for text, rect in self.captions:
            widgets.text(surf, text, (rect.x, rect.centery), u(14), theme.TEXT, "bold", "midleft", max_width=rect.w - u(4))
        got = received(self.held, self.bonus, self.give, self.get, self.k)
        after = list(self.held)
        after[RESOURCES.index(self.give)] -= self.k
        after[RESOURCES.index(self.get)] += got
        what = words.resource_list(*after)
        rate = (tr("kingdoms.trade.rate.bonus", n=got - self.k, after=what) if got > self.k
                else tr("kingdoms.trade.rate", after=what))
        widgets.wrapped_fit(surf, rate, self.rate_rect, u(13), theme.MUTED, spacing=1.05, minimum=max(8, u(10)))

    def target(self, want: tuple[str, str, int]) -> widgets.Button | None:
        """The control to press next toward the trade ``want`` (the lesson's coach lights it)."""
        give, get, k = want
        if give != self.give:
            return self.chips.get(("give", give))
        if get != self.get:
            return self.chips.get(("get", get))
        if k != self.k:
            return self.amount.get(k)
        return self.trade_button
