/** Uploaded images (core §5, §9): allowed formats only, at most 1.5 MB. */
export const IMAGE_MAX_BYTES = 1.5 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/**
 * At most 4096 × 4096 pixels (16.8 megapixels): more than a logo or a 12-megapixel phone photo needs, and it bounds
 * what decoding costs (about 64 MB of RGBA), whatever the file's size in bytes. Animations keep their first frame.
 */
export const IMAGE_MAX_PIXELS = 4096 * 4096;
