"""The player's finished games, kept in the user folder (``records.json``).

Each finished game (not a lesson, not a headless run) is one entry: when,
which game and variant, who sat where (a person, or a bot of a level), the
scores, the winners, how many actions it took, and the replayable record (the
config and the action log).  The file is rewritten atomically, like a save.
The newest ``MAX_GAMES`` entries are kept; only the newest ``MAX_REPLAYS`` keep
their move lists (and no more than ``MAX_REPLAY_ACTIONS`` actions in all), so
the oldest games lose their moves first and their summaries last.

A damaged file is set aside (``records.json.bad``) with a line in error.log,
and play goes on with no records; a file from a newer version is named in
error.log and left alone (nothing is written over it).  No pygame here.
"""

from __future__ import annotations

import gc
import json
import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core.files import FileRefused, json_error_text, read_bounded, unique_path

RECORDS_FORMAT = "pocket-epics-records"
RECORDS_VERSION = 1
RECORDS_NAME = "records.json"
MAX_GAMES = 10_000                  # summaries kept (the newest)
MAX_REPLAYS = 2_000                 # games that keep their move lists (the newest)
MAX_REPLAY_ACTIONS = 600_000        # and no more actions than this in all (about 15 MB)
MAX_RECORDS_BYTES = 64_000_000

PERSON = "human"                    # a seat's level when a person played it
AUTOMATON = "automaton"             # the opponents of a solo game against the rules' own opponent (no seat)


def records_path() -> Path:
    from game.paths import user_dir

    return user_dir() / RECORDS_NAME


@dataclass
class Records:
    """The kept games, oldest first, and why the file could not be used (if so)."""

    games: list[dict[str, Any]] = field(default_factory=list)
    problem: str | None = None      # why the file was not used, in English (error.log, the records command)
    kind: str | None = None         # the same for the screen: "set_aside", "newer" or "unreadable"
    aside: str = ""                 # the name a damaged file was set aside under
    writable: bool = True           # False for a newer version's file: it is left alone


def _entry_ok(entry: Any) -> bool:
    """Cheap checks that a summary can be counted and shown (a bad one is skipped, not fatal)."""
    if not isinstance(entry, dict):
        return False
    scores, winners, seats = entry.get("scores"), entry.get("winners"), entry.get("seats")
    return (isinstance(entry.get("game"), str) and isinstance(entry.get("date"), str)
            and isinstance(scores, list) and all(type(s) is int for s in scores)
            and isinstance(winners, list) and all(type(w) is int for w in winners)
            and isinstance(seats, list) and all(isinstance(s, str) for s in seats))


@contextmanager
def collector_paused() -> Iterator[None]:
    """No cyclic garbage collection while a big file is parsed, and what it made
    put straight into the oldest generation: the millions of new lists of 2,000
    move lists would set the collector off again and again, then be scanned by
    the young generations' passes (1-3 s of CPU instead of 0.2 s for a full
    records file).  JSON makes no cycles, so nothing is left uncollected:
    ``freeze`` then ``unfreeze`` only moves the objects into the oldest generation."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        gc.unfreeze()
        if was:
            gc.enable()


def load_records(path: Path | None = None, repair: bool = True) -> Records:
    """The kept games; never raises.  A damaged file is set aside when ``repair``."""
    path = path or records_path()
    try:
        raw = read_bounded(path, MAX_RECORDS_BYTES)
    except FileNotFoundError:
        return Records()
    except FileRefused as exc:
        return _set_aside(path, str(exc), repair)
    except OSError as exc:
        from game.core.userlog import log

        log(f"records: {path} cannot be read ({exc.strerror or exc}); no games are recorded")
        return Records(problem=f"{path.name}: {exc.strerror or exc}", kind="unreadable", writable=False)
    try:
        with collector_paused():
            data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        return _set_aside(path, "not UTF-8 text", repair)
    except json.JSONDecodeError as exc:
        return _set_aside(path, f"corrupt or truncated ({json_error_text(exc)})", repair)
    except (ValueError, RecursionError) as exc:
        return _set_aside(path, f"corrupt ({str(exc)[:80]})", repair)
    if not isinstance(data, dict) or data.get("format") != RECORDS_FORMAT:
        return _set_aside(path, "not a Pocket Epics records file", repair)
    version = data.get("version")
    if type(version) is not int or version < 1:
        return _set_aside(path, "no valid version number", repair)
    if version > RECORDS_VERSION:
        from game.core.userlog import log

        why = (f"{path.name}: made by a newer version of Pocket Epics (records format {version}, "
               f"this program reads up to {RECORDS_VERSION}); left as it is, no games are recorded")
        log(f"records: {path} {why}")
        return Records(problem=why, kind="newer", writable=False)
    games = data.get("games")
    if not isinstance(games, list):
        return _set_aside(path, "its list of games is missing", repair)
    return Records(games=[g for g in games if _entry_ok(g)])


def _set_aside(path: Path, why: str, repair: bool) -> Records:
    """Rename a damaged records file (``records.json.bad``, never over an earlier one) and log it."""
    from game.core.userlog import log

    told = f"{path.name}: {why}"
    if not repair:
        log(f"records: {path} {why}; left as it is")
        return Records(problem=told, kind="unreadable", writable=False)
    try:
        aside = unique_path(path.parent, path.name, ".bad")
        os.replace(path, aside)
    except OSError as exc:
        log(f"records: {path} {why}; could not be set aside ({exc.strerror or exc}); no games are recorded")
        return Records(problem=told, kind="unreadable", writable=False)
    log(f"records: {path} {why}; set aside as {aside.name}, records start afresh")
    return Records(problem=f"{told} (set aside as {aside.name})", kind="set_aside", aside=aside.name)


def trim(games: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The newest ``MAX_GAMES``; move lists dropped oldest first past the replay caps."""
    games = games[-MAX_GAMES:]
    kept_replays = actions = 0
    for entry in reversed(games):
        record = entry.get("record")
        if not isinstance(record, dict):
            continue
        n = len(record.get("actions") or ())
        if kept_replays >= MAX_REPLAYS or actions + n > MAX_REPLAY_ACTIONS:
            entry.pop("record", None)
            continue
        kept_replays += 1
        actions += n
    return games


def write_records(games: list[dict[str, Any]], path: Path | None = None) -> None:
    """Write the records atomically (raises ``OSError``)."""
    from game.core.saves import atomic_write_text

    data = {"format": RECORDS_FORMAT, "version": RECORDS_VERSION, "games": games}
    atomic_write_text(path or records_path(), json.dumps(data, ensure_ascii=False, separators=(",", ":")))


def add_game(entry: dict[str, Any], path: Path | None = None) -> bool:
    """Append one finished game (once: an entry whose ``id`` is kept already is
    not added again).  True when it was written; never raises (a failure is logged)."""
    from game.core.userlog import log

    path = path or records_path()
    records = load_records(path)
    if not records.writable:
        return False
    match_id = entry.get("id")
    if match_id is not None and any(g.get("id") == match_id for g in records.games):
        return False
    try:
        write_records(trim(records.games + [entry]), path)
    except (OSError, ValueError, TypeError) as exc:
        log(f"records: {path} could not be written ({getattr(exc, 'strerror', None) or exc})")
        return False
    return True


def make_entry(match: Any, seats: list[str], match_id: str | None = None, date: str | None = None) -> dict[str, Any]:
    """The record of a finished match; ``seats`` is each seat's level ("human" for a person)."""
    from game.core.protocol import thaw

    result = match.rules.result(match.state)
    config = match.config
    return {
        "id": match_id,
        "date": date or time.strftime("%Y-%m-%dT%H:%M:%S"),
        "game": config.game,
        "variant": config.variant,
        "seats": list(seats),
        "scores": [int(s) for s in result.scores],
        "winners": [int(w) for w in result.winners],
        "length": len(match.log),
        "record": {"edition": match.rules.edition, "config": config.to_json(),
                   "actions": [[seat, thaw(action)] for seat, action in match.log]},
    }


# --------------------------------------------------------------------------- statistics


def opponents_level(seats: list[str], scores: int = 0) -> str:
    """What a game counts as: its bots' level ("mixed" when they differ, "people" with no bot);
    "automaton" for a solo game against the rules' own opponent (Galaxies' hostile galaxy),
    which has a score (``scores`` counts them) but no seat: it read "People only"."""
    levels = {s for s in seats if s != PERSON}
    if not levels:
        return AUTOMATON if scores > len(seats) else "people"
    return levels.pop() if len(levels) == 1 else "mixed"


def player_seat(seats: list[str]) -> int | None:
    """The seat the statistics follow: the first person's (None in a bots-only game)."""
    return seats.index(PERSON) if PERSON in seats else None


def statistics(games: list[dict[str, Any]]) -> dict[str, dict[str, dict[str, Any]]]:
    """Per game and opponents' level: played, won, win rate, best and average score,
    current and best streak of wins (in date order), from the first person's seat.
    Bots-only games are not counted (nobody's record), nor imported ones (someone else's)."""
    rows: dict[str, dict[str, dict[str, Any]]] = {}
    for entry in sorted(games, key=lambda g: g["date"]):
        seat = player_seat(entry["seats"])
        if seat is None or seat >= len(entry["scores"]) or entry.get("imported"):
            continue
        row = rows.setdefault(entry["game"], {}).setdefault(
            opponents_level(entry["seats"], len(entry["scores"])),
            {"played": 0, "won": 0, "best": None, "total": 0, "streak": 0, "best_streak": 0})
        score = entry["scores"][seat]
        won = seat in entry["winners"]
        row["played"] += 1
        row["won"] += won
        row["total"] += score
        row["best"] = score if row["best"] is None else max(row["best"], score)
        row["streak"] = row["streak"] + 1 if won else 0
        row["best_streak"] = max(row["best_streak"], row["streak"])
    for levels in rows.values():
        for row in levels.values():
            total = row.pop("total")
            row["win_rate"] = round(row["won"] / row["played"], 4)
            row["average"] = round(total / row["played"], 2)
    return rows


def recent(games: list[dict[str, Any]], n: int = 10) -> list[dict[str, Any]]:
    """The ``n`` newest games, newest first."""
    return sorted(games, key=lambda g: g["date"], reverse=True)[:n]
