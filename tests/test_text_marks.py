"""Typography a player meets in every catalog: capitals after a colon, minus signs.

- In Russian and Ukrainian a colon inside a sentence is followed by a small
  letter ("Тихомгла атакует: вы теряете…", not "…: Вы теряете…"); a capital
  there is right only for a proper name: a player's or colour's name, a place
  (planet, city, province, region, slot), a card or building, a faction, a
  hostile galaxy (``names`` gathers them from the content catalogs), or an
  abbreviation ("ПО").  The defect came from capitalised texts put into a
  message (an attack's sentence, a die face, a planet's action), so every
  message is rendered with the catalog texts the code really passes for each of
  its variables (``SOURCES``), not with a dummy word.
- A negative number is written with the minus sign "−" (U+2212), in every
  language: in a catalog's own text, in a number Fluent formats, and in one the
  code formats (``i18n.number`` / ``i18n.signed``); the bundled fonts have the glyph.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache

import pytest

from game import locales
from game.ui import i18n, text_truth
from game.ui.i18n import Name, set_language, tr

SLAVIC = ("ru", "uk")
NAME_KEYS = re.compile(r"(^|\.)colour\.[a-z]+$|\.name$|^kingdoms\.player\.neutral$|^conquest\.(city|province)\.[a-z_]+$"
                       r"|^chronicles\.(kind|building|slot|res)\.[a-z_0-9]+$|^kingdoms\.terrain\.[a-z_]+$|^kingdoms\.faction\.[a-z_]+$")
# The catalog texts the code puts into each variable (read off the games' ``words`` modules):
# a message of the game ``variable`` is filled from the keys matching one of these.
SOURCES: dict[str, tuple[str, ...]] = {
    "attack": (r"galaxies\.hostile\.H\d\.attack\.\d",),
    "effect": (r"galaxies\.planet\.P\d+\.text",),
    "text": (r"galaxies\.planet\.P\d+\.text", r"galaxies\.action\.[a-z_]+\.text", r"galaxies\.mission\.M\d+\.text",
             r"chronicles\.kind\.[a-z_]+\.text", r"chronicles\.building\.[a-z_]+\.l[12]", r"kingdoms\.faction\.[a-z_]+\.ability\.\d"),
    "face": (r"galaxies\.action\.[a-z_]+", r"galaxies\.track\.[a-z]+", r"conquest\.face\.[a-z_]+"),
    "faces": (r"galaxies\.face\.[a-z_]+", r"conquest\.face\.[a-z_]+"),
    "track": (r"galaxies\.action\.[a-z_]+", r"galaxies\.track\.[a-z]+"),
    "action": (r"galaxies\.action\.[a-z_]+", r"galaxies\.track\.[a-z]+", r"kingdoms\.action\.[a-z_]+"),
    "resource": (r"galaxies\.res\.[a-z]+", r"kingdoms\.res\.[a-z]+"),
    "what": (r"kingdoms\.res\.[a-z]+", r"kingdoms\.res\.count\.[a-z]+", r"chronicles\.amount\.[a-z]+"),
    "give": (r"kingdoms\.res\.[a-z]+",),
    "get": (r"kingdoms\.res\.[a-z]+",),
    "reason": (r"kingdoms\.reason\.[a-z_]+",),
    "phase": (r"chronicles\.phase\.[a-z_]+",),
    "terrain": (r"kingdoms\.terrain\.[a-z_]+",),
    "type": (r"kingdoms\.token\.[a-z_]+",),
    "dest": (r"galaxies\.dest\.[a-z_]+",),
    "direction": (r"chronicles\.dir\.[a-z]+",),
    "cost": (r"chronicles\.cost\.[a-z_]+", r"galaxies\.cost\.[a-z_]+"),
    "line": (r"conquest\.line\.[a-z_]+",),
    "criterion": (r"kingdoms\.score\.crit\.\d",),
    "how": (r"galaxies\.how\.[a-z_]+",),
}
# Messages that say a Galaxies die face inside a sentence: the code fills them with the face's
# small-letter word (``galaxies.words.face_word``), the others with its name.
FACE_WORDS = {"galaxies.die.tip", "galaxies.help.one", "galaxies.use.one", "galaxies.opt.repeat", "galaxies.opt.activate",
              "galaxies.opt.set_face.keep", "galaxies.pick.die"}
TYPED = "Аня"            # a name a player typed
GAMES = ("kingdoms", "conquest", "galaxies", "chronicles")
UPPER = re.compile(r"[A-ZА-ЯЁІЇЄҐ]")


@cache
def catalog(lang: str) -> dict[str, str]:
    return locales.load_lang(lang)


@cache
def messages(lang: str) -> dict[str, object]:
    return {locales.key_of(m.id.name): m for path in locales.files(lang) for m in locales.messages(path)}


def variables(lang: str, key: str) -> set[str]:
    return locales.variables(messages(lang)[key].value)


def form_variables(lang: str, key: str) -> set[str]:
    return {v for v in variables(lang, key) if f"FORM(${v})" in catalog(lang)[key]}


@contextmanager
def speaking(lang: str) -> Iterator[None]:
    before = i18n.catalog().lang
    set_language(lang)
    try:
        yield
    finally:
        set_language(before)


def plain(lang: str, key: str, **given) -> str:
    """A message with neutral arguments: 2 for a number, a typed name for a player."""
    args = {v: Name(TYPED) if v in form_variables(lang, key) else 2 for v in variables(lang, key)}
    with speaking(lang):
        return tr(key, **{**args, **given})


@cache
def sources(lang: str, variable: str, key: str) -> tuple[str, ...]:
    """The texts the code puts into ``variable`` of the message ``key`` (a shell message: any game's)."""
    game = key.split(".", 1)[0]
    found = []
    patterns = (r"galaxies\.face\.[a-z_]+",) if key in FACE_WORDS and variable in ("action", "face") else SOURCES.get(variable, ())
    for pattern in patterns:
        if game in GAMES and not pattern.startswith(game):
            continue
        found += [plain(lang, k) for k in catalog(lang) if re.fullmatch(pattern, k)]
    return tuple(found)


@cache
def names(lang: str) -> tuple[str, ...]:
    """Every proper name a colon may be followed by: the content's names and the seats' names."""
    found = {plain(lang, k) for k in catalog(lang) if NAME_KEYS.search(k)}
    found |= {plain(lang, "saves.player", n=n) for n in range(1, 7)} | {TYPED}
    found |= {n.split("-")[0] for n in found}          # "Сорока" for "Сорока-воровка"
    return tuple(sorted(found, key=len, reverse=True))


def capital_after_colon(text: str, lang: str) -> str:
    """The first place where a colon inside a sentence is followed by a capitalised
    common word ("" if none): not a name, not an abbreviation, not a quotation."""
    for m in re.finditer(r":[ \u00a0]+", text):
        rest = text[m.end():]
        if not rest or not UPPER.match(rest):
            continue
        word = re.match(r"[^\W\d_]+", rest)
        if word and (word.group(0).isupper() and len(word.group(0)) > 1 or len(word.group(0)) == 1 and not rest[1:2].isalpha()):
            continue                                    # "ПО", "F — да": an abbreviation or a key
        if any(rest.startswith(n) for n in names(lang) if n[:1].isupper()):
            continue
        return text[max(0, m.start() - 40):m.end() + 25]
    return ""


def rendered(lang: str):
    """Every message of ``lang``, once per text the code may put into each of its variables."""
    for key in catalog(lang):
        base = {v: Name(TYPED) if v in form_variables(lang, key) else 2 for v in variables(lang, key)}
        yield key, plain(lang, key, **base)
        for var in sorted(variables(lang, key) - form_variables(lang, key)):
            for value in sources(lang, var, key):
                yield key, plain(lang, key, **{**base, var: value})


@pytest.mark.parametrize("lang", SLAVIC)
def test_no_capital_common_word_follows_a_colon_in_any_message(lang):
    problems = []
    with text_truth.watch() as seen:
        for key, text in rendered(lang):
            bad = capital_after_colon(text, lang)
            if bad:
                problems.append(f"{lang} {key}: {bad!r}")
    assert not seen, seen[:5]
    problems = list(dict.fromkeys(problems))
    assert problems == [], f"{len(problems)} texts:\n" + "\n".join(problems[:60])


def test_the_colon_check_tells_names_from_common_words():
    assert capital_after_colon("Тихомгла атакует: Вы теряете 1 энергию.", "ru")
    assert capital_after_colon("Бросок: Экономика, Энергия.", "ru")
    assert not capital_after_colon("Тихомгла атакует: вы теряете 1 энергию.", "ru")
    assert not capital_after_colon("Ход: Фиолетовые. Решает бот: Синие…", "ru")
    assert not capital_after_colon("Война: Лес (7A) — Синие нападают", "ru")
    assert not capital_after_colon("Лирра: 2 ПО. Действие: «Получите 1 культуру».", "ru")
    assert not capital_after_colon("Итог: ПО 3", "ru")
    assert not capital_after_colon("Выбыл: Игрок 2", "ru")
    assert "Лирра" in names("ru") and "Тихомгла" in names("ru") and "Синие" in names("ru")
    assert sources("ru", "attack", "galaxies.event.hostile_attack") and all(s and s[0].isupper() for s in sources("ru", "attack", "galaxies"))


# --- minus signs ----------------------------------------------------------------------------------
HYPHEN_MINUS = re.compile(r"(?<![\w\d\u2010-])-(?=\d)")        # "-3", " -1": not "5-е", not "Верх-1", not "1-2"


def test_the_bundled_fonts_have_the_minus_sign():
    import pygame.freetype

    from game.paths import resource
    from game.ui.fonts import FILES

    pygame.freetype.init()
    for name in FILES.values():
        face = pygame.freetype.Font(str(resource("assets", "fonts", name)), 20)
        assert face.get_metrics("\u2212")[0] is not None, name       # None: the font has no such glyph (tofu)
        assert face.get_metrics("\U000f0000")[0] is None              # the check tells a missing glyph


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_no_catalog_writes_a_hyphen_for_a_minus(lang):
    problems = []
    for path in locales.files(lang):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if not line.startswith("#") and HYPHEN_MINUS.search(line.split("=", 1)[-1]):
                problems.append(f"{path.parent.name}/{path.name}:{n}: {line.strip()[:90]}")
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_a_negative_number_in_any_message_is_written_with_the_minus_sign(lang):
    """Every message with every number variable at −3 (and −1.5): a minus sign, never a hyphen."""
    set_language(lang)
    problems = []
    try:
        for key in catalog(lang):
            forms = form_variables(lang, key)
            for value in (-3, -1.5):
                args = {v: Name(TYPED) if v in forms else value for v in variables(lang, key)}
                text = tr(key, **args)
                if HYPHEN_MINUS.search(text):
                    problems.append(f"{lang} {key}: {text[:90]!r}")
    finally:
        set_language("en")
    assert problems == [], "\n".join(problems[:30])


def test_numbers_formatted_in_code_have_the_minus_sign():
    from game.ui.chronicles import words

    assert i18n.number(-3) == "\u22123" and i18n.number(4) == "4" and i18n.number("") == ""
    assert i18n.signed(-3) == "\u22123" and i18n.signed(3) == "+3" and i18n.signed(0) == "0"
    for lang in i18n.LANGS:
        set_language(lang)
        try:
            lost = words.event_text("vp", {"player": 0, "step": "aging", "delta": -3, "vp": -1}, [], ["white", "blue"])
            won = words.event_text("vp", {"player": 1, "step": "aging", "delta": 2, "vp": 5}, [], ["white", "blue"])
            war = words.event_text("game_over", {"scores": [-2, 7], "winners": [1]}, [], ["white", "blue"])
        finally:
            set_language("en")
        assert "\u22123" in lost and "\u22121" in lost and not HYPHEN_MINUS.search(lost), lost
        assert "+2" in won, won
        assert "\u22122" in war and not HYPHEN_MINUS.search(war), war


# --- who won: one wording ---------------------------------------------------------------------------
def drawn_texts(app, frames: int = 2) -> list[str]:
    """Every string the window draws in ``frames`` frames (through ``fonts.render``, the one way to glyphs)."""
    import pygame

    from game.ui import fonts

    seen: list[str] = []
    original = fonts.render

    def spy(text, *args, **kwargs):
        seen.append(text)
        return original(text, *args, **kwargs)

    fonts.render = spy
    try:
        surf = pygame.Surface(app.size)
        for _ in range(frames):
            app.frame(surf, [], 1 / 30)
    finally:
        fonts.render = original
    return seen


WINNER_GAMES = [g for g in GAMES if "scoring" in __import__("game.ui.screenshot", fromlist=["scenes_of"]).scenes_of(g)]


@pytest.mark.parametrize("lang", i18n.LANGS)
@pytest.mark.parametrize("game", WINNER_GAMES)
def test_every_game_names_its_winners_in_the_one_shell_wording(game, lang):
    """The final scores of every game say who won with ``score.winner`` / ``score.shared``
    (Chronicles had its own "Фиолетовые побеждают!" beside the shell's "Победа: Синие!")."""
    from game.ui.scenes.score_table import ScoreTableScene, winners_line
    from game.ui.screenshot import build_app, stage

    app = build_app(lang, (1280, 800))
    stage(app, game, "scoring", 3)
    scene = app.top
    assert isinstance(scene, ScoreTableScene), type(scene)
    texts = drawn_texts(app)
    board = scene.board
    result = board.ctl.match.rules.result(board.ctl.match.state)
    winners = result["winners"] if isinstance(result, dict) else result.winners
    names = [board.name(s) for s in winners]
    with speaking(lang):
        want = winners_line(names)
    assert any(t.startswith(want) for t in texts), (want, [t for t in texts if any(n in t for n in names)][:6])
    other = {k for lang_ in i18n.LANGS for k in messages(lang_) if k.endswith((".score.winner", ".score.shared"))}
    assert other == set(), other                    # no game keeps a wording of its own


@pytest.mark.parametrize("lang", SLAVIC)
def test_the_winner_wording_agrees_with_every_kind_of_name(lang):
    from game.ui.scenes.score_table import winners_line

    with speaking(lang):
        colour = tr("colour.blue")
        typed = Name("Аня")
        one, team, shared = winners_line([typed]), winners_line([colour]), winners_line([colour, typed])
    assert one.startswith("Аня ") and one.endswith("!") and team.startswith(str(colour) + " ")
    assert one.split()[1] != team.split()[1]                    # "побеждает" / "побеждают"
    assert str(colour) in shared and "Аня" in shared and ":" in shared
