import { coversDepartment, type AccessScope } from '../platform/auth/access-scope.ts';
import type { Database } from '../platform/db/database.ts';
import { conflict, fieldError, forbidden, notFound } from '../platform/errors.ts';
import { countEmployeesInDepartment, existingEmployeeIds } from '../employees/employee.repository.ts';
import {
  deleteDepartmentRow, departmentExists, departmentIdByName, insertDepartment, renameDepartment, replaceManagers,
} from './department.repository.ts';
import { DepartmentErrors } from './department.errors.ts';

export interface DepartmentInput { name?: string; assignedManagers?: number[]; manager?: { id: number } | null; managerList?: { id: number }[] | null }

interface Managers { ids: number[]; field: (index: number) => string }

/** Spec core §5: one assigned manager gives `manager`; more than one gives `managerList` and no `manager`. */
export function toDepartmentDto(r: { id: number; name: string; managers: number[] }) {
  return {
    id: r.id,
    name: r.name,
    manager: r.managers.length === 1 ? { id: r.managers[0] } : null,
    managerList: r.managers.length > 1 ? r.managers.map((id) => ({ id })) : null,
    assignedManagers: r.managers,
  };
}

/** A department-scoped caller may only ask about their departments. */
export async function assertDepartmentInScope(db: Database, scope: AccessScope, id: number): Promise<void> {
  if (!coversDepartment(scope, id)) throw forbidden('This is not one of your departments');
  if (!(await departmentExists(db, id))) throw notFound('Department');
}

/** The managers asked for, whichever of the three shapes of core §5 the client used, with their field names. */
function managersOf(input: DepartmentInput): Managers | undefined {
  if (input.assignedManagers) return { ids: input.assignedManagers, field: (i) => `assignedManagers[${i}]` };
  if (input.managerList) return { ids: input.managerList.map((m) => m.id), field: (i) => `managerList[${i}].id` };
  if (input.manager !== undefined) return { ids: input.manager ? [input.manager.id] : [], field: () => 'manager.id' };
  return undefined;
}

async function assertNameFree(db: Database, name: string, exceptId?: number) {
  const other = await departmentIdByName(db, name);
  if (other !== undefined && other !== exceptId) throw conflict('A department with this name exists', DepartmentErrors.DEPARTMENT_NAME_TAKEN, [{ field: 'name', message: 'is taken' }]);
}

async function setManagers(db: Database, departmentId: number, asked: Managers) {
  const managers = [...new Set(asked.ids)];
  if (managers.length) {
    const found = await existingEmployeeIds(db, managers);
    const missing = asked.ids.findIndex((m) => !found.has(m));
    if (missing >= 0) throw fieldError(asked.field(missing), 'is not a known employee');
  }
  await replaceManagers(db, departmentId, managers);
}

export async function createDepartment(db: Database, input: DepartmentInput & { name: string }): Promise<number> {
  await assertNameFree(db, input.name);
  const id = await insertDepartment(db, input.name.trim());
  await setManagers(db, id, managersOf(input) ?? { ids: [], field: () => 'assignedManagers' });
  return id;
}

export async function updateDepartment(db: Database, id: number, input: DepartmentInput): Promise<void> {
  if (!(await departmentExists(db, id))) throw notFound('Department');
  if (input.name !== undefined) {
    await assertNameFree(db, input.name, id);
    await renameDepartment(db, id, input.name.trim());
  }
  const managers = managersOf(input);
  if (managers) await setManagers(db, id, managers);
}

/** A department that still has employees is not deleted: they would silently lose their department. */
export async function deleteDepartment(db: Database, id: number): Promise<void> {
  if (!(await departmentExists(db, id))) throw notFound('Department');
  const n = await countEmployeesInDepartment(db, id);
  if (n > 0) throw conflict(`The department has ${n} employee(s); move them to another department first`, DepartmentErrors.DEPARTMENT_HAS_EMPLOYEES);
  await deleteDepartmentRow(db, id);
}
