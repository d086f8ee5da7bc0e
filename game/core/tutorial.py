"""Guided first games ("Learn to play") as data: one file per game, checked at load.

A game's tutorial is a JSON file in its package (``game/<id>/data/tutorial.json``,
named by ``GameEntry.tutorial``).  It says where the lesson starts and what
happens, step by step; the window's coach (``game.ui.tutorial``) shows it on
the real board.  The file format is described in ``docs/tutorials.md``::

    {"format": "pocket-epics-tutorial", "version": 1, "game": "conquest",
     "players": 2, "seed": 11, "options": {"first_player": 0},
     "seats": [{"kind": "human"}, {"kind": "bot", "level": "easy"}],
     "scenario": {... the game's scenario preset ...},
     "steps": [
       {"id": "welcome", "say": true, "highlight": ["dice"]},
       {"id": "first_fill", "do": [["fill", "oakhollow", 0, "*"]], "highlight": ["line:oakhollow:0"]},
       {"id": "hint_on", "until": "hint_on", "highlight": ["button:hint"]},
       {"id": "red_attacks", "watch": [["fill", "cinderford", 0, ["i2", "i3", "i3"]]]}
     ]}

Steps are of four kinds:

* ``say``: the coach talks; the player presses Next;
* ``do``: the person at the board must make one move that matches one of the
  patterns (a pattern is the action tuple; ``"*"`` matches any one item);
  anything else is refused with a short explanation and changes nothing;
* ``until``: the player must do something on the board that is not a move
  (switch a hint on); the game's coach hooks tell when it is done;
* ``watch``: bots play exactly these moves (each must be legal then), the
  coach explaining them; the player presses Next to let them play.

A ``say`` step may name the step of the board's narration it explains
(``"narration": "war"``: a resolution the rules make in one move, told in
steps over the board): the coach holds the narration on that step while it
talks, so the game is never shown past the step being explained.

The starting position is a scenario preset (``game.core.scenario``), so the
lesson saves, undoes and replays like any game, and its dice and draws are the
preset's scripted ones: the same every time.  Since every step that moves is
matched against the action log, where a lesson stands is a function of the log
(:meth:`Tutorial.progress`): a saved lesson resumes where it was left.

Text keys follow the step ids: ``<game>.tutorial.<id>`` is what the coach
says, ``<game>.tutorial.<id>.wrong`` (optional) what it answers to another move.

A lesson may go on in a second part on another position (Galaxies' solo game
after its 2-player lesson): ``"next": "tutorial_solo.json"`` names the part's
file, next to this one, and that file says ``"part": "solo"`` (its title is
the text ``<game>.tutorial.part.solo``).  :func:`load` follows the chain; the
parts share the game and the text keys' namespace, so step ids are unique
across them.  A watch step may also list an automaton's steps (the seats the
rules play themselves, numbered after the players): the controller plays them,
not a bot.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from game.core.protocol import Action, GameConfig, freeze

FORMAT = "pocket-epics-tutorial"
VERSION = 1
ANY = "*"
KINDS = ("say", "do", "until", "watch")
STEP_KEYS = ("id", "highlight", "seat", "narration", *KINDS)
TOP_KEYS = ("format", "version", "about", "game", "players", "seed", "variant", "options", "seats", "scenario", "steps",
            "part", "next")
LEVELS_OK = ("random", "easy", "normal", "hard")


class TutorialError(ValueError):
    """A tutorial file that cannot be used; the message names the file and the step."""


Pattern = tuple[Any, ...]


def matches(pattern: Any, value: Any) -> bool:
    """Whether ``value`` (an action or part of one) fits ``pattern``: ``"*"``
    fits anything, a list fits a tuple or list of as many items, item by item."""
    if pattern == ANY:
        return True
    if isinstance(pattern, (list, tuple)):
        if not isinstance(value, (list, tuple)) or len(value) != len(pattern):
            return False
        return all(matches(p, v) for p, v in zip(pattern, value, strict=True))
    return pattern == value and type(pattern) is type(value)


@dataclass(frozen=True)
class Step:
    """One step of a lesson (see the module's docstring)."""

    id: str
    kind: str                                   # say | do | until | watch
    patterns: tuple[Pattern, ...] = ()          # do: the moves that fit
    moves: tuple[Action, ...] = ()              # watch: the bots' moves, in order
    condition: str = ""                         # until: the coach hook's condition name
    highlight: tuple[str, ...] = ()
    seat: int | None = None                     # do: who moves (default: the lesson's person)
    narration: str = ""                         # say: the step of the board's narration it explains (held there)

    def text_key(self, game: str) -> str:
        return f"{game}.tutorial.{self.id}"

    def wrong_key(self, game: str) -> str:
        return f"{game}.tutorial.{self.id}.wrong"

    @property
    def takes_moves(self) -> int:
        """How many logged moves this step accounts for."""
        return 1 if self.kind == "do" else len(self.moves) if self.kind == "watch" else 0

    def fits(self, action: Action) -> bool:
        return any(matches(p, action) for p in self.patterns)


@dataclass(frozen=True)
class Seat:
    kind: str = "bot"
    level: str = "easy"


@dataclass(frozen=True)
class Tutorial:
    game: str
    source: str                                 # the file, as errors name it
    players: int
    seed: int
    variant: str | None
    options: dict[str, Any]
    seats: tuple[Seat, ...]
    steps: tuple[Step, ...]
    scenario: dict[str, Any] = field(default_factory=dict)
    part: str = ""                              # a later part's name: its title is <game>.tutorial.part.<part>
    next_file: str = ""                         # the next part's file, next to this one ("" if none)
    next: Tutorial | None = None                # the next part, loaded (load() follows next_file)

    # --- the position ----------------------------------------------------------------
    def config(self) -> GameConfig:
        options = dict(self.options)
        options["scenario"] = json.loads(json.dumps(self.scenario))      # a fresh copy
        return GameConfig(self.game, self.players, self.seed, self.variant, options)

    @property
    def person(self) -> int:
        """The seat the player learns in (the first human seat)."""
        return next(i for i, s in enumerate(self.seats) if s.kind == "human")

    def mover(self, step: Step) -> int:
        return self.person if step.seat is None else step.seat

    def say_key(self, index: int) -> str:
        return self.steps[index].text_key(self.game)

    def text_keys(self) -> list[str]:
        """Every text key the lesson needs (the ``.wrong`` ones are optional)."""
        keys = [s.text_key(self.game) for s in self.steps]
        return keys + [self.title_key] if self.part else keys

    @property
    def title_key(self) -> str:
        """A named part's title (the button that leads to it, the panel's head)."""
        return f"{self.game}.tutorial.part.{self.part}"

    def parts(self) -> list[Tutorial]:
        """This part and every part after it, in order."""
        out: list[Tutorial] = []
        part: Tutorial | None = self
        while part is not None:
            out.append(part)
            part = part.next
        return out

    def plays_script(self, seat: int) -> bool:
        """Whether ``seat``'s moves are a watch step's: a bot's, or an automaton's
        (a seat after the players, ``Rules.automata``: the rules play its steps)."""
        return seat in self.bot_seats() or seat >= self.players

    # --- where the lesson stands -------------------------------------------------------
    def position(self, log: Sequence[tuple[int, Action]]) -> tuple[int, int]:
        """Where the lesson stands after ``log`` (the moves made since the preset):
        (index of the step the log has not completed, moves of that step already
        played: only a watch step is ever part-played).  Say and until steps
        right after the last completed move are *not* skipped: the coach shows
        them again.  Raises TutorialError if the log strays from the lesson."""
        i, done = 0, 0
        for n, (seat, action) in enumerate(log):
            while i < len(self.steps) and self.steps[i].kind in ("say", "until"):
                i += 1
            if i >= len(self.steps):
                raise TutorialError(f"{self.source}: move {n + 1} comes after the last step")
            step = self.steps[i]
            if step.kind == "do":
                if seat != self.mover(step) or not step.fits(freeze(action)):
                    raise TutorialError(f"{self.source}: move {n + 1} {action!r} does not fit step {step.id!r}")
                i += 1
                continue
            if not self.plays_script(seat) or freeze(action) != step.moves[done]:
                raise TutorialError(f"{self.source}: move {n + 1} {action!r} is not step {step.id!r}'s move {done + 1}")
            done += 1
            if done == len(step.moves):
                i, done = i + 1, 0
        return i, done

    def bot_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == "bot"]


# --- loading ------------------------------------------------------------------------------
def _fail(source: str, where: str, message: str) -> TutorialError:
    return TutorialError(f"{source}: {where}: {message}" if where else f"{source}: {message}")


def _pattern(value: Any, source: str, where: str, exact: bool) -> tuple[Any, ...]:
    if not isinstance(value, list) or not value or not isinstance(value[0], str) or value[0] == ANY:
        raise _fail(source, where, "must be an action: a list starting with the action's kind, e.g. [\"fill\", \"*\", 0, \"*\"]")
    if exact and ANY in json.dumps(value):
        def has_any(v: Any) -> bool:
            return v == ANY or (isinstance(v, list) and any(has_any(x) for x in v))
        if has_any(value):
            raise _fail(source, where, "a bot's move is played as written: it may not contain \"*\"")
    return freeze(value) if exact else tuple(value)


def parse(data: Any, source: str, game: str | None = None) -> Tutorial:
    """Check a tutorial's data; every error names ``source`` and the step."""
    if not isinstance(data, dict):
        raise _fail(source, "", "must be a JSON object")
    unknown = [k for k in data if k not in TOP_KEYS]
    if unknown:
        raise _fail(source, unknown[0], f"unknown entry (known: {', '.join(TOP_KEYS)})")
    if data.get("format") != FORMAT:
        raise _fail(source, "format", f"must be {FORMAT!r}")
    if data.get("version") != VERSION:
        raise _fail(source, "version", f"must be {VERSION} (this program reads version {VERSION})")
    gid = data.get("game")
    if not isinstance(gid, str) or (game is not None and gid != game):
        raise _fail(source, "game", f"must be {game!r}" if game else "must name the game")
    players = data.get("players")
    if type(players) is not int or not 1 <= players <= 8:
        raise _fail(source, "players", "must be a whole number of players")
    seed = data.get("seed", 0)
    if type(seed) is not int:
        raise _fail(source, "seed", "must be a whole number")
    variant = data.get("variant")
    if variant is not None and not isinstance(variant, str):
        raise _fail(source, "variant", "must be a text")
    options = data.get("options", {})
    if not isinstance(options, dict) or "scenario" in options:
        raise _fail(source, "options", "must be a table (the position goes under \"scenario\")")
    scenario = data.get("scenario")
    if not isinstance(scenario, dict):
        raise _fail(source, "scenario", "must be the game's scenario preset (a table)")
    raw_seats = data.get("seats")
    if not isinstance(raw_seats, list) or len(raw_seats) != players:
        raise _fail(source, "seats", f"must list the {players} seats")
    seats = []
    for i, s in enumerate(raw_seats):
        where = f"seats[{i}]"
        if not isinstance(s, dict) or s.get("kind") not in ("human", "bot"):
            raise _fail(source, where, "must be {\"kind\": \"human\"} or {\"kind\": \"bot\", \"level\": ...}")
        level = s.get("level", "easy")
        if level not in LEVELS_OK:
            raise _fail(source, where, f"unknown bot level {level!r} (levels: {', '.join(LEVELS_OK)})")
        seats.append(Seat(s["kind"], level))
    if [s.kind for s in seats].count("human") != 1:
        raise _fail(source, "seats", "a lesson has exactly one person (\"kind\": \"human\")")
    raw_steps = data.get("steps")
    if not isinstance(raw_steps, list) or not raw_steps:
        raise _fail(source, "steps", "must list the lesson's steps")
    steps: list[Step] = []
    seen: set[str] = set()
    for n, raw in enumerate(raw_steps):
        where = f"steps[{n}]"
        if not isinstance(raw, dict):
            raise _fail(source, where, "must be a table")
        sid = raw.get("id")
        if not isinstance(sid, str) or not sid.replace("_", "").isalnum() or not sid.isascii():
            raise _fail(source, where, "needs an \"id\" of letters, digits and _ (its text key is <game>.tutorial.<id>)")
        where = f"step {sid!r}"
        if sid in seen:
            raise _fail(source, where, "two steps have this id")
        seen.add(sid)
        for key in raw:
            if key not in STEP_KEYS:
                raise _fail(source, where, f"unknown entry {key!r} (known: {', '.join(STEP_KEYS)})")
        kinds = [k for k in KINDS if k in raw]
        if len(kinds) != 1:
            raise _fail(source, where, f"must have exactly one of {', '.join(KINDS)}")
        kind = kinds[0]
        highlight = raw.get("highlight", [])
        if not isinstance(highlight, list) or not all(isinstance(h, str) and h for h in highlight):
            raise _fail(source, where, "highlight must list target names (e.g. [\"button:lose_die\"])")
        seat = raw.get("seat")
        if seat is not None and (type(seat) is not int or not 0 <= seat < players):
            raise _fail(source, where, f"seat must be 0..{players - 1}")
        narration = raw.get("narration", "")
        if not isinstance(narration, str) or (narration and kind != "say"):
            raise _fail(source, where, "narration must name the step of the board's narration a \"say\" explains")
        value = raw[kind]
        patterns: tuple[Any, ...] = ()
        moves: tuple[Any, ...] = ()
        condition = ""
        if kind == "say":
            if value is not True:
                raise _fail(source, where, "\"say\" must be true")
        elif kind == "until":
            if not isinstance(value, str) or not value:
                raise _fail(source, where, "\"until\" must name a condition of the game's coach hooks")
            condition = value
        else:
            if not isinstance(value, list) or not value or not all(isinstance(v, list) for v in value):
                raise _fail(source, where, f"\"{kind}\" must list actions (each a list)")
            items = [_pattern(v, source, f"{where} {kind}[{j}]", exact=kind == "watch") for j, v in enumerate(value)]
            if kind == "do":
                patterns = tuple(items)
            else:
                moves = tuple(items)
        steps.append(Step(sid, kind, patterns, moves, condition, tuple(highlight), seat, narration))
    if steps[-1].kind != "say":
        raise _fail(source, f"step {steps[-1].id!r}", "the last step must be a \"say\" (the end, offering a real game)")
    part = data.get("part", "")
    if not isinstance(part, str) or (part and not (part.replace("_", "").isalnum() and part.isascii())):
        raise _fail(source, "part", "must name the part in letters, digits and _ (its title is <game>.tutorial.part.<part>)")
    nxt = data.get("next", "")
    if not isinstance(nxt, str) or (nxt and (not nxt.endswith(".json") or "/" in nxt or "\\" in nxt)):
        raise _fail(source, "next", "must name the next part's file, next to this one (e.g. \"tutorial_solo.json\")")
    return Tutorial(gid, source, players, seed, variant, dict(options), tuple(seats), tuple(steps), scenario,
                    part, nxt)


def load(path: Path, game: str | None = None) -> Tutorial:
    """Read and check a tutorial file and the parts it leads to (``next``);
    errors name the file and the step."""
    chain = [_load_one(path, game)]
    while chain[-1].next_file:
        last = chain[-1]
        if last.next_file in (p.source.rsplit("/", 1)[-1] for p in chain):
            raise _fail(last.source, "next", f"{last.next_file} is already a part of this lesson")
        part = _load_one(path.parent / last.next_file, last.game)
        if not part.part:
            raise _fail(part.source, "part", "a later part needs a name (its title is <game>.tutorial.part.<part>)")
        ids = {s.id: p.source for p in chain for s in p.steps}
        again = next((s.id for s in part.steps if s.id in ids), None)
        if again is not None:
            raise _fail(part.source, f"step {again!r}", f"{ids[again]} has a step with this id (the parts share text keys)")
        chain.append(part)
    for k in range(len(chain) - 1, 0, -1):
        chain[k - 1] = replace(chain[k - 1], next=chain[k])
    return chain[0]


def _load_one(path: Path, game: str | None) -> Tutorial:
    source = f"{path.parent.name}/{path.name}" if path.parent.name else path.name
    if path.parent.parent.name:
        source = f"{path.parent.parent.name}/{source}"
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise TutorialError(f"{source}: cannot be read ({getattr(exc, 'strerror', None) or exc})") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise TutorialError(f"{source}: line {exc.lineno}: not valid JSON ({exc.msg})") from None
    return parse(data, source, game)
