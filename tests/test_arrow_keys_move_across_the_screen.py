"""The arrow keys move the focus across the screen, to the nearest button that
way: Left from the menu's right-hand column reaches the game cards, Down from a
card goes to the card below (not the next one in the list), Right comes back.
Before, every arrow stepped through the list, so Left in the right-hand column
only went up it."""

from __future__ import annotations

import pygame

from game.ui.i18n import tr
from tests.ui_helpers import menu_app, tap


def _menu():
    app, surf = menu_app()
    menu = app.top
    menu.ensure_layout()
    return app, surf, menu


def test_left_from_the_right_hand_column_reaches_the_game_cards_and_right_comes_back():
    app, surf, menu = _menu()
    group = menu.group
    about = next(i for i, b in enumerate(group.buttons) if b.caption() == tr("menu.about"))
    group.focus = about
    app.frame(surf, tap(pygame.K_LEFT), 0.016)
    card = group.focused()
    assert card is not None and card.style == "ghost" and isinstance(card.data, str), card.caption()
    assert card.rect.right < group.buttons[about].rect.left
    app.frame(surf, tap(pygame.K_RIGHT), 0.016)
    back = group.focused()
    assert back is not None and back.style != "ghost" and back.rect.left > card.rect.right


def test_down_from_a_card_goes_to_the_card_below():
    app, surf, menu = _menu()
    group = menu.group
    cards = [i for i, b in enumerate(group.buttons) if b.style == "ghost" and isinstance(b.data, str)]
    assert len(cards) >= 3
    first = group.buttons[cards[0]].rect
    below = next(i for i in cards if group.buttons[i].rect.top > first.bottom and group.buttons[i].rect.left == first.left)
    group.focus = cards[0]
    app.frame(surf, tap(pygame.K_DOWN), 0.016)
    assert group.focus == below
    app.frame(surf, tap(pygame.K_UP), 0.016)
    assert group.focus == cards[0]


def test_an_arrow_with_nothing_that_way_steps_through_the_region_as_before():
    app, surf, menu = _menu()
    group = menu.group
    last = max(range(len(group.buttons)), key=lambda i: (group.buttons[i].rect.bottom, group.buttons[i].rect.right))
    group.focus = last
    app.frame(surf, tap(pygame.K_DOWN), 0.016)
    assert group.focus != last          # nothing below the lowest button: on to the next, never stuck
