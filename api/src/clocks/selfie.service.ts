import type { AccessScope } from '../platform/auth/access-scope.ts';
import type { Database } from '../platform/db/database.ts';
import { conflict, forbidden, notFound } from '../platform/errors.ts';
import { storage } from '../platform/storage.ts';
import { clockIdOfSelfie, clockInScope, updateClockRow } from './clock.repository.ts';

/** A selfie belongs to the clock it was taken for: sent within this many minutes of the clock, by its person. */
export const SELFIE_WINDOW_MINUTES = 10;

/**
 * Attaches a selfie (already sniffed and cleaned) to one's own clock, once, within 10 minutes of recording it: a
 * selfie is evidence of that clock, not a picture to swap later.
 */
export async function attachSelfie(db: Database, scope: AccessScope, clockId: number, upload: { content: Uint8Array; contentType: string }, now: Date) {
  const clock = await clockInScope(db, scope, clockId, true);
  if (!clock || clock.deleted_at) throw notFound('Clock');
  if (clock.employee_id !== scope.actor.employeeId) throw forbidden('Only the person who clocked sends its selfie');
  if (clock.selfie_file_id) throw conflict('The clock has a selfie already');
  if (now.getTime() - new Date(clock.received_at).getTime() > SELFIE_WINDOW_MINUTES * 60_000) {
    throw conflict(`A selfie is sent within ${SELFIE_WINDOW_MINUTES} minutes of its clock`);
  }
  const fileId = await storage.put(db, 'clock-selfie', upload.content, upload.contentType);
  await updateClockRow(db, clock.id, { selfie_file_id: fileId });
  return fileId;
}

/** The selfie `id` if its clock is one the caller may read. */
export async function selfieInScope(db: Database, scope: AccessScope, id: number) {
  const clockId = await clockIdOfSelfie(db, id);
  const clock = clockId ? await clockInScope(db, scope, clockId) : undefined;
  const file = clock ? await storage.get(db, id) : undefined;
  if (!clock || !file) throw notFound('Selfie');
  return { clock, file };
}
