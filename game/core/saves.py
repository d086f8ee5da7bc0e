"""Versioned JSON saves, written atomically, read with clear errors.

A save holds the config and the action log; loading replays it, so a save can
never hold a state the rules could not have reached.
"""

from __future__ import annotations

import errno
import json
import math
import os
import re
import tempfile
import time
from pathlib import Path
from typing import Any, TypeGuard

from game.core.files import TEMP_SUFFIX, FileRefused, json_error_text, read_bounded
from game.core.match import Match
from game.core.protocol import GameConfig, IllegalAction, action_shape_problem, freeze, thaw
from game.core.scenario import ScenarioError

SAVE_FORMAT = "pocket-epics-save"
SAVE_VERSION = 1


class SaveError(Exception):
    """A save that cannot be read; the message says why, for the player."""


class UnwritableText(OSError):
    """Text that cannot be stored as UTF-8 (a lone surrogate): refused before any
    file is touched.  An ``OSError`` (``EILSEQ``), so every caller that reports a
    failed write reports this one too instead of failing in silence."""


_SURROGATE = re.compile("[\ud800-\udfff]")
_ESCAPED_SURROGATE = re.compile(r"\\u[dD][89a-fA-F]")


def clean_text(value: Any) -> Any:
    """``value`` with every lone surrogate (JSON ``"\\ud800"``: valid JSON, not
    valid text) replaced by U+FFFD, in strings and keys at any depth.  Such text
    loads but cannot be written back, so a save holding it would never save again."""
    if isinstance(value, str):
        return _SURROGATE.sub("\ufffd", value)
    if isinstance(value, dict):
        return {clean_text(k): clean_text(v) for k, v in value.items()}
    if isinstance(value, list):
        return [clean_text(v) for v in value]
    return value


def atomic_write_text(path: str | os.PathLike[str], text: str) -> None:
    """Write a file so that it is either fully old or fully new, never half.

    Raises ``OSError`` for every failure, text that is not UTF-8 included
    (:class:`UnwritableText`, before any file is made)."""
    path = Path(path)
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise UnwritableText(errno.EILSEQ, f"the text cannot be stored as UTF-8 ({exc.reason})") from None
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def save_data(match: Match, meta: dict[str, Any] | None = None) -> dict[str, Any]:
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "game": match.config.game,
        "edition": match.rules.edition,
        "config": match.config.to_json(),
        "actions": [[seat, thaw(action)] for seat, action in match.log],
        "meta": clean_text(dict(meta or {}, saved_at=time.strftime("%Y-%m-%dT%H:%M:%S"))),
    }


def save_match(match: Match, path: str | os.PathLike[str], meta: dict[str, Any] | None = None) -> None:
    atomic_write_text(path, json.dumps(save_data(match, meta), ensure_ascii=False, indent=1))


MAX_SAVE_BYTES = 5_000_000       # far above any real game (a long game is ~100 KB)
MAX_TEXT = 2_000                  # characters in any one string of a save
MAX_ACTIONS = 20_000             # a long Conquest game has ~4,000
MAX_VALUES = 120_000              # JSON values in the whole file (a long game has ~40,000)
MAX_DEPTH = 24


def _check_values(data: Any, source: str) -> None:
    """Bound the strings, nesting and size of parsed JSON before anything uses it."""
    todo: list[tuple[Any, int]] = [(data, 0)]
    count = 0
    while todo:
        value, depth = todo.pop()
        count += 1
        if count > MAX_VALUES:
            raise SaveError(f"{source}: the file holds too many values")
        if depth > MAX_DEPTH:
            raise SaveError(f"{source}: the file is nested too deeply")
        if isinstance(value, str):
            if len(value) > MAX_TEXT:
                raise SaveError(f"{source}: a text in the save is too long ({len(value):,} characters, limit {MAX_TEXT:,})")
        elif isinstance(value, dict):
            for key, item in value.items():
                if len(key) > MAX_TEXT:
                    raise SaveError(f"{source}: a name in the save is too long ({len(key):,} characters)")
                todo.append((item, depth + 1))
        elif isinstance(value, list):
            todo.extend((item, depth + 1) for item in value)
        elif isinstance(value, float) and not math.isfinite(value):
            raise SaveError(f"{source}: the save holds a number that is not finite")


def _strict_int(value: Any) -> TypeGuard[int]:
    """A whole number that is no bool (``True`` is an ``int`` to Python)."""
    return type(value) is int


def parse_save(text: str | bytes, source: str = "save") -> dict[str, Any]:
    """Check a save's envelope, sizes and strings; returns the data or raises SaveError."""
    if isinstance(text, bytes):
        if len(text) > MAX_SAVE_BYTES:
            raise SaveError(f"{source}: the file is too large ({len(text):,} bytes, limit {MAX_SAVE_BYTES:,})")
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise SaveError(f"{source}: not a Pocket Epics save (not UTF-8 text)") from None
    if len(text) > MAX_SAVE_BYTES:
        raise SaveError(f"{source}: the file is too large ({len(text):,} characters)")
    if not text.strip():
        raise SaveError(f"{source}: the file is empty")
    if text.count(",") > MAX_VALUES:        # refuse before parsing: no JSON value without a comma near it
        raise SaveError(f"{source}: the file holds too many values")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"{source}: the file is corrupt or truncated ({json_error_text(exc)})") from None
    except RecursionError:
        raise SaveError(f"{source}: the file is nested too deeply") from None
    except ValueError as exc:       # e.g. an integer with too many digits
        raise SaveError(f"{source}: the file is corrupt ({str(exc)[:80]})") from None
    _check_values(data, source)
    if _ESCAPED_SURROGATE.search(text) or _SURROGATE.search(text):
        data = clean_text(data)     # bounded in depth and size above
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(f"{source}: not a Pocket Epics save")
    version = data.get("version")
    if not _strict_int(version) or version < 1:
        raise SaveError(f"{source}: the save has no valid version number")
    if version > SAVE_VERSION:
        raise SaveError(
            f"{source}: made by a newer version of Pocket Epics (save format {version}, "
            f"this program reads up to {SAVE_VERSION}); please update the game"
        )
    if not isinstance(data.get("config"), dict) or not isinstance(data.get("actions"), list):
        raise SaveError(f"{source}: the save is missing its game settings or moves")
    if len(data["actions"]) > MAX_ACTIONS:
        raise SaveError(f"{source}: the save has too many moves ({len(data['actions']):,})")
    if "meta" in data and not isinstance(data["meta"], dict):
        raise SaveError(f"{source}: the save's description is malformed")
    return data


def config_from_data(data: dict[str, Any], source: str = "save") -> GameConfig:
    """The save's game settings, every field checked strictly (no replay yet)."""
    from game.core import games

    raw = data.get("config")
    if not isinstance(raw, dict):
        raise SaveError(f"{source}: the save is missing its game settings")
    game = raw.get("game")
    if not isinstance(game, str) or game not in games.known():
        raise SaveError(f"{source}: unknown game {str(game)[:40]!r}")
    if data.get("game", game) != game:
        raise SaveError(f"{source}: the save names two different games")
    try:
        rules = games.rules(game)
    except (ImportError, AttributeError, KeyError) as exc:
        raise SaveError(f"{source}: the game {game} cannot be loaded ({exc})") from None
    players = raw.get("players")
    if not _strict_int(players) or players not in rules.players_range():
        raise SaveError(f"{source}: bad number of players {str(players)[:20]!r} "
                        f"(this game takes {rules.min_players} to {rules.max_players})")
    seed = raw.get("seed", 0)
    if not _strict_int(seed) or abs(seed) > 2**63:
        raise SaveError(f"{source}: bad random seed {str(seed)[:20]!r}")
    variant = raw.get("variant")
    if variant is not None and variant not in rules.variants:
        raise SaveError(f"{source}: unknown variant {str(variant)[:40]!r}")
    options = raw.get("options") or {}
    if not isinstance(options, dict):
        raise SaveError(f"{source}: the game options are malformed")
    return GameConfig(game=game, players=players, seed=seed, variant=variant, options=dict(options))


def actions_from_data(data: dict[str, Any], config: GameConfig, source: str = "save") -> list[tuple[int, Any]]:
    from game.core import games

    seats = games.rules(config.game).seat_count(config)
    actions = []
    for i, entry in enumerate(data["actions"]):
        if not (isinstance(entry, list) and len(entry) == 2 and _strict_int(entry[0]) and 0 <= entry[0] < seats):
            raise SaveError(f"{source}: move {i + 1} is malformed")
        action = freeze(entry[1])
        problem = action_shape_problem(action)
        if problem:
            raise SaveError(f"{source}: move {i + 1} is malformed ({problem})")
        actions.append((entry[0], action))
    return actions


def match_from_data(data: dict[str, Any], source: str = "save") -> Match:
    """Replay a save.  A save of an earlier rules edition is first put in
    today's actions (``Rules.upgrade_log``), and may lack the steps of an
    automaton (logged since): they are filled in, as the rules of its edition
    played them inside the neighbouring actions."""
    from game.core import games

    config = config_from_data(data, source)
    actions = actions_from_data(data, config, source)
    edition = data.get("edition", 1)
    rules = games.rules(config.game)
    earlier = _strict_int(edition) and edition < rules.edition
    try:
        if earlier:
            actions = rules.upgrade_log(config, actions, edition)
        return Match.replay(config, actions, fill_automata=earlier)
    except (IllegalAction, ValueError, KeyError, TypeError, IndexError, AttributeError, RecursionError) as exc:
        problem = edition_problem(data, config, source)
        if problem:
            # The rules changed since (a save holds moves, not positions).
            raise SaveError(problem) from None
        if isinstance(exc, ScenarioError):
            raise SaveError(f"{source}: the save's starting position is not valid ({str(exc)[:200]})") from None
        if isinstance(exc, IllegalAction):
            raise SaveError(f"{source}: the moves do not replay ({str(exc)[:200]})") from None
        raise SaveError(f"{source}: the save could not be replayed ({type(exc).__name__}: {str(exc)[:200]})") from None


def edition_problem(data: dict[str, Any], config: GameConfig, source: str) -> str | None:
    """Why a save's moves may not replay: it was made under other rules (None if not)."""
    from game.core import games

    edition = data.get("edition", 1)
    current = games.rules(config.game).edition
    if not _strict_int(edition) or edition == current:
        return None
    if edition > current:
        return (f"{source}: made by a newer version of Pocket Epics, with edition {edition} of the {config.game} rules "
                f"(this version has {current}); please update the game")
    return (f"{source}: made with an earlier edition of the {config.game} rules "
            f"({edition}, now {current}); its moves no longer replay")


def read_save(path: str | os.PathLike[str]) -> dict[str, Any]:
    """A save's checked data (envelope, sizes, strings; not replayed).  Raises SaveError."""
    path = Path(path)
    name = path.name[:80]
    try:
        raw = read_bounded(path, MAX_SAVE_BYTES)
    except FileNotFoundError:
        raise SaveError(f"{name}: no such save") from None
    except FileRefused as exc:
        raise SaveError(f"{name}: {exc}") from None
    except OSError as exc:
        raise SaveError(f"{name}: cannot be read ({exc.strerror or exc})") from None
    return parse_save(raw, name)


def load_match(path: str | os.PathLike[str]) -> tuple[Match, dict[str, Any]]:
    """Load a save: (match, meta).  Raises SaveError with a player-facing reason."""
    data = read_save(path)
    name = Path(path).name[:80]
    return match_from_data(data, name), dict(data.get("meta") or {})
