import { Type } from 'typebox';
import { INCONSISTENCY_STATUSES, INCONSISTENCY_TYPES } from '../../../domain/index.ts';
import { Id, Int32, IsoDate } from '../platform/input-types.ts';

/** The longest period one attendance request covers (a payroll month and its neighbours). */
export const MAX_ATTENDANCE_DAYS = 62;

export const AttendanceQuery = Type.Object({
  from: IsoDate({ description: 'first date, YYYY-MM-DD' }),
  to: IsoDate({ description: `last date, YYYY-MM-DD (at most ${MAX_ATTENDANCE_DAYS} days from the first)` }),
  employeeId: Type.Optional(Id),
  employeeIds: Type.Optional(Type.String({ pattern: '^\\d{1,10}(,\\d{1,10}){0,999}$', format: 'id-list', maxLength: 10999, description: 'comma-separated employee ids, at most 1000' })),
  departmentId: Type.Optional(Id),
  page: Type.Optional(Int32({ minimum: 0, default: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 2000, default: 50, description: 'employees per page' })),
  detail: Type.Optional(Type.Boolean({ default: true, description: 'false: the figures only — no expected intervals, pairs or explanations (a payroll timesheet)' })),
}, { additionalProperties: false });

const OneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const Instant = Type.String({ format: 'date-time' });

export const WorkdayInconsistencyDto = Type.Object({
  id: Type.Integer(),
  type: OneOf(INCONSISTENCY_TYPES),
  status: OneOf(INCONSISTENCY_STATUSES),
  anchor: Nullable(Type.String()),
  minutes: Nullable(Type.Integer()),
  final: Type.Boolean(),
  resolution: Nullable(Type.String()),
  justified: Nullable(Type.Boolean()),
  explanation: Nullable(Type.Object({
    rule: Type.String(), message: Type.String(), expectedAt: Type.Optional(Type.String()), toleranceMinutes: Type.Optional(Type.Integer()),
    clockAt: Type.Optional(Type.String()), clockIds: Type.Array(Type.Integer()), window: Type.Optional(Type.Object({ start: Instant, end: Instant })),
    minutes: Type.Optional(Type.Integer()),
  })),
});

export const WorkdayDto = Type.Object({
  date: Type.String({ format: 'date' }),
  kind: OneOf(['WORK', 'REST', 'HOLIDAY', 'NO_SCHEDULE', 'ABSENCE'] as const),
  scheduleId: Nullable(Type.Integer()),
  timetableType: Nullable(Type.String()),
  timeZone: Type.String(),
  scheduledMinutes: Type.Integer(),
  expectedMinutes: Type.Integer(),
  absenceMinutes: Type.Integer(),
  workedMinutes: Type.Integer(),
  breakMinutes: Type.Integer(),
  extraMinutes: Type.Integer(),
  nightMinutes: Type.Integer(),
  balanceMinutes: Type.Integer(),
  extra: Type.Array(Type.Object({ bandId: Type.Integer(), title: Type.String(), minutes: Type.Integer() })),
  /** left out with detail=false */
  expected: Type.Optional(Type.Array(Type.Object({ start: Instant, end: Instant }))),
  pairs: Type.Optional(Type.Array(Type.Object({ inId: Nullable(Type.Integer()), outId: Nullable(Type.Integer()), start: Nullable(Instant), end: Nullable(Instant) }))),
  openSince: Nullable(Instant),
  closed: Type.Boolean(),
  inconsistencies: Type.Array(WorkdayInconsistencyDto),
});

const Totals = Type.Object({
  scheduledMinutes: Type.Integer(), expectedMinutes: Type.Integer(), absenceMinutes: Type.Integer(), workedMinutes: Type.Integer(),
  extraMinutes: Type.Integer(), nightMinutes: Type.Integer(), balanceMinutes: Type.Integer(), inconsistencies: Type.Integer(),
});

export const AttendanceRowDto = Type.Object({
  employeeId: Type.Integer(),
  employeeName: Type.String(),
  departmentId: Nullable(Type.Integer()),
  departmentName: Nullable(Type.String()),
  days: Type.Array(WorkdayDto),
  totals: Totals,
});

export const AttendancePageDto = Type.Object({
  content: Type.Array(AttendanceRowDto),
  page: Type.Object({ number: Type.Integer(), size: Type.Integer(), totalElements: Type.Integer(), totalPages: Type.Integer() }),
});

/** A workday the engine computed and nobody stored (a what-if), in the shape of a stored one: its inconsistencies have id 0. */
export function unsavedWorkday(w: import('../../../domain/attendance/engine.types.ts').Workday) {
  return {
    ...w,
    inconsistencies: w.inconsistencies.map((i) => ({ id: 0, status: 'PENDING' as const, resolution: null, justified: null, ...i })),
  };
}

export const WorkdayChangeDto = Type.Object({ date: Type.String({ format: 'date' }), before: WorkdayDto, after: WorkdayDto });
