"""The decision panel under the dice: the prompt and the options of the
decision the viewer owes (keys 1-9; more than fit are paged with "More"), or,
when there is nothing to pick, a line of help saying what to do or who is
deciding.

An object with explicit inputs: its rectangle (``layout``), the ``Look`` and
the picking (which options are open, their steps and captions); its buttons
call the one callback it is given with an intent (``("choose", option)``,
``("prefix", first_step)``, ``("more",)``).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from game.ui import fonts, theme, widgets
from game.ui.galaxies import words
from game.ui.galaxies.dice_tray import dice_keys
from game.ui.galaxies.look import Look
from game.ui.galaxies.pick import Pick
from game.ui.galaxies.picking import FOLLOW_PROMPTS, Picking
from game.ui.i18n import tr
from game.ui.table.paging import declines, page_count, page_of

# The highlighted answer (Enter) of a yes/no window: the one that costs nothing
# (pass a follow, let the hostile roll stand; take a free shared action).
SAFE_ANSWER = {"follow": ("pass",), "copy": ("pass",), "force_reroll": ("let",), "shared": ("take",)}


class DecisionPanel:
    """The decision panel."""

    def __init__(self, act: Callable[[tuple], None]) -> None:
        self.act = act                          # the one callback: the board carries the intent out
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.buttons: list[widgets.Button] = []

    def layout(self, rect: pygame.Rect) -> None:
        """The panel's place: under the dice, left of the action column."""
        self.rect = rect

    def build(self, look: Look, picking: Picking) -> list[widgets.Button]:
        """The panel's buttons; more options than fit are paged ("More")."""
        self.buttons = []
        options = picking.current_options(look)
        if not options:
            return self.buttons
        u = look.u
        entries, is_prefix = picking.steps(look, options)
        p = self.rect
        prompt_h = u(30)
        prompt = look.decision.get("prompt")
        follow = prompt in FOLLOW_PROMPTS
        cols = 2 if follow or len(entries) <= 6 else (3 if len(entries) <= 12 else 4)
        labels = picking.option_labels(look, entries, is_prefix)
        widest = max(fonts.font(u(12), "bold").size("9. " + t)[0] for t in labels)

        def fits(n: int) -> bool:
            return (p.w - u(16) - (n - 1) * u(6)) // n - u(20) >= widest

        bh = u(30)
        rows = max(1, (p.h - prompt_h - u(6)) // (bh + u(4)))
        while not follow and len(entries) > rows * cols and fits(cols + 1):
            cols += 1                            # more columns before a "More" page, while the labels fit
        while cols > 1 and not fits(cols):
            cols -= 1                            # long labels (Ukrainian, Russian) get wider buttons
        per_page = rows * cols
        pick: Pick = picking.pick
        if len(entries) > per_page:
            per_page -= 1                    # the last place pages on; a pass is on every page (``table.paging``)
            pages = page_count(list(enumerate(entries)), per_page, self.pinned)
            pick.fit_page(pages)
            shown = page_of(list(enumerate(entries)), pick.page, per_page, self.pinned)
        else:
            pages = 1
            pick.fit_page(pages)
            shown = list(enumerate(entries))
        bw = (p.w - u(16) - (cols - 1) * u(6)) // cols
        for k, (n, entry) in enumerate(shown):
            r = pygame.Rect(p.x + u(8) + (k % cols) * (bw + u(6)), p.y + prompt_h + (k // cols) * (bh + u(4)), bw, bh)
            intent = ("prefix", entry) if is_prefix else ("choose", entry)
            number = f"{k + 1}. " if k < 9 else ""
            safe = follow and prompt is not None and entry == SAFE_ANSWER.get(prompt)
            self.buttons.append(widgets.Button(r, number + labels[n], partial(self.act, intent), style="primary" if safe else "normal",
                                               tooltip=self.option_tip(entry), data=("option", n, entry)))
        if pages > 1:
            k = len(shown)
            r = pygame.Rect(p.x + u(8) + (k % cols) * (bw + u(6)), p.y + prompt_h + (k // cols) * (bh + u(4)), bw, bh)
            self.buttons.append(widgets.Button(r, tr("galaxies.more", page=pick.page + 1, pages=pages), partial(self.act, ("more",)),
                                               style="chip", data="more"))
        return self.buttons

    @staticmethod
    def pinned(entry: tuple[int, tuple]) -> bool:
        """A pass (or a skip) stays on every page."""
        return declines(entry[1])

    @staticmethod
    def option_tip(option: tuple) -> str | None:
        kind = option[0]
        if kind in ("colony", "use_planet"):
            return words.planet_info(option[1])
        if kind == "borrow":
            return words.planet_info(option[2])
        if kind == "keep":
            return words.mission_info(option[1])
        return None

    def draw(self, surf: pygame.Surface, look: Look, prompt_view: dict, cover: str | None, help_text: str,
             focused: Callable[[widgets.Button], bool]) -> None:
        """The panel: whose screen it is while the kit's cover is up (``cover``: their
        name), the options under the prompt of ``prompt_view``, or ``help_text``."""
        u, p = look.u, self.rect
        widgets.panel(surf, p, (24, 28, 40), u(8), (70, 80, 110), 1)
        if cover is not None:          # the kit's cover: its "Show my choice" is in the top bar
            widgets.text(surf, tr("handover.prompt", player=cover), (p.x + u(10), p.y + u(8)), u(14), theme.GOLD, "bold", max_width=p.w - u(20))
        elif self.buttons:
            text = words.prompt(prompt_view, look.seat, list(look.names), list(look.colours))
            widgets.text(surf, text, (p.x + u(10), p.y + u(8)), u(14), theme.GOLD, "bold", max_width=p.w - u(20))
            for b in self.buttons:
                b.draw(surf, look.k, focused(b))
        else:
            widgets.wrapped(surf, help_text, p.inflate(-u(20), -u(14)), u(13), (206, 214, 226))

    @staticmethod
    def help_text(look: Look, pick: Pick, automaton_due: int | None, bot_deciding: Callable[[int], str],
                  is_bot: Callable[[int], bool], waiting_line: Callable[[str], str] = str) -> str:
        """What to do, or who is deciding, when the panel has nothing to pick (``waiting_line``:
        the kit's words for whom the table waits; a replay says whose step it stands on)."""
        if look.view.get("over"):
            return tr("galaxies.help.over")
        if automaton_due is not None:
            return tr("galaxies.help.showing", player=look.name(automaton_due))
        if look.my_main():
            if len(pick.selected) == 1:
                why = Picking.unusable(look, pick.selected[0])
                if why:
                    return tr("galaxies.help.one_no_use", why=why)
                return tr("galaxies.help.one", action=words.face_word(look.view["dice"][pick.selected[0]]["face"]))
            if len(pick.selected) == 2:
                return tr("galaxies.help.two")
            return tr("galaxies.help.main.solo" if look.solo else "galaxies.help.main",     # solo: nobody follows
                      keys=dice_keys(look))
        seat = look.decision.get("seat")
        if seat is not None and is_bot(seat):
            return bot_deciding(seat)
        return waiting_line(tr("galaxies.help.wait"))
