"""A counter's change pulse sits beside what it counts and never over a name or a
digit, in every registered game at both window sizes: each delta's pill lies
inside the window, covers none of the texts the board reports
(``counter_texts``), no text the screen shows (every text of a full redraw,
recorded) and no other pill, and stays put while its counter and delta do.  Played the window's way with real moves until
every kind of counter the board shows has changed.

The kit's placement (``game.ui.table.pills``) is also checked on its own: the
free place nearest the counter, and a crowded one that covers least.
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Hashable

import pygame
import pytest

from game.registry import windowed
from game.ui import widgets
from game.ui.screenshot import build_app, stage
from game.ui.table import pills
from game.ui.table.motion import StepClock
from tests.frame_truth import FrameTruth, full_redraw
from tests.test_table_changes_shown import SPACE, board_scene, table
from tests.test_ui_frame_truth import person_moves

GAMES = [e.id for e in windowed()]
SIZES = [(1280, 800), (1024, 640)]


def kind(key: Hashable) -> Hashable:
    """A counter's kind: (seat, "vp") -> "vp"; ("lost", turn) -> "lost"."""
    if isinstance(key, tuple) and key:
        return key[1] if isinstance(key[0], int) and len(key) > 1 else key[0]
    return key


def screen_texts(app, size: tuple[int, int]) -> list[widgets.Drawn]:
    """Every text a full redraw of the screen shows (a cut text's left-out lines are not on it)."""
    with widgets.recording() as drawn:
        full_redraw(app, size)
    return [d for d in drawn if d.problem != "cut"]


def check_pills(app, board, size: tuple[int, int], recorded: bool) -> int:
    """The pills of the last picture: inside the window, apart, over no text; returns how many."""
    shown = dict(board.shown_pills)
    window = pygame.Rect((0, 0), size)
    texts = board.counter_texts()
    for key, pill in shown.items():
        assert window.contains(pill), f"{key}: its pill {pill} leaves the window"
        for other, rect in shown.items():
            assert other == key or not pill.colliderect(rect), f"the pills of {key} and {other} overlap"
        hit = next((r for r in texts if pill.colliderect(r)), None)
        assert hit is None, f"{key}: its pill {pill} covers a text the board reports at {hit}"
    if recorded and shown:
        labels = {board.shown_deltas[k]: k for k in shown}
        drawn = screen_texts(app, size)
        shown = dict(board.shown_pills)        # (the redraw placed them again, in the same places)
        for key, pill in shown.items():
            for d in drawn:
                own = d.text in labels and pill.contains(d.rect)
                assert own or not pill.colliderect(d.rect), f"{key}: its pill {pill} covers {d.text!r} at {d.rect}"
    return len(shown)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", SIZES, ids=["1280x800", "1024x640"])
@pytest.mark.parametrize("game", GAMES)
def test_every_change_pill_lies_beside_its_counter_over_no_text(game, size, lang):
    rng = random.Random(zlib.crc32(f"pills.{game}.{size}.{lang}".encode()))
    app = build_app(lang, size, clock=StepClock())
    app.settings.anim_speed = "normal"
    app.settings.bot_speed = "instant"
    stage(app, game, board_scene(game), 3)
    board = table(app)
    board.ctl.paused = False
    truth = FrameTruth(app, size, every=8)
    kinds = {kind(k) for k in board.counter_values(board.table)}
    seen: set = set()
    checked = 0
    last: dict = {}
    for i in range(900):
        if board.ctl.match.is_over() or board not in app.visible() or (seen >= kinds and i >= 240):
            break
        events = []
        if app.top is not board:
            events = [SPACE]
        elif i % 2 == 0 and rng.random() < 0.4:
            person_moves(app, rng)
        truth.frame(events, 0.1)
        assert not app.errors, app.errors[-1]
        if board not in app.visible() or not board.shown_pills:
            continue
        spots, texts = board.counter_spots(), board.counter_texts()
        now = {k: (r.topleft, board.shown_deltas[k], tuple(spots[k])) for k, r in board.shown_pills.items()}
        for key, (place, label, spot) in now.items():      # a pill stays put while its counter and delta do
            before = last.get(key)
            if before is not None and before[1:] == (label, spot):
                still = pygame.Rect(before[0], board.shown_pills[key].size)
                assert place == before[0] or pills.covered(still, texts), f"{key}: its pill jumped from {before[0]} to {place}"
        checked += check_pills(app, board, size, recorded=now != last)
        seen |= {kind(k) for k in board.shown_pills}
        last = now
    assert checked >= 3, "too few pills were seen to check"
    assert seen >= kinds, f"these kinds of counter never changed on screen: {sorted(map(str, kinds - seen))}"


# --- the placement on its own -----------------------------------------------------------------
ROOM = pygame.Rect(0, 0, 400, 300)


def test_a_pill_goes_right_of_its_counter_when_that_is_free():
    counter = pygame.Rect(100, 100, 40, 20)
    pill = pills.place((30, 18), counter.inflate(12, 8), counter, ROOM, [], [])
    assert pill.left > counter.right and pill.centery == counter.centery


def test_a_pill_leaves_a_name_beside_its_counter_and_the_room_uncovered():
    counter = pygame.Rect(360, 100, 30, 20)            # at the room's right edge: no room on the right
    name = pygame.Rect(250, 80, 150, 14)               # a name along the top of the counter
    pill = pills.place((30, 18), counter.inflate(12, 8), counter, ROOM, [name], [])
    assert ROOM.contains(pill) and not pill.colliderect(name) and not pill.colliderect(counter)


def test_pills_of_neighbouring_counters_never_overlap():
    counters = [pygame.Rect(100 + i * 36, 100, 30, 20) for i in range(4)]
    placed: list[pygame.Rect] = []
    for c in counters:
        placed.append(pills.place((30, 18), c.inflate(12, 8), c, ROOM, [], placed, counters))
    assert all(not a.colliderect(b) for i, a in enumerate(placed) for b in placed[i + 1:])


def test_with_no_free_place_a_pill_covers_the_least_text_and_stays_in_its_room():
    counter = pygame.Rect(20, 20, 30, 20)
    room = pygame.Rect(0, 0, 80, 60)
    texts = [pygame.Rect(0, 0, 80, 18), pygame.Rect(0, 42, 80, 18), pygame.Rect(52, 0, 28, 60)]
    pill = pills.place((30, 18), counter.inflate(12, 8), counter, room, texts, [])
    assert room.contains(pill)
    assert pills.covered(pill, texts) < 30 * 18


def test_a_pill_leaves_a_picture_clear_when_it_can_and_covers_it_before_another_counter():
    counter = pygame.Rect(100, 100, 30, 20)
    ring = counter.inflate(12, 8)
    piece = pygame.Rect(ring.right, 90, 40, 40)              # a seat's piece right of the counter
    pill = pills.place((30, 18), ring, counter, ROOM, [], [], [counter], pictures=[piece])
    assert not pill.colliderect(piece) and not pill.colliderect(counter)
    room = pygame.Rect(60, 60, 130, 94)                      # tight: the piece right, another counter everywhere else
    other = [pygame.Rect(60, 60, 130, 38), pygame.Rect(60, 126, 130, 28), pygame.Rect(60, 98, 34, 28)]
    pill = pills.place((30, 18), ring, counter, room, [], [], [counter, *other], pictures=[piece])
    assert room.contains(pill) and not any(pill.colliderect(o) for o in other), "a counter's marks went under the pill"
    assert pill.colliderect(piece)
