#include "image_codec_test_support.h"

#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <jpeglib.h>
#include <png.h>

void encoded_image_free(unsigned char *bytes) {
    free(bytes);
}

// MARK: - JPEG

struct jpeg_failure {
    struct jpeg_error_mgr manager; // first, so libjpeg's `err` pointer is also ours
    jmp_buf jump;
};

static void jpeg_stop(j_common_ptr codec) {
    longjmp(((struct jpeg_failure *)codec->err)->jump, 1);
}

static J_COLOR_SPACE jpeg_space(int components) {
    switch (components) {
    case 1: return JCS_GRAYSCALE;
    case 3: return JCS_RGB;
    case 4: return JCS_CMYK;
    default: return JCS_UNKNOWN;
    }
}

int encode_jpeg(const unsigned char *samples, int width, int height, int components,
                int quality, int progressive, unsigned char **bytes, size_t *size) {
    *bytes = NULL;
    *size = 0;
    if (jpeg_space(components) == JCS_UNKNOWN) return 1;
    struct jpeg_compress_struct codec;
    struct jpeg_failure failure;
    codec.err = jpeg_std_error(&failure.manager);
    failure.manager.error_exit = jpeg_stop;
    unsigned char *buffer = NULL;
    unsigned long length = 0;
    if (setjmp(failure.jump) != 0) {
        jpeg_destroy_compress(&codec);
        free(buffer);
        return 1;
    }
    jpeg_create_compress(&codec);
    jpeg_mem_dest(&codec, &buffer, &length);
    codec.image_width = (JDIMENSION)width;
    codec.image_height = (JDIMENSION)height;
    codec.input_components = components;
    codec.in_color_space = jpeg_space(components);
    jpeg_set_defaults(&codec);
    jpeg_set_quality(&codec, quality, TRUE);
    if (progressive) jpeg_simple_progression(&codec);
    jpeg_start_compress(&codec, TRUE);
    size_t stride = (size_t)width * (size_t)components;
    while (codec.next_scanline < codec.image_height) {
        JSAMPROW row = (JSAMPROW)(samples + stride * codec.next_scanline);
        jpeg_write_scanlines(&codec, &row, 1);
    }
    jpeg_finish_compress(&codec);
    jpeg_destroy_compress(&codec);
    *bytes = buffer;
    *size = length;
    return 0;
}

// MARK: - PNG

struct png_sink {
    unsigned char *bytes;
    size_t size;
    size_t capacity;
};

static void png_stop(png_structp codec, png_const_charp text) {
    (void)text;
    longjmp(*(jmp_buf *)png_get_error_ptr(codec), 1);
}

static void png_write_memory(png_structp codec, png_bytep data, size_t length) {
    struct png_sink *sink = png_get_io_ptr(codec);
    if (sink->size + length > sink->capacity) {
        size_t capacity = (sink->capacity + length) * 2;
        unsigned char *grown = realloc(sink->bytes, capacity);
        if (grown == NULL) png_error(codec, "out of memory");
        sink->bytes = grown;
        sink->capacity = capacity;
    }
    memcpy(sink->bytes + sink->size, data, length);
    sink->size += length;
}

static void png_flush_memory(png_structp codec) {
    (void)codec;
}

static size_t png_row_bytes(encoded_png_layout layout) {
    int channels = layout.color_type == ENCODED_PNG_RGB ? 3
        : layout.color_type == ENCODED_PNG_GREY_ALPHA ? 2
        : layout.color_type == ENCODED_PNG_RGBA ? 4 : 1;
    return ((size_t)layout.width * (size_t)channels * (size_t)layout.bit_depth + 7) / 8;
}

// Row y is at `rows + row_step * y`: a step of 0 repeats one row, so a picture of any
// height costs one row of memory.
static int encode_png_rows(const unsigned char *rows, size_t row_step, encoded_png_layout layout,
                           unsigned char **bytes, size_t *size) {
    *bytes = NULL;
    *size = 0;
    jmp_buf jump;
    struct png_sink sink = { NULL, 0, 0 };
    png_structp codec = png_create_write_struct(PNG_LIBPNG_VER_STRING, &jump, png_stop, NULL);
    if (codec == NULL) return 1;
    png_infop info = png_create_info_struct(codec);
    if (info == NULL) {
        png_destroy_write_struct(&codec, NULL);
        return 1;
    }
    if (setjmp(jump) != 0) {
        png_destroy_write_struct(&codec, &info);
        free(sink.bytes);
        return 1;
    }
    png_set_write_fn(codec, &sink, png_write_memory, png_flush_memory);
    png_set_IHDR(codec, info, (png_uint_32)layout.width, (png_uint_32)layout.height, layout.bit_depth,
                 (int)layout.color_type, layout.interlaced ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (layout.palette != NULL) {
        png_color entries[256];
        for (int i = 0; i < layout.palette_entries && i < 256; i++) {
            entries[i].red = layout.palette[3 * i];
            entries[i].green = layout.palette[3 * i + 1];
            entries[i].blue = layout.palette[3 * i + 2];
        }
        png_set_PLTE(codec, info, entries, layout.palette_entries);
    }
    if (layout.palette_alpha != NULL) {
        png_set_tRNS(codec, info, layout.palette_alpha, layout.palette_alpha_entries, NULL);
    }
    png_write_info(codec, info);
    int passes = png_set_interlace_handling(codec);
    for (int pass = 0; pass < passes; pass++) {
        for (int y = 0; y < layout.height; y++) png_write_row(codec, rows + row_step * (size_t)y);
    }
    png_write_end(codec, info);
    png_destroy_write_struct(&codec, &info);
    *bytes = sink.bytes;
    *size = sink.size;
    return 0;
}

int encode_png(const unsigned char *rows, encoded_png_layout layout, unsigned char **bytes, size_t *size) {
    return encode_png_rows(rows, png_row_bytes(layout), layout, bytes, size);
}

int encode_grey_png(int width, int height, unsigned char grey, int interlaced, unsigned char **bytes, size_t *size) {
    *bytes = NULL;
    unsigned char *row = malloc((size_t)width);
    if (row == NULL) return 1;
    memset(row, grey, (size_t)width);
    encoded_png_layout layout = {
        .width = width, .height = height, .color_type = ENCODED_PNG_GREY, .bit_depth = 8, .interlaced = interlaced,
    };
    int status = encode_png_rows(row, 0, layout, bytes, size);
    free(row);
    return status;
}
