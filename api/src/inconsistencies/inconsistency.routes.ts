import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sql } from 'kysely';
import { INCONSISTENCY_STATUSES } from '../../../domain/index.ts';
import { employeeInScope, workScopeOf } from '../platform/auth/work-scope.ts';
import type { AppContext } from '../platform/context.ts';
import { CountDto } from '../platform/http.ts';

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
    const scope = workScopeOf(request, request.query.forDepartmentsIManage);
    const row = await ctx.db.selectFrom('inconsistencies as i')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('i.status', '=', request.query.status ?? 'PENDING')
      .where(employeeInScope(scope, 'i.employee_id'))
      .executeTakeFirstOrThrow();
    return { count: row.count };
  });
}
