### kingdoms_events (ru)

kingdoms-event-ability_gain = { $seat } { FORM($seat) ->
        [plural] получают
       *[other] получает
    } { $resource } ({ $amount }) благодаря способности.
kingdoms-event-action_selected = { $seat } { FORM($seat) ->
        [plural] выбирают
       *[other] выбирает
    } действие «{ $action }».
kingdoms-event-alliance_broken = Союз распался ({ $winner } и { $loser }): { $winner } { FORM($winner) ->
        [plural] сохраняют
       *[other] сохраняет
    } все общие области ({ $shared } кроме области войны).
kingdoms-event-alliance_formed = { $attacker } и { $defender } заключают союз: { $region }.
kingdoms-event-bandit_paid = { $seat } { FORM($seat) ->
        [plural] откупаются
       *[other] откупается
    } от разбойников: { $what }.
kingdoms-event-bandit_removed = { $seat }: разбойники прогоняют подданного из региона «{ $region }».
kingdoms-event-bid_made = Ваша ставка: { $bid }.
kingdoms-event-blank_returned = Один пустой жетон возвращён в коробку.
kingdoms-event-built = { $seat } { FORM($seat) ->
        [plural] строят
       *[other] строит
    } { $level }-й уровень башни за { $ore ->
        [one] { $ore } руду
        [few] { $ore } руды
        [many] { $ore } руды
       *[other] { $ore } руды
    }.
kingdoms-event-church_used = { $seat } { FORM($seat) ->
        [plural] укрывают
       *[other] укрывает
    } подданного из региона «{ $src }» в церкви: { $dest }.
kingdoms-event-collected = { $seat } { FORM($seat) ->
        [plural] собирают
       *[other] собирает
    }: { $what }.
kingdoms-event-crown_passed = Корона переходит: { $src } → { $dest }.
kingdoms-event-did_nothing = { $seat } { FORM($seat) ->
        [plural] ничего не делают
       *[other] ничего не делает
    }.
kingdoms-event-dragon_declined = { $seat } { FORM($seat) ->
        [plural] не тревожат
       *[other] не тревожит
    } дракона.
kingdoms-event-dragon_invoked = { $seat } { FORM($seat) ->
        [plural] призывают
       *[other] призывает
    } дракона. { $loser }: башня падает до уровня { $tower }.
kingdoms-event-end_triggered = Конец близок: { $seat } — { $reason }. Этот цикл последний.
kingdoms-event-expanded = { $seat } { FORM($seat) ->
        [plural] расширяются
       *[other] расширяется
    } в регион «{ $region }» за { $food ->
        [one] { $food } еду
        [few] { $food } еды
        [many] { $food } еды
       *[other] { $food } еды
    }.
kingdoms-event-faction_chosen = { $seat } { FORM($seat) ->
        [plural] выбирают
       *[other] выбирает
    } фракцию «{ $faction }».
kingdoms-event-faction_dealt = { $seat } { FORM($seat) ->
        [plural] ведут
       *[other] ведёт
    } фракцию «{ $faction }».
kingdoms-event-game_over = Игра окончена. Очки: { $scores }. Победа: { $winners }.
kingdoms-event-game_started = Игра началась. Первый ход: { $first }.
kingdoms-event-home_card = { $seat } { FORM($seat) ->
        [plural] получают
       *[other] получает
    } карту территории { $card }.
kingdoms-event-lost_kingdom = Затерянное королевство — карта { $side }.
kingdoms-event-neutral_captured = { $seat } { FORM($seat) ->
        [plural] захватывают
       *[other] захватывает
    } нейтрального подданного: { $region }.
kingdoms-event-neutral_war = { $seat } { FORM($seat) ->
        [plural] нападают
       *[other] нападает
    } на нейтрального подданного: { $region }, цена { $cost } ({ $neutrals ->
        [one] { $neutrals } нейтральный остаётся
        [few] { $neutrals } нейтральных остаются
        [many] { $neutrals } нейтральных остаются
       *[other] { $neutrals } нейтральных остаются
    }).
kingdoms-event-paid = { $seat } { FORM($seat) ->
        [plural] платят
       *[other] платит
    }: { $what }.
kingdoms-event-patrolled = { $seat }: патруль из региона «{ $src }» в регион «{ $dest }».
kingdoms-event-quested = { $seat }: поход из региона «{ $src }» в регион «{ $dest }».
kingdoms-event-relocated = { $seat }: последний подданный переходит из региона «{ $src }» в регион «{ $dest }».
kingdoms-event-removed = { $seat } { FORM($seat) ->
        [plural] теряют
       *[other] теряет
    } подданного: { $region }; он возвращается в запас.
kingdoms-event-researched = { $seat } { FORM($seat) ->
        [plural] изучают
       *[other] изучает
    } { $level }-й уровень магии за { $mana ->
        [one] { $mana } ману
        [few] { $mana } маны
        [many] { $mana } маны
       *[other] { $mana } маны
    }.
kingdoms-event-resources_set = { $seat } { FORM($seat) ->
        [plural] начинают
       *[other] начинает
    } с ресурсами: { $what }.
kingdoms-event-retreated = { $seat } { FORM($seat) ->
        [plural] отступают
       *[other] отступает
    } из региона «{ $src }» в регион «{ $dest }» за { $food ->
        [one] { $food } еду
        [few] { $food } еды
        [many] { $food } еды
       *[other] { $food } еды
    }.
kingdoms-event-ruins_cleared = { $seat }: подданный в руинах ({ $region }) убран перед подсчётом.
kingdoms-event-shields_cleared = { $seat } { FORM($seat) ->
        [plural] очищают
       *[other] очищает
    } карту действий.
kingdoms-event-side_chosen = { $seat } { FORM($seat) ->
        [plural] играют
       *[other] играет
    } стороной { $side }.
kingdoms-event-start_region = { $seat } { FORM($seat) ->
        [plural] начинают
       *[other] начинает
    } в регионе { $region }.
kingdoms-event-stood_up = { $seat } { FORM($seat) ->
        [plural] поднимают
       *[other] поднимает
    } подданного: { $region }.
kingdoms-event-token_placed = { $seat } { FORM($seat) ->
        [plural] кладут
       *[other] кладёт
    } жетон: { $region }.
kingdoms-event-token_revealed = { $seat } { FORM($seat) ->
        [plural] открывают
       *[other] открывает
    } жетон: { $region } — { $type }.
kingdoms-event-tokens_placed = { $count ->
        [one] Выложен { $count } закрытый жетон исследования.
        [few] Выложено { $count } закрытых жетона исследования.
        [many] Выложено { $count } закрытых жетонов исследования.
       *[other] Выложено { $count } закрытого жетона исследования.
    }
kingdoms-event-traded = { $seat } { FORM($seat) ->
        [plural] меняют
       *[other] меняет
    } { $give } ({ $k }) на { $get } ({ $received }).
kingdoms-event-treasure = { $seat } { FORM($seat) ->
        [plural] забирают
       *[other] забирает
    } сокровище: { $what }.
kingdoms-event-turn_skipped = { $seat } { FORM($seat) ->
        [plural] очищают карту и пропускают
       *[other] очищает карту и пропускает
    } остаток хода.
kingdoms-event-turn_started = Ход { $turn }: активный игрок — { $seat }.
kingdoms-event-war_revealed = Ставки открыты: { $attacker } — { $attacker_bid }, { $defender } — { $defender_bid }.
kingdoms-event-war_started = Война! { $region }: { $attacker } { FORM($attacker) ->
        [plural] нападают
       *[other] нападает
    }, { $defender } { FORM($defender) ->
        [plural] защищаются
       *[other] защищается
    }.
kingdoms-event-war_won = { $winner } { FORM($winner) ->
        [plural] побеждают
       *[other] побеждает
    } в войне ({ $region }); { $loser } { FORM($loser) ->
        [plural] проигрывают
       *[other] проигрывает
    }.
