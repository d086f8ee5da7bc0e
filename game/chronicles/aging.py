"""The Aging phase (spec 3.6): the leaving set, Herbalist saves (one owner's
choice at a time, in resolution order), leave triggers summed per player,
discards, then +1 token for every survivor."""

from __future__ import annotations

from game.chronicles.kingdom import Tables
from game.chronicles.state import AGING, SLOTS, ChroniclesState


def leaving_set(t: Tables, slots: list) -> list[int]:
    """Slots whose character reaches its leave threshold (never for never_leaves)."""
    never_leaves, threshold = t.never_leaves, t.threshold
    out = []
    for s in SLOTS:
        c = slots[s]
        if c is not None and not never_leaves[c[0]] and c[1] >= threshold[c[0]]:
            out.append(s)
    return out


def start_aging(t: Tables, state: ChroniclesState) -> bool:
    state.phase = AGING
    save_one, players = t.save_one, state.players
    never_leaves, threshold = t.never_leaves, t.threshold
    leaving: list[list[int]] = []
    for p in players:                   # leaving_set(), inlined: once per player and round
        slots = p.slots
        leaving.append([s for s in SLOTS if (c := slots[s]) is not None
                        and not never_leaves[c[0]] and c[1] >= threshold[c[0]]])
    state.leaving = leaving
    queue = []
    for seat in state.order:
        slots = players[seat].slots
        for s in SLOTS:
            c = slots[s]
            if c is not None and save_one[c[0]]:
                queue.append((seat, s))
    state.queue = queue
    return run_saves(t, state)


def run_saves(t: Tables, state: ChroniclesState) -> bool:
    """Issue save requests; False while one is open, True once Aging is finished."""
    while state.queue:
        seat, slot = state.queue[0]
        if state.leaving[seat]:
            state.choice = {"kind": "save", "seat": seat, "source": slot,
                            "options": [*state.leaving[seat], None]}
            return False
        state.queue.pop(0)
    _finish(t, state)
    return True


def answer_save(t: Tables, state: ChroniclesState, target: int | None) -> None:
    choice = state.open_choice()
    seat = choice["seat"]
    source = choice["source"]
    if target is not None:
        state.leaving[seat].remove(target)
    slots = state.players[seat].slots
    player = state.players[seat]
    kept = player.card(target)[0] if target is not None and slots[target] is not None else None
    state.emit("save", player=seat, source=source, target=target, card=kept, saver=player.card(source)[0])
    state.choice = None
    state.queue.pop(0)


def leave_rewards(leave_keys, slots, leaving, tokens_leaving: int) -> tuple[int, int]:
    """The VP and gold the kingdom's leave keys pay at Aging (spec 3.6): per token on
    the leaving cards, and each leaver's own reward.  The rules' Aging and the
    expert's look past the round (``outlook.aged``) both count them here."""
    vp = gold = 0
    for s in SLOTS:
        c = slots[s]
        if c is None or not leave_keys[c[0]]:
            continue
        for a in leave_keys[c[0]]:
            if a.key == "vp_per_token_on_leaving":
                vp += a["amount"] * tokens_leaving
            elif s in leaving:
                if a.key == "vp_on_own_leave":
                    if a["only_if_tokens"] is None or a["only_if_tokens"] == c[1]:
                        vp += a["amount"]
                else:  # gold_on_own_leave_per_token
                    gold += a["amount"] * c[1]
    return vp, gold


def _finish(t: Tables, state: ChroniclesState) -> None:
    leave_keys = t.leave
    log = not state.mute_events  # headless play skips building the log's arguments
    for seat, p in enumerate(state.players):
        leaving = state.leaving[seat]
        slots = p.slots
        vp = gold = 0
        tokens_leaving = 0
        for s in leaving:
            tokens_leaving += slots[s][1]  # type: ignore[index]  # a leaving slot is occupied
        vp, gold = leave_rewards(leave_keys, slots, leaving, tokens_leaving)
        if vp:
            p.vp = max(0, p.vp + vp)
        p.gold += gold
        for s in leaving:
            card = slots[s]
            assert card is not None
            state.discard.append(card[0])
            if log:
                state.emit("leave", player=seat, slot=s, card=card[0], tokens=card[1])
            slots[s] = None
        if vp or gold:
            state.emit("leave_rewards", player=seat, vp=vp, gold=gold)
        for c in slots:
            if c is not None:
                c[1] += 1
    state.leaving = [[] for _ in state.players]
