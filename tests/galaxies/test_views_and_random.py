"""Hidden information (G89), reproducibility (G90), random full games with
invariants after every action for 1–5 players, and saves with an illegal move."""

from __future__ import annotations

import json
import random

import pytest

from game.core.match import Match
from game.core.protocol import GameConfig, random_choice
from game.core.saves import SaveError, load_match, save_match
from game.galaxies.rules import RULES


def hidden_leaks(st, seat) -> list[str]:
    """Hidden things (deck order, others' missions, the box) found in ``seat``'s view."""
    text = json.dumps(RULES.view(st, seat))
    leaks = [p for p in st.deck if f'"{p}"' in text]
    for s in range(st.n):
        if s != seat:
            leaks += [m for m in (st.kept[s], st.dropped[s], *st.dealt[s]) if m and f'"{m}"' in text
                      and not (st.over and m == st.kept[s])]
    leaks += [m for m in st.box if f'"{m}"' in text]
    if '"deck"' in text or "rng" in text:
        leaks.append("deck/rng field")
    return leaks


def play(players: int, seed: int, check_views: bool = True, **options) -> Match:
    match = Match(GameConfig("galaxies", players, seed, options=options))
    rng = random.Random(seed)
    for _ in range(20_000):
        seats = match.to_move()
        if not seats:
            return match
        seat = seats[rng.randrange(len(seats))]
        match.submit(seat, random_choice(rng, match.legal(seat)))
        problems = RULES.check_invariants(match.state)
        assert not problems, problems
        if check_views and rng.random() < 0.2:
            for s in range(players):
                assert not hidden_leaks(match.state, s)
    raise AssertionError("game did not end")


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_random_full_games_keep_every_invariant(players):
    """Random games end with a result; 0..7 resources, ship counts, one ship per
    surface/track (G32), no colonized planet in the row, VP = recomputed score,
    and views never hold hidden information (G89)."""
    for seed in range(2):
        match = play(players, seed)
        result = RULES.result(match.state)
        assert result.winners and len(result.scores) == RULES.seat_count(match.config)


def test_solo_random_games_at_every_difficulty():
    for difficulty in range(1, 6):
        match = Match(GameConfig("galaxies", 1, difficulty, variant=f"hostile{difficulty}"))
        rng = random.Random(difficulty)
        while match.to_move():
            seat = match.to_move()[0]
            match.submit(seat, random_choice(rng, match.legal(seat)))
            assert not RULES.check_invariants(match.state)
        assert RULES.result(match.state).winners


def test_g89_views_hide_missions_box_and_deck_order():
    st = RULES.new_state(GameConfig("galaxies", 4, 3))
    for seat in range(4):
        view = RULES.view(st, seat)
        assert view["my_dealt"] == st.dealt[seat]
        assert not hidden_leaks(st, seat)
    spectator = json.dumps(RULES.view(st, None))
    assert not any(f'"{m}"' in spectator for d in st.dealt for m in d)
    assert RULES.view(st, 0)["deck_size"] == len(st.deck)


def test_g90_same_seed_and_log_reproduce_the_game():
    match = play(3, 7, check_views=False, max_rounds=4)
    again = Match.replay(match.config, match.log)
    assert again.view(None) == match.view(None)
    assert [e.kind for e in again.state.events] == [e.kind for e in match.state.events]
    clone = RULES.clone(match.state)
    assert RULES.view(clone, 1) == match.view(1)


def test_max_rounds_ends_the_game():
    match = play(2, 3, check_views=False, max_rounds=2)
    assert match.state.round_no <= 2 and match.is_over()


def test_save_with_an_illegal_action_gives_a_clear_error(tmp_path):
    match = Match(GameConfig("galaxies", 2, 5))
    rng = random.Random(1)
    for _ in range(20):
        seat = match.to_move()[0]
        match.submit(seat, random_choice(rng, match.legal(seat)))
    path = tmp_path / "galaxies_game.json"
    save_match(match, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["actions"][5][1] = ["activate", 99]
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError) as info:
        load_match(path)
    assert "galaxies_game.json" in str(info.value) and "move" in str(info.value)
