"""Galaxies: dice, fleets and colonies for 1–5 players, with a solo hostile galaxy (spec shared/rules/galaxies.md)."""

from game.core.entry import Checklist, GameEntry

ENTRY = GameEntry(
    id="galaxies",
    rules="game.galaxies.rules:RULES",
    bots="game.galaxies.bots:BOTS",
    checklist=Checklist("G", 98),
    scenarios="game.galaxies.scenario:BOOK",
    content_check="game.galaxies.content:selftest",
    window="game.ui.galaxies:WINDOW",
    tutorial="game/galaxies/data/tutorial.json",
    coach="game.ui.galaxies.coach_targets:HOOKS",
)
