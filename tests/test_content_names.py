"""The window checks that every content id has its words in every language
(``game.ui.content_names``, called by Conquest's and Kingdoms' window selftest):
the rules packages read no catalog themselves."""

from __future__ import annotations

from game.registry import get_entry
from game.ui.content_names import missing_names
from game.ui.i18n import LANGS


def test_shipped_games_have_every_name_in_every_language():
    for game in ("conquest", "kingdoms"):
        assert get_entry(game).load_window().selftest() == [], game


def test_a_missing_name_is_named_for_each_language():
    problems = missing_names("conquest_content", ["conquest.city.cinderford.name", "conquest.city.atlantis.name"])
    assert len(problems) == len(LANGS)
    assert all("conquest.city.atlantis.name" in p and "cinderford" not in p for p in problems)


def test_an_unreadable_catalog_is_a_problem():
    assert missing_names("no_such_part", ["x.y"]) != []
