### conquest_ui (en)

conquest-colour-red = Red
conquest-colour-blue = Blue
conquest-colour-green = Green
conquest-colour-yellow = Yellow
conquest-colour-purple = Purple
conquest-colour-white = White
conquest-face-i1 = 1 infantry
conquest-face-i2 = 2 infantry
conquest-face-i3 = 3 infantry
conquest-face-cav = cavalry
conquest-face-arc = archers
conquest-face-gen = general
conquest-faces-infantry = infantry { $values }
conquest-line-infantry = infantry { $n }
conquest-line-n = line { $n }
conquest-line-general = the general line
conquest-line-general-short = vs. owner
conquest-line-tip = { $line }: { $need }.
conquest-line-general-tip = Needed only when you take this city from an opponent.
conquest-die-tip = Die { $n }: { $face }. Click or press { $n } to pick it.
conquest-over = Game over
conquest-prompt-first = { $player }: pick dice and a glowing line to attack a city, or lose a die and reroll.
conquest-prompt-target = { $player }: fill another line of { $city }, or lose a die and reroll.
conquest-prompt-wait = Waiting for { $player }…
conquest-prompt-rolling = { $player } is rolling the dice.
conquest-lose_die = Lose a die & reroll
conquest-lose_die-tip = Set one die aside for this turn and roll the others again (R).
conquest-abandon = Abandon the attack
conquest-abandon-tip = End your turn without a conquest (A). Dice on the card are lost.
conquest-undo-tip = Take back your last decision (U), as long as no dice were rolled after it.
conquest-undo-none = Nothing to undo: dice have been rolled since your last decision, and undo never takes back a roll.
conquest-hint = Hint
conquest-hint-tip = Show the chance to conquer each city from this roll, with best play (I).
conquest-row = cities { $cities } · provinces { $provinces }
conquest-tray-status = { $player } · roll { $roll } · { $free } free, { $placed } on the card, { $lost } lost
conquest-tray-on_card = on card
conquest-tray-lost = lost
conquest-tray-help = Pick dice (click or keys { $keys }), then click a glowing line. A line clicked with no dice picked takes the fewest dice that fill it.
conquest-tray-selected = Picked: { $dice }. Now click the line to fill, or press F (C clears).
conquest-tray-thinking = { $player } is thinking…
conquest-tray-watch = { $player } is rolling. Their moves appear on the cards and in the log.
conquest-hint-target = Chance to conquer { $city } with best play from here: { $p }%.
conquest-hint-best = Best chance this turn: { $city }, { $p }%. Each card shows its chance.
conquest-why-wait = It is { $player }'s turn.
conquest-why-not_your_turn = It is not your turn.
conquest-why-stacked = This city is in a completed province stack: it is protected for the rest of the game.
conquest-why-own = This city is already yours.
conquest-why-committed = This turn you are committed to { $city }: fill its lines, lose a die or abandon.
conquest-why-general_centre = The general line is needed only to take a city from an opponent.
conquest-why-filled = This line is already filled.
conquest-why-no_fill = These dice cannot fill this line ({ $line }). Showing: { $dice }.
conquest-why-needs_symbol = Each symbol on this line takes one matching die: “{ $symbol }”.
conquest-why-extra_symbol = Too many “{ $symbol }” dice picked for this line.
conquest-why-no_infantry = This line takes no infantry dice.
conquest-why-too_low = The picked infantry adds up to { $total }; this line needs { $need }.
conquest-why-superfluous = The { $value } is not needed: the other dice already reach { $need }. Use no more dice than needed.
conquest-why-not_legal = That fill is not legal now.
conquest-score-cities_vp = Face-up cities (VP)
conquest-score-province_bonus = Province stacks (bonus)
conquest-score-tb-cities = 1. cities (face-up and stacked)
conquest-score-tb-provinces = 2. completed provinces
conquest-score-holdings = Holdings
conquest-setup-title = New game of Conquest
conquest-setup-players-tip = Conquest is for 2 to 6 players.
conquest-setup-name-tip = Click to type a name (Enter to finish).
conquest-setup-first-tip = Who rolls first.
conquest-setup-hint = Chance to conquer hint
conquest-setup-hint-tip = Show each city's chance of falling this turn with best play (switch it in the game with I).
conquest-setup-seed-tip = The same seed and the same moves replay the same dice. Click to type one.
conquest-setup-play-tip = Start the game with these seats.
conquest-setup-about = Roll seven dice to conquer a city: fill one battle line per roll, and when a roll does not help, lose a die and roll the rest again. Take cities from the centre or from opponents (they also need the general line). Hold a whole province to protect it and score its bonus. The game ends when the last city leaves the centre.
conquest-rules-goal-title = Goal
conquest-rules-goal-body = Conquer cities with seven dice. Each city is worth victory points (1 to 4, by how hard it is to take). A whole province scores its bonus instead. When the last city in the centre is conquered the game ends at once, and the highest score wins.
conquest-rules-turn-title = A turn
conquest-rules-turn-body =
    Roll all seven dice. After each roll choose one:
    • Fill one battle line of a city with some of the dice just rolled. The other free dice are rolled again at once.
    • Lose a die: set one die aside for this turn and roll the others again.
    • Abandon the attack.
    Your first fill commits you to that city for the rest of the turn. Fill all its lines to conquer it; the turn ends right after a conquest. If you run out of dice first, the attack fails and nothing carries over.
conquest-rules-lines-title = Battle lines
conquest-rules-lines-body =
    • An infantry line (a sword and a number N) takes infantry dice adding up to N or more, with no die to spare: if you could drop one die and still reach N, that die may not be used.
    • A symbol line takes exactly one matching die for each symbol: cavalry, archers or general. Nothing else stands in for a symbol.
    • One line per roll, lines in any order.
conquest-rules-dice-title = The dice
conquest-rules-dice-body = Each die has six faces: 1, 2 and 3 infantry (foot soldiers), cavalry (a horseshoe), archers (a bow) and the general (a plumed helmet under a star). Dice placed on a line stay there until the turn ends; lost dice sit out the rest of the turn.
conquest-rules-opponents-title = Opponents' cities
conquest-rules-opponents-body = You may attack a face-up city in front of another player. Besides its lines you must then also fill its general line (the line marked G). The city moves to you and never returns to the centre. Cities in a province stack cannot be attacked.
conquest-rules-provinces-title = Provinces
conquest-rules-provinces-body = Cities belong to six provinces, shown by the colour and symbol of the card. When you hold every city of a province, they become a face-down stack in front of you: protected for the rest of the game, scoring the province bonus instead of the cities' own points.
conquest-rules-end-title = End and scoring
conquest-rules-end-body = The game ends immediately when the last city leaves the centre. Score the points of your face-up cities plus the bonus of each province stack. Ties go to the player with more conquered cities (face-up and in province stacks), then more provinces; if still tied, the victory is shared.
conquest-rules-hint-title = The hint
conquest-rules-hint-body = Switch on the hint (I) to see, on each city you may attack, the chance of conquering it this turn from the dice now showing, if you play the rest of the attack as well as possible. It is computed exactly by the same solver the hard bot uses.
conquest-rules-controls-title = Controls
conquest-rules-controls-body =
    • Click dice or press their number keys (1 the first, 2 the second, and so on) to pick them, then click a glowing line. Clicking a line with no dice picked uses the fewest dice that fill it.
    • R: lose a die and reroll. A: abandon the attack. C or right-click: clear the picked dice.
    • F: fill the one line that takes exactly the picked dice.
    • Tab and the arrow keys move between dice, lines and buttons; Enter or Space presses.
    • U or Ctrl+Z: undo. I: hint. H: history. L: log. S: save. F1: rules. Esc: menu. M: sound on or off.
    • The mouse wheel over the log, or PageUp / PageDown, read earlier lines; End: the newest.
conquest-rules-title = Conquest rules
conquest-tray-no_fill = No line can be filled with this roll: lose a die and reroll, or abandon the attack.
conquest-card-info = { $city } ({ $province }, a province of { $size } { $size ->
        [one] city
       *[other] cities
    } worth +{ $bonus }): { $vp } VP. With all 7 dice it falls in one turn { $p_centre }% of the time from the centre, { $p_opponent }% from an opponent.
conquest-card-stacked = Protected in the province stack of { $player }.
conquest-card-owned = Held by { $player }: taking it needs the general line too.
conquest-line-name-n = Line { $n }
conquest-line-name-general = General line
conquest-fill-none_picked = Pick dice first (keys { $keys }), then press F or click a line.
conquest-fill-several = These dice fit more than one line: F filled the first; U takes it back to click another.
conquest-fill-no_line = No line you may fill now takes exactly { $dice }.
conquest-setup-name = Name: { $name }
conquest-tray-plan-fill = { $player } will fill { $line } of { $city } with { $faces }.
conquest-tray-plan-lose_die = { $player } will lose a die and reroll.
conquest-tray-plan-abandon = { $player } will abandon the attack.
conquest-abandon-title = Abandon the attack?
conquest-abandon-body = Your turn ends without a conquest and the dice on the card are lost. This cannot be undone.
conquest-abandon-keep = Keep rolling
conquest-name = Conquest
conquest-blurb = Seven dice, push your luck, conquer cities.
conquest-art-title = Conquest: every city card and die face
