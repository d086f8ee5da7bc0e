"""Issue 15, sound: short original effects synthesised in code, a volume and a
mute setting, silence in tests and under SDL's dummy audio, never a crash
without an audio device, no start-up chatter, and "Pocket Epics" as the
window's name."""

from __future__ import annotations

import os
import subprocess
import sys

import pygame
import pytest

from game.ui import sound
from game.ui.screenshot import build_app

SIZE = (1024, 640)


@pytest.mark.parametrize("name", sound.NAMES)
def test_each_effect_is_short_and_within_range(name):
    samples = sound.SYNTHS[name](22050)
    assert 0.1 <= len(samples) / 22050 <= 0.8
    peak = max(abs(v) for v in samples)
    assert 0.1 < peak <= 1.0
    assert len(sound.pcm(samples, 2)) == len(samples) * 2 * 2


def test_the_effects_differ():
    made = {name: tuple(round(v, 3) for v in sound.SYNTHS[name](8000)[:800]) for name in sound.NAMES}
    assert len(set(made.values())) == len(sound.NAMES)


def test_silent_under_the_dummy_audio_driver_and_in_headless_apps():
    assert os.environ["SDL_AUDIODRIVER"] == "dummy"
    assert not sound.wanted()
    assert sound.play("dice", 100, False) is False
    assert build_app("en", SIZE).sound_on is False


def test_no_audio_device_means_silence_not_a_crash(monkeypatch):
    def broken(*_args, **_kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setenv("SDL_AUDIODRIVER", "alsa")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    monkeypatch.setitem(sound._state, "ready", None)
    assert sound.ready() is False
    assert sound.play("war", 80, False) is False


def test_muted_or_zero_volume_plays_nothing(monkeypatch):
    monkeypatch.setattr(sound, "ready", lambda: (_ for _ in ()).throw(AssertionError("not asked")))
    assert sound.play("turn", 50, True) is False
    assert sound.play("turn", 0, False) is False


def test_the_audio_librarys_complaints_stay_off_the_console(capfd):
    with sound.quiet_stderr():
        os.write(2, b"ALSA lib confmisc.c: cannot find card '0'\n")
    print("after", file=sys.stderr)
    err = capfd.readouterr().err
    assert "ALSA" not in err and "after" in err


def board_with_sounds(game: str, monkeypatch):
    from game.registry import get_entry

    played = []
    monkeypatch.setattr(sound, "play", lambda name, volume, muted: played.append((name, volume, muted)) or True)
    app = build_app("en", SIZE)
    app.sound_on = True
    get_entry(game).load_window().stage(app, "board", 3)
    return app, app.top, played


def test_kingdoms_moves_sound(monkeypatch):
    app, board, played = board_with_sounds("kingdoms", monkeypatch)
    move = next(a for a in board.ctl.match.legal(board.viewer) if a[0] in ("patrol", "quest", "expand"))
    board.ctl.submit_human(board.viewer, move)
    assert played and played[0][0] in ("meeple", "war", "dice", "capture")
    assert played[0][1:] == (app.settings.volume, app.settings.mute)


def test_conquest_roll_and_fill_sound(monkeypatch):
    app, board, played = board_with_sounds("conquest", monkeypatch)
    action = next(a for a in board.ctl.match.legal(board.viewer) if a[0] in ("fill", "lose_die"))
    board.ctl.submit_human(board.viewer, action)
    assert played and played[-1][0] in ("meeple", "dice", "capture", "war")


def test_a_bots_turn_starts_quietly(monkeypatch):
    app, board, played = board_with_sounds("kingdoms", monkeypatch)
    events = [type("E", (), {"kind": "turn_started", "args": {}})()]
    monkeypatch.setattr(board.ctl, "human_to_move", lambda: [])
    board.sound_for(1, ("select", "build"), events)
    assert played == []
    monkeypatch.setattr(board.ctl, "human_to_move", lambda: [0])
    board.sound_for(1, ("select", "build"), events)
    assert [p[0] for p in played] == ["turn"]


def test_volume_and_mute_in_settings_and_the_m_key(monkeypatch):
    from game.ui.scenes.settings import SettingsScene

    app = build_app("en", SIZE)
    scene = SettingsScene(app)
    app.push(scene)
    scene.ensure_layout()
    scene.set_volume(75)
    assert (app.settings.volume, app.settings.mute) == (75, False)
    scene.set_volume(0)
    assert (app.settings.volume, app.settings.mute) == (75, True)          # off keeps the level
    app2, board, _played = board_with_sounds("kingdoms", monkeypatch)
    before = app2.settings.mute
    app2.frame(pygame.Surface(SIZE), [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m", scancode=0)], 0.02)
    assert app2.settings.mute is not before


def test_settings_keep_a_sane_volume():
    from game.ui.settings import Settings

    s = Settings(volume="loud", mute=1)      # type: ignore[arg-type]
    s.sanitise()
    assert (s.volume, s.mute) == (50, False)          # 1 is not a flag
    s = Settings(volume=400)
    s.sanitise()
    assert s.volume == 100


def test_no_pygame_banner_on_the_console():
    out = subprocess.run([sys.executable, "-c", "import game.ui.app"], capture_output=True, text=True, timeout=60,
                         env=dict(os.environ, PYTHONPATH=os.getcwd()))
    assert "pygame" not in out.stdout + out.stderr


def test_the_window_is_named_pocket_epics(monkeypatch, tmp_path):
    from game.ui import app as window

    seen = {}

    def fake_loop(app, _screen, _apply, _first_frame=None):
        seen["caption"] = pygame.display.get_caption()
        app.running = False

    monkeypatch.setenv("POCKET_EPICS_HOME", str(tmp_path))
    monkeypatch.delenv("SDL_VIDEO_X11_WMCLASS", raising=False)
    monkeypatch.setattr(window, "loop", fake_loop)
    monkeypatch.setattr(pygame, "quit", lambda: None)      # the other tests' fonts stay usable
    assert window.run() == 0
    assert seen["caption"][0] == "Pocket Epics"
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "PocketEpics"
    assert os.environ["SDL_APP_NAME"] == "Pocket Epics"


def test_effects_are_prepared_ahead_for_the_mixers_format():
    sound._pcm.clear()
    sound._prepare(11025, -16, 2)
    assert set(sound._pcm) == set(sound.NAMES)
    assert len(sound._pcm["meeple"]) == len(sound.SYNTHS["meeple"](11025)) * 2 * 2
    sound._pcm.clear()
