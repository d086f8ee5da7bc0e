"""Starting, continuing and loading games; where saves live."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from game.core.match import Match
from game.core.protocol import GameConfig
from game.core.saves import SaveError, load_match
from game.paths import user_dir
from game.ui.controller import Controller, SeatSpec
from game.ui.i18n import tr

AUTOSAVE = "autosave.json"


def saves_dir(app) -> Path:
    path = user_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def last_save_path(app) -> Path | None:
    if not app.persist:
        return None
    try:
        path = saves_dir(app) / AUTOSAVE
    except OSError:
        return None
    return path if path.is_file() else None


def list_saves(app) -> list[tuple[Path, dict[str, Any]]]:
    if not app.persist:
        return []
    found = []
    for path in sorted(saves_dir(app).glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            meta = dict(data.get("meta") or {})
            config = data.get("config") or {}
            meta["game"] = str(config.get("game", ""))
            meta["players"] = int(config.get("players", 0))
            meta["variant"] = config.get("variant")
            meta["moves"] = len(data.get("actions") or [])
        except (OSError, ValueError, AttributeError, TypeError):
            meta = {}
        found.append((path, meta))
    found.sort(key=lambda item: item[0].name != AUTOSAVE)      # the autosave first, then newest
    return found


def make_controller(app, match: Match, seats: list[SeatSpec], meta: dict[str, Any] | None = None) -> Controller:
    autosave = saves_dir(app) / AUTOSAVE if app.persist else None
    return Controller(match, seats, autosave, lambda: app.settings.bot_delay, meta)


def open_board(app, controller: Controller) -> None:
    from game.registry import get_entry
    from game.ui.scenes.menu import MenuScene

    window = get_entry(controller.match.config.game).load_window()
    if window is None:
        raise ValueError(f"{controller.match.config.game} has no window to play it in")
    app.reset(MenuScene(app))
    app.push(window.board_scene(app, controller))


def start(app, config: GameConfig, seats: list[SeatSpec], meta: dict[str, Any] | None = None) -> None:
    match = Match(config)
    controller = make_controller(app, match, seats, meta)
    open_board(app, controller)
    controller.save_async()


def load_path(app, path: Path) -> None:
    from game.ui.scene import MessageDialog

    try:
        match, meta = load_match(path)
    except SaveError as exc:
        app.push(MessageDialog(app, tr("load.failed"), str(exc)))
        return
    from game.registry import get_entry

    if not get_entry(match.config.game).in_window:
        app.push(MessageDialog(app, tr("load.failed"), f"{path.name}: {tr('menu.coming_tip')}"))
        return
    seats = [SeatSpec.from_json(s) for s in meta.get("seats", [])]
    if len(seats) != match.config.players:
        seats = [SeatSpec("human" if i == 0 else "bot") for i in range(match.config.players)]
    open_board(app, make_controller(app, match, seats, {k: v for k, v in meta.items() if k not in ("seats", "saved_at")}))


def continue_last(app) -> None:
    path = last_save_path(app)
    if path is not None:
        load_path(app, path)
