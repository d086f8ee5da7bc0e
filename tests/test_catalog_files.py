"""How the catalogs are laid out: the shell's texts in ``<lang>/ui.ftl``, each
game's texts in its own ``<lang>/<id>_*.ftl`` files under its id as prefix,
no key defined twice (in two files or twice in one), the same files in every
language, and no JSON catalog left."""

from __future__ import annotations

from collections import defaultdict

import pytest

from game.locales import files as ftl_files
from game.locales import key_of, load_file, messages
from game.paths import resource
from game.registry import COMING, GAMES
from game.ui.i18n import LANGS, catalog_dir

GAME_IDS = set(GAMES) | set(COMING)


def files(lang: str) -> dict[str, dict[str, str]]:
    """File name (``ui``, ``kingdoms_ui``...) -> key -> text."""
    return {p.stem: load_file(p) for p in ftl_files(lang)}


@pytest.mark.parametrize("lang", LANGS)
def test_no_key_is_defined_in_two_files_or_twice_in_one(lang):
    where = defaultdict(list)
    for path in ftl_files(lang):
        for message in messages(path):
            where[key_of(message.id.name)].append(path.name)
    twice = {k: v for k, v in where.items() if len(v) > 1}
    assert twice == {}


def test_every_language_has_the_same_files_and_no_json_catalog_is_left():
    names = {lang: sorted(p.name for p in ftl_files(lang)) for lang in LANGS}
    assert names["en"] and names["ru"] == names["en"] == names["uk"]
    assert sorted(p.name for p in catalog_dir().iterdir() if p.is_dir()) == sorted(LANGS)
    left = sorted(str(p.relative_to(resource())) for p in resource("assets").rglob("*.json"))
    assert left == [], "JSON catalogs left: move them with build_scripts/json_to_ftl.py"


@pytest.mark.parametrize("lang", LANGS)
def test_shell_and_game_keys_live_in_their_own_files(lang):
    for owner, data in files(lang).items():
        if owner == "ui":
            mixed = sorted(k for k in data if k.split(".")[0] in GAME_IDS)
            assert mixed == [], f"{lang}/ui.ftl: game keys in the shell catalog"
            continue
        game = owner.split("_")[0]
        assert game in GAME_IDS, f"{lang}/{owner}.ftl: neither the shell's nor a game's file"
        strays = sorted(k for k in data if not k.startswith(game + "."))
        assert strays == [], f"{lang}/{owner}.ftl: keys without the {game}. prefix"


def test_every_game_on_the_menu_has_a_name_and_blurb():
    english = {}
    for data in files("en").values():
        english.update(data)
    assert all(f"{g}.name" in english and f"{g}.blurb" in english for g in GAME_IDS)



# Palette colour names stay in each game's catalog: the code builds them per game
# at run time (f"conquest.colour.{c}", see game/ui/session.py), so a game's palette
# is whole in its own file even where a colour happens to read like the shell's
# (Galaxies' too, f"galaxies.colour.{c}": since issue 24 every player colour is
# the team's plural name in Russian and Ukrainian, so its five read like the shell's).
SAME_AS_SHELL_ALLOWED = ({f"conquest.colour.{c}" for c in ("blue", "green", "yellow", "purple", "white")}
                         | {f"galaxies.colour.{c}" for c in ("white", "blue", "purple", "orange", "black")})


def split_catalogs() -> tuple[dict[str, dict[str, str]], dict[str, dict[str, str]]]:
    """(shell texts, all games' texts) per language."""
    shell = {lang: files(lang)["ui"] for lang in LANGS}
    games = {lang: {k: v for name, data in files(lang).items() if name != "ui" for k, v in data.items()}
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


# --- Fluent syntax: every file parses; an error fails loading and the selftest, naming file and line --
@pytest.mark.parametrize("lang", LANGS)
def test_every_catalog_file_is_fluent_without_syntax_errors(lang):
    for path in ftl_files(lang):
        assert messages(path), f"{lang}/{path.name} holds no message"      # parse_file raises on Junk


def _broken_copy(tmp_path, lang: str = "ru") -> str:
    """A copy of the catalogs with a syntax error in ``<lang>/ui.ftl``; the line it is on."""
    import shutil

    shutil.copytree(catalog_dir(), tmp_path, dirs_exist_ok=True)
    path = tmp_path / lang / "ui.ftl"
    lines = path.read_text(encoding="utf-8").split("\n")
    at = next(i for i, line in enumerate(lines) if line.startswith("board-saved = "))
    lines[at] += " { $name"                  # an unclosed placeable
    path.write_text("\n".join(lines), encoding="utf-8")
    return f"{lang}/ui.ftl:{at + 1}:"


def test_a_fluent_syntax_error_names_the_file_and_line(tmp_path):
    from game.locales import CatalogError, load_lang

    where = _broken_copy(tmp_path)
    with pytest.raises(CatalogError) as err:
        load_lang("ru", tmp_path)
    assert str(err.value).startswith(where) and "board-saved" in str(err.value)
    assert load_lang("en", tmp_path)          # the other languages still load


def test_a_fluent_syntax_error_fails_the_selftest(tmp_path, monkeypatch):
    from game import locales
    from game.ui.selftest import selftest

    where = _broken_copy(tmp_path, "uk")
    monkeypatch.setattr(locales, "catalog_dir", lambda: tmp_path)
    problems = selftest()
    assert len(problems) == 1 and problems[0].startswith(where), problems
