### kingdoms_events (en)

kingdoms-event-ability_gain = { $seat } gains { $amount } { $resource } from an ability.
kingdoms-event-action_selected = { $seat } selects { $action }.
kingdoms-event-alliance_broken = The alliance of { $winner } and { $loser } is broken: { $winner } keeps every region they shared ({ $shared } besides the war region).
kingdoms-event-alliance_formed = { $attacker } and { $defender } become allies in { $region }.
kingdoms-event-bandit_paid = { $seat } pays the bandits { $what }.
kingdoms-event-bandit_removed = Bandits drive { $seat }'s meeple out of { $region }.
kingdoms-event-bid_made = You bid { $bid }.
kingdoms-event-blank_returned = One blank token went back to the box.
kingdoms-event-built = { $seat } builds tower level { $level } for { $ore } ore.
kingdoms-event-church_used = { $seat } shelters a meeple from { $src } in the church of { $dest }.
kingdoms-event-collected = { $seat } collects { $what }.
kingdoms-event-crown_passed = The crown passes from { $src } to { $dest }.
kingdoms-event-did_nothing = { $seat } does nothing.
kingdoms-event-dragon_declined = { $seat } leaves the dragon asleep.
kingdoms-event-dragon_invoked = { $seat } invokes the dragon: { $loser } drops to tower level { $tower }.
kingdoms-event-end_triggered = The end is near: { $seat } has { $reason }. This cycle is the last.
kingdoms-event-expanded = { $seat } expands into { $region } for { $food } food.
kingdoms-event-faction_chosen = { $seat } chose the { $faction }.
kingdoms-event-faction_dealt = { $seat } leads the { $faction }.
kingdoms-event-game_over = Game over. Scores: { $scores }. Winner: { $winners }.
kingdoms-event-game_started = The game begins. { $first } goes first.
kingdoms-event-home_card = { $seat } was dealt territory card { $card }.
kingdoms-event-lost_kingdom = The Lost Kingdom is card { $side }.
kingdoms-event-neutral_captured = { $seat } captures the neutral meeple in { $region }.
kingdoms-event-neutral_war = { $seat } attacks the neutral meeple in { $region } for { $cost } ({ $neutrals ->
        [one] 1 neutral
       *[other] { $neutrals } neutrals
    } left).
kingdoms-event-paid = { $seat } pays { $what }.
kingdoms-event-patrolled = { $seat } patrols from { $src } to { $dest }.
kingdoms-event-quested = { $seat } quests from { $src } to { $dest }.
kingdoms-event-relocated = { $seat }'s last meeple moves from { $src } to { $dest }.
kingdoms-event-removed = { $seat } loses a meeple in { $region }; it returns to supply.
kingdoms-event-researched = { $seat } researches magic level { $level } for { $mana } mana.
kingdoms-event-resources_set = { $seat } starts with { $what }.
kingdoms-event-retreated = { $seat } retreats from { $src } to { $dest } for { $food } food.
kingdoms-event-ruins_cleared = { $seat }'s meeple in { $region } is removed before scoring.
kingdoms-event-shields_cleared = { $seat } clears the action card.
kingdoms-event-side_chosen = { $seat } plays side { $side }.
kingdoms-event-start_region = { $seat } starts in { $region }.
kingdoms-event-stood_up = { $seat } stands a meeple up in { $region }.
kingdoms-event-token_placed = { $seat } placed a token in { $region }.
kingdoms-event-token_revealed = { $seat } turns over a token in { $region }: { $type }.
kingdoms-event-tokens_placed = { $count ->
        [one] 1 exploration token was
       *[other] { $count } exploration tokens were
    } placed face down.
kingdoms-event-traded = { $seat } trades { $k } { $give } for { $received } { $get }.
kingdoms-event-treasure = { $seat } takes treasure: { $what }.
kingdoms-event-turn_skipped = { $seat } cleared the card and skips the rest of the turn.
kingdoms-event-turn_started = Turn { $turn }: { $seat } is the active player.
kingdoms-event-war_revealed = Bids revealed: { $attacker } { $attacker_bid }, { $defender } { $defender_bid }.
kingdoms-event-war_started = War! { $attacker } attacks { $defender } in { $region }.
kingdoms-event-war_won = { $winner } wins the war against { $loser } in { $region }.
