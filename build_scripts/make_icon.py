"""Draw the Pocket Epics icon with pygame and write it as .png, .ico and .icns.

``python build_scripts/make_icon.py`` rewrites ``assets/icon/``.  The files are
committed, so builds need neither this script nor Pillow: the .ico and .icns
containers are simple enough to write by hand.

The picture: a rounded night-blue tile holding a golden crown over a 2x2 board
of four coloured squares (four games in one pocket).
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

ICON_DIR = Path(__file__).resolve().parent.parent / "assets" / "icon"
MASTER = 1024
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# icns element types holding PNG data, by pixel size (retina types reuse sizes).
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"ic11", 32), (b"icp6", 64), (b"ic12", 64),
    (b"ic07", 128), (b"ic08", 256), (b"ic13", 256), (b"ic09", 512), (b"ic14", 512), (b"ic10", 1024),
)

NIGHT_TOP = (36, 48, 104)
NIGHT_BOTTOM = (14, 20, 52)
GOLD = (247, 196, 62)
GOLD_DARK = (180, 122, 28)
SQUARES = ((214, 69, 65), (70, 160, 220), (96, 186, 92), (232, 160, 48))


def draw(size: int = MASTER) -> pygame.Surface:
    """The icon at ``size`` pixels (drawn 2x larger, then smoothed down)."""
    big = size * 2
    s = big / 100  # drawing units: the tile is 100 x 100
    tile = pygame.Surface((big, big), pygame.SRCALPHA)
    gradient = pygame.Surface((big, big), pygame.SRCALPHA)
    for y in range(big):
        t = y / (big - 1)
        colour = [round(a + (b - a) * t) for a, b in zip(NIGHT_TOP, NIGHT_BOTTOM, strict=True)]
        pygame.draw.line(gradient, colour, (0, y), (big, y))
    mask = pygame.Surface((big, big), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), pygame.Rect(4 * s, 4 * s, 92 * s, 92 * s), border_radius=round(20 * s))
    gradient.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    tile.blit(gradient, (0, 0))
    pygame.draw.rect(tile, GOLD_DARK, pygame.Rect(4 * s, 4 * s, 92 * s, 92 * s), width=round(1.6 * s), border_radius=round(20 * s))

    # The board: four squares with a small gap, in the lower half.
    side, gap, left, top = 17 * s, 3 * s, 50 * s - 18.5 * s, 52 * s
    for i, colour in enumerate(SQUARES):
        x = left + (i % 2) * (side + gap)
        y = top + (i // 2) * (side + gap)
        pygame.draw.rect(tile, colour, pygame.Rect(x, y, side, side), border_radius=round(3 * s))
        pygame.draw.circle(tile, (255, 255, 255), (x + side / 2, y + side / 2), 2.6 * s)

    # The crown: a band and three points with jewels, above the board.
    points = [(24, 44), (24, 22), (37, 33), (50, 14), (63, 33), (76, 22), (76, 44)]
    pygame.draw.polygon(tile, GOLD, [(x * s, y * s) for x, y in points])
    pygame.draw.polygon(tile, GOLD_DARK, [(x * s, y * s) for x, y in points], width=round(1.2 * s))
    pygame.draw.rect(tile, GOLD_DARK, pygame.Rect(24 * s, 40 * s, 52 * s, 4 * s))
    for (x, y), colour in zip(((24, 22), (50, 14), (76, 22)), SQUARES[:3], strict=True):
        pygame.draw.circle(tile, colour, (x * s, y * s), 4 * s)
        pygame.draw.circle(tile, GOLD_DARK, (x * s, y * s), 4 * s, width=round(1 * s))
    return pygame.transform.smoothscale(tile, (size, size))


def png_bytes(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def _dib(surface: pygame.Surface) -> bytes:
    """A 32-bit BGRA bitmap as an .ico entry stores it (bottom-up, plus AND mask)."""
    w, h = surface.get_size()
    header = struct.pack("<IiiHHIIiiII", 40, w, h * 2, 1, 32, 0, 0, 0, 0, 0, 0)
    pixels = pygame.image.tobytes(surface, "BGRA", True)
    mask_row = ((w + 31) // 32) * 4
    return header + pixels + bytes(mask_row * h)


def ico_bytes(images: dict[int, pygame.Surface]) -> bytes:
    """An .ico file: bitmaps below 256 px (best supported), PNG for 256 px."""
    blobs = [(size, png_bytes(img) if size >= 256 else _dib(img)) for size, img in sorted(images.items())]
    out = struct.pack("<HHH", 0, 1, len(blobs))
    offset = 6 + 16 * len(blobs)
    for size, blob in blobs:
        dim = 0 if size >= 256 else size
        out += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(blob), offset)
        offset += len(blob)
    return out + b"".join(blob for _, blob in blobs)


def icns_bytes(images: dict[int, pygame.Surface]) -> bytes:
    """An .icns file made of PNG elements (read by macOS 10.7 and later)."""
    body = b""
    for kind, size in ICNS_TYPES:
        data = png_bytes(images[size])
        body += kind + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    master = draw(MASTER)
    sizes = sorted(set(ICO_SIZES) | {size for _, size in ICNS_TYPES})
    images = {size: master if size == MASTER else pygame.transform.smoothscale(master, (size, size)) for size in sizes}
    ICON_DIR.mkdir(parents=True, exist_ok=True)
    (ICON_DIR / "pocket_epics.png").write_bytes(png_bytes(images[256]))
    (ICON_DIR / "pocket_epics.ico").write_bytes(ico_bytes({size: images[size] for size in ICO_SIZES}))
    (ICON_DIR / "pocket_epics.icns").write_bytes(icns_bytes(images))
    for path in sorted(ICON_DIR.iterdir()):
        print(f"{path.relative_to(ICON_DIR.parent.parent)}: {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
