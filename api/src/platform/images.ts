import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { IMAGE_MAX_PIXELS } from '../../../domain/index.ts';
import { ApiError } from './errors.ts';
import { fileTooLarge } from './storage.ts';
import { PlatformErrors } from './platform.errors.ts';

type Format = 'png' | 'jpeg' | 'gif' | 'webp';
const FORMATS: Record<string, Format> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/gif': 'gif', 'image/webp': 'webp' };

/** Image work decodes up to IMAGE_MAX_PIXELS each (~64 MB, up to a second or two of CPU): two at a time, the rest wait. */
const MAX_IMAGE_JOBS = 2;
/** A decode that takes longer is a crafted file (e.g. a JPEG of thousands of progressive scans), not a photo. */
const DECODE_TIMEOUT_SECONDS = 10;
/** Lossy re-encoding qualities, the second one tried only when the first does not fit the byte limit. */
const QUALITIES = [90, 75];

// Every upload is a different image: libvips' operation cache would only hold memory.
sharp.cache(false);

/**
 * Makes an uploaded image safe to store and serve: decoded by libvips, bounded in pixels, and stripped of everything
 * that is not the picture (EXIF, comments, text chunks, colour profiles, bytes after the end):
 * - PNG keeps its pixel data as sent (lossless, so logos stay exact): only the chunks that make the picture are kept
 *   (IHDR, PLTE, tRNS, gAMA, cHRM, sRGB, IDAT, IEND), and the result is decoded in full. A PNG with an ICC profile
 *   is re-encoded to an sRGB PNG instead, so its colours survive. An APNG keeps its still default image.
 * - JPEG is re-encoded to JPEG (turned upright by its EXIF orientation first), WebP to WebP, GIF to GIF.
 * - An animated GIF or WebP keeps its first frame: a logo or a photo is a still picture, and re-encoding every frame
 *   of an animation costs seconds of CPU per upload.
 * A file libvips cannot decode is 400 UNSUPPORTED_FILE_TYPE; too many pixels (or too slow to decode) is 413
 * IMAGE_TOO_LARGE; a result over `maxBytes` is 413 FILE_TOO_LARGE. The type stays the sniffed one.
 */
export async function sanitizeImage(field: string, content: Buffer, contentType: string, maxBytes: number): Promise<{ content: Buffer; contentType: string }> {
  const format = FORMATS[contentType];
  if (!format) throw unreadable(field);
  const cleaned = await inImageSlot(async () => {
    const input = await inputOptions(field, content, format);
    try {
      if (format === 'png') return await cleanPng(content, input);
      return await reencode(content, input, format, maxBytes);
    } catch (err) {
      throw decodeError(field, err);
    }
  });
  if (cleaned.byteLength > maxBytes) throw fileTooLarge(field, maxBytes);
  return { content: cleaned, contentType };
}

/** Reads the header only: the format must be the sniffed one and the pixels (of the first frame) within the cap. */
async function inputOptions(field: string, content: Buffer, format: Format): Promise<SharpOptions> {
  let meta: Metadata;
  try {
    meta = await sharp(content, { limitInputPixels: false }).metadata();
  } catch (err) {
    throw decodeError(field, err);
  }
  if (meta.format !== format || !meta.width || !meta.height) throw unreadable(field);
  if (meta.width * meta.height > IMAGE_MAX_PIXELS) throw tooManyPixels(field, `${meta.width} × ${meta.height} pixels`);
  // `pages: 1` (the default) decodes the first frame only; `failOn: 'error'` refuses corrupt or truncated pixel data.
  return { pages: 1, limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' };
}

async function reencode(content: Buffer, input: SharpOptions, format: Exclude<Format, 'png'>, maxBytes: number): Promise<Buffer> {
  const image = () => sharp(content, input).timeout({ seconds: DECODE_TIMEOUT_SECONDS });
  // One frame has at most 256 colours: without dithering they come back exactly (about 1.5 s at the pixel cap).
  if (format === 'gif') return image().gif({ dither: 0 }).toBuffer();
  let out = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    // Output keeps no metadata (sharp's default): the EXIF orientation is applied to the pixels first.
    out = format === 'jpeg' ? await image().autoOrient().jpeg({ quality }).toBuffer() : await image().webp({ quality }).toBuffer();
    if (out.byteLength <= maxBytes) break;
  }
  return out;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The chunks that make the picture: pixels, palette, transparency and how to read the colours. */
const PNG_KEPT = new Set(['IHDR', 'PLTE', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'IDAT', 'IEND']);

async function cleanPng(content: Buffer, input: SharpOptions): Promise<Buffer> {
  const chunks = pngChunks(content);
  if (chunks.some((c) => c.type === 'iCCP')) {
    return sharp(content, input).timeout({ seconds: DECODE_TIMEOUT_SECONDS }).png().toBuffer();
  }
  const kept = Buffer.concat([PNG_SIGNATURE, ...chunks.filter((c) => PNG_KEPT.has(c.type)).map((c) => c.bytes)]);
  // Decoding every pixel of what is kept proves it is a picture (`failOn` rejects corrupt data).
  await sharp(kept, input).timeout({ seconds: DECODE_TIMEOUT_SECONDS }).stats();
  return kept;
}

/** The chunks up to IEND (what follows it is dropped); a broken structure throws. */
function pngChunks(content: Buffer): { type: string; bytes: Buffer }[] {
  if (!content.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('not a PNG');
  const chunks: { type: string; bytes: Buffer }[] = [];
  let at = 8;
  while (at + 12 <= content.length) {
    const length = content.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > content.length) throw new Error('PNG chunk past the end of the file');
    const type = content.toString('latin1', at + 4, at + 8);
    chunks.push({ type, bytes: content.subarray(at, end) });
    at = end;
    if (type === 'IEND') return chunks;
  }
  throw new Error('PNG without IEND');
}

function decodeError(field: string, err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const message = (err as Error).message ?? '';
  if (/exceeds pixel limit/i.test(message)) return tooManyPixels(field, 'too many pixels');
  if (/timeout/i.test(message)) return tooManyPixels(field, 'too slow to decode');
  return unreadable(field);
}

const tooManyPixels = (field: string, what: string) => new ApiError(413, PlatformErrors.IMAGE_TOO_LARGE, `The image is too large (${what})`,
  [{ field, message: `must have at most ${(IMAGE_MAX_PIXELS / 1e6).toFixed(1)} megapixels (e.g. 4096 × 4096)` }]);

const unreadable = (field: string) => new ApiError(400, PlatformErrors.UNSUPPORTED_FILE_TYPE, 'The file is not a readable PNG, JPEG, GIF or WebP image',
  [{ field, message: 'must be a PNG, JPEG, GIF or WebP image' }]);

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `job` when one of the MAX_IMAGE_JOBS slots is free; a finished job hands its slot to the next in line. */
async function inImageSlot<T>(job: () => Promise<T>): Promise<T> {
  if (running < MAX_IMAGE_JOBS) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await job();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}
