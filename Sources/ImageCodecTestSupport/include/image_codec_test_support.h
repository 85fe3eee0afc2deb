#ifndef IMAGE_CODEC_TEST_SUPPORT_H
#define IMAGE_CODEC_TEST_SUPPORT_H

#include <stddef.h>

// Encoders for tests only: they let tests make real JPEG and PNG bytes.
// Each returns 0 on success and hands back a malloc'd buffer to release with
// `encoded_image_free`; on failure `*bytes` is NULL.

/// `samples` holds `components` bytes per pixel, row-major: 1 grey, 3 RGB,
/// or 4 CMYK in Adobe's inverted form (255 means no ink).
int encode_jpeg(const unsigned char *samples, int width, int height, int components,
                int quality, int progressive, unsigned char **bytes, size_t *size);

/// The colour types of the PNG specification, by their numbers there.
typedef enum {
    ENCODED_PNG_GREY = 0,
    ENCODED_PNG_RGB = 2,
    ENCODED_PNG_PALETTE = 3,
    ENCODED_PNG_GREY_ALPHA = 4,
    ENCODED_PNG_RGBA = 6,
} encoded_png_color_type;

typedef struct {
    int width;
    int height;
    encoded_png_color_type color_type;
    /// 1, 2, 4, 8 or 16, as the colour type allows.
    int bit_depth;
    int interlaced;
    /// For ENCODED_PNG_PALETTE: RGB triples, and optionally one alpha per entry (tRNS).
    const unsigned char *palette;
    int palette_entries;
    const unsigned char *palette_alpha;
    int palette_alpha_entries;
} encoded_png_layout;

/// `rows` holds the rows exactly as PNG stores them before filtering: packed
/// samples for depths below 8, big-endian pairs for 16; each row starts on a byte.
int encode_png(const unsigned char *rows, encoded_png_layout layout, unsigned char **bytes, size_t *size);

/// A grey picture of one shade: however large, it compresses to almost nothing and is
/// made in one row of memory.
int encode_grey_png(int width, int height, unsigned char grey, int interlaced, unsigned char **bytes, size_t *size);

void encoded_image_free(unsigned char *bytes);

#endif
