"""The keys and clicks of picking, the same in every game.

- 1-9 pick the choice (die, card, option) with that number; 0 shows the next
  page of a long list (PageUp / PageDown always scroll the log);
- a right click drops the current pick (a picked die, card or region, a
  half-made two-step choice), else does nothing; Esc drops it too, else opens
  the pause menu.

A game fills ``drop_pick`` (forget what is picked; True if there was
something) and ``more_choices`` (the next page; False if the list has one).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

MORE_KEY = pygame.K_0


def number_key(event: pygame.event.Event) -> int | None:
    """The 0-based choice a number key 1-9 names (None for any other key, or with Ctrl)."""
    if event.type != pygame.KEYDOWN or event.mod & pygame.KMOD_CTRL:
        return None
    if pygame.K_1 <= event.key <= pygame.K_9:
        return int(event.key - pygame.K_1)
    if pygame.K_KP1 <= event.key <= pygame.K_KP9:
        return int(event.key - pygame.K_KP1)
    return None


class Picker:
    if TYPE_CHECKING:                   # what the board it is mixed into holds
        def rebuild(self) -> None: ...
        def open_menu(self) -> None: ...

    def drop_pick(self) -> bool:
        """The game's hook: forget the current pick; True if there was one."""
        return False

    def more_choices(self) -> bool:
        """The game's hook: show the next page of a long list of choices; False if none."""
        return False

    def handle_pick(self, event: pygame.event.Event) -> bool:
        """Right click and the page key; True when the event was used."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            if self.drop_pick():
                self.rebuild()
            return True                    # a right click never means anything else
        if event.type == pygame.KEYDOWN and event.key == MORE_KEY and not event.mod & pygame.KMOD_CTRL:
            return self.more_choices()
        return False

    def back(self) -> None:
        """Esc: drop the pick, else the pause menu."""
        if self.drop_pick():
            self.rebuild()
            return
        self.open_menu()
