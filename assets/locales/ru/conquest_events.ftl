### conquest_events (ru)

conquest-event-game_start = Начинается игра на { $players } игроков. Первым бросает { $first }.
conquest-event-turn_start = Ход { $turn }: атакует { $player }.
conquest-event-roll = { $player } бросает кубики ({ $dice }): { $faces }.
conquest-event-target = { $player } атакует город { $city }.
conquest-event-fill = { $player } заполняет { $line } города { $city }: { $faces }.
conquest-event-lose_die = { $player } сбрасывает кубик (осталось { $dice }) и перебрасывает.
conquest-event-abandon = { $player } прекращает атаку.
conquest-event-turn_failed = Атака игрока { $player } на { $city } провалилась.
conquest-event-turn_failed_none = { $player } ничего не завоёвывает в этот ход.
conquest-event-conquer_centre = { $player } завоёвывает { $city }!
conquest-event-conquer_from = { $player } отнимает { $city } у игрока { $victim }!
conquest-event-province_complete = { $player } собирает провинцию { $province }: защищённая стопка на { $bonus } очк.
conquest-event-game_over = Последний город пал после { $turns } ходов.
conquest-event-winner = { $player } побеждает с { $score } очками.
