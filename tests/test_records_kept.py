"""Finished games are kept in the user folder's records file: once per match,
never for a lesson; a damaged file is set aside, a newer version's left alone,
the caps hold, and a large file loads fast."""

from __future__ import annotations

import json
import random
import time

import pygame

from game.core import records
from game.core.match import Match
from game.core.protocol import GameConfig
from game.registry import windowed
from game.ui import session
from game.ui.controller import SeatSpec, writer
from game.ui.settings import Settings
from game.ui.stack import App
from game.ui.table.motion import StepClock
from tests.user_folder import home_fixture  # noqa: F401 - the fixture

GAMES = [e.id for e in windowed()]


def finished(game: str, seed: int = 3) -> Match:
    match = Match(GameConfig(game, 2, seed))
    rng = random.Random(seed)
    while not match.is_over():
        if match.automaton_to_move() is not None:
            match.play_one_step()
            continue
        seat = match.to_move()[0]
        match.submit(seat, match.rules.sample_action(match.state, seat, rng))
    return match


def play_to_the_scores(match: Match, meta: dict | None = None) -> App:
    """The finished match opened on its board in a real (persisting) window, a few frames run."""
    app = App(Settings(bot_speed="instant", anim_speed="off"), (1024, 640), persist=True, clock=StepClock())
    app.tip_delay = None
    surf = pygame.Surface(app.size)
    controller = session.make_controller(app, match, [SeatSpec("human"), SeatSpec("bot", "hard")], meta)
    session.open_board(app, controller)
    for _ in range(5):
        app.frame(surf, [], 0.05)
    assert not app.errors, app.errors[-1]
    writer().submit(lambda: None).result(timeout=30)        # the record is written with the saves
    return app


def test_a_finished_game_of_every_game_is_recorded_once(home):
    for game in GAMES:
        match = finished(game)
        play_to_the_scores(match, {"match": f"m-{game}"})
        play_to_the_scores(match, {"match": f"m-{game}"})        # the same match opened again: not counted twice
    kept = records.load_records(home / records.RECORDS_NAME)
    assert kept.problem is None
    assert [g["game"] for g in kept.games] == GAMES
    for entry in kept.games:
        assert entry["seats"] == ["human", "hard"]
        assert entry["length"] == len(entry["record"]["actions"]) > 0
        replayed = Match.replay(GameConfig.from_json(entry["record"]["config"]), entry["record"]["actions"])
        assert replayed.rules.result(replayed.state).scores == entry["scores"]


def test_a_lesson_is_not_recorded(home):
    play_to_the_scores(finished(GAMES[0]), {"tutorial": GAMES[0]})
    assert not (home / records.RECORDS_NAME).exists()


def entry(n: int, game: str = "kingdoms", actions: int = 0) -> dict:
    return {"id": f"g{n}", "date": f"2026-01-01T00:{n // 60 % 60:02d}:{n % 60:02d}", "game": game, "variant": None,
            "seats": ["human", "normal"], "scores": [n % 50, 20], "winners": [0] if n % 3 else [1], "length": actions,
            "record": {"edition": 1, "config": {"game": game, "players": 2, "seed": n}, "actions": [[0, ["pass"]]] * actions}}


def test_a_damaged_file_is_set_aside_and_the_game_goes_on(home):
    path = home / records.RECORDS_NAME
    path.write_text('{"format": "pocket-epics-records", "version": 1, "games": [', encoding="utf-8")
    assert records.add_game(entry(1))
    assert [p.name for p in home.glob("records.json*.bad")] == ["records.json.bad"]
    assert "records.json" in (home / "error.log").read_text()
    assert [g["id"] for g in records.load_records(path).games] == ["g1"]


def test_a_newer_versions_file_is_named_and_left_alone(home):
    path = home / records.RECORDS_NAME
    text = json.dumps({"format": records.RECORDS_FORMAT, "version": records.RECORDS_VERSION + 1, "games": []})
    path.write_text(text, encoding="utf-8")
    assert not records.add_game(entry(1))
    assert path.read_text(encoding="utf-8") == text
    kept = records.load_records(path)
    assert not kept.writable and "records.json" in kept.problem and "newer version" in kept.problem
    assert "newer version" in (home / "error.log").read_text()


def test_the_oldest_games_lose_their_moves_first_then_their_summaries(monkeypatch):
    monkeypatch.setattr(records, "MAX_GAMES", 6)
    monkeypatch.setattr(records, "MAX_REPLAYS", 3)
    games = records.trim([entry(n, actions=2) for n in range(9)])
    assert [g["id"] for g in games] == [f"g{n}" for n in range(3, 9)]
    assert [("record" in g) for g in games] == [False] * 3 + [True] * 3
    monkeypatch.setattr(records, "MAX_REPLAY_ACTIONS", 5)
    games = records.trim([entry(n, actions=2) for n in range(9)])
    assert [("record" in g) for g in games] == [False] * 4 + [True] * 2


def test_ten_thousand_records_load_in_half_a_second(tmp_path):
    path = tmp_path / records.RECORDS_NAME
    games = [entry(n) for n in range(10_000)]
    for g in games:
        del g["record"]
    records.write_records(games, path)
    start = time.process_time()
    kept = records.load_records(path)
    stats = records.statistics(kept.games)
    assert time.process_time() - start < 0.5
    assert len(kept.games) == 10_000 and stats["kingdoms"]["normal"]["played"] == 10_000


def test_ten_thousand_records_with_the_most_move_lists_kept_load_fast(tmp_path):
    """At the caps (2,000 move lists, 600,000 moves: about 19 MB) a load and the
    statistics take about 0.3 s of CPU; the bound is generous for a loaded machine."""
    path = tmp_path / records.RECORDS_NAME
    moves = records.MAX_REPLAY_ACTIONS // records.MAX_REPLAYS
    played = [[i % 2, ["build", [i % 20, i % 7], "tower"]] for i in range(moves)]
    games = [entry(n) for n in range(10_000)]
    for n, g in enumerate(games):
        if n < 10_000 - records.MAX_REPLAYS:
            del g["record"]                 # as trim leaves the older games
        else:
            g["record"]["actions"] = played     # one list written 2,000 times: the file is what counts
    assert records.trim(games) == games
    records.write_records(games, path)
    start = time.process_time()
    kept = records.load_records(path)
    stats = records.statistics(kept.games)
    assert time.process_time() - start < 1.0
    assert len(kept.games) == 10_000 and stats["kingdoms"]["normal"]["played"] == 10_000


def test_a_huge_file_is_set_aside_and_a_malformed_game_is_skipped(home, monkeypatch):
    path = home / records.RECORDS_NAME
    records.write_records([entry(1), {"game": "kingdoms", "scores": "many"}, entry(2)], path)
    assert [g["id"] for g in records.load_records(path).games] == ["g1", "g2"]
    monkeypatch.setattr(records, "MAX_RECORDS_BYTES", 100)
    kept = records.load_records(path)
    assert kept.kind == "set_aside" and kept.games == [] and "too large" in kept.problem
    assert (home / "records.json.bad").exists() and not path.exists()
