"""Pocket Epics: four small strategy board games (Kingdoms, Conquest, Galaxies, Chronicles)."""

import os

__version__ = "0.1.0"

# No "Hello from the pygame community" banner on the console of a game.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# The registry hands the core its lookup of games (game.core.games) on import.
from game import registry as _registry  # noqa: E402,F401
