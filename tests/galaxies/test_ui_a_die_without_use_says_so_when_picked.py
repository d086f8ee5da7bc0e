"""A die with no use says so as soon as it is picked.

Played in a real window: with no ship on an economy track, picking an Economy
die set the top bar to "Economy: click the lit orbit holding your ship." and
the help to "click a lit target or press D", with nothing lit; only pressing D
told the die had no use.  Now the top bar and the help say why at once, and
what can be done with the die instead."""

from __future__ import annotations

import pygame
import pytest

from game.ui.galaxies.picking import Picking
from game.ui.i18n import LANGS, set_language, tr
from game.ui.screenshot import build_app, stage
from tests.ui_helpers import key

SEED = 7            # the staged board's first die is an Economy with no ship on an economy track


@pytest.mark.parametrize("lang", LANGS)
def test_picking_a_die_without_use_tells_why_at_once(lang):
    set_language(lang)
    try:
        app = build_app(lang, (1280, 800))
        stage(app, "galaxies", "board", SEED)
        board = app.top
        board.ctl.paused = True
        board.pick.clear()
        board.rebuild()
        look = board.look()
        assert look.view["dice"][0]["face"] == "advance_economy" and not Picking.activations(look, 0)
        app.frame(pygame.Surface(app.size), key(pygame.K_1, unicode="1"), 0.016)
        assert board.pick.selected == [0]
        why = tr("galaxies.why.no_use", action=tr("galaxies.action.advance_economy"),
                 reason=tr("galaxies.why.die.advance_economy"))
        assert board.topbar_prompt() == why
        assert tr("galaxies.hint.advance_economy") != board.topbar_prompt()
        assert board.help_text() == tr("galaxies.help.one_no_use", why=why)     # the decision panel's help
    finally:
        set_language("en")


def test_a_usable_die_still_points_at_its_targets():
    set_language("en")
    app = build_app("en", (1280, 800))
    stage(app, "galaxies", "board", SEED)
    board = app.top
    board.ctl.paused = True
    board.pick.clear()
    board.rebuild()
    look = board.look()
    usable = next(i for i, d in enumerate(look.view["dice"]) if d["status"] == "unused" and Picking.activations(look, i))
    board.pick.toggle_die(usable)
    assert Picking.unusable(look, usable) == ""
    assert "cannot be used" not in board.topbar_prompt()
