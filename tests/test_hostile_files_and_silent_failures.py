"""Issue 22: never lose a game, part 3 — the last silent failures (items 1-9).

Every hostile file is made here.  Each test names the issue item it guards."""

from __future__ import annotations

import errno
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from game.core.match import Match
from game.core.protocol import GameConfig
from game.core.saves import SaveError, UnwritableText, atomic_write_text, load_match, save_data
from game.registry import windowed
from game.ui import controller as controller_module
from game.ui import session
from game.ui.controller import Controller, SeatSpec, writer
from game.ui.scene import MessageDialog
from game.ui.scenes.menu import MenuScene
from game.ui.settings import Settings, load_settings, save_settings
from game.ui.stack import App

ROOT = Path(__file__).resolve().parent.parent
GAMES = [entry.id for entry in windowed()]


@pytest.fixture()
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("POCKET_EPICS_HOME", str(tmp_path))
    from game.core import userlog

    userlog.reset_repeats()
    session._cache.clear()
    session._replayed.clear()
    return tmp_path


def make_app(size=(1024, 640)) -> App:
    pygame.init()
    app = App(Settings(bot_speed="instant", anim_speed="off"), size, persist=True)
    app.reset(MenuScene(app))
    return app


def flush() -> None:
    writer().submit(lambda: None).result(timeout=30)


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def played(game: str, players: int, steps: int, seed: int = 3) -> Match:
    match = Match(GameConfig(game, players, seed))
    rng = random.Random(seed)
    for _ in range(steps):
        if match.is_over():
            break
        seat = match.to_move()[0]
        match.submit(seat, match.rules.sample_action(match.state, seat, rng))
    return match


def colours_of(game: str, players: int) -> list[str]:
    from game.registry import get_entry

    return list(get_entry(game).load_window().colours[:players])


def write_save(path: Path, match: Match, meta: dict, edit=None) -> Path:
    """A save written the way any JSON tool writes one (``\\ud800`` escapes allowed)."""
    data = save_data(match, {})
    data["meta"].update(meta)
    if edit:
        edit(data)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def board_of(app: App):
    return next(s for s in reversed(app.stack) if getattr(s, "ctl", None) is not None)


# --------------------------------------------------------------------------- 1: bad text


def test_i22_1_a_save_with_a_lone_surrogate_loads_and_autosaves_again(home):
    """Label and a player name hold "\\ud800": it loads, every autosave after it
    works, and S saves a file that loads (it once failed silently, and S left an
    empty file behind "Something went wrong")."""
    match = played("galaxies", 2, 12)
    path = write_save(home / "saves" / "odd.json", match, {
        "label": "Saturn \ud800 run", "names": ["\udc00Ada", "Bob"], "colours": colours_of("galaxies", 2),
        "seats": [{"kind": "human", "name": "\ud83dX"}, {"kind": "bot", "level": "easy"}]})
    assert "\\ud800" in path.read_text(encoding="utf-8")
    assert session.summarize(path).ok
    app = make_app()
    session.load_path(app, path)
    board = app.top
    assert getattr(board, "ctl", None) is not None, getattr(board, "body", "")
    surf = pygame.Surface((1024, 640))
    app.frame(surf, [], 0.016)
    board.ctl.save_async()
    flush()
    assert board.ctl.save_error is None and board.ctl.saves_ok >= 1
    slot = session.autosave_path("galaxies")
    loaded, meta = load_match(slot)
    assert loaded.log == match.log and "\ufffd" in meta["label"]
    before = set((home / "saves").iterdir())
    app.frame(surf, [key(pygame.K_s)], 0.016)
    assert not app.errors and app.top is board
    made = set((home / "saves").iterdir()) - before
    assert len(made) == 1
    new = made.pop()
    assert new.stat().st_size > 0 and load_match(new)[0].log == match.log


def test_i22_1_text_that_cannot_be_stored_is_refused_before_any_file_is_made(tmp_path):
    """An OSError (so every caller reports it), and no file or temporary file is left."""
    target = tmp_path / "x.json"
    with pytest.raises(OSError) as caught:
        atomic_write_text(target, '{"label": "\ud800"}')
    assert isinstance(caught.value, UnwritableText) and caught.value.errno == errno.EILSEQ
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("error", [ValueError("bad value"), UnicodeEncodeError("utf-8", "\ud800", 0, 1, "surrogates not allowed"),
                                   RuntimeError("anything")])
def test_i22_1_any_autosave_failure_shows_the_banner_at_once(home, monkeypatch, error):
    """The writer thread caught only OSError: any other failure vanished in silence."""
    app = make_app()
    session.start(app, GameConfig("kingdoms", 3, 6), [SeatSpec("human"), SeatSpec("bot", "easy"), SeatSpec("bot", "easy")])
    flush()
    board = app.top

    def fail(path, text):
        raise error

    monkeypatch.setattr(controller_module, "atomic_write_text", fail)
    board.ctl.save_async()
    flush()
    surf = pygame.Surface((1024, 640))
    app.frame(surf, [], 0.016)
    assert board.ctl.save_error and type(error).__name__ in board.ctl.save_error
    assert board.save_banner.rect.w > 0
    assert "NOT autosaved" in app.error_body("X: y")


# --------------------------------------------------------------------------- 2: settings of any depth


def _deep(levels: int) -> object:
    value: object = True
    for _ in range(levels):
        value = [value]
    return value


def test_i22_2_settings_nested_500_deep_load_save_and_mute(home):
    """Every settings save raised RecursionError (M showed the error dialog); the
    nested values are dropped at load, plain preferences kept."""
    text = json.dumps({"language": "ru", "games": {"conquest": {"hint": True, "deep": _deep(500)},
                                                    "other": {"x": {"y": _deep(400)}}},
                       "conquest_old": _deep(450)})
    (home / "settings.json").write_text(text, encoding="utf-8")
    settings = load_settings()
    assert settings.language == "ru" and settings.game_pref("conquest", "hint") is True
    assert settings.games == {"conquest": {"hint": True}, "other": {}}
    save_settings(settings)
    assert json.loads((home / "settings.json").read_text(encoding="utf-8"))["games"]["conquest"] == {"hint": True}
    pygame.init()
    app = App(settings, (1024, 640), persist=True)
    app.reset(MenuScene(app))
    app.toggle_mute()
    assert isinstance(app.top, MenuScene) and not app.errors
    assert json.loads((home / "settings.json").read_text(encoding="utf-8"))["mute"] is True


def test_i22_2_settings_that_cannot_be_written_are_an_oserror_said_plainly(home):
    """Whatever a value holds, a failed settings save is reported, never raised as RecursionError."""
    settings = Settings()
    settings.games = {"conquest": {"deep": _deep(5000)}}
    with pytest.raises(OSError, match="cannot be written"):
        save_settings(settings, home / "settings.json")
    pygame.init()
    app = App(settings, (1024, 640), persist=True)
    app.reset(MenuScene(app))
    app.toggle_mute()
    assert isinstance(app.top, MessageDialog) and app.top.title_text == "Settings could not be saved" and not app.errors


_QUIT_DRIVER = r"""
import sys, time
import game.ui.stack as S
from game.core.protocol import GameConfig
from game.ui import controller as C
from game.ui import session
from game.ui.controller import SeatSpec
mode = sys.argv[1]
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
real = C.atomic_write_text
def slow(path, text):
    if "app" in seen and not seen["app"].running:
        time.sleep(10.5)                 # a disk slower than the old 10-second wait at quit
    real(path, text)
if mode == "slow":
    C.atomic_write_text = slow
from game.ui.app import run
code = run()
board = [s for s in seen["app"].stack if getattr(s, "ctl", None)][0]
print("FINAL", len(board.ctl.match.log), flush=True)
sys.exit(code)
"""


@pytest.mark.parametrize("mode", ["deep_settings", "slow"])
def test_i22_2_i22_7_quitting_makes_the_final_save_with_deep_settings_or_a_slow_disk(tmp_path, mode):
    """The real window loop in a child process, ended by SIGTERM.  Deep settings once
    crashed the quit before the final autosave (item 2); a write over 10 s ended in a
    TimeoutError traceback (item 7).  Now: exit 0, no traceback, the final position saved."""
    settings = {"bot_speed": "fast"}
    if mode == "deep_settings":
        settings["games"] = {"conquest": {"deep": _deep(500)}}
    (tmp_path / "settings.json").write_text(json.dumps(settings))
    env = dict(os.environ, POCKET_EPICS_HOME=str(tmp_path), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    child = subprocess.Popen([sys.executable, "-c", _QUIT_DRIVER, mode], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
    try:
        assert child.stdout.readline().strip() == "READY"
        child.terminate()
        out, err = child.communicate(timeout=60)
    finally:
        if child.poll() is None:
            child.kill()
    assert child.returncode == 0 and "Traceback" not in err, err[-2000:]
    final = int(out.split("FINAL")[1].split()[0])
    match, _ = load_match(tmp_path / "saves" / "autosave-kingdoms.json")
    assert len(match.log) == final >= 4


def test_i22_7_a_final_save_that_fails_at_quit_asks_the_player(home, monkeypatch):
    """The last save failing at quit is told at once (the quit question, with "save
    elsewhere"); after a quit signal, or once the player chose to quit anyway, it ends."""
    from game.ui.app import final_saves

    app = make_app()
    session.start(app, GameConfig("kingdoms", 3, 6), [SeatSpec("human"), SeatSpec("bot", "easy"), SeatSpec("bot", "easy")])
    flush()
    assert final_saves(app) is True                         # saves work: the program may end

    def full(path, text):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(controller_module, "atomic_write_text", full)
    app.running = False
    assert final_saves(app) is False
    assert isinstance(app.top, MessageDialog) and app.top.title_text == "Quit without saving?"
    assert final_saves(app) is True                         # asked once already: "quit anyway" ends it
    app.quit_signal = 15
    app._asked_quit = False
    assert final_saves(app) is True                         # a quit signal never waits for an answer


def test_i22_7_waiting_for_a_slow_disk_shows_a_note_in_the_window(home, monkeypatch, tmp_path):
    """What the player sees while the last save is still being written."""
    from game.ui import app as app_module

    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode((1024, 640))
    app = make_app()
    app.frame(screen, [], 0.016)

    def slow():
        time.sleep(0.8)

    writer().submit(slow)
    monkeypatch.setattr(app_module, "SAVING_NOTE_AFTER", 0.1)
    assert app_module.wait_for_saves() is True
    shot = Path(os.environ.get("POCKET_EPICS_SHOTS", tmp_path)) / "i22_saving_at_quit.png"
    pygame.image.save(screen, str(shot))
    centre = screen.get_at((512, 320))[:3]
    assert centre != app.backdrop((1024, 640)).get_at((512, 320))[:3]      # the note is drawn over the menu


# --------------------------------------------------------------------------- 3: tall windows


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("size", [(850, 850), (800, 1400), (900, 1200)])
def test_i22_3_every_scene_draws_in_tall_allowed_windows(game, size):
    """Chronicles' 2-player draft (and placement, building at 5 players) gave cards 0x0
    rectangles at 800-900 px wide and 800+ tall: an error dialog every frame."""
    from game.ui.screenshot import build_app, scenes_of, stage

    for scene in scenes_of(game):
        app = build_app("en", size)
        stage(app, game, scene, 1)
        surf = pygame.Surface(size)
        for _ in range(2):
            app.frame(surf, [], 0.016)
        assert not app.errors, f"{game} {scene} {size}: {app.errors[-1].splitlines()[-1]}"


def test_i22_3_chronicles_draft_cards_have_room_in_a_tall_window():
    from game.ui.screenshot import build_app, stage

    for players_scene in ("draft2", "draft"):
        app = build_app("en", (850, 900))
        stage(app, "chronicles", players_scene, 1)
        app.frame(pygame.Surface((850, 900)), [], 0.016)
        board = board_of(app)
        cards = [b.rect for b in board.group.buttons if isinstance(b.data, tuple) and b.data[0] == "pack"]
        assert cards and all(r.w >= 40 and r.h >= 56 for r in cards)
        assert all(board.panel.contains(r) for r in cards)


# --------------------------------------------------------------------------- 4, 5: strict seats


def test_i22_4_an_unknown_bot_level_is_a_named_reason_not_a_generic_error(home):
    match = played("kingdoms", 3, 10)
    seats = [{"kind": "human"}, {"kind": "bot", "level": "rAndom"}, {"kind": "bot", "level": "easy"}]
    path = write_save(home / "saves" / "autosave-kingdoms.json", match, {"seats": seats})
    info = session.summarize(path)
    assert info.reason and "unknown bot level 'rAndom'" in info.reason
    app = make_app()
    assert session.last_save_path(app) is None              # Continue is not offered for it
    session.load_path(app, path)
    assert isinstance(app.top, MessageDialog) and "bot level" in app.top.body and not app.errors
    from game.ui.i18n import set_language

    set_language("uk")
    try:
        assert session.reason_text(info.reason) == "невідомий рівень бота"
    finally:
        set_language("en")


def test_i22_4_a_human_seat_keeps_any_level_it_never_uses(home):
    match = played("kingdoms", 3, 10)
    seats = [{"kind": "human", "level": "whatever"}, {"kind": "bot", "level": "easy"}, {"kind": "bot", "level": "hard"}]
    path = write_save(home / "saves" / "x.json", match, {"seats": seats})
    assert session.summarize(path).ok


@pytest.mark.parametrize("game,players", [("galaxies", 3), ("conquest", 3), ("kingdoms", 3)])
@pytest.mark.parametrize("first", [True, False])
def test_i22_5_a_bool_first_player_is_refused_with_a_named_reason(home, game, players, first):
    """``"first_player": true`` once loaded a Galaxies game in which nobody could ever move."""
    match = played(game, players, 0)
    path = write_save(home / "saves" / "b.json", match, {},
                      edit=lambda d: d["config"]["options"].update(first_player=first))
    with pytest.raises(SaveError, match="first_player"):
        load_match(path)
    with pytest.raises(ValueError, match="first_player"):
        Match(GameConfig(game, players, 1, None, {"first_player": first}))


@pytest.mark.parametrize("options,fragment", [({"hostile": True}, "hostile"), ({"missions": "yes"}, "missions"),
                                              ({"max_rounds": "5"}, "max_rounds"), ({"max_rounds": True}, "max_rounds")])
def test_i22_5_galaxies_options_are_checked_strictly(options, fragment):
    players = 1 if "hostile" in options else 3
    with pytest.raises(ValueError, match=fragment):
        Match(GameConfig("galaxies", players, 1, None, options))


# --------------------------------------------------------------------------- 6: names


@pytest.mark.parametrize("game", GAMES)
def test_i22_6_names_from_a_save_are_bounded_on_every_board(home, game):
    """2,000-character names were accepted and drawn whole (0.16-0.25 s per redraw)."""
    players = 2
    match = played(game, players, 6)
    long = "W" * 2000
    path = write_save(home / "saves" / "names.json", match, {
        "names": [long, "\u202e" + "n" * 1999], "colours": colours_of(game, players),
        "seats": [{"kind": "human", "name": long}, {"kind": "bot", "level": "easy", "name": long}]})
    app = make_app()
    session.load_path(app, path)
    board = board_of(app)
    surf = pygame.Surface((1024, 640))
    app.frame(surf, [], 0.016)
    names = board.seat_names()
    assert all(0 < len(n) <= session.NAME_LIMIT for n in names), names
    assert all(len(n) <= session.NAME_LIMIT for n in getattr(board, "names", []))
    assert all(len(s.name) <= session.NAME_LIMIT for s in board.ctl.seats)
    start = time.process_time()
    for _ in range(3):
        app.dirty = True
        app.frame(surf, [], 0.016)
    assert not app.errors and (time.process_time() - start) / 3 < 0.5


# --------------------------------------------------------------------------- 8: logs never follow links


@pytest.mark.skipif(os.name != "posix", reason="symbolic links")
def test_i22_8_error_log_never_writes_through_a_symbolic_link(home, tmp_path_factory):
    from game.core import userlog

    other = tmp_path_factory.mktemp("elsewhere") / "precious.txt"
    other.write_text("keep me\n")
    (home / "error.log").symlink_to(other)
    assert userlog.log("something happened") is True
    assert other.read_text() == "keep me\n"
    assert not (home / "error.log").is_symlink() and "something happened" in (home / "error.log").read_text()


@pytest.mark.skipif(os.name != "posix", reason="symbolic links")
def test_i22_8_the_built_programs_log_never_truncates_what_a_link_points_at(home, tmp_path_factory, monkeypatch):
    import importlib.util

    spec = importlib.util.spec_from_file_location("entry_under_test", ROOT / "build_scripts" / "entry.py")
    entry = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(entry)
    other = tmp_path_factory.mktemp("elsewhere") / "precious.txt"
    other.write_text("keep me\n")
    (home / "PocketEpics.log").symlink_to(other)
    monkeypatch.setattr(entry, "log_name", lambda argv, has_console, frozen: "PocketEpics.log")
    assert entry.run(["--no-such-flag"]) == 2
    assert other.read_text() == "keep me\n"
    assert not (home / "PocketEpics.log").is_symlink() and "no-such-flag" in (home / "PocketEpics.log").read_text()


def test_i22_8_a_folder_in_the_logs_place_never_stops_the_game(home):
    from game.core import userlog

    (home / "error.log").mkdir()
    assert userlog.log("x") is False


# --------------------------------------------------------------------------- 9: smaller


def test_i22_9_continue_is_not_offered_for_an_autosave_that_does_not_replay(home):
    match = played("kingdoms", 3, 12)
    good = write_save(home / "saves" / "autosave-conquest.json", played("conquest", 2, 8), {})
    bad = write_save(home / "saves" / "autosave-kingdoms.json", match, {},
                     edit=lambda d: d["actions"].__setitem__(3, [d["actions"][3][0], ["teleport", 1]]))
    os.utime(good, (time.time() - 100, time.time() - 100))       # the broken one is the most recent
    assert session.summarize(bad).ok                               # its envelope and settings look fine
    app = make_app()
    assert session.last_save_path(app) == good                     # Continue offers the one that loads
    listed = {i.path.name: i for i in session.list_saves(app)}
    assert listed[bad.name].reason and "replay" in listed[bad.name].reason
    bad.unlink()
    good.unlink()
    session._cache.clear()
    write_save(home / "saves" / "autosave-kingdoms.json", match, {},
               edit=lambda d: d["actions"].__setitem__(3, [d["actions"][3][0], ["teleport", 1]]))
    app = make_app()
    app.top.ensure_layout()
    assert not next(b for b in app.top.group.buttons if b.caption() == "Continue").enabled


def test_i22_9_a_newer_rules_edition_is_called_newer(home):
    from game.registry import get_rules

    match = played("kingdoms", 3, 12)
    current = get_rules("kingdoms").edition

    def newer(d):
        d["edition"] = current + 1
        d["actions"][3] = [d["actions"][3][0], ["teleport", 1]]

    path = write_save(home / "n.json", match, {}, edit=newer)
    with pytest.raises(SaveError) as caught:
        load_match(path)
    assert "newer" in str(caught.value) and "earlier" not in str(caught.value)
    from game.ui.i18n import set_language, tr

    set_language("ru")
    try:
        assert session.reason_text(str(caught.value)) == tr("saves.why.newer")     # the Load list, in Russian
    finally:
        set_language("en")


def test_i22_9_json_errors_never_say_at_at(home, tmp_path):
    from game.core.content import ContentError, load_json

    path = home / "cut.json"
    path.write_text('{"format": "pocket-epics-save", "version": 1, "meta": {"label": "unfinished')
    with pytest.raises(SaveError) as caught:
        load_match(path)
    assert "at at" not in str(caught.value) and "starting at line 1 column" in str(caught.value)
    data = tmp_path / "d.json"
    data.write_text('{"a": "b')
    with pytest.raises(ContentError) as bad:
        load_json(data)
    assert "at at" not in str(bad.value) and "line 1 column" in str(bad.value)


def test_i22_controller_save_text_failure_is_told_not_raised(home):
    """A save text that cannot even be made (a value JSON cannot hold) shows the banner."""
    match = played("kingdoms", 3, 4)
    ctl = Controller(match, [SeatSpec("human"), SeatSpec("bot"), SeatSpec("bot")], home / "saves" / "autosave-kingdoms.json",
                     meta={"label": object()})
    ctl.save_async()
    flush()
    assert ctl.save_error and "TypeError" in ctl.save_error
