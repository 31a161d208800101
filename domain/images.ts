/** Uploaded images (core §5, §9): allowed formats only, at most 1.5 MB. */
export const IMAGE_MAX_BYTES = 1.5 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
