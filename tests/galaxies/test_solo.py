"""The solo hostile galaxy (G72–G88, G98)."""

from __future__ import annotations

from game.core.protocol import GameConfig
from game.galaxies import board, hostile
from game.galaxies.rules import RULES
from game.galaxies.state import MAT, ORBIT

from .helpers import (
    CONTENT,
    CULTURE,
    DIP,
    ECO,
    ENERGY,
    MOVE,
    UTIL,
    act,
    at_main,
    hostile_turn,
    kinds,
    legal,
    prompt,
    scenario,
)


def solo(difficulty=1, seed=1):
    """A solo position builder against hostile galaxy ``difficulty``."""
    return scenario(1, seed, variant=f"hostile{difficulty}")


def by(track, length):
    return [p.id for p in CONTENT.planets if p.track_type == track and p.track_length == length]


def quiet(sc):
    """The human holds nothing, so no force-reroll or copy windows open."""
    return sc.seat(0, energy=0, culture=0)


def test_g72_g73_solo_setup_and_the_human_goes_first():
    st = RULES.new_state(GameConfig("galaxies", 1, 1, variant="hostile3"))
    h = 1
    assert (st.energy[h], st.culture[h], st.level[h]) == (0, 0, 1)
    assert all(s[0] == MAT for s in st.ships[h])
    assert st.active == 0 and prompt(st)[0] == 0 and st.hostile.difficulty == 3
    assert RULES.to_move(st) == (0,)


def test_g74_dice_one_at_a_time_count_from_level_at_turn_start():
    sc = quiet(solo(1))
    st = hostile_turn(sc, [ENERGY] * 4 + [MOVE] * 10)
    rolls = [e for e in st.events if e.kind == "hostile_roll"]
    assert st.hostile.levels[0].dice == 4 and len(rolls) == 4
    # four energy actions with 4 home ships reached 7: one level up at the end of the turn
    assert st.level[st.hostile_seat] == 2 and st.energy[st.hostile_seat] == 0


def test_g75_blocked_face_rerolled_once_then_discarded():
    sc = quiet(solo(1))
    # DIP is blocked (no hostile ship in orbit): rerolled to ECO, also blocked: discarded
    st = hostile_turn(sc, [DIP, ECO, ENERGY, ENERGY, ENERGY] + [MOVE] * 10)
    kinds_ = [e.kind for e in st.events]
    assert "hostile_auto_reroll" in kinds_ and "hostile_discard" in kinds_


def test_g76_human_may_force_rerolls_while_they_can_pay():
    sc = solo(1).seat(0, energy=2, culture=2)
    st = hostile_turn(sc, [ENERGY, ENERGY, ENERGY, MOVE] + [MOVE] * 10)
    assert prompt(st) == (0, "force_reroll")
    act(st, "force_reroll")
    assert (st.energy[0], st.culture[0]) == (1, 1)
    assert prompt(st) == (0, "force_reroll")  # again: still able to pay
    act(st, "force_reroll")
    assert (st.energy[0], st.culture[0]) == (0, 0)
    assert prompt(st)[1] != "force_reroll"


def test_g77_g78_copy_a_hostile_action_for_one_culture_the_hostile_never_follows():
    sc = solo(1).seat(0, energy=0, culture=2)
    st = hostile_turn(sc, [ENERGY, MOVE, MOVE, MOVE] + [MOVE] * 10)
    assert prompt(st) == (0, "copy")
    act(st, "copy")
    assert st.culture[0] == 1 and st.energy[0] == 2  # two ships on the mat
    # on the human's turn no follow window ever goes to the hostile seat
    assert all(e.args.get("player") != st.hostile_seat for e in st.events if e.kind == "follow")


def test_g79_g80_hostile_move_to_leftmost_free_orbit_never_a_surface():
    sc = quiet(solo(1))
    h = 1
    sc.ship(h, 0, "orbit", 0)
    st = hostile_turn(sc, [MOVE, ENERGY, ENERGY, ENERGY] + [MOVE] * 10)
    assert st.ships[h][1][:2] == [ORBIT, 1]
    assert all(s[0] != 2 for s in st.ships[h])


def test_g81_hostile_advance_moves_every_ship_on_that_track_type():
    sc = quiet(solo(1))
    h = 1
    sc.row(by("diplomacy", 4)[0], by("diplomacy", 4)[1], by("economy", 4)[0], by("economy", 4)[1])
    sc.ship(h, 0, "orbit", 0, 0).ship(h, 1, "orbit", 1, 1).ship(h, 2, "orbit", 2, 0)
    st = hostile_turn(sc, [DIP, MOVE, MOVE, MOVE] + [MOVE] * 10)
    assert [s[2] for s in st.ships[h][:3]] == [1, 2, 0]


def test_g82_hostile_acquire_counts_matching_orbits_and_home_ships_for_both():
    sc = solo(1)
    h = 1
    cu = [p.id for p in CONTENT.planets if p.resource == "culture"][:4]
    st = sc.row(*cu).ship(h, 0, "orbit", 0).state()
    assert board.acquire_count(st, h, "culture", hostile=True) == 4  # 1 orbit + 3 home
    assert board.acquire_count(st, h, "energy", hostile=True) == 3


def test_g83_g84_utilize_is_the_level_attack_once_per_turn_blocks_repeats():
    sc = quiet(solo(3)).seat(1, level=4)  # level 4 of H3 is a once-per-turn jam
    h = 1
    st = hostile_turn(sc, [UTIL, UTIL, UTIL, ENERGY, ENERGY, ENERGY] + [MOVE] * 10)
    assert st.hostile.levels[3].attack.once_per_turn
    jam = st.hostile.levels[3].attack.parts[0][1]["dice"]
    assert len(st.faces) == CONTENT.empire[0].dice - jam  # the human's next roll lost a die (G5)
    attacks = [e for e in st.events if e.kind == "hostile_attack"]
    assert len(attacks) == 1
    assert st.colonies[h] == []  # never uses colonies


def test_g85_max_energy_levels_up_once_then_resets():
    sc = quiet(solo(1))
    h = 1
    sc.seat(h, energy=7)
    st = hostile_turn(sc, [MOVE, MOVE, MOVE, MOVE] + [MOVE] * 10)
    assert st.level[h] == 2 and st.energy[h] == 0
    assert st.vp[h] == st.hostile.levels[1].vp


def test_g86_g87_max_culture_three_different_bonus_actions_then_reset():
    sc = quiet(solo(1))
    h = 1
    sc.seat(h, culture=7, energy=7)
    # regular dice: 4 moves; bonus: MOVE, then MOVE again (free reroll) -> ENERGY, then CULTURE (blocked) ...
    st = hostile_turn(sc, [MOVE, CULTURE, CULTURE, CULTURE, MOVE, MOVE, ENERGY, CULTURE, UTIL, UTIL] + [MOVE] * 10)
    bonus = [e for e in st.events if e.kind == "hostile_roll" and e.args["bonus"]]
    assert bonus
    assert st.culture[h] == 0 and st.level[h] == 2  # energy special first, each once
    assert not any(e.kind == "copy" for e in st.events)


def test_g88_hostile_wins_at_once_on_the_skull():
    sc = quiet(solo(1))
    h = 1
    sc.seat(h, level=5, energy=7)
    st = hostile_turn(sc, [MOVE] * 10)
    assert st.over and RULES.result(st).winners == [h]
    assert RULES.to_move(st) == ()


def test_g88_human_wins_at_once_on_21_vp():
    top = [p.id for p in CONTENT.planets if p.vp == max(q.vp for q in CONTENT.planets)]
    st = at_main(solo(1).seat(0, colonies=top[:2], level=5, energy=7), [UTIL, MOVE])
    act(st, "activate", 0, "upgrade", "energy")
    assert st.over and RULES.result(st).winners == [0]


def test_g98_attack_targets_fixed_by_rule_and_useless_attacks_blocked():
    sc = solo(1)
    sc.row(by("diplomacy", 4)[0], by("diplomacy", 3)[0], by("economy", 4)[0], by("economy", 5)[0])
    sc.ship(0, 0, "orbit", 0, 2)  # 2 left
    sc.ship(0, 1, "orbit", 1, 1)  # 2 left, less progress
    st = sc.seat(0, energy=3, culture=2).state()
    assert hostile._nearest_human_ship(st) == 0
    hostile._attack_part(st, "plunder", {"energy": 0, "culture": 0, "any": 2})
    assert (st.energy[0], st.culture[0]) == (1, 2)  # larger pile first (3 > 2), then the tie goes to energy
    st = sc.seat(0, energy=0, culture=0).seat(1, level=1).state()  # drain energy: nothing to drain -> blocked
    assert hostile.blocked(st, UTIL, False)
    assert kinds is not None and legal is not None
