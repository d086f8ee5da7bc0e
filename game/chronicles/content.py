"""Chronicles content: the 42 character kinds (81 cards) and the 5 buildings.

Loaded from ``data/chronicles_cards.json`` and ``data/chronicles_buildings.json``
and validated against spec 9.6 at load time; every error names the file and
the kind or building at fault (``ContentError``).  Names and texts stay in the
data for the catalogs; the rules use only the stable keys.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from game.chronicles.abilities import BUILDING_ONLY, KEYS, MINIMUMS, RESOURCES, STRENGTH_KEYS
from game.core.content import ContentError, field, load_json, require

DATA_DIR = Path(__file__).parent / "data"
CARDS_FILE = DATA_DIR / "chronicles_cards.json"
BUILDINGS_FILE = DATA_DIR / "chronicles_buildings.json"

TOTAL_CARDS = 81
KIND_COUNT = 42
LANGS = ("en", "ru", "uk")
BUILDING_KEYS = ("township", "feast_hall", "quarry", "shrine", "garrison")  # BuildingKey order
SNAKE = re.compile(r"^[a-z][a-z0-9]*(_[a-z0-9]+)*$")


@dataclass(frozen=True)
class Ability:
    key: str
    params: dict[str, Any]

    def __getitem__(self, name: str) -> Any:
        return self.params[name]


@dataclass(frozen=True)
class CharacterKind:
    key: str
    index: int
    names: dict[str, str]
    copies: int
    cost: int
    strength: int
    variable_strength: bool
    abilities: tuple[Ability, ...]
    produces: tuple[int, int, int]  # wood, food, gem
    text: dict[str, str]

    def has(self, key: str) -> bool:
        return any(a.key == key for a in self.abilities)

    def ability(self, key: str) -> Ability | None:
        for a in self.abilities:
            if a.key == key:
                return a
        return None

    @property
    def triggers(self) -> frozenset[str]:
        """Phases of its keys (spec 9.3.1), plus PAY for a negative cost."""
        out = {KEYS[a.key][0] for a in self.abilities}
        if self.produces != (0, 0, 0):
            out.add("CONT")
        if self.cost < 0:
            out.add("PAY")
        return frozenset(out)


@dataclass(frozen=True)
class BuildingSide:
    vp: int
    bonuses: tuple[Ability, ...]
    grants_extra_slot: bool


@dataclass(frozen=True)
class BuildingKind:
    key: str
    index: int
    names: dict[str, str]
    level1: BuildingSide
    level2: BuildingSide
    cost1: tuple[int, int, int]
    cost2: tuple[int, int, int]
    gold_price1: int | None
    gold_price2: int | None

    def side(self, level: int) -> BuildingSide | None:
        return self.level1 if level == 1 else self.level2 if level == 2 else None


@dataclass(frozen=True)
class Content:
    kinds: tuple[CharacterKind, ...]
    buildings: tuple[BuildingKind, ...]
    card_kind: tuple[int, ...]  # card uid -> kind index

    def kind(self, key: str) -> CharacterKind:
        for k in self.kinds:
            if k.key == key:
                return k
        raise KeyError(key)

    def kind_of(self, uid: int) -> CharacterKind:
        return self.kinds[self.card_kind[uid]]

    def building(self, key: str) -> BuildingKind:
        return self.buildings[BUILDING_KEYS.index(key)]

    def uids(self, key: str) -> list[int]:
        index = self.kind(key).index
        return [u for u, k in enumerate(self.card_kind) if k == index]


# --- validation helpers ------------------------------------------------------------
def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _resources(obj: Any, file: Path, entry: str, what: str, minimum: int) -> tuple[int, int, int]:
    require(isinstance(obj, dict), file, entry, f"{what} must be an object of resources")
    out = [0, 0, 0]
    for res, n in obj.items():
        require(res in RESOURCES, file, entry, f"{what}: unknown resource {res!r} (wood, food, gem)")
        require(_int(n) and n >= minimum, file, entry, f"{what}: {res} must be an integer >= {minimum}")
        out[RESOURCES.index(res)] = n
    return (out[0], out[1], out[2])


def parse_ability(raw: Any, file: Path, entry: str) -> Ability:
    require(isinstance(raw, dict), file, entry, "an ability must be an object {key, params}")
    key = raw.get("key")
    require(isinstance(key, str) and key in KEYS, file, entry, f"unknown ability key {key!r}")
    params = raw.get("params", {})
    require(isinstance(params, dict), file, entry, f"{key}: params must be an object")
    spec = KEYS[key][1]
    missing = sorted(set(spec) - set(params))
    extra = sorted(set(params) - set(spec))
    require(not missing, file, entry, f"{key}: missing param(s) {', '.join(missing)}")
    require(not extra, file, entry, f"{key}: unexpected param(s) {', '.join(extra)}")
    out: dict[str, Any] = {}
    for name, kind in spec.items():
        value = params[name]
        where = f"{key}.{name}"
        if kind == "res":
            require(value in RESOURCES, file, entry, f"{where}: unknown resource {value!r}")
        elif kind == "int":
            require(_int(value), file, entry, f"{where} must be an integer")
        elif kind == "int?":
            require(value is None or _int(value), file, entry, f"{where} must be an integer or null")
        elif kind == "amounts":
            value = _resources(value, file, entry, where, 1)
            require(any(value), file, entry, f"{where} must not be empty")
        elif kind == "res_list":
            require(isinstance(value, list) and bool(value) and all(v in RESOURCES for v in value),
                    file, entry, f"{where} must be a non-empty list of resources")
            value = tuple(value)
        low = MINIMUMS.get((key, name))
        if low is not None:
            require(value >= low, file, entry, f"{where} must be >= {low}")
        out[name] = value
    return Ability(key, out)


def _names(raw: dict, file: Path, entry: str) -> dict[str, str]:
    names = field(raw, "names", dict, file, entry)
    for lang in LANGS:
        require(isinstance(names.get(lang), str) and names[lang].strip(), file, entry,
                f"missing or empty name in {lang!r}")
    return {lang: names[lang] for lang in LANGS}


def parse_cards(data: Any, file: Path) -> tuple[CharacterKind, ...]:
    require(isinstance(data, list), file, None, "must be a list of character kinds")
    kinds: list[CharacterKind] = []
    seen: dict[str, set[str]] = {lang: set() for lang in LANGS}
    keys: set[str] = set()
    for i, raw in enumerate(data):
        entry: str = raw["key"] if isinstance(raw, dict) and isinstance(raw.get("key"), str) else f"#{i}"
        key = field(raw, "key", str, file, entry)
        require(bool(SNAKE.match(key)), file, entry, "key must be snake_case")
        require(key not in keys, file, entry, "duplicate key")
        keys.add(key)
        names = _names(raw, file, entry)
        for lang in LANGS:
            require(names[lang].casefold() not in seen[lang], file, entry, f"name in {lang!r} is not unique")
            seen[lang].add(names[lang].casefold())
        copies = field(raw, "copies", int, file, entry)
        require(copies >= 1, file, entry, "copies must be >= 1")
        cost = field(raw, "cost", int, file, entry)
        require(cost >= -1, file, entry, "cost must be >= -1")
        strength = field(raw, "strength", int, file, entry)
        require(strength >= 0, file, entry, "strength must be >= 0")
        variable = field(raw, "variable_strength", bool, file, entry)
        abilities = tuple(parse_ability(a, file, entry) for a in field(raw, "abilities", list, file, entry))
        for a in abilities:
            require(a.key not in BUILDING_ONLY, file, entry, f"{a.key} is a building-only key")
        has_str = any(a.key in STRENGTH_KEYS for a in abilities)
        require(variable == has_str, file, entry,
                f"variable_strength is {variable} but the kind {'has' if has_str else 'has no'} str_* key")
        produces = _resources(field(raw, "produces", dict, file, entry), file, entry, "produces", 1)
        text = field(raw, "text", dict, file, entry)
        require(isinstance(text.get("en"), str) and text["en"].strip(), file, entry, "text.en is empty")
        kinds.append(CharacterKind(key, len(kinds), names, copies, cost, strength, variable,
                                   abilities, produces, dict(text)))
    require(len(kinds) == KIND_COUNT, file, None, f"there must be exactly {KIND_COUNT} kinds, found {len(kinds)}")
    total = sum(k.copies for k in kinds)
    require(total == TOTAL_CARDS, file, None, f"copies must sum to {TOTAL_CARDS}, found {total}")
    negative = [k.key for k in kinds if k.cost < 0]
    require(len(negative) == 1, file, None,
            f"exactly one kind must have a negative cost, found {len(negative)} ({', '.join(negative)})")
    return tuple(kinds)


def _side(raw: Any, file: Path, entry: str, level: int) -> BuildingSide:
    where = f"{entry} level{level}"
    require(isinstance(raw, dict), file, where, "must be an object")
    vp = field(raw, "vp", int, file, where)
    bonuses = tuple(parse_ability(b, file, where) for b in field(raw, "bonuses", list, file, where))
    require(len(bonuses) == level, file, where, f"level {level} must have exactly {level} bonus(es)")
    flag = field(raw, "grants_extra_slot", bool, file, where)
    require(flag == (level == 2), file, where,
            "grants_extra_slot must be true on level 2" if level == 2 else "grants_extra_slot must be false on level 1")
    return BuildingSide(vp, bonuses, flag)


def parse_buildings(data: Any, file: Path) -> tuple[BuildingKind, ...]:
    require(isinstance(data, list), file, None, "must be a list of buildings")
    out: list[BuildingKind] = []
    for i, raw in enumerate(data):
        entry: str = raw["key"] if isinstance(raw, dict) and isinstance(raw.get("key"), str) else f"#{i}"
        key = field(raw, "key", str, file, entry)
        require(key in BUILDING_KEYS, file, entry, f"unknown building key (expected one of {', '.join(BUILDING_KEYS)})")
        require(all(b.key != key for b in out), file, entry, "duplicate building")
        names = _names(raw, file, entry)
        level1 = _side(raw.get("level1"), file, entry, 1)
        level2 = _side(raw.get("level2"), file, entry, 2)
        require(level2.bonuses[0] == level1.bonuses[0], file, entry,
                "the first level-2 bonus must equal the level-1 bonus")
        require(level1.vp < level2.vp, file, entry, "level-1 VP must be below level-2 VP")
        cost1 = _resources(field(raw, "cost1", dict, file, entry), file, entry, "cost1", 1)
        cost2 = _resources(field(raw, "cost2", dict, file, entry), file, entry, "cost2", 1)
        require(any(cost1) and any(cost2), file, entry, "cost1 and cost2 must not be empty")
        p1, p2 = raw.get("gold_price1"), raw.get("gold_price2")
        both_null = p1 is None and p2 is None
        both_int = _int(p1) and _int(p2) and p1 >= 1 and p2 >= 1
        require(both_null or both_int, file, entry, "gold prices must both be null or both integers >= 1")
        out.append(BuildingKind(key, 0, names, level1, level2, cost1, cost2, p1, p2))
    found = sorted(b.key for b in out)
    require(found == sorted(BUILDING_KEYS), file, None,
            f"there must be exactly the 5 buildings {', '.join(BUILDING_KEYS)}, found {', '.join(found)}")
    ordered = sorted(out, key=lambda b: BUILDING_KEYS.index(b.key))
    return tuple(BuildingKind(b.key, i, b.names, b.level1, b.level2, b.cost1, b.cost2, b.gold_price1, b.gold_price2)
                 for i, b in enumerate(ordered))


def load_content(cards_file: Path = CARDS_FILE, buildings_file: Path = BUILDINGS_FILE) -> Content:
    """Load and validate both files; raises ContentError naming the file and entry."""
    cards_file, buildings_file = Path(cards_file), Path(buildings_file)
    kinds = parse_cards(load_json(cards_file), cards_file)
    buildings = parse_buildings(load_json(buildings_file), buildings_file)
    card_kind = tuple(k.index for k in kinds for _ in range(k.copies))
    return Content(kinds, buildings, card_kind)


@lru_cache(maxsize=1)
def default_content() -> Content:
    return load_content()


def selftest() -> list[str]:
    """Problems with the shipped content ([] if none); used by ``python -m game selftest``."""
    try:
        default_content.cache_clear()
        default_content()
    except ContentError as exc:
        return [str(exc)]
    return []


__all__ = ["Ability", "BuildingKind", "BuildingSide", "CharacterKind", "Content", "ContentError",
           "default_content", "load_content", "RESOURCES", "BUILDING_KEYS"]
