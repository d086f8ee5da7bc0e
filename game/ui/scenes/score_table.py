"""The frame every game's final-scores scene shares: the headline naming the
winners, a table with one column per player (the winners' columns lit), rows
of points, the total, the tie-breakers, and the buttons back to the board, to
the menu or into a new game with the same seats.  In a lesson that plays to
the end the coach sits beside the table (``host_coach``): the scores leave it
room at the right and the coach's own buttons lead on.

A game's scoring scene subclasses ``ScoreTableScene``, names its catalog keys
and draws its own column heads and rows with ``value_row`` / ``total_row``.
"""

from __future__ import annotations

import random
from typing import Any

import pygame

from game.ui import fonts, theme, widgets
from game.ui.i18n import Name, number, tr
from game.ui.scene import CoachHost

WINNER_COLUMN = (70, 62, 36)


def winners_line(names: list[str]) -> str:
    """Who won, in the one wording every game's score screen, banner and toast uses
    ("Синие побеждают!", "Общая победа: Белые, Синие"); ``names`` are the winners'
    names as ``tr`` gives them (a ``Name``, so the verb agrees; a plain text is a
    name someone typed: one person)."""
    if len(names) == 1:
        name = names[0]
        return tr("score.winner", player=name if isinstance(name, Name) else Name(str(name)))
    return tr("score.shared", players=", ".join(names))


def deciding_criterion(scores: list[int], tiebreak: list[list[int]]) -> int | None:
    """The last tie-breaker that still narrowed the tied leaders (None: none did)."""
    top = [p for p, s in enumerate(scores) if s == max(scores)]
    crit = None
    contenders = top
    for i in range(len(tiebreak[0])):
        best = max(tiebreak[p][i] for p in contenders)
        narrowed = [p for p in contenders if tiebreak[p][i] == best]
        if len(narrowed) < len(contenders):
            crit, contenders = i, narrowed
        if len(contenders) == 1:
            break
    return crit


def tie_reason(scores: list[int], tiebreak: list, criteria: tuple[str, ...]) -> str:
    """"Tied on points; decided by colonies." when a tie-breaker chose the winner, else "".

    ``tiebreak`` rows start with the score itself (as the tie-breaker rows show them);
    ``criteria`` are the catalog keys of the rows after it ("1. colonies"), whose
    number is left out here."""
    n = len(scores)
    if not scores or len(tiebreak) != n or sum(1 for s in scores if s == max(scores)) < 2:
        return ""
    crit = deciding_criterion(scores, [list(t) for t in tiebreak])
    if crit is None or not 1 <= crit <= len(criteria):
        return ""
    name = tr(criteria[crit - 1]).split(". ", 1)[-1]
    return tr("score.decided", criterion=name)


class ScoreTableScene(CoachHost):
    title_key = "score.title"
    button_keys = ("score.board", "score.menu", "score.again")
    total_key = "score.total"
    tiebreak_key = "score.tiebreak"
    drop_on_again: tuple[str, ...] = ()      # config options a new game deals afresh
    settle_seconds = 1.0                     # keys still meant for the last moves do not press a button

    def __init__(self, app, board) -> None:
        super().__init__(app)
        self.board = board
        match = board.ctl.match
        # The final scores (None while the game runs) and the public picture;
        # a game that reads its result elsewhere sets its own after this.
        self.result: Any = match.rules.result(match.state) if match.is_over() else None
        self.view: dict[str, Any] = match.view(None)
        self.table = pygame.Rect(0, 0, 0, 0)
        self.label_w = 0
        self.col_w = 0
        self.aside = 0                  # pixels at the right kept for a lesson's coach (host_coach)
        self.row_rects: dict[str, pygame.Rect] = {}   # the rows drawn, by name ("total" too): a coach lights them

    # --- a lesson's coach beside the scores -------------------------------------------------
    def width(self, surf: pygame.Surface) -> int:
        """The width the scores are laid out in: the screen's, less the coach's room."""
        return surf.get_width() - self.aside

    def title(self, surf: pygame.Surface, s: str) -> None:
        w = self.width(surf)
        widgets.text(surf, s, (w // 2, self.u(28)), self.u(40), theme.GOLD, "title", "midtop", max_width=w - self.u(40))

    # --- buttons ------------------------------------------------------------------------
    def build(self) -> None:
        w, h = self.app.size
        buttons: list[widgets.Button] = []
        if self.aside:                  # a lesson: the coach's buttons lead on
            self.group.set(buttons)
            return
        bw = self.u(230)
        y = h - self.u(76)
        actions = (self.back, self.menu, self.again)
        for i, (key, cb) in enumerate(zip(self.button_keys, actions, strict=True)):
            r = pygame.Rect(w - self.u(40) - (len(actions) - i) * (bw + self.u(14)) + self.u(14), y, bw, self.u(52))
            buttons.append(widgets.Button(r, tr(key), cb, style="primary" if cb == self.again else "normal", default=cb == self.back))
        self.group.set(buttons + self.look_back_buttons(y))
        self.group.focus = 0            # the harmless choice: "See the board", never "Play again"

    def look_back_buttons(self, y: int) -> list[widgets.Button]:
        """"How it went" (the points over the turns) and "Share", at the left, after the main three."""
        if self.result is None:
            return []
        bw, gap = self.u(180), self.u(12)
        how = pygame.Rect(self.u(40), y, bw, self.u(52))
        share = pygame.Rect(how.right + gap, y, bw, self.u(52))
        buttons = [widgets.Button(how, tr("chart.how.button"), self.how_it_went, tooltip=tr("chart.how.tip"))]
        if not self.board.ctl.meta.get("tutorial"):         # a lesson's game is no one's to share
            buttons.append(widgets.Button(share, tr("share.button"), self.share, tooltip=tr("share.tip")))
        return buttons

    def how_it_went(self) -> None:
        from game.ui.scenes.how_it_went import HowItWentScene

        self.app.push(HowItWentScene(self.app, self.board))

    def share(self) -> None:
        from game.ui.share import export_match

        export_match(self, self.board)

    def back(self) -> None:
        self.app.pop(self)

    def menu(self) -> None:
        from game.ui.scenes.menu import MenuScene

        self.app.reset(MenuScene(self.app))

    def again(self) -> None:
        """The same seats and options with a new seed."""
        from game.core.protocol import GameConfig
        from game.ui import session

        old = self.board.ctl.match.config
        options = {k: v for k, v in old.options.items() if k not in self.drop_on_again}
        config = GameConfig(old.game, old.players, random.Random().randrange(1, 100000), old.variant, options)
        session.start(self.app, config, self.board.ctl.seats, dict(self.board.ctl.meta))

    # --- drawing helpers ------------------------------------------------------------------
    def draw_headline(self, surf: pygame.Surface, winners: list[int], names: list[str], y: int, extra: str = "") -> None:
        """'X wins' or 'X & Y share the victory', with an optional reason after it."""
        w = self.width(surf)
        head = winners_line([names[s] for s in winners])
        if extra:
            head += "  " + extra
        widgets.text(surf, head, (w // 2, y), self.u(22), theme.TEXT, "bold", "midtop", max_width=w - self.u(80))

    def begin_table(self, surf: pygame.Surface, table: pygame.Rect, label_w: int, n: int, winners: list[int]) -> None:
        """The panel, with the winners' columns lit; sets the column geometry."""
        self.table, self.label_w = table, label_w
        self.col_w = (table.w - label_w) // max(1, n)
        widgets.panel(surf, table, theme.BG2, self.u(12))
        for p in winners:
            x = self.col_x(p)
            pygame.draw.rect(surf, WINNER_COLUMN, (x + self.u(4), table.y + self.u(4), self.col_w - self.u(8), table.h - self.u(8)), border_radius=self.u(10))

    def col_x(self, p: int) -> int:
        """The left edge of player ``p``'s column."""
        return self.table.x + self.label_w + p * self.col_w

    def col_centre(self, p: int) -> int:
        return self.col_x(p) + self.col_w // 2

    def row_label(self, surf: pygame.Surface, text: str, y: int, size: int, colour=theme.TEXT, style: str = "regular") -> None:
        """The row's name, centred on ``y``: one line, or two when one would be too small to read."""
        width = self.label_w - self.u(20)
        x = self.table.x + self.u(16)
        if fonts.fit_size(text, size, width, style) >= size * 0.8 or " " not in text:
            widgets.text(surf, text, (x, y), size, colour, style, "midleft", max_width=width)
            return
        small = max(8, int(size * 0.85))
        lines = fonts.wrap(text, small, width, style)[:2]
        line_h = int(small * 1.15)
        for i, line in enumerate(lines):
            widgets.text(surf, line, (x, y + int((i - (len(lines) - 1) / 2) * line_h)), small, colour, style, "midleft", max_width=width)

    def value_row(self, surf: pygame.Surface, y: int, row_h: int, label: str, values: list, size: int, label_size: int,
                  muted: bool = False, name: str = "") -> None:
        """A label and one number per player; zeros are greyed (or the whole row when ``muted``);
        ``name`` keeps the row's rectangle in ``row_rects``."""
        cy = y + row_h // 2
        if name:
            self.row_rects[name] = pygame.Rect(self.table.x + self.u(6), y, self.table.w - self.u(12), row_h)
        self.row_label(surf, label, cy, label_size, theme.MUTED if muted else theme.TEXT)
        for p, v in enumerate(values):
            colour = theme.MUTED if muted or not v else theme.TEXT
            widgets.text(surf, number(v), (self.col_centre(p), cy), size, colour, "regular", "center")

    def total_row(self, surf: pygame.Surface, y: int, row_h: int, scores: list[int], size: int) -> int:
        """A gold rule, then the totals; returns the y below them."""
        t = self.table
        pygame.draw.line(surf, theme.GOLD, (t.x + self.u(12), y + self.u(4)), (t.right - self.u(12), y + self.u(4)), 2)
        y += self.u(10)
        self.row_rects["total"] = pygame.Rect(t.x + self.u(6), y, t.w - self.u(12), row_h)
        self.row_label(surf, tr(self.total_key), y + row_h // 2, self.u(18), theme.GOLD, "bold")
        for p, s in enumerate(scores):
            widgets.text(surf, number(s), (self.col_centre(p), y + row_h // 2), size, theme.GOLD, "bold", "center")
        return y + row_h

    def value_rows(self, surf: pygame.Surface, y: int, row_h: int, rows: list[tuple[str, list]]) -> int:
        """``value_row`` for each (catalog key, values) in ``rows``; returns the y below them."""
        for key, values in rows:
            self.value_row(surf, y, row_h, tr(key), values, self.u(17), self.u(15))
            y += row_h
        return y

    def tiebreak_rows(self, surf: pygame.Surface, y: int, row_h: int, keys: tuple[str, ...], tiebreak: list[list]) -> int:
        """The tie-breakers' caption, then one muted row per key; a player's
        ``tiebreak`` starts with the score itself, so row ``i`` shows entry
        ``i + 1`` (blank where a player has none).  Returns the y below them."""
        self.caption(surf, tr(self.tiebreak_key), y)
        y += self.u(22)
        for i, key in enumerate(keys):
            values = [tb[i + 1] if len(tb) > i + 1 else "" for tb in tiebreak]
            self.value_row(surf, y, row_h, tr(key), values, self.u(14), self.u(13), muted=True)
            y += int(row_h * 0.8)
        return y

    def caption(self, surf: pygame.Surface, text: str, y: int) -> None:
        widgets.text(surf, text, (self.table.x + self.u(16), y), self.u(13), theme.MUTED, "bold", max_width=self.table.w - self.u(32))
