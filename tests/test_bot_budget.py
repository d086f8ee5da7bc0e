"""Bots think on a fixed budget of work, never on the clock (issue 23).

For every registered game: the same seed gives the same games (``arena``'s
``log_digest``), a machine whose clock races (every reading a second later,
as if each unit of work took a second) gets the same decisions from every
level, and the safety cap, the one clock a bot may read, is counted in the
arena report and written to error.log when it fires.
"""

from __future__ import annotations

import itertools
import time

import pytest

from game.core import bots as core_bots
from game.core.bots import make_bot
from game.core.protocol import GameConfig
from game.core.runner import Driver
from game.registry import available, get_rules
from game.tools.arena import arena

GAMES = available()
PREFIX = 40  # actions played by the clock test: enough to reach several searched decisions


def racing(monkeypatch, *clocks: str) -> None:
    """Every reading of each of ``clocks`` (names in ``time``) one second after the last."""
    for name in clocks:
        ticks = itertools.count(getattr(time, name)(), 1.0)
        monkeypatch.setattr(time, name, lambda ticks=ticks: next(ticks))


WALL_CLOCKS = ("perf_counter", "monotonic", "time")
CPU_CLOCKS = ("thread_time", "process_time")


def opening(game: str, seed: int, levels: list[str]) -> tuple[list, int]:
    """The first ``PREFIX`` actions of a game played through the bot driver (the
    path of the window and ``arena``), and the safety-cap hits."""
    rules = get_rules(game)
    config = GameConfig(game, len(levels), seed)
    state = rules.new_state(config)
    driver = Driver.for_levels(rules, config, dict(enumerate(levels)))
    while len(state.log) < PREFIX and driver.step(state) is not None:
        pass
    return list(state.log), sum(bot.cap_hits for bot in driver.players.values())


@pytest.mark.parametrize("game", GAMES)
def test_arena_gives_the_same_log_digest_for_the_same_seed(game):
    levels = ["normal", "easy"]
    first = arena(game, levels, 2, seed=4)
    again = arena(game, levels, 2, seed=4)
    other = arena(game, levels, 2, seed=5)
    assert first["errors"] == again["errors"] == other["errors"] == 0
    assert len(first["log_digest"]) == 64
    assert first["log_digest"] == again["log_digest"]
    assert other["log_digest"] != first["log_digest"]
    assert first["cap_hits"] == {"normal": 0, "easy": 0}


@pytest.mark.parametrize("game", GAMES)
def test_every_level_decides_the_same_on_a_racing_clock(game, monkeypatch):
    """A budget in seconds (the Kingdoms hard bot's old 0.2 s) ends at once on a racing
    clock and changes the game; a budget of work does not.  The wall clocks race as on a
    machine so busy that each unit of work waits a second, with the safety cap as shipped:
    it counts the thinking thread's CPU, so it never fires (a wall-clock cap did, under a
    CPU burner and three test suites: a 0.45 s Kingdoms search took over 15 s).  Then
    the CPU clocks race, with the cap out of reach, so a budget in CPU seconds shows too."""
    levels = ["hard", "normal"]
    calm, calm_hits = opening(game, 7, levels)
    with monkeypatch.context() as busy:
        racing(busy, *WALL_CLOCKS)
        walled, walled_hits = opening(game, 7, levels)
    with monkeypatch.context() as cpu:
        racing(cpu, *CPU_CLOCKS)
        cpu.setattr(core_bots.Bot, "safety_seconds", 1e12)
        spent, spent_hits = opening(game, 7, levels)
    assert calm_hits == walled_hits == spent_hits == 0
    assert len(calm) >= PREFIX
    assert walled == calm
    assert spent == calm


def test_the_safety_cap_is_counted_in_the_arena_report_and_logged(monkeypatch, tmp_path):
    """A cap that fires makes the game depend on the machine: never silently."""
    from game.core.userlog import reset_repeats

    monkeypatch.setenv("POCKET_EPICS_HOME", str(tmp_path))
    reset_repeats()
    monkeypatch.setattr(core_bots.Bot, "safety_seconds", -1.0)  # every search is a "runaway"
    report = arena("chronicles", ["hard", "normal"], 1, seed=2)
    assert report["errors"] == 0
    assert report["cap_hits"]["hard"] > 0 and report["cap_hits"]["normal"] > 0
    log = (tmp_path / "error.log").read_text(encoding="utf-8")
    assert "safety cap" in log and "game.chronicles.bots.HardBot" in log


def test_a_runaway_is_counted_once_per_decision():
    bot = make_bot("conquest", "random", 0, 1)
    bot.safety_seconds = -1.0
    deadline = bot.safety_deadline()
    assert bot.runaway(deadline) and bot.runaway(deadline)
    assert bot.cap_hits == 1
    assert bot.runaway(bot.safety_deadline()) and bot.cap_hits == 2
    bot.safety_seconds = 60.0
    assert not bot.runaway(bot.safety_deadline()) and bot.cap_hits == 2


def test_a_decision_is_timed_on_the_wall_clock_and_on_its_thread_s_cpu():
    """``decision_cpu`` is what a decision costs on one core, whatever else the machine
    runs: a bot that waits (as if the machine were busy) spends wall time, not CPU."""
    from game.core.bots import Bot
    from game.core.runner import Question, think

    class Waiting(Bot):
        def choose(self, view, legal):
            time.sleep(0.05)
            return legal[0]

    class Working(Bot):
        def choose(self, view, legal):
            end = time.thread_time() + 0.05
            while time.thread_time() < end:
                pass
            return legal[0]

    question = Question(0, {}, [("pass",)])
    waited = think(Waiting(0), question)
    worked = think(Working(0), question)
    assert waited.action == worked.action == ("pass",)
    assert waited.seconds >= 0.05 and waited.cpu < 0.02
    assert worked.cpu >= 0.05 and worked.seconds >= worked.cpu - 0.01


def test_the_arena_reports_decision_cpu_per_level():
    report = arena("conquest", ["normal", "easy"], 2, seed=4)
    for level in ("normal", "easy"):
        cpu, wall = report["decision_cpu"][level], report["decision_time"][level]
        assert set(cpu) == {"mean", "p95", "max"}
        # the report rounds to 10 µs: an easy bot's few-µs decisions may read 0
        assert 0 <= cpu["mean"] <= wall["mean"] * 1.5 + 2e-3
    assert report["decision_cpu"]["normal"]["max"] > 0
