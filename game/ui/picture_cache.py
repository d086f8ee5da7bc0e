"""Caches of drawn pictures bounded by bytes, and keeping the window's memory low.

A cache counted in entries says nothing about memory: 600 Chronicles cards at
a large window size are hundreds of megabytes, 600 small icons almost nothing.
``PictureCache`` holds pictures (``pygame.Surface``) up to a byte budget,
dropping the least recently used first.  A dropped picture that a frame being
drawn still holds lives on until that frame lets go of it (Python's references),
so a cache may drop anything at any time.

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
import sys
import time
from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame

MMAP_THRESHOLD = 128 * 1024
COLLECT_EVERY = 5.0
_last_collect = [float("-inf")]
_M_MMAP_THRESHOLD = -3          # glibc's mallopt parameter number


ENTRY_BYTES = 512               # what an entry costs besides its pixels (the surface object, the key)


def surface_bytes(surf: pygame.Surface) -> int:
    """The memory a cached picture holds: its pixels and the entry's own cost."""
    return surf.get_pitch() * surf.get_height() + ENTRY_BYTES


class PictureCache:
    """Pictures by key, at most ``budget`` bytes of them (least recently used dropped first)."""

    def __init__(self, budget: int, name: str = "") -> None:
        self.budget = budget
        self.name = name
        self.bytes = 0
        self._items: OrderedDict[Hashable, tuple[pygame.Surface, int]] = OrderedDict()

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    def get(self, key: Hashable) -> pygame.Surface | None:
        item = self._items.get(key)
        if item is None:
            return None
        self._items.move_to_end(key)
        return item[0]

    def put(self, key: Hashable, surf: pygame.Surface) -> pygame.Surface:
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= old[1]
        size = surface_bytes(surf)
        self._items[key] = (surf, size)
        self.bytes += size
        while self.bytes > self.budget and len(self._items) > 1:
            _, (_, dropped) = self._items.popitem(last=False)
            self.bytes -= dropped
        return surf

    def fetch(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The cached picture, made (and kept) when missing."""
        surf = self.get(key)
        return surf if surf is not None else self.put(key, make())

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0


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
    _last_collect[0] = time.monotonic()
    return True
