import { sql } from 'kysely';
import type { Principal } from '../platform/auth/principal.ts';
import type { AppContext } from '../platform/context.ts';
import type { Database } from '../platform/db/database.ts';
import type { EmployeeUpdate } from '../platform/db/schema.ts';
import { conflict, fieldError, notFound } from '../platform/errors.ts';
import { assertAdminsRemain } from '../accounts/account.service.ts';
import type { EmployeeInput } from './employee.input.ts';

const DATE_FIELDS = [
  ['birthDate', 'birth_date'], ['identityValidityDate', 'identity_validity_date'], ['driversValidityDate', 'drivers_validity_date'],
  ['startDate', 'start_date'], ['endDate', 'end_date'], ['startDateOnCompany', 'start_date_on_company'],
  ['residentialCardValidityDate', 'residential_card_validity_date'], ['passportValidityDate', 'passport_validity_date'],
] as const;
const TEXT_FIELDS = [
  ['email', 'email'], ['gender', 'gender'], ['maritalStatus', 'marital_status'], ['driversLicense', 'drivers_license'],
  ['identityNumber', 'identity_number'], ['taxId', 'tax_id'], ['socialSecurityNumber', 'social_security_number'],
  ['jobTitle', 'job_title'], ['phone', 'phone'], ['alternativePhone', 'alternative_phone'], ['personalEmail', 'personal_email'],
  ['employeeNumber', 'employee_number'], ['qualificationLevel', 'qualification_level'],
] as const;

/** Maps the API fields to columns; only the fields present in the input. */
function toColumns(input: EmployeeInput): EmployeeUpdate {
  const out: Record<string, unknown> = {};
  if (input.name !== undefined) out.name = input.name.trim();
  for (const [field, column] of [...DATE_FIELDS, ...TEXT_FIELDS]) if (input[field] !== undefined) out[column] = input[field];
  if (input.department !== undefined) out.department_id = input.department?.id ?? null;
  if (input.contractType !== undefined) out.contract_type_id = input.contractType?.id ?? null;
  if (input.dependents !== undefined) out.dependents = input.dependents;
  if (input.seniorityMonths !== undefined) out.seniority_months = input.seniorityMonths;
  if (input.language !== undefined) out.language = input.language;
  if (input.readOnly !== undefined) out.read_only = input.readOnly;
  if (input.loginEnabled !== undefined) out.login_enabled = input.loginEnabled;
  if (input.educationAreas !== undefined) out.education_areas = input.educationAreas;
  if (input.foreignLanguage !== undefined) {
    const list = Array.isArray(input.foreignLanguage) ? input.foreignLanguage : (input.foreignLanguage ?? '').split(',');
    const joined = list.map((s) => s.trim()).filter(Boolean).join(',');
    out.foreign_language = joined || null;
  }
  if (input.emergencyContact !== undefined) {
    out.emergency_contact_name = input.emergencyContact?.name ?? null;
    out.emergency_contact_phone = input.emergencyContact?.phone ?? null;
    out.emergency_contact_relation = input.emergencyContact?.relation ?? null;
  }
  return out as EmployeeUpdate;
}

async function checkReferences(db: Database, input: EmployeeInput, current?: { start_date: string | null; end_date: string | null; birth_date: string | null }, today?: string) {
  if (input.department?.id) {
    const found = await db.selectFrom('departments').select('id').where('id', '=', input.department.id).executeTakeFirst();
    if (!found) throw fieldError('department.id', 'is not a known department');
  }
  if (input.contractType?.id) {
    const found = await db.selectFrom('contract_types').select('id').where('id', '=', input.contractType.id).executeTakeFirst();
    if (!found) throw fieldError('contractType.id', 'is not a known contract type');
  }
  const start = input.startDate !== undefined ? input.startDate : current?.start_date ?? null;
  const end = input.endDate !== undefined ? input.endDate : current?.end_date ?? null;
  if (start && end && end < start) throw fieldError('endDate', 'must be on or after the start date');
  const birth = input.birthDate !== undefined ? input.birthDate : current?.birth_date ?? null;
  if (birth && today && birth >= today) throw fieldError('birthDate', 'must be in the past');
  if (input.employeeNumber) {
    const other = await db.selectFrom('employees').select('id').where('employee_number', '=', input.employeeNumber).executeTakeFirst();
    if (other && (!current || (current as { id?: number }).id !== other.id)) {
      throw conflict('Another employee has this number', 'EMPLOYEE_NUMBER_TAKEN', [{ field: 'employeeNumber', message: 'is taken' }]);
    }
  }
}

async function saveAddress(db: Database, addressId: number | null, address: EmployeeInput['address']): Promise<number | null | undefined> {
  if (address === undefined) return undefined;
  if (address === null) return null;
  const row = {
    street_line1: address.streetLine1 ?? null, street_line2: address.streetLine2 ?? null, city: address.city ?? null,
    state: address.state ?? null, zip_code: address.zipCode ?? null, country: address.country ?? null,
  };
  if (addressId) {
    await db.updateTable('addresses').set(row).where('id', '=', addressId).execute();
    return addressId;
  }
  return (await db.insertInto('addresses').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function createEmployee(ctx: AppContext, input: EmployeeInput & { name: string }, today: string): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    await checkReferences(trx, input, undefined, today);
    const addressId = await saveAddress(trx, null, input.address);
    const columns = toColumns(input);
    const { id } = await trx.insertInto('employees').values({ ...columns, name: input.name.trim(), address_id: addressId ?? null })
      .returning('id').executeTakeFirstOrThrow();
    return id;
  });
}

export async function updateEmployee(ctx: AppContext, id: number, input: EmployeeInput, today: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('employees').select(['id', 'start_date', 'end_date', 'birth_date', 'address_id'])
      .where('id', '=', id).forUpdate().executeTakeFirst();
    if (!current) throw notFound('Employee');
    await checkReferences(trx, input, current, today);
    const addressId = await saveAddress(trx, current.address_id, input.address);
    await trx.updateTable('employees').where('id', '=', id).set({
      ...toColumns(input), ...(addressId !== undefined ? { address_id: addressId } : {}), updated_at: ctx.now(),
    }).execute();
    if (addressId === null && current.address_id) await trx.deleteFrom('addresses').where('id', '=', current.address_id).execute();
  });
}

/** Deletes the employee with their account; never the caller's own record, never the last administrator. */
export async function deleteEmployee(ctx: AppContext, caller: Principal, id: number): Promise<void> {
  if (caller.employeeId === id) throw conflict('You cannot delete your own employee record', 'OWN_ACCOUNT');
  await ctx.db.transaction().execute(async (trx) => {
    const employee = await trx.selectFrom('employees').select(['id', 'address_id', 'picture_file_id']).where('id', '=', id).executeTakeFirst();
    if (!employee) throw notFound('Employee');
    const documentFiles = await trx.selectFrom('archive_documents').select('file_id').where('employee_id', '=', id).execute();
    await trx.deleteFrom('accounts').where('employee_id', '=', id).execute();
    await trx.deleteFrom('department_managers').where('employee_id', '=', id).execute();
    // Their absence requests, inconsistencies and archive documents go with them (on delete cascade).
    await trx.deleteFrom('employees').where('id', '=', id).execute();
    if (employee.address_id) await trx.deleteFrom('addresses').where('id', '=', employee.address_id).execute();
    if (employee.picture_file_id) await trx.deleteFrom('stored_files').where('id', '=', employee.picture_file_id).execute();
    // The documents' files, unless another document still points at the same file.
    if (documentFiles.length) {
      await trx.deleteFrom('stored_files').where('id', 'in', documentFiles.map((d) => d.file_id))
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('archive_documents').select('id').whereRef('archive_documents.file_id', '=', 'stored_files.id'))))
        .execute();
    }
    await assertAdminsRemain(trx);
  });
}

/** SQL for the enabled rule of core §4, as a boolean expression over `e` and its account `ac`. */
export function enabledExpression(today: string) {
  return sql<boolean>`(case when e.end_date is not null then e.end_date >= ${today}::date else coalesce(ac.enabled, false) end)`;
}
