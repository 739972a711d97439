#ifndef CPNGREAD_H
#define CPNGREAD_H
// PNG decoding through libpng's classic API, for PNGCodec.decode (Sources/CairoRenderer/PNGCodec.swift).
// The classic API reports errors with setjmp/longjmp, which Swift cannot use, so every libpng call
// is made here, in C. It decodes every colour type and bit depth, interlaced or not, to 8-bit
// RGBA without any gamma conversion (16-bit samples as (v * 255 + 32895) >> 16), which libpng's
// simplified API does not (it linearises 16-bit files and mis-decodes interlaced 16-bit ones).

#include <stddef.h>
#include <stdint.h>

/// The image header (IHDR).
typedef struct cpngread_header {
    uint32_t width;
    uint32_t height;
    int bit_depth;  // 1, 2, 4, 8 or 16
    int color_type; // PNG_COLOR_TYPE_*
    int interlaced; // 1 for Adam7
} cpngread_header;

/// A decoding in progress.
typedef struct cpngread cpngread;

/// Reads the signature and every chunk up to the image data: the header, palette and
/// transparency. Allocates nothing in proportion to the image. `data` must stay valid until
/// `cpngread_end`. `check_crc` 0 accepts wrong chunk checksums (for fuzzing). Returns NULL on
/// failure with a message in `message` (NUL-terminated, at most `message_size` bytes).
cpngread *cpngread_begin(const uint8_t *data, size_t size, int check_crc, cpngread_header *header,
                         char *message, size_t message_size);

/// Decodes the image into `out`: width * height * 4 bytes, R G B A per pixel, rows from the top.
/// Returns 1, or 0 with a message.
int cpngread_finish(cpngread *reader, uint8_t *out, char *message, size_t message_size);

/// Frees the decoder (NULL is allowed).
void cpngread_end(cpngread *reader);

#endif
