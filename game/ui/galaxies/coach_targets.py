"""Where the coach of Galaxies' guided game points (``game.ui.tutorial.hooks``).

Target names, in the game's terms:

* ``row`` (the planet row), ``part:<slot>:<surface|orbit|card>`` (a part of a planet card);
* ``dice`` (the dice rolled), ``die:<n>`` (die n, 0-based);
* ``track`` (solo: the hostile galaxy's action track, where its dice go, on its turn);
* ``button:<use|reroll|convert|end>`` (the control center's action column);
* ``option:<kind>[:<item>...]`` (the decision panel's button of that option, e.g.
  ``option:upgrade:energy``; while the panel first asks for a die or a ship, the
  button that leads to the option, or "More" when it is on another page; on the
  main turn, before a die is aimed, the die whose target the option is: a die
  and its target are one move, ``("activate", die, *target)``);
* ``draft`` (the mission draft's cards; ``draft:<mission>`` the one named), ``mat:<seat>`` (a seat's galaxy mat;
  for the solo hostile galaxy, its card), ``mat:<seat>:<part>`` one part of it: ``empire`` (the empire track, its
  dice and upgrade cost), ``energy``, ``culture`` (the tracks), ``home`` (ships at home), ``fleet`` (the fleet
  track), ``colonies``, ``mission``, ``vp``; the hostile card's ``skull`` and ``attack``.

No ``until`` conditions: every step of both parts is a move or a talk.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.tutorial.hooks import CoachHooks


def _fits(entry: Any, parts: list[str]) -> bool:
    """Whether an option (or its first part) reads as ``parts``, item by item."""
    if not isinstance(entry, tuple) or len(entry) > len(parts):
        return False
    return all(str(v) == p for v, p in zip(entry, parts, strict=False))


class GalaxiesCoach(CoachHooks):
    def rects(self, board: Any, name: str) -> list[pygame.Rect]:
        kind, _, arg = name.partition(":")
        dice = board.view.get("dice") or []
        if kind == "row":
            return [pygame.Rect(board.row_area)]
        if kind == "part":
            slot, _, part = arg.partition(":")
            key = (int(slot), part) if slot.isdigit() else None
            return [pygame.Rect(board.part_rects[key])] if key in board.part_rects else []
        if kind == "dice" and dice:
            rects = board.die_rects[:len(dice)]
            return [rects[0].unionall(rects[1:])]
        if kind == "track" and board.hostile_turn():
            return [board.die_rects[0].unionall(board.die_rects[1:7])]
        if kind == "die" and arg.isdigit() and int(arg) < len(dice):
            return [pygame.Rect(board.die_rects[int(arg)])]
        if kind == "button":
            return [pygame.Rect(b.rect) for b in board.action_buttons if b.data == arg]
        if kind == "option":
            parts = arg.split(":")
            shown = [b for b in board.option_buttons if isinstance(b.data, tuple) and b.data[0] == "option"]
            exact = [b for b in shown if _fits(b.data[2], parts) and len(b.data[2]) == len(parts)]
            lead = exact or [b for b in shown if _fits(b.data[2], parts)]
            if not lead and self.on_later_page(board, parts):
                lead = [b for b in board.option_buttons if b.data == "more"]
            return [pygame.Rect(b.rect) for b in lead[:1]] or self.die_aiming_at(board, parts)
        if kind == "draft":             # "draft": both cards; "draft:<mission>": the one the step names
            cards = self.draft_cards(board)
            opts = [o for _r, o in board.draft_rects] if board.draft_rects else board.draft_options()
            return [pygame.Rect(r) for r, o in zip(cards, opts, strict=False) if not arg or o[1] == arg]
        if kind == "mat":
            seat, _, part = arg.partition(":")
            if not seat.isdigit() or int(seat) >= len(board.mat_rects):
                return []
            if not part:
                return [pygame.Rect(board.mat_rects[int(seat)])]
            rect = board.mats.parts.get(int(seat), {}).get(part)      # where the last frame drew it
            return [pygame.Rect(rect)] if rect is not None else []
        return []

    def panel_avoid(self, board: Any) -> list[pygame.Rect]:
        """The mission draft's cards (its box reaches over the log's column on small windows)."""
        return self.draft_cards(board)

    def die_aiming_at(self, board: Any, parts: list[str]) -> list[pygame.Rect]:
        """Before a die is aimed, the die whose target the option is (it leads there)."""
        if board.pick.aimed is not None or not board.my_main():
            return []
        for o in board.legal():
            if o[0] == "activate" and len(o) - 2 == len(parts) and _fits(o[2:], parts):
                return [pygame.Rect(board.die_rects[o[1]])]
        return []

    def on_later_page(self, board: Any, parts: list[str]) -> bool:
        """Whether the option is open now but on another page of the panel ("More" leads there)."""
        return any(_fits(e, parts) for e in board.steps(board.current_options())[0])

    def draft_cards(self, board: Any) -> list[pygame.Rect]:
        """The draft's cards where the board draws them (``draw_draft``'s layout)."""
        if board.draft_rects:
            return [r for r, _option in board.draft_rects]
        opts = board.draft_options()
        if not opts:
            return []
        from game.ui.galaxies.overlays import draft_box, draft_cards

        box = draft_box(board.app.size, board.u, board.row_area, board.right.x)
        return draft_cards(box, board.u, len(opts))


    def key_target(self, board: Any, event: Any) -> pygame.Rect | None:
        """A number key presses the n-th option of the decision panel, else the
        n-th mission of the draft, else picks the n-th die: the coach gates it as
        that click (``only_targets``)."""
        if not pygame.K_1 <= event.key <= pygame.K_9 or event.mod & pygame.KMOD_CTRL:
            return None
        n = event.key - pygame.K_1
        if board.option_buttons:
            items = [b.rect for b in board.option_buttons]
        elif board.draft_options():
            items = self.draft_cards(board)
        else:
            items = list(board.die_rects)
        return pygame.Rect(items[n]) if n < len(items) else None

    def only_targets(self, board: Any, step: Any) -> bool:
        """A die picked off the lit ones is a half-made move the step does not ask
        for: refused at once, so a wrong click (or number key) never leaves a die picked."""
        return True


HOOKS = GalaxiesCoach()
