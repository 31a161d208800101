import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdParams, noContent } from '../platform/http.ts';
import type { AppContext } from '../platform/context.ts';
import { conflict, notFound } from '../platform/errors.ts';
import { PageQuery, pageOf, parseIds, sendRows } from '../platform/paging.ts';
import { findFeature, findModule, listFeatures, listModules, setModuleEnabled } from './feature.repository.ts';
import { FeatureErrors } from './feature.errors.ts';

const FeatureDto = Type.Object({
  id: Type.Integer(), code: Type.String(), name: Type.String(), moduleId: Type.Integer(), module: Type.String(), enabled: Type.Boolean(),
});
const ModuleDto = Type.Object({
  id: Type.Integer(), code: Type.String(), name: Type.String(), enabled: Type.Boolean(), switchable: Type.Boolean(),
});

export async function featureRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['features'];
  const signedIn = { authenticated: true } as const;

  app.get('/features', {
    config: { access: signedIn },
    schema: { tags, summary: 'Features of the product and whether the company has them', querystring: PageQuery, response: { 200: pageOf(FeatureDto), 204: Type.Null() } },
  }, async (request, reply) => {
    const rows = await listFeatures(ctx.db, parseIds(request.query.ids));
    return sendRows(reply, rows, request.query, { id: 'id', code: 'code', name: 'name', module: 'module' }, 'id');
  });

  app.get('/features/:id', { config: { access: signedIn }, schema: { tags, params: IdParams, response: { 200: FeatureDto } } }, async (request) => {
    const row = await findFeature(ctx.db, request.params.id);
    if (!row) throw notFound('Feature');
    return row;
  });

  app.get('/modules', {
    config: { access: signedIn },
    schema: { tags, summary: 'Modules of the subscription', querystring: PageQuery, response: { 200: pageOf(ModuleDto), 204: Type.Null() } },
  }, async (request, reply) => {
    const rows = await listModules(ctx.db, parseIds(request.query.ids));
    return sendRows(reply, rows, request.query, { id: 'id', code: 'code', name: 'name' }, 'id');
  });

  app.get('/modules/:id', {
    config: { access: signedIn },
    schema: { tags, summary: 'A module by its fixed id: 1 clock, 2 digital archive, 3 cost center, 4 advanced shifts, 5 campaign, 6 allowance', params: IdParams, response: { 200: ModuleDto } },
  }, async (request) => {
    const row = await findModule(ctx.db, request.params.id);
    if (!row) throw notFound('Module');
    return row;
  });

  app.put('/modules/:id', {
    config: { access: { resource: 'MODULES', action: 'WRITE' } },
    schema: {
      tags, summary: 'Switches a module on or off (super administrator)',
      params: IdParams, body: Type.Object({ enabled: Type.Boolean() }, { additionalProperties: false }), response: { 204: Type.Null() },
    },
  }, async (request, reply) => {
    const module = await findModule(ctx.db, request.params.id);
    if (!module) throw notFound('Module');
    if (!module.switchable) throw conflict('The base module cannot be switched off', FeatureErrors.MODULE_NOT_SWITCHABLE);
    await setModuleEnabled(ctx.db, request.params.id, request.body.enabled);
    return noContent(reply);
  });
}
