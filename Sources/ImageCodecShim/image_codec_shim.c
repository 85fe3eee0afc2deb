#include "image_codec_shim.h"

#include <math.h>
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

// MARK: - Shrinking while decoding

// The source pixels [first, last) one output pixel covers along one axis.
typedef struct {
    int first;
    int last;
} span;

// Sums source rows, as they are decoded, into the pixels of a smaller picture. It lives on
// the heap so that it survives a longjmp out of a codec unchanged, scratch rows and all.
struct shrinker {
    int width;
    int height;
    span *columns;
    span *rows;
    unsigned long long *sums;     // width * height * 3
    unsigned long long *row_sums; // width * 3
    int next_row;                 // the first output row that may still receive source rows
    unsigned char *scratch;       // decoder rows, freed with the shrinker
};

// The size a `width × height` picture is shrunk to so it still covers a box of
// `box_width × box_height`; never larger than the picture.
static void shrunk_size(int width, int height, int box_width, int box_height, int *out_width, int *out_height) {
    double scale = fmax((double)(box_width > 0 ? box_width : 1) / width, (double)(box_height > 0 ? box_height : 1) / height);
    if (scale >= 1.0) {
        *out_width = width;
        *out_height = height;
        return;
    }
    long shrunk_width = lround(width * scale), shrunk_height = lround(height * scale);
    *out_width = shrunk_width > 0 ? (int)shrunk_width : 1;
    *out_height = shrunk_height > 0 ? (int)shrunk_height : 1;
}

// The spans ImageRasterizer's `fit` placement averages (same arithmetic, in the same
// order), so drawing the shrunk picture at its own size shows what drawing the whole
// picture into that box would have shown.
static void fit_spans(span *spans, int count, int source, double scale, double offset) {
    for (int i = 0; i < count; i++) {
        double start = ((double)i - offset) / scale;
        double end = ((double)(i + 1) - offset) / scale;
        int first = (int)floor(start);
        first = first < 0 ? 0 : first;
        first = first > source - 1 ? source - 1 : first;
        int last = (int)ceil(end);
        last = last < first + 1 ? first + 1 : last;
        spans[i].first = first;
        spans[i].last = last > source ? source : last;
    }
}

static int shrinker_start(struct shrinker *shrink, int source_width, int source_height, int width, int height) {
    shrink->width = width;
    shrink->height = height;
    shrink->columns = malloc(sizeof(span) * (size_t)width);
    shrink->rows = malloc(sizeof(span) * (size_t)height);
    shrink->sums = calloc((size_t)width * height * 3, sizeof(unsigned long long));
    shrink->row_sums = malloc(sizeof(unsigned long long) * (size_t)width * 3);
    if (!shrink->columns || !shrink->rows || !shrink->sums || !shrink->row_sums) return 0;
    double scale = fmin((double)width / source_width, (double)height / source_height);
    fit_spans(shrink->columns, width, source_width, scale, ((double)width - source_width * scale) / 2);
    fit_spans(shrink->rows, height, source_height, scale, ((double)height - source_height * scale) / 2);
    return 1;
}

// Adds source row `y` (8-bit RGB) to every output row that covers it.
static void shrinker_add_row(struct shrinker *shrink, int y, const unsigned char *rgb) {
    for (int column = 0; column < shrink->width; column++) {
        unsigned long long red = 0, green = 0, blue = 0;
        for (int x = shrink->columns[column].first; x < shrink->columns[column].last; x++) {
            red += rgb[3 * x];
            green += rgb[3 * x + 1];
            blue += rgb[3 * x + 2];
        }
        shrink->row_sums[3 * column] = red;
        shrink->row_sums[3 * column + 1] = green;
        shrink->row_sums[3 * column + 2] = blue;
    }
    while (shrink->next_row < shrink->height && shrink->rows[shrink->next_row].last <= y) shrink->next_row++;
    for (int row = shrink->next_row; row < shrink->height && shrink->rows[row].first <= y; row++) {
        unsigned long long *sums = shrink->sums + (size_t)row * shrink->width * 3;
        for (int i = 0; i < shrink->width * 3; i++) sums[i] += shrink->row_sums[i];
    }
}

// Writes the means, truncated as ImageRasterizer truncates them, into a new picture.
static image_decode_status shrinker_finish(struct shrinker *shrink, decoded_image *out) {
    out->pixels = malloc((size_t)shrink->width * shrink->height * 3);
    if (out->pixels == NULL) return IMAGE_DECODE_OUT_OF_MEMORY;
    out->width = shrink->width;
    out->height = shrink->height;
    for (int row = 0; row < shrink->height; row++) {
        unsigned long long rows = (unsigned long long)(shrink->rows[row].last - shrink->rows[row].first);
        for (int column = 0; column < shrink->width; column++) {
            unsigned long long count = rows * (unsigned long long)(shrink->columns[column].last - shrink->columns[column].first);
            size_t at = ((size_t)row * shrink->width + column) * 3;
            for (int channel = 0; channel < 3; channel++) {
                out->pixels[at + channel] = (unsigned char)(shrink->sums[at + channel] / count);
            }
        }
    }
    return IMAGE_DECODE_OK;
}

static void shrinker_free(struct shrinker *shrink) {
    if (shrink == NULL) return;
    free(shrink->columns);
    free(shrink->rows);
    free(shrink->sums);
    free(shrink->row_sums);
    free(shrink->scratch);
    free(shrink);
}

// Refuses, from the header alone, a picture too large to decode or to hold: `whole` when
// the codec must keep all of it at once.
static int over_budget(unsigned long width, unsigned long height, int whole, int out_width, int out_height) {
    return too_large(width, height)
        || (whole && width * height > (unsigned long)IMAGE_DECODE_PIXEL_BUDGET)
        || (unsigned long)out_width * (unsigned long)out_height > (unsigned long)IMAGE_DECODE_PIXEL_BUDGET;
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

static image_decode_status read_jpeg(j_decompress_ptr codec, int box_width, int box_height,
                                     struct shrinker *shrink, decoded_image *out) {
    jpeg_read_header(codec, TRUE);
    out->width = (int)codec->image_width;
    out->height = (int)codec->image_height;
    if (too_large(codec->image_width, codec->image_height)) return IMAGE_DECODE_TOO_LARGE;
    int width, height;
    shrunk_size(out->width, out->height, box_width, box_height, &width, &height);
    // A progressive JPEG keeps every coefficient of the picture until its last scan.
    if (over_budget(codec->image_width, codec->image_height, jpeg_has_multiple_scans(codec), width, height)) {
        return IMAGE_DECODE_TOO_LARGE;
    }

    int cmyk = codec->jpeg_color_space == JCS_CMYK || codec->jpeg_color_space == JCS_YCCK;
    codec->out_color_space = cmyk ? JCS_CMYK : JCS_RGB;
    jpeg_start_decompress(codec);
    if (!shrinker_start(shrink, (int)codec->output_width, (int)codec->output_height, width, height)) {
        return IMAGE_DECODE_OUT_OF_MEMORY;
    }
    // Pool memory is released by jpeg_destroy_decompress, even after a longjmp.
    JSAMPARRAY rows = codec->mem->alloc_sarray((j_common_ptr)codec, JPOOL_IMAGE, codec->output_width * (cmyk ? 7 : 3), 1);
    JSAMPROW row = rows[0];
    unsigned char *rgb = cmyk ? row + codec->output_width * 4 : row;
    while (codec->output_scanline < codec->output_height) {
        int y = (int)codec->output_scanline;
        jpeg_read_scanlines(codec, &row, 1);
        if (cmyk) cmyk_row_to_rgb(row, rgb, codec->output_width, codec->saw_Adobe_marker);
        shrinker_add_row(shrink, y, rgb);
    }
    jpeg_finish_decompress(codec);
    return shrinker_finish(shrink, out);
}

image_decode_status decode_jpeg(const unsigned char *data, size_t size, int box_width, int box_height, decoded_image *out) {
    start_empty(out);
    struct shrinker *shrink = calloc(1, sizeof *shrink);
    if (shrink == NULL) return IMAGE_DECODE_OUT_OF_MEMORY;
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
        status = read_jpeg(&codec, box_width, box_height, shrink, out);
    }
    jpeg_destroy_decompress(&codec);
    shrinker_free(shrink);
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

static image_decode_status read_png(png_structp codec, png_infop info, int box_width, int box_height,
                                    struct shrinker *shrink, decoded_image *out) {
    png_read_info(codec, info);
    png_uint_32 source_width = png_get_image_width(codec, info);
    png_uint_32 source_height = png_get_image_height(codec, info);
    out->width = (int)source_width;
    out->height = (int)source_height;
    if (too_large(source_width, source_height)) return IMAGE_DECODE_TOO_LARGE;
    int width, height;
    shrunk_size(out->width, out->height, box_width, box_height, &width, &height);
    // An interlaced PNG fills each row over several passes, so all rows stay in memory.
    int interlaced = png_get_interlace_type(codec, info) != PNG_INTERLACE_NONE;
    if (over_budget(source_width, source_height, interlaced, width, height)) return IMAGE_DECODE_TOO_LARGE;

    // Every picture becomes 8-bit RGBA: palette and low-bit grey expand,
    // palette/grey transparency becomes alpha, opaque pictures get alpha 255.
    png_set_expand(codec);
    png_set_scale_16(codec);
    png_set_gray_to_rgb(codec);
    png_set_add_alpha(codec, 0xff, PNG_FILLER_AFTER);
    int passes = png_set_interlace_handling(codec);
    png_read_update_info(codec, info);
    size_t stride = (size_t)source_width * 4;
    if (png_get_rowbytes(codec, info) != stride) png_error(codec, "Unexpected row layout after conversion");

    if (!shrinker_start(shrink, out->width, out->height, width, height)) return IMAGE_DECODE_OUT_OF_MEMORY;
    shrink->scratch = malloc(stride * (interlaced ? source_height : 1));
    if (shrink->scratch == NULL) return IMAGE_DECODE_OUT_OF_MEMORY;
    for (int pass = 0; pass < passes; pass++) {
        for (png_uint_32 y = 0; y < source_height; y++) {
            unsigned char *row = shrink->scratch + (interlaced ? stride * y : 0);
            png_read_row(codec, row, NULL);
            if (interlaced) continue;
            composite_over_black(row, source_width);
            shrinker_add_row(shrink, (int)y, row);
        }
    }
    png_read_end(codec, NULL);
    for (png_uint_32 y = 0; interlaced && y < source_height; y++) {
        unsigned char *row = shrink->scratch + stride * y;
        composite_over_black(row, source_width);
        shrinker_add_row(shrink, (int)y, row);
    }
    return shrinker_finish(shrink, out);
}

image_decode_status decode_png(const unsigned char *data, size_t size, int box_width, int box_height, decoded_image *out) {
    start_empty(out);
    struct png_failure failure = { .message = out->message };
    struct png_source source = { .data = data, .size = size, .offset = 0 };
    struct shrinker *shrink = calloc(1, sizeof *shrink);
    if (shrink == NULL) return IMAGE_DECODE_OUT_OF_MEMORY;
    png_structp codec = png_create_read_struct(PNG_LIBPNG_VER_STRING, &failure, png_stop, png_ignore_warning);
    png_infop info = codec == NULL ? NULL : png_create_info_struct(codec);
    if (info == NULL) {
        png_destroy_read_struct(&codec, NULL, NULL);
        shrinker_free(shrink);
        return IMAGE_DECODE_OUT_OF_MEMORY;
    }
    png_set_read_fn(codec, &source, png_read_memory);

    image_decode_status status = IMAGE_DECODE_CORRUPT;
    if (setjmp(failure.jump) == 0) status = read_png(codec, info, box_width, box_height, shrink, out);
    png_destroy_read_struct(&codec, &info, NULL);
    shrinker_free(shrink);
    if (status != IMAGE_DECODE_OK) decoded_image_free(out);
    return status;
}
