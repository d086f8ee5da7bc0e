"""The Placement commit (spec 3.2, 4.2): one compound secret decision per
player, checked by :func:`commit_problem` and applied all at once after every
player has committed.

Action::

    ("commit", discard, moves, place, reserve, pay_order)

* ``discard``: tuple of occupied slots whose characters go to the discard pile;
* ``moves``: tuple of ``(from_slot, to_slot)`` for kept characters (swaps and
  cycles allowed; unlisted characters stay);
* ``place``: tuple of ``(slot, uid)``: hand cards put face down into slots
  that are empty after discards and moves;
* ``reserve``: one hand card kept for next round, or None;
* ``pay_order``: the placed slots in the order they are paid.

The same checks serve the rules and the bots (they run on a ``Player`` that a
bot rebuilds from its view), so a bot never offers an illegal commit.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from game.chronicles.kingdom import Tables
from game.chronicles.state import BASE_SLOTS, SLOTS, Player
from game.core.protocol import randbelow, shuffle

COMMIT = "commit"


def _is_int(x: object) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def commit_problem(p: Player, action: tuple) -> str | None:
    """Why ``action`` is not a legal commit for ``p`` now (None if it is legal)."""
    if not (isinstance(action, tuple) and len(action) == 6 and action[0] == COMMIT):
        return "not a commit"
    _, discard, moves, place, reserve, pay_order = action
    if not (isinstance(discard, tuple) and isinstance(moves, tuple) and isinstance(place, tuple)
            and isinstance(pay_order, tuple)):
        return "malformed commit"
    available = p.available_slots()
    occupied = [s for s in SLOTS if p.slots[s] is not None]
    if not all(_is_int(s) for s in discard) or len(set(discard)) != len(discard):
        return "discard must list distinct slots"
    if any(s not in occupied for s in discard):
        return "discarding an empty slot"  # C19-style precondition 1
    sources: list[int] = []
    targets: list[int] = []
    for m in moves:
        if not (isinstance(m, tuple) and len(m) == 2 and _is_int(m[0]) and _is_int(m[1])):
            return "a move must be (from_slot, to_slot)"
        sources.append(m[0])
        targets.append(m[1])
    if len(set(sources)) != len(sources) or any(s not in occupied for s in sources):
        return "moves must start from distinct occupied slots"
    if set(sources) & set(discard):
        return "a discarded character cannot move"
    if any(t not in available for t in targets):
        return "moving to a slot that is not available"
    staying = [s for s in occupied if s not in discard and s not in sources]
    final = staying + targets
    if len(set(final)) != len(final):
        return "two characters would share a slot"
    seen_cards: set[int] = set()
    place_slots: list[int] = []
    for entry in place:
        if not (isinstance(entry, tuple) and len(entry) == 2 and _is_int(entry[0]) and _is_int(entry[1])):
            return "a placement must be (slot, card)"
        slot, uid = entry
        if slot not in available:
            return "placing into a slot that is not available"
        if slot in final or slot in place_slots:
            return "placing into an occupied slot"  # C19
        if uid not in p.hand or uid in seen_cards:
            return "placing a card not in hand, or twice"  # C20
        seen_cards.add(uid)
        place_slots.append(slot)
    if reserve is not None and (not _is_int(reserve) or reserve not in p.hand or reserve in seen_cards):
        return "the reserve card must be an unplaced hand card"
    if not all(_is_int(s) for s in pay_order) or sorted(pay_order) != sorted(place_slots):    # ints checked before sorting
        return "pay order must list exactly the placed slots"
    return None


def default_pay_order(t: Tables, place: list[tuple[int, int]]) -> tuple[int, ...]:
    """Negative-cost cards first, then SLOT_ORDER (spec 4.2)."""
    return tuple(s for s, _ in sorted(place, key=lambda e: (t.cost[e[1]] >= 0, e[0])))


def make_commit(t: Tables, discard=(), moves=(), place=(), reserve=None, pay_order=None) -> tuple:
    place = tuple((s, u) for s, u in place)
    if pay_order is None:
        pay_order = default_pay_order(t, list(place))
    return (COMMIT, tuple(discard), tuple(tuple(m) for m in moves), place, reserve, tuple(pay_order))


def representative_commits(t: Tables, p: Player) -> list[tuple]:
    """A few legal commits (the UI and random bots pick from these; ``is_legal``
    accepts the whole space)."""
    hand = list(p.hand)
    available = p.available_slots()
    empty = [s for s in available if p.slots[s] is None]
    out = [make_commit(t)]
    if hand:
        out.append(make_commit(t, reserve=hand[0]))
    fill = list(zip(empty, hand, strict=False))
    rest = hand[len(fill):]
    out.append(make_commit(t, place=fill, reserve=rest[0] if rest else None))
    occupied = [s for s in available if p.slots[s] is not None]
    if occupied and hand:
        fresh = list(zip(available, hand, strict=False))
        rest = hand[len(fresh):]
        out.append(make_commit(t, discard=occupied, place=fresh, reserve=rest[0] if rest else None))
    unique: list[tuple] = []
    for a in out:
        if a not in unique:
            unique.append(a)
    return unique


BIT_LENGTH = tuple(n.bit_length() for n in range(256))      # n.bit_length(), looked up for small n


def sample_small(rng: random.Random, population: Sequence[int], k: int) -> list[int]:
    """``rng.sample(population, k)`` for a list of at most 21 items (slots),
    drawing exactly the same numbers without its argument checks."""
    if type(rng) is not random.Random:
        return rng.sample(list(population), k)
    n = len(population)
    if n > 21 or not 0 <= k <= n:
        return rng.sample(list(population), k)
    getrandbits = rng.getrandbits
    pool = list(population)
    result = []
    for i in range(k):
        m = n - i
        b = BIT_LENGTH[m]
        j = getrandbits(b)
        while j >= m:
            j = getrandbits(b)
        result.append(pool[j])
        pool[j] = pool[m - 1]
    return result


def _shuffle_small(getrandbits: Callable[[int], int], items: list[int]) -> None:
    """``shuffle`` for a list of fewer than 256 items (a hand, a pay order): the same draws."""
    for i in range(len(items) - 1, 0, -1):
        b = BIT_LENGTH[i + 1]
        j = getrandbits(b)
        while j > i:
            j = getrandbits(b)
        items[i], items[j] = items[j], items[i]


def random_commit(t: Tables, p: Player, rng: random.Random) -> tuple:
    """A random legal commit drawn from the whole space (discards, moves,
    placements, reserve and pay order)."""
    available = SLOTS if p.extra_open else BASE_SLOTS
    slots_now = p.slots
    random_ = rng.random
    discard: list[int] = []
    kept: list[int] = []
    for s in available:                 # each occupied slot: discarded with p = 0.3, in slot order
        if slots_now[s] is not None:
            if random_() < 0.3:
                discard.append(s)
            else:
                kept.append(s)
    moves: tuple[tuple[int, int], ...] = ()
    if kept and random_() < 0.3:
        final = sample_small(rng, available, len(kept))
        moves = tuple((a, b) for a, b in zip(kept, final, strict=False) if a != b)
    else:
        final = kept
    empty = [s for s in available if s not in final]
    hand = list(p.hand)
    exact = type(rng) is random.Random
    if exact and len(hand) < 256:
        _shuffle_small(rng.getrandbits, hand)
    else:
        shuffle(rng, hand)
    if exact:       # randbelow(rng, m), inlined: rng.randint(0, m - 1)
        m = min(len(empty), len(hand)) + 1
        b = BIT_LENGTH[m]
        count = rng.getrandbits(b)
        while count >= m:
            count = rng.getrandbits(b)
    else:
        count = randbelow(rng, min(len(empty), len(hand)) + 1)
    slots = sample_small(rng, empty, count)
    place = tuple(zip(slots, hand, strict=False))
    reserve = hand[count] if count < len(hand) and random_() < 0.7 else None
    if exact and count > 1:
        _shuffle_small(rng.getrandbits, slots)
    elif count > 1:
        shuffle(rng, slots)
    return (COMMIT, tuple(discard), moves, place, reserve, tuple(slots))
