### kingdoms_events (uk)

kingdoms-event-ability_gain = { $seat } { FORM($seat) ->
        [plural] отримують
       *[other] отримує
    } { $resource } ({ $amount }) завдяки здібності.
kingdoms-event-action_selected = { $seat } { FORM($seat) ->
        [plural] вибирають
       *[other] вибирає
    } дію «{ $action }».
kingdoms-event-alliance_broken = Союз розпався ({ $winner } і { $loser }): { $winner } { FORM($winner) ->
        [plural] зберігають
       *[other] зберігає
    } всі спільні області ({ $shared } крім області війни).
kingdoms-event-alliance_formed = { $attacker } і { $defender } укладають союз: { $region }.
kingdoms-event-bandit_paid = { $seat } { FORM($seat) ->
        [plural] відкуповуються
       *[other] відкуповується
    } від розбійників: { $what }.
kingdoms-event-bandit_removed = { $seat }: розбійники проганяють підданого з регіону «{ $region }».
kingdoms-event-bid_made = Ваша ставка: { $bid }.
kingdoms-event-blank_returned = Один порожній жетон повернуто до коробки.
kingdoms-event-built = { $seat } { FORM($seat) ->
        [plural] будують
       *[other] будує
    } { $level }-й рівень вежі за { $ore ->
        [one] { $ore } руду
        [few] { $ore } руди
        [many] { $ore } руди
       *[other] { $ore } руди
    }.
kingdoms-event-church_used = { $seat } { FORM($seat) ->
        [plural] ховають
       *[other] ховає
    } підданого з регіону «{ $src }» у церкві: { $dest }.
kingdoms-event-collected = { $seat } { FORM($seat) ->
        [plural] збирають
       *[other] збирає
    }: { $what }.
kingdoms-event-crown_passed = Корона переходить: { $src } → { $dest }.
kingdoms-event-did_nothing = { $seat } { FORM($seat) ->
        [plural] нічого не роблять
       *[other] нічого не робить
    }.
kingdoms-event-dragon_declined = { $seat } { FORM($seat) ->
        [plural] не турбують
       *[other] не турбує
    } дракона.
kingdoms-event-dragon_invoked = { $seat } { FORM($seat) ->
        [plural] закликають
       *[other] закликає
    } дракона. { $loser }: вежа падає до рівня { $tower }.
kingdoms-event-end_triggered = Кінець близько: { $seat } — { $reason }. Цей цикл останній.
kingdoms-event-expanded = { $seat } { FORM($seat) ->
        [plural] розширюються
       *[other] розширюється
    } у регіон «{ $region }» за { $food ->
        [one] { $food } їжу
        [few] { $food } їжі
        [many] { $food } їжі
       *[other] { $food } їжі
    }.
kingdoms-event-faction_chosen = { $seat } { FORM($seat) ->
        [plural] вибирають
       *[other] вибирає
    } фракцію «{ $faction }».
kingdoms-event-faction_dealt = { $seat } { FORM($seat) ->
        [plural] ведуть
       *[other] веде
    } фракцію «{ $faction }».
kingdoms-event-game_over = Гру закінчено. Очки: { $scores }. Перемога: { $winners }.
kingdoms-event-game_started = Гра почалася. Перший хід: { $first }.
kingdoms-event-home_card = { $seat } { FORM($seat) ->
        [plural] отримують
       *[other] отримує
    } карту території { $card }.
kingdoms-event-lost_kingdom = Загублене королівство — карта { $side }.
kingdoms-event-neutral_captured = { $seat } { FORM($seat) ->
        [plural] захоплюють
       *[other] захоплює
    } нейтрального підданого: { $region }.
kingdoms-event-neutral_war = { $seat } { FORM($seat) ->
        [plural] нападають
       *[other] нападає
    } на нейтрального підданого: { $region }, ціна { $cost } ({ $neutrals ->
        [one] { $neutrals } нейтральний лишається
        [few] { $neutrals } нейтральні лишаються
        [many] { $neutrals } нейтральних лишаються
       *[other] { $neutrals } нейтрального лишається
    }).
kingdoms-event-paid = { $seat } { FORM($seat) ->
        [plural] сплачують
       *[other] сплачує
    }: { $what }.
kingdoms-event-patrolled = { $seat }: патруль з регіону «{ $src }» у регіон «{ $dest }».
kingdoms-event-quested = { $seat }: похід з регіону «{ $src }» у регіон «{ $dest }».
kingdoms-event-relocated = { $seat }: останній підданий переходить з регіону «{ $src }» у регіон «{ $dest }».
kingdoms-event-removed = { $seat } { FORM($seat) ->
        [plural] втрачають
       *[other] втрачає
    } підданого: { $region }; він повертається до запасу.
kingdoms-event-researched = { $seat } { FORM($seat) ->
        [plural] вивчають
       *[other] вивчає
    } { $level }-й рівень магії за { $mana ->
        [one] { $mana } ману
        [few] { $mana } мани
        [many] { $mana } мани
       *[other] { $mana } мани
    }.
kingdoms-event-resources_set = { $seat } { FORM($seat) ->
        [plural] починають
       *[other] починає
    } з ресурсами: { $what }.
kingdoms-event-retreated = { $seat } { FORM($seat) ->
        [plural] відступають
       *[other] відступає
    } з регіону «{ $src }» у регіон «{ $dest }» за { $food ->
        [one] { $food } їжу
        [few] { $food } їжі
        [many] { $food } їжі
       *[other] { $food } їжі
    }.
kingdoms-event-ruins_cleared = { $seat }: підданого в руїнах ({ $region }) прибрано перед підрахунком.
kingdoms-event-shields_cleared = { $seat } { FORM($seat) ->
        [plural] очищують
       *[other] очищує
    } карту дій.
kingdoms-event-side_chosen = { $seat } { FORM($seat) ->
        [plural] грають
       *[other] грає
    } стороною { $side }.
kingdoms-event-start_region = { $seat } { FORM($seat) ->
        [plural] починають
       *[other] починає
    } в регіоні { $region }.
kingdoms-event-stood_up = { $seat } { FORM($seat) ->
        [plural] піднімають
       *[other] піднімає
    } підданого: { $region }.
kingdoms-event-token_placed = { $seat } { FORM($seat) ->
        [plural] кладуть
       *[other] кладе
    } жетон: { $region }.
kingdoms-event-token_revealed = { $seat } { FORM($seat) ->
        [plural] відкривають
       *[other] відкриває
    } жетон: { $region } — { $type }.
kingdoms-event-tokens_placed = { $count ->
        [one] Викладено { $count } закритий жетон дослідження.
        [few] Викладено { $count } закриті жетони дослідження.
        [many] Викладено { $count } закритих жетонів дослідження.
       *[other] Викладено { $count } закритого жетона дослідження.
    }
kingdoms-event-traded = { $seat } { FORM($seat) ->
        [plural] міняють
       *[other] міняє
    } { $give } ({ $k }) на { $get } ({ $received }).
kingdoms-event-treasure = { $seat } { FORM($seat) ->
        [plural] забирають
       *[other] забирає
    } скарб: { $what }.
kingdoms-event-turn_skipped = { $seat } { FORM($seat) ->
        [plural] очищують карту й пропускають
       *[other] очищує карту й пропускає
    } решту ходу.
kingdoms-event-turn_started = Хід { $turn }: активний гравець — { $seat }.
kingdoms-event-war_revealed = Ставки відкрито: { $attacker } — { $attacker_bid }, { $defender } — { $defender_bid }.
kingdoms-event-war_started = Війна! { $region }: { $attacker } { FORM($attacker) ->
        [plural] нападають
       *[other] нападає
    }, { $defender } { FORM($defender) ->
        [plural] захищаються
       *[other] захищається
    }.
kingdoms-event-war_won = { $winner } { FORM($winner) ->
        [plural] перемагають
       *[other] перемагає
    } у війні ({ $region }); { $loser } { FORM($loser) ->
        [plural] програють
       *[other] програє
    }.
