"""A finished game or a save as a timeline of positions, for the Replay scene.

A record (``game.core.records``) and a save both hold a config and an action
log, and the rules rebuild every position from them, so a replay needs
nothing the game did not log: the timeline is built through ``match_from_data``
(a save's loading, earlier editions included) and checked once, action by
action, as it is read.  Positions are rebuilt from clones kept every
``stride`` actions, so a step back or a jump costs at most ``stride`` applies,
never the whole game.  No pygame here.
"""

from __future__ import annotations

import bisect
import hashlib
import json
import random
from dataclasses import dataclass
from typing import Any

from game.core.match import Match
from game.core.protocol import Action, AnyRules, GameConfig, GameState, thaw

# Clones kept per game (the stride grows with the game's length).  A late
# Galaxies position is about 1.5 MB of objects: 64 clones held 95 MB for one
# replay, 16 hold 27 MB, and a jump still costs under a millisecond on average
# elsewhere (Conquest 0.2 -> 0.6 ms; Galaxies' clone replays its game anyway).
MAX_KEPT = 16


@dataclass(frozen=True)
class Chapter:
    """A turn or a round as the board numbers it (``Rules.turn_shown``) and the step it starts at."""

    number: int
    step: int


class Timeline:
    """Every position of one game, ``0`` (the start) to ``len(self)`` (the last action played)."""

    def __init__(self, final: Match) -> None:
        self.rules: AnyRules = final.rules
        self.config: GameConfig = final.config
        self.actions: list[tuple[int, Action]] = list(final.log)
        self.over = final.is_over()
        # Where a copy replays the log, a kept copy saves nothing over playing
        # from the start, and keeping one every stride made opening quadratic.
        self.stride = (len(self.actions) + 1 if self.rules.clone_replays
                       else max(8, -(-len(self.actions) // MAX_KEPT)))
        match = Match(self.config, self.rules)
        self.kept: dict[int, GameState] = {0: self.rules.clone(match.state)}
        numbers: list[int | None] = [self.rules.turn_shown(match.state)]
        self.told: list[int] = [len(match.state.events)]       # events told by the position after each step
        for i, (seat, action) in enumerate(self.actions, 1):
            self.rules.apply(match.state, seat, action)
            match.state.log.append((seat, action))
            if i % self.stride == 0:
                self.kept[i] = self.rules.clone(match.state)
            numbers.append(self.rules.turn_shown(match.state))
            self.told.append(len(match.state.events))
        self.final_state = match.state
        self.chapters: list[Chapter] = []
        for step, number in enumerate(numbers):
            if number is not None and (not self.chapters or self.chapters[-1].number != number):
                self.chapters.append(Chapter(number, step))

    @classmethod
    def from_data(cls, data: dict[str, Any], source: str = "save") -> Timeline:
        """A save's data or a record's ``record`` (config, edition, actions); raises ``SaveError``."""
        from game.core.saves import match_from_data

        return cls(match_from_data(data, source))

    @classmethod
    def from_record(cls, record: Any, source: str = "records") -> Timeline:
        """A kept game's ``record`` (``game.core.records``), checked as a save's
        envelope is (sizes, texts, moves) before it is replayed; raises ``SaveError``."""
        from game.core.saves import SAVE_FORMAT, SAVE_VERSION, SaveError, parse_save

        if not isinstance(record, dict):
            raise SaveError(f"{source}: this game kept no moves")
        envelope = {"format": SAVE_FORMAT, "version": SAVE_VERSION, "edition": record.get("edition", 1),
                    "config": record.get("config"), "actions": record.get("actions")}
        try:
            text = json.dumps(envelope, ensure_ascii=False)
        except (TypeError, ValueError, RecursionError):
            raise SaveError(f"{source}: the kept moves are malformed") from None
        return cls.from_data(parse_save(text, source), source)

    def __len__(self) -> int:
        return len(self.actions)

    def state_at(self, step: int) -> GameState:
        """A fresh state after the first ``step`` actions (clamped to the game)."""
        step = max(0, min(step, len(self.actions)))
        base = step - step % self.stride
        state: GameState = self.rules.clone(self.kept[base])
        for seat, action in self.actions[base:step]:
            self.rules.apply(state, seat, action)
            state.log.append((seat, action))
        return state

    def step_on(self, state: GameState) -> None:
        """Play the next logged action on ``state`` (a state of this timeline, not at its end):
        a step forward costs one action, not a rebuild from the nearest kept clone."""
        seat, action = self.actions[len(state.log)]
        self.rules.apply(state, seat, action)
        state.log.append((seat, action))

    def step_of_event(self, index: int) -> int:
        """The first position whose log tells event ``index`` (the step of the action that made it)."""
        return max(0, min(bisect.bisect_right(self.told, index), len(self.actions)))

    def chapter_at(self, step: int) -> Chapter | None:
        """The turn or round the position after ``step`` actions is in."""
        found = None
        for chapter in self.chapters:
            if chapter.step > step:
                break
            found = chapter
        return found

    def next_chapter(self, step: int, forward: bool) -> int:
        """The first step of the next (or, backwards, this or the previous) turn or round."""
        if forward:
            return next((c.step for c in self.chapters if c.step > step), len(self.actions))
        return next((c.step for c in reversed(self.chapters) if c.step < step), 0)

    def scores(self) -> list[int] | None:
        """The final scores when the game is over."""
        return [int(s) for s in self.rules.result(self.final_state).scores] if self.over else None


def log_digest(actions: list[tuple[int, Action]]) -> str:
    """A short hash of an action log (two replays of one game give the same)."""
    text = json.dumps([[seat, thaw(action)] for seat, action in actions], separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def bots_game(game: str, seed: int, players: int | None = None) -> Match:
    """A seeded game played to its end by random bots (the rules' own sample):
    what the screenshot and the tests replay."""
    from game.core import games
    from game.core.runner import Driver

    rules = games.rules(game)
    count = players or (3 if 3 in rules.players_range() else rules.min_players)
    match = Match(GameConfig(game=game, players=count, seed=seed), rules)
    Driver.sampling(rules, match.config, random.Random(seed)).play(match.state)
    return match
