"""Issue 15 (Play and screens) on the Kingdoms board: the action banner, the
colour names in the log, the Following-Quest choices, the header after the
game, "thinking" in the player panels and the 4-5 player card sizes."""

from __future__ import annotations

import pygame

from game.core.bots import RandomBot
from game.core.match import Match
from game.ui.kingdoms import words
from game.ui.kingdoms.board import BoardScene
from game.ui.kingdoms.positions import controller_for
from game.ui.screenshot import build_app

SIZE = (1024, 640)


def play_until(match: Match, stop, limit: int = 6000) -> bool:
    bots = [RandomBot(s, 7 + s) for s in range(match.config.players)]
    for _ in range(limit):
        if match.is_over():
            return False
        if stop(match):
            return True
        seat = match.to_move()[0]
        match.submit(seat, bots[seat].choose(match.view(seat), match.legal(seat)))
    return False


def test_banner_names_who_selected_this_turns_action_not_the_active_player():
    """Issue 15: after a bot's Patrol, at the human's turn, the banner said
    "White selected Patrol"; it is built from the action_selected event."""
    match = Match(words.make_config(4, 11, True, None))

    def human_selects_after_a_bots_action(m: Match) -> bool:
        ev = m.state.events
        picked = [e for e in ev if e.kind == "action_selected"]
        return (bool(picked) and picked[-1].args["seat"] != 0 and m.state.phase == "play"
                and m.state.tstage == "select" and m.state.active == 0)

    assert play_until(match, human_selects_after_a_bots_action)
    assert match.view(0)["action"]                      # the card still shows the old action
    assert words.current_action(match.state.events) is None
    app = build_app("en", SIZE)
    board = BoardScene(app, controller_for(match, app))
    app.push(board)
    board.ensure_layout()
    assert board.selected is None
    # once the human selects, the banner names the human and that action
    action = next(a for a in match.legal(0) if a[0] == "select")
    board.ctl.submit_human(0, action)
    assert board.selected == (0, action[1])


def test_banner_during_following_names_the_bot_that_selected():
    match = Match(words.make_config(3, 5, True, None))

    def human_follows_a_bot(m: Match) -> bool:
        return m.state.phase == "play" and m.state.tstage == "act" and 0 in m.to_move() and m.state.active != 0

    assert play_until(match, human_follows_a_bot)
    seat, action = words.current_action(match.state.events)
    assert seat == match.state.active != 0 and action == match.state.act_action


def test_colour_blind_switch_retells_the_log_with_the_panels_names():
    """Issue 15: in colour-blind mode the panels said Yellow while the log still said White."""
    from game.ui import widgets
    from game.ui.i18n import tr

    app = build_app("en", SIZE)
    from game.ui.kingdoms.positions import stage

    stage(app, "board", 3)
    board = app.top
    board.ctl.paused = True
    surf = pygame.Surface(SIZE)
    app.frame(surf, [], 0.02)
    white = tr("colour.white")
    assert any(white in text for text, _seat in board.log_lines)
    app.settings.colorblind = True
    with widgets.recording() as drawn:
        app.frame(surf, [], 0.02)
    yellow = tr("colour.yellow")
    assert not any(white in text for text, _seat in board.log_lines)
    assert any(yellow in text for text, _seat in board.log_lines)
    log_texts = [d.text for d in drawn if board.log_rect.contains(d.rect)]
    assert log_texts and not any(white in t for t in log_texts)
