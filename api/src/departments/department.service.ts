import { sql } from 'kysely';
import type { AppContext } from '../platform/context.ts';
import type { Database } from '../platform/db/database.ts';
import { conflict, fieldError, notFound } from '../platform/errors.ts';

export function selectDepartments(db: Database) {
  return db.selectFrom('departments as d').select([
    'd.id', 'd.name',
    sql<number[]>`array(select dm.employee_id from department_managers dm where dm.department_id = d.id order by dm.employee_id)`.as('managers'),
  ]);
}

export interface DepartmentInput { name?: string; assignedManagers?: number[]; manager?: { id: number } | null; managerList?: { id: number }[] | null }

interface Managers { ids: number[]; field: (index: number) => string }

/** The managers asked for, whichever of the three shapes of core §5 the client used, with their field names. */
function managersOf(input: DepartmentInput): Managers | undefined {
  if (input.assignedManagers) return { ids: input.assignedManagers, field: (i) => `assignedManagers[${i}]` };
  if (input.managerList) return { ids: input.managerList.map((m) => m.id), field: (i) => `managerList[${i}].id` };
  if (input.manager !== undefined) return { ids: input.manager ? [input.manager.id] : [], field: () => 'manager.id' };
  return undefined;
}

async function assertNameFree(db: Database, name: string, exceptId?: number) {
  const other = await db.selectFrom('departments').select('id').where(sql`lower(name)`, '=', name.trim().toLowerCase()).executeTakeFirst();
  if (other && other.id !== exceptId) throw conflict('A department with this name exists', 'DEPARTMENT_NAME_TAKEN', [{ field: 'name', message: 'is taken' }]);
}

async function setManagers(db: Database, departmentId: number, asked: Managers) {
  const managers = [...new Set(asked.ids)];
  if (managers.length) {
    const found = new Set((await db.selectFrom('employees').select('id').where('id', 'in', managers).execute()).map((e) => e.id));
    const missing = asked.ids.findIndex((m) => !found.has(m));
    if (missing >= 0) throw fieldError(asked.field(missing), 'is not a known employee');
  }
  await db.deleteFrom('department_managers').where('department_id', '=', departmentId).execute();
  if (managers.length) {
    await db.insertInto('department_managers').values(managers.map((employee_id) => ({ department_id: departmentId, employee_id }))).execute();
  }
}

export async function createDepartment(ctx: AppContext, input: DepartmentInput & { name: string }): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    await assertNameFree(trx, input.name);
    const { id } = await trx.insertInto('departments').values({ name: input.name.trim() }).returning('id').executeTakeFirstOrThrow();
    await setManagers(trx, id, managersOf(input) ?? { ids: [], field: () => 'assignedManagers' });
    return id;
  });
}

export async function updateDepartment(ctx: AppContext, id: number, input: DepartmentInput): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom('departments').select('id').where('id', '=', id).executeTakeFirst();
    if (!found) throw notFound('Department');
    if (input.name !== undefined) {
      await assertNameFree(trx, input.name, id);
      await trx.updateTable('departments').set({ name: input.name.trim() }).where('id', '=', id).execute();
    }
    const managers = managersOf(input);
    if (managers) await setManagers(trx, id, managers);
  });
}

/** A department that still has employees is not deleted: they would silently lose their department. */
export async function deleteDepartment(ctx: AppContext, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom('departments').select('id').where('id', '=', id).executeTakeFirst();
    if (!found) throw notFound('Department');
    const { n } = await trx.selectFrom('employees').select(sql<number>`count(*)::int`.as('n')).where('department_id', '=', id).executeTakeFirstOrThrow();
    if (n > 0) throw conflict(`The department has ${n} employee(s); move them to another department first`, 'DEPARTMENT_HAS_EMPLOYEES');
    await trx.deleteFrom('departments').where('id', '=', id).execute();
  });
}
