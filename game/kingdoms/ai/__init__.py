"""Kingdoms bot brains: determinization, evaluation, heuristics, bids and search.

Everything here works from ``view(state, seat)`` only: ``rebuild`` turns a
view into an engine state in which every hidden thing (face-down token
identities, the other side's pending war bid) is *sampled* with the bot's own
RNG, so the engine's fast functions can be reused for lookahead without ever
reading the real game's secrets.
"""
