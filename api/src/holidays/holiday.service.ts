import type { Database } from '../platform/db/database.ts';
import { conflict, fieldError, notFound } from '../platform/errors.ts';
import { employeeExists, enabledEmployeeIds } from '../employees/employee.repository.ts';
import {
  dateOfHoliday, holidayOnDate, insertHoliday, insertYearlyTimes, lockYear, updateHolidayRow, upsertYearlyTime, yearRegistered,
} from './holiday.repository.ts';
import { HolidayErrors } from './holiday.errors.ts';

const dateTaken = () => conflict('There is already a holiday on this date', HolidayErrors.HOLIDAY_EXISTS, [{ field: 'holidayDate', message: 'already has a holiday' }]);

export async function createHoliday(db: Database, input: { holidayDate: string; name?: string }) {
  if (await holidayOnDate(db, input.holidayDate)) throw dateTaken();
  return insertHoliday(db, input.holidayDate, input.name?.trim() ?? '');
}

/** Edits a holiday; answers the dates it concerned, before and after (their workdays are recomputed). */
export async function updateHoliday(db: Database, id: number, input: { holidayDate?: string; name?: string }): Promise<string[]> {
  const { holidayDate, name } = input;
  const before = await dateOfHoliday(db, id);
  if (!before) throw notFound('Holiday');
  if (holidayDate && await holidayOnDate(db, holidayDate, id)) throw dateTaken();
  if (holidayDate !== undefined || name !== undefined) {
    await updateHolidayRow(db, id, { ...(holidayDate !== undefined ? { holiday_date: holidayDate } : {}), ...(name !== undefined ? { name: name.trim() } : {}) });
  }
  return holidayDate && holidayDate !== before ? [before, holidayDate] : [];
}

export interface YearlyDaysInput { holidayDays?: number | null; bonusDays?: number | null }

/** Year picker rule (core §5): from 10 years back to 5 years ahead. */
export function checkYear(year: number, now: Date, field = 'yearPeriod') {
  const current = now.getUTCFullYear();
  if (year < current - 10 || year > current + 5) throw fieldError(field, `must be between ${current - 10} and ${current + 5}`);
}

export function checkDays(b: YearlyDaysInput) {
  if (b.holidayDays == null && b.bonusDays == null) throw fieldError('holidayDays', 'holiday or bonus days: at least one is required');
}

const daysOf = (b: YearlyDaysInput) => ({ holiday_days: b.holidayDays ?? null, bonus_days: b.bonusDays ?? null });

/** Sets the holiday and bonus days of one employee for one year. */
export async function setYearlyTime(db: Database, employeeId: number, year: number, input: YearlyDaysInput, now: Date): Promise<void> {
  checkYear(year, now, 'year');
  checkDays(input);
  if (!(await employeeExists(db, employeeId))) throw notFound('Employee');
  await upsertYearlyTime(db, employeeId, year, daysOf(input));
}

/** Registers a holiday year for every enabled employee, once per year; answers how many employees got it. */
export async function registerYear(db: Database, year: number, input: YearlyDaysInput, now: Date, today: string): Promise<number> {
  checkYear(year, now);
  checkDays(input);
  await lockYear(db, year);
  if (await yearRegistered(db, year)) {
    throw conflict('Holiday year setting already registered', HolidayErrors.YEAR_ALREADY_REGISTERED, [{ field: 'yearPeriod', message: 'is already registered' }]);
  }
  const employees = await enabledEmployeeIds(db, today);
  await insertYearlyTimes(db, employees, year, daysOf(input));
  return employees.length;
}
