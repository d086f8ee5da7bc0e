"""The top bar: whose turn and what to do on the left, the same buttons in the
same order with the same keys on the right in every game, then what a game
adds (Conquest's Hint, the final Scores):

    Menu (Esc) · Log (L, an on/off chip) · History (H) · Rules (F1) · Undo (U, Ctrl+Z) · Save (S) · [the game's own]

Each button keeps its place for the whole game: one that does not apply now
(Undo with nothing to undo, Next and Skip with nothing told, "Show my choice"
with nothing covered) is greyed, never removed, so a click meant for one never
lands on another.

A game supplies ``topbar_head`` (the left part), ``topbar_prompt`` (the words
after it), ``topbar_extra`` (its own buttons) and ``undo_tip_key`` (what its
undo can take back); its ``build`` sets ``self.topbar`` and adds
``self.top_buttons()`` to its buttons.

While a narration tells a resolution over the board (``table.narration``), the
bar tells what the narration tells: ``told_head`` is the narration's phase, which
a game's ``topbar_head`` shows instead of the position the game has already
reached, and the prompt is the narration's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.ui import fonts, theme, widgets
from game.ui.i18n import tr
from game.ui.table.narration import NarrationOverlay

if TYPE_CHECKING:
    from game.ui.scene import Host

TopItem = tuple[str, Callable[[], object], bool, bool | None]   # catalog key, action (its result unused), enabled, on/off (None: a plain button)
# Why a greyed button does nothing now (a button that does not apply is greyed, never removed: none moves).
OFF_KEYS = {"narration.next": "narration.none", "narration.skip": "narration.none", "handover.me": "handover.none"}


class TopBar:
    undo_tip_key = "board.undo.tip"     # a game says what its undo can take back
    top_text_size = 14

    if TYPE_CHECKING:                   # what the board it is mixed into holds
        app: Host
        group: widgets.FocusGroup
        show_log: bool
        prompt_size: int
        @property
        def k(self) -> float: ...
        def u(self, v: float) -> int: ...
        def focused(self, b: widgets.Button) -> bool: ...
        def open_menu(self) -> None: ...
        def open_rules(self) -> None: ...
        def toggle_log(self) -> None: ...
        def open_history(self) -> None: ...
        def undo(self) -> None: ...
        def can_undo(self) -> bool: ...
        def save_now(self) -> None: ...

    def init_topbar(self) -> None:
        self.top_buttons_left = 0
        self.topbar = pygame.Rect(0, 0, 0, 0)

    # --- what a game supplies ------------------------------------------------------------
    def topbar_head(self, surf: pygame.Surface, r: pygame.Rect) -> int:
        """Draw the left part of the top bar (whose turn); return where the prompt starts."""
        return r.x + self.u(14)

    def topbar_prompt(self) -> str:
        return ""

    def shown_prompt(self) -> str:
        """What the bar says after the head (the kit may say something else, e.g. whose screen it is)."""
        return self.topbar_prompt()

    def waiting_line(self, live: str) -> str:
        """What a panel says of the seats the table waits for: ``live`` ("Waiting for
        Blue…") in a game; a replay's read-only board (``ReadOnlyBoard``) says
        whose step it stands on instead, since nobody waits in a recorded game."""
        return live

    # --- a narration over the board ------------------------------------------------------
    def narration(self) -> NarrationOverlay | None:
        """The narration telling a resolution over this board, if one shows."""
        for scene in reversed(self.app.stack):
            if isinstance(scene, NarrationOverlay) and scene.board is self:
                return scene
        return None

    def told_head(self) -> str | None:
        """The head the narration over the board asks for (None: the board's own)."""
        told = self.narration()
        return told.told_head() if told is not None else None

    def topbar_extra(self) -> list[TopItem]:
        """The game's own buttons, after the shared ones (e.g. Conquest's Hint)."""
        return []

    # --- the buttons (``BoardChrome.top_buttons`` puts them together) -----------------------
    def shared_top_items(self) -> list[TopItem]:
        return [("board.menu", self.open_menu, True, None), ("table.log", self.toggle_log, True, self.show_log),
                ("table.history", self.open_history, True, None), ("table.rules", self.open_rules, True, None), ("board.undo", self.undo, self.can_undo(), None),
                ("board.save", self.save_now, True, None)]

    def topbar_buttons(self, items: list[TopItem], why_disabled: str, text_size: int) -> list[widgets.Button]:
        """Top-bar buttons packed against the right edge, left to right in the
        order given (the Tab order).  Sets ``top_buttons_left`` so the prompt
        knows its room."""
        widths = [max(self.u(76), fonts.font(text_size, "bold").size(tr(key))[0] + self.u(28)) for key, *_ in items]
        gap = self.u(8)
        x = self.topbar.right - self.u(10) - sum(widths) - gap * (len(widths) - 1)
        self.top_buttons_left = x - gap
        buttons = []
        for (key, cb, enabled, switch), bw in zip(items, widths, strict=True):
            rect = pygame.Rect(x, self.u(8), bw, self.topbar.h - self.u(16))
            tip = tr(self.undo_tip_key if key == "board.undo" else key + ".tip")
            why = why_disabled if key == "board.undo" else tr(OFF_KEYS.get(key, "ui.not_available"))
            buttons.append(widgets.Button(rect, tr(key), cb, enabled, selected=bool(switch), style="normal" if switch is None else "chip",
                                          tooltip=tip, why_disabled=why, text_size=text_size, data="top", region=widgets.TOP))
            x += bw + gap
        return buttons

    # --- drawing -----------------------------------------------------------------------------
    def draw_top_buttons(self, surf: pygame.Surface) -> None:
        """The top bar's buttons, for a board that draws its other buttons apart (in its own layers)."""
        for b in self.group.buttons:
            if b.data == "top":
                b.draw(surf, self.k, self.focused(b))

    def draw_topbar(self, surf: pygame.Surface) -> None:
        r = self.topbar
        pygame.draw.rect(surf, (20, 22, 30), r)
        pygame.draw.line(surf, theme.EDGE, r.bottomleft, r.bottomright)
        x = self.topbar_head(surf, r)
        room = max(10, self.top_buttons_left - x - self.u(10))
        prompt = self.shown_prompt()
        size = self.u(self.prompt_size)
        fit = fonts.fit_size(prompt, size, room)
        if fit >= self.u(13):
            widgets.text(surf, prompt, (x, r.centery), size, theme.TEXT, "regular", "midleft", max_width=room)
            return
        small = max(8, self.u(13))          # too long for one line: two smaller lines, smaller still
        while small > 8 and len(fonts.wrap(prompt, small, room)) > 2:
            small -= 1                      # (a third line was left out: the Russian prompt ended on "или")
        lines = fonts.wrap(prompt, small, room)
        if len(lines) > 2:
            lines = [lines[0], lines[1].rstrip() + "…"]
        old = surf.get_clip()
        surf.set_clip(pygame.Rect(x, r.y, room, r.h).clip(old))
        for i, line in enumerate(lines):
            widgets.text(surf, line, (x, r.centery + (i - 0.5) * int(small * 1.25)), small, theme.TEXT, "regular", "midleft", max_width=room)
        surf.set_clip(old)
