"""Every picture cache counts against one budget for the process
(game.ui.picture_cache): filling the caches of every game past it keeps the
total within it, and a game's own pictures are dropped when the player leaves
it for the menu.  Loops over the registry: a new game's caches are covered."""

from __future__ import annotations

import pygame
import pytest

from game.registry import windowed
from game.ui import picture_cache
from game.ui.screenshot import build_app, scenes_of, stage

GAMES = [e.id for e in windowed()]


def fill(cache: picture_cache.PictureCache, size: int, count: int) -> None:
    for n in range(count):
        cache.put(("fill", n), pygame.Surface((size, size)))


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("way", ["go_home", "reset"])
def test_leaving_a_game_for_the_menu_drops_its_pictures(game, way):
    picture_cache.release()
    app = build_app("en", (1280, 800))
    surf = pygame.Surface(app.size)
    for scene in [s for s in ("board", "art") if s in scenes_of(game)]:
        stage(app, game, scene, 1)
        for _ in range(2):
            app.frame(surf, [], 0.02)
    held = {c.owner for c in picture_cache.caches() if c.bytes}
    assert held <= {game, None}             # what it drew is kept under its own name, or as everyone's
    own = [c for c in picture_cache.caches() if c.owner == game]
    assert own                              # it has pictures of its own (made when its scenes were)
    for cache in own:
        fill(cache, 64, 2)
    if way == "go_home":
        app.go_home()
    else:
        app.reset(app.home(app))            # the pause's "Leave", the scores' "Menu"
    assert all(not c.bytes for c in picture_cache.caches() if c.owner is not None)
    assert app.top is not None and type(app.top) is app.home


def test_every_cache_together_stays_within_the_shared_budget():
    owners = {c.owner for c in picture_cache.caches()}
    assert set(GAMES) <= owners             # (made by the test above, which drew every game)
    picture_cache.fit_window((1280, 800))
    budget = picture_cache.shared_budget()
    for cache in picture_cache.caches():
        fill(cache, 512, 8)                 # 8 MB each: past every budget together
        assert picture_cache.shared_bytes() <= budget
    assert picture_cache.shared_bytes() == sum(c.bytes for c in picture_cache.caches())
    last = list(picture_cache.caches())[-1]
    assert ("fill", 7) in last              # the newest picture stays, the oldest of any cache went first
    picture_cache.fit_window((1920, 1200))
    assert picture_cache.shared_budget() > budget
    picture_cache.fit_window((1280, 800))
    for cache in picture_cache.caches():
        cache.clear()
    assert picture_cache.shared_bytes() == 0
