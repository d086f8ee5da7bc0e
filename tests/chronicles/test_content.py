"""Chronicles content: the shipped data (C71, C97, C98) and load-time
validation of broken files (C70; spec 9.6)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.chronicles.abilities import KEYS
from game.chronicles.content import (
    BUILDINGS_FILE,
    CARDS_FILE,
    ContentError,
    default_content,
    load_content,
    selftest,
)

C = default_content()


def test_c71_content_has_42_kinds_81_cards_three_names_and_known_keys():
    """C71."""
    assert len(C.kinds) == 42 and sum(k.copies for k in C.kinds) == 81 and len(C.card_kind) == 81
    for k in C.kinds:
        assert all(k.names[lang] for lang in ("en", "ru", "uk"))
        for a in k.abilities:
            assert a.key in KEYS and set(a.params) == set(KEYS[a.key][1])
    assert len(KEYS) == 36
    used = {a.key for k in C.kinds for a in k.abilities} | {
        a.key for b in C.buildings for side in (b.level1, b.level2) for a in side.bonuses}
    assert used == set(KEYS)


def test_distribution_tables_of_9_2_4():
    costs = {}
    for k in C.kinds:
        costs[k.cost] = costs.get(k.cost, 0) + k.copies
    assert costs == {-1: 2, 0: 35, 1: 23, 2: 16, 3: 4, 6: 1}
    wood = sum(k.produces[0] * k.copies for k in C.kinds)
    food = sum(k.produces[1] * k.copies for k in C.kinds)
    gem = sum(k.produces[2] * k.copies for k in C.kinds)
    assert (wood, food, gem) == (13, 8, 5)


def test_triggers_are_derived_from_keys_and_pay_for_negative_cost():
    assert C.kind("magpie").triggers == {"PAY", "AGING"}
    assert C.kind("ink_witch").triggers == {"ENTER", "WAR", "INCOME"}


def test_c97_level2_sides_repeat_level1_bonus_and_building_vp():
    """C97: each level-2 side lists its level-1 bonus plus one new bonus; VP 1 and 3;
    Township L2 produces wood, food and gem."""
    for b in C.buildings:
        assert b.level2.bonuses[0] == b.level1.bonuses[0] and len(b.level2.bonuses) == 2
        assert (b.level1.vp, b.level2.vp) == (1, 3)
        assert b.level2.grants_extra_slot and not b.level1.grants_extra_slot
    town = C.building("township").level2.bonuses
    assert sorted(tuple(a["amounts"]) for a in town) == [(0, 0, 1), (1, 1, 0)]


def test_c98_rulebook_examples_of_9_7_hold_on_our_data():
    """C98: the rulebook-derived content checks of spec 9.7."""
    k = C.kind
    assert k("cursed_warlord").cost + k("gem_digger").cost == 3  # RB 180
    assert k("cursed_warlord").strength + k("log_splitter").strength == 9  # RB 194
    assert k("tinker").ability("gold_flat")["amount"] == 1  # RB 224
    assert C.building("shrine").level1.bonuses[0].params == {"amount": 2}
    feast = C.building("feast_hall")
    assert sum(feast.cost1) + sum(feast.cost2) == 3  # RB 264
    assert k("oak_warden").produces[0] >= C.building("township").cost2[0]  # RB 272
    assert C.building("feast_hall").level2.grants_extra_slot  # RB 280
    for key in ("sleeping_giant", "ploughman"):  # RB 294: threshold 1 (the Aging test checks L)
        assert not k(key).has("leave_threshold") and not k(key).has("never_leaves")


PUBLISHED = [
    "Forest Child", "Relic of Wisdom", "Commander", "Treefolk", "Grand Architect", "Cerberus", "Giant Snake",
    "Rogue", "Golem", "Strategist", "Sculptor", "Demon", "Necromancer", "Manticore", "Miner", "Leviathan",
    "Mystical Healer", "Dragon", "Master Alchemist", "Knight", "Cave Spirit", "Woodcutter", "Monkey", "Ogre",
    "Forest Spirit", "Veteran", "Shapeshifter", "Salamander", "Cook", "Farmer", "Adventurer", "Archer",
    "Colossus", "Palm Reader", "Landlord", "Kraken", "Wood Merchant", "Blacksmith", "Hunter", "Militiaman",
    "Peddler", "City", "Tavern", "Mine", "Temple", "Barracks",
    "Реликт", "Великий архитектор", "Голем", "Демон", "Шахтер", "Лесоруб", "Целитель", "Мартышка", "Огр",
    "Дух леса", "Оборотень", "Земледелец", "Часовщик", "Колосс", "Гадалка", "Кракен", "Кузнец", "Охотник",
    "Город", "Таверна", "Шахта", "Храм", "Казармы",
]


def test_no_published_name_is_used_spec_9_6_item_8():
    blocked = {n.casefold() for n in PUBLISHED}
    for item in [*C.kinds, *C.buildings]:
        for name in item.names.values():
            assert name.casefold() not in blocked, name


def test_shipped_content_passes_selftest():
    assert selftest() == []


# --- broken files (C70) ------------------------------------------------------------
def _cards() -> list:
    return json.loads(CARDS_FILE.read_text(encoding="utf-8"))


def _buildings() -> list:
    return json.loads(BUILDINGS_FILE.read_text(encoding="utf-8"))


def _find(items: list, key: str) -> dict:
    return next(x for x in items if x["key"] == key)


def _load(tmp_path: Path, cards: list | None = None, buildings: list | None = None) -> None:
    cf, bf = tmp_path / "chronicles_cards.json", tmp_path / "chronicles_buildings.json"
    cf.write_text(json.dumps(cards if cards is not None else _cards()), encoding="utf-8")
    bf.write_text(json.dumps(buildings if buildings is not None else _buildings()), encoding="utf-8")
    load_content(cf, bf)


def _break_copies(c):
    _find(c, "tinker")["copies"] = 4


def _break_zero_copies(c):
    _find(c, "tinker")["copies"] = 0


def _break_key(c):
    _find(c, "tinker")["abilities"][0]["key"] = "gold_forever"


def _break_missing_param(c):
    _find(c, "tinker")["abilities"][0]["params"] = {}


def _break_extra_param(c):
    _find(c, "tinker")["abilities"][0]["params"]["bonus"] = 1


def _break_name(c):
    del _find(c, "tinker")["names"]["uk"]


def _break_duplicate_name(c):
    _find(c, "tinker")["names"]["en"] = "Ploughman"


def _break_resource(c):
    _find(c, "pie_baker")["abilities"][0]["params"]["resource"] = "gold"


def _break_variable(c):
    _find(c, "village_guard")["variable_strength"] = False


def _break_cost(c):
    _find(c, "tinker")["cost"] = -2


def _break_two_negative(c):
    _find(c, "tinker")["cost"] = -1


def _break_strength(c):
    _find(c, "tinker")["strength"] = -1


def _break_building_only_key(c):
    _find(c, "tinker")["abilities"][0] = {"key": "war_vp_flat", "params": {"amount": 1}}


def _break_produces(c):
    _find(c, "log_splitter")["produces"] = {"wood": 0}


def _break_threshold(c):
    _find(c, "phoenix_chick")["abilities"][1]["params"]["tokens"] = 1


def _break_snake(c):
    _find(c, "tinker")["key"] = "Tinker"


def _break_text(c):
    _find(c, "tinker")["text"]["en"] = ""


def _break_kind_count(c):
    c.pop()


CARD_BREAKS = {
    "copies": (_break_copies, "sum to 81"),
    "zero_copies": (_break_zero_copies, "tinker"),
    "unknown_key": (_break_key, "tinker"),
    "missing_param": (_break_missing_param, "tinker"),
    "extra_param": (_break_extra_param, "tinker"),
    "missing_name": (_break_name, "tinker"),
    "duplicate_name": (_break_duplicate_name, "tinker"),
    "resource": (_break_resource, "pie_baker"),
    "variable_strength": (_break_variable, "village_guard"),
    "cost": (_break_cost, "tinker"),
    "two_negative": (_break_two_negative, "negative cost"),
    "strength": (_break_strength, "tinker"),
    "building_only": (_break_building_only_key, "tinker"),
    "produces": (_break_produces, "log_splitter"),
    "threshold": (_break_threshold, "phoenix_chick"),
    "snake": (_break_snake, "Tinker"),
    "text": (_break_text, "tinker"),
    "kind_count": (_break_kind_count, "42 kinds"),
}


@pytest.mark.parametrize("case", sorted(CARD_BREAKS))
def test_c70_broken_card_file_fails_naming_file_and_entry(tmp_path, case):
    """C70: every spec 9.6 card rule fails loading, naming the file and the kind."""
    breaker, expected = CARD_BREAKS[case]
    cards = _cards()
    breaker(cards)
    with pytest.raises(ContentError) as err:
        _load(tmp_path, cards=cards)
    assert "chronicles_cards.json" in str(err.value) and expected in str(err.value)


def _b_flag(b):
    _find(b, "quarry")["level2"]["grants_extra_slot"] = False


def _b_flag1(b):
    _find(b, "quarry")["level1"]["grants_extra_slot"] = True


def _b_bonus_count(b):
    _find(b, "quarry")["level2"]["bonuses"].pop()


def _b_first_bonus(b):
    _find(b, "quarry")["level2"]["bonuses"][0] = {"key": "gold_flat", "params": {"amount": 1}}


def _b_vp(b):
    _find(b, "quarry")["level2"]["vp"] = 1


def _b_cost(b):
    _find(b, "quarry")["cost1"] = {}


def _b_prices(b):
    _find(b, "shrine")["gold_price2"] = None


def _b_missing(b):
    b.pop()


def _b_unknown(b):
    _find(b, "quarry")["key"] = "castle"


BUILDING_BREAKS = {
    "level2_flag": (_b_flag, "quarry"),
    "level1_flag": (_b_flag1, "quarry"),
    "bonus_count": (_b_bonus_count, "quarry"),
    "first_bonus": (_b_first_bonus, "quarry"),
    "vp": (_b_vp, "quarry"),
    "cost": (_b_cost, "quarry"),
    "prices": (_b_prices, "shrine"),
    "missing": (_b_missing, "5 buildings"),
    "unknown": (_b_unknown, "castle"),
}


@pytest.mark.parametrize("case", sorted(BUILDING_BREAKS))
def test_c70_broken_building_file_fails_naming_file_and_entry(tmp_path, case):
    """C70: the building rules of spec 9.6 item 7 (the 5th-slot flag among them)."""
    breaker, expected = BUILDING_BREAKS[case]
    buildings = _buildings()
    breaker(buildings)
    with pytest.raises(ContentError) as err:
        _load(tmp_path, buildings=buildings)
    assert "chronicles_buildings.json" in str(err.value) and expected in str(err.value)


def test_c70_missing_and_invalid_json_files(tmp_path):
    """C70."""
    with pytest.raises(ContentError, match="missing"):
        load_content(tmp_path / "nope.json", BUILDINGS_FILE)
    bad = tmp_path / "chronicles_cards.json"
    bad.write_text("[{", encoding="utf-8")
    with pytest.raises(ContentError, match="invalid JSON"):
        load_content(bad, BUILDINGS_FILE)
