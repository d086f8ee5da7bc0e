"""The placement being edited: which hand card goes where, which character
moves or is discarded, the reserve card and the payment order, turned into
the rules' compound ``("commit", ...)`` action and checked with the rules'
own view-level legality helper.  Pure (no drawing), so tests drive it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.chronicles.placement import default_pay_order, make_commit
from game.chronicles.seen import commit_is_legal
from game.chronicles.state import SLOTS
from game.ui.chronicles import words

# an entry in a slot: ("old", from_slot) a character already in play, ("new", uid) a hand card
Entry = tuple[str, int]


@dataclass
class PlacementPlan:
    view: dict[str, Any]
    slots: list[Entry | None] = field(default_factory=list)
    discard: set[int] = field(default_factory=set)
    reserve: int | None = None
    pay_order: list[int] = field(default_factory=list)     # slots of new cards, in payment order

    def __post_init__(self) -> None:
        me = self.view["kingdoms"][self.view["seat"]]
        if not self.slots:
            self.slots = [None if c is None else ("old", s) for s, c in enumerate(me["slots"])]
        self.start = list(self.slots)

    def untouched(self) -> bool:
        """Nothing edited yet: no card placed, moved or discarded, no reserve chosen."""
        return self.slots == self.start and not self.discard and self.reserve is None

    # --- what there is ----------------------------------------------------------
    @property
    def kingdom(self) -> dict[str, Any]:
        return self.view["kingdoms"][self.view["seat"]]

    @property
    def hand(self) -> list[int]:
        return list(self.view["me"]["hand"])

    def available(self, slot: int) -> bool:
        return slot != 2 or bool(self.kingdom["extra_slot"])

    def old_uid(self, from_slot: int) -> int:
        return self.kingdom["slots"][from_slot]["uid"]

    def uid_at(self, slot: int) -> int | None:
        e = self.slots[slot]
        if e is None:
            return None
        return self.old_uid(e[1]) if e[0] == "old" else e[1]

    def new_uid(self, slot: int) -> int:
        """The card newly placed in ``slot`` (one of ``order()``)."""
        e = self.slots[slot]
        assert e is not None and e[0] == "new"
        return e[1]

    def placed(self) -> list[int]:
        return [e[1] for e in self.slots if e is not None and e[0] == "new"]

    def loose(self) -> list[int]:
        """Hand cards not placed (the reserve among them)."""
        used = set(self.placed())
        return [u for u in self.hand if u not in used]

    def discarded_at_end(self) -> list[int]:
        """Hand cards that will be discarded (neither placed nor the reserve)."""
        return [u for u in self.loose() if u != self.reserve]

    # --- edits -------------------------------------------------------------------
    def place(self, uid: int, slot: int) -> bool:
        """A hand card into a slot (a new card there goes back to the hand; a
        character there is swapped to where the card came from, or nowhere)."""
        if uid not in self.hand or not self.available(slot):
            return False
        self.take_back(uid)
        held = self.slots[slot]
        if held is not None and held[0] == "old":
            return False            # an occupied slot: discard or move its character first
        if held is not None:
            self.take_back(held[1])
        self.slots[slot] = ("new", uid)
        if self.reserve == uid:
            self.reserve = None
        self.pay_order.append(slot)
        return True

    def take_back(self, uid: int) -> None:
        for s, e in enumerate(self.slots):
            if e == ("new", uid):
                self.slots[s] = None
                if s in self.pay_order:
                    self.pay_order.remove(s)

    def move(self, src: int, dst: int) -> bool:
        """Move what is in ``src`` to ``dst`` (swapping with what is there)."""
        if src == dst or not self.available(dst) or self.slots[src] is None:
            return False
        a, b = self.slots[src], self.slots[dst]
        self.slots[src], self.slots[dst] = b, a
        self.pay_order = [dst if s == src else src if s == dst else s for s in self.pay_order]
        return True

    def toggle_discard(self, slot: int) -> bool:
        """Discard a character in play (from wherever it now stands), or bring it back."""
        e = self.slots[slot]
        if e is not None and e[0] == "old":
            self.discard.add(e[1])
            self.slots[slot] = None
            return True
        return False

    def restore(self, from_slot: int) -> bool:
        """Bring a discarded character back into the first free slot."""
        if from_slot not in self.discard:
            return False
        for s in (from_slot, *SLOTS):
            if self.available(s) and self.slots[s] is None:
                self.slots[s] = ("old", from_slot)
                self.discard.discard(from_slot)
                return True
        return False

    def set_reserve(self, uid: int | None) -> None:
        if uid is not None:
            self.take_back(uid)
        self.reserve = None if uid == self.reserve else uid

    def pay_earlier(self, slot: int) -> None:
        if slot in self.pay_order:
            i = self.pay_order.index(slot)
            if i > 0:
                self.pay_order[i - 1], self.pay_order[i] = self.pay_order[i], self.pay_order[i - 1]

    # --- money ---------------------------------------------------------------------
    def payment(self) -> tuple[list[tuple[int, int, bool]], int, int]:
        """(slot, cost, paid) per new card in pay order, the gold left, and the credit lost."""
        gold = self.kingdom["gold"]
        credit = 0
        out = []
        for s in self.order():
            uid = self.new_uid(s)
            cost = words.t().cost[uid]
            if cost < 0:
                credit -= cost
                out.append((s, cost, True))
            elif credit + gold >= cost:
                used = min(credit, cost)
                credit -= used
                gold -= cost - used
                out.append((s, cost, True))
            else:
                out.append((s, cost, False))
        return out, gold, credit

    def credit_matters(self) -> bool:
        return any(words.t().cost[u] < 0 for u in self.placed())

    def order(self) -> list[int]:
        new_slots = [s for s, e in enumerate(self.slots) if e is not None and e[0] == "new"]
        order = [s for s in self.pay_order if s in new_slots]
        return order + [s for s in new_slots if s not in order]

    def use_best_order(self) -> None:
        place = [(s, self.new_uid(s)) for s in self.order()]
        self.pay_order = list(default_pay_order(words.t(), place))

    # --- the action ----------------------------------------------------------------
    def action(self) -> tuple:
        moves = [(e[1], s) for s, e in enumerate(self.slots) if e is not None and e[0] == "old" and e[1] != s]
        place = [(s, e[1]) for s, e in enumerate(self.slots) if e is not None and e[0] == "new"]
        return make_commit(words.t(), sorted(self.discard), moves, place, self.reserve, self.order())

    def war_strength(self) -> int:
        """The kingdom's war strength once this placement is revealed: the
        characters where the plan puts them, new ones fresh (abilities that act
        on entering not yet applied), cards that cannot be paid for left out."""
        from game.chronicles.kingdom import strength
        from game.chronicles.seen import player_from_view

        p = player_from_view(self.view, self.view["seat"])
        unpaid = {s for s, _c, ok in self.payment()[0] if not ok}
        old = list(p.slots)
        p.slots = [None] * len(old)
        for s, e in enumerate(self.slots):
            if e is not None and s not in unpaid:
                if e[0] == "old":
                    held = old[e[1]]
                    assert held is not None     # a character the plan keeps is in its slot
                    p.slots[s] = list(held)
                else:
                    p.slots[s] = [e[1], 0, 0]
        return strength(words.t(), p)

    def legal(self) -> bool:
        return commit_is_legal(self.view, self.action())
