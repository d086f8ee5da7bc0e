"""Picking a decision: the viewer's choices narrowed by regions clicked on
the map (two-step moves, unordered picks) and pages of choices.

An object the board composes: it holds the choices of the last ``TableView``
and the half-made pick, draws nothing and writes nothing elsewhere; a click
returns an intent (``Intent``) the board carries out.
"""

from __future__ import annotations

from typing import Any

from game.ui.i18n import tr
from game.ui.kingdoms import words
from game.ui.table.paging import declines, page_count, page_of

PAGE_MAX = 8            # choices on one page of the decision panel at most

# What a panel asks the board to do: ("choose", Choice) submits it, ("explain", text)
# says why a click cannot be used, ("redraw",) lays the board out again, ("open_war",)
# opens the secret bid, ("taken",) the panel used the event and nothing follows.
Intent = tuple


class Picking:
    """The choices the viewer can make now and how clicks narrow them."""

    def __init__(self) -> None:
        self.choices: list[words.Choice] = []
        self.pick: list[str] = []
        self.page = 0
        self.page_size = PAGE_MAX

    def changed(self, choices: list[words.Choice]) -> None:
        """A new reading of the table: its choices, the pick and the page afresh."""
        self.choices = choices
        self.pick = []
        self.page = 0

    def kind(self) -> str | None:
        """The kind (``action[0]``) of the decision now, None when there is none."""
        return self.choices[0].action[0] if self.choices else None

    def direct_trade(self) -> bool:
        """The trade decision: its trades are made with the give / get / amount
        controls (``trade_controls``), not listed one by one (issue 30)."""
        return any(c.action[0] == "trade" for c in self.choices)

    def listed(self) -> list[words.Choice]:
        """The choices the panel lists as buttons (all but the trades the controls make)."""
        if self.direct_trade():
            return [c for c in self.choices if c.action[0] != "trade"]
        return self.choices

    def visible_choices(self) -> list[words.Choice]:
        return page_of(self.candidates(), self.page, self.page_size, self.pinned)

    @staticmethod
    def pinned(c: words.Choice) -> bool:
        """"Do nothing" and the like are on every page (``table.paging``)."""
        return declines(c.action)

    def candidates(self, pick: list[str] | None = None) -> list[words.Choice]:
        pick = self.pick if pick is None else pick
        if not pick:
            return self.listed()
        out = []
        for c in self.listed():
            if c.unordered:
                if set(pick) <= set(c.regions):
                    out.append(c)
            elif tuple(c.regions[: len(pick)]) == tuple(pick):
                out.append(c)
        return out

    def pages(self) -> int:
        return page_count(self.candidates(), self.page_size, self.pinned)

    def choice_lists(self) -> list[list[str]]:
        """The decision panel's list, whole and after each first region click."""
        if self.war_pending() or self.kind() in (None, "resources"):
            return []                      # the war overlay and the split editor are not lists
        picks: list[list[str]] = [[]] + [self.effective_pick() + [r] for r in sorted(self.next_targets())]
        return [[c.label for c in self.candidates(pick)] for pick in picks]

    def effective_pick(self) -> list[str]:
        """The explicit pick, or the source region when only one is possible (skip that click)."""
        if self.pick:
            return self.pick
        moves = [c for c in self.choices if c.regions and not c.unordered]
        if moves and len({c.regions[0] for c in moves}) == 1 and all(len(c.regions) >= 2 for c in moves):
            return [moves[0].regions[0]]
        return []

    def turn_page(self, step: int) -> Intent:
        self.page = max(0, min(self.pages() - 1, self.page + step))
        return ("redraw",)

    def next_page(self) -> bool:
        """The next page, round (the kit's "more choices" key); False when there is one page."""
        pages = self.pages()
        if pages <= 1:
            return False
        self.page = (self.page + 1) % pages
        return True

    def drop(self) -> bool:
        """Let the picked regions go; False when none was picked."""
        if not self.pick:
            return False
        self.pick = []
        return True

    def war_pending(self) -> bool:
        return self.kind() == "bid"

    def click(self, region_id: str, view: dict[str, Any], viewer: int | None) -> Intent:
        """A click on a region: a choice made, a pick narrowed or let go, or why not."""
        sides = [c for c in self.choices if c.action[0] == "side"]
        if sides:                   # choosing the home side: click the card itself
            letter = region_id.split(".")[0][-1]
            for c in sides:
                if c.action[1] == letter:
                    return ("choose", c)
        targets = self.next_targets()
        if region_id in targets:
            self.pick = self.effective_pick() + [region_id]
            cands = self.candidates()
            done = [c for c in cands if len(c.regions) == len(self.pick)]
            if len(cands) == 1 and done:
                return ("choose", cands[0])
            if done and len(done) == len(cands) and len({c.action for c in done}) == 1:
                return ("choose", done[0])
            self.page = 0
            return ("redraw",)
        if self.pick and region_id == self.pick[-1]:
            self.pick.pop()          # click the picked region again to let it go
            return ("redraw",)
        kinds = {c.action[0] for c in self.choices}
        if not self.choices:
            return ("explain", tr("kingdoms.why.not_your_turn") if viewer is not None else tr("kingdoms.why.spectator"))
        if not any(c.regions for c in self.choices):
            return ("explain", tr("kingdoms.why.use_panel"))
        return ("explain", words.why_not(view, region_id, viewer or 0, kinds))

    def next_targets(self) -> set[str]:
        out: set[str] = set()
        pick = self.effective_pick()
        n = len(pick)
        for c in self.candidates(pick):
            if c.unordered:
                out.update(r for r in c.regions if r not in pick)
            elif len(c.regions) > n:
                out.add(c.regions[n])
        return out
