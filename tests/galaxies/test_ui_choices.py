"""Galaxies choices that differ only by ship (issue 18, item 3): after a click
on a planet part the panel offered "1. Orbit Alkimra / 2. Orbit Alkimra /
3. Orbit Alkimra".  Each now names where its ship leaves from, and hovering
it (or focusing it by keyboard) lights that ship on the board."""

from __future__ import annotations

import random

import pygame

from game.core.match import Match
from game.core.protocol import GameConfig
from game.registry import get_rules
from game.ui.choices import repeated
from game.ui.galaxies import art, words
from game.ui.galaxies.board import GalaxiesBoardScene
from game.ui.galaxies.positions import controller_for
from game.ui.i18n import tr
from game.ui.scenes.menu import MenuScene
from game.ui.screenshot import build_app, render

SIZE = (1280, 800)


def move_with_three_ships(seed: int = 1) -> Match:
    """A random 2-player game played on to a Move die that three of seat 0's ships
    could take to one planet part (a die names its target: ``("activate", die, "move", ...)``)."""
    rules = get_rules("galaxies")
    match = Match(GameConfig("galaxies", 2, seed, None, {"first_player": 0}))
    chooser = random.Random(seed)
    while match.to_move():
        to_move = match.to_move()
        if 0 in to_move and match.view(0)["decision"]["prompt"] == "main":
            view = match.view(0)
            spots = [words.option_slot(view, 0, o[2:]) for o in match.legal(0) if o[0] == "activate" and o[2:3] == ("move",)]
            if any(spots.count(s) >= 3 for s in spots if s):
                return match
        seat = chooser.choice(to_move)
        match.submit(seat, rules.sample_action(match.state, seat, chooser))
    raise AssertionError("no such position")


def board_for(match: Match, lang: str = "en") -> tuple:
    app = build_app(lang, SIZE)
    app.reset(MenuScene(app))
    board = GalaxiesBoardScene(app, controller_for(match, app))
    board.ctl.paused = True
    app.push(board)
    board.ensure_layout()
    return app, board


def pick_move_die(app, board) -> None:
    """Click the Move die (the lit parts are then where it may go)."""
    die = next(o[1] for o in board.legal() if o[0] == "activate" and o[2:3] == ("move",))
    button = next(b for b in board.group.buttons if b.data == ("die", die))
    app.frame(pygame.Surface(SIZE), [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1),
                                     pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1)], 1 / 30)
    assert board.selected == [die]


def hover(app, pos) -> None:
    app.frame(pygame.Surface(SIZE), [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], 1 / 30)


def test_a_click_on_a_planet_part_offers_each_ship_by_where_it_is(monkeypatch):
    app, board = board_for(move_with_three_ships(3))
    pick_move_die(app, board)
    spot, group = max(board.lit_parts().items(), key=lambda kv: len(kv[1]))
    part = next(b for b in board.group.buttons if b.data == ("part", *spot))
    app.frame(pygame.Surface(SIZE), [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=part.rect.center, button=1),
                                     pygame.event.Event(pygame.MOUSEBUTTONUP, pos=part.rect.center, button=1)], 1 / 30)
    assert board.narrowed == group and len(board.option_buttons) >= 3
    captions = [b.caption() for b in board.option_buttons]
    assert not repeated(captions), captions
    for b in board.option_buttons:
        option = b.data[2]
        origin = words.ship_origin(board.view, 0, option[1])
        assert origin in b.caption()
        assert b.caption().endswith(tr("galaxies.opt.with_origin", option="", origin=origin).strip())
    # hovering each option lights exactly its ship, where the board draws that ship
    lights, ships = [], []
    monkeypatch.setattr(art, "draw_ship_light", lambda surf, center, r: lights.append(center))
    real_ship = art.draw_ship
    monkeypatch.setattr(art, "draw_ship", lambda surf, center, size, ident, upright=False: ships.append(center) or real_ship(surf, center, size, ident, upright))
    lit = []
    for b in board.option_buttons:
        lights.clear()
        ships.clear()
        hover(app, b.rect.center)
        assert board.lit_ship() == (0, b.data[2][1])
        assert len(lights) == 1 and lights[0] in ships
        lit.append(lights[0])
    assert len(set(lit)) == len(lit)                   # three ships, three places
    hover(app, (2, SIZE[1] - 2))                       # the mouse leaves: nothing is lit
    assert board.lit_ship() is None


def test_the_keyboard_focus_lights_the_ship_too():
    app, board = board_for(move_with_three_ships(2), "ru")
    pick_move_die(app, board)
    spot, group = max(board.lit_parts().items(), key=lambda kv: len(kv[1]))
    board.aim(board.selected[0], group)
    render(app, 1)
    app.frame(pygame.Surface(SIZE), [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0)], 1 / 30)
    focused = board.group.focused()
    assert focused in board.option_buttons
    assert board.lit_ship() == (0, focused.data[2][1])


def advance_position(track_any: bool) -> Match:
    """A random 3-player game played on until seat 0 chooses which ship advances:
    by a planet's effect on any track (Pharessa, Ascendra), or on a named track."""
    rules = get_rules("galaxies")
    for seed in range(300, 400):
        match = Match(GameConfig("galaxies", 3, seed, None, {"first_player": 0}))
        chooser = random.Random(seed)
        while match.to_move():
            d = match.view(0)["decision"] if 0 in match.to_move() else {}
            if d.get("prompt") == "advance" and ((d["info"].get("track", "any") == "any") == track_any):
                return match
            seat = chooser.choice(match.to_move())
            match.submit(seat, rules.sample_action(match.state, seat, chooser))
    raise AssertionError("no such position")


def test_the_advance_prompt_says_the_track_and_the_steps_in_every_language():
    """Issue 18 item 4: "Advance {track}: which ship moves forward?" after a Pharessa colony."""
    for track_any in (True, False):
        match = advance_position(track_any)
        info = match.view(0)["decision"]["info"]
        for lang in ("en", "ru", "uk"):
            app, board = board_for(match, lang)
            render(app, 1)
            prompt = board.topbar_prompt()
            assert "{" not in prompt and f"+{info.get('steps')}" in prompt, prompt
            if not track_any:
                assert words.track_name(info["track"]) in prompt
            assert len(board.option_buttons) >= 2
