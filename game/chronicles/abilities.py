"""The closed set of 36 ability keys (spec 9.3.1): parameters and phase.

Cards and buildings name their abilities by key with exactly these
parameters; ``content`` rejects anything else at load time.  The effects
themselves live where the phase that fires them is resolved
(``kingdom`` for continuous readings, ``entering``, ``war``, ``aging`` and
``building``).
"""

from __future__ import annotations

RESOURCES: tuple[str, ...] = ("wood", "food", "gem")

# Parameter kinds: "res" one resource, "int" an integer, "int?" integer or None,
# "amounts" {resource: int >= 1}, "res_list" a non-empty list of resources.
KEYS: dict[str, tuple[str, dict[str, str]]] = {
    # key: (phase, {param: kind})
    "produce": ("CONT", {"amounts": "amounts"}),
    "produce_if_top_row": ("CONT", {"resource": "res", "amount": "int"}),
    "produce_per_own_token": ("CONT", {"resource": "res", "amount": "int"}),
    "produce_if_aged": ("CONT", {"resource": "res", "amount": "int"}),
    "never_leaves": ("AGING", {}),
    "leave_threshold": ("AGING", {"tokens": "int"}),
    "enter_age_self": ("ENTER", {"amount": "int"}),
    "enter_age_others": ("ENTER", {"amount": "int"}),
    "enter_age_chosen": ("ENTER", {"amount": "int"}),
    "enter_age_chosen_per_resource": ("ENTER", {"resource": "res", "amount": "int"}),
    "enter_upgrade_all_buildings": ("ENTER", {}),
    "enter_transform_from_deck": ("ENTER", {"min_cost": "int"}),
    "enter_vp_per_level2_building": ("ENTER", {"amount": "int"}),
    "fights_from_bottom": ("WAR", {}),
    "str_per_resource": ("WAR", {"resource": "res", "amount": "int"}),
    "str_per_own_token": ("WAR", {"amount": "int"}),
    "str_per_kingdom_token": ("WAR", {"amount": "int"}),
    "str_per_income": ("WAR", {"amount": "int"}),
    "str_set_if_resource": ("WAR", {"resource": "res", "min": "int", "value": "int"}),
    "str_set_if_aged": ("WAR", {"value": "int"}),
    "vp_per_war_won": ("WAR", {"amount": "int"}),
    "gold_per_war_won": ("WAR", {"amount": "int"}),
    "vp_per_war_won_per_resource": ("WAR", {"resource": "res", "amount": "int"}),
    "war_vp_flat": ("WAR", {"amount": "int"}),
    "war_vp_per_resource": ("WAR", {"resource": "res", "amount": "int"}),
    "war_vp_per_strong_character": ("WAR", {"min_strength": "int", "amount": "int"}),
    "gold_flat": ("INCOME", {"amount": "int"}),
    "gold_per_resource": ("INCOME", {"resource": "res", "amount": "int"}),
    "gold_if_aged": ("INCOME", {"amount": "int"}),
    "build_no_land_cost": ("BUILD", {}),
    "build_buy_resources": ("BUILD", {"resources": "res_list", "price": "int"}),
    "save_one": ("AGING", {}),
    "vp_per_token_on_leaving": ("AGING", {"amount": "int"}),
    "vp_on_own_leave": ("AGING", {"amount": "int", "only_if_tokens": "int?"}),
    "gold_on_own_leave_per_token": ("AGING", {"amount": "int"}),
    "end_vp_per_own_token": ("END", {"amount": "int"}),
}

# Keys only a building side may carry (spec 9.6 item 4).
BUILDING_ONLY = frozenset({"produce", "war_vp_flat", "war_vp_per_resource", "war_vp_per_strong_character"})
# Keys that make a kind's strength variable (spec 9.2.1).
STRENGTH_KEYS = frozenset({
    "str_per_resource", "str_per_own_token", "str_per_kingdom_token", "str_per_income",
    "str_set_if_resource", "str_set_if_aged",
})
# Parameters with a lower bound beyond "an integer" (spec 9.6 item 4).
MINIMUMS: dict[tuple[str, str], int] = {
    ("enter_transform_from_deck", "min_cost"): 1,
    ("war_vp_per_strong_character", "min_strength"): 1,
    ("str_set_if_resource", "min"): 1,
    ("leave_threshold", "tokens"): 2,
}

assert len(KEYS) == 36
