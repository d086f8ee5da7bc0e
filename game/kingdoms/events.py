"""Game-log event kinds of Kingdoms and their argument names.

The UI translates ``kingdoms.event.<kind>`` from its catalogs with these
arguments.  Regions and meeples are board indices (see the view's
``region_ids``); seats are ints; resources are "mana" | "ore" | "food".
"""

from __future__ import annotations

EVENT_KINDS: dict[str, tuple[str, ...]] = {
    # setup
    "faction_dealt": ("seat", "faction"),
    "faction_chosen": ("seat", "faction"),
    "home_card": ("seat", "card"),
    "side_chosen": ("seat", "side"),
    "lost_kingdom": ("side",),
    "resources_set": ("seat", "mana", "ore", "food"),
    "start_region": ("seat", "region"),
    "tokens_placed": ("count",),
    "blank_returned": (),
    "token_placed": ("seat", "region"),
    "game_started": ("first",),
    # turn
    "turn_started": ("seat", "turn"),
    "shields_cleared": ("seat",),
    "turn_skipped": ("seat",),
    "action_selected": ("seat", "action"),
    "did_nothing": ("seat",),
    "collected": ("seat", "mana", "ore", "food"),
    "patrolled": ("seat", "meeple", "src", "dest"),
    "quested": ("seat", "meeple", "src", "dest"),
    "stood_up": ("seat", "meeple", "region"),
    "built": ("seat", "level", "ore"),
    "researched": ("seat", "level", "mana"),
    "expanded": ("seat", "meeple", "region", "food"),
    "traded": ("seat", "give", "get", "k", "received"),
    "end_triggered": ("seat", "reason"),
    # war
    "war_started": ("attacker", "defender", "region"),
    "bid_made": ("seat", "bid"),                 # only to the bidder
    "war_revealed": ("attacker", "defender", "attacker_bid", "defender_bid"),
    "alliance_formed": ("attacker", "defender", "region"),
    "alliance_broken": ("winner", "loser", "shared"),     # shared: other regions the two held together
    "war_won": ("winner", "loser", "region"),
    "neutral_war": ("seat", "region", "cost", "neutrals"),
    "neutral_captured": ("seat", "region"),
    "paid": ("seat", "mana", "ore"),
    "crown_passed": ("src", "dest"),
    "dragon_invoked": ("seat", "loser", "tower"),
    "dragon_declined": ("seat",),
    "retreated": ("seat", "meeple", "src", "dest", "food"),
    "removed": ("seat", "meeple", "region"),
    "church_used": ("seat", "meeple", "src", "dest"),
    "relocated": ("seat", "meeple", "src", "dest"),
    "ability_gain": ("seat", "resource", "amount"),
    # tokens
    "token_revealed": ("seat", "token", "type", "region"),
    "treasure": ("seat", "mana", "ore", "food"),
    "bandit_paid": ("seat", "mana", "ore", "food"),
    "bandit_removed": ("seat", "meeple", "region"),
    # end
    "ruins_cleared": ("seat", "meeple", "region"),
    "game_over": ("winners", "scores"),
}
