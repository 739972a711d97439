#ifndef CDEFLATE_SHIM_H
#define CDEFLATE_SHIM_H
// libdeflate: whole-buffer deflate, zlib and gzip compression and decompression, CRC-32 and Adler-32.
#include <libdeflate.h>
#endif
