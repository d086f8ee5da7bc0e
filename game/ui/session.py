"""Starting, continuing and loading games; where saves live.

Each game keeps its own autosave (``autosave-<game>.json``), so starting a
game of one kind never touches an unfinished game of another, and starting a new
game of the same kind asks first.  "Continue" opens the most recent autosave;
the Load screen lists every file in the saves folder, the unreadable ones
marked with the reason.  Every file is read through the bounded reader in
``game.core.saves`` and every text from a save is clipped before it reaches
a font.
"""

from __future__ import annotations

import os
import secrets
import stat
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core.files import is_temp_name, unique_path
from game.core.match import Match
from game.core.protocol import GameConfig
from game.core.saves import SaveError, config_from_data, load_match, read_save
from game.paths import saves_dir as _saves_dir
from game.ui.controller import Controller, SeatSpec
from game.ui.i18n import Name, catalog, tr

AUTOSAVE_PREFIX = "autosave-"
LEGACY_AUTOSAVE = "autosave.json"       # the one shared slot of earlier versions; still listed
AUTOSAVE = LEGACY_AUTOSAVE
MAX_LISTED = 500                        # files looked at in the saves folder
SHOWN_TEXT = 60                         # characters of any save-provided text that reach a font
NAME_LIMIT = 16                         # characters of a player's name on a board (what setup lets one type)


def saves_dir(app=None) -> Path:
    """The saves folder, created if needed (raises OSError when it cannot be)."""
    return _saves_dir()


def saves_folder() -> Path:
    """The saves folder's path, without creating anything."""
    return _saves_dir(create=False)


def autosave_path(game: str) -> Path:
    return saves_folder() / f"{AUTOSAVE_PREFIX}{game}.json"


def is_autosave(path: Path) -> bool:
    return path.name == LEGACY_AUTOSAVE or (path.name.startswith(AUTOSAVE_PREFIX) and path.suffix == ".json")


def shown(text: Any, limit: int = SHOWN_TEXT) -> str:
    """A save-provided text made safe for the font renderer: printable, one line, short."""
    s = "".join(ch if ch.isprintable() else " " for ch in str(text)[: limit * 4])
    s = " ".join(s.split())
    return s if len(s) <= limit else s[: limit - 1] + "…"


def new_match_id() -> str:
    return time.strftime("%Y%m%d%H%M%S-") + secrets.token_hex(3)


# --------------------------------------------------------------------------- the list


@dataclass
class SaveInfo:
    """What the Load screen shows of one file (nothing here has been replayed)."""

    path: Path
    reason: str | None = None          # why it cannot be loaded; None when it looks fine
    game: str = ""
    players: int = 0
    moves: int = 0
    turn: int | None = None
    round: bool = False           # the number is a round ("round 6"), as the board says
    scores: list[int] | None = None
    leaders: list[int] = field(default_factory=list)
    over: bool = False
    names: list[str] = field(default_factory=list)
    colours: list[str] = field(default_factory=list)
    variant: str | None = None
    label: str = ""
    match_id: str | None = None
    saved_at: str = ""
    mtime: float = 0.0

    @property
    def autosave(self) -> bool:
        return is_autosave(self.path)

    @property
    def ok(self) -> bool:
        return self.reason is None


def check_meta(meta: Any, config: GameConfig, source: str) -> dict[str, Any]:
    """A save's description checked against its config (raises SaveError)."""
    if not isinstance(meta, dict):
        raise SaveError(f"{source}: the save's description is malformed")
    n = config.players
    colours = meta.get("colours")
    if colours is not None:
        if not isinstance(colours, list) or not all(isinstance(c, str) for c in colours):
            raise SaveError(f"{source}: the player colours are malformed")
        if len(colours) != n:
            raise SaveError(f"{source}: the save lists {len(colours)} colours for {n} players")
        if len(set(colours)) != n:
            raise SaveError(f"{source}: two players share a colour")
        # the shell's colours, or the game's own (its catalog keys start with the game's id)
        unknown = [c for c in colours if not (catalog().has(f"colour.{c}") or catalog().has(f"{config.game}.colour.{c}"))]
        if unknown:
            raise SaveError(f"{source}: unknown player colour {shown(unknown[0], 20)!r}")
    names = meta.get("names")
    if names is not None and (not isinstance(names, list) or len(names) != n or not all(isinstance(x, str) for x in names)):
        raise SaveError(f"{source}: the player names do not match the {n} players")
    seats = meta.get("seats")
    if seats is not None:
        if not isinstance(seats, list) or len(seats) != n or not all(isinstance(x, dict) for x in seats):
            raise SaveError(f"{source}: the seats do not match the {n} players")
        from game.core.bots import LEVELS

        for seat in seats:
            if seat.get("kind", "bot") not in ("human", "bot"):
                raise SaveError(f"{source}: a seat is neither a person nor a bot")
            level = seat.get("level", "normal")
            if seat.get("kind", "bot") == "bot" and (not isinstance(level, str) or level not in LEVELS):
                raise SaveError(f"{source}: unknown bot level {shown(level, 20)!r} (levels: {', '.join(LEVELS)})")
            if not isinstance(seat.get("name", ""), str):
                raise SaveError(f"{source}: a seat's name is not a text")
    auto = meta.get("auto")
    if auto is not None and (not isinstance(auto, list) or not all(isinstance(x, str) for x in auto)):
        raise SaveError(f"{source}: the automatic choices are malformed")
    return meta


_cache: dict[tuple[str, int, int], SaveInfo] = {}


def summarize(path: Path) -> SaveInfo:
    """One file's entry for the Load list (cached while the file is unchanged)."""
    try:
        st = os.stat(path)
    except OSError as exc:
        return SaveInfo(path, reason=shown(f"{path.name}: cannot be read ({exc.strerror or exc})", 200))
    key = (str(path), st.st_mtime_ns, st.st_size)
    if key in _cache:
        return _cache[key]
    info = SaveInfo(path, mtime=st.st_mtime)
    if not stat.S_ISREG(st.st_mode):
        info.reason = shown(f"{path.name}: not a regular file", 200)
        return info
    try:
        data = read_save(path)
        config = config_from_data(data, shown(path.name, 80))
        meta = check_meta(data.get("meta") or {}, config, shown(path.name, 80))
        info.game, info.players, info.variant = config.game, config.players, config.variant
        info.moves = len(data["actions"])
        info.label = shown(meta.get("label") or "")
        info.match_id = meta.get("match") if isinstance(meta.get("match"), str) else None
        info.saved_at = shown(meta.get("saved_at") or "", 20)
        info.names = [shown(x, 24) for x in meta.get("names") or []]
        info.colours = list(meta.get("colours") or [])
        progress = meta.get("progress")
        if isinstance(progress, dict):
            turn, scores, leaders = progress.get("turn"), progress.get("scores"), progress.get("leaders")
            info.turn = turn if type(turn) is int and 0 <= turn < 10**6 else None
            info.round = progress.get("turn_word") == "round"
            if isinstance(scores, list) and len(scores) >= config.players and all(type(x) is int for x in scores):
                info.scores = scores
            if isinstance(leaders, list) and all(type(x) is int and 0 <= x < config.players for x in leaders):
                info.leaders = leaders[:config.players]
            info.over = progress.get("over") is True
    except SaveError as exc:
        info.reason = shown(str(exc), 200)
    if len(_cache) > 2 * MAX_LISTED:
        _cache.clear()
    _cache[key] = info
    return info


def list_saves(app, autosaves_only: bool = False) -> list[SaveInfo]:
    """Every save file in the folder, newest first (unreadable ones too, with the reason)."""
    if not app.persist:
        return []
    try:
        with os.scandir(saves_folder()) as entries:
            paths = [Path(e.path) for e in entries if e.name.endswith(".json") and not is_temp_name(e.name)
                     and (not autosaves_only or is_autosave(Path(e.name)))]
    except OSError:
        return []
    infos = [summarize(p) for p in paths[:MAX_LISTED]]
    infos.sort(key=lambda i: (i.mtime, i.path.name), reverse=True)
    return infos


def last_save_path(app) -> Path | None:
    """The most recent autosave that loads ("Continue"): its moves are replayed
    once (cached while the file is unchanged), so Continue is never offered for
    a game that then fails to load; one that fails is marked in the Load list."""
    if not app.persist:
        return None
    for info in list_saves(app, autosaves_only=True):
        if not info.ok:
            continue
        problem = replay_problem(info.path)
        if problem is None:
            return info.path
        info.reason = shown(problem, 200)
    return None


_replayed: dict[tuple[str, int, int], str | None] = {}


def replay_problem(path: Path) -> str | None:
    """Why the save at ``path`` cannot be played (None when it loads and replays)."""
    try:
        st = os.stat(path)
    except OSError as exc:
        return f"{path.name}: cannot be read ({exc.strerror or exc})"
    key = (str(path), st.st_mtime_ns, st.st_size)
    if key not in _replayed:
        try:
            match, meta = load_match(path)
            check_meta(meta, match.config, shown(path.name, 80))
            _replayed[key] = None
        except SaveError as exc:
            _replayed[key] = str(exc)
        if len(_replayed) > 64:
            _replayed.pop(next(iter(_replayed)))
    return _replayed[key]


def player_label(info: SaveInfo, seat: int) -> str:
    if seat < len(info.names) and info.names[seat]:
        return Name(info.names[seat])           # typed: one person, gender unknown
    colour = info.colours[seat] if seat < len(info.colours) else ""
    for key in (f"colour.{colour}", f"{info.game}.colour.{colour}"):
        if colour and catalog().has(key):
            return tr(key)
    return tr("saves.player", n=seat + 1)


# A save's reason is written in English by the core (logs and tests read it); the
# Load list shows it in the player's language by the kind of problem it names.
_WHY = (
    ("bot level", "bot_level"), ("not a regular file", "not_file"), ("too long", "too_long"), ("too large", "too_large"),
    ("too many", "too_complex"), ("nested too deeply", "too_complex"), ("is empty", "empty"),
    ("corrupt", "corrupt"), ("not a Pocket Epics save", "not_save"), ("newer version", "newer"),
    ("colour", "colours"), ("replay", "replay"), ("cannot be read", "unreadable"), ("no such save", "unreadable"),
)


def reason_text(reason: str) -> str:
    """A reason for the player: the detailed English one, or its kind in the current language."""
    if catalog().lang == "en":
        return reason
    for phrase, key in _WHY:
        if phrase in reason:
            return tr(f"saves.why.{key}")
    return tr("saves.why.invalid")


def describe(info: SaveInfo) -> tuple[str, str]:
    """(title, details) of a save for the Load list and questions, in the current language."""
    game = tr(f"{info.game}.name") if info.game and catalog().has(f"{info.game}.name") else shown(info.path.stem, 40)
    title = game
    if info.autosave:
        title = tr("saves.autosave_of", game=game)
    elif info.label and info.label not in game_names(info.game):     # labels made by setup are just the game's name
        title = f"{game} · {info.label}"
    if info.reason:
        reason = info.reason
        for prefix in (f"{shown(info.path.name, 80)}: ", f"{shown(info.path.name, 200)}: "):
            if reason.startswith(prefix):
                reason = reason[len(prefix):]       # the title already names the file
                break
        return shown(info.path.name, 48), reason_text(reason)
    parts = [tr("saves.players", n=info.players)]
    if info.variant and catalog().has(f"{info.game}.variant.{info.variant}"):
        parts.append(tr(f"{info.game}.variant.{info.variant}"))
    if info.turn is not None:
        parts.append(tr("saves.round" if info.round else "saves.turn", n=info.turn))
    else:
        parts.append(tr("saves.moves", n=info.moves))
    leader = leader_words(info)
    if leader:
        parts.append(leader)
    elif info.over:
        parts.append(tr("saves.over"))
    return title, " · ".join(parts)


def leader_words(info: SaveInfo) -> str:
    """Who leads (or won) the save and with what ("White leads (12)"); "" when nobody does."""
    if not (info.leaders and info.scores):
        return ""
    names = [player_label(info, s) for s in info.leaders]
    who = names[0] if len(names) == 1 else Name(", ".join(names), "plural")     # a name keeps its form ("лидируют Белые")
    key = "saves.won" if info.over else ("saves.lead_tie" if len(info.leaders) > 1 else "saves.leads")
    return tr(key, who=who, score=info.scores[info.leaders[0]])


def game_names(game: str) -> set[str]:
    """The game's name in every language (a save's label in any of them means "no label")."""
    from game.ui.i18n import LANGS, load_lang

    if game not in _names:
        _names[game] = {load_lang(lang).get(f"{game}.name", "") for lang in LANGS} - {""}
    return _names[game]


_names: dict[str, set[str]] = {}


def when_text(info: SaveInfo) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(info.mtime)) if info.mtime else ""


def delete_save(path: Path) -> str | None:
    """Remove a save file; returns the reason when it could not be removed."""
    try:
        os.unlink(path)
    except FileNotFoundError:
        return None
    except OSError as exc:
        return shown(f"{path.name}: {exc.strerror or exc}", 200)
    return None


# --------------------------------------------------------------------------- playing


def make_controller(app, match: Match, seats: list[SeatSpec], meta: dict[str, Any] | None = None) -> Controller:
    meta = dict(meta or {})
    meta.setdefault("match", new_match_id())
    autosave = autosave_path(match.config.game) if app.persist and not app.read_only else None
    return Controller(match, seats, autosave, lambda: app.settings.bot_delay, meta)


def open_board(app, controller: Controller) -> None:
    from game.registry import get_entry

    window = get_entry(controller.match.config.game).load_window()
    if window is None:
        raise ValueError(f"{controller.match.config.game} has no window to play it in")
    app.go_home()
    app.push(window.board_scene(app, controller))


def unfinished_in_slot(app, game: str, match_id: str | None) -> SaveInfo | None:
    """The unfinished game of another match in ``game``'s autosave slot, if any
    (none read-only: the slot is not written, so nothing is replaced)."""
    if not app.persist or app.read_only:
        return None
    slot = autosave_path(game)
    if not slot.exists():
        return None
    info = summarize(slot)
    if not info.ok or info.over or (match_id is not None and info.match_id == match_id):
        return None
    return info


def ask_before_replacing(app, game: str, match_id: str | None, go) -> None:
    """Run ``go`` now, or after asking when it would replace an unfinished game."""
    from game.ui.scene import MessageDialog

    info = unfinished_in_slot(app, game, match_id)
    if info is None:
        go()
        return

    def keep_then_go() -> None:
        try:
            target = unique_path(saves_dir(), time.strftime(f"{game}-%Y%m%d-%H%M%S"))
            os.replace(info.path, target)
        except OSError as exc:
            app.push(MessageDialog(app, tr("saves.keep_failed"), shown(f"{exc.strerror or exc}", 200)))
            return
        go()

    title, details = describe(info)
    body = tr("saves.replace.body", game=title, details=details, when=when_text(info))
    app.push(MessageDialog(app, tr("saves.replace.title"), body,
                           [(tr("ui.cancel"), None), (tr("saves.replace.keep"), keep_then_go), (tr("saves.replace.yes"), go)]))


def start(app, config: GameConfig, seats: list[SeatSpec], meta: dict[str, Any] | None = None) -> None:
    """Start a new game (asking first if it would replace an unfinished one)."""
    meta = dict(meta or {}, match=new_match_id())

    def go() -> None:
        controller = make_controller(app, Match(config), seats, meta)
        open_board(app, controller)
        controller.save_async()

    ask_before_replacing(app, config.game, meta["match"], go)


def load_path(app, path: Path) -> None:
    from game.ui.scene import MessageDialog

    try:
        match, meta = load_match(path)
        check_meta(meta, match.config, shown(path.name, 80))
    except SaveError as exc:
        name = shown(path.name, 80)
        reason = shown(str(exc), 300)
        reason = reason[len(name) + 2:] if reason.startswith(f"{name}: ") else reason
        app.push(MessageDialog(app, tr("load.failed"), f"{name}: {reason_text(reason)}"))
        return
    from game.registry import get_entry

    if not get_entry(match.config.game).in_window:
        app.push(MessageDialog(app, tr("load.failed"), f"{shown(path.name, 80)}: {tr('menu.coming_tip')}"))
        return
    seats = [SeatSpec.from_json(s) for s in meta.get("seats", [])]
    if len(seats) != match.config.players:
        seats = [SeatSpec("human" if i == 0 else "bot") for i in range(match.config.players)]
    for seat in seats:
        seat.name = shown(seat.name, NAME_LIMIT) if seat.name else ""
    meta = {k: v for k, v in meta.items() if k not in ("seats", "saved_at", "progress")}
    if isinstance(meta.get("names"), list):         # a save's names are bounded before any board draws them
        meta["names"] = [shown(x, NAME_LIMIT) if x else "" for x in meta["names"]]
    if not isinstance(meta.get("match"), str):
        meta["match"] = new_match_id()
    game = match.config.game

    def go() -> None:
        try:
            controller = make_controller(app, match, seats, meta)
        except (ValueError, KeyError) as exc:      # a seat the bots cannot fill: said by name, not "something went wrong"
            app.push(MessageDialog(app, tr("load.failed"), f"{shown(path.name, 80)}: {shown(str(exc), 200)}"))
            return
        open_board(app, controller)

    if app.persist and path.resolve() == autosave_path(game).resolve():
        go()
    else:
        ask_before_replacing(app, game, meta["match"], go)


def continue_last(app) -> None:
    path = last_save_path(app)
    if path is not None:
        load_path(app, path)
