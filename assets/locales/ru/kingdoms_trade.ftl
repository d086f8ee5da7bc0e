# Обмен в «Королевствах»: отдать, получить, сколько, затем «Обменять» (issue 30).
kingdoms-trade-give = Отдать (G)
kingdoms-trade-get = Получить (R)
kingdoms-trade-amount = Сколько (− +)
kingdoms-trade-amount-tip = Обменять { $n }.
kingdoms-trade-give-tip = Отдать: { $what }.
kingdoms-trade-get-tip = Получить: { $what }.
kingdoms-trade-button = Обменять { $give } → { $get } (T)
kingdoms-trade-rate = Один к одному; после обмена у вас: { $after }.
kingdoms-trade-rate-bonus = Один к одному и +{ $n } от вашей магии; после обмена у вас: { $after }.
kingdoms-trade-why-none = Вам нечего отдать: ресурс «{ $give }» закончился.
kingdoms-trade-why-full = Ресурс «{ $get }» уже на 9.
kingdoms-trade-why-top = Так можно обменять не больше { $n }.
kingdoms-trade-why-have = У вас только { $what }.
kingdoms-trade-why-room = Ресурс «{ $get }» превысил бы 9.
