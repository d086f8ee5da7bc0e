"""Picking: how a decision is answered on the board.  The legal options are
the decision panel's buttons; where an option points at a planet, a die or a
mat, that spot lights up and takes the click.  Two-step options (a ship or a
die, then where or which face) are shown one step at a time, and a click on a
card part narrows the buttons to what that part stands for; a click elsewhere
says why it is not a choice.  On the main turn a die and its target are one
move: the die's targets come from the table's legal actions
(``("activate", die, *target)``), and where there are several the panel offers
them with the die aimed and nothing played yet.

An object that owns the viewer's half-made choice (``Pick``) and reads the
rest from the ``Look`` it is handed; what a click means comes back as an
intent the board carries out (``("submit", action)``, ``("explain", text)``,
``("why_not_main",)``, ``("redraw",)``).
"""

from __future__ import annotations

from dataclasses import replace

from game.ui.galaxies import words
from game.ui.galaxies.dice_tray import dice_keys
from game.ui.galaxies.look import Look
from game.ui.galaxies.pick import Pick
from game.ui.i18n import tr

FOLLOW_PROMPTS = ("follow", "shared", "copy", "force_reroll")
# what an activated die's target answers, as the rules would ask it on their own
AIM_PROMPTS = {"move": "move", "advance_diplomacy": "advance", "advance_economy": "advance",
               "utilize_colony": "utilize"}
Intent = tuple


class Picking:
    """The open options, their steps and the spots they light, over the viewer's pick."""

    def __init__(self) -> None:
        self.pick = Pick()

    # --- what is open -------------------------------------------------------------------
    @staticmethod
    def activations(look: Look, die: int) -> list[tuple]:
        """The legal activations of a die showing die ``die``'s face, each with
        its target (``("activate", die, *target)``): dice of one face are one."""
        dice = look.view.get("dice") or []
        if not 0 <= die < len(dice):
            return []
        face = dice[die]["face"]
        return [o for o in look.tv.legal if o[0] == "activate" and dice[o[1]]["face"] == face]

    @classmethod
    def unusable(cls, look: Look, die: int) -> str:
        """Why die ``die`` has no use now ("" when it has one): said as soon as it is
        picked, where the prompt used to send the player to a lit target there was not."""
        dice = look.view.get("dice") or []
        if not 0 <= die < len(dice) or cls.activations(look, die):
            return ""
        face = dice[die]["face"]
        return tr("galaxies.why.no_use", action=words.action_name(face), reason=words.why_not_die(look.view, face))

    def aim_targets(self, look: Look) -> list[tuple]:
        """The targets the aimed die may take (the panel's options while it is aimed)."""
        return [o[2:] for o in look.tv.legal if o[0] == "activate" and o[1] == self.pick.aimed and len(o) > 2]

    def aim_view(self, look: Look) -> dict:
        """The view with the decision the aimed die's action asks (the panel's prompt)."""
        if self.pick.aimed is None or not look.my_main():
            return look.view
        face = look.view["dice"][self.pick.aimed]["face"]
        info = {"track": face.split("_")[1], "steps": 1} if AIM_PROMPTS[face] == "advance" else {}
        return dict(look.view, decision={"seat": look.viewer, "prompt": AIM_PROMPTS[face], "info": info})

    def current_options(self, look: Look) -> list[tuple]:
        """The options still open in the decision panel (after a first step or a card click)."""
        if not look.my_decision() or look.decision.get("prompt") == "keep_mission":
            return []
        if look.decision.get("prompt") == "main":
            if self.pick.aimed is None:
                return []
            legal = self.aim_targets(look)
        else:
            legal = list(look.tv.legal)
        if self.pick.narrowed is not None:
            return [o for o in self.pick.narrowed if o in legal]
        return legal

    def steps(self, look: Look, options: list[tuple]) -> tuple[list[tuple], bool]:
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
        keep = [o for o in options if words.keeps_face(look.view, o)]
        return [o for o in options if o not in keep] + keep, False

    @staticmethod
    def prefix_label(look: Look, prefix: tuple) -> str:
        if prefix[0] == "move":
            return tr("galaxies.pick.ship", where=words.ship_where(look.view, look.seat, prefix[1]))
        return tr("galaxies.pick.die", n=prefix[1] + 1, action=words.face_word(look.view["dice"][prefix[1]]["face"]))

    def option_labels(self, look: Look, entries: list[tuple], is_prefix: bool) -> list[str]:
        """The captions of the options shown together (a ship named where two would read alike)."""
        if is_prefix:
            return [self.prefix_label(look, e) for e in entries]
        return words.option_labels(look.view, look.seat, entries, list(look.names), list(look.colours))

    def choice_lists(self, look: Look) -> list[list[str]]:
        """Every list the decision panel can show the viewer now: as it opens,
        after a click on each lit card part, and after each first step (a ship,
        a die); captioned by ``option_labels``, as the buttons are."""
        if not self.current_options(look):
            return []
        saved = self.pick
        lists = []
        try:
            self.pick = replace(saved, narrowed=None, prefix=())
            narrowings = [None] + [group for group in self.lit_parts(look).values() if len(group) > 1]
            for narrowed in narrowings:
                self.pick = replace(saved, narrowed=narrowed, prefix=())
                entries, is_prefix = self.steps(look, self.current_options(look))
                lists.append(self.option_labels(look, entries, is_prefix))
                for prefix in entries if is_prefix else []:
                    self.pick = replace(saved, narrowed=narrowed, prefix=prefix)
                    lists.append(self.option_labels(look, self.steps(look, self.current_options(look))[0], False))
        finally:
            self.pick = saved
        return lists

    def lit_parts(self, look: Look) -> dict[tuple[int, str], list[tuple]]:
        """Card parts that take a click now, with the options each stands for."""
        out: dict[tuple[int, str], list[tuple]] = {}
        pick = self.pick
        if look.my_main() and len(pick.selected) == 1 and pick.aimed is None:
            for o in self.activations(look, pick.selected[0]):
                target = o[2:]
                spot = words.option_slot(look.view, look.seat, target) if target[:1] in (("move",), ("ship",)) else None
                if spot:
                    out.setdefault(spot, []).append(target)
            return out
        options = self.current_options(look)
        if pick.prefix:
            options = [o for o in options if o[:2] == pick.prefix]
        for o in options:
            spot = words.option_slot(look.view, look.seat, o)
            if spot:
                out.setdefault(spot, []).append(o)
        return out

    def die_options(self, look: Look, i: int) -> list[tuple]:
        """The open options that name die ``i`` (set a face, repeat, give up dice)."""
        out = []
        for o in self.current_options(look):
            if o[0] in ("set_face", "set", "repeat") and o[1] == i:
                out.append(o)
            elif o[0] == "discard" and i in (o[1] if isinstance(o[1], (list, tuple)) else o[1:]):
                out.append(o)
        return out

    def lit_dice(self, look: Look) -> set[int]:
        if look.decision.get("prompt") == "repeat":
            return set()                         # repeat names used dice by their action: the buttons say it
        return {i for i in range(len(look.view.get("dice") or [])) if self.die_options(look, i)}

    # --- what a click means ----------------------------------------------------------------
    def choose(self, look: Look, option: tuple) -> Intent:
        """An option of the panel: one submit of one action (the aimed die's with its target)."""
        if not look.my_decision():
            return ("why_not_main",)
        if self.pick.aimed is not None and look.my_main():
            option = ("activate", self.pick.aimed, *option)
        if option not in look.tv.legal:
            return ("explain", tr("galaxies.why.not_legal"))
        return ("submit", option)

    def choose_prefix(self, prefix: tuple) -> Intent:
        self.pick.take_prefix(prefix)
        return ("redraw",)

    def click_part(self, look: Look, slot: int, part: str) -> Intent | None:
        lit = self.lit_parts(look)
        spot = (slot, part)
        if spot not in lit and part == "card":
            spot = next((s for s in lit if s[0] == slot), spot)
        if spot not in lit:
            if look.my_main() and len(self.pick.selected) == 1:
                return ("explain", tr("galaxies.why.not_target", planet=words.planet_name(look.view["row"][slot])))
            if self.current_options(look):
                return ("explain", tr("galaxies.why.pick_lit"))
            if look.my_main():
                return ("explain", tr("galaxies.why.pick_die_first", keys=dice_keys(look)))
            return None
        options = lit[spot]
        if look.my_main() and self.pick.aimed is None:
            return self.activate_to(look, self.pick.selected[0], options)
        if len(options) == 1:
            return self.choose(look, options[0])
        self.pick.narrow(options)
        return ("redraw",)

    def activate_to(self, look: Look, die: int, targets: list[tuple]) -> Intent | None:
        """Use ``die`` on the clicked target: one action when that is one option,
        else the panel offers the options there (the die aimed, nothing played yet)."""
        acts = self.activations(look, die)
        wanted = [t for t in targets if acts and ("activate", acts[0][1], *t) in acts]
        if len(wanted) == 1:
            return ("submit", ("activate", acts[0][1], *wanted[0]))
        if wanted:
            return self.aim(acts[0][1], wanted)
        return None

    def aim(self, die: int, narrowed: list[tuple] | None = None) -> Intent:
        """Let the panel offer die ``die``'s targets (``narrowed``: those at a clicked spot)."""
        self.pick.aim(die, narrowed)
        return ("redraw",)

    def click_die(self, look: Look, i: int) -> Intent | None:
        """A click on die ``i`` (or its number key): the answer to an effect's choice
        that names it, or on the main turn the die picked or put back."""
        dice = look.view.get("dice") or []
        if look.my_decision() and look.decision.get("prompt") != "main":
            # a die as the answer to an effect's choice (set a face, repeat, discard, reroll some)
            opts = self.die_options(look, i)
            if opts and opts[0][0] in ("set_face", "set"):
                return self.choose_prefix(opts[0][:2])
            if len(opts) == 1:
                return self.choose(look, opts[0])
            if opts:
                self.pick.narrow(opts)
                return ("redraw",)
            return ("explain", tr("galaxies.why.pick_lit"))
        if not look.my_main():
            return ("why_not_main",)
        if i >= len(dice):
            return None
        status = dice[i]["status"]
        if status != "unused":
            return ("explain", tr(f"galaxies.why.die_{status}", n=i + 1))
        self.pick.toggle_die(i)
        return ("redraw",)

    def use_die(self, look: Look) -> Intent:
        """"Use die" (D): the one picked die, with its target when it has one only."""
        if not look.my_main():
            return ("why_not_main",)
        if len(self.pick.selected) != 1:
            return ("explain", tr("galaxies.why.one_die"))
        return self.activate(look, self.pick.selected[0])

    def activate(self, look: Look, i: int) -> Intent:
        """Use die ``i``: at once when its action has one target (or none), else
        the panel offers the targets and the choice plays die and target together."""
        face = look.view["dice"][i]["face"]
        acts = self.activations(look, i)
        if not acts:
            return ("explain", tr("galaxies.why.no_use", action=words.action_name(face), reason=words.why_not_die(look.view, face)))
        if len(acts) == 1:
            return ("submit", acts[0])
        return self.aim(acts[0][1])
