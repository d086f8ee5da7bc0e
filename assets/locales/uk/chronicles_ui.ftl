### chronicles_ui (uk)

chronicles-amount-wood = { $n ->
        [one] { $n } деревина
        [few] { $n } деревини
        [many] { $n } деревини
       *[other] { $n } деревини
    }
chronicles-amount-food = { $n ->
        [one] { $n } провізія
        [few] { $n } провізії
        [many] { $n } провізії
       *[other] { $n } провізії
    }
chronicles-amount-gem = { $n ->
        [one] { $n } самоцвіт
        [few] { $n } самоцвіти
        [many] { $n } самоцвітів
       *[other] { $n } самоцвіта
    }
chronicles-over = Гру завершено
chronicles-res-wood = Деревина
chronicles-res-food = Провізія
chronicles-res-gem = Самоцвіти
chronicles-cost-credit = дає 1 золото в кредит
chronicles-cost-gold = коштує { $n ->
        [one] { $n } золото
        [few] { $n } золота
        [many] { $n } золота
       *[other] { $n } золота
    }
chronicles-card-head = { $name } — { $cost }, сила { $strength }
chronicles-card-produces = Виробляє: { $what }
chronicles-tokens = Жетони старіння: { $n }
chronicles-building_card-level = рівень { $n }
chronicles-building_card-unbuilt = не збудовано
chronicles-building_card-or_gold = { $cost } або { $gold ->
        [one] { $gold } золото
        [few] { $gold } золота
        [many] { $gold } золота
       *[other] { $gold } золота
    }
chronicles-building_card-side = Рівень { $level } ({ $vp } ПО наприкінці; потрібно { $cost }). { $text }
chronicles-slot-top_1 = Верх 1
chronicles-slot-top_2 = Верх 2
chronicles-slot-top_extra = П'яте
chronicles-slot-bottom_1 = Низ 1
chronicles-slot-bottom_2 = Низ 2
chronicles-slot-empty-tip = { $slot }: порожньо. Персонажі верхнього ряду б'ються у війнах, нижнього — ні (якщо в тексті не сказано інше).
chronicles-slot-locked = закрито
chronicles-slot-locked-tip = 5-те місце відкривається, коли у вас є будівля 2-го рівня.
chronicles-row-top = верхній ряд: воює
chronicles-row-bottom = нижній ряд: не воює
chronicles-dir-left = ліворуч
chronicles-dir-right = праворуч
chronicles-phase-recruit = Набір
chronicles-phase-placement = Розміщення
chronicles-phase-enter = Вхід у гру
chronicles-phase-war = Війна
chronicles-phase-income = Дохід
chronicles-phase-building = Будівництво
chronicles-phase-aging = Старіння
chronicles-phase-over = Кінець гри
chronicles-round = Раунд { $round }/4 · { $phase }
chronicles-prompt-draft = { $player }: виберіть одну карту; решта піде { $direction }.
chronicles-prompt-draft2 = { $player }: залиште одну карту й скиньте іншу; решта піде { $direction }.
chronicles-prompt-phase-placement = { $player }: розмістіть персонажів, виберіть карту в запас і підтвердіть.
chronicles-prompt-phase-building = { $player }: збудуйте, покращте або пропустіть (одна дія за раунд).
chronicles-prompt-phase-enter = { $player }: виберіть персонажа, що отримає жетони старіння.
chronicles-prompt-phase-aging = { $player }: можна залишити в грі одного персонажа, що йде.
chronicles-prompt-wait = Чекаємо: { $players }
chronicles-prompt-over = Гру завершено. Підсумки підбито.
chronicles-thinking_of = { $player } { FORM($player) ->
        [plural] думають…
       *[other] думає…
    }
chronicles-deciding = { $you ->
        [yes] вирішуєте
       *[other] вирішує
    }
chronicles-ready = готово ✓
chronicles-neighbour-left = ◀ сусід ліворуч
chronicles-neighbour-right = сусід праворуч ▶
chronicles-neighbour-opponent = ваш суперник
chronicles-draft-title = Ваша пачка: виберіть карту
chronicles-draft-title2 = Ваша пачка: одну залишити, одну скинути
chronicles-draft-passing = { $arrow } решту { FORM($player) ->
        [plural] отримають
       *[other] отримає
    } { $player }
chronicles-draft-choose = Клацніть карту (або натисніть її номер)
chronicles-draft-choose_discard = Залишити карту «{ $card }»: тепер клацніть карту для скидання
chronicles-draft-keep_discard = Залишити карту «{ $card }», скинути карту «{ $other }»
chronicles-draft-pick = Взяти карту «{ $card }»
chronicles-draft-keep = залишити
chronicles-draft-discard = скинути
chronicles-card-nth = { $card } (карта { $n })
chronicles-draft-kept = Уже взято: { $n ->
        [one] { $n } карта
        [few] { $n } карти
        [many] { $n } карт
       *[other] { $n } карти
    }
chronicles-place-title = Рука: клацніть карту, потім місце (або перетягніть)
chronicles-place-reserve = У запас (R)
chronicles-place-unreserve = Без запасу (R)
chronicles-place-reserve-tip = Карта в запасі прихована й повернеться в руку наступного раунду. Інші нерозміщені карти скидаються.
chronicles-place-reserve-why = Спершу виберіть карту в руці.
chronicles-place-pay_first = Платити раніше (P)
chronicles-place-pay_first-tip = Нові персонажі оплачуються по черзі; кредит Сороки допомагає лише картам, оплаченим після неї.
chronicles-place-pay_first-why = Виберіть нову карту на місці, що оплачується не першою.
chronicles-place-confirm = Підтвердити розміщення
chronicles-place-confirm-tip = Надіслати таємне розміщення. Усі королівства відкриються разом, коли підтвердять усі.
chronicles-place-illegal = Таке розміщення неприпустиме.
chronicles-place-untouched = Поки нічого не розміщено: спершу розмістіть персонажів по місцях і виберіть карту в запас. Щоб нічого не розміщувати, натисніть «Підтвердити розміщення».
chronicles-place-occupied = Місце зайняте: спершу перемістіть або скиньте персонажа (виберіть його й натисніть D).
chronicles-place-no_room = Немає вільного місця, щоб повернути його.
chronicles-place-restore-tip = Карту «{ $card }» буде скинуто. Клацніть, щоб залишити її.
chronicles-place-reserved = запас
chronicles-place-selected = вибрано
chronicles-place-sent = Розміщення надіслано. Чекаємо на інших.
chronicles-place-money = Ціна { $cost } · у вас { $gold } · залишиться { $left }
chronicles-place-money_credit = Ціна { $cost } − кредит { $credit } = { $pay } · у вас { $gold } · залишиться { $left }
chronicles-place-war = Сила у війні { $strength } (зараз { $now }) · сусіди поки: { $rivals }
chronicles-place-order = Порядок оплати: { $order }
chronicles-place-will_discard = { $n ->
        [one] { $n } карту буде скинуто
        [few] { $n } карти буде скинуто
        [many] { $n } карт буде скинуто
       *[other] { $n } карти буде скинуто
    }
chronicles-place-unpaid = не оплатити: { $n ->
        [one] { $n } карту буде скинуто
        [few] { $n } карти буде скинуто
        [many] { $n } карт буде скинуто
       *[other] { $n } карти буде скинуто
    }
chronicles-place-help = Q W E: верхні місця · Z X: нижні · D: скинути або повернути · R: запас · Enter: підтвердити
chronicles-place-warn_discard = Ці карти з руки буде скинуто: { $cards }.
chronicles-place-warn_unpaid = Не вистачить золота на карти в місцях: { $cards }; їх буде скинуто.
chronicles-reserve = запас
chronicles-build-title = Будівництво (ціна землі зараз { $land ->
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
    }; королівство виробляє: { $prod }. Ресурси не витрачаються.
chronicles-build-pass = Пропустити: нічого не будувати
chronicles-build-pass-tip = Зберегти золото; цього раунду нічого не будувати.
chronicles-build-new = Збудувати: { $building } (рівень { $level })
chronicles-build-upgrade = Покращити: { $building } до 2-го рівня
chronicles-build-with_how = { $option } — { $how }
chronicles-build-how-resources = ресурсами
chronicles-build-how-gold = усе золотом
chronicles-build-how-level_gold = рівень { $n } золотом
chronicles-build-need = { $amount }: { $who }
chronicles-build-bought = купити { $n }
chronicles-build-by_gold = нічого (усе оплачено золотом)
chronicles-build-level_by_gold = рівень { $n } оплачено золотом
chronicles-build-nothing_needed = нічого
chronicles-build-tip = Потрібно: { $needs }. Земля: { $land ->
        [one] { $land } золото
        [few] { $land } золота
        [many] { $land } золота
       *[other] { $land } золота
    }; усього { $gold ->
        [one] { $gold } золото
        [few] { $gold } золота
        [many] { $gold } золота
       *[other] { $gold } золота
    }, залишиться { $left }.
chronicles-build-more = Ще ({ $page }/{ $pages })
chronicles-build-cannot = Зараз не можна збудувати чи покращити: { $building }.
chronicles-choice-age = { $card }: хто отримає жетони старіння
chronicles-choice-save = { $card }: залишити персонажа, що йде?
chronicles-choice-none = Нікого не залишати
chronicles-why-wait = Зараз вирішуєте не ви.
chronicles-why-not_legal = Зараз так не можна.
chronicles-waiting-title = Чекаємо на інших
chronicles-undo-none = Нічого скасовувати після останнього розкриття.
chronicles-undo-tip = Скасувати своє останнє рішення (U); не далі розкриття.
chronicles-scores = Підсумки
chronicles-scores-tip = Підсумковий рахунок
chronicles-steps-title-reveal = Королівства розкрито
chronicles-steps-title-war = Війна
chronicles-steps-title-income = Дохід
chronicles-steps-income = +{ $gold ->
        [one] { $gold } золото
        [few] { $gold } золота
        [many] { $gold } золота
       *[other] { $gold } золота
    } (тепер { $total })
chronicles-steps-title-building = Будівництво
chronicles-steps-title-aging = Старіння
chronicles-steps-count = крок { $n } з { $of }
chronicles-steps-no_cards = нових персонажів немає
chronicles-steps-unpaid = не оплачено
chronicles-steps-vs = { $mine } { $sign } { $theirs } { $player }
chronicles-steps-war_gain = { $wars ->
        [one] { $wars } перемога
        [few] { $wars } перемоги
        [many] { $wars } перемог
       *[other] { $wars } перемоги
    }, +{ $vp } ПО
chronicles-steps-bonus_gain = ще +{ $vp } ПО від карт і будівель
chronicles-steps-gold_gain = +{ $gold ->
        [one] { $gold } золото
        [few] { $gold } золота
        [many] { $gold } золота
       *[other] { $gold } золота
    }
chronicles-steps-no_build = нічого не збудовано
chronicles-steps-built = { $what } за { $gold ->
        [one] { $gold } золото
        [few] { $gold } золота
        [many] { $gold } золота
       *[other] { $gold } золота
    }
chronicles-steps-none_leave = ніхто не йде
chronicles-steps-saved = врятовано: { $slot }
chronicles-steps-rewards = за тих, хто пішов: { $vp } ПО, { $gold ->
        [one] { $gold } золото
        [few] { $gold } золота
        [many] { $gold } золота
       *[other] { $gold } золота
    }
chronicles-steps-tokens = +1 жетон старіння кожному з тих, хто лишився: { $n }
chronicles-steps-leaves = ідуть:
chronicles-legend-token = Жетон старіння
chronicles-score-wars = Перемоги у війнах (по 3 ПО)
chronicles-score-abilities = Здібності та воєнні бонуси
chronicles-score-buildings = Будівлі
chronicles-score-end = Ефекти кінця гри
chronicles-score-tiebreak = За рівності: більше золота, далі спільна перемога
chronicles-score-gold = Золото
chronicles-score-by_gold = (нічию вирішено золотом)
chronicles-score-buildings_built = Збудовано
chronicles-score-kingdom = Королівство наприкінці
chronicles-setup-title = Нова гра «Хроніки»
chronicles-setup-players-tip = Від 2 до 5 гравців.
chronicles-setup-colour-tip = Клацання: наступний вільний колір.
chronicles-setup-seed-tip = Той самий номер роздачі роздає ті самі карти.
chronicles-setup-play-tip = Почати гру (Enter).
chronicles-setup-about = Чотири раунди. Усі одночасно набирають персонажів, таємно розміщують їх, потім воюють з обома сусідами, отримують дохід, будують і дивляться, як персонажі старіють і йдуть. Перемагає більше ПО; за рівності — більше золота.
chronicles-setup-two-title = Правила для двох
chronicles-setup-two-body = Удвох кожному роздається по 9 карт. За кожного вибору ви залишаєте одну карту й скидаєте іншу горілиць донизу, решту передаєте; остання одна карта лишається у вас. Війна одна — із суперником: сила не менша за його — 1 перемога (3 ПО); сила вдвічі більша (і понад 0) — 2 перемоги (6 ПО).
chronicles-setup-hotseat = Кілька людей: перед кожним таємним рішенням екран закривається — передайте його й відверніться.
chronicles-rules-title = Правила «Хронік»
chronicles-name = Хроніки
chronicles-blurb = Одночасний драфт карт, війни із сусідами, будівлі крізь епохи.
chronicles-rules-goal-title = Мета
chronicles-rules-goal-body =
    За чотири раунди ви будуєте паперове королівство з персонажів і будівель. Переможні очки (ПО) дають перемоги у війнах із сусідами, здібності персонажів і будівлі. Перемагає більше ПО; за рівності — в кого більше золота, далі перемога спільна.
    На карті: ціна (золота монета ліворуч угорі), сила (червоний щит праворуч угорі; * — сила може змінюватися), виробництво (Деревина, Провізія, Самоцвіти) і здібність словами; кольорові крапки внизу показують фази, коли вона діє.
chronicles-rules-round-title = Раунд
chronicles-rules-round-body =
    У кожному раунді шість фаз, і в кожній усі діють одночасно:
    • Набір: вибирайте персонажів із пачок, що йдуть по колу.
    • Розміщення: таємно розмістіть персонажів, потім усі розкриваються й платять.
    • Війна: порівняйте силу з обома сусідами.
    • Дохід: отримайте золото.
    • Будівництво: збудуйте або покращте одну будівлю.
    • Старіння: старі персонажі йдуть, решта старіє.
chronicles-rules-draft-title = Набір
chronicles-rules-draft-body =
    Кожному роздається пачка з 5 карт. Візьміть одну й передайте решту: ліворуч у 1-му і 3-му раундах, праворуч у 2-му і 4-му. Повторюйте, доки пачки не спорожніють; у вас буде 5 карт. Карта із запасу минулого раунду після набору повертається в руку.
    Клацніть карту, щоб вибрати, і ще раз (або Enter), щоб узяти; цифри вибирають карти.
chronicles-rules-placement-title = Розміщення
chronicles-rules-placement-body =
    У королівстві два верхні й два нижні місця, а з будь-якою будівлею 2-го рівня — ще 5-те верхнє. У війнах б'ються лише персонажі верхнього ряду (якщо карта не каже інше).
    Одночасно й таємно можна скинути персонажів у грі, переставити їх, покласти карти з руки на порожні місця й залишити одну нерозміщену карту в запас; інші карти руки скидаються. Коли всі підтвердять, королівства розкриваються, і нові персонажі оплачуються у вашому порядку оплати. Карту, на яку бракує золота, скидають. Сорока коштує −1: вона дає 1 золото в кредит картам, що оплачуються після неї.
    Клацніть або перетягніть карту на місце; клацніть персонажа й інше місце, щоб переставити; D — скинути або повернути; R — запас. Панель показує ціну й залишок золота до підтвердження.
chronicles-rules-war-title = Війна
chronicles-rules-war-body = Кожен порівнює свою силу з обома сусідами. Кожне порівняння, де ваша сила не менша, — перемога: по 3 ПО, тож за рівності перемагають обидва. Деякі персонажі й будівлі дають після воєн ще ПО або золото.
chronicles-rules-income-title = Дохід
chronicles-rules-income-body = Кожен отримує 2 золота плюс бонуси доходу своїх персонажів і будівель.
chronicles-rules-building-title = Будівництво
chronicles-rules-building-body =
    Раз на раунд можна збудувати нову будівлю (1-го рівня або одразу 2-го) чи покращити будівлю до 2-го рівня. Потрібні вказані ресурси: їх виробляють ваші персонажі й будівлі, і вони не витрачаються. Нова будівля коштує ще й землю: 2 золота за кожну вже збудовану будівлю. Кожна будівля 2-го рівня відкриває 5-те місце з наступного розміщення.
    Доступні будівлі підсвічено; для кожної вказано, хто в королівстві виробляє потрібні ресурси.
chronicles-rules-aging-title = Старіння
chronicles-rules-aging-body = Кожен персонаж, що вже має жетон старіння, виходить із гри (деяким потрібно більше жетонів, деякі не йдуть ніколи). Ефекти виходу спрацьовують одразу. Потім кожен персонаж, що лишився, отримує жетон старіння.
chronicles-rules-end-title = Кінець гри
chronicles-rules-end-body = Після старіння четвертого раунду гра закінчується. До ПО, набраних за гру, додайте ПО будівель і ефекти кінця гри. Перемагає більше ПО; за рівності — більше золота, далі перемога спільна.
chronicles-rules-two-title = Удвох
chronicles-rules-two-body = Удвох кожному роздається 9 карт. За кожного вибору залиште одну карту й скиньте іншу горілиць донизу; остання карта лишається у вас. Війна одна — із суперником: сила не менша — 1 перемога; сила вдвічі більша (і понад 0) — 2 перемоги.
chronicles-rules-controls-title = Керування
chronicles-rules-controls-body =
    • Миша: клацайте або перетягуйте карти; наведіть на будь-що для підказки.
    • Цифри: вибір карти або варіанта.
    • Q W E / Z X: верхні й нижні місця під час розміщення.
    • R: запас · D: скинути · P: платити раніше · Enter: підтвердити.
    • U: скасувати (не далі розкриття) · S: зберегти · L: журнал · H: історія · F1: правила · Esc: меню.
    • Пробіл: наступний крок сезонів, Esc пропускає їх.
chronicles-art-title = «Хроніки»: усі персонажі, споруди і сорочка карти
chronicles-art-back = сорочка карти
