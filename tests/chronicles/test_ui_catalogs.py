"""Every text the Chronicles scenes show exists in English, Russian and
Ukrainian (issue 13): the UI's literal keys, the families built at run time,
our own names and texts for all 42 character kinds and 5 buildings (both
sides), a log line for every event kind, and the rules pages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.chronicles.abilities import RESOURCES
from game.chronicles.content import BUILDING_KEYS, default_content
from game.chronicles.rules import EVENT_KINDS
from game.chronicles.state import SLOT_NAMES
from game.core.bots import LEVELS
from game.ui.chronicles.rules import SECTIONS
from game.ui.chronicles.setup import KINDS
from game.ui.chronicles.steps import STEP_KEYS
from game.ui.i18n import LANGS, completeness_problems, load_lang, placeholders

UI_DIR = Path(__file__).resolve().parents[2] / "game" / "ui" / "chronicles"
LITERAL = re.compile(r'"(chronicles\.[a-z0-9_.]+[a-z0-9_])"')


def used_keys() -> set[str]:
    keys: set[str] = set()
    for path in UI_DIR.glob("*.py"):
        keys |= set(LITERAL.findall(path.read_text(encoding="utf-8")))
    keys |= {f"setup.level.{k}" for k in KINDS if k != "human"} | {"setup.who.human", "setup.who.bot"}   # the shell's seat words
    keys |= {f"seat.bot.{lv}" for lv in LEVELS}
    keys |= {f"chronicles.res.{r}" for r in RESOURCES}
    keys |= {f"chronicles.slot.{s}" for s in SLOT_NAMES}
    keys |= {f"chronicles.steps.title.{s}" for s in STEP_KEYS}
    keys |= {f"chronicles.phase.{p}" for p in ("recruit", "placement", "enter", "building", "aging", "over")}
    keys |= {f"chronicles.prompt.phase.{p}" for p in ("placement", "building", "enter", "aging")}
    keys |= {f"chronicles.choice.{c}" for c in ("age", "save")}
    for key in ("board.menu", "table.log", "table.rules", "board.undo", "board.save", "chronicles.scores"):    # the kit's top bar, then Scores
        keys |= {key, key + ".tip"}
    keys.add("chronicles.undo.tip")
    keys |= {f"chronicles.rules.{s}.{part}" for s in SECTIONS for part in ("title", "body")}
    keys |= {f"chronicles.event.{kind}" for kind in EVENT_KINDS} | {"chronicles.event.save_none", "chronicles.name", "chronicles.blurb"}
    content = default_content()
    for k in content.kinds:
        keys |= {f"chronicles.kind.{k.key}", f"chronicles.kind.{k.key}.text"}
    for b in BUILDING_KEYS:
        keys |= {f"chronicles.building.{b}", f"chronicles.building.{b}.l1", f"chronicles.building.{b}.l2"}
    return keys


def test_every_kind_and_building_is_named():
    keys = used_keys()
    kinds = default_content().kinds
    assert len(kinds) == 42 and len(BUILDING_KEYS) == 5
    assert all(f"chronicles.kind.{k.key}.text" in keys for k in kinds)
    assert all(f"chronicles.building.{b}.l2" in keys for b in BUILDING_KEYS)


@pytest.mark.parametrize("lang", LANGS)
def test_every_chronicles_key_has_text(lang):
    strings = load_lang(lang)
    missing = sorted(k for k in used_keys() if not strings.get(k, "").strip())
    assert not missing, f"{lang}: {missing}"


@pytest.mark.parametrize("lang", ("ru", "uk"))
def test_names_and_texts_are_translated(lang):
    """Our own names and card texts in every language (not English left in place)."""
    english, other = load_lang("en"), load_lang(lang)
    same = [k for k in used_keys() if k.startswith(("chronicles.kind.", "chronicles.building.")) and other[k] == english[k]]
    assert same == []


def test_chronicles_catalogs_match_english():
    problems = [p for p in completeness_problems() if "chronicles" in p]
    assert problems == []


# What the log derives from an event's arguments (``words.event_text``): a build is told
# as a sentence from its action tuple, not as the option's caption.
DERIVED = {"build": {"how", "building", "level"}, "build_failed": {"how", "building", "level"}}


def test_event_texts_use_only_their_arguments():
    english = load_lang("en")
    for kind, args in EVENT_KINDS.items():
        assert placeholders(english[f"chronicles.event.{kind}"]) <= set(args) | DERIVED.get(kind, set()), kind
