### conquest_events (en)

conquest-event-game_start = A game for { $players } { $players ->
        [one] player
       *[other] players
    } begins. { $first } rolls first.
conquest-event-turn_start = Turn { $turn }: { $player } attacks.
conquest-event-roll = { $player } rolls { $dice ->
        [one] one die
       *[other] { $dice } dice
    }: { $faces }.
conquest-event-target = { $player } attacks { $city }.
conquest-event-fill = { $player } fills { $line } of { $city } with { $faces }.
conquest-event-lose_die = { $player } loses a die ({ $dice } left).
conquest-event-abandon = { $player } abandons the attack.
conquest-event-turn_failed = The attack of { $player } on { $city } fails.
conquest-event-turn_failed_none = { $player } conquers nothing this turn.
conquest-event-conquer_centre = { $player } conquers { $city }!
conquest-event-conquer_from = { $player } takes { $city } from { $victim }!
conquest-event-province_complete = { $player } completes { $province }: a protected stack worth { $bonus } { $bonus ->
        [one] point
       *[other] points
    }.
conquest-event-game_over = The last city has fallen after { $turns } { $turns ->
        [one] turn
       *[other] turns
    }.
conquest-event-winner = { $player } wins with { $score } { $score ->
        [one] point
       *[other] points
    }.
