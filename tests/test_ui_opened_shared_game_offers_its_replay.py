"""A shared game opened from a file offers its replay at once.

Played in a real window: "Open a shared game…", a click on the file, and the
dialog "Shared game opened" said only that the game was in the Records, with
an OK; nothing opened.  Its Replay button now opens the game's replay."""

from __future__ import annotations

import pytest

from game.core import records, shared
from game.ui.i18n import tr
from game.ui.scene import MessageDialog
from game.ui.scenes.load import LoadScene
from game.ui.scenes.replay import ReplayScene
from tests.test_share_and_charts_on_screen import an_app, bots_game, button, drop, press
from tests.user_folder import home_fixture  # noqa: F401 - the fixture


@pytest.mark.parametrize("game", ["kingdoms", "galaxies"])
@pytest.mark.parametrize("known", [False, True])
def test_the_opened_dialog_replays_the_shared_game(home, game, known):
    entry = records.make_entry(bots_game(game), ["human", "easy"], f"friend-{game}")
    path = shared.export(entry)
    if known:
        shared.import_file(path)            # opened before: in the Records already
    app, surf = an_app()
    app.reset(LoadScene(app))
    drop(app, surf, path)
    dialog = app.top
    assert isinstance(dialog, MessageDialog) and dialog.title_text == tr("share.opened.title")
    assert button(dialog, tr("ui.ok")) is dialog.group.buttons[-1]        # Enter and Esc still just close it
    press(app, surf, button(dialog, tr("records.replay")).rect.center)
    replay = app.top
    assert isinstance(replay, ReplayScene), type(replay).__name__
    assert not app.errors
