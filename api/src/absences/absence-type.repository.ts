import { sql } from 'kysely';
import type { Database } from '../platform/db/database.ts';
import type { AbsenceTypesTable } from './absence.tables.ts';
import type { Insertable, Updateable } from 'kysely';

/** An absence type as the API answers it: its fields, its subtypes and how many requests it has. */
export interface AbsenceTypeRow {
  id: number; name: string; code: string; yearlyDaysAllowed: number | null; yearlyPeriodsAllowed: number | null;
  consecutiveDaysAllowed: number | null; justificationNeeded: boolean; impactExpetedTimeWork: boolean;
  requestDateLimitCurrent: string | null; requestDateLimitLast: string | null; deadlineLeave: number | null;
  daysToJustification: number | null; approval: string; calendarDays: boolean;
  subtypes: { id: number; name: string; requestCount: number }[]; requestCount: number;
}

/** Every type (or those of `ids`), Holidays (id 1) first then by name. */
export async function listAbsenceTypes(db: Database, ids?: readonly number[]): Promise<AbsenceTypeRow[]> {
  let q = db.selectFrom('absence_types as t').select([
    't.id', 't.name', 't.code', 't.yearly_days_allowed as yearlyDaysAllowed', 't.yearly_periods_allowed as yearlyPeriodsAllowed',
    't.consecutive_days_allowed as consecutiveDaysAllowed', 't.justification_needed as justificationNeeded',
    't.impact_expected_time_work as impactExpetedTimeWork', 't.request_date_limit_current as requestDateLimitCurrent',
    't.request_date_limit_last as requestDateLimitLast', 't.deadline_leave as deadlineLeave', 't.days_to_justification as daysToJustification',
    't.approval', 't.calendar_days as calendarDays',
    sql<AbsenceTypeRow['subtypes'] | string>`coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name,
      'requestCount', (select count(*) from absence_requests r where r.absence_subtype_id = s.id)) order by lower(s.name), s.id)
      from absence_subtypes s where s.absence_type_id = t.id), '[]')`.as('subtypes'),
    sql<number>`(select count(*)::int from absence_requests r where r.absence_type_id = t.id)`.as('requestCount'),
  ]).orderBy(sql`t.id = 1`, 'desc').orderBy(sql`lower(t.name)`).orderBy('t.id');
  if (ids) q = q.where('t.id', 'in', ids.length ? [...ids] : [-1]);
  const rows = await q.execute();
  return rows.map((r) => ({ ...r, subtypes: typeof r.subtypes === 'string' ? JSON.parse(r.subtypes) : r.subtypes }));
}

export async function findAbsenceType(db: Database, id: number): Promise<AbsenceTypeRow | undefined> {
  return (await listAbsenceTypes(db, [id]))[0];
}

export async function absenceTypeIdByName(db: Database, name: string): Promise<number | undefined> {
  return (await db.selectFrom('absence_types').select('id').where(sql`lower(name)`, '=', name.trim().toLowerCase()).executeTakeFirst())?.id;
}

export async function absenceTypeIdByCode(db: Database, code: string): Promise<number | undefined> {
  return (await db.selectFrom('absence_types').select('id').where('code', '=', code).executeTakeFirst())?.id;
}

export async function insertAbsenceType(db: Database, row: Insertable<AbsenceTypesTable>): Promise<number> {
  return (await db.insertInto('absence_types').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateAbsenceTypeRow(db: Database, id: number, row: Updateable<AbsenceTypesTable>): Promise<void> {
  if (Object.keys(row).length) await db.updateTable('absence_types').set(row).where('id', '=', id).execute();
}

export async function deleteAbsenceTypeRow(db: Database, id: number): Promise<boolean> {
  return Number((await db.deleteFrom('absence_types').where('id', '=', id).executeTakeFirst()).numDeletedRows) > 0;
}

/**
 * Makes the type's subtypes exactly `wanted` (kept by id, renamed, added; the others removed). Answers the ids of
 * those to remove that requests still use (nothing is written then).
 */
export async function replaceSubtypes(db: Database, typeId: number, wanted: readonly { id?: number; name: string }[]): Promise<{ inUse: number[] }> {
  const kept = wanted.filter((s) => s.id !== undefined).map((s) => s.id!);
  const removed = await db.selectFrom('absence_subtypes as s').select(['s.id'])
    .where('s.absence_type_id', '=', typeId).where('s.id', 'not in', [...kept, -1])
    .where(({ exists, selectFrom }) => exists(selectFrom('absence_requests as r').select('r.id').whereRef('r.absence_subtype_id', '=', 's.id')))
    .execute();
  if (removed.length) return { inUse: removed.map((r) => r.id) };
  await db.deleteFrom('absence_subtypes').where('absence_type_id', '=', typeId).where('id', 'not in', [...kept, -1]).execute();
  for (const s of wanted) {
    if (s.id !== undefined) await db.updateTable('absence_subtypes').set({ name: s.name }).where('id', '=', s.id).where('absence_type_id', '=', typeId).execute();
  }
  const added = wanted.filter((s) => s.id === undefined);
  if (added.length) await db.insertInto('absence_subtypes').values(added.map((s) => ({ absence_type_id: typeId, name: s.name }))).execute();
  return { inUse: [] };
}

export async function subtypeIdsOf(db: Database, typeId: number): Promise<number[]> {
  return (await db.selectFrom('absence_subtypes').select('id').where('absence_type_id', '=', typeId).execute()).map((r) => r.id);
}
