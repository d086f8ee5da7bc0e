"""Kingdoms: area control on territory cards, secret war bids, alliances."""

from game.core.entry import Checklist, GameEntry

ENTRY = GameEntry(
    id="kingdoms",
    rules="game.kingdoms.rules:RULES",
    bots="game.kingdoms.bots:BOTS",
    window="game.ui.kingdoms:WINDOW",
    checklist=Checklist("K", 100),
    scenarios="game.kingdoms.scenario:BOOK",
    tutorial="game/kingdoms/data/tutorial.json",
    coach="game.ui.kingdoms.coach_targets:HOOKS",
    content_check="game.kingdoms.content:selftest",
    torture="game.kingdoms.map_torture:run_maps",
)
