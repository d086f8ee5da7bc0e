### chronicles_events (en)

chronicles-event-round_start = Round { $round } begins.
chronicles-event-deal = { $player } is dealt: { $cards }.
chronicles-event-reshuffle = The discard pile is shuffled into a new deck ({ $cards ->
        [one] 1 card
       *[other] { $cards } cards
    }).
chronicles-event-pick = { $player } keeps { $card }.
chronicles-event-draft_discard = { $player } discards { $card } from the pack.
chronicles-event-packs_passed = The packs pass { $direction }.
chronicles-event-hand = { $player }'s hand: { $cards }.
chronicles-event-discard_in_play = { $player } discards { $card } from { $slot }.
chronicles-event-hand_discard = { $player } discards { $card } from the hand.
chronicles-event-reserve = { $player } keeps { $card } in reserve.
chronicles-event-reveal = { $player } reveals: { $cards }.
chronicles-event-unpaid = { $player } cannot pay for { $card }; it is discarded.
chronicles-event-enter = { $card } enters { $player }'s { $slot }.
chronicles-event-enter_paid = { $card } enters { $player }'s { $slot } for { $gold } gold.
chronicles-event-enter_credit = { $card } enters { $player }'s { $slot } for { $gold } gold and { $credit } gold of credit.
chronicles-event-enter_gives = { $card } enters { $player }'s { $slot } and gives { $gives } gold of credit to the cards paid after it.
chronicles-event-age_self = { $player }: { $amount ->
        [one] 1 aging token
       *[other] { $amount } aging tokens
    } on { $slot }.
chronicles-event-age_others = { $player }: { $amount ->
        [one] 1 aging token
       *[other] { $amount } aging tokens
    } on each other character ({ $slots }), from { $source }.
chronicles-event-age_chosen = { $player }: { $amount ->
        [one] 1 aging token goes
       *[other] { $amount } aging tokens go
    } from { $source } onto { $target }.
chronicles-event-upgrade_all = { $player }'s buildings rise to level 2 ({ $slot }).
chronicles-event-mimic_fizzles = { $player }'s mimic in { $slot } finds nothing to copy.
chronicles-event-mimic_reveal = { $player }'s mimic reveals { $card }.
chronicles-event-mimic_replaced = { $card } takes the mimic's place in { $player }'s { $slot }.
chronicles-event-vp = { $player }: { $delta } VP ({ $step }), now { $vp }.
chronicles-event-war = War! Strength: { $strengths }. Wars won: { $wins }.
chronicles-event-war_result = { $player } wins { $wars ->
        [one] 1 war
       *[other] { $wars } wars
    }: +{ $vp } VP{ $bonus ->
        [0] {""}
        [one] , +{ $bonus } VP from cards and buildings
       *[other] , +{ $bonus } VP from cards and buildings
    }, +{ $gold } gold.
chronicles-event-income = Income: { $gold }.
chronicles-event-build = { $player } { $how ->
        [upgrade] upgrades { $building } to level 2
       *[build] builds { $building } (level { $level })
    } { $gold ->
        [0] for free
        [one] for { $gold } gold
       *[other] for { $gold } gold
    }.
chronicles-event-build_failed = { $player } could not { $how ->
        [upgrade] upgrade { $building }
       *[build] build { $building } (level { $level })
    }.
chronicles-event-build_pass = { $player } builds nothing this round.
chronicles-event-reveal_none = { $player } reveals nothing.
chronicles-event-save = { $player }: { $saver } ({ $source }) keeps { $card } ({ $target }) in play.
chronicles-event-save_none = { $player }: { $saver } ({ $source }) lets every leaving character go.
chronicles-event-leave = { $card } leaves { $player }'s { $slot } with { $tokens ->
        [one] 1 token
       *[other] { $tokens } tokens
    }.
chronicles-event-leave_rewards = { $player } gains { $vp } VP and { $gold } gold from leaving characters.
chronicles-event-game_over = The game is over. Scores: { $scores }. Winner: { $winners }.
