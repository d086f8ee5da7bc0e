### galaxies_ui (ru)

galaxies-name = Галактики
galaxies-blurb = Кубики, планеты и гонка колонизации.
galaxies-colour-white = Белые
    .form = plural
galaxies-colour-blue = Синие
    .form = plural
galaxies-colour-purple = Фиолетовые
    .form = plural
galaxies-colour-orange = Оранжевые
    .form = plural
galaxies-colour-black = Чёрные
    .form = plural
galaxies-planet-none = пустое место
galaxies-action-move = Полёт
galaxies-action-acquire_energy = Энергия
galaxies-action-acquire_culture = Культура
galaxies-action-advance_diplomacy = Дипломатия
galaxies-action-advance_economy = Экономика
galaxies-action-utilize_colony = Освоение
galaxies-face-move = полёт
galaxies-face-acquire_energy = энергия
galaxies-face-acquire_culture = культура
galaxies-face-advance_diplomacy = дипломатия
galaxies-face-advance_economy = экономика
galaxies-face-utilize_colony = освоение
galaxies-action-move-tip = Переместите один свой корабль: высадка на планету (с её действием), выход на её орбиту или возвращение домой.
galaxies-action-acquire_energy-tip = Получите 1 энергию за каждый свой корабль у энергетической планеты и за каждый корабль дома.
galaxies-action-acquire_culture-tip = Получите 1 культуру за каждый свой корабль у планеты культуры.
galaxies-action-advance_diplomacy-tip = Продвиньте свой корабль на 1 шаг по дипломатической дорожке; в конце он колонизирует планету.
galaxies-action-advance_economy-tip = Продвиньте свой корабль на 1 шаг по экономической дорожке; в конце он колонизирует планету.
galaxies-action-utilize_colony-tip = Улучшите империю (за энергию или культуру) или используйте действие одной из своих колоний.
galaxies-res-energy = энергия
galaxies-res-culture = культура
galaxies-track-diplomacy = Дипломатия
galaxies-track-economy = Экономика
galaxies-planet-info = { $name }: { $vp } ПО. Корабли здесь добывают: { $resource }; колонизация по дорожке «{ $track }» ({ $length ->
        [one] { $length } шаг
        [few] { $length } шага
        [many] { $length } шагов
       *[other] { $length } шага
    }). Действие планеты. { $effect }
galaxies-mission-info = Тайная миссия «{ $name }» ({ $vp } ПО). { $text }
galaxies-ladder-level = Уровень { $level }: { $dice ->
        [one] { $dice } кубик
        [few] { $dice } кубика
        [many] { $dice } кубиков
       *[other] { $dice } кубика
    }, { $vp } ПО. Атака. { $attack }
galaxies-ladder-skull = Уровень { $level }: череп. Дойдя до него, враждебная галактика побеждает.
galaxies-slot = место { $n }
galaxies-dest-surface = садится на планету
galaxies-dest-orbit = выходит на орбиту планеты
galaxies-dest-home = летит домой с планеты
galaxies-how-vp = (набран 21 ПО)
galaxies-how-skull = (враждебная галактика дошла до черепа)
galaxies-attack-drain = потеря ресурсов
galaxies-attack-hoard = накопление
galaxies-attack-jam = помехи: на кубик меньше в следующий ход
galaxies-attack-plunder = грабёж
galaxies-attack-push = рывок по дорожкам
galaxies-attack-repel = отбрасывание ваших кораблей
galaxies-ship-fleet = в резерве
galaxies-ship-mat = дома
galaxies-ship-surface = на планете { $planet }
galaxies-ship-orbit = на орбите планеты { $planet }, шаг { $pos }
galaxies-from-mat = из дома
galaxies-from-fleet = из резерва
galaxies-from-surface = с планеты { $planet }
galaxies-from-orbit = с орбиты планеты { $planet }
galaxies-prompt-main = Ваш ход: щёлкните кубик, затем подсвеченную цель (или «Использовать»). Переброс, конвертер и конец хода — справа.
galaxies-prompt-move = Полёт: выберите корабль, затем куда он летит (подсвечено на планетах).
galaxies-prompt-land = Вы сели на планету { $planet }: использовать её действие?
galaxies-prompt-advance = { $track }: какой корабль продвигается (+{ $steps })?
galaxies-prompt-advance_any = Какой ваш корабль на орбите продвигается (+{ $steps })?
galaxies-prompt-utilize = Освоение: улучшить империю или использовать колонию.
galaxies-prompt-convert = Сколько обменять?
galaxies-prompt-steal = У какого соперника забрать?
galaxies-prompt-advance_rival = Эффект соперника: какой ваш корабль продвигается?
galaxies-prompt-regress = Какой корабль соперника отбросить?
galaxies-prompt-shift_back = Какой ваш корабль отступает на 1 шаг?
galaxies-prompt-shift_forward = Какой другой корабль продвигается на 1 шаг?
galaxies-prompt-relocate = Какой корабль и на какую дорожку перевести?
galaxies-prompt-recall = Какой корабль вернуть домой и за какой ресурс?
galaxies-prompt-upgrade_pay = Как оплатить улучшение?
galaxies-prompt-reroll = Какие свободные кубики перебросить бесплатно?
galaxies-prompt-set_die = Какой кубик и на какую грань повернуть?
galaxies-prompt-set_face = Конвертер, шаг 2: поверните третий кубик на любую грань.
galaxies-prompt-discard_dice = Какие два кубика отдать?
galaxies-prompt-repeat = Какое действие повторить?
galaxies-prompt-replace = Какую планету в ряду заменить?
galaxies-prompt-borrow = Действие какой планеты использовать?
galaxies-prompt-free_action = Какое действие выполнить без кубика?
galaxies-prompt-shared = Соперник бесплатно делится действием «{ $action }»: выполнить?
galaxies-prompt-force_reroll = { $hostile } бросает кубик: «{ $face }». Заплатить 1 энергию и 1 культуру за переброс? (F — да, P — нет)
galaxies-prompt-copy = { $hostile } применяет кубик «{ $face }». Повторить за 1 культуру? (F — да, P — нет)
galaxies-prompt-follow = { $player } { FORM($player) ->
        [plural] применяют
       *[other] применяет
    } кубик «{ $action }». Повторить за { $cost ->
        [one] { $cost } культуру
        [few] { $cost } культуры
        [many] { $cost } культуры
       *[other] { $cost } культуры
    }? (F — повторить, P — пас)
galaxies-prompt-keep_mission = Оставьте одну из двух тайных миссий.
galaxies-prompt-over = Игра окончена.
galaxies-prompt-showing = { FORM($player) ->
        [plural] Ходят
       *[other] Ходит
    } { $player }, шаг за шагом…
galaxies-prompt-draft_wait = Все выбирают тайную миссию…
galaxies-prompt-bot = { $player } { FORM($player) ->
        [plural] думают…
       *[other] думает…
    }
galaxies-prompt-bot_follow = { $active }: «{ $action }». { $player } { FORM($player) ->
        [plural] решают
       *[other] решает
    }, повторить ли это действие…
galaxies-prompt-bot_other = Ход: { $active }. Решает бот: { $player }…
galaxies-prompt-wait = Ждём: { $player }…
galaxies-opt-move-home = Домой (из: { $origin })
galaxies-opt-move-surface = Посадка: { $planet }
galaxies-opt-move-orbit = Орбита: { $planet }
galaxies-opt-ship = Корабль { $where }
galaxies-opt-with_origin = { $option } — { $origin }
galaxies-opt-back = Назад: корабль { $where }
galaxies-opt-forward = Вперёд: корабль { $where }
galaxies-opt-target = { $player }: корабль { $where }
galaxies-opt-relocate = Корабль { $where } → { $planet }
galaxies-opt-recall = Вернуть корабль { $where }: { $resource }
galaxies-opt-upgrade = Улучшить до ур. { $level }: { $resource } { $cost }
galaxies-opt-colony = Колония: { $planet }
galaxies-opt-use_planet = Использовать планету { $planet }
galaxies-opt-borrow-row = Использовать планету { $planet } (ряд)
galaxies-opt-borrow = { $planet } ({ $player })
galaxies-opt-replace = Заменить планету { $planet }
galaxies-opt-k = Обменять { $n }
galaxies-opt-pay = Заплатить: энергия { $energy } + культура { $culture }
galaxies-opt-repeat = Повторить: { $action }
galaxies-opt-set_face = Кубик { $die } → { $face }
galaxies-opt-set_face-keep = Оставить кубик { $die }: { $face }
galaxies-opt-reroll = Перебросить кубики { $dice }
galaxies-opt-discard = Отдать кубики { $dice }
galaxies-opt-activate = Кубик { $die }: { $action }
galaxies-opt-convert = Конвертер: кубики { $a } и { $b }
galaxies-opt-skip = Пропустить
galaxies-opt-done = Готово
galaxies-opt-follow = Повторить (F)
galaxies-opt-pass = Пас (P)
galaxies-opt-take = Выполнить (F)
galaxies-opt-decline = Отказаться (P)
galaxies-opt-force_reroll = Перебросить (F)
galaxies-opt-let = Оставить (P)
galaxies-opt-copy = Повторить (F)
galaxies-opt-end = Конец хода
galaxies-why-die-move = ни один корабль не может лететь.
galaxies-why-die-acquire_energy = ничего не даст (нет кораблей дома или у энергетических планет, либо энергия полна).
galaxies-why-die-acquire_culture = ничего не даст (нет кораблей у планет культуры, либо культура полна).
galaxies-why-die-advance_diplomacy = ни одного вашего корабля на дипломатической дорожке.
galaxies-why-die-advance_economy = ни одного вашего корабля на экономической дорожке.
galaxies-why-die-utilize_colony = нельзя ни оплатить улучшение, ни использовать колонию.
galaxies-undo-none = Нечего отменять: после вашего решения был бросок или раскрытие, а их отменить нельзя.
galaxies-die-tip = Кубик { $n }: { $action }. { $text } Щёлкните или нажмите { $n }.
galaxies-use = Использовать (D)
galaxies-use-one = Применить: { $action } (D)
galaxies-use-tip = Применить выбранный кубик; варианты появятся в панели и на подсвеченных планетах.
galaxies-reroll-label = Перебросить { $n } ({ $cost }) R
galaxies-reroll-tip = Перебросить выбранные кубики (или все свободные). Первый переброс за ход бесплатный, каждый следующий — 1 энергия.
galaxies-free = бесплатно
galaxies-more = Ещё ({ $page }/{ $pages })
galaxies-reroll-none = Переброс (R)
galaxies-cost-energy = энергия { $n }
galaxies-convert-label = Конвертер: выберите 2 (C)
galaxies-convert-go = Конвертер: { $a } + { $b } (C)
galaxies-convert-used = Конвертер занят
galaxies-convert-tip = Раз за ход: положите два свободных кубика в конвертер (они сгорают), затем поверните третий на любую грань.
galaxies-end_turn = Конец хода (E)
galaxies-end_turn-tip = Закончить ход; неиспользованные кубики пропадают.
galaxies-score-empire = Уровень империи (ПО)
galaxies-score-colonies = Колонии (ПО)
galaxies-score-mission = Тайная миссия (ПО)
galaxies-score-tb-colonies = 1. колонии
galaxies-score-tb-level = 2. уровень империи
galaxies-score-tb-resources = 3. энергия + культура
galaxies-score-missions = Раскрытые миссии
galaxies-score-hostile_level = Враждебная галактика на уровне { $level }
galaxies-score-achieved = выполнена, +{ $vp }
galaxies-score-missed = не выполнена
galaxies-score-colony_list = Колонии
galaxies-undo-tip = Отменить последнее решение (U), если после него не было бросков и раскрытий.
galaxies-part-surface = поверхность
galaxies-part-orbit = орбита
galaxies-part-card = карта
galaxies-pick-ship = Корабль { $where }
galaxies-pick-die = Кубик { $n }: { $action }
galaxies-why-not_legal = Сейчас это недопустимо.
galaxies-why-not_target = { $planet } — не цель для этого кубика: выберите подсвеченную часть карты.
galaxies-why-pick_lit = Выберите вариант в панели или подсвеченную часть карты.
galaxies-why-pick_die_first = Сначала выберите кубик (щелчок или { $keys }).
galaxies-why-over = Игра окончена.
galaxies-why-showing = Подождите: последние ходы ещё показываются.
galaxies-why-draft = Все выбирают тайную миссию.
galaxies-why-wait = Сейчас решает: { $player }.
galaxies-why-decide_first = Сначала завершите текущий выбор (панель под кубиками).
galaxies-why-die_activated = Кубик { $n } уже использован в этот ход.
galaxies-why-die_in_converter = Кубик { $n } в конвертере: он сгорел на этот ход.
galaxies-why-die_discarded = Кубик { $n } отдан в этот ход.
galaxies-why-one_die = Выберите ровно один кубик.
galaxies-why-no_use = «{ $action }» сейчас нельзя применить: { $reason }
galaxies-why-reroll_energy = Переброс после бесплатного стоит 1 энергию, а её нет.
galaxies-why-converter_used = Конвертер работает раз за ход и уже использован.
galaxies-why-converter_dice = Для конвертера нужны три свободных кубика.
galaxies-why-convert_two = Выберите два кубика для конвертера (щелчком или цифрами).
galaxies-mat-tip = { $name }: уровень { $level }, энергия { $energy }, культура { $culture }, { $vp } ПО. Колонии: { $colonies }.
galaxies-mat-tip_next = { " " }Следующий уровень ({ $level }): { $cost } энергии или культуры; даёт { $dice ->
        [one] { $dice } кубик
        [few] { $dice } кубика
        [many] { $dice } кубиков
       *[other] { $dice } кубика
    }, { $ships ->
        [one] { $ships } корабль
        [few] { $ships } корабля
        [many] { $ships } кораблей
       *[other] { $ships } корабля
    } и { $vp } ПО.
galaxies-turn = Раунд { $round } · { $player }
galaxies-over = Игра окончена
galaxies-hint-move = Полёт: щёлкните подсвеченную поверхность (высадка) или орбиту (дорожка).
galaxies-hint-acquire_energy = Энергия: нажмите «Применить» (D).
galaxies-hint-acquire_culture = Культура: нажмите «Применить» (D).
galaxies-hint-advance_diplomacy = Дипломатия: щёлкните подсвеченную орбиту с вашим кораблём.
galaxies-hint-advance_economy = Экономика: щёлкните подсвеченную орбиту с вашим кораблём.
galaxies-hint-utilize_colony = Освоение: нажмите «Применить» (D) или щёлкните свой планшет.
galaxies-cc-title = Центр управления
galaxies-cc-follow_cost = повтор стоит { $n ->
        [one] { $n } культуру
        [few] { $n } культуры
        [many] { $n } культуры
       *[other] { $n } культуры
    }
galaxies-die-picked = выбран
galaxies-die-status-activated = исп.
galaxies-die-status-in_converter = конв.
galaxies-die-status-discarded = отдан
galaxies-converter = Конвертер
galaxies-action_track-title = Дорожка действий: { $hostile }
galaxies-help-over = Игра окончена: смотрите итоговый счёт.
galaxies-help-showing = { FORM($player) ->
        [plural] Ходят
       *[other] Ходит
    } { $player }, шаг за шагом. Пробел или «Дальше»: следующий шаг сразу; «Пропустить»: остальное сразу.
galaxies-help-one = Выбрано: { $action }. Щёлкните подсвеченную цель или D. Второй кубик — для конвертера; Esc или правый щелчок — сброс.
galaxies-help-one_no_use = { $why } Перебросьте этот кубик (R), выберите второй для конвертера (C) или сбросьте выбор (Esc).
galaxies-help-two = Выбрано два кубика: «Конвертер» (C) или «Переброс» (R).
galaxies-help-main = Щёлкните кубик (или { $keys }), затем цель. Соперники могут повторить каждое ваше действие за культуру.
galaxies-help-main-solo = Щёлкните кубик (или { $keys }), затем цель. В соло ваши действия никто не повторяет.
galaxies-help-wait = Ждём других игроков.
galaxies-vp = ПО
galaxies-mat-upgrade = улучшение: { $cost }
galaxies-mat-automaton = враждебная галактика
galaxies-mat-attack = Атака. { $attack }
galaxies-mat-attack-next = Уровень { $level }. { $attack }
galaxies-mat-part-empire = Шкала империи: уровень { $level } из { $levels }. Кубиков: { $dice }, кораблей в игре: { $ships }, ПО: { $vp } (в счёт идёт только текущий уровень). На каждой клетке — ПО её уровня.
galaxies-mat-part-empire-next = { " " }Следующий уровень: { $cost } энергии или культуры, оплата кубиком «Освоение».
galaxies-mat-part-empire-top = { " " }Это верхний уровень: улучшать больше нечего.
galaxies-mat-part-hostile_empire = Карта галактики { $name }: уровень { $level } из { $levels }. Кубиков: { $dice }, ПО: { $vp }. С 7 энергии в конце своего хода она поднимается на уровень.
galaxies-mat-part-skull = Череп: если галактика { $name } поднимется на уровень { $level }, она сразу побеждает.
galaxies-mat-part-energy = Энергия: { $n } из 7. Ею платят за улучшения и за перебросы после бесплатного.
galaxies-mat-part-culture = Культура: { $n } из 7. Ею платят 1 за повторение действия соперника.
galaxies-mat-part-culture-solo = Культура: { $n } из 7. Ею платят 1 за повторение действия враждебной галактики.
galaxies-mat-part-hostile_energy = Энергия галактики { $name }: { $n } из 7. При 7 она поднимается на уровень на своей карте, и энергия падает до 0.
galaxies-mat-part-hostile_culture = Культура галактики { $name }: { $n } из 7. При 7 она бросает три бонусных кубика.
galaxies-mat-part-home = Кораблей дома: { $n }. Каждый даёт 1 на кубике энергии и может лететь к планете.
galaxies-mat-part-hostile_home = Кораблей на её карте: { $n }. Каждый даёт 1 на её кубиках энергии и культуры.
galaxies-mat-part-fleet = Шкала флота, кораблей в ожидании: { $n }. Более высокие уровни империи вводят их в игру.
galaxies-mat-part-colonies = Колонии: { $list }. ПО: { $vp }.
galaxies-mat-part-mission = Тайная миссия: её откроют и засчитают в конце.
galaxies-mat-part-vp = { $name }: ПО: { $vp }. Игра заканчивается, когда кто-то набирает 21.
galaxies-art-title = «Галактики»: планеты, грани кубиков, враждебные галактики и миссии
galaxies-art-dice = кубики: { $dice }
galaxies-draft-title = { $player }: ваша тайная миссия
galaxies-draft-body = Оставьте одну карту (щелчок или 1/2); другая уходит втёмную. Никто не видит ваш выбор.
galaxies-draft-vp = { $vp } ПО
galaxies-draft-keep = Оставить эту миссию
galaxies-setup-title = Новая игра «Галактики»
galaxies-setup-players-tip = 1 — соло против враждебной галактики; 2–5 — люди (за одним экраном) или боты.
galaxies-setup-solo_human = В соло вы сами играете против враждебной галактики.
galaxies-setup-colour-tip = Цвет планшета и кораблей этой империи.
galaxies-setup-hostile = Ваш противник: враждебная галактика
galaxies-setup-hostile-tip = { $name }, сложность { $d } из 5.
galaxies-setup-hostile-row = { $name } · сложность { $d }
galaxies-setup-hostile-head = { $name } · сложность { $d }/5
galaxies-setup-seed-tip = Тот же номер раздачи даёт те же планеты и броски.
galaxies-setup-play-tip = Начать игру (Enter).
galaxies-setup-about = Бросайте кубики действий: летайте, добывайте энергию и культуру, продвигайтесь по дорожкам планет до колонизации. Соперники могут повторять ваши действия за культуру. Первая империя с 21 ПО завершает игру; тайные миссии ещё могут всё изменить.
galaxies-rules-title = Галактики: правила
galaxies-rules-goal-title = Цель
galaxies-rules-goal-body = Развивайте галактическую империю. Колонизированные планеты и уровень империи приносят победные очки (ПО). Когда у империи набирается 21 ПО, раунд доигрывается, чтобы у всех было поровну ходов, затем раскрываются тайные миссии, и побеждает наибольшая сумма.
galaxies-rules-turn-title = Ход
galaxies-rules-turn-body =
    Бросьте столько кубиков, сколько даёт уровень империи. Затем в любом порядке:
    • Примените кубик: щёлкните его, затем цель. Каждое применение соперники могут повторить.
    • Перебросьте часть свободных кубиков: первый переброс за ход бесплатный, следующие — по 1 энергии.
    • Конвертер, раз за ход: положите два свободных кубика (они сгорают) и поверните третий на любую грань.
    • Закончите ход. Неиспользованные кубики пропадают.
galaxies-rules-dice-title = Кубики
galaxies-rules-dice-body = Семь общих кубиков, на каждом шесть действий (ниже). Использованные кубики лежат в центре управления до конца хода; кубики в конвертере сгорают.
galaxies-rules-actions-title = Шесть действий
galaxies-rules-actions-body =
    • Полёт: один корабль садится на планету (и может один раз применить её действие), выходит на её орбиту (начало дорожки) или летит домой.
    • Энергия: 1 за каждый корабль на энергетической планете или у неё, плюс 1 за каждый корабль дома.
    • Культура: 1 за каждый корабль на планете культуры или у неё.
    • Дипломатия / Экономика: ваш корабль на дорожке этого вида продвигается на шаг; на последнем шаге вы колонизируете планету.
    • Освоение: улучшите империю, оплатив всё энергией или всё культурой, или примените свою колонию.
    Кубик, который ничего не даст, применить нельзя.
galaxies-rules-follow-title = Повтор действий
galaxies-rules-follow-body = После каждого применённого кубика соперники по очереди могут его повторить: заплатить 1 культуру и выполнить то же действие своими кораблями. Подсказка показывает цену; ответ — один щелчок, F — повторить, P — пас. Повторы ботов видны в журнале.
galaxies-rules-planets-title = Планеты
galaxies-rules-planets-body = На карте: название и ПО, ресурс для кораблей, поверхность (севшие корабли), орбитальная дорожка дипломатии или экономики с кораблями и действие. Первый корабль в конце дорожки колонизирует планету: все корабли с неё летят домой, а на её место выходит новая планета. Наведите на карту, чтобы прочесть всё.
galaxies-rules-empire-title = Ваша империя
galaxies-rules-empire-body = Ваш планшет показывает уровень империи: сколько кубиков вы бросаете, сколько кораблей в игре и сколько ПО он стоит (считается только текущий уровень). Энергии и культуры — не больше 7 каждой. Новые корабли вступают сразу, новые кубики — со следующего хода.
galaxies-rules-missions-title = Тайные миссии
galaxies-rules-missions-body = При 2–5 игроках каждый получает две миссии и тайно оставляет одну. При игре за одним экраном между игроками экран закрывается; нажмите Enter, когда смотрит только нужный игрок. Миссии раскрываются и засчитываются в конце.
galaxies-rules-solo-title = Соло: враждебная галактика
galaxies-rules-solo-body = В одиночку вы играете против одной из пяти враждебных галактик (сложность 1–5). В свой ход она по одному бросает кубики на дорожку действий: выводит корабли только на орбиты, добывает ресурсы и атакует вас по своему уровню. Бесполезный кубик перебрасывается один раз, затем сбрасывается. Имея 1 энергию и 1 культуру, вы можете заставить её перебросить; каждое её действие можно повторить за 1 культуру. При 7 энергии она поднимается на уровень (уровень с черепом — её победа); при 7 культуре бросает три бонусных кубика. Вы побеждаете с 21 ПО.
galaxies-rules-end-title = Конец и подсчёт
galaxies-rules-end-body = Игра заканчивается после раунда, в котором кто-то набрал 21 ПО (или кончился ряд планет). Сумма = ПО уровня империи + ПО колоний + миссия, если выполнена. При равенстве — больше колоний, затем выше уровень, затем больше энергии и культуры; если всё равно поровну — победа общая.
galaxies-rules-controls-title = Управление
galaxies-rules-controls-body =
    • Цифры выбирают кубики (1 — первый, 2 — второй и так далее); D — применить; R — переброс; C — два выбранных кубика в конвертер; E — конец хода.
    • В панели выбора цифры выбирают вариант; F / P — ответ на предложение повторить.
    • Esc или правый щелчок — сброс выбора; Tab и стрелки — фокус, Enter — нажатие.
    • U — отмена (не через бросок или раскрытие), S — сохранить, L — журнал, H — история партии, F1 — эти правила.
