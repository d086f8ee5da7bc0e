"""The one game protocol shared by every game in Pocket Epics.

A game is a `Rules` object: pure functions over a mutable state object that the
rules own.  Everything else (saves, replay, undo, the game log, simulate, arena,
bots and the UI) talks to a game only through this interface, so adding a game
never means touching them.

Design points:

* **Actions are plain tuples** of JSON primitives (str, int, bool, None and
  nested tuples), e.g. ``("patrol", 3, 12)``.  The first element names the kind.
  They are hashable, cheap to compare, and round-trip through JSON (lists are
  turned back into tuples by :func:`freeze`).
* **Decision points** are whatever ``to_move(state)`` returns: the seats that
  owe a decision now.  Several seats at once means a simultaneous secret
  decision (war bids, draft picks): each seat submits on its own, the rules keep
  submissions hidden and resolve once all are in.
* **Automata** (a solo opponent the rules play, as OpenSpiel makes chance a
  player) are seats too: when one owes a step it is in ``to_move`` with one
  legal action, :meth:`Rules.automaton_step`, which the bot driver plays for
  it (no bot, no choice).  Each step is a logged action, so a window can show
  the automaton's turn one step at a time from ``view`` alone.
* **Randomness** comes only from ``state.rng``, a ``random.Random`` seeded from
  the config, so ``(config, actions)`` replays a game exactly.
* **Hidden information** is removed by ``view(state, seat)``; bots get only a
  view and the legal actions of their own seat.
"""

from __future__ import annotations

import copy
import random
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

Action = tuple[Any, ...]      # a move: its kind first, then its arguments (plain JSON-able values)
Seat = int


class IllegalAction(ValueError):
    """An action that is not legal for that seat now.  The state is unchanged."""


@dataclass(frozen=True)
class GameConfig:
    """Everything needed (with the action log) to rebuild a game exactly."""

    game: str
    players: int
    seed: int = 0
    variant: str | None = None
    options: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "players": self.players,
            "seed": self.seed,
            "variant": self.variant,
            "options": dict(self.options),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameConfig:
        return cls(
            game=str(data["game"]),
            players=int(data["players"]),
            seed=int(data.get("seed", 0)),
            variant=data.get("variant"),
            options=dict(data.get("options") or {}),
        )


def is_seat(value: Any, seats: int) -> bool:
    """Whether ``value`` names one of ``seats`` seats: an int, never a bool (a
    bool is an int to ``isinstance``, so a save's ``"first_player": true`` once
    passed as a seat and made a game in which nobody could move)."""
    return type(value) is int and 0 <= value < seats


@dataclass(frozen=True)
class Event:
    """One line of the game log.

    ``kind`` is a catalog key suffix (``<game>.event.<kind>``), ``args`` its
    parameters.  ``to`` limits who may see it (``None`` = everyone).
    ``reveal`` marks hidden information becoming public: undo never crosses it.
    """

    kind: str
    args: dict[str, Any]
    to: frozenset[int] | None = None
    reveal: bool = False

    def visible_to(self, seat: int | None) -> bool:
        return self.to is None or (seat is not None and seat in self.to)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "args": self.args, "reveal": self.reveal}


@dataclass
class Result:
    """Final scores.  ``winners`` may hold several seats (a shared win)."""

    scores: list[int]
    winners: list[int]
    breakdown: list[dict[str, int]] = field(default_factory=list)
    tiebreak: list[tuple[int, ...]] = field(default_factory=list)


_Self = TypeVar("_Self", bound="GameState")      # the state itself, whatever game's


class GameState:
    """Base for every game's state: config, RNG and logs.

    ``log`` is the list of ``(seat, action)`` applied so far; ``events`` the
    game log.  Subclasses add the board.
    """

    # Headless play that never reads the log (random playouts, bot search) sets
    # this on its own states: ``emit`` then builds nothing.  A state the window,
    # a save or a test reads keeps it False, so what they show never changes.
    mute_events: bool = False

    def __init__(self, config: GameConfig) -> None:
        self.config = config
        self.rng = random.Random(config.seed)
        self.log: list[tuple[int, Action]] = []
        self.events: list[Event] = []

    def copy_base(self: _Self) -> _Self:
        """A shallow copy with its own RNG, log and events.

        Games' ``clone`` start from this and copy their own mutable fields.
        """
        new = copy.copy(self)
        new.rng = random.Random.__new__(random.Random)  # no seeding: the state is copied
        new.rng.setstate(self.rng.getstate())
        new.log = list(self.log)
        new.events = list(self.events)
        return new

    def emit(self, kind: str, to: frozenset[int] | None = None, reveal: bool = False, **args: Any) -> None:
        """Add one event to the game log (nothing when ``mute_events``).

        Built without the frozen dataclass's ``__init__``: events are the
        engines' most frequent allocation."""
        if self.mute_events:
            return
        event = object.__new__(Event)
        event.__dict__.update(kind=kind, args=args, to=to, reveal=reveal)
        self.events.append(event)


StateT = TypeVar("StateT", bound=GameState)     # a game's own state


class Rules(ABC, Generic[StateT]):
    """The interface every game implements once, as a module-level object."""

    id: str = ""
    min_players: int = 2
    max_players: int = 2
    variants: tuple[str, ...] = ()
    # Bumped when a rules change makes old action logs replay differently;
    # saves record it, so a save that no longer replays says why.
    edition: int = 1
    # Whether views ever hide anything (hands, bids, decks): tools and tests
    # check view fairness only where it matters.
    hidden_information: bool = True
    # Every ``Event.kind`` the game may emit; tests check the log catalogs
    # against it.  Empty means "not declared".
    event_kinds: frozenset[str] = frozenset()

    # --- seats -----------------------------------------------------------------
    def seat_count(self, config: GameConfig) -> int:
        """Seats in the game: the players, then any automata (see :meth:`automata`)."""
        return config.players

    def automata(self, config: GameConfig) -> tuple[int, ...]:
        """Seats the rules play themselves (a solo opponent such as Galaxies'
        hostile galaxy).  They come after the player seats, have no bot, and may
        score and win like any seat.  An automaton's turn is a run of logged
        steps: while one is due the automaton is in ``to_move`` with exactly one
        legal action (:meth:`automaton_step`), which the bot driver
        (``game.core.runner``) plays: at once in the tools, at the narration
        pace in the window."""
        return tuple(range(config.players, self.seat_count(config)))

    def automaton_step(self, state: StateT, seat: int) -> Action:
        """The step automaton ``seat`` makes now: its one legal action."""
        legal = self.legal_actions(state, seat)
        if len(legal) != 1:
            raise IllegalAction(f"automaton seat {seat} has {len(legal)} legal actions, not one step")
        return legal[0]

    def automaton_to_move(self, state: StateT) -> int | None:
        """The automaton seat that owes a step now (the first in ``to_move``), if any."""
        automata = self.automata(state.config)
        if not automata:
            return None
        return next((seat for seat in self.to_move(state) if seat in automata), None)

    def upgrade_log(self, config: GameConfig, actions: list[tuple[int, Action]],
                    edition: int) -> list[tuple[int, Action]]:
        """A log of an earlier rules ``edition`` in this edition's actions, where
        one player intent changed shape (Galaxies' die and its target became one
        action in edition 3).  The default leaves the log as it is; saves call
        this before replaying a log of an earlier edition."""
        return list(actions)

    # --- lifecycle -------------------------------------------------------------
    @abstractmethod
    def new_state(self, config: GameConfig) -> StateT:
        """A fresh game; raises ValueError naming a bad config value."""

    @abstractmethod
    def to_move(self, state: StateT) -> tuple[int, ...]:
        """Seats that owe a decision now (several = simultaneous); () when over."""

    @abstractmethod
    def legal_actions(self, state: StateT, seat: int) -> list[Action]:
        """Every legal action of ``seat`` now; [] if it owes no decision."""

    @abstractmethod
    def apply(self, state: StateT, seat: int, action: Action) -> None:
        """Apply one action in place (no validation: see :meth:`submit`)."""

    def secret_decision(self, state: StateT, seat: int) -> bool:
        """Whether ``seat``'s decision now is made in private: the others may not
        see it (a war bid, a draft pick, a hidden placement), or the screen that
        makes it shows the seat's hidden cards.  On a screen several people
        share, the window covers every such decision the same way (the table
        kit's handover gate) until the seat's player says they have the screen.
        False when ``seat`` owes no decision."""
        return False

    def is_legal(self, state: StateT, seat: int, action: Action) -> bool:
        """Whether ``action`` is legal for ``seat`` now (``seat`` owes a decision).

        Compared strictly (:func:`same_action`): ``15.0`` is not ``15`` and
        ``True`` is not ``1``.  Games whose decisions are compound (a whole
        placement committed at once, too many to list) override this with a
        direct check; for them :meth:`legal_actions` may list only a
        representative few.
        """
        legal = self.legal_actions(state, seat)
        return action in legal and any(same_action(action, x) for x in legal if x == action)

    def action_kinds(self, state: StateT, seat: int) -> list[str] | None:
        """The kinds of ``seat``'s legal actions now, in the order
        :meth:`legal_actions` first lists them; None if the game does not say.

        With :meth:`legal_actions_of_kind` it lets :meth:`sample_action` pick
        the kind first and list only that kind, where listing every action
        costs more than the draw (a game provides both or neither).
        """
        return None

    def legal_actions_of_kind(self, state: StateT, seat: int, kind: str) -> list[Action]:
        """``[a for a in legal_actions(state, seat) if a[0] == kind]``, in that order."""
        return [a for a in self.legal_actions(state, seat) if a[0] == kind]

    def sample_action(self, state: StateT, seat: int, rng: random.Random) -> Action | None:
        """A random legal action for ``seat`` (None if it has none): uniform over
        kinds, then over the actions of that kind (:func:`random_choice`).

        ``simulate`` plays with this.  Where the game says its kinds
        (:meth:`action_kinds`) only the drawn kind is listed; the draws are the
        same as :func:`random_choice` over the whole list.  Games with compound
        decisions override it to draw from the whole space, not just the
        listed few.
        """
        kinds = self.action_kinds(state, seat)
        if kinds is None:
            legal = self.legal_actions(state, seat)
            return random_choice(rng, legal) if legal else None
        if not kinds:
            return None
        if len(kinds) == 1:
            group = self.legal_actions_of_kind(state, seat, kinds[0])
            if len(group) == 1:
                return group[0]  # random_choice draws nothing for a single action
            randbelow(rng, 1)    # ... and draws the kind even when there is one
        else:
            group = self.legal_actions_of_kind(state, seat, kinds[randbelow(rng, len(kinds))])
        return group[randbelow(rng, len(group))]

    def submit(self, state: StateT, seat: int, action: Action, legal: list[Action] | None = None) -> None:
        """Validate, then apply and log one action.  Raises IllegalAction.

        Nothing in ``state`` changes before the action is known legal: the
        seat must be a plain int, the action a tuple of JSON primitives
        (no floats: they would only ever be look-alikes of ints) whose first
        element names the kind, and legal by strict comparison.  ``legal``:
        this decision's :meth:`legal_actions`, already built (the bot driver's);
        an action strictly equal to one of them needs no second listing.
        """
        if type(seat) is not int:
            raise IllegalAction(f"seat must be an int, not {type(seat).__name__} {seat!r}")
        try:
            action = freeze(action)
        except RecursionError:
            raise IllegalAction("the action is nested too deeply") from None
        problem = action_shape_problem(action)
        if problem:
            raise IllegalAction(f"{problem} in action {action!r}")
        if seat not in self.to_move(state):
            raise IllegalAction(f"seat {seat} has no decision to make now")
        listed = legal is not None and action in legal and any(same_action(action, x) for x in legal if x == action)
        if not listed and not self.is_legal(state, seat, action):
            raise IllegalAction(f"{action!r} is not a legal action for seat {seat} now")
        self.apply(state, seat, action)
        state.log.append((seat, action))

    @abstractmethod
    def is_over(self, state: StateT) -> bool: ...

    @abstractmethod
    def result(self, state: StateT) -> Result:
        """Scores and winners; only valid when :meth:`is_over`."""

    # --- information -----------------------------------------------------------
    @abstractmethod
    def view(self, state: StateT, seat: int | None) -> dict[str, Any]:
        """A JSON-able picture of the game as ``seat`` may know it.

        ``seat=None`` is a spectator: public information only.
        """

    @abstractmethod
    def clone(self, state: StateT) -> StateT:
        """An independent deep copy (including the RNG)."""

    #: True where ``clone`` replays the state's whole action log (a rules core
    #: that plays as a generator cannot copy its paused frame), so one copy
    #: costs the game so far: a replay then keeps no copies along the way.
    clone_replays: bool = False

    # --- pacing the window --------------------------------------------------------
    def autosave_point(self, state: StateT) -> Any:
        """A value that changes when play reaches a point worth an autosave (a new
        turn, round or phase).  The window also saves after every human decision
        and at the end; None (the default) means only then."""
        return None

    # What the board calls the number ``turn_shown`` gives: "turn" or "round"
    # (the Load list says it the same way as the board's header).
    turn_word: str = "turn"

    def turn_shown(self, state: StateT) -> int | None:
        """The turn or round number a player sees now (the Load list shows it), if any."""
        return None

    def provisional_scores(self, state: StateT) -> list[int] | None:
        """Scores if the game ended now (the Load list's "who leads"), if the game has them."""
        return None

    def in_setup(self, state: StateT) -> bool:
        """Whether the game is still being set up (the window paces bots' setup
        choices faster than their moves)."""
        return False

    def warm(self) -> None:
        """Load content and maps now, so tools can time games without it."""
        return None

    def check_invariants(self, state: StateT) -> list[str]:
        """Rule invariants that must hold after every action; [] if all hold."""
        return []

    def players_range(self) -> range:
        return range(self.min_players, self.max_players + 1)


# Rules of any game (each game's rules are Rules of its own state)
AnyRules = Rules[Any]


def random_choice(rng: random.Random, legal: list[Action]) -> Action:
    """Uniform over action kinds, then over actions of that kind.

    Plain uniform choice would almost never pick a one-off kind (collect, pass)
    when a kind with many targets is legal, making random games drag on.
    Kinds are numbered in the order they first appear in ``legal``.
    """
    n = len(legal)
    if n == 1:
        return legal[0]
    kind = legal[0][0]
    for action in legal:
        if action[0] != kind:
            break
    else:  # one kind (a common case): no grouping, the same draws
        randbelow(rng, 1)
        return legal[randbelow(rng, n)]
    kinds: dict[Any, list[Action]] = {}
    for action in legal:
        kinds.setdefault(action[0], []).append(action)
    group = list(kinds.values())[randbelow(rng, len(kinds))]
    return group[randbelow(rng, len(group))]


def randbelow(rng: random.Random, n: int) -> int:
    """``rng.randrange(n)`` for ``n >= 1``, drawing exactly the same numbers.

    ``randrange`` checks its arguments and goes through two more calls before
    this loop (CPython's ``_randbelow_with_getrandbits``); random playouts draw
    millions.  Tests check the draws match; any other kind of generator (a
    subclass that scripts its dice, say) is asked through its own ``randrange``.
    """
    if type(rng) is not random.Random:
        return rng.randrange(n)
    getrandbits = rng.getrandbits
    k = n.bit_length()
    r = getrandbits(k)
    while r >= n:
        r = getrandbits(k)
    return r


def shuffle(rng: random.Random, items: list[Any]) -> None:
    """``rng.shuffle(items)``, drawing exactly the same numbers (see :func:`randbelow`)."""
    if type(rng) is not random.Random:
        rng.shuffle(items)
        return
    getrandbits = rng.getrandbits
    bits = _BITS
    for i in range(len(items) - 1, 0, -1):
        k = bits[i + 1] if i < 255 else (i + 1).bit_length()
        j = getrandbits(k)
        while j > i:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


_BITS = tuple(n.bit_length() for n in range(256))      # n.bit_length() for the shuffles' small n


_PRIMITIVES = (str, int, bool, type(None))
MAX_ACTION_ITEMS = 10_000


def action_shape_problem(action: Any) -> str | None:
    """Why ``action`` cannot be an action at all (None when its shape is fine).

    Actions are non-empty tuples of str/int/bool/None and nested tuples, kind
    first; anything else (floats, dicts, huge or very deep values) is refused
    before a game's code ever sees it.
    """
    if not isinstance(action, tuple) or not action:
        return "an action must be a non-empty list"
    if type(action[0]) is not str:
        return "the first element must name the action kind"
    todo: list[tuple[Any, int]] = [(action, 0)]
    count = 0
    while todo:
        value, depth = todo.pop()
        count += 1
        if count > MAX_ACTION_ITEMS or depth > 8:
            return "too large or deeply nested"
        if isinstance(value, tuple):
            todo.extend((v, depth + 1) for v in value)
        elif type(value) not in _PRIMITIVES:
            return f"{type(value).__name__} value {value!r:.40} not allowed"
    return None


def same_action(a: Any, b: Any) -> bool:
    """Equality that also compares types: ``True != 1``, ``15.0 != 15``."""
    if type(a) is not type(b):
        return False
    if isinstance(a, tuple):
        return len(a) == len(b) and all(same_action(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)


def freeze(value: Any) -> Any:
    """Turn JSON lists back into the tuples actions are made of."""
    if type(value) is tuple and not any(isinstance(v, list | tuple) for v in value):
        return value  # a flat tuple (most actions) is frozen already
    if isinstance(value, list | tuple):
        return tuple(freeze(v) for v in value)
    return value


def thaw(value: Any) -> Any:
    """Tuples to lists, for JSON."""
    if isinstance(value, tuple | list):
        return [thaw(v) for v in value]
    return value
