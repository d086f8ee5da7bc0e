# Kingdoms' trade as direct controls: give, get, amount, then Trade (issue 30).
kingdoms-trade-give = Give (G)
kingdoms-trade-get = Get (R)
kingdoms-trade-amount = Amount (− +)
kingdoms-trade-amount-tip = Trade { $n }.
kingdoms-trade-give-tip = Give { $what }.
kingdoms-trade-get-tip = Get { $what }.
kingdoms-trade-button = Trade { $give } → { $get } (T)
kingdoms-trade-rate = One for one; then you have { $after }.
kingdoms-trade-rate-bonus = One for one, +{ $n } from your magic; then you have { $after }.
kingdoms-trade-why-none = You have no { $give } to give.
kingdoms-trade-why-full = Your { $get } is already at 9.
kingdoms-trade-why-top = You can trade at most { $n } of these.
kingdoms-trade-why-have = You have only { $what }.
kingdoms-trade-why-room = Your { $get } would pass 9.
