import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ABSENCE_REQUEST_STATUSES, type AbsenceRequestStatus } from '../../../domain/index.ts';
import { accessScope } from '../platform/auth/access-scope.ts';
import { principalOf } from '../platform/auth/authorize.ts';
import type { AppContext } from '../platform/context.ts';
import { CountDto } from '../platform/http.ts';
import { countAbsenceRequests } from './absence.repository.ts';

const CountQuery = Type.Object({
  status: Type.Optional(Type.Union(ABSENCE_REQUEST_STATUSES.map((s) => Type.Literal(s)), { default: 'PENDING' })),
  forDepartmentsIManage: Type.Optional(Type.Boolean({ default: false })),
}, { additionalProperties: false });

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
    // A list of work to decide leaves the caller's own requests out of a department scope (they are under my-*).
    const scope = accessScope(principalOf(request), request.scope!, { includeSelf: false, onlyManaged: request.query.forDepartmentsIManage });
    return { count: await countAbsenceRequests(ctx.db, scope, status) };
  });
}
