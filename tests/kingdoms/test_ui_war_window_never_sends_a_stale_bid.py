"""The secret-bid window closes when its question goes away under it (the bid
taken back by an undo, or made another way) instead of keeping buttons that
would send a bid the rules no longer ask for: a press on such a button raised
an illegal-action error in the window."""

from __future__ import annotations

import pygame

from game.ui.kingdoms.war import RevealOverlay, WarScene
from game.ui.screenshot import build_app, render, stage
from tests.ui_helpers import tap


def test_the_bid_window_closes_once_the_bid_is_no_longer_asked():
    app = build_app("en", (1280, 800))
    app.settings.anim_speed = "off"
    stage(app, "kingdoms", "war", 1)
    surf = render(app)
    window = app.top
    assert isinstance(window, WarScene) and window.asked()
    board, seat = window.board, window.seat
    match = board.ctl.match
    bid = next(a for a in match.legal(seat) if a[0] == "bid")
    board.ctl.submit_human(seat, bid)                  # answered without the window (as after an undo, the question is gone)
    for _ in range(40):                                # the war's reveal plays over it first
        if app.top is window or window not in app.stack:
            break
        app.frame(surf, tap(pygame.K_ESCAPE) if isinstance(app.top, RevealOverlay) else [], 0.5)
    app.frame(surf, [], 0.016)
    assert window not in app.stack, "the window stayed open with its question gone"
    stale = next(b for b in window.group.buttons if b.enabled)
    board.ctl.paused = True                            # the bots play on off the UI thread: only this seat's moves count
    before = len(match.log)
    stale.action()                                     # a press that reached the old window's button anyway
    app.frame(surf, [], 0.016)
    assert not app.errors, app.errors[-1]
    assert app.top is board
    sent = [a for s, a in match.log[before:] if s == seat]
    assert sent == [], f"a bid no longer asked was sent: {sent}"
