"""The colour-blind palette changes colours, never names: a seat is called by
the colour chosen at setup in either palette, and the letter on its chip is
a letter of that name in the shown language (its initial where no other seat's starts alike) (Russian and Ukrainian players saw
English initials R, G, Y, V under translated names)."""

from __future__ import annotations

import pytest

from game.registry import windowed
from game.ui import theme
from game.ui.i18n import LANGS, set_language, tr
from game.ui.table.identity import identity_in


@pytest.mark.parametrize("lang", LANGS)
def test_a_seat_keeps_its_name_and_letter_in_the_safe_palette(lang):
    set_language(lang)
    try:
        for colour in theme.PLAYER_COLOURS:
            normal, safe = theme.identity(colour, False), theme.identity(colour, True)
            assert normal.letter == safe.letter
            name = tr(theme.colour_name_key(colour))
            assert safe.letter in name.upper(), (colour, safe.letter, name)      # (English Black is K: Blue has B)
            theme.colorblind_active = True
            assert tr(theme.colour_name_key(colour)) == name
            theme.colorblind_active = False
    finally:
        theme.colorblind_active = False
        set_language("en")


@pytest.mark.parametrize("lang", LANGS)
def test_every_games_seat_letters_are_their_names_initials_and_apart(lang):
    set_language(lang)
    try:
        for entry in windowed():
            window = entry.load_window()
            letters = [identity_in(c, True, {}, {}).letter for c in window.colours]
            assert len(set(letters)) == len(letters), (entry.id, letters)
            if lang != "en":
                assert all("А" <= ch.upper() <= "Я" or ch in "ІЇЄҐ" for ch in letters), (entry.id, lang, letters)
    finally:
        set_language("en")


def test_russian_letters_are_cyrillic():
    set_language("ru")
    try:
        assert [theme.identity(c, True).letter for c in theme.PLAYER_COLOURS] == ["Б", "С", "Ф", "О", "Ч"]
    finally:
        set_language("en")
