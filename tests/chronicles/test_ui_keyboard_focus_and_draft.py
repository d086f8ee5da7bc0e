"""Issue 18 in the Chronicles window: what a player met, each checked here
(the looks were rendered and looked at too)."""

from __future__ import annotations

import pygame

from game.ui import widgets
from game.ui.screenshot import build_app, render, stage
from tests.ui_helpers import click, key

SIZE = (1280, 800)


def staged(scene: str, size=SIZE, seed: int = 1):
    app = build_app("en", size)
    stage(app, "chronicles", scene, seed)
    board = next(s for s in app.stack if getattr(s, "ctl", None) is not None)
    board.ctl.paused = True
    render(app, 2)
    return app, board, pygame.Surface(size)


def test_enter_picks_the_selected_card_wherever_the_keyboard_focus_was():
    app, board, surf = staged("draft")
    for k in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_RIGHT):
        app.frame(surf, key(k), 0.016)          # the focus wanders off the cards
    app.frame(surf, key(pygame.K_3), 0.016)     # the third card is selected
    chosen = board.selected
    assert chosen and chosen[0] == "pack"
    before = len(board.ctl.match.log)
    app.frame(surf, key(pygame.K_RETURN), 0.016)
    assert board.ctl.match.log[before:] == [(0, ("pick", chosen[1]))]


def test_enter_on_another_card_selects_it_then_picks_it():
    app, board, surf = staged("draft")
    app.frame(surf, key(pygame.K_1), 0.016)
    cards = [b for b in board.group.buttons if isinstance(b.data, tuple) and b.data[0] == "pack"]
    other = cards[1].data
    board.group.keyboard = True
    board.group.focus = board.group.buttons.index(cards[1])    # arrowed onto another card
    before = len(board.ctl.match.log)
    app.frame(surf, key(pygame.K_RETURN), 0.016)
    assert board.selected == other and len(board.ctl.match.log) == before
    app.frame(surf, key(pygame.K_RETURN), 0.016)
    assert board.ctl.match.log[before:] == [(0, ("pick", other[1]))]


def test_a_mouse_click_moves_the_focus_to_the_card_clicked():
    app, board, surf = staged("draft")
    app.frame(surf, key(pygame.K_TAB), 0.016)
    cards = [b for b in board.group.buttons if isinstance(b.data, tuple) and b.data[0] == "pack"]
    target = cards[-1]
    app.frame(surf, click(target.rect.center), 0.016)
    assert board.selected == target.data
    before = len(board.ctl.match.log)
    app.frame(surf, key(pygame.K_RETURN), 0.016)
    assert board.ctl.match.log[before:] == [(0, ("pick", target.data[1]))]


def test_the_focus_stays_on_the_same_one_of_two_buttons_with_one_name():
    group = widgets.FocusGroup()
    a = widgets.Button(pygame.Rect(0, 0, 10, 10), "Brigand", lambda: None, data=("pack", 3))
    b = widgets.Button(pygame.Rect(20, 0, 10, 10), "Brigand", lambda: None, data=("pack", 7))
    group.set([a, b])
    group.focus = 1
    group.set([widgets.Button(a.rect, "Brigand", None, data=("pack", 3)), widgets.Button(b.rect, "Brigand", None, data=("pack", 7))])
    assert group.focused().data == ("pack", 7)


def test_an_extra_space_after_the_seasons_never_passes_the_build():
    from game.ui.chronicles.steps import StepsOverlay

    app, board, surf = staged("building")
    app.settings.anim_speed = "normal"
    assert board.phase() == "building" and board.my_turn()
    passing = next(i for i, b in enumerate(board.group.buttons) if b.data and b.data[:2] == ("build", ("pass",)))
    board.group.focus, board.group.keyboard = passing, False        # where the focus falls after a new phase
    app.push(StepsOverlay(app, board, ["reveal", "war", "income"], []))
    before = len(board.ctl.match.log)
    for _ in range(4):                                               # one Space more than the steps
        app.frame(surf, key(pygame.K_SPACE), 0.016)
    assert app.top is board
    assert len(board.ctl.match.log) == before, "the extra Space passed the build"
    assert board.keys_held()                                          # Space and Enter wait a moment after the seasons
    board.motions.stop("hold_keys")                                   # the moment has passed
    app.frame(surf, key(pygame.K_SPACE), 0.016)                      # the focus was not shown: a Space shows it
    assert board.group.keyboard and board.group.focused().data[:2] == ("build", ("pass",))
    assert len(board.ctl.match.log) == before, "a Space passed the build while the focus was not shown"
    app.frame(surf, key(pygame.K_SPACE), 0.016)                      # now the player sees what Space presses
    assert board.ctl.match.log[before:] == [(0, ("pass",))]


def test_placing_shows_the_war_strength_it_gives():
    from game.ui.chronicles import words

    app, board, surf = staged("placement")
    plan = board.plan
    assert plan is not None
    t = words.t()

    def shown() -> str:
        with widgets.recording() as drawn:
            board.draw(pygame.Surface(SIZE))
        return next(d.text for d in drawn if d.text.startswith("War strength"))

    base = plan.war_strength()
    assert shown().startswith(f"War strength {base} (now {words.KingdomFacts(board.view, board.me).strength})")
    # a plain card (no strength abilities) into a free top slot adds its printed strength
    tops = [s for s in (0, 1, 2) if plan.available(s)]
    for s in tops:
        if plan.slots[s] is not None and plan.slots[s][0] == "old":
            plan.toggle_discard(s)
    plain = [u for u in plan.hand if not t.str_keys[u] and t.cost[u] <= 0 and t.strength[u] > 0]
    if plain and tops:
        before = plan.war_strength()
        plan.place(plain[0], tops[0])
        board.rebuild()
        assert plan.war_strength() > before           # a plain fighter in the top row adds its strength
        assert shown().startswith(f"War strength {plan.war_strength()} ")


def test_the_two_player_draft_shows_nine_cards_large_enough_to_read():
    from game.core.match import Match
    from game.core.protocol import GameConfig
    from game.registry import get_entry
    from game.ui.chronicles.positions import controller_for
    from game.ui.scenes.menu import MenuScene

    for size, least in (((1280, 800), 115), ((1024, 640), 92)):
        app = build_app("en", size)
        app.reset(MenuScene(app))
        ctl = controller_for(Match(GameConfig("chronicles", 2, 3)), app)
        ctl.paused = True
        board = get_entry("chronicles").load_window().board_scene(app, ctl)
        app.push(board)
        render(app, 2)
        cards = [b.rect for b in board.group.buttons if isinstance(b.data, tuple) and b.data[0] == "pack"]
        assert len(cards) == 9
        assert min(r.w for r in cards) >= least, (size, cards[0].size)        # were 88 pixels wide at 1280x800
        parts = [board.panel, board.kingdom_rect, *board.opp_rects.values()]
        assert not any(a.colliderect(b) for i, a in enumerate(parts) for b in parts[i + 1:])
        assert all(board.panel.contains(r) for r in cards)
