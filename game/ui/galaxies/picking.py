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

from game.galaxies import actions as gx_actions
from game.galaxies.state import ORBIT as ST_ORBIT
from game.ui.galaxies import words
from game.ui.i18n import tr

FOLLOW_PROMPTS = ("follow", "shared", "copy", "force_reroll")


class Picking:
    """The open options, their steps and the spots they light; reads the board's
    ``view``, ``viewer``, ``selected`` and the picking state (``pick_prefix``,
    ``narrowed``, ``option_page``)."""

    pick_prefix: tuple
    narrowed: list[tuple] | None
    option_page: int

    def current_options(self) -> list[tuple]:
        """The options still open in the decision panel (after a first step or a card click)."""
        if not self.my_decision() or self.decision.get("prompt") in ("main", "keep_mission"):
            return []
        legal = self.legal()
        if self.narrowed is not None:
            return [o for o in self.narrowed if o in legal]
        return legal

    def steps(self, options: list[tuple]) -> tuple[list[tuple], bool]:
        """Buttons to show: for moves and dice faces first the ship or die (a
        prefix), then the rest; returns (entries, is_prefix_step)."""
        kinds = {o[0] for o in options}
        if len(options) > 9 and kinds <= {"move", "set_face", "set"} and not self.pick_prefix:
            prefixes: list[tuple] = []
            for o in options:
                p = o[:2]
                if p not in prefixes:
                    prefixes.append(p)
            if len(prefixes) > 1:
                return prefixes, True
        if self.pick_prefix:
            options = [o for o in options if o[:2] == self.pick_prefix]
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
        saved = self.narrowed, self.pick_prefix
        lists = []
        try:
            self.narrowed, self.pick_prefix = None, ()
            narrowings = [None] + [group for group in self.lit_parts().values() if len(group) > 1]
            for narrowed in narrowings:
                self.narrowed, self.pick_prefix = narrowed, ()
                entries, is_prefix = self.steps(self.current_options())
                lists.append(self.option_labels(entries, is_prefix))
                for prefix in entries if is_prefix else []:
                    self.pick_prefix = prefix
                    lists.append(self.option_labels(self.steps(self.current_options())[0], False))
        finally:
            self.narrowed, self.pick_prefix = saved
        return lists

    def lit_parts(self) -> dict[tuple[int, str], list[tuple]]:
        """Card parts that take a click now, with the options each stands for."""
        out: dict[tuple[int, str], list[tuple]] = {}
        if self.my_main() and len(self.selected) == 1:
            for o in self.pre_targets(self.selected[0]):
                spot = words.option_slot(self.view, self.viewer, o)
                if spot:
                    out.setdefault(spot, []).append(o)
            return out
        options = self.current_options()
        if self.pick_prefix:
            options = [o for o in options if o[:2] == self.pick_prefix]
        for o in options:
            spot = words.option_slot(self.view, self.viewer, o)
            if spot:
                out.setdefault(spot, []).append(o)
        return out

    def pre_targets(self, die: int) -> list[tuple]:
        """Where a Move or Advance die could go, before it is used (the real
        options come once it is activated; only the human's own pieces count)."""
        st = self.ctl.match.state
        face = self.view["dice"][die]["face"]
        seat = self.viewer
        if face == "move":
            return gx_actions.legal_moves(st, seat)
        if face in ("advance_diplomacy", "advance_economy"):
            track = face.split("_")[1]
            by_id = st.content.by_id
            return [("ship", i) for i, s in enumerate(st.ships[seat])
                    if s[0] == ST_ORBIT and st.row[s[1]] and by_id[st.row[s[1]]].track_type == track]
        return []

    def choose(self, option: tuple) -> None:
        if not self.my_decision():
            self.explain(self.why_not_main())
            return
        if option not in self.legal():
            self.explain(tr("galaxies.why.not_legal"))
            return
        self.ctl.submit_human(self.viewer, option)

    def choose_prefix(self, prefix: tuple) -> None:
        self.pick_prefix = prefix
        self.option_page = 0
        self.rebuild()

    def click_part(self, slot: int, part: str) -> None:
        lit = self.lit_parts()
        spot = (slot, part)
        if spot not in lit and part == "card":
            spot = next((s for s in lit if s[0] == slot), spot)
        if spot not in lit:
            if self.my_main() and len(self.selected) == 1:
                self.explain(tr("galaxies.why.not_target", planet=words.planet_name(self.view["row"][slot])))
            elif self.current_options():
                self.explain(tr("galaxies.why.pick_lit"))
            elif self.my_main():
                self.explain(tr("galaxies.why.die_first"))
            return
        options = lit[spot]
        if self.my_main():
            self.activate_to(self.selected[0], options)
            return
        if len(options) == 1:
            self.choose(options[0])
        else:
            self.narrowed = options
            self.pick_prefix = ()
            self.rebuild()

    def activate_to(self, die: int, targets: list[tuple]) -> None:
        """Use ``die`` and send it straight to the clicked target when that is one option."""
        seat = self.viewer
        self.activate(die)
        if self.ctl.match.is_over() or seat not in self.ctl.match.to_move():
            return
        legal = list(self.ctl.match.legal(seat))
        wanted = [t for t in targets if t in legal]
        if len(wanted) == 1:
            self.ctl.submit_human(seat, wanted[0])
        elif wanted:
            self.narrowed = wanted
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
