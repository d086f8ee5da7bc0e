"""Conquest's deterministic positions for `python -m game screenshot`, the
selftest, the UI bench and the tests: seeded games played forward by bots.
"""

from __future__ import annotations

from game.conquest.state import ConquestState
from game.core.bots import make_bot
from game.core.match import Match
from game.core.protocol import GameConfig
from game.ui.conquest import art
from game.ui.controller import Controller, SeatSpec

SCENES = ("setup", "board", "scoring", "rules", "art")
PLAYERS = 4


def play_to(scene: str, seed: int, players: int = PLAYERS) -> Match:
    """A match showing ``scene``: "board" = seat 0 to move in mid-attack with
    cities taken; "scoring" = a finished game."""
    for attempt in range(40):
        match = Match(GameConfig("conquest", players, seed + attempt * 1009, None, {"first_player": 1}))
        bots = [make_bot("conquest", "normal", s, seed * 7 + s + attempt) for s in range(players)]
        for _ in range(5000):
            if match.is_over():
                break
            state = match.state
            assert isinstance(state, ConquestState)
            if (scene == "board" and state.current == 0 and state.turn_number >= 10 and state.target is not None
                    and len(state.free) >= 3):
                return match
            seat = match.to_move()[0]
            match.submit(seat, bots[seat].choose(match.view(seat), match.legal(seat)))
        if scene == "scoring" and match.is_over():
            return match
    raise RuntimeError(f"no Conquest position for {scene!r} from seed {seed}")


def controller_for(match: Match, app=None) -> Controller:
    n = match.config.players
    levels = ("normal", "hard", "easy", "normal", "hard")
    seats = [SeatSpec("human", "normal", "")] + [SeatSpec("bot", levels[i % len(levels)]) for i in range(n - 1)]
    return Controller(match, seats, None, (lambda: app.settings.bot_delay) if app else (lambda: 0.0),
                      {"colours": list(art.COLOURS[:n]), "names": [""] * n})


def stage(app, scene: str, seed: int) -> None:
    """Push the scenes that show ``scene`` of Conquest (on top of the menu)."""
    from game.ui.scenes.menu import MenuScene

    app.reset(MenuScene(app))
    if scene == "art":
        from game.ui.conquest.art_sheet import scene as art_sheet

        app.push(art_sheet(app))
        return
    if scene == "rules":
        from game.ui.conquest.rules import ConquestRulesScene

        app.push(ConquestRulesScene(app, "turn"))
    elif scene == "setup":
        from game.ui.conquest.setup import ConquestSetupScene

        s = ConquestSetupScene(app, seed)
        s.players = 5
        s.kinds[1], s.kinds[2], s.kinds[3], s.kinds[4] = "easy", "normal", "hard", "human"
        s.names[0] = "Ada"
        app.push(s)
    elif scene in ("board", "scoring"):
        from game.ui.conquest.board import ConquestBoardScene

        match = play_to(scene, seed)
        board = ConquestBoardScene(app, controller_for(match, app))
        board.ctl.paused = True            # a still picture: bots do not move on
        app.push(board)
        board.ensure_layout()
        if scene == "board":
            app.settings.set_game_pref("conquest", "hint", True)
            board.refresh(force=True)
            board.ensure_layout()
            free = board.view["turn"]["free"]
            board.selected = [i for i, f in enumerate(free) if f in ("i2", "i3")][:2]
        else:
            board.scoring_pushed = True
            board.open_scoring()
    else:
        raise ValueError(f"unknown scene {scene!r}; scenes: {', '.join(SCENES)}")


def bench_board(app, players: int, seed: int):
    """A Conquest board in mid-attack, cities already taken (as the screenshots show it)."""
    from game.ui.conquest.board import ConquestBoardScene

    match = play_to("board", seed, players)
    seats = [SeatSpec("bot", "normal") for _ in range(players)]
    ctl = Controller(match, seats, None, lambda: 0.0, {"colours": list(art.COLOURS[:players]), "names": [""] * players})
    return ConquestBoardScene(app, ctl)
