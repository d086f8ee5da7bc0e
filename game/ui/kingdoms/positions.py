"""Seeded positions for screenshots, the selftest and the benchmark.

A game is played forward with random bots (the human seat too) until the
position shows what a scene is about; the board then opens on it.
"""

from __future__ import annotations

from game.core.bots import RandomBot
from game.core.match import Match
from game.ui import theme
from game.ui.controller import Controller, SeatSpec
from game.ui.kingdoms.words import make_config


def _region_decision(match: Match, seat: int) -> bool:
    legal = match.legal(seat)
    return any(a[0] in ("patrol", "quest", "expand") for a in legal)


def play_to(scene: str, seed: int, players: int = 4, exploration: bool = True) -> Match:
    """A match at a position for ``scene`` ("board" | "war" | "scoring")."""
    for attempt in range(60):
        config = make_config(players, seed + attempt * 1009, exploration, None)
        match = Match(config)
        bots = [RandomBot(s, seed * 13 + s + attempt) for s in range(players)]
        steps = 0
        while not match.is_over() and steps < 4000:
            movers = match.to_move()
            view = match.view(0)
            if scene == "board" and 0 in movers and view["turn"] >= 7 and _region_decision(match, 0):
                return match
            if scene == "war" and 0 in movers and (view.get("decision") or {}).get("kind") == "bid" and view["turn"] >= 5:
                return match
            seat = movers[0]
            match.submit(seat, bots[seat].choose(match.view(seat), match.legal(seat)))
            steps += 1
        if scene == "scoring" and match.is_over():
            return match
    raise RuntimeError(f"no position for {scene!r} from seed {seed}")


def controller_for(match: Match, app=None) -> Controller:
    n = match.config.players
    seats = [SeatSpec("human")] + [SeatSpec("bot", "random") for _ in range(n - 1)]
    return Controller(match, seats, None, (lambda: app.settings.bot_delay) if app else (lambda: 0.0),
                      {"colours": list(theme.PLAYER_COLOURS[:n])})


def stage_game(app, scene: str, seed: int, players: int = 4) -> None:
    from game.ui.kingdoms.board import BoardScene
    from game.ui.scenes.menu import MenuScene

    match = play_to(scene, seed, players)
    board = BoardScene(app, controller_for(match, app))
    app.reset(MenuScene(app))
    app.push(board)
    if scene == "board":
        board.ensure_layout()
        targets = board.next_targets()
        if targets:
            import time

            board.hover_region = sorted(targets)[0]
            x, y = board.region_anchor[board.hover_region]
            board.mouse = (int(x), int(y))
            board.hover_since = time.monotonic()     # highlighted, tooltip not yet shown
    elif scene == "war":
        board.ensure_layout()
        board.open_war()
        app.top.covered = False
        app.top.rebuild()
    elif scene == "scoring":
        board.ensure_layout()
        board.scoring_pushed = True
        board.open_scoring()
