"""The Conquest board keeps its table drawn between frames (game.ui.table.layer):
a frame that changes nothing on the table costs one blit, a change the player
can see (a hovered button) draws it anew, and what moves by itself (tumbling
dice) still moves.  Every kept picture is the one a full redraw makes."""

from __future__ import annotations

import pygame

from game.ui import widgets
from game.ui.conquest.dice_tray import tumbling_die
from game.ui.conquest.positions import bench_board
from game.ui.scenes.menu import MenuScene
from game.ui.screenshot import build_app
from game.ui.table import layer
from game.ui.table.motion import StepClock

SIZE = (1280, 800)


def paused_board():
    """A six-player board in mid-attack, bots held still, time stepped by hand."""
    clock = StepClock()
    app = build_app("en", SIZE, clock=clock)
    board = bench_board(app, 6, 1)
    board.ctl.paused = True
    app.reset(MenuScene(app))
    app.push(board)
    return app, board, clock


def motion(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]


def full_redraw(app) -> pygame.Surface:
    layer.forget_all()
    out = pygame.Surface(SIZE)
    app.draw(out)
    return out


def same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def test_a_still_table_is_drawn_once_and_shown_as_drawn():
    app, board, clock = paused_board()
    surf = pygame.Surface(SIZE)
    app.frame(surf, [], 0.02)
    app.frame(surf, [], 0.02)
    drawn = board.layer.redraws
    side = board.side_panel.rect
    for x in range(3):                    # the mouse wanders over the side panel's rows (no button there)
        clock.advance(0.02)
        app.frame(surf, motion((side.x + 20 + 10 * x, side.y + 30)), 0.02)
    assert board.layer.redraws == drawn
    assert same(surf, full_redraw(app))


def test_a_hovered_button_draws_the_table_anew():
    app, board, clock = paused_board()
    surf = pygame.Surface(SIZE)
    app.frame(surf, [], 0.02)
    before = surf.copy()
    drawn = board.layer.redraws
    top = next(b for b in board.group.buttons if b.enabled and b.region == widgets.TOP)
    clock.advance(0.02)
    app.frame(surf, motion(top.rect.center), 0.02)
    assert board.layer.redraws == drawn + 1
    assert not same(surf, before)              # the button lights up
    assert same(surf, full_redraw(app))


def test_tumbling_dice_still_tumble_and_the_map_and_side_column_are_kept():
    app, board, clock = paused_board()
    surf = pygame.Surface(SIZE)
    app.frame(surf, [], 0.02)
    assert board.view["turn"]["free"]
    board.motions.start("dice", 5.0)
    tray = board.dice_tray.rect
    shots = []
    for _ in range(3):
        clock.advance(0.1)                     # the faces change 14 times a second
        app.frame(surf, [], 0.1)
        shots.append(surf.subsurface(tray).copy())
        assert same(surf, full_redraw(app))
    assert not same(shots[0], shots[1]) and not same(shots[1], shots[2])
    assert board.dice_tray.drawn_dice and all(d is None for d in board.dice_tray.drawn_dice)
    kept = board.side_column.pixels, board.map_region.pixels
    assert all(p is not None for p in kept)
    clock.advance(0.1)
    app.frame(surf, [], 0.1)
    # the players' rows, the log and the city map were not painted again
    assert (board.side_column.pixels, board.map_region.pixels) == kept
    assert board.tray_region.key is None       # the tray, where the dice tumble, is


def test_the_text_checks_see_every_text_of_a_kept_table():
    app, board, _clock = paused_board()
    surf = pygame.Surface(SIZE)
    app.frame(surf, [], 0.02)
    for _ in range(2):
        with widgets.recording() as drawn:
            app.frame(surf, [], 0.02)
        assert any(d.text == board.name(0) for d in drawn if d.target == id(surf))


def test_a_tumbling_die_is_the_die_turned():
    from game.ui.conquest import art

    img = tumbling_die("cav", 48, -17)
    assert tumbling_die("cav", 48, -17) is img
    assert same(img, pygame.transform.rotate(art.die_surface("cav", 48), -17))


def test_an_animation_the_board_does_not_know_redraws_every_part():
    """A pulse the kit adds later may lie anywhere on the table: nothing is kept while it runs."""
    app, board, clock = paused_board()
    surf = pygame.Surface(SIZE)
    app.frame(surf, [], 0.02)
    assert board.side_column.key is not None and board.map_region.key is not None and board.tray_region.key is not None
    board.motions.start(("somebody's pulse", 0), 1.0)
    clock.advance(0.02)
    app.frame(surf, [], 0.02)
    assert board.layer.key is None
    assert board.side_column.key is None and board.map_region.key is None and board.tray_region.key is None
    assert same(surf, full_redraw(app))
