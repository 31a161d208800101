import { sql } from 'kysely';
import { Type, type Static } from 'typebox';
import { PREVIEW_MAX_HOLDERS, WhatIfDto, WhatIfPeriod, whatIf } from '../attendance/what-if.ts';
import { employeeInScope, type AccessScope, type Actor } from '../platform/auth/access-scope.ts';
import type { Database } from '../platform/db/database.ts';
import { ScheduleInput } from './schedule.schemas.ts';
import { updateSchedule } from './schedule.service.ts';

export { PREVIEW_DEFAULT_DAYS, PREVIEW_MAX_DAYS, PREVIEW_MAX_HOLDERS, previewPeriod } from '../attendance/what-if.ts';

export const SchedulePreviewInput = Type.Object({ ...ScheduleInput.properties, ...WhatIfPeriod }, { additionalProperties: false });
export type SchedulePreviewInput = Static<typeof SchedulePreviewInput>;
export const SchedulePreviewDto = WhatIfDto;
export type SchedulePreviewDto = Static<typeof WhatIfDto>;

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

/**
 * What replacing schedule `id` with `input` would do to the workdays of its holders over [from, to], written nowhere
 * (`POST /schedules/{id}/preview`, attendance/what-if.ts): the real `updateSchedule` runs between the engine's two
 * computations (so its 404, 400 naming the field and 409 are the real ones). Holders are those in the caller's scope,
 * at most PREVIEW_MAX_HOLDERS.
 */
export async function previewScheduleChange(
  db: Database, scope: AccessScope, actor: Actor, today: string, id: number, input: ScheduleInput, period: { from: string; to: string }, now: Date,
): Promise<SchedulePreviewDto> {
  return whatIf(db, period, now,
    (trx) => holdersOf(trx, scope, id, period.from, period.to, PREVIEW_MAX_HOLDERS),
    (trx) => updateSchedule(trx, actor, today, id, input));
}
