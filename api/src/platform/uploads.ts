import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '../../../domain/index.ts';
import { ApiError } from './errors.ts';
import { sanitizeImage } from './images.ts';
import { checkUpload, fileTooLarge } from './storage.ts';
import { PlatformErrors } from './platform.errors.ts';

/** Room for the multipart envelope around the file: boundary lines, part headers, a few small fields. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface Upload { content: Buffer; contentType: string }

/**
 * Reads the one file of a multipart request from `field`, bounded by `maxBytes`, and checks its type.
 * A file over the limit is refused with 413 whole: never cut to the limit and kept.
 */
export async function readUpload(
  request: FastifyRequest, reply: FastifyReply, field: string, allowed: readonly string[], maxBytes: number,
): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new ApiError(415, PlatformErrors.MULTIPART_REQUIRED, `Send the file as multipart/form-data in the field "${field}"`,
      [{ field, message: 'is required as a multipart file' }]);
  }
  let file: MultipartFile['file'] | undefined;
  try {
    // A declared length over the limit is refused before a byte of the body is read.
    if (Number(request.headers['content-length']) > maxBytes + MULTIPART_OVERHEAD_BYTES) throw fileTooLarge(field, maxBytes);
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1 }, throwFileSizeLimit: false });
    file = part?.file;
    if (!part || part.fieldname !== field) {
      throw new ApiError(400, PlatformErrors.FILE_REQUIRED, 'Please pick the file', [{ field, message: 'is required' }]);
    }
    const content = await readBounded(part.file, field, maxBytes);
    return { content, contentType: await checkUpload(field, content, allowed, maxBytes) };
  } catch (err) {
    if (!request.raw.complete) {
      file?.destroy();
      discardRest(request, reply);
    }
    throw err;
  }
}

/** After a refusal, how much more of the body is read (and dropped) so the client sees the answer, and for how long. */
const DISCARD_BYTES = 8 * 1024 * 1024;
const DISCARD_MS = 5_000;

/**
 * The client is still sending a body we refused. The rest is read and dropped at once, up to DISCARD_BYTES or
 * DISCARD_MS, while the answer goes out; once it has gone, going past either cuts the connection. Cutting at once
 * (`connection: close`) would make the kernel reset it over the unread bytes, and many clients (Node's http, undici)
 * then report the reset, not the 413. The body is read here, not left to Node: Node drops an unread body after the
 * answer by itself, but all of it, however large, without a bound.
 */
function discardRest(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  raw.unpipe();
  let left = DISCARD_BYTES;
  let answered = false;
  const cut = () => { clearTimeout(timer); raw.destroy(); };
  const timer = setTimeout(cut, DISCARD_MS).unref();
  raw.on('data', (chunk: Buffer) => {
    left -= chunk.length;
    if (left < 0) { if (answered) cut(); else raw.pause(); }
  });
  raw.once('end', () => clearTimeout(timer));
  raw.once('close', () => clearTimeout(timer));
  reply.raw.once('finish', () => { answered = true; if (left < 0) cut(); });
  raw.resume();
}

/** An image (PNG, JPEG, GIF or WebP, at most 1.5 MB), decoded, bounded in pixels and cleaned (see images.ts). */
export async function readImageUpload(request: FastifyRequest, reply: FastifyReply, field: string): Promise<Upload> {
  const upload = await readUpload(request, reply, field, IMAGE_MIME_TYPES, IMAGE_MAX_BYTES);
  return sanitizeImage(field, upload.content, upload.contentType, IMAGE_MAX_BYTES);
}

/**
 * The file's bytes, refused as soon as they pass `maxBytes`. Busboy stops at the limit and only flags the stream
 * `truncated` (with `throwFileSizeLimit` it throws only if a later chunk arrives, which is not so when the cut falls
 * on a chunk boundary): so the flag is checked after the end and the 'limit' event ends the read at once.
 */
async function readBounded(file: MultipartFile['file'], field: string, maxBytes: number): Promise<Buffer> {
  const onLimit = () => file.destroy(fileTooLarge(field, maxBytes));
  file.once('limit', onLimit);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes || file.truncated) throw fileTooLarge(field, maxBytes);
      chunks.push(chunk);
    }
  } finally {
    file.off('limit', onLimit);
  }
  if (file.truncated) throw fileTooLarge(field, maxBytes);
  return Buffer.concat(chunks, size);
}

/**
 * The OpenAPI description of a one-file multipart body. It documents the field; the file itself is read
 * and checked by `readUpload`, so the validator lets this body through (see validation.ts).
 */
export function multipartBody(field: string, description: string) {
  return {
    type: 'object',
    properties: { [field]: { type: 'string', format: 'binary', description } },
    required: [field],
    'x-multipart': true,
  } as const;
}
