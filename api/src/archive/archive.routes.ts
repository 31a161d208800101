import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { accessScope } from '../platform/auth/access-scope.ts';
import { principalOf } from '../platform/auth/authorize.ts';
import type { AppContext } from '../platform/context.ts';
import { CountDto } from '../platform/http.ts';
import { countPendingDocuments } from './archive.repository.ts';

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
    // A list of work to decide leaves the caller's own documents out of a department scope.
    const scope = accessScope(principalOf(request), request.scope!, { includeSelf: false });
    return { count: await countPendingDocuments(ctx.db, scope) };
  });
}
