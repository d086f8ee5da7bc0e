"""`python -m game screenshot`: render one scene to a PNG, deterministically.

The board, war and scoring scenes are reached by playing a seeded game forward
with random bots until the position shows what the scene is about.
"""

from __future__ import annotations

import os
import sys

SCENES = ("menu", "setup", "board", "war", "scoring", "settings", "rules")


def build_app(lang: str, size: tuple[int, int], colorblind: bool = False):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))
    from game.ui.scene import App
    from game.ui.settings import Settings

    settings = Settings(language=lang, colorblind=colorblind, anim_speed="off", bot_speed="instant")
    return App(settings, size, persist=False)


def stage(app, game: str, scene: str, seed: int) -> None:
    """Push the scenes that show ``scene``."""
    from game.ui.scenes.menu import MenuScene

    app.reset(MenuScene(app))
    if scene == "menu":
        return
    if scene == "settings":
        from game.ui.scenes.settings import SettingsScene

        app.push(SettingsScene(app))
    elif scene == "rules":
        from game.ui.kingdoms import open_rules

        open_rules(app, "war")
    elif scene == "setup":
        from game.ui.kingdoms.setup import SetupScene

        s = SetupScene(app, seed)
        s.players = 4
        s.factions[0] = s.factions_all[seed % len(s.factions_all)]
        s.kinds[1] = "easy"
        s.kinds[3] = "hard"
        app.push(s)
    elif scene in ("board", "war", "scoring"):
        from game.ui.kingdoms.positions import stage_game

        stage_game(app, scene, seed)
    else:
        raise ValueError(f"unknown scene {scene!r}; scenes: {', '.join(SCENES)}")


def render(app, frames: int = 3):
    import pygame

    surf = pygame.Surface(app.size)
    for _ in range(frames):
        app.frame(surf, [], 1 / 30)
    return surf


def screenshot(game: str, scene: str, seed: int, lang: str, size: tuple[int, int], out: str) -> int:
    """Render ``scene`` of ``game`` to ``out``; 0 on success."""
    if game == "conquest":
        from game.ui.conquest.positions import screenshot as conquest_screenshot

        return conquest_screenshot(scene, seed, lang, size, out)
    if game != "kingdoms":
        print(f"screenshot: only kingdoms has scenes in the window so far (got {game!r})", file=sys.stderr)
        return 2
    if scene not in SCENES:
        print(f"screenshot: unknown scene {scene!r}; scenes: {', '.join(SCENES)}", file=sys.stderr)
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
