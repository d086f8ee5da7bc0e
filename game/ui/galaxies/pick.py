"""The viewer's half-made choice on the Galaxies board, kept in one object.

Dice picked, the first step of a two-step option (a ship, a die), the options
left after a click on a card part, the die aimed at its targets, the page of
the decision panel: every panel reads them here and changes them only through
these methods (they were attributes of the board that four panels wrote).
A new reading of the table starts the pick again (:meth:`clear`).
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Pick:
    """What the viewer has picked so far on the board (nothing played yet)."""

    selected: list[int] = field(default_factory=list)   # the dice clicked on the main turn
    prefix: tuple = ()                  # the chosen first part of a two-step option (a ship, a die)
    narrowed: list[tuple] | None = None  # options left after a click on a card part
    aimed: int | None = None            # the die whose targets the panel offers (main turn)
    page: int = 0                       # the decision panel's page of options

    def clear(self) -> bool:
        """Let go of everything picked; False if nothing was."""
        held = bool(self.selected or self.prefix or self.narrowed is not None or self.aimed is not None)
        self.selected, self.prefix, self.narrowed, self.aimed, self.page = [], (), None, None, 0
        return held

    def toggle_die(self, i: int) -> None:
        """Pick die ``i`` or put it back; a die aimed at its targets is let go."""
        if i in self.selected:
            self.selected.remove(i)
        else:
            self.selected.append(i)
        self.aimed, self.narrowed, self.prefix = None, None, ()

    def narrow(self, options: list[tuple]) -> None:
        """Offer only ``options`` (a click on a card part, a die, a mat)."""
        self.narrowed, self.prefix = options, ()

    def aim(self, die: int, narrowed: list[tuple] | None = None) -> None:
        """Offer die ``die``'s targets (``narrowed``: those at a clicked spot)."""
        self.aimed, self.narrowed, self.prefix, self.page = die, narrowed, (), 0

    def take_prefix(self, prefix: tuple) -> None:
        """The first step of a two-step option was chosen."""
        self.prefix, self.page = prefix, 0

    def next_page(self) -> None:
        self.page += 1

    def fit_page(self, pages: int) -> None:
        """Keep the page among the ``pages`` the panel has now."""
        self.page = self.page % pages if pages > 1 else 0

    def key(self) -> tuple:
        """What the picture depends on."""
        return (tuple(self.selected), self.prefix, None if self.narrowed is None else tuple(self.narrowed), self.aimed, self.page)
