"""Galaxies bots: they play whole games from views, stay within their time,
and never decide on what their seat cannot see."""

from __future__ import annotations

import random
import time

from game.core.bots import make_bot
from game.core.protocol import GameConfig, random_choice
from game.core.runner import Driver
from game.galaxies.bots import BOTS, HardBot
from game.galaxies.rules import RULES


def play(levels, seed, variant=None, options=None):
    config = GameConfig("galaxies", len(levels), seed, variant, options or {})
    st = RULES.new_state(config)
    bots = {s: make_bot("galaxies", level, s, seed + s) for s, level in enumerate(levels)}
    Driver(RULES, "galaxies", bots).play(st)     # the one bot path (it plays the hostile galaxy's steps too)
    return st


def test_every_level_is_registered_and_plays_full_games():
    assert set(BOTS) == {"easy", "normal", "hard", "expert"}
    st = play(["easy", "normal", "hard"], 3, options={"max_rounds": 3})
    assert st.over and RULES.result(st).winners
    st = play(["normal"], 4, variant="hostile2")
    assert st.over


def positions(seed, players, count, variant=None):
    """Positions reached by random play where seat 0 must decide."""
    st = RULES.new_state(GameConfig("galaxies", players, seed, variant))
    rng = random.Random(seed)
    found = []
    while RULES.to_move(st) and len(found) < count:
        seat = RULES.to_move(st)[0]
        if seat == 0 and len(RULES.legal_actions(st, 0)) > 1 and rng.random() < 0.3:
            found.append(RULES.clone(st))
        RULES.submit(st, seat, random_choice(rng, RULES.legal_actions(st, seat)))
    return found


def scramble(st, rng):
    """Change only what seat 0 cannot see: the deck order, rivals' missions, future dice."""
    rng.shuffle(st.deck)
    mine = {st.kept[0], st.dropped[0]}
    pool = [m.id for m in RULES.content.missions if m.id not in mine]
    rng.shuffle(pool)
    for s in range(1, st.n):
        if st.kept[s]:
            st.kept[s], st.dropped[s] = pool[2 * s], pool[2 * s + 1]
    st.rng = random.Random(rng.random())
    return st


def test_fairness_hidden_information_never_changes_a_decision():
    """Rivals' missions, deck order and (solo) the hostile galaxy's future dice are not in the view."""
    rng = random.Random(1)
    for players, variant in ((3, None), (1, "hostile3")):
        for st in positions(5, players, 6, variant):
            view = RULES.view(st, 0)
            legal = RULES.legal_actions(st, 0)
            for level in BOTS:
                a = make_bot("galaxies", level, 0, 99).choose(view, legal)
                other = scramble(RULES.clone(st), rng)
                assert RULES.view(other, 0) == view
                b = make_bot("galaxies", level, 0, 99).choose(RULES.view(other, 0), RULES.legal_actions(other, 0))
                assert a == b, (level, a, b)


def test_the_safety_cap_stops_a_runaway_search_and_counts_it():
    """The budget is samples; the clock only stops a runaway."""
    bot = HardBot(0, 1)
    bot.safety_seconds = 0.05
    bot.samples = 10_000
    searched = 0
    for st in positions(2, 2, 4):
        t0 = time.perf_counter()
        hits = bot.cap_hits
        bot.choose(RULES.view(st, 0), RULES.legal_actions(st, 0))
        assert time.perf_counter() - t0 < 1.0
        searched += bot.cap_hits - hits
    assert searched > 0


def test_the_bots_model_agrees_with_the_view_it_was_built_from():
    """A bot's model (hidden parts sampled) shows the same public board as its view."""
    from game.galaxies.bots import model_from_view

    rng = random.Random(3)
    for players, variant in ((4, None), (1, "hostile4")):
        for st in positions(8, players, 5, variant):
            view = RULES.view(st, 0)
            model = model_from_view(view, rng)
            again = RULES.view(model, 0)
            for key in ("row", "deck_size", "discard", "empires", "dice", "track", "follow_cost",
                        "free_reroll_used", "converter_used", "active", "round", "my_mission"):
                assert again[key] == view[key], key
