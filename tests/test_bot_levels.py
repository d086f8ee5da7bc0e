"""The bot levels every game offers, up to ``expert`` (issue 33: somewhere to go for
players who beat hard), and what the setup screen says each level means."""

from __future__ import annotations

import pytest

from game.core.bots import LEVELS, make_bot
from game.registry import GAMES


@pytest.mark.parametrize("game", list(GAMES))
def test_every_game_has_an_expert_with_a_larger_budget_than_hard(game):
    """Expert is its own level (never the random fallback) and thinks on more work than hard."""
    assert LEVELS[-2:] == ("hard", "expert")
    hard, expert = make_bot(game, "hard", 0, 1), make_bot(game, "expert", 0, 1)
    assert expert.level == "expert" and isinstance(expert, type(hard))
    budget = ("iterations", "samples", "rollouts", "max_layouts")
    larger = [name for name in budget if getattr(expert, name, 0) > getattr(hard, name, 0)]
    assert larger, f"{game}: expert has no larger budget than hard"


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
@pytest.mark.parametrize("game", list(GAMES))
def test_setup_offers_expert_and_says_what_each_level_means(game, lang):
    """Clicking a bot seat's level goes on from hard to expert, and the level button's tip
    says what the chosen level means; a person's seat has its level greyed."""
    from game.ui.i18n import tr
    from game.ui.screenshot import stage
    from tests.ui_helpers import click, menu_app

    app, surf = menu_app(lang=lang)
    stage(app, game, "setup", 1)
    setup = app.top

    def level_button():
        setup.ensure_layout()
        return next(b for b in setup.group.buttons if b.data == ("level", 1))

    setup.kinds[1] = "hard"
    setup.rebuild()
    app.frame(surf, click(level_button().rect.center), 0.016)
    assert setup.kinds[1] == "expert"
    assert level_button().caption() == tr("setup.level.expert")
    from game.ui.i18n import catalog

    own = f"{game}.setup.level_about.expert"      # the game's own words, from its measured ladder, where it has them
    words = tr(own if catalog().has(own) else "setup.level_about.expert")
    assert setup.level_seat() == 1 and setup.level_panel    # said in the info panel beside the rows
    setup.level_panel = False                               # a window with no room for the panel
    assert words in level_button().tip()                    # says it in the tip instead
    setup.kinds[1] = "human"
    setup.rebuild()
    assert not level_button().enabled
    texts = {tr(f"setup.level_about.{lv}") for lv in LEVELS[1:]}
    assert len(texts) == 4 and all(t and not t.startswith("setup") for t in texts)
