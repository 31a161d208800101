import type { AbsenceApproval } from '../../../domain/absences/absence-workflow.ts';
import { HOLIDAYS_ABSENCE_TYPE_ID } from '../../../domain/index.ts';
import type { Database } from '../platform/db/database.ts';
import { conflict, fieldError, notFound } from '../platform/errors.ts';
import { AbsenceErrors } from './absence.errors.ts';
import {
  absenceTypeIdByCode, absenceTypeIdByName, deleteAbsenceTypeRow, findAbsenceType, insertAbsenceType, replaceSubtypes, subtypeIdsOf,
  updateAbsenceTypeRow,
} from './absence-type.repository.ts';

export interface AbsenceTypeInput {
  name?: string; code?: string; yearlyDaysAllowed?: number | null; yearlyPeriodsAllowed?: number | null;
  consecutiveDaysAllowed?: number | null; justificationNeeded?: boolean; impactExpetedTimeWork?: boolean;
  requestDateLimitCurrent?: string | null; requestDateLimitLast?: string | null; deadlineLeave?: number | null;
  daysToJustification?: number | null; approval?: AbsenceApproval; calendarDays?: boolean;
  subtypes?: { id?: number; name: string }[];
}

/** A code from the name when none is given: upper case letters and digits, words joined by _ (SICK_LEAVE). */
const codeOf = (name: string) => name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase().replace(/[^A-Z0-9]+/g, '_').replace(/^_|_$/g, '').slice(0, 30) || 'TYPE';

export async function getAbsenceType(db: Database, id: number) {
  const row = await findAbsenceType(db, id);
  if (!row) throw notFound('Absence type');
  return row;
}

async function assertFree(db: Database, name: string | undefined, code: string | undefined, exceptId?: number) {
  if (name !== undefined) {
    const other = await absenceTypeIdByName(db, name);
    if (other !== undefined && other !== exceptId) throw conflict('An absence type with this name exists', AbsenceErrors.ABSENCE_TYPE_NAME_TAKEN, [{ field: 'name', message: 'is taken' }]);
  }
  if (code !== undefined) {
    const other = await absenceTypeIdByCode(db, code);
    if (other !== undefined && other !== exceptId) throw fieldError('code', 'is taken by another type');
  }
}

function checkSubtypes(subtypes: AbsenceTypeInput['subtypes'], existing: readonly number[]) {
  const names = new Set<string>();
  subtypes?.forEach((s, i) => {
    const key = s.name.trim().toLowerCase();
    if (names.has(key)) throw fieldError(`subtypes[${i}].name`, 'is repeated');
    names.add(key);
    if (s.id !== undefined && !existing.includes(s.id)) throw fieldError(`subtypes[${i}].id`, 'is not a subtype of this type');
  });
}

function columnsOf(input: AbsenceTypeInput) {
  const map: Record<string, [string, unknown]> = {
    name: ['name', input.name?.trim()], code: ['code', input.code], yearlyDaysAllowed: ['yearly_days_allowed', input.yearlyDaysAllowed],
    yearlyPeriodsAllowed: ['yearly_periods_allowed', input.yearlyPeriodsAllowed], consecutiveDaysAllowed: ['consecutive_days_allowed', input.consecutiveDaysAllowed],
    justificationNeeded: ['justification_needed', input.justificationNeeded], impactExpetedTimeWork: ['impact_expected_time_work', input.impactExpetedTimeWork],
    requestDateLimitCurrent: ['request_date_limit_current', input.requestDateLimitCurrent], requestDateLimitLast: ['request_date_limit_last', input.requestDateLimitLast],
    deadlineLeave: ['deadline_leave', input.deadlineLeave], daysToJustification: ['days_to_justification', input.daysToJustification],
    approval: ['approval', input.approval], calendarDays: ['calendar_days', input.calendarDays],
  };
  return Object.fromEntries(Object.entries(map).filter(([k]) => (input as Record<string, unknown>)[k] !== undefined).map(([, [col, v]]) => [col, v]));
}

export async function createAbsenceType(db: Database, input: AbsenceTypeInput & { name: string }) {
  const code = input.code ?? codeOf(input.name);
  await assertFree(db, input.name, code);
  checkSubtypes(input.subtypes, []);
  const id = await insertAbsenceType(db, { ...columnsOf(input), name: input.name.trim(), code } as never);
  if (input.subtypes?.length) await replaceSubtypes(db, id, input.subtypes.map((s) => ({ name: s.name.trim() })));
  return getAbsenceType(db, id);
}

/** A full or partial edit; `subtypes`, when sent, is the whole list (a removed one still used refuses all: 409). */
export async function updateAbsenceType(db: Database, id: number, input: AbsenceTypeInput) {
  await getAbsenceType(db, id);
  await assertFree(db, input.name, input.code, id);
  checkSubtypes(input.subtypes, await subtypeIdsOf(db, id));
  await updateAbsenceTypeRow(db, id, columnsOf(input) as never);
  if (input.subtypes) {
    const { inUse } = await replaceSubtypes(db, id, input.subtypes.map((s) => ({ ...s, name: s.name.trim() })));
    if (inUse.length) throw conflict('Already has absences associated with this subtype.', AbsenceErrors.ABSENCE_SUBTYPE_IN_USE, [{ field: 'subtypes', message: `subtype ${inUse.join(', ')} is used by requests` }]);
  }
}

/** Deletes a type no request uses; Holidays (id 1) never. */
export async function deleteAbsenceType(db: Database, id: number) {
  const row = await getAbsenceType(db, id);
  if (id === HOLIDAYS_ABSENCE_TYPE_ID) throw conflict('The Holidays type cannot be deleted', AbsenceErrors.ABSENCE_TYPE_PROTECTED);
  if (row.requestCount > 0) throw conflict(`The type has ${row.requestCount} absence request(s); it cannot be deleted`, AbsenceErrors.ABSENCE_TYPE_IN_USE);
  await deleteAbsenceTypeRow(db, id);
}
