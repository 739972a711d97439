#!/usr/bin/env python3
"""Writes the PNG seed corpus (Fuzz/png/corpus) that the fuzzer starts from and the tests decode.

Every image is 7 x 5 (so that every Adam7 pass is short and some are empty) with samples from one
formula, sample(x, y, c) below; the tests compute the expected pixels from the same formula.
Run from the repository root: python3 Fuzz/png/make-seeds.py
"""
import os
import struct
import zlib

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus")
W, H = 7, 5


def sample16(x, y, c):
    """A 16-bit sample: values that are not multiples of 257, so 16 -> 8 rounding matters."""
    return (x * 9277 + y * 4111 + c * 20011 + 123) & 0xFFFF


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def png(width, height, depth, color, rows, interlaced=False, extra=b"", trns=None, plte=None):
    """rows(x, y) -> bytes of one pixel at this depth (depth >= 8) or a sample (depth < 8)."""
    ihdr = struct.pack(">IIBBBBB", width, height, depth, color, 0, 0, 1 if interlaced else 0)
    passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
    raw = b""
    for (x0, y0, dx, dy) in (passes if interlaced else [(0, 0, 1, 1)]):
        xs = list(range(x0, width, dx))
        for y in range(y0, height, dy):
            if not xs:
                continue
            if depth >= 8:
                raw += b"\0" + b"".join(rows(x, y) for x in xs)
            else:
                bits = "".join(format(rows(x, y), "0%db" % depth) for x in xs)
                bits += "0" * (-len(bits) % 8)
                raw += b"\0" + bytes(int(bits[i:i + 8], 2) for i in range(0, len(bits), 8))
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + extra
    if plte is not None:
        data += chunk(b"PLTE", plte)
    if trns is not None:
        data += chunk(b"tRNS", trns)
    return data + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def to8(v):
    return (v * 255 + 32895) >> 16


def write(name, data):
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(data)


os.makedirs(OUT, exist_ok=True)
rgba16 = lambda x, y: b"".join(struct.pack(">H", sample16(x, y, c)) for c in range(4))
rgb16 = lambda x, y: b"".join(struct.pack(">H", sample16(x, y, c)) for c in range(3))
# 8-bit files holding the 16-bit files' pixels after exact rounding.
rgba8 = lambda x, y: bytes(to8(sample16(x, y, c)) for c in range(4))
rgb8 = lambda x, y: bytes(to8(sample16(x, y, c)) for c in range(3))
write("rgba16.png", png(W, H, 16, 6, rgba16))
write("rgba16-adam7.png", png(W, H, 16, 6, rgba16, interlaced=True))
write("rgb16.png", png(W, H, 16, 2, rgb16))
write("rgb16-adam7.png", png(W, H, 16, 2, rgb16, interlaced=True))
write("rgba8.png", png(W, H, 8, 6, rgba8))
write("rgba8-adam7.png", png(W, H, 8, 6, rgba8, interlaced=True))
write("rgb8.png", png(W, H, 8, 2, rgb8))
# A gamma chunk must not change the pixels (no gamma conversion).
write("rgb16-gamma.png", png(W, H, 16, 2, rgb16, extra=chunk(b"gAMA", struct.pack(">I", 100000))))
write("gray16.png", png(W, H, 16, 0, lambda x, y: struct.pack(">H", sample16(x, y, 0))))
write("graya16-adam7.png", png(W, H, 16, 4, lambda x, y: struct.pack(">HH", sample16(x, y, 0), sample16(x, y, 3)), True))
write("gray2.png", png(W, H, 2, 0, lambda x, y: (x + y) % 4))
palette = bytes([255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9])
write("palette-trns.png", png(W, H, 8, 3, lambda x, y: bytes([(x + y) % 4]), plte=palette, trns=bytes([255, 128, 0])))
# Headers that claim huge images with almost no data: refused before any allocation.
write("claims-65536x65536.png", png(65536, 65536, 8, 6, lambda x, y: b"", extra=b"")[:33] + chunk(b"IDAT", zlib.compress(b"\0" * 64)) + chunk(b"IEND", b""))
write("wide-65536x1.png", png(65536, 1, 8, 6, lambda x, y: b"\0\0\0\xff"))
write("tall-1x65536.png", png(1, 65536, 8, 6, lambda x, y: b"\0\0\0\xff"))
