import { Type } from 'typebox';
import { addDays } from '../../../domain/schedule.ts';
import { fieldError } from '../platform/errors.ts';
import type { ExpectedDay } from './expected-day.ts';
import { TimetableDto } from './schedule.schemas.ts';
import { timetableDto } from './schedule.service.ts';

/** The REST shapes of schedule assignments and expected days, shared by the per-employee and the batch routes. */
export const AssignmentDto = Type.Object({
  id: Type.Integer(), employeeId: Type.Integer(), scheduleId: Type.Integer(), scheduleName: Type.String(),
  validFrom: Type.String({ format: 'date' }), validTo: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
});

/** One row of a holders list (a schedule's or a site's): the employee and their current or future assignment. */
export const HolderDto = Type.Object({
  assignmentId: Type.Integer(), employeeId: Type.Integer(), name: Type.String(), departmentId: Type.Union([Type.Integer(), Type.Null()]),
  scheduleId: Type.Integer(), scheduleName: Type.String(),
  validFrom: Type.String({ format: 'date' }), validTo: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
});

export const ExpectedDayDto = Type.Object({
  date: Type.String({ format: 'date' }), weekday: Type.Integer(),
  source: Type.Union([Type.Literal('EXCEPTION'), Type.Literal('ASSIGNMENT'), Type.Literal('NONE')]),
  scheduleId: Type.Union([Type.Integer(), Type.Null()]), assignmentId: Type.Union([Type.Integer(), Type.Null()]),
  exceptionId: Type.Union([Type.Integer(), Type.Null()]), timetable: Type.Union([TimetableDto, Type.Null()]),
  restDay: Type.Boolean(), publicHoliday: Type.Boolean(), expectedMinutes: Type.Integer(),
});

export const MAX_EXPECTED_DAYS = 62;

/** [from, to] as asked, refused with the field named when reversed or longer than MAX_EXPECTED_DAYS. */
export function checkedDayRange({ from, to }: { from: string; to: string }): { from: string; to: string } {
  if (to < from) throw fieldError('to', 'must be on or after from');
  if (addDays(from, MAX_EXPECTED_DAYS - 1) < to) throw fieldError('to', `must be at most ${MAX_EXPECTED_DAYS} days after from`);
  return { from, to };
}

export const expectedDayDtos = (days: readonly ExpectedDay[]) => days.map((d) => ({ ...d, timetable: d.timetable && timetableDto(d.timetable) }));
