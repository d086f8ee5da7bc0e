"""The Kingdoms lesson lights a region along its outline: the rectangle round
it reached over the meeples of the regions beside it (issue 36, item 9).  At
every step that lights a region, no ring the coach draws passes over a meeple
standing outside the lit region."""

from __future__ import annotations

import math

import pygame

from game.ui.screenshot import build_app
from game.ui.tutorial.lesson import open_lesson
from game.ui.tutorial.stage import advance

MEEPLE_REACH = 9        # scaled pixels round a meeple's centre its body covers


def _segments(points):
    return list(zip(points, points[1:] + points[:1], strict=True))


def _distance(p, a, b) -> float:
    (px, py), (ax, ay), (bx, by) = p, a, b
    dx, dy = bx - ax, by - ay
    t = 0.0 if dx == dy == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(px - ax - t * dx, py - ay - t * dy)


def _inside(p, points) -> bool:
    x, y = p
    hit = False
    for (ax, ay), (bx, by) in _segments(points):
        if (ay > y) != (by > y) and x < ax + (y - ay) * (bx - ax) / (by - ay):
            hit = not hit
    return hit


def rings(coach) -> list[list[tuple[float, float]]]:
    """The lines the coach's lights are drawn along: rectangles' and outlines'."""
    rects, shapes = coach.lights()
    u = coach.u
    boxes = [r.inflate(u(8), u(8)) for r in rects]
    return [[b.topleft, b.topright, b.bottomright, b.bottomleft] for b in boxes] + shapes


def test_no_light_of_the_lesson_passes_over_a_meeple_beside_a_lit_region():
    app = build_app("en", (1280, 800))
    app.settings.anim_speed = "off"
    open_lesson(app, "kingdoms")
    coach = app.top
    surf = pygame.Surface(app.size)
    checked = 0
    while True:
        app.frame(surf, [], 0.016)
        if any(h.startswith(("region:", "move:")) for h in coach.step.highlight):
            _rects, shapes = coach.lights()
            assert shapes, f"step {coach.step.id}: a region is lit along its outline"
            reach = coach.u(MEEPLE_REACH)
            for centre in coach.board.pieces.drawn_meeples.values():
                if any(_inside(centre, s) for s in shapes):
                    continue
                for ring in rings(coach):
                    near = min(_distance(centre, a, b) for a, b in _segments(ring))
                    assert near > reach, f"step {coach.step.id}: a light passes over the meeple at {centre}"
            checked += 1
        if not advance(coach):
            break
    assert checked >= 3
