import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { INCONSISTENCY_STATUSES } from '../../../domain/index.ts';
import { accessScope } from '../platform/auth/access-scope.ts';
import { principalOf } from '../platform/auth/authorize.ts';
import type { AppContext } from '../platform/context.ts';
import { CountDto } from '../platform/http.ts';
import { countInconsistencies } from './inconsistency.repository.ts';

const CountQuery = Type.Object({
  status: Type.Optional(Type.Union(INCONSISTENCY_STATUSES.map((s) => Type.Literal(s)), { default: 'PENDING' })),
  forDepartmentsIManage: Type.Optional(Type.Boolean({ default: false })),
}, { additionalProperties: false });

export async function inconsistencyRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['inconsistencies'];

  app.get('/inconsistencies/count', {
    config: { access: { resource: 'INCONSISTENCIES', action: 'READ' } },
    schema: {
      tags,
      summary: 'Counts inconsistencies with this status (default PENDING): the company, the departments the caller manages, or the caller\'s own',
      querystring: CountQuery,
      response: { 200: CountDto },
    },
  }, async (request) => {
    // A list of work to decide leaves the caller's own items out of a department scope (they are under my-*).
    const scope = accessScope(principalOf(request), request.scope!, { includeSelf: false, onlyManaged: request.query.forDepartmentsIManage });
    return { count: await countInconsistencies(ctx.db, scope, request.query.status ?? 'PENDING') };
  });
}
