"""Chronicles: draft characters, build a paper kingdom over four rounds
(spec: shared/rules/chronicles.md).

Modules: ``abilities`` (the 36 ability keys), ``content`` (loading and
validating the cards and buildings in ``data/``), ``state`` (the mutable
state), ``kingdom`` (production, strength, income, land cost), ``placement``
(the compound Placement commit), ``entering`` (reveal, payment, ENTER keys,
Paper Mimic), ``seasons`` (War and Income), ``building`` (build actions),
``aging`` (the Aging phase), ``rules`` (the protocol object ``RULES``),
``bots`` (easy, normal, hard), ``bench`` and ``balance`` (measurements).
"""

from game.core.entry import Checklist, GameEntry

ENTRY = GameEntry(
    id="chronicles",
    rules="game.chronicles.rules:RULES",
    bots="game.chronicles.bots:BOTS",
    checklist=Checklist("C", 98),
    scenarios="game.chronicles.scenario:BOOK",
    content_check="game.chronicles.content:selftest",
    window="game.ui.chronicles:WINDOW",
    tutorial="game/chronicles/data/tutorial.json",
    coach="game.ui.chronicles.coach_targets:HOOKS",
)
