"""Conquest positions for tutorials, tests and saves (see ``game.core.scenario``).

A preset (``GameConfig.options["scenario"]``) says::

    {"cities": {"cinderford": 1, "brinehaven": 0},   # cities in a seat's area
     "player": 0,                                    # whose turn begins (default: the first player)
     "turn": 4,                                      # that turn's number as the board shows it (default 1)
     "dice": [["i3", "i3", "i2", "gen", "i1", "i1", "i1"], ["gen", "i1", "i1", "i1"]]}

Every city not named is in the centre; a province whose cities one seat holds
is stacked (completed), as the rules would have done.  ``dice`` are the faces
of the next dice rolled, in roll order (grouped by roll for the reader only):
the turn's first roll of seven, then each automatic reroll after a fill or a
lost die; once they run out the seeded RNG rolls.  ``new_state`` lays the
preset out before the turn's first roll, so the position starts at that
player's first decision; every entry is checked and a bad one is named in the
error (``scenario.cities.atlantis: unknown city``).

    sc = Scenario(3).owns(1, "cinderford").turn(0).dice("i3 i3 i2 gen i1 i1 i1")
    state = sc.state()            # or sc.match(), sc.config() for a save
"""

from __future__ import annotations

from collections.abc import Sequence

from game.conquest.content import FACES, N_DICE
from game.conquest.state import ConquestState
from game.core.scenario import BadPreset, Builder, Demo, Entry, ScenarioBook, dice_script

KEYS = ("cities", "player", "turn", "dice")
FILLER = "i1"


def lay_out(state: ConquestState, preset: Entry) -> None:
    """Apply a checked preset to a freshly dealt state, before the first roll."""
    preset.table(KEYS)
    content = state.content
    n = state.n
    for cid, seat in preset["cities"].items() if preset.has("cities") else []:
        if cid not in content.index:
            raise seat.fail(f"unknown city (known: {', '.join(c.id for c in content.cities)})")
        state.owner[content.index[cid]] = seat.seat(n)
    for province in content.provinces:
        owners = {state.owner[content.index[c]] for c in province.cities}
        if len(owners) == 1 and owners != {-1}:
            for c in province.cities:
                state.stacked[content.index[c]] = True
    if -1 not in state.owner:
        raise preset["cities"].fail("every city is taken; a game in progress keeps one in the centre")
    if preset.has("player"):
        state.current = preset["player"].seat(n)
    state.turn_number = preset["turn"].int(1, 10_000, default=1) - 1
    state.dice_to_come = dice_script(preset["dice"], FACES)


class Scenario(Builder):
    """Writes a Conquest preset; every method returns the builder."""

    game = "conquest"

    def __init__(self, players: int = 2, seed: int = 0, first_player: int = 0) -> None:
        super().__init__(players, seed, first_player=first_player)

    def owns(self, seat: int, *cities: str) -> Scenario:
        self.preset.setdefault("cities", {}).update({c: seat for c in cities})
        return self

    def turn(self, player: int, number: int = 1) -> Scenario:
        self.preset["player"] = player
        self.preset["turn"] = number
        return self

    def dice(self, *rolls: str | Sequence[str]) -> Scenario:
        """Faces of the next rolls, each a list or a space-separated text."""
        for roll in rolls:
            faces = roll.split() if isinstance(roll, str) else list(roll)
            self.preset.setdefault("dice", []).append(faces)
        return self

    @property
    def player(self) -> int:
        return self.preset.get("player", self.options["first_player"])

    def showing(self, *faces: str) -> Scenario:
        """The turn begins, then the player loses dice (legal LoseDie moves, rerolls
        scripted) until exactly ``faces`` show; fillers fill the rolls before."""
        k = len(faces)
        if not 1 <= k <= N_DICE:
            raise ValueError(f"1..{N_DICE} dice can show, not {k}")
        for size in range(N_DICE, k, -1):
            self.dice([FILLER] * size)
        self.dice(list(faces))
        for _ in range(N_DICE - k):
            self.play(self.player, ("lose_die",))
        return self


# --- demo positions a tutorial needs -------------------------------------------------------
def demos() -> list[Demo]:
    return [
        # Rolling and filling a city line: 3+3+2 infantry take Cinderford's line of 8.
        Scenario(2).dice("i3 i3 i2 cav arc gen i1")
        .play(0, ("fill", "cinderford", 0, ("i2", "i3", "i3"))).demo("fill_a_line"),
        # A rival's city needs its general line too.
        Scenario(2).owns(1, "cinderford").dice("i3 i3 i2 gen i1 i1 i1", "gen i1 i1 i1")
        .play(0, ("fill", "cinderford", 0, ("i2", "i3", "i3")))
        .play(0, ("fill", "cinderford", "G", ("gen",))).demo("general_line"),
        # A roll that fills nothing on the target: lose a die and roll again.
        Scenario(2).dice("cav i1 i1 i1 i1 i1 i1", "i1 i1 i1 i1 i1 i1", "arc i1 i1 i1 i1", "gen i1 i1 i1")
        .play(0, ("fill", "fogwick", 0, ("cav",))).play(0, ("lose_die",))
        .play(0, ("fill", "fogwick", 1, ("arc",))).play(0, ("fill", "fogwick", 2, ("gen",))).demo("lose_a_die"),
        # The exact-odds hint before a choice: two archers take Gullwatch now, or chase a
        # bigger city with the dice to come (the second roll is scripted too).
        Scenario(2).owns(1, "skyhold").dice("arc arc i3 i2 cav gen i1", "i3 i3 i2 i1 gen").demo("exact_odds"),
        # Completing a province: Gullwatch joins Brinehaven and Saltreach is stacked.
        Scenario(3).owns(0, "brinehaven").owns(2, "stormspire").turn(0, 7).dice("arc arc i2 i3 cav gen i1")
        .play(0, ("fill", "gullwatch", 0, ("arc", "arc"))).demo("complete_a_province"),
    ]


def bad_presets() -> list[BadPreset]:
    return [
        BadPreset({"cities": {"atlantis": 0}}, "scenario.cities.atlantis"),
        BadPreset({"cities": {"cinderford": 5}}, "scenario.cities.cinderford"),
        BadPreset({"dice": [["i3", "i9"]]}, "scenario.dice[0][1]"),
        BadPreset({"player": "me"}, "scenario.player"),
        BadPreset({"cities": {c: 0 for c in ("stormspire", "brinehaven", "gullwatch", "anvilgate", "cinderford",
                                             "millbrook", "oakhollow", "thornfield", "reedmoor", "fogwick",
                                             "mirewatch", "galehold", "hawksrest", "skyhold")}},
                  "scenario.cities"),
    ]


BOOK = ScenarioBook(demos, bad_presets)
