import { sql } from 'kysely';
import { Type, type Static, type TInteger, type TOptional } from 'typebox';
import type { Workday } from '../../../domain/attendance/engine.types.ts';
import { INCONSISTENCY_TYPES } from '../../../domain/index.ts';
import { addDays } from '../../../domain/schedule.ts';
import { WorkdayDto, unsavedWorkday } from '../attendance/attendance.schemas.ts';
import { previewWorkdaysOf } from '../attendance/preview.service.ts';
import { employeeInScope, type AccessScope, type Actor } from '../platform/auth/access-scope.ts';
import type { Database } from '../platform/db/database.ts';
import { fieldError } from '../platform/errors.ts';
import { IsoDate } from '../platform/input-types.ts';
import { ScheduleInput } from './schedule.schemas.ts';
import { updateSchedule } from './schedule.service.ts';

/** The most holders one preview computes (by name; the answer says how many hold it in all). */
export const PREVIEW_MAX_HOLDERS = 500;
/** The longest period one preview covers, and the one it covers when none is given (ending today). */
export const PREVIEW_MAX_DAYS = 31;
export const PREVIEW_DEFAULT_DAYS = 14;

export const SchedulePreviewInput = Type.Object({
  ...ScheduleInput.properties,
  from: Type.Optional(IsoDate({ description: `first date, YYYY-MM-DD (default: ${PREVIEW_DEFAULT_DAYS} days before \`to\`)` })),
  to: Type.Optional(IsoDate({ description: `last date, YYYY-MM-DD (default: today in the company's time zone, or ${PREVIEW_DEFAULT_DAYS} days from \`from\`); at most ${PREVIEW_MAX_DAYS} days` })),
}, { additionalProperties: false });
export type SchedulePreviewInput = Static<typeof SchedulePreviewInput>;

type InconsistencyType = (typeof INCONSISTENCY_TYPES)[number];
const countFields = Object.fromEntries(INCONSISTENCY_TYPES.map((t) => [t, Type.Optional(Type.Integer({ minimum: 1 }))])) as { [K in InconsistencyType]: TOptional<TInteger> };
const TypeCounts = Type.Object(countFields, { description: 'inconsistencies by type (types with none are left out)' });
const TypeList = Type.Array(Type.Unsafe<InconsistencyType>({ type: 'string', enum: [...INCONSISTENCY_TYPES] }));

export const SchedulePreviewDto = Type.Object({
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  holders: Type.Integer({ description: 'employees in your scope holding the schedule on a date of the period' }),
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
export type SchedulePreviewDto = Static<typeof SchedulePreviewDto>;
type PreviewDay = Static<typeof WorkdayDto>;
type Change = SchedulePreviewDto['changes'][number];

/** The period of a preview: missing ends filled, at most PREVIEW_MAX_DAYS, `to` not before `from` (400 naming `to`). */
export function previewPeriod(input: { from?: string; to?: string }, today: string): { from: string; to: string } {
  const to = input.to ?? (input.from ? addDays(input.from, PREVIEW_DEFAULT_DAYS - 1) : today);
  const from = input.from ?? addDays(to, -(PREVIEW_DEFAULT_DAYS - 1));
  if (to < from) throw fieldError('to', 'must not be before from');
  if (addDays(from, PREVIEW_MAX_DAYS - 1) < to) throw fieldError('to', `must be at most ${PREVIEW_MAX_DAYS} days from from`);
  return { from, to };
}

/** Employees in the scope assigned the schedule on a date of [from, to], by name: the first `limit`, and how many in all. */
async function holdersOf(db: Database, scope: AccessScope, scheduleId: number, from: string, to: string, limit: number) {
  const held = db.selectFrom('employee_schedules as a').innerJoin('employees as e', 'e.id', 'a.employee_id')
    .where('a.schedule_id', '=', scheduleId).where('a.valid_from', '<=', to)
    .where((eb) => eb.or([eb('a.valid_to', 'is', null), eb('a.valid_to', '>=', from)]))
    .where(employeeInScope(scope, 'e.id'));
  const [rows, total] = await Promise.all([
    held.select(['e.id', 'e.name']).distinct().orderBy('e.name').orderBy('e.id').limit(limit).execute(),
    held.select(sql<number>`count(distinct e.id)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}

class RolledBack extends Error {
  constructor(readonly preview: SchedulePreviewDto) { super('rolled back'); }
}

/**
 * What replacing schedule `id` with `input` would do to the workdays of its holders over [from, to], written nowhere
 * (`POST /schedules/{id}/preview`): in one transaction that is always rolled back, the engine computes their days,
 * the real `updateSchedule` runs (so its 404, 400 naming the field and 409 are the real ones), and the engine computes
 * them again. Holders are those in the caller's scope, at most PREVIEW_MAX_HOLDERS.
 */
export async function previewScheduleChange(
  db: Database, scope: AccessScope, actor: Actor, today: string, id: number, input: ScheduleInput, period: { from: string; to: string }, now: Date,
): Promise<SchedulePreviewDto> {
  const { from, to } = period;
  try {
    await db.transaction().execute(async (trx) => {
      const { rows, total } = await holdersOf(trx, scope, id, from, to, PREVIEW_MAX_HOLDERS);
      const ids = rows.map((r) => r.id);
      const before = await previewWorkdaysOf(trx, ids, from, to, now);
      await updateSchedule(trx, actor, today, id, input);
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
    w.extraMinutes, w.nightMinutes, w.balanceMinutes, w.extra.map((e) => [e.bandId, e.minutes]),
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

function totalsOf(changes: readonly Change[]): SchedulePreviewDto['totals'] {
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
