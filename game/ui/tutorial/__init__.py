"""Learn to play: the coach of a game's guided first game, over its real board.

``coach`` (the overlay: where the lesson stands, the player's input), and by
role beside it ``talk`` (what the coach says), ``guard`` (what it refuses),
``placement`` (where its panel stands), ``window`` (its panel and the lit
targets drawn), ``spotlight`` (the dimmed board); ``lesson`` (start, resume, the end, the
first-time offer), ``hooks`` (what a game's window tells the coach),
``scripted`` (the lesson's bots), ``stage`` (walking a lesson without a
person).  The lesson files and their format: ``game.core.tutorial`` and
docs/tutorials.md.
"""

COACH_KEY = "coach"         # the lesson save's meta: where the coach stood and the half-made move
