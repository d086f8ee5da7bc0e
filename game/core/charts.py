"""The numbers behind the two charts: a player's results over time (the Records
screen) and each player's points over the turns of one game ("How it went" on
the score screens).  No pygame here; the window draws them (``game.ui.charts``).

Points over the turns come from the protocol alone: the action log is replayed
and, each time the turn or round a player sees (``Rules.turn_shown``) moves on,
each seat's ``Rules.provisional_scores`` is read (what the Load list's "who
leads" shows).  The last point is the final result, so the lines end where the
score table does (secret missions and end-of-game bonuses included).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.protocol import Action, GameConfig
from game.core.records import player_seat


@dataclass
class Progress:
    """Each seat's points at the end of each turn: ``turns[i]`` is the turn number
    shown under point ``i`` (the final point repeats the last turn's number)."""

    turns: list[int] = field(default_factory=list)
    points: list[list[int]] = field(default_factory=list)     # points[seat][i]
    turn_word: str = "turn"

    @property
    def final(self) -> list[int]:
        return [row[-1] for row in self.points] if self.points and self.points[0] else []


def progress(config: GameConfig, actions: list[tuple[int, Action]], rules: Any = None) -> Progress:
    """Replay ``actions`` and read the scores at every change of turn, and at the end.
    Raises what ``Match.replay`` raises for a log that does not replay."""
    from game.core.match import Match

    match = Match(config, rules)
    rules = match.rules
    seats = rules.seat_count(config)
    out = Progress(points=[[] for _ in range(seats)], turn_word=getattr(rules, "turn_word", "turn"))
    turn = rules.turn_shown(match.state)

    def sample(shown: int | None) -> None:
        scores = rules.provisional_scores(match.state)
        if scores is None:
            return
        out.turns.append(int(shown if shown is not None else len(out.turns) + 1))
        for seat in range(seats):
            out.points[seat].append(int(scores[seat]) if seat < len(scores) else 0)

    for seat, action in actions:
        match.submit(int(seat), action)
        now = rules.turn_shown(match.state)
        if now != turn:
            sample(turn)            # the scores as that turn ended
            turn = now
    if match.is_over():
        final = rules.result(match.state).scores
        out.turns.append(int(turn) if turn is not None else len(out.turns) + 1)
        for seat in range(seats):
            out.points[seat].append(int(final[seat]) if seat < len(final) else 0)
    else:
        sample(turn)
    return out


def progress_of_match(match: Any) -> Progress:
    """``progress`` of a match in hand (its config and log), with its own rules."""
    return progress(match.config, list(match.log), match.rules)


@dataclass(frozen=True)
class ResultPoint:
    """One of the player's games on the results chart (oldest first)."""

    date: str
    score: int
    best_other: int                 # the best score of the other seats (0 alone)
    won: bool


def results(games: list[dict[str, Any]], game: str) -> list[ResultPoint]:
    """The player's counted games of ``game`` in date order: their score, the best
    other score and whether they won (bots-only and imported games left out, as
    the statistics leave them)."""
    out = []
    for entry in sorted((g for g in games if g["game"] == game), key=lambda g: g["date"]):
        seat = player_seat(entry["seats"])
        scores = entry["scores"]
        if seat is None or seat >= len(scores) or entry.get("imported"):
            continue
        others = [s for i, s in enumerate(scores) if i != seat]
        out.append(ResultPoint(entry["date"], scores[seat], max(others, default=0), seat in entry["winners"]))
    return out


def games_charted(games: list[dict[str, Any]]) -> list[str]:
    """The games that have a point on the results chart, in registry order (then any others)."""
    from game.core import games as known

    have = {g["game"] for g in games if player_seat(g["seats"]) is not None and not g.get("imported")}
    order = list(known.known())
    return [g for g in order if g in have] + sorted(have - set(order))
