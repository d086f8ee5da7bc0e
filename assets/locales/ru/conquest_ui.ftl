### conquest_ui (ru)

conquest-colour-red = Красные
    .form = plural
conquest-colour-blue = Синие
    .form = plural
conquest-colour-green = Зелёные
    .form = plural
conquest-colour-yellow = Жёлтые
    .form = plural
conquest-colour-purple = Фиолетовые
    .form = plural
conquest-colour-white = Белые
    .form = plural
conquest-face-i1 = 1 пехота
conquest-face-i2 = 2 пехоты
conquest-face-i3 = 3 пехоты
conquest-face-cav = конница
conquest-face-arc = лучники
conquest-face-gen = полководец
conquest-faces-infantry = пехота { $values }
conquest-line-infantry = пехота { $n }
conquest-line-n = строку { $n }
conquest-line-general = строку полководца
conquest-line-general-short = у соперника
conquest-line-tip = { $line }: { $need }.
conquest-line-general-tip = Нужна, только когда вы отнимаете этот город у соперника.
conquest-die-tip = Кубик { $n }: { $face }. Щёлкните или нажмите { $n }, чтобы выбрать.
conquest-over = Игра окончена
conquest-prompt-first = { $player }: выберите кубики и светящуюся строку, чтобы атаковать город, или сбросьте кубик и перебросьте.
conquest-prompt-target = { $player }: заполните ещё одну строку города { $city } или сбросьте кубик и перебросьте.
conquest-prompt-bot = { $player } { FORM($player) ->
        [plural] атакуют…
       *[other] атакует…
    }
conquest-prompt-wait = Ждём: { $player }…
conquest-lose_die = Сбросить кубик и перебросить
conquest-lose_die-tip = Отложить один кубик до конца хода и перебросить остальные (R).
conquest-abandon = Прекратить атаку
conquest-abandon-tip = Закончить ход без завоевания (A). Кубики на карте пропадают.
conquest-undo = Отменить
conquest-undo-tip = Отменить ваше последнее решение (U), если после него ещё не бросали кубики.
conquest-undo-none = Нечего отменять: после вашего последнего решения уже брошены кубики, а бросок отменить нельзя.
conquest-undone = Ваше последнее решение отменено.
conquest-hint = Подсказка
conquest-hint-tip = Показать шанс завоевать каждый город с этого броска при лучшей игре (H).
conquest-log = Журнал
conquest-log-tip = Показать или скрыть журнал игры (L).
conquest-rules = Правила
conquest-rules-tip = Как играть в «Завоевание» (F1).
conquest-bot-random = случайный бот
conquest-bot-easy = лёгкий бот
conquest-bot-normal = обычный бот
conquest-bot-hard = сильный бот
conquest-thinking = думает…
conquest-row = { $cities ->
        [one] { $cities } город
        [few] { $cities } города
        [many] { $cities } городов
       *[other] { $cities } города
    } · { $provinces ->
        [one] { $provinces } провинция
        [few] { $provinces } провинции
        [many] { $provinces } провинций
       *[other] { $provinces } провинции
    }
conquest-tray-status = { $player } · бросок { $roll } · свободно { $free }, на карте { $placed }, сброшено { $lost }
conquest-tray-on_card = на карте
conquest-tray-lost = сброшен
conquest-tray-help = Выберите кубики (щелчок или клавиши 1–7), затем щёлкните светящуюся строку. Если кубики не выбраны, строка займёт наименьшее нужное число кубиков.
conquest-tray-selected = Выбрано: { $dice }. Теперь щёлкните строку или нажмите F (C — сбросить выбор).
conquest-tray-thinking = { $player } { FORM($player) ->
        [plural] думают…
       *[other] думает…
    }
conquest-tray-watch = { $player } { FORM($player) ->
        [plural] бросают
       *[other] бросает
    } кубики. Ходы видны на картах и в журнале.
conquest-hint-target = Шанс завоевать город { $city } при лучшей игре отсюда: { $p }%.
conquest-hint-best = Лучший шанс в этот ход: { $city }, { $p }%. Шанс виден на каждой карте.
conquest-why-wait = Сейчас { FORM($player) ->
        [plural] ходят
       *[other] ходит
    } { $player }.
conquest-why-not_your_turn = Сейчас не ваш ход.
conquest-why-stacked = Этот город в собранной провинции: он защищён до конца игры.
conquest-why-own = Этот город уже ваш.
conquest-why-committed = В этот ход вы атакуете город { $city }: заполняйте его строки, сбросьте кубик или прекратите атаку.
conquest-why-general_centre = Строка полководца нужна, только чтобы отнять город у соперника.
conquest-why-filled = Эта строка уже заполнена.
conquest-why-no_fill = Этими кубиками строку не заполнить ({ $line }). Выпало: { $dice }.
conquest-why-needs_symbol = Этой строке нужен кубик «{ $symbol }» на каждый такой символ.
conquest-why-extra_symbol = Для этой строки выбрано слишком много кубиков «{ $symbol }».
conquest-why-no_infantry = Этой строке пехота не нужна.
conquest-why-too_low = Выбранная пехота даёт { $total }, а строке нужно { $need }.
conquest-why-superfluous = Кубик { $value } лишний: остальные уже дают { $need }. Используйте не больше кубиков, чем нужно.
conquest-why-not_legal = Так заполнить строку сейчас нельзя.
conquest-score-cities_vp = Открытые города (очки)
conquest-score-province_bonus = Собранные провинции (бонус)
conquest-score-tb-cities = 1. города (открытые и в стопках)
conquest-score-tb-provinces = 2. собранные провинции
conquest-score-holdings = Владения
conquest-setup-title = Новая игра «Завоевание»
conquest-setup-players-tip = «Завоевание» — для 2–6 игроков.
conquest-setup-kind-tip = Щёлкните, чтобы выбрать человека или уровень бота.
conquest-setup-name-tip = Щёлкните и введите имя (Enter — готово).
conquest-setup-first-tip = Кто бросает первым.
conquest-setup-hint = Подсказка шанса завоевания
conquest-setup-hint-tip = Показывать шанс каждого города пасть в этот ход при лучшей игре (в игре — клавиша H).
conquest-setup-seed-tip = То же зерно и те же ходы дают те же броски. Щёлкните, чтобы ввести.
conquest-setup-play-tip = Начать игру с этими местами.
conquest-setup-about = Бросайте семь кубиков, чтобы завоевать город: одна строка битвы за бросок, а если бросок не помог — сбросьте кубик и перебросьте остальные. Берите города из центра или у соперников (тогда нужна и строка полководца). Соберите всю провинцию, чтобы защитить её и получить бонус. Игра кончается, когда из центра уходит последний город.
conquest-rules-goal-title = Цель
conquest-rules-goal-body = Завоёвывайте города семью кубиками. Каждый город приносит очки (от 1 до 4, по тому, как трудно его взять). Собранная провинция приносит вместо этого свой бонус. Когда завоёван последний город в центре, игра сразу кончается; побеждает больше всего очков.
conquest-rules-turn-title = Ход
conquest-rules-turn-body =
    Бросьте все семь кубиков. После каждого броска выберите одно:
    • Заполнить одну строку битвы города частью только что выпавших кубиков. Остальные свободные кубики сразу перебрасываются.
    • Сбросить кубик: отложить один кубик до конца хода и перебросить остальные.
    • Прекратить атаку.
    Первое заполнение привязывает вас к этому городу до конца хода. Заполните все его строки, чтобы завоевать его; ход кончается сразу после завоевания. Если кубики кончились раньше, атака проваливается и ничего не сохраняется.
conquest-rules-lines-title = Строки битвы
conquest-rules-lines-body =
    • Строка пехоты (меч и число N) берёт кубики пехоты с суммой N или больше, без лишних: если без какого-то кубика всё равно будет N, этот кубик класть нельзя.
    • Строка символов берёт ровно один подходящий кубик на каждый символ: конница, лучники или полководец. Символ ничем не заменить.
    • Одна строка за бросок, строки в любом порядке.
conquest-rules-dice-title = Кубики
conquest-rules-dice-body = У каждого кубика шесть граней: 1, 2 и 3 пехоты (пешие воины), конница (подкова), лучники (лук) и полководец (шлем с плюмажем под звездой). Кубики на строке лежат там до конца хода; сброшенные кубики не участвуют до конца хода.
conquest-rules-opponents-title = Города соперников
conquest-rules-opponents-body = Можно атаковать открытый город перед другим игроком. Кроме его строк, тогда нужно заполнить и строку полководца (отмечена G). Город переходит к вам и никогда не возвращается в центр. Города в собранных провинциях атаковать нельзя.
conquest-rules-provinces-title = Провинции
conquest-rules-provinces-body = Города принадлежат шести провинциям — это видно по цвету и символу карты. Когда у вас все города провинции, они становятся стопкой рубашкой вверх перед вами: защищены до конца игры и приносят бонус провинции вместо очков городов.
conquest-rules-end-title = Конец и подсчёт
conquest-rules-end-body = Игра кончается сразу, как только из центра уходит последний город. Очки — это очки ваших открытых городов плюс бонус каждой собранной провинции. При равенстве побеждает тот, у кого больше завоёванных городов (открытых и в стопках провинций), затем — больше провинций; если всё равно равно, победа общая.
conquest-rules-hint-title = Подсказка
conquest-rules-hint-body = Включите подсказку (H), и на каждом городе, который можно атаковать, появится шанс завоевать его в этот ход с выпавших кубиков, если доиграть атаку наилучшим образом. Шанс считается точно тем же решателем, что и у сильного бота.
conquest-rules-controls-title = Управление
conquest-rules-controls-body =
    • Щёлкайте кубики или нажимайте 1–7, чтобы выбрать их, затем щёлкните светящуюся строку. Строка без выбранных кубиков займёт наименьшее нужное число кубиков.
    • R: сбросить кубик и перебросить. A: прекратить атаку. C или правая кнопка: сбросить выбор.
    • F: заполнить ту единственную строку, что берёт ровно выбранные кубики.
    • Tab и стрелки переходят между кубиками, строками и кнопками; Enter или пробел нажимает.
    • U или Ctrl+Z: отмена. H: подсказка. L: журнал. S: сохранить. F1: правила. Esc: меню. M: звук вкл./выкл.
    • Колесо мыши над журналом или PageUp / PageDown листают назад; End: к последним строкам.
conquest-rules-title = Правила «Завоевания»
conquest-tray-no_fill = Этим броском не заполнить ни одной строки: сбросьте кубик и перебросьте или прекратите атаку.
conquest-card-info = { $city } (провинция { $province }: { $size } { $size ->
        [one] город
        [few] города
        [many] городов
       *[other] города
    }, бонус +{ $bonus }): { $vp } { $vp ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    }. Семью кубиками его берут за ход в { $p_centre }% случаев из центра и в { $p_opponent }% — у соперника.
conquest-card-stacked = Защищён в стопке провинции. Владелец: { $player }.
conquest-card-owned = Владелец: { $player }. Чтобы отнять город, нужна и строка полководца.
conquest-line-name-n = Строка { $n }
conquest-line-name-general = Строка полководца
conquest-fill-none_picked = Сначала выберите кубики (клавиши 1–7), затем нажмите F или щёлкните строку.
conquest-fill-several = Эти кубики подходят к нескольким строкам: щёлкните нужную.
conquest-fill-no_line = Ни одна доступная строка не берёт ровно эти кубики: { $dice }.
conquest-setup-name = Имя: { $name }
conquest-tray-plan-fill = { $player } { FORM($player) ->
        [plural] заполнят
       *[other] заполнит
    } { $line } города { $city }: { $faces }.
conquest-tray-plan-lose_die = { $player } { FORM($player) ->
        [plural] сбросят кубик и перебросят
       *[other] сбросит кубик и перебросит
    }.
conquest-tray-plan-abandon = { $player } { FORM($player) ->
        [plural] прекратят
       *[other] прекратит
    } атаку.
conquest-abandon-title = Прекратить атаку?
conquest-abandon-body = Ваш ход закончится без завоевания, кубики на карте пропадут. Отменить это нельзя.
conquest-abandon-keep = Бросать дальше
conquest-name = Завоевание
conquest-blurb = Семь кубиков, испытай удачу, захвати города.
