import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors.ts';
import { checkUpload } from './storage.ts';

/** Reads the one file of a multipart request from `field`, bounded by `maxBytes`, and checks its type. */
export async function readUpload(
  request: FastifyRequest, field: string, allowed: readonly string[], maxBytes: number,
): Promise<{ content: Buffer; contentType: string }> {
  if (!request.isMultipart()) {
    throw new ApiError(415, 'MULTIPART_REQUIRED', `Send the file as multipart/form-data in the field "${field}"`,
      [{ field, message: 'is required as a multipart file' }]);
  }
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!part || part.fieldname !== field) {
    throw new ApiError(400, 'FILE_REQUIRED', 'Please pick the file', [{ field, message: 'is required' }]);
  }
  let content: Buffer;
  try {
    content = await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      await checkUpload(field, new Uint8Array(maxBytes + 1), allowed, maxBytes);
    }
    throw err;
  }
  const contentType = await checkUpload(field, content, allowed, maxBytes);
  return { content, contentType };
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
