"""Caches of drawn pictures bounded by bytes, and keeping the window's memory low.

A cache counted in entries says nothing about memory: 600 Chronicles cards at
a large window size are hundreds of megabytes, 600 small icons almost nothing.
``PictureCache`` holds pictures (``pygame.Surface``) up to a byte budget,
dropping the least recently used first.  A dropped picture that a frame being
drawn still holds lives on until that frame lets go of it (Python's references),
so a cache may drop anything at any time.

Every cache also counts against one budget for the whole process
(``shared_budget``, scaled to the window's area): past it, the least recently
used picture of *any* cache goes first, so the caches of four games together
hold no more than one game's worth.  A cache made with an ``owner`` (a game's
id) holds that game's pictures only: ``release`` drops them all when the player
leaves the game for the menu (``App.go_home``), and ``trim`` then hands the
freed memory back to the system.

Two more things keep the window's resident memory near what it really uses
(a long UI fuzz grew Chronicles to 600 MB and Kingdoms to 370 MB, most of it
freed memory the process kept):

- ``tune_allocator``: glibc's malloc raises its mmap threshold each time a large
  block is freed, after which large pictures come from the heap and their
  memory is rarely given back; a fixed threshold keeps every picture of
  ``MMAP_THRESHOLD`` bytes or more in its own mapping, returned when freed;
- ``collect``: a scene and its buttons refer to each other (a button calls the
  scene back), so a board left for the menu, with its pictures, is freed only by
  the cycle collector, which may wait long; going home runs it (some tens of
  milliseconds, at most once every ``COLLECT_EVERY`` seconds).  And once the
  first frame is drawn, ``settle`` sets what the start made (catalogs, rules
  content: most of the objects the program will ever have) apart from the
  collector's counts: the collector otherwise runs a full pass only when the
  objects that survived grow by a quarter of all of them, so the garbage of
  many boards waited, and every pass walked all the catalogs again.
"""

from __future__ import annotations

import gc
import itertools
import sys
import time
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator

import pygame

MMAP_THRESHOLD = 128 * 1024
COLLECT_EVERY = 5.0
_last_collect = [float("-inf")]
_M_MMAP_THRESHOLD = -3          # glibc's mallopt parameter number


ENTRY_BYTES = 512               # what an entry costs besides its pixels (the surface object, the key)
SHARED_BASE = 40 << 20          # every cache together, at the reference window below (scaled by area)
BASE_AREA = 1280 * 800

_registry: list[PictureCache] = []
_ticks = itertools.count()      # use order across every cache
_shared = {"total": 0, "budget": SHARED_BASE}


def surface_bytes(surf: pygame.Surface) -> int:
    """The memory a cached picture holds: its pixels and the entry's own cost."""
    return surf.get_pitch() * surf.get_height() + ENTRY_BYTES


class PictureCache:
    """Pictures by key, at most ``budget`` bytes of them (least recently used dropped first)."""

    def __init__(self, budget: int, name: str = "", owner: str | None = None) -> None:
        self.budget = budget
        self.name = name
        self.owner = owner              # the game whose pictures these are (None: every game's)
        self.bytes = 0
        self._items: OrderedDict[Hashable, tuple[pygame.Surface, int, int]] = OrderedDict()
        _registry.append(self)          # caches live as long as their module: a list, not weak references

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    def get(self, key: Hashable) -> pygame.Surface | None:
        item = self._items.get(key)
        if item is None:
            return None
        self._items[key] = (item[0], item[1], next(_ticks))
        self._items.move_to_end(key)
        return item[0]

    def put(self, key: Hashable, surf: pygame.Surface) -> pygame.Surface:
        old = self._items.pop(key, None)
        if old is not None:
            self._count(-old[1])
        size = surface_bytes(surf)
        self._items[key] = (surf, size, next(_ticks))
        self._count(size)
        while self.bytes > self.budget and len(self._items) > 1:
            self._drop_oldest()
        _keep_shared_budget(self)
        return surf

    def fetch(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The cached picture, made (and kept) when missing."""
        surf = self.get(key)
        return surf if surf is not None else self.put(key, make())

    def clear(self) -> None:
        self._items.clear()
        self._count(-self.bytes)

    def oldest_tick(self) -> int | None:
        """When this cache's least recently used picture was last used (None: empty)."""
        for item in self._items.values():
            return item[2]
        return None

    def _drop_oldest(self) -> None:
        _, (_, dropped, _) = self._items.popitem(last=False)
        self._count(-dropped)

    def _count(self, change: int) -> None:
        self.bytes += change
        _shared["total"] += change


def caches() -> Iterator[PictureCache]:
    """Every picture cache made so far."""
    return iter(_registry)


def shared_bytes() -> int:
    """What every cache holds together."""
    return _shared["total"]


def shared_budget() -> int:
    return _shared["budget"]


def fit_window(size: tuple[int, int]) -> None:
    """Scale the shared budget to the window: a card at 1920x1200 has 2.25 times
    the pixels it has at 1280x800, so the same pictures need that much more."""
    scale = max(1.0, size[0] * size[1] / BASE_AREA)
    _shared["budget"] = int(SHARED_BASE * scale)
    _keep_shared_budget(None)


def _keep_shared_budget(keep: PictureCache | None) -> None:
    """Drop the least recently used pictures of any cache until all of them fit the
    shared budget (the picture ``keep`` has just made stays)."""
    while _shared["total"] > _shared["budget"]:
        oldest: PictureCache | None = None
        tick = None
        for cache in _registry:
            t = cache.oldest_tick()
            if t is not None and (cache is not keep or len(cache) > 1) and (tick is None or t < tick):
                oldest, tick = cache, t
        if oldest is None:
            return
        oldest._drop_oldest()


def release(owner: str | None = None) -> int:
    """Drop the pictures of ``owner``'s caches (None: of every game's caches, the
    shared ones kept): the player has left the game.  The bytes dropped."""
    dropped = 0
    for cache in _registry:
        if cache.owner is not None and (owner is None or cache.owner == owner):
            dropped += cache.bytes
            cache.clear()
    return dropped


def trim() -> bool:
    """Hand memory freed inside the heap back to the system (glibc's ``malloc_trim``)."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        import ctypes

        return bool(ctypes.CDLL("libc.so.6").malloc_trim(0))
    except (OSError, AttributeError):
        return False


def tune_allocator() -> bool:
    """Fix glibc's mmap threshold (see the module's note); False where there is no glibc."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        import ctypes

        libc = ctypes.CDLL("libc.so.6")
        return bool(libc.mallopt(_M_MMAP_THRESHOLD, MMAP_THRESHOLD))
    except (OSError, AttributeError):
        return False


def settle() -> None:
    """After the first frame: what exists now lives as long as the program (``gc.freeze``)."""
    gc.collect()
    gc.freeze()


def collect() -> bool:
    """Free the scenes just left (their pictures with them); True when it ran."""
    now = time.monotonic()
    if now - _last_collect[0] < COLLECT_EVERY:
        return False
    gc.collect()
    trim()
    _last_collect[0] = time.monotonic()
    return True
