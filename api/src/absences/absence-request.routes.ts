import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sql } from 'kysely';
import { ABSENCE_REQUEST_STATUSES, OPEN_ABSENCE_REQUEST_STATUSES, type AbsenceRequestStatus } from '../../../domain/index.ts';
import { employeeInScope, workScopeOf, type WorkScope } from '../platform/auth/work-scope.ts';
import type { AppContext } from '../platform/context.ts';
import { CountDto } from '../platform/http.ts';

const CountQuery = Type.Object({
  status: Type.Optional(Type.Union(ABSENCE_REQUEST_STATUSES.map((s) => Type.Literal(s)), { default: 'PENDING' })),
  forDepartmentsIManage: Type.Optional(Type.Boolean({ default: false })),
}, { additionalProperties: false });

/**
 * Which of the three statuses a count reads: HR (company scope) decides `adminStatus`, a department manager
 * `managerStatus`, and an employee follows the overall `status` of their own requests.
 */
const STATUS_COLUMN = { company: 'admin_status', departments: 'manager_status', own: 'status' } as const satisfies Record<WorkScope['kind'], string>;

export async function absenceRequestRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['absence requests'];

  app.get('/absence-requests/count', {
    config: { access: { resource: 'ABSENCES', action: 'READ' } },
    schema: {
      tags,
      summary: 'Counts absence requests whose decision at the caller\'s level has this status (default PENDING); '
        + 'for an open status (PENDING, UNDER_ANALYSIS, PENDING_JUST) the request itself must still be open',
      querystring: CountQuery,
      response: { 200: CountDto },
    },
  }, async (request) => {
    const status = (request.query.status ?? 'PENDING') as AbsenceRequestStatus;
    const scope = workScopeOf(request, request.query.forDepartmentsIManage);
    let query = ctx.db.selectFrom('absence_requests as ar')
      .select(sql<number>`count(*)::int`.as('count'))
      .where(sql.ref(`ar.${STATUS_COLUMN[scope.kind]}`), '=', status)
      .where(employeeInScope(scope, 'ar.requester_id'));
    // Asked for an open status (still waiting at this level), the request itself must still be open.
    if (OPEN_ABSENCE_REQUEST_STATUSES.includes(status)) query = query.where('ar.status', 'in', [...OPEN_ABSENCE_REQUEST_STATUSES]);
    return { count: (await query.executeTakeFirstOrThrow()).count };
  });
}
