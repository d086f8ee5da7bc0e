"""`python -m game torture`, part two: the running game against hostile input.

Where ``game.tools.torture`` loads hostile files, this part plays on with what
loaded, through the same code the window uses (headless): a save whose text
cannot be written back must autosave and save again; settings of any depth must
save; every scene must draw in any allowed window; endless names must stay
short and cheap to draw; odd game options must be refused or give a playable
game; a slow disk at quit must be waited for; a link in place of a log must
never be written through.  Every case is made here, on the fly, from a seed.
"""

from __future__ import annotations

import json
import os
import random
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

NAME_FRAME_LIMIT = 0.15     # CPU seconds for one board redraw with hostile names (was 0.16-0.25 s)
SLOW_DISK_SECONDS = 1.5     # a final save this slow in the default run (--slow-disk for longer)


def _app(size: tuple[int, int] = (1024, 640)):
    import pygame

    from game.ui.scenes.menu import MenuScene
    from game.ui.settings import Settings
    from game.ui.stack import App

    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))
    app = App(Settings(bot_speed="instant", anim_speed="off"), size, persist=True)
    app.reset(MenuScene(app))
    return app


def _flush() -> None:
    from game.ui.controller import writer

    writer().submit(lambda: None).result()


def _board(app):
    return next((s for s in reversed(app.stack) if getattr(s, "ctl", None) is not None), None)


def _good_matches() -> dict[str, tuple[Any, list[str]]]:
    """game -> (a short real match, the window's colours for its players)."""
    from game.core.match import Match
    from game.core.protocol import GameConfig
    from game.registry import windowed

    out = {}
    for entry in windowed():
        players = min(3, entry.load_rules().max_players)
        match = Match(GameConfig(entry.id, players, 11))
        rng = random.Random(11)
        for _ in range(30):
            if match.is_over():
                break
            seat = match.to_move()[0]
            action = match.rules.sample_action(match.state, seat, rng)
            if action is None:
                break                               # (a seat that owes a move always has one)
            match.submit(seat, action)
        out[entry.id] = (match, list(entry.load_window().colours[:players]))
    return out


def _write(path: Path, match, meta: dict[str, Any], edit: Callable[[dict], object] | None = None) -> Path:
    """A save as any JSON tool may write it (``\\ud800`` escapes and all)."""
    from game.core.saves import save_data

    data = save_data(match, {})
    data["meta"].update(meta)
    if edit is not None:
        edit(data)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


# --------------------------------------------------------------------------- 1: text that cannot be written back


def surrogate_texts(rng: random.Random, n: int = 6) -> list[str]:
    """Texts holding lone surrogates, made on the fly: valid JSON, invalid Unicode."""
    out = ["\ud800", "\udfff", "end\udbff", "\ude00\ud83d", "a\ud800b\udc00c"]
    while len(out) < n:
        out.append("".join(chr(rng.choice((rng.randrange(0xD800, 0xE000), rng.randrange(0x20, 0x7F), 0x416)))
                           for _ in range(rng.randrange(1, 12))))
    return out


def run_resaves(report, folder: Path, seed: int = 22) -> None:
    """Item 1: each such save loads, autosaves, saves with S, and loads back the same game."""
    from game.core.saves import load_match
    from game.ui import session

    rng = random.Random(seed)
    for game, (match, colours) in _good_matches().items():
        n = len(colours)
        for i, text in enumerate(surrogate_texts(rng)):
            where = ("label", "names", "seat_names", "meta_key")[i % 4]
            meta: dict[str, Any] = {"colours": colours, "match": f"torture-{game}",
                                    "seats": [{"kind": "human"}] + [{"kind": "bot", "level": "easy"}] * (n - 1)}
            if where == "label":
                meta["label"] = text
            elif where == "names":
                meta["names"] = [text] * n
            elif where == "seat_names":
                meta["seats"] = [dict(s, name=text) for s in meta["seats"]]
            else:
                meta[text] = text
            name = f"resave-{game}-{i}"
            path = _write(folder / "saves" / f"{name}.json", match, meta)
            report.checked["resaves"] = report.checked.get("resaves", 0) + 1
            problem = _resave(path, match.log, load_match, session)
            if problem:
                report.failures.append(f"{name} ({where} {text!r}): {problem}")


def _resave(path: Path, log: list, load_match, session) -> str | None:
    from game.ui.scene import MessageDialog

    session._cache.clear()
    app = _app()
    session.load_path(app, path)
    board = _board(app)
    if board is None:
        return f"did not load ({getattr(app.top, 'body', '')[:120]})"
    board.ctl.save_async()
    _flush()
    if board.ctl.save_error:
        return f"the autosave failed: {board.ctl.save_error}"
    try:
        if load_match(session.autosave_path(board.ctl.match.config.game))[0].log != log:
            return "the autosave holds another game"
    except Exception as exc:  # noqa: BLE001 - reported as a failure
        return f"the autosave does not load: {exc}"
    saves = session.saves_dir()
    before = set(saves.iterdir())
    board.save_now()                    # what S does
    if isinstance(app.top, MessageDialog) or app.errors:
        return f"S failed: {getattr(app.top, 'body', '')[:120]} {app.errors[-1:]}"
    made = set(saves.iterdir()) - before
    if len(made) != 1 or load_match(made.pop())[0].log != log:
        return "S did not write one loadable save"
    return None


# --------------------------------------------------------------------------- 2: settings of any depth


def deep_settings(rng: random.Random) -> dict[str, str]:
    """name -> settings text nesting preferences at depths up to the parser's limit."""
    from game.registry import GAMES

    game = next(iter(GAMES))
    out = {}
    for depth in (50, 200, 500, 800, 950, rng.randrange(300, 990)):
        nested = "[" * depth + "true" + "]" * depth
        out[f"games_list_{depth}"] = '{"games": {"' + game + '": {"x": ' + nested + "}}}"
        out[f"games_dict_{depth}"] = '{"games": {"' + game + '": ' + '{"a": ' * depth + "1" + "}" * depth + "}}"
    out["old_key_deep"] = '{"' + game + '_x": ' + "[" * 600 + "]" * 600 + "}"
    out["wide"] = json.dumps({"games": {game: {f"p{i}": i for i in range(3000)}}})
    out["many_games"] = json.dumps({"games": {f"g{i}": {"x": True} for i in range(2000)}})
    return out


# --------------------------------------------------------------------------- 3: every scene in any allowed window


def window_sizes(rng: random.Random, extra: int = 2) -> list[tuple[int, int]]:
    """Allowed window sizes the boards have failed in, plus random ones."""
    from game.ui.settings import MIN_WINDOW

    sizes = [MIN_WINDOW, (850, 850), (800, 1400), (900, 1200), (1000, 2000), (2400, 900)]
    for _ in range(extra):
        sizes.append((rng.randrange(MIN_WINDOW[0], 2200), rng.randrange(MIN_WINDOW[1], 2200)))
    return sizes


def run_windows(report, seed: int = 22) -> None:
    import pygame

    from game.registry import windowed
    from game.ui.screenshot import build_app, scenes_of, stage

    rng = random.Random(seed)
    for size in window_sizes(rng):
        for entry in windowed():
            for scene in scenes_of(entry.id):
                report.checked["windows"] = report.checked.get("windows", 0) + 1
                app = build_app("en", size)
                try:
                    stage(app, entry.id, scene, 1)
                    surf = pygame.Surface(size)
                    for _ in range(2):
                        app.frame(surf, [], 0.016)
                except Exception as exc:  # noqa: BLE001 - reported
                    app.errors.append(f"{type(exc).__name__}: {exc}")
                if app.errors:
                    report.failures.append(f"window {size[0]}x{size[1]} {entry.id} {scene}: {app.errors[-1].splitlines()[-1][:120]}")


# --------------------------------------------------------------------------- 4, 5: seats and options


def bad_levels() -> list[object]:
    return ["rAndom", "", "HARD", "normal ", 3, None, ["easy"]]


def run_levels(report, folder: Path) -> None:
    """Item 4: an unknown bot level is named in the list and on Load, never a generic error."""
    from game.ui import session
    from game.ui.scene import MessageDialog

    for game, (match, colours) in _good_matches().items():
        n = len(colours)
        for i, level in enumerate(bad_levels()):
            seats = [{"kind": "human"}] + [{"kind": "bot", "level": level}] * (n - 1)
            path = _write(folder / f"level-{game}-{i}.json", match, {"colours": colours, "seats": seats, "match": f"torture-{game}"})
            report.checked["levels"] = report.checked.get("levels", 0) + 1
            session._cache.clear()
            info = session.summarize(path)
            app = _app()
            session.load_path(app, path)
            if not (info.reason and "bot level" in info.reason):
                report.failures.append(f"{path.name}: level {level!r} not named in the Load list ({info.reason})")
            if app.errors or not isinstance(app.top, MessageDialog):
                report.failures.append(f"{path.name}: level {level!r} gave {app.errors[-1:] or type(app.top).__name__}")


def odd_options() -> list[dict[str, Any]]:
    return [{"first_player": v} for v in (True, False, "0", 1.0, -1, 99, None, [0])] + [
        {"hostile": True}, {"missions": "yes"}, {"max_rounds": "3"}, {"max_rounds": True}, {"max_rounds": 0}]


def _at_start_with(options: dict[str, Any], data: dict[str, Any]) -> None:
    """A save's data edited to start the game with ``options`` (no moves made)."""
    data["config"]["options"].update(options)
    data.update(actions=[])


def run_options(report, folder: Path, moves: int = 40) -> None:
    """Item 5: odd options are refused with a named reason, or the game is playable:
    someone can move, and random moves go on without an error."""
    from game.core.saves import SaveError, load_match

    for game, (match, _colours) in _good_matches().items():
        for i, options in enumerate(odd_options()):
            # a game saved at its start: the options alone decide whether it loads
            path = _write(folder / f"options-{game}-{i}.json", match, {},
                          edit=partial(_at_start_with, options))
            report.checked["options"] = report.checked.get("options", 0) + 1
            try:
                loaded, _ = load_match(path)
            except SaveError as exc:
                if not str(exc).startswith(path.name):
                    report.failures.append(f"{path.name}: the reason does not name the file: {exc}")
                continue
            except Exception as exc:  # noqa: BLE001 - reported
                report.failures.append(f"{path.name} {options}: loading raised {type(exc).__name__}: {exc}")
                continue
            problem = playable(loaded, moves)
            if problem:
                report.failures.append(f"{path.name} {options}: {problem}")


def playable(match, moves: int = 40, seed: int = 5) -> str | None:
    """Why a loaded match cannot be played on (None when random moves go on fine)."""
    rng = random.Random(seed)
    for _ in range(moves):
        if match.is_over():
            return None
        seats = match.to_move()
        if not seats or any(type(s) is not int for s in seats):
            return f"nobody can move (to move: {seats!r})"
        seat = seats[0]
        if not match.legal(seat):
            return f"seat {seat} is to move with no legal move"
        try:
            match.submit(seat, match.rules.sample_action(match.state, seat, rng))
        except Exception as exc:  # noqa: BLE001 - reported
            return f"a random move raised {type(exc).__name__}: {exc}"
    return None


# --------------------------------------------------------------------------- 6: endless names


def hostile_names(rng: random.Random) -> list[str]:
    return ["W" * 2000, "a\u0301" * 1000, "\u202e" + "n" * 1999, "\U0001F600" * 1000, "x\n" * 999,
            "".join(chr(rng.randrange(0x20, 0x3000)) for _ in range(2000))]


def run_names(report, folder: Path, seed: int = 22) -> None:
    """Item 6: names from a save reach the boards at most NAME_LIMIT long, and a
    redraw with them costs less than NAME_FRAME_LIMIT of CPU."""
    import pygame

    from game.ui import session

    rng = random.Random(seed)
    for game, (match, colours) in _good_matches().items():
        n = len(colours)
        for i, name in enumerate(hostile_names(rng)):
            seats = [{"kind": "human", "name": name}] + [{"kind": "bot", "level": "easy", "name": name}] * (n - 1)
            path = _write(folder / f"names-{game}-{i}.json", match,
                          {"colours": colours, "names": [name] * n, "seats": seats, "match": f"torture-{game}"})
            report.checked["names"] = report.checked.get("names", 0) + 1
            session._cache.clear()
            app = _app()
            session.load_path(app, path)
            board = _board(app)
            if board is None:
                report.failures.append(f"{path.name}: did not load ({getattr(app.top, 'body', '')[:100]})")
                continue
            surf = pygame.Surface(app.size)
            app.frame(surf, [], 0.016)
            start = time.process_time()
            for _ in range(3):
                app.dirty = True
                app.frame(surf, [], 0.016)
            cost = (time.process_time() - start) / 3
            slowest = report.figures.setdefault("names_redraw_max_s", 0.0)
            report.figures["names_redraw_max_s"] = round(max(slowest, cost), 3)
            longest = max(len(x) for x in board.seat_names() + list(getattr(board, "names", [])))
            if longest > session.NAME_LIMIT:
                report.failures.append(f"{path.name}: a {longest}-character name reached the board")
            if cost > NAME_FRAME_LIMIT:
                report.failures.append(f"{path.name}: a redraw took {cost:.2f} s of CPU")
            if app.errors:
                report.failures.append(f"{path.name}: {app.errors[-1].splitlines()[-1][:120]}")


# --------------------------------------------------------------------------- 7: a slow disk at quit


def run_slow_disk(report, seconds: float = SLOW_DISK_SECONDS) -> dict[str, object]:
    """Item 7: the final save at quit is waited for however slow the disk (a
    write of ``seconds``), with a note on the window; a final save that fails
    asks the player.  Returns the figures."""
    from game.core.protocol import GameConfig
    from game.core.saves import load_match
    from game.registry import windowed
    from game.ui import app as app_module
    from game.ui import controller as controller_module
    from game.ui import session
    from game.ui.controller import SeatSpec
    from game.ui.scene import MessageDialog

    report.checked["slow_disk"] = report.checked.get("slow_disk", 0) + 1
    real = controller_module.atomic_write_text
    entry = next(iter(windowed()))
    players = max(2, entry.load_rules().min_players)
    session.autosave_path(entry.id).unlink(missing_ok=True)     # torture's own folder: no question before starting
    app = _app()
    session.start(app, GameConfig(entry.id, players, 4), [SeatSpec("bot", "easy") for _ in range(players)])
    board = _board(app)
    deadline = time.monotonic() + 30
    while len(board.ctl.match.log) < 4 and time.monotonic() < deadline:
        app.frame(_surface(app), [], 0.016)
        time.sleep(0.002)
    _flush()
    notes: list[float] = []
    real_note = app_module.draw_saving_note

    def slow(path, text):
        time.sleep(seconds)
        real(path, text)

    def note(waited: float) -> None:
        notes.append(waited)
        real_note(waited)

    controller_module.atomic_write_text = slow
    app_module.draw_saving_note = note
    app.running = False
    start = time.monotonic()
    done: bool | Exception
    try:
        done = app_module.final_saves(app)
    except Exception as exc:  # noqa: BLE001 - reported
        done = exc
    finally:
        controller_module.atomic_write_text = real
        app_module.draw_saving_note = real_note
    waited = time.monotonic() - start
    log = list(board.ctl.match.log)
    if done is not True:
        report.failures.append(f"slow disk: quitting gave {done!r}")
    elif load_match(session.autosave_path(board.ctl.match.config.game))[0].log != log:
        report.failures.append("slow disk: the final save does not hold the final position")
    if seconds > app_module.SAVING_NOTE_AFTER + 0.5 and not notes:
        report.failures.append("slow disk: the window never said it was saving")

    def full(path, text):
        raise OSError(28, "No space left on device")

    controller_module.atomic_write_text = full
    try:
        asked = app_module.final_saves(app) is False and isinstance(app.top, MessageDialog)
    finally:
        controller_module.atomic_write_text = real
    if not asked:
        report.failures.append("slow disk: a final save that failed was not told")
    return {"write_s": seconds, "quit_waited_s": round(waited, 2), "notes_drawn": len(notes), "failed_final_save_asked": asked}


def _surface(app):
    import pygame

    return pygame.Surface(app.size)


# --------------------------------------------------------------------------- 8: links in place of logs


def log_cases(folder: Path) -> dict[str, Callable[[Path], Path | None]]:
    """name -> a function putting a hostile thing where a log goes; returns the
    file it must leave untouched (None when there is none)."""
    def victim(name: str) -> Path:
        path = folder / "victims" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("precious\n")
        return path

    def link_to_file(p: Path) -> Path:
        target = victim(p.name + ".target")
        p.symlink_to(target)
        return target

    def relative_link(p: Path) -> Path:
        target = victim(p.name + ".relative")
        p.symlink_to(os.path.relpath(target, p.parent))
        return target

    def dangling(p: Path) -> None:
        p.symlink_to(folder / "victims" / "not-there")

    def loop(p: Path) -> None:
        p.symlink_to(p)

    def to_folder(p: Path) -> None:
        (folder / "victims").mkdir(parents=True, exist_ok=True)
        p.symlink_to(folder / "victims")

    def to_devnull(p: Path) -> None:
        p.symlink_to(os.devnull)

    def a_folder(p: Path) -> None:
        p.mkdir()

    def fifo(p: Path) -> None:
        os.mkfifo(p)

    cases: dict[str, Callable[[Path], Path | None]] = {"folder": a_folder}
    if os.name == "posix":
        cases.update(link_to_file=link_to_file, relative_link=relative_link, dangling=dangling, loop=loop,
                     to_folder=to_folder, to_devnull=to_devnull, fifo=fifo)
    return cases


def run_logs(report, folder: Path) -> None:
    """Item 8: error.log and the built program's log are never written through a
    link (what it points at is untouched) and never stop the game."""
    from game.core import userlog
    from game.core.files import open_own_file

    for which in ("error.log", "PocketEpics.log"):
        for name, make in log_cases(folder / which.replace(".", "_")).items():
            home = folder / which.replace(".", "_") / name
            home.mkdir(parents=True, exist_ok=True)
            path = home / which
            report.checked["logs"] = report.checked.get("logs", 0) + 1
            keep = make(path)
            try:
                if which == "error.log":
                    userlog.reset_repeats()
                    userlog.log(f"torture {name}", path)
                else:
                    try:
                        with open_own_file(path) as fh:
                            fh.write(f"torture {name}\n")
                    except OSError:
                        pass            # the entry point then runs without its log file
            except Exception as exc:  # noqa: BLE001 - reported
                report.failures.append(f"{which} {name}: raised {type(exc).__name__}: {exc}")
                continue
            if keep is not None and keep.read_text() != "precious\n":
                report.failures.append(f"{which} {name}: wrote through the link into {keep.name}")
            if path.is_symlink() and os.path.exists(path) and Path(os.path.realpath(path)).is_file():
                report.failures.append(f"{which} {name}: still a link to a file")
