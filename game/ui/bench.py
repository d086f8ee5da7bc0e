"""Frame-time benchmark: `python -m game.ui.bench [--game ID]`.

Renders a game's bench board (``GameWindow.bench_board``, at the window's
``bench_players``; 1280x800 by default) frame after frame while a bot is busy
thinking on the worker thread, pinned to one CPU core when the platform
allows, and prints the median and 95th-percentile frame time.  Any registered
game with a window can be measured; ``--game all`` measures each in turn.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import threading
import time

from game.core.bots import Bot, random_choice


class BusyBot(Bot):
    """Thinks hard (pure-Python work, holding the GIL in turns) until told to stop."""

    level = "busy"
    stop = threading.Event()

    def choose(self, view, legal):
        x = 0
        while not self.stop.is_set():
            for i in range(2000):
                x = (x * 31 + i) % 1000003
        return random_choice(self.rng, legal)


def bench(frames: int = 300, size: tuple[int, int] = (1280, 800), players: int | None = None, seed: int = 1, bot: str = "busy",
          game: str | None = None) -> dict:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})
    import pygame

    from game.core.bots import make_bot
    from game.registry import get_entry, windowed
    from game.ui.scenes.menu import MenuScene
    from game.ui.screenshot import build_app

    game = game or windowed()[0].id
    window = get_entry(game).load_window()
    app = build_app("en", size)
    app.settings.anim_speed = "normal"
    app.settings.bot_speed = "normal"
    players = players or window.bench_players
    board = window.bench_board(app, players, seed)
    ctl = board.ctl
    if bot != "busy":
        for s in range(players):
            ctl.bots[s] = make_bot(game, bot, s, s)
    match = ctl.match
    BusyBot.stop.clear()
    if bot == "busy":
        for s in range(players):
            ctl.bots[s] = BusyBot(s, s)   # every seat thinks for as long as we measure
    app.reset(MenuScene(app))
    app.push(board)
    surf = pygame.Surface(size)
    rng = random.Random(seed)
    app.frame(surf, [], 0.016)           # first frame builds layout and caches
    app.frame(surf, [], 0.016)
    times: list[float] = []
    thinking_frames = 0
    deadline = time.monotonic() + 120
    while len(times) < frames and time.monotonic() < deadline and not match.is_over():
        pos = (rng.randrange(size[0] * 2 // 3), rng.randrange(size[1] * 2 // 3))
        events = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]
        thinking = ctl.pending is not None and not ctl.pending[2].done()
        t0 = time.perf_counter()
        app.frame(surf, events, 0.016)
        took = (time.perf_counter() - t0) * 1000
        if thinking:                      # only frames drawn while a bot was busy count
            times.append(took)
            thinking_frames += 1
        time.sleep(0.002)
    BusyBot.stop.set()
    times.sort()
    if not times:
        return {"game": game, "error": "no frame was drawn while a bot thought", "errors": len(app.errors) + 1}
    return {
        "game": game,
        "frames": frames,
        "size": f"{size[0]}x{size[1]}",
        "players": players,
        "bot": bot,
        "bot_thinking_frames": thinking_frames,
        "median_ms": round(statistics.median(times), 2),
        "p95_ms": round(times[int(len(times) * 0.95) - 1], 2),
        "max_ms": round(times[-1], 2),
        "errors": len(app.errors),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.ui.bench", description=__doc__)
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--game", default=None, help="a registered game with a window, or all (default: the first)")
    parser.add_argument("--players", type=int, default=None, help="default: the window's bench_players")
    parser.add_argument("--bot", default="busy", help="busy (a synthetic bot that never stops thinking) or a bot level")
    args = parser.parse_args(argv)
    w, _, h = args.size.partition("x")
    from game.registry import windowed

    games = [e.id for e in windowed()] if args.game == "all" else [args.game]
    failed = 0
    for game in games:
        report = bench(args.frames, (int(w), int(h)), args.players, bot=args.bot, game=game)
        print(json.dumps(report))
        failed += report["errors"] != 0
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
