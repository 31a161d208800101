import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Database } from './db/database.ts';
import { ApiError } from './errors.ts';
import { PlatformErrors } from './platform.errors.ts';

export interface StoredFile { id: number; contentType: string; size: number; content: Uint8Array; sha256: string }

/**
 * Files (logos, pictures, documents) kept in the database, so every replica sees them and backups hold them.
 * Content is checked before anything is written.
 */
export const storage = {
  async put(db: Database, kind: string, content: Uint8Array, contentType: string): Promise<number> {
    const sha256 = createHash('sha256').update(content).digest('hex');
    const row = await db.insertInto('stored_files')
      .values({ kind, content_type: contentType, size: content.byteLength, sha256, content })
      .returning('id').executeTakeFirstOrThrow();
    return row.id;
  },
  async get(db: Database, id: number): Promise<StoredFile | undefined> {
    const row = await db.selectFrom('stored_files').selectAll().where('id', '=', id).executeTakeFirst();
    return row && { id: row.id, contentType: row.content_type, size: row.size, content: row.content, sha256: row.sha256 };
  },
  async remove(db: Database, id: number): Promise<void> {
    await db.deleteFrom('stored_files').where('id', '=', id).execute();
  },
};

/** Sniffs the type from the bytes (never trusts the declared type) and checks it and the size. */
export async function checkUpload(
  field: string, content: Uint8Array, allowed: readonly string[], maxBytes: number,
): Promise<string> {
  if (content.byteLength === 0) throw new ApiError(400, PlatformErrors.EMPTY_FILE, 'Please pick the file', [{ field, message: 'is empty' }]);
  if (content.byteLength > maxBytes) throw fileTooLarge(field, maxBytes);
  const type = await fileTypeFromBuffer(content);
  if (!type || !allowed.includes(type.mime)) {
    throw new ApiError(400, PlatformErrors.UNSUPPORTED_FILE_TYPE, `Allowed formats: ${allowed.join(', ')}`,
      [{ field, message: `must be one of ${allowed.join(', ')}` }]);
  }
  return type.mime;
}

/** 413 FILE_TOO_LARGE naming the field: the one answer to a file over its limit, however the excess was noticed. */
export function fileTooLarge(field: string, maxBytes: number): ApiError {
  const mb = (maxBytes / 1024 / 1024).toFixed(1);
  return new ApiError(413, PlatformErrors.FILE_TOO_LARGE, `The file is larger than ${mb} MB`, [{ field, message: `must be at most ${mb} MB` }]);
}

/** A sent file's name as kept: its last path segment, one line of text, bounded; "document" when nothing is left. */
export function uploadedFileName(filename: string | undefined, maxLength: number): string {
  const base = (filename ?? '').split(/[\\/]/).pop()!.replace(/[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069"]/gu, '').normalize('NFC').trim();
  return base.slice(0, maxLength) || 'document';
}

/** The content-disposition of a stored file sent back under the name it was sent with (ASCII fallback, then UTF-8). */
export function attachmentHeader(name: string): string {
  return `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
