"""Kingdoms exploration tokens and hidden information (spec 5.12, 7): K87-K96, K100.

Card 0 (T1A):   r0 F | r1 M | r2 P
                r3 W | r4 K | r5 R
                r6 P | r7 C | r8 F
"""

from __future__ import annotations

import random

import pytest

from game.kingdoms.scoring import score_game
from game.kingdoms.state import DOWN, FLAG, GONE, UP
from tests.kingdoms.helpers import grid_rules, play_random, reach_act, scenario, settle, setup_state
from tests.kingdoms.test_war import war


def mover(res=(0, 0, 0), token=None, up=False):
    """Seat 0 has meeples on r2 and r8; seat 0 will patrol r2 -> r1 where ``token`` lies."""
    sc = scenario(3, exploration=True)
    m = sc.put(0, sc.r(0, 2))[0]
    sc.put(0, sc.r(0, 8))
    sc.put(1, sc.r(1, 0), 2)
    sc.put(2, sc.r(2, 0), 2)
    sc.set_res(0, *res)
    t = sc.token(sc.r(0, 1), token, up=up) if token else -1
    sc.start(0)
    reach_act(sc, "patrol")
    return sc, m, t


def test_k87_k93_entering_turns_a_token_over_and_a_blank_does_nothing():
    sc, m, t = mover(token="blank")
    s = sc.state
    before = [list(r) for r in s.res]
    sc.do(0, ("patrol", m, sc.r(0, 1)))
    assert s.tok_state[t] == GONE and s.reg_tok[sc.r(0, 1)] == -1
    revealed = [e for e in s.events if e.kind == "token_revealed"]
    assert revealed and revealed[0].reveal and revealed[0].args["type"] == "blank"
    assert s.res == before and s.m_region[m] == sc.r(0, 1)


def test_k87_a_retreat_into_a_token_region_turns_it_over_for_the_retreating_player():
    tokens = []

    def camp(sc):
        tokens.append(sc.token(sc.r(0, 4), "camp"))
    sc, am, dm = war(def_res=(0, 0, 5), before=camp, exploration=True)
    sc.do(0, ("bid", 3))
    settle(sc, lambda s, seat, legal: ("retreat", sc.r(0, 4)) if ("retreat", sc.r(0, 4)) in legal else None)
    s = sc.state
    t = tokens[0]
    assert s.tok_state[t] == UP and s.m_region[dm] == sc.r(0, 4)
    found = [e for e in s.events if e.kind == "token_revealed"]
    assert found[0].args["seat"] == 1


def test_k88_treasure_gives_two_resources_of_choice_and_is_discarded():
    sc, m, t = mover(res=(0, 0, 8), token="treasure")
    s = sc.state
    sc.do(0, ("patrol", m, sc.r(0, 1)))
    assert s.dec == "treasure" and len(sc.legal(0)) == 6
    sc.do(0, ("treasure", "mana", "food"))
    assert s.res[0] == [1, 0, 9] and s.tok_state[t] == GONE


def test_k89_bandit_pay_two_or_lose_the_meeple():
    sc, m, t = mover(res=(1, 1, 0), token="bandit")
    s = sc.state
    sc.do(0, ("patrol", m, sc.r(0, 1)))
    assert set(sc.legal(0)) == {("bandit_pay", ("mana", "ore")), ("bandit_remove",)}
    sc.do(0, ("bandit_remove",))
    assert s.m_region[m] == -1 and s.in_play[0] == 1 and s.tok_state[t] == GONE
    sc2, m2, t2 = mover(res=(0, 0, 5), token="bandit")
    sc2.do(0, ("patrol", m2, sc2.r(0, 1)))
    assert set(sc2.legal(0)) == {("bandit_pay", ("food", "food")), ("bandit_remove",)}
    sc2.do(0, ("bandit_pay", ("food", "food")))
    assert sc2.state.res[0] == [0, 0, 3] and sc2.state.m_region[m2] == sc2.r(0, 1)


def test_k89_a_bandit_never_removes_the_last_meeple():
    sc = scenario(3, exploration=True)
    m = sc.put(0, sc.r(0, 2))[0]
    sc.put(1, sc.r(1, 0), 2)
    sc.put(2, sc.r(2, 0), 2)
    sc.set_res(0, 1, 0, 0)
    sc.token(sc.r(0, 1), "bandit")
    sc.start(0)
    reach_act(sc, "patrol")
    sc.do(0, ("patrol", m, sc.r(0, 1)))
    s = sc.state
    assert s.m_region[m] == sc.r(0, 1) and s.res[0] == [0, 0, 0]      # paid all it had


@pytest.mark.parametrize("lang, last_meeple_clause", [
    ("en", "A player's last meeple is never sent back: they pay 2, or all they have if that is less."),
    ("ru", "Последнего подданного игрока не возвращают никогда: он платит 2 или всё, что есть, если меньше."),
    ("uk", "Останнього підданого гравця не повертають ніколи: він сплачує 2 або все, що має, якщо менше."),
])
def test_a18_the_rules_page_for_bandits_says_what_the_engine_does(lang, last_meeple_clause):
    """Issue 15: the in-game rules page (catalog key kingdoms.rules.tokens.body) describes
    decision A18, which the engine follows (test_k89_a_bandit_never_removes_the_last_meeple),
    not the rulebook's bare "pay 2 or lose the meeple"."""
    from game.locales import load_lang

    catalog = load_lang(lang)
    bandit = next(line for line in catalog["kingdoms.rules.tokens.body"].splitlines()
                  if line.startswith("• ") and ("Bandit" in line or "Разбойн" in line or "Розбійн" in line))
    assert bandit.endswith(last_meeple_clause)
    fort = next(line for line in catalog["kingdoms.rules.tokens.body"].splitlines()
                if line.startswith(("• Fort", "• Форт")))
    assert "2" in fort and len(fort.split(". ")) >= 2       # says the fort's own region gets no discount


def test_k90_dragons_lair_lowers_the_tower_and_the_loser_retreats_for_free():
    def dragon(sc):
        sc.token(sc.r(0, 8), "dragon_lair", up=True)
        sc.set_tower(1, 1)
    sc, am, dm = war(def_res=(0, 0, 0), before=dragon, exploration=True)
    sc.do(0, ("bid", 2))
    s = sc.state
    while s.dec == "pay":
        sc.do(0, sc.legal(0)[0])
    assert s.dec == "dragon" and sc.to_move() == (0,)
    sc.do(0, ("dragon", True))
    assert s.tower[1] == 0
    legal = sc.legal(1) if s.stack else []
    assert legal and all(a[0] == "retreat" for a in legal)      # free and required (food is 0)
    sc.do(1, legal[0])
    assert s.m_region[dm] >= 0 and s.res[1][2] == 0


def test_k90_k100_no_dragon_at_tower_zero():
    def dragon(sc):
        sc.token(sc.r(0, 8), "dragon_lair", up=True)
    sc, am, dm = war(def_res=(0, 0, 9), before=dragon, exploration=True)
    sc.do(0, ("bid", 2))
    s = sc.state
    while s.dec == "pay":
        sc.do(0, sc.legal(0)[0])
    assert s.dec != "dragon" and s.tower[1] == 0


def test_k100_dragon_lowers_the_tower_once_per_war():
    sc = scenario(3, exploration=True)
    shared = sc.r(0, 1)
    sc.put(0, shared)
    sc.put(1, shared)
    am = sc.put(0, sc.r(0, 2))[0]
    sc.put(1, sc.r(0, 5), down=False)
    sc.put(1, sc.r(1, 0))
    sc.put(2, sc.r(2, 0), 2)
    sc.token(shared, "dragon_lair", up=True)
    sc.set_tower(1, 3)
    sc.set_res(0, 5, 5, 0)
    sc.set_res(1, 0, 0, 0)
    sc.start(0)
    reach_act(sc, "patrol")
    sc.do(0, ("patrol", am, sc.r(0, 5)))
    sc.do(0, ("bid", 1))
    s = sc.state
    invoked = 0
    while s.stack:
        seat = sc.to_move()[0]
        legal = sc.legal(seat)
        if ("dragon", True) in legal:
            invoked += 1
            sc.do(seat, ("dragon", True))
        else:
            sc.do(seat, legal[0])
    assert invoked == 1 and s.tower[1] == 2


def test_k92_church_saves_a_meeple_that_would_be_removed():
    tokens = []

    def church(sc):
        tokens.append(sc.token(sc.r(1, 0), "church", up=True))
    sc, am, dm = war(def_res=(0, 0, 0), before=church, exploration=True)
    s = sc.state
    assert len([i for i in s.reg[sc.r(1, 0)] if s.m_owner[i] == 1]) == 1
    sc.do(0, ("bid", 2))
    while s.dec == "pay":
        sc.do(0, sc.legal(0)[0])
    assert set(sc.legal(1)) == {("church",), ("remove",)}
    sc.do(1, ("church",))
    assert s.m_region[dm] == sc.r(1, 0) and len(s.reg[sc.r(1, 0)]) == 2
    assert s.tok_state[tokens[0]] == GONE


def test_k94_tokens_that_stay_help_every_controller_including_both_allies():
    sc = scenario(3, exploration=True)
    shared = sc.r(0, 1)
    sc.put(0, shared)
    sc.put(1, shared)
    sc.put(0, sc.r(0, 2))
    sc.put(1, sc.r(1, 2))
    sc.put(2, sc.r(2, 2), 2)
    sc.token(shared, "camp", up=True)
    sc.token(sc.r(0, 2), "town", up=True)
    t2 = sc.token(sc.r(1, 2), "town", up=True)
    sc.start(2)
    sc.do(2, ("select", "build"))
    s = sc.state
    assert s.res[0][1] == 2 and s.res[1][1] == 2       # mountain + camp for both allies
    assert s.tok_state[t2] == UP
    r = score_game(s)
    assert r.breakdown[0]["towns"] == 1 and r.breakdown[1]["towns"] == 1


def test_k95_face_down_and_boxed_tokens_are_unknown_in_every_view():
    rules = grid_rules()
    for players in (3, 5):
        s = setup_state(rules, players, 8, "exploration")
        hidden = [t for t in range(16) if s.tok_state[t] in (0, DOWN)]
        assert hidden
        for seat in [None, *range(players)]:
            view = rules.view(s, seat)
            for t in hidden:
                assert view["tokens"][t]["type"] == "unknown"
            text = repr(view["tokens"])
            assert all(s.tok_type[t] not in text or s.tok_type[t] in
                       {x["type"] for x in view["tokens"] if x["state"] not in ("down", "box")} for t in hidden)


def test_k96_every_seat_sees_the_same_public_state():
    rules = grid_rules()
    s = setup_state(rules, 4, 2, "exploration")
    rng = random.Random(2)
    for _ in range(300):
        if not rules.to_move(s):
            break
        views = [rules.view(s, seat) for seat in [None, 0, 1, 2, 3]]
        for v in views:
            v.pop("seat")
            if v["war"]:
                v["war"].pop("my_bid", None)
        assert all(v == views[0] for v in views)
        seats = rules.to_move(s)
        seat = seats[rng.randrange(len(seats))]
        legal = rules.legal_actions(s, seat)
        rules.apply(s, seat, legal[rng.randrange(len(legal))])


def test_k32_k95_random_games_never_leak_bids_or_tokens():
    """Invariants (checked after every action) include the hidden-information checks."""
    rules = grid_rules()
    wars = 0
    for seed in range(6):
        s = setup_state(rules, 3 + seed % 3, seed, "exploration")
        play_random(rules, s, random.Random(seed))
        wars += sum(1 for e in s.events if e.kind == "war_revealed")
    assert wars > 0
    assert FLAG == "flag"


def test_k87_k89_a_bandit_found_while_retreating_is_settled_inside_the_war():
    def bandit(sc):
        sc.token(sc.r(0, 4), "bandit")
    sc, am, dm = war(def_res=(1, 1, 5), before=bandit, exploration=True)
    sc.do(0, ("bid", 3))
    s = sc.state
    settle_to = ("retreat", sc.r(0, 4))
    while s.dec != "fate":
        sc.do(sc.to_move()[0], sc.legal(sc.to_move()[0])[0])
    sc.do(1, settle_to)
    assert s.dec == "bandit" and sc.to_move() == (1,)
    assert ("bandit_remove",) in sc.legal(1)
    sc.do(1, ("bandit_pay", ("mana", "food")))
    assert not s.stack and s.m_region[dm] == sc.r(0, 4) and s.res[1] == [0, 1, 5 - 2 - 1]


def test_a37_dragon_with_no_retreat_uses_the_church_or_removes():
    def setup(sc):
        sc.token(sc.r(0, 8), "dragon_lair", up=True)
        sc.token(sc.r(1, 0), "church", up=True)
        sc.set_tower(1, 2)
        sc.put(2, sc.r(0, 4))                   # blocks r4; r2 keeps a second meeple of the attacker
        sc.put(0, sc.r(0, 2))
    sc, am, dm = war(def_res=(0, 0, 9), before=setup, exploration=True)
    s = sc.state
    assert len(s.reg[sc.r(0, 2)]) == 1          # the attacker's origin is still held
    sc.do(0, ("bid", 3))
    while s.dec == "pay":
        sc.do(0, sc.legal(0)[0])
    sc.do(0, ("dragon", True))
    assert set(sc.legal(1)) == {("church",), ("remove",)}
    sc.do(1, ("church",))
    assert s.m_region[dm] == sc.r(1, 0) and s.tower[1] == 1


def test_k8_five_players_a_home_card_with_few_eligible_regions_gets_them_all():
    from game.core.protocol import GameConfig
    from game.kingdoms.rules import KingdomsRules
    from game.kingdoms.sides import grid_side

    small = {f"T{c}A": grid_side(f"T{c}A", ["FWW", "WMW", "PWC"]) for c in range(1, 7)}
    rules = KingdomsRules(sides=small)
    s = rules.new_state(GameConfig("kingdoms", 5, 3, "exploration", {}))
    play_random(rules, s, random.Random(3), stop=lambda s: s.phase != "setup")
    for p in range(5):
        on_card = [t for t in range(16) if s.tok_state[t] == DOWN and s.board.card[s.tok_region[t]] == p]
        assert len(on_card) == 2
    assert sum(1 for t in range(16) if s.tok_state[t] == 0) == 15 - 10
