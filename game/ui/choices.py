"""Distinct choices: a list of options on screen never shows two that read alike.

A board labels each option from what it does ("Orbit Alkimra").  Options
that differ only by the piece they move (or the way they are paid) read
alike, and the player cannot tell which ship they send; ``tell_apart`` adds
what differs (the piece named as the board shows it, by where it stands)
to exactly those labels.  Every board's
``choice_lists`` gives the lists it can show for a decision, built by the
same code that captions its buttons; the shared test (tests/test_choices.py)
plays random games of every registered game and checks each list with
``repeated``.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable

_KEY_NUMBER = re.compile(r"^\d+\.\s")


def tell_apart(labels: list[str], marks: list[str | None], join: Callable[[str, str], str]) -> list[str]:
    """``labels``, with ``join(label, mark)`` for each label another option
    shares (``marks[i]``: what sets option i apart in words, e.g. its ship;
    None when nothing does)."""
    counts = Counter(labels)
    return [join(label, mark) if counts[label] > 1 and mark else label for label, mark in zip(labels, marks, strict=True)]


def caption_text(caption: str) -> str:
    """A button's caption without its key number ("3. Orbit Alkimra" -> "Orbit Alkimra")."""
    return _KEY_NUMBER.sub("", caption, count=1)


def repeated(labels: list[str]) -> list[str]:
    """The labels that appear more than once (key numbers do not tell options apart)."""
    counts = Counter(caption_text(x) for x in labels)
    return sorted(x for x, n in counts.items() if n > 1)
