"""What the Conquest scenes say: player names, the game log in words, and why
a fill is or is not legal.  No drawing here, so tests can check it directly.
"""

from __future__ import annotations

from typing import Any

from game.conquest.content import (
    FACE_INDEX,
    GENERAL_LINE,
    INFANTRY_VALUE,
    SYMBOLS,
    Content,
    Line,
    default_content,
)
from game.conquest.fills import canonical, counts_of, fewest_fill, legal_fills
from game.ui.i18n import Name, tr


def content() -> Content:
    return default_content()




def player_name(seat: int, names: list[str], colours: list[str]) -> str:
    if 0 <= seat < len(names) and names[seat]:
        return Name(names[seat])                # typed: one person, gender unknown
    colour = colours[seat] if 0 <= seat < len(colours) else ""
    if not colour:
        return tr("saves.player", n=seat + 1)
    return tr(f"conquest.colour.{colour}")        # the same name in either palette


def city_name(city_id: str | None) -> str:
    return tr(f"conquest.city.{city_id}.name") if city_id else "—"


def province_name(province_id: str) -> str:
    return tr(f"conquest.province.{province_id}.name")


def faces_text(faces: str | list[str] | tuple[str, ...]) -> str:
    """Faces in words: "3 + 3 + 2 infantry, cavalry"."""
    if isinstance(faces, str):
        faces = faces.split()
    inf = [INFANTRY_VALUE[FACE_INDEX[f]] for f in faces if f in ("i1", "i2", "i3")]
    parts = []
    if inf:
        parts.append(tr("conquest.faces.infantry", values=" + ".join(str(v) for v in sorted(inf, reverse=True))))
    for sym in SYMBOLS:
        n = sum(1 for f in faces if f == sym)
        if n:
            parts.append(tr(f"conquest.face.{sym}") if n == 1 else f"{n}× " + tr(f"conquest.face.{sym}"))
    return ", ".join(parts) if parts else "—"


def line_text(line: Line) -> str:
    """A battle line in words: "infantry 8 + cavalry"."""
    parts = [tr("conquest.line.infantry", n=line.infantry)] if line.infantry else []
    for sym, n in zip(SYMBOLS, line.symbols, strict=True):
        parts += [tr(f"conquest.face.{sym}")] * n
    return " + ".join(parts)


def line_label(line_id: Any) -> str:
    """A line inside a sentence ("fills line 2 of ...")."""
    return tr("conquest.line.general") if line_id == GENERAL_LINE else tr("conquest.line.n", n=int(line_id) + 1)


def line_name(line_id: Any) -> str:
    """A line on its own (tooltips, button captions)."""
    return tr("conquest.line.name.general") if line_id == GENERAL_LINE else tr("conquest.line.name.n", n=int(line_id) + 1)


def event_text(kind: str, args: dict[str, Any], names: list[str], colours: list[str]) -> str:
    """One log event in words (catalog ``conquest.event.<kind>``)."""
    values: dict[str, Any] = dict(args)
    for key in ("player", "victim", "first"):
        if isinstance(values.get(key), int):
            values[key] = player_name(values[key], names, colours)
    if "city" in values:
        values["city"] = city_name(values["city"])
    if "province" in values:
        values["province"] = province_name(values["province"])
    if "faces" in values:
        values["faces"] = faces_text(values["faces"])
    if "line" in values:
        values["line"] = line_label(values["line"])
    if "turn" in values and isinstance(values["turn"], int) and kind == "turn_start":
        values["turn"] = values["turn"] + 1
    if kind == "turn_failed" and args.get("city") is None:
        return tr("conquest.event.turn_failed_none", **values)
    return tr(f"conquest.event.{kind}", **values)


# --- lines of a city for the player to move --------------------------------------------

def city_lines(view: dict[str, Any], city: dict[str, Any]) -> list[tuple[Any, Line, bool]]:
    """(line id, line, required now) for every line drawn on the card.

    The general line is always drawn; it is required only when the player
    to move would take the city from an opponent.
    """
    c = content().city(city["id"])
    turn = view.get("turn") or {}
    player = turn.get("player", -1)
    out: list[tuple[Any, Line, bool]] = [(i, line, True) for i, line in enumerate(c.lines)]
    owner = city["owner"]
    out.append((GENERAL_LINE, c.general_line, owner >= 0 and owner != player))
    return out


def filled_map(view: dict[str, Any]) -> dict[Any, list[str]]:
    turn = view.get("turn") or {}
    return {lid: faces for lid, faces in turn.get("filled", [])}


def fill_action(city_id: str, line_id: Any, faces: list[str] | tuple[str, ...]) -> tuple:
    return ("fill", city_id, line_id, canonical(faces))


def auto_fill(line: Line, free: list[str]) -> tuple[str, ...] | None:
    """The fill a click with no dice selected uses: fewest dice."""
    return fewest_fill(line, counts_of(free))


def fillable(line: Line, free: list[str]) -> bool:
    return bool(legal_fills(line, counts_of(free)))


def why_not(view: dict[str, Any], city: dict[str, Any], line_id: Any, line: Line, selected: list[str], seat: int | None) -> str:
    """Why filling this line with ``selected`` faces (or, when none are
    selected, with any of the dice showing) is not legal; "" when it is."""
    turn = view.get("turn")
    if view.get("over") or not turn:
        return tr("prompt.over")
    if seat is None or turn["player"] != seat:
        return tr("conquest.why.not_your_turn")
    if city["stacked"]:
        return tr("conquest.why.stacked")
    if city["owner"] == seat:
        return tr("conquest.why.own")
    if turn["target"] is not None and city["id"] != turn["target"]:
        return tr("conquest.why.committed", city=city_name(turn["target"]))
    if line_id == GENERAL_LINE and city["owner"] < 0:
        return tr("conquest.why.general_centre")
    if line_id in filled_map(view):
        return tr("conquest.why.filled")
    if not selected:
        if fillable(line, turn["free"]):
            return ""
        return tr("conquest.why.no_fill", line=line_text(line), dice=faces_text(turn["free"]))
    return why_not_faces(line, selected)


def why_not_faces(line: Line, selected: list[str]) -> str:
    """Why these exact dice cannot fill the line; "" when they can."""
    for sym, need in zip(SYMBOLS, line.symbols, strict=True):
        have = selected.count(sym)
        if have < need:
            return tr("conquest.why.needs_symbol", symbol=tr(f"conquest.face.{sym}"))
        if have > need:
            return tr("conquest.why.extra_symbol", symbol=tr(f"conquest.face.{sym}"))
    values = [INFANTRY_VALUE[FACE_INDEX[f]] for f in selected if f in ("i1", "i2", "i3")]
    total = sum(values)
    if line.infantry == 0:
        return tr("conquest.why.no_infantry") if values else ""
    if total < line.infantry:
        return tr("conquest.why.too_low", total=total, need=line.infantry)
    if total - min(values) >= line.infantry:
        return tr("conquest.why.superfluous", value=min(values), need=line.infantry)
    return ""
