"""Pocket Epics: four small strategy board games (Kingdoms, Conquest, Galaxies, Chronicles)."""

__version__ = "0.1.0"
