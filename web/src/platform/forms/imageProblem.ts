import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '../../../../domain/images.ts';

/** Core §5: allowed image formats only, at most 1.5 MB — checked before anything is sent. */
export function imageProblem(file: File, allowed: readonly string[] = IMAGE_MIME_TYPES): 'type' | 'size' | null {
  if (!allowed.includes(file.type)) return 'type';
  if (file.size > IMAGE_MAX_BYTES) return 'size';
  return null;
}
