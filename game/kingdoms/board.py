"""The board of one game: the territory sides in play, compiled to small integers.

Regions are numbered 0..R-1 in card order (home cards in seat order, then the
Lost Kingdom).  Every table here is a tuple indexed by region number, built
once per game and shared by all clones of the state, so movement checks in the
hot path are list lookups rather than dictionary or object walks.
"""

from __future__ import annotations

from collections import deque

from game.kingdoms.territory import IMPASSABLE, TerritorySide

YIELD_INDEX = {"forest": 0, "mountain": 1, "plains": 2}
UNREACHABLE = 1 << 20


class Board:
    __slots__ = (
        "sides", "card_ids", "rid", "index", "card", "terrain", "occupiable", "edge",
        "ruins", "capital", "yld", "nbr", "river_nbr", "quest_to", "card_regions",
        "_dist", "_adj_cache", "R",
    )

    def __init__(self, sides: list[TerritorySide]) -> None:
        self.sides = tuple(sides)
        self.card_ids = tuple(s.id for s in sides)
        rid: list[str] = []
        card: list[int] = []
        terrain: list[str] = []
        edge: list[bool] = []
        for c, side in enumerate(sides):
            for region in side.regions:
                rid.append(region.id)
                card.append(c)
                terrain.append(region.terrain)
                edge.append(bool(region.is_edge) and region.terrain not in IMPASSABLE)
        self.R = len(rid)
        self.rid = tuple(rid)
        self.index = {r: i for i, r in enumerate(rid)}
        self.card = tuple(card)
        self.terrain = tuple(terrain)
        self.occupiable = tuple(t not in IMPASSABLE for t in terrain)
        self.edge = tuple(edge)
        self.ruins = tuple(t == "ruins" for t in terrain)
        self.capital = tuple(t == "capital" for t in terrain)
        # 0 mana, 1 ore, 2 food, 3 ruins (choice), -1 nothing
        self.yld = tuple(YIELD_INDEX.get(t, 3 if t == "ruins" else -1) for t in terrain)
        nbr: list[set[int]] = [set() for _ in rid]
        river: list[set[int]] = [set() for _ in rid]
        for side in sides:
            for b in side.borders:
                a, z = self.index[b.a], self.index[b.b]
                (river if b.river else nbr)[a].add(z)
                (river if b.river else nbr)[z].add(a)
        self.nbr = tuple(tuple(sorted(s)) for s in nbr)
        self.river_nbr = tuple(tuple(sorted(s)) for s in river)
        self.card_regions = tuple(tuple(i for i in range(self.R) if card[i] == c) for c in range(len(sides)))
        edges = [i for i in range(self.R) if edge[i]]
        self.quest_to = tuple(tuple(i for i in edges if card[i] != c) for c in range(len(sides)))
        self._dist: tuple[tuple[int, ...], ...] | None = None
        self._adj_cache: dict[tuple[bool, ...], tuple[tuple[int, ...], ...]] = {}

    @property
    def dist(self) -> tuple[tuple[int, ...], ...]:
        """All-pairs step counts, computed on first use (relocation is rare)."""
        if self._dist is None:
            self._dist = self._distances()
        return self._dist

    def _distances(self) -> tuple[tuple[int, ...], ...]:
        """Steps between occupiable regions: patrol pairs and quest links count 1 (A17)."""
        out = []
        for start in range(self.R):
            dist = [UNREACHABLE] * self.R
            if self.occupiable[start]:
                dist[start] = 0
                todo = deque([start])
                while todo:
                    r = todo.popleft()
                    links = list(self.nbr[r])
                    if self.edge[r]:
                        links += self.quest_to[self.card[r]]
                    for x in links:
                        if self.occupiable[x] and dist[x] == UNREACHABLE:
                            dist[x] = dist[r] + 1
                            todo.append(x)
            out.append(tuple(dist))
        return tuple(out)

    def adjacency(self, links: tuple[bool, bool, bool, bool, bool]) -> tuple[tuple[int, ...], ...]:
        """Patrol/retreat destinations per region for a player's movement abilities.

        ``links`` = (occupy water, occupy crags, cross rivers, cross water,
        cross crags).  A destination must be occupiable for that player.
        """
        cached = self._adj_cache.get(links)
        if cached is not None:
            return cached
        water, crags, cross_river, cross_water, cross_crags = links
        ok = [self.occupiable[r] or (water and self.terrain[r] == "water") or (crags and self.terrain[r] == "crags")
              for r in range(self.R)]
        table = []
        for r in range(self.R):
            near = set(self.nbr[r])
            if cross_river:
                near.update(self.river_nbr[r])
            for x in list(near):
                t = self.terrain[x]
                if (cross_water and t == "water") or (cross_crags and t == "crags"):
                    near.update(self.nbr[x])
                    if cross_river:
                        near.update(self.river_nbr[x])
            near.discard(r)
            table.append(tuple(sorted(x for x in near if ok[x])))
        result = tuple(table)
        self._adj_cache[links] = result
        return result

    def occupiable_for(self, links: tuple[bool, ...]) -> tuple[bool, ...]:
        water, crags = links[0], links[1]
        return tuple(self.occupiable[r] or (water and self.terrain[r] == "water") or (crags and self.terrain[r] == "crags")
                     for r in range(self.R))
