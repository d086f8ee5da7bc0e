"""UI part of `python -m game selftest`: fonts, catalogs, and every scene offscreen."""

from __future__ import annotations

import os


def selftest() -> list[str]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.ui.fonts import check_fonts
    from game.ui.i18n import LANGS, CatalogError, completeness_problems, load_lang

    problems = list(check_fonts())
    if problems:
        return problems
    try:
        problems += completeness_problems()
        english = load_lang("en")
    except CatalogError as exc:
        return [str(exc)]
    try:
        from game.kingdoms.events import EVENT_KINDS

        problems += [f"ui catalog: no text for event.kingdoms.{k}" for k in EVENT_KINDS if f"event.kingdoms.{k}" not in english]
    except ImportError:
        pass
    from game.ui.screenshot import SCENES, build_app, render, stage

    for lang in LANGS:
        for scene in SCENES:
            app = build_app(lang, (960, 600))
            try:
                stage(app, "kingdoms", scene, 1)
                render(app, 2)
            except Exception as exc:  # noqa: BLE001 - report, do not crash the selftest
                problems.append(f"scene {scene} ({lang}): {type(exc).__name__}: {exc}")
                continue
            problems += [f"scene {scene} ({lang}): {e.strip().splitlines()[-1]}" for e in app.errors]
    from game.ui.conquest.positions import selftest as conquest_selftest

    problems += conquest_selftest(LANGS)
    return problems
