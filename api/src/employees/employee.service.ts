import { authority } from '../../../domain/index.ts';
import { findAccountByEmployeeId } from '../accounts/account.repository.ts';
import { assertAdminsRemain } from '../accounts/account.service.ts';
import { createEmployeeAccount } from '../accounts/employee-account.service.ts';
import type { Mail } from '../platform/mailer.ts';
import type { InvitationEnv } from '../session/invitation.service.ts';
import { documentFileIdsOf, removeUnreferencedDocumentFiles } from '../archive/archive.repository.ts';
import { departmentExists } from '../departments/department.repository.ts';
import type { AccessScope } from '../platform/auth/access-scope.ts';
import type { Principal } from '../platform/auth/principal.ts';
import type { Database } from '../platform/db/database.ts';
import type { EmployeeUpdate } from '../platform/db/schema.ts';
import { conflict, fieldError, forbidden, notFound } from '../platform/errors.ts';
import { storage } from '../platform/storage.ts';
import { guardAccessChange } from '../roles/access-guard.ts';
import type { EmployeeInput } from './employee.input.ts';
import {
  contractTypeExists, deleteAddress, deleteEmployeeRow, employeeExists, employeeIdByEmail, employeeIdByNumber, employeeOwnedRows,
  findVisibleEmployee, insertAddress, insertEmployee, lockEmployeeForUpdate, updateAddress, updateEmployeeRow,
} from './employee.repository.ts';
import { EmployeeErrors } from './employee.errors.ts';

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
    if (!(await departmentExists(db, input.department.id))) throw fieldError('department.id', 'is not a known department');
  }
  if (input.contractType?.id) {
    if (!(await contractTypeExists(db, input.contractType.id))) throw fieldError('contractType.id', 'is not a known contract type');
  }
  const start = input.startDate !== undefined ? input.startDate : current?.start_date ?? null;
  const end = input.endDate !== undefined ? input.endDate : current?.end_date ?? null;
  if (start && end && end < start) throw fieldError('endDate', 'must be on or after the start date');
  const birth = input.birthDate !== undefined ? input.birthDate : current?.birth_date ?? null;
  if (birth && today && birth >= today) throw fieldError('birthDate', 'must be in the past');
  if (input.employeeNumber) {
    const other = await employeeIdByNumber(db, input.employeeNumber);
    if (other !== undefined && (!current || (current as { id?: number }).id !== other)) {
      throw conflict('Another employee has this number', EmployeeErrors.EMPLOYEE_NUMBER_TAKEN, [{ field: 'employeeNumber', message: 'is taken' }]);
    }
  }
}

/** The unique index of migration 0006: e-mail addresses are unique without regard to case. */
const EMAIL_INDEX = 'employees_email_key';
const emailTaken = () => conflict('Another employee has this e-mail address', EmployeeErrors.EMAIL_TAKEN, [{ field: 'email', message: 'is taken' }]);

async function checkEmailFree(db: Database, email: string | null | undefined, employeeId?: number) {
  if (!email) return;
  const other = await employeeIdByEmail(db, email);
  if (other !== undefined && other !== employeeId) throw emailTaken();
}

/** Two saves racing past `checkEmailFree` meet at the index: the loser gets the same answer, naming the field. */
function emailConflict(error: unknown): never {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e?.code === '23505' && (e.constraint === EMAIL_INDEX || e.message?.includes(EMAIL_INDEX))) throw emailTaken();
  throw error;
}

async function saveAddress(db: Database, addressId: number | null, address: EmployeeInput['address']): Promise<number | null | undefined> {
  if (address === undefined) return undefined;
  if (address === null) return null;
  const row = {
    street_line1: address.streetLine1 ?? null, street_line2: address.streetLine2 ?? null, city: address.city ?? null,
    state: address.state ?? null, zip_code: address.zipCode ?? null, country: address.country ?? null,
  };
  if (addressId) {
    await updateAddress(db, addressId, row);
    return addressId;
  }
  return insertAddress(db, row);
}

/** 404 when the employee does not exist, 403 when the scope does not cover them. */
export async function assertEmployeeVisible(db: Database, scope: AccessScope, id: number): Promise<void> {
  if (await findVisibleEmployee(db, scope, id)) return;
  throw (await employeeExists(db, id)) ? forbidden('This employee is outside what you may see') : notFound('Employee');
}

export async function createEmployee(db: Database, input: EmployeeInput & { name: string }, today: string): Promise<number> {
  await checkReferences(db, input, undefined, today);
  await checkEmailFree(db, input.email);
  const addressId = await saveAddress(db, null, input.address);
  const columns = toColumns(input);
  return insertEmployee(db, { ...columns, name: input.name.trim(), address_id: addressId ?? null }).catch(emailConflict);
}

/**
 * Creates the employee and, when the creation says they may sign in (`loginEnabled: true`), their account and its
 * invitation in the same transaction (issue #11); the invitation's mail is for the route to send after the commit.
 */
export async function createEmployeeWithAccount(db: Database, env: InvitationEnv, input: EmployeeInput & { name: string }, today: string)
  : Promise<{ id: number; invitation: Mail | null }> {
  const id = await createEmployee(db, input, today);
  if (input.loginEnabled !== true) return { id, invitation: null };
  return { id, invitation: await createEmployeeAccount(db, env, { id, ...input }) };
}

export async function updateEmployee(db: Database, id: number, input: EmployeeInput, today: string, now: Date): Promise<void> {
  const current = await lockEmployeeForUpdate(db, id);
  if (!current) throw notFound('Employee');
  await checkReferences(db, input, current, today);
  await checkEmailFree(db, input.email, id);
  const addressId = await saveAddress(db, current.address_id, input.address);
  await updateEmployeeRow(db, id, {
    ...toColumns(input), ...(addressId !== undefined ? { address_id: addressId } : {}), updated_at: now,
  }).catch(emailConflict);
  if (addressId === null && current.address_id) await deleteAddress(db, current.address_id);
}

/**
 * Deletes the employee with their account; never the caller's own record, never the last administrator.
 * What goes with them: by foreign key (on delete cascade) their account (0007) with its roles, manager links,
 * absence requests, inconsistencies, archive documents, yearly time and insurance; by this function their address
 * and picture (rows the employee references), and by the archive domain the documents' files no other document shares.
 */
export async function deleteEmployee(db: Database, caller: Principal, id: number): Promise<void> {
  if (caller.employeeId === id) throw conflict('You cannot delete your own employee record', EmployeeErrors.OWN_ACCOUNT);
  // Deleting the employee deletes their account: the same lock and vendor rule as deleting the account.
  const guard = await guardAccessChange(db, caller, authority('EMPLOYEES', 'WRITE'));
  const employee = await employeeOwnedRows(db, id);
  if (!employee) throw notFound('Employee');
  const account = await findAccountByEmployeeId(db, id);
  if (account) await guard.protectVendorAccounts([account.id], 'delete a super administrator');
  const documentFiles = await documentFileIdsOf(db, id);
  await deleteEmployeeRow(db, id);
  if (employee.address_id) await deleteAddress(db, employee.address_id);
  if (employee.picture_file_id) await storage.remove(db, employee.picture_file_id);
  await removeUnreferencedDocumentFiles(db, documentFiles);
  await assertAdminsRemain(db, guard);
}
