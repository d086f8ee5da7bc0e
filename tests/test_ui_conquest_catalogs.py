"""Every text the Conquest scenes show exists in English, Russian and Ukrainian."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.conquest.content import default_content
from game.conquest.rules import EVENT_KINDS
from game.core.bots import LEVELS
from game.registry import get_entry
from game.ui.conquest import art
from game.ui.conquest.rules import SECTIONS
from game.ui.conquest.setup import KINDS
from game.ui.i18n import LANGS, completeness_problems, load_lang, placeholders

UI_DIR = Path(__file__).resolve().parent.parent / "game" / "ui" / "conquest"
LITERAL = re.compile(r'tr\(\s*"([a-z][a-z0-9_.]+)"|"(conquest\.[a-z0-9_.]+[a-z0-9_])"')


def used_keys() -> set[str]:
    """Literal keys in the Conquest UI code, plus the families built at run time."""
    keys: set[str] = set()
    for path in UI_DIR.glob("*.py"):
        for called, named in LITERAL.findall(path.read_text(encoding="utf-8")):
            keys.add(called or named)
    keys |= {f"conquest.colour.{c}" for c in art.COLOURS}
    keys |= {f"conquest.face.{f}" for f in ("i1", "i2", "i3", "cav", "arc", "gen")}
    keys |= {f"setup.kind.{k}" for k in KINDS}
    keys |= {f"seat.bot.{lv}" for lv in LEVELS}
    keys |= {f"conquest.setup.level_about.{lv}" for lv in LEVELS if lv != "random"}     # read by the shared setup screen
    keys |= {f"conquest.tray.plan.{kind}" for kind in ("fill", "lose_die", "abandon")}
    for key in ("board.menu", "table.log", "table.rules", "board.undo", "board.save", "conquest.hint"):    # the kit's top bar, then Hint
        keys |= {key, key + ".tip"}
    keys.add("conquest.undo.tip")
    keys |= {f"conquest.rules.{s}.{part}" for s in SECTIONS for part in ("title", "body")}
    keys |= {f"conquest.event.{kind}" for kind in EVENT_KINDS}
    content = default_content()
    keys |= {f"conquest.city.{c.id}.name" for c in content.cities}
    keys |= {f"conquest.province.{p.id}.name" for p in content.provinces}
    tutorial = get_entry("conquest").load_tutorial()        # the guided game's texts: one per step, and its refusals
    english = load_lang("en")                               # (a step's refusal text is optional)
    keys |= set(tutorial.text_keys()) | {s.wrong_key("conquest") for s in tutorial.steps if s.wrong_key("conquest") in english}
    return keys


@pytest.mark.parametrize("lang", LANGS)
def test_every_conquest_key_has_text(lang):
    strings = load_lang(lang)
    missing = sorted(k for k in used_keys() if not strings.get(k, "").strip())
    assert not missing, f"{lang}: {missing}"


def test_conquest_catalogs_match_english():
    problems = [p for p in completeness_problems() if "conquest" in p]
    assert problems == []


def test_event_texts_use_only_their_arguments():
    english = load_lang("en")
    for kind, args in EVENT_KINDS.items():
        assert placeholders(english[f"conquest.event.{kind}"]) <= set(args), kind
    assert placeholders(english["conquest.event.turn_failed_none"]) <= {"player"}


def test_every_conquest_key_in_my_catalogs_is_used():
    english = load_lang("en")
    mine = {k for k in english if k.startswith("conquest.")}
    unused = sorted(mine - used_keys() - {"conquest.event.turn_failed_none", "conquest.name", "conquest.blurb"})
    assert unused == []


@pytest.mark.parametrize("lang", LANGS)
def test_losing_a_die_is_not_told_as_a_reroll(lang):
    """The next log line tells the reroll (with its faces); with no dice left there is
    none, so the lost die's line never promises one."""
    from game.ui import i18n
    before = i18n.catalog().lang
    i18n.set_language(lang)
    try:
        lines = [i18n.tr("conquest.event.lose_die", player=i18n.Name("Аня"), dice=n) for n in (0, 1, 3)]
    finally:
        i18n.set_language(before)
    for line in lines:
        assert not ({"rerolls", "перебрасывает", "перекидає"} & set(re.findall(r"\w+", line))), line
