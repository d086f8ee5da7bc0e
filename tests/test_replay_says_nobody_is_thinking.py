"""A replay plays back moves already made: no bot thinks in it.  The replayed
Conquest board's top bar said "Blue is thinking…" at every bot turn."""

from __future__ import annotations

import pytest

from game.ui.i18n import set_language, tr
from game.ui.scenes import replay
from game.ui.screenshot import build_app, render


@pytest.mark.parametrize("game", ["conquest", "chronicles", "kingdoms"])
def test_a_replayed_board_never_says_a_bot_is_thinking(game):
    set_language("en")
    app = build_app("en", (1280, 800))
    replay.stage(app, game, 1)
    render(app, 2)
    scene = app.top
    thinking = [tr("seat.thinking").rstrip("…").strip()]
    thinking += [tr(key, player="X").replace("X", "").rstrip("…").strip()
                 for key in ("conquest.tray.thinking", "chronicles.thinking_of", "galaxies.prompt.bot")]
    for step in range(0, len(scene.timeline), max(1, len(scene.timeline) // 12)):
        scene.go(step)
        render(app, 1)
        board = scene.board
        said = board.topbar_prompt() if hasattr(board, "topbar_prompt") else board.shown_prompt()
        assert not any(t in said for t in thinking), f"{game} step {step}: the replay's top bar says {said!r}"
