### kingdoms_ui (ru)

kingdoms-action-build = Стройка
kingdoms-action-build-tip = Поднять башню на уровень; уровень L стоит L руды.
kingdoms-action-expand = Расширение
kingdoms-action-expand-tip = Добавить подданного в регион, где ваш подданный стоит один; цена — столько еды, сколько ваших подданных будет на поле.
kingdoms-action-patrol = Патруль
kingdoms-action-patrol-tip = Передвинуть подданного в соседний регион той же карты (не через реку) или поднять опрокинутого.
kingdoms-action-quest = Поход
kingdoms-action-quest-tip = Передвинуть подданного из краевого региона в краевой регион другой карты.
kingdoms-action-research = Магия
kingdoms-action-research-tip = Поднять магию на уровень за ману и открыть следующую способность фракции.
kingdoms-action-trade = Обмен
kingdoms-action-trade-tip = Обменять несколько единиц одного ресурса на столько же другого.
kingdoms-board-action_banner = { $player } { FORM($player) ->
        [plural] выбирают
       *[other] выбирает
    } действие «{ $action }».
kingdoms-board-action_card = Карта действий — щитов осталось: { $n }
kingdoms-board-captured = захвачено: { $n }
kingdoms-board-click_to = Щелчок: { $choice }
kingdoms-board-decision = Решение
kingdoms-board-edge_region = Краевой регион: отсюда и сюда ходят в поход.
kingdoms-board-faction_hint = Каждый изученный уровень магии открывает следующую способность.
kingdoms-board-home_of = { $player } — карта { $card }
kingdoms-board-last_round = Последний круг!
kingdoms-board-last_round_banner = Последний круг: игра закончится, когда карту действий надо будет очистить.
kingdoms-board-lost_kingdom = Затерянное королевство — карта { $card }
kingdoms-board-meeples = на поле { $n } · в запасе { $supply }
kingdoms-board-next = Ещё ▶
kingdoms-board-no_faction = фракция ещё не выбрана
kingdoms-board-pick_button = Выберите ниже (или нажмите цифру).
kingdoms-board-pick_region = Щёлкните по светящемуся региону или выберите ниже.
kingdoms-board-picked = Выбрано: { $region }. Теперь выберите следующий регион (правый щелчок — сначала).
kingdoms-board-prev = ◀ Назад
kingdoms-board-resolving = Игра обрабатывает ход…
kingdoms-board-setup = Подготовка
kingdoms-board-side = Сторона { $card }
kingdoms-board-tower_card = Башня
kingdoms-board-tower_vp = { $vp } ПО
kingdoms-board-waiting = Ждём: { $who }…
kingdoms-board-war_banner = Война: { $region } — { $attacker } { FORM($attacker) ->
        [plural] нападают
       *[other] нападает
    }, { $defender } { FORM($defender) ->
        [plural] защищаются
       *[other] защищается
    }
kingdoms-board-war_bids = · ставки { $a } : { $d }
kingdoms-board-your_decision = { $player }, ваше решение
kingdoms-board-your_turn = Ваше решение
kingdoms-choice-bandit_pay = Откупиться от разбойников: { $what }
kingdoms-choice-bandit_remove = Вернуть подданного в запас
kingdoms-choice-build = Построить уровень башни { $level } ({ $cost ->
        [one] { $cost } руда
        [few] { $cost } руды
        [many] { $cost } руды
       *[other] { $cost } руды
    })
kingdoms-choice-church = Укрыться в церкви
kingdoms-choice-collect = Собрать ресурсы
kingdoms-choice-collect-tip = Получить по ресурсу с каждого занятого региона вместо действия.
kingdoms-choice-collect_with = Собрать, выбрав: { $extra }
kingdoms-choice-dragon-no = Не призывать дракона
kingdoms-choice-dragon-tip = Проигравший теряет уровень башни вместо подданных; его подданные отступают бесплатно.
kingdoms-choice-dragon-yes = Призвать дракона
kingdoms-choice-expand = Расширение: { $region } ({ $food ->
        [0] бесплатно
        [one] { $food } еда
        [few] { $food } еды
        [many] { $food } еды
       *[other] { $food } еды
    })
kingdoms-choice-lost_region = Следующим решить: { $region }
kingdoms-choice-nothing = Ничего не делать
kingdoms-choice-patrol = Патруль: { $src } → { $dest }
kingdoms-choice-pay = Заплатить: { $what }
kingdoms-choice-quest = Поход: { $src } → { $dest }
kingdoms-choice-relocate = Переход: { $region }
kingdoms-choice-remove = Вернуть подданного в запас
kingdoms-choice-research = Изучить уровень магии { $level } ({ $cost ->
        [one] { $cost } мана
        [few] { $cost } маны
        [many] { $cost } маны
       *[other] { $cost } маны
    })
kingdoms-choice-resources-suggested = Рекомендуется для первой партии.
kingdoms-choice-retreat = Отступление: { $region } ({ $food ->
        [0] бесплатно
        [one] { $food } еда
        [few] { $food } еды
        [many] { $food } еды
       *[other] { $food } еды
    })
kingdoms-choice-side = Сторона { $side }
kingdoms-choice-stand = Поднять подданного: { $region }
kingdoms-choice-start = Начать: { $region }
kingdoms-choice-trade = Обмен { $k } { $give } → { $k } { $get }
kingdoms-choice-treasure = Взять: { $what }
kingdoms-choice-war-tip = Этот ход начнёт войну: в регионе { $region } { FORM($player) ->
        [plural] стоят
       *[other] стоит
    } { $player }.
kingdoms-faction-level = Уровень { $level }:
kingdoms-player-neutral = Нейтральные
    .form = plural
kingdoms-prompt-act_active = { $who }: действие «{ $action }» — выполнить или ничего не делать.
kingdoms-prompt-act_other = { $who }: тоже выполнить действие «{ $action }» или собрать ресурсы.
kingdoms-prompt-bandit = { $who }: разбойники! Заплатить 2 ресурса или потерять подданного (последнего — никогда).
kingdoms-prompt-bid = Война! { $who } { FORM($who) ->
        [plural] делают тайные ставки
       *[other] делает тайную ставку
    }.
kingdoms-prompt-dragon = { $who } { FORM($who) ->
        [plural] могут
       *[other] может
    } призвать дракона.
kingdoms-prompt-faction = { $who } { FORM($who) ->
        [plural] выбирают
       *[other] выбирает
    } фракцию.
kingdoms-prompt-fate = { $who }: война проиграна — отступить или покинуть регион.
kingdoms-prompt-lost_region = { $who } { FORM($who) ->
        [plural] выбирают
       *[other] выбирает
    }, какой проигранный регион решить следующим.
kingdoms-prompt-pay = { $who } { FORM($who) ->
        [plural] выбирают
       *[other] выбирает
    }, чем заплатить за войну.
kingdoms-prompt-resources = { $who } { FORM($who) ->
        [plural] выбирают
       *[other] выбирает
    } стартовые ресурсы (всего 6).
kingdoms-prompt-select = { $who } { FORM($who) ->
        [plural] выбирают
       *[other] выбирает
    } действие.
kingdoms-prompt-side = { $who } { FORM($who) ->
        [plural] выбирают
       *[other] выбирает
    } сторону домашней карты.
kingdoms-prompt-start = { $who } { FORM($who) ->
        [plural] выбирают
       *[other] выбирает
    } стартовый регион для 2 подданных.
kingdoms-prompt-token_regions = { $who } { FORM($who) ->
        [plural] выбирают
       *[other] выбирает
    } 3 региона для жетонов исследования.
kingdoms-prompt-treasure = { $who }: сокровище! Выберите 2 ресурса.
kingdoms-reason-magic = магия 5-го уровня
kingdoms-reason-meeples = все 7 подданных на поле
kingdoms-reason-tower = башня 6-го уровня
kingdoms-region-name = { $terrain } ({ $card })
kingdoms-res-count-food = { $n ->
        [one] { $n } еда
        [few] { $n } еды
        [many] { $n } еды
       *[other] { $n } еды
    }
kingdoms-res-count-mana = { $n ->
        [one] { $n } мана
        [few] { $n } маны
        [many] { $n } маны
       *[other] { $n } маны
    }
kingdoms-res-count-ore = { $n ->
        [one] { $n } руда
        [few] { $n } руды
        [many] { $n } руды
       *[other] { $n } руды
    }
kingdoms-res-food = еда
kingdoms-res-mana = мана
kingdoms-res-nothing = ничего
kingdoms-res-ore = руда
kingdoms-rules-actions-body =
    • Патруль: передвиньте подданного в соседний регион той же карты (не через реку) или поднимите опрокинутого.
    • Поход: передвиньте подданного из краевого региона его карты в краевой регион другой карты.
    • Строительство: поднимите башню на уровень; уровень L стоит L руды.
    • Исследование: поднимите магию на уровень; уровень L стоит L маны (меньше — только если так сказано в способности фракции). Каждый уровень открывает следующую способность фракции.
    • Расширение: выставьте подданного из запаса в регион, где ваш подданный стоит один; цена — столько еды, сколько ваших подданных будет на поле после этого.
    • Обмен: обменяйте несколько единиц одного ресурса на столько же другого.

    Если войти в регион с подданным другого игрока, начинается война.
kingdoms-rules-actions-title = Шесть действий
kingdoms-rules-alliances-body =
    При 3–5 игроках, если обе стороны войны показали белый флаг, никто не платит и оба подданных остаются: регион становится общим, а игроки — союзниками.

    • Оба союзника собирают ресурсы с общего региона и оба получают очки за общую столицу (по 1).
    • Вход в другой регион союзника снова начинает войну; если кто-то ставит число, союз распадается, и победитель забирает все общие регионы.
    • При 2 игроках союзов нет: флаг — это просто ставка 0.
kingdoms-rules-alliances-title = Союзы
kingdoms-rules-collect-body =
    Игрок, который не является активным, может вместо выбранного действия собрать ресурсы.

    • Каждый занятый регион даёт один ресурс: лес — ману, горы — руду, равнины — еду.
    • Столицы ничего не дают, но приносят очки в конце.
    • Руины дают один ресурс на выбор.
    • Если у вас на поле только один подданный, вы получаете дополнительный ресурс.
    • Больше 9 не бывает.
kingdoms-rules-collect-title = Сбор ресурсов
kingdoms-rules-controls-body =
    Всё можно делать мышью или только клавиатурой.

    • Tab / стрелки: переход между вариантами; Enter или пробел: подтвердить.
    • Цифры 1–9: выбрать вариант с этим номером на панели решений.
    • На поле доступные регионы подсвечиваются при наведении; щелчок по другому региону объясняет, почему его нельзя выбрать.
    • U или Ctrl+Z: отменить своё последнее решение в игре против ботов (но не после открытия ставки или жетона).
    • S: сохранить партию. Esc: меню игры (сохранить, загрузить, правила, настройки, выйти).
    • L: показать или скрыть журнал; колесо мыши над ним или PageUp / PageDown листают назад (End: к последним строкам). Если список вариантов разбит на страницы, PageUp / PageDown листают его, а Shift+PageUp / PageDown — журнал. H: история — вся партия ход за ходом.
    • F1: эти правила. F11: полный экран. M: звук вкл./выкл.
kingdoms-rules-controls-title = Управление
kingdoms-rules-end-body =
    Когда у игрока все 7 подданных на поле, башня 6-го уровня или магия 5-го, запускается конец игры. Игра идёт, пока карта действий не должна будет очиститься; тогда партия заканчивается.

    • Сначала убираются подданные в руинах.
    • 1 очко за каждого подданного на поле.
    • 1 очко за уровень магии плюс бонус фракции за 5-й уровень.
    • Очки башни: 0, 1, 2, 3, 5, 7, 10 за уровни от 0 до 6.
    • Столицы: 2 очка, если одни, 1 — если общие.
    • Корона 2, город 1 за регион; при 2 игроках — 1 за каждый регион Затерянного королевства и за каждого захваченного нейтрального подданного.

    При равенстве сравнивают подданных на поле, затем башню, затем магию, затем сумму ресурсов.
kingdoms-rules-end-title = Конец и подсчёт
kingdoms-rules-goal-body =
    Каждый игрок правит небольшим королевством на своей карте территории. Расселяйте подданных по регионам, добывайте ману, руду и еду, стройте башню и изучайте магию своей фракции.

    Игра заканчивается после того, как кто-то выставит всех 7 подданных, достроит башню до 6-го уровня или изучит магию до 5-го. Побеждает игрок с наибольшим числом победных очков.

    • В начале у каждого 2 подданных в одном регионе и 6 ресурсов.
    • В регионе помещается не больше 2 подданных.
    • Каждого ресурса может быть от 0 до 9.
kingdoms-rules-goal-title = Цель игры
kingdoms-rules-icon-food = еда (равнины)
kingdoms-rules-icon-magic = уровень магии
kingdoms-rules-icon-mana = мана (лес)
kingdoms-rules-icon-ore = руда (горы)
kingdoms-rules-icon-tower = уровень башни
kingdoms-rules-icon-vp = победные очки
kingdoms-rules-terrain-body =
    • Лес (деревья): даёт ману.
    • Горы (снежные вершины): дают руду.
    • Равнины (пшеница): дают еду.
    • Столица (замок): ничего не даёт; в конце 2 очка, если вы владеете ею один, 1 — если вместе с союзником.
    • Руины (сломанные колонны): вошедший подданный опрокидывается, и его нужно поднять патрулём, прежде чем он сможет двигаться; руины дают один ресурс на выбор; подданные в руинах убираются перед подсчётом.
    • Вода (волны) и скалы (камни): входить нельзя.
    • Реки (синие линии): регионы по разные стороны реки не соседствуют для патруля.
    • Краевые регионы касаются края карты; поход ведёт из краевого региона в краевой регион другой карты.
kingdoms-rules-terrain-title = Местность
kingdoms-rules-title = Правила «Королевств»
kingdoms-rules-token-hidden = закрытый
kingdoms-rules-tokens-body =
    В варианте с исследованием в регионах лежат закрытые жетоны (показаны как «?»). Первый вошедший в регион подданный переворачивает жетон.

    • Корона: 2 очка; переходит к тому, кто победит её владельца в войне.
    • Сокровище: получите 2 ресурса на выбор.
    • Разбойники: заплатите 2 ресурса или верните подданного в запас. Последнего подданного игрока не возвращают никогда: он платит 2 или всё, что есть, если меньше.
    • Логово дракона: если вы его контролируете и победили в войне, можете вместо этого лишить проигравшего уровня башни.
    • Лагерь: на один ресурс больше при сборе с этого региона.
    • Форт: пока вы контролируете его регион, ваши войны в роли нападающего стоят на 2 меньше. Нападение на сам регион форта скидки не даёт: он принадлежит защитнику, пока война не выиграна.
    • Город: на 1 очко больше в конце.
    • Церковь: один раз подданный, которого убрали бы после проигранной войны, может уйти туда.
    • Пустой жетон: ничего не происходит.
kingdoms-rules-tokens-title = Жетоны исследования
kingdoms-rules-turn-body =
    Активный игрок кладёт щит на одно из шести действий карты действий, на котором ещё нет щита. Затем он может выполнить это действие или ничего не делать.

    После этого каждый другой игрок по часовой стрелке либо выполняет то же действие, либо собирает ресурсы.

    • Щитов пять, а действий шесть, поэтому одно действие в каждом цикле остаётся невыбранным.
    • Когда на карте лежат все пять щитов, в начале следующего хода её очищают.
    • При пяти игроках тот, кто очищает карту, пропускает остаток этого хода.
    • Затем активным становится следующий игрок по часовой стрелке.
kingdoms-rules-turn-title = Ход
kingdoms-rules-war-body =
    Война начинается, когда подданный входит в регион с подданным другого игрока.

    • Обе стороны одновременно и тайно делают ставку: белый флаг (0) или от 1 до 11. Ставить можно только то, что можете оплатить: мана считается за 2, руда за 1.
    • Ставки открываются. Побеждает большая ставка; при равенстве побеждает защитник.
    • Обе стороны платят свои ставки (способности фракций могут уменьшить или увеличить цену).
    • Подданный проигравшего должен уйти: отступить в свободный регион той же карты, заплатив столько еды, сколько у него подданных на поле, или вернуться в запас.
    • Последнего подданного игрока на поле атаковать нельзя, и последний подданный не может нападать.

    При игре за одним экраном экран закрывается, пока каждый выбирает ставку, чтобы никто не видел чужую.
kingdoms-rules-war-title = Война
kingdoms-score-capitals = Столицы
kingdoms-score-captured = Захваченные нейтральные
kingdoms-score-crit-0 = подданные на поле
kingdoms-score-crit-1 = уровень башни
kingdoms-score-crit-2 = уровень магии
kingdoms-score-crit-3 = оставшиеся ресурсы
kingdoms-score-crit-none = все дополнительные показатели равны
kingdoms-score-crown = Корона
kingdoms-scoring-decided = Равенство очков; решили { $criterion }.
kingdoms-score-faction = Бонус фракции
kingdoms-score-lost_kingdom = Регионы Затерянного королевства
kingdoms-score-magic = Уровни магии
kingdoms-score-meeples = Подданные на поле
kingdoms-score-tb-magic = 3. уровень магии
kingdoms-score-tb-meeples = 1. подданные на поле
kingdoms-score-tb-resources = 4. оставшиеся ресурсы
kingdoms-score-tb-tower = 2. уровень башни
kingdoms-score-tower = Башня
kingdoms-score-towns = Города
kingdoms-setup-exploration = Жетоны исследования
kingdoms-variant-exploration = Жетоны исследования
kingdoms-setup-exploration-tip = Вариант с закрытыми жетонами в регионах: короны, сокровища, разбойники, форты и другое.
kingdoms-setup-faction-at_table = Выбор за столом
kingdoms-setup-faction-pick = Место { $n }: выберите фракцию
kingdoms-setup-faction-pick_hint = Наведите на фракцию, чтобы прочитать её пять способностей; нажмите на неё или Enter, чтобы выбрать. Esc оставляет прежний выбор.
kingdoms-setup-faction-random = Случайная фракция
kingdoms-setup-faction-random-tip = Фракция будет выдана случайно в начале партии. Нажмите на кнопку фракции, чтобы выбрать её и прочитать пять способностей.
kingdoms-setup-faction-taken = Эта фракция уже у места { $n }.
kingdoms-setup-faction-tip = Нажмите, чтобы выбрать фракцию из списка (с её пятью способностями), или оставьте выбор случаю.
kingdoms-setup-factions = Фракции
kingdoms-setup-factions-choice = Выбрать по очереди за столом
kingdoms-setup-factions-deal = Задать здесь
kingdoms-setup-factions-tip = Задайте фракцию каждого места здесь (или оставьте случайной) либо пусть каждый выберет по очереди в начале партии.
kingdoms-setup-hint = Затем за столом каждый выбирает сторону своей домашней карты, 6 стартовых ресурсов и стартовый регион; боты выбирают сами. У каждого пункта есть подсказка; Tab и Enter работают везде. Партия сохраняется после каждого хода.
kingdoms-setup-lost_kingdom = Два игрока: добавляется третья карта — Затерянное королевство — с нейтральным подданным в каждом регионе. Захватывайте их в войнах ради очков.
kingdoms-setup-sides = Стороны карт
kingdoms-setup-sides-random = Случайно
kingdoms-setup-sides-table = Выбрать за столом
kingdoms-setup-sides-tip = У каждой домашней карты две стороны. Игроки могут выбрать свою в начале или доверить случайному выбору.
kingdoms-setup-title = Новая игра «Королевства»
kingdoms-split-confirm = Начать с: { $what }
kingdoms-split-full = У вас уже 6 ресурсов: сначала уменьшите другой.
kingdoms-split-need = Стартовые ресурсы должны в сумме давать ровно 6.
kingdoms-split-total = Всего { $n } из 6
kingdoms-terrain-capital = Столица
kingdoms-terrain-capital-tip = Ничего не даёт, но в конце приносит 2 ПО, если вы владеете ею один (1 — если вместе).
kingdoms-terrain-crags = Скалы
kingdoms-terrain-crags-tip = Входить в скалы нельзя (если это не позволяет способность фракции).
kingdoms-terrain-forest = Лес
kingdoms-terrain-forest-tip = Даёт 1 ману при сборе.
kingdoms-terrain-mountain = Горы
kingdoms-terrain-mountain-tip = Даёт 1 руду при сборе.
kingdoms-terrain-plains = Равнина
kingdoms-terrain-plains-tip = Даёт 1 еду при сборе.
kingdoms-terrain-ruins = Руины
kingdoms-terrain-ruins-tip = Вошедшие подданные опрокидываются; даёт 1 ресурс на выбор; подданные здесь убираются перед подсчётом.
kingdoms-terrain-water = Вода
kingdoms-terrain-water-tip = Входить в воду нельзя (если это не позволяет способность фракции).
kingdoms-token-bandit = разбойники
kingdoms-token-bandit-tip = Нашедший платит 2 ресурса или возвращает подданного в запас; последний подданный всегда остаётся (платит сколько может).
kingdoms-token-blank = пустой жетон
kingdoms-token-blank-tip = Без эффекта.
kingdoms-token-camp = лагерь
kingdoms-token-camp-tip = На один ресурс больше, когда владелец собирает с этого региона.
kingdoms-token-church = церковь
kingdoms-token-church-tip = Один раз подданный, которого убрали бы после поражения, может укрыться здесь.
kingdoms-token-crown = корона
kingdoms-token-crown-tip = 2 ПО в конце; переходит к победителю владельца в войне.
kingdoms-token-dragon_lair = логово дракона
kingdoms-token-dragon_lair-tip = Его владелец, победив в войне, может вместо этого лишить проигравшего уровня башни.
kingdoms-token-fort = форт
kingdoms-token-fort-tip = Войны владельца в роли нападающего стоят на 2 меньше (кроме войны за сам регион форта).
kingdoms-token-town = город
kingdoms-token-town-tip = +1 ПО в конце каждому владельцу этого региона.
kingdoms-token-treasure = сокровище
kingdoms-token-treasure-tip = Нашедший получает 2 ресурса на выбор.
kingdoms-token-unknown-tip = Закрытый жетон исследования: первый вошедший подданный переворачивает его.
kingdoms-war-alliance = Оба показали белый флаг: союз!
kingdoms-war-attacker = Нападающий
kingdoms-war-bid-tip = Ставка { $n }: вы платите её (за вычетом скидок) при победе и при поражении.
kingdoms-war-cannot_pay = Эту ставку не оплатить: мана считается за 2, руда за 1.
kingdoms-war-choose = Выберите тайную ставку. Ваша военная сила: { $value } (мана ×2 + руда).
kingdoms-war-defender = Защитник
kingdoms-war-flag = Флаг
kingdoms-war-flag-tip = Белый флаг считается за 0. Если оба его покажут (3+ игрока), вы станете союзниками.
kingdoms-war-keys = Клавиши: F — флаг, { $keys } — ставка, стрелки + Enter; Esc — посмотреть на поле
kingdoms-war-open = Сделать военную ставку
kingdoms-war-reminder = Обе стороны платят свою ставку при любом исходе (способности могут изменить цену). Побеждает большая ставка; при равенстве — защитник.
kingdoms-war-reveal = Ставки открыты
kingdoms-war-title = Война: { $region }!
kingdoms-war-vs = против
kingdoms-war-winner = { $player } { FORM($player) ->
        [plural] побеждают
       *[other] побеждает
    } в войне
kingdoms-why-expand = Расширяться можно только туда, где ваш подданный стоит один.
kingdoms-why-full = Регион заполнен: в нём уже 2 подданных.
kingdoms-why-impassable = { $terrain }: сюда входить нельзя.
kingdoms-why-not_now = Этот регион сейчас выбрать нельзя.
kingdoms-why-not_reachable = Туда сейчас не может пойти ни один ваш подданный (не соседний регион, река, последний подданный или война, которую не оплатить).
kingdoms-why-not_selecting = Действие выбирает только активный игрок в начале хода.
kingdoms-why-not_your_turn = Сейчас решаете не вы.
kingdoms-why-retreat = Отступать можно только в свободный регион той же карты.
kingdoms-why-shield = На этом действии уже лежит щит в этом цикле.
kingdoms-why-spectator = В этой партии играют только боты; вы наблюдаете.
kingdoms-why-start = Начинать нужно в доступном регионе своей домашней карты.
kingdoms-why-use_panel = Это решение принимается на панели справа.
kingdoms-name = Королевства
kingdoms-blurb = Борьба за территории: расселяйте подданных, стройте башню, изучайте магию и решайте войны тайными ставками.
kingdoms-setup-maps = Ваши карты
kingdoms-setup-maps-tip = Играть с вашей стороной { $side } вместо официальной (файл .tmx в папке maps вашей папки данных).
kingdoms-setup-maps-broken = Вашу карту нельзя использовать: { $error }
kingdoms-art-title = «Королевства»: гербы всех фракций и жетоны исследования

# an action the selecting player cannot carry out now: said on its tile, in its tip, and before it is taken
kingdoms-idle-build-top = Ваша башня уже достроена: «Стройка» сейчас ничего не даст.
kingdoms-idle-build-ore = Руды нужно { $cost }, а у вас { $have }: «Стройка» сейчас ничего не даст.
kingdoms-idle-research-top = Ваша магия уже на высшем уровне: действие «Магия» сейчас ничего не даст.
kingdoms-idle-research-mana = Маны нужно { $cost }, а у вас { $have }: действие «Магия» сейчас ничего не даст.
kingdoms-idle-expand-supply = Все ваши подданные уже на поле: «Расширение» сейчас ничего не даст.
kingdoms-idle-expand-alone = Ни один ваш подданный не стоит в регионе один: «Расширение» сейчас ничего не даст.
kingdoms-idle-expand-food = Еды нужно { $cost }, а у вас { $have }: «Расширение» сейчас ничего не даст.
kingdoms-idle-trade-none = Вам нечего обменять: «Обмен» сейчас ничего не даст.
kingdoms-idle-confirm = { $why } Выберите его ещё раз, чтобы всё же взять: щит закроет это действие для остальных.
# the secret bid when no bid can be paid: only the flag has a key
kingdoms-war-keys-flag_only = Клавиши: F — флаг, стрелки + Enter; Esc — посмотреть на поле
