"""The table kit: what every game's board is built on, decided once.

A game's board subclasses ``chrome.BoardChrome`` and adds its own panels; the
behaviour a player meets in every game lives here, one module per concern:

- ``motion``: the one clock, every animation and timer (advanced in update, read in draw);
- ``toast``: tooltip delay, banner and toast timings;
- ``topbar``: the same top-bar buttons in the same order with the same keys, plus a game's own;
- ``log``: the game log panel (lines from events, scrolling; hiding it gives its room back);
- ``sync``: whose eyes the board shows, undo and its one message in words;
- ``handover``: the hotseat cover, decided once from ``Rules.secret_decision``;
- ``pace``: automatic play (bots' and automata's steps) narrated at one pace, skipped one way;
- ``picker``: the keys and clicks of picking (number keys, choice pages, dropping a pick);
- ``identity``: a seat's chip (colour plus letter plus shape) and its words (bot, thinking);
- ``chrome``: ``BoardChrome``, the base class that puts them together.

Nothing here imports a game's package: a game hands the kit what it needs
through the hooks of ``BoardChrome`` (see docs/adding-a-game.md).
"""
