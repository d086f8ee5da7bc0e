"""A screen the player comes back to shows no stale hover.

Played in a real window: Records opened from the menu, the pointer went on to
Replay and Back; on the menu again "Records" was still lit and its tooltip up,
the pointer far away, because the menu's buttons kept the hover they had when
it was left."""

from __future__ import annotations

import pygame

import game.ui.stack as stack_module
from game.ui.i18n import tr
from game.ui.scenes.menu import MenuScene
from game.ui.table.motion import StepClock
from tests.ui_helpers import SIZE, click, key
from tests.user_folder import home_fixture  # noqa: F401 - the fixture


def motion(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]


def test_the_menu_button_left_behind_is_not_lit_when_the_player_comes_back(home, monkeypatch):
    from game.ui.screenshot import build_app

    drawn: list[pygame.Rect] = []
    real = stack_module.draw_tip
    monkeypatch.setattr(stack_module, "draw_tip", lambda *a, **kw: drawn.append(real(*a, **kw)) or drawn[-1])
    app = build_app("en", SIZE, clock=StepClock())
    app.tip_delay = stack_module.TIP_DELAY
    app.reset(MenuScene(app))
    surf = pygame.Surface(SIZE)
    app.frame(surf, [], 0.016)
    menu = app.top
    records = next(b for b in menu.group.buttons if b.caption() == tr("menu.records"))
    app.frame(surf, [*click(records.rect.center), pygame.event.Event(pygame.MOUSEBUTTONUP, pos=records.rect.center, button=1)], 0.016)
    assert app.top is not menu                       # the Records screen
    far = (SIZE[0] // 2, 4)                          # above every button of the menu
    app.frame(surf, motion(far), 0.016)
    app.frame(surf, key(pygame.K_ESCAPE), 0.016)
    assert app.top is menu
    drawn.clear()
    app.clock.advance(2.0)
    app.dirty = True
    app.frame(surf, [], 0.016)
    assert menu.group.hovered() is None, f"{menu.group.hovered().caption()!r} is still lit"
    assert not drawn, "a tooltip shows for a button the pointer left"
