"""Galaxies' deterministic positions for `python -m game screenshot`, the
selftest, the UI bench and the tests: seeded games played forward by bots
until the position shows what the scene is about.  ``mats`` is a 3-player
table in round 5 or later at the start of the viewer's turn (every mat drawn,
the viewer's with its mission face up); ``mats_solo`` the same against a
hostile galaxy (its card, ladder, skull and attack); ``art`` the contact
sheet of every planet, die face, hostile card and mission card.
"""

from __future__ import annotations

from typing import cast

from game.core.bots import make_bot
from game.core.match import Match
from game.core.protocol import GameConfig
from game.galaxies.state import GalaxiesState
from game.ui.controller import Controller, SeatSpec
from game.ui.galaxies import words

SCENES = ("setup", "solo_setup", "draft", "board", "follow", "picking", "hostile", "scoring", "rules", "mats", "mats_solo", "art")
PICKING = ("regress", "steal", "advance", "relocate", "replace", "borrow", "recall", "shift_back", "convert",
           "free_action", "set_die", "repeat", "discard_dice", "upgrade_pay", "utilize", "move")


def _wanted(scene: str, match: Match) -> bool:
    st = cast(GalaxiesState, match.state)
    d = st.pending
    if d is None or st.drafting:
        return False
    if scene == "board":
        return d.seat == 0 and d.prompt == "main" and st.round_no >= 4 and any(s == "activated" for s in st.status)
    if scene == "follow":
        return d.seat == 0 and d.prompt == "follow" and st.round_no >= 3
    if scene == "picking":
        return d.seat == 0 and d.prompt in PICKING[:-2] and st.round_no >= 2
    if scene in ("mats", "mats_solo"):     # the mats mid-game: the viewer to move, colonies made, ships out and home
        return d.seat == 0 and d.prompt == "main" and st.round_no >= 5 and not any(s == "activated" for s in st.status)
    if scene == "hostile":        # the hostile turn mid-way: dice on its track, one rolled, its next step due
        return (d.seat in match.rules.automata(match.config) and st.round_no >= 3 and len(st.track) >= 2
                and st.hostile_die is not None)
    return False


def play_to(scene: str, seed: int, players: int = 3) -> Match:
    """A match showing ``scene`` (see ``_wanted``); "scoring" = a finished game."""
    for attempt in range(60):
        opts = {"first_player": 0} if players > 1 else {"hostile": 2 + attempt % 3}
        match = Match(GameConfig("galaxies", players, seed + attempt * 1009, None, opts))
        bots = [make_bot("galaxies", "easy", s, seed * 7 + s + attempt) for s in range(players)]
        for _ in range(6000):
            if match.is_over():
                break
            if _wanted(scene, match):
                return match
            if match.automaton_to_move() is not None:
                match.play_one_step()          # the hostile galaxy: its step, as the driver plays it
                continue
            seat = match.to_move()[0]
            match.submit(seat, bots[seat].choose(match.view(seat), match.legal(seat)))
        if scene == "scoring" and match.is_over():
            return match
    raise RuntimeError(f"no Galaxies position for {scene!r} from seed {seed}")


def controller_for(match: Match, app=None, humans: int = 1) -> Controller:
    n = match.config.players
    levels = ("normal", "easy", "hard", "normal")
    seats = [SeatSpec("human", "normal", "") for _ in range(humans)] + [SeatSpec("bot", levels[i % len(levels)]) for i in range(n - humans)]
    return Controller(match, seats, None, (lambda: app.settings.bot_delay) if app else (lambda: 0.0),
                      {"colours": list(words.COLOURS[:n]), "names": [""] * n})


def stage(app, scene: str, seed: int) -> None:
    """Push the scenes that show ``scene`` of Galaxies (on top of the menu)."""
    from game.ui.galaxies.board import GalaxiesBoardScene
    from game.ui.scenes.menu import MenuScene

    app.reset(MenuScene(app))
    if scene == "rules":
        from game.ui.galaxies.rules import GalaxiesRulesScene

        app.push(GalaxiesRulesScene(app, "actions"))
        return
    if scene in ("setup", "solo_setup"):
        from game.ui.galaxies.setup import GalaxiesSetupScene

        s = GalaxiesSetupScene(app, seed)
        if scene == "setup":
            s.players = 4
            s.kinds[1], s.kinds[2], s.kinds[3] = "easy", "hard", "human"
        else:
            s.players = 1
            s.hostile = 3
        app.push(s)
        return
    if scene == "draft":
        match = Match(GameConfig("galaxies", 3, seed, None, {"first_player": 0}))
        board = GalaxiesBoardScene(app, controller_for(match, app, humans=2))
        board.ctl.paused = True
        app.push(board)
        board.hand_over()                 # the first person has the screen: the draft shows
        return
    if scene == "art":
        from game.ui.galaxies.art_sheet import GalaxiesArtScene

        app.push(GalaxiesArtScene(app))
        return
    if scene not in SCENES:
        raise ValueError(f"unknown scene {scene!r}; scenes: {', '.join(SCENES)}")
    match = play_to(scene, seed, 1 if scene in ("hostile", "mats_solo") else 3)
    board = GalaxiesBoardScene(app, controller_for(match, app))
    board.ctl.paused = True            # a still picture: bots do not move on
    app.push(board)
    board.ensure_layout()
    if scene == "board":
        dice = board.view["dice"]
        unused = [i for i, d in enumerate(dice) if d["status"] == "unused" and d["face"] == "move"]
        if unused:
            board.pick.toggle_die(unused[0])
            board.rebuild()
    elif scene == "scoring":
        board.scoring_pushed = True
        board.open_scoring()


def bench_board(app, players: int, seed: int):
    """A Galaxies board in mid-game, every seat a bot."""
    from game.ui.galaxies.board import GalaxiesBoardScene

    match = play_to("board", seed, players)
    seats = [SeatSpec("bot", "normal") for _ in range(players)]
    ctl = Controller(match, seats, None, lambda: 0.0, {"colours": list(words.COLOURS[:players]), "names": [""] * players})
    return GalaxiesBoardScene(app, ctl)
