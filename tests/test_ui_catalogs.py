"""Catalog completeness: every key in every language, placeholders matching."""

from game.kingdoms.events import EVENT_KINDS
from game.ui.i18n import LANGS, completeness_problems, load_lang, placeholders
from game.ui.kmodel import ACTIONS
from game.ui.theme import PLAYER_COLOURS


def test_every_key_in_every_language_with_matching_placeholders():
    assert completeness_problems() == []


def test_every_event_kind_has_text_using_only_its_arguments():
    english = load_lang("en")
    for kind, args in EVENT_KINDS.items():
        key = f"event.kingdoms.{kind}"
        assert key in english, key
        assert placeholders(english[key]) <= set(args) | {"what"}, key


def test_dynamic_keys_exist_in_all_languages():
    keys = [f"action.{a}" for a in ACTIONS] + [f"action.{a}.tip" for a in ACTIONS]
    keys += [f"colour.{c}" for c in PLAYER_COLOURS]
    keys += [f"terrain.{t}" for t in ("forest", "mountain", "plains", "water", "crags", "capital", "ruins")]
    keys += [f"token.{t}" for t in ("crown", "treasure", "bandit", "dragon_lair", "camp", "fort", "town", "church", "blank")]
    keys += [f"res.{r}" for r in ("mana", "ore", "food")] + [f"res.count.{r}" for r in ("mana", "ore", "food")]
    keys += [f"prompt.{k}" for k in ("faction", "side", "resources", "start", "token_regions", "select", "act_active",
                                     "act_other", "bid", "pay", "dragon", "lost_region", "fate", "treasure", "bandit")]
    keys += [f"rules.{s}.{part}" for s in ("goal", "turn", "actions", "collect", "war", "alliances", "terrain", "tokens", "end", "controls") for part in ("title", "body")]
    for lang in LANGS:
        catalog = load_lang(lang)
        missing = [k for k in keys if k not in catalog]
        assert missing == [], (lang, missing)


def test_catalog_languages_really_differ():
    en, ru, uk = (load_lang(x) for x in LANGS)
    assert en["menu.new_game"] != ru["menu.new_game"] != uk["menu.new_game"]
    assert any("\u0400" <= ch <= "\u04ff" for ch in ru["setup.title"])
