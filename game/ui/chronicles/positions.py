"""Chronicles' deterministic positions for `python -m game screenshot`, the
selftest, the UI bench and the tests: seeded games played forward by bots
until the position shows what the scene is about.
"""

from __future__ import annotations

from typing import cast

from game.chronicles.rules import ChroniclesRules
from game.chronicles.state import BUILDING, PLACEMENT, RECRUIT, ChroniclesState
from game.core.bots import Bot, make_bot
from game.core.match import Match
from game.core.protocol import GameConfig
from game.ui import theme
from game.ui.controller import Controller, SeatSpec

SCENES = ("setup", "draft", "draft2", "placement", "reveal", "war", "building", "aging", "scoring", "rules", "art")
PLAYERS = 4


def _bots(players: int, seed: int) -> list[Bot]:
    """Easy bots from the game's bots table (the window never imports a bot module)."""
    return [make_bot("chronicles", "easy", s, seed * 7 + s) for s in range(players)]


def _step(match: Match, bots) -> list:
    """Every seat to move answers once (bots for all); the events it produced."""
    before = len(match.state.events)
    for seat in match.to_move():
        if seat in match.to_move():
            match.submit(seat, bots[seat].choose(match.view(seat), match.legal(seat)))
    return match.state.events[before:]


def play_to(scene: str, seed: int, players: int = PLAYERS) -> tuple[Match, list]:
    """A match showing ``scene`` and the events of the last resolution (for the
    season steps): seat 0 owes the draft pick, the placement or a build, or the
    seasons that followed a placement or a build have just been told."""
    if scene == "draft2":
        players = 2
    for attempt in range(30):
        match = Match(GameConfig("chronicles", players, seed + attempt * 1009, None, {}))
        bots = _bots(players, seed + attempt)
        for _ in range(400):
            if match.is_over():
                break
            s = cast(ChroniclesState, match.state)
            me = s.players[0]
            if scene in ("draft", "draft2") and s.round == 2 and s.phase == RECRUIT and len(me.picks) == 1:
                return match, []
            if scene == "placement" and s.round == 2 and s.phase == PLACEMENT and len(me.hand) >= 4 and any(me.slots):
                return match, []
            if scene == "building" and s.round >= 2 and s.phase == BUILDING and 0 not in s.pending:
                from game.chronicles.building import legal_builds

                if len(legal_builds(cast(ChroniclesRules, match.rules).t, me)) >= 3:
                    return match, []
            if scene in ("reveal", "war") and s.round == 2 and s.phase == PLACEMENT:
                events = _step(match, bots)
                return match, events
            if scene == "aging" and s.round == 3 and s.phase == BUILDING:
                events = _step(match, bots)
                while cast(ChroniclesState, match.state).phase != RECRUIT and not match.is_over():
                    events += _step(match, bots)
                if any(e.kind == "leave" for e in events):
                    return match, events
                break
            _step(match, bots)
        if scene == "scoring" and match.is_over():
            return match, []
    raise RuntimeError(f"no Chronicles position for {scene!r} from seed {seed}")


def controller_for(match: Match, app=None, humans: int = 1) -> Controller:
    n = match.config.players
    levels = ("normal", "hard", "easy", "normal")
    seats = [SeatSpec("human", "normal", "") if i < humans else SeatSpec("bot", levels[i % len(levels)]) for i in range(n)]
    return Controller(match, seats, None, (lambda: app.settings.bot_delay) if app else (lambda: 0.0),
                      {"colours": list(theme.PLAYER_COLOURS[:n]), "names": [""] * n})


def stage(app, scene: str, seed: int) -> None:
    """Push the scenes that show ``scene`` of Chronicles (on top of the menu)."""
    from game.ui.scenes.menu import MenuScene

    app.reset(MenuScene(app))
    if scene == "art":
        from game.ui.chronicles.art_sheet import scene as art_sheet

        app.push(art_sheet(app))
        return
    if scene == "rules":
        from game.ui.chronicles.rules import ChroniclesRulesScene

        app.push(ChroniclesRulesScene(app, "placement"))
        return
    if scene == "setup":
        from game.ui.chronicles.setup import ChroniclesSetupScene

        s = ChroniclesSetupScene(app, seed)
        s.players = 2
        s.kinds[1] = "hard"
        app.push(s)
        return
    if scene not in SCENES:
        raise ValueError(f"unknown scene {scene!r}; scenes: {', '.join(SCENES)}")
    from game.ui.chronicles.board import ChroniclesBoardScene

    match, events = play_to(scene, seed)
    board = ChroniclesBoardScene(app, controller_for(match, app))
    board.ctl.paused = True                 # a still picture: bots do not move on
    app.push(board)
    board.ensure_layout()
    if scene in ("draft", "draft2"):
        pack = board.view["me"]["pack"]
        board.act(("pack", pack[1]))
        if scene == "draft2":
            board.act(("pack", pack[3]))
    elif scene == "placement":
        plan = board.plan
        assert plan is not None             # the position is in the placement phase: the board plans it
        hand = plan.hand
        empty = [s for s in range(5) if plan.slots[s] is None and plan.available(s)]
        for uid, slot in zip(hand, empty[:2], strict=False):
            plan.place(uid, slot)
        loose = plan.loose()
        if loose:
            plan.set_reserve(loose[-1])
        if len(plan.loose()) > 1:
            board.selected = ("hand", plan.loose()[0])
        board.rebuild()
    elif scene in ("reveal", "war", "aging"):
        from game.ui.chronicles.steps import StepsOverlay

        steps = ["building", "aging"] if scene == "aging" else ["reveal", "war", "income"]
        overlay = StepsOverlay(app, board, steps, events, hold=True)
        overlay.index = steps.index(scene)
        app.push(overlay)
    elif scene == "scoring":
        board.scoring_pushed = True
        board.open_scoring()


def bench_board(app, players: int, seed: int):
    """A board at round 2's placement with every seat a bot (the bench swaps the bots)."""
    from game.ui.chronicles.board import ChroniclesBoardScene

    match, _ = play_to("placement", seed, players)
    seats = [SeatSpec("bot", "normal") for _ in range(players)]
    ctl = Controller(match, seats, None, lambda: 0.0, {"colours": list(theme.PLAYER_COLOURS[:players]), "names": [""] * players})
    return ChroniclesBoardScene(app, ctl)
