"""Conquest's rules reference, built on the shared rules scene.

The shared ``RulesScene`` reads ``rules.<section>.title/body``; Conquest's
sections are named ``conquest.<topic>`` so their texts live under
``rules.conquest.*`` in the Conquest catalogs.
"""

from __future__ import annotations

from game.ui.scenes.rules import RulesScene

TOPICS = ("goal", "turn", "lines", "dice", "opponents", "provinces", "end", "hint", "controls")
SECTIONS = tuple(f"conquest.{t}" for t in TOPICS)


class ConquestRulesScene(RulesScene):
    sections = SECTIONS
    title_key = "cq.rules.title"
    LEGENDS: dict = {}
