"""Learn to play: the coach of a game's guided first game, over its real board.

``coach`` (the overlay and its gate), ``lesson`` (start, resume, the end, the
first-time offer), ``hooks`` (what a game's window tells the coach),
``scripted`` (the lesson's bots), ``stage`` (walking a lesson without a
person).  The lesson files and their format: ``game.core.tutorial`` and
docs/tutorials.md.
"""

COACH_KEY = "coach"         # the lesson save's meta: where the coach stood and the half-made move
