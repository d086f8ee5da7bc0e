"""`python -m game [command]`: the window by default, or one of the tools."""

from __future__ import annotations

import argparse
import json
import sys


def _json_or_text(report: dict, as_json: bool) -> None:
    if as_json:
        print(json.dumps(report, ensure_ascii=False))
    else:
        for key, value in report.items():
            print(f"{key}: {value}")


def cmd_simulate(args: argparse.Namespace) -> int:
    from game.tools.simulate import simulate

    report = simulate(args.game, args.players, args.games, args.seed, args.variant, check=not args.no_check)
    _json_or_text(report, args.json)
    return 0 if report["errors"] == 0 else 1


def cmd_arena(args: argparse.Namespace) -> int:
    from game.tools.arena import arena

    seats = [s.strip() for s in args.seats.split(",") if s.strip()]
    report = arena(args.game, seats, args.games, args.seed, args.variant, progress=_progress("arena"))
    _json_or_text(report, args.json)
    return 0 if report["errors"] == 0 else 1


def _progress(tool: str):
    """A progress callback printing to stderr about every 5% (stdout stays the report)."""
    def tick(done: int, total: int) -> None:
        step = max(1, total // 20)
        if done % step == 0 or done == total:
            print(f"{tool}: {done}/{total} games", file=sys.stderr, flush=True)
    return tick


def _scene_list() -> str:
    """The scene names ``screenshot --scene`` accepts, per game with a window."""
    from game.registry import windowed
    from game.ui.screenshot import scenes_of

    lines = ["", "scenes (--scene):"]
    for entry in windowed():
        lines.append(f"  {entry.id}: {', '.join(scenes_of(entry.id))}")
    return "\n".join(lines) + "\n"


def cmd_selftest(args: argparse.Namespace) -> int:
    from game.tools.selftest import selftest

    return selftest(verbose=not args.quiet)


def cmd_screenshot(args: argparse.Namespace) -> int:
    from game.ui.screenshot import screenshot

    width, _, height = args.size.partition("x")
    return screenshot(args.game, args.scene, args.seed, args.lang, (int(width), int(height)), args.out)


def cmd_torture(args: argparse.Namespace) -> int:
    from game.tools.torture import main as torture_main

    extra = ["--slow-disk", str(args.slow_disk)] if args.slow_disk is not None else []
    return torture_main(["--repeat", str(args.repeat), "--kills", str(args.kills), *extra])


def cmd_records(args: argparse.Namespace) -> int:
    """The player's statistics per game and bots' level, from the records file (read, never repaired)."""
    from game.core import records

    path = records.records_path()
    kept = records.load_records(path, repair=False)
    report = {"file": str(path), "games": len(kept.games), "problem": kept.problem,
              "statistics": records.statistics(kept.games)}
    _json_or_text(report, args.json)
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    from game.startwatch import StartWatch

    watch = StartWatch()            # armed before pygame is imported: a start that hangs anywhere leaves its stacks
    from game.core.userlog import bridge_logging
    from game.ui.app import run

    bridge_logging()            # libraries' warnings reach error.log, even with no console

    return run(watch)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="pocket-epics", description="Pocket Epics: four small strategy board games.")
    parser.add_argument("--selftest", action="store_true", help="same as the selftest command")
    sub = parser.add_subparsers(dest="command")

    p = sub.add_parser("simulate", help="random-legal-move games with invariant checks")
    p.add_argument("--game", required=True)
    p.add_argument("--players", type=int, required=True)
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--variant", default=None)
    p.add_argument("--no-check", action="store_true", help="skip invariants and validation (raw speed)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_simulate)

    p = sub.add_parser("arena", help="bot levels against each other")
    p.add_argument("--game", required=True)
    p.add_argument("--seats", required=True, help="comma-separated levels, e.g. hard,normal")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--variant", default=None)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_arena)

    p = sub.add_parser("screenshot", help="render one scene to a PNG")
    p.add_argument("--game", default=None, help="a registered game with a window (default: the first)")
    p.add_argument("--scene", required=True, help="the scene to render (listed below)")
    # the list needs the game windows, so it is built only when help is shown
    def screenshot_help(parser: argparse.ArgumentParser = p) -> str:
        return argparse.ArgumentParser.format_help(parser) + _scene_list()

    p.format_help = screenshot_help  # type: ignore[method-assign]  # (argparse offers no hook for a help built late)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--lang", default="en")
    p.add_argument("--size", default="1280x800")
    p.add_argument("--out", required=True)
    p.set_defaults(func=cmd_screenshot)

    p = sub.add_parser("selftest", help="load all content and render every scene offscreen")
    p.add_argument("--quiet", action="store_true")
    p.set_defaults(func=cmd_selftest)

    p = sub.add_parser("torture", help="load hundreds of broken saves, settings and maps; optionally kill -9 autosaves")
    p.add_argument("--repeat", type=int, default=1)
    p.add_argument("--kills", type=int, default=0, help="kill an autosaving process this many times")
    p.add_argument("--slow-disk", type=float, default=None, help="seconds the final save at quit takes (default 1.5)")
    p.set_defaults(func=cmd_torture)

    p = sub.add_parser("records", help="your statistics per game and bot level, from your finished games")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_records)

    p = sub.add_parser("play", help="open the game window (the default)")
    p.set_defaults(func=cmd_play)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.selftest:
        return cmd_selftest(argparse.Namespace(quiet=False))
    func = getattr(args, "func", cmd_play)
    return int(func(args) or 0)


def gui_main(argv: list[str] | None = None) -> int:
    """The ``pocket-epics-gui`` launcher: on Windows it runs without a console, where
    ``sys.stdout`` is None, so the output and any crash go to ``PocketEpics.log`` in the
    user folder (as the frozen program's do) instead of being lost or crashing a print."""
    if sys.stdout is not None and sys.stderr is not None:
        return main(argv)
    from game.core.files import open_own_file
    from game.paths import user_dir

    saved = sys.stdout, sys.stderr
    with open_own_file(user_dir() / "PocketEpics.log") as log:
        sys.stdout = sys.stderr = log
        try:
            return main(argv)
        except Exception:  # noqa: BLE001 - the only place a windowed crash can be reported
            import traceback

            traceback.print_exc(file=log)
            return 1
        finally:
            sys.stdout, sys.stderr = saved


if __name__ == "__main__":
    sys.exit(main())
