### ui (uk)

about-fonts = Шрифти
about-fonts-body = DejaVu Sans і DejaVu Serif, © 2003 Bitstream, Inc., за ліцензією Bitstream Vera; зміни DejaVu передано в суспільне надбання. Текст ліцензії постачається разом із грою: файл DejaVu-LICENSE.txt поруч зі шрифтами.
about-game = Pocket Epics
about-game-body = Чотири невеликі стратегічні настільні ігри: офлайн, проти ботів або з друзями за одним екраном. Усі права захищено.
about-icons = Малюнки на картах
about-icons-body = Малюнки на картах складено зі значків художників game-icons.net Lorc, Delapouite, Caro Asercion, Skoll і Cathelineau за ліцензією Creative Commons Attribution 3.0 (CC BY 3.0). Хто намалював кожен значок, указано у файлі CREDITS.md у теці гри assets/icons/game-icons.
about-made_with = Зроблено за допомогою
about-made_with-body = Python (ліцензія PSF), pygame-ce (GNU LGPL 2.1), SDL (ліцензія zlib), PyTMX (GNU LGPL 3), Project Fluent (Apache 2.0), Babel (BSD) і platformdirs (MIT).
about-title = Про програму
about-user_folder = Ваші файли
about-user_folder-body = Ваші збереження, налаштування і журнал помилок лежать у цій теці. Після видалення гри тека лишається, якщо ви не попросите видалити і її.
about-version = Версія { $version }
app-tagline = Невеликі стратегічні настільні ігри: офлайн, проти ботів або з друзями за одним екраном
app-title = Pocket Epics
board-log = Журнал партії
board-log-tip = Показати або сховати журнал (L).
board-log_scrolled = ранні записи
board-menu = Меню
board-menu-tip = Зберегти, завантажити, правила, налаштування або вийти (Esc).
board-save = Зберегти
board-save-tip = Зберегти партію в новий файл (S).
board-save_failed = Не вдалося зберегти партію
board-saved = Збережено як { $name }
board-turn = Хід { $turn } · { $player }
board-turn_over = Гру завершено · хід { $turn }
board-undo = Скасувати
board-undo-none = Нема чого скасовувати: після останнього відкриття ви нічого не вирішували.
board-undo-others = Нема чого скасовувати: після вашого рішення вже вирішував інший гравець, а скасувати можна лише власні рішення.
board-undo-tip = Скасувати своє останнє рішення (U). Не після відкриття ставки чи жетона.
board-you = ви
colour-black = Чорні
    .form = plural
colour-blue = Сині
    .form = plural
colour-green = Зелені
    .form = plural
colour-orange = Помаранчеві
    .form = plural
colour-pink = Рожеві
    .form = plural
colour-purple = Фіолетові
    .form = plural
colour-vermilion = Червоні
    .form = plural
colour-white = Білі
    .form = plural
colour-yellow = Жовті
    .form = plural
error-body = Гра натрапила на несподівану помилку й зупинила цей екран, але нічого не втрачено: партію збережено автоматично. Подробиці: { $error }
error-title = Щось пішло не так
load-autosave = Автозбереження
load-details = { $players } { $players ->
        [one] гравець
        [few] гравці
        [many] гравців
       *[other] гравця
    }, { $moves } { $moves ->
        [one] хід
        [few] ходи
        [many] ходів
       *[other] ходу
    }
load-entry = { $name } — { $when }
load-failed = Це збереження не завантажується
load-none = Збережених партій поки немає.
load-title = Завантаження партії
menu-about = Про програму
menu-about-tip = Версія, ліцензії та тека, де лежать ваші збереження.
menu-coming = Незабаром
menu-coming_tip = Ця гра ще не готова. Вона з’явиться в наступній версії.
menu-continue = Продовжити
menu-continue-none = Поки немає партії, яку можна продовжити.
menu-continue-tip = Повернутися до останньої партії з того ж місця.
menu-continue_of = Продовжити: { $game }
menu-continue_of-tip = Повернутися до останньої партії з того ж місця: { $game }, { $details }.
menu-load = Завантажити
menu-load-tip = Відкрити одну зі збережених партій.
menu-new_game = Нова партія «Королівств»
menu-new_game-tip = Підготувати нову партію «Королівств».
menu-new_game_of = Нова партія: { $game }
menu-new_game_of-tip = Підготувати нову партію «{ $game }». Наведіть на картку іншої гри, щоб почати її.
menu-play_now = Грати
menu-quit = Вихід
menu-quit-tip = Закрити Pocket Epics.
menu-rules = Правила
menu-rules-tip = Прочитати, як грати в «Королівства».
menu-rules_of = Правила: { $game }
menu-rules_of-tip = Правила гри «{ $game }». Наведіть на картку іншої гри, щоб відкрити її правила.
menu-settings = Налаштування
menu-settings-tip = Мова, швидкість, вікно та кольори.
pause-leave = Головне меню
pause-resume = Продовжити
pause-save = Зберегти партію
pause-title = Меню гри
prompt-over = Партію закінчено.
rules-scroll_hint = Прокручування: коліщатко миші або Page Up / Page Down
score-again = Зіграти ще
score-board = Подивитися поле
score-menu = Головне меню
score-decided = Рівність очок; вирішальний показник: { $criterion }.
score-shared = Спільна перемога: { $players }
score-tiebreak = За рівності, по черзі:
score-title = Підсумки
score-total = Разом
score-winner = { $player } { FORM($player) ->
        [plural] перемагають!
       *[other] перемагає!
    }
settings-anim = Анімація
settings-anim-fast = Швидко
settings-anim-normal = Звичайно
settings-anim-off = Вимк.
settings-anim-slow = Повільно
settings-bots = Швидкість ботів
settings-bots-fast = Швидко
settings-bots-instant = Миттєво
settings-bots-normal = Звичайно
settings-bots-slow = Повільно
settings-fullscreen = Повний екран (F11)
settings-language = Мова
settings-palette = Кольори гравців
settings-palette-normal = Звичайні
settings-palette-preview = Зразок: кожен гравець має ще літеру та фігуру.
settings-palette-safe = Для дальтоників
settings-sound = Звукові ефекти
settings-title = Налаштування
settings-window = Розмір вікна
setup-colour-tip = Натисніть, щоб вибрати наступний вільний колір.
setup-first = Перший гравець
setup-first-random = Випадково
setup-first-tip = Хто ходить першим.
setup-kind-easy = Бот: легкий
setup-kind-hard = Бот: сильний
setup-kind-expert = Бот: експерт
setup-level_about-easy = Легкий: грає за простими правилами й трохи навмання; підходить для знайомства з грою.
setup-level_about-normal = Звичайний: розважливо зважує варіанти, по одному ходу за раз.
setup-level_about-hard = Сильний: прораховує безліч можливих продовжень.
setup-level_about-expert = Експерт: сильний бот, який думає довше, до секунди над ходом; для тих, хто перемагає сильного.
setup-kind-human = Людина
setup-kind-normal = Бот: середній
setup-kind-tip = Людина чи бот. Кілька людей можуть грати за одним екраном, передаючи його для таємних рішень.
setup-play = Грати
setup-play-tip = Почати партію з цими налаштуваннями.
setup-players = Гравці
setup-players-tip = Скільки місць: від 2 до 5.
setup-seat = Місце { $n }
setup-seed = Номер роздачі
setup-seed-new = Новий номер
setup-seed-tip = Той самий номер роздачі та вибір дають ту саму розкладку. Натисніть, введіть цифри й Enter.
sound-muted = Звук вимкнено (M — увімкнути знову).
sound-unmuted = Звук увімкнено.
ui-back = Назад
ui-cancel = Скасувати
ui-no = Ні
ui-not_available = Зараз недоступно.
ui-off = Вимк.
ui-ok = Гаразд
ui-on = Увімк.
ui-yes = Так
handover-body = Наступний вибір таємний. Інші, будь ласка, відверніться. { $player }, візьміть екран і натисніть кнопку, коли ніхто не дивиться.
handover-show = Я — { $player }: показати вибір
handover-title = Передайте екран
error-body_plain = У грі сталася непередбачена помилка, і цей екран закрито. Подробиці: { $error }
error-body_unsaved = У грі сталася непередбачена помилка, і цей екран закрито. Зараз гра НЕ автозберігається ({ $why }). Подробиці: { $error }
saves-autosave_of = Автозбереження · { $game }
saves-bad_count = { $n ->
        [one] { $n } не відкривається
        [few] { $n } не відкриваються
        [many] { $n } не відкриваються
       *[other] { $n } не відкриваються
    } (причину вказано)
saves-cannot_open = Не відкривається: { $reason }
saves-count = { $n } { $n ->
        [one] збережена гра
        [few] збережені гри
        [many] збережених ігор
       *[other] збереженої гри
    } · спочатку нові
saves-delete = Видалити
saves-delete-body = { $game } — { $details } ({ $when }). Файл буде видалено назавжди.
saves-delete-failed = Не вдалося видалити збереження
saves-delete-tip = Видалити файл збереження (з підтвердженням).
saves-delete-title = Видалити це збереження?
saves-elsewhere = Зберегти деінде…
saves-elsewhere-body = До теки збережень не можна записати ({ $why }). Виберіть іншу теку:
saves-elsewhere-done = Збережено: { $path }
saves-elsewhere-failed = Не вдалося зберегти туди
saves-elsewhere-none = Іншої теки, доступної для запису, не знайдено. Звільніть місце на диску або виправте права на теку: гра пробує знову після кожного ходу.
saves-elsewhere-tip = Зберегти гру в іншу теку зараз і надалі автозберігати туди.
saves-elsewhere-title = Зберегти гру в іншу теку
saves-failed-banner = Автозбереження не вдалося ({ $why }) у { $where }. Останні ходи НЕ збережено.
saves-failed-fallback = Автозбереження не вдалося ({ $why }) у { $where }; гра зберігається у { $fallback }.
saves-keep_failed = Не вдалося зберегти незавершену гру
saves-lead_tie = ділять лідерство: { $who } ({ $score })
saves-leads = { FORM($who) ->
        [plural] лідирують
       *[other] лідирує
    } { $who } ({ $score })
saves-moves = { $n } { $n ->
        [one] дія
        [few] дії
        [many] дій
       *[other] дії
    }
saves-open-tip = Відкрити цю гру.
saves-over = завершена
saves-player = Гравець { $n }
    .form = masculine
saves-players = { $n } { $n ->
        [one] гравець
        [few] гравці
        [many] гравців
       *[other] гравця
    }
saves-round = раунд { $n }
saves-quit-anyway = Все одно вийти
saves-quit-body = Автозбереження не працює ({ $why }): ходи після останнього вдалого збереження пропадуть, якщо вийти зараз.
saves-quit-title = Вийти без збереження?
saves-quitting = Зберігаємо гру перед виходом… ({ $seconds } с)
saves-replace-body = Партія «{ $game }» ({ $details }, збережена { $when }) не завершена. Нова партія замінить її автозбереження. Збережіть копію, щоб завантажити її пізніше через «Завантажити».
saves-replace-keep = Зберегти копію
saves-replace-title = Замінити незавершену гру?
saves-replace-yes = Замінити
saves-settings_failed = Не вдалося зберегти налаштування
saves-turn = хід { $n }
saves-why-bot_level = невідомий рівень бота
saves-why-colours = кольори гравців не відповідають гравцям
saves-why-corrupt = файл пошкоджений або обрізаний
saves-why-empty = файл порожній
saves-why-invalid = налаштування партії або ходи неправильні
saves-why-newer = створено новішою версією гри; оновіть її
saves-why-not_file = це не звичайний файл
saves-why-not_save = це не збереження Pocket Epics
saves-why-replay = ходи не відтворюються
saves-why-too_complex = файл завеликий або надто глибоко вкладений
saves-why-too_large = файл завеликий
saves-why-too_long = у ньому задовгий текст
saves-why-unreadable = файл не читається
saves-won = завершена, перемога: { $who } ({ $score })
saves-elsewhere-short = Зберегти деінде…
saves-os-EACCES = немає прав на запис
saves-os-EDQUOT = вичерпано дискову квоту
saves-os-EEXIST = теку не можна створити (заважає файл)
saves-os-EILSEQ = в імені чи назві гри є текст, який не можна зберегти
saves-os-ENOENT = теки немає
saves-os-ENOSPC = диск заповнений
saves-os-ENOTDIR = теку не можна створити (заважає файл)
saves-os-EPERM = немає прав на запис
saves-os-EROFS = тека лише для читання

## The table kit: the same words in every game's board
table-log = Журнал
table-log-tip = Показати або сховати журнал партії (L).
table-rules = Правила
table-rules-tip = Як грати в цю гру (F1).
table-undone = Ваше останнє рішення скасовано.
table-history = Історія
table-history-tip = Уся партія досі, за раундами й ходами, з відбором за гравцями (H).
history-title = Історія партії
history-close = Закрити
history-close-tip = Назад до столу (H, Esc).
history-all = Усі
history-filter-tip = Показати лише рядки вибраних гравців; «Усі» знову показує всіх.
history-setup = До першого ходу
history-round = Раунд { $n }
history-turn = Хід { $n } · { $who }
history-turn_of = Хід: { $who }
history-turn_only = Хід { $n }
history-keys = Коліщатко, PageUp / PageDown, Home / End: прокрутка · H або Esc: закрити
history-more_below = Нижче новіші рядки
history-empty = Поки що нічого не сталося.
history-new_lines = Нові рядки ↓
history-since-title = Від вашого останнього ходу
history-since-more = { $n ->
        [one] … і ще { $n } рядок (H: історія)
        [few] … і ще { $n } рядки (H: історія)
        [many] … і ще { $n } рядків (H: історія)
       *[other] … і ще { $n } рядка (H: історія)
    }
history-since-keys = Enter, Esc або клацання: закрити
handover-prompt = Передайте екран: { $player }.
handover-me = Показати мій вибір
handover-me-tip = Лише коли більше ніхто не дивиться (Enter).
narration-next = Далі
narration-next-tip = Показати наступний крок одразу (пробіл).
narration-skip = Пропустити
narration-skip-tip = Показати решту одразу.
narration-keys = Пробіл: далі · Esc: пропустити
seat-bot = бот
seat-bot-random = випадковий бот
seat-bot-easy = легкий бот
seat-bot-normal = звичайний бот
seat-bot-hard = сильний бот
seat-bot-expert = бот-експерт
seat-thinking = думає…
seat-human = гравець

# The guided first game ("Learn to play"): the coach's panel, the menu's button, the first-time offer.
menu-learn_of = Навчання: { $game }
menu-learn_of-tip = Перша партія «{ $game }» з підказками наставника на справжньому полі (5–10 хвилин). Незавершений урок продовжиться з того ж місця.
menu-learn_of-none = Для гри «{ $game }» навчання поки немає.
tutorial-title = Навчання: { $game }
tutorial-progress = Крок { $n } з { $total }
tutorial-next = Далі
tutorial-watch = Показати
tutorial-leave = Вийти
tutorial-leave-tip = Вийти з уроку (Esc). «Навчання» в меню продовжить його.
tutorial-your_move = Ваш хід: підсвічена ціль.
tutorial-wait-bots = Дивимося ходи суперників…
tutorial-wait-do = Зробіть на полі те, що каже наставник (підсвічена ціль).
tutorial-wrong-do = Не в цьому уроці: зробіть те, що просить наставник, — підсвічена ціль.
tutorial-wrong-until = Спершу зробіть те, що просить наставник (підсвічена кнопка).
tutorial-wrong-next = Спершу прочитайте наставника, потім натисніть «Далі» (або Enter).
tutorial-wrong-undo = В уроці можна скасувати лише свій останній хід.
tutorial-leave-title = Вийти з уроку?
tutorial-leave-body = Місце збережеться: «Навчання» в меню поверне вас до цього кроку.
tutorial-leave-stay = Продовжити урок
tutorial-leave-yes = Вийти
tutorial-resume-title = Навчання: { $game }
tutorial-resume-body = Урок «{ $game }» не завершено. Продовжити з того ж місця чи почати знову?
tutorial-resume-again = Почати знову
tutorial-resume-yes = Продовжити
tutorial-choose-body = Частину уроку «{ $game }» уже пройдено. З чого почнемо?
tutorial-choose-carry_on = Продовжити з того ж місця
tutorial-choose-beginning = Почати спочатку
tutorial-offer-title = Уперше в грі «{ $game }»?
tutorial-offer-body = Навчіться, граючи: перша партія «{ $game }» з наставником на справжньому полі, 5–10 хвилин. Пізніше її можна знайти в меню («Навчання»).
tutorial-offer-no = Не зараз
tutorial-offer-yes = Навчитися грати
tutorial-end-menu = До меню
tutorial-end-play = Справжня партія
tutorial-end-next = Далі: { $part }
tutorial-progress-part = { $progress } · { $part }
tutorial-failed = Урок не вдається почати
tutorial-set_aside-title = Збережений урок не можна продовжити
tutorial-set_aside-body = { $file }: { $why }. Файл збережено під назвою { $aside }, а урок починається спочатку.
tutorial-set_aside-failed_body = { $file }: { $why }. Файл не вдалося перейменувати ({ $error }); урок починається спочатку, і нове збереження запишеться поверх нього.
tutorial-set_aside-kept_body = { $file }: { $why }. Файл залишено як є (лише читання), а урок починається спочатку.
tutorial-set_aside-unfitting = його ходи більше не підходять до цього уроку

## інша копія вже працює з текою користувача (game.instance)
instance-open-title = Інша копія Pocket Epics уже відкрита
instance-open-body = Інша копія Pocket Epics (процес { $pid }, запущена { $since }) працює з вашими збереженнями та налаштуваннями, а дві копії перезаписували б збереження одна одної. Відкрийте цю копію лише для читання (дивитися й грати можна, але нічого не збережеться) або вийдіть.
instance-open-read_only = Лише читання
instance-open-quit = Вийти
instance-read_only-caption = Pocket Epics (лише читання)
instance-read_only-not_saved = Лише читання: відкрита інша копія Pocket Epics, тому нічого не зберігається.
instance-read_only-not_deleted = Лише читання: відкрита інша копія Pocket Epics, тому збереження не видаляються.
narration-none = Зараз нічого не розігрується покроково.
handover-none = Зараз за ширмою не чекає нічий таємний вибір.
# The letter on a seat's chip: its colour name's initial (a letter no other colour of one game shares).
colour-letter-white = Б
colour-letter-blue = С
colour-letter-purple = Ф
colour-letter-orange = П
colour-letter-black = Ч
colour-letter-red = Ч
colour-letter-green = З
colour-letter-yellow = Ж
# A seat at setup: a person or a bot (one toggle), and the bot's level (another).
setup-who-human = Людина
setup-who-bot = Бот
setup-level-easy = Легкий
setup-level-normal = Звичайний
setup-level-hard = Сильний
setup-level-expert = Експерт
setup-level-tip = Наскільки добре грає цей бот: легкий, звичайний, сильний чи експерт.
setup-level-human = За це місце грає людина: рівень буває лише в бота.
# Settings, per game: which optional windows the table passes for you.
settings-auto_pass = { $game }: повтори, копії, перекид
settings-auto_pass-helpful = Питати, якщо корисно
settings-auto_pass-always = Завжди пропускати
settings-auto_pass-ask = Завжди питати
menu-records = Статистика
menu-records-tip = Ваші зіграні партії: перемоги, очки та серії за кожною грою й рівнем ботів.
records-title = Статистика
records-table = За іграми та рівнями ботів
records-recent = Останні партії
records-empty = Зіграних партій поки немає. Тут зберігається кожна завершена партія.
records-col-game = Гра
records-col-level = Боти
records-col-played = Зіграно
records-col-won = Перемог
records-col-rate = Частка перемог
records-col-best = Рекорд
records-col-average = У середньому
records-col-streak = Серія
records-col-best_streak = Найкраща серія
records-level-mixed = Різні
records-level-people = Лише люди
records-level-automaton = Соло-суперник
records-won = Перемога
records-lost = Поразка
records-bots_only = Лише боти
records-scroll = Є ще рядки: прокрутіть коліщатком миші або стрілками
records-problem-set_aside = Файл { $file } був пошкоджений: його відкладено як { $aside }, статистика починається заново.
records-problem-newer = Файл { $file } створено новішою версією Pocket Epics: його залишено як є, партії не записуються.
records-problem-unreadable = Файл { $file } не вдається прочитати: партії не записуються (див. error.log).
# Records: the results chart, imported games (issue 31).
records-show_chart = Графік
records-show_table = Таблиця
records-chart-tip = Ваші результати в одній грі з часом (C); стрілки ліворуч і праворуч вибирають гру.
records-chart = { $game }: ваші результати
records-chart-keys = ← → інша гра
records-chart-legend = Зірка: перемога · кільце: поразка · сіра лінія: найкращий суперник
records-chart-games = Партії, від старих до нових
records-imported = Чужа партія
# "How it went" on the final-score screens.
chart-how-button = Як ішла гра
chart-how-tip = Очки кожного гравця впродовж партії на графіку.
chart-how-title = Як ішла гра
chart-how-turns = Хід
chart-how-rounds = Раунд
chart-how-note = Очки наприкінці кожного ходу чи раунду, як їх показувало поле; остання точка («Підсумок») — підсумковий рахунок.
chart-how-end = Підсумок
# Sharing a finished game as a file, and opening one.
share-button = Поділитися
share-tip = Зберегти цю завершену партію в невеликий файл, який можна комусь передати.
share-saved = Збережено як { $file } у теці { $folder }
share-no_moves = Ходи цієї партії більше не зберігаються, тому нею не можна поділитися.
share-failed = Не вдалося записати файл: { $reason }
share-read_only = Файл { $file } не відкрито: це вікно лише для перегляду й не веде статистику.
share-refused-title = Партію з файлу не відкрито
share-refused-unreadable = Файл { $file } не вдається прочитати. Нічого не змінено.
share-refused-damaged = Файл { $file } пошкоджений або обрізаний. Нічого не змінено.
share-refused-format = Файл { $file } — не партія Pocket Epics. Нічого не змінено.
share-refused-newer = Файл { $file } створено новішою версією Pocket Epics; оновіть гру, щоб його відкрити. Нічого не змінено.
share-refused-tampered = Файл { $file } змінено після того, як ним поділилися: контрольна сума не збігається. Нічого не змінено.
share-refused-game = У файлі { $file } гра, якої немає в цій версії. Нічого не змінено.
share-refused-edition = Партію з файлу { $file } зіграно за іншою редакцією правил, і її ходи тут не відтворити. Нічого не змінено.
share-refused-replay = Файл { $file } не сходиться: його ходи не дають зазначеного в ньому рахунку. Нічого не змінено.
share-refused-unfinished = У файлі { $file } незавершена партія. Нічого не змінено.
share-opened-title = Партію з файлу відкрито
share-opened-body = { $game }, { $when }, рахунок { $scores }: партію додано до статистики як чужу (у ваших результатах не враховується). З файлу { $file }.
share-opened-known = { $game }, { $when }, рахунок { $scores }: ця партія вже є в статистиці. З файлу { $file }.
share-open-button = Відкрити партію з файлу…
share-open-button-tip = Відкрити партію, якою з вами поділилися (файл .pocketepic). Файл можна й просто перетягнути у вікно.
share-open-title = Партія з файлу
share-open-tip = Перевірити цей файл і додати партію до статистики.
share-open-where = Партії в теках { $folders }, спершу нові.
share-open-none = У теках { $folders } немає файлів партій (.pocketepic). Файл можна й просто перетягнути у вікно.
# Replay: a finished game or a save, step by step on its own board.
records-replay = Повтор
records-replay-tip = Переглянути цю партію ще раз, крок за кроком, на її полі.
saves-replay = Повтор
saves-replay-tip = Переглянути партію цього збереження від початку, крок за кроком, на її полі.
replay-failed = Цю партію не вдається показати знову
replay-start = На початок (Home)
replay-prev = На крок назад (ліворуч)
replay-play = Пуск (пробіл)
replay-pause = Пауза (пробіл)
replay-next = На крок уперед (праворуч)
replay-end = У кінець (End)
replay-slower = Повільніше
replay-faster = Швидше
replay-speed = { $n ->
    [one] { $n } крок за секунду
    [few] { $n } кроки за секунду
    [many] { $n } кроків за секунду
   *[other] { $n } кроку за секунду
}
replay-step = крок { $step } з { $total }
replay-chapter-turn = Хід { $n }
replay-chapter-round = Раунд { $n }
replay-view = Очима:
replay-view-table = Лише стіл
replay-view-all = Усе
replay-keys = Ліворуч/праворуч: крок · Пробіл: пуск/пауза · Home/End · PgUp/PgDn: хід · +/−: швидкість · V: чиїми очима · Esc: назад
replay-jump = Клацніть — перейти сюди: { $where }
replay-to_move = Ходять { $who }
