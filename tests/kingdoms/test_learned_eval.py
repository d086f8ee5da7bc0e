"""The fitted Kingdoms leaf evaluation: its weights file is checked at load, and it values what it should.

``game/kingdoms/data/kingdoms_eval.json`` holds the weights fitted by
``build_scripts/kingdoms_fit_eval.py``; a broken entry must fail with an error
naming the file and the entry, not play a silently different bot.
"""

from __future__ import annotations

import json

import pytest

from game.core.content import ContentError
from game.kingdoms.ai import learned
from game.kingdoms.ai.evaluate import utility, values
from game.kingdoms.scenario import Scenario
from game.kingdoms.scoring import score_game


def _good() -> dict:
    return json.loads(learned.DATA.read_text(encoding="utf-8"))


def test_the_shipped_weights_load_one_per_feature_for_each_fit():
    fits = learned.load_weights()
    assert set(fits) == set(learned.FITS)
    assert all(len(w) == len(learned.FEATURES) for w in fits.values())
    assert learned.check_weights(_good(), learned.DATA) == fits
    assert learned.weights_for(2) == fits["2"]
    assert learned.weights_for(3) == learned.weights_for(5) == fits["3+"]


@pytest.mark.parametrize(("change", "entry"), [
    (lambda d: d["fits"]["2"]["weights"].pop("meeples"), "fits.2.weights.meeples"),
    (lambda d: d["fits"]["3+"]["weights"].__setitem__("meeple", 1.0), "fits.3+.weights.meeple"),
    (lambda d: d["fits"]["2"]["weights"].__setitem__("score", "1.0"), "fits.2.weights.score"),
    (lambda d: d["fits"]["2"]["weights"].__setitem__("income", True), "fits.2.weights.income"),
    (lambda d: d["fits"]["3+"]["weights"].__setitem__("tower", 1e6), "fits.3+.weights.tower"),
    (lambda d: d["fits"]["2"].pop("weights"), "fits.2.weights"),
    (lambda d: d["fits"].pop("3+"), "fits.3+"),
    (lambda d: d["fits"].__setitem__("5", {}), "fits.5"),
    (lambda d: d.pop("fits"), "fits"),
])
def test_a_broken_entry_names_the_file_and_the_entry(tmp_path, change, entry):
    data = _good()
    change(data)
    path = tmp_path / "kingdoms_eval.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ContentError) as err:
        learned.load_weights(str(path))
    assert err.value.entry == entry
    assert "kingdoms_eval.json" in str(err.value)


def test_a_file_that_is_not_json_names_the_file(tmp_path):
    path = tmp_path / "kingdoms_eval.json"
    path.write_text("{weights: ", encoding="utf-8")
    with pytest.raises(ContentError) as err:
        learned.load_weights(str(path))
    assert "kingdoms_eval.json" in str(err.value)


def _midgame(meeples_of_seat0: int) -> Scenario:
    """Mid-game, seat 1 the same each time; seat 0 with fewer or more meeples on the board."""
    sc = Scenario(2, ["T1A", "T2A", "T3A"])
    sc.no_neutrals()
    sc.put(0, sc.r(0, 2))
    for cell in (0, 1, 3)[: meeples_of_seat0 - 1]:
        sc.put(0, sc.r(0, cell))
    sc.put(1, sc.r(1, 0), 2)
    sc.put(1, sc.r(1, 2))
    sc.set_res(0, mana=2, ore=2, food=2)
    sc.set_res(1, mana=2, ore=2, food=2)
    sc.set_tower(0, 2)
    sc.set_tower(1, 2)
    sc.start(active=0, turn=14)
    return sc


def test_keeping_meeples_is_worth_more_than_today_values_say():
    weights = learned.weights_for(2)
    fitted = [utility(learned.learned_values(_midgame(k).state, weights), 0) for k in (2, 3, 4)]
    today = [utility(values(_midgame(k).state, tokens=True), 0) for k in (2, 3, 4)]
    assert fitted[0] < fitted[1] < fitted[2]
    # a meeple kept on the board is worth more than the 1 VP (plus its region's income) today's values give it
    assert fitted[2] - fitted[0] > today[2] - today[0]


def test_a_finished_game_is_scored_as_values_scores_it():
    sc = _midgame(3)
    s = sc.state
    s.over = True
    s.result_data = score_game(s)
    assert learned.learned_values(s, learned.weights_for(2)) == values(s)


def test_the_hard_search_values_its_leaves_with_the_fit_and_the_measuring_search_by_hand():
    from game.kingdoms.ai import search

    s = _midgame(3).state
    assert search.leaf(s) == learned.learned_values(s, learned.weights_for(2))
    assert search.leaf(s, sharp=False) == values(s)
    assert search.leaf(s) != values(s, tokens=True)


def test_the_fitted_leaves_still_count_face_up_camp_fort_and_church():
    """The recorded games had no tokens (exploration variant only), so their terms keep
    the hand weights: the hard bot's leaves value a camp its seat controls, as in issue 15."""
    from game.kingdoms.ai import search
    from tests.kingdoms.helpers import scenario

    sc = scenario(3, exploration=True)
    sc.put(0, sc.r(0, 2), 2)
    sc.put(1, sc.r(1, 2), 2)
    sc.put(2, sc.r(2, 2), 2)
    plain = search.leaf(sc.position())
    for k, kind in enumerate(("camp", "fort", "church")):
        sc.token(sc.r(0, 2) if k == 0 else sc.r(k, 2), kind, up=True)
    with_tokens = search.leaf(sc.state)
    assert all(with_tokens[seat] > plain[seat] for seat in range(3))
    assert with_tokens[0] - plain[0] > with_tokens[2] - plain[2]        # a camp is worth more than a church
