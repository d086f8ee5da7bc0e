"""The one path for bots: who is asked next, what a bot is shown, how its answer is checked.

The window's controller, ``arena``, ``simulate`` and every balance tool play
bots through a :class:`Driver`, so the game the tools measure is the game a
player meets.  It defines once:

* **who is asked next**: the first seat of ``rules.to_move(state)`` that the
  driver plays (:meth:`Driver.next_seat`).  Simultaneous decisions are asked
  one seat at a time, in that order, each answer submitted before the next
  seat is asked, in the window and in the tools alike;
* **automata** (``Rules.automata``): every driver plays their steps, the
  rules' own ``automaton_step`` (no bot, no thinking, no defect to fall back
  from); the tools at once, the window at the narration pace;
* **how a bot is made and seeded**: :func:`make_bots`, seed
  :func:`bot_seed` (the game's seed and the seat);
* **what it is given**: a copy of its own seat's view and legal actions
  (:meth:`Driver.ask`); the window hands that copy to a worker thread.  The
  legal actions are built once per decision: the tools check an answer
  against that same list (:meth:`Rules.submit`'s ``legal``) before asking the
  rules' ``is_legal`` about anything it does not hold;
* **how its answer is checked**: by submitting it to the rules, whose
  ``submit`` validates with the rules' own ``is_legal`` (compound actions
  included), never by looking it up in the listed few.

An illegal or crashing answer is a defect: :func:`report_defect` writes it to
``error.log`` (game, seat, level, action), counts it in :data:`DEFECTS` (which
``arena`` and ``simulate`` report as errors and which fails every test), and
then the tools stop that game (:class:`BotDefect`) while the window, which must
keep the game going, plays the rules' ``sample_action`` instead.  There is no
silent substitution.

The tools' random play (:class:`Sampler`) costs the driver little: no view, no
copies, no clocks, the rules' ``to_move`` once and the automata once per game.
"""

from __future__ import annotations

import copy
import random
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from game.core.bots import Bot, make_bot
from game.core.protocol import Action, AnyRules, GameConfig, GameState, IllegalAction, freeze

_PLAIN = (int, str, float, bool, type(None))

Submit = Callable[[int, Action], None]


class BotDefect(RuntimeError):
    """A bot answered with an illegal action or crashed (already logged and counted)."""


class Defects:
    """How many bot defects this process has seen (thread-safe), and the last few."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.count = 0
        self.recent: list[str] = []

    def add(self, message: str) -> None:
        with self._lock:
            self.count += 1
            self.recent = [*self.recent[-9:], message]


DEFECTS = Defects()


def report_defect(game: str, seat: int, level: str, action: Any, why: str) -> str:
    """Log one defect to ``error.log`` and count it; returns the message."""
    from game.core.userlog import log

    message = f"bot defect: game {game}, seat {seat}, level {level}: {why}; action {action!r:.300}"
    DEFECTS.add(message)
    log(message)
    return message


def bot_seed(config: GameConfig, seat: int) -> int:
    """The seed of ``seat``'s bot in the game ``config`` describes."""
    return config.seed * 31 + seat


def make_bots(config: GameConfig, levels: Mapping[int, str]) -> dict[int, Bot]:
    """One bot per seat in ``levels`` (seat -> level), seeded by :func:`bot_seed`."""
    return {seat: make_bot(config.game, level, seat, bot_seed(config, seat)) for seat, level in levels.items()}


class Sampler:
    """Random legal play from the rules' own ``sample_action`` (``simulate``).

    It draws from the whole action space, compound actions included, and so
    reads the state: it is a tool's player, never a seat in the window.
    """

    level = "sample"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng


Player = Bot | Sampler


def copied(value: Any) -> Any:
    """A deep copy of JSON-like data (what a view is), several times quicker than
    ``copy.deepcopy``; anything else still goes through ``copy.deepcopy``."""
    kind = type(value)
    if kind in _PLAIN:
        return value
    if kind is dict:
        return {k: v if type(v) in _PLAIN else copied(v) for k, v in value.items()}
    if kind is list:
        return [v if type(v) in _PLAIN else copied(v) for v in value]
    if kind is tuple:
        return tuple(v if type(v) in _PLAIN else copied(v) for v in value)
    return copy.deepcopy(value)


@dataclass(frozen=True)
class Question:
    """What one seat is asked: copies of its own view and legal actions."""

    seat: int
    view: dict[str, Any]
    legal: list[Action]


@dataclass(slots=True)
class Answer:
    """A player's answer before it is checked: the action, or why there is none."""

    seat: int
    action: Any = None
    error: str | None = None        # the bot crashed (or the sampler found nothing)
    seconds: float = 0.0            # thinking time (wall clock: what the player waits)
    cpu: float = 0.0                # thinking time on the thinking thread's core (load-free)


def think(bot: Bot, question: Question) -> Answer:
    """Let ``bot`` answer ``question`` (the window runs this on its worker thread:
    it touches only the copies in the question and the bot itself).  Never raises."""
    started, cpu = time.perf_counter(), time.thread_time()
    try:
        action = bot.choose(question.view, question.legal)
    except Exception as exc:  # noqa: BLE001 - a crash is a defect, reported by the caller
        return Answer(question.seat, None, f"crashed: {type(exc).__name__}: {exc}",
                      time.perf_counter() - started, time.thread_time() - cpu)
    return Answer(question.seat, action, None, time.perf_counter() - started, time.thread_time() - cpu)


class Driver:
    """Plays the seats of one game that bots (or samplers) hold.

    ``players`` maps seat -> player (the dict is shared: a caller may swap a
    seat's bot); ``levels`` names each seat's level for defect reports.
    ``fallback`` (the window) plays the rules' ``sample_action`` after a
    reported defect; without it (the tools) a defect raises :class:`BotDefect`.
    """

    def __init__(self, rules: AnyRules, game: str, players: dict[int, Player],
                 levels: Mapping[int, str] | None = None, fallback: bool = False) -> None:
        self.rules = rules
        self.game = game
        self.players = players
        self.levels = dict(levels or {})
        self.fallback = fallback
        self._automata: tuple[GameConfig | None, tuple[int, ...]] = (None, ())

    @classmethod
    def for_levels(cls, rules: AnyRules, config: GameConfig, levels: Mapping[int, str], fallback: bool = False) -> Driver:
        """Bots of ``levels`` (seat -> level) for the game ``config`` describes."""
        players: dict[int, Player] = dict(make_bots(config, levels))
        return cls(rules, config.game, players, levels, fallback)

    @classmethod
    def sampling(cls, rules: AnyRules, config: GameConfig, rng: random.Random) -> Driver:
        """Every player seat plays the rules' random sample (one shared ``rng``)."""
        sampler = Sampler(rng)
        return cls(rules, config.game, {seat: sampler for seat in range(config.players)})

    def level(self, seat: int) -> str:
        return self.levels.get(seat) or str(getattr(self.players.get(seat), "level", "automaton"))

    # --- the steps, usable one by one (the window) -----------------------------------
    def automata(self, state: GameState) -> tuple[int, ...]:
        """The rules' automata of this game (asked once per game config)."""
        config, seats = self._automata
        if config is not state.config:
            seats = tuple(self.rules.automata(state.config))
            self._automata = (state.config, seats)
        return seats

    def next_seat(self, state: GameState) -> int | None:
        """The seat asked next: the first of ``to_move`` that this driver plays
        (its players' seats and every automaton)."""
        config, automata = self._automata
        if config is not state.config:
            automata = self.automata(state)
        players = self.players
        for seat in self.rules.to_move(state):
            if seat in players or seat in automata:
                return seat
        return None

    def is_automaton(self, state: GameState, seat: int) -> bool:
        return seat in self.automata(state)

    def ask(self, state: GameState, seat: int) -> Question:
        """Copies of ``seat``'s view and legal actions (only its own)."""
        return Question(seat, copied(self.rules.view(state, seat)), list(self.rules.legal_actions(state, seat)))

    def answer(self, state: GameState, seat: int) -> Answer:
        """Ask ``seat``'s player now, on this thread (an automaton: the rules' step)."""
        if self.is_automaton(state, seat):
            try:
                return Answer(seat, self.rules.automaton_step(state, seat))
            except Exception as exc:  # noqa: BLE001 - reported as a defect of the rules
                return Answer(seat, None, f"no automaton step: {type(exc).__name__}: {exc}")
        player = self.players[seat]
        if isinstance(player, Sampler):
            return self.sample(state, seat, player)
        return think(player, self.ask(state, seat))

    def sample(self, state: GameState, seat: int, sampler: Sampler) -> Answer:
        """The rules' random sample for ``seat`` (untimed: no tool reports it)."""
        try:
            action = self.rules.sample_action(state, seat, sampler.rng)
        except Exception as exc:  # noqa: BLE001 - reported as a defect
            return Answer(seat, None, f"crashed: {type(exc).__name__}: {exc}")
        return Answer(seat, action, None if action is not None else "no action to play (the rules offered none)")

    def deliver(self, state: GameState, answer: Answer, submit: Submit) -> Action:
        """Submit ``answer`` through ``submit``, which validates it against the live
        state with the rules' ``is_legal`` (raising IllegalAction).  A crash or an
        illegal action is reported (:func:`report_defect`); then, with ``fallback``,
        the rules' ``sample_action`` is played, else :class:`BotDefect` is raised.
        Returns the action played."""
        seat, action, why = answer.seat, answer.action, answer.error
        if why is None:
            try:
                action = freeze(action)         # (a defect below is reported as frozen)
                played: Action = action
                submit(seat, played)
                return played
            except IllegalAction as exc:
                why = f"illegal answer: {exc}"
            except RecursionError:
                why = "illegal answer: nested too deeply"
        message = report_defect(self.game, seat, self.level(seat), action, why)
        if not self.fallback:
            raise BotDefect(message)
        player = self.players.get(seat)
        rng = getattr(player, "rng", None) or random.Random(len(state.log))
        substitute = self.rules.sample_action(state, seat, rng)
        if substitute is None:
            raise BotDefect(f"{message} (and the rules offer no action to play instead)")
        submit(seat, substitute)
        return substitute

    # --- whole decisions and games (the tools) ----------------------------------------
    def step(self, state: GameState, submit: Submit | None = None) -> Answer | None:
        """Ask the next seat, check and apply its answer; None when no seat of
        this driver owes a decision.  Returns the answer as played."""
        config, automata = self._automata      # next_seat, inlined: this runs once per action
        if config is not state.config:
            automata = self.automata(state)
        players = self.players
        rules = self.rules
        for seat in rules.to_move(state):
            player = players.get(seat)
            if player is not None or seat in automata:
                break
        else:
            return None
        if isinstance(player, Sampler):         # the tools' random play: kept lean
            try:
                action = rules.sample_action(state, seat, player.rng)
            except Exception as exc:  # noqa: BLE001 - reported as a defect by deliver
                answer = Answer(seat, None, f"crashed: {type(exc).__name__}: {exc}")
            else:
                if action is not None:      # the rules' own action: no freezing, no second look
                    try:
                        if submit is None:
                            rules.submit(state, seat, action)
                        else:
                            submit(seat, action)
                        return Answer(seat, action)
                    except IllegalAction:
                        pass                # deliver reports it
                answer = Answer(seat, action, None if action is not None else "no action to play (the rules offered none)")
        elif player is not None and not self.is_automaton(state, seat):
            question = self.ask(state, seat)
            answer = think(player, question)
            if submit is None:
                def submit(s: int, a: Action) -> None:
                    self.rules.submit(state, s, a, legal=question.legal)
        else:
            answer = self.answer(state, seat)
        played = self.deliver(state, answer, submit or (lambda s, a: self.rules.submit(state, s, a)))
        if played is not answer.action:
            answer = Answer(seat, played, None, answer.seconds, answer.cpu)
        return answer

    def play_sampled(self, state: GameState, submit: Submit, max_actions: int) -> int:
        """``step(state, submit)`` until no seat of this driver owes a decision or
        ``max_actions`` are played; returns the actions played.

        The tools' random games (``simulate --no-check``): a sampler's seat is
        asked in this loop, without an :class:`Answer` per action, and everything
        else (automata, bots, a sample that crashes or is illegal, reported as
        a defect) goes through :meth:`step`, so the same seeds play the same games."""
        rules = self.rules
        players = self.players
        to_move = rules.to_move
        sample = rules.sample_action
        config, automata = self._automata
        n = 0
        while n < max_actions:
            if config is not state.config:
                automata = self.automata(state)
                config = state.config
            for seat in to_move(state):
                player = players.get(seat)
                if player is not None or seat in automata:
                    break
            else:
                return n
            if type(player) is Sampler:
                try:
                    action = sample(state, seat, player.rng)
                except Exception as exc:  # noqa: BLE001 - reported as a defect by deliver
                    self.deliver(state, Answer(seat, None, f"crashed: {type(exc).__name__}: {exc}"), submit)
                    n += 1
                    continue
                if action is not None:
                    try:
                        submit(seat, action)
                        n += 1
                        continue
                    except IllegalAction:
                        pass                # deliver reports it
                self.deliver(state, Answer(seat, action, None if action is not None
                                           else "no action to play (the rules offered none)"), submit)
            elif self.step(state, submit) is None:
                return n
            n += 1
        return n

    def play(self, state: GameState, max_actions: int = 50_000,
             after: Callable[[Answer], None] | None = None) -> int:
        """Play until no seat of this driver owes a decision; returns the actions
        played.  ``after`` sees each answer as played.  Raises RuntimeError after
        ``max_actions`` (the game did not end)."""
        count = 0
        while (move := self.step(state)) is not None:
            count += 1
            if after is not None:
                after(move)
            if count >= max_actions:
                raise RuntimeError(f"no end after {count} actions")
        return count
