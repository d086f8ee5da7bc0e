"""One running copy per user folder (game.instance): a lock taken at start,
holding the pid and start time, recovered when its holder is gone (kill -9
included); a second copy says so and, read-only, writes nothing."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame

from game import instance
from game.instance import Holder, InstanceLock
from game.ui.i18n import tr
from game.ui.scene import MessageDialog
from game.ui.scenes.already_open import offer_read_only
from game.ui.scenes.menu import MenuScene
from game.ui.settings import Settings
from game.ui.stack import App
from tests.ui_helpers import click
from tests.user_folder import home_fixture  # noqa: F401 - the fixture `home`

ROOT = Path(__file__).resolve().parent.parent
HOLD = ("import sys, time\nfrom pathlib import Path\nfrom game.instance import InstanceLock\n"
        "lock = InstanceLock(Path(sys.argv[1]))\nprint('free' if lock.acquire() is None else 'held', flush=True)\ntime.sleep(60)\n")


def holder_process(home: Path) -> subprocess.Popen:
    proc = subprocess.Popen([sys.executable, "-c", HOLD, str(home)], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "free"
    return proc


def stop(proc: subprocess.Popen, sig: int = signal.SIGKILL) -> None:
    if proc.poll() is None:
        proc.send_signal(sig)
    proc.wait(timeout=30)


def test_a_second_process_finds_the_lock_held_with_the_holders_pid_and_start(home):
    proc = holder_process(home)
    try:
        found = InstanceLock(home).acquire()
        assert isinstance(found, Holder) and found.pid == proc.pid and abs(found.started - time.time()) < 120
        data = json.loads((home / instance.LOCK_NAME).read_text())
        assert data["pid"] == proc.pid
    finally:
        stop(proc)


def test_a_lock_left_by_kill_9_is_taken_over(home):
    proc = holder_process(home)
    stop(proc, signal.SIGKILL)
    assert json.loads((home / instance.LOCK_NAME).read_text())["pid"] == proc.pid      # left behind
    lock = InstanceLock(home)
    assert lock.acquire() is None
    assert json.loads((home / instance.LOCK_NAME).read_text())["pid"] == os.getpid()
    lock.release()


def test_without_system_locks_the_pid_and_start_time_decide(home, monkeypatch):
    monkeypatch.setattr(instance, "_try_lock", lambda fd: None)      # a folder where files cannot be locked
    path = home / instance.LOCK_NAME
    proc = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        path.write_text(json.dumps({"pid": proc.pid, "started": time.time(), "start": instance.process_start(proc.pid)}))
        assert InstanceLock(home).acquire().pid == proc.pid                 # alive: held
        path.write_text(json.dumps({"pid": proc.pid, "started": 1.0, "start": "1"}))
        lock = InstanceLock(home)
        assert lock.acquire() is None                                       # a reused pid: stale
        lock.release()
    finally:
        stop(proc)
    path.write_text(json.dumps({"pid": proc.pid, "started": 1.0}))
    lock = InstanceLock(home)
    assert lock.acquire() is None                                           # its process is gone: stale
    lock.release()


def files_in(folder: Path) -> dict[str, float]:
    """Every file (an empty folder such as the user maps folder is made on first look, and holds nothing)."""
    return {str(p.relative_to(folder)): p.stat().st_mtime_ns for p in folder.rglob("*") if p.is_file() and p.name != "error.log"}


def test_read_only_lets_one_play_and_writes_nothing(home):
    pygame.init()
    surf = pygame.Surface((1280, 800))
    app = App(Settings(bot_speed="instant", anim_speed="off"), surf.get_size(), persist=True)
    app.reset(MenuScene(app))
    before = files_in(home)
    offer_read_only(app, Holder(4242, time.time()))
    dialog = app.top
    assert isinstance(dialog, MessageDialog) and dialog.title_text == tr("instance.open.title") and "4242" in dialog.body
    app.frame(surf, [], 0.02)
    app.frame(surf, click(dialog.group.buttons[-1].rect.center), 0.02)
    assert isinstance(app.top, MenuScene) and app.read_only and app.running
    from game.core.protocol import GameConfig
    from game.ui import session
    from game.ui.controller import SeatSpec, writer
    from game.ui.tutorial import lesson

    session.start(app, GameConfig("kingdoms", 2, 5), [SeatSpec("human"), SeatSpec("bot")])
    app.top.ctl.save_async()
    app.top.save_now()
    app.settings.colorblind = True
    app.save_settings()
    lesson.learn(app, "galaxies")
    coach = app.top
    lesson.finish(app, coach.tutorial, coach.ctl, play=False)
    writer().submit(lambda: None).result(timeout=30)
    assert files_in(home) == before
    assert not app.errors


def test_quit_ends_the_second_copy(home):
    pygame.init()
    surf = pygame.Surface((1280, 800))
    app = App(Settings(), surf.get_size(), persist=True)
    app.reset(MenuScene(app))
    offer_read_only(app, Holder(4242, time.time()))
    app.frame(surf, [], 0.02)
    app.frame(surf, click(app.top.group.buttons[0].rect.center), 0.02)
    assert not app.running


def start_game(home: Path) -> subprocess.Popen:
    env = dict(os.environ, POCKET_EPICS_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.Popen([sys.executable, "-m", "game"], cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def wait_until(done, seconds: float = 60.0) -> None:
    deadline = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.1)


def lock_pid(home: Path) -> int | None:
    try:
        return json.loads((home / instance.LOCK_NAME).read_text())["pid"]
    except (OSError, ValueError, KeyError):
        return None


def test_two_copies_of_the_game_the_second_writes_nothing_and_kill_9_frees_the_folder(home):
    first = start_game(home)
    try:
        wait_until(lambda: lock_pid(home) == first.pid)
        second = start_game(home)
        time.sleep(4)                     # up, asking (it would write its settings on the way out if it could)
        stop(second, signal.SIGTERM)
        assert second.returncode == 0
        assert not (home / "settings.json").exists() and lock_pid(home) == first.pid
        stop(first, signal.SIGKILL)
        third = start_game(home)
        wait_until(lambda: lock_pid(home) == third.pid)          # the lock kill -9 left is taken over
        stop(third, signal.SIGTERM)
        assert third.returncode == 0 and (home / "settings.json").exists()
    finally:
        stop(first)


def test_on_windows_asking_whether_the_holder_lives_never_signals_it(monkeypatch):
    """os.kill on Windows terminates the process whatever the signal, so the
    Windows path asks the system about the process instead."""
    asked = []

    def no_kill(pid, sig):
        raise AssertionError(f"os.kill({pid}, {sig}) would end the holder on Windows")

    monkeypatch.setattr(instance, "WINDOWS", True)
    monkeypatch.setattr(instance.os, "kill", no_kill)
    monkeypatch.setattr(instance, "_windows_process", lambda pid: asked.append(pid) or (True, "created-at-7"))
    assert instance.alive(4321, "created-at-7") is True
    assert instance.alive(4321, "created-at-8") is False          # a reused pid
    assert instance.process_start(4321) == "created-at-7"
    assert asked == [4321, 4321, 4321]
