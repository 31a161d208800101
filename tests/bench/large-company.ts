import { sql } from 'kysely';
import { ROLE_IDS } from '../../domain/index.ts';
import { hashPassword } from '../../api/src/platform/auth/passwords.ts';
import type { Database } from '../../api/src/platform/db/database.ts';

/** Adds `count` employees (with accounts) in `departments` new departments, in batches: a large company for measurements. */
export async function generateCompany(db: Database, count: number, departments = 20): Promise<void> {
  const hash = await hashPassword('Bench#2026');
  const deps = await db.insertInto('departments')
    .values(Array.from({ length: departments }, (_, i) => ({ name: `Bench department ${i + 1}` }))).returning('id').execute();
  const contract = await db.insertInto('contract_types').values({ name: `Bench contract ${Date.now()}` }).returning('id').executeTakeFirstOrThrow();
  for (let start = 0; start < count; start += 500) {
    const n = Math.min(500, count - start);
    const employees = await db.insertInto('employees').values(Array.from({ length: n }, (_, k) => {
      const i = start + k;
      return {
        name: `Bench Person ${String(i).padStart(5, '0')}`, email: `bench${i}@bench.test`, department_id: deps[i % deps.length].id,
        contract_type_id: contract.id, employee_number: `B${String(i).padStart(5, '0')}`, start_date: '2020-01-01',
        job_title: 'Operator', phone: '+351 910 000 000', language: 'en',
      };
    })).returning('id').execute();
    const accounts = await db.insertInto('accounts').values(employees.map((e, k) => ({
      username: `bench${start + k}@bench.test`, password_hash: hash, employee_id: e.id,
    }))).returning('id').execute();
    await db.insertInto('account_roles').values(accounts.map((a) => ({ account_id: a.id, role_id: ROLE_IDS.EMPLOYEE }))).execute();
  }
  await db.insertInto('department_managers').values(deps.map((d, i) => ({ department_id: d.id, employee_id: i + 1 })))
    .onConflict((c) => c.doNothing()).execute();
  await sql`analyze`.execute(db);
}
