"""Scenario presets: a legal mid-game position as data, for tutorials, tests and saves.

A save is a config and an action log, so a position that must save, undo and
replay like any game has to be expressible that way.  A game's position
builder (``game/<id>/scenario.py``) therefore writes a *preset*: a small
JSON-able table under ``GameConfig.options["scenario"]`` saying who holds
what, how the board stands, whose turn it is and which dice come next.  The
game's ``new_state`` deals as usual from the seed, then lays out the preset
(checking every entry, naming it in any error: ``scenario.seats[1].gold``)
and checks the rules' invariants.  Everything after that is ordinary legal
actions, so:

* a save of a scenario game is its config (with the preset) plus its moves,
  and loads through the normal save code;
* undo rewinds to the preset position at most, never into it: the preset is
  the start of the game, not a move;
* dice stay seeded: ``dice`` in a preset lists faces that the next rolls show,
  one die at a time, after which the seeded RNG rolls as usual.

The registry finds each game's builder through ``GameEntry.scenarios`` (a
:class:`ScenarioBook`): its demo positions and examples of bad presets, which
the generic tests play, save, replay and undo for every game.
"""

from __future__ import annotations

import builtins
import copy
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.core.protocol import Action, AnyRules, GameConfig, GameState

if TYPE_CHECKING:
    from game.core.match import Match

OPTION = "scenario"


class ScenarioError(ValueError):
    """A preset that does not describe a legal position; the message names the entry."""


def preset_of(config: GameConfig) -> Entry | None:
    """The config's preset as an :class:`Entry` (None when the game starts normally)."""
    raw = config.options.get(OPTION)
    if raw is None:
        return None
    entry = Entry(raw, OPTION)
    entry.table()
    return entry


def _kind(value: Any) -> str:
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return "true/false"
    return {int: "a number", str: "a text", list: "a list", dict: "a table"}.get(type(value), type(value).__name__)


class Entry:
    """One value of a preset and where it sits, so a check can name it when it fails."""

    def __init__(self, value: Any, path: str) -> None:
        self.value = value
        self.path = path

    def fail(self, message: str) -> ScenarioError:
        return ScenarioError(f"{self.path}: {message}")

    # --- tables --------------------------------------------------------------------
    def table(self, allowed: Iterable[str] | None = None) -> Entry:
        """Check this is a table whose keys are all among ``allowed``."""
        if not isinstance(self.value, dict):
            raise self.fail(f"must be a table of entries, not {_kind(self.value)}")
        if allowed is not None:
            allowed = tuple(allowed)
            for key in self.value:
                if key not in allowed:
                    raise ScenarioError(f"{self.path}.{key}: unknown entry (known: {', '.join(allowed)})")
        return self

    def has(self, key: str) -> bool:
        return isinstance(self.value, dict) and self.value.get(key) is not None

    def __getitem__(self, key: str) -> Entry:
        return Entry(self.value.get(key) if isinstance(self.value, dict) else None, f"{self.path}.{key}")

    def items(self) -> list[tuple[str, Entry]]:
        self.table()
        return [(str(k), Entry(v, f"{self.path}.{k}")) for k, v in self.value.items()]

    # --- lists ---------------------------------------------------------------------
    def list(self, most: int | None = None, exactly: int | None = None) -> list[Entry]:
        if not isinstance(self.value, list):
            raise self.fail(f"must be a list, not {_kind(self.value)}")
        if exactly is not None and len(self.value) != exactly:
            raise self.fail(f"must list exactly {exactly}, not {len(self.value)}")
        if most is not None and len(self.value) > most:
            raise self.fail(f"may list at most {most}, not {len(self.value)}")
        return [Entry(v, f"{self.path}[{i}]") for i, v in enumerate(self.value)]

    def flat(self) -> builtins.list[Entry]:          # (``list`` here is the method above)
        """A list whose items may be grouped in sub-lists (dice by roll): flattened."""
        out: builtins.list[Entry] = []
        for item in self.list():
            out.extend(item.flat() if isinstance(item.value, list) else [item])
        return out

    # --- plain values ------------------------------------------------------------------
    def int(self, low: int | None = None, high: int | None = None, default: int | None = None) -> int:
        value = self.value
        if value is None and default is not None:
            return default
        if type(value) is not int:
            raise self.fail(f"must be a whole number, not {_kind(value)}")
        if (low is not None and value < low) or (high is not None and value > high):
            lo = "" if low is None else str(low)
            hi = "" if high is None else str(high)
            raise self.fail(f"{value} is outside {lo}..{hi}")
        return value

    def bool(self, default: bool | None = None) -> bool:
        if self.value is None and default is not None:
            return default
        if not isinstance(self.value, bool):
            raise self.fail(f"must be true or false, not {_kind(self.value)}")
        return self.value

    def choice(self, options: Sequence[str], what: str = "value") -> str:
        if not isinstance(self.value, str):
            raise self.fail(f"must name a {what}, not {_kind(self.value)}")
        if self.value not in options:
            known = ", ".join(options[:12]) + (", ..." if len(options) > 12 else "")
            raise self.fail(f"unknown {what} {self.value!r} (known: {known})")
        return self.value

    def seat(self, seats: builtins.int) -> builtins.int:     # (``int`` here is the method above)
        return self.int(0, seats - 1)


def dice_script(entry: Entry, faces: Sequence[str]) -> list[str]:
    """The faces the next dice show, one die at a time (sub-lists group them by roll
    for the reader only)."""
    if entry.value is None:
        return []
    return [item.choice(faces, "die face") for item in entry.flat()]


def roll_die(faces: Sequence[str], script: list[str], rng: random.Random) -> str:
    """One die: the next scripted face if a preset gave one, else a seeded roll."""
    if script:
        return script.pop(0)
    return faces[rng.randrange(len(faces))]


def check_position(rules: AnyRules, state: GameState) -> None:
    """The laid-out preset must satisfy the rules' invariants like any reached position."""
    problems = rules.check_invariants(state)
    if problems:
        raise ScenarioError(f"{OPTION}: not a legal position ({'; '.join(problems[:3])})")


# --- builders ------------------------------------------------------------------------
class Builder:
    """Base of the games' position builders: they only ever write the preset
    and list legal moves to play after it.

    ``config()`` is the game's config with the preset; ``state()`` /
    ``match()`` start it through the rules' public ``new_state`` and submit
    the moves (``play``) like a player would; ``demo(name)`` is the same as a
    :class:`Demo`.
    """

    game = ""

    def __init__(self, players: int, seed: int = 0, variant: str | None = None, **options: Any) -> None:
        self.players = players
        self.seed = seed
        self.variant = variant
        self.options = dict(options)
        self.preset: dict[str, Any] = {}
        self.moves: list[tuple[int, Action]] = []

    def play(self, seat: int, action: Action) -> Builder:
        """A legal move to make after the preset (checked when the game is started)."""
        self.moves.append((seat, tuple(action)))
        return self

    def config(self) -> GameConfig:
        options = dict(self.options)
        options[OPTION] = copy.deepcopy(self.preset)
        return GameConfig(self.game, self.players, self.seed, self.variant, options)

    def rules(self) -> AnyRules:
        from game.core import games

        return games.rules(self.game)

    def state(self, rules: AnyRules | None = None) -> GameState:
        rules = rules or self.rules()
        state: GameState = rules.new_state(self.config())
        for seat, action in self.moves:
            rules.submit(state, seat, action)
        return state

    def match(self, rules: AnyRules | None = None) -> Match:
        from game.core.match import Match

        return Match.replay(self.config(), self.moves, rules or self.rules())

    def demo(self, name: str) -> Demo:
        return Demo(name, self.config(), tuple(self.moves))


# --- what the registry lists -------------------------------------------------------------
@dataclass(frozen=True)
class Demo:
    """A small position a tutorial needs, proving the builder can say it:
    ``config`` starts it, ``actions`` are legal moves played after it."""

    name: str
    config: GameConfig
    actions: tuple[tuple[int, Action], ...] = ()


@dataclass(frozen=True)
class BadPreset:
    """A preset the game must refuse, and the entry its error must name."""

    preset: dict[str, Any]
    names: str
    players: int = 2


@dataclass(frozen=True)
class ScenarioBook:
    """A game's position builder as the registry and generic tests see it."""

    demos: Callable[[], list[Demo]]
    bad_presets: Callable[[], list[BadPreset]] = field(default=lambda: [])
