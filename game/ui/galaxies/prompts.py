"""What the Galaxies board says in the top bar and on its buttons: the prompt,
who is deciding, why the main turn's buttons do nothing; and the ships the
view holds, for the frame-truth checks.  Functions of the ``Look`` and of what
the controller says (who is a bot, which automaton is moving), given explicitly.
"""

from __future__ import annotations

from collections.abc import Callable

from game.ui.galaxies import words
from game.ui.galaxies.look import Look
from game.ui.galaxies.pick import Pick
from game.ui.galaxies.picking import Picking
from game.ui.i18n import tr


def topbar_prompt(look: Look, pick: Pick, automaton_due: int | None, is_bot: Callable[[int], bool],
                  waiting_line: Callable[[str], str] = str) -> str:
    """The top bar's words: what to do, or who does what (``waiting_line``: the kit's
    words for whom the table waits; a replay says whose step it stands on)."""
    view = look.view
    if view.get("over"):
        return tr("galaxies.prompt.over")
    if automaton_due is not None:
        return tr("galaxies.prompt.showing", player=look.name(automaton_due))
    d = look.decision
    if look.my_decision():
        if d.get("prompt") == "main":
            if len(pick.selected) == 1:
                why = Picking.unusable(look, pick.selected[0])
                if why:
                    return why
                face = view["dice"][pick.selected[0]]["face"]
                return tr(f"galaxies.hint.{face}") if tr(f"galaxies.hint.{face}") != f"galaxies.hint.{face}" else tr("galaxies.prompt.main")
            return tr("galaxies.prompt.main")
        return words.prompt(view, look.seat, list(look.names), list(look.colours))
    seat = d.get("seat")
    if seat is None and d.get("prompt") == "keep_mission":
        return waiting_line(tr("galaxies.prompt.draft_wait"))
    if seat is not None:
        if is_bot(seat):
            return bot_deciding(look, seat)
        return waiting_line(tr("galaxies.prompt.wait", player=look.name(seat)))
    return ""


def bot_deciding(look: Look, seat: int) -> str:
    """Who is thinking and about what: the header names the active player, so
    a rival deciding during that turn is said as such ("Blue decides whether
    to follow Purple's Move…", never "Purple · Blue is thinking…")."""
    active = look.view.get("active")
    d = look.decision
    if seat == active or not isinstance(active, int):
        return tr("galaxies.prompt.bot", player=look.name(seat))
    info = d.get("info") or {}
    if d.get("prompt") == "follow" and "action" in info:
        return tr("galaxies.prompt.bot_follow", player=look.name(seat), active=look.name(active),
                  action=words.action_name(info["action"]))
    return tr("galaxies.prompt.bot_other", player=look.name(seat), active=look.name(active))


def why_not_main(look: Look, automaton_due: int | None, is_bot: Callable[[int], bool]) -> str:
    """Why the main turn's buttons do nothing for the viewer now."""
    if look.view.get("over"):
        return tr("galaxies.why.over")
    if automaton_due is not None:
        return tr("galaxies.why.showing")
    seat = look.decision.get("seat")
    if seat is None:
        return tr("galaxies.why.draft")
    if seat != look.viewer or is_bot(seat):
        return tr("galaxies.why.wait", player=look.name(seat))
    return tr("galaxies.why.decide_first")


def ship_facts(look: Look) -> list[tuple]:
    """Every ship in the view, where it is, with its owner and the owner's
    letter and shape: the ships at home as one piece with their number
    (the fleet's ships, not yet built, are not on the table)."""
    out: list[tuple] = []
    for seat, e in enumerate(look.view.get("empires") or []):
        ident = look.identity(seat)
        home = 0
        for loc, slot, pos in e["ships"]:
            if loc == "surface":
                out.append(("surface", slot, seat, ident.letter, ident.shape))
            elif loc == "orbit":
                out.append(("orbit", slot, pos, seat, ident.letter, ident.shape))
            elif loc == "mat":
                home += 1
        out.append(("mat", home, seat, ident.letter, ident.shape))
    return sorted(out)
