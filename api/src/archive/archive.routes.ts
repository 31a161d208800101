import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sql } from 'kysely';
import { employeeInScope, workScopeOf } from '../platform/auth/work-scope.ts';
import type { AppContext } from '../platform/context.ts';
import { CountDto } from '../platform/http.ts';


export async function archiveRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['digital archive'];

  app.get('/digitalArchive/countPending', {
    config: { access: { resource: 'DOCUMENTS', action: 'READ', module: 'DIGITAL_ARCHIVE' } },
    schema: {
      tags,
      summary: 'Counts archive documents waiting for approval: the company\'s, the caller\'s departments\' or the caller\'s own',
      querystring: Type.Object({}, { additionalProperties: false }),
      response: { 200: CountDto },
    },
  }, async (request) => {
    const row = await ctx.db.selectFrom('archive_documents as d')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('d.status', '=', 'PENDING')
      .where(employeeInScope(workScopeOf(request), 'd.employee_id'))
      .executeTakeFirstOrThrow();
    return { count: row.count };
  });
}
