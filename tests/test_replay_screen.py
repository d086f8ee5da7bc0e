"""The Replay scene on every game's real board, driven by whole key and mouse
events: the keys step, jump and play; a step back then forward shows the same
table; a seat's view never shows what another seat hides (the board's view is
the rules' ``view(state, seat)`` and its log only that seat's events); the
board takes no input (its buttons and keys change nothing); and Records and
the Load list open it."""

from __future__ import annotations

import json

import pygame
import pytest

from game.core import records
from game.core.replay import Timeline, bots_game
from game.core.saves import save_match
from game.registry import windowed
from game.ui import session, widgets
from game.ui.controller import SeatSpec
from game.ui.i18n import tr
from game.ui.scenes.records import RecordsScene
from game.ui.scenes.replay import ALL, ReplayScene, viewer_choices
from game.ui.screenshot import build_app
from game.ui.table.log import LOG_KEEP
from game.ui.table.motion import StepClock
from tests.ui_helpers import click, key, menu_app
from tests.user_folder import home_fixture  # noqa: F401 - the fixture

GAMES = [e.id for e in windowed()]


def press(app, surf, pos) -> None:
    app.frame(surf, click(pos), 0.016)


def tap(app, surf, k) -> None:
    """A key pressed and released."""
    app.frame(surf, [*key(k), pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)], 0.016)


def replay_of(game: str, seed: int = 3, seats: list[SeatSpec] | None = None, clock=None):
    app, surf = menu_app()
    if clock is not None:
        app = build_app("en", surf.get_size(), clock=clock)
        app.settings.anim_speed = "off"
        from game.ui.scenes.menu import MenuScene

        app.reset(MenuScene(app))
    timeline = Timeline(bots_game(game, seed))
    scene = ReplayScene(app, timeline, seats or [SeatSpec("bot", "easy")] * timeline.config.players)
    app.push(scene)
    app.frame(surf, [], 0.016)
    return app, surf, scene


def shown(scene: ReplayScene) -> str:
    """What the board shows: its reading of the table and its log's newest lines
    (the log keeps between 300 and 400 lines, however it was told)."""
    tv = scene.board.table
    return json.dumps([tv.viewer, tv.view, tv.legal, scene.board.log_lines[-LOG_KEEP:]], sort_keys=True, default=str)


@pytest.mark.parametrize("game", GAMES)
def test_the_keys_step_jump_and_go_back_and_a_step_back_then_forward_shows_the_same_table(game):
    app, surf, scene = replay_of(game)
    total, middle = len(scene.timeline), scene.step
    assert 0 < middle < total
    before = shown(scene)
    tap(app, surf, pygame.K_RIGHT)
    assert scene.step == middle + 1 and scene.match.state.log == scene.timeline.actions[:middle + 1]
    tap(app, surf, pygame.K_LEFT)
    assert scene.step == middle and shown(scene) == before
    tap(app, surf, pygame.K_LEFT)
    tap(app, surf, pygame.K_RIGHT)
    assert shown(scene) == before
    tap(app, surf, pygame.K_END)
    assert scene.step == total and scene.board.table.over
    played = bots_game(game, 3)         # the game the replay was made from, played again: the same scores
    assert list(scene.timeline.rules.result(scene.match.state).scores) == list(played.rules.result(played.state).scores)
    tap(app, surf, pygame.K_HOME)
    assert scene.step == 0
    tap(app, surf, pygame.K_PAGEDOWN)
    assert scene.step == scene.timeline.next_chapter(0, True) > 0
    tap(app, surf, pygame.K_ESCAPE)
    assert app.top is not scene and scene not in app.stack


@pytest.mark.parametrize("game", GAMES)
def test_a_seat_view_shows_only_what_that_seat_may_know(game):
    app, surf, scene = replay_of(game, seed=4)
    rules, players = scene.timeline.rules, scene.timeline.config.players
    for seat in range(players):
        chip = next(b for b in scene.group.buttons if b.data == ("view", seat))
        press(app, surf, chip.rect.center)
        assert scene.choice == seat
        for step in sorted({1, len(scene.timeline) // 3, len(scene.timeline) - 1}):
            scene.go(step)
            app.frame(surf, [], 0.016)
            state = scene.timeline.state_at(step)
            tv = scene.board.table
            assert tv.viewer == seat and tv.legal == ()
            assert json.dumps(tv.view, sort_keys=True, default=str) == json.dumps(rules.view(state, seat), sort_keys=True, default=str)
            told = [line for line in (scene.board.event_line(ev) for ev in state.events if ev.visible_to(seat)) if line]
            got = [line for line in scene.board.log_lines if line[0]]
            assert got == told[len(told) - len(got):] and (got or not told)


def test_a_record_of_a_bot_level_this_version_does_not_know_still_replays():
    app, surf = menu_app()
    played = bots_game("kingdoms", 8, players=2)
    entry = records.make_entry(played, ["human", "grandmaster"], "m-3", "2026-05-01T10:00:00")
    app.push(RecordsScene(app, [entry]))
    app.frame(surf, [], 0.016)
    (button,) = [b for b in app.top.group.buttons if b.caption() == tr("records.replay")]
    press(app, surf, button.rect.center)
    assert isinstance(app.top, ReplayScene) and not app.errors
    assert [s.level for s in app.top.seats] == ["normal", "normal"] and app.top.seats[0].kind == "human"


def test_everything_is_offered_once_the_game_is_over_and_a_save_in_progress_offers_only_the_people():
    people = [SeatSpec("human"), SeatSpec("bot"), SeatSpec("bot")]
    assert viewer_choices(people, 3, over=True) == [None, 0, 1, 2, ALL]
    assert viewer_choices(people, 3, over=False) == [None, 0]
    assert viewer_choices([SeatSpec("bot")] * 2, 2, over=False) == [None, 0, 1]


@pytest.mark.parametrize("game", GAMES)
def test_the_board_takes_no_input_in_a_replay(game):
    app, surf, scene = replay_of(game, seats=[SeatSpec("human")] + [SeatSpec("bot", "easy")] * 3)
    scene.choose(0)
    app.frame(surf, [], 0.016)
    state_before, step = shown(scene), scene.step
    stack = list(app.stack)
    area, (w, h) = scene.board_area(), app.size

    def on_screen(x: int, y: int) -> tuple[int, int]:
        """Where a point of the board (laid out at the window's size) is shown, scaled into its room."""
        return area.x + x * area.w // w, area.y + y * area.h // h

    board_buttons = [on_screen(*b.rect.center) for b in scene.board.group.buttons if b.rect.w]
    assert board_buttons, "the board shows its buttons (greyed)"
    for pos in board_buttons:
        press(app, surf, pos)
    for pos in [on_screen(w * i // 7, h * j // 5) for i in range(1, 7) for j in range(1, 5)]:
        if scene.log_step_at(pos) is not None:
            continue                    # a line of the log: a click goes to its moment (the replay's own control)
        press(app, surf, pos)
        app.frame(surf, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=3)], 0.016)
    for k in (pygame.K_u, pygame.K_s, pygame.K_l, pygame.K_1, pygame.K_2, pygame.K_F1):
        tap(app, surf, k)
    assert list(app.stack) == stack and app.top is scene
    assert scene.step == step and scene.match.state.log == scene.timeline.actions[:step]
    assert shown(scene) == state_before


def test_space_plays_at_the_chosen_pace_and_stops_at_the_end():
    clock = StepClock()
    app, surf, scene = replay_of("chronicles", clock=clock)
    start = scene.step
    tap(app, surf, pygame.K_SPACE)
    assert scene.playing
    for _ in range(4):                          # 2 steps a second: two seconds are four steps
        clock.advance(0.5)
        app.frame(surf, [], 0.5)
    assert scene.step == start + 4
    tap(app, surf, pygame.K_PLUS)
    for _ in range(4):                          # 4 steps a second
        clock.advance(0.25)
        app.frame(surf, [], 0.25)
    assert scene.step == start + 8
    tap(app, surf, pygame.K_SPACE)
    assert not scene.playing
    clock.advance(5)
    app.frame(surf, [], 5)
    assert scene.step == start + 8
    tap(app, surf, pygame.K_END)
    tap(app, surf, pygame.K_SPACE)              # at the end, play starts again from the start
    assert scene.playing and scene.step == 0


def test_the_slider_says_where_it_points_and_jumps_there_when_clicked():
    app, surf, scene = replay_of("kingdoms")
    s = scene.slider
    pos = (s.x + s.w // 4, s.centery)
    with widgets.recording() as drawn:
        app.frame(surf, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], 0.016)
    pointed = scene.step_under(pos[0])
    assert abs(pointed - len(scene.timeline) // 4) <= 1 and scene.where(pointed) in [d.text for d in drawn]
    assert tr("replay.chapter.turn", n=scene.timeline.chapter_at(pointed).number) in scene.where(pointed)
    press(app, surf, pos)
    assert scene.step == pointed


def test_records_replay_a_recent_game_from_its_start_and_keep_no_second_record(home):
    app, surf = menu_app()
    app.persist = True
    played = bots_game("conquest", 8, players=2)
    entry = records.make_entry(played, ["human", "easy"], "m-1", "2026-05-01T10:00:00")
    records.write_records([dict(entry, id=None)])
    kept = records.records_path().read_bytes()
    app.push(RecordsScene(app))
    app.frame(surf, [], 0.016)
    (button,) = [b for b in app.top.group.buttons if b.caption() == tr("records.replay")]
    press(app, surf, button.rect.center)
    scene = app.top
    assert isinstance(scene, ReplayScene) and scene.step == 0 and scene.choice == 0
    assert scene.timeline.scores() == entry["scores"] and ALL in scene.choices
    tap(app, surf, pygame.K_END)
    for _ in range(5):
        app.frame(surf, [], 0.5)                # a board in play would keep its record and push its scores now
    assert app.top is scene
    tap(app, surf, pygame.K_ESCAPE)
    assert isinstance(app.top, RecordsScene)
    from game.ui.controller import writer

    writer().submit(lambda: None).result()      # (a record would be written on the save thread)
    assert records.records_path().read_bytes() == kept


def test_the_load_list_replays_a_save_in_progress_with_the_peoples_views_only(home):
    played = bots_game("kingdoms", 9)
    from game.core.match import Match

    half = Match.replay(played.config, played.log[:len(played.log) // 2])
    path = session.saves_dir() / "kingdoms-half.json"
    seats = [SeatSpec("human", "normal", "Ann").to_json(), SeatSpec("bot", "easy").to_json(), SeatSpec("bot", "hard").to_json()]
    save_match(half, path, {"seats": seats, "colours": ["white", "blue", "purple"]})
    app, surf = menu_app()
    app.persist = True
    from game.ui.scenes.load import LoadScene

    app.push(LoadScene(app))
    app.frame(surf, [], 0.016)
    (button,) = [b for b in app.top.group.buttons if b.caption() == tr("saves.replay")]
    press(app, surf, button.rect.center)
    scene = app.top
    assert isinstance(scene, ReplayScene)
    assert len(scene.timeline) == len(half.log) and not scene.timeline.over
    assert scene.choices == [None, 0] and scene.choice == 0
    tap(app, surf, pygame.K_v)
    assert scene.choice is None and scene.board.table.viewer is None
    saved = path.read_bytes()
    for k in (pygame.K_END, pygame.K_s, pygame.K_u, pygame.K_HOME, pygame.K_ESCAPE):
        tap(app, surf, k)
    session_files = sorted(p.name for p in session.saves_dir().iterdir())
    assert path.read_bytes() == saved and session_files == ["kingdoms-half.json"]       # a replay writes nothing


@pytest.mark.parametrize("game", ["kingdoms", "chronicles"])
def test_stepping_through_a_whole_game_with_animations_on_opens_nothing_over_the_replay(game):
    """A war's reveal (Kingdoms) and a resolution's steps (Chronicles) are narrated
    over the board in play; in a replay the board stays under the controls."""
    app, surf, scene = replay_of(game, seed=6)
    app.settings.anim_speed = "normal"
    stack = list(app.stack)
    tap(app, surf, pygame.K_HOME)
    for _ in range(len(scene.timeline)):
        tap(app, surf, pygame.K_RIGHT)
    assert scene.step == len(scene.timeline) and list(app.stack) == stack and not app.errors


def test_the_wheel_over_the_log_scrolls_the_history():
    app, surf, scene = replay_of("kingdoms")
    log = scene.board.log_room()
    area, (w, h) = scene.board_area(), app.size
    pos = (area.x + log.centerx * area.w // w, area.y + log.centery * area.h // h)
    app.frame(surf, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                     pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False)], 0.016)
    assert scene.board.log_scroll == 6
    tap(app, surf, pygame.K_RIGHT)
    # a step keeps the scrolled-up log where it was (the new lines only move it further from the end)
    assert scene.board.log_scroll >= 6 and scene.step == len(scene.timeline) // 2 + 1


@pytest.mark.parametrize("damage", [
    lambda r: r.pop("actions"), lambda r: r.update(actions={"a": 1}), lambda r: r["actions"].append([0, ["teleport"]]),
    lambda r: r["actions"].__setitem__(3, [9, r["actions"][3][1]]), lambda r: r.update(config="kingdoms"),
    lambda r: r["config"].update(variant="nope"), lambda r: r["actions"].append([0, ["x" * 5000]])],
    ids=["no-moves", "moves-not-a-list", "illegal-move", "unknown-seat", "bad-config", "unknown-variant", "huge-text"])
def test_a_damaged_record_is_refused_with_its_reason_and_changes_nothing(damage):
    app, surf = menu_app()
    played = bots_game("chronicles", 8, players=2)
    entry = records.make_entry(played, ["human", "easy"], "m-2", "2026-05-01T10:00:00")
    damage(entry["record"])
    app.push(RecordsScene(app, [entry]))
    app.frame(surf, [], 0.016)
    (button,) = [b for b in app.top.group.buttons if b.caption() == tr("records.replay")]
    press(app, surf, button.rect.center)
    assert not app.errors and not isinstance(app.top, ReplayScene)
    assert app.top.title_text == tr("replay.failed") and app.top.body


@pytest.mark.parametrize("game", GAMES)
def test_every_choice_of_eyes_draws_the_start_the_middle_and_the_end(game):
    app, surf, scene = replay_of(game, seed=7)
    for choice in scene.choices:
        scene.choose(choice)
        for step in (0, len(scene.timeline) // 2, len(scene.timeline)):
            scene.go(step)
            app.frame(surf, [], 0.016)
            tv = scene.board.table
            assert tv.legal == () and tv.cover is None
            if choice is None:
                assert tv.viewer is None                # the table's view: public information only
    assert not app.errors and app.top is scene


@pytest.mark.parametrize("game", GAMES)
def test_a_click_on_a_log_line_goes_to_the_moment_it_tells(game):
    """Reading a replay's log, a player points at an older line: it is framed
    and a tag says where a click goes; the click (press and release) shows the
    position just after the move that line tells, its line now the newest of
    its move, and the keys step on from there."""
    app, surf, scene = replay_of(game)
    board, timeline = scene.board, scene.timeline
    was = scene.step
    older = [(rect, at) for rect, at in board.log_hits if at >= 0 and timeline.step_of_event(at) < was - 1]
    assert older, "the log shows no line of an earlier move"
    rect, at = older[len(older) // 2]
    on = scene.on_screen(rect)
    pos = on.center
    assert board.log_line_at(scene.on_board(pos)) == at
    target = timeline.step_of_event(at)
    assert timeline.told[target - 1] <= at < timeline.told[target] if target else at < timeline.told[0]
    with widgets.recording() as drawn:
        app.frame(surf, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], 0.016)
    assert tr("replay.jump", where=scene.where(target)) in [d.text for d in drawn]
    told = [line for line, a in zip(board.log_lines, board.log_at, strict=True) if a == at]
    press(app, surf, pos)
    assert scene.step == target and not scene.playing and not app.errors
    assert [line for line, a in zip(board.log_lines, board.log_at, strict=True) if a == at] == told   # the same words
    assert max(board.log_at) < timeline.told[target]            # nothing after that move is told yet
    tap(app, surf, pygame.K_RIGHT)
    assert scene.step == target + 1


def test_a_click_in_the_log_where_no_line_stands_changes_nothing():
    app, surf, scene = replay_of("kingdoms")
    was = scene.step
    title = scene.on_screen(scene.board.log_room()).move(0, 4).topleft    # the panel's title row
    pos = (title[0] + 8, title[1] + 2)
    assert scene.log_step_at(pos) is None
    press(app, surf, pos)
    assert scene.step == was
