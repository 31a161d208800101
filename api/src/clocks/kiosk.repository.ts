import { sql } from 'kysely';
import type { Database } from '../platform/db/database.ts';

export async function terminalById(db: Database, id: number) {
  return db.selectFrom('terminals as t').leftJoin('sites as s', 's.id', 't.site_id')
    .select(['t.id', 't.name', 't.site_id as siteId', 's.name as siteName', 't.signed_in_at as signedInAt', 't.last_seen_at as lastSeenAt',
      sql<boolean>`t.token_hash is not null`.as('signedIn')])
    .where('t.id', '=', id).executeTakeFirst();
}

/** The terminal a kiosk token belongs to, marking it seen (one statement). */
export async function terminalByTokenHash(db: Database, tokenHash: string, now: Date) {
  return db.updateTable('terminals').set({ last_seen_at: now }).where('token_hash', '=', tokenHash)
    .returning(['id', 'name', 'site_id as siteId']).executeTakeFirst();
}

export async function updateTerminal(db: Database, id: number, values: { name?: string; site_id?: number | null; token_hash?: string | null; signed_in_by_account_id?: number | null; signed_in_at?: Date | null }) {
  return (await db.updateTable('terminals').set(values).where('id', '=', id).executeTakeFirst()).numUpdatedRows > 0n;
}

/** The account that identifies at kiosks with `employeeCode` (case aside), with its PIN hash. */
export async function kioskAccount(db: Database, employeeCode: string) {
  return db.selectFrom('accounts as a').innerJoin('employees as e', 'e.id', 'a.employee_id')
    .select(['a.id as accountId', 'a.employee_id as employeeId', 'e.name', 'a.identification_method as method', 'a.identification_code_hash as codeHash', 'a.enabled'])
    .where(sql<boolean>`lower(a.employee_code) = lower(${employeeCode})`).executeTakeFirst();
}

export async function pinLock(db: Database, key: string) {
  return db.selectFrom('auth_throttles').select(['hits', 'locked_until as lockedUntil']).where('key', '=', key).executeTakeFirst();
}

export async function setPinLock(db: Database, key: string, until: Date) {
  await db.updateTable('auth_throttles').set({ locked_until: until }).where('key', '=', key).execute();
}

export async function clearPinFailures(db: Database, key: string) {
  await db.deleteFrom('auth_throttles').where('key', '=', key).execute();
}

export async function siteExists(db: Database, id: number): Promise<boolean> {
  return !!(await db.selectFrom('sites').select('id').where('id', '=', id).executeTakeFirst());
}
