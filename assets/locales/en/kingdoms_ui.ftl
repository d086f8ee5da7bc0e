### kingdoms_ui (en)

kingdoms-action-build = Build
kingdoms-action-build-tip = Raise your tower one level; level L costs L ore.
kingdoms-action-expand = Expand
kingdoms-action-expand-tip = Add a meeple where one of yours stands alone; costs food equal to your meeples on the board afterwards.
kingdoms-action-patrol = Patrol
kingdoms-action-patrol-tip = Move one meeple to an adjacent region of its card (not across a river), or stand a knocked-over meeple up.
kingdoms-action-quest = Quest
kingdoms-action-quest-tip = Move one meeple from an edge region to an edge region of another card.
kingdoms-action-research = Research
kingdoms-action-research-tip = Raise your magic one level for mana and unlock the next faction ability.
kingdoms-action-trade = Trade
kingdoms-action-trade-tip = Swap some of one resource for the same number of another.
kingdoms-board-action_banner = { $player } selected { $action }.
kingdoms-board-action_card = Action card — shields left: { $n }
kingdoms-board-captured = { $n } captured
kingdoms-board-click_to = Click: { $choice }
kingdoms-board-decision = Decision
kingdoms-board-edge_region = Edge region: quests start and end here.
kingdoms-board-faction_hint = Each magic level you research unlocks the next ability.
kingdoms-board-home_of = { $player } — card { $card }
kingdoms-board-last_round = Last round!
kingdoms-board-last_round_banner = Last round: the game ends when the action card is next cleared.
kingdoms-board-lost_kingdom = Lost Kingdom — card { $card }
kingdoms-board-meeples = { $n } on board · { $supply } in supply
kingdoms-board-next = More ▶
kingdoms-board-no_faction = faction not chosen yet
kingdoms-board-pick_button = Choose below (or press its number).
kingdoms-board-pick_region = Click a glowing region or choose below.
kingdoms-board-picked = Chosen: { $region }. Now pick the next region (right-click to start over).
kingdoms-board-prev = ◀ Back
kingdoms-board-resolving = The game is resolving…
kingdoms-board-setup = Setting up
kingdoms-board-side = Side { $card }
kingdoms-board-tower_card = Tower
kingdoms-board-tower_vp = { $vp } VP
kingdoms-board-waiting = Waiting for { $who }…
kingdoms-board-war_banner = War in { $region }: { $attacker } attacks { $defender }
kingdoms-board-war_bids = · bids { $a } : { $d }
kingdoms-board-your_decision = { $player }, your decision
kingdoms-board-your_turn = Your decision
kingdoms-choice-bandit_pay = Pay the bandits: { $what }
kingdoms-choice-bandit_remove = Send the meeple back to supply
kingdoms-choice-build = Build tower level { $level } ({ $cost } ore)
kingdoms-choice-church = Take refuge in the church
kingdoms-choice-collect = Collect resources
kingdoms-choice-collect-tip = Take one resource from each region you occupy instead of the action.
kingdoms-choice-collect_with = Collect, choosing { $extra }
kingdoms-choice-dragon-no = Leave the dragon
kingdoms-choice-dragon-tip = The loser drops a tower level instead of losing meeples; their meeples retreat for free.
kingdoms-choice-dragon-yes = Invoke the dragon
kingdoms-choice-expand = Expand into { $region } ({ $food ->
        [0] free
        [one] { $food } food
       *[other] { $food } food
    })
kingdoms-choice-lost_region = Resolve { $region } next
kingdoms-choice-nothing = Do nothing
kingdoms-choice-patrol = Patrol: { $src } → { $dest }
kingdoms-choice-pay = Pay { $what }
kingdoms-choice-quest = Quest: { $src } → { $dest }
kingdoms-choice-relocate = Move to { $region }
kingdoms-choice-remove = Return the meeple to supply
kingdoms-choice-research = Research magic level { $level } ({ $cost } mana)
kingdoms-choice-resources-suggested = Suggested for a first game.
kingdoms-choice-retreat = Retreat to { $region } ({ $food ->
        [0] free
        [one] { $food } food
       *[other] { $food } food
    })
kingdoms-choice-side = Side { $side }
kingdoms-choice-stand = Stand up the meeple in { $region }
kingdoms-choice-start = Start in { $region }
kingdoms-choice-trade = Trade { $k } { $give } → { $k } { $get }
kingdoms-choice-treasure = Take { $what }
kingdoms-choice-war-tip = This move starts a war: { $player } stands alone in { $region }.
kingdoms-faction-level = Level { $level }:
kingdoms-player-neutral = Neutral
kingdoms-prompt-act_active = { $who }: { $action } — carry it out or do nothing.
kingdoms-prompt-act_other = { $who }: { $action } too, or collect resources.
kingdoms-prompt-bandit = { $who } met bandits: pay 2 resources or lose the meeple (a last meeple is never lost).
kingdoms-prompt-bid = War! { $who } choose secret bids.
kingdoms-prompt-dragon = { $who } may invoke the dragon.
kingdoms-prompt-faction = { $who } chooses a faction.
kingdoms-prompt-fate = { $who } lost: retreat, or leave the region.
kingdoms-prompt-lost_region = { $who } chooses which lost region to resolve next.
kingdoms-prompt-pay = { $who } chooses how to pay for the war.
kingdoms-prompt-resources = { $who } chooses starting resources (6 in total).
kingdoms-prompt-select = { $who } selects an action.
kingdoms-prompt-side = { $who } chooses a side of the home card.
kingdoms-prompt-start = { $who } chooses the starting region for 2 meeples.
kingdoms-prompt-token_regions = { $who } chooses 3 regions for exploration tokens.
kingdoms-prompt-treasure = { $who } found treasure: choose 2 resources.
kingdoms-reason-magic = magic level 5
kingdoms-reason-meeples = all 7 meeples on the board
kingdoms-reason-tower = tower level 6
kingdoms-region-name = { $terrain } ({ $card })
kingdoms-res-count-food = { $n } food
kingdoms-res-count-mana = { $n } mana
kingdoms-res-count-ore = { $n } ore
kingdoms-res-food = food
kingdoms-res-mana = mana
kingdoms-res-nothing = nothing
kingdoms-res-ore = ore
kingdoms-rules-actions-body =
    • Patrol: move one meeple to an adjacent region of the same card (not across a river), or stand a knocked-over meeple up.
    • Quest: move one meeple from an edge region of its card to an edge region of another card.
    • Build: raise your tower one level; level L costs L ore.
    • Research: raise your magic one level; level L costs L mana (less only if your faction's ability says so). Each level unlocks your faction's next ability.
    • Expand: put a meeple from your supply into a region where your meeple stands alone; it costs food equal to your meeples on the board afterwards.
    • Trade: swap some of one resource for the same number of another.

    Moving into a region with another player's meeple starts a war.
kingdoms-rules-actions-title = The six actions
kingdoms-rules-alliances-body =
    With 3 to 5 players, if both sides of a war show the white flag, nobody pays and both meeples stay: the region is shared and the two players are allies.

    • Allies both collect from a shared region and both score a shared capital (1 point each).
    • Moving into another region of an ally starts a war again; if either side bids a number, the alliance breaks and the winner takes every region the two shared.
    • With 2 players there are no alliances: the flag is simply a bid of 0.
kingdoms-rules-alliances-title = Alliances
kingdoms-rules-collect-body =
    A player who is not the active player may collect resources instead of carrying out the chosen action.

    • Each region you occupy gives one resource: forest gives mana, mountain gives ore, plains give food.
    • Capitals give nothing but are worth points at the end.
    • Ruins give one resource of your choice.
    • If you have only one meeple on the board you get a bonus resource.
    • Nothing goes above 9.
kingdoms-rules-collect-title = Collecting
kingdoms-rules-controls-body =
    Everything can be done with the mouse or with the keyboard alone.

    • Tab / arrow keys: move between choices; Enter or Space: confirm.
    • Number keys 1–9: pick the choice with that number in the decision panel.
    • On the board, regions you can choose light up when you point at them; clicking another region explains why it cannot be chosen.
    • U or Ctrl+Z: undo your last decision against bots (never across a revealed bid or token).
    • S: save the game. Esc: the game menu (save, load, rules, settings, leave).
    • L: show or hide the game log; the mouse wheel over it, or PageUp / PageDown, read earlier lines (End: the newest). While a long list of choices has pages, PageUp / PageDown turn them and Shift+PageUp / PageDown scroll the log. H: the History, the whole game turn by turn.
    • F1: these rules. F11: full screen. M: sound on or off.
kingdoms-rules-controls-title = Controls
kingdoms-rules-end-body =
    When a player has all 7 meeples on the board, tower level 6 or magic level 5, the end is triggered. Play continues until the action card would next be cleared; then the game ends.

    • Meeples in ruins are removed first.
    • 1 point per meeple on the board.
    • 1 point per magic level, plus the faction's level-5 bonus.
    • Tower points: 0, 1, 2, 3, 5, 7, 10 for levels 0 to 6.
    • Capitals: 2 points held alone, 1 shared.
    • Crown 2, town 1 per region; with 2 players, 1 per Lost Kingdom region and per captured neutral meeple.

    Ties are broken by meeples on the board, then tower, then magic, then total resources.
kingdoms-rules-end-title = End and scoring
kingdoms-rules-goal-body =
    Each player leads a small kingdom on their own territory card. Spread your meeples across the regions, gather mana, ore and food, raise your tower and study your faction's magic.

    The game ends after someone has all 7 meeples on the board, reaches tower level 6 or magic level 5. The player with the most victory points wins.

    • Each player starts with 2 meeples in one region and 6 resources.
    • A region holds at most 2 meeples.
    • Resources go from 0 to 9 each.
kingdoms-rules-goal-title = Goal
kingdoms-rules-icon-food = food (plains)
kingdoms-rules-icon-magic = magic level
kingdoms-rules-icon-mana = mana (forest)
kingdoms-rules-icon-ore = ore (mountain)
kingdoms-rules-icon-tower = tower level
kingdoms-rules-icon-vp = victory points
kingdoms-rules-terrain-body =
    • Forest (trees): gives mana.
    • Mountain (snowy peaks): gives ore.
    • Plains (wheat): gives food.
    • Capital (castle): gives nothing; 2 points at the end if you hold it alone, 1 if shared with an ally.
    • Ruins (broken columns): a meeple that enters is knocked over and must be stood up by a patrol before it can move; ruins give one resource of your choice; meeples in ruins are removed before scoring.
    • Water (waves) and crags (rocks): nobody may enter.
    • Rivers (blue lines): regions on both sides of a river are not adjacent for patrols.
    • Edge regions touch the card's border; quests go from one edge region to an edge region of another card.
kingdoms-rules-terrain-title = Terrain
kingdoms-rules-title = Rules of Kingdoms
kingdoms-rules-token-hidden = face down
kingdoms-rules-tokens-body =
    In the exploration variant face-down tokens (shown as '?') lie in the regions. The first meeple to enter a region turns its token over.

    • Crown: worth 2 points; passes to whoever beats its holder in war.
    • Treasure: gain 2 resources of your choice.
    • Bandit: pay 2 resources or send the meeple back to the supply. A player's last meeple is never sent back: they pay 2, or all they have if that is less.
    • Dragon's lair: when you control it and win a war, you may make the loser lose a tower level instead.
    • Camp: one more resource when you collect from that region.
    • Fort: while you control its region, your wars as attacker cost 2 less. Attacking the fort's own region gets no discount: it is the defender's until the war is won.
    • Town: 1 more point at the end.
    • Church: once, a meeple that would be removed after a lost war may go there instead.
    • Blank: nothing happens.
kingdoms-rules-tokens-title = Exploration tokens
kingdoms-rules-turn-body =
    The active player puts a shield on one of the six actions of the action card that has no shield yet. Then the active player may carry out that action or do nothing.

    After that, every other player in clockwise order either carries out the same action or collects resources instead.

    • There are five shields for six actions, so one action is always left out of each cycle.
    • When all five shields are on the card, it is cleared at the start of the next turn.
    • With five players, the player who clears the card skips the rest of that turn.
    • Then the next player clockwise becomes the active player.
kingdoms-rules-turn-title = A turn
kingdoms-rules-war-body =
    A war starts when a meeple enters a region holding another player's meeple.

    • Both sides choose a secret bid at the same time: the white flag (0) or 1 to 11. You may only bid what you can pay: mana counts 2, ore counts 1.
    • The bids are revealed. The higher bid wins; a tie goes to the defender.
    • Both sides pay their bids (faction abilities may lower or raise the cost).
    • The loser's meeple must leave: retreat to a free region of the same card by paying food equal to their meeples on the board, or go back to the supply.
    • A player's last meeple on the board cannot be attacked, and a last meeple cannot attack.

    In the hotseat game, the screen is covered while each person chooses, so nobody sees the other bid.
kingdoms-rules-war-title = War
kingdoms-score-capitals = Capitals
kingdoms-score-captured = Captured neutrals
kingdoms-score-crit-0 = meeples on the board
kingdoms-score-crit-1 = tower level
kingdoms-score-crit-2 = magic level
kingdoms-score-crit-3 = resources left
kingdoms-score-crit-none = all tie-breakers are equal
kingdoms-score-crown = Crown
kingdoms-scoring-decided = Tied on points; decided by { $criterion }.
kingdoms-score-faction = Faction bonus
kingdoms-score-lost_kingdom = Lost Kingdom regions
kingdoms-score-magic = Magic levels
kingdoms-score-meeples = Meeples on the board
kingdoms-score-tb-magic = 3. magic level
kingdoms-score-tb-meeples = 1. meeples on the board
kingdoms-score-tb-resources = 4. resources left
kingdoms-score-tb-tower = 2. tower level
kingdoms-score-tower = Tower
kingdoms-score-towns = Towns
kingdoms-setup-exploration = Exploration tokens
kingdoms-variant-exploration = Exploration tokens
kingdoms-setup-exploration-tip = The variant with face-down tokens in the regions: crowns, treasure, bandits, forts and more.
kingdoms-setup-faction-at_table = Chosen at the table
kingdoms-setup-faction-pick = Seat { $n }: choose a faction
kingdoms-setup-faction-pick_hint = Point at a faction to read its five abilities; click it or press Enter to choose it. Esc keeps the current choice.
kingdoms-setup-faction-random = Random faction
kingdoms-setup-faction-random-tip = A faction will be dealt at random when the game starts. Click the faction button to pick one instead and read its five abilities.
kingdoms-setup-faction-taken = Seat { $n } already has this faction.
kingdoms-setup-faction-tip = Click to choose from the list of factions (each with its five abilities), or leave it to chance.
kingdoms-setup-factions = Factions
kingdoms-setup-factions-choice = Pick in turn at the table
kingdoms-setup-factions-deal = Set here
kingdoms-setup-factions-tip = Set each seat's faction here (or leave it random), or let every player pick one in turn when the game starts.
kingdoms-setup-hint = At the table each player then picks the side of their home card, their 6 starting resources and their starting region; bots choose for themselves. Every option has a tooltip; Tab and Enter work everywhere. The game is saved after every turn.
kingdoms-setup-lost_kingdom = Two players: a third card, the Lost Kingdom, is added with a neutral meeple in each region. Capture them in war for extra points.
kingdoms-setup-sides = Home sides
kingdoms-setup-sides-random = Deal at random
kingdoms-setup-sides-table = Choose at the table
kingdoms-setup-sides-tip = Each home card has two sides. Players can pick theirs at the start, or let the game pick one at random for everyone.
kingdoms-setup-title = New game of Kingdoms
kingdoms-split-confirm = Start with { $what }
kingdoms-split-full = You already have 6 resources: lower another one first.
kingdoms-split-need = Your starting resources must add up to exactly 6.
kingdoms-split-total = Total { $n } of 6
kingdoms-terrain-capital = Capital
kingdoms-terrain-capital-tip = Gives nothing, but 2 VP at the end if you hold it alone (1 if shared).
kingdoms-terrain-crags = Crags
kingdoms-terrain-crags-tip = Nobody may enter crags (unless a faction ability allows it).
kingdoms-terrain-forest = Forest
kingdoms-terrain-forest-tip = Gives 1 mana when you collect.
kingdoms-terrain-mountain = Mountain
kingdoms-terrain-mountain-tip = Gives 1 ore when you collect.
kingdoms-terrain-plains = Plains
kingdoms-terrain-plains-tip = Gives 1 food when you collect.
kingdoms-terrain-ruins = Ruins
kingdoms-terrain-ruins-tip = Meeples entering are knocked over; gives 1 resource of your choice; meeples here are removed before scoring.
kingdoms-terrain-water = Water
kingdoms-terrain-water-tip = Nobody may enter water (unless a faction ability allows it).
kingdoms-token-bandit = bandits
kingdoms-token-bandit-tip = The finder pays 2 resources or sends the meeple back to supply; a last meeple always stays (paying all it can).
kingdoms-token-blank = nothing
kingdoms-token-blank-tip = No effect.
kingdoms-token-camp = camp
kingdoms-token-camp-tip = One more resource when its controller collects from this region.
kingdoms-token-church = church
kingdoms-token-church-tip = Once, a meeple that would be removed after a lost war may shelter here.
kingdoms-token-crown = crown
kingdoms-token-crown-tip = 2 VP at the end; passes to whoever beats its holder in war.
kingdoms-token-dragon_lair = dragon's lair
kingdoms-token-dragon_lair-tip = Its controller, on winning a war, may make the loser drop a tower level instead.
kingdoms-token-fort = fort
kingdoms-token-fort-tip = Its controller's wars as attacker cost 2 less (not a war for the fort's own region).
kingdoms-token-town = town
kingdoms-token-town-tip = +1 VP at the end for each controller of this region.
kingdoms-token-treasure = treasure
kingdoms-token-treasure-tip = The finder gains 2 resources of their choice.
kingdoms-token-unknown-tip = A face-down exploration token: the first meeple to enter turns it over.
kingdoms-war-alliance = Both showed the white flag: an alliance!
kingdoms-war-attacker = Attacker
kingdoms-war-bid-tip = Bid { $n }: you pay it (minus ability discounts) whether you win or lose.
kingdoms-war-cannot_pay = You cannot pay this bid: mana counts 2 and ore 1.
kingdoms-war-choose = Choose your secret bid. Your war value: { $value } (mana ×2 + ore).
kingdoms-war-defender = Defender
kingdoms-war-flag = Flag
kingdoms-war-flag-tip = The white flag counts as 0. If both sides show it (3+ players), you become allies.
kingdoms-war-keys = Keys: F = flag, { $keys } = bid, arrows + Enter; Esc = look at the board
kingdoms-war-open = Choose your war bid
kingdoms-war-reminder = Both sides pay their bid, win or lose (abilities may change the cost). The higher bid wins; a tie goes to the defender.
kingdoms-war-reveal = The bids are revealed
kingdoms-war-title = War in { $region }!
kingdoms-war-vs = vs
kingdoms-war-winner = { $player } wins the war
kingdoms-why-expand = You can only expand into a region where one of your meeples stands alone.
kingdoms-why-full = This region is full: it already holds 2 meeples.
kingdoms-why-impassable = { $terrain } cannot be entered.
kingdoms-why-not_now = That region is not a choice right now.
kingdoms-why-not_reachable = None of your meeples can move there now (not adjacent, across a river, a last meeple, or a war you cannot pay).
kingdoms-why-not_selecting = Only the active player selects an action, at the start of a turn.
kingdoms-why-not_your_turn = It is not your decision right now.
kingdoms-why-retreat = You can only retreat into a free region of the same card.
kingdoms-why-shield = This action already has a shield in this cycle.
kingdoms-why-spectator = Only bots play in this game; you are watching.
kingdoms-why-start = Start in an open region of your own home card.
kingdoms-why-use_panel = This decision is made in the panel on the right.
kingdoms-name = Kingdoms
kingdoms-blurb = Area control on territory cards: spread your meeples, build your tower, research magic and settle wars with secret bids.
kingdoms-setup-maps = Your maps
kingdoms-setup-maps-tip = Play with your own side { $side } in place of the official one (a .tmx file in the maps folder of your user data folder).
kingdoms-setup-maps-broken = Your map cannot be used: { $error }
kingdoms-art-title = Kingdoms: every faction's emblem and the exploration tokens

# an action the selecting player cannot carry out now: said on its tile, in its tip, and before it is taken
kingdoms-idle-build-top = Your tower is at its top: Build would do nothing now.
kingdoms-idle-build-ore = Build needs { $cost } ore and you hold { $have }: it would do nothing now.
kingdoms-idle-research-top = Your magic is at its highest level: Research would do nothing now.
kingdoms-idle-research-mana = Research needs { $cost } mana and you hold { $have }: it would do nothing now.
kingdoms-idle-expand-supply = All your meeples are on the board: Expand would do nothing now.
kingdoms-idle-expand-alone = You have no lone meeple: Expand would do nothing now.
kingdoms-idle-expand-food = Expand needs { $cost } food and you hold { $have }: it would do nothing now.
kingdoms-idle-trade-none = You have nothing to trade: Trade would do nothing now.
kingdoms-idle-confirm = { $why } Select it again to take it anyway: its shield still blocks it for the others.
# the secret bid when no bid can be paid: only the flag has a key
kingdoms-war-keys-flag_only = Keys: F = flag, arrows + Enter; Esc = look at the board
