"""Where the coach of Kingdoms' guided game points (``game.ui.tutorial.hooks``).

Target names, in the game's terms:

* ``card:<side>`` (a territory card, e.g. ``card:T1A``), ``region:<index>`` (a
  region by its board index, as the actions name it);
* ``move:<from>:<to>``: a patrol or quest, lit one click at a time: the region
  to move from until it is picked, then the region to move to;
* ``action_card`` (the six tiles), ``tile:<action>`` (one tile: patrol, quest,
  build, research, expand, trade);
* ``choice:<kind>[:<arg>...]``: the decision panel's button whose action starts
  so (``choice:research``, ``choice:pay:0:3``); a trade (``choice:trade:ore:mana:1``)
  lights the trade control to press next toward it, then the Trade button;
* ``bid:<flag|1..11>``: the bid's button in the war dialog when it is open, else
  the decision panel's button that opens it;
* ``players`` (the players' strip), ``player:<seat>``, ``tower`` (the tower card);
* ``score:<row>``: a row of the final scores once they show (``tower``,
  ``meeples``, ``capitals``… as ``game.ui.kingdoms.scoring.ROWS``, or ``total``).

No ``until`` conditions.  The coach goes above the war dialog (the secret bid is
part of the lesson); the reveal covers it until clicked.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.kingdoms import words
from game.ui.tutorial.hooks import CoachHooks


def _poly_rect(points: list[tuple[float, float]]) -> pygame.Rect:
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    return pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)) + 1, int(max(ys) - min(ys)) + 1)


class KingdomsCoach(CoachHooks):
    def rects(self, board: Any, name: str) -> list[pygame.Rect]:
        kind, _, arg = name.partition(":")
        if kind == "card" and arg in board.card_rects:
            return [pygame.Rect(board.card_rects[arg])]
        if kind in ("region", "move"):
            return [_poly_rect(p) for p in self.shapes(board, name)]
        if kind == "action_card":
            return [pygame.Rect(board.action_rect)]
        if kind == "tile" and arg in getattr(board, "tiles", {}):
            return [pygame.Rect(board.tiles[arg])]
        if kind == "choice":
            want = arg.split(":")
            found = [pygame.Rect(b.rect) for b in board.decision_buttons
                     if isinstance(b.data, words.Choice) and [str(x) for x in b.data.action[:len(want)]] == want]
            panel = getattr(board, "decision_panel", None)
            if not found and want[0] == "trade" and len(want) == 4 and want[3].isdigit() and panel is not None and panel.trading:
                step = panel.trade.target((want[1], want[2], int(want[3])))     # the control that leads to that trade
                return [pygame.Rect(step.rect)] if step is not None else []
            return found
        if kind == "bid":
            dialog = self.war_dialog(board)
            if dialog is not None:
                return [pygame.Rect(b.rect) for b in dialog.group.buttons if str(b.data) == arg]
            return [pygame.Rect(b.rect) for b in board.decision_buttons] if board.war_pending() else []
        if kind == "players" and getattr(board, "strip", None) is not None:
            return [pygame.Rect(board.strip).inflate(-board.u(8), -board.u(8))]
        if kind == "player" and arg.isdigit() and int(arg) < len(getattr(board, "player_boxes", [])):
            return [pygame.Rect(board.player_boxes[int(arg)])]
        if kind == "tower" and board.tower_rect is not None:
            return [pygame.Rect(board.tower_rect)]
        if kind == "score":
            scores = self.scoring(board)
            return [pygame.Rect(scores.row_rects[arg])] if scores is not None and arg in scores.row_rects else []
        return []

    def shapes(self, board: Any, name: str) -> list[list[tuple[float, float]]]:
        """A region (``region:<i>``, ``move:<from>:<to>``) is lit along its outline:
        a rectangle round it reached over the meeples of the regions beside it."""
        kind, _, arg = name.partition(":")
        if kind == "region":
            return self.region(board, arg)
        if kind == "move":
            src, _, dest = arg.partition(":")
            picked = board.effective_pick() if board.choices else []
            rid = board.view.get("region_ids") or []
            src_id = rid[int(src)] if src.isdigit() and int(src) < len(rid) else None
            return self.region(board, dest if src_id in picked else src)
        return []

    @staticmethod
    def region(board: Any, index: str) -> list[list[tuple[float, float]]]:
        rid = board.view.get("region_ids") or []
        if not index.isdigit() or int(index) >= len(rid) or rid[int(index)] not in board.region_polys:
            return []
        return [list(board.region_polys[rid[int(index)]])]

    @staticmethod
    def war_dialog(board: Any) -> Any:
        from game.ui.kingdoms.war import WarScene

        return next((s for s in board.app.stack if isinstance(s, WarScene) and s.board is board), None)

    @staticmethod
    def scoring(board: Any) -> Any:
        from game.ui.kingdoms.scoring import ScoringScene

        return next((s for s in board.app.stack if isinstance(s, ScoringScene) and s.board is board), None)

    def coach_over(self, scene: Any) -> bool:
        from game.ui.kingdoms.war import WarScene

        return isinstance(scene, WarScene)

    def text_args(self, board: Any) -> dict[str, Any]:
        """The seats' names (``p0``…) and, once the game is over, their points (``vp0``…)."""
        n = board.ctl.match.config.players
        args: dict[str, Any] = {f"p{s}": words.player_name(s, board.colours) for s in range(n)}
        scores = (board.view.get("result") or {}).get("scores") or []
        args.update({f"vp{s}": scores[s] if s < len(scores) else 0 for s in range(n)})
        return args

    def panel_places(self, board: Any) -> list[pygame.Rect]:
        """The decision panel's room, above the log: a long list of choices leaves
        the log's column too short for the panel and the log (the lesson then lights
        a region, a tile or a choice the panel keeps clear of)."""
        dec = pygame.Rect(board.decision_rect)
        return [dec] if dec.w and dec.h else []

    def panel_avoid(self, board: Any) -> list[pygame.Rect]:
        """The war dialog, while the bid is made: the panel stands beside it; and
        while the player trades, their own panel (the resources the coach talks about)."""
        dialog = self.war_dialog(board)
        if dialog is not None:
            dialog.ensure_layout()                       # (its box is laid out with its buttons)
            return [pygame.Rect(dialog.box)] if dialog.box.w else []
        return self.trader_box(board)

    @staticmethod
    def trader_box(board: Any) -> list[pygame.Rect]:
        """The panel of the player who trades now (their ore and mana), if they do."""
        viewer = getattr(board, "viewer", None)
        boxes = getattr(board, "player_boxes", [])
        table = getattr(board, "table", None)       # (the kit's reading: the trade's actions, however the panel shows them)
        trading = table is not None and any(a and a[0] == "trade" for a in table.legal)
        return [pygame.Rect(boxes[viewer])] if trading and isinstance(viewer, int) and viewer < len(boxes) else []


HOOKS = KingdomsCoach()
