"""One path for bots (issue 18): the window plays bots as the tools do.

For every registered game, bots-only games played through the window's
``Controller`` (ticked headless, bot delay 0, bots thinking on its worker
thread) and through the bot driver directly (as ``arena`` and the balance
tools play) give the same action log.  A bot's illegal or crashing answer is
logged, counted, reported by the tools and fails the test it happens in.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from game.core.bots import Bot, RandomBot
from game.core.match import Match
from game.core.protocol import GameConfig
from game.core.runner import DEFECTS, BotDefect, Driver
from game.core.userlog import log_path
from game.registry import entries, get_rules
from game.ui.controller import Controller, SeatSpec
from tests.defect_guard import expect_defects
from tests.toy_game import RULES as TOY

ROOT = Path(__file__).resolve().parents[1]
LEVELS = ("normal", "easy", "random")   # the levels without a search budget worth waiting for here


def cases() -> list[tuple[str, int, int]]:
    out = []
    for entry in entries():
        rules = entry.load_rules()
        for players in sorted({rules.min_players, min(rules.max_players, 3)}):
            for seed in (1, 2, 3):
                out.append((entry.id, players, seed))
    return out


def lineup(players: int, seed: int) -> list[str]:
    return [LEVELS[(seat + seed) % len(LEVELS)] for seat in range(players)]


def through_window(config: GameConfig, levels: list[str]) -> list:
    """The window's path: the Controller asks, its worker thread thinks, tick applies."""
    match = Match(config)
    ctl = Controller(match, [SeatSpec("bot", level) for level in levels], None, lambda: 0.0)
    for _ in range(100_000):
        if match.is_over():
            break
        ctl.tick()
        if ctl.pending:
            ctl.pending[2].result(timeout=60)      # wait for the worker instead of spinning
    assert match.is_over(), "the window's game did not end"
    return list(match.log)


def through_driver(config: GameConfig, levels: list[str]) -> list:
    rules = get_rules(config.game)
    state = rules.new_state(config)
    Driver.for_levels(rules, config, dict(enumerate(levels))).play(state)
    assert rules.is_over(state)
    return list(state.log)


@pytest.fixture
def frozen_budgets(monkeypatch):
    """Bots' wall-clock caps never run out, so a busy machine cannot make the two
    runs decide differently (both stop at their count limits instead)."""
    monkeypatch.setattr(time, "perf_counter", lambda: 0.0)


@pytest.mark.parametrize(("game", "players", "seed"), cases())
def test_bots_play_the_same_game_in_the_window_and_in_the_tools(game, players, seed, frozen_budgets):
    levels = lineup(players, seed)
    config = GameConfig(game, players, seed)
    window = through_window(config, levels)
    direct = through_driver(config, levels)
    first = next((i for i, (a, b) in enumerate(zip(window, direct, strict=False)) if a != b), None)
    assert window == direct, (f"{game} {players}p seed {seed} {levels}: the logs part at action {first}: "
                              f"window {window[first] if first is not None else len(window)} "
                              f"vs driver {direct[first] if first is not None else len(direct)}")


# --- defects ---------------------------------------------------------------------------

class IllegalBot(Bot):
    """Deliberately faulty: answers with an action no game has."""

    level = "faulty"

    def choose(self, view, legal):
        return ("no-such-move", 99)


class CrashingBot(Bot):
    level = "crashing"

    def choose(self, view, legal):
        raise ZeroDivisionError("deliberate")


def last_log_line() -> str:
    return log_path().read_text(encoding="utf-8").strip().splitlines()[-1]


def test_an_illegal_answer_is_logged_counted_and_ends_a_tool_game():
    config = GameConfig("toy", 2, 5)
    state = TOY.new_state(config)
    driver = Driver(TOY, "toy", {0: RandomBot(0, 1), 1: IllegalBot(1, 2)}, {0: "random", 1: "faulty"})
    before = DEFECTS.count
    with expect_defects(1), pytest.raises(BotDefect):
        driver.play(state)
    assert DEFECTS.count == before + 1
    line = last_log_line()
    assert "bot defect: game toy, seat 1, level faulty" in line and "('no-such-move', 99)" in line
    assert state.log == [(0, state.log[0][1])]      # only the good seat's move was played


def test_a_crash_is_logged_and_counted_too():
    state = TOY.new_state(GameConfig("toy", 2, 5))
    driver = Driver(TOY, "toy", {0: CrashingBot(0, 1), 1: RandomBot(1, 2)}, {0: "crashing", 1: "random"})
    with expect_defects(1), pytest.raises(BotDefect):
        driver.step(state)
    assert "game toy, seat 0, level crashing: crashed: ZeroDivisionError: deliberate" in last_log_line()
    assert state.log == []


def test_the_window_logs_and_counts_a_faulty_bot_before_it_plays_the_rules_sample():
    """No silent substitution: the window goes on only after the defect is on record."""
    entry = entries()[0]
    rules = entry.load_rules()
    players = rules.min_players
    match = Match(GameConfig(entry.id, players, 3))
    ctl = Controller(match, [SeatSpec("bot", "easy") for _ in range(players)], None, lambda: 0.0)
    seat = ctl.driver.next_seat(match.state)
    ctl.bots[seat] = IllegalBot(seat, 0)
    with expect_defects(1):
        while not match.log:
            ctl.tick()
            if ctl.pending:
                ctl.pending[2].result(timeout=60)
    assert f"bot defect: game {entry.id}, seat {seat}, level easy: illegal answer" in last_log_line()
    assert match.log[0][0] == seat and match.log[0][1] != ("no-such-move", 99)


def test_arena_and_simulate_report_defects_as_errors(monkeypatch):
    from game.core import runner
    from game.tools.arena import arena
    from game.tools.simulate import simulate

    entry = entries()[0]
    rules = entry.load_rules()
    players = rules.min_players
    real = runner.make_bot
    monkeypatch.setattr(runner, "make_bot", lambda game, level, seat, seed=0:
                        IllegalBot(seat, seed) if level == "easy" else real(game, level, seat, seed))
    with expect_defects(2):
        report = arena(entry.id, ["easy"] + ["random"] * (players - 1), 2, 1)
    assert report["errors"] == 2 and "bot defect" in report["error_details"][0]
    monkeypatch.setattr(type(rules), "sample_action", lambda self, state, seat, rng: ("no-such-move",))
    with expect_defects(1):
        report = simulate(entry.id, players, 1, 1)
    assert report["errors"] == 1 and "bot defect" in report["error_details"][0]


def test_a_defect_fails_the_test_it_happens_in(tmp_path):
    """Run two tests in a fresh pytest with the project's guard: the one whose bot
    answers illegally fails even though the game went on and it asserts nothing."""
    (tmp_path / "conftest.py").write_text(textwrap.dedent(f"""
        import sys
        sys.path.insert(0, {str(ROOT)!r})
        from tests.defect_guard import pytest_runtest_call, pytest_runtest_setup, pytest_runtest_teardown  # noqa
    """))
    (tmp_path / "test_inner.py").write_text(textwrap.dedent("""
        from game.core.bots import RandomBot
        from game.core.protocol import GameConfig
        from game.core.runner import Driver
        from tests.test_bot_driver import IllegalBot
        from tests.toy_game import RULES

        def play(bot):
            state = RULES.new_state(GameConfig("toy", 2, 1))
            Driver(RULES, "toy", {0: bot, 1: RandomBot(1, 1)}, fallback=True).play(state)   # the window's policy
            assert RULES.is_over(state)

        def test_a_good_bot():
            play(RandomBot(0, 1))

        def test_a_faulty_bot():
            play(IllegalBot(0, 1))
    """))
    env = {"PATH": "/usr/bin:/bin", "POCKET_EPICS_HOME": str(tmp_path / "home"), "SDL_VIDEODRIVER": "dummy"}
    (tmp_path / "home").mkdir()
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "test_inner.py"],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert "1 failed, 1 passed" in done.stdout, done.stdout + done.stderr
    assert "FAILED test_inner.py::test_a_faulty_bot" in done.stdout
    assert "bot defect: game toy, seat 0, level faulty" in done.stdout
    assert "bot defect: game toy, seat 0" in (tmp_path / "home" / "error.log").read_text(encoding="utf-8")
