"""The Records screen (from the menu): the player's finished games, counted per
game and bots' level (played, won, win rate, best and average score, current
and best streak), and the most recent games, newest first, each with Replay
when it kept its moves (``scenes.replay``).  It reads the
records file (``game.core.records``) as it opens; a headless app
(``persist=False``) reads nothing and is handed its games (the screenshot's
made-up ones)."""

from __future__ import annotations

import random
from functools import partial
from typing import Any

import pygame

from game.core import charts as chart_data
from game.core import records
from game.ui import charts, theme, widgets
from game.ui.i18n import tr
from game.ui.scene import Scene

# (heading key, value of a statistics row, share of the table's width), left to right
COLUMNS: tuple[tuple[str, str, float], ...] = (
    ("records.col.game", "game", 0.17), ("records.col.level", "level", 0.13), ("records.col.played", "played", 0.09),
    ("records.col.won", "won", 0.09), ("records.col.rate", "win_rate", 0.1), ("records.col.best", "best", 0.1),
    ("records.col.average", "average", 0.1), ("records.col.streak", "streak", 0.1),
    ("records.col.best_streak", "best_streak", 0.12))
CHART_GAMES = 40                    # the newest games the results chart shows
LEVEL_ORDER = ("easy", "normal", "hard", "expert", "mixed", "people")


def level_name(level: str) -> str:
    """A bots' level in words (an unknown one, from a newer version, as it is written)."""
    if level in ("mixed", "people", records.AUTOMATON):
        return tr(f"records.level.{level}")
    return tr(f"setup.level.{level}") if level in LEVEL_ORDER else level[:20]


def game_name(game: str) -> str:
    from game.registry import GAMES

    return tr(f"{game}.name") if game in GAMES else game[:20]


def made_up(seed: int, n: int = 60) -> list[dict[str, Any]]:
    """A seeded set of invented results for every game with a window (the screenshot's)."""
    from game.registry import windowed

    rng = random.Random(seed)
    games = [e.id for e in windowed()]
    out = []
    for i in range(n):
        game = rng.choice(games)
        level = rng.choice(("easy", "normal", "normal", "hard", "expert"))
        players = rng.choice((2, 2, 3))
        scores = [rng.randint(8, 60) for _ in range(players)]
        top = max(scores)
        out.append({"id": f"made-up-{i}", "date": f"2026-{1 + i * 11 // n:02d}-{1 + i % 28:02d}T{10 + i % 12}:{i % 60:02d}:00",
                    "game": game, "variant": None, "seats": ["human"] + [level] * (players - 1), "scores": scores,
                    "winners": [s for s, v in enumerate(scores) if v == top], "length": rng.randint(60, 400)})
    return out


class RecordsScene(Scene):
    def __init__(self, app, games: list[dict[str, Any]] | None = None) -> None:
        super().__init__(app)
        self.problem: str | None = None         # what the player is told about a file not used
        if games is None:
            kept = records.load_records() if app.persist else records.Records()
            games = kept.games
            if kept.kind is not None:
                self.problem = tr(f"records.problem.{kept.kind}", file=records.RECORDS_NAME, aside=kept.aside)
        self.stats = records.statistics(games)
        self.recent = records.recent(games, 12)
        self.first_row = 0              # the table's first row shown (it scrolls when it does not fit)
        self.shown_rows = 0             # how many rows the last drawing had room for
        self.games = games
        self.charted = chart_data.games_charted(games)      # the games the results chart can show
        self.chart = False              # the results chart in the table's place (the "Chart" button, C)
        self.results_cache: dict[str, list[chart_data.ResultPoint]] = {}
        newest = [g["game"] for g in reversed(sorted(games, key=lambda g: g["date"])) if g["game"] in self.charted]
        self.chart_game = newest[0] if newest else ""

    def build(self) -> None:
        w, h = self.app.size
        back = pygame.Rect(0, 0, self.u(220), self.u(50))
        back.bottomright = (w - self.u(40), h - self.u(30))
        # a Replay button per recent game that kept its moves; placed where its row is drawn (``draw_recent``)
        self.replays = {id(e): widgets.Button(pygame.Rect(0, 0, 0, 0), tr("records.replay"), partial(self.replay, e),
                                              tooltip=tr("records.replay.tip"), data=("replay", e.get("id")), text_size=self.u(13))
                        for e in self.recent if isinstance(e.get("record"), dict)}
        buttons = [widgets.Button(back, tr("ui.back"), self.back, style="primary")]
        if self.charted:
            toggle = pygame.Rect(0, 0, self.u(220), self.u(50))
            toggle.bottomright = (back.x - self.u(14), back.bottom)
            buttons.append(widgets.Button(toggle, tr("records.show_table" if self.chart else "records.show_chart"),
                                          self.toggle_chart, tooltip=tr("records.chart.tip")))
        if self.chart and len(self.charted) > 1:        # which game the chart shows, at the bottom left
            for i, game in enumerate(self.charted[:5]):
                r = pygame.Rect(self.u(40) + i * self.u(150), back.y + self.u(6), self.u(140), self.u(44))
                buttons.append(widgets.Button(r, game_name(game), partial(self.show_game, game),
                                              style="primary" if game == self.chart_game else "normal"))
        self.group.set(buttons + list(self.replays.values()) + self.share_buttons())

    def replay(self, entry: dict[str, Any]) -> None:
        from game.ui.scenes.replay import open_record

        open_record(self.app, entry)

    def handle(self, event: pygame.event.Event) -> None:
        """The wheel, the arrow keys and Page Up / Down scroll the table."""
        step = 0
        if event.type == pygame.MOUSEWHEEL:
            step = -event.y
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            page = max(1, self.shown_rows - 1)
            step = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page}[event.key]
        if event.type == pygame.KEYDOWN and event.key == pygame.K_c and self.charted:
            self.toggle_chart()
            return
        if self.chart and event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.next_game(1 if event.key == pygame.K_RIGHT else -1)
            return
        if step and not self.chart:
            last = max(0, len(self.rows()) - self.shown_rows)
            first = min(last, max(0, self.first_row + step))
            if first != self.first_row:
                self.first_row = first
                self.app.dirty = True
            return
        super().handle(event)

    def toggle_chart(self) -> None:
        self.chart = not self.chart
        self.rebuild()

    def show_game(self, game: str) -> None:
        self.chart_game = game
        self.rebuild()

    def next_game(self, step: int) -> None:
        """The results chart shows the next (or previous) game that has results."""
        if self.charted:
            at = self.charted.index(self.chart_game) if self.chart_game in self.charted else 0
            self.chart_game = self.charted[(at + step) % len(self.charted)]
            self.rebuild()

    # --- layout shared by the buttons and the drawing ------------------------------------------
    def column(self) -> pygame.Rect:
        w, h = self.app.size
        return pygame.Rect(self.u(48), self.u(92), w - self.u(96), h - self.u(92) - self.u(96))

    def upper_rows(self) -> int:
        """The table's rows shown (the chart takes the room of the most rows)."""
        most = max(3, (self.column().h * 11 // 20 - self.u(60)) // self.u(26))
        return most if self.chart else min(len(self.rows()), most)

    def recent_top(self) -> int:
        """The y of the recent games' heading, under the table or the chart."""
        col = self.column()
        return col.y + self.u(30) + self.u(26) * (self.upper_rows() + 1) + self.u(12) + self.u(18)

    def share_buttons(self) -> list[widgets.Button]:
        """A "Share" button on each recent game that still holds its moves."""
        from game.core import shared
        from game.ui.share import export_entry

        col, line = self.column(), self.u(26)
        if not self.rows() and not self.recent:
            return []
        y, out = self.recent_top() + self.u(32), []
        bw = self.u(120)
        for entry in self.recent:
            if y + line > col.bottom:
                break
            if shared.shareable(entry):
                r = pygame.Rect(col.right - bw, y - self.u(3), bw, line - self.u(1))
                out.append(widgets.Button(r, tr("share.button"), partial(export_entry, self, entry),
                                          tooltip=tr("share.tip"), data=entry, text_size=self.u(14)))
            y += line
        return out

    def rows(self) -> list[dict[str, str]]:
        """The table's rows in words: games in menu order, levels easy to expert."""
        from game.registry import GAMES

        order = list(GAMES) + sorted(g for g in self.stats if g not in GAMES)
        out = []
        for game in (g for g in order if g in self.stats):
            levels = self.stats[game]
            for level in sorted(levels, key=lambda v: (LEVEL_ORDER.index(v) if v in LEVEL_ORDER else 99, v)):
                row = levels[level]
                out.append({"game": game_name(game), "level": level_name(level), "played": str(row["played"]),
                            "won": str(row["won"]), "win_rate": f"{round(row['win_rate'] * 100)}%",
                            "best": str(row["best"]), "average": f"{row['average']:.1f}", "streak": str(row["streak"]),
                            "best_streak": str(row["best_streak"])})
        return out

    def draw(self, surf: pygame.Surface) -> None:
        self.background(surf)
        self.title(surf, tr("records.title"))
        w, h = surf.get_size()
        col = self.column()
        if self.problem:
            room = pygame.Rect(col.x, h - self.u(92), col.w - self.u(260), self.u(64))
            widgets.wrapped_fit(surf, self.problem, room, self.u(16), theme.BAD)
        rows = self.rows()
        if not rows and not self.recent:
            widgets.wrapped(surf, tr("records.empty"), col.inflate(-self.u(80), 0), self.u(20), theme.MUTED)
            self.group.draw(surf, self.k)
            return
        line = self.u(26)
        if self.chart:
            self.draw_chart(surf, pygame.Rect(col.x, col.y, col.w, self.recent_top() - self.u(18) - col.y))
            self.draw_recent(surf, pygame.Rect(col.x, self.recent_top(), col.w, col.bottom - self.recent_top()), line)
            self.group.draw(surf, self.k)
            return
        self.shown_rows = min(len(rows), max(3, (col.h * 11 // 20 - self.u(60)) // line))
        self.first_row = min(self.first_row, len(rows) - self.shown_rows)
        shown = rows[self.first_row:self.first_row + self.shown_rows]
        y = self.draw_table(surf, col, shown, line)
        if len(rows) > self.shown_rows:
            widgets.text(surf, tr("records.scroll"), (col.right, col.y + self.u(4)), self.u(14), theme.MUTED,
                         anchor="topright", max_width=col.w // 2)
        self.draw_recent(surf, pygame.Rect(col.x, y + self.u(18), col.w, col.bottom - y - self.u(18)), line)
        self.group.draw(surf, self.k)

    def results_of(self, game: str) -> list[chart_data.ResultPoint]:
        """The results chart's points of ``game``, counted once (10,000 records take a while)."""
        if game not in self.results_cache:
            self.results_cache[game] = chart_data.results(self.games, game)
        return self.results_cache[game]

    def draw_chart(self, surf: pygame.Surface, room: pygame.Rect) -> None:
        """Your results over time in the selected game: your score per game (a star
        where you won, a ring where you lost) and the best other score."""
        every = self.results_of(self.chart_game)
        points = every[-CHART_GAMES:]
        heading = tr("records.chart", game=game_name(self.chart_game))
        widgets.text(surf, heading, (room.x, room.y), self.u(19), theme.TEXT, "bold", max_width=room.w // 2)
        keys = tr("records.chart.keys") if len(self.charted) > 1 else ""
        legend = tr("records.chart.legend") + ("   " + keys if keys else "")
        widgets.text(surf, legend, (room.right, room.y + self.u(4)), self.u(14), theme.MUTED, anchor="topright",
                     max_width=room.w // 2)
        box = pygame.Rect(room.x, room.y + self.u(30), room.w, room.h - self.u(30))
        first = len(every) - len(points) + 1
        charts.draw_results(surf, box, [p.score for p in points], [p.best_other for p in points],
                            [p.won for p in points], [str(first + i) for i in range(len(points))],
                            tr("records.chart.games"), self.u)

    def draw_table(self, surf: pygame.Surface, col: pygame.Rect, rows: list[dict[str, str]], line: int) -> int:
        """The per-game, per-level table; returns the y under it."""
        widgets.text(surf, tr("records.table"), (col.x, col.y), self.u(19), theme.TEXT, "bold", max_width=col.w)
        box = pygame.Rect(col.x, col.y + self.u(30), col.w, line * (len(rows) + 1) + self.u(12))
        widgets.panel(surf, box, theme.BG2, self.u(8), theme.EDGE)
        xs, x = [], box.x + self.u(12)
        for _, _, share in COLUMNS:
            xs.append((x, int((box.w - self.u(24)) * share) - self.u(6)))
            x += int((box.w - self.u(24)) * share)
        y = box.y + self.u(6)
        for (key, _, _), (cx, cw) in zip(COLUMNS, xs, strict=True):
            widgets.text(surf, tr(key), (cx, y), self.u(14), theme.MUTED, "bold", max_width=cw)
        above = None
        for row in rows:
            y += line
            for (_, field, _), (cx, cw) in zip(COLUMNS, xs, strict=True):
                if field == "game" and row["game"] == above:
                    continue            # a game is named once, on its first row shown
                colour = theme.GOLD if field == "game" else theme.TEXT
                widgets.text(surf, row[field], (cx, y), self.u(16), colour, max_width=cw)
            above = row["game"]
        return box.bottom

    def draw_recent(self, surf: pygame.Surface, room: pygame.Rect, line: int) -> None:
        """The newest games: when, which game, against what, the scores (the person's first) and how it went."""
        widgets.text(surf, tr("records.recent"), (room.x, room.y), self.u(19), theme.TEXT, "bold", max_width=room.w)
        y = room.y + self.u(32)
        shares = (0.2, 0.18, 0.16, 0.3, 0.16)
        for button in self.replays.values():
            button.rect = pygame.Rect(0, 0, 0, 0)           # rows with no room show no button
        replay_w = self.u(116) if self.replays else 0          # (its button, and a gap before Share's)
        share_w = self.u(120)
        for entry in self.recent:
            if y + line > room.bottom:
                break
            if id(entry) in self.replays:
                self.replays[id(entry)].rect = pygame.Rect(room.right - share_w - replay_w, y - self.u(3), replay_w - self.u(6), line - self.u(2))
            seat = records.player_seat(entry["seats"])
            scores = entry["scores"]
            order = ([seat] if seat is not None else []) + [s for s in range(len(scores)) if s != seat]
            if entry.get("imported"):
                outcome, colour = tr("records.imported"), theme.MUTED
            elif seat is None:
                outcome, colour = tr("records.bots_only"), theme.MUTED
            elif seat in entry["winners"]:
                outcome, colour = tr("records.won"), theme.GOOD
            else:
                outcome, colour = tr("records.lost"), theme.BAD
            cells = (entry["date"][:16].replace("T", " "), game_name(entry["game"]),
                     level_name(records.opponents_level(entry["seats"], len(scores))), " : ".join(str(scores[s]) for s in order), outcome)
            x = room.x + self.u(12)
            for i, (cell, share) in enumerate(zip(cells, shares, strict=True)):
                width = int((room.w - self.u(24) - share_w - replay_w) * share)
                widgets.text(surf, cell, (x, y), self.u(16), colour if i == 4 else (theme.MUTED if i == 0 else theme.TEXT),
                             "bold" if i == 4 else "regular", max_width=width - self.u(8))
                x += width
            y += line
