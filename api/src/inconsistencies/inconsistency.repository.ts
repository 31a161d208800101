import { sql } from 'kysely';
import { employeeInScope, type AccessScope } from '../platform/auth/access-scope.ts';
import type { Database } from '../platform/db/database.ts';

/** Inconsistencies of the scope with this status. */
export async function countInconsistencies(db: Database, scope: AccessScope, status: string): Promise<number> {
  const row = await db.selectFrom('inconsistencies as i')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('i.status', '=', status)
    .where(employeeInScope(scope, 'i.employee_id'))
    .executeTakeFirstOrThrow();
  return row.count;
}
