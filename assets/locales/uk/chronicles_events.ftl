### chronicles_events (uk)

chronicles-event-round_start = Починається раунд { $round }.
chronicles-event-deal = { $player } { FORM($player) ->
        [plural] отримують
       *[other] отримує
    }: { $cards }.
chronicles-event-reshuffle = Скид перемішано в нову колоду ({ $cards ->
        [one] { $cards } карта
        [few] { $cards } карти
        [many] { $cards } карт
       *[other] { $cards } карти
    }).
chronicles-event-pick = { $player } { FORM($player) ->
        [plural] беруть
       *[other] бере
    } карту «{ $card }».
chronicles-event-draft_discard = { $player } { FORM($player) ->
        [plural] скидають
       *[other] скидає
    } з пачки карту «{ $card }».
chronicles-event-packs_passed = Пачки йдуть { $direction }.
chronicles-event-hand = Рука: { $player } — { $cards }.
chronicles-event-discard_in_play = { $player } { FORM($player) ->
        [plural] скидають
       *[other] скидає
    } карту «{ $card }» з місця «{ $slot }».
chronicles-event-hand_discard = { $player } { FORM($player) ->
        [plural] скидають
       *[other] скидає
    } з руки карту «{ $card }».
chronicles-event-reserve = { $player } { FORM($player) ->
        [plural] залишають
       *[other] залишає
    } в запасі карту «{ $card }».
chronicles-event-reveal = { $player } { FORM($player) ->
        [plural] розкривають
       *[other] розкриває
    }: { $cards }.
chronicles-event-unpaid = { $player } { FORM($player) ->
        [plural] не можуть
       *[other] не може
    } оплатити карту «{ $card }», і її скинуто.
chronicles-event-enter = «{ $card }» входить у гру: { $player }, місце «{ $slot }».
chronicles-event-enter_paid = «{ $card }» входить у гру: { $player }, місце «{ $slot }», за { $gold ->
        [one] { $gold } золото
        [few] { $gold } золота
        [many] { $gold } золота
       *[other] { $gold } золота
    }.
chronicles-event-enter_credit = «{ $card }» входить у гру: { $player }, місце «{ $slot }», за { $gold ->
        [one] { $gold } золото
        [few] { $gold } золота
        [many] { $gold } золота
       *[other] { $gold } золота
    } і { $credit ->
        [one] { $credit } золото
        [few] { $credit } золота
        [many] { $credit } золота
       *[other] { $credit } золота
    } в кредит.
chronicles-event-enter_gives = «{ $card }» входить у гру: { $player }, місце «{ $slot }», і дає { $gives ->
        [one] { $gives } золото
        [few] { $gives } золота
        [many] { $gives } золота
       *[other] { $gives } золота
    } в кредит картам, що оплачуються після неї.
chronicles-event-age_self = { $player }: { $amount ->
        [one] { $amount } жетон старіння
        [few] { $amount } жетони старіння
        [many] { $amount } жетонів старіння
       *[other] { $amount } жетона старіння
    } на місце «{ $slot }».
chronicles-event-age_others = { $player }: { $amount ->
        [one] { $amount } жетон старіння
        [few] { $amount } жетони старіння
        [many] { $amount } жетонів старіння
       *[other] { $amount } жетона старіння
    } на кожного іншого персонажа ({ $slots }) від персонажа на місці «{ $source }».
chronicles-event-age_chosen = { $player }: { $amount ->
        [one] { $amount } жетон старіння переходить
        [few] { $amount } жетони старіння переходять
        [many] { $amount } жетонів старіння переходять
       *[other] { $amount } жетона старіння переходять
    } з місця «{ $source }» на місце «{ $target }».
chronicles-event-upgrade_all = { $player }: будівлі піднімаються до 2-го рівня ({ $slot }).
chronicles-event-mimic_fizzles = { $player }: наслідувачеві на місці «{ $slot }» нічого копіювати.
chronicles-event-mimic_reveal = { $player }: наслідувач відкриває карту «{ $card }».
chronicles-event-mimic_replaced = «{ $card }» займає місце наслідувача: { $player }, «{ $slot }».
chronicles-event-vp = { $player }: { $delta } ПО ({ $step }), тепер { $vp }.
chronicles-event-war = Війна! Сила: { $strengths }. Перемог: { $wins }.
chronicles-event-war_result = { $player }: { $wars ->
        [one] { $wars } перемога
        [few] { $wars } перемоги
        [many] { $wars } перемог
       *[other] { $wars } перемоги
    } у війнах, +{ $vp } ПО{ $bonus ->
        [0] {""}
        [one] , ще +{ $bonus } ПО від карт і будівель
        [few] , ще +{ $bonus } ПО від карт і будівель
        [many] , ще +{ $bonus } ПО від карт і будівель
       *[other] , ще +{ $bonus } ПО від карт і будівель
    }, +{ $gold ->
        [one] { $gold } золото
        [few] { $gold } золота
        [many] { $gold } золота
       *[other] { $gold } золота
    }.
chronicles-event-income = Дохід: { $gold }.
chronicles-event-build = { $player } { $how ->
        [upgrade] { FORM($player) ->
            [plural] покращують
           *[other] покращує
        } будівлю «{ $building }» до 2-го рівня
       *[build] { FORM($player) ->
            [plural] будують
           *[other] будує
        } будівлю «{ $building }» (рівень { $level })
    } { $gold ->
        [0] безкоштовно
        [one] за { $gold } золото
        [few] за { $gold } золота
        [many] за { $gold } золота
       *[other] за { $gold } золота
    }.
chronicles-event-build_failed = { $player }: { $how ->
        [upgrade] покращити будівлю «{ $building }»
       *[build] збудувати будівлю «{ $building }» (рівень { $level })
    } — не вдалося.
chronicles-event-build_pass = { $player } { FORM($player) ->
        [plural] нічого не будують
       *[other] нічого не будує
    } цього раунду.
chronicles-event-reveal_none = { $player } { FORM($player) ->
        [plural] нічого не розкривають
       *[other] нічого не розкриває
    }.
chronicles-event-save = { $player }: «{ $saver }» ({ $source }) залишає в грі карту «{ $card }» ({ $target }).
chronicles-event-save_none = { $player }: «{ $saver }» ({ $source }) нікого не залишає.
chronicles-event-leave = «{ $card }» іде: { $player }, місце «{ $slot }», { $tokens ->
        [one] { $tokens } жетон
        [few] { $tokens } жетони
        [many] { $tokens } жетонів
       *[other] { $tokens } жетона
    }.
chronicles-event-leave_rewards = { $player } { FORM($player) ->
        [plural] отримують
       *[other] отримує
    } { $vp } ПО і { $gold ->
        [one] { $gold } золото
        [few] { $gold } золота
        [many] { $gold } золота
       *[other] { $gold } золота
    } за персонажів, що пішли.
chronicles-event-game_over = Гру закінчено. Рахунок: { $scores }. Перемога: { $winners }.
