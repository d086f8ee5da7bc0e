"""Which of a person's optional windows the table may pass for them.

Galaxies asks a person often while others act: follow a rival's die, copy
the hostile galaxy's action, force its die to be rerolled.  A solo player was
asked for every hostile die, even when the answer could not matter.  With
"ask me only when it can help" (the default) a window is passed when taking
it would do them no good (a follow or copy that gains nothing, a reroll of a
die that does not threaten them); with "always pass", every one.
"""

from __future__ import annotations

import random

from game.core.protocol import Action

NO = {"follow": ("pass",), "copy": ("pass",), "force_reroll": ("let",)}


def auto_pass(match, seat: int, policy: str) -> Action | None:
    """The pass for ``seat``'s open window under ``policy`` (None: ask them)."""
    if policy not in ("helpful", "always"):
        return None
    decision = match.view(seat).get("decision") or {}
    no = NO.get(decision.get("prompt", ""))
    if no is None or decision.get("seat") != seat or no not in match.legal(seat):
        return None
    if policy == "always":
        return no
    return None if can_help(match, seat, decision["prompt"], decision.get("info") or {}) else no


def can_help(match, seat: int, prompt: str, info: dict) -> bool:
    """Whether taking the window could do ``seat`` any good (the bots' own
    measures, ``game.galaxies.measures``, at their most lenient), judged on a
    model of the table built from the seat's view, never the engine's state."""
    from game.galaxies.measures import hostile_threat, model_from_view, worth_doing

    st = model_from_view(match.view(seat), random.Random(0))
    if prompt == "force_reroll":
        return hostile_threat(st, info.get("face"))
    face = info.get("action") or info.get("face")
    return face is not None and worth_doing(st, seat, face, int(info.get("cost", 1)))
