"""Issue 24: Russian and Ukrainian that a native reader does not stumble over.

The screenshot read-through of every game (log, score screen, decisions) found
kinds of defects that plural variants and FORM agreement do not catch; each kind
a test can see has a guard here:

- a quoted name right after a preposition or a verb keeps the nominative where
  the sentence needs another case ("из «Горы II»", "применяют «Дипломатия»",
  "Взять «Спящий великан»"): a generic noun goes before it ("из региона «…»",
  "кубик «…»", "карту «…»"), which leaves the name in the nominative correctly;
- a player tagged on in brackets ("Корабль (Синие)", "подданного (Фиолетовые)")
  stands for a genitive the catalog cannot give a typed name: the sentence is
  turned so the player is its subject or its topic ("Синие: корабль …");
- a name repeats the word the message wraps it in ("место «5-е место»");
- the log shows an option's caption as if it were a sentence ("Белые: Построить:
  Святилище …") or an empty list as a dash ("Белые раскрывают: —.").
"""

from __future__ import annotations

import re

import pytest

from game import locales
from game.ui import i18n
from game.ui.i18n import set_language

SLAVIC = ("ru", "uk")
PREPOSITIONS = ("из", "в", "во", "на", "у", "с", "со", "к", "ко", "от", "до", "за", "з", "із", "зі", "від", "по",
                "про", "о", "об", "при", "для")
# A word ending like a Russian or Ukrainian verb (present tense or infinitive).
VERB_ENDING = re.compile(r"(ет|ёт|ют|ят|ит|ть|ти|є|ють|ять|ить|уть|ать)$")
PLAYER_VARS = ("player", "seat", "loser", "winner", "owner", "who", "hostile", "active", "rival")
# Role nouns a player may stand after in brackets: "у соперника (Синие)" names which rival.
ROLE_NOUNS = ("соперника", "суперника", "планеты", "планети", "игрока", "гравця")


def sources(lang: str) -> list[tuple[str, str]]:
    return [(path.name, path.read_text(encoding="utf-8")) for path in locales.files(lang)]


def context(text: str, m: re.Match) -> str:
    return text[max(0, m.start() - 40):m.end() + 20].replace("\n", " ")


@pytest.mark.parametrize("lang", SLAVIC)
def test_a_quoted_name_never_stands_bare_after_a_preposition_or_a_verb(lang):
    problems = []
    for name, text in sources(lang):
        for m in re.finditer(r"(?i)(?<![\w-])(" + "|".join(PREPOSITIONS) + r")\s+«\{ \$", text):
            problems.append(f"{lang} {name}: preposition before a quoted name: {context(text, m)!r}")
        for m in re.finditer(r"(\w+)\s+«\{ \$", text):
            if VERB_ENDING.search(m.group(1)):
                problems.append(f"{lang} {name}: verb before a quoted name: {context(text, m)!r}")
        for m in re.finditer(r"\}\s+«\{ \$", text):        # the variants of a select are the verbs
            problems.append(f"{lang} {name}: a selected verb before a quoted name: {context(text, m)!r}")
    assert problems == [], "\n".join(problems)


def test_the_quoted_name_check_sees_each_kind():
    bad = ("x = Синие: поход из «{ $src }».\n"
           "y = Синие применяют «{ $action }».\n"
           "z = { $p } { FORM($p) ->\n  [plural] повторяют\n *[other] повторяет\n } «{ $action }».\n")
    hits = [re.findall(r"(?i)(?<![\w-])(?:из)\s+«\{ \$", bad), [w for w in re.findall(r"(\w+)\s+«\{ \$", bad) if VERB_ENDING.search(w)],
            re.findall(r"\}\s+«\{ \$", bad)]
    assert [len(h) for h in hits] == [1, 1, 1]


@pytest.mark.parametrize("lang", SLAVIC)
def test_no_player_is_tagged_on_in_brackets(lang):
    pattern = re.compile(r"(\w+)\s+\(\{ \$(" + "|".join(PLAYER_VARS) + r") \}\)")
    problems = []
    for name, text in sources(lang):
        for m in pattern.finditer(text):
            if m.group(1) not in ROLE_NOUNS:
                problems.append(f"{lang} {name}: {context(text, m)!r}")
    assert problems == [], "\n".join(problems)


def _stems(text: str) -> set[str]:
    return {w.lower()[:5] for w in re.findall(r"[^\W\d_]{4,}", text)}


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_no_place_name_repeats_the_word_around_it(lang):
    """A Chronicles slot name never repeats a word just before it ("место «5-е место»")."""
    from game.chronicles.state import SLOT_NAMES

    catalog = locales.load_lang(lang)
    names = _stems(" ".join(catalog[f"chronicles.slot.{s}"] for s in SLOT_NAMES))
    problems = []
    for key, text in catalog.items():
        for m in re.finditer(r"\{ \$(slot|source|target) \}", text):
            before = re.findall(r"[^\W\d_]{4,}", text[:m.start()])[-2:]
            if _stems(" ".join(before)) & names:
                problems.append(f"{lang} {key}: {text[max(0, m.start() - 30):m.end()]!r}")
    assert problems == [], "\n".join(problems)


def test_the_repeat_check_sees_a_repeat():
    assert _stems("место") & _stems("5-е место") and not _stems("на месте") & _stems("Верх 1")


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_the_log_tells_a_build_and_an_empty_reveal_in_sentences(lang):
    from game.ui.chronicles import words

    colours = ["white", "blue"]
    set_language(lang)
    try:
        captions = [words.build_label(("build", "feast_hall", 1)), words.build_label(("upgrade", "feast_hall"))]
        built = words.event_text("build", {"player": 0, "action": ["build", "feast_hall", 1, [False], [0, 0, 0]], "gold": 2}, [], colours)
        upgraded = words.event_text("build", {"player": 1, "action": ["upgrade", "feast_hall", [True], [0, 0, 0]], "gold": 0}, [], colours)
        failed = words.event_text("build_failed", {"player": 0, "action": ["build", "feast_hall", 2, [False, False], [0, 0, 0]]}, [], colours)
        revealed = words.event_text("reveal", {"player": 1, "cards": [], "moves": []}, [], colours)
        building = words.building_name("feast_hall")
    finally:
        set_language("en")
    for text in (built, upgraded, failed):
        assert not any(c in text for c in captions), text          # not the option's caption
        assert building in text and "{" not in text
    assert "—" not in revealed and revealed.endswith("."), revealed
    if lang == "ru":
        assert built.startswith("Белые строят здание «") and built.endswith("(уровень 1) за 2 золота."), built
        assert upgraded.startswith("Синие улучшают здание «") and upgraded.endswith("до 2-го уровня бесплатно."), upgraded
        assert revealed == "Синие ничего не раскрывают."
    if lang == "uk":
        assert built.startswith("Білі будують будівлю «") and revealed == "Сині нічого не розкривають."


@pytest.mark.parametrize("lang", SLAVIC)
def test_a_hostile_galaxy_is_named_in_the_nominative_only_as_a_subject(lang):
    """Its own texts decline its name after a noun ("корабль Пепельного Следа"), so the
    nominative may only open a sentence or a clause ("…; затем Венец Пустоты забирает …")."""
    catalog = locales.load_lang(lang)
    problems = []
    for key, name in catalog.items():
        m = re.fullmatch(r"galaxies\.hostile\.(H\d)\.name", key)
        if not m:
            continue
        for other, text in catalog.items():
            if not other.startswith(f"galaxies.hostile.{m.group(1)}.") or other == key:
                continue
            for hit in re.finditer(re.escape(name), text):
                before = text[:hit.start()].rstrip()
                if before and not re.search(r"([.;:!?—]|затем|потім|потом)$", before):
                    problems.append(f"{lang} {other}: {text!r}")
    assert problems == [], "\n".join(problems)
