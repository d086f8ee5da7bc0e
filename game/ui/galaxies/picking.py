"""Picking mode: how every decision but the main turn is answered.  The legal
options are the decision panel's buttons; where an option points at a planet,
a die or a mat, that spot lights up and takes the click.  Two-step options (a
ship or a die, then where or which face) are shown one step at a time, and a
click on a card part narrows the buttons to what that part stands for; a click
elsewhere says why it is not a choice.

A mixin of :class:`~game.ui.galaxies.board.GalaxiesBoardScene`; the panel's
buttons are laid out by ``decision_panel.py``.
"""

from __future__ import annotations

from dataclasses import replace

from game.ui.galaxies import words
from game.ui.galaxies.pick import Pick
from game.ui.i18n import tr

FOLLOW_PROMPTS = ("follow", "shared", "copy", "force_reroll")
# what an activated die's target answers, as the rules would ask it on their own
AIM_PROMPTS = {"move": "move", "advance_diplomacy": "advance", "advance_economy": "advance",
               "utilize_colony": "utilize"}


class Picking:
    """The open options, their steps and the spots they light; reads the board's
    ``view``, ``viewer``, ``selected`` and the picking state (``pick_prefix``,
    ``narrowed``, ``option_page``)."""

    pick: Pick

    def activations(self, die: int) -> list[tuple]:
        """The legal activations of a die showing die ``die``'s face, each with
        its target (``("activate", die, *target)``): dice of one face are one."""
        dice = self.view.get("dice") or []
        if not 0 <= die < len(dice):
            return []
        face = dice[die]["face"]
        return [o for o in self.legal() if o[0] == "activate" and dice[o[1]]["face"] == face]

    def aim_targets(self) -> list[tuple]:
        """The targets the aimed die may take (the panel's options while it is aimed)."""
        return [o[2:] for o in self.legal() if o[0] == "activate" and o[1] == self.pick.aimed and len(o) > 2]

    def aim_view(self) -> dict:
        """The view with the decision the aimed die's action asks (the panel's prompt)."""
        if self.pick.aimed is None or not self.my_main():
            return self.view
        face = self.view["dice"][self.pick.aimed]["face"]
        info = {"track": face.split("_")[1], "steps": 1} if AIM_PROMPTS[face] == "advance" else {}
        return dict(self.view, decision={"seat": self.viewer, "prompt": AIM_PROMPTS[face], "info": info})

    def current_options(self) -> list[tuple]:
        """The options still open in the decision panel (after a first step or a card click)."""
        if not self.my_decision() or self.decision.get("prompt") == "keep_mission":
            return []
        if self.decision.get("prompt") == "main":
            if self.pick.aimed is None:
                return []
            legal = self.aim_targets()
        else:
            legal = self.legal()
        if self.pick.narrowed is not None:
            return [o for o in self.pick.narrowed if o in legal]
        return legal

    def steps(self, options: list[tuple]) -> tuple[list[tuple], bool]:
        """Buttons to show: for moves and dice faces first the ship or die (a
        prefix), then the rest; returns (entries, is_prefix_step)."""
        kinds = {o[0] for o in options}
        if len(options) > 9 and kinds <= {"move", "set_face", "set"} and not self.pick.prefix:
            prefixes: list[tuple] = []
            for o in options:
                p = o[:2]
                if p not in prefixes:
                    prefixes.append(p)
            if len(prefixes) > 1:
                return prefixes, True
        if self.pick.prefix:
            options = [o for o in options if o[:2] == self.pick.prefix]
        # the converter may leave a die as it is (D#7): that choice says "keep" and comes last
        keep = [o for o in options if words.keeps_face(self.view, o)]
        return [o for o in options if o not in keep] + keep, False

    def prefix_label(self, prefix: tuple) -> str:
        if prefix[0] == "move":
            return tr("galaxies.pick.ship", where=words.ship_where(self.view, self.viewer, prefix[1]))
        return tr("galaxies.pick.die", n=prefix[1] + 1, action=words.face_word(self.view["dice"][prefix[1]]["face"]))

    def option_labels(self, entries: list[tuple], is_prefix: bool) -> list[str]:
        """The captions of the options shown together (a ship named where two would read alike)."""
        if is_prefix:
            return [self.prefix_label(e) for e in entries]
        return words.option_labels(self.view, self.viewer, entries, self.names, self.colours)

    def choice_lists(self) -> list[list[str]]:
        """Every list the decision panel can show the viewer now: as it opens,
        after a click on each lit card part, and after each first step (a ship,
        a die); captioned by ``option_labels``, as the buttons are."""
        if not self.current_options():
            return []
        saved = self.pick
        lists = []
        try:
            self.pick = replace(saved, narrowed=None, prefix=())
            narrowings = [None] + [group for group in self.lit_parts().values() if len(group) > 1]
            for narrowed in narrowings:
                self.pick = replace(saved, narrowed=narrowed, prefix=())
                entries, is_prefix = self.steps(self.current_options())
                lists.append(self.option_labels(entries, is_prefix))
                for prefix in entries if is_prefix else []:
                    self.pick = replace(saved, narrowed=narrowed, prefix=prefix)
                    lists.append(self.option_labels(self.steps(self.current_options())[0], False))
        finally:
            self.pick = saved
        return lists

    def lit_parts(self) -> dict[tuple[int, str], list[tuple]]:
        """Card parts that take a click now, with the options each stands for."""
        out: dict[tuple[int, str], list[tuple]] = {}
        if self.my_main() and len(self.pick.selected) == 1 and self.pick.aimed is None:
            for o in self.activations(self.pick.selected[0]):
                target = o[2:]
                spot = words.option_slot(self.view, self.viewer, target) if target[:1] in (("move",), ("ship",)) else None
                if spot:
                    out.setdefault(spot, []).append(target)
            return out
        options = self.current_options()
        if self.pick.prefix:
            options = [o for o in options if o[:2] == self.pick.prefix]
        for o in options:
            spot = words.option_slot(self.view, self.viewer, o)
            if spot:
                out.setdefault(spot, []).append(o)
        return out

    def choose(self, option: tuple) -> None:
        if not self.my_decision():
            self.explain(self.why_not_main())
            return
        if self.pick.aimed is not None and self.my_main():
            option = ("activate", self.pick.aimed, *option)
        if option not in self.legal():
            self.explain(tr("galaxies.why.not_legal"))
            return
        self.ctl.submit_human(self.viewer, option)

    def choose_prefix(self, prefix: tuple) -> None:
        self.pick.take_prefix(prefix)
        self.rebuild()

    def click_part(self, slot: int, part: str) -> None:
        lit = self.lit_parts()
        spot = (slot, part)
        if spot not in lit and part == "card":
            spot = next((s for s in lit if s[0] == slot), spot)
        if spot not in lit:
            if self.my_main() and len(self.pick.selected) == 1:
                self.explain(tr("galaxies.why.not_target", planet=words.planet_name(self.view["row"][slot])))
            elif self.current_options():
                self.explain(tr("galaxies.why.pick_lit"))
            elif self.my_main():
                self.explain(tr("galaxies.why.die_first"))
            return
        options = lit[spot]
        if self.my_main() and self.pick.aimed is None:
            self.activate_to(self.pick.selected[0], options)
            return
        if len(options) == 1:
            self.choose(options[0])
        else:
            self.pick.narrow(options)
            self.rebuild()

    def activate_to(self, die: int, targets: list[tuple]) -> None:
        """Use ``die`` on the clicked target: one action when that is one option,
        else the panel offers the options there (the die aimed, nothing played yet)."""
        acts = self.activations(die)
        wanted = [t for t in targets if acts and ("activate", acts[0][1], *t) in acts]
        if len(wanted) == 1:
            self.ctl.submit_human(self.viewer, ("activate", acts[0][1], *wanted[0]))
        elif wanted:
            self.aim(acts[0][1], wanted)

    def aim(self, die: int, narrowed: list[tuple] | None = None) -> None:
        """Let the panel offer die ``die``'s targets (``narrowed``: those at a clicked spot)."""
        self.pick.aim(die, narrowed)
        self.rebuild()

    def die_options(self, i: int) -> list[tuple]:
        """The open options that name die ``i`` (set a face, repeat, give up dice)."""
        out = []
        for o in self.current_options():
            if o[0] in ("set_face", "set", "repeat") and o[1] == i:
                out.append(o)
            elif o[0] == "discard" and i in (o[1] if isinstance(o[1], (list, tuple)) else o[1:]):
                out.append(o)
        return out

    def lit_dice(self) -> set[int]:
        if self.decision.get("prompt") == "repeat":
            return set()                         # repeat names used dice by their action: the buttons say it
        return {i for i in range(len(self.view.get("dice") or [])) if self.die_options(i)}
