"""Conquest content: the city file loads, matches its measured difficulty
(spec 9.6), and every kind of bad data raises ContentError naming the file
and the entry (spec 9.5, checklist W52)."""

from __future__ import annotations

import copy
import json

import pytest

from game.conquest.bench import difficulty_table
from game.conquest.content import (
    DATA_FILE,
    N_DICE,
    Content,
    ContentError,
    load_content,
    province_bonus,
    selftest,
    vp_for_probability,
)
from game.conquest.rules import ConquestRules
from game.core.protocol import GameConfig

RAW = json.loads(DATA_FILE.read_text(encoding="utf-8"))


def write(tmp_path, data, name="cities.json"):
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def broken(tmp_path, change) -> ContentError:
    data = copy.deepcopy(RAW)
    change(data)
    with pytest.raises(ContentError) as info:
        load_content(write(tmp_path, data, "broken_cities.json"))
    assert info.value.file.endswith("broken_cities.json")
    assert "broken_cities.json" in str(info.value)
    return info.value


def city(data, cid):
    return next(c for c in data["cities"] if c["id"] == cid)


def test_shipped_content_loads_and_selftest_is_clean():
    content = load_content()
    assert isinstance(content, Content)
    assert len(content.cities) == 14 and len(content.provinces) == 6
    assert sorted(len(p.cities) for p in content.provinces) == [1, 2, 2, 3, 3, 3]
    assert selftest() == []


def test_content_follows_spec_9_6():
    """Lines use the dice vocabulary (1-4 lines, infantry 1..10), an infantry 8
    line exists, VP follows the measured bands and bonuses follow the formula."""
    content = load_content()
    assert any(line.infantry == 8 for c in content.cities for line in c.lines)
    for c in content.cities:
        assert 1 <= len(c.lines) <= 4
        assert all(0 <= line.infantry <= 10 for line in c.lines)
        assert c.vp == vp_for_probability(c.p_centre)
        assert sum(line.min_dice for line in c.lines) + c.general_line.min_dice <= N_DICE
    by_id = {c.id: c for c in content.cities}
    for p in content.provinces:
        vps = [by_id[x].vp for x in p.cities]
        assert p.bonus == sum(vps) + {1: 1, 2: 1, 3: 2}[len(vps)]
    assert {c.vp for c in content.cities} == {1, 2, 3, 4}


def test_stored_difficulties_match_the_exact_solver():
    """The per-city probabilities kept in the data file are recomputed here
    (``python -m game.conquest.bench difficulty`` prints the table)."""
    fresh = difficulty_table()
    for stored, computed in zip(RAW["cities"], fresh["cities"], strict=True):
        assert stored["p_centre"] == pytest.approx(computed["p_centre"], abs=1e-4), stored["id"]
        assert stored["p_opponent"] == pytest.approx(computed["p_opponent"], abs=1e-4), stored["id"]
        assert stored["vp"] == computed["vp"]
        # no city sits on a band edge, so small rule changes would show up
        assert min(abs(computed["p_centre"] - edge) for edge in (0.3, 0.5, 0.75)) > 0.01
    assert [p["bonus"] for p in RAW["provinces"]] == [p["bonus"] for p in fresh["provinces"]]


def test_vp_bands_and_bonus_formula():
    assert [vp_for_probability(p) for p in (1.0, 0.75, 0.7499, 0.5, 0.4999, 0.3, 0.2999, 0.0)] == \
        [1, 1, 2, 2, 3, 3, 4, 4]
    assert province_bonus([3]) == 4 and province_bonus([1, 2]) == 4 and province_bonus([1, 2, 3]) == 8


def test_w52_not_fourteen_cities(tmp_path):
    """W52: loading fails if there are not 14 cities."""
    err = broken(tmp_path, lambda d: d["cities"].pop())
    assert err.entry == "cities" and "14" in str(err)


def test_w52_province_sizes_must_sum_to_fourteen(tmp_path):
    """W52: loading fails if province sizes do not sum to 14."""
    err = broken(tmp_path, lambda d: d["provinces"][5]["cities"].pop())
    assert "sum to 13" in str(err)


def test_w52_a_card_needing_more_than_seven_dice(tmp_path):
    """W52: loading fails if a card needs more than 7 dice (general line included)."""
    def change(d):
        city(d, "skyhold")["lines"] = [{"infantry": 10}, {"symbols": ["cav", "arc"]}, {"symbols": ["gen"]}]
    err = broken(tmp_path, change)
    assert err.entry == "city skyhold" and "8 dice" in str(err)
    err = broken(tmp_path, lambda d: city(d, "stormspire")["lines"].append({"infantry": 21}))
    assert err.entry == "city stormspire line 1" or "dice" in str(err)


@pytest.mark.parametrize("change, entry, words", [
    (lambda d: d["provinces"].pop(), "provinces", "6 provinces"),
    (lambda d: d["provinces"][0]["cities"].append("brinehaven"), "province saltreach", "already in"),
    (lambda d: d["provinces"][1]["cities"].clear(), "province saltreach", "at least 1"),
    (lambda d: d["provinces"][2].update(bonus=9), "province ironmarch", "bonus 9 should be 6"),
    (lambda d: d["provinces"][2].update(colour="grey"), "province ironmarch", "#rrggbb"),
    (lambda d: d["provinces"][3].pop("symbol"), "province greenvale", "missing field 'symbol'"),
    (lambda d: city(d, "gullwatch").update(id="brinehaven"), "city brinehaven", "duplicate"),
    (lambda d: city(d, "gullwatch").update(lines=[]), "city gullwatch", "1..4 regular lines"),
    (lambda d: city(d, "gullwatch").update(lines=[{"symbols": ["dragon"]}]), "city gullwatch line 0",
     "unknown symbol"),
    (lambda d: city(d, "gullwatch").update(lines=[{"infantry": 3, "colour": 1}]), "city gullwatch line 0",
     "unknown line field"),
    (lambda d: city(d, "gullwatch").update(lines=[{}]), "city gullwatch line 0", "needs infantry or symbols"),
    (lambda d: city(d, "gullwatch").update(lines=[{"infantry": "8"}]), "city gullwatch line 0", "integer"),
    (lambda d: city(d, "gullwatch").update(vp=3), "city gullwatch", "does not match its difficulty"),
    (lambda d: city(d, "gullwatch").update(vp=True), "city gullwatch", "must be int"),
    (lambda d: city(d, "gullwatch").update(p_centre=1.5), "city gullwatch", "within 0..1"),
    (lambda d: city(d, "gullwatch").update(general_line={"symbols": ["gen", "gen", "gen", "gen", "gen", "gen"]}),
     "city gullwatch", "more than 7"),
    (lambda d: city(d, "gullwatch").update(id="mystery"), "city mystery", "in no province"),
])
def test_bad_content_names_file_and_entry(tmp_path, change, entry, words):
    err = broken(tmp_path, change)
    assert err.entry == entry, str(err)
    assert words in str(err)


def test_unreadable_files(tmp_path):
    with pytest.raises(ContentError, match="missing"):
        load_content(tmp_path / "nowhere.json")
    path = tmp_path / "bad.json"
    path.write_text("{ not json", encoding="utf-8")
    with pytest.raises(ContentError, match="invalid JSON") as info:
        load_content(path)
    assert info.value.file.endswith("bad.json")


def test_rulebook_example_with_its_own_values(tmp_path):
    """W46 with the rulebook's printed values: seven face-up cities worth
    2, 3, 2, 1, 1, 3, 4 (16) against four worth 2, 2, 3, 1 plus a province
    worth 8 (16): the seven-city player wins on cities.

    Stacked cities count in the tie-break (Ambiguity 24), so, as the spec
    says (5.7), the stack holds 2 cities (3 + 4, worth 8): 7 cities against
    6.  A card list shaped for the example (six provinces) is loaded; its
    14th city stays in the centre, as the example is no exact end state."""
    vps_a, vps_b, stack = [2, 3, 2, 1, 1, 3, 4], [2, 2, 3, 1], [3, 4]
    vps = stack + vps_a + vps_b + [1]
    p_for = {1: 0.9, 2: 0.6, 3: 0.4, 4: 0.2}
    cities = [{"id": f"r{i:02}", "vp": vp, "lines": [{"infantry": 4}], "p_centre": p_for[vp]}
              for i, vp in enumerate(vps)]
    groups = [[0, 1], [2, 9, 10], [3, 11], [4, 12], [5, 6], [7, 8, 13]]
    provinces = [{"id": f"p{j}", "colour": "#123456", "symbol": "x",
                  "bonus": province_bonus([vps[i] for i in g]), "cities": [f"r{i:02}" for i in g]}
                 for j, g in enumerate(groups)]
    content = load_content(write(tmp_path, {"provinces": provinces, "cities": cities}))
    rules = ConquestRules(content)
    state = rules.new_state(GameConfig("conquest", 2, 0, options={"first_player": 0}))
    for i in range(13):
        state.owner[i] = 1 if i < 2 or i >= 9 else 0
        state.stacked[i] = i < 2
    result = rules.result(state)
    assert result.scores == [16, 16]
    assert result.tiebreak == [(16, 7, 0), (16, 6, 1)]
    assert result.winners == [0]
