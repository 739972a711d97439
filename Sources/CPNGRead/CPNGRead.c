#include "CPNGRead.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct cpngread {
    png_structp png;
    png_infop info;
    const uint8_t *data;
    size_t size;
    size_t offset;
    char message[200];
    cpngread_header header;
};

static void on_error(png_structp png, png_const_charp text) {
    cpngread *reader = png_get_error_ptr(png);
    snprintf(reader->message, sizeof reader->message, "%s", text);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

static void read_bytes(png_structp png, png_bytep out, size_t count) {
    cpngread *reader = png_get_io_ptr(png);
    if (reader->size - reader->offset < count) png_error(png, "the file ends early (a truncated PNG)");
    memcpy(out, reader->data + reader->offset, count);
    reader->offset += count;
}

static void copy_message(const cpngread *reader, char *message, size_t message_size) {
    if (message_size == 0) return;
    snprintf(message, message_size, "%s", reader->message[0] ? reader->message : "libpng error");
}

void cpngread_end(cpngread *reader) {
    if (reader == NULL) return;
    png_destroy_read_struct(&reader->png, reader->info ? &reader->info : NULL, NULL);
    free(reader);
}

cpngread *cpngread_begin(const uint8_t *data, size_t size, int check_crc, cpngread_header *header,
                         char *message, size_t message_size) {
    cpngread *reader = calloc(1, sizeof *reader);
    if (reader == NULL) {
        snprintf(message, message_size, "out of memory");
        return NULL;
    }
    reader->data = data;
    reader->size = size;
    reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reader, on_error, on_warning);
    if (reader->png == NULL) {
        snprintf(message, message_size, "cannot start libpng");
        free(reader);
        return NULL;
    }
    reader->info = png_create_info_struct(reader->png);
    if (reader->info == NULL) {
        snprintf(message, message_size, "cannot start libpng");
        cpngread_end(reader);
        return NULL;
    }
    if (setjmp(png_jmpbuf(reader->png))) {
        copy_message(reader, message, message_size);
        cpngread_end(reader);
        return NULL;
    }
    png_set_read_fn(reader->png, reader, read_bytes);
    // Ancillary chunks we do not use are skipped unread (no decompression of text or ICC
    // profiles); those libpng keeps may not hold more than 8 MB.
    static const png_byte skipped[] = "iCCP\0iTXt\0tEXt\0zTXt\0sPLT\0eXIf\0";
    png_set_keep_unknown_chunks(reader->png, PNG_HANDLE_CHUNK_NEVER, skipped, 6);
    png_set_chunk_malloc_max(reader->png, 8000000);
    // Any width and height PNG allows (libpng refuses more than 1,000,000 by default, as 'Invalid
    // IHDR data', for a valid file): what an image may cost is the caller's pixel budget, checked
    // from the header before anything is allocated for the rows.
    png_set_user_limits(reader->png, 0x7fffffff, 0x7fffffff);
    if (!check_crc) png_set_crc_action(reader->png, PNG_CRC_QUIET_USE, PNG_CRC_QUIET_USE);
    png_read_info(reader->png, reader->info);
    reader->header.width = png_get_image_width(reader->png, reader->info);
    reader->header.height = png_get_image_height(reader->png, reader->info);
    reader->header.bit_depth = png_get_bit_depth(reader->png, reader->info);
    reader->header.color_type = png_get_color_type(reader->png, reader->info);
    reader->header.interlaced = png_get_interlace_type(reader->png, reader->info) == PNG_INTERLACE_ADAM7;
    *header = reader->header;
    return reader;
}

/// `count` big-endian 16-bit samples to 8 bits: (v * 255 + 32895) >> 16, exact rounding.
static void samples_16_to_8(const png_byte *in, uint8_t *out, size_t count) {
    for (size_t i = 0; i < count; i++) {
        uint32_t v = ((uint32_t)in[2 * i] << 8) | in[2 * i + 1];
        out[i] = (uint8_t)((v * 255 + 32895) >> 16);
    }
}

int cpngread_finish(cpngread *reader, uint8_t *out, char *message, size_t message_size) {
    png_structp png = reader->png;
    png_infop info = reader->info;
    png_bytep row = NULL;
    // `row` is changed after setjmp: volatile, so its value survives the longjmp.
    png_bytep volatile row_to_free = NULL;
    if (setjmp(png_jmpbuf(png))) {
        free(row_to_free);
        copy_message(reader, message, message_size);
        return 0;
    }
    const cpngread_header h = reader->header;
    int has_trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    if (h.color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (h.color_type == PNG_COLOR_TYPE_GRAY && h.bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (has_trns) png_set_tRNS_to_alpha(png);
    if (h.color_type == PNG_COLOR_TYPE_GRAY || h.color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if (!(h.color_type & PNG_COLOR_MASK_ALPHA) && !has_trns) png_set_add_alpha(png, 0xffff, PNG_FILLER_AFTER);
    // No png_set_interlace_handling: interlaced rows come pass by pass and are placed below, so
    // no full-size 16-bit buffer is needed.
    png_read_update_info(png, info);
    int wide = png_get_bit_depth(png, info) == 16;
    if (png_get_channels(png, info) != 4) png_error(png, "unexpected channel count after conversion");
    size_t width = h.width;
    if (wide || h.interlaced) {
        row = malloc(width * (wide ? 8 : 4));
        if (row == NULL) png_error(png, "out of memory");
        row_to_free = row;
    }
    if (!h.interlaced) {
        for (uint32_t y = 0; y < h.height; y++) {
            uint8_t *line = out + (size_t)y * width * 4;
            if (wide) {
                png_read_row(png, row, NULL);
                samples_16_to_8(row, line, width * 4);
            } else {
                png_read_row(png, line, NULL);
            }
        }
    } else {
        for (int pass = 0; pass < 7; pass++) {
            uint32_t columns = PNG_PASS_COLS(h.width, pass);
            uint32_t rows = PNG_PASS_ROWS(h.height, pass);
            if (columns == 0 || rows == 0) continue; // libpng skips empty passes too
            for (uint32_t k = 0; k < rows; k++) {
                png_read_row(png, row, NULL);
                size_t y = PNG_PASS_START_ROW(pass) + ((size_t)k << PNG_PASS_ROW_SHIFT(pass));
                for (uint32_t j = 0; j < columns; j++) {
                    size_t x = PNG_PASS_START_COL(pass) + ((size_t)j << PNG_PASS_COL_SHIFT(pass));
                    uint8_t *pixel = out + (y * width + x) * 4;
                    if (wide) {
                        samples_16_to_8(row + (size_t)j * 8, pixel, 4);
                    } else {
                        memcpy(pixel, row + (size_t)j * 4, 4);
                    }
                }
            }
        }
    }
    free(row);
    row_to_free = NULL;
    return 1;
}
