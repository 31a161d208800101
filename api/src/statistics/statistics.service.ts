import { absenceKpis } from '../absences/absence-balance.service.ts';
import { freshenWorkdays } from '../attendance/attendance.service.ts';
import { employedOn } from '../inconsistencies/inconsistency.repository.ts';
import type { AccessScope } from '../platform/auth/access-scope.ts';
import type { Database } from '../platform/db/database.ts';
import { companyToday } from '../schedules/assignment.repository.ts';
import {
  attendanceTrend, employeeCounts, presenceCounts, presencePage, todayFigures, topInconsistencyTypes, type PresenceRow,
} from './statistics.repository.ts';

const DAY_MS = 86_400_000;
/** `date` moved by `days` (calendar dates, no time zone involved). */
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** Monday and Sunday of the week of `date`. */
export function weekOf(date: string): [string, string] {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const monday = addDays(date, -((weekday + 6) % 7));
  return [monday, addDays(monday, 6)];
}

export interface PresenceOptions { departmentId?: number; campaignId?: number; employeeId?: number }

const presenceDto = (r: PresenceRow) => ({
  employeeId: r.employee_id, name: r.name, departmentId: r.department_id, presence: r.presence,
  lastClockType: r.last_clock_type, lastClockAt: r.last_clock_at === null ? null : new Date(r.last_clock_at).toISOString(),
  lateToday: r.late_today,
});

/** A page of the presence board, present first; the company's today decides who is employed and who is late. */
export async function presenceBoard(db: Database, scope: AccessScope, now: Date, options: PresenceOptions, size: number, offset: number) {
  const rows = await presencePage(db, scope, { ...options, today: await companyToday(db, now), now }, size, offset);
  return { content: rows.map(presenceDto), total: rows[0]?.total ?? 0 };
}

export async function presenceTotals(db: Database, scope: AccessScope, now: Date, options: PresenceOptions) {
  return presenceCounts(db, scope, { ...options, today: await companyToday(db, now), now });
}

/**
 * Brings today's workdays of the scope up to date (as `count-absent` does): ABSENT is raised during the day, once a
 * start and its tolerance passed without a clock. Only what is queued, never computed or older than a minute is redone.
 */
async function freshenToday(db: Database, scope: AccessScope, today: string, now: Date) {
  await freshenWorkdays(db, await employedOn(db, scope, today), today, today, now);
}

export async function todayOf(db: Database, scope: AccessScope, now: Date) {
  const today = await companyToday(db, now);
  await freshenToday(db, scope, today, now);
  const [monday, sunday] = weekOf(today);
  return todayFigures(db, scope, today, monday, sunday);
}

/** The last `days` days, today included, oldest first: today brought up to date, and what changes queued before it. */
export async function trendOf(db: Database, scope: AccessScope, now: Date, days: number) {
  const today = await companyToday(db, now);
  const from = addDays(today, 1 - days);
  const people = await employedOn(db, scope, today);
  await freshenWorkdays(db, people, today, today, now);
  await freshenWorkdays(db, people, from, addDays(today, -1), now, { queuedOnly: true });
  return attendanceTrend(db, scope, from, today);
}

export async function topTypesOf(db: Database, scope: AccessScope, now: Date, days: number, size: number) {
  const today = await companyToday(db, now);
  return topInconsistencyTypes(db, scope, addDays(today, 1 - days), today, size);
}

/** Every KPI of core §3 for one employee: their open work, today's clocks and the holiday figures. */
export async function employeeKpi(db: Database, employeeId: number, now: Date) {
  const today = await companyToday(db, now);
  const [counts, holidays] = await Promise.all([employeeCounts(db, employeeId, today), absenceKpis(db, employeeId, today)]);
  return { ...counts, ...holidays };
}
