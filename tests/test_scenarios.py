"""Every registered game's position builder (``game/<id>/scenario.py``, declared as
``GameEntry.scenarios``): its demo positions are legal, play on to a real end,
save and load through the save code, replay to the same views and undo like
any game without ever rewinding into the preset; a bad preset is refused with
an error naming the entry, also when it comes from a save."""

from __future__ import annotations

import json
import random

import pytest

from game.core.match import Match
from game.core.protocol import GameConfig
from game.core.saves import SaveError, load_match, save_match
from game.core.scenario import OPTION, ScenarioBook, ScenarioError
from game.registry import available, get_entry, get_rules, windowed

GAMES = available()


def book(game: str) -> ScenarioBook:
    found = get_entry(game).load_scenarios()
    assert isinstance(found, ScenarioBook), f"{game} declares no position builder (GameEntry.scenarios)"
    return found


def views(match: Match) -> list[dict]:
    seats = match.rules.seat_count(match.config)
    return [match.view(seat) for seat in (None, *range(seats))]


def play_random(match: Match, rng: random.Random, limit: int) -> None:
    rules = match.rules
    for _ in range(limit):
        seats = match.to_move()
        if not seats:
            return
        seat = seats[rng.randrange(len(seats))]
        match.submit(seat, rules.sample_action(match.state, seat, rng))
        problems = rules.check_invariants(match.state)
        assert not problems, problems


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_a_position_builder_with_demos_and_bad_presets(game):
    found = book(game)
    demos = found.demos()
    assert demos and len({d.name for d in demos}) == len(demos)
    assert found.bad_presets()
    for demo in demos:
        assert demo.config.game == game and OPTION in demo.config.options
        json.dumps(demo.config.to_json())       # a preset is plain JSON, as a save holds it


@pytest.mark.parametrize("game", GAMES)
def test_demo_positions_are_legal_and_play_on_to_a_result(game):
    rules = get_rules(game)
    for demo in book(game).demos():
        state = rules.new_state(demo.config)
        assert rules.check_invariants(state) == [], demo.name
        assert rules.to_move(state), f"{demo.name}: the position owes no decision"
        match = Match(demo.config)
        for seat, action in demo.actions:
            match.submit(seat, action)
            assert rules.check_invariants(match.state) == [], demo.name
        play_random(match, random.Random(1), 20_000)
        assert match.is_over(), f"{demo.name}: did not end"
        assert rules.result(match.state).winners


@pytest.mark.parametrize("game", GAMES)
def test_demo_positions_save_load_and_replay_to_the_same_views(game, tmp_path):
    rules = get_rules(game)
    for demo in book(game).demos():
        match = Match.replay(demo.config, demo.actions)
        path = tmp_path / f"{demo.name}.json"
        save_match(match, path)
        loaded, _ = load_match(path)
        assert loaded.config == demo.config and loaded.log == match.log
        assert views(loaded) == views(match), demo.name
        copy = Match(demo.config)
        copy.state = rules.clone(match.state)
        assert views(copy) == views(match)
        # the same moves from here lead to the same game (the dice still to come included)
        for m in (match, loaded, copy):
            play_random(m, random.Random(7), 40)
        assert views(loaded) == views(match) == views(copy), demo.name


@pytest.mark.parametrize("game", GAMES)
def test_demo_positions_undo_like_any_game_and_never_into_the_preset(game):
    for demo in book(game).demos():
        start = Match(demo.config)
        before = views(start)
        seats = start.rules.seat_count(demo.config)
        assert all(start.undo_point(seat) is None for seat in range(seats)), demo.name
        match = Match.replay(demo.config, demo.actions)
        rng = random.Random(3)
        for _ in range(30):
            movers = match.to_move()
            if not movers:
                break
            seat = movers[0]
            shown = views(match)
            length = len(match.log)
            match.submit(seat, match.rules.sample_action(match.state, seat, rng))
            point = match.undo_point(seat)
            if point is None:
                continue
            assert 0 <= point <= length
            assert match.undo(seat)
            assert len(match.log) == point
            if point == length:
                assert views(match) == shown, demo.name
            assert views(match) == views(Match.replay(demo.config, match.log)), demo.name
            match.submit(seat, match.rules.sample_action(match.state, seat, rng))
        while any(match.undo(seat) for seat in range(seats)):
            pass
        assert all(match.undo_point(s) is None for s in range(seats))
        if not match.log:
            assert views(match) == before, f"{demo.name}: undo rewound past the preset"


@pytest.mark.parametrize("game", GAMES)
def test_bad_presets_are_refused_naming_the_entry(game, tmp_path):
    rules = get_rules(game)
    for bad in book(game).bad_presets():
        config = GameConfig(game, bad.players, 0, options={OPTION: bad.preset})
        with pytest.raises(ScenarioError) as caught:
            rules.new_state(config)
        assert str(caught.value).startswith(f"{bad.names}:"), str(caught.value)
    demo = book(game).demos()[0]
    for broken, names in (({**demo.config.options[OPTION], "no_such_entry": 1}, "scenario.no_such_entry"),
                          ([1, 2], "scenario")):
        config = GameConfig(game, demo.config.players, 0, demo.config.variant,
                            {**demo.config.options, OPTION: broken})
        with pytest.raises(ScenarioError, match=rf"^{names}:"):
            rules.new_state(config)
        # the same preset in a save: refused with the entry named, nothing else breaks
        path = tmp_path / "bad.json"
        save_match(Match(demo.config), path)
        data = json.loads(path.read_text())
        data["config"]["options"][OPTION] = broken
        path.write_text(json.dumps(data))
        with pytest.raises(SaveError, match="starting position") as caught:
            load_match(path)
        assert names in str(caught.value)


@pytest.mark.parametrize("game", [e.id for e in windowed()])
def test_a_scenario_game_opens_autosaves_lists_and_loads_in_the_window(game, tmp_path, monkeypatch):
    """Through the window's own session code: a demo position starts on the board, its
    autosave is listed without a problem and loads back to the same game."""
    import pygame

    from game.ui import session
    from game.ui.controller import SeatSpec, writer
    from game.ui.scenes.menu import MenuScene
    from game.ui.settings import Settings
    from game.ui.stack import App

    monkeypatch.setenv("POCKET_EPICS_HOME", str(tmp_path))
    pygame.init()
    app = App(Settings(bot_speed="instant", anim_speed="off"), (960, 600), persist=True)
    app.reset(MenuScene(app))
    demo = book(game).demos()[-1]
    seats = [SeatSpec("human")] + [SeatSpec("bot", "easy")] * (demo.config.players - 1)
    session.start(app, demo.config, seats)
    board = app.top
    assert board.ctl.match.config == demo.config
    surf = pygame.Surface((960, 600))
    app.frame(surf, [], 0.016)
    board.ctl.save_async()
    writer().submit(lambda: None).result(timeout=10)
    path = session.autosave_path(game)
    info = session.summarize(path)
    assert info.reason is None and info.game == game, info.reason
    saved = list(board.ctl.match.log)
    session.load_path(app, path)
    loaded = app.top.ctl.match
    assert loaded.config == demo.config and loaded.log == saved
    assert not app.errors
