"""A game in progress: rules + state + the action log, with undo and replay.

The UI, saves, simulate and arena all drive games through a Match, so every
game gets replay, undo and the game log for free.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from typing import Any

from game.core import games
from game.core.protocol import Action, AnyRules, Event, GameConfig, GameState, IllegalAction, freeze


class Match:
    def __init__(self, config: GameConfig, rules: AnyRules | None = None) -> None:
        self.rules = rules or games.rules(config.game)
        self.config = config
        self.state: GameState = self.rules.new_state(config)
        # Index of the last action whose application revealed hidden
        # information; undo may never rewind to before or at it.
        self.barrier = -1

    # --- playing ---------------------------------------------------------------
    def to_move(self) -> tuple[int, ...]:
        return self.rules.to_move(self.state)

    def legal(self, seat: int) -> list[Action]:
        return self.rules.legal_actions(self.state, seat)

    def view(self, seat: int | None) -> dict[str, Any]:
        return self.rules.view(self.state, seat)

    def is_over(self) -> bool:
        return self.rules.is_over(self.state)

    def automaton_to_move(self) -> int | None:
        """The automaton seat that owes a step now, if any (see ``Rules.automata``)."""
        return self.rules.automaton_to_move(self.state)

    def play_automata(self) -> int:
        """Play every automaton step due now, at once; returns how many.  (The
        window plays them one by one at the narration pace instead.)"""
        count = 0
        while self.automaton_to_move() is not None:
            self.play_one_step()
            count += 1
        return count

    def submit(self, seat: int, action: Action) -> None:
        """Validated apply; raises IllegalAction and leaves the game unchanged."""
        events_before = len(self.state.events)
        self.rules.submit(self.state, seat, action)
        if any(e.reveal for e in self.state.events[events_before:]):
            self.barrier = len(self.state.log) - 1

    @property
    def log(self) -> list[tuple[int, Action]]:
        return self.state.log

    def events_for(self, viewer: int | None, start: int = 0, shared_screen: bool = False) -> list[Event]:
        """The events from index ``start`` on that ``viewer`` may see (None = a
        spectator: public events only).

        With ``shared_screen`` (several people at one screen) private events
        are left out for everyone: a line meant for one player would stay on
        screen for the next person.
        """
        return [ev for ev in self.state.events[start:]
                if ev.visible_to(viewer) and not (shared_screen and ev.to is not None)]

    # --- undo and replay ---------------------------------------------------------
    @classmethod
    def replay(cls, config: GameConfig, actions: Iterable[tuple[int, Action]], rules: AnyRules | None = None,
               fill_automata: bool = False) -> Match:
        """Rebuild a game from its config and actions (raises IllegalAction).

        ``fill_automata`` (a log of an earlier edition, made before an
        automaton's steps were logged): wherever the next logged seat owes
        nothing while an automaton owes a step, and at the end, the automaton's
        steps are played, as the rules then played them inside the action."""
        match = cls(config, rules)
        for i, (seat, action) in enumerate(actions):
            if fill_automata:
                while int(seat) not in match.to_move() and match.automaton_to_move() is not None:
                    match.play_one_step()
            try:
                match.submit(int(seat), freeze(action))
            except IllegalAction as exc:
                raise IllegalAction(f"action {i + 1} ({action!r} by seat {seat}): {exc}") from exc
        if fill_automata:
            match.play_automata()
        return match

    def play_one_step(self) -> None:
        """Play the step the automaton due now makes (raises IllegalAction if none is due)."""
        seat = self.automaton_to_move()
        if seat is None:
            raise IllegalAction("no automaton owes a step now")
        self.submit(seat, self.rules.automaton_step(self.state, seat))

    def undo_point(self, seat: int, keep: Collection[int] = ()) -> int | None:
        """Log length to rewind to so ``seat`` decides again, or None.

        Rewinds to just before the seat's most recent action, but never across
        an action that revealed hidden information (a bid reveal, a token flip),
        nor across a decision of a seat in ``keep`` (the other people at a
        shared screen: undo takes back only the undoing seat's own decisions,
        never another's, least of all a secret pick made at the same time).
        An automaton's steps after that action go with it: undo returns to the
        seat's own decision, never into the middle of an automaton's turn.
        """
        for i in range(len(self.state.log) - 1, self.barrier, -1):
            who = self.state.log[i][0]
            if who == seat:
                return i
            if who in keep:
                return None
        return None

    def undo(self, seat: int, keep: Collection[int] = ()) -> bool:
        point = self.undo_point(seat, keep)
        if point is None:
            return False
        self.rewind(point)
        return True

    def rewind(self, length: int) -> None:
        actions = list(self.state.log[:length])
        fresh = Match.replay(self.config, actions, self.rules)
        self.state, self.barrier = fresh.state, fresh.barrier
