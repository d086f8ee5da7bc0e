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



# Palette colour names stay in each game's catalog: the code builds them per game
# at run time (f"conquest.colour.{c}", see game/ui/session.py), so a game's palette
# is whole in its own file even where a colour happens to read like the shell's.
SAME_AS_SHELL_ALLOWED = {f"conquest.colour.{c}" for c in ("blue", "green", "yellow", "purple", "white")}


def split_catalogs() -> tuple[dict[str, dict[str, str]], dict[str, dict[str, str]]]:
    """(shell texts, all games' texts) per language."""
    shell = {lang: files(lang)[f"ui.{lang}.json"] for lang in LANGS}
    games = {lang: {k: v for name, data in files(lang).items() if not name.startswith("ui.") for k, v in data.items()}
             for lang in LANGS}
    return shell, games


def copies_of_shell_texts(shell: dict[str, dict[str, str]], games: dict[str, dict[str, str]]) -> dict[str, list[str]]:
    """Game keys whose text equals one shell key's text in every language (issue 9).

    A top-bar label and its ``.tip`` go together (the tip key is the label key
    plus ``.tip``): a label whose tooltip says something of its own game is not a
    copy, and a tip is judged with its label when the game has one.
    """
    def same(key: str, shell_key: str) -> bool:
        return all(games[lang].get(key) == shell[lang].get(shell_key) for lang in LANGS)

    copies = {}
    for key in games["en"]:
        if key in SAME_AS_SHELL_ALLOWED or (key.endswith(".tip") and key[:-4] in games["en"]):
            continue
        twins = [s for s in shell["en"] if same(key, s) and same(key + ".tip", s + ".tip")]
        if twins:
            copies[key] = twins
    return copies


def test_game_catalogs_hold_no_copies_of_shell_texts():
    """Issue 9: a game's catalog keeps only its own texts; shared ones are the shell's."""
    assert copies_of_shell_texts(*split_catalogs()) == {}


def test_the_copy_check_catches_a_copy_but_not_a_game_worded_text():
    """Issue 9: a copied label is caught; one worded differently in one language, or
    a label whose tooltip is the game's own, is kept."""
    shell, games = split_catalogs()
    games = {lang: dict(games[lang], **{"galaxies.copied": shell[lang]["board.menu"], "galaxies.copied.tip": shell[lang]["board.menu.tip"],
                                        "galaxies.reworded": shell[lang]["score.total"] + ("!" if lang == "uk" else ""),
                                        "galaxies.own_tip": shell[lang]["board.menu"], "galaxies.own_tip.tip": "Galaxies: " + lang})
             for lang in LANGS}
    assert copies_of_shell_texts(shell, games) == {"galaxies.copied": ["board.menu"]}
