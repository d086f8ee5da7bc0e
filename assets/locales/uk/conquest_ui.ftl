### conquest_ui (uk)

conquest-colour-red = Червоні
    .form = plural
conquest-colour-blue = Сині
    .form = plural
conquest-colour-green = Зелені
    .form = plural
conquest-colour-yellow = Жовті
    .form = plural
conquest-colour-purple = Фіолетові
    .form = plural
conquest-colour-white = Білі
    .form = plural
conquest-face-i1 = 1 піхота
conquest-face-i2 = 2 піхоти
conquest-face-i3 = 3 піхоти
conquest-face-cav = кіннота
conquest-face-arc = лучники
conquest-face-gen = полководець
conquest-faces-infantry = піхота { $values }
conquest-line-infantry = піхота { $n }
conquest-line-n = рядок { $n }
conquest-line-general = рядок полководця
conquest-line-general-short = у суперника
conquest-line-tip = { $line }: { $need }.
conquest-line-general-tip = Потрібен, лише коли ви відбираєте це місто в суперника.
conquest-die-tip = Кубик { $n }: { $face }. Клацніть або натисніть { $n }, щоб вибрати.
conquest-over = Гру закінчено
conquest-prompt-first = { $player }: виберіть кубики й рядок, що світиться, щоб атакувати місто, або скиньте кубик і перекиньте.
conquest-prompt-target = { $player }: заповніть ще один рядок міста { $city } або скиньте кубик і перекиньте.
conquest-prompt-wait = Чекаємо: { $player }…
conquest-prompt-rolling = { $player } { FORM($player) ->
        [plural] кидають
       *[other] кидає
    } кубики.
conquest-lose_die = Скинути кубик і перекинути
conquest-lose_die-tip = Відкласти один кубик до кінця ходу й перекинути решту (R).
conquest-abandon = Припинити атаку
conquest-abandon-tip = Закінчити хід без завоювання (A). Кубики на карті пропадають.
conquest-undo-tip = Скасувати ваше останнє рішення (U), якщо після нього ще не кидали кубики.
conquest-undo-none = Нема чого скасовувати: після вашого останнього рішення вже кинуто кубики, а кидок скасувати не можна.
conquest-hint = Підказка
conquest-hint-tip = Показати шанс завоювати кожне місто з цього кидка за найкращої гри (I).
conquest-row = { $cities ->
        [one] { $cities } місто
        [few] { $cities } міста
        [many] { $cities } міст
       *[other] { $cities } міста
    } · { $provinces ->
        [one] { $provinces } провінція
        [few] { $provinces } провінції
        [many] { $provinces } провінцій
       *[other] { $provinces } провінції
    }
conquest-tray-status = { $player } · кидок { $roll } · вільно { $free }, на карті { $placed }, скинуто { $lost }
conquest-tray-on_card = на карті
conquest-tray-lost = скинуто
conquest-tray-help = Виберіть кубики (клацання або клавіші { $keys }), потім клацніть рядок, що світиться. Якщо кубики не вибрано, рядок займе найменшу потрібну кількість кубиків.
conquest-tray-selected = Вибрано: { $dice }. Тепер клацніть рядок або натисніть F (C — скинути вибір).
conquest-tray-thinking = { $player } { FORM($player) ->
        [plural] думають…
       *[other] думає…
    }
conquest-tray-watch = { $player } { FORM($player) ->
        [plural] кидають
       *[other] кидає
    } кубики. Ходи видно на картах і в журналі.
conquest-hint-target = Шанс завоювати місто { $city } за найкращої гри звідси: { $p }%.
conquest-hint-best = Найкращий шанс цього ходу: { $city }, { $p }%. Шанс видно на кожній карті.
conquest-why-wait = Зараз { FORM($player) ->
        [plural] ходять
       *[other] ходить
    } { $player }.
conquest-why-not_your_turn = Зараз не ваш хід.
conquest-why-stacked = Це місто в зібраній провінції: воно захищене до кінця гри.
conquest-why-own = Це місто вже ваше.
conquest-why-committed = Цього ходу ви атакуєте місто { $city }: заповнюйте його рядки, скиньте кубик або припиніть атаку.
conquest-why-general_centre = Рядок полководця потрібен, лише щоб відібрати місто в суперника.
conquest-why-filled = Цей рядок уже заповнено.
conquest-why-no_fill = Цими кубиками рядок не заповнити ({ $line }). Випало: { $dice }.
conquest-why-needs_symbol = Цьому рядку потрібен кубик «{ $symbol }» на кожен такий символ.
conquest-why-extra_symbol = Для цього рядка вибрано забагато кубиків «{ $symbol }».
conquest-why-no_infantry = Цьому рядку піхота не потрібна.
conquest-why-too_low = Вибрана піхота дає { $total }, а рядку треба { $need }.
conquest-why-superfluous = Кубик { $value } зайвий: решта вже дає { $need }. Використовуйте не більше кубиків, ніж треба.
conquest-why-not_legal = Так заповнити рядок зараз не можна.
conquest-score-cities_vp = Відкриті міста (очки)
conquest-score-province_bonus = Зібрані провінції (бонус)
conquest-score-tb-cities = 1. міста (відкриті та в стосах)
conquest-score-tb-provinces = 2. зібрані провінції
conquest-score-holdings = Володіння
conquest-setup-title = Нова гра «Завоювання»
conquest-setup-players-tip = «Завоювання» — для 2–6 гравців.
conquest-setup-name-tip = Клацніть і введіть ім'я (Enter — готово).
conquest-setup-first-tip = Хто кидає першим.
conquest-setup-hint = Підказка шансу завоювання
conquest-setup-hint-tip = Показувати шанс кожного міста впасти цього ходу за найкращої гри (у грі — клавіша I).
conquest-setup-seed-tip = Той самий номер роздачі й ті самі ходи дають ті самі кидки. Клацніть, щоб ввести.
conquest-setup-play-tip = Почати гру з цими місцями.
conquest-setup-about = Кидайте сім кубиків, щоб завоювати місто: один рядок битви за кидок, а якщо кидок не допоміг — скиньте кубик і перекиньте решту. Беріть міста з центру або в суперників (тоді потрібен і рядок полководця). Зберіть усю провінцію, щоб захистити її й отримати бонус. Гра закінчується, коли з центру йде останнє місто.
conquest-rules-goal-title = Мета
conquest-rules-goal-body = Завойовуйте міста сімома кубиками. Кожне місто дає очки (від 1 до 4, залежно від того, як важко його взяти). Зібрана провінція натомість дає свій бонус. Коли завойовано останнє місто в центрі, гра одразу закінчується; перемагає найбільше очок.
conquest-rules-turn-title = Хід
conquest-rules-turn-body =
    Киньте всі сім кубиків. Після кожного кидка виберіть одне:
    • Заповнити один рядок битви міста частиною щойно кинутих кубиків. Решта вільних кубиків одразу перекидається.
    • Скинути кубик: відкласти один кубик до кінця ходу й перекинути решту.
    • Припинити атаку.
    Перше заповнення прив'язує вас до цього міста до кінця ходу. Заповніть усі його рядки, щоб завоювати його; хід закінчується одразу після завоювання. Якщо кубики скінчилися раніше, атака провалюється й нічого не зберігається.
conquest-rules-lines-title = Рядки битви
conquest-rules-lines-body =
    • Рядок піхоти (меч і число N) бере кубики піхоти із сумою N або більше, без зайвих: якщо без якогось кубика все одно буде N, цей кубик класти не можна.
    • Рядок символів бере рівно один відповідний кубик на кожен символ: кіннота, лучники чи полководець. Символ нічим не замінити.
    • Один рядок за кидок, рядки в будь-якому порядку.
conquest-rules-dice-title = Кубики
conquest-rules-dice-body = Кожен кубик має шість граней: 1, 2 і 3 піхоти (піші воїни), кіннота (підкова), лучники (лук) і полководець (шолом із плюмажем під зіркою). Кубики на рядку лежать там до кінця ходу; скинуті кубики не беруть участі до кінця ходу.
conquest-rules-opponents-title = Міста суперників
conquest-rules-opponents-body = Можна атакувати відкрите місто перед іншим гравцем. Крім його рядків, тоді треба заповнити й рядок полководця (позначений G). Місто переходить до вас і ніколи не повертається в центр. Міста в зібраних провінціях атакувати не можна.
conquest-rules-provinces-title = Провінції
conquest-rules-provinces-body = Міста належать до шести провінцій — це видно з кольору й символу карти. Коли у вас усі міста провінції, вони стають стосом сорочкою догори перед вами: захищені до кінця гри й дають бонус провінції замість очок міст.
conquest-rules-end-title = Кінець і підрахунок
conquest-rules-end-body = Гра закінчується одразу, щойно з центру йде останнє місто. Очки — це очки ваших відкритих міст плюс бонус кожної зібраної провінції. За рівності перемагає той, у кого більше завойованих міст (відкритих і у стосах провінцій), далі — більше провінцій; якщо все одно рівно, перемога спільна.
conquest-rules-hint-title = Підказка
conquest-rules-hint-body = Увімкніть підказку (I), і на кожному місті, яке можна атакувати, з'явиться шанс завоювати його цього ходу з кубиків, що випали, якщо дограти атаку найкраще. Шанс рахує точно той самий розв'язувач, що й у сильного бота.
conquest-rules-controls-title = Керування
conquest-rules-controls-body =
    • Клацайте кубики або натискайте цифри (1 — перший, 2 — другий і так далі), щоб вибрати їх, потім клацніть рядок, що світиться. Рядок без вибраних кубиків займе найменшу потрібну кількість кубиків.
    • R: скинути кубик і перекинути. A: припинити атаку. C або права кнопка: скинути вибір.
    • F: заповнити той єдиний рядок, що бере рівно вибрані кубики.
    • Tab і стрілки переходять між кубиками, рядками й кнопками; Enter або пробіл натискає.
    • U або Ctrl+Z: скасувати. I: підказка. H: історія. L: журнал. S: зберегти. F1: правила. Esc: меню. M: звук увімк./вимк.
    • Коліщатко миші над журналом або PageUp / PageDown гортають назад; End: до останніх рядків.
conquest-rules-title = Правила «Завоювання»
conquest-tray-no_fill = Цим кидком не заповнити жодного рядка: скиньте кубик і перекиньте або припиніть атаку.
conquest-card-info = { $city } (провінція { $province }: { $size } { $size ->
        [one] місто
        [few] міста
        [many] міст
       *[other] міста
    }, бонус +{ $bonus }): { $vp } { $vp ->
        [one] очко
        [few] очки
        [many] очок
       *[other] очка
    }. Сімома кубиками його беруть за хід у { $p_centre }% випадків із центру і в { $p_opponent }% — у суперника.
conquest-card-stacked = Захищене в стосі провінції. Власник: { $player }.
conquest-card-owned = Власник: { $player }. Щоб відібрати місто, потрібен і рядок полководця.
conquest-line-name-n = Рядок { $n }
conquest-line-name-general = Рядок полководця
conquest-fill-none_picked = Спершу виберіть кубики (клавіші { $keys }), потім натисніть F або клацніть рядок.
conquest-fill-several = Ці кубики підходять до кількох рядків: F заповнила перший; U скасує хід, щоб клацнути інший.
conquest-fill-no_line = Жоден доступний рядок не бере рівно ці кубики: { $dice }.
conquest-setup-name = Ім'я: { $name }
conquest-tray-plan-fill = { $player } { FORM($player) ->
        [plural] заповнять
       *[other] заповнить
    } { $line } міста { $city }: { $faces }.
conquest-tray-plan-lose_die = { $player } { FORM($player) ->
        [plural] скинуть кубик і перекинуть
       *[other] скине кубик і перекине
    }.
conquest-tray-plan-abandon = { $player } { FORM($player) ->
        [plural] припинять
       *[other] припинить
    } атаку.
conquest-abandon-title = Припинити атаку?
conquest-abandon-body = Ваш хід закінчиться без завоювання, кубики на карті пропадуть. Скасувати це не можна.
conquest-abandon-keep = Кидати далі
conquest-name = Завоювання
conquest-blurb = Сім кубиків, випробуй удачу, захопи міста.
conquest-art-title = «Завоювання»: усі карти міст і грані кубика
