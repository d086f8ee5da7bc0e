"""Kingdoms content files: the decided content (spec 10.7) and load-time checks."""

from __future__ import annotations

import copy
import json

import pytest

from game.core.content import ContentError
from game.kingdoms import content as kc
from game.kingdoms.effects import HOOKS, compile_mods, effect_problem

FAMILIES = {
    "attack discount": lambda e: e["hook"] == "war_cost" and e["role"] == "attack" and e["amount"] < 0,
    "defence discount": lambda e: e["hook"] == "war_cost" and e["role"] == "defend" and e["amount"] < 0,
    "water": lambda e: e.get("terrain") == "water" or e.get("link") == "cross_water",
    "crags": lambda e: e.get("terrain") == "crags" or e.get("link") == "cross_crags",
    "rivers": lambda e: e.get("link") == "cross_river",
    "quest anywhere": lambda e: e.get("link") == "quest_any",
    "extra yield": lambda e: e["hook"] == "collect" and e["terrain"] in ("forest", "mountain", "plains"),
    "cheaper expand": lambda e: e["hook"] == "cost" and e["kind"] == "expand" and e["amount"] < 0,
    "cheaper build": lambda e: e["hook"] == "cost" and e["kind"] == "build" and e["amount"] < 0,
    "cheaper research": lambda e: e["hook"] == "cost" and e["kind"] == "research" and e["amount"] < 0,
    "cheaper retreat": lambda e: e["hook"] == "cost" and e["kind"] == "retreat" and e["amount"] < 0,
    "better trade": lambda e: e["hook"] == "trade",
    "alliances": lambda e: e["hook"] == "alliance",
    "ruins": lambda e: e.get("terrain") == "ruins" or e.get("when") == "ruins" or e.get("per") == "ruins",
}


def test_decided_content_numbers():
    c = kc.load_content()
    assert c.tower.vp == (0, 1, 2, 3, 5, 7, 10) and c.tower.cost == (1, 2, 3, 4, 5, 6)
    assert c.tokens.mix == {"crown": 1, "treasure": 3, "bandit": 2, "dragon_lair": 1, "camp": 3,
                            "fort": 2, "town": 2, "church": 1, "blank": 1}
    assert len(c.tokens.pool()) == 16
    assert len(c.factions) == 13
    assert sum(f.alliance_faction for f in c.factions.values()) == 1


def test_every_faction_has_five_levels_and_a_level_five_vp_bonus():
    for f in kc.load_content().factions.values():
        assert len(f.abilities) == 5
        assert any(e["hook"] == "end_vp" for e in f.abilities[4])
        for effects in f.abilities:
            for e in effects:
                assert effect_problem(e) is None
        mods = compile_mods([list(x) for x in f.abilities], 5)
        assert mods.end_vp


def test_every_ability_family_of_10_7_is_covered():
    effects = [e for f in kc.load_content().factions.values() for level in f.abilities for e in level]
    missing = [name for name, match in FAMILIES.items() if not any(match(e) for e in effects)]
    assert not missing


def test_faction_names_are_original_and_translated():
    assert kc.selftest() == []


def write(tmp_path, name, data):
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def factions_data():
    return json.loads((kc.DATA / "factions.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("mutate, message", [
    (lambda d: d["factions"][0]["abilities"][0]["effects"][0].update(hook="teleport"), "unknown hook"),
    (lambda d: d["factions"][0]["abilities"].pop(), "exactly 5 abilities"),
    (lambda d: d["factions"][1].update(id=d["factions"][0]["id"]), "duplicate"),
    (lambda d: d["factions"][0]["abilities"][0]["effects"][0].update(amount="x"), "integer"),
    (lambda d: d["factions"][0]["abilities"][4].update(effects=[{"hook": "cost", "kind": "build", "amount": -1}]),
     "end-game VP"),
    (lambda d: d["factions"][0].update(alliance_faction=True), "exactly one faction"),
    (lambda d: d["factions"][0]["abilities"][1].update(level=3), "levels 1..5"),
    (lambda d: d["factions"][0]["abilities"][0]["effects"][0].update(colour="red"), "unknown parameter"),
    (lambda d: d["factions"][0].update(research_costs=[1, 2]), "research_costs"),
])
def test_bad_faction_files_name_the_file_and_entry(tmp_path, mutate, message):
    data = copy.deepcopy(factions_data())
    mutate(data)
    path = write(tmp_path, "factions.json", data)
    with pytest.raises(ContentError) as err:
        kc.load_factions(path)
    assert "factions.json" in str(err.value) and message in str(err.value)


def test_bad_tower_and_token_files(tmp_path):
    with pytest.raises(ContentError, match=r"tower.json \[vp\]"):
        kc.load_tower(write(tmp_path, "tower.json", {"cost": [1, 2, 3, 4, 5, 6], "vp": [0, 1, 2]}))
    with pytest.raises(ContentError, match="must not fall"):
        kc.load_tower(write(tmp_path, "tower.json", {"cost": [1, 2, 3, 4, 5, 6], "vp": [0, 1, 2, 3, 5, 4, 10]}))
    good = json.loads((kc.DATA / "tokens.json").read_text(encoding="utf-8"))
    bad = copy.deepcopy(good)
    bad["mix"]["blank"] = 2
    with pytest.raises(ContentError, match="add up to 16"):
        kc.load_tokens(write(tmp_path, "tokens.json", bad))
    bad = copy.deepcopy(good)
    bad["mix"]["goblin"] = 0
    with pytest.raises(ContentError, match=r"mix.goblin"):
        kc.load_tokens(write(tmp_path, "tokens.json", bad))
    with pytest.raises(ContentError, match="invalid JSON"):
        path = tmp_path / "tokens2.json"
        path.write_text("{", encoding="utf-8")
        kc.load_tokens(path)


def test_hook_vocabulary_matches_spec_10_1():
    assert set(HOOKS) == {"war_cost", "war_strength", "can_occupy", "movement", "collect", "cost", "trade",
                          "war_result", "alliance", "end_vp"}
