"""Kingdoms build, research, expand, trade and collect (spec 4.3-4.8): K61-K73.

Card 0 (T1A):   r0 F | r1 M | r2 P
                r3 W | r4 K | r5 R
                r6 P | r7 C | r8 F
"""

from __future__ import annotations

from game.kingdoms.engine import COLLECT
from tests.kingdoms.helpers import reach_act, scenario


def three(factions=None, exploration=False):
    sc = scenario(3, factions=factions, exploration=exploration)
    sc.put(1, sc.r(1, 0), 2)
    sc.put(2, sc.r(2, 0), 2)
    return sc


def act(sc, action, seat=0):
    sc.start(0)
    reach_act(sc, action)
    return sc.legal(seat)


def test_k61_build_raises_the_tower_one_level_for_level_ore():
    sc = three()
    sc.put(0, sc.r(0, 2), 2)
    sc.set_res(0, 0, 9, 0)
    sc.set_tower(0, 2)
    assert ("build",) in act(sc, "build")
    sc.do(0, ("build",))
    assert sc.state.tower[0] == 3 and sc.state.res[0][1] == 9 - 3


def test_k61_no_build_past_level_six_or_without_the_ore():
    sc = three()
    sc.put(0, sc.r(0, 2), 2)
    sc.set_res(0, 0, 9, 0)
    sc.set_tower(0, 6)
    sc.start(0)
    sc.do(0, ("select", "build"))
    assert any(e.kind == "did_nothing" and e.args["seat"] == 0 for e in sc.state.events)
    assert sc.state.tower[0] == 6
    sc2 = three()
    sc2.put(0, sc2.r(0, 2), 2)
    sc2.set_res(0, 0, 2, 0)
    sc2.set_tower(0, 2)
    sc2.start(0)
    sc2.do(0, ("select", "build"))
    assert any(e.kind == "did_nothing" and e.args["seat"] == 0 for e in sc2.state.events)


def test_k62_research_costs_level_mana_and_the_ability_works_at_once():
    sc = three(factions=["ember_legion", "moon_weavers", "coin_guild"])
    sc.put(0, sc.r(0, 2), 2)
    sc.set_res(0, 1, 0, 0)
    assert ("research",) in act(sc, "research")
    sc.do(0, ("research",))
    s = sc.state
    assert s.magic[0] == 1 and s.res[0][0] == 0
    assert s.mods[0].war_cost == [("attack", -1, "always")]
    sc = three(factions=["ember_legion", "moon_weavers", "coin_guild"])   # seat 1 at magic 5, 9 mana
    sc.put(0, sc.r(0, 2), 2)
    sc.set_res(0, 1, 0, 0)
    sc.set_magic(1, 5)
    sc.set_res(1, 9, 0, 0)
    act(sc, "research")
    sc.do(0, ("research",))
    assert sc.state.dec_seat == 1 and ("research",) not in sc.legal(1)


def test_k63_expand_costs_food_counting_the_new_meeple():
    sc = three()
    sc.put(0, sc.r(0, 2))
    sc.put(0, sc.r(0, 8))
    sc.set_res(0, 0, 0, 3)
    legal = act(sc, "expand")
    assert set(legal) == {("nothing",), ("expand", sc.r(0, 2)), ("expand", sc.r(0, 8))}
    sc.do(0, ("expand", sc.r(0, 8)))
    s = sc.state
    assert s.in_play[0] == 3 and s.res[0][2] == 0 and len(s.reg[sc.r(0, 8)]) == 2


def test_k64_expand_needs_a_solitary_own_meeple_supply_and_food():
    sc = scenario(3)
    sc.put(0, sc.r(0, 2), 2)                 # two own meeples: not solitary
    sc.put(0, sc.r(0, 1))
    sc.put(1, sc.r(0, 1))                    # shared region
    sc.put(1, sc.r(1, 0))
    sc.put(2, sc.r(2, 0), 2)
    sc.set_res(0, 0, 0, 9)
    sc.start(0)
    sc.do(0, ("select", "expand"))
    assert any(e.kind == "did_nothing" and e.args["seat"] == 0 for e in sc.state.events)
    sc2 = three()
    sc2.put(0, sc2.r(0, 2))
    sc2.put(0, sc2.r(0, 8))
    sc2.set_res(0, 0, 0, 2)                  # the 3rd meeple costs 3
    sc2.start(0)
    sc2.do(0, ("select", "expand"))
    assert any(e.kind == "did_nothing" for e in sc2.state.events)
    sc3 = three()
    for cell in (0, 1, 2, 4, 5, 6, 8):
        sc3.put(0, sc3.r(0, cell))
    sc3.set_res(0, 0, 0, 9)
    sc3.start(0)
    sc3.do(0, ("select", "expand"))          # nothing in supply
    assert sc3.state.in_play[0] == 7


def test_k65_expand_into_ruins_knocks_over_and_never_starts_a_war_or_flips_a_token():
    sc = three(exploration=True)
    sc.put(0, sc.r(0, 5))
    sc.put(0, sc.r(0, 2))
    sc.set_res(0, 0, 0, 9)
    t = sc.token(sc.r(0, 5), "camp", up=True)
    act(sc, "expand")
    sc.do(0, ("expand", sc.r(0, 5)))
    s = sc.state
    new = [i for i in s.reg[sc.r(0, 5)]]
    assert len(new) == 2 and all(s.m_down[i] for i in new)
    assert not s.stack and s.tok_state[t] == 2


def test_k66_trade_swaps_k_once_within_the_limits():
    sc = three()
    sc.put(0, sc.r(0, 2), 2)
    sc.set_res(0, 3, 0, 7)
    legal = act(sc, "trade")
    trades = {(a[1], a[2], a[3]) for a in legal if a[0] == "trade"}
    assert ("mana", "food", 2) in trades and ("mana", "food", 3) not in trades   # food stays <= 9
    assert ("mana", "ore", 3) in trades and ("ore", "mana", 1) not in trades
    assert all(k >= 1 for _, _, k in trades)
    sc.do(0, ("trade", "mana", "ore", 3))
    assert sc.state.res[0] == [0, 3, 7]
    assert sc.state.dec_seat == 1            # one exchange per action


def test_k66_better_trade_rate_ability():
    sc = three(factions=["coin_guild", "moon_weavers", "rootbound"])
    sc.put(0, sc.r(0, 2), 2)
    sc.set_res(0, 4, 0, 0)
    sc.set_magic(0, 1)
    act(sc, "trade")
    sc.do(0, ("trade", "mana", "ore", 2))    # below the ability's minimum of 3: 2 for 2
    assert sc.state.res[0] == [2, 2, 0]
    sc2 = three(factions=["coin_guild", "moon_weavers", "rootbound"])
    sc2.put(0, sc2.r(0, 2), 2)
    sc2.set_res(0, 4, 0, 0)
    sc2.set_magic(0, 1)
    act(sc2, "trade")
    sc2.do(0, ("trade", "mana", "ore", 3))   # giving 3 gets 1 more
    assert sc2.state.res[0] == [1, 4, 0]


def collect_now(sc, seat=1):
    """Seat 0 selects build (nobody builds); returns seat's collect options."""
    sc.start(0)
    sc.do(0, ("select", "build"))
    return sc.legal(seat) if sc.state.dec_seat == seat else []


def test_k67_k68_k69_one_resource_per_region_pairs_count_once_capitals_give_nothing():
    sc = scenario(3)
    sc.put(0, sc.r(0, 2), 2)
    sc.put(1, sc.r(0, 0))                    # forest
    sc.put(1, sc.r(0, 1), 2)                 # mountain, two meeples
    sc.put(1, sc.r(0, 4))                    # capital
    sc.put(2, sc.r(2, 0), 2)
    collect_now(sc)
    s = sc.state
    assert s.res[1] == [1, 1, 0]


def test_k70_ruins_yield_a_choice_only_with_a_knocked_over_meeple():
    sc = scenario(3)
    sc.put(0, sc.r(0, 2), 2)
    sc.put(1, sc.r(0, 5))                    # knocked over
    sc.put(1, sc.r(1, 2))
    sc.put(2, sc.r(2, 0), 2)
    legal = collect_now(sc)
    assert legal == COLLECT[1]
    sc.do(1, ("collect", ("ore",)))
    assert sc.state.res[1] == [0, 1, 1]
    sc2 = scenario(3)
    sc2.put(0, sc2.r(0, 2), 2)
    sc2.put(1, sc2.r(0, 5), down=False)      # standing: nothing
    sc2.put(1, sc2.r(1, 2))
    sc2.put(2, sc2.r(2, 0), 2)
    collect_now(sc2)
    assert sc2.state.res[1] == [0, 0, 1]


def test_k70_ruins_specialist_collects_with_standing_meeples():
    def standing_ash_seeker(magic):
        sc = scenario(3, factions=["moon_weavers", "ash_seekers", "coin_guild"])
        sc.put(0, sc.r(0, 2), 2)
        sc.put(1, sc.r(0, 5), down=False)
        sc.put(1, sc.r(1, 2))
        sc.put(2, sc.r(2, 0), 2)
        sc.set_magic(1, magic)
        return collect_now(sc)
    assert standing_ash_seeker(2) == COLLECT[1]      # level 2: a standing meeple yields
    assert standing_ash_seeker(4) == COLLECT[3]      # + the level-4 extra 2


def test_k71_last_meeple_bonus():
    sc = scenario(3)
    sc.put(0, sc.r(0, 2), 2)
    sc.put(1, sc.r(0, 1))
    sc.put(2, sc.r(2, 0), 2)
    legal = collect_now(sc)
    assert legal == COLLECT[1]
    sc.do(1, ("collect", ("food",)))
    assert sc.state.res[1] == [0, 1, 1]


def test_k72_resources_never_pass_nine():
    sc = scenario(3)
    sc.put(0, sc.r(0, 2), 2)
    sc.put(1, sc.r(0, 1))
    sc.put(2, sc.r(2, 0), 2)
    sc.set_res(1, 0, 9, 0)
    collect_now(sc)
    sc.do(1, ("collect", ("ore",)))          # choosing a full track is allowed; the gain is lost
    assert sc.state.res[1] == [0, 9, 0]
    assert all(0 <= v <= 9 for p in range(3) for v in sc.state.res[p])


def test_k73_camp_gives_one_more_of_the_region_type():
    sc = scenario(3, exploration=True)
    sc.put(0, sc.r(0, 2), 2)
    sc.put(1, sc.r(0, 1))
    sc.put(1, sc.r(0, 4))
    sc.put(1, sc.r(0, 5))                    # knocked over in ruins
    sc.put(2, sc.r(2, 0), 2)
    sc.token(sc.r(0, 1), "camp", up=True)
    sc.token(sc.r(0, 4), "camp", up=True)     # capital: nothing
    sc.token(sc.r(0, 5), "camp", up=True)     # ruins: one more of choice
    legal = collect_now(sc)
    assert legal == COLLECT[2]
    sc.do(1, ("collect", ("mana", "food")))
    assert sc.state.res[1] == [1, 2, 1]


def test_k62_magic_level_n_costs_n_mana_for_every_faction():
    """Issue 15 / spec 4.4, 10.3: the research cost is 1-2-3-4-5 for everyone; only a printed
    ability (hook ``cost``, kind ``research``) changes it, and no faction file may say otherwise."""
    from game.kingdoms.content import load_content
    from game.kingdoms.engine import research_cost

    factions = load_content().factions
    for fid, faction in factions.items():
        printed = sum(e["amount"] for lv, effects in enumerate(faction.abilities, 1) for e in effects
                      if e["hook"] == "cost" and e["kind"] == "research")
        sc = scenario(3, factions=[fid, *[f for f in ("coin_guild", "rootbound", "harvest_circle") if f != fid][:2]])
        for level in range(5):
            sc.set_magic(0, level)
            unlocked = sum(e["amount"] for effects in faction.abilities[:level] for e in effects
                           if e["hook"] == "cost" and e["kind"] == "research")
            assert research_cost(sc.position(), 0) == max(0, level + 1 + unlocked), (fid, level)
        assert printed in (0, -1), fid
    assert not any(hasattr(f, "research_costs") for f in factions.values())


def test_k62_the_research_button_shows_what_the_next_level_costs():
    """Issue 15: a cheaper magic track is a printed ability, and the research choice
    shows its real cost: Moon Weavers at magic 1 pay 1 mana for level 2 (2 - 1)."""
    from game.ui.i18n import set_language
    from game.ui.kingdoms.words import choices

    sc = three(factions=["moon_weavers", "coin_guild", "rootbound"])
    sc.put(0, sc.r(0, 2), 2)
    sc.set_res(0, 3, 0, 0)
    sc.set_magic(0, 1)
    act(sc, "research")
    view = sc.view(0)
    assert view["seats"][0]["research_cost"] == 1 and view["seats"][1]["research_cost"] == 1
    set_language("en")
    label = next(c.label for c in choices(view, sc.legal(0), ["white", "purple", "yellow"]) if c.action == ("research",))
    assert label == "Research magic level 2 (1 mana)"
