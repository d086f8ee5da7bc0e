"""Re-make every screenshot the README shows from today's screens, by one command.

    python build_scripts/readme_screenshots.py            # write them into assets/screenshots/
    python build_scripts/readme_screenshots.py --check    # exit 1 if a committed one is out of date

Each picture is one ``python -m game screenshot`` run (a headless app, bots
paused, no tooltips), so the same code gives the same pixels: the list below is
the whole recipe.  The README's own image links are read too, and a link with no
recipe here (or a recipe the README does not show) is an error, so a picture
added to the README cannot be forgotten by this script.
"""

from __future__ import annotations

import argparse
import hashlib
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parents[1]
FOLDER = "assets/screenshots"


class Shot(NamedTuple):
    file: str
    game: str
    scene: str
    seed: int
    lang: str
    size: str = "1280x800"


# The README's pictures, in its order (file names as it links them).
SHOTS = (
    Shot("kingdoms-board-en.png", "kingdoms", "board", 1, "en"),
    Shot("kingdoms-war-ru.png", "kingdoms", "war", 1, "ru"),
    Shot("kingdoms-setup-uk.png", "kingdoms", "setup", 1, "uk"),
    Shot("menu-en.png", "kingdoms", "menu", 1, "en"),
    Shot("conquest-board-en.png", "conquest", "board", 1, "en"),
    Shot("conquest-scoring-ru.png", "conquest", "scoring", 1, "ru"),
    Shot("galaxies-board-en.png", "galaxies", "board", 1, "en"),
    Shot("galaxies-solo-setup-uk.png", "galaxies", "solo_setup", 1, "uk"),
    Shot("chronicles-placement-en.png", "chronicles", "placement", 1, "en"),
    Shot("chronicles-draft-ru.png", "chronicles", "draft", 1, "ru", "1024x640"),
)


def readme_images(readme: Path) -> list[str]:
    """The screenshot files the README links, in order."""
    return re.findall(rf"\]\({re.escape(FOLDER)}/([^)\s]+\.png)\)", readme.read_text(encoding="utf-8"))


def problems(readme: Path) -> list[str]:
    """Links without a recipe and recipes without a link."""
    linked = readme_images(readme)
    made = [s.file for s in SHOTS]
    out = [f"README shows {f} but {Path(__file__).name} does not make it" for f in linked if f not in made]
    out += [f"{Path(__file__).name} makes {f} but the README does not show it" for f in made if f not in linked]
    return out


def render(shot: Shot, out: Path) -> None:
    """One ``python -m game screenshot`` run (its own process: a fresh app, as a player's would be)."""
    cmd = [sys.executable, "-m", "game", "screenshot", "--game", shot.game, "--scene", shot.scene, "--seed", str(shot.seed),
           "--lang", shot.lang, "--size", shot.size, "--out", str(out)]
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, check=False)
    if done.returncode != 0 or not out.is_file():
        raise SystemExit(f"{shot.file}: {' '.join(cmd[1:])} failed ({done.returncode}):\n{done.stderr[-2000:]}")


def pixels(path: Path) -> str:
    """A digest of the picture's pixels (a PNG's bytes may differ for the same pixels)."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    surf = pygame.image.load(str(path))
    return hashlib.sha256(pygame.image.tobytes(surf, "RGB") + repr(surf.get_size()).encode()).hexdigest()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="only compare with the committed pictures; exit 1 if one differs")
    parser.add_argument("--only", nargs="*", default=None, help="just these files (names as in the README)")
    args = parser.parse_args(argv)
    wrong = problems(ROOT / "README.md")
    if wrong:
        print("\n".join(wrong), file=sys.stderr)
        return 2
    folder = ROOT / FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    stale = []
    with tempfile.TemporaryDirectory() as tmp:
        for shot in SHOTS:
            if args.only and shot.file not in args.only:
                continue
            fresh = Path(tmp) / shot.file
            render(shot, fresh)
            target = folder / shot.file
            same = target.is_file() and pixels(target) == pixels(fresh)
            if args.check:
                if not same:
                    stale.append(shot.file)
                print(f"{shot.file}: {'up to date' if same else 'OUT OF DATE'}")
                continue
            if not same:
                target.write_bytes(fresh.read_bytes())
            print(f"{shot.file}: {'unchanged' if same else 'written'} ({shot.game} {shot.scene}, seed {shot.seed}, {shot.lang}, {shot.size})")
    if stale:
        print(f"{len(stale)} screenshot(s) out of date: run python build_scripts/readme_screenshots.py", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
