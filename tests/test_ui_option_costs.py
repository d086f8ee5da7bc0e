"""Every Kingdoms option that costs something says its price, and the price
said is the price the engine then charges (issue 30: "every option says its cost")."""

from __future__ import annotations

import re

import pytest

from game.core.bots import RandomBot
from game.core.match import Match
from game.ui import i18n
from game.ui.kingdoms import words

# option kind -> (the event that pays for it, the field holding the price)
PRICED = {"build": ("built", "ore"), "research": ("researched", "mana"),
          "expand": ("expanded", "food"), "retreat": ("retreated", "food")}


def _said_price(label: str) -> int:
    """The number in the label's parenthesis; "free" is 0."""
    inside = re.search(r"\(([^)]*)\)\s*$", label)
    assert inside, label
    digits = re.search(r"\d+", inside.group(1))
    return int(digits.group(0)) if digits else 0


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_every_priced_kingdoms_option_says_the_price_it_charges(lang: str) -> None:
    i18n.set_language(lang)
    try:
        seen: dict[str, int] = {k: 0 for k in PRICED}
        for seed in range(1, 9):
            match = Match(words.make_config(3, seed, True, None))
            bots = [RandomBot(s, 11 * seed + s) for s in range(match.config.players)]
            for _ in range(3000):
                if match.is_over():
                    break
                seat = match.to_move()[0]
                view, legal = match.view(seat), match.legal(seat)
                priced = [c for c in words.choices(view, legal, ["blue", "orange", "green"]) if c.action[0] in PRICED]
                for c in priced:
                    assert "?" not in c.label, c.label
                move = priced[0].action if priced and seed % 2 else bots[seat].choose(view, legal)
                label = next((c.label for c in priced if c.action == move), None)
                before = len(match.state.events)
                match.submit(seat, move)
                if label is None:
                    continue
                kind, field = PRICED[move[0]]
                paid = [e for e in match.state.events[before:] if e.kind == kind]
                assert paid, (move, label)
                assert _said_price(label) == int(paid[0].args[field]), (lang, label, paid[0])
                seen[move[0]] += 1
        assert all(seen.values()), seen
    finally:
        i18n.set_language("en")



def test_chronicles_money_line_counts_after_the_magpies_credit() -> None:
    """"Cost 2 gold · you have 6 · left 5" mixed the price before the Magpie's credit
    with the rest after it: now price − credit = pay and pay + left = what you have."""
    from game.ui.chronicles import positions
    from game.ui.chronicles import words as cwords
    from game.ui.chronicles.placement import money_line
    from game.ui.screenshot import build_app

    checked = 0
    for seed in range(1, 12):
        app = build_app("en", (1280, 800))
        positions.stage(app, "placement", seed)
        plan = app.stack[-1].plan
        cost = cwords.t().cost
        magpies = [u for u in plan.hand if cost[u] < 0]
        others = [u for u in plan.hand if cost[u] > 0]
        free = [s for s in range(5) if plan.slots[s] is None and plan.available(s)]
        if not magpies or not others or len(free) < 2:
            continue
        plan.place(magpies[0], free[0])
        plan.place(others[0], free[1])
        plan.use_best_order()
        _rows, text = money_line(plan)
        nums = [int(n) for n in re.findall(r"\d+", text)]
        assert "credit" in text and len(nums) == 5, text
        price, credit, pay, have, left = nums
        assert price - credit == pay and pay + left == have == plan.kingdom["gold"], text
        checked += 1
    assert checked, "no seed dealt a Magpie with a card to pay after it"


def test_chronicles_war_points_are_said_apart_from_the_bonus() -> None:
    """"Orange wins 2 wars: +8 VP" folded a Sleeping Giant's bonus into the war
    points: the event now carries the wars' own 3 VP each and the bonus apart, and
    the log line names the bonus separately."""
    from game.core.protocol import GameConfig
    from game.ui.chronicles.positions import _bots, _step

    bonus_lines = 0
    for seed in range(1, 13):
        match = Match(GameConfig("chronicles", 4, seed, None, {}))
        bots = _bots(4, seed)
        for _ in range(400):
            if match.is_over():
                break
            for ev in _step(match, bots):
                if ev.kind != "war_result":
                    continue
                a = ev.args
                assert a["vp"] == 3 * a["wars"], a
                line = i18n.tr("chronicles.event.war_result", **{**a, "player": "Orange"})
                assert f"+{a['vp']} VP" in line, line
                if a["bonus"]:
                    assert f"+{a['bonus']} VP from cards and buildings" in line, line
                    bonus_lines += 1
    assert bonus_lines, "no war bonus met in these games"


def test_a_tie_broken_by_a_tiebreaker_says_so_in_every_game() -> None:
    """"Purple wins!" on a tie did not say the tie-breaker chose: the headline now
    names the deciding criterion (Galaxies and Conquest; Kingdoms and Chronicles
    already did)."""
    from game.ui.conquest.scoring import TB_KEYS as CONQUEST
    from game.ui.galaxies.scoring import TB_KEYS as GALAXIES
    from game.ui.scenes.score_table import tie_reason

    # rows start with the score: tied on 10, equal colonies, the empire level decides
    assert tie_reason([10, 10, 7], [(10, 3, 4, 5), (10, 3, 2, 9), (7, 5, 5, 5)], GALAXIES) == \
        "Tied on points; decided by empire level."
    assert tie_reason([9, 9], [(9, 4, 1), (9, 3, 2)], CONQUEST) == \
        "Tied on points; decided by cities (face-up and stacked)."
    assert tie_reason([10, 8], [(10, 1, 1), (8, 5, 5)], CONQUEST) == ""          # no tie
    assert tie_reason([9, 9], [(9, 4, 1), (9, 4, 1)], CONQUEST) == ""            # a shared win
    i18n.set_language("ru")
    try:
        assert tie_reason([9, 9], [(9, 4, 1), (9, 4, 2)], CONQUEST).startswith("Равенство очков; решающий показатель: ")
    finally:
        i18n.set_language("en")
