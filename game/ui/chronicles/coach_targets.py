"""Where the coach of Chronicles' guided game points (``game.ui.tutorial.hooks``).

Target names, in the game's terms:

* ``kingdom`` (my kingdom), ``rivals`` (the rivals' boxes along the top),
  ``slots`` (my open slots), ``slot:<slot>`` (``top_1`` … ``bottom_2``),
  ``stats`` (my kingdom's VP, gold and strength line, with the rivals' boxes);
* the draft: ``pack`` (the cards to pick from), ``kept`` (the cards kept so far),
  ``pick:<kind>`` (that card in the pack, then, once it is chosen, the Pick button and
  the card again: clicking a chosen card picks it);
* the placement: ``hand``, ``money`` (the cost, the pay order and the war
  preview), ``place:<slot>:<kind>`` (that hand card, then, once chosen, the slot),
  ``reserve:<kind>`` (that hand card, then the reserve button), ``button:confirm``;
* the building: ``build:<building>`` (the first build option of that building).

A name resolves to the *next click* of a move built by several clicks, so the
coach always lights what to press now, and refuses clicks off it
(``only_targets``): a stray click would change the half-made placement.  The
picking keys are refused the same way (``key_target`` says what each presses).

Conditions: ``plan:<slot>:<kind>`` (the half-made placement puts that card in
that slot) and ``reserve:<kind>`` (it keeps that card as the reserve).  The
half-made placement is kept in the lesson's save (``keep`` / ``restore``):
"Carry on" finds it as it was left.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.chronicles.state import SLOT_NAMES
from game.ui.tutorial.hooks import CoachHooks


def _kinds() -> list[str]:
    from game.chronicles.content import default_content

    return [k.key for k in default_content().kinds]


def _kind(uid: Any) -> str | None:
    from game.chronicles.content import default_content

    return default_content().kind_of(uid).key if isinstance(uid, int) else None


class ChroniclesCoach(CoachHooks):
    # --- buttons of the live board ---------------------------------------------------------
    @staticmethod
    def _buttons(board: Any, what: str) -> list:
        return [b for b in board.group.buttons if isinstance(b.data, tuple) and b.data and b.data[0] == what]

    @staticmethod
    def _button(board: Any, data: Any) -> list[pygame.Rect]:
        return [pygame.Rect(b.rect) for b in board.group.buttons if b.data == data][:1]

    def _card(self, board: Any, pile: str, kind: str) -> list[pygame.Rect]:
        return [pygame.Rect(b.rect) for b in self._buttons(board, pile) if _kind(b.data[1]) == kind][:1]

    @staticmethod
    def _union(rects: list[pygame.Rect]) -> list[pygame.Rect]:
        return [rects[0].unionall(rects[1:])] if rects else []

    def _selected(self, board: Any, pile: str, kind: str) -> bool:
        sel = board.selected
        return bool(sel) and sel[0] == pile and _kind(sel[1]) == kind

    # --- the hooks ---------------------------------------------------------------------------
    def rects(self, board: Any, name: str) -> list[pygame.Rect]:
        kind, _, arg = name.partition(":")
        if not board.view:
            return []
        if kind == "kingdom":
            return [pygame.Rect(board.kingdom_rect)]
        if kind == "rivals":
            return self._union([pygame.Rect(r) for r in board.opp_rects.values()])
        if kind == "stats":
            r = board.kingdom_rect
            return [pygame.Rect(r.x + board.u(6), r.y + board.u(28), r.w - board.u(12), board.u(18))]
        if kind == "slots":
            open_ = [pygame.Rect(r) for s, r in enumerate(board.slot_rects)
                     if s != 2 or board.view["kingdoms"][board.me]["extra_slot"]]
            return self._union(open_)
        if kind == "slot" and arg in SLOT_NAMES:
            return [pygame.Rect(board.slot_rects[SLOT_NAMES.index(arg)])]
        if kind in ("pack", "kept", "hand"):
            return self._union([pygame.Rect(b.rect) for b in self._buttons(board, kind)])
        if kind == "pick":
            if self._selected(board, "pack", arg):      # Pick, or the chosen card clicked again (3+ players)
                again = self._card(board, "pack", arg) if board.view["players"] > 2 else []
                return self._button(board, "confirm") + again
            return self._card(board, "pack", arg)
        if kind == "place":
            slot, _, card = arg.partition(":")
            if slot not in SLOT_NAMES:
                return []
            if self._selected(board, "hand", card):
                return [pygame.Rect(board.slot_rects[SLOT_NAMES.index(slot)])]
            return self._card(board, "hand", card)
        if kind == "reserve":
            if self._selected(board, "hand", arg):
                return self._button(board, "reserve")
            return self._card(board, "hand", arg)
        if kind == "money" and board.plan is not None:
            P = board.panel
            y = board.placement.money_y(board.plan)
            return [pygame.Rect(P.x + board.u(6), y - board.u(28), P.w - board.u(12), board.u(68))]
        if kind == "button":
            return self._button(board, arg)
        if kind == "build":
            return [pygame.Rect(b.rect) for b in self._buttons(board, "build") if b.data[1][1:2] == (arg,)][:1]
        return []

    def done(self, board: Any, condition: str) -> bool:
        plan = board.plan
        if plan is None:
            return False
        kind, _, arg = condition.partition(":")
        if kind == "plan":
            slot, _, card = arg.partition(":")
            return slot in SLOT_NAMES and _kind(plan.uid_at(SLOT_NAMES.index(slot))) == card
        if kind == "reserve":
            return _kind(plan.reserve) == arg
        return False

    def fulfil(self, board: Any, condition: str) -> None:
        plan = board.plan
        if plan is None:
            return
        kind, _, arg = condition.partition(":")
        if kind == "plan":
            slot, _, card = arg.partition(":")
            uid = next(u for u in plan.loose() if _kind(u) == card)
            plan.place(uid, SLOT_NAMES.index(slot))
        elif kind == "reserve":
            plan.set_reserve(next(u for u in plan.loose() if _kind(u) == arg))
        board.selected = None
        board.rebuild()

    def conditions(self) -> tuple[str, ...]:
        kinds = _kinds()
        return (tuple(f"plan:{s}:{k}" for s in SLOT_NAMES for k in kinds)
                + tuple(f"reserve:{k}" for k in kinds))

    def only_targets(self, board: Any, step: Any) -> bool:
        return True

    # --- the half-made placement across leaving and "Carry on" -------------------------------------
    def keep(self, board: Any) -> Any:
        """The placement being built (and the card picked in the pack or hand), as JSON."""
        plan, sel = board.plan, board.selected
        data: dict[str, Any] = {}
        if plan is not None and not plan.untouched():
            data["plan"] = {"slots": [None if e is None else list(e) for e in plan.slots], "discard": sorted(plan.discard),
                            "reserve": plan.reserve, "pay_order": list(plan.pay_order)}
        if sel and sel[0] in ("pack", "hand"):
            data["selected"] = list(sel)
        return data or None

    def restore(self, board: Any, data: Any) -> bool:
        """The placement :meth:`keep` gave, checked against the hand and the kingdom
        now (anything that does not fit: nothing changes)."""
        plan = board.plan
        raw = data.get("plan") if isinstance(data, dict) else None
        if raw is not None:
            if plan is None or not plan.untouched():
                return False
            slots = [None if e is None else (str(e[0]), int(e[1])) for e in raw["slots"]]
            discard = {int(x) for x in raw["discard"]}
            reserve = None if raw["reserve"] is None else int(raw["reserve"])
            pay = [int(x) for x in raw["pay_order"]]
            old = sorted(e[1] for e in plan.start if e is not None)
            new = [e[1] for e in slots if e is not None and e[0] == "new"]
            kept_old = [e[1] for e in slots if e is not None and e[0] == "old"]
            fits = (len(slots) == len(plan.slots) and all(e is None or e[0] in ("old", "new") for e in slots)
                    and sorted(kept_old + sorted(discard)) == old and len(set(new)) == len(new)
                    and all(u in plan.hand for u in new) and (reserve is None or (reserve in plan.hand and reserve not in new))
                    and sorted(pay) == sorted(s for s, e in enumerate(slots) if e is not None and e[0] == "new")
                    and all(e is None or plan.available(s) for s, e in enumerate(slots)))
            if not fits:
                return False
            plan.slots, plan.discard, plan.reserve, plan.pay_order = slots, discard, reserve, pay
        sel = data.get("selected") if isinstance(data, dict) else None
        if sel is not None:
            pile, uid = str(sel[0]), int(sel[1])
            if any(b.data == (pile, uid) for b in self._buttons(board, pile)):
                board.selected = (pile, uid)
        board.rebuild()
        return True

    def key_target(self, board: Any, event: Any) -> pygame.Rect | None:
        """What the board's picking keys (``game.ui.chronicles.keys``) press: the
        n-th card or option (1-9), a slot (Q W E Z X), the reserve or pay-first
        button (R, P), nothing drawn for a discard (D, Delete, Backspace); Enter
        the focused control or the confirm, Space the focused control."""
        from game.chronicles.state import AGING, BUILDING, ENTER, PLACEMENT, RECRUIT
        from game.ui.chronicles.keys import SLOT_KEYS

        k = event.key
        if event.mod & pygame.KMOD_CTRL or board.covered or not board.my_turn():
            return None
        phase = board.phase()
        if pygame.K_1 <= k <= pygame.K_9:
            pile = {RECRUIT: "pack", PLACEMENT: "hand", BUILDING: "build", ENTER: "choice", AGING: "choice"}.get(phase)
            items = self._buttons(board, pile) if pile else []
            i = k - pygame.K_1
            return pygame.Rect(items[i].rect) if i < len(items) else None
        focused = board.group.focused() if board.group.keyboard else None
        if k == pygame.K_SPACE:
            return pygame.Rect(focused.rect) if focused is not None and focused.enabled else None
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER) and phase in (RECRUIT, PLACEMENT):
            if board.focus_acts(phase):
                assert focused is not None          # the focus acts only where there is one
                return pygame.Rect(focused.rect)
            return (self._button(board, "confirm") or [pygame.Rect(0, 0, 0, 0)])[0]
        if phase != PLACEMENT:
            return None
        if k in SLOT_KEYS:
            return pygame.Rect(board.slot_rects[SLOT_KEYS[k]])
        if k in (pygame.K_r, pygame.K_p):
            return (self._button(board, "reserve" if k == pygame.K_r else "payfirst") or [pygame.Rect(0, 0, 0, 0)])[0]
        if k in (pygame.K_DELETE, pygame.K_BACKSPACE, pygame.K_d):
            return pygame.Rect(0, 0, 0, 0)
        return None


HOOKS = ChroniclesCoach()
