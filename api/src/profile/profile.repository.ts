import type { Database } from '../platform/db/database.ts';

/** The names the profile shows beside the employee row: department, contract type and the department's managers. */
export async function profileNames(db: Database, employeeId: number, departmentId: number | null, contractTypeId: number | null) {
  const [department, contractType, managers] = await Promise.all([
    departmentId === null ? undefined : db.selectFrom('departments').select(['id', 'name']).where('id', '=', departmentId).executeTakeFirst(),
    contractTypeId === null ? undefined : db.selectFrom('contract_types').select(['id', 'name']).where('id', '=', contractTypeId).executeTakeFirst(),
    departmentId === null ? [] : db.selectFrom('department_managers as dm').innerJoin('employees as m', 'm.id', 'dm.employee_id')
      .select(['m.id', 'm.name']).where('dm.department_id', '=', departmentId).where('m.id', '<>', employeeId)
      .orderBy('m.name').orderBy('m.id').execute(),
  ]);
  return { department: department ?? null, contractType: contractType ?? null, managers };
}

/** The employee's picture file, locked for the change. */
export async function lockPictureOf(db: Database, employeeId: number) {
  return db.selectFrom('employees').select(['id', 'picture_file_id']).where('id', '=', employeeId).forUpdate().executeTakeFirst();
}

export async function clearPicture(db: Database, employeeId: number, now: Date): Promise<void> {
  await db.updateTable('employees').set({ picture_file_id: null, updated_at: now }).where('id', '=', employeeId).execute();
}
