#ifndef CPNG_SHIM_H
#define CPNG_SHIM_H
// libpng, used through its "simplified API" (png_image_*) only: the classic API reports errors with
// setjmp/longjmp, which Swift cannot use.
#include <png.h>
// zlib (libpng's own compressor): its Adler-32 and CRC-32 for the fast PNG writer (FastPNGWriter.swift).
#include <zlib.h>
// Composite macros do not import into Swift.
static const png_uint_32 CPNG_FORMAT_RGB = PNG_FORMAT_RGB;
static const png_uint_32 CPNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
#endif
