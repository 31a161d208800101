import { datesOf, periodDays, periodsOverlap, type AbsencePeriod, type DayPeriod } from '../../../domain/absences/absence-days.ts';
import { formatDisplayDate } from '../../../domain/dates.rules.ts';
import { HOLIDAYS_ABSENCE_TYPE_ID } from '../../../domain/index.ts';
import { addDays } from '../../../domain/schedule.ts';
import { closedPeriodsBetween } from '../attendance/payroll-period.repository.ts';
import { periodClosed } from '../attendance/payroll-period.service.ts';
import type { Database } from '../platform/db/database.ts';
import { ApiError, conflict, fieldError } from '../platform/errors.ts';
import { AbsenceErrors } from './absence.errors.ts';
import { balancesOf } from './absence-balance.service.ts';
import { loadCalendars } from './absence-calendar.repository.ts';
import { holdingPeriods, typeUsage } from './absence-request.repository.ts';
import type { AbsenceTypeRow } from './absence-type.repository.ts';

export interface PeriodInput {
  validFrom: string; validTo: string; coverage?: 'FULL' | 'PERIOD'; dayScope?: 'FULL_DAY' | 'PERIOD_IN_DAY';
  startTime?: string | null; endTime?: string | null; dayPeriod?: DayPeriod | null;
}

/** A period as stored: never across 31/12 (each year's balance reads its own days), with its days counted. */
export interface PreparedPeriod extends AbsencePeriod { numberOfDays: number; source: number }

export interface Prepared { periods: PreparedPeriod[]; total: number; first: string; last: string; byYear: Map<number, number> }

/** The longest one period may be. */
const MAX_PERIOD_DAYS = 366;

/** Checks the periods' shape and cuts them at year ends; problems name `periods[i].<field>`. */
export function normalizePeriods(input: readonly PeriodInput[]): (AbsencePeriod & { source: number })[] {
  const out: (AbsencePeriod & { source: number })[] = [];
  input.forEach((p, i) => {
    const at = (f: string) => `periods[${i}].${f}`;
    if (p.validTo < p.validFrom) throw fieldError(at('validTo'), 'must not be before validFrom');
    if (addDays(p.validFrom, MAX_PERIOD_DAYS - 1) < p.validTo) throw fieldError(at('validTo'), `a period is at most ${MAX_PERIOD_DAYS} days`);
    const coverage = p.coverage ?? 'FULL';
    const dayScope = p.dayScope ?? 'FULL_DAY';
    let startTime: string | null = null;
    let endTime: string | null = null;
    if (dayScope === 'PERIOD_IN_DAY') {
      if (!p.startTime) throw fieldError(at('startTime'), 'is required for a period within the day');
      if (!p.endTime) throw fieldError(at('endTime'), 'is required for a period within the day');
      if (p.endTime <= p.startTime) throw fieldError(at('endTime'), 'must be after startTime');
      ({ startTime, endTime } = { startTime: p.startTime, endTime: p.endTime });
    } else if (p.startTime || p.endTime) {
      throw fieldError(at(p.startTime ? 'startTime' : 'endTime'), 'is only for a period within the day (dayScope PERIOD_IN_DAY)');
    }
    const dayPeriod = coverage === 'PERIOD' && dayScope === 'FULL_DAY' ? p.dayPeriod ?? 'MORNING' : null;
    for (let from = p.validFrom; from <= p.validTo;) {
      const yearEnd = `${from.slice(0, 4)}-12-31`;
      const to = p.validTo < yearEnd ? p.validTo : yearEnd;
      out.push({ validFrom: from, validTo: to, coverage, dayScope, startTime, endTime, dayPeriod, source: i });
      from = addDays(to, 1);
    }
  });
  for (let a = 0; a < out.length; a++) {
    for (let b = a + 1; b < out.length; b++) {
      if (out[a].source !== out[b].source && periodsOverlap(out[a], out[b])) {
        const message = 'The periods of the request overlap each other';
        throw conflict(message, AbsenceErrors.ABSENCE_OVERLAP, [{ field: `periods[${out[b].source}]`, message }]);
      }
    }
  }
  return out;
}

export interface PrepareContext {
  type: AbsenceTypeRow;
  requesterId: number;
  /** the request being edited: its own periods do not clash and its days are not counted twice */
  exceptRequestId: number | null;
  /** the person asks for themselves: the type's notice and date limits apply (an administrator records late) */
  own: boolean;
  today: string;
}

const limit = (message: string, field = 'periods') => new ApiError(409, AbsenceErrors.ABSENCE_LIMIT, message, [{ field, message }]);

/**
 * Everything a request must satisfy before it is stored (TIME-AND-ATTENDANCE.md §5, core §3): days counted on the
 * requester's working days, at least one in each period; no clash with their other open or approved requests; the
 * type's limits, each named; the holiday balance of every year it touches; no closed payroll period.
 */
export async function prepareRequest(db: Database, input: readonly PeriodInput[], ctx: PrepareContext): Promise<Prepared> {
  const periods = normalizePeriods(input);
  const first = periods.map((p) => p.validFrom).sort()[0];
  const last = periods.map((p) => p.validTo).sort().at(-1)!;
  const kindOf = (await loadCalendars(db, [ctx.requesterId], first, last)).get(ctx.requesterId)!;
  const prepared = periods.map((p) => ({ ...p, numberOfDays: periodDays(p, kindOf, ctx.type.calendarDays) }));
  const empty = prepared.find((p) => p.numberOfDays === 0);
  if (empty) {
    const message = 'The period holds no working day of the employee';
    throw new ApiError(400, AbsenceErrors.ABSENCE_NO_WORKING_DAY, message, [{ field: `periods[${empty.source}]`, message }]);
  }
  const byYear = new Map<number, number>();
  for (const p of prepared) byYear.set(Number(p.validFrom.slice(0, 4)), (byYear.get(Number(p.validFrom.slice(0, 4))) ?? 0) + p.numberOfDays);
  const total = prepared.reduce((n, p) => n + p.numberOfDays, 0);

  const held = await holdingPeriods(db, ctx.requesterId, first, last, ctx.exceptRequestId);
  for (const p of prepared) {
    const clash = held.find((h) => periodsOverlap(p, { ...h, coverage: h.coverage as never, dayScope: h.dayScope as never, dayPeriod: h.dayPeriod as never }));
    if (clash) {
      // the field's message is the whole sentence, so the gateway (which keeps the fields' messages) says which request
      const message = `The period overlaps ${ctx.own ? 'your request' : 'the request'} from ${formatDisplayDate(clash.firstStartDate)} to ${formatDisplayDate(clash.lastEndDate)}`;
      throw conflict(message, AbsenceErrors.ABSENCE_OVERLAP, [{ field: `periods[${p.source}]`, message }]);
    }
  }
  await checkTypeLimits(db, prepared, byYear, ctx);
  if (ctx.type.id === HOLIDAYS_ABSENCE_TYPE_ID) await checkBalance(db, byYear, ctx);
  const closed = await closedPeriodsBetween(db, first, last);
  if (closed.length) throw periodClosed(closed[0]);
  return { periods: prepared, total, first, last, byYear };
}

async function checkTypeLimits(db: Database, periods: readonly PreparedPeriod[], byYear: Map<number, number>, ctx: PrepareContext) {
  const { type } = ctx;
  if (type.consecutiveDaysAllowed !== null) {
    // a period cut at 31/12 is still one stretch: its parts are added up by the period they came from
    const bySource = new Map<number, number>();
    for (const p of periods) bySource.set(p.source, (bySource.get(p.source) ?? 0) + p.numberOfDays);
    const [source, days] = [...bySource].reduce((m, e) => (e[1] > m[1] ? e : m));
    if (days > type.consecutiveDaysAllowed) {
      throw limit(`${type.name} allows at most ${type.consecutiveDaysAllowed} consecutive days; this request has ${days}`, `periods[${source}]`);
    }
  }
  for (const [year, days] of byYear) {
    const usage = type.yearlyDaysAllowed !== null || type.yearlyPeriodsAllowed !== null ? await typeUsage(db, ctx.requesterId, type.id, year, ctx.exceptRequestId) : null;
    if (usage && type.yearlyDaysAllowed !== null && type.id !== HOLIDAYS_ABSENCE_TYPE_ID && usage.days + days > type.yearlyDaysAllowed) {
      throw limit(`${type.name} allows ${type.yearlyDaysAllowed} days a year; with this request ${usage.days + days} would be used`);
    }
    if (usage && type.yearlyPeriodsAllowed !== null && usage.requests + 1 > type.yearlyPeriodsAllowed) {
      throw limit(`${type.name} allows ${type.yearlyPeriodsAllowed} requests a year; this would be number ${usage.requests + 1}`);
    }
  }
  if (!ctx.own) return;
  const firstPeriod = periods.reduce((m, p) => (p.validFrom < m.validFrom ? p : m));
  const first = firstPeriod.validFrom;
  if (type.deadlineLeave !== null && type.deadlineLeave > 0) {
    const earliest = addDays(ctx.today, type.deadlineLeave);
    if (first < earliest) {
      throw limit(`${type.name} must be requested ${type.deadlineLeave} day(s) in advance, by ${formatDisplayDate(addDays(first, -type.deadlineLeave))}`, `periods[${firstPeriod.source}].validFrom`);
    }
  }
  const cutoff = type.requestDateLimitCurrent;
  if (cutoff && ctx.today > cutoff && [...byYear.keys()].includes(Number(cutoff.slice(0, 4)))) {
    throw limit(`${type.name} for this year can be requested until ${formatDisplayDate(cutoff)}`);
  }
}

async function checkBalance(db: Database, byYear: Map<number, number>, ctx: PrepareContext) {
  for (const [year, days] of byYear) {
    const balance = (await balancesOf(db, [ctx.requesterId], year, ctx.today, ctx.exceptRequestId)).get(ctx.requesterId)!;
    if (days > balance.remaining) {
      const message = `Only ${balance.remaining} holiday day(s) remain for ${year}; this request needs ${days}`;
      throw new ApiError(409, AbsenceErrors.ABSENCE_BALANCE_EXCEEDED, message, [{ field: 'periods', message }]);
    }
  }
}

/** The dates a request covers (for the engine's recompute and the payroll lock). */
export const spanDates = (p: { first: string; last: string }) => datesOf(p.first, p.last);
