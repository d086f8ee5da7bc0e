"""Where a counter's delta pill goes: beside what it counts, never over a name or a digit.

The kit's pulses (``table.changes``) ring a counter that changed and show its
delta ("+2") in a small pill.  Counters sit in tight panels (a player's box, a
galaxy mat) between names, digits and labels, so one fixed place (the ring's
top-right) covered a faction's name in Kingdoms and the VP digits in Galaxies.
``place`` tries the places around the ring in a fixed order and takes the
first that stays inside the room the board gives the counter (its box) and
covers no text the board reports (``counter_texts``), no other pill and not
the counter itself (on the first passes, none of the other counters and none
of the pictures the board reports, ``counter_pictures``, either); then
places straddling the ring's edges (top and bottom from the right end
leftwards, then the sides); only when none is free, the place that covers
least (another pill above all).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import pygame


def _around(ring: pygame.Rect, w: int, h: int, gap: int) -> Iterator[pygame.Rect]:
    """Places outside the ring: right, above and below at its right end, left, then the
    rest, the corners beyond it last."""
    pill = pygame.Rect(0, 0, w, h)
    anchors = (
        ("midleft", (ring.right + gap, ring.centery)),
        ("bottomright", (ring.right, ring.top - gap)),
        ("topright", (ring.right, ring.bottom + gap)),
        ("midright", (ring.left - gap, ring.centery)),
        ("bottomleft", (ring.left, ring.top - gap)),
        ("topleft", (ring.left, ring.bottom + gap)),
        ("bottomleft", (ring.right + gap, ring.top + h // 2)),
        ("topleft", (ring.right + gap, ring.bottom - h // 2)),
        ("bottomright", (ring.left - gap, ring.top + h // 2)),
        ("topright", (ring.left - gap, ring.bottom - h // 2)),
        ("bottomleft", (ring.right + gap, ring.top - gap)),
        ("topleft", (ring.right + gap, ring.bottom + gap)),
        ("topright", (ring.left - gap, ring.bottom + gap)),
        ("bottomright", (ring.left - gap, ring.top - gap)),
        ("midtop", (ring.centerx, ring.bottom + gap)),          # below, then a pill's height lower (neighbours' pills
        ("midtop", (ring.centerx, ring.bottom + h + 2 * gap)),  # of one head line changed at once stack up)
        ("midbottom", (ring.centerx, ring.top - gap)),
        ("midbottom", (ring.centerx, ring.top - h - 2 * gap)),
    )
    for anchor, pos in anchors:
        r = pill.copy()
        setattr(r, anchor, pos)
        yield r


def _straddling(ring: pygame.Rect, w: int, h: int, step: int) -> Iterator[pygame.Rect]:
    """Places on the ring's top edge, then its bottom edge, from the right end leftwards;
    then on its left and right edges, from the top down."""
    for y in (ring.top, ring.bottom):
        x = ring.right - w // 2
        while x >= ring.left + w // 2 - step:
            yield pygame.Rect(0, 0, w, h).move(x - w // 2, y - h // 2)
            x -= step
    for x in (ring.left, ring.right):
        y = ring.top
        while y <= ring.bottom:
            yield pygame.Rect(0, 0, w, h).move(x - w // 2, y - h // 2)
            y += step


def covered(pill: pygame.Rect, rects: Sequence[pygame.Rect]) -> int:
    """How much of ``rects`` the pill covers (0: none)."""
    area = 0
    for r in rects:
        clip = pill.clip(r)
        area += clip.w * clip.h
    return area


def place(size: tuple[int, int], ring: pygame.Rect, counter: pygame.Rect, room: pygame.Rect,
          texts: Sequence[pygame.Rect], pills: Sequence[pygame.Rect], others: Sequence[pygame.Rect] = (),
          step: int = 4, pictures: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """The pill's rectangle for a counter drawn at ``counter`` and ringed by ``ring``:
    inside ``room``, over none of ``texts`` and ``pills``, and if it can be, over none
    of the ``others`` (the other counters) and the ``pictures`` (a seat's piece, an
    emblem) either; a picture is given up before another counter, whose marks are
    read (see the module's docstring)."""
    w, h = size
    busy = list(texts) + list(pills)
    counters = [r for r in others if r != counter]
    gap = max(1, step // 2)
    for avoid in (busy + counters + list(pictures), busy + counters, busy + list(pictures), busy):
        for pill in _around(ring, w, h, gap):
            if room.contains(pill) and not pill.colliderect(counter) and covered(pill, avoid) == 0:
                return pill
    for pill in _straddling(ring, w, h, step):
        if room.contains(pill) and covered(pill, busy) == 0:
            return pill
    best: pygame.Rect | None = None
    best_cost = -1
    for pill in [*_around(ring, w, h, gap), *_straddling(ring, w, h, step)]:
        pill = pill.clamp(room)
        cost = covered(pill, pills) * 16 + covered(pill, texts) * 4 + covered(pill, [counter])
        if best is None or cost < best_cost:
            best, best_cost = pill, cost
    return best if best is not None else pygame.Rect(0, 0, w, h).clamp(room)
