#ifndef CPNG_SHIM_H
#define CPNG_SHIM_H
// libpng, used through its "simplified API" (png_image_*) only: the classic API reports errors with
// setjmp/longjmp, which Swift cannot use.
#include <png.h>
// zlib (libpng's own compressor), used directly by the fast PNG writer (FastPNGWriter.swift).
#include <zlib.h>
// Composite macros do not import into Swift.
static const png_uint_32 CPNG_FORMAT_RGB = PNG_FORMAT_RGB;
static const png_uint_32 CPNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
// deflateInit2 is a macro. A raw deflate stream (no zlib header), 32 KB window; memory level 6
// (a 16 KB hash table instead of 128 KB: it stays in the cache, about an eighth faster on diagrams
// for 1 % larger output).
static inline int cpng_deflate_init_raw(z_stream *stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, -15, 6, Z_DEFAULT_STRATEGY);
}
#endif
