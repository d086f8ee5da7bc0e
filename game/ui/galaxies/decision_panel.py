"""The decision panel under the dice: the prompt and the options of the
decision the viewer owes (keys 1-9; more than fit are paged with "More"), or,
when there is nothing to pick, a line of help saying what to do or who is
deciding.

A mixin of :class:`~game.ui.galaxies.board.GalaxiesBoardScene`: the panel's
place, its buttons and its drawing.  Which options are open, and their steps,
come from the picking (``picking.py``).
"""

from __future__ import annotations

from functools import partial

import pygame

from game.ui import fonts, theme, widgets
from game.ui.galaxies import words
from game.ui.galaxies.picking import FOLLOW_PROMPTS
from game.ui.i18n import tr

# The highlighted answer (Enter) of a yes/no window: the one that costs nothing
# (pass a follow, let the hostile roll stand; take a free shared action).
SAFE_ANSWER = {"follow": ("pass",), "copy": ("pass",), "force_reroll": ("let",), "shared": ("take",)}


class DecisionPanel:
    """The decision panel; reads the board's ``cc`` and the picking's options."""

    panel: pygame.Rect
    option_buttons: list[widgets.Button]
    option_entries: list[tuple]

    def layout_panel(self) -> None:
        """The panel's place: under the dice, left of the action column."""
        cc = self.cc
        top = cc.y + self.u(40) + self.die_size() + self.u(40)
        self.panel = pygame.Rect(cc.x + self.u(12), top, self.action_x() - cc.x - self.u(28), cc.bottom - top - self.u(10))

    def build_options(self) -> list[widgets.Button]:
        """The decision panel's buttons; more options than fit are paged ("More")."""
        options = self.current_options()
        self.option_entries = []
        if not options:
            return []
        entries, is_prefix = self.steps(options)
        self.option_entries = [] if is_prefix else entries
        p = self.panel
        prompt_h = self.u(30)
        follow = self.decision.get("prompt") in FOLLOW_PROMPTS
        cols = 2 if follow or len(entries) <= 6 else (3 if len(entries) <= 12 else 4)
        labels = self.option_labels(entries, is_prefix)
        widest = max(fonts.font(self.u(12), "bold").size("9. " + t)[0] for t in labels)

        def fits(n: int) -> bool:
            return (p.w - self.u(16) - (n - 1) * self.u(6)) // n - self.u(20) >= widest

        bh = self.u(30)
        rows = max(1, (p.h - prompt_h - self.u(6)) // (bh + self.u(4)))
        while not follow and len(entries) > rows * cols and fits(cols + 1):
            cols += 1                            # more columns before a "More" page, while the labels fit
        while cols > 1 and not fits(cols):
            cols -= 1                            # long labels (Ukrainian, Russian) get wider buttons
        per_page = rows * cols
        if len(entries) > per_page:
            per_page -= 1                    # the last place pages on
            pages = -(-len(entries) // per_page)
            self.pick.fit_page(pages)
            shown = list(enumerate(entries))[self.pick.page * per_page:(self.pick.page + 1) * per_page]
        else:
            pages = 1
            self.pick.fit_page(pages)
            shown = list(enumerate(entries))
        bw = (p.w - self.u(16) - (cols - 1) * self.u(6)) // cols
        out = []
        for k, (n, entry) in enumerate(shown):
            r = pygame.Rect(p.x + self.u(8) + (k % cols) * (bw + self.u(6)), p.y + prompt_h + (k // cols) * (bh + self.u(4)), bw, bh)
            label = labels[n]
            cb = partial(self.choose_prefix, entry) if is_prefix else partial(self.choose, entry)
            number = f"{k + 1}. " if k < 9 else ""
            safe = follow and entry == SAFE_ANSWER.get(self.decision.get("prompt"))
            out.append(widgets.Button(r, number + label, cb, style="primary" if safe else "normal",
                                      tooltip=self.option_tip(entry), data=("option", n, entry)))
        if pages > 1:
            k = len(shown)
            r = pygame.Rect(p.x + self.u(8) + (k % cols) * (bw + self.u(6)), p.y + prompt_h + (k // cols) * (bh + self.u(4)), bw, bh)
            out.append(widgets.Button(r, tr("galaxies.more", page=self.pick.page + 1, pages=pages), self.next_page, style="chip", data="more"))
        return out

    def next_page(self) -> None:
        self.pick.next_page()
        self.rebuild()

    def option_tip(self, option: tuple) -> str | None:
        kind = option[0]
        if kind in ("colony", "use_planet"):
            return words.planet_info(option[1])
        if kind == "borrow":
            return words.planet_info(option[2])
        if kind == "keep":
            return words.mission_info(option[1])
        return None

    def draw_decision_panel(self, surf: pygame.Surface) -> None:
        """The panel: whose screen it is while the kit's cover is up, the options, or the help."""
        p = self.panel
        widgets.panel(surf, p, (24, 28, 40), self.u(8), (70, 80, 110), 1)
        if self.cover_for is not None:          # the kit's cover: its "Show my choice" is in the top bar
            widgets.text(surf, tr("handover.prompt", player=self.name(self.cover_for)), (p.x + self.u(10), p.y + self.u(8)), self.u(14), theme.GOLD, "bold", max_width=p.w - self.u(20))
        elif self.option_buttons:
            text = words.prompt(self.aim_view(), self.viewer, self.names, self.colours)
            widgets.text(surf, text, (p.x + self.u(10), p.y + self.u(8)), self.u(14), theme.GOLD, "bold", max_width=p.w - self.u(20))
            for b in self.option_buttons:
                b.draw(surf, self.k, self.focused(b))
        else:
            widgets.wrapped(surf, self.help_text(), p.inflate(-self.u(20), -self.u(14)), self.u(13), (206, 214, 226))

    def help_text(self) -> str:
        if self.view.get("over"):
            return tr("galaxies.help.over")
        if self.automaton_moving():
            return tr("galaxies.help.showing", player=self.name(self.ctl.automaton_due()))
        if self.my_main():
            if len(self.pick.selected) == 1:
                return tr("galaxies.help.one", action=words.face_word(self.view["dice"][self.pick.selected[0]]["face"]))
            if len(self.pick.selected) == 2:
                return tr("galaxies.help.two")
            return tr("galaxies.help.main.solo" if self.solo else "galaxies.help.main")     # solo: nobody follows
        d = self.decision
        seat = d.get("seat")
        if seat is not None and self.ctl.is_bot(seat):
            return self.bot_deciding(seat)
        return tr("galaxies.help.wait")
