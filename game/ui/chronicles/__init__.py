"""Chronicles in the window (so far only its menu emblem)."""
