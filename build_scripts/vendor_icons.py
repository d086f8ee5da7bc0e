"""Vendor the game-icons.net silhouettes the cards use, with their licence and credits.

``python build_scripts/vendor_icons.py`` downloads ``@iconify-json/game-icons``
(version ``VERSION``) from the npm registry, keeps only the icons that
``game/ui/pictures.json`` names, and rewrites ``assets/icons/game-icons/``:
one ``<name>.svg`` per icon (512x512, filled with ``currentColor`` so the game
paints it in any colour), ``LICENSE.txt`` (CC BY 3.0) and ``CREDITS.md``.

The iconify package carries the set's licence but not who drew each icon:
``assets/icons/authors.tsv`` (checked in) names the author of every icon used,
as the upstream repository (github.com/game-icons/icons) files it, one folder
per author.  The script refuses to write an icon without an author.

The files are committed, so neither the game nor its builds need the network.
``--tarball PATH`` uses an already downloaded package instead.
"""

from __future__ import annotations

import argparse
import io
import json
import sys
import tarfile
import urllib.request
from pathlib import Path

PACKAGE = "@iconify-json/game-icons"
VERSION = "1.2.4"
URL = f"https://registry.npmjs.org/{PACKAGE}/-/game-icons-{VERSION}.tgz"
ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "assets" / "icons"
OUT = ICONS / "game-icons"
PICTURES = ROOT / "game" / "ui" / "pictures.json"
AUTHORS = ICONS / "authors.tsv"

# How the upstream folders are credited on game-icons.net.
AUTHOR_NAMES = {
    "lorc": "Lorc", "delapouite": "Delapouite", "skoll": "Skoll", "caro-asercion": "Caro Asercion",
    "carl-olsen": "Carl Olsen", "cathelineau": "Cathelineau", "sbed": "Sbed", "various-artists": "Various artists",
    "faithtoken": "Faithtoken", "willdabeast": "Willdabeast", "zeromancer": "Zeromancer", "felbrigg": "Felbrigg",
    "darkzaitzev": "DarkZaitzev", "heavenly-dog": "HeavenlyDog", "john-colburn": "John Colburn",
    "kier-heyl": "Kier Heyl", "lord-berandas": "Lord Berandas", "pierre-leducq": "Pierre Leducq",
    "priorblue": "PriorBlue", "quoting": "Quoting", "rihlsul": "Rihlsul", "sparker": "Sparker",
    "viscious-speed": "Viscious Speed", "irongamer": "Irongamer", "generalace135": "GeneralAce135",
    "guard13007": "Guard13007", "andymeneely": "Andy Meneely", "catsu": "Catsu", "lucasms": "Lucas",
    "aussiesim": "Aussiesim", "starseeker": "Starseeker",
}

LICENSE_TEXT = """\
The icons in this folder are from game-icons.net (https://game-icons.net),
published by its authors under the Creative Commons Attribution 3.0 Unported
licence (CC BY 3.0): https://creativecommons.org/licenses/by/3.0/
The licence's full legal code is at https://creativecommons.org/licenses/by/3.0/legalcode

Taken from the npm package {package} {version} (Iconify's packaging of
https://github.com/game-icons/icons); only the icons Pocket Epics draws are kept.
Changes: none to the shapes; each is saved as its own SVG file, and the game
recolours, scales and combines them on its cards.  CREDITS.md names the author
of every icon.
"""


def wanted_icons(pictures: dict) -> set[str]:
    """Every icon name the picture mapping uses (any nesting of lists and objects)."""
    names: set[str] = set()

    def walk(node) -> None:
        if isinstance(node, str):
            names.add(node)
        elif isinstance(node, list):
            for item in node:
                walk(item)
        elif isinstance(node, dict):
            for key, value in node.items():
                if key != "about":
                    walk(value)

    walk(pictures)
    return names


def read_authors(path: Path = AUTHORS) -> dict[str, str]:
    """icon name -> upstream author folder, from the checked-in table."""
    authors: dict[str, str] = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = line.split("\t")
        if len(parts) != 2:
            raise SystemExit(f"{path.name} line {number}: expected 'icon<TAB>author', got {line!r}")
        authors[parts[0]] = parts[1]
    return authors


def author_name(folder: str) -> str:
    return AUTHOR_NAMES.get(folder, folder.replace("-", " ").title())


def load_package(tarball: Path | None) -> tuple[dict, dict]:
    """(icons.json, info.json) of the package, downloaded unless ``tarball`` is given."""
    data = tarball.read_bytes() if tarball else urllib.request.urlopen(URL, timeout=60).read()
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as tar:
        def member(name: str) -> dict:
            handle = tar.extractfile(f"package/{name}")
            assert handle is not None, name
            return json.load(handle)

        meta = member("package.json")
        if meta.get("version") != VERSION:
            raise SystemExit(f"expected {PACKAGE} {VERSION}, the tarball holds {meta.get('version')}")
        return member("icons.json"), member("info.json")


def svg_text(icon: dict, size: int) -> str:
    w, h = icon.get("width", size), icon.get("height", size)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">'
            f'{icon["body"]}</svg>\n')


def credits_text(names: list[str], authors: dict[str, str]) -> str:
    by_author: dict[str, list[str]] = {}
    for name in names:
        by_author.setdefault(authors[name], []).append(name)
    lines = [
        "# Icon credits",
        "",
        f"Icons from game-icons.net, licensed under CC BY 3.0 (see LICENSE.txt), taken from the npm package `{PACKAGE}` {VERSION}.",
        "",
        "| icon | author |",
        "| --- | --- |",
    ]
    lines += [f"| {name} | {author_name(authors[name])} |" for name in names]
    lines += ["", "## By author", ""]
    for folder in sorted(by_author, key=lambda f: (-len(by_author[f]), f)):
        lines.append(f"- **{author_name(folder)}** (https://game-icons.net, folder `{folder}`): {', '.join(by_author[folder])}")
    return "\n".join(lines) + "\n"


def vendor(tarball: Path | None = None) -> int:
    pictures = json.loads(PICTURES.read_text(encoding="utf-8"))
    names = sorted(wanted_icons(pictures))
    authors = read_authors()
    unknown = [n for n in names if n not in authors]
    if unknown:
        print(f"no author in {AUTHORS.name} for: {', '.join(unknown)}", file=sys.stderr)
        return 1
    icons, info = load_package(tarball)
    size = icons.get("width", 512)
    missing = [n for n in names if n not in icons["icons"]]
    if missing:
        print(f"not in {PACKAGE} {VERSION}: {', '.join(missing)}", file=sys.stderr)
        return 1
    OUT.mkdir(parents=True, exist_ok=True)
    for old in OUT.glob("*.svg"):
        if old.stem not in names:
            old.unlink()
    for name in names:
        icon = dict(icons["icons"][name])
        icon.setdefault("width", size)
        icon.setdefault("height", icons.get("height", size))
        (OUT / f"{name}.svg").write_text(svg_text(icon, size), encoding="utf-8")
    (OUT / "LICENSE.txt").write_text(LICENSE_TEXT.format(package=PACKAGE, version=VERSION), encoding="utf-8")
    (OUT / "CREDITS.md").write_text(credits_text(names, authors), encoding="utf-8")
    print(f"{len(names)} icons from {PACKAGE} {VERSION} ({info.get('license', {}).get('spdx', '?')}) -> {OUT}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tarball", type=Path, help="an already downloaded package .tgz")
    args = parser.parse_args(argv)
    return vendor(args.tarball)


if __name__ == "__main__":
    sys.exit(main())
