# Обмін у «Королівствах»: віддати, отримати, скільки, потім «Обміняти» (issue 30).
kingdoms-trade-give = Віддати (G)
kingdoms-trade-get = Отримати (R)
kingdoms-trade-amount = Скільки (− +)
kingdoms-trade-amount-tip = Обміняти { $n }.
kingdoms-trade-give-tip = Віддати: { $what }.
kingdoms-trade-get-tip = Отримати: { $what }.
kingdoms-trade-button = Обміняти { $give } → { $get } (T)
kingdoms-trade-rate = Один до одного; після обміну у вас: { $after }.
kingdoms-trade-rate-bonus = Один до одного і +{ $n } від вашої магії; після обміну у вас: { $after }.
kingdoms-trade-why-none = Вам нічого віддати: ресурс «{ $give }» скінчився.
kingdoms-trade-why-full = Ресурс «{ $get }» уже на 9.
kingdoms-trade-why-top = Так можна обміняти не більше { $n }.
kingdoms-trade-why-have = У вас лише { $what }.
kingdoms-trade-why-room = Ресурс «{ $get }» перевищив би 9.
