"""A minimal window for the toy game (tests/toy_game.py), proof that a game
plugs into the shell through its entry alone: no shared file names it.

Setup is one Play button (you against a random bot); the board shows the
points, three bid buttons (keys 1-3) and the shared log; the scores use the
shared score table.  Texts are plain English: a test game has no catalogs.
"""

from __future__ import annotations

import random

import pygame

from game.core.entry import GameEntry
from game.core.protocol import GameConfig
from game.ui import theme, widgets
from game.ui.controller import Controller, SeatSpec
from game.ui.scene import Scene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.score_table import ScoreTableScene
from game.ui.table.chrome import BoardChrome
from game.ui.window import GameWindow

SEATS = [SeatSpec("human"), SeatSpec("bot", "random")]
COLOURS = ("red", "blue")


class ToySetupScene(Scene):
    def __init__(self, app, seed: int | None = None) -> None:
        super().__init__(app)
        self.seed = seed if seed is not None else random.Random().randrange(1, 100000)

    def build(self) -> None:
        w, h = self.app.size
        r = pygame.Rect(0, 0, self.u(240), self.u(56))
        r.center = (w // 2, h // 2)
        self.group.set([widgets.Button(r, "Play", self.play, style="primary", data="play")])

    def play(self) -> None:
        from game.ui import session

        session.start(self.app, GameConfig("toy", 2, self.seed), list(SEATS), {"colours": list(COLOURS)})

    def draw(self, surf: pygame.Surface) -> None:
        self.background(surf)
        self.title(surf, "Toy game")
        self.group.draw(surf, self.k)


class ToyBoardScene(BoardChrome):
    game_id = "toy"
    turn_event = "reveal"

    def __init__(self, app, controller: Controller) -> None:
        super().__init__(app, controller)
        self.topbar = pygame.Rect(0, 0, 0, 0)
        self.refresh(force=True)            # the kit's first reading of the table (``self.table``)

    def seat_rgb(self, seat: int) -> tuple[int, int, int]:
        return theme.identity(COLOURS[seat], False).rgb

    def event_line(self, ev) -> tuple[str, int | None]:
        return f"Bids revealed: {ev.args['bids'][0]} against {ev.args['bids'][1]}", None

    def open_scoring(self) -> None:
        self.app.push(ToyScoringScene(self.app, self))

    def build(self) -> None:
        w, h = self.app.size
        self.topbar = pygame.Rect(0, 0, w, self.u(52))
        self.log_rect = pygame.Rect(w - self.u(360), self.u(70), self.u(340), h - self.u(90))
        legal = set(self.table.legal) if self.table is not None else set()
        buttons = []
        for b in range(3):
            r = pygame.Rect(self.u(40) + b * self.u(130), h // 2, self.u(120), self.u(56))
            buttons.append(widgets.Button(r, f"Bid {b}", (lambda b=b: self.bid(b)), ("bid", b) in legal, data=("bid", b)))
        self.group.set(buttons)

    def bid(self, b: int) -> None:
        if self.viewer is not None and self.table is not None and ("bid", b) in self.table.legal:
            self.ctl.submit_human(self.viewer, ("bid", b))
            self.rebuild()

    def handle(self, event: pygame.event.Event) -> None:
        if self.handle_chrome(event):
            return
        if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_3:
            self.bid(event.key - pygame.K_1)
            return
        super().handle(event)

    def update(self, dt: float) -> None:
        self.refresh()                      # the kit reads the table again only when it changed
        self.check_over()

    def draw(self, surf: pygame.Surface) -> None:
        self.background(surf)
        self.draw_topbar(surf)
        points = self.view["points"]
        widgets.text(surf, f"Points {points[0]} : {points[1]}", (self.u(40), self.u(120)), self.u(30), theme.GOLD, "title")
        self.group.draw(surf, self.k)
        self.draw_log(surf)


class ToyScoringScene(ScoreTableScene):
    def draw(self, surf: pygame.Surface) -> None:
        self.background(surf)
        match = self.board.ctl.match
        result = match.rules.result(match.state)
        names = ["Red", "Blue"]
        self.draw_headline(surf, result.winners, names, self.u(82))
        w, h = surf.get_size()
        self.begin_table(surf, pygame.Rect(self.u(40), self.u(122), w - self.u(80), self.u(200)), self.u(200), 2, result.winners)
        self.total_row(surf, self.table.y + self.u(20), self.u(30), result.scores, self.u(24))
        self.group.draw(surf, self.k)


class ToyRulesScene(RulesScene):
    sections = ("toy",)
    title_key = "toy.rules"


class ToyWindow(GameWindow):
    game_id = "toy"
    scenes = ("setup", "board", "scoring", "rules")
    bench_players = 2

    def open_setup(self, app) -> None:
        app.push(ToySetupScene(app))

    def open_rules(self, app, section: str | None = None) -> None:
        app.push(ToyRulesScene(app, section))

    def board_scene(self, app, controller):
        return ToyBoardScene(app, controller)

    def stage(self, app, scene: str, seed: int) -> None:
        from game.core.match import Match
        from game.ui.scenes.menu import MenuScene

        app.reset(MenuScene(app))
        if scene == "setup":
            app.push(ToySetupScene(app, seed))
        elif scene == "rules":
            self.open_rules(app)
        elif scene in ("board", "scoring"):
            match = Match(GameConfig("toy", 2, seed))
            rng = random.Random(seed)
            while not match.is_over() and (scene == "scoring" or len(match.log) < 2):
                seat = match.to_move()[0]
                match.submit(seat, rng.choice(match.legal(seat)))
            board = ToyBoardScene(app, Controller(match, list(SEATS), None, lambda: 0.0, {"colours": list(COLOURS)}))
            board.ctl.paused = True
            app.push(board)
            if scene == "scoring":
                board.scoring_pushed = True
                board.open_scoring()
        else:
            raise ValueError(f"unknown scene {scene!r}")

    def emblem(self, size: int) -> pygame.Surface:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(surf, theme.GOLD, (size // 2, size // 2), size // 3)
        return surf

    def bench_board(self, app, players: int, seed: int):
        from game.core.match import Match

        seats = [SeatSpec("bot", "random") for _ in range(players)]
        return ToyBoardScene(app, Controller(Match(GameConfig("toy", players, seed)), seats, None, lambda: 0.0, {}))


WINDOW = ToyWindow()
ENTRY = GameEntry(id="toy", rules="tests.toy_game:RULES", window="tests.toy_window:WINDOW")
