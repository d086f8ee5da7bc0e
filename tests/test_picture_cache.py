"""Caches of drawn pictures are bounded by bytes (game.ui.picture_cache): the
least recently used picture goes first, and Chronicles' cards, Kingdoms' cards
and the rendered texts stay within their budgets however many sizes are drawn."""

from __future__ import annotations

import sys

import pygame

from game.ui import fonts, picture_cache
from game.ui.picture_cache import PictureCache, surface_bytes


def picture(w: int, h: int) -> pygame.Surface:
    return pygame.Surface((w, h), pygame.SRCALPHA)


def test_the_cache_keeps_to_its_byte_budget_dropping_the_least_recently_used():
    one = surface_bytes(picture(100, 100))
    cache = PictureCache(3 * one)
    for k in "abc":
        cache.put(k, picture(100, 100))
    assert cache.get("a") is not None            # a is now the most recent
    cache.put("d", picture(100, 100))
    assert "b" not in cache and {"a", "c", "d"} <= {k for k in "abcd" if k in cache}
    assert cache.bytes <= cache.budget
    cache.put("big", picture(400, 400))            # larger than the budget: kept alone (it is being drawn)
    assert len(cache) == 1 and "big" in cache


def test_fetch_makes_a_missing_picture_once():
    cache = PictureCache(1 << 20)
    made = []
    first = cache.fetch("k", lambda: made.append(1) or picture(10, 10))
    assert cache.fetch("k", lambda: made.append(1) or picture(10, 10)) is first and made == [1]


def test_chronicles_cards_at_many_sizes_stay_within_the_budget():
    from game.ui.chronicles import art, words

    pygame.init()
    kinds = sorted({words.kind_of(uid) for uid in range(40)})[:12]
    assert len(kinds) >= 6
    art._cache.clear()
    for w in range(80, 400, 8):
        for kind in kinds:
            art.card_surface(kind, (w, int(w * 1.4)))
        art.card_back((w, int(w * 1.4)))
    assert art._cache.bytes <= art._cache.budget
    assert len(art._cache) > 10


def test_rendered_texts_stay_within_the_budget():
    for n in range(3000):
        fonts.render(f"a long log line number {n} " * 3, 14 + n % 20, (200, 200, 200))
    assert fonts._text.bytes <= fonts._text.budget


def test_the_allocator_is_tuned_where_it_is_glibc():
    assert picture_cache.tune_allocator() is sys.platform.startswith("linux")
