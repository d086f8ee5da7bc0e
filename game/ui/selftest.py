"""UI part of `python -m game selftest`: fonts, catalogs, and every scene of
the shell and of every registered game's window (its guided game's first
step too, if it has one), offscreen, in every language."""

from __future__ import annotations

import os


def render_scenes(game: str, scenes: tuple[str, ...], langs: tuple[str, ...]) -> list[str]:
    """Stage and render each scene of ``game`` in each language; the problems found."""
    from game.ui import text_truth
    from game.ui.screenshot import TUTORIAL_SCENE, build_app, render, stage, tutorial_starts

    problems = []
    for lang in langs:
        for scene in scenes:
            # a lesson: the first step of each of its parts
            for seed in tutorial_starts(game) if scene == TUTORIAL_SCENE else [1]:
                app = build_app(lang, (960, 600))
                where = f"{game} scene {scene}" + (f" step {seed}" if seed > 1 else "") + f" ({lang})"
                with text_truth.watch() as texts:       # no {placeholder} or raw key on any screen
                    try:
                        stage(app, game, scene, seed)
                        render(app, 2)
                    except Exception as exc:  # noqa: BLE001 - report, do not crash the selftest
                        problems.append(f"{where}: {type(exc).__name__}: {exc}")
                        continue
                problems += [f"{where}: {e.strip().splitlines()[-1]}" for e in app.errors]
                problems += [f"{where}: text: {t}" for t in texts]
    return problems


def selftest() -> list[str]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.registry import windowed
    from game.ui.fonts import check_fonts
    from game.ui.i18n import LANGS, CatalogError, completeness_problems, load_lang
    from game.ui.screenshot import SHELL_SCENES, scenes_of

    problems = list(check_fonts())
    if problems:
        return problems
    try:
        problems += completeness_problems()
        english = load_lang("en")
    except CatalogError as exc:
        return [str(exc)]
    games = windowed()
    for entry in games:            # every event the rules declare has a log line
        kinds = sorted(entry.load_rules().event_kinds)
        problems += [f"ui catalog: no text for {entry.id}.event.{k}" for k in kinds if f"{entry.id}.event.{k}" not in english]
    if games:
        problems += render_scenes(games[0].id, SHELL_SCENES, LANGS)
    for entry in games:
        window = entry.load_window()
        problems += window.selftest()
        own = tuple(s for s in scenes_of(entry.id) if s not in SHELL_SCENES)     # with "tutorial" if it has one
        problems += render_scenes(entry.id, own, LANGS)
    return problems
