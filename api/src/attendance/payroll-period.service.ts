import { periodOf, periodsOfYear } from '../../../domain/attendance/periods.ts';
import type { Database } from '../platform/db/database.ts';
import { ApiError, fieldError } from '../platform/errors.ts';
import { AttendanceErrors } from './attendance.errors.ts';
import { freshenWorkdays } from './attendance.service.ts';
import { allEmployeeIds, anyClosedPeriod, closedPeriodHolding, periodEndDay, periodsBetween, setPeriodEndDay, setPeriodStatus } from './payroll-period.repository.ts';

/** 409 PERIOD_CLOSED when one of `dates` lies in a closed payroll period (clocks and their corrections call it). */
export async function assertPeriodsOpen(db: Database, dates: readonly string[]): Promise<void> {
  const closed = await closedPeriodHolding(db, [...new Set(dates)]);
  if (closed) throw periodClosed(closed);
}

export const periodClosed = (p: { start: string; end: string }) =>
  new ApiError(409, AttendanceErrors.PERIOD_CLOSED, `The payroll period from ${p.start} to ${p.end} is closed; an administrator must reopen it first`);

/** The twelve periods ending in `year` with their status and trail. */
export async function payrollPeriods(db: Database, year: number) {
  const endDay = await periodEndDay(db);
  const all = periodsOfYear(year, endDay);
  const { periods, events } = await periodsBetween(db, all[0].start, all[11].end);
  return {
    endDay,
    periods: all.map((p) => {
      const stored = periods.find((s) => s.start === p.start && s.end === p.end);
      return {
        start: p.start, end: p.end, status: stored?.status ?? 'OPEN',
        events: stored ? events.filter((e) => e.periodId === stored.id).map(({ periodId: _, at, ...e }) => ({ ...e, at: new Date(at).toISOString() })) : [],
      };
    }),
  };
}

/** Closes the period holding `date`; only a period that has ended (before `today`). Answers whether it changed. */
export async function closePeriod(db: Database, date: string, today: string, accountId: number | null): Promise<boolean> {
  const period = periodOf(date, await periodEndDay(db));
  if (period.end >= today) throw fieldError('date', `the period from ${period.start} to ${period.end} has not ended yet`);
  return setPeriodStatus(db, period, 'CLOSED', { accountId, reason: null });
}

/** Reopens the period holding `date`, with a reason (kept in the trail). */
export async function reopenPeriod(db: Database, date: string, reason: string, accountId: number | null): Promise<boolean> {
  if (!reason.trim()) throw fieldError('reason', 'is required: say why the period is reopened');
  const period = periodOf(date, await periodEndDay(db));
  return setPeriodStatus(db, period, 'OPEN', { accountId, reason: reason.trim() });
}

/** Changes the day periods end on; refused while a period is closed (its dates would no longer be a period). */
export async function changePeriodEndDay(db: Database, endDay: number): Promise<void> {
  if (await anyClosedPeriod(db)) {
    throw new ApiError(409, AttendanceErrors.PERIOD_CLOSED, 'Reopen the closed payroll periods before changing the day periods end on');
  }
  await setPeriodEndDay(db, endDay);
}

/**
 * Before a period is closed, every workday in it is brought up to date (never computed, queued, or computed while it
 * was still open), so what the period keeps is final; in batches of a thousand employees.
 */
export async function settlePeriod(db: Database, date: string, now: Date): Promise<void> {
  const period = periodOf(date, await periodEndDay(db));
  const ids = await allEmployeeIds(db);
  for (let i = 0; i < ids.length; i += 1000) await freshenWorkdays(db, ids.slice(i, i + 1000), period.start, period.end, now);
}
