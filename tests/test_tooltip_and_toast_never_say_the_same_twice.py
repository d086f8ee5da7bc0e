"""A click on a disabled thing explains why in a toast; the hover tooltip of the
same thing says the same words.  In Conquest a click on a city's name showed
both at once, one over the other: the tooltip gives way while the toast says it."""

from __future__ import annotations

import pygame

import game.ui.stack as stack_module
from game.ui import widgets
from game.ui.scene import Scene
from game.ui.screenshot import build_app
from game.ui.table.motion import StepClock

WHY = "Millbrook (Greenvale): 1 VP."


class OneDisabledButton(Scene):
    """A scene with one disabled button whose tooltip and refusal are one text."""

    def build(self) -> None:
        self.group.buttons = [widgets.Button(pygame.Rect(100, 100, 200, 60), "Millbrook", None, enabled=False,
                                             tooltip=WHY, why_disabled=WHY)]


def test_a_disabled_buttons_tooltip_gives_way_to_its_own_toast(monkeypatch):
    drawn: list[str] = []
    monkeypatch.setattr(stack_module, "draw_tip", lambda surf, tip, *a, **kw: drawn.append(tip) or pygame.Rect(0, 0, 1, 1))
    size = (1024, 640)
    app = build_app("en", size, clock=StepClock())
    app.tip_delay = stack_module.TIP_DELAY
    scene = OneDisabledButton(app)
    app.reset(scene)
    surf = pygame.Surface(size)
    app.frame(surf, [], 0.016)
    pos = scene.group.buttons[0].rect.center
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: pos)
    app.frame(surf, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], 0.016)
    app.clock.advance(2.0)
    app.frame(surf, [], 0.016)
    assert drawn == [WHY], "the tooltip shows while the pointer rests"
    drawn.clear()
    app.frame(surf, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                     pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], 0.016)
    app.frame(surf, [], 0.016)
    assert scene.message == WHY and scene.motions.running("message"), "the click explains in a toast"
    assert drawn == [], "the same words were drawn twice, the tooltip over the toast"


class OneButtonAtTheBottom(Scene):
    """A scene with one button at the bottom centre, where toasts go too."""

    def build(self) -> None:
        self.group.buttons = [widgets.Button(pygame.Rect(412, 580, 200, 50), "Share", self.share,
                                             tooltip="Save this finished game as a small file you can give to someone.")]

    def share(self) -> None:
        self.inform("Saved as conquest-2026-11-29.pocketepic in /home/someone/PocketEpics/shared, ready to give away")


def test_a_tooltip_keeps_off_the_toast_its_click_made(monkeypatch):
    """Share's tooltip came back over the toast saying where the file went."""
    drawn: list[pygame.Rect] = []
    real = stack_module.draw_tip
    monkeypatch.setattr(stack_module, "draw_tip", lambda *a, **kw: drawn.append(real(*a, **kw)) or drawn[-1])
    size = (1024, 640)
    app = build_app("en", size, clock=StepClock())
    app.tip_delay = stack_module.TIP_DELAY
    scene = OneButtonAtTheBottom(app)
    app.reset(scene)
    surf = pygame.Surface(size)
    app.frame(surf, [], 0.016)
    pos = scene.group.buttons[0].rect.center
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: pos)
    app.frame(surf, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                     pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                     pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], 0.016)
    app.clock.advance(2.0)
    app.frame(surf, [], 0.016)
    assert scene.motions.running("message"), "the click told where the file went"
    assert drawn, "the tooltip shows while the pointer rests"
    toast = scene.message_layout(size)[0]
    assert not drawn[-1].colliderect(toast), f"the tooltip {drawn[-1]} covers the toast {toast}"
