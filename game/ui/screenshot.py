"""`python -m game screenshot`: render one scene to a PNG, deterministically.

The shell's scenes (menu, settings, about, records) are the same for every game,
and its replay shows each game's own board; a game's own
scenes (setup, board, scoring, ...) are staged by its window
(``GameWindow.stage``), which plays a seeded game forward until the position
shows what the scene is about.
"""

from __future__ import annotations

import os
import sys

SHELL_SCENES = ("menu", "settings", "about", "records", "replay")
CHART_SCENES = ("records-chart", "how-it-went")     # the Records' results chart; "How it went" over the scoring scene
TUTORIAL_SCENE = "tutorial"         # a game with a guided first game: one of its steps (``--seed`` = the step's number)
KIT_SCENES = ("history",)           # the table kit's own scenes, staged the same way over every game's board


def build_app(lang: str, size: tuple[int, int], colorblind: bool = False, clock=None):
    """A headless app (no user files, no sound, no tooltips); ``clock`` a
    ``game.ui.table.motion.StepClock`` for tests that move time themselves."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))
    from game.ui.settings import Settings
    from game.ui.stack import App

    settings = Settings(language=lang, colorblind=colorblind, anim_speed="off", bot_speed="instant")
    app = App(settings, size, persist=False, clock=clock)
    app.tip_delay = None              # no tooltip pops up because rendering was slow
    return app


def scenes_of(game: str) -> tuple[str, ...]:
    """Every scene ``screenshot`` can render for ``game`` (none if it has no window)."""
    from game.registry import get_entry

    entry = get_entry(game)
    window = entry.load_window() if entry.in_window else None
    if window is None:
        return ()
    return SHELL_SCENES + tuple(window.scenes) + CHART_SCENES + KIT_SCENES + ((TUTORIAL_SCENE,) if entry.tutorial is not None else ())


def stage(app, game: str, scene: str, seed: int) -> None:
    """Push the scenes that show ``scene`` of ``game``."""
    from game.registry import get_entry
    from game.ui.scenes.menu import MenuScene

    app.reset(MenuScene(app))
    if scene == "menu":
        return
    if scene == "settings":
        from game.ui.scenes.settings import SettingsScene

        app.push(SettingsScene(app))
        return
    if scene == "about":
        from game.ui.scenes.about import AboutScene

        app.push(AboutScene(app))
        return
    if scene == "records":
        from game.ui.scenes.records import RecordsScene, made_up

        app.push(RecordsScene(app, made_up(seed)))       # invented results: a headless app reads no user file
        return
    if scene == "records-chart":
        from game.ui.scenes.records import RecordsScene, made_up

        records = RecordsScene(app, made_up(seed))
        records.chart, records.chart_game = True, game
        app.push(records)
        return
    if scene == "replay":
        from game.ui.scenes.replay import stage as stage_replay

        stage_replay(app, game, seed)          # a seeded bots-only game at its middle, on the game's board
        return
    if scene not in scenes_of(game):
        raise ValueError(f"unknown scene {scene!r} of {game}; scenes: {', '.join(scenes_of(game))}")
    if scene == TUTORIAL_SCENE:
        stage_tutorial(app, game, seed)
        return
    if scene == "how-it-went":
        from game.ui.scenes.how_it_went import HowItWentScene

        get_entry(game).load_window().stage(app, "scoring", seed)
        app.push(HowItWentScene(app, app.top.board))
        return
    if scene in KIT_SCENES:
        stage_history(app, game, seed)
        return
    get_entry(game).load_window().stage(app, scene, seed)


def stage_tutorial(app, game: str, step: int) -> None:
    """The lesson of ``game`` walked to its step number ``step`` (1 = the first;
    a lesson in parts numbers its steps on through them: the second part's first
    step comes after the first part's last; past the end: the last), its bots paused."""
    from game.registry import get_entry
    from game.ui.tutorial.lesson import open_lesson
    from game.ui.tutorial.stage import walk_to

    parts = get_entry(game).load_tutorial().parts()
    part = 0
    while part < len(parts) - 1 and step > len(parts[part].steps):
        step -= len(parts[part].steps)
        part += 1
    open_lesson(app, game, part=part)
    coach = app.top
    walk_to(coach, max(0, min(step, len(coach.tutorial.steps)) - 1))
    for scene in app.stack:
        scene.motions.clear()       # a still picture: the moves just walked have stopped flashing and walking


def stage_history(app, game: str, seed: int) -> None:
    """A seeded game of bots only, played some way in (the window's bench board),
    its bots paused, with the History view open over it."""
    from game.registry import get_entry

    window = get_entry(game).load_window()
    board = window.bench_board(app, min(4, window.bench_players), seed)
    board.ctl.paused = True
    app.push(board)
    board.ensure_layout()
    board.refresh(force=True, quiet=True)
    board.open_history()


def tutorial_starts(game: str) -> list[int]:
    """The step number (``--seed``) of the first step of each part of ``game``'s lesson."""
    from game.registry import get_entry

    starts, n = [], 1
    for part in get_entry(game).load_tutorial().parts():
        starts.append(n)
        n += len(part.steps)
    return starts


def render(app, frames: int = 3):
    import pygame

    surf = pygame.Surface(app.size)
    for _ in range(frames):
        app.frame(surf, [], 1 / 30)
    return surf


def screenshot(game: str | None, scene: str, seed: int, lang: str, size: tuple[int, int], out: str) -> int:
    """Render ``scene`` of ``game`` (default: the first game with a window) to ``out``; 0 on success."""
    from game.registry import GAMES, windowed

    if game is None:
        game = windowed()[0].id
    if game not in GAMES:
        print(f"screenshot: unknown game {game!r}; games: {', '.join(GAMES)}", file=sys.stderr)
        return 2
    scenes = scenes_of(game)
    if not scenes:
        print(f"screenshot: {game} has no window yet, so no scenes", file=sys.stderr)
        return 2
    if scene not in scenes:
        print(f"screenshot: unknown scene {scene!r} of {game}; scenes: {', '.join(scenes)}", file=sys.stderr)
        return 2
    app = build_app(lang, size)
    stage(app, game, scene, seed)
    for shown in app.stack:
        if getattr(shown, "ctl", None) is not None:
            shown.ctl.paused = True       # bots wait: the picture depends only on the seed
    return save_render(app, out)


def save_render(app, out: str) -> int:
    """Render the staged scenes to ``out``; 1 (with the error printed) if a scene failed."""
    import pygame

    surf = render(app)
    if app.errors:
        print(app.errors[-1], file=sys.stderr)
        return 1
    pygame.image.save(surf, out)
    return 0
