"""`python -m game torture`: hundreds of broken and hostile saves, settings and maps.

Every file is made here, in a temporary folder.  For each one the matching
loader must finish within ``TIME_LIMIT`` seconds and ``MEMORY_LIMIT`` bytes of
Python allocations, give a bad file a named reason (a SaveError / MapError
naming the file, or a settings value put back to its default), and still load
the good files next to it.  The test suite runs it (tests/test_torture.py);
``--repeat`` makes a longer run.  ``--kills N`` runs the kill -9 test too.
``game.tools.torture_live`` then plays on with what loaded (re-saving bad text,
settings of any depth, every scene in odd windows, endless names, odd options,
a slow disk at quit, links in place of logs); ``--slow-disk S`` makes the final
save at quit take S seconds.
"""

from __future__ import annotations

import json
import os
import random
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")
TIME_LIMIT = 2.0
MEMORY_LIMIT = 500_000_000


@dataclass
class Report:
    checked: dict[str, int] = field(default_factory=lambda: {"saves": 0, "settings": 0, "maps": 0})
    failures: list[str] = field(default_factory=list)
    slowest: float = 0.0
    times: list[tuple[float, str]] = field(default_factory=list)
    peak_bytes: int = 0
    time_limit: float = TIME_LIMIT
    figures: dict[str, object] = field(default_factory=dict)     # what the live cases measured

    @staticmethod
    def write_case(path: Path, content: bytes | str | Callable[[Path], None]) -> None:
        """``write_case``, for a game's own torture hook (a rules package imports no tool)."""
        write_case(path, content)

    def measure(self, label: str, fn: Callable[[], T], time_limit: float = TIME_LIMIT) -> T | Exception:
        """Run one load twice: timed as the game runs it, then under tracemalloc for
        its peak memory (tracing slows Python down many times, so it never counts
        against the time limit).  The time is this process's CPU time, not wall
        time: a busy machine (a CI box running other jobs) must not turn a fast
        load into a failure.  Returns the result or the exception raised."""
        start = time.process_time()
        result = _call(fn)
        elapsed = time.process_time() - start
        tracemalloc.start()
        try:
            _call(fn)
            _, peak = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
        self.slowest = max(self.slowest, elapsed)
        self.peak_bytes = max(self.peak_bytes, peak)
        self.times.append((elapsed, label))
        if elapsed > time_limit:
            self.failures.append(f"{label}: took {elapsed:.2f} s")
        if peak > MEMORY_LIMIT:
            self.failures.append(f"{label}: used {peak / 1e6:.0f} MB")
        return result

    def as_dict(self) -> dict[str, object]:
        slow = [f"{label} {t:.2f}s" for t, label in sorted(self.times, reverse=True)[:5]]
        return {"checked": self.checked, "failures": self.failures, "slowest_s": round(self.slowest, 3), "slowest": slow,
                "peak_mb": round(self.peak_bytes / 1e6, 1), **self.figures}


def _call(fn: Callable[[], T]) -> T | Exception:
    try:
        return fn()
    except Exception as exc:  # noqa: BLE001 - the caller judges what was raised
        return exc


def _listed_afresh(session: Any, path: Path) -> Any:
    """The Load list's summary of ``path``, read from the file (its cache emptied first)."""
    session._cache.clear()
    return session.summarize(path)


# --------------------------------------------------------------------------- saves


def write_case(path: Path, content: bytes | str | Callable[[Path], None]) -> None:
    """Put one hostile case at ``path``: text, raw bytes, or a function that makes
    what no content can (a named pipe, a folder, a link)."""
    if callable(content):
        content(path)
    elif isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")


def _good_saves() -> dict[str, str]:
    """Real saves of short games, made by playing random legal moves."""
    from game.core.match import Match
    from game.core.protocol import GameConfig
    from game.core.saves import save_data
    from game.registry import windowed

    out = {}
    for entry in windowed():                       # 3 players (or fewer) 40 moves into the game
        players = min(3, entry.load_rules().max_players)
        match = Match(GameConfig(entry.id, players, 11))
        rng = random.Random(11)
        for _ in range(40):
            seat = match.to_move()[0]
            action = match.rules.sample_action(match.state, seat, rng)
            if action is None:
                break                               # (a seat that owes a move always has one)
            match.submit(seat, action)
        colours = list(entry.load_window().colours[:players])
        out[entry.id] = json.dumps(save_data(match, {"colours": colours, "seats": [{"kind": "human"}] * players}))
    return out


def first_good(good: dict[str, str]) -> str:
    """The save most cases are made from: the first registered game's."""
    return next(iter(good.values()))


def broken_saves(good: dict[str, str]) -> dict[str, bytes | str | Callable[[Path], None]]:
    """name -> file content (or a function making the file) for at least 100 bad saves."""
    text = first_good(good)
    other = list(good)[-1]                         # another registered game, for a save that contradicts itself
    cases: dict[str, bytes | str | Callable[[Path], None]] = {}

    def variant(name: str, change: Callable[[dict], object]) -> None:
        data = json.loads(text)
        change(data)
        cases[name] = json.dumps(data)

    for i, cut in enumerate((1, 2, 10, 50, 100, 200, 400, 800, len(text) // 2, len(text) - 2)):
        cases[f"truncated_{i}"] = text[:cut]
    cases.update({
        "empty": "", "spaces": "   \n\t", "null": "null", "number": "42", "string": '"save"', "list": "[]",
        "binary": bytes(random.Random(1).randrange(256) for _ in range(4000)),
        "utf16": text.encode("utf-16"), "latin1_bad_utf8": b'{"format": "\xff\xfe"}',
        "nan": text.replace('"seed": 11', '"seed": NaN'), "infinity": text.replace('"seed": 11', '"seed": Infinity'),
        "huge_exponent": text.replace('"seed": 11', '"seed": 1e999'),
        "huge_int": text.replace('"seed": 11', '"seed": ' + "9" * 5000),
        "deep_nesting": '{"format": "pocket-epics-save", "version": 1, "x": ' + "[" * 100_000 + "]" * 100_000 + "}",
        "deep_action": text.replace('"actions": [', '"actions": [[0, ' + "[" * 5000 + "]" * 5000 + "], ", 1),
        "long_string_20m": '{"format": "pocket-epics-save", "version": 1, "meta": {"label": "' + "x" * 20_000_000 + '"}}',
        "long_label_4m": text.replace('"meta": {', '"meta": {"label": "' + "W" * 4_000_000 + '", ', 1),
        "long_key": text.replace('"meta": {', '"meta": {"' + "k" * 10_000 + '": 1, ', 1),
        "bom": "\ufeff" + text, "trailing_garbage": text + "garbage", "two_documents": text + text,
        "many_values": '{"format": "pocket-epics-save", "version": 1, "config": {}, "actions": [' + ",".join(["0"] * 2_400_000) + "]}",
    })
    for name, change in {
        "wrong_format": lambda d: d.update(format="other-game"),
        "no_format": lambda d: d.pop("format"),
        "version_0": lambda d: d.update(version=0),
        "version_str": lambda d: d.update(version="1"),
        "version_float": lambda d: d.update(version=1.0),
        "version_bool": lambda d: d.update(version=True),
        "version_future": lambda d: d.update(version=99),
        "no_config": lambda d: d.pop("config"),
        "config_list": lambda d: d.update(config=[]),
        "no_actions": lambda d: d.pop("actions"),
        "actions_dict": lambda d: d.update(actions={}),
        "game_unknown": lambda d: d["config"].update(game="chess"),
        "game_number": lambda d: d["config"].update(game=7),
        "game_empty": lambda d: d["config"].update(game=""),
        "game_mismatch": lambda d: d.update(game=other),
        "players_str": lambda d: d["config"].update(players="3"),
        "players_float": lambda d: d["config"].update(players=3.0),
        "players_bool": lambda d: d["config"].update(players=True),
        "players_zero": lambda d: d["config"].update(players=0),
        "players_many": lambda d: d["config"].update(players=99),
        "players_negative": lambda d: d["config"].update(players=-3),
        "players_missing": lambda d: d["config"].pop("players"),
        "seed_str": lambda d: d["config"].update(seed="x"),
        "seed_float": lambda d: d["config"].update(seed=1.5),
        "seed_bool": lambda d: d["config"].update(seed=True),
        "seed_huge": lambda d: d["config"].update(seed=10**30),
        "variant_unknown": lambda d: d["config"].update(variant="nope"),
        "variant_number": lambda d: d["config"].update(variant=5),
        "options_list": lambda d: d["config"].update(options=[1]),
        "options_bad_first": lambda d: d["config"].update(options={"first": 9}),
        "options_bad_fixed": lambda d: d["config"].update(options={"fixed_factions": ["x"]}),
        "action_not_list": lambda d: d["actions"].__setitem__(0, "move"),
        "action_short": lambda d: d["actions"].__setitem__(0, [0]),
        "action_seat_bool": lambda d: d["actions"].__setitem__(0, [False, d["actions"][0][1]]),
        "action_seat_float": lambda d: d["actions"].__setitem__(0, [0.0, d["actions"][0][1]]),
        "action_seat_negative": lambda d: d["actions"].__setitem__(0, [-1, d["actions"][0][1]]),
        "action_seat_large": lambda d: d["actions"].__setitem__(0, [9, d["actions"][0][1]]),
        "action_float_arg": lambda d: d["actions"].__setitem__(0, [d["actions"][0][0], [
            a + 0.0 if type(a) is int else a for a in d["actions"][0][1]] + ([0.0] if all(type(a) is not int for a in d["actions"][0][1]) else [])]),
        "action_dict": lambda d: d["actions"].__setitem__(0, [0, {"kind": "x"}]),
        "action_empty": lambda d: d["actions"].__setitem__(0, [0, []]),
        "action_kind_number": lambda d: d["actions"].__setitem__(0, [0, [5]]),
        "action_unknown_kind": lambda d: d["actions"].__setitem__(0, [0, ["teleport", 1]]),
        "action_extra": lambda d: d["actions"].append([0, ["pass"]]),
        "actions_swapped": lambda d: d["actions"].__setitem__(slice(0, 2), d["actions"][1::-1]),
        "action_repeated": lambda d: d["actions"].insert(1, d["actions"][0]),
        "actions_too_many": lambda d: d.update(actions=[[0, ["x"]]] * 20_001),
        "meta_list": lambda d: d.update(meta=[1]),
        "meta_string": lambda d: d.update(meta="hello"),
        "colours_fewer": lambda d: d["meta"].update(colours=["white"]),
        "colours_more": lambda d: d["meta"].update(colours=["white", "blue", "purple", "black"]),
        "colours_duplicate": lambda d: d["meta"].update(colours=["white", "white", "blue"]),
        "colours_unknown": lambda d: d["meta"].update(colours=["white", "blue", "sparkly"]),
        "colours_not_str": lambda d: d["meta"].update(colours=[1, 2, 3]),
        "colours_dict": lambda d: d["meta"].update(colours={"a": 1}),
        "names_wrong_length": lambda d: d["meta"].update(names=["a"]),
        "names_not_str": lambda d: d["meta"].update(names=[1, 2, 3]),
        "seats_wrong_length": lambda d: d["meta"].update(seats=[{"kind": "human"}]),
        "seats_bad_kind": lambda d: d["meta"].update(seats=[{"kind": "alien"}] * 3),
        "seats_not_dicts": lambda d: d["meta"].update(seats=[1, 2, 3]),
        "auto_not_list": lambda d: d["meta"].update(auto="side"),
        "nan_in_action": lambda d: d["actions"].__setitem__(0, [0, ["x", float("nan")]]),
        "version_negative": lambda d: d.update(version=-1),
        "actions_null": lambda d: d.update(actions=None),
        "config_null": lambda d: d.update(config=None),
        "game_null": lambda d: d["config"].update(game=None),
        "players_null": lambda d: d["config"].update(players=None),
        "action_seat_str": lambda d: d["actions"].__setitem__(0, ["0", d["actions"][0][1]]),
        "colours_none_entry": lambda d: d["meta"].update(colours=["white", None, "blue"]),
    }.items():
        variant(name, change)

    def fifo(path: Path) -> None:
        os.mkfifo(path)

    def folder(path: Path) -> None:
        path.mkdir()

    def to_device(path: Path) -> None:
        path.symlink_to("/dev/zero")

    def loop(path: Path) -> None:
        path.symlink_to(path)

    def dangling(path: Path) -> None:
        path.symlink_to(path.parent / "does-not-exist")

    def too_large(path: Path) -> None:
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(text[:-1] + ', "pad": "')
            for _ in range(6):
                fh.write("p" * 1_000_000)
            fh.write('"}')

    if hasattr(os, "mkfifo"):
        cases["named_pipe"] = fifo
    cases["a_folder"] = folder
    if os.name == "posix":
        cases.update(device_link=to_device, symlink_loop=loop, dangling_link=dangling)
    cases["over_5mb"] = too_large
    return cases


def run_saves(report: Report, folder: Path) -> None:
    from game.core.saves import SaveError, load_match
    from game.tools.torture_live import playable
    from game.ui import session

    good = _good_saves()
    folder.mkdir(parents=True, exist_ok=True)
    for game, text in good.items():
        (folder / f"good-{game}.json").write_text(text, encoding="utf-8")
    weird_but_fine = json.loads(first_good(good))
    weird_but_fine["meta"]["label"] = "\u202eevil\x00\x07 \U0001F600 " + "ש" * 50
    (folder / "good-weird-label.json").write_text(json.dumps(weird_but_fine), encoding="utf-8")
    cases = broken_saves(good)
    for name, content in cases.items():
        path = folder / f"bad-{name}.json"
        write_case(path, content)
    for path in sorted(folder.iterdir()):
        bad = path.name.startswith("bad-")
        report.checked["saves"] += 1
        info = report.measure(f"list {path.name}", partial(_listed_afresh, session, path))
        loaded = report.measure(f"load {path.name}", partial(load_match, path))
        if isinstance(info, Exception):
            report.failures.append(f"{path.name}: the Load list raised {type(info).__name__}: {info}")
            continue
        if isinstance(loaded, Exception) and not isinstance(loaded, SaveError):
            report.failures.append(f"{path.name}: loading raised {type(loaded).__name__}, not a named SaveError: {loaded}")
            continue
        if not bad:
            if info.reason or isinstance(loaded, Exception):
                report.failures.append(f"{path.name}: a good save did not load ({info.reason or loaded})")
            elif problem := playable(loaded[0]):
                report.failures.append(f"{path.name}: loads a game that cannot be played on: {problem}")
            continue
        named = info.reason or (str(loaded) if isinstance(loaded, SaveError) else None)
        if not named:
            report.failures.append(f"{path.name}: a bad save was neither marked nor refused")
        elif not named.startswith(path.name[:40]):
            report.failures.append(f"{path.name}: the reason does not name the file: {named[:80]}")
        elif len(session.describe(info)[1]) > 400:
            report.failures.append(f"{path.name}: the listed reason is not clipped")


# --------------------------------------------------------------------------- settings


def broken_settings() -> dict[str, bytes | str | Callable[[Path], None]]:
    cases: dict[str, bytes | str | Callable[[Path], None]] = {
        "empty": "", "garbage": "{not json", "null": "null", "list": "[1, 2]", "string": '"en"', "number": "7",
        "binary": bytes(range(256)) * 4, "utf16": json.dumps({"language": "ru"}).encode("utf-16"),
        "deep": "[" * 200_000 + "]" * 200_000, "deep_value": '{"window": ' + "[" * 50_000 + "]" * 50_000 + "}",
        "huge_int": '{"window": [' + "9" * 6000 + ", 800]}", "too_large": '{"x": "' + "a" * 100_000 + '"}',
        "truncated": '{"language": "ru", "anim_sp',
    }
    values = {
        "anim_speed_list": {"anim_speed": ["fast"]}, "anim_speed_dict": {"anim_speed": {}}, "anim_speed_unknown": {"anim_speed": "warp"},
        "bot_speed_number": {"bot_speed": 3}, "bot_speed_list": {"bot_speed": ["fast"]},
        "language_unknown": {"language": "xx"}, "language_list": {"language": ["ru"]}, "language_none": {"language": None},
        "window_dict": {"window": {}}, "window_str": {"window": "1280x800"}, "window_short": {"window": [1280]},
        "window_long": {"window": [1, 2, 3]}, "window_nested": {"window": [[1280], [800]]}, "window_bools": {"window": [True, False]},
        "window_str_items": {"window": ["1280", "800"]}, "window_tiny": {"window": [1, 1]}, "window_negative": {"window": [-5, -5]},
        "window_none": {"window": None},
        "fullscreen_no": {"fullscreen": "no"}, "fullscreen_false_str": {"fullscreen": "false"}, "fullscreen_one": {"fullscreen": 1},
        "fullscreen_list": {"fullscreen": []}, "colorblind_str": {"colorblind": "yes"},
        "games_list": {"games": []},
        "last_save_number": {"last_save": 5}, "last_save_long": {"last_save": "x" * 1000},
    }
    pref = a_yes_no_preference()
    if pref is not None:                           # a game's own preference, broken the ways a file can break it
        game, name, _ = pref
        values.update({
            "pref_old_key_number": {f"{game}_{name}": 0}, "games_bad_entry": {"games": {game: "x"}},
            "game_pref_str": {"games": {game: {name: "no"}}}, "game_pref_list": {"games": {game: {name: [True]}}},
        })
    for name, data in values.items():
        cases[name] = json.dumps(data)
    from game.tools.torture_live import deep_settings

    cases.update(deep_settings(random.Random(22)))
    cases["window_infinite"] = '{"window": [Infinity, 800]}'
    cases["window_nan"] = '{"window": [NaN, NaN]}'
    cases["window_huge_float"] = '{"window": [1e308, 1e308]}'
    if hasattr(os, "mkfifo"):
        cases["named_pipe"] = lambda p: os.mkfifo(p)
    cases["a_folder"] = lambda p: p.mkdir()
    return cases


def a_yes_no_preference() -> tuple[str, str, bool] | None:
    """(game, name, default) of the first yes/no preference a registered window declares."""
    from game.registry import windowed

    for entry in windowed():
        for name, default in entry.load_window().preferences.items():
            if isinstance(default, bool):
                return entry.id, name, default
    return None


def run_settings(report: Report, folder: Path) -> None:
    from dataclasses import asdict

    from game.ui.settings import load_settings, save_settings

    pref = a_yes_no_preference()

    good = folder / "good" / "settings.json"
    good.parent.mkdir(parents=True)
    good.write_text(json.dumps({"language": "uk", "window": [1440, 900], "fullscreen": False, "anim_speed": "fast"}))
    report.checked["settings"] += 1
    s = report.measure("settings good", lambda: load_settings(good))
    if isinstance(s, Exception) or (s.language, s.window, s.anim_speed) != ("uk", [1440, 900], "fast"):
        report.failures.append(f"good settings did not load: {s!r}")
    for name, content in broken_settings().items():
        path = folder / name / "settings.json"
        path.parent.mkdir(parents=True)
        write_case(path, content)
        report.checked["settings"] += 1
        s = report.measure(f"settings {name}", partial(load_settings, path))
        if isinstance(s, Exception):
            report.failures.append(f"settings {name}: raised {type(s).__name__}: {s}")
            continue
        problems = [f"{key} = {getattr(s, key)!r}" for key, check in _setting_types().items() if not check(getattr(s, key))]
        if problems:
            report.failures.append(f"settings {name}: unusable values kept: {problems}")
        if s.fullscreen and name.startswith("fullscreen"):
            report.failures.append(f"settings {name}: turned fullscreen on")
        if pref is not None:
            game, key, default = pref
            value = s.game_pref(game, key)
            if value != default or type(value) is not bool:
                report.failures.append(f"settings {name}: {game}'s {key} preference became {value!r}")
        again = path.with_name("saved-again.json")     # what loaded must save (at quit, or on M)
        try:
            save_settings(s, again)
            if asdict(load_settings(again)) != asdict(s):
                report.failures.append(f"settings {name}: saved and loaded back differently")
        except Exception as exc:  # noqa: BLE001 - reported
            report.failures.append(f"settings {name}: could not be saved back ({type(exc).__name__}: {str(exc)[:80]})")


def _setting_types() -> dict[str, Callable[[object], bool]]:
    from game.ui.i18n import LANGS
    from game.ui.settings import ANIM_SPEEDS, BOT_SPEEDS

    return {
        "language": lambda v: isinstance(v, str) and v in LANGS,
        "anim_speed": lambda v: isinstance(v, str) and v in ANIM_SPEEDS,
        "bot_speed": lambda v: isinstance(v, str) and v in BOT_SPEEDS,
        "window": lambda v: isinstance(v, list) and len(v) == 2 and all(type(x) is int and 500 <= x <= 7680 for x in v),
        "fullscreen": lambda v: type(v) is bool, "colorblind": lambda v: type(v) is bool,
    }


# --------------------------------------------------------------------------- a game's own files


def run_game_files(report: Report, folder: Path) -> None:
    """Each registered game's own hostile content files (its entry's ``torture`` hook)."""
    from game.core.entry import load_target
    from game.registry import entries

    for entry in entries():
        if entry.torture is not None:
            load_target(entry.torture, entry.id, "torture")(report, folder / entry.id)


# --------------------------------------------------------------------------- kill -9


_CHILD = r"""
import json, sys
from game.core.saves import atomic_write_text
path, text = sys.argv[1], open(sys.argv[2], encoding="utf-8").read()
data = json.loads(text)
sys.stdout.write("ready\n"); sys.stdout.flush()
n = 0
while True:
    n += 1
    data["meta"]["n"] = n
    atomic_write_text(path, json.dumps(data))
"""


def kill_test(kills: int, folder: Path, seed: int = 1) -> dict[str, object]:
    """Kill a process autosaving in a loop ``kills`` times (SIGKILL at random
    moments); after each kill the save must load and Continue must find it."""
    import signal
    import subprocess

    from game.core.saves import SaveError, load_match
    from game.ui import session

    folder.mkdir(parents=True, exist_ok=True)
    good = _good_saves()
    game = next(iter(good))
    text = good[game]
    source = folder / "source.json"
    source.write_text(text, encoding="utf-8")
    save = folder / "saves" / f"autosave-{game}.json"
    save.parent.mkdir(exist_ok=True)
    save.write_text(text, encoding="utf-8")
    rng = random.Random(seed)
    corrupt, writes_seen, temps = [], set(), 0
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(Path(__file__).resolve().parents[2]), os.environ.get("PYTHONPATH", "")]))
    for i in range(kills):
        child = subprocess.Popen([sys.executable, "-c", _CHILD, str(save), str(source)], stdout=subprocess.PIPE, env=env)
        assert child.stdout is not None
        child.stdout.readline()
        time.sleep(rng.uniform(0.0, 0.03))
        child.send_signal(signal.SIGKILL)
        child.wait()
        child.stdout.close()
        try:
            match, meta = load_match(save)
            writes_seen.add(meta.get("n"))
            if not session.summarize(save).ok:          # what Continue looks at
                corrupt.append(f"kill {i + 1}: Continue would not offer it ({session.summarize(save).reason})")
        except SaveError as exc:
            corrupt.append(f"kill {i + 1}: {exc}")
        temps += sum(1 for p in save.parent.iterdir() if p.name.endswith(".tmp"))
    from game.core.files import remove_stale_temps

    left = len(remove_stale_temps(save.parent, older_than=0.0))
    return {"kills": kills, "corrupt": len(corrupt), "details": corrupt[:5], "distinct_saves_seen": len(writes_seen),
            "temp_files_left_by_kills": left}


# --------------------------------------------------------------------------- command


def torture(repeat: int = 1, kills: int = 0, verbose: bool = False, slow_disk: float | None = None) -> dict[str, Any]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    report = Report()
    with tempfile.TemporaryDirectory(prefix="pocket-epics-torture-") as tmp:
        root = Path(tmp)
        old_home = os.environ.get("POCKET_EPICS_HOME")
        os.environ["POCKET_EPICS_HOME"] = str(root / "home")       # settings may log; never into the real folder
        try:
            from game.tools import torture_live as live

            for n in range(repeat):
                run_saves(report, root / f"saves{n}")
                run_settings(report, root / f"settings{n}")
                run_game_files(report, root / f"games{n}")
                live.run_resaves(report, root / f"resaves{n}", seed=22 + n)        # issue 22, items 1-8
                live.run_windows(report, seed=22 + n)
                live.run_levels(report, root / f"levels{n}")
                live.run_options(report, root / f"options{n}")
                live.run_names(report, root / f"names{n}", seed=22 + n)
                live.run_logs(report, root / f"logs{n}")
            report.figures["slow_disk"] = live.run_slow_disk(report, live.SLOW_DISK_SECONDS if slow_disk is None else slow_disk)
            out = report.as_dict()
            if kills:
                out["kill9"] = kill_test(kills, root / "kill")
        finally:
            if old_home is None:
                os.environ.pop("POCKET_EPICS_HOME", None)
            else:
                os.environ["POCKET_EPICS_HOME"] = old_home
    return out


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="python -m game torture", description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=1, help="run every case this many times")
    parser.add_argument("--kills", type=int, default=0, help="also kill -9 an autosaving process this many times")
    parser.add_argument("--slow-disk", type=float, default=None,
                        help="seconds the final save at quit takes (default 1.5; the old limit was 10)")
    args = parser.parse_args(argv)
    out = torture(args.repeat, args.kills, slow_disk=args.slow_disk)
    print(json.dumps(out, indent=1, ensure_ascii=False))
    bad = out["failures"] or (out.get("kill9") or {}).get("corrupt")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
