import { Type, type Static } from 'typebox';
import { CALC_INTERVALS, TIMETABLE_TYPES } from '../../../domain/schedule.ts';
import { FIELD_LIMITS as L } from '../../../domain/index.ts';
import { Id, IsoDate } from '../platform/input-types.ts';

/**
 * The REST shapes of week schedules. A timetable is one object whose `type` decides which fields apply (the
 * service checks them per type and names the field, `days[2].dayStart`); fields of another type are dropped.
 */
const Time = Type.String({ maxLength: 15, description: 'HH:MM (seconds are cut); a range may cross midnight' });
const OptTime = Type.Optional(Type.Union([Time, Type.Null()]));
const Minutes = Type.Optional(Type.Integer({ minimum: L.dayMinutes.min, maximum: L.dayMinutes.max, description: 'minutes, 0–1440' }));
const Flag = Type.Optional(Type.Boolean());

export const TimetableFields = {
  type: Type.Union(TIMETABLE_TYPES.map((t) => Type.Literal(t)), { description: 'FIXED, FLEXIBLE, FREE or REST (a rest day)' }),
  dayStart: OptTime, dayEnd: OptTime,
  toleranceBeforeStart: Minutes, toleranceAfterStart: Minutes, toleranceBeforeEnd: Minutes, toleranceAfterEnd: Minutes,
  breakStart: OptTime, breakEnd: OptTime, breakDuration: Minutes, breakToleranceBefore: Minutes, breakToleranceAfter: Minutes,
  ignoreBreak: Flag,
  enterMin: OptTime, enterMax: OptTime, exitMin: OptTime, exitMax: OptTime,
  durationInMinutes: Minutes,
  nightShift: Flag,
  remoteWork: Flag,
  workLocationIds: Type.Optional(Type.Array(Id, { maxItems: L.workLocations, description: 'sites worked at that day' })),
  group: Type.Optional(Type.Union([Type.String({ maxLength: L.scheduleGroup }), Type.Null()])),
};
export const TimetableInput = Type.Object(TimetableFields, { additionalProperties: false });
export type TimetableInput = Static<typeof TimetableInput>;

const DayInput = Type.Object({ weekday: Type.Integer({ minimum: 0, maximum: 6, description: '0 Sunday … 6 Saturday' }), ...TimetableFields }, { additionalProperties: false });
export type DayInput = Static<typeof DayInput>;

const ExceptionInput = Type.Object({
  name: Type.Optional(Type.String({ maxLength: L.scheduleExceptionName })),
  startDate: IsoDate(),
  endDate: IsoDate(),
  timetable: TimetableInput,
}, { additionalProperties: false });
export type ExceptionInput = Static<typeof ExceptionInput>;

const ExtraHourDetail = Type.Object({
  start: OptTime, end: OptTime, enable: Flag, night: Flag,
}, { additionalProperties: false });

const ScheduleFields = {
  name: Type.String({ minLength: 1, maxLength: L.scheduleName, pattern: '\\S' }),
  nightShift: Flag,
  ignoreHolidays: Flag,
  weekStart: Type.Optional(Type.Integer({ minimum: 0, maximum: 6, description: 'first day of the week shown, 0 Sunday … 6 Saturday' })),
  detectInconsistencies: Flag,
  calcInterval: Type.Optional(Type.Union(CALC_INTERVALS.map((c) => Type.Literal(c)))),
  subtractBreakTime: Flag,
  extraHourDetails: Type.Optional(Type.Array(ExtraHourDetail, { maxItems: L.extraHourBands })),
  remoteWorkSiteId: Type.Optional(Type.Union([Id, Type.Null()])),
  days: Type.Array(DayInput, { maxItems: 7, description: 'one entry per weekday, all seven' }),
  exceptions: Type.Optional(Type.Array(ExceptionInput, { maxItems: L.scheduleExceptions })),
};
export const ScheduleInput = Type.Object(ScheduleFields, { additionalProperties: false });
export type ScheduleInput = Static<typeof ScheduleInput>;

// ---- answers
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);
export const TimetableDto = Type.Object({
  type: Type.String(),
  dayStart: Type.Optional(Type.String()), dayEnd: Type.Optional(Type.String()),
  toleranceBeforeStart: Type.Optional(Type.Integer()), toleranceAfterStart: Type.Optional(Type.Integer()),
  toleranceBeforeEnd: Type.Optional(Type.Integer()), toleranceAfterEnd: Type.Optional(Type.Integer()),
  breakStart: Type.Optional(Nullable(Type.String())), breakEnd: Type.Optional(Nullable(Type.String())),
  breakDuration: Type.Optional(Type.Integer()), breakToleranceBefore: Type.Optional(Type.Integer()),
  breakToleranceAfter: Type.Optional(Type.Integer()), ignoreBreak: Type.Optional(Type.Boolean()),
  enterMin: Type.Optional(Type.String()), enterMax: Type.Optional(Type.String()),
  exitMin: Type.Optional(Type.String()), exitMax: Type.Optional(Type.String()),
  durationInMinutes: Type.Optional(Type.Integer()), nightShift: Type.Optional(Type.Boolean()),
  remoteWork: Type.Boolean(), workLocationIds: Type.Array(Type.Integer()), group: Nullable(Type.String()),
  /** the minutes of net work expected on such a day */
  expectedMinutes: Type.Integer(),
});

export const ScheduleDto = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  nightShift: Type.Boolean(),
  ignoreHolidays: Type.Boolean(),
  weekStart: Type.Integer(),
  detectInconsistencies: Type.Boolean(),
  calcInterval: Type.String(),
  subtractBreakTime: Type.Boolean(),
  extraHourDetails: Type.Array(Type.Object({ start: Nullable(Type.String()), end: Nullable(Type.String()), enable: Type.Boolean(), night: Type.Boolean() })),
  remoteWorkSiteId: Type.Union([Type.Integer(), Type.Null()]),
  days: Type.Array(Type.Object({ weekday: Type.Integer(), ...TimetableDto.properties })),
  exceptions: Type.Array(Type.Object({
    id: Type.Integer(), name: Type.String(), startDate: Type.String(), endDate: Type.String(), timetable: TimetableDto,
  })),
  /** employees whose assignment of this schedule is current or future */
  employeeCount: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  createdById: Type.Union([Type.Integer(), Type.Null()]),
  createdName: Nullable(Type.String()),
  lastModifiedDate: Type.String({ format: 'date-time' }),
  lastModifiedById: Type.Union([Type.Integer(), Type.Null()]),
});
