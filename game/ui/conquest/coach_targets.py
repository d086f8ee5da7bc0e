"""Where the coach of Conquest's guided game points (``game.ui.tutorial.hooks``).

Target names, in the game's terms:

* ``cards`` (all city cards), ``card:<city>``, ``province:<id>`` (a province's column);
* ``line:<city>:<n>`` (a battle line, 0-based) and ``line:<city>:G`` (the general line);
* ``dice`` (the dice showing), ``die:<face>`` (every die showing that face: i1 i2 i3 cav arc gen);
* ``button:lose_die``, ``button:abandon``, ``button:hint`` (the top bar's Hint switch);
* ``hint:<city>`` (the chance pill on a card, when the hint is on);
* ``players`` (the players' rows with scores).

Condition: ``hint_on`` (the chance-to-conquer hint is switched on).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.conquest import solver
from game.ui.i18n import tr
from game.ui.tutorial.hooks import CoachHooks


class ConquestCoach(CoachHooks):
    def __init__(self) -> None:
        self._chances: tuple[Any, dict[str, int]] = (None, {})

    def rects(self, board: Any, name: str) -> list[pygame.Rect]:
        kind, _, arg = name.partition(":")
        city_map, tray = board.city_map, board.dice_tray
        free = (board.view.get("turn") or {}).get("free", [])
        if kind == "cards":
            return [pygame.Rect(city_map.area)]
        if kind == "card" and arg in city_map.card_rects:
            return [pygame.Rect(city_map.card_rects[arg])]
        if kind == "province" and arg in city_map.col_rects:
            return [pygame.Rect(city_map.col_rects[arg])]
        if kind == "line":
            city, _, lid = arg.partition(":")
            key = (city, "G" if lid == "G" else int(lid) if lid.isdigit() else lid)
            return [pygame.Rect(city_map.line_rects[key])] if key in city_map.line_rects else []
        if kind == "dice" and free:
            rects = tray.die_rects[:len(free)]
            return [rects[0].unionall(rects[1:])]
        if kind == "die":
            return [pygame.Rect(tray.die_rects[i]) for i, f in enumerate(free) if f == arg and i < len(tray.die_rects)]
        if kind == "button":
            if arg == "lose_die":
                return [pygame.Rect(tray.lose_button.rect)]
            if arg == "abandon":
                return [pygame.Rect(tray.abandon_button.rect)]
            if arg == "hint":
                return [pygame.Rect(b.rect) for b in board.group.buttons if b.data == "top" and b.caption() == tr("conquest.hint")]
        if kind == "hint" and arg in city_map.card_rects and arg in board.hints:
            rect = city_map.card_rects[arg]
            ribbon = city_map.cards.parts(rect)[2]
            w = city_map.cards.hint_width()
            return [pygame.Rect(rect.right - board.u(4) - w, ribbon.y - board.u(4), w, ribbon.h + board.u(2))]
        if kind == "players" and board.side_panel.rows:
            return [board.side_panel.rows[0].unionall(board.side_panel.rows[1:])]
        return []

    def done(self, board: Any, condition: str) -> bool:
        if condition == "hint_on":
            return bool(board.hint_on)
        return False

    def fulfil(self, board: Any, condition: str) -> None:
        if condition == "hint_on" and not board.hint_on:
            board.toggle_hint()

    def text_args(self, board: Any) -> dict[str, Any]:
        """The seats' names, and ``chance_<city>``: the hint's chance (in %) of
        each city the player may attack now (the texts quote them)."""
        args = super().text_args(board)
        key = (len(board.ctl.match.log), board.viewer)
        if self._chances[0] != key:
            hints = board.hints or (solver.chance_to_conquer(board.view) if board.my_turn() else {})
            self._chances = (key, {f"chance_{c}": round(p * 100) for c, p in hints.items()})
        args.update(self._chances[1])
        return args

    def conditions(self) -> tuple[str, ...]:
        return ("hint_on",)

    def key_target(self, board: Any, event: Any) -> pygame.Rect | None:
        """Keys 1-7 pick the n-th die: the coach gates them as that click."""
        if not pygame.K_1 <= event.key <= pygame.K_7 or event.mod & pygame.KMOD_CTRL:
            return None
        n = event.key - pygame.K_1
        rects = board.dice_tray.die_rects
        return pygame.Rect(rects[n]) if n < len(rects) else None

    def only_targets(self, board: Any, step: Any) -> bool:
        """A die picked off the lit ones is a half-made move the step does not ask
        for: refused at once, so a wrong click (or number key) never leaves a die picked."""
        return True


HOOKS = ConquestCoach()
