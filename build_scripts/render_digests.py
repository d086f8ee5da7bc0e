"""Digest every scene of every game, to prove a refactor moved no pixel.

Run ``python build_scripts/render_digests.py --out before.json`` on the old code
and ``--out after.json --compare before.json`` on the new: each scene of each
registered game (the screenshot command's scenes, the lesson's first steps) is
rendered headless at both window sizes, in both palettes, with two seeds, and
its pixels hashed.  ``--compare`` lists every render whose hash differs and
writes both pictures of each to ``--diff-dir`` to look at; it exits 1 then.
``--games`` and ``--scenes`` narrow the run while working on one game.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

SIZES = ((1280, 800), (1024, 640))
SEEDS = (1, 2)


def renders(games: list[str], scenes: list[str] | None, lang: str):
    """Yield (name, surface) for every render asked for."""
    from game.ui.screenshot import (
        TUTORIAL_SCENE,
        build_app,
        render,
        scenes_of,
        stage,
        tutorial_starts,
    )

    for game in games:
        for scene in scenes_of(game):
            if scenes and scene not in scenes:
                continue
            seeds = SEEDS
            if scene == TUTORIAL_SCENE:
                seeds = tuple(sorted({1, 2, 3, *tutorial_starts(game)}))
            for seed in seeds:
                for w, h in SIZES:
                    for colorblind in (False, True):
                        name = f"{game}-{scene}-s{seed}-{w}x{h}-{'cb' if colorblind else 'std'}-{lang}"
                        app = build_app(lang, (w, h), colorblind=colorblind)
                        stage(app, game, scene, seed)
                        for shown in app.stack:
                            if getattr(shown, "ctl", None) is not None:
                                shown.ctl.paused = True
                        surf = render(app)
                        if app.errors:
                            raise SystemExit(f"{name}: {app.errors[-1]}")
                        yield name, surf


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("POCKET_EPICS_HOME", "/tmp/render-digests-home")
    import pygame

    from game.registry import windowed

    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", required=True, help="where to write the digests (JSON)")
    p.add_argument("--compare", help="digests of the old code to compare with")
    p.add_argument("--diff-dir", default="render-diffs", help="where differing renders go")
    p.add_argument("--games", help="comma-separated game ids (default: all)")
    p.add_argument("--scenes", help="comma-separated scene names (default: all)")
    p.add_argument("--lang", default="en")
    a = p.parse_args(argv)
    games = a.games.split(",") if a.games else [e.id for e in windowed()]
    scenes = a.scenes.split(",") if a.scenes else None
    old = json.loads(Path(a.compare).read_text()) if a.compare else {}
    digests: dict[str, str] = {}
    differ: list[str] = []
    for name, surf in renders(games, scenes, a.lang):
        digest = hashlib.sha256(pygame.image.tobytes(surf, "RGB")).hexdigest()
        digests[name] = digest
        if name in old and old[name] != digest:
            differ.append(name)
            Path(a.diff_dir).mkdir(parents=True, exist_ok=True)
            pygame.image.save(surf, str(Path(a.diff_dir) / f"{name}-after.png"))
    Path(a.out).write_text(json.dumps(digests, indent=1, sort_keys=True) + "\n")
    missing = sorted(set(old) - set(digests)) if not (a.games or a.scenes) else []
    print(f"{len(digests)} renders; {len(differ)} differ; {len(missing)} missing")
    for name in differ:
        print("  differs:", name)
    for name in missing:
        print("  missing:", name)
    return 1 if differ or missing else 0


if __name__ == "__main__":
    raise SystemExit(main())
