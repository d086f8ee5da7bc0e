### chronicles_events (ru)

chronicles-event-round_start = Начинается раунд { $round }.
chronicles-event-deal = { $player } { FORM($player) ->
        [plural] получают
       *[other] получает
    }: { $cards }.
chronicles-event-reshuffle = Сброс перемешан в новую колоду ({ $cards ->
        [one] { $cards } карта
        [few] { $cards } карты
        [many] { $cards } карт
       *[other] { $cards } карты
    }).
chronicles-event-pick = { $player } { FORM($player) ->
        [plural] берут
       *[other] берёт
    } карту «{ $card }».
chronicles-event-draft_discard = { $player } { FORM($player) ->
        [plural] сбрасывают
       *[other] сбрасывает
    } из пачки карту «{ $card }».
chronicles-event-packs_passed = Пачки уходят { $direction }.
chronicles-event-hand = Рука: { $player } — { $cards }.
chronicles-event-discard_in_play = { $player } { FORM($player) ->
        [plural] сбрасывают
       *[other] сбрасывает
    } карту «{ $card }» с места «{ $slot }».
chronicles-event-hand_discard = { $player } { FORM($player) ->
        [plural] сбрасывают
       *[other] сбрасывает
    } из руки карту «{ $card }».
chronicles-event-reserve = { $player } { FORM($player) ->
        [plural] оставляют
       *[other] оставляет
    } в запасе карту «{ $card }».
chronicles-event-reveal = { $player } { FORM($player) ->
        [plural] раскрывают
       *[other] раскрывает
    }: { $cards }.
chronicles-event-unpaid = { $player } { FORM($player) ->
        [plural] не могут
       *[other] не может
    } оплатить карту «{ $card }», и она сброшена.
chronicles-event-enter = «{ $card }» входит в игру: { $player }, место «{ $slot }».
chronicles-event-enter_paid = «{ $card }» входит в игру: { $player }, место «{ $slot }», за { $gold ->
        [one] { $gold } золото
        [few] { $gold } золота
        [many] { $gold } золота
       *[other] { $gold } золота
    }.
chronicles-event-enter_credit = «{ $card }» входит в игру: { $player }, место «{ $slot }», за { $gold ->
        [one] { $gold } золото
        [few] { $gold } золота
        [many] { $gold } золота
       *[other] { $gold } золота
    } и { $credit ->
        [one] { $credit } золото
        [few] { $credit } золота
        [many] { $credit } золота
       *[other] { $credit } золота
    } в кредит.
chronicles-event-enter_gives = «{ $card }» входит в игру: { $player }, место «{ $slot }», и даёт { $gives ->
        [one] { $gives } золото
        [few] { $gives } золота
        [many] { $gives } золота
       *[other] { $gives } золота
    } в кредит картам, оплачиваемым после неё.
chronicles-event-age_self = { $player }: { $amount ->
        [one] { $amount } жетон старения
        [few] { $amount } жетона старения
        [many] { $amount } жетонов старения
       *[other] { $amount } жетона старения
    } на место «{ $slot }».
chronicles-event-age_others = { $player }: { $amount ->
        [one] { $amount } жетон старения
        [few] { $amount } жетона старения
        [many] { $amount } жетонов старения
       *[other] { $amount } жетона старения
    } на каждого другого персонажа ({ $slots }) от персонажа на месте «{ $source }».
chronicles-event-age_chosen = { $player }: { $amount ->
        [one] { $amount } жетон старения переходит
        [few] { $amount } жетона старения переходят
        [many] { $amount } жетонов старения переходят
       *[other] { $amount } жетона старения переходят
    } с места «{ $source }» на место «{ $target }».
chronicles-event-upgrade_all = { $player }: здания поднимаются до 2-го уровня ({ $slot }).
chronicles-event-mimic_fizzles = { $player }: подражателю на месте «{ $slot }» нечего копировать.
chronicles-event-mimic_reveal = { $player }: подражатель открывает карту «{ $card }».
chronicles-event-mimic_replaced = «{ $card }» занимает место подражателя: { $player }, «{ $slot }».
chronicles-event-vp = { $player }: { $delta } ПО ({ $step }), теперь { $vp }.
chronicles-event-war = Война! Сила: { $strengths }. Побед: { $wins }.
chronicles-event-war_result = { $player }: { $wars ->
        [one] { $wars } победа
        [few] { $wars } победы
        [many] { $wars } побед
       *[other] { $wars } победы
    } в войнах, +{ $vp } ПО{ $bonus ->
        [0] {""}
        [one] , ещё +{ $bonus } ПО от карт и зданий
        [few] , ещё +{ $bonus } ПО от карт и зданий
        [many] , ещё +{ $bonus } ПО от карт и зданий
       *[other] , ещё +{ $bonus } ПО от карт и зданий
    }, +{ $gold ->
        [one] { $gold } золото
        [few] { $gold } золота
        [many] { $gold } золота
       *[other] { $gold } золота
    }.
chronicles-event-income = Доход: { $gold }.
chronicles-event-build = { $player } { $how ->
        [upgrade] { FORM($player) ->
            [plural] улучшают
           *[other] улучшает
        } здание «{ $building }» до 2-го уровня
       *[build] { FORM($player) ->
            [plural] строят
           *[other] строит
        } здание «{ $building }» (уровень { $level })
    } { $gold ->
        [0] бесплатно
        [one] за { $gold } золото
        [few] за { $gold } золота
        [many] за { $gold } золота
       *[other] за { $gold } золота
    }.
chronicles-event-build_failed = { $player }: { $how ->
        [upgrade] улучшить здание «{ $building }»
       *[build] построить здание «{ $building }» (уровень { $level })
    } — не удалось.
chronicles-event-build_pass = { $player } { FORM($player) ->
        [plural] ничего не строят
       *[other] ничего не строит
    } в этом раунде.
chronicles-event-reveal_none = { $player } { FORM($player) ->
        [plural] ничего не раскрывают
       *[other] ничего не раскрывает
    }.
chronicles-event-save = { $player }: «{ $saver }» ({ $source }) оставляет в игре карту «{ $card }» ({ $target }).
chronicles-event-save_none = { $player }: «{ $saver }» ({ $source }) никого не оставляет.
chronicles-event-leave = «{ $card }» уходит: { $player }, место «{ $slot }», { $tokens ->
        [one] { $tokens } жетон
        [few] { $tokens } жетона
        [many] { $tokens } жетонов
       *[other] { $tokens } жетона
    }.
chronicles-event-leave_rewards = { $player } { FORM($player) ->
        [plural] получают
       *[other] получает
    } { $vp } ПО и { $gold ->
        [one] { $gold } золото
        [few] { $gold } золота
        [many] { $gold } золота
       *[other] { $gold } золота
    } за ушедших персонажей.
chronicles-event-game_over = Игра окончена. Счёт: { $scores }. Победа: { $winners }.
