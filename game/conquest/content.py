"""Conquest content: dice faces, battle lines, cities and provinces.

Everything printed on the cards lives in ``data/cities.json`` and is checked
when loaded; every problem raises :class:`ContentError` naming the file and
the entry (spec 9.5).  Names are not in the data file: they are catalog keys
``city.<id>.name`` and ``province.<id>.name`` in the window's catalogs
(``conquest_content``), which the window checks.

Dice faces are short strings, in this fixed order (also the canonical order
of the faces inside a ``fill`` action)::

    "i1", "i2", "i3"   1, 2 and 3 infantry
    "cav"              cavalry
    "arc"              archers
    "gen"              general
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field as dataclass_field
from functools import cached_property, lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.core.content import ContentError, field, load_json, require

FACES: tuple[str, ...] = ("i1", "i2", "i3", "cav", "arc", "gen")
FACE_INDEX: dict[str, int] = {f: i for i, f in enumerate(FACES)}
INFANTRY_VALUE: tuple[int, ...] = (1, 2, 3, 0, 0, 0)
SYMBOLS: tuple[str, ...] = ("cav", "arc", "gen")
# Each die shows each face once (spec Ambiguity 30); kept as data so it can change.
DIE_FACES: tuple[str, ...] = FACES
N_DICE = 7
N_CITIES = 14
N_PROVINCES = 6
GENERAL_LINE = "G"  # line id of the general line; regular lines are 0..k-1

DATA_FILE = Path(__file__).parent / "data" / "cities.json"

# VP bands of spec 9.6: (lowest probability, vp), first match wins.
VP_BANDS: tuple[tuple[float, int], ...] = ((0.75, 1), (0.50, 2), (0.30, 3), (0.0, 4))


def vp_for_probability(p: float) -> int:
    """The VP a city deserves for its one-turn conquest probability (spec 9.6)."""
    for low, vp in VP_BANDS:
        if p >= low:
            return vp
    return VP_BANDS[-1][1]


def province_bonus(vps: list[int]) -> int:
    """Province bonus of spec 9.6: sum of VP plus 1 (1 or 2 cities) or 2 (3 cities)."""
    return sum(vps) + (2 if len(vps) >= 3 else 1)


@dataclass(frozen=True, order=True)
class Line:
    """One battle line: an infantry threshold and/or a multiset of symbols.

    ``symbols`` holds counts of (cavalry, archers, general).
    """

    infantry: int = 0
    symbols: tuple[int, int, int] = (0, 0, 0)
    if TYPE_CHECKING:       # set once in __post_init__ (the dataclass is frozen), no field of it
        _hash: int = dataclass_field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_hash", hash((self.infantry, self.symbols)))

    def __hash__(self) -> int:
        """Computed once: lines key the fill caches of the solver, the bots and the board."""
        return self._hash

    @property
    def min_dice(self) -> int:
        """Fewest dice that can ever fill it (infantry N needs ceil(N/3))."""
        return -(-self.infantry // 3) + sum(self.symbols)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.infantry:
            out["infantry"] = self.infantry
        names = [s for s, n in zip(SYMBOLS, self.symbols, strict=True) for _ in range(n)]
        if names:
            out["symbols"] = names
        return out

    def label(self) -> str:
        """Short text such as ``8`` or ``cav+arc`` (debug and bench output)."""
        parts = [str(self.infantry)] if self.infantry else []
        parts += [s for s, n in zip(SYMBOLS, self.symbols, strict=True) for _ in range(n)]
        return "+".join(parts)


GENERAL_DEFAULT = Line(symbols=(0, 0, 1))


@dataclass(frozen=True)
class City:
    id: str
    province: str
    vp: int
    lines: tuple[Line, ...]
    general_line: Line
    p_centre: float  # measured one-turn conquest probability from the centre
    p_opponent: float = 0.0  # the same with the general line (taken from an opponent)


@dataclass(frozen=True)
class Province:
    id: str
    colour: str
    symbol: str
    bonus: int
    cities: tuple[str, ...]


@dataclass(frozen=True)
class Content:
    cities: tuple[City, ...]
    provinces: tuple[Province, ...]

    def city(self, city_id: str) -> City:
        return self.cities[self.index[city_id]]

    @cached_property
    def index(self) -> dict[str, int]:
        return {c.id: i for i, c in enumerate(self.cities)}

    def province(self, province_id: str) -> Province:
        for p in self.provinces:
            if p.id == province_id:
                return p
        raise KeyError(province_id)


def _parse_line(raw: Any, file: Path, entry: str) -> Line:
    require(isinstance(raw, dict), file, entry, "a battle line must be an object")
    unknown = set(raw) - {"infantry", "symbols"}
    require(not unknown, file, entry, f"unknown line field(s) {sorted(unknown)}")
    infantry = raw.get("infantry", 0)
    require(isinstance(infantry, int) and not isinstance(infantry, bool), file, entry, "infantry must be an integer")
    require(0 <= infantry <= 21, file, entry, f"infantry {infantry} must be 0..21")
    names = raw.get("symbols", [])
    require(isinstance(names, list), file, entry, "symbols must be a list")
    counts = [0, 0, 0]
    for name in names:
        require(name in SYMBOLS, file, entry, f"unknown symbol {name!r}; symbols: {', '.join(SYMBOLS)}")
        counts[SYMBOLS.index(name)] += 1
    line = Line(infantry, (counts[0], counts[1], counts[2]))
    require(infantry > 0 or names, file, entry, "a battle line needs infantry or symbols")
    require(line.min_dice <= N_DICE, file, entry, f"line needs {line.min_dice} dice, more than {N_DICE}")
    return line


def load_content(path: str | Path = DATA_FILE) -> Content:
    """Load and validate a city file; raises ContentError naming file and entry."""
    path = Path(path)
    data = load_json(path)
    require(isinstance(data, dict), path, None, "top level must be an object")
    raw_provinces = field(data, "provinces", list, path, "provinces")
    raw_cities = field(data, "cities", list, path, "cities")
    require(len(raw_cities) == N_CITIES, path, "cities", f"needs exactly {N_CITIES} cities, found {len(raw_cities)}")
    require(len(raw_provinces) == N_PROVINCES, path, "provinces",
            f"needs exactly {N_PROVINCES} provinces, found {len(raw_provinces)}")

    provinces: list[Province] = []
    province_of: dict[str, str] = {}
    total = 0
    for i, raw in enumerate(raw_provinces):
        entry = f"provinces[{i}]"
        pid = field(raw, "id", str, path, entry)
        entry = f"province {pid}"
        require(all(p.id != pid for p in provinces), path, entry, "duplicate province id")
        colour = field(raw, "colour", str, path, entry)
        require(len(colour) == 7 and colour.startswith("#"), path, entry, f"colour {colour!r} must be #rrggbb")
        symbol = field(raw, "symbol", str, path, entry)
        bonus = field(raw, "bonus", int, path, entry)
        members = field(raw, "cities", list, path, entry)
        require(len(members) >= 1, path, entry, "a province needs at least 1 city")
        for cid in members:
            require(isinstance(cid, str), path, entry, "city ids must be strings")
            require(cid not in province_of, path, entry, f"city {cid!r} is already in province {province_of.get(cid)!r}")
            province_of[cid] = pid
        total += len(members)
        provinces.append(Province(pid, colour, symbol, bonus, tuple(members)))
    require(total == N_CITIES, path, "provinces", f"province sizes sum to {total}, not {N_CITIES}")

    cities: list[City] = []
    for i, raw in enumerate(raw_cities):
        entry = f"cities[{i}]"
        cid = field(raw, "id", str, path, entry)
        entry = f"city {cid}"
        require(all(c.id != cid for c in cities), path, entry, "duplicate city id")
        require(cid in province_of, path, entry, "city is in no province")
        vp = field(raw, "vp", int, path, entry)
        require(1 <= vp <= 4, path, entry, f"vp {vp} must be 1..4")
        raw_lines = field(raw, "lines", list, path, entry)
        require(1 <= len(raw_lines) <= 4, path, entry, f"needs 1..4 regular lines, found {len(raw_lines)}")
        lines = tuple(_parse_line(r, path, f"{entry} line {j}") for j, r in enumerate(raw_lines))
        general = _parse_line(raw["general_line"], path, f"{entry} general line") if "general_line" in raw \
            else GENERAL_DEFAULT
        need = sum(line.min_dice for line in lines) + general.min_dice
        require(need <= N_DICE, path, entry, f"its lines with the general line need {need} dice, more than {N_DICE}")
        p = field(raw, "p_centre", (int, float), path, entry)
        require(0.0 <= p <= 1.0, path, entry, f"p_centre {p} must be within 0..1")
        require(vp == vp_for_probability(p), path, entry,
                f"vp {vp} does not match its difficulty (p_centre {p} means vp {vp_for_probability(p)})")
        q = raw.get("p_opponent", 0.0)
        require(isinstance(q, int | float) and not isinstance(q, bool) and 0.0 <= q <= 1.0, path, entry,
                "p_opponent must be a number within 0..1")
        cities.append(City(cid, province_of[cid], vp, lines, general, float(p), float(q)))

    known = {c.id for c in cities}
    for pid_city, pid in province_of.items():
        require(pid_city in known, path, f"province {pid}", f"lists unknown city {pid_city!r}")
    by_id = {c.id: c for c in cities}
    for prov in provinces:
        expected = province_bonus([by_id[c].vp for c in prov.cities])
        require(prov.bonus == expected, path, f"province {prov.id}",
                f"bonus {prov.bonus} should be {expected} (sum of its cities' VP plus the size bonus)")
    return Content(tuple(cities), tuple(provinces))


@lru_cache(maxsize=1)
def default_content() -> Content:
    return load_content(DATA_FILE)


def selftest() -> list[str]:
    """Problems with Conquest content ([] when all loads).  Its names in every
    language are the window's check (``ConquestWindow.selftest``)."""
    try:
        load_content(DATA_FILE)
    except ContentError as exc:
        return [str(exc)]
    return []
