### chronicles_ui (en)

chronicles-amount-wood = { $n } Timber
chronicles-amount-food = { $n ->
        [one] 1 Provision
       *[other] { $n } Provisions
    }
chronicles-amount-gem = { $n ->
        [one] 1 Gem
       *[other] { $n } Gems
    }
chronicles-over = Game over
chronicles-res-wood = Timber
chronicles-res-food = Provisions
chronicles-res-gem = Gems
chronicles-cost-credit = gives 1 gold of credit
chronicles-cost-gold = costs { $n } gold
chronicles-card-head = { $name } — { $cost }, strength { $strength }
chronicles-card-produces = Produces: { $what }
chronicles-tokens = Aging tokens: { $n }
chronicles-building_card-level = level { $n }
chronicles-building_card-unbuilt = not built
chronicles-building_card-or_gold = { $cost } or { $gold } gold
chronicles-building_card-side = Level { $level } ({ $vp } VP at the end; needs { $cost }): { $text }
chronicles-slot-top_1 = Top 1
chronicles-slot-top_2 = Top 2
chronicles-slot-top_extra = 5th slot
chronicles-slot-bottom_1 = Bottom 1
chronicles-slot-bottom_2 = Bottom 2
chronicles-slot-empty-tip = { $slot }: empty. Top-row characters fight in wars; bottom-row ones do not (unless their text says so).
chronicles-slot-locked = locked
chronicles-slot-locked-tip = The 5th slot opens once you own a level-2 building.
chronicles-row-top = top row: fights
chronicles-row-bottom = bottom row: no war
chronicles-dir-left = to the left
chronicles-dir-right = to the right
chronicles-phase-recruit = Draft
chronicles-phase-placement = Placement
chronicles-phase-enter = Entering play
chronicles-phase-war = War
chronicles-phase-income = Income
chronicles-phase-building = Building
chronicles-phase-aging = Aging
chronicles-phase-over = Game over
chronicles-round = Round { $round }/4 · { $phase }
chronicles-prompt-draft = { $player }: pick one card; the rest pass { $direction }.
chronicles-prompt-draft2 = { $player }: keep one card and discard another; the rest pass { $direction }.
chronicles-prompt-phase-placement = { $player }: put characters into your slots, choose a reserve card, then confirm.
chronicles-prompt-phase-building = { $player }: build, upgrade or pass (one action per round).
chronicles-prompt-phase-enter = { $player }: choose the character that gets the aging tokens.
chronicles-prompt-phase-aging = { $player }: you may keep one leaving character in play.
chronicles-prompt-wait = Waiting for: { $players }
chronicles-prompt-over = The game is over. The scores are in.
chronicles-thinking_of = { $player } is thinking…
chronicles-deciding = { $you ->
        [yes] deciding
       *[other] deciding
    }
chronicles-ready = ready ✓
chronicles-neighbour-left = ◀ your left neighbour
chronicles-neighbour-right = your right neighbour ▶
chronicles-neighbour-opponent = your opponent
chronicles-draft-title = Your pack: pick one card
chronicles-draft-title2 = Your pack: keep one, discard one
chronicles-draft-passing = { $arrow } the rest go to { $player }
chronicles-draft-choose = Click a card (or press its number)
chronicles-draft-choose_discard = Keep { $card }: now click the card to discard
chronicles-draft-keep_discard = Keep { $card }, discard { $other }
chronicles-draft-pick = Pick { $card }
chronicles-draft-keep = keep
chronicles-draft-discard = discard
chronicles-card-nth = { $card } (card { $n })
chronicles-draft-kept = Kept so far ({ $n }):
chronicles-place-title = Your hand: click a card, then a slot (or drag it)
chronicles-place-reserve = Keep as reserve (R)
chronicles-place-unreserve = No reserve (R)
chronicles-place-reserve-tip = The reserve card stays hidden and joins your hand next round. Any other card you do not place is discarded.
chronicles-place-reserve-why = Select a hand card first.
chronicles-place-pay_first = Pay earlier (P)
chronicles-place-pay_first-tip = New characters are paid in order; a Magpie's credit helps only the cards paid after it.
chronicles-place-pay_first-why = Select a new card in a slot that is not paid first.
chronicles-place-confirm = Confirm placement
chronicles-place-confirm-tip = Send your secret placement. All kingdoms are revealed together once everyone has confirmed.
chronicles-place-illegal = This placement is not allowed.
chronicles-place-untouched = Nothing placed yet: put characters into your slots and choose a reserve card first. To place nothing, press Confirm placement.
chronicles-place-occupied = That slot holds a character: move or discard it first (select it, then D).
chronicles-place-no_room = There is no free slot to bring it back to.
chronicles-place-restore-tip = { $card } will be discarded. Click to keep it.
chronicles-place-reserved = reserve
chronicles-place-selected = selected
chronicles-place-sent = Your placement is sent. Waiting for the others.
chronicles-place-money = Cost { $cost } gold · you have { $gold } · left { $left }
chronicles-place-money_credit = Cost { $cost } gold − { $credit } credit = { $pay } gold · you have { $gold } · left { $left }
chronicles-place-war = War strength { $strength } (now { $now }) · neighbours so far: { $rivals }
chronicles-place-order = Payment order: { $order }
chronicles-place-will_discard = { $n ->
        [one] 1 card
       *[other] { $n } cards
    } will be discarded
chronicles-place-unpaid = { $n ->
        [one] 1 card cannot
       *[other] { $n } cards cannot
    } be paid and will be discarded
chronicles-place-help = Q W E: top slots · Z X: bottom slots · D: discard or take back · R: reserve · Enter: confirm
chronicles-place-warn_discard = These hand cards will be discarded: { $cards }.
chronicles-place-warn_unpaid = You cannot pay for the cards in: { $cards }; they will be discarded.
chronicles-reserve = reserve
chronicles-build-title = Building (land cost now { $land } gold)
chronicles-build-note = You have { $gold } gold; your kingdom produces { $prod }. Resources are never used up.
chronicles-build-pass = Pass: build nothing
chronicles-build-pass-tip = Keep your gold; build nothing this round.
chronicles-build-new = Build { $building } (level { $level })
chronicles-build-upgrade = Upgrade { $building } to level 2
chronicles-build-with_how = { $option } — { $how }
chronicles-build-how-resources = with resources
chronicles-build-how-gold = all in gold
chronicles-build-how-level_gold = level { $n } in gold
chronicles-build-need = { $amount }: { $who }
chronicles-build-bought = buy { $n }
chronicles-build-by_gold = no resources (all paid in gold)
chronicles-build-level_by_gold = level { $n } paid in gold
chronicles-build-nothing_needed = no resources
chronicles-build-tip = Needs { $needs }. Land cost { $land } gold; total { $gold } gold, { $left } left.
chronicles-build-more = More ({ $page }/{ $pages })
chronicles-build-cannot = You cannot build or upgrade { $building } now.
chronicles-choice-age = { $card }: choose who gets the aging tokens
chronicles-choice-save = { $card }: keep one leaving character?
chronicles-choice-none = Keep none
chronicles-why-wait = Not your decision now.
chronicles-why-not_legal = That is not allowed now.
chronicles-waiting-title = Waiting for the others
chronicles-undo-none = Nothing to undo since the last reveal.
chronicles-undo-tip = Take back your last decision (U); never past a reveal.
chronicles-scores = Scores
chronicles-scores-tip = The final scores
chronicles-steps-title-reveal = The kingdoms are revealed
chronicles-steps-title-war = War
chronicles-steps-title-income = Income
chronicles-steps-income = +{ $gold } gold (now { $total })
chronicles-steps-title-building = Building
chronicles-steps-title-aging = Aging
chronicles-steps-count = step { $n } of { $of }
chronicles-steps-no_cards = no new characters
chronicles-steps-unpaid = not paid
chronicles-steps-vs = { $mine } { $sign } { $theirs } { $player }
chronicles-steps-war_gain = { $wars ->
        [one] 1 war
       *[other] { $wars } wars
    } won: +{ $vp } VP
chronicles-steps-bonus_gain = +{ $vp } VP from cards and buildings
chronicles-steps-gold_gain = +{ $gold } gold
chronicles-steps-no_build = built nothing
chronicles-steps-built = { $what } for { $gold } gold
chronicles-steps-none_leave = no one leaves
chronicles-steps-saved = saved: { $slot }
chronicles-steps-rewards = leaving: { $vp } VP, { $gold } gold
chronicles-steps-tokens = +1 aging token on each of { $n } staying
chronicles-steps-leaves = leaving:
chronicles-legend-token = Aging token
chronicles-score-wars = Wars won (3 VP each)
chronicles-score-abilities = Abilities and war bonuses
chronicles-score-buildings = Buildings
chronicles-score-end = Game-end effects
chronicles-score-tiebreak = Tie-break: most gold, then a shared victory
chronicles-score-gold = Gold
chronicles-score-by_gold = (tie broken by gold)
chronicles-score-buildings_built = Built
chronicles-score-kingdom = Kingdom at the end
chronicles-setup-title = New game of Chronicles
chronicles-setup-players-tip = 2 to 5 players.
chronicles-setup-colour-tip = Click for the next free colour.
chronicles-setup-seed-tip = The same seed deals the same cards.
chronicles-setup-play-tip = Start the game (Enter).
chronicles-setup-about = Four rounds. Draft characters all at once, place them in secret, then fight both neighbours, collect income, build and watch your characters age and leave. Most VP wins; ties go to the most gold.
chronicles-setup-two-title = Two-player rules
chronicles-setup-two-body = With two players each round deals 9 cards to each player. At every pick you keep one card and discard another face down, then pass the rest; the last single card is kept. There is one war against your opponent: at least equal strength wins 1 war (3 VP); at least double strength (above 0) wins 2 wars (6 VP).
chronicles-setup-hotseat = Several humans: the screen is covered before each person's secret decision, so pass it on and look away.
chronicles-rules-title = Rules of Chronicles
chronicles-name = Chronicles
chronicles-blurb = Draft cards at once, fight your neighbours, raise buildings through the ages.
chronicles-rules-goal-title = Goal
chronicles-rules-goal-body =
    Over four rounds you build a paper kingdom of characters and buildings. Victory points (VP) come from wars won against your neighbours, from character abilities and from your buildings. The most VP wins; a tie goes to the player with the most gold, and after that the victory is shared.
    A card shows its cost (gold coin, top left), its strength (red shield, top right; * means it can change), what it produces (Timber, Provisions, Gems) and its ability in words; coloured dots at the bottom show the phases its ability acts in.
chronicles-rules-round-title = A round
chronicles-rules-round-body =
    Every round has six phases, and in each everyone acts at the same time:
    • Draft: pick characters from packs passed around the table.
    • Placement: put characters into your kingdom in secret, then everyone reveals together and pays.
    • War: compare strength with both neighbours.
    • Income: take gold.
    • Building: build or upgrade one building.
    • Aging: old characters leave, the others get older.
chronicles-rules-draft-title = Draft
chronicles-rules-draft-body =
    Each player is dealt a pack of 5 cards. Pick one, then pass the rest: to the left in rounds 1 and 3, to the right in rounds 2 and 4. Repeat until all packs are empty; you keep 5 cards. Your reserve card from last round joins your hand after the draft.
    Click a card to select it, click it again or press Enter to pick it; number keys select cards.
chronicles-rules-placement-title = Placement
chronicles-rules-placement-body =
    Your kingdom has two top slots and two bottom slots, plus a 5th top slot once you own a level-2 building. Only top-row characters fight in wars (unless a card says it fights from the bottom).
    All at once and in secret you may discard characters already in play, move them between slots, put hand cards into empty slots and keep one unplaced card as your reserve; every other hand card is discarded. When everyone has confirmed, all kingdoms are revealed and each new character is paid in your payment order. A card you cannot afford is discarded. The Magpie costs −1: it gives 1 gold of credit to the cards paid after it.
    Click or drag a hand card onto a slot; click a character in play and then another slot to move it; D discards or takes back; R keeps the selected card as reserve. The panel shows the cost and the gold left before you confirm.
chronicles-rules-war-title = War
chronicles-rules-war-body = Each player compares their strength with both neighbours. Every comparison where your strength is at least theirs is a war won: 3 VP each, so a tie is a win for both. Some characters and buildings give extra VP or gold after the wars.
chronicles-rules-income-title = Income
chronicles-rules-income-body = Everyone takes 2 gold plus the income bonuses of their characters and buildings.
chronicles-rules-building-title = Building
chronicles-rules-building-body =
    Once per round you may build a new building (level 1, or straight to level 2) or upgrade one to level 2. You need the resources shown on it: resources are produced by your characters and buildings and are never used up. A new building also costs land: 2 gold for each building you already own. Every level-2 building opens the 5th slot from the next placement on.
    The buildings you can afford are highlighted; each option says who in your kingdom produces each needed resource.
chronicles-rules-aging-title = Aging
chronicles-rules-aging-body = Every character that already carries an aging token leaves play (some need more tokens; some never leave). Leave effects score now. Then every character still in play gets one aging token.
chronicles-rules-end-title = End of the game
chronicles-rules-end-body = After the fourth round's aging the game ends. Add the VP of your buildings and any game-end effects to the VP won during play. The most VP wins; ties go to the most gold, then the victory is shared.
chronicles-rules-two-title = Two players
chronicles-rules-two-body = With two players each player is dealt 9 cards. At every pick keep one card and discard another face down; the last single card is kept. There is one war against the opponent: at least equal strength wins 1 war; at least double strength (above 0) wins 2 wars.
chronicles-rules-controls-title = Controls
chronicles-rules-controls-body =
    • Mouse: click or drag cards; point at anything for a hint.
    • Number keys: choose a card or an option.
    • Q W E / Z X: the top and bottom slots while placing.
    • R: reserve · D: discard · P: pay earlier · Enter: confirm.
    • U: undo (never past a reveal) · S: save · L: log · H: history · F1: rules · Esc: menu.
    • Space: next step of the seasons, Esc skips them.
chronicles-art-title = Chronicles: every character, building and the card back
chronicles-art-back = card back
