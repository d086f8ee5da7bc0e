### galaxies_ui (uk)

galaxies-name = Галактики
galaxies-blurb = Кубики, планети й перегони колонізації.
galaxies-colour-white = Білі
    .form = plural
galaxies-colour-blue = Сині
    .form = plural
galaxies-colour-purple = Фіолетові
    .form = plural
galaxies-colour-orange = Помаранчеві
    .form = plural
galaxies-colour-black = Чорні
    .form = plural
galaxies-planet-none = порожнє місце
galaxies-action-move = Політ
galaxies-action-acquire_energy = Енергія
galaxies-action-acquire_culture = Культура
galaxies-action-advance_diplomacy = Дипломатія
galaxies-action-advance_economy = Економіка
galaxies-action-utilize_colony = Освоєння
galaxies-face-move = політ
galaxies-face-acquire_energy = енергія
galaxies-face-acquire_culture = культура
galaxies-face-advance_diplomacy = дипломатія
galaxies-face-advance_economy = економіка
galaxies-face-utilize_colony = освоєння
galaxies-action-move-tip = Перемістіть один свій корабель: висадка на планету (з її дією), вихід на її орбіту або повернення додому.
galaxies-action-acquire_energy-tip = Отримайте 1 енергію за кожен свій корабель біля енергетичної планети та за кожен корабель удома.
galaxies-action-acquire_culture-tip = Отримайте 1 культуру за кожен свій корабель біля планети культури.
galaxies-action-advance_diplomacy-tip = Просуньте свій корабель на 1 крок дипломатичною доріжкою; наприкінці він колонізує планету.
galaxies-action-advance_economy-tip = Просуньте свій корабель на 1 крок економічною доріжкою; наприкінці він колонізує планету.
galaxies-action-utilize_colony-tip = Покращте імперію (за енергію або культуру) чи використайте дію однієї зі своїх колоній.
galaxies-res-energy = енергія
galaxies-res-culture = культура
galaxies-track-diplomacy = Дипломатія
galaxies-track-economy = Економіка
galaxies-planet-info = { $name }: { $vp } ПО. Кораблі тут видобувають: { $resource }; колонізація доріжкою «{ $track }» ({ $length ->
        [one] { $length } крок
        [few] { $length } кроки
        [many] { $length } кроків
       *[other] { $length } кроку
    }). Дія планети. { $effect }
galaxies-mission-info = Таємна місія «{ $name }» ({ $vp } ПО). { $text }
galaxies-ladder-level = Рівень { $level }: { $dice ->
        [one] { $dice } кубик
        [few] { $dice } кубики
        [many] { $dice } кубиків
       *[other] { $dice } кубика
    }, { $vp } ПО. Атака. { $attack }
galaxies-ladder-skull = Рівень { $level }: череп. Дійшовши до нього, ворожа галактика перемагає.
galaxies-slot = місце { $n }
galaxies-dest-surface = сідає на планету
galaxies-dest-orbit = виходить на орбіту планети
galaxies-dest-home = летить додому з планети
galaxies-how-vp = (набрано 21 ПО)
galaxies-how-skull = (ворожа галактика дійшла до черепа)
galaxies-attack-drain = втрата ресурсів
galaxies-attack-hoard = накопичення
galaxies-attack-jam = перешкоди: на кубик менше наступного ходу
galaxies-attack-plunder = грабунок
galaxies-attack-push = ривок доріжками
galaxies-attack-repel = відкидання ваших кораблів
galaxies-ship-fleet = у резерві
galaxies-ship-mat = удома
galaxies-ship-surface = на планеті { $planet }
galaxies-ship-orbit = на орбіті планети { $planet }, крок { $pos }
galaxies-from-mat = з дому
galaxies-from-fleet = з резерву
galaxies-from-surface = з планети { $planet }
galaxies-from-orbit = з орбіти планети { $planet }
galaxies-prompt-main = Ваш хід: клацніть кубик, потім підсвічену ціль (або «Використати»). Перекидання, конвертер і кінець ходу — праворуч.
galaxies-prompt-move = Політ: оберіть корабель, потім куди він летить (підсвічено на планетах).
galaxies-prompt-land = Ви сіли на планету { $planet }: використати її дію?
galaxies-prompt-advance = { $track }: який корабель просувається (+{ $steps })?
galaxies-prompt-advance_any = Який ваш корабель на орбіті просувається (+{ $steps })?
galaxies-prompt-utilize = Освоєння: покращити імперію або використати колонію.
galaxies-prompt-convert = Скільки обміняти?
galaxies-prompt-steal = У якого суперника забрати?
galaxies-prompt-advance_rival = Ефект суперника: який ваш корабель просувається?
galaxies-prompt-regress = Який корабель суперника відкинути?
galaxies-prompt-shift_back = Який ваш корабель відступає на 1 крок?
galaxies-prompt-shift_forward = Який інший корабель просувається на 1 крок?
galaxies-prompt-relocate = Який корабель і на яку доріжку перевести?
galaxies-prompt-recall = Який корабель повернути додому і за який ресурс?
galaxies-prompt-upgrade_pay = Як сплатити покращення?
galaxies-prompt-reroll = Які вільні кубики перекинути безкоштовно?
galaxies-prompt-set_die = Який кубик і на яку грань повернути?
galaxies-prompt-set_face = Конвертер, крок 2: поверніть третій кубик на будь-яку грань.
galaxies-prompt-discard_dice = Які два кубики віддати?
galaxies-prompt-repeat = Яку дію повторити?
galaxies-prompt-replace = Яку планету в ряду замінити?
galaxies-prompt-borrow = Дію якої планети використати?
galaxies-prompt-free_action = Яку дію виконати без кубика?
galaxies-prompt-shared = Суперник безкоштовно ділиться дією «{ $action }»: виконати?
galaxies-prompt-force_reroll = { $hostile } кидає кубик: «{ $face }». Сплатити 1 енергію та 1 культуру за перекидання? (F — так, P — ні)
galaxies-prompt-copy = { $hostile } застосовує кубик «{ $face }». Повторити за 1 культуру? (F — так, P — ні)
galaxies-prompt-follow = { $player } { FORM($player) ->
        [plural] застосовують
       *[other] застосовує
    } кубик «{ $action }». Повторити за { $cost ->
        [one] { $cost } культуру
        [few] { $cost } культури
        [many] { $cost } культури
       *[other] { $cost } культури
    }? (F — повторити, P — пас)
galaxies-prompt-keep_mission = Залиште одну з двох таємних місій.
galaxies-prompt-over = Гру закінчено.
galaxies-prompt-showing = { FORM($player) ->
        [plural] Ходять
       *[other] Ходить
    } { $player }, крок за кроком…
galaxies-prompt-draft_wait = Усі обирають таємну місію…
galaxies-prompt-bot = { $player } { FORM($player) ->
        [plural] думають…
       *[other] думає…
    }
galaxies-prompt-bot_follow = { $active }: «{ $action }». { $player } { FORM($player) ->
        [plural] вирішують
       *[other] вирішує
    }, чи повторити цю дію…
galaxies-prompt-bot_other = Хід: { $active }. Вирішує бот: { $player }…
galaxies-prompt-wait = Чекаємо: { $player }…
galaxies-opt-move-home = Додому (з: { $origin })
galaxies-opt-move-surface = Посадка: { $planet }
galaxies-opt-move-orbit = Орбіта: { $planet }
galaxies-opt-ship = Корабель { $where }
galaxies-opt-with_origin = { $option } — { $origin }
galaxies-opt-back = Назад: корабель { $where }
galaxies-opt-forward = Уперед: корабель { $where }
galaxies-opt-target = { $player }: корабель { $where }
galaxies-opt-relocate = Корабель { $where } → { $planet }
galaxies-opt-recall = Повернути корабель { $where }: { $resource }
galaxies-opt-upgrade = Покращити до рів. { $level }: { $resource } { $cost }
galaxies-opt-colony = Колонія: { $planet }
galaxies-opt-use_planet = Використати планету { $planet }
galaxies-opt-borrow-row = Використати планету { $planet } (ряд)
galaxies-opt-borrow = { $planet } ({ $player })
galaxies-opt-replace = Замінити планету { $planet }
galaxies-opt-k = Обміняти { $n }
galaxies-opt-pay = Сплатити: енергія { $energy } + культура { $culture }
galaxies-opt-repeat = Повторити: { $action }
galaxies-opt-set_face = Кубик { $die } → { $face }
galaxies-opt-set_face-keep = Залишити кубик { $die }: { $face }
galaxies-opt-reroll = Перекинути кубики { $dice }
galaxies-opt-discard = Віддати кубики { $dice }
galaxies-opt-activate = Кубик { $die }: { $action }
galaxies-opt-convert = Конвертер: кубики { $a } і { $b }
galaxies-opt-skip = Пропустити
galaxies-opt-done = Готово
galaxies-opt-follow = Повторити (F)
galaxies-opt-pass = Пас (P)
galaxies-opt-take = Виконати (F)
galaxies-opt-decline = Відмовитися (P)
galaxies-opt-force_reroll = Перекинути (F)
galaxies-opt-let = Залишити (P)
galaxies-opt-copy = Повторити (F)
galaxies-opt-end = Кінець ходу
galaxies-why-die-move = жоден корабель не може летіти.
galaxies-why-die-acquire_energy = нічого не дасть (немає кораблів удома чи біля енергетичних планет, або енергія повна).
galaxies-why-die-acquire_culture = нічого не дасть (немає кораблів біля планет культури, або культура повна).
galaxies-why-die-advance_diplomacy = жодного вашого корабля на дипломатичній доріжці.
galaxies-why-die-advance_economy = жодного вашого корабля на економічній доріжці.
galaxies-why-die-utilize_colony = не можна ні сплатити покращення, ні використати колонію.
galaxies-undo-none = Нічого скасовувати: після вашого рішення був кидок або розкриття, а їх скасувати не можна.
galaxies-die-tip = Кубик { $n }: { $action }. { $text } Клацніть або натисніть { $n }.
galaxies-use = Використати (D)
galaxies-use-one = Застосувати: { $action } (D)
galaxies-use-tip = Застосувати обраний кубик; варіанти з'являться в панелі та на підсвічених планетах.
galaxies-reroll-label = Перекинути { $n } ({ $cost }) R
galaxies-reroll-tip = Перекинути обрані кубики (або всі вільні). Перше перекидання за хід безкоштовне, кожне наступне — 1 енергія.
galaxies-free = безкоштовно
galaxies-more = Ще ({ $page }/{ $pages })
galaxies-reroll-none = Перекинути (R)
galaxies-cost-energy = енергія { $n }
galaxies-convert-label = Конвертер: оберіть 2 (C)
galaxies-convert-go = Конвертер: { $a } + { $b } (C)
galaxies-convert-used = Конвертер зайнятий
galaxies-convert-tip = Раз за хід: покладіть два вільні кубики в конвертер (вони згорають), потім поверніть третій на будь-яку грань.
galaxies-end_turn = Кінець ходу (E)
galaxies-end_turn-tip = Завершити хід; невикористані кубики пропадають.
galaxies-score-empire = Рівень імперії (ПО)
galaxies-score-colonies = Колонії (ПО)
galaxies-score-mission = Таємна місія (ПО)
galaxies-score-tb-colonies = 1. колонії
galaxies-score-tb-level = 2. рівень імперії
galaxies-score-tb-resources = 3. енергія + культура
galaxies-score-missions = Розкриті місії
galaxies-score-hostile_level = Ворожа галактика на рівні { $level }
galaxies-score-achieved = виконана, +{ $vp }
galaxies-score-missed = не виконана
galaxies-score-colony_list = Колонії
galaxies-undo-tip = Скасувати останнє рішення (U), якщо після нього не було кидків і розкриттів.
galaxies-part-surface = поверхня
galaxies-part-orbit = орбіта
galaxies-part-card = карта
galaxies-pick-ship = Корабель { $where }
galaxies-pick-die = Кубик { $n }: { $action }
galaxies-why-not_legal = Зараз це неприпустимо.
galaxies-why-not_target = { $planet } — не ціль для цього кубика: оберіть підсвічену частину карти.
galaxies-why-pick_lit = Оберіть варіант у панелі або підсвічену частину карти.
galaxies-why-pick_die_first = Спершу оберіть кубик (клацання або { $keys }).
galaxies-why-over = Гру закінчено.
galaxies-why-showing = Зачекайте: останні ходи ще показуються.
galaxies-why-draft = Усі обирають таємну місію.
galaxies-why-wait = Зараз вирішує: { $player }.
galaxies-why-decide_first = Спершу завершіть поточний вибір (панель під кубиками).
galaxies-why-die_activated = Кубик { $n } уже використано цього ходу.
galaxies-why-die_in_converter = Кубик { $n } у конвертері: він згорів на цей хід.
galaxies-why-die_discarded = Кубик { $n } віддано цього ходу.
galaxies-why-one_die = Оберіть рівно один кубик.
galaxies-why-no_use = «{ $action }» зараз не можна застосувати: { $reason }
galaxies-why-reroll_energy = Перекидання після безкоштовного коштує 1 енергію, а її немає.
galaxies-why-converter_used = Конвертер працює раз за хід і вже використаний.
galaxies-why-converter_dice = Для конвертера потрібні три вільні кубики.
galaxies-why-convert_two = Оберіть два кубики для конвертера (клацанням або цифрами).
galaxies-mat-tip = { $name }: рівень { $level }, енергія { $energy }, культура { $culture }, { $vp } ПО. Колонії: { $colonies }.
galaxies-mat-tip_next = { " " }Наступний рівень ({ $level }): { $cost } енергії або культури; дає { $dice ->
        [one] { $dice } кубик
        [few] { $dice } кубики
        [many] { $dice } кубиків
       *[other] { $dice } кубика
    }, { $ships ->
        [one] { $ships } корабель
        [few] { $ships } кораблі
        [many] { $ships } кораблів
       *[other] { $ships } корабля
    } і { $vp } ПО.
galaxies-turn = Раунд { $round } · { $player }
galaxies-over = Гру закінчено
galaxies-hint-move = Політ: клацніть підсвічену поверхню (висадка) або орбіту (доріжка).
galaxies-hint-acquire_energy = Енергія: натисніть «Застосувати» (D).
galaxies-hint-acquire_culture = Культура: натисніть «Застосувати» (D).
galaxies-hint-advance_diplomacy = Дипломатія: клацніть підсвічену орбіту з вашим кораблем.
galaxies-hint-advance_economy = Економіка: клацніть підсвічену орбіту з вашим кораблем.
galaxies-hint-utilize_colony = Освоєння: натисніть «Застосувати» (D) або клацніть свій планшет.
galaxies-cc-title = Центр керування
galaxies-cc-follow_cost = повтор коштує { $n ->
        [one] { $n } культуру
        [few] { $n } культури
        [many] { $n } культури
       *[other] { $n } культури
    }
galaxies-die-picked = вибрано
galaxies-die-status-activated = вик.
galaxies-die-status-in_converter = конв.
galaxies-die-status-discarded = віддано
galaxies-converter = Конвертер
galaxies-action_track-title = Доріжка дій: { $hostile }
galaxies-help-over = Гру закінчено: дивіться підсумковий рахунок.
galaxies-help-showing = { FORM($player) ->
        [plural] Ходять
       *[other] Ходить
    } { $player }, крок за кроком. Пробіл або «Далі»: наступний крок одразу; «Пропустити»: решта одразу.
galaxies-help-one = Обрано: { $action }. Клацніть підсвічену ціль або D. Другий кубик — для конвертера; Esc або правий клік — скидання.
galaxies-help-one_no_use = { $why } Перекиньте цей кубик (R), оберіть другий для конвертера (C) або скиньте вибір (Esc).
galaxies-help-two = Обрано два кубики: «Конвертер» (C) або «Перекинути» (R).
galaxies-help-main = Клацніть кубик (або { $keys }), потім ціль. Суперники можуть повторити кожну вашу дію за культуру.
galaxies-help-main-solo = Клацніть кубик (або { $keys }), потім ціль. У соло ваших дій ніхто не повторює.
galaxies-help-wait = Чекаємо інших гравців.
galaxies-vp = ПО
galaxies-mat-upgrade = покращення: { $cost }
galaxies-mat-automaton = ворожа галактика
galaxies-mat-attack = Атака. { $attack }
galaxies-mat-attack-next = Рівень { $level }. { $attack }
galaxies-mat-part-empire = Шкала імперії: рівень { $level } з { $levels }. Кубиків: { $dice }, кораблів у грі: { $ships }, ПО: { $vp } (рахується лише поточний рівень). На кожній клітинці — ПО її рівня.
galaxies-mat-part-empire-next = { " " }Наступний рівень: { $cost } енергії або культури, оплата кубиком «Освоєння».
galaxies-mat-part-empire-top = { " " }Це верхній рівень: покращувати більше нічого.
galaxies-mat-part-hostile_empire = Карта галактики { $name }: рівень { $level } з { $levels }. Кубиків: { $dice }, ПО: { $vp }. Маючи 7 енергії наприкінці свого ходу, вона піднімається на рівень.
galaxies-mat-part-skull = Череп: якщо галактика { $name } підніметься на рівень { $level }, вона одразу перемагає.
galaxies-mat-part-energy = Енергія: { $n } з 7. Нею платять за покращення і за перекидання після безкоштовного.
galaxies-mat-part-culture = Культура: { $n } з 7. Нею платять 1 за повторення дії суперника.
galaxies-mat-part-culture-solo = Культура: { $n } з 7. Нею платять 1 за повторення дії ворожої галактики.
galaxies-mat-part-hostile_energy = Енергія галактики { $name }: { $n } з 7. При 7 вона піднімається на рівень на своїй карті, і енергія падає до 0.
galaxies-mat-part-hostile_culture = Культура галактики { $name }: { $n } з 7. При 7 вона кидає три бонусні кубики.
galaxies-mat-part-home = Кораблів удома: { $n }. Кожен дає 1 на кубику енергії і може летіти до планети.
galaxies-mat-part-hostile_home = Кораблів на її карті: { $n }. Кожен дає 1 на її кубиках енергії та культури.
galaxies-mat-part-fleet = Шкала флоту, кораблів в очікуванні: { $n }. Вищі рівні імперії вводять їх у гру.
galaxies-mat-part-colonies = Колонії: { $list }. ПО: { $vp }.
galaxies-mat-part-mission = Таємна місія: її відкриють і зарахують наприкінці.
galaxies-mat-part-vp = { $name }: ПО: { $vp }. Гра закінчується, коли хтось набирає 21.
galaxies-art-title = «Галактики»: планети, грані кубиків, ворожі галактики й місії
galaxies-art-dice = кубики: { $dice }
galaxies-draft-title = { $player }: ваша таємна місія
galaxies-draft-body = Залиште одну карту (клацання або 1/2); інша йде наосліп. Ніхто не бачить ваш вибір.
galaxies-draft-vp = { $vp } ПО
galaxies-draft-keep = Залишити цю місію
galaxies-setup-title = Нова гра «Галактики»
galaxies-setup-players-tip = 1 — соло проти ворожої галактики; 2–5 — люди (за одним екраном) або боти.
galaxies-setup-solo_human = У соло ви самі граєте проти ворожої галактики.
galaxies-setup-colour-tip = Колір планшета й кораблів цієї імперії.
galaxies-setup-hostile = Ваш суперник: ворожа галактика
galaxies-setup-hostile-tip = { $name }, складність { $d } з 5.
galaxies-setup-hostile-row = { $name } · складність { $d }
galaxies-setup-hostile-head = { $name } · складність { $d }/5
galaxies-setup-seed-tip = Той самий номер роздачі дає ті самі планети й кидки.
galaxies-setup-play-tip = Почати гру (Enter).
galaxies-setup-about = Кидайте кубики дій: літайте, видобувайте енергію та культуру, просувайтеся доріжками планет до колонізації. Суперники можуть повторювати ваші дії за культуру. Перша імперія з 21 ПО завершує гру; таємні місії ще можуть усе змінити.
galaxies-rules-title = Галактики: правила
galaxies-rules-goal-title = Мета
galaxies-rules-goal-body = Розвивайте галактичну імперію. Колонізовані планети й рівень імперії дають переможні очки (ПО). Коли імперія набирає 21 ПО, раунд дограється, щоб усі мали порівну ходів, потім розкриваються таємні місії, і перемагає найбільша сума.
galaxies-rules-turn-title = Хід
galaxies-rules-turn-body =
    Киньте стільки кубиків, скільки дає рівень імперії. Потім у будь-якому порядку:
    • Застосуйте кубик: клацніть його, потім ціль. Кожне застосування суперники можуть повторити.
    • Перекиньте частину вільних кубиків: перше перекидання за хід безкоштовне, наступні — по 1 енергії.
    • Конвертер, раз за хід: покладіть два вільні кубики (вони згорають) і поверніть третій на будь-яку грань.
    • Завершіть хід. Невикористані кубики пропадають.
galaxies-rules-dice-title = Кубики
galaxies-rules-dice-body = Сім спільних кубиків, на кожному шість дій (нижче). Використані кубики лежать у центрі керування до кінця ходу; кубики в конвертері згорають.
galaxies-rules-actions-title = Шість дій
galaxies-rules-actions-body =
    • Політ: один корабель сідає на планету (і може один раз застосувати її дію), виходить на її орбіту (початок доріжки) або летить додому.
    • Енергія: 1 за кожен корабель на енергетичній планеті чи біля неї, плюс 1 за кожен корабель удома.
    • Культура: 1 за кожен корабель на планеті культури чи біля неї.
    • Дипломатія / Економіка: ваш корабель на доріжці цього виду просувається на крок; на останньому кроці ви колонізуєте планету.
    • Освоєння: покращте імперію, сплативши все енергією або все культурою, чи застосуйте свою колонію.
    Кубик, який нічого не дасть, застосувати не можна.
galaxies-rules-follow-title = Повторення дій
galaxies-rules-follow-body = Після кожного застосованого кубика суперники по черзі можуть його повторити: сплатити 1 культуру й виконати ту саму дію своїми кораблями. Підказка показує ціну; відповідь — одне клацання, F — повторити, P — пас. Повтори ботів видно в журналі.
galaxies-rules-planets-title = Планети
galaxies-rules-planets-body = На карті: назва й ПО, ресурс для кораблів, поверхня (кораблі, що сіли), орбітальна доріжка дипломатії або економіки з кораблями та дія. Перший корабель у кінці доріжки колонізує планету: усі кораблі з неї летять додому, а на її місце виходить нова планета. Наведіть на карту, щоб прочитати все.
galaxies-rules-empire-title = Ваша імперія
galaxies-rules-empire-body = Ваш планшет показує рівень імперії: скільки кубиків ви кидаєте, скільки кораблів у грі та скільки ПО він вартий (рахується лише поточний рівень). Енергії й культури — не більше 7 кожної. Нові кораблі вступають одразу, нові кубики — з наступного ходу.
galaxies-rules-missions-title = Таємні місії
galaxies-rules-missions-body = При 2–5 гравцях кожен отримує дві місії й таємно залишає одну. У грі за одним екраном між гравцями екран закривається; натисніть Enter, коли дивиться лише потрібний гравець. Місії розкриваються й зараховуються наприкінці.
galaxies-rules-solo-title = Соло: ворожа галактика
galaxies-rules-solo-body = Наодинці ви граєте проти однієї з п'яти ворожих галактик (складність 1–5). У свій хід вона по одному кидає кубики на доріжку дій: виводить кораблі лише на орбіти, видобуває ресурси й атакує вас за своїм рівнем. Марний кубик перекидається один раз, потім скидається. Маючи 1 енергію та 1 культуру, ви можете змусити її перекинути; кожну її дію можна повторити за 1 культуру. При 7 енергії вона піднімається на рівень (рівень із черепом — її перемога); при 7 культурі кидає три бонусні кубики. Ви перемагаєте з 21 ПО.
galaxies-rules-end-title = Кінець і підрахунок
galaxies-rules-end-body = Гра закінчується після раунду, у якому хтось набрав 21 ПО (або скінчився ряд планет). Сума = ПО рівня імперії + ПО колоній + місія, якщо виконана. За рівності — більше колоній, потім вищий рівень, потім більше енергії й культури; якщо все одно порівну — перемога спільна.
galaxies-rules-controls-title = Керування
galaxies-rules-controls-body =
    • Цифри вибирають кубики (1 — перший, 2 — другий і так далі); D — застосувати; R — перекидання; C — два обрані кубики в конвертер; E — кінець ходу.
    • У панелі вибору цифри обирають варіант; F / P — відповідь на пропозицію повторити.
    • Esc або правий клік — скидання вибору; Tab і стрілки — фокус, Enter — натискання.
    • U — скасування (не через кидок чи розкриття), S — зберегти, L — журнал, H — історія партії, F1 — ці правила.
