### ui (ru)

about-fonts = Шрифты
about-fonts-body = DejaVu Sans и DejaVu Serif, © 2003 Bitstream, Inc., по лицензии Bitstream Vera; изменения DejaVu переданы в общественное достояние. Текст лицензии поставляется с игрой: файл DejaVu-LICENSE.txt рядом со шрифтами.
about-game = Pocket Epics
about-game-body = Четыре небольшие стратегические настольные игры: офлайн, против ботов или с друзьями за одним экраном. Все права защищены.
about-icons = Рисунки на картах
about-icons-body = Рисунки на картах собраны из значков художников game-icons.net Lorc, Delapouite, Caro Asercion, Skoll и Cathelineau по лицензии Creative Commons Attribution 3.0 (CC BY 3.0). Кто нарисовал каждый значок, указано в файле CREDITS.md в папке игры assets/icons/game-icons.
about-made_with = Сделано с помощью
about-made_with-body = Python (лицензия PSF), pygame-ce (GNU LGPL 2.1), SDL (лицензия zlib), PyTMX (GNU LGPL 3), Project Fluent (Apache 2.0), Babel (BSD) и platformdirs (MIT).
about-title = О программе
about-user_folder = Ваши файлы
about-user_folder-body = Ваши сохранения, настройки и журнал ошибок хранятся в этой папке. При удалении игры папка остаётся, если вы не попросите удалить и её.
about-version = Версия { $version }
app-tagline = Небольшие стратегические настольные игры: офлайн, против ботов или с друзьями за одним экраном
app-title = Pocket Epics
board-log = Журнал партии
board-log-tip = Показать или скрыть журнал (L).
board-log_scrolled = ранние записи
board-menu = Меню
board-menu-tip = Сохранить, загрузить, правила, настройки или выйти (Esc).
board-save = Сохранить
board-save-tip = Сохранить партию в новый файл (S).
board-save_failed = Не удалось сохранить партию
board-saved = Сохранено как { $name }
board-turn = Ход { $turn } · { $player }
board-turn_over = Игра окончена · ход { $turn }
board-undo = Отменить
board-undo-none = Нечего отменять: после последнего открытия вы ничего не решали.
board-undo-others = Нечего отменять: после вашего решения уже решал другой игрок, а отменить можно только свои решения.
board-undo-tip = Отменить своё последнее решение (U). Не после открытия ставки или жетона.
board-you = вы
colour-black = Чёрные
    .form = plural
colour-blue = Синие
    .form = plural
colour-green = Зелёные
    .form = plural
colour-orange = Оранжевые
    .form = plural
colour-pink = Розовые
    .form = plural
colour-purple = Фиолетовые
    .form = plural
colour-vermilion = Алые
    .form = plural
colour-white = Белые
    .form = plural
colour-yellow = Жёлтые
    .form = plural
error-body = Игра столкнулась с неожиданной ошибкой и остановила этот экран, но ничего не потеряно: партия сохранена автоматически. Подробности: { $error }
error-title = Что-то пошло не так
load-autosave = Автосохранение
load-details = { $players } { $players ->
        [one] игрок
        [few] игрока
        [many] игроков
       *[other] игрока
    }, { $moves } { $moves ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }
load-entry = { $name } — { $when }
load-failed = Это сохранение не загружается
load-none = Сохранённых партий пока нет.
load-title = Загрузка партии
menu-about = О программе
menu-about-tip = Версия, лицензии и папка, где хранятся ваши сохранения.
menu-coming = Скоро
menu-coming_tip = Эта игра ещё не готова. Она появится в следующей версии.
menu-continue = Продолжить
menu-continue-none = Пока нет партии для продолжения.
menu-continue-tip = Вернуться к последней партии с того же места.
menu-continue_of = Продолжить: { $game }
menu-continue_of-tip = Вернуться к последней партии с того же места: { $game }, { $details }.
menu-load = Загрузить
menu-load-tip = Открыть одну из сохранённых партий.
menu-new_game = Новая партия «Королевств»
menu-new_game-tip = Подготовить новую партию «Королевств».
menu-new_game_of = Новая партия: { $game }
menu-new_game_of-tip = Подготовить новую партию «{ $game }». Наведите на карточку другой игры, чтобы начать её.
menu-play_now = Играть
menu-quit = Выход
menu-quit-tip = Закрыть Pocket Epics.
menu-rules = Правила
menu-rules-tip = Прочитать, как играть в «Королевства».
menu-rules_of = Правила: { $game }
menu-rules_of-tip = Правила игры «{ $game }». Наведите на карточку другой игры, чтобы открыть её правила.
menu-settings = Настройки
menu-settings-tip = Язык, скорость, окно и цвета.
pause-leave = Главное меню
pause-resume = Продолжить
pause-save = Сохранить партию
pause-title = Меню игры
prompt-over = Партия окончена.
rules-scroll_hint = Прокрутка: колесо мыши или Page Up / Page Down
score-again = Сыграть ещё
score-board = Посмотреть поле
score-menu = Главное меню
score-decided = Равенство очков; решающий показатель: { $criterion }.
score-shared = Общая победа: { $players }
score-tiebreak = При равенстве, по порядку:
score-title = Итоги
score-total = Итого
score-winner = { $player } { FORM($player) ->
        [plural] побеждают!
       *[other] побеждает!
    }
settings-anim = Анимация
settings-anim-fast = Быстро
settings-anim-normal = Обычно
settings-anim-off = Выкл.
settings-anim-slow = Медленно
settings-bots = Скорость ботов
settings-bots-fast = Быстро
settings-bots-instant = Мгновенно
settings-bots-normal = Обычно
settings-bots-slow = Медленно
settings-fullscreen = Полный экран (F11)
settings-language = Язык
settings-palette = Цвета игроков
settings-palette-normal = Обычные
settings-palette-preview = Образец: у каждого игрока есть ещё буква и фигура.
settings-palette-safe = Для дальтоников
settings-sound = Звуковые эффекты
settings-title = Настройки
settings-window = Размер окна
setup-colour-tip = Нажмите, чтобы выбрать следующий свободный цвет.
setup-first = Первый игрок
setup-first-random = Случайно
setup-first-tip = Кто ходит первым.
setup-kind-easy = Бот: лёгкий
setup-kind-hard = Бот: сильный
setup-kind-expert = Бот: эксперт
setup-level_about-easy = Лёгкий: играет по простым правилам и немного наугад; подходит для знакомства с игрой.
setup-level_about-normal = Обычный: здраво взвешивает варианты, по одному ходу за раз.
setup-level_about-hard = Сильный: просчитывает множество возможных продолжений.
setup-level_about-expert = Эксперт: сильный бот, который думает дольше, до секунды над ходом; для тех, кто обыгрывает сильного.
setup-kind-human = Человек
setup-kind-normal = Бот: средний
setup-kind-tip = Человек или бот. Несколько людей могут играть за одним экраном, передавая его для тайных решений.
setup-play = Играть
setup-play-tip = Начать партию с этими настройками.
setup-players = Игроки
setup-players-tip = Сколько мест: от 2 до 5.
setup-seat = Место { $n }
setup-seed = Номер раздачи
setup-seed-new = Новый номер
setup-seed-tip = Одинаковый номер раздачи и выбор дают ту же раскладку. Нажмите, введите цифры и Enter.
sound-muted = Звук выключен (M — включить снова).
sound-unmuted = Звук включён.
ui-back = Назад
ui-cancel = Отмена
ui-no = Нет
ui-not_available = Сейчас недоступно.
ui-off = Выкл.
ui-ok = ОК
ui-on = Вкл.
ui-yes = Да
handover-body = Следующий выбор тайный. Остальные, пожалуйста, отвернитесь. { $player }, возьмите экран и нажмите кнопку, когда никто не смотрит.
handover-show = Я — { $player }: показать выбор
handover-title = Передайте экран
error-body_plain = В игре произошла непредвиденная ошибка, и этот экран закрыт. Подробности: { $error }
error-body_unsaved = В игре произошла непредвиденная ошибка, и этот экран закрыт. Сейчас игра НЕ автосохраняется ({ $why }). Подробности: { $error }
saves-autosave_of = Автосохранение · { $game }
saves-bad_count = { $n ->
        [one] { $n } не открывается
        [few] { $n } не открываются
        [many] { $n } не открываются
       *[other] { $n } не открываются
    } (причина указана)
saves-cannot_open = Не открывается: { $reason }
saves-count = { $n } { $n ->
        [one] сохранённая игра
        [few] сохранённые игры
        [many] сохранённых игр
       *[other] сохранённой игры
    } · сначала новые
saves-delete = Удалить
saves-delete-body = { $game } — { $details } ({ $when }). Файл будет удалён безвозвратно.
saves-delete-failed = Не удалось удалить сохранение
saves-delete-tip = Удалить файл сохранения (с подтверждением).
saves-delete-title = Удалить это сохранение?
saves-elsewhere = Сохранить в другое место…
saves-elsewhere-body = В папку сохранений нельзя записать ({ $why }). Выберите другую папку:
saves-elsewhere-done = Сохранено: { $path }
saves-elsewhere-failed = Не удалось сохранить туда
saves-elsewhere-none = Другой доступной для записи папки не нашлось. Освободите место на диске или исправьте права на папку: игра пробует снова после каждого хода.
saves-elsewhere-tip = Сохранить игру в другую папку сейчас и продолжать автосохранение туда.
saves-elsewhere-title = Сохранить игру в другую папку
saves-failed-banner = Автосохранение не удалось ({ $why }) в { $where }. Последние ходы НЕ сохранены.
saves-failed-fallback = Автосохранение не удалось ({ $why }) в { $where }; игра сохраняется в { $fallback }.
saves-keep_failed = Не удалось сохранить незаконченную игру
saves-lead_tie = делят лидерство: { $who } ({ $score })
saves-leads = { FORM($who) ->
        [plural] лидируют
       *[other] лидирует
    } { $who } ({ $score })
saves-moves = { $n } { $n ->
        [one] действие
        [few] действия
        [many] действий
       *[other] действия
    }
saves-open-tip = Открыть эту игру.
saves-over = окончена
saves-player = Игрок { $n }
    .form = masculine
saves-players = { $n } { $n ->
        [one] игрок
        [few] игрока
        [many] игроков
       *[other] игрока
    }
saves-round = раунд { $n }
saves-quit-anyway = Всё равно выйти
saves-quit-body = Автосохранение не работает ({ $why }): ходы после последнего удачного сохранения пропадут, если выйти сейчас.
saves-quit-title = Выйти без сохранения?
saves-quitting = Сохраняем игру перед выходом… ({ $seconds } с)
saves-replace-body = Партия «{ $game }» ({ $details }, сохранена { $when }) не закончена. Новая партия заменит её автосохранение. Сохраните копию, чтобы загрузить её позже через «Загрузить».
saves-replace-keep = Сохранить копию
saves-replace-title = Заменить незаконченную игру?
saves-replace-yes = Заменить
saves-settings_failed = Не удалось сохранить настройки
saves-turn = ход { $n }
saves-why-bot_level = неизвестный уровень бота
saves-why-colours = цвета игроков не соответствуют игрокам
saves-why-corrupt = файл повреждён или обрезан
saves-why-empty = файл пуст
saves-why-invalid = настройки партии или ходы неверны
saves-why-newer = сделано более новой версией игры; обновите её
saves-why-not_file = это не обычный файл
saves-why-not_save = это не сохранение Pocket Epics
saves-why-replay = ходы не воспроизводятся
saves-why-too_complex = файл слишком большой или слишком глубоко вложенный
saves-why-too_large = файл слишком большой
saves-why-too_long = в нём слишком длинный текст
saves-why-unreadable = файл не читается
saves-won = окончена, победа: { $who } ({ $score })
saves-elsewhere-short = В другое место…
saves-os-EACCES = нет прав на запись
saves-os-EDQUOT = исчерпана дисковая квота
saves-os-EEXIST = папку нельзя создать (мешает файл)
saves-os-EILSEQ = в имени или названии игры есть текст, который нельзя сохранить
saves-os-ENOENT = папки нет
saves-os-ENOSPC = диск заполнен
saves-os-ENOTDIR = папку нельзя создать (мешает файл)
saves-os-EPERM = нет прав на запись
saves-os-EROFS = папка только для чтения

## The table kit: the same words in every game's board
table-log = Журнал
table-log-tip = Показать или скрыть журнал партии (L).
table-rules = Правила
table-rules-tip = Как играть в эту игру (F1).
table-undone = Ваше последнее решение отменено.
table-history = История
table-history-tip = Вся партия до сих пор, по раундам и ходам, с отбором по игрокам (H).
history-title = История партии
history-close = Закрыть
history-close-tip = Назад к столу (H, Esc).
history-all = Все
history-filter-tip = Показать только строки выбранных игроков; «Все» снова показывает всех.
history-setup = До первого хода
history-round = Раунд { $n }
history-turn = Ход { $n } · { $who }
history-turn_of = Ход: { $who }
history-turn_only = Ход { $n }
history-keys = Колесо, PageUp / PageDown, Home / End: прокрутка · H или Esc: закрыть
history-more_below = Ниже более новые строки
history-empty = Пока ничего не произошло.
history-new_lines = Новые строки ↓
history-since-title = С вашего последнего хода
history-since-more = { $n ->
        [one] … и ещё { $n } строка (H: история)
        [few] … и ещё { $n } строки (H: история)
        [many] … и ещё { $n } строк (H: история)
       *[other] … и ещё { $n } строки (H: история)
    }
history-since-keys = Enter, Esc или щелчок: закрыть
handover-prompt = Передайте экран: { $player }.
handover-me = Показать мой выбор
handover-me-tip = Только когда больше никто не смотрит (Enter).
narration-next = Дальше
narration-next-tip = Показать следующий шаг сразу (пробел).
narration-skip = Пропустить
narration-skip-tip = Показать остальное сразу.
narration-keys = Пробел: дальше · Esc: пропустить
seat-bot = бот
seat-bot-random = случайный бот
seat-bot-easy = лёгкий бот
seat-bot-normal = обычный бот
seat-bot-hard = сильный бот
seat-bot-expert = бот-эксперт
seat-thinking = думает…
seat-human = игрок

# The guided first game ("Learn to play"): the coach's panel, the menu's button, the first-time offer.
menu-learn_of = Обучение: { $game }
menu-learn_of-tip = Первая партия «{ $game }» с подсказками наставника на настоящем поле (5–10 минут). Незаконченный урок продолжится с того же места.
menu-learn_of-none = Для игры «{ $game }» обучения пока нет.
tutorial-title = Обучение: { $game }
tutorial-progress = Шаг { $n } из { $total }
tutorial-next = Дальше
tutorial-watch = Показать
tutorial-leave = Выйти
tutorial-leave-tip = Выйти из урока (Esc). «Обучение» в меню продолжит его.
tutorial-your_move = Ваш ход: подсвеченная цель.
tutorial-wait-bots = Смотрим ходы соперников…
tutorial-wait-do = Сделайте на поле то, что говорит наставник (подсвеченная цель).
tutorial-wrong-do = Не в этом уроке: сделайте то, что просит наставник, — подсвеченная цель.
tutorial-wrong-until = Сначала сделайте то, что просит наставник (подсвеченная кнопка).
tutorial-wrong-next = Сначала прочитайте наставника, затем нажмите «Дальше» (или Enter).
tutorial-wrong-undo = В уроке можно отменить только свой последний ход.
tutorial-leave-title = Выйти из урока?
tutorial-leave-body = Место сохранится: «Обучение» в меню вернёт вас к этому шагу.
tutorial-leave-stay = Продолжить урок
tutorial-leave-yes = Выйти
tutorial-resume-title = Обучение: { $game }
tutorial-resume-body = Урок «{ $game }» не закончен. Продолжить с того же места или начать заново?
tutorial-resume-again = Начать заново
tutorial-resume-yes = Продолжить
tutorial-choose-body = Часть урока «{ $game }» уже пройдена. С чего начнём?
tutorial-choose-carry_on = Продолжить с того же места
tutorial-choose-beginning = Начать сначала
tutorial-offer-title = Впервые в игре «{ $game }»?
tutorial-offer-body = Научитесь, играя: первая партия «{ $game }» с наставником на настоящем поле, 5–10 минут. Позже её можно найти в меню («Обучение»).
tutorial-offer-no = Не сейчас
tutorial-offer-yes = Научиться играть
tutorial-end-menu = В меню
tutorial-end-play = Настоящая партия
tutorial-end-next = Дальше: { $part }
tutorial-progress-part = { $progress } · { $part }
tutorial-failed = Урок не удаётся начать
tutorial-set_aside-title = Сохранённый урок нельзя продолжить
tutorial-set_aside-body = { $file }: { $why }. Файл сохранён под именем { $aside }, а урок начинается сначала.
tutorial-set_aside-failed_body = { $file }: { $why }. Файл не удалось переименовать ({ $error }); урок начинается сначала, и новое сохранение запишется поверх него.
tutorial-set_aside-kept_body = { $file }: { $why }. Файл оставлен как есть (только чтение), а урок начинается сначала.
tutorial-set_aside-unfitting = его ходы больше не подходят к этому уроку

## другая копия уже работает с папкой пользователя (game.instance)
instance-open-title = Другая копия Pocket Epics уже открыта
instance-open-body = Другая копия Pocket Epics (процесс { $pid }, запущена { $since }) работает с вашими сохранениями и настройками, а две копии перезаписывали бы сохранения друг друга. Откройте эту копию только для чтения (смотреть и играть можно, но ничего не сохранится) или выйдите.
instance-open-read_only = Только чтение
instance-open-quit = Выйти
instance-read_only-caption = Pocket Epics (только чтение)
instance-read_only-not_saved = Только чтение: открыта другая копия Pocket Epics, поэтому ничего не сохраняется.
instance-read_only-not_deleted = Только чтение: открыта другая копия Pocket Epics, поэтому сохранения не удаляются.
narration-none = Сейчас ничего не разыгрывается по шагам.
handover-none = Сейчас за ширмой не ждёт ничей тайный выбор.
# The letter on a seat's chip: its colour name's initial (a letter no other colour of one game shares).
colour-letter-white = Б
colour-letter-blue = С
colour-letter-purple = Ф
colour-letter-orange = О
colour-letter-black = Ч
colour-letter-red = К
colour-letter-green = З
colour-letter-yellow = Ж
# A seat at setup: a person or a bot (one toggle), and the bot's level (another).
setup-who-human = Человек
setup-who-bot = Бот
setup-level-easy = Лёгкий
setup-level-normal = Обычный
setup-level-hard = Сильный
setup-level-expert = Эксперт
setup-level-tip = Насколько хорошо играет этот бот: лёгкий, обычный, сильный или эксперт.
setup-level-human = За это место играет человек: уровень бывает только у бота.
# Settings, per game: which optional windows the table passes for you.
settings-auto_pass = { $game }: повторы, копии, переброс
settings-auto_pass-helpful = Спрашивать, если полезно
settings-auto_pass-always = Всегда пропускать
settings-auto_pass-ask = Всегда спрашивать
menu-records = Статистика
menu-records-tip = Ваши сыгранные партии: победы, очки и серии по каждой игре и уровню ботов.
records-title = Статистика
records-table = По играм и уровням ботов
records-recent = Последние партии
records-empty = Сыгранных партий пока нет. Здесь сохраняется каждая законченная партия.
records-col-game = Игра
records-col-level = Боты
records-col-played = Сыграно
records-col-won = Побед
records-col-rate = Доля побед
records-col-best = Лучший счёт
records-col-average = В среднем
records-col-streak = Серия
records-col-best_streak = Лучшая серия
records-level-mixed = Разные
records-level-people = Только люди
records-level-automaton = Соло-противник
records-won = Победа
records-lost = Поражение
records-bots_only = Только боты
records-scroll = Есть ещё строки: прокрутите колесом мыши или стрелками
records-problem-set_aside = Файл { $file } был повреждён: он отложен как { $aside }, статистика начинается заново.
records-problem-newer = Файл { $file } создан более новой версией Pocket Epics: он оставлен как есть, партии не записываются.
records-problem-unreadable = Файл { $file } не удаётся прочитать: партии не записываются (см. error.log).
# Records: the results chart, imported games (issue 31).
records-show_chart = График
records-show_table = Таблица
records-chart-tip = Ваши результаты в одной игре по времени (C); стрелки влево и вправо выбирают игру.
records-chart = { $game }: ваши результаты
records-chart-keys = ← → другая игра
records-chart-legend = Звезда: победа · кольцо: поражение · серая линия: лучший соперник
records-chart-games = Партии, от старых к новым
records-imported = Чужая партия
# "How it went" on the final-score screens.
chart-how-button = Как шла игра
chart-how-tip = Очки каждого игрока по ходу партии на графике.
chart-how-title = Как шла игра
chart-how-turns = Ход
chart-how-rounds = Раунд
chart-how-note = Очки в конце каждого хода или раунда, как их показывало поле; последняя точка («Итог») — итоговый счёт.
chart-how-end = Итог
# Sharing a finished game as a file, and opening one.
share-button = Поделиться
share-tip = Сохранить эту законченную партию в небольшой файл, который можно кому-нибудь передать.
share-saved = Сохранено как { $file } в папке { $folder }
share-no_moves = Ходы этой партии больше не хранятся, поэтому ею нельзя поделиться.
share-failed = Не удалось записать файл: { $reason }
share-read_only = Файл { $file } не открыт: это окно только для просмотра и не ведёт статистику.
share-refused-title = Партия из файла не открыта
share-refused-unreadable = Файл { $file } не удаётся прочитать. Ничего не изменено.
share-refused-damaged = Файл { $file } повреждён или обрезан. Ничего не изменено.
share-refused-format = Файл { $file } — не партия Pocket Epics. Ничего не изменено.
share-refused-newer = Файл { $file } создан более новой версией Pocket Epics; обновите игру, чтобы его открыть. Ничего не изменено.
share-refused-tampered = Файл { $file } изменён после того, как им поделились: контрольная сумма не совпадает. Ничего не изменено.
share-refused-game = В файле { $file } игра, которой нет в этой версии. Ничего не изменено.
share-refused-edition = Партия из файла { $file } сыграна по другой редакции правил, и её ходы здесь не воспроизвести. Ничего не изменено.
share-refused-replay = Файл { $file } не сходится: его ходы не приводят к указанному в нём счёту. Ничего не изменено.
share-refused-unfinished = В файле { $file } незаконченная партия. Ничего не изменено.
share-opened-title = Партия из файла открыта
share-opened-body = { $game }, { $when }, счёт { $scores }: партия добавлена в статистику как чужая (в ваших результатах не учитывается). Из файла { $file }.
share-opened-known = { $game }, { $when }, счёт { $scores }: эта партия уже есть в статистике. Из файла { $file }.
share-open-button = Открыть партию из файла…
share-open-button-tip = Открыть партию, которой с вами поделились (файл .pocketepic). Файл можно и просто перетащить в окно.
share-open-title = Партия из файла
share-open-tip = Проверить этот файл и добавить партию в статистику.
share-open-where = Партии в папках { $folders }, сначала новые.
share-open-none = В папках { $folders } нет файлов партий (.pocketepic). Файл можно и просто перетащить в окно.
# Replay: a finished game or a save, step by step on its own board.
records-replay = Повтор
records-replay-tip = Посмотреть эту партию ещё раз, шаг за шагом, на её поле.
saves-replay = Повтор
saves-replay-tip = Посмотреть партию этого сохранения с начала, шаг за шагом, на её поле.
replay-failed = Эту партию не удаётся показать заново
replay-start = В начало (Home)
replay-prev = На шаг назад (влево)
replay-play = Пуск (пробел)
replay-pause = Пауза (пробел)
replay-next = На шаг вперёд (вправо)
replay-end = В конец (End)
replay-slower = Медленнее
replay-faster = Быстрее
replay-speed = { $n ->
    [one] { $n } шаг в секунду
    [few] { $n } шага в секунду
    [many] { $n } шагов в секунду
   *[other] { $n } шага в секунду
}
replay-step = шаг { $step } из { $total }
replay-chapter-turn = Ход { $n }
replay-chapter-round = Раунд { $n }
replay-view = Глазами:
replay-view-table = Только стол
replay-view-all = Всё
replay-keys = Влево/вправо: шаг · Пробел: пуск/пауза · Home/End · PgUp/PgDn: ход · +/−: скорость · V: чьими глазами · Esc: назад
replay-jump = Щелчок — перейти сюда: { $where }
replay-to_move = Ходят { $who }
