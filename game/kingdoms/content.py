"""Kingdoms content: factions, the tower card and the exploration tokens.

Loaded from ``game/kingdoms/data/*.json`` and checked at load time; any problem
raises ``ContentError`` naming the file and the entry.  ``selftest`` loads it
all (and the territory maps, when the map loader is present).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import import_module
from pathlib import Path
from typing import Any

from game.core.content import ContentError, field, load_json, require
from game.kingdoms.effects import effect_problem

DATA = Path(__file__).parent / "data"
MAGIC_LEVELS = 5
TOWER_LEVELS = 6
TOKEN_TYPES = ("crown", "treasure", "bandit", "dragon_lair", "camp", "fort", "town", "church", "blank")
TOKEN_TOTAL = 16
_ID = re.compile(r"^[a-z][a-z0-9_]{1,31}$")


@dataclass(frozen=True)
class Faction:
    id: str
    name: str                                   # English fallback; catalogs translate
    alliance_faction: bool
    abilities: tuple[tuple[dict[str, Any], ...], ...]   # effects per level 1..5


@dataclass(frozen=True)
class Tower:
    cost: tuple[int, ...]                       # ore for levels 1..6
    vp: tuple[int, ...]                         # VP at levels 0..6


@dataclass(frozen=True)
class Tokens:
    mix: dict[str, int]
    crown_vp: int
    town_vp: int
    treasure_gain: int
    bandit_cost: int
    fort_discount: int
    camp_extra: int

    def pool(self) -> list[str]:
        """The 16 token types in a fixed order (shuffled by the game's RNG)."""
        return [t for t in TOKEN_TYPES for _ in range(self.mix[t])]


@dataclass(frozen=True)
class Content:
    factions: dict[str, Faction]
    tower: Tower
    tokens: Tokens

    @property
    def faction_ids(self) -> list[str]:
        return list(self.factions)

    @property
    def alliance_faction(self) -> str:
        return next(f.id for f in self.factions.values() if f.alliance_faction)


def _int_list(obj: Any, key: str, file: Path, entry: str, length: int, low: int, high: int) -> tuple[int, ...]:
    value = field(obj, key, list, file, entry)
    require(len(value) == length, file, entry, f"{key} must have {length} numbers, has {len(value)}")
    for v in value:
        require(isinstance(v, int) and not isinstance(v, bool) and low <= v <= high, file, entry,
                f"{key} values must be integers between {low} and {high}, got {v!r}")
    return tuple(value)


def load_factions(path: Path = DATA / "factions.json") -> dict[str, Faction]:
    data = load_json(path)
    items = field(data, "factions", list, path, "factions")
    require(len(items) >= 5, path, "factions", "at least 5 factions are needed for a 5-player game")
    factions: dict[str, Faction] = {}
    for i, item in enumerate(items):
        entry = f"factions[{i}]"
        fid = field(item, "id", str, path, entry)
        require(bool(_ID.match(fid)), path, entry, f"bad id {fid!r} (lower-case letters, digits, _)")
        require(fid not in factions, path, fid, "duplicate faction id")
        name = field(item, "name", str, path, fid)
        require(bool(name.strip()), path, fid, "empty name")
        ally = field(item, "alliance_faction", bool, path, fid)
        require("research_costs" not in item, path, fid,
                "research_costs is not a faction field: magic level n costs n mana (spec 4.4, K62); "
                "a cheaper or dearer track is an ability (hook cost, kind research)")
        abilities = field(item, "abilities", list, path, fid)
        require(len(abilities) == MAGIC_LEVELS, path, fid,
                f"needs exactly {MAGIC_LEVELS} abilities (magic levels 1..5), has {len(abilities)}")
        levels = []
        for lv, ability in enumerate(abilities, start=1):
            where = f"{fid} level {lv}"
            require(field(ability, "level", int, path, where) == lv, path, where,
                    f"abilities must be listed for levels 1..5 in order (found level {ability.get('level')!r})")
            effects = field(ability, "effects", list, path, where)
            require(bool(effects), path, where, "an ability needs at least one effect")
            for e in effects:
                problem = effect_problem(e)
                require(problem is None, path, where, str(problem))
            if lv == MAGIC_LEVELS:
                require(any(e["hook"] == "end_vp" for e in effects), path, where,
                        "the level-5 ability must be an end-game VP bonus (end_vp)")
            levels.append(tuple(dict(e) for e in effects))
        factions[fid] = Faction(fid, name, ally, tuple(levels))
    allies = [f.id for f in factions.values() if f.alliance_faction]
    require(len(allies) == 1, path, "factions",
            f"exactly one faction must have alliance_faction true, found {len(allies)}")
    return factions


def load_tower(path: Path = DATA / "tower.json") -> Tower:
    data = load_json(path)
    cost = _int_list(data, "cost", path, "cost", TOWER_LEVELS, 0, 9)
    vp = _int_list(data, "vp", path, "vp", TOWER_LEVELS + 1, 0, 99)
    require(vp[0] == 0, path, "vp", "level 0 must be worth 0 VP")
    require(all(a <= b for a, b in zip(vp, vp[1:], strict=False)), path, "vp", "VP must not fall as the tower rises")
    return Tower(cost, vp)


def load_tokens(path: Path = DATA / "tokens.json") -> Tokens:
    data = load_json(path)
    mix = field(data, "mix", dict, path, "mix")
    for key in mix:
        require(key in TOKEN_TYPES, path, f"mix.{key}", f"unknown token type (known: {', '.join(TOKEN_TYPES)})")
    counts = {}
    for t in TOKEN_TYPES:
        n = field(mix, t, int, path, f"mix.{t}")
        require(0 <= n <= TOKEN_TOTAL, path, f"mix.{t}", f"count must be 0..{TOKEN_TOTAL}")
        counts[t] = n
    require(sum(counts.values()) == TOKEN_TOTAL, path, "mix", f"counts must add up to {TOKEN_TOTAL}, not {sum(counts.values())}")
    require(counts["blank"] >= 1, path, "mix.blank", "at least one blank is needed (the 5-player rule puts one back)")
    nums = {}
    for key in ("crown_vp", "town_vp", "treasure_gain", "bandit_cost", "fort_discount", "camp_extra"):
        v = field(data, key, int, path, key)
        require(0 <= v <= 9, path, key, "must be between 0 and 9")
        nums[key] = v
    return Tokens(counts, **nums)


@lru_cache(maxsize=1)
def load_content() -> Content:
    return Content(load_factions(), load_tower(), load_tokens())


def selftest() -> list[str]:
    """Problems with the content and the maps ([] if none).  The factions' words in
    every language are the window's check (``KingdomsWindow.selftest``)."""
    problems: list[str] = []
    try:
        load_content.cache_clear()
        load_content()
    except ContentError as exc:
        return [str(exc)]
    try:
        maps = import_module("game.kingdoms.maps")
    except ModuleNotFoundError as exc:
        if exc.name != "game.kingdoms.maps":
            raise
        return problems
    check = getattr(maps, "check_maps", None)
    if check is not None:
        problems += list(check() or [])
    return problems
