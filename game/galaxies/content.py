"""Galaxies content: empire track, dice, 40 planets, 12 missions, 5 hostile
galaxies and the mats (spec §10), loaded from ``data/*.json``.

Every check of spec §10.8 (C1–C19) runs at load time; any problem raises
:class:`ContentError` naming the file and the entry.  Planet effects, mission
predicates and hostile attacks are closed sets of parameterised keys: the
tables below say which parameters each key takes and their ranges, so a card
is data, never code.
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field as dc_field
from functools import lru_cache
from pathlib import Path
from typing import Any

from game.core.content import ContentError, field, load_json, require

DATA_DIR = Path(__file__).parent / "data"
FILES = ("empire.json", "planets.json", "missions.json", "hostiles.json")

ACTIONS: tuple[str, ...] = (
    "move", "acquire_energy", "acquire_culture", "advance_diplomacy", "advance_economy", "utilize_colony",
)
RESOURCES = ("energy", "culture")
TRACKS = ("diplomacy", "economy")
TRACK_ANY = ("diplomacy", "economy", "any")
VP_BY_LENGTH = {1: 1, 2: 2, 3: 3, 4: 5, 5: 7}
LIMITS = ("once_per_turn", "own_turn_only")
META_KEYS = frozenset({"use_row_planet", "use_colony", "free_action"})
OWN_TURN_KEYS = frozenset({"reroll_dice", "set_die", "discard_dice", "follow_income", "follow_tax"})
# §10.3.4: (track, resource) counts per VP tier.
TIER_TABLE = {
    1: {("diplomacy", "energy"): 2, ("diplomacy", "culture"): 2, ("economy", "energy"): 2, ("economy", "culture"): 2},
    2: {("diplomacy", "energy"): 1, ("diplomacy", "culture"): 3, ("economy", "energy"): 2, ("economy", "culture"): 2},
    3: {("diplomacy", "energy"): 2, ("diplomacy", "culture"): 2, ("economy", "energy"): 2, ("economy", "culture"): 2},
    5: {("diplomacy", "energy"): 2, ("diplomacy", "culture"): 2, ("economy", "energy"): 2, ("economy", "culture"): 2},
    7: {("diplomacy", "energy"): 3, ("diplomacy", "culture"): 1, ("economy", "energy"): 2, ("economy", "culture"): 2},
}

# A parameter spec: ("int", lo, hi) | ("bool",) | ("enum", values).
INT7 = ("int", 0, 7)
POS7 = ("int", 1, 7)
EFFECT_PARAMS: dict[str, dict[str, tuple]] = {
    "gain": {"energy": INT7, "culture": INT7, "others_energy": INT7, "others_culture": INT7,
             "per_home_ship": ("bool",)},
    "convert": {"from": ("enum", RESOURCES), "to": ("enum", RESOURCES), "give": POS7, "get": POS7,
                "repeat": ("enum", ("once", "any"))},
    "steal": {"resource": ("enum", RESOURCES), "amount": POS7},
    "advance": {"steps": ("int", 1, 5), "track": ("enum", TRACK_ANY), "others_steps": ("int", 0, 5)},
    "regress": {"steps": ("int", 1, 5), "track": ("enum", TRACK_ANY), "max_ships": ("int", 1, 4)},
    "shift": {},
    "relocate": {},
    "move_ships": {"count": ("int", 1, 4)},
    "recall": {},
    "upgrade": {"discount": ("int", 0, 6), "mixed": ("bool",), "only_if_lowest": ("bool",)},
    "reroll_dice": {},
    "set_die": {},
    "discard_dice": {"dice": POS7, "energy": INT7, "culture": INT7},
    "repeat_die": {},
    "follow_income": {"resource": ("enum", RESOURCES)},
    "follow_tax": {"culture": ("int", 2, 7)},
    "replace_row": {},
    "use_row_planet": {},
    "use_colony": {"pay": ("enum", RESOURCES)},
    "free_action": {},
}
STATS = ("energy", "culture", "colonies", "dip", "eco", "level", "home", "in_play")
PREDICATE_PARAMS: dict[str, dict[str, tuple]] = {
    "most": {"stat": ("enum", STATS)},
    "fewest": {"stat": ("enum", STATS)},
    "balanced": {},
    "triggered_end": {},
    "min_resources": {"energy": INT7, "culture": INT7},
    "max_level": {},
    "all_home": {},
    "none_home": {},
}
ATTACK_PARAMS: dict[str, dict[str, tuple]] = {
    "drain": {"energy": INT7, "culture": INT7},
    "plunder": {"energy": INT7, "culture": INT7, "any": INT7},
    "hoard": {"energy": INT7, "culture": INT7},
    "push": {"steps": ("int", 1, 5)},
    "repel": {"steps": ("int", 1, 5), "target": ("enum", ("nearest", "all"))},
    "jam": {"dice": ("int", 1, 6)},
}


@dataclass(frozen=True)
class EmpireLevel:
    level: int
    dice: int
    ships: int
    vp: int
    cost: int | None


@dataclass(frozen=True)
class Effect:
    key: str
    params: dict[str, Any]
    cost_energy: int = 0
    cost_culture: int = 0


@dataclass(frozen=True)
class Planet:
    id: str
    name: str
    resource: str
    track_type: str
    track_length: int
    vp: int
    effect: Effect
    once_per_turn: bool
    own_turn_only: bool
    meta: bool
    text: str


@dataclass(frozen=True)
class Mission:
    id: str
    name: str
    vp: int
    vp_tied: int | None
    key: str
    params: dict[str, Any]
    text: str


@dataclass(frozen=True)
class Attack:
    parts: tuple[tuple[str, dict[str, Any]], ...]
    once_per_turn: bool
    text: str


@dataclass(frozen=True)
class HostileLevel:
    level: int
    dice: int
    vp: int
    attack: Attack | None
    is_skull: bool


@dataclass(frozen=True)
class Hostile:
    id: str
    name: str
    color: str
    difficulty: int
    levels: tuple[HostileLevel, ...]


@dataclass(frozen=True)
class Mat:
    color: str
    display_name: str
    hostile: str


@dataclass(frozen=True)
class Content:
    empire: tuple[EmpireLevel, ...]
    dice_count: int
    faces: tuple[str, ...]
    action_track_spaces: int
    end_vp: int
    start_energy: int
    start_culture: int
    max_resource: int
    planets: tuple[Planet, ...]
    missions: tuple[Mission, ...]
    hostiles: tuple[Hostile, ...]
    mats: tuple[Mat, ...]
    by_id: dict[str, Planet] = dc_field(default_factory=dict, compare=False, repr=False)

    @property
    def max_level(self) -> int:
        return len(self.empire)

    def planet(self, pid: str) -> Planet:
        return self.by_id[pid]

    def mission(self, mid: str) -> Mission:
        return next(m for m in self.missions if m.id == mid)

    def hostile(self, difficulty: int) -> Hostile:
        return next(h for h in self.hostiles if h.difficulty == difficulty)


# --- checking helpers -----------------------------------------------------------
def _params(obj: Any, table: dict[str, dict[str, tuple]], file: Path, entry: str, what: str) -> tuple[str, dict]:
    key = field(obj, "key", str, file, entry)
    require(key in table, file, entry, f"unknown {what} key {key!r}")
    params = obj.get("params", {})
    require(isinstance(params, dict), file, entry, f"{what} params must be an object")
    spec = table[key]
    unknown = sorted(set(params) - set(spec))
    require(not unknown, file, entry, f"{what} {key!r}: unknown parameter(s) {', '.join(unknown)}")
    missing = sorted(set(spec) - set(params))
    require(not missing, file, entry, f"{what} {key!r}: missing parameter(s) {', '.join(missing)}")
    for name, kind in spec.items():
        value = params[name]
        if kind[0] == "int":
            ok = isinstance(value, int) and not isinstance(value, bool) and kind[1] <= value <= kind[2]
            require(ok, file, entry, f"{what} {key!r}: {name} must be an integer {kind[1]}..{kind[2]}, got {value!r}")
        elif kind[0] == "bool":
            require(isinstance(value, bool), file, entry, f"{what} {key!r}: {name} must be true or false")
        else:
            require(value in kind[1], file, entry,
                    f"{what} {key!r}: {name} must be one of {', '.join(kind[1])}, got {value!r}")
    return key, dict(params)


def _text(obj: dict, file: Path, entry: str) -> str:
    text = field(obj, "text", str, file, entry)
    require(text.strip() != "", file, entry, "text is empty")  # C19
    return text


# --- loaders --------------------------------------------------------------------
def _load_empire(file: Path) -> dict[str, Any]:
    data = load_json(file)
    require(isinstance(data, dict), file, None, "must be an object")
    rows = field(data, "empire_track", list, file, "empire_track")
    require(len(rows) == 6, file, "empire_track", f"C1: needs 6 levels, has {len(rows)}")
    levels: list[EmpireLevel] = []
    for i, row in enumerate(rows):
        entry = f"empire_track level {i + 1}"
        level = field(row, "level", int, file, entry)
        require(level == i + 1, file, entry, f"C1: levels must be numbered 1..6 in order, got {level}")
        dice = field(row, "dice", int, file, entry)
        ships = field(row, "ships", int, file, entry)
        vp = field(row, "vp", int, file, entry)
        cost = row.get("cost")
        require(1 <= dice <= 7 and 1 <= ships <= 4, file, entry, "C3: dice must be 1..7 and ships 1..4")
        require(vp >= 0, file, entry, "vp must be >= 0")
        if level == 1:
            require(cost is None and dice == 4 and ships == 2, file, entry, "C1: level 1 has 4 dice, 2 ships, no cost")
        else:
            require(cost == level, file, entry, f"C2: the cost to enter level {level} must be {level}, got {cost!r}")
            prev = levels[-1]
            require(dice >= prev.dice and ships >= prev.ships and vp >= prev.vp, file, entry,
                    "C3: dice, ships and vp never decrease")
            require((dice - prev.dice) + (ships - prev.ships) == 1, file, entry,
                    "C3: each level adds exactly one die or one ship")
            require((ships > prev.ships) == (level in (3, 5)), file, entry, "C4: ships increase at levels 3 and 5 only")
        levels.append(EmpireLevel(level, dice, ships, vp, cost))
    require(levels[-1].dice == 7 and levels[-1].ships == 4, file, "empire_track level 6", "C5: top level has 7 dice, 4 ships")
    dice = field(data, "dice", dict, file, "dice")
    count = field(dice, "count", int, file, "dice")
    require(count == 7, file, "dice", f"C7: count must be 7, got {count}")
    faces = field(dice, "faces", list, file, "dice")
    require(sorted(faces) == sorted(ACTIONS) and len(faces) == 6, file, "dice",
            "C7: faces must be a permutation of the six actions")
    spaces = field(data, "action_track_spaces", int, file, "action_track_spaces")
    require(spaces == 7, file, "action_track_spaces", f"C18: must be 7, got {spaces}")
    out = {"empire": tuple(levels), "dice_count": count, "faces": tuple(faces), "action_track_spaces": spaces}
    for key, lo, hi in (("end_vp", 1, 99), ("start_energy", 0, 7), ("start_culture", 0, 7), ("max_resource", 7, 7)):
        value = field(data, key, int, file, key)
        require(lo <= value <= hi, file, key, f"must be {lo}..{hi}, got {value}")
        out[key] = value
    return out


def _load_planets(file: Path) -> tuple[Planet, ...]:
    data = load_json(file)
    rows = field(data, "planets", list, file, "planets")
    require(len(rows) == 40, file, "planets", f"C8: needs 40 planets, has {len(rows)}")
    planets: list[Planet] = []
    seen_ids: set[str] = set()
    seen_names: set[str] = set()
    for i, row in enumerate(rows):
        pid = row.get("id") if isinstance(row, dict) else None
        entry = f"planet {pid or i}"
        pid = field(row, "id", str, file, entry)
        require(pid == f"P{i + 1:02d}", file, entry, f"C8: ids must be P01..P40 in order, got {pid}")
        require(pid not in seen_ids, file, entry, "C8: duplicate id")
        name = field(row, "name", str, file, entry)
        require(name.isalpha(), file, entry, f"C8: name {name!r} must be one word of letters")
        require(name not in seen_names, file, entry, f"C8: duplicate name {name!r}")
        seen_ids.add(pid)
        seen_names.add(name)
        resource = field(row, "resource", str, file, entry)
        require(resource in RESOURCES, file, entry, f"resource must be energy or culture, got {resource!r}")
        track = field(row, "track_type", str, file, entry)
        require(track in TRACKS, file, entry, f"track_type must be diplomacy or economy, got {track!r}")
        length = field(row, "track_length", int, file, entry)
        require(length in VP_BY_LENGTH, file, entry, f"track_length must be 1..5, got {length}")
        vp = field(row, "vp", int, file, entry)
        require(vp == VP_BY_LENGTH[length], file, entry, f"C9: vp must be {VP_BY_LENGTH[length]} for length {length}")
        eff = field(row, "effect", dict, file, entry)
        key, params = _params(eff, EFFECT_PARAMS, file, entry, "effect")
        if key == "convert":
            require(params["from"] != params["to"], file, entry, "effect 'convert': from and to must differ")
        cost = eff.get("cost") or {}
        require(isinstance(cost, dict), file, entry, "C11: cost must be an object")
        for res, n in cost.items():
            require(res in RESOURCES and isinstance(n, int) and not isinstance(n, bool) and n >= 1,
                    file, entry, f"C11: bad cost {res!r}: {n!r}")
        limits = field(row, "limits", list, file, entry)
        bad = [x for x in limits if x not in LIMITS]
        require(not bad, file, entry, f"C12: unknown limit(s) {bad}")
        if key in OWN_TURN_KEYS:
            require("own_turn_only" in limits, file, entry, f"C12: effect {key!r} must carry own_turn_only")
        meta = field(row, "meta", bool, file, entry)
        require(meta == (key in META_KEYS), file, entry, f"C13: meta must be {key in META_KEYS} for {key!r}")
        text = _text(row, file, entry)
        if cost:
            require("Pay" in text or "pay" in text, file, entry, "C19: text must mention the cost")
        if "once_per_turn" in limits:
            require("Once per turn" in text, file, entry, "C19: text must say 'Once per turn'")
        if "own_turn_only" in limits:
            require("your turn" in text, file, entry, "C19: text must say 'On your turn'")
        planets.append(Planet(pid, name, resource, track, length, vp,
                              Effect(key, params, cost.get("energy", 0), cost.get("culture", 0)),
                              "once_per_turn" in limits, "own_turn_only" in limits, meta, text))
    for length in VP_BY_LENGTH:
        n = sum(1 for p in planets if p.track_length == length)
        require(n == 8, file, "planets", f"C9: needs 8 planets of track length {length}, has {n}")
    for t in TRACKS:
        require(sum(p.track_type == t for p in planets) == 20, file, "planets", f"C10: needs 20 {t} planets")
    for r in RESOURCES:
        require(sum(p.resource == r for p in planets) == 20, file, "planets", f"C10: needs 20 {r} planets")
    for vp, table in TIER_TABLE.items():
        for (t, r), want in table.items():
            got = sum(1 for p in planets if p.vp == vp and p.track_type == t and p.resource == r)
            require(got == want, file, "planets", f"C10: tier {vp} VP needs {want} {t}/{r} planets, has {got}")
    return tuple(planets)


def _load_missions(file: Path) -> tuple[Mission, ...]:
    data = load_json(file)
    rows = field(data, "missions", list, file, "missions")
    require(len(rows) == 12, file, "missions", f"C14: needs 12 missions, has {len(rows)}")
    out: list[Mission] = []
    for i, row in enumerate(rows):
        mid = row.get("id") if isinstance(row, dict) else None
        entry = f"mission {mid or i}"
        mid = field(row, "id", str, file, entry)
        name = field(row, "name", str, file, entry)
        require(mid not in {m.id for m in out}, file, entry, "C14: duplicate id")
        require(name not in {m.name for m in out}, file, entry, "C14: duplicate name")
        vp = field(row, "vp", int, file, entry)
        require(1 <= vp <= 9, file, entry, f"vp must be 1..9, got {vp}")
        vp_tied = row.get("vp_tied")
        pred = field(row, "predicate", dict, file, entry)
        key, params = _params(pred, PREDICATE_PARAMS, file, entry, "predicate")
        if key in ("most", "fewest"):
            require(vp == 3 and vp_tied == 2, file, entry, "C14: most/fewest missions pay 3, or 2 when tied")
        else:
            require(vp_tied is None, file, entry, "C14: vp_tied only for most/fewest missions")
        out.append(Mission(mid, name, vp, vp_tied, key, params, _text(row, file, entry)))
    comparative = sum(1 for m in out if m.key in ("most", "fewest"))
    require(comparative == 6, file, "missions", f"C14: needs 6 most/fewest missions, has {comparative}")
    return tuple(out)


def _load_hostiles(file: Path) -> tuple[tuple[Hostile, ...], tuple[Mat, ...]]:
    data = load_json(file)
    rows = field(data, "hostiles", list, file, "hostiles")
    require(len(rows) == 5, file, "hostiles", f"C15: needs 5 hostile galaxies, has {len(rows)}")
    hostiles: list[Hostile] = []
    for i, row in enumerate(rows):
        hid = row.get("id") if isinstance(row, dict) else None
        entry = f"hostile {hid or i}"
        hid = field(row, "id", str, file, entry)
        name = field(row, "name", str, file, entry)
        color = field(row, "color", str, file, entry)
        diff = field(row, "difficulty", int, file, entry)
        lv_rows = field(row, "levels", list, file, entry)
        require(len(lv_rows) == 6, file, entry, f"C16: needs 6 levels, has {len(lv_rows)}")
        levels: list[HostileLevel] = []
        for j, lv in enumerate(lv_rows):
            lentry = f"{entry} level {j + 1}"
            level = field(lv, "level", int, file, lentry)
            require(level == j + 1, file, lentry, "C16: levels must be numbered 1..6")
            dice = field(lv, "dice", int, file, lentry)
            vp = field(lv, "vp", int, file, lentry)
            skull = field(lv, "is_skull", bool, file, lentry)
            att = lv.get("attack")
            if level == 6:
                require(skull and att is None and dice == 0, file, lentry, "C16: level 6 is the skull: no attack, 0 dice")
                levels.append(HostileLevel(level, dice, vp, None, True))
                continue
            require(not skull and isinstance(att, dict), file, lentry, "C16: levels 1-5 have an attack and no skull")
            require(1 <= dice <= 7, file, lentry, f"C16: dice must be 1..7, got {dice}")
            if levels:
                require(dice >= levels[-1].dice and vp >= levels[-1].vp, file, lentry, "C16: dice and vp never decrease")
            parts_raw = field(att, "parts", list, file, lentry)
            require(parts_raw, file, lentry, "an attack needs at least one part")
            parts = tuple(_params(p, ATTACK_PARAMS, file, lentry, "attack") for p in parts_raw)
            once = field(att, "once_per_turn", bool, file, lentry)
            taken = sum(p.get("energy", 0) + p.get("culture", 0) + p.get("any", 0)
                        for k, p in parts if k in ("drain", "plunder"))
            must_once = taken >= 3 or any(k in ("push", "jam") or (k == "repel" and p["target"] == "all")
                                          for k, p in parts)
            if must_once:
                require(once, file, lentry, "C17: push, repel all, jam and attacks taking 3+ resources are once per turn")
            levels.append(HostileLevel(level, dice, vp, Attack(parts, once, _text(att, file, lentry)), False))
        hostiles.append(Hostile(hid, name, color, diff, tuple(levels)))
    require(sorted(h.difficulty for h in hostiles) == [1, 2, 3, 4, 5], file, "hostiles", "C15: difficulties must be 1..5")
    require(len({h.color for h in hostiles}) == 5, file, "hostiles", "C15: colors must be unique")
    ordered = sorted(hostiles, key=lambda h: h.difficulty)
    for a, b in zip(ordered, ordered[1:], strict=False):
        for la, lb in zip(a.levels, b.levels, strict=True):
            require(la.dice <= lb.dice, file, f"hostile {b.id} level {lb.level}",
                    "C16: dice must not be fewer than on the easier card")
            require(la.vp == lb.vp, file, f"hostile {b.id} level {lb.level}", "C16: all cards share the vp column")
    mats_raw = field(data, "mats", list, file, "mats")
    mats: list[Mat] = []
    for i, row in enumerate(mats_raw):
        entry = f"mat {row.get('color', i) if isinstance(row, dict) else i}"
        mats.append(Mat(field(row, "color", str, file, entry), field(row, "display_name", str, file, entry),
                        field(row, "hostile", str, file, entry)))
        require(any(h.id == mats[-1].hostile and h.color == mats[-1].color for h in hostiles), file, entry,
                "C15: the mat's hostile must exist and share its color")
    require(sorted(m.color for m in mats) == sorted(h.color for h in hostiles), file, "mats",
            "C15: hostile colors must equal the 5 mat colors")
    return tuple(ordered), tuple(mats)


def load_content(data_dir: str | Path = DATA_DIR) -> Content:
    """Load and check every content file in ``data_dir`` (raises ContentError)."""
    data_dir = Path(data_dir)
    base = _load_empire(data_dir / "empire.json")
    planets = _load_planets(data_dir / "planets.json")
    missions = _load_missions(data_dir / "missions.json")
    hostiles, mats = _load_hostiles(data_dir / "hostiles.json")
    return Content(planets=planets, missions=missions, hostiles=hostiles, mats=mats,
                   by_id={p.id: p for p in planets}, **base)


@lru_cache(maxsize=1)
def default_content() -> Content:
    return load_content()


__all__ = ["ContentError", "Content", "load_content", "default_content"]


def selftest() -> list[str]:
    """Problems with the shipped content ([] if none), for ``python -m game selftest``."""
    try:
        load_content()
    except ContentError as exc:
        return [str(exc)]
    return []
