"""Everything the Galaxies lesson's coach names on a mat is on screen and lit at
that step (issue 30): "your mat", "its card", the fleet track, the skull, ships
at home, the energy and culture tracks, the secret mission, the attack.

``NAMED`` says, step by step, which parts of which mat a step's words name; a
keyword check keeps it honest against the English texts, and the lesson is
walked at both window sizes checking that each named part is one of the step's
lights, drawn inside its mat, on screen and not under the coach's panel.
"""

from __future__ import annotations

import pygame
import pytest

from game.registry import entries
from game.ui.i18n import set_language, tr
from game.ui.screenshot import build_app, render
from game.ui.tutorial.coach import CoachScene
from game.ui.tutorial.lesson import open_lesson
from game.ui.tutorial.stage import advance

NAMED: dict[str, set[str]] = {
    "rival_keeps": {"mat:1:mission"},
    "use_move": {"mat:0:home"},
    "dice": {"mat:0:empire"},
    "land_use": {"mat:0:energy"},
    "colonized": {"mat:0", "mat:0:colonies", "mat:0:home", "mat:0:vp"},
    "reroll": {"mat:0:energy", "mat:0:empire"},
    "upgraded": {"mat:0", "mat:0:empire", "mat:0:fleet", "mat:0:home"},
    "rival_energy": {"mat:1:home", "mat:1:energy"},
    "follow": {"mat:0:culture", "mat:0:home"},
    "rival_rest": {"mat:0:culture"},
    "mission": {"mat:0", "mat:0:mission"},
    "solo_welcome": {"mat:1"},
    "solo_your_turn": {"mat:0:vp"},
    "solo_culture": {"mat:0:culture"},
    "hostile_energy": {"mat:1", "mat:1:home", "mat:1:energy"},
    "solo_copy": {"mat:0:home", "mat:0:culture"},
    "hostile_colonizes": {"mat:1:colonies"},
    "hostile_attack": {"mat:1", "mat:1:attack", "mat:0:energy"},
    "hostile_move": {"mat:1:home"},
    "hostile_level": {"mat:1", "mat:1:empire", "mat:1:energy", "mat:1:culture"},
    "solo_win_lose": {"mat:0:vp", "mat:1:skull", "mat:1:vp"},
}

# words of the English texts and the mat part each names (a step saying them must light it)
KEYWORDS = {
    "your mat": "mat:0", "on your mat": "mat:0", "its card": "mat:1", "fleet track": "mat:0:fleet", "skull": "mat:1:skull",
    "ship at home": ":home", "ships at home": ":home", "waiting on your mat": "mat:0:home", "secret mission, on your mat": "mat:0:mission",
}


def names(light: str, target: str) -> bool:
    """Whether lighting ``light`` shows ``target``: ":home" any seat's ships at home; "mat:0" the mat or a part of it."""
    if target.startswith(":"):
        return light.endswith(target)
    return light == target or light.startswith(target + ":")


def parts() -> list:
    tutorial = next(e for e in entries() if e.id == "galaxies").load_tutorial()
    return tutorial.parts()


def test_the_table_of_named_parts_agrees_with_the_english_texts():
    set_language("en")
    steps = {s.id for part in parts() for s in part.steps}
    assert set(NAMED) <= steps
    for part in parts():
        for step in part.steps:
            text = tr(f"galaxies.tutorial.{step.id}", p0="", p1="").lower()
            for word, target in KEYWORDS.items():
                if word in text:
                    assert any(names(t, target) for t in NAMED.get(step.id, ())), f"step {step.id} says {word!r} but lights no {target!r}"
            assert NAMED.get(step.id, set()) <= set(step.highlight), (step.id, step.highlight)


@pytest.mark.parametrize("lang,size", [("en", (1280, 800)), ("ru", (1024, 640))])
@pytest.mark.parametrize("part", [0, 1], ids=["first", "solo"])
def test_every_named_mat_part_is_lit_on_screen_at_its_step(lang, size, part):
    set_language(lang)
    try:
        app = build_app(lang, size)
        open_lesson(app, "galaxies", part=part)
        coach = app.top
        assert isinstance(coach, CoachScene)
        screen = pygame.Rect((0, 0), size)
        checked = 0
        while True:
            render(app, 1)
            step = coach.step
            lit = coach.targets()
            for name in sorted(NAMED.get(step.id, ())):
                rects = coach.hooks.rects(coach.board, name)
                assert rects, f"step {step.id}: {name} is not drawn"
                seat = int(name.split(":")[1])
                mat = coach.board.mat_rects[seat]
                for r in rects:
                    assert r.w > 0 and r.h > 0 and screen.contains(r), (step.id, name, r)
                    assert mat.contains(r), f"step {step.id}: {name} at {r} lies outside its mat {mat}"
                    assert r in lit, f"step {step.id}: {name} is not lit"
                    assert not coach.panel.colliderect(r), f"step {step.id}: the coach's panel covers {name}"
                checked += 1
            if not advance(coach):
                break
        assert checked >= 8
        assert not app.errors, app.errors[-1]
    finally:
        set_language("en")
