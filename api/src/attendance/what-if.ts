import { Type, type Static, type TInteger, type TOptional } from 'typebox';
import type { Workday } from '../../../domain/attendance/engine.types.ts';
import { INCONSISTENCY_TYPES } from '../../../domain/index.ts';
import { addDays } from '../../../domain/schedule.ts';
import type { Database } from '../platform/db/database.ts';
import { fieldError } from '../platform/errors.ts';
import { IsoDate } from '../platform/input-types.ts';
import { WorkdayDto, unsavedWorkday } from './attendance.schemas.ts';
import { previewWorkdaysOf } from './preview.service.ts';

/**
 * What-if (issue #14 item 6): what a change — a schedule edited, an extra-hour rule created or edited — would do to
 * the workdays of the employees it touches, computed by the same engine and written nowhere: in one transaction that
 * is always rolled back, the engine computes their days, the change runs through its real service (so its refusals
 * are the real ones), and the engine computes them again. The answer lists the employee-days that would differ.
 */

/** The most holders one preview computes (by name; the answer says how many hold it in all). */
export const PREVIEW_MAX_HOLDERS = 500;
/** The longest period one preview covers, and the one it covers when none is given (ending today). */
export const PREVIEW_MAX_DAYS = 31;
export const PREVIEW_DEFAULT_DAYS = 14;

/** The period fields of a what-if's body. */
export const WhatIfPeriod = {
  from: Type.Optional(IsoDate({ description: `first date, YYYY-MM-DD (default: ${PREVIEW_DEFAULT_DAYS} days before \`to\`)` })),
  to: Type.Optional(IsoDate({ description: `last date, YYYY-MM-DD (default: today in the company's time zone, or ${PREVIEW_DEFAULT_DAYS} days from \`from\`); at most ${PREVIEW_MAX_DAYS} days` })),
};

type InconsistencyType = (typeof INCONSISTENCY_TYPES)[number];
const countFields = Object.fromEntries(INCONSISTENCY_TYPES.map((t) => [t, Type.Optional(Type.Integer({ minimum: 1 }))])) as { [K in InconsistencyType]: TOptional<TInteger> };
const TypeCounts = Type.Object(countFields, { description: 'inconsistencies by type (types with none are left out)' });
const TypeList = Type.Array(Type.Unsafe<InconsistencyType>({ type: 'string', enum: [...INCONSISTENCY_TYPES] }));

export const WhatIfDto = Type.Object({
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  holders: Type.Integer({ description: 'employees in your scope the change touches on a date of the period' }),
  previewed: Type.Integer({ description: `those computed: the first ${PREVIEW_MAX_HOLDERS} by name` }),
  changes: Type.Array(Type.Object({
    employeeId: Type.Integer(),
    employeeName: Type.String(),
    date: Type.String({ format: 'date' }),
    before: WorkdayDto,
    after: WorkdayDto,
    raised: TypeList,
    resolved: TypeList,
  }), { description: 'the employee-days whose figures or inconsistencies would differ, by name then date (no pairs or expected intervals)' }),
  totals: Type.Object({
    raised: TypeCounts,
    resolved: TypeCounts,
    expectedMinutesDelta: Type.Integer(),
    extraMinutesDelta: Type.Integer(),
  }),
});
export type WhatIfDto = Static<typeof WhatIfDto>;
type PreviewDay = Static<typeof WorkdayDto>;
type Change = WhatIfDto['changes'][number];

/** The period of a preview: missing ends filled, at most PREVIEW_MAX_DAYS, `to` not before `from` (400 naming `to`). */
export function previewPeriod(input: { from?: string; to?: string }, today: string): { from: string; to: string } {
  const to = input.to ?? (input.from ? addDays(input.from, PREVIEW_DEFAULT_DAYS - 1) : today);
  const from = input.from ?? addDays(to, -(PREVIEW_DEFAULT_DAYS - 1));
  if (to < from) throw fieldError('to', 'must not be before from');
  if (addDays(from, PREVIEW_MAX_DAYS - 1) < to) throw fieldError('to', `must be at most ${PREVIEW_MAX_DAYS} days from from`);
  return { from, to };
}

/** The employees a what-if computes (the first PREVIEW_MAX_HOLDERS by name) and how many the change touches in all. */
export interface Touched { rows: { id: number; name: string }[]; total: number }

class RolledBack extends Error {
  constructor(readonly preview: WhatIfDto) { super('rolled back'); }
}

/** Runs `apply` between two computations of the employees `touched` selects, in a transaction always rolled back. */
export async function whatIf(
  db: Database, period: { from: string; to: string }, now: Date, touched: (trx: Database) => Promise<Touched>, apply: (trx: Database) => Promise<unknown>,
): Promise<WhatIfDto> {
  const { from, to } = period;
  try {
    await db.transaction().execute(async (trx) => {
      const { rows, total } = await touched(trx);
      const ids = rows.map((r) => r.id);
      const before = await previewWorkdaysOf(trx, ids, from, to, now);
      await apply(trx);
      const after = await previewWorkdaysOf(trx, ids, from, to, now);
      const changes = rows.flatMap((e) => changesOf(e.id, e.name, before.get(e.id) ?? [], after.get(e.id) ?? []));
      throw new RolledBack({ from, to, holders: total, previewed: rows.length, changes, totals: totalsOf(changes) });
    });
  } catch (err) {
    if (err instanceof RolledBack) return err.preview;
    throw err;
  }
  throw new Error('unreachable');
}

/** An inconsistency's identity on its day (TIME-AND-ATTENDANCE.md §3): its type and anchor. */
const identity = (i: { type: string; anchor: string | null }) => `${i.type}|${i.anchor}`;

/** What a payroll clerk compares: the figures and the inconsistencies (identity and minutes); explanations' wording is not a change. */
function signature(w: Workday): string {
  return JSON.stringify([
    w.kind, w.timetableType, w.scheduledMinutes, w.expectedMinutes, w.absenceMinutes, w.workedMinutes, w.breakMinutes,
    w.extraMinutes, w.nightMinutes, w.balanceMinutes, w.extra.filter((e) => e.minutes > 0).map((e) => [e.bandId, e.minutes]),
    w.inconsistencies.map((i) => [identity(i), i.minutes]).sort(),
  ]);
}

/** A day as the preview answers it: the stored shape without pairs and expected intervals. */
function previewDay(w: Workday): PreviewDay {
  const { expected: _e, pairs: _p, clocks: _c, ...rest } = unsavedWorkday(w);
  return rest;
}

function changesOf(employeeId: number, employeeName: string, before: readonly Workday[], after: readonly Workday[]): Change[] {
  const was = new Map(before.map((w) => [w.date, w]));
  const out: Change[] = [];
  for (const now of after) {
    const then = was.get(now.date);
    if (!then || signature(then) === signature(now)) continue;
    const old = new Set(then.inconsistencies.map(identity));
    const fresh = new Set(now.inconsistencies.map(identity));
    out.push({
      employeeId, employeeName, date: now.date, before: previewDay(then), after: previewDay(now),
      raised: now.inconsistencies.filter((i) => !old.has(identity(i))).map((i) => i.type),
      resolved: then.inconsistencies.filter((i) => !fresh.has(identity(i))).map((i) => i.type),
    });
  }
  return out;
}

function totalsOf(changes: readonly Change[]): WhatIfDto['totals'] {
  const raised: Partial<Record<InconsistencyType, number>> = {};
  const resolved: Partial<Record<InconsistencyType, number>> = {};
  let expectedMinutesDelta = 0;
  let extraMinutesDelta = 0;
  for (const c of changes) {
    for (const type of c.raised) raised[type] = (raised[type] ?? 0) + 1;
    for (const type of c.resolved) resolved[type] = (resolved[type] ?? 0) + 1;
    expectedMinutesDelta += c.after.expectedMinutes - c.before.expectedMinutes;
    extraMinutesDelta += c.after.extraMinutes - c.before.extraMinutes;
  }
  return { raised, resolved, expectedMinutesDelta, extraMinutesDelta };
}
