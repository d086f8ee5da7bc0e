### chronicles_ui (ru)

chronicles-amount-wood = { $n ->
        [one] { $n } древесина
        [few] { $n } древесины
        [many] { $n } древесины
       *[other] { $n } древесины
    }
chronicles-amount-food = { $n ->
        [one] { $n } провизия
        [few] { $n } провизии
        [many] { $n } провизии
       *[other] { $n } провизии
    }
chronicles-amount-gem = { $n ->
        [one] { $n } самоцвет
        [few] { $n } самоцвета
        [many] { $n } самоцветов
       *[other] { $n } самоцвета
    }
chronicles-over = Игра окончена
chronicles-res-wood = Древесина
chronicles-res-food = Провизия
chronicles-res-gem = Самоцветы
chronicles-cost-credit = даёт 1 золото в кредит
chronicles-cost-gold = стоит { $n ->
        [one] { $n } золото
        [few] { $n } золота
        [many] { $n } золота
       *[other] { $n } золота
    }
chronicles-card-head = { $name } — { $cost }, сила { $strength }
chronicles-card-produces = Производит: { $what }
chronicles-tokens = Жетоны старения: { $n }
chronicles-building_card-level = уровень { $n }
chronicles-building_card-unbuilt = не построено
chronicles-building_card-or_gold = { $cost } или { $gold ->
        [one] { $gold } золото
        [few] { $gold } золота
        [many] { $gold } золота
       *[other] { $gold } золота
    }
chronicles-building_card-side = Уровень { $level } ({ $vp } ПО в конце; нужно { $cost }). { $text }
chronicles-slot-top_1 = Верх 1
chronicles-slot-top_2 = Верх 2
chronicles-slot-top_extra = Пятое
chronicles-slot-bottom_1 = Низ 1
chronicles-slot-bottom_2 = Низ 2
chronicles-slot-empty-tip = { $slot }: пусто. Персонажи верхнего ряда сражаются в войнах, нижнего — нет (если в тексте не сказано иное).
chronicles-slot-locked = закрыто
chronicles-slot-locked-tip = 5-е место открывается, когда у вас есть здание 2-го уровня.
chronicles-row-top = верхний ряд: воюет
chronicles-row-bottom = нижний ряд: не воюет
chronicles-dir-left = налево
chronicles-dir-right = направо
chronicles-phase-recruit = Набор
chronicles-phase-placement = Размещение
chronicles-phase-enter = Вход в игру
chronicles-phase-war = Война
chronicles-phase-income = Доход
chronicles-phase-building = Строительство
chronicles-phase-aging = Старение
chronicles-phase-over = Конец игры
chronicles-round = Раунд { $round }/4 · { $phase }
chronicles-prompt-draft = { $player }: выберите одну карту; остальные уйдут { $direction }.
chronicles-prompt-draft2 = { $player }: оставьте одну карту и сбросьте другую; остальные уйдут { $direction }.
chronicles-prompt-phase-placement = { $player }: разместите персонажей, выберите карту в запас и подтвердите.
chronicles-prompt-phase-building = { $player }: постройте, улучшите или пропустите (одно действие за раунд).
chronicles-prompt-phase-enter = { $player }: выберите персонажа, который получит жетоны старения.
chronicles-prompt-phase-aging = { $player }: можно оставить в игре одного уходящего персонажа.
chronicles-prompt-wait = Ждём: { $players }
chronicles-prompt-over = Игра окончена. Итоги подведены.
chronicles-thinking_of = { $player } { FORM($player) ->
        [plural] думают…
       *[other] думает…
    }
chronicles-deciding = { $you ->
        [yes] решаете
       *[other] решает
    }
chronicles-ready = готово ✓
chronicles-neighbour-left = ◀ сосед слева
chronicles-neighbour-right = сосед справа ▶
chronicles-neighbour-opponent = ваш соперник
chronicles-draft-title = Ваша пачка: выберите карту
chronicles-draft-title2 = Ваша пачка: одну оставить, одну сбросить
chronicles-draft-passing = { $arrow } остальные { FORM($player) ->
        [plural] получат
       *[other] получит
    } { $player }
chronicles-draft-choose = Щёлкните карту (или нажмите её номер)
chronicles-draft-choose_discard = Оставить карту «{ $card }»: теперь щёлкните карту для сброса
chronicles-draft-keep_discard = Оставить карту «{ $card }», сбросить карту «{ $other }»
chronicles-draft-pick = Взять карту «{ $card }»
chronicles-draft-keep = оставить
chronicles-draft-discard = сбросить
chronicles-card-nth = { $card } (карта { $n })
chronicles-draft-kept = Уже взято: { $n ->
        [one] { $n } карта
        [few] { $n } карты
        [many] { $n } карт
       *[other] { $n } карты
    }
chronicles-place-title = Рука: щёлкните карту, затем место (или перетащите)
chronicles-place-reserve = В запас (R)
chronicles-place-unreserve = Без запаса (R)
chronicles-place-reserve-tip = Карта в запасе скрыта и вернётся в руку в следующем раунде. Прочие неразмещённые карты сбрасываются.
chronicles-place-reserve-why = Сначала выберите карту в руке.
chronicles-place-pay_first = Платить раньше (P)
chronicles-place-pay_first-tip = Новые персонажи оплачиваются по порядку; кредит Сороки помогает только картам, оплаченным после неё.
chronicles-place-pay_first-why = Выберите новую карту на месте, которая оплачивается не первой.
chronicles-place-confirm = Подтвердить размещение
chronicles-place-confirm-tip = Отправить тайное размещение. Все королевства откроются вместе, когда подтвердят все.
chronicles-place-illegal = Такое размещение недопустимо.
chronicles-place-untouched = Пока ничего не размещено: сначала разместите персонажей по местам и выберите карту в запас. Чтобы ничего не размещать, нажмите «Подтвердить размещение».
chronicles-place-occupied = Место занято: сначала переместите или сбросьте персонажа (выберите его и нажмите D).
chronicles-place-no_room = Нет свободного места, чтобы вернуть его.
chronicles-place-restore-tip = Карта «{ $card }» будет сброшена. Щёлкните, чтобы оставить её.
chronicles-place-reserved = запас
chronicles-place-selected = выбрана
chronicles-place-sent = Размещение отправлено. Ждём остальных.
chronicles-place-money = Цена { $cost } · у вас { $gold } · останется { $left }
chronicles-place-money_credit = Цена { $cost } − кредит { $credit } = { $pay } · у вас { $gold } · останется { $left }
chronicles-place-war = Сила в войне { $strength } (сейчас { $now }) · соседи пока: { $rivals }
chronicles-place-order = Порядок оплаты: { $order }
chronicles-place-will_discard = { $n ->
        [one] { $n } карта будет сброшена
        [few] { $n } карты будут сброшены
        [many] { $n } карт будут сброшены
       *[other] { $n } карты будут сброшены
    }
chronicles-place-unpaid = не оплатить: { $n ->
        [one] { $n } карта будет сброшена
        [few] { $n } карты будут сброшены
        [many] { $n } карт будут сброшены
       *[other] { $n } карты будут сброшены
    }
chronicles-place-help = Q W E: верхние места · Z X: нижние · D: сбросить или вернуть · R: запас · Enter: подтвердить
chronicles-place-warn_discard = Эти карты из руки будут сброшены: { $cards }.
chronicles-place-warn_unpaid = Не хватит золота на карты в местах: { $cards }; они будут сброшены.
chronicles-reserve = запас
chronicles-build-title = Строительство (цена земли сейчас { $land ->
        [one] { $land } золото
        [few] { $land } золота
        [many] { $land } золота
       *[other] { $land } золота
    })
chronicles-build-note = У вас { $gold ->
        [one] { $gold } золото
        [few] { $gold } золота
        [many] { $gold } золота
       *[other] { $gold } золота
    }; королевство производит: { $prod }. Ресурсы не расходуются.
chronicles-build-pass = Пропустить: ничего не строить
chronicles-build-pass-tip = Сохранить золото; в этом раунде ничего не строить.
chronicles-build-new = Построить: { $building } (уровень { $level })
chronicles-build-upgrade = Улучшить: { $building } до 2-го уровня
chronicles-build-with_how = { $option } — { $how }
chronicles-build-how-resources = ресурсами
chronicles-build-how-gold = всё золотом
chronicles-build-how-level_gold = уровень { $n } золотом
chronicles-build-need = { $amount }: { $who }
chronicles-build-bought = купить { $n }
chronicles-build-by_gold = ничего (всё оплачено золотом)
chronicles-build-level_by_gold = уровень { $n } оплачен золотом
chronicles-build-nothing_needed = ничего
chronicles-build-tip = Нужно: { $needs }. Земля: { $land ->
        [one] { $land } золото
        [few] { $land } золота
        [many] { $land } золота
       *[other] { $land } золота
    }; всего { $gold ->
        [one] { $gold } золото
        [few] { $gold } золота
        [many] { $gold } золота
       *[other] { $gold } золота
    }, останется { $left }.
chronicles-build-more = Ещё ({ $page }/{ $pages })
chronicles-build-cannot = Сейчас нельзя построить или улучшить: { $building }.
chronicles-choice-age = { $card }: кто получит жетоны старения
chronicles-choice-save = { $card }: оставить уходящего персонажа?
chronicles-choice-none = Никого не оставлять
chronicles-why-wait = Сейчас решаете не вы.
chronicles-why-not_legal = Сейчас так нельзя.
chronicles-waiting-title = Ждём остальных
chronicles-undo-none = Нечего отменять после последнего раскрытия.
chronicles-undo-tip = Отменить своё последнее решение (U); не дальше раскрытия.
chronicles-scores = Итоги
chronicles-scores-tip = Итоговый счёт
chronicles-steps-title-reveal = Королевства раскрыты
chronicles-steps-title-war = Война
chronicles-steps-title-income = Доход
chronicles-steps-income = +{ $gold ->
        [one] { $gold } золото
        [few] { $gold } золота
        [many] { $gold } золота
       *[other] { $gold } золота
    } (теперь { $total })
chronicles-steps-title-building = Строительство
chronicles-steps-title-aging = Старение
chronicles-steps-count = шаг { $n } из { $of }
chronicles-steps-no_cards = новых персонажей нет
chronicles-steps-unpaid = не оплачен
chronicles-steps-vs = { $mine } { $sign } { $theirs } { $player }
chronicles-steps-war_gain = { $wars ->
        [one] { $wars } победа
        [few] { $wars } победы
        [many] { $wars } побед
       *[other] { $wars } победы
    }, +{ $vp } ПО
chronicles-steps-bonus_gain = ещё +{ $vp } ПО от карт и зданий
chronicles-steps-gold_gain = +{ $gold ->
        [one] { $gold } золото
        [few] { $gold } золота
        [many] { $gold } золота
       *[other] { $gold } золота
    }
chronicles-steps-no_build = ничего не построено
chronicles-steps-built = { $what } за { $gold ->
        [one] { $gold } золото
        [few] { $gold } золота
        [many] { $gold } золота
       *[other] { $gold } золота
    }
chronicles-steps-none_leave = никто не уходит
chronicles-steps-saved = спасён: { $slot }
chronicles-steps-rewards = за ушедших: { $vp } ПО, { $gold ->
        [one] { $gold } золото
        [few] { $gold } золота
        [many] { $gold } золота
       *[other] { $gold } золота
    }
chronicles-steps-tokens = +1 жетон старения каждому из оставшихся: { $n }
chronicles-steps-leaves = уходят:
chronicles-legend-token = Жетон старения
chronicles-score-wars = Победы в войнах (по 3 ПО)
chronicles-score-abilities = Способности и военные бонусы
chronicles-score-buildings = Здания
chronicles-score-end = Эффекты конца игры
chronicles-score-tiebreak = При равенстве: больше золота, затем общая победа
chronicles-score-gold = Золото
chronicles-score-by_gold = (ничья решена золотом)
chronicles-score-buildings_built = Построено
chronicles-score-kingdom = Королевство в конце
chronicles-setup-title = Новая игра «Хроники»
chronicles-setup-players-tip = От 2 до 5 игроков.
chronicles-setup-colour-tip = Щелчок: следующий свободный цвет.
chronicles-setup-seed-tip = Тот же номер раздачи раздаёт те же карты.
chronicles-setup-play-tip = Начать игру (Enter).
chronicles-setup-about = Четыре раунда. Все одновременно набирают персонажей, тайно размещают их, затем воюют с обоими соседями, получают доход, строят и смотрят, как персонажи стареют и уходят. Побеждает больше ПО; при равенстве — больше золота.
chronicles-setup-two-title = Правила для двоих
chronicles-setup-two-body = Вдвоём каждому раздаётся по 9 карт. При каждом выборе вы оставляете одну карту и сбрасываете другую втёмную, остальное передаёте; последняя одна карта остаётся у вас. Война одна — с соперником: сила не меньше его — 1 победа (3 ПО); сила вдвое больше (и выше 0) — 2 победы (6 ПО).
chronicles-setup-hotseat = Несколько людей: перед каждым тайным решением экран закрывается — передайте его и отвернитесь.
chronicles-rules-title = Правила «Хроник»
chronicles-name = Хроники
chronicles-blurb = Одновременный драфт карт, войны с соседями, постройки сквозь эпохи.
chronicles-rules-goal-title = Цель
chronicles-rules-goal-body =
    За четыре раунда вы строите бумажное королевство из персонажей и зданий. Победные очки (ПО) дают победы в войнах с соседями, способности персонажей и здания. Побеждает больше ПО; при равенстве — у кого больше золота, затем победа общая.
    На карте: цена (золотая монета слева вверху), сила (красный щит справа вверху; * — сила может меняться), производство (Древесина, Провизия, Самоцветы) и способность словами; цветные точки внизу показывают фазы, в которые она действует.
chronicles-rules-round-title = Раунд
chronicles-rules-round-body =
    В каждом раунде шесть фаз, и в каждой все действуют одновременно:
    • Набор: выбирайте персонажей из пачек, идущих по кругу.
    • Размещение: тайно разместите персонажей, затем все раскрываются и платят.
    • Война: сравните силу с обоими соседями.
    • Доход: получите золото.
    • Строительство: постройте или улучшите одно здание.
    • Старение: старые персонажи уходят, остальные стареют.
chronicles-rules-draft-title = Набор
chronicles-rules-draft-body =
    Каждому раздаётся пачка из 5 карт. Возьмите одну и передайте остальные: налево в 1-м и 3-м раундах, направо во 2-м и 4-м. Повторяйте, пока пачки не опустеют; у вас будет 5 карт. Карта из запаса прошлого раунда после набора возвращается в руку.
    Щёлкните карту, чтобы выбрать, и ещё раз (или Enter), чтобы взять; цифры выбирают карты.
chronicles-rules-placement-title = Размещение
chronicles-rules-placement-body =
    В королевстве два верхних и два нижних места, а с любым зданием 2-го уровня — ещё 5-е верхнее. В войнах сражаются только персонажи верхнего ряда (если карта не говорит иное).
    Одновременно и тайно можно сбросить персонажей в игре, переставить их, положить карты из руки на пустые места и оставить одну неразмещённую карту в запас; прочие карты руки сбрасываются. Когда все подтвердят, королевства раскрываются и новые персонажи оплачиваются в вашем порядке оплаты. Карта, на которую не хватает золота, сбрасывается. Сорока стоит −1: она даёт 1 золото в кредит картам, оплачиваемым после неё.
    Щёлкните или перетащите карту на место; щёлкните персонажа и другое место, чтобы переставить; D — сбросить или вернуть; R — запас. Панель показывает цену и остаток золота до подтверждения.
chronicles-rules-war-title = Война
chronicles-rules-war-body = Каждый сравнивает свою силу с обоими соседями. Каждое сравнение, где ваша сила не меньше, — победа: по 3 ПО, так что при равенстве побеждают оба. Некоторые персонажи и здания дают после войн ещё ПО или золото.
chronicles-rules-income-title = Доход
chronicles-rules-income-body = Каждый получает 2 золота плюс бонусы дохода своих персонажей и зданий.
chronicles-rules-building-title = Строительство
chronicles-rules-building-body =
    Раз в раунд можно построить новое здание (1-го уровня или сразу 2-го) или улучшить здание до 2-го уровня. Нужны указанные ресурсы: их производят ваши персонажи и здания, и они не расходуются. Новое здание стоит ещё и землю: 2 золота за каждое уже построенное здание. Каждое здание 2-го уровня открывает 5-е место со следующего размещения.
    Доступные постройки подсвечены; у каждой указано, кто в королевстве производит нужные ресурсы.
chronicles-rules-aging-title = Старение
chronicles-rules-aging-body = Каждый персонаж, уже несущий жетон старения, уходит из игры (некоторым нужно больше жетонов, некоторые не уходят никогда). Эффекты ухода срабатывают сразу. Затем каждый оставшийся персонаж получает жетон старения.
chronicles-rules-end-title = Конец игры
chronicles-rules-end-body = После старения четвёртого раунда игра заканчивается. К ПО, набранным за игру, добавьте ПО зданий и эффекты конца игры. Побеждает больше ПО; при равенстве — больше золота, затем победа общая.
chronicles-rules-two-title = Вдвоём
chronicles-rules-two-body = Вдвоём каждому раздаётся 9 карт. При каждом выборе оставьте одну карту и сбросьте другую втёмную; последняя карта остаётся у вас. Война одна — с соперником: сила не меньше — 1 победа; сила вдвое больше (и выше 0) — 2 победы.
chronicles-rules-controls-title = Управление
chronicles-rules-controls-body =
    • Мышь: щёлкайте или перетаскивайте карты; наведите на что угодно для подсказки.
    • Цифры: выбор карты или варианта.
    • Q W E / Z X: верхние и нижние места при размещении.
    • R: запас · D: сброс · P: платить раньше · Enter: подтвердить.
    • U: отмена (не дальше раскрытия) · S: сохранить · L: журнал · H: история · F1: правила · Esc: меню.
    • Пробел: следующий шаг сезонов, Esc пропускает их.
chronicles-art-title = «Хроники»: все персонажи, постройки и рубашка карты
chronicles-art-back = рубашка карты
