### galaxies_events (ru)

galaxies-event-game_start = Новая партия: { $players ->
        [one] { $players } империя
        [few] { $players } империи
        [many] { $players } империй
       *[other] { $players } империи
    }. Первый ход: { $first }.
galaxies-event-mission_kept = { $player } { FORM($player) ->
        [plural] оставляют
       *[other] оставляет
    } тайную миссию.
galaxies-event-turn_start = Раунд { $round }: { FORM($player) ->
        [plural] ходят
       *[other] ходит
    } { $player }.
galaxies-event-roll = { $player } { FORM($player) ->
        [plural] бросают
       *[other] бросает
    } кубики: { $faces }.
galaxies-event-reroll = { $player } { FORM($player) ->
        [plural] перебрасывают
       *[other] перебрасывает
    } { $dice ->
        [one] { $dice } кубик
        [few] { $dice } кубика
        [many] { $dice } кубиков
       *[other] { $dice } кубика
    }: { $faces }.
galaxies-event-convert = { $player } { FORM($player) ->
        [plural] кладут 2 кубика в конвертер и поворачивают
       *[other] кладёт 2 кубика в конвертер и поворачивает
    } кубик { $die } на грань «{ $face }».
galaxies-event-activate = { $player } { FORM($player) ->
        [plural] применяют
       *[other] применяет
    } кубик «{ $action }».
galaxies-event-cannot_follow = { $player } не { FORM($player) ->
        [plural] могут
       *[other] может
    } повторить действие «{ $action }»: не хватает культуры (нужно { $cost }, есть { $culture }).
galaxies-event-follow = { $player } { FORM($player) ->
        [plural] повторяют
       *[other] повторяет
    } действие «{ $action }» за { $cost ->
        [one] { $cost } культуру
        [few] { $cost } культуры
        [many] { $cost } культуры
       *[other] { $cost } культуры
    }.
galaxies-event-move = { $player }: корабль { $dest } { $where }.
galaxies-event-acquire = { $player } { FORM($player) ->
        [plural] получают
       *[other] получает
    }: { $resource } +{ $amount }.
galaxies-event-advance = { $player } { FORM($player) ->
        [plural] продвигаются
       *[other] продвигается
    } на орбите планеты { $where } до шага { $pos }.
galaxies-event-colonize = { $player } { FORM($player) ->
        [plural] колонизируют
       *[other] колонизирует
    } планету { $planet }! На её место приходит планета { $drawn }.
galaxies-event-upgrade = { $player } { FORM($player) ->
        [plural] улучшают
       *[other] улучшает
    } империю до уровня { $level }.
galaxies-event-planet_effect = { $player } { FORM($player) ->
        [plural] используют
       *[other] использует
    } планету { $planet }.
galaxies-event-planet_effect-landing = { $player } при высадке { FORM($player) ->
        [plural] используют
       *[other] использует
    } планету { $planet }.
galaxies-event-planet_effect-colony = { $player } { FORM($player) ->
        [plural] используют
       *[other] использует
    } колонию { $planet }.
galaxies-event-planet_effect-borrowed = { $player } { FORM($player) ->
        [plural] заимствуют
       *[other] заимствует
    } действие планеты { $planet }.
galaxies-event-regress = { $player }: корабль на орбите планеты { $where } отброшен до шага { $pos }.
galaxies-event-relocate = { $player } { FORM($player) ->
        [plural] переводят
       *[other] переводит
    } корабль на дорожку планеты { $where }.
galaxies-event-set_die = { $player } { FORM($player) ->
        [plural] поворачивают
       *[other] поворачивает
    } кубик { $die } на грань «{ $face }».
galaxies-event-repeat = { $player } { FORM($player) ->
        [plural] повторяют
       *[other] повторяет
    } действие «{ $action }».
galaxies-event-follow_tax = До конца хода повтор стоит { $cost ->
        [one] { $cost } культуру
        [few] { $cost } культуры
        [many] { $cost } культуры
       *[other] { $cost } культуры
    }.
galaxies-event-replace_row = { $player } { FORM($player) ->
        [plural] заменяют
       *[other] заменяет
    } планету { $discarded } на планету { $drawn }.
galaxies-event-pay_rival = { $player } { FORM($player) ->
        [plural] платят
       *[other] платит
    } сопернику: { $resource } 1. Получатель: { $rival }.
galaxies-event-free_action = { $player } { FORM($player) ->
        [plural] выполняют
       *[other] выполняет
    } действие «{ $action }» без кубика; соперники могут присоединиться бесплатно.
galaxies-event-shared_action = { $player } { FORM($player) ->
        [plural] присоединяются
       *[other] присоединяется
    }: «{ $action }».
galaxies-event-turn_end = { $player } { FORM($player) ->
        [plural] заканчивают
       *[other] заканчивает
    } ход.
galaxies-event-end_triggered = { $player } { FORM($player) ->
        [plural] набирают
       *[other] набирает
    } { $vp } ПО: раунд доигрывается, и игра заканчивается.
galaxies-event-row_empty = Ряд планет пуст: игра заканчивается.
galaxies-event-game_over = Игра окончена. Победа: { $winners }.
galaxies-event-solo_win = { $player } { FORM($player) ->
        [plural] побеждают
       *[other] побеждает
    } { $how }.
galaxies-event-hostile_turn = { $hostile } ходит с { $dice ->
        [one] { $dice } кубиком
        [few] { $dice } кубиками
        [many] { $dice } кубиками
       *[other] { $dice } кубиками
    }.
galaxies-event-hostile_roll = { $hostile } бросает кубик: «{ $face }».
galaxies-event-hostile_bonus_roll = { $hostile } бросает бонусный кубик: «{ $face }».
galaxies-event-hostile_auto_reroll = Это ничего не даёт, и { $hostile } перебрасывает кубик: «{ $face }».
galaxies-event-hostile_discard = «{ $face }» снова ничего не даёт: кубик сброшен.
galaxies-event-force_reroll = Вы заставляете перебросить кубик. { $hostile }: теперь «{ $face }».
galaxies-event-hostile_move = { $hostile } выводит корабль на орбиту планеты { $where }.
galaxies-event-hostile_acquire = { $hostile } получает: { $resource } +{ $amount }.
galaxies-event-hostile_attack = { $hostile } атакует. { $attack }
galaxies-event-attack_part = Удар атаки: { $part }.
galaxies-event-copy = { $player } { FORM($player) ->
        [plural] повторяют
       *[other] повторяет
    } действие «{ $action }» за 1 культуру.
galaxies-event-hostile_level = { $hostile } набирает 7 энергии и поднимается на уровень { $level }!
galaxies-event-missions_revealed = Тайные миссии раскрыты: { $missions }.
galaxies-event-hostile_bonus = { $hostile } набирает 7 культуры: три бонусных кубика!
galaxies-event-steal = { $player } { FORM($player) ->
        [plural] забирают
       *[other] забирает
    } у соперника ({ $rival }): { $resource } { $amount }.
galaxies-event-rival_gain = { $player } { FORM($player) ->
        [plural] получают
       *[other] получает
    } от чужой планеты ({ $rival }): { $resource } { $amount }.
galaxies-event-hostile_bonus_again = { $hostile } бросает бонусный кубик: «{ $face }» — это уже выпадало в этой серии, бросок повторяется.
# An attack's part as what happened to you (the amounts from the event).
galaxies-amount = { $resource } { $amount }
galaxies-event-attack_part-drain = Вы теряете: { $amounts }.
galaxies-event-attack_part-plunder = { $hostile } забирает у вас: { $amounts }.
galaxies-event-attack_part-hoard = { $hostile } получает: { $amounts }.
galaxies-event-attack_part-push = { $hostile } продвигает свои корабли по дорожкам на { $steps ->
        [one] { $steps } шаг
        [few] { $steps } шага
        [many] { $steps } шагов
       *[other] { $steps } шага
    }.
galaxies-event-attack_part-repel = Ваши корабли отброшены назад на { $steps ->
        [one] { $steps } шаг
        [few] { $steps } шага
        [many] { $steps } шагов
       *[other] { $steps } шага
    }.
galaxies-event-attack_part-jam = В следующий ход у вас на { $dice ->
        [one] { $dice } кубик
        [few] { $dice } кубика
        [many] { $dice } кубиков
       *[other] { $dice } кубика
    } меньше.
galaxies-event-attack_part-nothing = Атака ничего не меняет.
