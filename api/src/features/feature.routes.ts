import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sql } from 'kysely';
import { IdParams, noContent } from '../platform/http.ts';
import type { AppContext } from '../platform/context.ts';
import type { Database } from '../platform/db/database.ts';
import { conflict, notFound } from '../platform/errors.ts';
import { PageQuery, pageOf, parseIds, sendRows } from '../platform/paging.ts';

const FeatureDto = Type.Object({
  id: Type.Integer(), code: Type.String(), name: Type.String(), moduleId: Type.Integer(), module: Type.String(), enabled: Type.Boolean(),
});
const ModuleDto = Type.Object({
  id: Type.Integer(), code: Type.String(), name: Type.String(), enabled: Type.Boolean(), switchable: Type.Boolean(),
});

/** A feature is on only while its module is. */
function selectFeatures(db: Database) {
  return db.selectFrom('features as f').innerJoin('modules as m', 'm.id', 'f.module_id')
    .select(['f.id', 'f.code', 'f.name', 'm.id as moduleId', 'm.code as module', sql<boolean>`f.enabled and m.enabled`.as('enabled')]);
}

function selectModules(db: Database) {
  return db.selectFrom('modules').select(['id', 'code', 'name', 'enabled', 'switchable']);
}

export async function featureRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['features'];
  const signedIn = { authenticated: true } as const;

  app.get('/features', {
    config: { access: signedIn },
    schema: { tags, summary: 'Features of the product and whether the company has them', querystring: PageQuery, response: { 200: pageOf(FeatureDto), 204: Type.Null() } },
  }, async (request, reply) => {
    let query = selectFeatures(ctx.db);
    const ids = parseIds(request.query.ids);
    if (ids) query = query.where('f.id', 'in', ids);
    const rows = await query.orderBy('f.id').execute();
    return sendRows(reply, rows, request.query, { id: 'id', code: 'code', name: 'name', module: 'module' }, 'id');
  });

  app.get('/features/:id', { config: { access: signedIn }, schema: { tags, params: IdParams, response: { 200: FeatureDto } } }, async (request) => {
    const row = await selectFeatures(ctx.db).where('f.id', '=', request.params.id).executeTakeFirst();
    if (!row) throw notFound('Feature');
    return row;
  });

  app.get('/modules', {
    config: { access: signedIn },
    schema: { tags, summary: 'Modules of the subscription', querystring: PageQuery, response: { 200: pageOf(ModuleDto), 204: Type.Null() } },
  }, async (request, reply) => {
    let query = selectModules(ctx.db);
    const ids = parseIds(request.query.ids);
    if (ids) query = query.where('id', 'in', ids);
    const rows = await query.orderBy('id').execute();
    return sendRows(reply, rows, request.query, { id: 'id', code: 'code', name: 'name' }, 'id');
  });

  app.get('/modules/:id', {
    config: { access: signedIn },
    schema: { tags, summary: 'A module by its fixed id: 1 clock, 2 digital archive, 3 cost center, 4 advanced shifts, 5 campaign, 6 allowance', params: IdParams, response: { 200: ModuleDto } },
  }, async (request) => {
    const row = await selectModules(ctx.db).where('id', '=', request.params.id).executeTakeFirst();
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
    const module = await selectModules(ctx.db).where('id', '=', request.params.id).executeTakeFirst();
    if (!module) throw notFound('Module');
    if (!module.switchable) throw conflict('The base module cannot be switched off', 'MODULE_NOT_SWITCHABLE');
    await ctx.db.updateTable('modules').set({ enabled: request.body.enabled }).where('id', '=', request.params.id).execute();
    return noContent(reply);
  });
}
