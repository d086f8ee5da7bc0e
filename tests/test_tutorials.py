"""Every registered game's guided first game ("Learn to play"), checked the same way.

For each game whose entry names a tutorial file, and each part of a lesson in
parts (``"next"``, e.g. Galaxies' solo game): the file loads and is valid;
every step's expected move is legal in its position (played through the
rules, as the coach would); every text key exists in en, ru and uk and
formats without a gap; every highlight name resolves to rectangles on the
screen at its step, and the coach's panel covers neither the open log nor a
lit target (with the log shown and hidden); the lesson's position saves and replays like any game;
and the shared checks of the format name the file and the step.  The apps run
on a step clock: a narration's step ends by the frames drawn, not by how busy
the machine is (a lesson walked on a loaded machine once skipped the step a
season's narration had already passed).
"""

from __future__ import annotations

import json

import pygame
import pytest

from game.core.match import Match
from game.core.saves import match_from_data, save_data
from game.core.tutorial import TutorialError, matches, parse
from game.registry import entries
from game.ui import text_truth
from game.ui.i18n import LANGS, load_lang, set_language
from game.ui.scenes.score_table import ScoreTableScene
from game.ui.screenshot import build_app, render
from game.ui.table.motion import StepClock
from game.ui.tutorial.coach import CoachScene
from game.ui.tutorial.lesson import open_lesson
from game.ui.tutorial.stage import advance
from tests.tutorial_helpers import coach_button

GAMES = [e.id for e in entries() if e.tutorial is not None]
# (game, part): every part of every lesson; its pytest id names the part after the first
PARTS = [pytest.param(e.id, k, id=e.id if k == 0 else f"{e.id}-{part.part}")
         for e in entries() if e.tutorial is not None for k, part in enumerate(e.load_tutorial().parts())]


def part_of(game: str, part: int):
    return next(e for e in entries() if e.id == game).load_tutorial().parts()[part]


def test_some_game_has_a_tutorial():
    assert "conquest" in GAMES


@pytest.mark.parametrize("game,part", PARTS)
def test_every_expected_move_is_legal_in_its_position(game, part):
    entry = next(e for e in entries() if e.id == game)
    tutorial = part_of(game, part)
    hooks = entry.load_coach()
    assert hooks is not None, f"{game}: a tutorial needs coach hooks (GameEntry.coach)"
    match = Match(tutorial.config())
    for i, step in enumerate(tutorial.steps):
        assert tutorial.position(match.log)[0] <= i
        if step.kind == "until":
            assert step.condition in hooks.conditions(), f"{game} step {step.id}: unknown condition {step.condition!r}"
        elif step.kind == "do":
            seat = tutorial.mover(step)
            assert seat in match.to_move(), f"{game} step {step.id}: seat {seat} is not to move"
            fits = [a for a in match.legal(seat) if step.fits(a)]
            assert fits, f"{game} step {step.id}: no legal move fits {step.patterns}"
            match.submit(seat, fits[0])
        elif step.kind == "watch":
            for move in step.moves:
                seat = match.to_move()[0]
                assert tutorial.plays_script(seat), f"{game} step {step.id}: {move} would be played by seat {seat}"
                if seat in match.rules.automata(match.config):     # the rules' own step, which the controller plays
                    assert match.rules.automaton_step(match.state, seat) == move, f"{game} step {step.id}: the automaton does not play {move}"
                assert move in match.legal(seat), f"{game} step {step.id}: {move} is not legal"
                match.submit(seat, move)
        # the game may end with the lesson's last move: only the coach's talk comes after it
        assert not match.is_over() or all(s.kind == "say" for s in tutorial.steps[i + 1:]), f"{game}: over at {step.id}"
    assert tutorial.position(match.log)[0] == len(tutorial.steps) - 1 or tutorial.steps[-1].kind == "say"
    # the lesson's position saves and replays like any game
    data = json.loads(json.dumps(save_data(match, {})))
    again = match_from_data(data)
    assert again.config.options["scenario"] == tutorial.scenario
    assert again.view(0) == match.view(0)


@pytest.mark.parametrize("game,part", PARTS)
def test_every_text_key_exists_in_every_language(game, part):
    tutorial = part_of(game, part)
    for lang in LANGS:
        texts = load_lang(lang)
        missing = [k for k in tutorial.text_keys() if k not in texts]
        assert not missing, f"{game} [{lang}]: no text for {missing}"


@pytest.mark.parametrize("game,part", PARTS)
@pytest.mark.parametrize("lang", LANGS)
def test_every_step_lights_its_targets_on_screen(game, part, lang):
    set_language(lang)
    size = (1024, 640) if lang != "en" else (1280, 800)
    app = build_app(lang, size, clock=StepClock())
    with text_truth.watch() as gaps:
        open_lesson(app, game, part=part)
        coach = app.top
        assert isinstance(coach, CoachScene) and coach.tutorial == part_of(game, part)
        screen = pygame.Rect((0, 0), size)
        seen = 0
        while True:
            render(app, 1)
            step = coach.step
            assert coach.step_text().strip(), f"{game} step {step.id}: no text"
            for name in step.highlight:
                rects = coach.hooks.rects(coach.board, name)
                assert rects, f"{game} step {step.id} [{lang}]: highlight {name!r} resolves to nothing"
                for r in rects:
                    assert r.w > 0 and r.h > 0 and screen.contains(r), f"{game} step {step.id}: {name!r} at {r} is off screen"
            panel_clear_of_log_and_targets(app, coach, f"{game} step {step.id} [{lang}]")
            coach.board.toggle_log()                     # L: the log hidden, then shown again
            render(app, 1)
            panel_clear_of_log_and_targets(app, coach, f"{game} step {step.id} [{lang}] log hidden")
            coach.board.toggle_log()
            render(app, 1)
            seen += 1
            if not advance(coach):
                break
        assert seen == len(coach.tutorial.steps)
    assert not gaps, gaps
    assert not app.errors, app.errors[-1]


def panel_clear_of_log_and_targets(app, coach: CoachScene, where: str) -> None:
    """The coach's panel covers neither the open game log (which keeps its title and
    a few lines under it) nor a lit target, and stays on the screen."""
    coach.ensure_layout()
    board = coach.board
    panel = coach.panel
    assert pygame.Rect((0, 0), app.size).contains(panel), f"{where}: the panel {panel} is off the screen"
    if coach.hosts_coach(coach.stage()):
        return                  # the final scores cover the board: the panel stands beside them (tested below)
    if board.show_log:
        log = board.log_room()
        assert not panel.colliderect(log), f"{where}: the panel {panel} covers the log {log}"
        assert log.h >= coach.log_least() - 1, f"{where}: the log {log} is too short to read"
    for t in coach.targets():
        assert not panel.colliderect(t), f"{where}: the panel {panel} covers the lit target {t}"


@pytest.mark.parametrize("game", GAMES)
def test_a_lesson_played_to_the_end_shows_the_final_scores_under_the_coach(game):
    """A lesson whose last move ends the game shows the board's own final scores
    (as a real game does) with the coach above them, beside the table, leading
    on with its own buttons; a lesson that stops before the end shows none."""
    app = build_app("en", (1280, 800), clock=StepClock())
    open_lesson(app, game)
    coach = app.top
    while advance(coach):
        render(app, 1)
    render(app, 2)
    scores = [s for s in app.stack if isinstance(s, ScoreTableScene)]
    if not coach.ctl.match.is_over():
        assert not scores, f"{game}: final scores in a lesson that does not end the game"
        return
    assert len(scores) == 1 and app.top is coach and app.stack[-2] is scores[0], f"{game}: {app.stack}"
    assert coach.stage() is scores[0]
    assert scores[0].table.w and not coach.panel.colliderect(scores[0].table)
    assert not scores[0].group.buttons
    assert {b.data for b in coach.group.buttons} == {"coach_menu", "coach_play"}
    assert not app.errors, app.errors[-1]


def test_the_format_names_the_file_and_the_step():
    good = {"format": "pocket-epics-tutorial", "version": 1, "game": "conquest", "players": 2, "seed": 1,
            "seats": [{"kind": "human"}, {"kind": "bot"}], "scenario": {},
            "steps": [{"id": "go", "do": [["fill", "*", 0, "*"]]}, {"id": "end", "say": True}]}
    assert parse(good, "conquest/data/tutorial.json").steps[0].fits(("fill", "fogwick", 0, ("cav",)))
    bad = [
        ({"steps": [{"id": "go", "do": "fill"}, {"id": "end", "say": True}]}, "step 'go'"),
        ({"steps": [{"id": "go", "watch": [["fill", "*"]]}, {"id": "end", "say": True}]}, "step 'go'"),
        ({"steps": [{"id": "go", "say": True, "colour": 1}, {"id": "end", "say": True}]}, "step 'go'"),
        ({"steps": [{"id": "go", "say": True}, {"id": "go", "say": True}]}, "step 'go'"),
        ({"steps": [{"id": "end", "do": [["lose_die"]]}]}, "step 'end'"),
        ({"seats": [{"kind": "bot"}, {"kind": "bot"}]}, "seats"),
        ({"version": 9}, "version"),
        ({"players": "two"}, "players"),
    ]
    for change, names in bad:
        with pytest.raises(TutorialError) as err:
            parse({**good, **change}, "conquest/data/tutorial.json")
        assert "conquest/data/tutorial.json" in str(err.value) and names in str(err.value), str(err.value)


def test_patterns_match_items_and_stars():
    assert matches(["fill", "*", 0, "*"], ("fill", "x", 0, ("a",)))
    assert not matches(["fill", "*", 0, "*"], ("fill", "x", 1, ("a",)))
    assert not matches(["fill", "*", 0], ("fill", "x", 0, ("a",)))
    assert matches(["fill", "x", "G", ["gen"]], ("fill", "x", "G", ("gen",)))
    assert not matches(["lose_die"], ("abandon",))
    assert not matches([1], (True,))


@pytest.mark.parametrize("game,part", PARTS)
def test_the_gate_refuses_other_moves_and_nothing_changes(game, part):
    app = build_app("en", (1280, 800), clock=StepClock())
    open_lesson(app, game, part=part)
    coach = app.top
    refused = 0
    while advance(coach) and refused < 3:
        step = coach.step
        if step.kind != "do":
            continue
        seat = coach.tutorial.mover(step)
        others = [a for a in coach.ctl.match.legal(seat) if not step.fits(a)]
        if not others:
            continue
        log = list(coach.ctl.match.log)
        assert coach.ctl.submit_human(seat, others[0]) is False
        assert list(coach.ctl.match.log) == log and coach.step is step
        assert coach.board.message
        refused += 1
    assert refused, f"{game}: no step offered another legal move to refuse"


def test_a_lesson_in_parts_is_checked_as_a_chain(tmp_path):
    """``"next"`` names the next part's file; the parts share the game and their
    step ids (the text keys), a later part has a name; errors name the file."""
    from game.core.tutorial import load

    folder = tmp_path / "conquest" / "data"
    folder.mkdir(parents=True)
    first = {"format": "pocket-epics-tutorial", "version": 1, "game": "conquest", "players": 2, "seed": 1,
             "seats": [{"kind": "human"}, {"kind": "bot"}], "scenario": {}, "next": "tutorial_two.json",
             "steps": [{"id": "go", "do": [["fill", "*", 0, "*"]]}, {"id": "end", "say": True}]}
    second = {**first, "part": "two", "players": 1, "seats": [{"kind": "human"}], "next": "",
              "steps": [{"id": "watch_it", "watch": [["step", "roll"]]}, {"id": "end_two", "say": True}]}

    def write(name, data):
        (folder / name).write_text(json.dumps(data), encoding="utf-8")

    write("tutorial.json", first)
    write("tutorial_two.json", second)
    lesson = load(folder / "tutorial.json", "conquest")
    assert [p.part for p in lesson.parts()] == ["", "two"]
    two = lesson.next
    assert two.next is None and two.text_keys()[-1] == "conquest.tutorial.part.two"
    assert two.plays_script(1) and not two.plays_script(0)      # seat 1 of a 1-player part: an automaton
    assert two.position([(1, ("step", "roll"))]) == (1, 0)
    bad = [
        ("tutorial_two.json", {**second, "part": ""}, "tutorial_two.json: part"),
        ("tutorial_two.json", {**second, "steps": [{"id": "go", "say": True}]}, "tutorial_two.json: step 'go'"),
        ("tutorial_two.json", {**second, "game": "kingdoms"}, "tutorial_two.json: game"),
        ("tutorial_two.json", {**second, "next": "tutorial.json"}, "tutorial_two.json: next"),
        ("tutorial.json", {**first, "next": "../x.json"}, "tutorial.json: next"),
        ("tutorial.json", {**first, "next": "missing.json"}, "missing.json"),
    ]
    for name, data, says in bad:
        write("tutorial.json", first)
        write("tutorial_two.json", second)
        write(name, data)
        with pytest.raises(TutorialError) as err:
            load(folder / "tutorial.json", "conquest")
        assert says in str(err.value), (says, str(err.value))


@pytest.mark.parametrize("game", GAMES)
def test_screenshot_numbers_the_steps_on_through_the_parts(game):
    """``screenshot --scene tutorial --seed N`` counts on from one part into the
    next, and the selftest renders the first step of every part."""
    from game.ui.screenshot import stage, tutorial_starts

    parts = next(e for e in entries() if e.id == game).load_tutorial().parts()
    starts = tutorial_starts(game)
    assert len(starts) == len(parts) and starts[0] == 1
    for k, part in enumerate(parts):
        for seed, index in ((starts[k], 0), (starts[k] + len(part.steps) - 1, len(part.steps) - 1)):
            app = build_app("en", (960, 600), clock=StepClock())
            stage(app, game, "tutorial", seed)
            coach = next(s for s in app.stack if isinstance(s, CoachScene))     # (under a lesson's final scores)
            assert coach.tutorial == part and coach.cursor == index, (game, seed)
    # the last part's end, then past it: still its end
    app = build_app("en", (960, 600), clock=StepClock())
    stage(app, game, "tutorial", starts[-1] + len(parts[-1].steps) + 5)
    coach = next(s for s in app.stack if isinstance(s, CoachScene))
    assert coach.tutorial == parts[-1] and coach.at_end


def brightness(surf: pygame.Surface, plain: pygame.Surface, rect: pygame.Rect, skip: list[pygame.Rect]) -> tuple[float, float]:
    """Mean R+G+B of ``surf`` and of ``plain`` over a grid of points of ``rect``
    outside ``skip`` where the board draws something (not its dark backdrop)."""
    got, was, n = 0, 0, 0
    for x in range(rect.x + 2, rect.right - 2, 5):
        for y in range(rect.y + 2, rect.bottom - 2, 5):
            b = plain.get_at((x, y))
            if b.r + b.g + b.b > 150 and not any(r.collidepoint(x, y) for r in skip):
                c = surf.get_at((x, y))
                got, was, n = got + c.r + c.g + c.b, was + b.r + b.g + b.b, n + 1
    assert n, rect
    return got / n, was / n


@pytest.mark.parametrize("game", GAMES)
def test_the_spotlight_clearly_dims_the_board_and_lights_the_target(game):
    """Outside the lit targets the board is drawn at most half as bright as without
    the coach (it was about 65% before issue 21: barely visible), still not black; inside a
    target it is no darker than the board's own picture."""
    app = build_app("en", (1280, 800), clock=StepClock())
    open_lesson(app, game)
    coach = app.top
    while not coach.targets() or coach.step.kind == "say" and not coach.step.highlight:
        assert advance(coach)
    for s in app.stack:
        s.motions.clear()
    shown = render(app, 2)
    plain = pygame.Surface(app.size)
    coach.board.draw(plain)
    board = coach.board
    targets = [t.inflate(coach.u(14), coach.u(14)) for t in coach.targets()]
    skip = targets + [coach.panel.inflate(coach.u(30), coach.u(30)), board.log_room(), board.topbar]
    screen = pygame.Rect((0, 0), app.size)
    got, was = brightness(shown, plain, screen, skip)
    assert 0.2 < got / was <= 0.5, f"{game} step {coach.step.id}: outside the targets the board is at {got / was:.0%} of its brightness"
    inner = coach.targets()[0].inflate(-coach.u(12), -coach.u(12))
    got, was = brightness(shown, plain, inner, [])
    assert got >= was, f"{game} step {coach.step.id}: the lit target is darker than the board"


def press_release(app, surf, down: tuple[int, int], up: tuple[int, int]) -> None:
    """A real click: the press in one frame, the release (after the pointer moved) in the next."""
    app.frame(surf, [pygame.event.Event(pygame.MOUSEMOTION, pos=down, rel=(0, 0), buttons=(0, 0, 0)),
                     pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=down, button=1)], 0.016)
    app.frame(surf, [pygame.event.Event(pygame.MOUSEMOTION, pos=up, rel=(0, 0), buttons=(1, 0, 0)),
                     pygame.event.Event(pygame.MOUSEBUTTONUP, pos=up, button=1)], 0.016)


@pytest.mark.parametrize("game", GAMES)
def test_the_release_of_a_press_on_next_is_no_drop_on_the_board(game):
    """Found playing the lessons in a window: when the panel shrank under the pointer,
    or a dialog closed, the release of a press on Next landed on the board, and the
    coach took it for a drop from the last press it had let through long before:
    "Read the coach first" right after Next.  A release whose press the board never
    had goes nowhere; and as buttons act on the release, a press on Next let go off
    it is cancelled (the lesson stays), while a whole click on Next moves it on."""
    app = build_app("en", (1280, 800), clock=StepClock())
    surf = pygame.Surface((1280, 800))
    open_lesson(app, game)
    coach = app.top
    steps = coach.tutorial.steps
    while not (coach.step.kind == "say" and steps[coach.cursor + 1].kind in ("say", "watch")):
        assert advance(coach), f"{game}: no two talking steps in a row"
    app.frame(surf, [], 0.016)
    bar = coach.board.topbar
    title = (bar.x + coach.u(6), bar.centery)                   # the board's own: a click let through to it
    press_release(app, surf, title, title)
    step, refused = coach.cursor, coach.refusals
    coach.ensure_layout()
    nxt = coach_button(coach, "coach_next")
    board_spot = (coach.board.topbar.w // 3, surf.get_height() * 2 // 3)
    assert not coach.panel.collidepoint(board_spot)
    press_release(app, surf, nxt.rect.center, board_spot)
    assert coach.cursor == step, f"{game}: a press on Next let go off it moved the lesson on"
    assert coach.refusals == refused, f"{game}: the release of the press on Next was refused as a move on the board"
    press_release(app, surf, nxt.rect.center, nxt.rect.center)
    assert coach.cursor == step + 1, f"{game}: Next did not move the lesson on"
    assert not app.errors


ONE_PART = [e.id for e in entries() if e.tutorial is not None and len(e.load_tutorial().parts()) == 1]


@pytest.mark.parametrize("game", ONE_PART)
def test_a_lesson_of_one_part_finished_starts_again_without_a_chooser(game):
    """The chooser of a lesson in parts changes nothing for a lesson of one part:
    finished, then "Learn to play" from the menu starts it again at once."""
    from game.ui.tutorial import lesson
    from tests.tutorial_helpers import coach_button, frames
    from tests.ui_helpers import click, menu_app

    app, surf = menu_app((1280, 800), "en")
    open_lesson(app, game)
    coach = app.top
    while advance(coach):
        pass
    frames(app, surf, 2)
    frames(app, surf, 2, click(coach_button(coach, "coach_menu").rect.center))
    assert lesson.finished_parts(app, game) == {"first"}
    menu = app.top
    menu.chosen = game
    menu.follow_chosen()
    menu.ensure_layout()
    frames(app, surf, 2, click(menu.learn_button.rect.center))
    again = app.top
    assert isinstance(again, CoachScene) and again is not coach and again.cursor == 0 and not again.ctl.match.log
    assert not app.errors
