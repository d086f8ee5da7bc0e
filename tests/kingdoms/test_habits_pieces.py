"""A habits run played in pieces (``--first``, ``--raw``) merges into the run played whole."""

from __future__ import annotations

from game.kingdoms import habits


def test_two_pieces_merge_into_the_whole_run():
    whole = habits.count(["easy", "random"], 2, 5, progress=False, raw=True)
    parts = [habits.count(["easy", "random"], 1, 5, progress=False, first=k, raw=True) for k in (0, 1)]
    merged = habits.merge(parts)
    assert merged["games"] == 2 and merged["pieces"] == [(0, 0), (1, 1)]
    assert [p["played"][0] for p in parts] == whole["played"]
    for level in ("easy", "random"):
        got, want = merged["levels"][level], whole["levels"][level]
        for key in ("selects", "select_then_nothing", "moves", "same_meeple_moves", "lowering_moves",
                    "left_then_entered", "idle_meeples", "win_rate", "wins_by_seat"):
            assert got[key] == want[key], key
        assert got["decisions"] == len(want["decision_cpu"])
