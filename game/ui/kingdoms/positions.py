"""Kingdoms' deterministic positions for screenshots, the selftest, the UI
bench and the tests.

A game is played forward with random bots (the human seat too) until the
position shows what a scene is about; the board then opens on it.
"""

from __future__ import annotations

from typing import cast

from game.core.bots import RandomBot
from game.core.match import Match
from game.kingdoms.state import KState
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


SCENES = ("setup", "board", "war", "scoring", "rules", "art")


def stage(app, scene: str, seed: int) -> None:
    """Push the scenes that show ``scene`` of Kingdoms (on top of the menu)."""
    from game.ui.scenes.menu import MenuScene

    app.reset(MenuScene(app))
    if scene == "art":
        from game.ui.kingdoms.art_sheet import scene as art_sheet

        app.push(art_sheet(app))
        return
    if scene == "rules":
        from game.ui.kingdoms.rules import KingdomsRulesScene

        app.push(KingdomsRulesScene(app, "war"))
    elif scene == "setup":
        from game.ui.kingdoms.setup import SetupScene

        s = SetupScene(app, seed)
        s.players = 4
        s.factions[0] = s.factions_all[seed % len(s.factions_all)]
        s.kinds[1] = "easy"
        s.kinds[3] = "hard"
        app.push(s)
    elif scene in ("board", "war", "scoring"):
        stage_game(app, scene, seed)
    else:
        raise ValueError(f"unknown scene {scene!r}; scenes: {', '.join(SCENES)}")


def bench_board(app, players: int, seed: int):
    """A Kingdoms board 12 turns into a random exploration game, every seat a bot."""
    from game.ui.kingdoms.board import BoardScene

    match = Match(make_config(players, seed, True, None))
    bots = [RandomBot(s, s) for s in range(players)]
    while cast(KState, match.state).turn < 12 and not match.is_over():
        s = match.to_move()[0]
        match.submit(s, bots[s].choose(match.view(s), match.legal(s)))
    seats = [SeatSpec("bot", "normal") for _ in range(players)]
    return BoardScene(app, Controller(match, seats, None, lambda: 0.0, {}))


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
            from game.ui.table.toast import TIP_DELAY

            board.hover_region = sorted(targets)[0]
            x, y = board.region_anchor[board.hover_region]
            board.mouse = (int(x), int(y))
            board.motions.start("tip", TIP_DELAY, rate=0)     # highlighted, tooltip not yet shown
    elif scene == "war":
        board.ensure_layout()
        board.open_war()
    elif scene == "scoring":
        board.ensure_layout()
        board.scoring_pushed = True
        board.open_scoring()
