"""Galaxies' player mats (issue 30): every seat's mat shows its empire track,
energy and culture tracks, ships at home, colonies and mission place (the
fleet track for players; the skull and attack on the solo hostile galaxy's
card), each part inside its mat, the mats clear of each other and of the log
at both window sizes from solo to five players; and the mouse over a part
tells that part in words (its tooltip), over the rest of the mat the whole mat."""

from __future__ import annotations

import pygame
import pytest

from game.ui.galaxies.board import GalaxiesBoardScene
from game.ui.galaxies.positions import controller_for, play_to
from game.ui.i18n import set_language, tr
from game.ui.scenes.menu import MenuScene
from game.ui.screenshot import build_app, render

PLAYER_PARTS = {"vp", "empire", "energy", "culture", "home", "fleet", "colonies"}
HOSTILE_PARTS = {"vp", "empire", "energy", "culture", "home", "colonies", "skull", "attack"}


def board_of(players: int, size: tuple[int, int], lang: str = "en") -> tuple:
    set_language(lang)
    app = build_app(lang, size)
    app.reset(MenuScene(app))
    board = GalaxiesBoardScene(app, controller_for(play_to("board" if players > 1 else "mats_solo", 2, players), app))
    board.ctl.paused = True
    app.push(board)
    surf = render(app, 1)
    return app, board, surf


@pytest.mark.parametrize("players", [1, 2, 3, 5])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_mat_shows_its_parts_inside_it_and_clear_of_the_others(players, size):
    app, board, _ = board_of(players, size)
    mats = board.mat_rects
    assert len(mats) == max(2, players)
    view = board.view
    for seat, mat in enumerate(mats):
        parts = board.mats.parts[seat]
        hostile = view["empires"][seat]["hostile"]
        want = HOSTILE_PARTS if hostile else PLAYER_PARTS | ({"mission"} if players > 1 else set())
        assert want <= set(parts), (seat, sorted(parts))
        for name, r in parts.items():
            assert r.w > 0 and r.h > 0 and mat.contains(r), (seat, name, r, mat)
        if "skull" in parts:                 # the skull is the last cell of the hostile galaxy's ladder
            assert parts["empire"].contains(parts["skull"])
        drawn = [r for n, r in parts.items() if n != "skull"]
        for i, a in enumerate(drawn):       # no part lies over another
            assert not any(a.colliderect(b) for b in drawn[i + 1:]), (seat, list(parts))
    for i, a in enumerate(mats):
        assert pygame.Rect((0, 0), size).contains(a)
        assert not any(a.colliderect(b) for b in mats[i + 1:])
        if board.show_log:
            assert not a.colliderect(board.log_rect)
    if players > 1:                          # the viewer's own mission is face up: its words are on the mat
        assert board.mats.parts[0]["mission"].h > board.mats.parts[1]["mission"].h
    assert not app.errors


@pytest.mark.parametrize("players", [1, 3])
def test_the_mouse_over_a_part_tells_that_part(players):
    app, board, surf = board_of(players, (1280, 800))
    for seat in range(len(board.mat_rects)):
        whole = board.mat_tip(seat)
        for name, r in board.mats.parts[seat].items():
            app.frame(surf, [pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0), buttons=(0, 0, 0))], 0.016)
            hovered = board.group.hovered()
            assert hovered is not None and hovered.data == ("mat", seat), (seat, name)
            tip = hovered.tip()
            assert tip and tip != whole and "{" not in tip, (seat, name, tip)
    e = board.view["empires"][0]
    app.frame(surf, [pygame.event.Event(pygame.MOUSEMOTION, pos=board.mats.parts[0]["energy"].center, rel=(0, 0), buttons=(0, 0, 0))], 0.016)
    assert board.group.hovered().tip() == tr("galaxies.mat.part.energy", n=e["energy"], name=board.name(0))
    corner = board.mat_rects[0].bottomright
    app.frame(surf, [pygame.event.Event(pygame.MOUSEMOTION, pos=(corner[0] - 3, corner[1] - 3), rel=(0, 0), buttons=(0, 0, 0))], 0.016)
    assert board.group.hovered().tip() == board.mat_tip(0)
    assert not app.errors


def test_every_hostile_attack_fits_its_card_in_every_language():
    """The hostile galaxy's card says its attack at every level of all five, whole, at the small window size."""
    from game.core.match import Match
    from game.galaxies.scenario import Scenario
    from game.ui.i18n import LANGS
    from tests.test_ui_text_fits import problems

    found = []
    for lang in LANGS:
        set_language(lang)
        app = build_app(lang, (1024, 640))
        for d in range(1, 6):
            for level in range(1, 6):
                app.reset(MenuScene(app))
                match = Match(Scenario(1, variant=f"hostile{d}").seat(1, level=level).config())
                board = GalaxiesBoardScene(app, controller_for(match, app))
                app.push(board)
                found += [f"{lang} H{d} level {level}: {p}" for p in problems(app, 1)]
                assert "attack" in board.mats.parts[1]
    set_language("en")
    assert not found, "\n".join(found)


def test_every_mission_fits_the_viewers_mat_in_every_language():
    """The viewer's own mission card on the mat says each of the twelve whole, at the small window size."""
    from game.core.match import Match
    from game.galaxies.scenario import Scenario
    from game.ui.galaxies import words
    from game.ui.i18n import LANGS
    from tests.test_ui_text_fits import problems

    ids = [m.id for m in words.content().missions]
    found = []
    for lang in LANGS:
        set_language(lang)
        app = build_app(lang, (1024, 640))
        for k, mid in enumerate(ids):
            others = [m for m in ids if m != mid]
            sc = Scenario(3).seat(0, mission=mid).seat(1, mission=others[k % 11]).seat(2, mission=others[(k + 1) % 11])
            app.reset(MenuScene(app))
            board = GalaxiesBoardScene(app, controller_for(Match(sc.config()), app))
            app.push(board)
            found += [f"{lang} {mid}: {p}" for p in problems(app, 1)]
            assert board.mats.parts[0]["mission"].h > board.mats.parts[1]["mission"].h
    set_language("en")
    assert not found, "\n".join(found)
