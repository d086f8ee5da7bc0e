"""Issue 14: never lose a game — saves, settings, maps and the rules API under faults
and bad input.  Every hostile file is made by the test itself."""

from __future__ import annotations

import errno
import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
import warnings
from pathlib import Path

import pygame
import pytest

from game.core.files import FileRefused, read_bounded, remove_stale_temps, unique_path
from game.core.match import Match
from game.core.protocol import GameConfig, IllegalAction
from game.core.saves import SaveError, load_match, save_match
from game.ui import controller as controller_module
from game.ui import session
from game.ui.controller import Controller, SeatSpec, writer
from game.ui.scene import MessageDialog
from game.ui.scenes.menu import MenuScene
from game.ui.settings import MIN_WINDOW, Settings, load_settings
from game.ui.stack import App

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture()
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("POCKET_EPICS_HOME", str(tmp_path))
    from game.core import userlog

    userlog.reset_repeats()
    return tmp_path


def make_app(size=(1024, 640), lang="en") -> App:
    pygame.init()
    app = App(Settings(bot_speed="instant", anim_speed="off", language=lang), size, persist=True)
    app.reset(MenuScene(app))
    return app


def flush() -> None:
    writer().submit(lambda: None).result(timeout=10)


def played(game: str, players: int, steps: int, seed: int = 1) -> Match:
    match = Match(GameConfig(game, players, seed))
    rng = random.Random(seed)
    for _ in range(steps):
        if match.is_over():
            break
        seat = match.to_move()[0]
        match.submit(seat, match.rules.sample_action(match.state, seat, rng))
    return match


def run_frames(app: App, surf: pygame.Surface, n: int = 3) -> None:
    for _ in range(n):
        app.frame(surf, [], 0.016)


# --------------------------------------------------------------------------- the rules API


def _look_alikes(action: tuple) -> list[tuple]:
    """Actions equal to ``action`` under ==, but of other types."""
    out = []
    for i, value in enumerate(action):
        if type(value) is int and not isinstance(value, bool):
            out.append(action[:i] + (float(value),) + action[i + 1:])
            if value in (0, 1):
                out.append(action[:i] + (bool(value),) + action[i + 1:])
        elif type(value) is bool:
            out.append(action[:i] + (int(value),) + action[i + 1:])
        elif isinstance(value, tuple) and value:
            for inner in _look_alikes(value):
                out.append(action[:i] + (inner,) + action[i + 1:])
    return out


def _fingerprint(match: Match) -> str:
    rules, state = match.rules, match.state
    views = [rules.view(state, seat) for seat in [None, *range(match.config.players)]]
    return json.dumps([views, len(state.log), len(state.events), state.rng.getstate()[1][:5]], sort_keys=True, default=str)


@pytest.mark.parametrize("game,players", [("kingdoms", 3), ("kingdoms", 2), ("conquest", 3), ("galaxies", 3), ("chronicles", 3)])
def test_i14_submit_refuses_look_alike_actions_and_changes_nothing(game, players):
    """15.0 is not 15 and True is not seat 0 or 1: submit raises IllegalAction and the state is untouched
    (100 look-alikes per game, taken from real legal actions along random games)."""
    checked, seed = 0, 0
    while checked < 100:
        seed += 1
        match = Match(GameConfig(game, players, seed))
        rng = random.Random(seed)
        while not match.is_over() and checked < 100:
            seat = match.to_move()[0]
            legal = match.legal(seat)
            sampled = match.rules.sample_action(match.state, seat, rng)   # compound games list only a few
            fakes = [a for legal_action in [*legal, sampled] for a in _look_alikes(legal_action)]
            if fakes and rng.random() < 0.3:
                before = _fingerprint(match)
                fake = rng.choice(fakes)
                with pytest.raises(IllegalAction):
                    match.submit(seat, fake)
                with pytest.raises(IllegalAction):
                    match.submit(True if seat == 1 else float(seat), legal[0])
                assert _fingerprint(match) == before
                checked += 1
            match.submit(seat, match.rules.sample_action(match.state, seat, rng))
    assert checked == 100


@pytest.mark.parametrize("bad", [("x", {}), ("x", 1.5), (), ["pass", [1, [2, [3]]]], "pass", ("pass", b"x"), (5,)])
def test_i14_submit_refuses_actions_that_are_not_action_shaped(bad):
    """Dicts, floats, bytes, empty or kind-less actions are refused before any game code runs."""
    match = played("kingdoms", 3, 30)
    before = _fingerprint(match)
    with pytest.raises(IllegalAction):
        match.submit(match.to_move()[0], bad)
    assert _fingerprint(match) == before


def test_i14_deeply_nested_action_is_refused_not_a_recursion_crash():
    match = played("conquest", 2, 5)
    deep: list = []
    for _ in range(5000):
        deep = [deep]
    with pytest.raises(IllegalAction):
        match.submit(match.to_move()[0], ["roll", deep])


# --------------------------------------------------------------------------- save files


def _write_save(path: Path, match: Match, meta: dict | None = None, edit=None) -> Path:
    save_match(match, path, meta)
    if edit:
        data = json.loads(path.read_text())
        edit(data)
        path.write_text(json.dumps(data))
    return path


def test_i14_a_save_with_fewer_colours_than_players_is_refused_before_replay(home):
    """Validated fully before replay: no blank board, no growing log, a named reason in the list."""
    path = _write_save(home / "few.json", played("kingdoms", 3, 20), {"colours": ["white", "blue"]})
    info = session.summarize(path)
    assert info.reason and "2 colours for 3 players" in info.reason
    app = make_app()
    session.load_path(app, path)
    assert isinstance(app.top, MessageDialog) and "colours" in app.top.body
    assert not app.errors


@pytest.mark.parametrize("field,value,fragment", [
    ("players", "3", "number of players"), ("players", True, "number of players"), ("players", 3.0, "number of players"),
    ("seed", 1.5, "seed"), ("seed", True, "seed"), ("variant", "moon", "variant"), ("game", "chess", "unknown game"),
    ("options", [1], "options"),
])
def test_i14_save_config_is_checked_strictly(home, field, value, fragment):
    path = _write_save(home / "bad.json", played("kingdoms", 3, 5), edit=lambda d: d["config"].update({field: value}))
    with pytest.raises(SaveError, match=fragment):
        load_match(path)


def test_i14_save_with_a_bool_seat_or_float_action_is_refused(home):
    match = played("kingdoms", 3, 10)
    path = _write_save(home / "bool.json", match, edit=lambda d: d["actions"].__setitem__(0, [False, d["actions"][0][1]]))
    with pytest.raises(SaveError, match="move 1 is malformed"):
        load_match(path)
    path = _write_save(home / "float.json", match, edit=lambda d: d["actions"][0][1].append(1.0))
    with pytest.raises(SaveError, match="move 1"):
        load_match(path)


def test_i14_named_pipe_save_does_not_hang_the_load_screen(home):
    """A named pipe is reported as not a regular file, at once."""
    saves = session.saves_dir()
    os.mkfifo(saves / "pipe.json")
    _write_save(saves / "good.json", played("kingdoms", 3, 10))
    done: list = []
    thread = threading.Thread(target=lambda: done.append(session.list_saves(make_app())), daemon=True)
    thread.start()
    thread.join(5)
    assert done, "listing the saves hung on a named pipe"
    by_name = {i.path.name: i for i in done[0]}
    assert "not a regular file" in by_name["pipe.json"].reason
    assert by_name["good.json"].ok
    with pytest.raises(SaveError, match="not a regular file"):
        load_match(saves / "pipe.json")


def test_i14_only_bounded_files_and_strings_are_read(home):
    """Over 5 MB is refused without reading it; a 20-million-character string never reaches a font."""
    big = home / "big.json"
    with open(big, "w") as fh:
        fh.write('{"format": "pocket-epics-save", "version": 1, "meta": {"label": "' + "x" * 6_000_000 + '"}}')
    with pytest.raises(SaveError, match="too large"):
        load_match(big)
    long_label = home / "long.json"
    _write_save(long_label, played("kingdoms", 2, 5), {"label": "y" * 4_000_000})
    with pytest.raises(SaveError, match="too long"):
        load_match(long_label)
    info = session.summarize(long_label)
    assert info.reason and len(session.describe(info)[1]) < 300
    with pytest.raises(FileRefused, match="too large"):
        read_bounded(big, 1000)


def test_i14_load_list_texts_are_clipped_and_printable(home):
    path = _write_save(session.saves_dir() / "weird.json", played("kingdoms", 3, 12),
                       {"label": "\x00\x1b[31m" + "é" * 1500, "names": ["\u202e" + "n" * 1000, "", ""]})
    info = session.summarize(path)
    assert info.ok
    title, details = session.describe(info)
    assert len(title) <= 2 * session.SHOWN_TEXT + 20 and all(ch.isprintable() for ch in title + details)
    app = make_app()
    from game.ui.scenes.load import LoadScene

    app.push(LoadScene(app))
    run_frames(app, pygame.Surface((1024, 640)))
    assert not app.errors


# --------------------------------------------------------------------------- autosaves


def test_i14_one_autosave_per_game_continue_offers_the_most_recent(home):
    app = make_app()
    surf = pygame.Surface((1024, 640))
    session.start(app, GameConfig("kingdoms", 3, 4), [SeatSpec("human"), SeatSpec("bot", "easy"), SeatSpec("bot", "easy")])
    run_frames(app, surf)
    flush()
    time.sleep(0.02)
    session.start(app, GameConfig("conquest", 2, 4), [SeatSpec("human"), SeatSpec("bot", "easy")], {"colours": ["red", "blue"]})
    assert not isinstance(app.top, MessageDialog)           # another game: nothing to replace
    run_frames(app, surf)
    flush()
    saves = home / "saves"
    assert (saves / "autosave-kingdoms.json").is_file() and (saves / "autosave-conquest.json").is_file()
    assert session.last_save_path(app).name == "autosave-conquest.json"
    os.utime(saves / "autosave-kingdoms.json", (time.time() + 5, time.time() + 5))
    assert session.last_save_path(app).name == "autosave-kingdoms.json"
    assert {i.path.name for i in session.list_saves(app)} == {"autosave-kingdoms.json", "autosave-conquest.json"}


def _unfinished_kingdoms(app, surf) -> tuple[Path, list]:
    session.start(app, GameConfig("kingdoms", 3, 4), [SeatSpec("bot", "easy"), SeatSpec("bot", "easy"), SeatSpec("bot", "easy")])
    for _ in range(30):
        app.frame(surf, [], 0.016)
        time.sleep(0.002)
    board = app.top
    board.ctl.save_async()
    flush()
    return home_autosave(), list(board.ctl.match.log)


def home_autosave() -> Path:
    return session.autosave_path("kingdoms")


def test_i14_new_game_asks_before_replacing_an_unfinished_game(home):
    app = make_app()
    surf = pygame.Surface((1024, 640))
    slot, log = _unfinished_kingdoms(app, surf)
    before = slot.read_text()
    app.reset(MenuScene(app))
    session.start(app, GameConfig("kingdoms", 2, 9), [SeatSpec("human"), SeatSpec("bot")])
    dialog = app.top
    assert isinstance(dialog, MessageDialog) and dialog.title_text == "Replace the unfinished game?"
    run_frames(app, surf)
    dialog.back()                                           # Esc / Cancel: nothing replaced
    assert isinstance(app.top, MenuScene) and slot.read_text() == before
    session.start(app, GameConfig("kingdoms", 2, 9), [SeatSpec("human"), SeatSpec("bot")])
    app.top.ensure_layout()
    keep = next(b for b in app.top.group.buttons if b.caption() == "Keep a copy")
    keep.action()                                           # the old game is kept as a manual save
    flush()
    kept = [p for p in (home / "saves").glob("kingdoms-*.json")]
    assert len(kept) == 1 and load_match(kept[0])[0].log == log
    assert app.top.ctl.match.config.players == 2
    assert not app.errors


def test_i14_loading_a_save_asks_before_its_autosave_replaces_an_unfinished_game(home):
    app = make_app()
    surf = pygame.Surface((1024, 640))
    _unfinished_kingdoms(app, surf)
    other = _write_save(home / "saves" / "other.json", played("kingdoms", 2, 10, seed=7))
    app.reset(MenuScene(app))
    session.load_path(app, other)
    assert isinstance(app.top, MessageDialog) and app.top.title_text == "Replace the unfinished game?"
    app.reset(MenuScene(app))
    session.continue_last(app)                               # the game in the slot itself: no question
    assert not isinstance(app.top, MessageDialog)


def test_i14_two_manual_saves_in_the_same_second_get_unique_names(home, monkeypatch):
    app = make_app()
    surf = pygame.Surface((1024, 640))
    session.start(app, GameConfig("kingdoms", 2, 8), [SeatSpec("human"), SeatSpec("bot", "easy")])
    run_frames(app, surf)
    monkeypatch.setattr(time, "strftime", lambda fmt, *a: fmt.replace("%Y%m%d-%H%M%S", "20260101-120000"))
    board = app.top
    board.save_now()
    board.save_now()
    board.save_now()                                          # same second, or the clock set back
    names = sorted(p.name for p in (home / "saves").glob("kingdoms-*.json"))
    assert names == ["kingdoms-20260101-120000-2.json", "kingdoms-20260101-120000-3.json", "kingdoms-20260101-120000.json"]
    assert all(load_match(home / "saves" / n) for n in names)
    a, b = unique_path(home, "x"), unique_path(home, "x")
    assert a != b


def test_i14_stale_temp_files_are_removed_at_start(home):
    from game.ui.app import tidy_user_folder

    saves = session.saves_dir()
    old = saves / ".autosave-kingdoms.json.abc123.tmp"
    fresh = saves / ".autosave-kingdoms.json.def456.tmp"       # maybe another running copy's write
    old_settings = home / ".settings.json.x1.tmp"
    for p in (old, fresh, old_settings):
        p.write_text("{half")
    past = time.time() - 3600
    os.utime(old, (past, past))
    os.utime(old_settings, (past, past))
    keep = saves / "kingdoms-1.json"
    keep.write_text("{}")
    os.utime(keep, (past, past))
    tidy_user_folder()
    assert not old.exists() and not old_settings.exists()
    assert fresh.exists() and keep.exists()
    assert remove_stale_temps(saves, older_than=0.0) == [fresh]


def test_i14_failed_autosave_is_shown_at_once_and_stays_until_a_save_succeeds(home, monkeypatch):
    """A banner saying where and why, with "Save elsewhere", until an autosave succeeds; the
    error dialog then does not claim the game is autosaved."""
    app = make_app()
    surf = pygame.Surface((1024, 640))
    session.start(app, GameConfig("kingdoms", 3, 6), [SeatSpec("human"), SeatSpec("bot", "easy"), SeatSpec("bot", "easy")])
    flush()
    board = app.top
    real = controller_module.atomic_write_text

    def full_disk(path, text):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(controller_module, "atomic_write_text", full_disk)
    board.ctl.save_async()
    flush()
    run_frames(app, surf)
    assert board.save_banner.rect.w > 0 and board.save_banner.button.w > 0
    from game.ui.save_banner import SaveElsewhere, banner_text

    text = banner_text(board.ctl)
    assert "the disk is full" in text and f"{home.name}/saves" in text and "NOT saved" in text
    body = app.error_body("ValueError: x")
    assert "NOT autosaved" in body and "the disk is full" in body
    from game.ui.i18n import set_language

    set_language("ru")
    try:
        assert "диск заполнен" in banner_text(board.ctl)             # the reason in the player's language
    finally:
        set_language("en")
    spot = board.save_banner.button.center
    app.frame(surf, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=spot), pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=spot)], 0.016)
    assert isinstance(app.top, SaveElsewhere)
    app.top.back()
    for _ in range(3):                                         # it stays while saves keep failing
        board.ctl.save_async()
        flush()
        run_frames(app, surf, 1)
        assert board.save_banner.rect.w > 0
    monkeypatch.setattr(controller_module, "atomic_write_text", real)
    board.ctl.save_async()
    flush()
    run_frames(app, surf, 1)
    assert board.save_banner.rect.w == 0 and banner_text(board.ctl) is None
    assert "autosaved" in app.error_body("ValueError: x") and "NOT" not in app.error_body("ValueError: x")


def test_i14_save_elsewhere_writes_a_copy_and_keeps_autosaving_there(home, tmp_path_factory, monkeypatch):
    other = tmp_path_factory.mktemp("elsewhere")
    match = played("kingdoms", 3, 15)
    ctl = Controller(match, [SeatSpec("human"), SeatSpec("bot"), SeatSpec("bot")], home / "saves" / "autosave-kingdoms.json")
    monkeypatch.setattr(controller_module, "atomic_write_text", _fail_under(home / "saves"))
    ctl.save_async()
    flush()
    assert ctl.save_error
    copy = ctl.save_elsewhere(other)
    assert copy.parent == other and load_match(copy)[0].log == match.log
    rng = random.Random(3)
    seat = match.to_move()[0]
    ctl.apply(seat, match.rules.sample_action(match.state, seat, rng))
    ctl.save_async()
    flush()
    assert load_match(copy)[0].log == match.log                # the fallback follows the game


def _fail_under(folder: Path):
    real = controller_module.atomic_write_text.__wrapped__ if hasattr(controller_module.atomic_write_text, "__wrapped__") else controller_module.atomic_write_text

    def write(path, text):
        if Path(path).parent == folder:
            raise OSError(errno.EROFS, "Read-only file system")
        real(path, text)
    return write


@pytest.mark.parametrize("code", [errno.ENOSPC, errno.EROFS])
def test_i14_fault_injection_disk_fills_mid_game_player_told_and_nothing_older_overwrites(home, monkeypatch, code):
    """Bots play; the disk fills (ENOSPC) or the folder turns read-only (EROFS) mid-game (a
    patched writer; root ignores real permissions), then recovers.  The player is told at once;
    the saved game on disk is never older than the last successful save; once writing works again
    the newest position is written and Continue opens it."""
    app = make_app()
    surf = pygame.Surface((1024, 640))
    session.start(app, GameConfig("kingdoms", 3, 12), [SeatSpec("bot", "easy"), SeatSpec("bot", "easy"), SeatSpec("bot", "easy")])
    board = app.top
    slot = session.autosave_path("kingdoms")
    real = controller_module.atomic_write_text
    state = {"full": False, "written": 0}

    def disk(path, text):
        if state["full"]:
            raise OSError(code, os.strerror(code))
        real(path, text)
        state["written"] = len(json.loads(text)["actions"])

    monkeypatch.setattr(controller_module, "atomic_write_text", disk)
    deadline = time.monotonic() + 30
    while len(board.ctl.match.log) < 6 and time.monotonic() < deadline:
        app.frame(surf, [], 0.016)
        time.sleep(0.002)
    board.ctl.save_async()
    flush()
    state["full"] = True
    good_moves = state["written"]
    assert good_moves > 0 and len(load_match(slot)[0].log) == good_moves
    deadline = time.monotonic() + 30
    while (len(board.ctl.match.log) < good_moves + 6 or not board.ctl.save_error) and time.monotonic() < deadline:
        app.frame(surf, [], 0.016)
        time.sleep(0.002)
        flush()
        if board.ctl.save_error and app.top is board:
            app.frame(surf, [], 0.016)
            assert board.save_banner.rect.w > 0                              # told at the next frame
        assert len(load_match(slot)[0].log) == good_moves                    # the last good save stays intact
    assert board.ctl.save_error and len(board.ctl.match.log) > good_moves
    state["full"] = False
    board.ctl.save_async()
    flush()
    newest = list(board.ctl.match.log)
    assert load_match(slot)[0].log == newest and board.ctl.save_error is None
    app2 = make_app()
    session.continue_last(app2)
    assert app2.top.ctl.match.log == newest


def test_i14_saves_folder_cannot_be_created_game_starts_and_never_claims_a_save(tmp_path, monkeypatch):
    """The user folder is under a file: the game still starts, with the banner, and no false claim."""
    blocker = tmp_path / "blocker"
    blocker.write_text("not a folder")
    monkeypatch.setenv("POCKET_EPICS_HOME", str(blocker / "home"))
    app = make_app()
    surf = pygame.Surface((1024, 640))
    assert session.last_save_path(app) is None and session.list_saves(app) == []
    session.start(app, GameConfig("kingdoms", 3, 2), [SeatSpec("human"), SeatSpec("bot", "easy"), SeatSpec("bot", "easy")])
    flush()
    run_frames(app, surf)
    board = app.top
    assert board.ctl.save_error and board.save_banner.rect.w > 0
    assert "NOT autosaved" in app.error_body("RuntimeError: x")
    board.save_now()                                           # a manual save says it failed, naming where
    assert isinstance(app.top, MessageDialog) and "could not be saved" in app.top.title_text
    assert not app.errors


# --------------------------------------------------------------------------- signals


def test_i14_sighup_and_ctrl_c_end_the_loop_like_sigterm():
    from game.ui.app import install_quit_signals

    class FakeApp:
        running = True

    for sig in (signal.SIGINT, signal.SIGHUP, signal.SIGTERM):
        app = FakeApp()
        previous = install_quit_signals(app)
        try:
            os.kill(os.getpid(), sig)
            time.sleep(0.01)
            assert app.running is False
        finally:
            for s, handler in previous:
                signal.signal(s, handler)


_DRIVER = r"""
import sys
import game.ui.stack as S
from game.core.protocol import GameConfig
from game.ui import session
from game.ui.controller import SeatSpec
seen = {}
frame = S.App.frame
def patched(self, surf, events, dt, force=True):
    if "app" not in seen:
        seen["app"] = self
        session.start(self, GameConfig("kingdoms", 2, 5), [SeatSpec("bot", "easy"), SeatSpec("bot", "easy")])
    drawn = frame(self, surf, events, dt, force)
    if len(self.top.ctl.match.log) >= 4 and "ready" not in seen:
        seen["ready"] = True
        print("READY", flush=True)
    return drawn
S.App.frame = patched
from game.ui.app import run
code = run()
board = [s for s in seen["app"].stack if getattr(s, "ctl", None)][0]
print("FINAL", len(board.ctl.match.log), flush=True)
sys.exit(code)
"""


@pytest.mark.parametrize("sig", [signal.SIGHUP, signal.SIGINT, signal.SIGTERM])
def test_i14_quit_signals_make_the_final_save(tmp_path, sig):
    """The real window loop in a child process: SIGHUP and Ctrl+C (SIGINT) save the position at
    quit exactly like SIGTERM and closing the window."""
    (tmp_path / "settings.json").write_text(json.dumps({"bot_speed": "fast"}))
    env = dict(os.environ, POCKET_EPICS_HOME=str(tmp_path), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    child = subprocess.Popen([sys.executable, "-c", _DRIVER], cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout.readline().strip() == "READY"
        child.send_signal(sig)
        out, _ = child.communicate(timeout=30)
    finally:
        if child.poll() is None:
            child.kill()
    assert child.returncode == 0
    final = int(out.split("FINAL")[1].split()[0])
    match, _ = load_match(tmp_path / "saves" / "autosave-kingdoms.json")
    assert len(match.log) == final


# --------------------------------------------------------------------------- settings, log, window


@pytest.mark.parametrize("data,key,expected", [
    ({"anim_speed": ["fast"]}, "anim_speed", "normal"),
    ({"window": {}}, "window", [1280, 800]),
    ({"fullscreen": "no"}, "fullscreen", False),
    ({"fullscreen": 1}, "fullscreen", False),
    ({"language": ["ru"]}, "language", "en"),
    ({"bot_speed": None}, "bot_speed", "normal"),
    ({"window": [10, 10]}, "window", list(MIN_WINDOW)),
])
def test_i14_an_unusable_setting_falls_back_to_its_default_with_one_log_line(home, data, key, expected):
    path = home / "settings.json"
    path.write_text(json.dumps(dict(data, language=data.get("language", "uk"))))
    settings = load_settings(path)
    assert getattr(settings, key) == expected
    if key != "language":
        assert settings.language == "uk"                        # the good values stay
    if data.get(key) != expected and key != "window" or data == {"window": {}}:
        log = (home / "error.log").read_text()
        assert log.count(f"settings: {key} =") == 1


def test_i14_infinite_window_size_falls_back(home):
    path = home / "settings.json"
    path.write_text('{"window": [Infinity, 800], "colorblind": true}')
    settings = load_settings(path)
    assert settings.window == [1280, 800] and settings.colorblind is True


@pytest.mark.parametrize("content", ["[" * 100_000 + "]" * 100_000, "{broken", b"\xff\xfe\x00", "[1, 2]"])
def test_i14_an_unreadable_settings_file_is_renamed_aside_and_replaced(home, content):
    path = home / "settings.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content)
    settings = load_settings(path)
    assert settings == Settings()
    assert (home / "settings.json.bad").is_file()
    assert json.loads(path.read_text())["language"] == "en"       # replaced by the defaults
    assert "moved to settings.json.bad" in (home / "error.log").read_text()


def test_i14_settings_named_pipe_does_not_hang(home):
    os.mkfifo(home / "settings.json")
    done: list = []
    thread = threading.Thread(target=lambda: done.append(load_settings(home / "settings.json")), daemon=True)
    thread.start()
    thread.join(5)
    assert done and done[0] == Settings()


def test_i14_error_log_is_capped_rotated_and_repeats_dropped(home, monkeypatch):
    from game.core import userlog

    monkeypatch.setattr(userlog, "MAX_BYTES", 20_000)
    app = make_app()
    for i in range(2000):
        app.fail(ValueError(f"distinct problem {i}"))
        app.pop()
    log = home / "error.log"
    assert log.stat().st_size <= 20_000 and (home / "error.log.1").stat().st_size <= 20_000
    before = log.read_text().count("the same again")
    for _ in range(500):                                          # a fault repeating every frame
        try:
            raise RuntimeError("same again")
        except RuntimeError as exc:
            app.fail(exc)
            app.pop()
    text = log.read_text() + (home / "error.log.1").read_text()
    assert text.count("RuntimeError: same again") - before <= userlog.MAX_REPEATS
    assert len(app.errors) <= 50


def test_i14_the_window_has_a_minimum_size():
    from game.ui.app import _set_mode

    pygame.init()
    _set_mode(Settings(window=[1024, 640]))
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            assert tuple(pygame.Window.from_display_module().minimum_size) == MIN_WINDOW
    finally:
        pygame.display.quit()
    small = Settings(window=[100, 100])
    small.sanitise()
    assert small.window == list(MIN_WINDOW)


# --------------------------------------------------------------------------- maps


def _map_text() -> str:
    from game.kingdoms.maps import default_folder

    return (default_folder() / "T1A.tmx").read_text(encoding="utf-8")


def test_i14_named_pipe_map_and_named_pipe_tileset_do_not_hang(tmp_path):
    from game.kingdoms.maps import MapError, load_side

    os.mkfifo(tmp_path / "pipe.tmx")
    os.mkfifo(tmp_path / "tiles.tsx")
    (tmp_path / "ext.tmx").write_text(_map_text().replace("<objectgroup", '<tileset firstgid="1" source="tiles.tsx"/><objectgroup', 1))
    results: list = []

    def run():
        for name in ("pipe.tmx", "ext.tmx"):
            try:
                load_side(tmp_path / name)
            except MapError as exc:
                results.append(str(exc))

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(5)
    assert len(results) == 2, "the map loader hung"
    assert "pipe.tmx" in results[0] and "not a regular file" in results[0]
    assert "ext.tmx" in results[1] and "external tileset" in results[1]


@pytest.mark.parametrize("layer,fragment", [
    ('<layer id="5" name="art" width="900" height="900"><data encoding="base64" compression="zlib">{z}</data></layer>', "tile layers"),
    ('<layer id="5" name="art" width="2" height="2"><data encoding="csv">1,2,3,4</data></layer>', "tile layers"),
    ('<tileset firstgid="1" source="x.tsx"/>', "external tileset"),
])
def test_i14_tile_layers_and_external_tilesets_are_refused_before_decoding(tmp_path, layer, fragment):
    import base64
    import zlib

    from game.kingdoms.maps import MapError, load_side

    bomb = base64.b64encode(zlib.compress(b"\0" * 3_240_000, 9)).decode()
    path = tmp_path / "layer.tmx"
    path.write_text(_map_text().replace("<objectgroup", layer.replace("{z}", bomb) + "<objectgroup", 1))
    started = time.perf_counter()
    with pytest.raises(MapError, match=fragment):
        load_side(path)
    assert time.perf_counter() - started < 1.0


def test_i14_map_points_and_crowding_are_bounded_before_the_heavy_geometry(tmp_path):
    """Many points over all objects, or many outline pieces in one spot, are refused fast (the
    553 KB map that took 4 GiB had quadratic work in one crowded spot)."""
    from game.kingdoms.maps import MapError, load_side
    from game.kingdoms.tmx import MAX_TOTAL_POINTS

    text = _map_text()
    start = text.index('points="') + len('points="')
    end = text.index('"', start)
    crowded = " ".join(f"{10 + (i % 2) * 0.3},{10 + i * 0.01:.2f}" for i in range(990))
    many_objects = "".join(
        f'<object id="{300 + k}" name="x{k}" x="0" y="0"><polyline points="'
        + " ".join(f"{j % 50},{j % 40}" for j in range(500)) + '"/></object>' for k in range(10))
    diagonals = "".join(
        f'<object id="{400 + k}" name="d{k}" x="0" y="0"><polyline points="'
        + " ".join(f"{(j % 2) * 479},{(j * 7 + k) % 639}" for j in range(350)) + '"/></object>' for k in range(10))
    cases = {
        "crowded.tmx": (text[:start] + crowded + text[end:], "too complex|crowd"),
        "diagonals.tmx": (text.replace('<objectgroup id="2" name="rivers" color="#2f7fd0">',
                                       '<objectgroup id="2" name="rivers" color="#2f7fd0">' + diagonals), "too complex"),
        "points.tmx": (text.replace('<objectgroup id="2" name="rivers" color="#2f7fd0">',
                                    '<objectgroup id="2" name="rivers" color="#2f7fd0">' + many_objects), f"{MAX_TOTAL_POINTS}"),
    }
    for name, (content, fragment) in cases.items():
        (tmp_path / name).write_text(content)
        started = time.perf_counter()
        with pytest.raises(MapError, match=fragment):
            load_side(tmp_path / name)
        assert time.perf_counter() - started < 2.0, name


def test_i14_a_bad_map_is_skipped_with_a_named_error_and_the_others_stay_playable(tmp_path):
    import shutil

    from game.kingdoms.maps import default_folder, load_all, load_problems
    from game.kingdoms.rules import KingdomsRules

    for path in default_folder().glob("*.tmx"):
        shutil.copy(path, tmp_path / path.name)
    (tmp_path / "broken.tmx").write_text(_map_text()[:500])
    os.mkfifo(tmp_path / "pipe.tmx")
    sides = load_all(tmp_path)
    assert len(sides) == 16
    problems = load_problems(tmp_path)
    assert len(problems) == 2 and any("broken.tmx" in p for p in problems) and any("pipe.tmx" in p for p in problems)
    rules = KingdomsRules(sides=sides)
    match = Match(GameConfig("kingdoms", 4, 3), rules)
    rng = random.Random(3)
    while not match.is_over():
        seat = match.to_move()[0]
        match.submit(seat, rules.sample_action(match.state, seat, rng))
    assert rules.check_invariants(match.state) == []


# --------------------------------------------------------------------------- the Load list (issue 15)


def _fill_saves(n: int) -> list[Path]:
    folder = session.saves_dir()
    paths = []
    for i in range(n):
        match = played("kingdoms" if i % 2 else "conquest", 2 + i % 2, 10 + i, seed=i)
        colours = ["white", "blue", "purple"][: match.config.players] if i % 2 else ["red", "blue"]
        ctl = Controller(match, [SeatSpec("human")] + [SeatSpec("bot")] * (match.config.players - 1), None,
                         meta={"colours": colours})
        path = folder / f"save-{i:02d}.json"
        ctl.save_to(path)
        os.utime(path, (1_700_000_000 + i * 60, 1_700_000_000 + i * 60))
        paths.append(path)
    return paths


def test_i15_load_list_shows_every_save_scrolls_and_shows_game_date_turn_players_leader(home):
    """More than 8 saves: all reachable by scrolling (wheel and keys), newest first; each row says
    the game, the date, the turn, the players and who leads."""
    from game.ui.scenes.load import LoadScene

    paths = _fill_saves(14)
    app = make_app()
    surf = pygame.Surface((1024, 640))
    app.push(LoadScene(app))
    run_frames(app, surf)
    scene = app.top
    seen = []
    for _ in range(20):
        seen += [info.path for _, info in scene.rows if info.path not in seen]
        app.frame(surf, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)], 0.016)
    assert seen == sorted(paths, key=lambda p: p.stat().st_mtime, reverse=True)
    app.frame(surf, [key(pygame.K_PAGEUP)] * 3, 0.016)
    assert scene.first == 0
    title, details = session.describe(session.summarize(paths[13]))
    assert title == "Kingdoms" and "3 players" in details and "turn " in details and ("leads" in details or "tied" in details)
    assert session.when_text(session.summarize(paths[13])).startswith("2023-11-")
    assert not app.errors


def key(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def test_i15_delete_asks_first_then_removes_the_file(home):
    from game.ui.scenes.load import LoadScene

    paths = _fill_saves(3)
    app = make_app()
    surf = pygame.Surface((1024, 640))
    app.push(LoadScene(app))
    run_frames(app, surf)
    delete = next(b for b in app.top.group.buttons if b.caption() == "Delete")
    delete.action()
    dialog = app.top
    assert isinstance(dialog, MessageDialog) and dialog.title_text == "Delete this save?"
    dialog.back()                                             # Esc: cancel
    assert all(p.exists() for p in paths)
    delete.action()
    app.top.ensure_layout()
    app.top.group.buttons[-1].action()                          # confirm
    assert sum(p.exists() for p in paths) == 2
    run_frames(app, surf)
    assert len(app.top.saves) == 2 and not app.errors


def test_i15_one_move_is_singular_and_game_names_are_translated(home):
    match = played("kingdoms", 3, 1)
    path = session.saves_dir() / "one.json"
    save_match(match, path)                                    # an old save: no turn recorded, so moves are counted
    info = session.summarize(path)
    assert session.describe(info)[1] == "3 players · 1 move"
    from game.ui.i18n import set_language

    try:
        for lang, name in (("ru", "Королевства"), ("uk", "Королівства")):
            set_language(lang)
            title, details = session.describe(info)
            assert title == name and "Kingdoms" not in details
        set_language("ru")
        conquest = session.summarize(_fill_saves(1)[0])
        assert session.describe(conquest)[0] == "Завоевание" and "ход " in session.describe(conquest)[1]
    finally:
        set_language("en")


def test_i14_load_list_reasons_are_in_the_players_language(home):
    """The core's reasons are English; the Russian and Ukrainian lists name the kind of problem."""
    from game.ui.i18n import set_language

    folder = session.saves_dir()
    (folder / "empty.json").write_text("")
    (folder / "cut.json").write_text('{"format": "pocket-epics-save", "ver')
    os.mkfifo(folder / "pipe.json")
    _write_save(folder / "few.json", played("kingdoms", 3, 5), {"colours": ["white"]})
    try:
        for lang in ("ru", "uk"):
            set_language(lang)
            for info in session.list_saves(make_app(lang=lang)):
                _, details = session.describe(info)
                assert info.reason and not any("a" <= ch.lower() <= "z" for ch in details.replace("Pocket Epics", "")), details
    finally:
        set_language("en")


def test_i14_closing_the_window_while_the_autosave_fails_asks_first(home, monkeypatch):
    app = make_app()
    surf = pygame.Surface((1024, 640))
    session.start(app, GameConfig("kingdoms", 3, 6), [SeatSpec("human"), SeatSpec("bot", "easy"), SeatSpec("bot", "easy")])
    flush()
    quit_event = pygame.event.Event(pygame.QUIT)
    app.frame(surf, [quit_event], 0.016)
    assert not app.running                                    # saves work: the window just closes
    app.running = True
    board = next(s for s in app.stack if getattr(s, "ctl", None))
    board.ctl.save_error, board.ctl.save_error_path = "Read-only file system", session.autosave_path("kingdoms")
    app.frame(surf, [quit_event], 0.016)
    assert app.running and isinstance(app.top, MessageDialog) and app.top.title_text == "Quit without saving?"
    app.top.back()                                             # Cancel: keep playing
    assert app.running and app.top is board
    app.frame(surf, [quit_event], 0.016)
    app.top.ensure_layout()
    app.top.group.buttons[-1].action()                         # Quit anyway
    assert not app.running


@pytest.mark.parametrize("size", [(200, 150), (120, 80), (799, 300), (1, 1), (0, 0)])
def test_i14_a_window_below_the_minimum_size_raises_no_errors(home, size):
    """A window manager that ignores the minimum size: the frame is drawn at the minimum and scaled
    down, never a layout error every frame (which once filled error.log with 26,164 errors)."""
    app = make_app()
    session.start(app, GameConfig("kingdoms", 3, 3), [SeatSpec("human"), SeatSpec("bot", "easy"), SeatSpec("bot", "easy")])
    surf = pygame.Surface(size)
    move = pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0))
    for _ in range(5):
        app.frame(surf, [move], 0.016)
    app.push(MenuScene(app))
    app.frame(surf, [move], 0.016)
    assert app.errors == []
    assert not (home / "error.log").exists()


def test_i14_settings_that_cannot_be_saved_are_reported_plainly(home, monkeypatch):
    from game.ui import stack as stack_module

    def refuse(settings, path=None):
        raise OSError(errno.ENOSPC, "No space left on device", str(home / "settings.json"))

    monkeypatch.setattr(stack_module, "save_settings", refuse)
    app = make_app()
    app.save_settings()
    assert isinstance(app.top, MessageDialog) and app.top.title_text == "Settings could not be saved"
    assert "No space left on device" in app.top.body and not app.errors
