"""A finished game as one small file to give to someone (``.pocketepic``), and
opening one.

The file is JSON: the format and its version, then the game (the record's
summary: game id, variant, seats, scores, winners, length; and the replayable
record: rules edition, config, action log) and a SHA-256 checksum of the game's
canonical JSON.  It is written atomically into the user folder's ``shared``
folder, where the player can find it.

Opening checks everything before anything is changed: the format and version,
the checksum, a known game of the same rules edition, and that the log replays,
legally, to a finished game with the stated scores and winners.  Every refusal
is a :class:`ShareRefused` whose ``kind`` names the reason (the window words it)
and whose message is plain English (error.log, tests).  An accepted game joins
the records as an imported one (``"imported": true``), which the statistics do
not count: it is someone else's game.  No pygame here.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path
from typing import Any

from game.core.files import FileRefused, json_error_text, read_bounded, unique_path

SHARE_FORMAT = "pocket-epics-shared-game"
SHARE_VERSION = 1
SUFFIX = ".pocketepic"
SHARED_FOLDER = "shared"
MAX_SHARE_BYTES = 4_000_000
SUMMARY_KEYS = ("id", "date", "game", "variant", "seats", "scores", "winners", "length")


class ShareRefused(Exception):
    """A shared file that is not opened.  ``kind`` is one of: unreadable, damaged,
    format, newer, tampered, game, edition, replay, unfinished."""

    def __init__(self, kind: str, why: str) -> None:
        super().__init__(why)
        self.kind = kind


def shared_dir() -> Path:
    """Where exported games go (and the first place "Open a shared game" looks)."""
    from game.paths import user_dir

    return user_dir() / SHARED_FOLDER


def look_in() -> list[Path]:
    """The folders "Open a shared game" lists: the shared folder, then Downloads."""
    return [shared_dir(), Path.home() / "Downloads"]


def candidates(folders: list[Path] | None = None, limit: int = 200) -> list[Path]:
    """The ``.pocketepic`` files in ``folders`` (default :func:`look_in`), newest first."""
    found: list[tuple[float, Path]] = []
    for folder in folders if folders is not None else look_in():
        try:
            for path in folder.iterdir():
                if path.name.endswith(SUFFIX) and path.is_file():
                    found.append((path.stat().st_mtime, path))
        except OSError:
            continue
    return [p for _, p in sorted(found, key=lambda t: (-t[0], t[1].name))[:limit]]


def checksum(game: dict[str, Any]) -> str:
    """SHA-256 of the game's canonical JSON (sorted keys, no spaces)."""
    text = json.dumps(game, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def shareable(entry: dict[str, Any]) -> bool:
    """Whether a record still holds what a shared file needs (its move list)."""
    record = entry.get("record")
    return isinstance(record, dict) and isinstance(record.get("actions"), list) and isinstance(record.get("config"), dict)


def document(entry: dict[str, Any]) -> dict[str, Any]:
    """The shared file's content for a record (raises ``ValueError`` without a move list)."""
    if not shareable(entry):
        raise ValueError("this game's moves are no longer kept")
    game = {k: entry.get(k) for k in SUMMARY_KEYS}
    game["record"] = entry["record"]
    return {"format": SHARE_FORMAT, "version": SHARE_VERSION, "game": game, "checksum": checksum(game)}


def file_name(entry: dict[str, Any]) -> str:
    """``kingdoms-2026-11-29-0412.pocketepic``: the game and when, safe on every system."""
    when = re.sub(r"[^0-9]", "", str(entry.get("date", "")))[:12]
    stamp = f"{when[:4]}-{when[4:6]}-{when[6:8]}-{when[8:12]}" if len(when) == 12 else "game"
    game = re.sub(r"[^a-z0-9]", "", str(entry.get("game", "")).lower())[:20] or "game"
    return f"{game}-{stamp}{SUFFIX}"


def export(entry: dict[str, Any], folder: Path | None = None) -> Path:
    """Write a record as a shared file (atomically, never over another); returns its path.
    Raises ``ValueError`` (no move list) or ``OSError``."""
    from game.core.saves import atomic_write_text

    data = document(entry)
    folder = folder or shared_dir()
    path = unique_path(folder, file_name(entry)[: -len(SUFFIX)], SUFFIX)
    try:
        atomic_write_text(path, json.dumps(data, ensure_ascii=False, separators=(",", ":")))
    except OSError:
        path.unlink(missing_ok=True)        # the name reserved above, still empty
        raise
    return path


def read(path: Path) -> dict[str, Any]:
    """The checked record of a shared file, ready for the records; raises :class:`ShareRefused`."""
    try:
        raw = read_bounded(path, MAX_SHARE_BYTES)
    except FileRefused as exc:
        raise ShareRefused("unreadable", f"{path.name}: {exc}") from None
    except OSError as exc:
        raise ShareRefused("unreadable", f"{path.name}: {exc.strerror or exc}") from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise ShareRefused("damaged", f"{path.name}: not UTF-8 text") from None
    except json.JSONDecodeError as exc:
        raise ShareRefused("damaged", f"{path.name}: corrupt or truncated ({json_error_text(exc)})") from None
    except (ValueError, RecursionError) as exc:
        raise ShareRefused("damaged", f"{path.name}: corrupt ({str(exc)[:80]})") from None
    return check(data, path.name)


def check(data: Any, name: str) -> dict[str, Any]:
    """The record a shared document holds, after every check (see the module's docstring)."""
    if not isinstance(data, dict) or data.get("format") != SHARE_FORMAT:
        raise ShareRefused("format", f"{name}: not a Pocket Epics shared game")
    version = data.get("version")
    if type(version) is not int or version < 1:
        raise ShareRefused("format", f"{name}: no valid version number")
    if version > SHARE_VERSION:
        raise ShareRefused("newer", f"{name}: made by a newer version of Pocket Epics (format {version}, "
                                    f"this program reads up to {SHARE_VERSION})")
    game = data.get("game")
    if not isinstance(game, dict) or data.get("checksum") != checksum(game):
        raise ShareRefused("tampered", f"{name}: its checksum does not match its content (changed or damaged)")
    return _replayed(game, name)


def _replayed(game: dict[str, Any], name: str) -> dict[str, Any]:
    """Replay the game's log (checked as strictly as a save's) and compare the outcome with what the file states."""
    from game.core import games as known
    from game.core.match import Match
    from game.core.records import _entry_ok
    from game.core.saves import (
        MAX_ACTIONS,
        SaveError,
        _check_values,
        actions_from_data,
        config_from_data,
    )

    record = game.get("record")
    if not _entry_ok(game) or not isinstance(record, dict) or not isinstance(record.get("actions"), list):
        raise ShareRefused("format", f"{name}: its summary or move list is missing")
    if len(record["actions"]) > MAX_ACTIONS:
        raise ShareRefused("format", f"{name}: too many moves ({len(record['actions']):,})")
    gid = game["game"]
    if gid not in known.known():
        raise ShareRefused("game", f"{name}: a game this program does not have ({gid[:30]!r})")
    rules = known.rules(gid)
    edition = record.get("edition")
    if edition != rules.edition:
        raise ShareRefused("edition", f"{name}: made with rules edition {str(edition)[:10]} of {gid}, "
                                      f"this program plays edition {rules.edition}")
    try:
        _check_values(record, name)
        config = config_from_data({"game": gid, "config": record.get("config")}, name)
        actions = actions_from_data(record, config, name)
    except SaveError as exc:
        raise ShareRefused("format", str(exc)) from None
    try:
        match = Match.replay(config, actions, rules)
    except Exception as exc:  # noqa: BLE001 - an untrusted log: any failure is a refusal
        raise ShareRefused("replay", f"{name}: its moves do not replay ({str(exc)[:120]})") from None
    if not match.is_over():
        raise ShareRefused("unfinished", f"{name}: its moves stop before the game's end")
    result = rules.result(match.state)
    scores, winners = [int(s) for s in result.scores], [int(w) for w in result.winners]
    if scores != game["scores"] or winners != game["winners"]:
        raise ShareRefused("replay", f"{name}: its moves replay to scores {scores}, not the {game['scores'][:8]} it states")
    ident = game.get("id")
    return {"id": ident if isinstance(ident, str) and len(ident) <= 100 else None,     # (a made-up id is not kept)
            "date": game["date"][:32], "game": gid, "variant": config.variant, "seats": [s[:20] for s in game["seats"]],
            "scores": scores, "winners": winners, "length": len(actions),
            "record": {"edition": edition, "config": config.to_json(), "actions": record["actions"]},
            "imported": True}


def import_file(path: Path, records_file: Path | None = None) -> tuple[dict[str, Any], bool]:
    """Check a shared file and add it to the records as an imported game.
    Returns (the entry, whether it was new); raises :class:`ShareRefused`."""
    from game.core import records

    entry = read(path)
    kept = records.load_records(records_file)
    if not kept.writable:
        raise ShareRefused("unreadable", f"{path.name}: the records cannot be written ({kept.problem})")
    if entry.get("id") is not None and any(g.get("id") == entry["id"] for g in kept.games):
        return entry, False
    if not records.add_game(entry, records_file):
        raise ShareRefused("unreadable", f"{path.name}: the records could not be written (see error.log)")
    return entry, True
