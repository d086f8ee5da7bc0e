### conquest_events (uk)

conquest-event-game_start = Починається партія: { $players } { $players ->
        [one] гравець
        [few] гравці
        [many] гравців
       *[other] гравця
    }. Перший хід: { $first }.
conquest-event-turn_start = Хід { $turn }: { FORM($player) ->
        [plural] атакують
       *[other] атакує
    } { $player }.
conquest-event-roll = { $player } { FORM($player) ->
        [plural] кидають
       *[other] кидає
    } { $dice } { $dice ->
        [one] кубик
        [few] кубики
        [many] кубиків
       *[other] кубика
    }: { $faces }.
conquest-event-target = { $player } { FORM($player) ->
        [plural] атакують
       *[other] атакує
    } місто { $city }.
conquest-event-fill = { $player } { FORM($player) ->
        [plural] заповнюють
       *[other] заповнює
    } { $line } міста { $city }: { $faces }.
conquest-event-lose_die = { $player } { FORM($player) ->
        [plural] скидають кубик
       *[other] скидає кубик
    } (у грі { $dice ->
        [one] лишився { $dice } кубик
        [few] лишилося { $dice } кубики
        [many] лишилося { $dice } кубиків
       *[other] лишилося { $dice } кубика
    }).
conquest-event-abandon = { $player } { FORM($player) ->
        [plural] припиняють
       *[other] припиняє
    } атаку.
conquest-event-turn_failed = { $player }: атака на місто { $city } провалилася.
conquest-event-turn_failed_none = { $player } { FORM($player) ->
        [plural] нічого не завойовують
       *[other] нічого не завойовує
    } цього ходу.
conquest-event-conquer_centre = { $player } { FORM($player) ->
        [plural] завойовують
       *[other] завойовує
    } місто { $city }!
conquest-event-conquer_from = { $player } { FORM($player) ->
        [plural] відбирають
       *[other] відбирає
    } місто { $city }! { $victim } { FORM($victim) ->
        [plural] втрачають
       *[other] втрачає
    } його.
conquest-event-province_complete = { $player } { FORM($player) ->
        [plural] збирають
       *[other] збирає
    } провінцію { $province }: захищений стос на { $bonus } { $bonus ->
        [one] очко
        [few] очки
        [many] очок
       *[other] очка
    }.
conquest-event-game_over = Останнє місто впало після { $turns } { $turns ->
        [one] ходу
        [few] ходів
        [many] ходів
       *[other] ходу
    }.
conquest-event-winner = { $player } { FORM($player) ->
        [plural] перемагають
       *[other] перемагає
    }: { $score } { $score ->
        [one] очко
        [few] очки
        [many] очок
       *[other] очка
    }.
