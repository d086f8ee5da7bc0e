"""Placement after every commit is in (spec 3.2 steps 3-6b): apply the layouts,
reveal, pay in pay order with Magpie credit, then the ENTER keys one card at a
time in resolution order, pausing for the owner's choice where a key asks for
one (``enter_age_chosen``, ``enter_age_chosen_per_resource``).
"""

from __future__ import annotations

from game.chronicles.kingdom import R, Tables, production
from game.chronicles.state import ENTER, ChroniclesState
from game.core.protocol import shuffle


def draw(state: ChroniclesState) -> int:
    """The top card of the deck, reshuffling the whole discard pile when empty (Ambiguity 26)."""
    if not state.deck:
        state.deck = state.discard
        state.discard = []
        shuffle(state.rng, state.deck)
        state.emit("reshuffle", cards=len(state.deck))
    return state.deck.pop()


def apply_commits(t: Tables, state: ChroniclesState) -> None:
    """Steps 3-5 for every player: layouts, reveal, payment."""
    revealed = []
    log = not state.mute_events  # headless play skips building the log's arguments
    pile = state.discard
    pending = state.pending
    this_round = state.round
    for seat, p in enumerate(state.players):
        _, discard, moves, place, reserve, _pay = pending[seat]
        old = p.slots
        new = list(old)
        for s in discard:
            pile.append(old[s][0])
            new[s] = None
            if log:
                state.emit("discard_in_play", player=seat, slot=s, card=old[s][0])
        if moves:
            for src, _dst in moves:
                new[src] = None
            for src, dst in moves:
                new[dst] = old[src]
        placed_cards = []
        for slot, uid in place:
            new[slot] = [uid, 0, this_round]
            placed_cards.append(uid)
        p.slots = new
        for uid in p.hand:
            if uid != reserve and uid not in placed_cards:
                pile.append(uid)
                if log:
                    state.emit("hand_discard", to=frozenset({seat}), player=seat, card=uid)
        p.hand = []
        p.reserve = reserve
        if log:
            if reserve is not None:
                state.emit("reserve", to=frozenset({seat}), player=seat, card=reserve)
            revealed.append((seat, [(s, u) for s, u in place], list(moves)))
    for seat, place, moves in revealed:
        state.emit("reveal", reveal=True, player=seat,
                   cards=[[s, u] for s, u in place], moves=[[a, b] for a, b in moves])
    costs = t.cost
    for seat, p in enumerate(state.players):
        credit = 0
        entered: list[int] = []
        slots = p.slots
        for slot in pending[seat][5]:
            uid = slots[slot][0]
            cost = costs[uid]
            gold = from_credit = gives = 0
            if cost < 0:
                gives = -cost
                credit += gives
            elif credit + p.gold >= cost:
                if credit:
                    from_credit = min(credit, cost)
                    credit -= from_credit
                    gold = cost - from_credit
                else:
                    gold = cost
                p.gold -= gold
            else:
                slots[slot] = None
                pile.append(uid)
                if log:
                    state.emit("unpaid", player=seat, slot=slot, card=uid)
                continue
            entered.append(slot)
            if log:  # the payment is public (spec 6): gold from the purse, credit used, credit given
                state.emit("enter", player=seat, slot=slot, card=uid, gold=gold, credit=from_credit, gives=gives)
        state.entered[seat] = entered
    state.pending = {}


def start_enter(t: Tables, state: ChroniclesState) -> bool:
    state.phase = ENTER
    players = state.players
    enter = t.enter     # a card without ENTER keys resolves nothing: it is not queued
    state.queue = [(seat, slot) for seat in state.order for slot in state.entered[seat]
                   if enter[players[seat].slots[slot][0]]]  # type: ignore[index]  # an entered slot is occupied
    state.key_index = 0
    return run_enter(t, state)


def _eligible_exists(t: Tables, state: ChroniclesState, min_cost: int) -> bool:
    return any(t.cost[u] >= min_cost for u in state.deck) or any(t.cost[u] >= min_cost for u in state.discard)


def run_enter(t: Tables, state: ChroniclesState) -> bool:
    """Resolve queued ENTER keys; False while a choice is open, True when step 6b is done."""
    while state.queue:
        seat, slot = state.queue[0]
        p = state.players[seat]
        card = p.card(slot)
        keys = t.enter[card[0]]
        while state.key_index < len(keys):
            a = keys[state.key_index]
            key = a.key
            if key == "enter_age_self":
                card[1] += a["amount"]
                state.emit("age_self", player=seat, slot=slot, amount=a["amount"])     # tokens are public (spec 6)
            elif key == "enter_age_others":
                aged = [i for i, other in enumerate(p.slots) if other is not None and other is not card]
                for i in aged:
                    p.card(i)[1] += a["amount"]
                if aged:
                    state.emit("age_others", player=seat, source=slot, slots=aged, amount=a["amount"])
            elif key in ("enter_age_chosen", "enter_age_chosen_per_resource"):
                if key == "enter_age_chosen":
                    amount = a["amount"]
                else:
                    amount = a["amount"] * production(t, p)[R[a["resource"]]]
                if amount > 0:
                    options = [s for s, c in enumerate(p.slots) if c is not None]
                    if len(options) == 1:
                        card[1] += amount
                        state.emit("age_chosen", player=seat, source=slot, target=slot, amount=amount)
                    else:
                        state.choice = {"kind": "age", "seat": seat, "source": slot,
                                        "amount": amount, "options": options}
                        return False
            elif key == "enter_upgrade_all_buildings":
                for b, level in enumerate(p.buildings):
                    if level == 1:
                        p.buildings[b] = 2
                state.emit("upgrade_all", player=seat, slot=slot)
            elif key == "enter_transform_from_deck":
                if _transform(t, state, seat, slot, a["min_cost"]):
                    card = p.card(slot)
                    keys = t.enter[card[0]]
                    state.key_index = 0
                    continue
            # enter_vp_per_level2_building waits for step 6b
            state.key_index += 1
        state.queue.pop(0)
        state.key_index = 0
    _end_of_entry(t, state)
    return True


def answer_age_choice(t: Tables, state: ChroniclesState, target: int) -> None:
    choice = state.open_choice()
    seat = choice["seat"]
    state.players[seat].card(target)[1] += choice["amount"]
    state.emit("age_chosen", player=seat, source=choice["source"], target=target, amount=choice["amount"])
    state.choice = None
    state.key_index += 1


def _transform(t: Tables, state: ChroniclesState, seat: int, slot: int, min_cost: int) -> bool:
    """Paper Mimic (Ambiguity 33): reveal until a card costs >= min_cost; it takes the slot."""
    if not _eligible_exists(t, state, min_cost):
        state.emit("mimic_fizzles", player=seat, slot=slot)
        return False
    while True:
        uid = draw(state)
        if t.cost[uid] >= min_cost:
            break
        state.discard.append(uid)
        state.emit("mimic_reveal", reveal=True, player=seat, card=uid)
    p = state.players[seat]
    mimic = p.card(slot)[0]
    state.discard.append(mimic)
    p.slots[slot] = [uid, 1, state.round]
    state.emit("mimic_replaced", reveal=True, player=seat, slot=slot, card=uid)
    return True


def _end_of_entry(t: Tables, state: ChroniclesState) -> None:
    """Step 6b: enter_vp_per_level2_building, counted after all of step 6, floored at 0."""
    vp_l2 = t.enter_vp_l2
    for seat, p in enumerate(state.players):
        per_level2 = 0
        slots = p.slots
        for slot in state.entered[seat]:
            card = slots[slot]
            if card is not None:
                per_level2 += vp_l2[card[0]]
        if per_level2:
            delta = per_level2 * sum(1 for level in p.buildings if level == 2)
            if delta:
                p.vp = max(0, p.vp + delta)
                state.emit("vp", player=seat, step="enter", delta=delta, vp=p.vp)
        state.entered[seat] = []
