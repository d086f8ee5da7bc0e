### galaxies_events (uk)

galaxies-event-game_start = Нова партія: { $players ->
        [one] { $players } імперія
        [few] { $players } імперії
        [many] { $players } імперій
       *[other] { $players } імперії
    }. Перший хід: { $first }.
galaxies-event-mission_kept = { $player } { FORM($player) ->
        [plural] залишають
       *[other] залишає
    } таємну місію.
galaxies-event-turn_start = Раунд { $round }: { FORM($player) ->
        [plural] ходять
       *[other] ходить
    } { $player }.
galaxies-event-roll = { $player } { FORM($player) ->
        [plural] кидають
       *[other] кидає
    } кубики: { $faces }.
galaxies-event-reroll = { $player } { FORM($player) ->
        [plural] перекидають
       *[other] перекидає
    } { $dice ->
        [one] { $dice } кубик
        [few] { $dice } кубики
        [many] { $dice } кубиків
       *[other] { $dice } кубика
    }: { $faces }.
galaxies-event-convert = { $player } { FORM($player) ->
        [plural] кладуть 2 кубики в конвертер і повертають
       *[other] кладе 2 кубики в конвертер і повертає
    } кубик { $die } на грань «{ $face }».
galaxies-event-activate = { $player } { FORM($player) ->
        [plural] застосовують
       *[other] застосовує
    } кубик «{ $action }».
galaxies-event-cannot_follow = { $player } не { FORM($player) ->
        [plural] можуть
       *[other] може
    } повторити дію «{ $action }»: бракує культури (потрібно { $cost }, є { $culture }).
galaxies-event-follow = { $player } { FORM($player) ->
        [plural] повторюють
       *[other] повторює
    } дію «{ $action }» за { $cost ->
        [one] { $cost } культуру
        [few] { $cost } культури
        [many] { $cost } культури
       *[other] { $cost } культури
    }.
galaxies-event-move = { $player }: корабель { $dest } { $where }.
galaxies-event-acquire = { $player } { FORM($player) ->
        [plural] отримують
       *[other] отримує
    }: { $resource } +{ $amount }.
galaxies-event-advance = { $player } { FORM($player) ->
        [plural] просуваються
       *[other] просувається
    } на орбіті планети { $where } до кроку { $pos }.
galaxies-event-colonize = { $player } { FORM($player) ->
        [plural] колонізують
       *[other] колонізує
    } планету { $planet }! На її місце приходить планета { $drawn }.
galaxies-event-upgrade = { $player } { FORM($player) ->
        [plural] покращують
       *[other] покращує
    } імперію до рівня { $level }.
galaxies-event-planet_effect = { $player } { FORM($player) ->
        [plural] використовують
       *[other] використовує
    } планету { $planet }.
galaxies-event-planet_effect-landing = { $player } під час висадки { FORM($player) ->
        [plural] використовують
       *[other] використовує
    } планету { $planet }.
galaxies-event-planet_effect-colony = { $player } { FORM($player) ->
        [plural] використовують
       *[other] використовує
    } колонію { $planet }.
galaxies-event-planet_effect-borrowed = { $player } { FORM($player) ->
        [plural] позичають
       *[other] позичає
    } дію планети { $planet }.
galaxies-event-regress = { $player }: корабель на орбіті планети { $where } відкинуто до кроку { $pos }.
galaxies-event-relocate = { $player } { FORM($player) ->
        [plural] переводять
       *[other] переводить
    } корабель на доріжку планети { $where }.
galaxies-event-set_die = { $player } { FORM($player) ->
        [plural] повертають
       *[other] повертає
    } кубик { $die } на грань «{ $face }».
galaxies-event-repeat = { $player } { FORM($player) ->
        [plural] повторюють
       *[other] повторює
    } дію «{ $action }».
galaxies-event-follow_tax = До кінця ходу повтор коштує { $cost ->
        [one] { $cost } культуру
        [few] { $cost } культури
        [many] { $cost } культури
       *[other] { $cost } культури
    }.
galaxies-event-replace_row = { $player } { FORM($player) ->
        [plural] замінюють
       *[other] замінює
    } планету { $discarded } на планету { $drawn }.
galaxies-event-pay_rival = { $player } { FORM($player) ->
        [plural] платять
       *[other] платить
    } суперникові: { $resource } 1. Отримувач: { $rival }.
galaxies-event-free_action = { $player } { FORM($player) ->
        [plural] виконують
       *[other] виконує
    } дію «{ $action }» без кубика; суперники можуть долучитися безкоштовно.
galaxies-event-shared_action = { $player } { FORM($player) ->
        [plural] долучаються
       *[other] долучається
    }: «{ $action }».
galaxies-event-turn_end = { $player } { FORM($player) ->
        [plural] завершують
       *[other] завершує
    } хід.
galaxies-event-end_triggered = { $player } { FORM($player) ->
        [plural] набирають
       *[other] набирає
    } { $vp } ПО: раунд дограється, і гра закінчується.
galaxies-event-row_empty = Ряд планет порожній: гра закінчується.
galaxies-event-game_over = Гру закінчено. Перемога: { $winners }.
galaxies-event-solo_win = { $player } { FORM($player) ->
        [plural] перемагають
       *[other] перемагає
    } { $how }.
galaxies-event-hostile_turn = { $hostile } ходить із { $dice ->
        [one] { $dice } кубиком
        [few] { $dice } кубиками
        [many] { $dice } кубиками
       *[other] { $dice } кубиками
    }.
galaxies-event-hostile_roll = { $hostile } кидає кубик: «{ $face }».
galaxies-event-hostile_bonus_roll = { $hostile } кидає бонусний кубик: «{ $face }».
galaxies-event-hostile_auto_reroll = Це нічого не дає, тож { $hostile } перекидає кубик: «{ $face }».
galaxies-event-hostile_discard = «{ $face }» знову нічого не дає: кубик скинуто.
galaxies-event-force_reroll = Ви змушуєте перекинути кубик. { $hostile }: тепер «{ $face }».
galaxies-event-hostile_move = { $hostile } виводить корабель на орбіту планети { $where }.
galaxies-event-hostile_acquire = { $hostile } отримує: { $resource } +{ $amount }.
galaxies-event-hostile_attack = { $hostile } атакує. { $attack }
galaxies-event-attack_part = Удар атаки: { $part }.
galaxies-event-copy = { $player } { FORM($player) ->
        [plural] повторюють
       *[other] повторює
    } дію «{ $action }» за 1 культуру.
galaxies-event-hostile_level = { $hostile } набирає 7 енергії й піднімається на рівень { $level }!
galaxies-event-missions_revealed = Таємні місії розкрито: { $missions }.
galaxies-event-hostile_bonus = { $hostile } набирає 7 культури: три бонусні кубики!
galaxies-event-steal = { $player } { FORM($player) ->
        [plural] забирають
       *[other] забирає
    } в суперника ({ $rival }): { $resource } { $amount }.
galaxies-event-rival_gain = { $player } { FORM($player) ->
        [plural] отримують
       *[other] отримує
    } від чужої планети ({ $rival }): { $resource } { $amount }.
galaxies-event-hostile_bonus_again = { $hostile } кидає бонусний кубик: «{ $face }» — це вже випадало в цій серії, кидок повторюється.
# An attack's part as what happened to you (the amounts from the event).
galaxies-amount = { $resource } { $amount }
galaxies-event-attack_part-drain = Ви втрачаєте: { $amounts }.
galaxies-event-attack_part-plunder = { $hostile } забирає у вас: { $amounts }.
galaxies-event-attack_part-hoard = { $hostile } отримує: { $amounts }.
galaxies-event-attack_part-push = { $hostile } просуває свої кораблі доріжками на { $steps ->
        [one] { $steps } крок
        [few] { $steps } кроки
        [many] { $steps } кроків
       *[other] { $steps } кроку
    }.
galaxies-event-attack_part-repel = Ваші кораблі відкинуто назад на { $steps ->
        [one] { $steps } крок
        [few] { $steps } кроки
        [many] { $steps } кроків
       *[other] { $steps } кроку
    }.
galaxies-event-attack_part-jam = Наступного ходу у вас на { $dice ->
        [one] { $dice } кубик
        [few] { $dice } кубики
        [many] { $dice } кубиків
       *[other] { $dice } кубика
    } менше.
galaxies-event-attack_part-nothing = Атака нічого не змінює.
