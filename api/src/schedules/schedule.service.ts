import { expectedMinutes, type Timetable } from '../../../domain/schedule.ts';
import type { Actor } from '../platform/auth/access-scope.ts';
import type { Database } from '../platform/db/database.ts';
import { groupBy } from '../platform/group-by.ts';
import { ApiError, conflict, notFound, type SubError } from '../platform/errors.ts';
import { PlatformErrors } from '../platform/platform.errors.ts';
import {
  deleteScheduleRow, existingSiteIds, insertScheduleRow, replaceTimetables, scheduleExists, scheduleHolderCount,
  scheduleIdByName, scheduleRows, timetablesOf, updateScheduleRow, type ScheduleColumns,
} from './schedule.repository.ts';
import { checkSchedule, type CheckedSchedule } from '../../../domain/schedule.rules.ts';
import type { ScheduleInput } from './schedule.schemas.ts';
import { ScheduleErrors } from './schedule.errors.ts';

/** A timetable as answered: its fields and the minutes of work such a day expects. */
export const timetableDto = (t: Timetable) => ({ ...t, expectedMinutes: expectedMinutes(t) });

/** The schedules (or those of `ids`) as DTOs, in 4 queries whatever their number. */
export async function listSchedules(db: Database, today: string, ids?: number[]) {
  const rows = await scheduleRows(db, today, ids);
  const { timetables, exceptions } = await timetablesOf(db, rows.map((r) => r.id));
  const timetablesBySchedule = groupBy(timetables, (t) => t.scheduleId);
  const exceptionsBySchedule = groupBy(exceptions, (e) => e.scheduleId);
  return rows.map((r) => {
    const own = timetablesBySchedule.get(r.id) ?? [];
    return {
      ...r,
      createdAt: new Date(r.createdAt).toISOString(),
      lastModifiedDate: new Date(r.lastModifiedDate).toISOString(),
      days: own.filter((t) => t.weekday !== null).sort((a, b) => a.weekday! - b.weekday!)
        .map((t) => ({ weekday: t.weekday!, ...timetableDto(t.timetable) })),
      exceptions: (exceptionsBySchedule.get(r.id) ?? []).map(({ scheduleId: _s, ...e }) => ({
        ...e, timetable: timetableDto(own.find((t) => t.exceptionId === e.id)!.timetable),
      })),
    };
  });
}
export type ScheduleDto = Awaited<ReturnType<typeof listSchedules>>[number];

export async function getSchedule(db: Database, today: string, id: number): Promise<ScheduleDto> {
  const [schedule] = await listSchedules(db, today, [id]);
  if (!schedule) throw notFound('Week schedule');
  return schedule;
}

async function assertNameFree(db: Database, name: string, exceptId?: number) {
  const other = await scheduleIdByName(db, name);
  if (other !== undefined && other !== exceptId) {
    throw conflict('A week schedule with this name exists', ScheduleErrors.SCHEDULE_NAME_TAKEN, [{ field: 'name', message: 'is taken' }]);
  }
}

/** Extended §5's checks, then that every site named exists; one 400 naming every field at fault. */
async function checked(db: Database, input: ScheduleInput): Promise<CheckedSchedule> {
  const { value, errors: broken } = checkSchedule(input);
  const errors: SubError[] = broken.map(({ field, message }) => ({ field, message }));
  const named: { field: string; id: number }[] = [];
  input.days.forEach((d, i) => d.workLocationIds?.forEach((id, k) => named.push({ field: `days[${i}].workLocationIds[${k}]`, id })));
  input.exceptions?.forEach((e, i) => e.timetable.workLocationIds?.forEach((id, k) => named.push({ field: `exceptions[${i}].timetable.workLocationIds[${k}]`, id })));
  if (input.remoteWorkSiteId) named.push({ field: 'remoteWorkSiteId', id: input.remoteWorkSiteId });
  const known = await existingSiteIds(db, [...new Set(named.map((n) => n.id))]);
  for (const n of named) if (!known.has(n.id)) errors.push({ field: n.field, message: `no site with id ${n.id}` });
  if (errors.length) throw invalid(errors);
  return value;
}

const invalid = (errors: SubError[]) => new ApiError(400, PlatformErrors.VALIDATION_FAILED, `Invalid value for ${errors[0].field}: ${errors[0].message}`, errors);

function scheduleColumns(input: ScheduleInput, value: CheckedSchedule): ScheduleColumns {
  return {
    name: input.name.trim(),
    night_shift: input.nightShift ?? false,
    ignore_holidays: input.ignoreHolidays ?? false,
    week_start: input.weekStart ?? 1,
    detect_inconsistencies: input.detectInconsistencies ?? true,
    calc_interval: input.calcInterval ?? 'ALL_PAIRS',
    subtract_break_time: input.subtractBreakTime ?? false,
    extra_hour_details: value.extraHourDetails,
    remote_work_site_id: input.remoteWorkSiteId ?? null,
  };
}

export async function createSchedule(db: Database, actor: Actor, today: string, input: ScheduleInput): Promise<ScheduleDto> {
  const value = await checked(db, input);
  await assertNameFree(db, input.name);
  const id = await insertScheduleRow(db, scheduleColumns(input, value), actor.accountId);
  await replaceTimetables(db, id, value);
  return getSchedule(db, today, id);
}

/** A whole replacement (PUT): fields left out take their defaults, as on create. */
export async function updateSchedule(db: Database, actor: Actor, today: string, id: number, input: ScheduleInput): Promise<ScheduleDto> {
  if (!(await scheduleExists(db, id, true))) throw notFound('Week schedule');
  const value = await checked(db, input);
  await assertNameFree(db, input.name, id);
  await updateScheduleRow(db, id, scheduleColumns(input, value), actor.accountId);
  await replaceTimetables(db, id, value);
  return getSchedule(db, today, id);
}

/** Deletes a schedule nobody was ever assigned (409 naming how many were: their history would go with it). */
export async function deleteSchedule(db: Database, id: number): Promise<void> {
  if (!(await scheduleExists(db, id, true))) throw notFound('Week schedule');
  const count = await scheduleHolderCount(db, id);
  if (count > 0) {
    throw conflict(`The schedule is assigned to ${count} employee(s); remove their assignments first`, ScheduleErrors.SCHEDULE_IN_USE);
  }
  await deleteScheduleRow(db, id);
}
