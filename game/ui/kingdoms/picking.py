"""Picking a decision: the viewer's choices narrowed by regions clicked on
the map (two-step moves, unordered picks), pages of choices, and submitting the
chosen action (with a reason when a click cannot be used).

Apart from the board scene because it is the logic behind both the decision
panel's buttons and the map's clicks; it draws nothing.
"""

from __future__ import annotations

import math

from game.ui.i18n import tr
from game.ui.kingdoms import words

PAGE_MAX = 8            # choices on one page of the decision panel at most


class Picking:
    """The choices the viewer can make now and how clicks narrow them
    (``choices``, ``pick``, ``page``, ``page_size`` live on the scene)."""

    def visible_choices(self) -> list[words.Choice]:
        cands = self.candidates()
        return cands[self.page * self.page_size:(self.page + 1) * self.page_size]

    def candidates(self, pick: list[str] | None = None) -> list[words.Choice]:
        pick = self.pick if pick is None else pick
        if not pick:
            return self.choices
        out = []
        for c in self.choices:
            if c.unordered:
                if set(pick) <= set(c.regions):
                    out.append(c)
            elif tuple(c.regions[: len(pick)]) == tuple(pick):
                out.append(c)
        return out

    def choice_lists(self) -> list[list[str]]:
        """The decision panel's list, whole and after each first region click."""
        if self.war_pending() or not self.choices or self.choices[0].action[0] == "resources":
            return []                      # the war overlay and the split editor are not lists
        picks = [[]] + [self.effective_pick() + [r] for r in sorted(self.next_targets())]
        return [[c.label for c in self.candidates(pick)] for pick in picks]

    def effective_pick(self) -> list[str]:
        """The explicit pick, or the source region when only one is possible (skip that click)."""
        if self.pick:
            return self.pick
        moves = [c for c in self.choices if c.regions and not c.unordered]
        if moves and len({c.regions[0] for c in moves}) == 1 and all(len(c.regions) >= 2 for c in moves):
            return [moves[0].regions[0]]
        return []

    def turn_page(self, step: int) -> None:
        pages = max(1, math.ceil(len(self.candidates()) / self.page_size))
        self.page = max(0, min(pages - 1, self.page + step))
        self.rebuild()

    def war_pending(self) -> bool:
        return bool(self.choices) and self.choices[0].action[0] == "bid"

    def choose(self, c: words.Choice) -> None:
        if self.viewer is None or self.viewer not in self.ctl.match.to_move():
            self.explain(tr("kingdoms.why.not_your_turn"))
            return
        self.ctl.submit_human(self.viewer, c.action)

    def click_region(self, region_id: str) -> None:
        sides = [c for c in self.choices if c.action[0] == "side"]
        if sides:                   # choosing the home side: click the card itself
            letter = region_id.split(".")[0][-1]
            for c in sides:
                if c.action[1] == letter:
                    self.choose(c)
                    return
        targets = self.next_targets()
        if region_id in targets:
            self.pick = self.effective_pick() + [region_id]
            cands = self.candidates()
            done = [c for c in cands if len(c.regions) == len(self.pick)]
            if len(cands) == 1 and done:
                self.choose(cands[0])
                return
            if done and len(done) == len(cands) and len({c.action for c in done}) == 1:
                self.choose(done[0])
                return
            self.page = 0
            self.rebuild()
            return
        if self.pick and region_id == self.pick[-1]:
            self.pick.pop()          # click the picked region again to let it go
            self.rebuild()
            return
        kinds = {c.action[0] for c in self.choices}
        if not self.choices:
            self.explain(tr("kingdoms.why.not_your_turn") if self.viewer is not None else tr("kingdoms.why.spectator"))
        elif not any(c.regions for c in self.choices):
            self.explain(tr("kingdoms.why.use_panel"))
        else:
            self.explain(words.why_not(self.view, region_id, self.viewer or 0, kinds))

    def next_targets(self) -> set[str]:
        out = set()
        pick = self.effective_pick()
        n = len(pick)
        for c in self.candidates(pick):
            if c.unordered:
                out.update(r for r in c.regions if r not in pick)
            elif len(c.regions) > n:
                out.add(c.regions[n])
        return out
