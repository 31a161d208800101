import type { Database } from '../platform/db/database.ts';

/** The company's IANA time zone (UTC when none is set): list bounds given as dates are read in it. */
export async function companyTimeZone(db: Database): Promise<string> {
  const row = await db.selectFrom('company').select('timezone').where('id', '=', 1).executeTakeFirst();
  return row?.timezone || 'UTC';
}
