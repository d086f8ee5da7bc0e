"""The top bar's buttons keep their places (issue: Next and Skip vanished when a
prompt came during a narration and the rest shifted right: the next "Next"
click hit Undo, a click on Menu's old spot opened the Rules).  A button that
does not apply now is greyed, never removed: over a narration, a prompt and the
hotseat cover, every game's bar has the same rects."""

from __future__ import annotations

import pygame
import pytest

from game.registry import windowed
from game.ui import widgets
from game.ui.i18n import set_language, tr
from game.ui.screenshot import SHELL_SCENES, build_app, scenes_of, stage
from game.ui.table.chrome import BoardChrome


def board_scene(game: str) -> str:
    names = scenes_of(game)
    return "board" if "board" in names else next(s for s in names if s not in (*SHELL_SCENES, "setup"))


def top_rects(board) -> list[tuple[str, tuple[int, int, int, int], bool]]:
    board.rebuild()
    board.ensure_layout()
    return [(b.caption(), tuple(b.rect), b.enabled) for b in board.group.buttons if b.region == widgets.TOP]


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game", [e.id for e in windowed()])
def test_top_bar_buttons_stay_in_place_over_narration_prompt_and_cover(game, lang, monkeypatch):
    set_language(lang)
    app = build_app(lang, (1280, 800))
    app.settings.anim_speed = "normal"                 # narrations are told
    stage(app, game, board_scene(game), 2)
    board = next(s for s in reversed(app.stack) if isinstance(s, BoardChrome))
    board.ctl.paused = True
    monkeypatch.setattr(board.ctl, "automata", frozenset({99}))     # a board whose automaton's runs are told
    monkeypatch.setattr(board, "shared_screen", lambda: True)       # and a shared screen (hotseat)
    seen = {}
    for narrating in (False, True):
        for covered in (None, 0):
            for prompt in ("", "A much longer prompt that asks the player for something " * 3):
                monkeypatch.setattr(board, "narrating", lambda n=narrating: n)
                monkeypatch.setattr(board, "covered_seat", lambda viewer=None, c=covered: c)
                monkeypatch.setattr(board, "topbar_prompt", lambda p=prompt: p)
                rects = top_rects(board)
                seen[(narrating, covered, bool(prompt))] = [(name, rect) for name, rect, _on in rects]
                names = [name for name, *_ in rects]
                assert tr("narration.next") in names and tr("handover.me") in names
                enabled = {name: on for name, _r, on in rects}
                assert enabled[tr("narration.next")] == narrating and enabled[tr("handover.me")] == (covered is not None)
    first = next(iter(seen.values()))
    for state, rects in seen.items():
        assert rects == first, (game, state)
    set_language("en")


def test_esc_skips_a_narration_on_the_board_as_the_bar_says(monkeypatch):
    from game.ui.scenes.pause import PauseMenu

    set_language("en")
    app = build_app("en", (1280, 800))
    app.settings.anim_speed = "normal"
    stage(app, "galaxies", "board", 2)
    board = app.top
    skipped = []
    monkeypatch.setattr(board, "narrating", lambda: True)
    monkeypatch.setattr(board, "skip_narration", lambda: skipped.append(1) or True)
    app.frame(pygame.Surface((1280, 800)), [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)], 0.016)
    assert skipped == [1] and not any(isinstance(s, PauseMenu) for s in app.stack)
