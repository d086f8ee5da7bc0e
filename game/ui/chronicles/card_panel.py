"""The base of the two panels that lay out cards to pick (the draft's pack, the
placement's hand): what they both draw with and act through."""

from __future__ import annotations

from game.ui import widgets
from game.ui.chronicles.cards import CardDrawing
from game.ui.chronicles.layout import TableLayout
from game.ui.chronicles.pick import Pick
from game.ui.chronicles.view import Act, Panel, Ruler


class CardPanel(Panel):
    """A panel of cards to pick: the card drawing, the table's geometry, the pick and the one act."""

    def __init__(self, ruler: Ruler, cards: CardDrawing, geometry: TableLayout, pick: Pick, act: Act) -> None:
        super().__init__(ruler)
        self.cards = cards
        self.geo = geometry
        self.pick = pick
        self.act = act
        self.title = ""
        self.made: list[widgets.Button] = []      # the cards' buttons, as last laid out
