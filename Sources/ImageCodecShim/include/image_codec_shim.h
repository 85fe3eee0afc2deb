#ifndef IMAGE_CODEC_SHIM_H
#define IMAGE_CODEC_SHIM_H

#include <stddef.h>

/// Pictures whose header asks for more than this are refused before decoding starts.
#define IMAGE_DECODE_MAX_SIDE 16384
#define IMAGE_DECODE_MAX_PIXELS 67108864 /* 64 M: a plain literal, so Swift imports it */
/// The most pixels a decode holds at once: the picture it returns, or a picture that can
/// only be decoded whole (progressive JPEG, interlaced PNG). Checked from the header,
/// before any pixel memory is allocated.
#define IMAGE_DECODE_PIXEL_BUDGET 1048576 /* 1 M */

typedef enum {
    IMAGE_DECODE_OK = 0,
    /// The codec rejected the data; `message` says why.
    IMAGE_DECODE_CORRUPT = 1,
    /// The header asks for more than the limits above; `width` and `height` are the
    /// picture's own size.
    IMAGE_DECODE_TOO_LARGE = 2,
    IMAGE_DECODE_OUT_OF_MEMORY = 3,
} image_decode_status;

typedef struct {
    /// 8-bit RGB, row-major, top row first, `width * height * 3` bytes.
    /// Owned by the caller on success: release with `decoded_image_free`.
    unsigned char *pixels;
    int width;
    int height;
    /// The codec's own words when decoding fails; empty on success.
    char message[256];
} decoded_image;

/// Both decoders return the picture no larger than it is drawn: shrunk, keeping its
/// aspect, to the smallest size that still covers a box of `box_width × box_height`
/// pixels (never enlarged). Rows are shrunk as they are decoded, each pixel the mean of
/// the source pixels under it, so a huge picture never sits in memory whole.

/// Decodes a JPEG held in memory. Any libjpeg warning (a truncated file,
/// corrupt entropy data) counts as failure rather than a picture padded with grey.
image_decode_status decode_jpeg(const unsigned char *data, size_t size, int box_width, int box_height, decoded_image *out);

/// Decodes a PNG held in memory. Grey, palette and 16-bit pictures become
/// 8-bit RGB; alpha (including palette transparency) is composited over black.
image_decode_status decode_png(const unsigned char *data, size_t size, int box_width, int box_height, decoded_image *out);

void decoded_image_free(decoded_image *image);

#endif
