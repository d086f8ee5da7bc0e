### kingdoms_ui (uk)

kingdoms-action-build = Будівництво
kingdoms-action-build-tip = Підняти вежу на рівень; рівень L коштує L руди.
kingdoms-action-expand = Розширення
kingdoms-action-expand-tip = Додати підданого в регіон, де ваш підданий стоїть сам; коштує стільки їжі, скільки ваших підданих буде на полі.
kingdoms-action-patrol = Патруль
kingdoms-action-patrol-tip = Пересунути підданого в сусідній регіон тієї ж карти (не через річку) або підняти перекинутого.
kingdoms-action-quest = Похід
kingdoms-action-quest-tip = Пересунути підданого з крайового регіону в крайовий регіон іншої карти.
kingdoms-action-research = Магія
kingdoms-action-research-tip = Підняти магію на рівень за ману й відкрити наступну здібність фракції.
kingdoms-action-trade = Обмін
kingdoms-action-trade-tip = Обміняти кілька одиниць одного ресурсу на стільки ж іншого.
kingdoms-board-action_banner = { $player } { FORM($player) ->
        [plural] вибирають
       *[other] вибирає
    } дію «{ $action }».
kingdoms-board-action_card = Карта дій — щитів лишилося: { $n }
kingdoms-board-captured = захоплено: { $n }
kingdoms-board-click_to = Клацання: { $choice }
kingdoms-board-decision = Рішення
kingdoms-board-edge_region = Крайовий регіон: звідси й сюди ходять у похід.
kingdoms-board-faction_hint = Кожен вивчений рівень магії відкриває наступну здібність.
kingdoms-board-home_of = { $player } — карта { $card }
kingdoms-board-last_round = Останнє коло!
kingdoms-board-last_round_banner = Останнє коло: гра закінчиться, коли карту дій треба буде очистити.
kingdoms-board-lost_kingdom = Загублене королівство — карта { $card }
kingdoms-board-meeples = на полі { $n } · у запасі { $supply }
kingdoms-board-next = Ще ▶
kingdoms-board-no_faction = фракцію ще не вибрано
kingdoms-board-pick_button = Виберіть нижче (або натисніть цифру).
kingdoms-board-pick_region = Клацніть по регіону, що світиться, або виберіть нижче.
kingdoms-board-picked = Вибрано: { $region }. Тепер виберіть наступний регіон (правий клац — спочатку).
kingdoms-board-prev = ◀ Назад
kingdoms-board-resolving = Гра обробляє хід…
kingdoms-board-setup = Підготовка
kingdoms-board-side = Сторона { $card }
kingdoms-board-tower_card = Вежа
kingdoms-board-tower_vp = { $vp } ПО
kingdoms-board-waiting = Чекаємо: { $who }…
kingdoms-board-war_banner = Війна: { $region } — { $attacker } { FORM($attacker) ->
        [plural] нападають
       *[other] нападає
    }, { $defender } { FORM($defender) ->
        [plural] захищаються
       *[other] захищається
    }
kingdoms-board-war_bids = · ставки { $a } : { $d }
kingdoms-board-your_decision = { $player }, ваше рішення
kingdoms-board-your_turn = Ваше рішення
kingdoms-choice-bandit_pay = Відкупитися від розбійників: { $what }
kingdoms-choice-bandit_remove = Повернути підданого до запасу
kingdoms-choice-build = Збудувати рівень вежі { $level } ({ $cost ->
        [one] { $cost } руда
        [few] { $cost } руди
        [many] { $cost } руди
       *[other] { $cost } руди
    })
kingdoms-choice-church = Сховатися в церкві
kingdoms-choice-collect = Зібрати ресурси
kingdoms-choice-collect-tip = Отримати по ресурсу з кожного зайнятого регіону замість дії.
kingdoms-choice-collect_with = Зібрати, вибравши: { $extra }
kingdoms-choice-dragon-no = Не закликати дракона
kingdoms-choice-dragon-tip = Переможений втрачає рівень вежі замість підданих; його піддані відступають безкоштовно.
kingdoms-choice-dragon-yes = Закликати дракона
kingdoms-choice-expand = Розширення: { $region } ({ $food ->
        [0] безкоштовно
        [one] { $food } їжа
        [few] { $food } їжі
        [many] { $food } їжі
       *[other] { $food } їжі
    })
kingdoms-choice-lost_region = Наступним вирішити: { $region }
kingdoms-choice-nothing = Нічого не робити
kingdoms-choice-patrol = Патруль: { $src } → { $dest }
kingdoms-choice-pay = Сплатити: { $what }
kingdoms-choice-quest = Похід: { $src } → { $dest }
kingdoms-choice-relocate = Перехід: { $region }
kingdoms-choice-remove = Повернути підданого до запасу
kingdoms-choice-research = Вивчити рівень магії { $level } ({ $cost ->
        [one] { $cost } мана
        [few] { $cost } мани
        [many] { $cost } мани
       *[other] { $cost } мани
    })
kingdoms-choice-resources-suggested = Рекомендовано для першої партії.
kingdoms-choice-retreat = Відступ: { $region } ({ $food ->
        [0] безкоштовно
        [one] { $food } їжа
        [few] { $food } їжі
        [many] { $food } їжі
       *[other] { $food } їжі
    })
kingdoms-choice-side = Сторона { $side }
kingdoms-choice-stand = Підняти підданого: { $region }
kingdoms-choice-start = Почати: { $region }
kingdoms-choice-trade = Обмін { $k } { $give } → { $k } { $get }
kingdoms-choice-treasure = Узяти: { $what }
kingdoms-choice-war-tip = Цей хід почне війну: у регіоні { $region } { FORM($player) ->
        [plural] стоять
       *[other] стоїть
    } { $player }.
kingdoms-faction-level = Рівень { $level }:
kingdoms-player-neutral = Нейтральні
    .form = plural
kingdoms-prompt-act_active = { $who }: дія «{ $action }» — виконати або нічого не робити.
kingdoms-prompt-act_other = { $who }: теж виконати дію «{ $action }» або зібрати ресурси.
kingdoms-prompt-bandit = { $who }: розбійники! Сплатити 2 ресурси або втратити підданого (останнього — ніколи).
kingdoms-prompt-bid = Війна! { $who } { FORM($who) ->
        [plural] роблять таємні ставки
       *[other] робить таємну ставку
    }.
kingdoms-prompt-dragon = { $who } { FORM($who) ->
        [plural] можуть
       *[other] може
    } закликати дракона.
kingdoms-prompt-faction = { $who } { FORM($who) ->
        [plural] вибирають
       *[other] вибирає
    } фракцію.
kingdoms-prompt-fate = { $who }: війну програно — відступити або залишити регіон.
kingdoms-prompt-lost_region = { $who } { FORM($who) ->
        [plural] вибирають
       *[other] вибирає
    }, який програний регіон вирішити наступним.
kingdoms-prompt-pay = { $who } { FORM($who) ->
        [plural] вибирають
       *[other] вибирає
    }, чим сплатити за війну.
kingdoms-prompt-resources = { $who } { FORM($who) ->
        [plural] вибирають
       *[other] вибирає
    } стартові ресурси (разом 6).
kingdoms-prompt-select = { $who } { FORM($who) ->
        [plural] вибирають
       *[other] вибирає
    } дію.
kingdoms-prompt-side = { $who } { FORM($who) ->
        [plural] вибирають
       *[other] вибирає
    } бік домашньої карти.
kingdoms-prompt-start = { $who } { FORM($who) ->
        [plural] вибирають
       *[other] вибирає
    } стартовий регіон для 2 підданих.
kingdoms-prompt-token_regions = { $who } { FORM($who) ->
        [plural] вибирають
       *[other] вибирає
    } 3 регіони для жетонів дослідження.
kingdoms-prompt-treasure = { $who }: скарб! Виберіть 2 ресурси.
kingdoms-reason-magic = магія 5-го рівня
kingdoms-reason-meeples = усі 7 підданих на полі
kingdoms-reason-tower = вежа 6-го рівня
kingdoms-region-name = { $terrain } ({ $card })
kingdoms-res-count-food = { $n ->
        [one] { $n } їжа
        [few] { $n } їжі
        [many] { $n } їжі
       *[other] { $n } їжі
    }
kingdoms-res-count-mana = { $n ->
        [one] { $n } мана
        [few] { $n } мани
        [many] { $n } мани
       *[other] { $n } мани
    }
kingdoms-res-count-ore = { $n ->
        [one] { $n } руда
        [few] { $n } руди
        [many] { $n } руди
       *[other] { $n } руди
    }
kingdoms-res-food = їжа
kingdoms-res-mana = мана
kingdoms-res-nothing = нічого
kingdoms-res-ore = руда
kingdoms-rules-actions-body =
    • Патруль: пересуньте підданого в сусідній регіон тієї ж карти (не через річку) або підніміть перекинутого.
    • Похід: пересуньте підданого з крайового регіону його карти в крайовий регіон іншої карти.
    • Будівництво: підніміть вежу на рівень; рівень L коштує L руди.
    • Дослідження: підніміть магію на рівень; рівень L коштує L мани (менше — лише якщо так сказано у здібності фракції). Кожен рівень відкриває наступну здібність фракції.
    • Розширення: виставте підданого із запасу в регіон, де ваш підданий стоїть сам; коштує стільки їжі, скільки ваших підданих буде на полі після цього.
    • Обмін: обміняйте кілька одиниць одного ресурсу на стільки ж іншого.

    Якщо увійти в регіон із підданим іншого гравця, починається війна.
kingdoms-rules-actions-title = Шість дій
kingdoms-rules-alliances-body =
    За 3–5 гравців, якщо обидві сторони війни показали білий прапор, ніхто не платить і обидва піддані залишаються: регіон стає спільним, а гравці — союзниками.

    • Обидва союзники збирають ресурси зі спільного регіону й обидва отримують очки за спільну столицю (по 1).
    • Вхід в інший регіон союзника знову починає війну; якщо хтось ставить число, союз розпадається, і переможець забирає всі спільні регіони.
    • За 2 гравців союзів немає: прапор — це просто ставка 0.
kingdoms-rules-alliances-title = Союзи
kingdoms-rules-collect-body =
    Гравець, який не є активним, може замість вибраної дії зібрати ресурси.

    • Кожен зайнятий регіон дає один ресурс: ліс — ману, гори — руду, рівнини — їжу.
    • Столиці нічого не дають, але приносять очки наприкінці.
    • Руїни дають один ресурс на вибір.
    • Якщо у вас на полі лише один підданий, ви отримуєте додатковий ресурс.
    • Більше 9 не буває.
kingdoms-rules-collect-title = Збір ресурсів
kingdoms-rules-controls-body =
    Усе можна робити мишею або лише клавіатурою.

    • Tab / стрілки: перехід між варіантами; Enter або пробіл: підтвердити.
    • Цифри 1–9: вибрати варіант із цим номером на панелі рішень.
    • На полі доступні регіони підсвічуються під час наведення; клацання по іншому регіону пояснює, чому його не можна вибрати.
    • U або Ctrl+Z: скасувати своє останнє рішення у грі проти ботів (але не після відкриття ставки чи жетона).
    • S: зберегти партію. Esc: меню гри (зберегти, завантажити, правила, налаштування, вийти).
    • L: показати або сховати журнал; коліщатко миші над ним або PageUp / PageDown гортають назад (End: до останніх рядків). Якщо список варіантів має сторінки, PageUp / PageDown гортають його, а Shift+PageUp / PageDown — журнал. H: історія — уся партія хід за ходом.
    • F1: ці правила. F11: повний екран. M: звук увімк./вимк.
kingdoms-rules-controls-title = Керування
kingdoms-rules-end-body =
    Коли в гравця всі 7 підданих на полі, вежа 6-го рівня або магія 5-го, запускається кінець гри. Гра триває, доки карта дій не має очиститися; тоді партія закінчується.

    • Спершу прибираються піддані в руїнах.
    • 1 очко за кожного підданого на полі.
    • 1 очко за рівень магії плюс бонус фракції за 5-й рівень.
    • Очки вежі: 0, 1, 2, 3, 5, 7, 10 за рівні від 0 до 6.
    • Столиці: 2 очки, якщо самі, 1 — якщо спільні.
    • Корона 2, місто 1 за регіон; за 2 гравців — 1 за кожен регіон Загубленого королівства та за кожного захопленого нейтрального підданого.

    За рівності порівнюють підданих на полі, потім вежу, потім магію, потім суму ресурсів.
kingdoms-rules-end-title = Кінець і підрахунок
kingdoms-rules-goal-body =
    Кожен гравець править невеликим королівством на своїй карті території. Розселяйте підданих по регіонах, видобувайте ману, руду та їжу, будуйте вежу й вивчайте магію своєї фракції.

    Гра закінчується після того, як хтось виставить усіх 7 підданих, добудує вежу до 6-го рівня або вивчить магію до 5-го. Перемагає гравець із найбільшою кількістю переможних очок.

    • На початку кожен має 2 підданих в одному регіоні та 6 ресурсів.
    • У регіоні вміщується не більше 2 підданих.
    • Кожного ресурсу може бути від 0 до 9.
kingdoms-rules-goal-title = Мета гри
kingdoms-rules-icon-food = їжа (рівнини)
kingdoms-rules-icon-magic = рівень магії
kingdoms-rules-icon-mana = мана (ліс)
kingdoms-rules-icon-ore = руда (гори)
kingdoms-rules-icon-tower = рівень вежі
kingdoms-rules-icon-vp = переможні очки
kingdoms-rules-terrain-body =
    • Ліс (дерева): дає ману.
    • Гори (сніжні вершини): дають руду.
    • Рівнини (пшениця): дають їжу.
    • Столиця (замок): нічого не дає; наприкінці 2 очки, якщо ви володієте нею самі, 1 — якщо разом із союзником.
    • Руїни (зламані колони): підданий, що увійшов, перекидається, і його треба підняти патрулем, перш ніж він зможе рухатися; руїни дають один ресурс на вибір; піддані в руїнах прибираються перед підрахунком.
    • Вода (хвилі) та скелі (каміння): входити не можна.
    • Річки (сині лінії): регіони по різні боки річки не сусідять для патруля.
    • Крайові регіони торкаються краю карти; похід веде з крайового регіону в крайовий регіон іншої карти.
kingdoms-rules-terrain-title = Місцевість
kingdoms-rules-title = Правила «Королівств»
kingdoms-rules-token-hidden = закритий
kingdoms-rules-tokens-body =
    У варіанті з дослідженням у регіонах лежать закриті жетони (показано як «?»). Перший підданий, що увійшов у регіон, перевертає жетон.

    • Корона: 2 очки; переходить до того, хто переможе її власника у війні.
    • Скарб: отримайте 2 ресурси на вибір.
    • Розбійники: сплатіть 2 ресурси або поверніть підданого до запасу. Останнього підданого гравця не повертають ніколи: він сплачує 2 або все, що має, якщо менше.
    • Лігво дракона: якщо ви його контролюєте й перемогли у війні, можете замість цього позбавити переможеного рівня вежі.
    • Табір: на один ресурс більше під час збору з цього регіону.
    • Форт: поки ви контролюєте його регіон, ваші війни в ролі нападника коштують на 2 менше. Напад на сам регіон форту знижки не дає: він належить захисникові, доки війну не виграно.
    • Місто: на 1 очко більше наприкінці.
    • Церква: один раз підданий, якого прибрали б після програної війни, може піти туди.
    • Порожній жетон: нічого не відбувається.
kingdoms-rules-tokens-title = Жетони дослідження
kingdoms-rules-turn-body =
    Активний гравець кладе щит на одну з шести дій карти дій, на якій ще немає щита. Потім він може виконати цю дію або нічого не робити.

    Після цього кожен інший гравець за годинниковою стрілкою або виконує ту саму дію, або збирає ресурси.

    • Щитів п’ять, а дій шість, тож одна дія в кожному циклі лишається невибраною.
    • Коли на карті лежать усі п’ять щитів, на початку наступного ходу її очищують.
    • За п’яти гравців той, хто очищує карту, пропускає решту цього ходу.
    • Потім активним стає наступний гравець за годинниковою стрілкою.
kingdoms-rules-turn-title = Хід
kingdoms-rules-war-body =
    Війна починається, коли підданий входить у регіон із підданим іншого гравця.

    • Обидві сторони одночасно й таємно роблять ставку: білий прапор (0) або від 1 до 11. Ставити можна лише те, що можете сплатити: мана рахується за 2, руда за 1.
    • Ставки відкриваються. Перемагає більша ставка; за рівності перемагає захисник.
    • Обидві сторони сплачують свої ставки (здібності фракцій можуть зменшити або збільшити ціну).
    • Підданий переможеного має піти: відступити у вільний регіон тієї ж карти, сплативши стільки їжі, скільки в нього підданих на полі, або повернутися до запасу.
    • Останнього підданого гравця на полі атакувати не можна, і останній підданий не може нападати.

    У грі за одним екраном екран закривається, поки кожен вибирає ставку, щоб ніхто не бачив чужої.
kingdoms-rules-war-title = Війна
kingdoms-score-capitals = Столиці
kingdoms-score-captured = Захоплені нейтральні
kingdoms-score-crit-0 = піддані на полі
kingdoms-score-crit-1 = рівень вежі
kingdoms-score-crit-2 = рівень магії
kingdoms-score-crit-3 = залишок ресурсів
kingdoms-score-crit-none = усі додаткові показники рівні
kingdoms-score-crown = Корона
kingdoms-scoring-decided = Рівність очок; вирішили { $criterion }.
kingdoms-score-faction = Бонус фракції
kingdoms-score-lost_kingdom = Регіони Загубленого королівства
kingdoms-score-magic = Рівні магії
kingdoms-score-meeples = Піддані на полі
kingdoms-score-tb-magic = 3. рівень магії
kingdoms-score-tb-meeples = 1. піддані на полі
kingdoms-score-tb-resources = 4. залишок ресурсів
kingdoms-score-tb-tower = 2. рівень вежі
kingdoms-score-tower = Вежа
kingdoms-score-towns = Міста
kingdoms-setup-exploration = Жетони дослідження
kingdoms-variant-exploration = Жетони дослідження
kingdoms-setup-exploration-tip = Варіант із закритими жетонами в регіонах: корони, скарби, розбійники, форти тощо.
kingdoms-setup-faction-at_table = Вибір за столом
kingdoms-setup-faction-pick = Місце { $n }: оберіть фракцію
kingdoms-setup-faction-pick_hint = Наведіть на фракцію, щоб прочитати її п’ять здібностей; натисніть на неї або Enter, щоб обрати. Esc залишає попередній вибір.
kingdoms-setup-faction-random = Випадкова фракція
kingdoms-setup-faction-random-tip = Фракцію буде видано випадково на початку партії. Натисніть кнопку фракції, щоб вибрати її та прочитати п’ять здібностей.
kingdoms-setup-faction-taken = Ця фракція вже в місця { $n }.
kingdoms-setup-faction-tip = Натисніть, щоб обрати фракцію зі списку (з її п’ятьма здібностями), або залиште вибір випадку.
kingdoms-setup-factions = Фракції
kingdoms-setup-factions-choice = Вибрати по черзі за столом
kingdoms-setup-factions-deal = Задати тут
kingdoms-setup-factions-tip = Задайте фракцію кожного місця тут (або залиште випадковою) чи нехай кожен вибере по черзі на початку партії.
kingdoms-setup-hint = Потім за столом кожен вибирає бік своєї домашньої карти, 6 стартових ресурсів і стартовий регіон; боти вибирають самі. Кожен пункт має підказку; Tab і Enter працюють усюди. Партія зберігається після кожного ходу.
kingdoms-setup-lost_kingdom = Два гравці: додається третя карта — Загублене королівство — з нейтральним підданим у кожному регіоні. Захоплюйте їх у війнах заради очок.
kingdoms-setup-sides = Боки карт
kingdoms-setup-sides-random = Випадково
kingdoms-setup-sides-table = Вибрати за столом
kingdoms-setup-sides-tip = Кожна домашня карта має два боки. Гравці можуть вибрати свій на початку або довіритися випадковому вибору.
kingdoms-setup-title = Нова гра «Королівства»
kingdoms-split-confirm = Почати з: { $what }
kingdoms-split-full = У вас уже 6 ресурсів: спершу зменште інший.
kingdoms-split-need = Стартові ресурси мають разом давати рівно 6.
kingdoms-split-total = Разом { $n } із 6
kingdoms-terrain-capital = Столиця
kingdoms-terrain-capital-tip = Нічого не дає, але наприкінці приносить 2 ПО, якщо ви володієте нею самі (1 — якщо разом).
kingdoms-terrain-crags = Скелі
kingdoms-terrain-crags-tip = Входити в скелі не можна (якщо цього не дозволяє здібність фракції).
kingdoms-terrain-forest = Ліс
kingdoms-terrain-forest-tip = Дає 1 ману під час збору.
kingdoms-terrain-mountain = Гори
kingdoms-terrain-mountain-tip = Дає 1 руду під час збору.
kingdoms-terrain-plains = Рівнина
kingdoms-terrain-plains-tip = Дає 1 їжу під час збору.
kingdoms-terrain-ruins = Руїни
kingdoms-terrain-ruins-tip = Піддані, що увійшли, перекидаються; дає 1 ресурс на вибір; піддані тут прибираються перед підрахунком.
kingdoms-terrain-water = Вода
kingdoms-terrain-water-tip = Входити у воду не можна (якщо цього не дозволяє здібність фракції).
kingdoms-token-bandit = розбійники
kingdoms-token-bandit-tip = Той, хто знайшов, сплачує 2 ресурси або повертає підданого до запасу; останній підданий завжди лишається (сплачує скільки може).
kingdoms-token-blank = порожній жетон
kingdoms-token-blank-tip = Без ефекту.
kingdoms-token-camp = табір
kingdoms-token-camp-tip = На один ресурс більше, коли власник збирає з цього регіону.
kingdoms-token-church = церква
kingdoms-token-church-tip = Один раз підданий, якого прибрали б після поразки, може сховатися тут.
kingdoms-token-crown = корона
kingdoms-token-crown-tip = 2 ПО наприкінці; переходить до переможця власника у війні.
kingdoms-token-dragon_lair = лігво дракона
kingdoms-token-dragon_lair-tip = Його власник, перемігши у війні, може натомість позбавити переможеного рівня вежі.
kingdoms-token-fort = форт
kingdoms-token-fort-tip = Війни власника в ролі нападника коштують на 2 менше (крім війни за сам регіон форту).
kingdoms-token-town = місто
kingdoms-token-town-tip = +1 ПО наприкінці кожному власнику цього регіону.
kingdoms-token-treasure = скарб
kingdoms-token-treasure-tip = Той, хто знайшов, отримує 2 ресурси на вибір.
kingdoms-token-unknown-tip = Закритий жетон дослідження: перший підданий, що увійшов, перевертає його.
kingdoms-war-alliance = Обидва показали білий прапор: союз!
kingdoms-war-attacker = Нападник
kingdoms-war-bid-tip = Ставка { $n }: ви сплачуєте її (за вирахуванням знижок) і в разі перемоги, і в разі поразки.
kingdoms-war-cannot_pay = Цю ставку не сплатити: мана рахується за 2, руда за 1.
kingdoms-war-choose = Виберіть таємну ставку. Ваша військова сила: { $value } (мана ×2 + руда).
kingdoms-war-defender = Захисник
kingdoms-war-flag = Прапор
kingdoms-war-flag-tip = Білий прапор рахується за 0. Якщо обидва його покажуть (3+ гравці), ви станете союзниками.
kingdoms-war-keys = Клавіші: F — прапор, { $keys } — ставка, стрілки + Enter; Esc — подивитися на поле
kingdoms-war-open = Зробити військову ставку
kingdoms-war-reminder = Обидві сторони сплачують свою ставку за будь-якого результату (здібності можуть змінити ціну). Перемагає більша ставка; за рівності — захисник.
kingdoms-war-reveal = Ставки відкрито
kingdoms-war-title = Війна: { $region }!
kingdoms-war-vs = проти
kingdoms-war-winner = { $player } { FORM($player) ->
        [plural] перемагають
       *[other] перемагає
    } у війні
kingdoms-why-expand = Розширюватися можна лише туди, де ваш підданий стоїть сам.
kingdoms-why-full = Регіон заповнений: у ньому вже 2 піддані.
kingdoms-why-impassable = { $terrain }: сюди входити не можна.
kingdoms-why-not_now = Цей регіон зараз вибрати не можна.
kingdoms-why-not_reachable = Туди зараз не може піти жоден ваш підданий (не сусідній регіон, річка, останній підданий або війна, яку не сплатити).
kingdoms-why-not_selecting = Дію вибирає лише активний гравець на початку ходу.
kingdoms-why-not_your_turn = Зараз вирішуєте не ви.
kingdoms-why-retreat = Відступати можна лише у вільний регіон тієї ж карти.
kingdoms-why-shield = На цій дії вже лежить щит у цьому циклі.
kingdoms-why-spectator = У цій партії грають лише боти; ви спостерігаєте.
kingdoms-why-start = Починати треба в доступному регіоні своєї домашньої карти.
kingdoms-why-use_panel = Це рішення ухвалюється на панелі праворуч.
kingdoms-name = Королівства
kingdoms-blurb = Боротьба за території: розселяйте підданих, будуйте вежу, вивчайте магію й вирішуйте війни таємними ставками.
kingdoms-setup-maps = Ваші мапи
kingdoms-setup-maps-tip = Грати з вашою стороною { $side } замість офіційної (файл .tmx у теці maps вашої теки даних).
kingdoms-setup-maps-broken = Вашу мапу не можна використати: { $error }
kingdoms-art-title = «Королівства»: герби всіх фракцій і жетони дослідження

# an action the selecting player cannot carry out now: said on its tile, in its tip, and before it is taken
kingdoms-idle-build-top = Вашу вежу вже добудовано: «Будівництво» зараз нічого не дасть.
kingdoms-idle-build-ore = Руди потрібно { $cost }, а у вас { $have }: «Будівництво» зараз нічого не дасть.
kingdoms-idle-research-top = Ваша магія вже на найвищому рівні: дія «Магія» зараз нічого не дасть.
kingdoms-idle-research-mana = Мани потрібно { $cost }, а у вас { $have }: дія «Магія» зараз нічого не дасть.
kingdoms-idle-expand-supply = Усі ваші піддані вже на полі: «Розширення» зараз нічого не дасть.
kingdoms-idle-expand-alone = Жоден ваш підданий не стоїть у регіоні сам: «Розширення» зараз нічого не дасть.
kingdoms-idle-expand-food = Їжі потрібно { $cost }, а у вас { $have }: «Розширення» зараз нічого не дасть.
kingdoms-idle-trade-none = Вам нема чого обміняти: «Обмін» зараз нічого не дасть.
kingdoms-idle-confirm = { $why } Виберіть її ще раз, щоб усе ж узяти: щит закриє цю дію для інших.
# the secret bid when no bid can be paid: only the flag has a key
kingdoms-war-keys-flag_only = Клавіші: F — прапор, стрілки + Enter; Esc — подивитися на поле
