"""The pygame-ce window: a scene stack over the pure rules cores.

Nothing in ``game.core`` or the rules packages imports this package.
"""
