"""Galaxies catalogs (issue 11): every key in en/ru/uk, every event kind and
every decision prompt and option of real games in words, in every language."""

from __future__ import annotations

from game.galaxies.content import default_content
from game.galaxies.rules import EVENT_KINDS
from game.ui.galaxies.rules import SECTIONS
from game.ui.i18n import LANGS, completeness_problems, load_lang, set_language


def test_every_key_in_every_language():
    assert completeness_problems() == []


def test_content_events_and_rules_have_text_in_every_language():
    content = default_content()
    keys = [f"galaxies.event.{k}" for k in EVENT_KINDS]
    keys += [f"galaxies.planet.{p.id}.{part}" for p in content.planets for part in ("name", "text")]
    keys += [f"galaxies.mission.{m.id}.{part}" for m in content.missions for part in ("name", "text")]
    keys += [f"galaxies.hostile.{h.id}.name" for h in content.hostiles]
    keys += [f"galaxies.hostile.{h.id}.attack.{lv.level}" for h in content.hostiles for lv in h.levels if not lv.is_skull]
    keys += [f"galaxies.rules.{s}.{part}" for s in SECTIONS for part in ("title", "body")]
    for lang in LANGS:
        catalog = load_lang(lang)
        assert [k for k in keys if k not in catalog] == [], lang


def test_russian_and_ukrainian_are_really_translated():
    en, ru, uk = (load_lang(x) for x in LANGS)
    gx = [k for k in en if k.startswith("galaxies.")]
    same_ru = [k for k in gx if en[k] == ru[k] and any(c.isalpha() for c in en[k]) and len(en[k]) > 3]
    assert len(same_ru) < 5, same_ru
    assert sum(1 for k in gx if ru[k] == uk[k]) < len(gx) // 3


def test_every_event_prompt_and_option_of_real_games_reads_as_words():
    """Random games (3 players and solo) in all three languages: no raw keys, no {placeholders}."""
    from game.core.bots import RandomBot
    from game.core.match import Match
    from game.core.protocol import GameConfig
    from game.ui.galaxies import words

    names, colours = ["", "", ""], list(words.COLOURS)
    try:
        for lang, (players, seed) in zip(LANGS, ((3, 4), (1, 5), (2, 6)), strict=True):
            set_language(lang)
            opts = {"hostile": 4} if players == 1 else {}
            match = Match(GameConfig("galaxies", players, seed, None, opts))
            bots = [RandomBot(s, s + seed) for s in range(players)]
            prompts = set()
            while not match.is_over():
                seat = match.to_move()[0]
                view = match.view(seat)
                legal = match.legal(seat)
                text = words.prompt(view, seat, names, colours)
                assert "{" not in text and not text.startswith("galaxies."), (lang, view["decision"], text)
                prompts.add(view["decision"]["prompt"])
                if seat in match.rules.automata(match.config):
                    match.play_one_step()            # the hostile galaxy's step: no option to read
                    continue
                for option in legal:
                    label = words.option_label(view, seat, option, names, colours)
                    assert "{" not in label and not label.startswith("galaxies."), (lang, option, label)
                match.submit(seat, bots[seat].choose(view, legal))
            view = match.view(None)
            for ev in match.state.events:
                text = words.event_text(ev.kind, ev.args, view, names, colours)
                assert "{" not in text and not text.startswith("galaxies.event."), (lang, ev.kind, text)
            assert "main" in prompts
    finally:
        set_language("en")
