import { sql } from 'kysely';
import { OPEN_ABSENCE_REQUEST_STATUSES, type AbsenceRequestStatus } from '../../../domain/index.ts';
import { employeeInScope, type AccessScope } from '../platform/auth/access-scope.ts';
import type { Database } from '../platform/db/database.ts';

/**
 * Which of the three statuses a count reads: HR (company scope) decides `adminStatus`, a department manager
 * `managerStatus`, and an employee follows the overall `status` of their own requests.
 */
const STATUS_COLUMN = { company: 'admin_status', departments: 'manager_status', own: 'status' } as const satisfies Record<AccessScope['kind'], string>;

/**
 * Absence requests of the scope whose decision at the scope's level has `status`; for an open status (still waiting
 * at this level) the request itself must still be open.
 */
export async function countAbsenceRequests(db: Database, scope: AccessScope, status: AbsenceRequestStatus): Promise<number> {
  let query = db.selectFrom('absence_requests as ar')
    .select(sql<number>`count(*)::int`.as('count'))
    .where(sql.ref(`ar.${STATUS_COLUMN[scope.kind]}`), '=', status)
    .where(employeeInScope(scope, 'ar.requester_id'));
  if (OPEN_ABSENCE_REQUEST_STATUSES.includes(status)) query = query.where('ar.status', 'in', [...OPEN_ABSENCE_REQUEST_STATUSES]);
  return (await query.executeTakeFirstOrThrow()).count;
}
