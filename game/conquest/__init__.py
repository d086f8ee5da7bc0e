"""Conquest: the 7-dice push-your-luck game (spec: shared/rules/conquest.md).

Modules: ``content`` (dice faces, cities, provinces, loading and validation),
``solver`` (exact probability of one attack, the "chance to conquer" hint),
``rules`` (the rules core, ``RULES``), ``bots`` (easy, normal, hard) and
``bench`` (heavy measurements such as the city difficulty table).
"""

from game.core.entry import Checklist, GameEntry

ENTRY = GameEntry(
    id="conquest",
    rules="game.conquest.rules:RULES",
    bots="game.conquest.bots:BOTS",
    window="game.ui.conquest:WINDOW",
    checklist=Checklist("W", 53),
    scenarios="game.conquest.scenario:BOOK",
    tutorial="game/conquest/data/tutorial.json",
    coach="game.ui.conquest.coach_targets:HOOKS",
    content_check="game.conquest.content:selftest",
)
