### conquest_events (uk)

conquest-event-game_start = Починається гра на { $players } гравців. Першим кидає { $first }.
conquest-event-turn_start = Хід { $turn }: атакує { $player }.
conquest-event-roll = { $player } кидає кубики ({ $dice }): { $faces }.
conquest-event-target = { $player } атакує місто { $city }.
conquest-event-fill = { $player } заповнює { $line } міста { $city }: { $faces }.
conquest-event-lose_die = { $player } скидає кубик (лишилося { $dice }) і перекидає.
conquest-event-abandon = { $player } припиняє атаку.
conquest-event-turn_failed = Атака гравця { $player } на { $city } провалилася.
conquest-event-turn_failed_none = { $player } нічого не завойовує цього ходу.
conquest-event-conquer_centre = { $player } завойовує { $city }!
conquest-event-conquer_from = { $player } відбирає { $city } у гравця { $victim }!
conquest-event-province_complete = { $player } збирає провінцію { $province }: захищений стос на { $bonus } оч.
conquest-event-game_over = Останнє місто впало після { $turns } ходів.
conquest-event-winner = { $player } перемагає з { $score } очками.
