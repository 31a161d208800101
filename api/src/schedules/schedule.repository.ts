import { sql } from 'kysely';
import type { Timetable } from '../../../domain/schedule.ts';
import type { Database } from '../platform/db/database.ts';
import { groupBy } from '../platform/group-by.ts';
import type { CheckedSchedule } from '../../../domain/schedule.rules.ts';
import type { ExtraHourDetail, StoredTimetable } from './schedule.tables.ts';

/** The schedule rows (or those of `ids`) by name, with who created them and how many employees hold them now. */
export function scheduleRows(db: Database, today: string, ids?: number[]) {
  let query = db.selectFrom('week_schedules as s')
    .leftJoin('accounts as ca', 'ca.id', 's.created_by_account_id')
    .leftJoin('employees as ce', 'ce.id', 'ca.employee_id')
    .select([
      's.id', 's.name', 's.night_shift as nightShift', 's.ignore_holidays as ignoreHolidays', 's.week_start as weekStart',
      's.detect_inconsistencies as detectInconsistencies', 's.calc_interval as calcInterval',
      's.subtract_break_time as subtractBreakTime', 's.extra_hour_details as extraHourDetails',
      's.remote_work_site_id as remoteWorkSiteId', 's.created_at as createdAt', 's.created_by_account_id as createdById',
      sql<string | null>`coalesce(ce.name, ca.username)`.as('createdName'),
      's.updated_at as lastModifiedDate', 's.updated_by_account_id as lastModifiedById',
      sql<number>`(select count(distinct a.employee_id)::int from employee_schedules a
        where a.schedule_id = s.id and (a.valid_to is null or a.valid_to >= ${today}))`.as('employeeCount'),
    ]);
  if (ids) query = query.where('s.id', 'in', ids.length ? ids : [-1]);
  return query.orderBy(sql`lower(s.name)`).orderBy('s.id').execute();
}
export type ScheduleRow = Awaited<ReturnType<typeof scheduleRows>>[number];

export interface TimetableRow { scheduleId: number; weekday: number | null; exceptionId: number | null; timetable: Timetable }
export interface ExceptionRow { id: number; scheduleId: number; name: string; startDate: string; endDate: string }

/** The weekday and exception timetables of these schedules, with their work locations, and the exceptions: 3 queries. */
export async function timetablesOf(db: Database, scheduleIds: number[]): Promise<{ timetables: TimetableRow[]; exceptions: ExceptionRow[] }> {
  if (!scheduleIds.length) return { timetables: [], exceptions: [] };
  const [rows, sites, exceptions] = await Promise.all([
    db.selectFrom('schedule_timetables').select(['id', 'schedule_id', 'weekday', 'exception_id', 'timetable'])
      .where('schedule_id', 'in', scheduleIds).execute(),
    db.selectFrom('schedule_timetable_sites as l').innerJoin('schedule_timetables as t', 't.id', 'l.timetable_id')
      .select(['l.timetable_id', 'l.site_id']).where('t.schedule_id', 'in', scheduleIds).orderBy('l.site_id').execute(),
    db.selectFrom('schedule_exceptions').select(['id', 'schedule_id as scheduleId', 'name', 'start_date as startDate', 'end_date as endDate'])
      .where('schedule_id', 'in', scheduleIds).orderBy('start_date').execute(),
  ]);
  const sitesOf = groupBy(sites, (s) => s.timetable_id);
  const timetables = rows.map((r) => ({
    scheduleId: r.schedule_id, weekday: r.weekday, exceptionId: r.exception_id,
    timetable: { ...parsed<StoredTimetable>(r.timetable), workLocationIds: (sitesOf.get(r.id) ?? []).map((s) => s.site_id) } as Timetable,
  }));
  return { timetables, exceptions };
}

/** JSON columns come back parsed from PostgreSQL and PGlite; a string is parsed here for safety. */
export const parsed = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) as T : v as T);

export async function scheduleIdByName(db: Database, name: string): Promise<number | undefined> {
  return (await db.selectFrom('week_schedules').select('id').where(sql`lower(name)`, '=', name.trim().toLowerCase()).executeTakeFirst())?.id;
}

export async function scheduleExists(db: Database, id: number, lock = false): Promise<boolean> {
  let query = db.selectFrom('week_schedules').select('id').where('id', '=', id);
  if (lock) query = query.forUpdate();
  return !!(await query.executeTakeFirst());
}

export interface ScheduleColumns {
  name: string; night_shift: boolean; ignore_holidays: boolean; week_start: number; detect_inconsistencies: boolean;
  calc_interval: string; subtract_break_time: boolean; extra_hour_details: ExtraHourDetail[]; remote_work_site_id: number | null;
}

/** The row as written: the extra-hour bands as JSON text. */
const columns = (c: ScheduleColumns) => ({ ...c, extra_hour_details: JSON.stringify(c.extra_hour_details) });

export async function insertScheduleRow(db: Database, row: ScheduleColumns, accountId: number | null): Promise<number> {
  return (await db.insertInto('week_schedules')
    .values({ ...columns(row), created_by_account_id: accountId, updated_by_account_id: accountId })
    .returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateScheduleRow(db: Database, id: number, row: ScheduleColumns, accountId: number | null): Promise<void> {
  await db.updateTable('week_schedules').set({ ...columns(row), updated_at: new Date(), updated_by_account_id: accountId }).where('id', '=', id).execute();
}

/** Replaces the schedule's timetables and exceptions with `checked` (ids of exceptions are new afterwards). */
export async function replaceTimetables(db: Database, scheduleId: number, checked: CheckedSchedule): Promise<void> {
  await db.deleteFrom('schedule_exceptions').where('schedule_id', '=', scheduleId).execute();
  await db.deleteFrom('schedule_timetables').where('schedule_id', '=', scheduleId).execute();
  const exceptionIds = checked.exceptions.length
    ? (await db.insertInto('schedule_exceptions')
      .values(checked.exceptions.map((e) => ({ schedule_id: scheduleId, name: e.name, start_date: e.startDate, end_date: e.endDate })))
      .returning('id').execute()).map((r) => r.id)
    : [];
  const entries = [
    ...checked.days.map((t, weekday) => ({ t, weekday, exception: null as number | null })),
    ...checked.exceptions.map((e, i) => ({ t: e.timetable, weekday: null as number | null, exception: exceptionIds[i] })),
  ];
  const ids = (await db.insertInto('schedule_timetables').values(entries.map(({ t, weekday, exception }) => {
    const { workLocationIds: _sites, ...stored } = t;
    return { schedule_id: scheduleId, weekday, exception_id: exception, timetable: JSON.stringify(stored) };
  })).returning('id').execute()).map((r) => r.id);
  const links = entries.flatMap(({ t }, i) => t.workLocationIds.map((site) => ({ timetable_id: ids[i], site_id: site })));
  if (links.length) await db.insertInto('schedule_timetable_sites').values(links).execute();
}

export async function deleteScheduleRow(db: Database, id: number): Promise<void> {
  await db.deleteFrom('week_schedules').where('id', '=', id).execute();
}

/** Employees with any assignment of the schedule, past, current or future (deleting it would erase their history). */
export async function scheduleHolderCount(db: Database, id: number): Promise<number> {
  const row = await db.selectFrom('employee_schedules').select(sql<number>`count(distinct employee_id)::int`.as('n'))
    .where('schedule_id', '=', id).executeTakeFirstOrThrow();
  return row.n;
}

/** Which of these site ids exist. */
export async function existingSiteIds(db: Database, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.selectFrom('sites').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}
