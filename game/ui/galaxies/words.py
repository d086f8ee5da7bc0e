"""What the Galaxies scenes say: player, planet and mission names, the game
log in words, the prompt of every decision and the label of every option.
No drawing here, so tests can check the words directly.
"""

from __future__ import annotations

from typing import Any

from game.galaxies.content import Content, default_content
from game.ui import choices
from game.ui.i18n import Name, tr

ACTIONS = ("move", "acquire_energy", "acquire_culture", "advance_diplomacy", "advance_economy", "utilize_colony")
COLOURS = ("white", "blue", "purple", "orange", "black")


def content() -> Content:
    return default_content()


def player_name(seat: int, names: list[str], colours: list[str], view: dict | None = None) -> str:
    """A seat's name: typed, else its colour; the solo opponent is its hostile galaxy's name."""
    if view is not None and view.get("hostile") and seat == view["hostile"].get("seat"):
        return hostile_name(view["hostile"]["id"])
    if 0 <= seat < len(names) and names[seat]:
        return Name(names[seat])                # typed: one person, gender unknown
    colour = colours[seat] if 0 <= seat < len(colours) else ""
    return tr(f"galaxies.colour.{colour}") if colour else tr("saves.player", n=seat + 1)


def planet_name(pid: str | None) -> str:
    return tr(f"galaxies.planet.{pid}.name") if pid else tr("galaxies.planet.none")


def planet_text(pid: str) -> str:
    return tr(f"galaxies.planet.{pid}.text")


def mission_name(mid: str | None) -> str:
    return tr(f"galaxies.mission.{mid}.name") if mid else "—"


def mission_text(mid: str) -> str:
    return tr(f"galaxies.mission.{mid}.text")


def hostile_name(hid: str) -> str:
    return tr(f"galaxies.hostile.{hid}.name")


def attack_text(hid: str, level: int) -> str:
    return tr(f"galaxies.hostile.{hid}.attack.{level}")


def action_name(action: str) -> str:
    """A die face's name, as its button and card title show it ("Полёт")."""
    return tr(f"galaxies.action.{action}")


def face_word(action: str) -> str:
    """A die face said inside a sentence, after a colon ("бросает кубики: полёт, энергия")."""
    return tr(f"galaxies.face.{action}")


def next_level(level: int):
    """The empire level after ``level`` (its cost, dice, ships and VP), None at the top."""
    empire = content().empire
    return empire[level] if 0 < level < len(empire) else None


def resource_name(res: str) -> str:
    return tr(f"galaxies.res.{res}")


def track_name(track: str) -> str:
    return tr(f"galaxies.track.{track}")


def planet_info(pid: str) -> str:
    """A planet's hover hint: everything on its card in words."""
    p = content().planet(pid)
    text = tr("galaxies.planet.info", name=planet_name(pid), vp=p.vp, resource=resource_name(p.resource),
              track=track_name(p.track_type), length=p.track_length, effect=planet_text(pid))
    return text


def mission_info(mid: str) -> str:
    m = next(x for x in content().missions if x.id == mid)
    return tr("galaxies.mission.info", name=mission_name(mid), vp=m.vp, text=mission_text(mid))


def hostile_ladder(hid: str) -> list[str]:
    """The hostile galaxy's levels in words: dice, VP and attack of each."""
    h = next(x for x in content().hostiles if x.id == hid)
    out = []
    for lv in h.levels:
        if lv.is_skull:
            out.append(tr("galaxies.ladder.skull", level=lv.level))
        else:
            out.append(tr("galaxies.ladder.level", level=lv.level, dice=lv.dice, vp=lv.vp, attack=attack_text(hid, lv.level)))
    return out


# --- the log ----------------------------------------------------------------------------------
def _faces(faces: list[str]) -> str:
    return ", ".join(face_word(f) for f in faces)


def event_text(kind: str, args: dict[str, Any], view: dict, names: list[str], colours: list[str]) -> str:
    """One log event in words (catalog ``event.galaxies.<kind>``)."""
    v: dict[str, Any] = dict(args)
    for key in ("player", "rival", "first"):
        if isinstance(v.get(key), int):
            v[key] = player_name(v[key], names, colours, view)
    for key in ("planet", "discarded", "drawn"):
        if key in v:
            v[key] = planet_name(v[key])
    if "mission" in v:
        v["mission"] = mission_name(v["mission"])
    if kind == "missions_revealed":
        kept = args.get("missions") or []
        v["missions"] = "; ".join(f"{player_name(s, names, colours, view)} — {mission_name(m)}" for s, m in enumerate(kept) if m) or "—"
    for key in ("action", "face"):
        if key in v:
            v[key] = action_name(v[key])
    if "faces" in v:
        v["faces"] = _faces(v["faces"])
    if "resource" in v:
        v["resource"] = resource_name(v["resource"])
    if "dice" in v and isinstance(v["dice"], list):
        v["dice"] = len(v["dice"])
    if "die" in v and isinstance(v["die"], int):
        v["die"] = v["die"] + 1
    if "slot" in v and isinstance(v["slot"], int):
        row = view.get("row") or []
        slot = v["slot"]
        v["where"] = planet_name(row[slot]) if 0 <= slot < len(row) and row[slot] else tr("galaxies.slot", n=slot + 1)
        v["slot"] = slot + 1
    if kind == "move":
        v["dest"] = tr(f"galaxies.dest.{args['dest']}")
    if kind == "game_over":
        v["winners"] = " & ".join(player_name(s, names, colours, view) for s in args.get("winners", []))
    if kind == "solo_win":
        v["how"] = tr(f"galaxies.how.{args.get('how', 'vp')}")
    if kind == "attack_part":
        kind, v = attack_part_text(args, v)
    if kind == "hostile_attack" and view.get("hostile"):
        v["attack"] = attack_text(view["hostile"]["id"], args.get("level", 1))
    if kind == "hostile_roll":
        kind = "hostile_bonus_roll" if args.get("bonus") else kind
    if kind == "planet_effect":
        kind = f"planet_effect.{args.get('source', 'landing')}"
    v["hostile"] = hostile_name(view["hostile"]["id"]) if view.get("hostile") else ""
    v.pop("key", None)
    return tr(f"galaxies.event.{kind}", **v)


def attack_part_text(args: dict[str, Any], v: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """An attack's part as what happened ("You lose 1 energy."), not its name
    ("The attack strikes: a drain"); an event saved without the amounts keeps the name."""
    key = str(args.get("key", ""))
    if key in ("drain", "plunder", "hoard") and "energy" in args:
        parts = [tr("galaxies.amount", amount=args[r], resource=resource_name(r)) for r in ("energy", "culture") if args.get(r)]
        if not parts:
            return "attack_part.nothing", v
        v["amounts"] = ", ".join(parts)
        return f"attack_part.{key}", v
    if key in ("push", "repel", "jam") and ("steps" in args or "dice" in args):
        return f"attack_part.{key}", v
    v["part"] = tr(f"galaxies.attack.{key}")
    return "attack_part", v


# --- decisions --------------------------------------------------------------------------------
def ship_where(view: dict, seat: int, i: int) -> str:
    """Where ship ``i`` of ``seat`` is, in words."""
    loc, slot, pos = view["empires"][seat]["ships"][i]
    if loc in ("surface", "orbit"):
        pid = view["row"][slot]
        return tr(f"galaxies.ship.{loc}", planet=planet_name(pid), pos=pos)
    return tr(f"galaxies.ship.{loc}")


def ship_origin(view: dict, seat: int, i: int) -> str:
    """Where ship ``i`` of ``seat`` would leave from, in a few words ("from the orbit of Aurivel")."""
    loc, slot, _pos = view["empires"][seat]["ships"][i]
    if loc in ("surface", "orbit"):
        return tr(f"galaxies.from.{loc}", planet=planet_name(view["row"][slot]))
    return tr(f"galaxies.from.{loc}")


def prompt(view: dict, seat: int, names: list[str], colours: list[str]) -> str:
    """What ``seat`` is asked to decide, in one sentence."""
    d = view.get("decision") or {}
    p = d.get("prompt", "")
    info = d.get("info") or {}
    if p == "step":                         # the hostile galaxy's own step: nobody chooses, the table shows it
        return tr("galaxies.prompt.showing", player=player_name(d.get("seat", -1), names, colours, view))
    args: dict[str, Any] = {}
    if "action" in info:
        args["action"] = action_name(info["action"])
    if "face" in info:
        args["face"] = action_name(info["face"])
    if "player" in info:
        args["player"] = player_name(info["player"], names, colours, view)
    if "cost" in info:
        args["cost"] = info["cost"]
    if "planet" in info:
        args["planet"] = planet_name(info["planet"])
    if "track" in info:
        if info["track"] == "any":
            p = f"{p}_any"                  # a planet's advance on any track
        else:
            args["track"] = track_name(info["track"])
    if "steps" in info:
        args["steps"] = info["steps"]
    if view.get("hostile"):
        args["hostile"] = hostile_name(view["hostile"]["id"])
    return tr(f"galaxies.prompt.{p}", **args)


def option_label(view: dict, seat: int, option: tuple, names: list[str], colours: list[str]) -> str:
    """One legal option of a decision in words (a button's caption)."""
    kind = option[0]
    row = view.get("row") or []

    def pname(slot: int) -> str:
        return planet_name(row[slot]) if 0 <= slot < len(row) else "—"

    if kind == "move":
        _, i, dest, slot = option
        if dest == "home":
            return tr("galaxies.opt.move.home", origin=ship_where(view, seat, i))
        return tr(f"galaxies.opt.move.{dest}", planet=pname(slot))
    if kind in ("ship", "back", "forward"):
        return tr(f"galaxies.opt.{kind}", where=ship_where(view, seat, option[1]))
    if kind == "target":
        _, r, i = option
        return tr("galaxies.opt.target", player=player_name(r, names, colours, view), where=ship_where(view, r, i))
    if kind == "relocate":
        return tr("galaxies.opt.relocate", where=ship_where(view, seat, option[1]), planet=pname(option[2]))
    if kind == "recall":
        return tr("galaxies.opt.recall", where=ship_where(view, seat, option[1]), resource=resource_name(option[2]))
    if kind == "upgrade":
        nxt = next_level(view["empires"][seat]["level"])
        return tr("galaxies.opt.upgrade", resource=resource_name(option[1]), level=nxt.level if nxt else "?",
                  cost=nxt.cost if nxt else "?")
    if kind in ("colony", "use_planet"):
        return tr(f"galaxies.opt.{kind}", planet=planet_name(option[1]))
    if kind == "borrow":
        who = option[1]
        if who is None or who < 0:
            return tr("galaxies.opt.borrow.row", planet=planet_name(option[2]))
        return tr("galaxies.opt.borrow", planet=planet_name(option[2]), player=player_name(who, names, colours, view))
    if kind == "replace":
        return tr("galaxies.opt.replace", planet=pname(option[1]))
    if kind == "k":
        return tr("galaxies.opt.k", n=option[1])
    if kind == "rival":
        return player_name(option[1], names, colours, view)
    if kind == "pay":
        return tr("galaxies.opt.pay", energy=option[1], culture=option[2])
    if kind in ("free",):
        return action_name(option[1])
    if kind == "repeat":
        dice = view.get("dice") or []
        track = view.get("track") or []
        i = option[1]
        face = track[i] if view.get("active") == (view.get("hostile") or {}).get("seat") else (dice[i]["face"] if i < len(dice) else "")
        return tr("galaxies.opt.repeat", action=face_word(face)) if face else tr("galaxies.opt.repeat", action="?")
    if keeps_face(view, option):
        return tr("galaxies.opt.set_face.keep", die=option[1] + 1, face=face_word(option[2]))
    if kind in ("set_face", "set"):
        return tr("galaxies.opt.set_face", die=option[1] + 1, face=action_name(option[2]))
    if kind == "reroll":
        return tr("galaxies.opt.reroll", dice=", ".join(str(i + 1) for i in option[1]))
    if kind == "discard":
        dice = option[1] if isinstance(option[1], (list, tuple)) else option[1:]
        return tr("galaxies.opt.discard", dice=", ".join(str(i + 1) for i in dice))
    if kind == "activate":
        dice = view.get("dice") or []
        return tr("galaxies.opt.activate", die=option[1] + 1, action=face_word(dice[option[1]]["face"]) if option[1] < len(dice) else "?")
    if kind == "convert":
        return tr("galaxies.opt.convert", a=option[1] + 1, b=option[2] + 1)
    if kind == "keep":
        return mission_name(option[1])
    key = f"galaxies.opt.{kind}"
    return tr(key)


def option_ship(view: dict, seat: int, option: tuple) -> tuple[int, int] | None:
    """The ship (owner, index) an option moves, if it moves one."""
    kind = option[0]
    if kind in ("move", "ship", "back", "forward", "recall", "relocate"):
        return seat, option[1]
    if kind == "target":
        return option[1], option[2]
    return None


def option_labels(view: dict, seat: int, options: list[tuple], names: list[str], colours: list[str]) -> list[str]:
    """The captions of a list of options shown together: where two would read
    alike (the same move for different ships), each names its ship by where it is."""
    labels = [option_label(view, seat, o, names, colours) for o in options]

    def piece(option: tuple) -> str | None:
        ship = option_ship(view, seat, option)
        return ship_origin(view, ship[0], ship[1]) if ship else None

    return choices.tell_apart(labels, [piece(o) for o in options],
                              lambda label, origin: tr("galaxies.opt.with_origin", option=label, origin=origin))


def keeps_face(view: dict, option: tuple) -> bool:
    """A converter choice that leaves the die on the face it shows (legal, D#7: "keep")."""
    dice = view.get("dice") or []
    return (option[0] == "set_face" and isinstance(option[1], int) and 0 <= option[1] < len(dice)
            and dice[option[1]]["face"] == option[2])


def option_slot(view: dict, seat: int, option: tuple) -> tuple[int, str] | None:
    """The planet-row slot (and which part of the card: surface, orbit or card)
    an option points at, so the board can light it up and take clicks on it."""
    kind = option[0]
    empires = view["empires"]
    if kind == "move" and option[2] != "home":
        return option[3], option[2]
    if kind in ("ship", "back", "forward", "recall"):
        loc, slot, _pos = empires[seat]["ships"][option[1]]
        return (slot, "orbit") if loc == "orbit" else None
    if kind == "target":
        loc, slot, _pos = empires[option[1]]["ships"][option[2]]
        return (slot, "orbit") if loc == "orbit" else None
    if kind == "relocate":
        return option[2], "orbit"
    if kind == "replace":
        return option[1], "card"
    if kind in ("borrow",) and (option[1] is None or option[1] < 0):
        row = view.get("row") or []
        return (row.index(option[2]), "card") if option[2] in row else None
    if kind == "use_planet":
        row = view.get("row") or []
        return (row.index(option[1]), "surface") if option[1] in row else None
    return None


def why_not_die(view: dict, face: str) -> str:
    """Why a die cannot be used now."""
    return tr(f"galaxies.why.die.{face}")
