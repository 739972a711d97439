#!/usr/bin/env python3
"""Writes the PNG bombs of NumberHardeningTests: 16384 x 16384 1-bit grey images of about 32 KB
that decode to 1 GiB of RGBA each (black.png all black, white.png all white)."""
import struct, zlib

def png(width, height, fill):
    row = b"\x00" + bytes([fill]) * (width // 8)
    data = zlib.compress(row * height, 9)
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    ihdr = struct.pack(">IIBBBBB", width, height, 1, 0, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", data) + chunk(b"IEND", b"")

for name, fill in [("black.png", 0x00), ("white.png", 0xFF)]:
    with open(name, "wb") as f:
        f.write(png(16384, 16384, fill))
