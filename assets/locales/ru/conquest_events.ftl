### conquest_events (ru)

conquest-event-game_start = Начинается партия: { $players } { $players ->
        [one] игрок
        [few] игрока
        [many] игроков
       *[other] игрока
    }. Первый ход: { $first }.
conquest-event-turn_start = Ход { $turn }: { FORM($player) ->
        [plural] атакуют
       *[other] атакует
    } { $player }.
conquest-event-roll = { $player } { FORM($player) ->
        [plural] бросают
       *[other] бросает
    } { $dice } { $dice ->
        [one] кубик
        [few] кубика
        [many] кубиков
       *[other] кубика
    }: { $faces }.
conquest-event-target = { $player } { FORM($player) ->
        [plural] атакуют
       *[other] атакует
    } город { $city }.
conquest-event-fill = { $player } { FORM($player) ->
        [plural] заполняют
       *[other] заполняет
    } { $line } города { $city }: { $faces }.
conquest-event-lose_die = { $player } { FORM($player) ->
        [plural] сбрасывают кубик
       *[other] сбрасывает кубик
    } (в игре { $dice ->
        [one] остался { $dice } кубик
        [few] осталось { $dice } кубика
        [many] осталось { $dice } кубиков
       *[other] осталось { $dice } кубика
    }).
conquest-event-abandon = { $player } { FORM($player) ->
        [plural] прекращают
       *[other] прекращает
    } атаку.
conquest-event-turn_failed = { $player }: атака на город { $city } провалилась.
conquest-event-turn_failed_none = { $player } { FORM($player) ->
        [plural] ничего не завоёвывают
       *[other] ничего не завоёвывает
    } в этот ход.
conquest-event-conquer_centre = { $player } { FORM($player) ->
        [plural] завоёвывают
       *[other] завоёвывает
    } город { $city }!
conquest-event-conquer_from = { $player } { FORM($player) ->
        [plural] отнимают
       *[other] отнимает
    } город { $city }! { $victim } { FORM($victim) ->
        [plural] теряют
       *[other] теряет
    } его.
conquest-event-province_complete = { $player } { FORM($player) ->
        [plural] собирают
       *[other] собирает
    } провинцию { $province }: защищённая стопка на { $bonus } { $bonus ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    }.
conquest-event-game_over = Последний город пал после { $turns } { $turns ->
        [one] хода
        [few] ходов
        [many] ходов
       *[other] хода
    }.
conquest-event-winner = { $player } { FORM($player) ->
        [plural] побеждают
       *[other] побеждает
    }: { $score } { $score ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    }.
