"""The start's watchdog (game.startwatch): no first frame in time leaves every
thread's stack in error.log; a first frame in time leaves nothing and reports
how long it took (what build_scripts/start_check.py reads)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

HANG = """
import sys, threading, time
from pathlib import Path
from game.startwatch import StartWatch

def waiting_for_the_x_server():
    time.sleep(5)

watch = StartWatch(seconds=0.5, log=Path(sys.argv[1]))
threading.Thread(target=waiting_for_the_x_server, name="helper", daemon=True).start()
def main_thread_stuck():
    time.sleep(2.0)
main_thread_stuck()
if sys.argv[2] == "late":
    watch.first_frame()
"""

IN_TIME = """
import sys, time
from pathlib import Path
from game.startwatch import StartWatch

watch = StartWatch(seconds=1.0, log=Path(sys.argv[1]))
time.sleep(0.1)
watch.first_frame()
time.sleep(2.0)
"""


def run(code: str, *args: str, env: dict | None = None) -> None:
    subprocess.run([sys.executable, "-c", code, *args], cwd=ROOT, check=True, timeout=60, env=env)


def test_no_first_frame_in_time_writes_every_threads_stack_to_error_log(tmp_path):
    log = tmp_path / "error.log"
    run(HANG, str(log), "late")
    text = log.read_text()
    assert "Timeout" in text
    assert "main_thread_stuck" in text and "waiting_for_the_x_server" in text       # both threads' stacks
    assert "start: the first frame came after" in text


def test_a_first_frame_in_time_disarms_it_and_reports_the_time(tmp_path):
    log, report = tmp_path / "error.log", tmp_path / "start.json"
    run(IN_TIME, str(log), env=dict(os.environ, POCKET_EPICS_START_REPORT=str(report)))
    assert not log.exists() or log.read_text() == ""
    assert 0 < json.loads(report.read_text())["first_frame"] < 1.0


def test_the_game_reports_its_first_frame_and_leaves_error_log_empty(tmp_path):
    report = tmp_path / "start.json"
    env = dict(os.environ, POCKET_EPICS_HOME=str(tmp_path), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               POCKET_EPICS_START_REPORT=str(report))
    proc = subprocess.Popen([sys.executable, "-m", "game"], cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while not report.exists() and time.monotonic() < deadline and proc.poll() is None:
            time.sleep(0.1)
        assert json.loads(report.read_text())["pid"] == proc.pid
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=30)
    log = tmp_path / "error.log"
    assert not log.exists() or log.read_text() == "", log.read_text()
