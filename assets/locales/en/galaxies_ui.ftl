### galaxies_ui (en)

galaxies-name = Galaxies
galaxies-blurb = Dice, planets and races to colonise.
galaxies-colour-white = White
galaxies-colour-blue = Blue
galaxies-colour-purple = Purple
galaxies-colour-orange = Orange
galaxies-colour-black = Black
galaxies-planet-none = empty slot
galaxies-action-move = Move
galaxies-action-acquire_energy = Energy
galaxies-action-acquire_culture = Culture
galaxies-action-advance_diplomacy = Diplomacy
galaxies-action-advance_economy = Economy
galaxies-action-utilize_colony = Utilize
galaxies-face-move = Move
galaxies-face-acquire_energy = Energy
galaxies-face-acquire_culture = Culture
galaxies-face-advance_diplomacy = Diplomacy
galaxies-face-advance_economy = Economy
galaxies-face-utilize_colony = Utilize
galaxies-action-move-tip = Move one of your ships: land on a planet (and use its action), enter its orbit, or fly home.
galaxies-action-acquire_energy-tip = Gain 1 energy for each of your ships on an energy planet and each ship at home.
galaxies-action-acquire_culture-tip = Gain 1 culture for each of your ships on a culture planet.
galaxies-action-advance_diplomacy-tip = Move one of your ships 1 space along a diplomacy track; at the end it colonizes the planet.
galaxies-action-advance_economy-tip = Move one of your ships 1 space along an economy track; at the end it colonizes the planet.
galaxies-action-utilize_colony-tip = Upgrade your empire (pay energy or culture) or use the action of one of your colonies.
galaxies-res-energy = energy
galaxies-res-culture = culture
galaxies-track-diplomacy = Diplomacy
galaxies-track-economy = Economy
galaxies-planet-info = { $name }: { $vp } VP. Ships here gather { $resource }; colonize by { $track } ({ $length ->
        [one] 1 step
       *[other] { $length } steps
    }). Action: { $effect }
galaxies-mission-info = Secret mission { $name } ({ $vp } VP): { $text }
galaxies-ladder-level = Level { $level }: { $dice ->
        [one] 1 die
       *[other] { $dice } dice
    }, { $vp } VP. Attack: { $attack }
galaxies-ladder-skull = Level { $level }: the skull. Reaching it, the hostile galaxy wins.
galaxies-slot = slot { $n }
galaxies-dest-surface = lands on
galaxies-dest-orbit = enters the orbit of
galaxies-dest-home = flies home from
galaxies-how-vp = (21 VP reached)
galaxies-how-skull = (the hostile galaxy reached its skull)
galaxies-attack-drain = a drain
galaxies-attack-hoard = a hoard
galaxies-attack-jam = a jam: one die fewer next turn
galaxies-attack-plunder = a plunder
galaxies-attack-push = a push along its tracks
galaxies-attack-repel = a repel of your ships
galaxies-ship-fleet = in the fleet
galaxies-ship-mat = at home
galaxies-ship-surface = on { $planet }
galaxies-ship-orbit = in orbit of { $planet }, step { $pos }
galaxies-from-mat = from home
galaxies-from-fleet = from the fleet
galaxies-from-surface = from { $planet }
galaxies-from-orbit = from the orbit of { $planet }
galaxies-prompt-main = Your turn: click a die, then a lit target (or Use die). Reroll, converter and End turn are on the right.
galaxies-prompt-move = Move: pick a ship, then where it goes (lit on the planets).
galaxies-prompt-land = You landed on { $planet }: use its action now?
galaxies-prompt-advance = Advance { $track }: which ship moves forward (+{ $steps })?
galaxies-prompt-advance_any = Which of your orbiting ships moves forward (+{ $steps })?
galaxies-prompt-utilize = Utilize: upgrade your empire or use a colony.
galaxies-prompt-convert = How much to convert?
galaxies-prompt-steal = Take from which rival?
galaxies-prompt-advance_rival = Your rival's effect: which of your ships moves forward?
galaxies-prompt-regress = Which rival ship is pushed back?
galaxies-prompt-shift_back = Which of your ships falls back 1 space?
galaxies-prompt-shift_forward = Which other ship moves 1 space forward?
galaxies-prompt-relocate = Slide which ship to which track?
galaxies-prompt-recall = Call which ship home, for which resource?
galaxies-prompt-upgrade_pay = How do you pay for the upgrade?
galaxies-prompt-reroll = Which unused dice to reroll for free?
galaxies-prompt-set_die = Turn which die to which face?
galaxies-prompt-set_face = Converter, step 2: turn a third die to any face.
galaxies-prompt-discard_dice = Give up which two dice?
galaxies-prompt-repeat = Repeat which action?
galaxies-prompt-replace = Replace which planet in the row?
galaxies-prompt-borrow = Use which planet's action?
galaxies-prompt-free_action = Take which action without a die?
galaxies-prompt-shared = A rival shares { $action } with you for free: take it?
galaxies-prompt-force_reroll = { $hostile } rolled { $face }. Pay 1 energy and 1 culture to force a reroll? (F = yes, P = no)
galaxies-prompt-copy = { $hostile } used { $face }. Copy it for 1 culture? (F = yes, P = no)
galaxies-prompt-follow = { $player } used { $action }. Follow for { $cost } culture? (F = follow, P = pass)
galaxies-prompt-keep_mission = Keep one of your two secret missions.
galaxies-prompt-over = The game is over.
galaxies-prompt-showing = { $player }'s moves are shown step by step…
galaxies-prompt-draft_wait = Everyone keeps a secret mission…
galaxies-prompt-bot = { $player } is thinking…
galaxies-prompt-bot_follow = { $player } decides whether to follow { $active }'s { $action }…
galaxies-prompt-bot_other = { $player } is deciding something during { $active }'s turn…
galaxies-prompt-wait = Waiting for { $player }…
galaxies-opt-move-home = Fly home (from { $origin })
galaxies-opt-move-surface = Land on { $planet }
galaxies-opt-move-orbit = Orbit { $planet }
galaxies-opt-ship = Ship { $where }
galaxies-opt-with_origin = { $option } — { $origin }
galaxies-opt-back = Back: ship { $where }
galaxies-opt-forward = Forward: ship { $where }
galaxies-opt-target = { $player }: ship { $where }
galaxies-opt-relocate = Ship { $where } → { $planet }
galaxies-opt-recall = Recall ship { $where }: gain { $resource }
galaxies-opt-upgrade = Upgrade to level { $level }: pay { $cost } { $resource }
galaxies-opt-colony = Colony: { $planet }
galaxies-opt-use_planet = Use { $planet }
galaxies-opt-borrow-row = Use { $planet } (row)
galaxies-opt-borrow = Use { $planet } of { $player }
galaxies-opt-replace = Replace { $planet }
galaxies-opt-k = Convert { $n }
galaxies-opt-pay = Pay { $energy } energy + { $culture } culture
galaxies-opt-repeat = Repeat { $action }
galaxies-opt-set_face = Die { $die } → { $face }
galaxies-opt-set_face-keep = Keep die { $die } as { $face }
galaxies-opt-reroll = Reroll dice { $dice }
galaxies-opt-discard = Give up dice { $dice }
galaxies-opt-activate = Use die { $die }: { $action }
galaxies-opt-convert = Converter: dice { $a } and { $b }
galaxies-opt-skip = Skip
galaxies-opt-done = Done
galaxies-opt-follow = Follow (F)
galaxies-opt-pass = Pass (P)
galaxies-opt-take = Take it (F)
galaxies-opt-decline = Decline (P)
galaxies-opt-force_reroll = Force a reroll (F)
galaxies-opt-let = Let it be (P)
galaxies-opt-copy = Copy (F)
galaxies-opt-end = End turn
galaxies-why-die-move = no ship can move.
galaxies-why-die-acquire_energy = it would gain nothing (no ships at home or on energy planets, or energy is full).
galaxies-why-die-acquire_culture = it would gain nothing (no ships on culture planets, or culture is full).
galaxies-why-die-advance_diplomacy = none of your ships is on a diplomacy track.
galaxies-why-die-advance_economy = none of your ships is on an economy track.
galaxies-why-die-utilize_colony = you can neither pay for an upgrade nor use a colony.
galaxies-undo-none = Nothing to undo: a roll or a reveal came after your last decision, and undo never takes those back.
galaxies-die-tip = Die { $n }: { $action }. { $text } Click it or press { $n }.
galaxies-use = Use die (D)
galaxies-use-one = Use: { $action } (D)
galaxies-use-tip = Use the picked die; its choices follow in the panel and on the lit planets.
galaxies-reroll-label = Reroll { $n } ({ $cost }) R
galaxies-reroll-tip = Reroll the picked dice, or all unused dice if none is picked. The first reroll of a turn is free; each later one costs 1 energy.
galaxies-free = free
galaxies-more = More ({ $page }/{ $pages })
galaxies-reroll-none = Reroll (R)
galaxies-cost-energy = { $n } energy
galaxies-convert-label = Converter: pick 2 dice (C)
galaxies-convert-go = Converter: put in { $a } + { $b } (C)
galaxies-convert-used = Converter used
galaxies-convert-tip = Once per turn: put two unused dice into the converter (they are spent), then turn a third die to any face.
galaxies-end_turn = End turn (E)
galaxies-end_turn-tip = End your turn; unused dice do nothing.
galaxies-score-empire = Empire level (VP)
galaxies-score-colonies = Colonies (VP)
galaxies-score-mission = Secret mission (VP)
galaxies-score-tb-colonies = 1. colonies
galaxies-score-tb-level = 2. empire level
galaxies-score-tb-resources = 3. energy + culture
galaxies-score-missions = Missions revealed
galaxies-score-hostile_level = Hostile galaxy at level { $level }
galaxies-score-achieved = done, +{ $vp }
galaxies-score-missed = not done
galaxies-score-colony_list = Colonies
galaxies-undo-tip = Take back your last decision (U), as long as no dice were rolled and nothing secret was revealed after it.
galaxies-part-surface = surface
galaxies-part-orbit = orbit
galaxies-part-card = card
galaxies-pick-ship = Ship { $where }
galaxies-pick-die = Die { $n }: { $action }
galaxies-why-not_legal = That is not a legal choice now.
galaxies-why-not_target = { $planet } is not a target for this die: pick a lit part of a card.
galaxies-why-pick_lit = Pick one of the choices in the panel or a lit part of a card.
galaxies-why-pick_die_first = Pick a die first (click it or press { $keys }).
galaxies-why-over = The game is over.
galaxies-why-showing = Wait a moment: the last moves are still being shown.
galaxies-why-draft = Everyone is choosing a secret mission.
galaxies-why-wait = It is { $player }'s decision now.
galaxies-why-decide_first = Finish the current choice first (the panel below the dice).
galaxies-why-die_activated = Die { $n } has already been used this turn.
galaxies-why-die_in_converter = Die { $n } is in the converter: it is spent for this turn.
galaxies-why-die_discarded = Die { $n } was given up this turn.
galaxies-why-one_die = Pick exactly one die to use.
galaxies-why-no_use = { $action } cannot be used now: { $reason }
galaxies-why-reroll_energy = A reroll after the free one costs 1 energy, and you have none.
galaxies-why-converter_used = The converter works once per turn and was used.
galaxies-why-converter_dice = The converter needs three unused dice.
galaxies-why-convert_two = Pick two dice to put into the converter (click them or press their numbers).
galaxies-mat-tip = { $name }: empire level { $level }, { $energy } energy, { $culture } culture, { $vp } VP. Colonies: { $colonies }.
galaxies-mat-tip_next = { " " }Next level ({ $level }): { $cost } energy or culture, for { $dice ->
        [one] 1 die
       *[other] { $dice } dice
    }, { $ships ->
        [one] 1 ship
       *[other] { $ships } ships
    } and { $vp } VP.
galaxies-turn = Round { $round } · { $player }
galaxies-over = Game over
galaxies-hint-move = Move: click a lit surface (land) or orbit (track) of a planet.
galaxies-hint-acquire_energy = Energy: press Use die (D) to gather it.
galaxies-hint-acquire_culture = Culture: press Use die (D) to gather it.
galaxies-hint-advance_diplomacy = Diplomacy: click the lit orbit holding your ship.
galaxies-hint-advance_economy = Economy: click the lit orbit holding your ship.
galaxies-hint-utilize_colony = Utilize: press Use die (D) or click your mat.
galaxies-cc-title = Control center
galaxies-cc-follow_cost = following costs { $n } culture
galaxies-die-picked = picked
galaxies-die-status-activated = used
galaxies-die-status-in_converter = conv.
galaxies-die-status-discarded = gone
galaxies-converter = Converter
galaxies-action_track-title = Action track of { $hostile }
galaxies-help-over = The game is over: see the final scores.
galaxies-help-showing = { $player } plays step by step. Space or Next: the next step now; Skip: the rest at once.
galaxies-help-one = { $action } picked: click a lit target or press D. Pick a second die for the converter; Esc or right click drops the pick.
galaxies-help-one_no_use = { $why } Reroll this die (R), pick a second one for the converter (C), or drop the pick (Esc).
galaxies-help-two = Two dice picked: press Converter (C) to put them in, or Reroll (R) to roll them again.
galaxies-help-main = Click a die (or press { $keys }), then its target. Every die you use may be followed by rivals for culture.
galaxies-help-main-solo = Click a die (or press { $keys }), then its target. In solo nobody follows your dice.
galaxies-help-wait = Waiting for the other players.
galaxies-vp = VP
galaxies-mat-upgrade = upgrade: { $cost }
galaxies-mat-automaton = hostile galaxy
galaxies-mat-attack = Attack: { $attack }
galaxies-mat-attack-next = Level { $level }: { $attack }
galaxies-mat-part-empire = Empire track: level { $level } of { $levels }. Dice: { $dice }, ships in play: { $ships }, VP: { $vp } (only the current level counts). Each cell shows the VP of its level.
galaxies-mat-part-empire-next = { " " }Next level: { $cost } energy or culture, paid with a Utilize die.
galaxies-mat-part-empire-top = { " " }The top level: nothing more to upgrade.
galaxies-mat-part-hostile_empire = { $name }'s card: level { $level } of { $levels }. Dice: { $dice }, VP: { $vp }. With 7 energy at the end of its turn it climbs a level.
galaxies-mat-part-skull = The skull: if { $name } climbs to level { $level }, it wins at once.
galaxies-mat-part-energy = Energy: { $n } of 7. It pays for upgrades and for rerolls after the free one.
galaxies-mat-part-culture = Culture: { $n } of 7. It pays 1 for following a rival's action.
galaxies-mat-part-culture-solo = Culture: { $n } of 7. It pays 1 for copying the hostile galaxy's action.
galaxies-mat-part-hostile_energy = Energy of { $name }: { $n } of 7. At 7 it climbs a level on its card and its energy drops to 0.
galaxies-mat-part-hostile_culture = Culture of { $name }: { $n } of 7. At 7 it rolls three bonus dice.
galaxies-mat-part-home = Ships at home: { $n }. Each gives 1 on an Energy die and can fly to a planet.
galaxies-mat-part-hostile_home = Ships on its card: { $n }. Each gives 1 on its Energy and Culture dice.
galaxies-mat-part-fleet = Fleet track, ships waiting: { $n }. Higher empire levels bring them into play.
galaxies-mat-part-colonies = Colonies: { $list }. VP: { $vp }.
galaxies-mat-part-mission = A secret mission: revealed and scored at the end.
galaxies-mat-part-vp = { $name }: { $vp } VP. Reaching 21 ends the game.
galaxies-art-title = Galaxies: the planets, dice faces, hostile galaxies and missions
galaxies-art-dice = dice: { $dice }
galaxies-draft-title = { $player }: your secret mission
galaxies-draft-body = Keep one card (click it or press 1 or 2); the other is put away unseen. Nobody else sees your choice.
galaxies-draft-vp = { $vp } VP
galaxies-draft-keep = Keep this mission
galaxies-setup-title = New game of Galaxies
galaxies-setup-players-tip = 1 = solo against a hostile galaxy; 2-5 players as humans (hotseat) or bots.
galaxies-setup-solo_human = In solo you play yourself against the hostile galaxy.
galaxies-setup-colour-tip = The colour of this empire's mat and ships.
galaxies-setup-hostile = Your opponent: a hostile galaxy
galaxies-setup-hostile-tip = { $name }, difficulty { $d } of 5.
galaxies-setup-hostile-row = { $name } · difficulty { $d }
galaxies-setup-hostile-head = { $name } · difficulty { $d }/5
galaxies-setup-seed-tip = The same seed deals the same planets and rolls the same dice.
galaxies-setup-play-tip = Start the game (Enter).
galaxies-setup-about = Roll action dice to fly ships, gather energy and culture, and push along planets' tracks until you colonize them. Every die you use may be copied by rivals for culture. The first empire to reach 21 VP ends the game; secret missions can still turn it.
galaxies-rules-title = Galaxies: rules
galaxies-rules-goal-title = Goal
galaxies-rules-goal-body = Grow a galactic empire. Colonized planets and your empire level are worth victory points (VP). When an empire's announced VP reaches 21, the round is played out so everyone has had as many turns, then secret missions are revealed and the highest total wins.
galaxies-rules-turn-title = A turn
galaxies-rules-turn-body =
    Roll as many dice as your empire level gives. Then, in any order:
    • Use a die: click it, then its target. Each use may be followed by rivals.
    • Reroll some unused dice: the first reroll each turn is free, each later one costs 1 energy.
    • The converter, once per turn: put two unused dice in (they are spent), then turn a third die to any face.
    • End the turn. Unused dice do nothing.
galaxies-rules-dice-title = The dice
galaxies-rules-dice-body = Seven shared dice, each with the six actions below. Dice you used stay in the control center until the turn ends; dice in the converter are spent.
galaxies-rules-actions-title = The six actions
galaxies-rules-actions-body =
    • Move: fly one ship to land on a planet (then you may use its action once), into its orbit (the start of its track), or home.
    • Energy: 1 energy per ship on or around an energy planet, plus 1 per ship at home.
    • Culture: 1 culture per ship on or around a culture planet.
    • Diplomacy / Economy: one of your ships on a track of that kind moves 1 step; on the last step you colonize the planet.
    • Utilize: upgrade your empire, paying its cost all in energy or all in culture, or use one of your colonies.
    A die that would do nothing cannot be used.
galaxies-rules-follow-title = Following
galaxies-rules-follow-body = After each die a player uses, every rival in turn order may follow it: pay 1 culture and take the same action with their own ships. A prompt shows the cost; answer with one click, or F to follow and P to pass. Bots' follows appear in the log.
galaxies-rules-planets-title = Planets
galaxies-rules-planets-body = Each card shows its name and VP, the resource its ships gather, its surface (landed ships), its orbit track of diplomacy or economy with the ships on it, and its action. The first ship to reach the end of a track colonizes the planet: every ship there goes home and a new planet takes its place. Hover a card to read it all.
galaxies-rules-empire-title = Your empire
galaxies-rules-empire-body = Your galaxy mat shows your empire level: how many dice you roll, how many ships are in play and the VP it is worth (only the current level counts). Energy and culture each hold up to 7. New ships join at once; new dice from your next turn.
galaxies-rules-missions-title = Secret missions
galaxies-rules-missions-body = With 2-5 players everyone gets two missions and secretly keeps one. In a hotseat game the screen is covered between players; press Enter when only the right player is looking. Missions are revealed and scored at the end.
galaxies-rules-solo-title = Solo: the hostile galaxy
galaxies-rules-solo-body = Alone, you face one of five hostile galaxies (difficulty 1-5). On its turn it rolls its dice one by one onto its action track: it moves ships only into orbits, gathers resources and attacks you by its level. A die it cannot use is rerolled once, then discarded. If you have 1 energy and 1 culture you may force a reroll; you may copy each of its actions for 1 culture. At 7 energy it climbs a level (the skull level wins for it); at 7 culture it rolls three bonus dice. You win at 21 VP.
galaxies-rules-end-title = End and scoring
galaxies-rules-end-body = The end comes after the round in which someone reaches 21 VP (or the planet row runs out). Total = empire level VP + colony VP + a mission if achieved. Ties go to more colonies, then the higher empire level, then more energy plus culture; still tied, the win is shared.
galaxies-rules-controls-title = Controls
galaxies-rules-controls-body =
    • The number keys pick dice (1 the first, 2 the second, and so on); D uses the picked die; R rerolls; C puts two picked dice into the converter; E ends the turn.
    • In a choice panel, the number keys pick an option; F / P answer a follow or copy prompt.
    • Esc or a right click drops a pick; Tab and the arrows move the focus, Enter presses.
    • U undoes (never across a roll or a reveal), S saves, L shows the log, H the whole history, F1 opens these rules.
