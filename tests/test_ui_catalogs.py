"""Catalog completeness: every key in every language, placeholders matching."""

from game.kingdoms.events import EVENT_KINDS
from game.ui.i18n import LANGS, completeness_problems, load_lang, placeholders
from game.ui.kingdoms.board_model import ACTIONS
from game.ui.theme import PLAYER_COLOURS


def test_every_key_in_every_language_with_matching_placeholders():
    assert completeness_problems() == []


def test_every_event_kind_has_text_using_only_its_arguments():
    english = load_lang("en")
    for kind, args in EVENT_KINDS.items():
        key = f"kingdoms.event.{kind}"
        assert key in english, key
        assert placeholders(english[key]) <= set(args) | {"what"}, key


def test_dynamic_keys_exist_in_all_languages():
    keys = [f"kingdoms.action.{a}" for a in ACTIONS] + [f"kingdoms.action.{a}.tip" for a in ACTIONS]
    keys += [f"colour.{c}" for c in PLAYER_COLOURS] + [f"colour.{c}" for c in ("yellow", "pink", "vermilion", "green")]
    keys += [f"kingdoms.terrain.{t}" for t in ("forest", "mountain", "plains", "water", "crags", "capital", "ruins")]
    keys += [f"kingdoms.token.{t}" for t in ("crown", "treasure", "bandit", "dragon_lair", "camp", "fort", "town", "church", "blank")]
    keys += [f"kingdoms.res.{r}" for r in ("mana", "ore", "food")] + [f"kingdoms.res.count.{r}" for r in ("mana", "ore", "food")]
    keys += [f"kingdoms.prompt.{k}" for k in ("faction", "side", "resources", "start", "token_regions", "select", "act_active",
                                     "act_other", "bid", "pay", "dragon", "lost_region", "fate", "treasure", "bandit")]
    keys += [f"kingdoms.rules.{s}.{part}" for s in ("goal", "turn", "actions", "collect", "war", "alliances", "terrain", "tokens", "end", "controls") for part in ("title", "body")]
    for lang in LANGS:
        catalog = load_lang(lang)
        missing = [k for k in keys if k not in catalog]
        assert missing == [], (lang, missing)


def test_catalog_languages_really_differ():
    en, ru, uk = (load_lang(x) for x in LANGS)
    assert en["menu.new_game"] != ru["menu.new_game"] != uk["menu.new_game"]
    assert any("\u0400" <= ch <= "\u04ff" for ch in ru["kingdoms.setup.title"])


def test_every_event_and_choice_of_real_games_reads_as_words():
    """Random games in all three languages: no raw keys, no unfilled {placeholders}."""
    from game.core.bots import RandomBot
    from game.core.match import Match
    from game.ui.i18n import set_language
    from game.ui.kingdoms import words

    colours = list(PLAYER_COLOURS)
    try:
        for lang, (players, variant, seed) in zip(LANGS, ((2, None, 3), (3, "exploration", 4), (5, "exploration", 5)), strict=True):
            set_language(lang)
            match = Match(words.make_config(players, seed, variant == "exploration", None))
            bots = [RandomBot(s, s + seed) for s in range(players)]
            kinds = set()
            while not match.is_over():
                seat = match.to_move()[0]
                view = match.view(seat)
                legal = match.legal(seat)
                for c in words.choices(view, legal, colours):
                    assert "{" not in c.label and not c.label.startswith(("choice.", "action.", "faction.")), (lang, c.action, c.label)
                    kinds.add(c.action[0])
                assert not words.prompt(view, seat, colours).startswith("prompt."), view["decision"]
                match.submit(seat, bots[seat].choose(view, legal))
            view = match.view(None)
            for ev in match.state.events:
                text = words.event_text(ev.kind, ev.args, view, colours)
                assert "{" not in text and not text.startswith("kingdoms.event."), (lang, ev.kind, text)
            assert {"select", "collect"} <= kinds
    finally:
        set_language("en")
