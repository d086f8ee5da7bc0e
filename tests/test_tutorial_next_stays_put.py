"""The lesson's Next button stays under the pointer from step to step, for every
registered game's lesson: at the top of the log the coach's panel is as tall as
the lesson's tallest step (as far as the room allows), so a learner pressing
Next, Next, Next does not chase a button that rose and fell with each step's
text (Conquest's Next stood in 9 places over its 20 steps at 1280x720, Galaxies'
in 11).  Only a board that moves its log (Kingdoms' decision list above it)
moves the panel, and the panel's texts still fit whole."""

from __future__ import annotations

from collections import defaultdict

import pytest

from game.registry import windowed
from game.ui import widgets
from game.ui.i18n import set_language, tr
from game.ui.tutorial.coach import CoachScene
from game.ui.tutorial.lesson import open_lesson
from game.ui.tutorial.stage import advance
from tests.ui_helpers import menu_app


@pytest.mark.parametrize(("size", "lang"), [((1024, 640), "en"), ((1280, 720), "en"), ((1280, 800), "ru")])
@pytest.mark.parametrize("game", [e.id for e in windowed()])
def test_next_stays_in_one_place_while_the_log_stays(game, size, lang):
    entry = next(e for e in windowed() if e.id == game)
    app, surf = menu_app(size, lang)
    try:
        for part in range(len(entry.load_tutorial().parts())):
            open_lesson(app, game, part=part)
            coach = app.top
            assert isinstance(coach, CoachScene)
            places: dict[tuple, set[tuple]] = defaultdict(set)     # where the log starts -> where Next stood
            steps = 0
            while True:
                coach.lift()
                with widgets.recording() as texts:
                    app.frame(surf, [], 0.016)
                coach.ensure_layout()
                nxt = [b for b in coach.group.buttons if b.caption() == tr("tutorial.next")]
                log = coach.board.log_rect
                if nxt and app.top is coach and coach.panel.topleft == log.topleft:
                    places[(log.x, log.y, log.w)].add(tuple(nxt[0].rect))
                    steps += 1
                    inside = [d for d in texts if coach.panel.contains(d.rect)]
                    assert not [d for d in inside if d.problem in ("cut", "wide")], f"{game} step {coach.cursor + 1}: text cut"
                if not advance(coach):
                    break
            assert steps >= 5, f"{game} part {part}: the panel was at the top of the log in only {steps} steps"
            moved = {log: spots for log, spots in places.items() if len(spots) > 1}
            assert not moved, f"{game} part {part}: Next moved while the log stayed: {moved}"
    finally:
        set_language("en")
