#include "image_codec_shim.h"

#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <jpeglib.h>
#include <png.h>

static void start_empty(decoded_image *out) {
    out->pixels = NULL;
    out->width = 0;
    out->height = 0;
    out->message[0] = '\0';
}

static int too_large(unsigned long width, unsigned long height) {
    return width > IMAGE_DECODE_MAX_SIDE || height > IMAGE_DECODE_MAX_SIDE
        || width * height > (unsigned long)IMAGE_DECODE_MAX_PIXELS;
}

void decoded_image_free(decoded_image *image) {
    free(image->pixels);
    image->pixels = NULL;
}

// MARK: - JPEG

struct jpeg_failure {
    struct jpeg_error_mgr manager; // first, so libjpeg's `err` pointer is also ours
    jmp_buf jump;
    char *message;
};

static void jpeg_stop(j_common_ptr codec) {
    struct jpeg_failure *failure = (struct jpeg_failure *)codec->err;
    codec->err->format_message(codec, failure->message);
    longjmp(failure->jump, 1);
}

// Level -1 is libjpeg's "corrupt data, carrying on" (a truncated file gets padded
// with grey); a picture like that is not the picture, so it stops the decode.
// Levels 0 and up are trace messages.
static void jpeg_stop_on_warning(j_common_ptr codec, int level) {
    if (level < 0) jpeg_stop(codec);
}

// Adobe writes CMYK inverted (255 means no ink); plain CMYK is not.
static void cmyk_row_to_rgb(const JSAMPLE *cmyk, unsigned char *rgb, JDIMENSION width, int adobe) {
    for (JDIMENSION x = 0; x < width; x++, cmyk += 4, rgb += 3) {
        unsigned k = adobe ? cmyk[3] : 255u - cmyk[3];
        for (int channel = 0; channel < 3; channel++) {
            unsigned ink = adobe ? cmyk[channel] : 255u - cmyk[channel];
            rgb[channel] = (unsigned char)((ink * k + 127) / 255);
        }
    }
}

static image_decode_status read_jpeg(j_decompress_ptr codec, decoded_image *out) {
    jpeg_read_header(codec, TRUE);
    out->width = (int)codec->image_width;
    out->height = (int)codec->image_height;
    if (too_large(codec->image_width, codec->image_height)) return IMAGE_DECODE_TOO_LARGE;

    int cmyk = codec->jpeg_color_space == JCS_CMYK || codec->jpeg_color_space == JCS_YCCK;
    codec->out_color_space = cmyk ? JCS_CMYK : JCS_RGB;
    jpeg_start_decompress(codec);

    size_t stride = (size_t)codec->output_width * 3;
    out->pixels = malloc(stride * codec->output_height);
    if (out->pixels == NULL) return IMAGE_DECODE_OUT_OF_MEMORY;
    // Pool memory is released by jpeg_destroy_decompress, even after a longjmp.
    JSAMPARRAY cmyk_row = cmyk
        ? codec->mem->alloc_sarray((j_common_ptr)codec, JPOOL_IMAGE, codec->output_width * 4, 1)
        : NULL;
    while (codec->output_scanline < codec->output_height) {
        unsigned char *rgb = out->pixels + stride * codec->output_scanline;
        JSAMPROW row = cmyk ? cmyk_row[0] : rgb;
        jpeg_read_scanlines(codec, &row, 1);
        if (cmyk) cmyk_row_to_rgb(row, rgb, codec->output_width, codec->saw_Adobe_marker);
    }
    jpeg_finish_decompress(codec);
    return IMAGE_DECODE_OK;
}

image_decode_status decode_jpeg(const unsigned char *data, size_t size, decoded_image *out) {
    start_empty(out);
    struct jpeg_decompress_struct codec;
    struct jpeg_failure failure;
    codec.err = jpeg_std_error(&failure.manager);
    failure.manager.error_exit = jpeg_stop;
    failure.manager.emit_message = jpeg_stop_on_warning;
    failure.message = out->message; // 256 bytes, more than JMSG_LENGTH_MAX

    image_decode_status status = IMAGE_DECODE_CORRUPT;
    if (setjmp(failure.jump) == 0) {
        jpeg_create_decompress(&codec);
        jpeg_mem_src(&codec, data, (unsigned long)size);
        status = read_jpeg(&codec, out);
    }
    jpeg_destroy_decompress(&codec);
    if (status != IMAGE_DECODE_OK) decoded_image_free(out);
    return status;
}

// MARK: - PNG

struct png_failure {
    jmp_buf jump;
    char *message;
};

struct png_source {
    const unsigned char *data;
    size_t size;
    size_t offset;
};

static void png_stop(png_structp codec, png_const_charp text) {
    struct png_failure *failure = png_get_error_ptr(codec);
    snprintf(failure->message, sizeof ((decoded_image *)0)->message, "%s", text);
    longjmp(failure->jump, 1);
}

// Warnings are about ancillary chunks (colour profiles, text); the pixels are fine.
static void png_ignore_warning(png_structp codec, png_const_charp text) {
    (void)codec;
    (void)text;
}

static void png_read_memory(png_structp codec, png_bytep into, size_t length) {
    struct png_source *source = png_get_io_ptr(codec);
    if (length > source->size - source->offset) png_error(codec, "Premature end of PNG data");
    memcpy(into, source->data + source->offset, length);
    source->offset += length;
}

// In place: pixel i's RGB (3i..3i+2) never overtakes its RGBA (4i..4i+3).
static void composite_over_black(unsigned char *pixels, size_t count) {
    for (size_t i = 0; i < count; i++) {
        const unsigned char *rgba = pixels + 4 * i;
        unsigned alpha = rgba[3];
        unsigned char *rgb = pixels + 3 * i;
        for (int channel = 0; channel < 3; channel++) {
            rgb[channel] = (unsigned char)((rgba[channel] * alpha + 127) / 255);
        }
    }
}

static image_decode_status read_png(png_structp codec, png_infop info, decoded_image *out) {
    png_read_info(codec, info);
    png_uint_32 width = png_get_image_width(codec, info);
    png_uint_32 height = png_get_image_height(codec, info);
    out->width = (int)width;
    out->height = (int)height;
    if (too_large(width, height)) return IMAGE_DECODE_TOO_LARGE;

    // Every picture becomes 8-bit RGBA: palette and low-bit grey expand,
    // palette/grey transparency becomes alpha, opaque pictures get alpha 255.
    png_set_expand(codec);
    png_set_scale_16(codec);
    png_set_gray_to_rgb(codec);
    png_set_add_alpha(codec, 0xff, PNG_FILLER_AFTER);
    int passes = png_set_interlace_handling(codec);
    png_read_update_info(codec, info);
    size_t stride = (size_t)width * 4;
    if (png_get_rowbytes(codec, info) != stride) png_error(codec, "Unexpected row layout after conversion");

    out->pixels = malloc(stride * height);
    if (out->pixels == NULL) return IMAGE_DECODE_OUT_OF_MEMORY;
    // Interlaced pictures fill each row over several passes, so all rows stay in place.
    for (int pass = 0; pass < passes; pass++) {
        for (png_uint_32 y = 0; y < height; y++) png_read_row(codec, out->pixels + stride * y, NULL);
    }
    png_read_end(codec, NULL);

    size_t count = (size_t)width * height;
    composite_over_black(out->pixels, count);
    unsigned char *shrunk = realloc(out->pixels, count * 3);
    if (shrunk != NULL) out->pixels = shrunk;
    return IMAGE_DECODE_OK;
}

image_decode_status decode_png(const unsigned char *data, size_t size, decoded_image *out) {
    start_empty(out);
    struct png_failure failure = { .message = out->message };
    struct png_source source = { .data = data, .size = size, .offset = 0 };
    png_structp codec = png_create_read_struct(PNG_LIBPNG_VER_STRING, &failure, png_stop, png_ignore_warning);
    if (codec == NULL) return IMAGE_DECODE_OUT_OF_MEMORY;
    png_infop info = png_create_info_struct(codec);
    if (info == NULL) {
        png_destroy_read_struct(&codec, NULL, NULL);
        return IMAGE_DECODE_OUT_OF_MEMORY;
    }
    png_set_read_fn(codec, &source, png_read_memory);

    image_decode_status status = IMAGE_DECODE_CORRUPT;
    if (setjmp(failure.jump) == 0) status = read_png(codec, info, out);
    png_destroy_read_struct(&codec, &info, NULL);
    if (status != IMAGE_DECODE_OK) decoded_image_free(out);
    return status;
}
