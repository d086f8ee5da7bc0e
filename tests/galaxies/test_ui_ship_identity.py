"""Galaxies ships are told apart by more than colour (issue 19): each ship, in
orbit, landed or at home on its mat, is its owner's chip from the table kit
(colour plus letter plus shape, ``game.ui.table.identity``).

With every seat's colour replaced by one grey, a ship at the same place under
another owner must still look different; the ships once were rockets in the
seat's colour and nothing else, so in grey every seat's ship was the same."""

from __future__ import annotations

import pygame
import pytest

from game.core.match import Match
from game.galaxies.scenario import Scenario
from game.ui import theme
from game.ui.galaxies.board import GalaxiesBoardScene
from game.ui.galaxies.pieces import Pieces
from game.ui.galaxies.positions import controller_for
from game.ui.scenes.menu import MenuScene
from game.ui.screenshot import build_app, render

GREY = (128, 128, 128)
ALIKE = tuple(p.id for p in Scenario().rules().content.planets if p.track_length == 3)    # alike tracks: alike places


def row(players: int) -> tuple[str, ...]:
    """A full planet row of alike planets (its size is the rules' for ``players``)."""
    return ALIKE[:len(Scenario(players, missions=False).state().row)]


def position(players: int, owners: tuple[int, int]) -> Match:
    """``owners[0]``'s ship in orbit of planet 0 and landed on planet 2, ``owners[1]``'s
    at the same spots of planets 1 and 3; every other ship at home (level 3: three
    ships in play, so each seat has one at home to compare)."""
    sc = Scenario(players, missions=False).row(*row(players))
    for seat in range(players):
        sc.seat(seat, level=3)
    a, b = owners
    sc.ship(a, 0, "orbit", 0, 1).ship(a, 1, "surface", 2)
    sc.ship(b, 0, "orbit", 1, 1).ship(b, 1, "surface", 3)
    return Match(sc.config())


def grey_board(match: Match, size: tuple[int, int], monkeypatch, uniform: bool = False) -> tuple[GalaxiesBoardScene, pygame.Surface, list]:
    """The board drawn with every seat's colour made the same grey (with ``uniform``
    its letter and shape too, as if colour were the only cue); the ships drawn (centre, size)."""
    app = build_app("en", size)
    app.reset(MenuScene(app))
    board = GalaxiesBoardScene(app, controller_for(match, app))
    board.ctl.paused = True
    real = board.seat_identity
    monkeypatch.setattr(board, "seat_identity", lambda seat: theme.Identity(
        "grey", GREY, (245, 245, 240), "X" if uniform else real(seat).letter, "square" if uniform else real(seat).shape))
    drawn: list = []
    real_piece = Pieces.draw             # one call per ship noted (a mat draws its other ships at home beside it)
    monkeypatch.setattr(Pieces, "draw", lambda self, surf, identity, centre, size, *rest, **kw:
                        drawn.append((centre, size)) or real_piece(self, surf, identity, centre, size, *rest, **kw))
    app.push(board)
    surf = render(app)
    assert not app.errors, app.errors[-1]
    return board, surf, drawn


def piece(surf: pygame.Surface, centre: tuple[int, int], size: int) -> bytes:
    box = pygame.Rect(0, 0, size + 4, size + 4)
    box.center = centre
    return pygame.image.tobytes(surf.subsurface(box), "RGB")


def pairs(players: int, uniform: bool, size: tuple[int, int], monkeypatch) -> list[tuple[bytes, bytes]]:
    """The pictures of two seats' ships at alike places: in orbit, landed, at home on the mat."""
    a, b = players - 2, players - 1
    board, surf, drawn = grey_board(position(players, (a, b)), size, monkeypatch, uniform)
    assert len(drawn) == len(board.drawn_ships)
    at = {note[:-3]: spot for note, spot in zip(board.drawn_ships, drawn, strict=True) if note[0] != "mat"}
    at |= {("mat", note[-3]): spot for note, spot in zip(board.drawn_ships, drawn, strict=True) if note[0] == "mat"}
    places = [(("orbit", 0, 1), ("orbit", 1, 1)), (("surface", 2), ("surface", 3))]
    if board.view["active"] not in (a, b):          # the mat of the seat to move is lit: not alike
        places.append((("mat", a), ("mat", b)))
    return [(piece(surf, *at[x]), piece(surf, *at[y])) for x, y in places]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_in_grey_a_ship_still_shows_whose_it_is(players, size, monkeypatch):
    # the places compared are alike: were colour the only cue, the two seats' ships would look the same
    assert all(x == y for x, y in pairs(players, True, size, monkeypatch))
    shown = pairs(players, False, size, monkeypatch)
    assert len(shown) == (2 if players == 2 else 3)
    assert all(x != y for x, y in shown), [x != y for x, y in shown]


@pytest.mark.parametrize("players", [1, 2, 5])
def test_every_ship_is_drawn_with_its_owners_letter_and_shape(players, monkeypatch):
    """All of the state's ships are drawn (a crowded space too), each as its owner's
    chip; in solo the hostile galaxy's are its own ("H" on a star)."""
    sc = Scenario(players, missions=False).row(*row(players))
    seats = players + (1 if players == 1 else 0)
    for seat in range(seats):
        sc.seat(seat, level=3)
        sc.ship(seat, 0, "orbit", 0, 0)
        if seat < players:                              # the hostile galaxy never lands
            sc.ship(seat, 1, "surface", 1)
    board, surf, drawn = grey_board(Match(sc.config()), (1024, 640), monkeypatch)
    assert board.drawn_facts()["ships"] == board.state_facts()["ships"]
    on_planets = [n for n in board.drawn_ships if n[0] != "mat"]
    assert len(on_planets) == seats + players
    marks = {n[-3]: n[-2:] for n in on_planets}
    assert len(set(marks.values())) == seats, marks        # no two seats share letter and shape
    if players == 1:
        assert marks[1] == ("H", "star")
    stacked = sorted(spot[0][1] for note, spot in zip(board.drawn_ships, drawn, strict=True) if note[0] == "orbit")
    assert all(b - a >= board.u(6) for a, b in zip(stacked, stacked[1:], strict=False)), stacked   # each letter shows
