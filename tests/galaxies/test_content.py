"""Galaxies content (spec §10): the shipped data files pass every §10.8 check
(C1–C19), and broken files raise ContentError naming the file and the entry."""

from __future__ import annotations

import copy
import json
import shutil

import pytest

from game.galaxies.content import (
    DATA_DIR,
    EFFECT_PARAMS,
    FILES,
    ContentError,
    load_content,
    selftest,
)


def raw(name: str):
    return json.loads((DATA_DIR / name).read_text(encoding="utf-8"))


def broken(tmp_path, name: str, change) -> ContentError:
    """Copy the data folder, break one file, and load it."""
    for f in FILES:
        shutil.copy(DATA_DIR / f, tmp_path / f)
    data = copy.deepcopy(raw(name))
    change(data)
    (tmp_path / name).write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ContentError) as info:
        load_content(tmp_path)
    assert info.value.file.endswith(name)
    assert name in str(info.value)
    return info.value


def planet(data, pid):
    return next(p for p in data["planets"] if p["id"] == pid)


def test_shipped_content_loads_and_selftest_is_clean():
    content = load_content()
    assert len(content.planets) == 40 and len(content.missions) == 12 and len(content.hostiles) == 5
    assert selftest() == []


def test_g91_planet_effects_are_a_closed_set_of_twenty_keys():
    """G91 (content side): every planet uses one of the 20 keys of §10.3.2; META flags match."""
    content = load_content()
    assert len(EFFECT_PARAMS) == 20
    assert {p.effect.key for p in content.planets} == set(EFFECT_PARAMS)
    assert {p.id for p in content.planets if p.meta} == {"P24", "P29", "P30", "P31"}


def test_empire_track_and_tunables_come_from_data():
    content = load_content()
    assert [lv.cost for lv in content.empire] == [None, 2, 3, 4, 5, 6]
    assert content.empire[0].dice == 4 and content.empire[0].ships == 2
    assert content.end_vp == 21


def test_wrong_planet_count_names_the_file(tmp_path):
    err = broken(tmp_path, "planets.json", lambda d: d["planets"].pop())
    assert "40" in str(err)


def test_unknown_effect_key_names_the_planet(tmp_path):
    err = broken(tmp_path, "planets.json", lambda d: planet(d, "P09")["effect"].update(key="teleport"))
    assert err.entry == "planet P09" and "teleport" in str(err)


def test_bad_effect_parameter_names_the_planet(tmp_path):
    err = broken(tmp_path, "planets.json", lambda d: planet(d, "P20")["effect"]["params"].update(steps=9))
    assert "P20" in str(err) and "steps" in str(err)
    err = broken(tmp_path, "planets.json", lambda d: planet(d, "P20")["effect"]["params"].update(speed=1))
    assert "speed" in str(err)


def test_own_turn_keys_must_carry_the_limit(tmp_path):
    err = broken(tmp_path, "planets.json", lambda d: planet(d, "P13").update(limits=[]))
    assert "P13" in str(err) and "own_turn_only" in str(err)


def test_vp_must_match_track_length(tmp_path):
    err = broken(tmp_path, "planets.json", lambda d: planet(d, "P01").update(vp=2))
    assert "P01" in str(err)


def test_mission_errors_name_the_mission(tmp_path):
    def bad_pred(d):
        d["missions"][3]["predicate"]["key"] = "richest"
    err = broken(tmp_path, "missions.json", bad_pred)
    assert "M04" in str(err) and "richest" in str(err)
    broken(tmp_path, "missions.json", lambda d: d["missions"].pop())


def test_hostile_errors_name_the_card(tmp_path):
    def bad_attack(d):
        d["hostiles"][2]["levels"][0]["attack"]["parts"][0]["key"] = "nuke"
    err = broken(tmp_path, "hostiles.json", bad_attack)
    assert "H3" in str(err) and "nuke" in str(err)

    def not_once(d):
        d["hostiles"][3]["levels"][3]["attack"]["once_per_turn"] = False
    err = broken(tmp_path, "hostiles.json", not_once)
    assert "C17" in str(err)

    def easier_than_before(d):
        d["hostiles"][4]["levels"][0]["dice"] = 1
    broken(tmp_path, "hostiles.json", easier_than_before)


def test_empire_errors_name_the_level(tmp_path):
    err = broken(tmp_path, "empire.json", lambda d: d["empire_track"][2].update(cost=9))
    assert "level 3" in str(err)
    broken(tmp_path, "empire.json", lambda d: d["dice"].update(count=6))


def test_invalid_json_names_the_file(tmp_path):
    for f in FILES:
        shutil.copy(DATA_DIR / f, tmp_path / f)
    (tmp_path / "missions.json").write_text("{oops", encoding="utf-8")
    with pytest.raises(ContentError) as info:
        load_content(tmp_path)
    assert "missions.json" in str(info.value)
