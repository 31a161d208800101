import { forbiddenForReadOnly } from '../../../domain/index.ts';
import { findEmployee } from '../employees/employee.repository.ts';
import { updateEmployee } from '../employees/employee.service.ts';
import type { Principal } from '../platform/auth/principal.ts';
import type { Database } from '../platform/db/database.ts';
import { ApiError, forbidden } from '../platform/errors.ts';
import { storage } from '../platform/storage.ts';
import { toProfileDto, type ProfileDto, type UpdateProfileInput } from './profile.dto.ts';
import { ProfileErrors } from './profile.errors.ts';
import { clearPicture, lockPictureOf, profileNames } from './profile.repository.ts';

/** An account without an employee record has no profile. */
export const noEmployee = () => new ApiError(404, ProfileErrors.NO_EMPLOYEE_RECORD, 'Your account is not linked to an employee record');

/** The caller's employee id; an account without an employee record has no profile. */
export function ownEmployeeOf(caller: Principal): number {
  if (caller.employeeId === null) throw noEmployee();
  return caller.employeeId;
}

/**
 * Whether the caller may change their own contact details and photo: anyone who may write anything beyond their own
 * password. The READ_ONLY consultant "loses create, edit and delete rights on … employees" (core §6), their own record
 * included (docs/decisions.md, My profile).
 */
export const mayEditOwnProfile = (caller: Principal): boolean => [...caller.authorities].some(forbiddenForReadOnly);

export function assertMayEditOwnProfile(caller: Principal): void {
  if (!mayEditOwnProfile(caller)) throw forbidden();
}

export async function readProfile(db: Database, caller: Principal): Promise<ProfileDto> {
  const row = await findEmployee(db, ownEmployeeOf(caller));
  if (!row) throw noEmployee();
  const names = await profileNames(db, row.id, row.department_id, row.contract_type_id);
  return toProfileDto(row, names, mayEditOwnProfile(caller));
}

/** Changes only the self-editable fields, through the employee record's own rules (address kept or cleared, phone patterns). */
export async function updateProfile(db: Database, employeeId: number, input: UpdateProfileInput, today: string, now: Date): Promise<void> {
  await updateEmployee(db, employeeId, input, today, now);
}

/** Removes the photo and its stored file; nothing to do when there is none. */
export async function removeProfilePicture(db: Database, employeeId: number, now: Date): Promise<void> {
  const employee = await lockPictureOf(db, employeeId);
  if (!employee) throw noEmployee();
  if (employee.picture_file_id === null) return;
  await clearPicture(db, employeeId, now);
  await storage.remove(db, employee.picture_file_id);
}
