"""A match being played in the window: humans, bots on a worker thread, autosave.

The UI thread owns the ``Match``.  Bots are played by the one bot driver
(``game.core.runner``), as in ``arena`` and ``simulate``: it says which seat is
asked next and gives it a *copy* of its view and legal actions, which the
controller hands to a single worker thread, polling the future each frame, so
the window never freezes while a bot thinks.  A bot's answer is applied only
if the game has not moved on (undo, load) since it was asked, and not before
the bot-speed delay has passed, so a person can follow bot moves; the driver
checks it on the UI thread against the live state with the rules' own
``is_legal``.  An illegal or crashing answer is logged and counted as a defect,
and only then does the game go on with the rules' ``sample_action``.

An automaton's steps (``Rules.automata``: a solo opponent the rules play) go
through the same driver on the UI thread, one step per ``step_delay()``
(the narration pace: the board makes it the bot delay, nothing with
animations off), so the board shows ``view()`` after each step; ``skip()``
plays the rest of the run at once.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core.bots import Bot
from game.core.match import Match
from game.core.protocol import Action, Event, freeze
from game.core.runner import Driver, think
from game.core.saves import atomic_write_text, save_data

_worker: ThreadPoolExecutor | None = None
_writer: ThreadPoolExecutor | None = None


def worker() -> ThreadPoolExecutor:
    global _worker
    if _worker is None:
        _worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
    return _worker


def writer() -> ThreadPoolExecutor:
    global _writer
    if _writer is None:
        _writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="save")
    return _writer


@dataclass
class SeatSpec:
    kind: str = "bot"          # "human" | "bot"
    level: str = "normal"
    name: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "level": self.level, "name": self.name}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> SeatSpec:
        return cls(str(data.get("kind", "bot")), str(data.get("level", "normal")), str(data.get("name", "")))


class Controller:
    def __init__(self, match: Match, seats: list[SeatSpec], autosave: Path | None = None, bot_delay: Callable[[], float] = lambda: 0.5, meta: dict[str, Any] | None = None) -> None:
        self.match = match
        self.seats = seats
        self.autosave = autosave
        self.bot_delay = bot_delay
        self.meta = dict(meta or {})
        levels = {seat: spec.level for seat, spec in enumerate(seats) if spec.kind == "bot"}
        # fallback: after a reported defect the window plays the rules' sample, so the game goes on
        self.driver = Driver.for_levels(match.rules, match.config, levels, fallback=True)
        self.bots: dict[int, Bot] = self.driver.players      # type: ignore[assignment]  # seat -> bot (shared)
        self.pending: tuple[int, int, Future, float] | None = None   # seat, log length, future, asked at
        self.last_applied = time.monotonic()
        self.listeners: list[Callable[[int, Action, list[Event]], None]] = []
        self.save_error: str | None = None      # why the last autosave failed (None once one succeeds)
        self.save_error_path: Path | None = None
        self.save_errno: int | None = None
        self.fallback: Path | None = None       # where the player chose to save when the autosave failed
        self.saves_ok = 0                        # autosaves written (an error report may only claim one if > 0)
        self.last_turn_key: Any = self.turn_key()
        self.paused = False
        self.automata = frozenset(match.rules.automata(match.config))
        self.step_delay: Callable[[], float] = lambda: self.bot_delay()   # an automaton's pace (the board sets it)
        self.hurry = False                  # skip: the automaton's run plays on at once until a person decides
        # Who hears a person ask automatic play to go on (Next: False, Skip: True;
        # ``step_now``, ``skip``): a lesson's coach lets its watch step play.
        self.go_on_listeners: list[Callable[[bool], None]] = []
        # A lesson's coach (game.ui.tutorial) checks every person's move and undo
        # here, where they are submitted: False refuses it and nothing changes.
        self.gate: Callable[[int, Action], bool] | None = None
        # What others add to the save's meta as it is written (a lesson's coach: its
        # step and the half-made move, so "Carry on" finds them as they were left).
        self.meta_extra: list[Callable[[], dict[str, Any]]] = []
        self.save_epoch = 0                 # raised by ``stop_saving``: saves queued before it are dropped
        # A person's optional window (a follow, a copy, a forced reroll) the
        # table answers for them by their settings (the board sets it: the
        # game's ``GameWindow.auto_pass``); None: they are asked.  Never in a
        # lesson (a gate), nor where an undo brought them back (``asked_at``).
        self.auto_answer: Callable[[int], Action | None] | None = None
        self.asked_at: set[int] = set()       # log lengths an undo returned to: the person decides there
        self.auto_looked = -1                 # the log length last looked at for such a window

    # --- who is who --------------------------------------------------------------
    def is_bot(self, seat: int) -> bool:
        return seat in self.bots

    def is_automaton(self, seat: int) -> bool:
        return seat in self.automata

    def automaton_due(self) -> int | None:
        """The automaton seat whose step the table plays next, if any."""
        return self.match.automaton_to_move() if self.automata else None

    @property
    def humans(self) -> list[int]:
        return [s for s, spec in enumerate(self.seats) if spec.kind == "human"]

    def human_to_move(self) -> list[int]:
        return [s for s in self.match.to_move() if not self.is_bot(s) and not self.is_automaton(s)]

    def bot_thinking(self) -> int | None:
        return self.pending[0] if self.pending else None

    def bot_answer(self) -> tuple[int, Action] | None:
        """The seat and move a bot has chosen and will play once the bot delay is
        over (for a preview); None while it thinks, or if the answer is not legal."""
        if not self.pending:
            return None
        seat, asked_len, future, _asked = self.pending
        if asked_len != len(self.match.log) or not future.done():
            return None
        action = future.result().action
        try:
            legal = self.match.rules.is_legal(self.match.state, seat, freeze(action))
        except Exception:  # noqa: BLE001 - a faulty answer is reported when it is played, not here
            legal = False
        return (seat, freeze(action)) if legal else None

    # --- the loop -------------------------------------------------------------------
    def tick(self, now: float | None = None) -> None:
        """Ask bots, and apply their answers when ready.  Cheap when idle."""
        if self.paused or self.match.is_over():
            return
        now = time.monotonic() if now is None else now
        log_len = len(self.match.log)
        if self.pending:
            seat, asked_len, future, asked_at = self.pending
            if asked_len != log_len or seat not in self.match.to_move():
                self.pending = None          # the game moved on (undo, load): forget the answer
            elif future.done():
                delay = self.bot_delay()
                if self.match.rules.in_setup(self.match.state):
                    delay *= 0.35             # setup choices need less following than moves
                if now - self.last_applied < delay:
                    return
                self.pending = None
                self.driver.deliver(self.match.state, future.result(), self.apply)
            return
        due = self.driver.next_seat(self.match.state)
        if due is not None and self.is_automaton(due):
            self.step_automata(now)
            return
        if self.answer_for_people(log_len):
            return
        self.hurry = False
        auto = set(self.meta.get("auto") or ())
        if auto:
            for human in self.human_to_move():
                legal = self.match.legal(human)
                if legal and all(a[0] in auto for a in legal):
                    # a choice the players asked the table to make for them (e.g. random home sides)
                    rng = random.Random(self.match.config.seed * 97 + human * 13 + log_len)
                    self.apply(human, legal[rng.randrange(len(legal))])
                    return
        if due is not None:
            question = self.driver.ask(self.match.state, due)
            self.pending = (due, log_len, worker().submit(think, self.bots[due], question), now)

    def answer_for_people(self, log_len: int) -> bool:
        """Pass a person's optional window for them when their settings say so
        (``auto_answer``); the log keeps it like any move.  True if one was passed."""
        if self.auto_answer is None or self.gate is not None or log_len in self.asked_at or log_len == self.auto_looked:
            return False
        self.auto_looked = log_len              # once per position: a person deciding costs no work per frame
        for human in self.human_to_move():
            action = self.auto_answer(human)
            if action is not None and freeze(action) in self.match.legal(human):
                self.apply(human, freeze(action))
                return True
        return False

    def step_automata(self, now: float) -> None:
        """Play the due automaton step once the narration pace allows (all of the
        run at once when the pace is nil or the player skipped)."""
        for _ in range(10_000):
            seat = self.driver.next_seat(self.match.state)
            if seat is None or not self.is_automaton(seat):
                return
            quick = self.hurry or self.step_delay() <= 0
            if not quick and now - self.last_applied < self.step_delay():
                return
            self.driver.deliver(self.match.state, self.driver.answer(self.match.state, seat), self.apply)
            if not quick or self.match.is_over() or self.paused:      # paused: a lesson's watch step ended there
                return

    def step_now(self) -> bool:
        """Play the automaton's next step at the next tick, without waiting for the pace; False if none runs."""
        if self.automaton_due() is None:
            return False
        self.play_soon()
        for listener in list(self.go_on_listeners):
            listener(False)
        return True

    def play_soon(self) -> None:
        """The next automatic move (an automaton's step, a bot's answer once it is
        ready) plays at the next tick, without waiting for the pace."""
        self.last_applied = float("-inf")

    def skip(self) -> bool:
        """Play the rest of the automaton's run at once (until a person decides); False if none runs."""
        if self.automaton_due() is None:
            return False
        self.hurry = True
        for listener in list(self.go_on_listeners):
            listener(True)
        return True

    def apply(self, seat: int, action: Action) -> None:
        before = len(self.match.state.events)
        self.match.submit(seat, action)
        self.last_applied = time.monotonic()
        events = self.match.state.events[before:]
        for listener in list(self.listeners):
            listener(seat, action, events)
        key = self.turn_key()
        person = not self.is_bot(seat) and not self.is_automaton(seat)
        run_over = self.is_automaton(seat) and self.automaton_due() is None     # where a person decides next
        if key != self.last_turn_key or self.match.is_over() or person or run_over:
            self.last_turn_key = key
            self.save_async()

    def submit_human(self, seat: int, action: Action) -> bool:
        """A person's move; False when the gate (a lesson's coach) refused it."""
        action = freeze(action)
        if self.gate is not None and not self.gate(seat, action):
            return False
        self.apply(seat, action)
        return True

    def allowed(self, seat: int, action: Action) -> bool:
        """Whether a person's move would be let through (a lesson's coach may refuse
        it, and says why): asked before a confirmation, so a move is never confirmed and then refused."""
        return self.gate is None or self.gate(seat, freeze(action))

    def turn_key(self) -> Any:
        """Changes at the rules' autosave points (a new turn, round or phase)."""
        return self.match.rules.autosave_point(self.match.state)

    # --- undo, saves ------------------------------------------------------------------
    def undo_keep(self, seat: int) -> list[int]:
        """The seats whose decisions ``seat``'s undo may not take back: the other people."""
        return [s for s in self.humans if s != seat]

    def can_undo(self, seat: int) -> bool:
        return self.match.undo_point(seat, self.undo_keep(seat)) is not None

    def undo(self, seat: int) -> bool:
        if self.gate is not None and not self.gate(seat, ("undo",)):
            return True             # refused, and the gate said why
        self.pending = None
        self.hurry = False
        ok = self.match.undo(seat, self.undo_keep(seat))
        if ok:
            self.asked_at.add(len(self.match.log))      # what was passed for them is theirs to decide now
            self.last_applied = time.monotonic()
            for listener in list(self.listeners):
                listener(seat, ("undo",), [])
            self.save_async()
        return ok

    def save_meta(self) -> dict[str, Any]:
        meta = dict(self.meta)
        for extra in self.meta_extra:
            meta.update(extra())
        return dict(meta, seats=[s.to_json() for s in self.seats], progress=progress(self.match))

    def save_text(self) -> str:
        return json.dumps(save_data(self.match, self.save_meta()), ensure_ascii=False, indent=1)

    def save_to(self, path: Path) -> None:
        atomic_write_text(path, self.save_text())

    def save_async(self) -> None:
        """Autosave on the writer thread (one thread, so writes land in order:
        an older position can never overwrite a newer one).  Any failure, not
        only a full disk, shows the banner: a save never fails in silence."""
        if self.autosave is None:
            return
        path, fallback, epoch = self.autosave, self.fallback, self.save_epoch
        try:
            text = self.save_text()
        except Exception as exc:  # noqa: BLE001 - told on the board, never lost in silence
            self.note_save_failure(path, exc)
            return

        def write() -> None:
            if epoch != self.save_epoch:
                return                      # stopped since (a finished lesson): its file must not come back
            try:
                atomic_write_text(path, text)
            except Exception as exc:  # noqa: BLE001 - the banner says why, whatever it was
                self.note_save_failure(path, exc)
                if fallback is not None:
                    self.write_fallback(fallback, text)
                return
            self.save_error = None
            self.saves_ok += 1
            if fallback is not None:
                self.write_fallback(fallback, text)

        writer().submit(write)

    def stop_saving(self) -> None:
        """No more autosaves of this game: the queued ones are dropped and, once
        this returns, none is being written (so its file can be removed for good).
        Waits for the one write in progress, if any (the queued ones behind it
        return at once)."""
        self.autosave = None
        self.save_epoch += 1
        writer().submit(lambda: None).result()

    def note_save_failure(self, path: Path, exc: Exception) -> None:
        """Remember why the autosave failed (the board shows it from the next frame)."""
        self.save_error_path = path
        self.save_errno = exc.errno if isinstance(exc, OSError) else None
        if isinstance(exc, OSError):
            why = exc.strerror or str(exc) or type(exc).__name__
        else:
            why = f"{type(exc).__name__}: {exc}"
        self.save_error = why[:200]

    @staticmethod
    def write_fallback(fallback: Path, text: str) -> None:
        try:
            atomic_write_text(fallback, text)
        except Exception:  # noqa: BLE001 - the banner already shows the autosave failing
            pass

    def save_error_text(self) -> str:
        """Why the autosave failed, in the player's language when it is a common reason."""
        import errno

        from game.ui.i18n import catalog, tr

        name = errno.errorcode.get(self.save_errno or -1)
        if name and catalog().has(f"saves.os.{name}"):
            return tr(f"saves.os.{name}")
        return (self.save_error or "?")[:80]

    def save_elsewhere(self, folder: Path) -> Path:
        """Save now into ``folder`` under a new name, and keep autosaving there too
        while the usual autosave fails.  Raises OSError."""
        from game.core.files import unique_path

        target = unique_path(folder, time.strftime(f"{self.match.config.game}-%Y%m%d-%H%M%S"))
        try:
            atomic_write_text(target, self.save_text())
        except OSError:
            try:
                target.unlink()
            except OSError:
                pass
            raise
        self.fallback = target
        return target


def progress(match: Match) -> dict[str, Any]:
    """Turn, scores and leaders now, for the Load list (never raises)."""
    out: dict[str, Any] = {"over": match.is_over()}
    try:
        turn = match.rules.turn_shown(match.state)        # the number the board's header shows
        if type(turn) is int:
            out["turn"] = turn
            if match.rules.turn_word != "turn":
                out["turn_word"] = match.rules.turn_word
        scores = None
        if match.is_over():
            scores = list(match.rules.result(match.state).scores)
            out["leaders"] = list(match.rules.result(match.state).winners)
        else:
            scores = match.rules.provisional_scores(match.state)
        if isinstance(scores, list) and scores and all(type(x) is int for x in scores):
            out["scores"] = scores
            if "leaders" not in out and len(set(scores[: match.config.players])) > 1:
                best = max(scores[: match.config.players])
                out["leaders"] = [i for i, x in enumerate(scores[: match.config.players]) if x == best]
    except Exception:  # noqa: BLE001 - a summary must never stop a save
        pass
    return out
