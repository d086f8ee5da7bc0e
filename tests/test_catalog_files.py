"""How the catalogs are laid out: the shell's texts in ``ui.<lang>.json``, each
game's texts in its own ``<id>_*.<lang>.json`` files under its id as prefix,
and no key defined in two files."""

from __future__ import annotations

import json
from collections import defaultdict

import pytest

from game.registry import COMING, GAMES
from game.ui.i18n import LANGS, catalog_dir

GAME_IDS = set(GAMES) | set(COMING)


def files(lang: str) -> dict[str, dict[str, str]]:
    return {p.name: json.loads(p.read_text(encoding="utf-8")) for p in sorted(catalog_dir().glob(f"*.{lang}.json"))}


@pytest.mark.parametrize("lang", LANGS)
def test_no_key_is_defined_in_two_files(lang):
    where = defaultdict(list)
    for name, data in files(lang).items():
        for key in data:
            where[key].append(name)
    twice = {k: v for k, v in where.items() if len(v) > 1}
    assert twice == {}


@pytest.mark.parametrize("lang", LANGS)
def test_shell_and_game_keys_live_in_their_own_files(lang):
    for name, data in files(lang).items():
        owner = name.split(".")[0]
        if owner == "ui":
            mixed = sorted(k for k in data if k.split(".")[0] in GAME_IDS)
            assert mixed == [], f"{name}: game keys in the shell catalog"
            continue
        game = owner.split("_")[0]
        assert game in GAME_IDS, f"{name}: neither the shell's nor a game's file"
        strays = sorted(k for k in data if not k.startswith(game + "."))
        assert strays == [], f"{name}: keys without the {game}. prefix"


def test_every_game_on_the_menu_has_a_name_and_blurb():
    english = {}
    for data in files("en").values():
        english.update(data)
    assert all(f"{g}.name" in english and f"{g}.blurb" in english for g in GAME_IDS)
