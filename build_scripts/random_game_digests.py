"""Digests of random games, to show a speed change keeps the same draws.

    python build_scripts/random_game_digests.py [--games 30] [--game G ...] [--out F] [--compare F]

For every game and player count, ``--games`` random games are played as
``simulate`` plays them (the rules' ``sample_action`` through the bot driver),
once with events muted and once with events kept, and one SHA-256 is taken
over each game's action log, result and (unmuted) events.  Same digests before
and after a change: the same games.  ``--compare`` names a JSON file of an
earlier run and exits 1 on any difference.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core.protocol import GameConfig  # noqa: E402
from game.core.runner import Driver  # noqa: E402
from game.registry import GAMES, get_rules  # noqa: E402
from game.tools.simulate import play_game  # noqa: E402


def digest(game: str, players: int, games: int, muted: bool) -> str:
    """One hash over ``games`` random games' logs, results and events."""
    rules = get_rules(game)
    h = hashlib.sha256()
    for g in range(games):
        seed = 7_919 * g + players
        config = GameConfig(game, players, seed, None, {})
        state = rules.new_state(config)
        state.mute_events = muted
        n, problem = play_game(rules, state, Driver.sampling(rules, config, random.Random(seed ^ 0x5EED)), False)
        h.update(repr((n, problem, state.log)).encode())
        if rules.is_over(state):
            r = rules.result(state)
            h.update(repr((r.scores, r.winners, r.tiebreak)).encode())
        h.update(repr([(e.kind, e.to, e.reveal, e.args) for e in state.events]).encode())
    return h.hexdigest()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--game", action="append", help="only these games (default: all)")
    ap.add_argument("--out")
    ap.add_argument("--compare")
    args = ap.parse_args()
    out: dict[str, str] = {}
    for game in args.game or list(GAMES):
        rules = get_rules(game)
        for players in range(rules.min_players, rules.max_players + 1):
            for muted in (True, False):
                key = f"{game}/{players}/{'muted' if muted else 'events'}"
                out[key] = digest(game, players, args.games, muted)
                print(key, out[key][:16], flush=True)
    if args.out:
        Path(args.out).write_text(json.dumps(out, indent=1) + "\n")
    if args.compare:
        before = json.loads(Path(args.compare).read_text())
        differ = [k for k in out if k in before and before[k] != out[k]]
        print(f"{len(out) - len(differ)} same, {len(differ)} differ: {differ}")
        return 1 if differ else 0
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
