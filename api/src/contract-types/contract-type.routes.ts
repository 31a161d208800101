import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sql } from 'kysely';
import type { AppContext } from '../platform/context.ts';
import type { Database } from '../platform/db/database.ts';
import { conflict, notFound } from '../platform/errors.ts';
import { IdParams, noContent } from '../platform/http.ts';
import { PageQuery, pageOf, parseIds, sendRows } from '../platform/paging.ts';

const ContractTypeDto = Type.Object({ id: Type.Integer(), name: Type.String(), endNoticeDays: Type.Integer(), employeeCount: Type.Integer() });
const Fields = {
  name: Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' }),
  endNoticeDays: Type.Optional(Type.Integer({ minimum: 0, maximum: 365 })),
};

function select(db: Database) {
  return db.selectFrom('contract_types as c').select([
    'c.id', 'c.name', 'c.end_notice_days as endNoticeDays',
    sql<number>`(select count(*)::int from employees e where e.contract_type_id = c.id)`.as('employeeCount'),
  ]);
}

async function assertNameFree(db: Database, name: string, exceptId?: number) {
  const other = await db.selectFrom('contract_types').select('id').where(sql`lower(name)`, '=', name.trim().toLowerCase()).executeTakeFirst();
  if (other && other.id !== exceptId) throw conflict('A contract type with this name exists', 'CONTRACT_TYPE_NAME_TAKEN', [{ field: 'name', message: 'is taken' }]);
}

export async function contractTypeRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['contract-types'];
  const read = { resource: 'CONTRACT_TYPES', action: 'READ' } as const;
  const write = { resource: 'CONTRACT_TYPES', action: 'WRITE' } as const;

  app.get('/contract-types', {
    config: { access: read },
    schema: { tags, querystring: PageQuery, response: { 200: pageOf(ContractTypeDto), 204: Type.Null() } },
  }, async (request, reply) => {
    let query = select(ctx.db);
    const ids = parseIds(request.query.ids);
    if (ids) query = query.where('c.id', 'in', ids);
    const rows = await query.orderBy('c.name').execute();
    return sendRows(reply, rows, request.query, { id: 'id', name: 'name', endNoticeDays: 'endNoticeDays' }, 'name');
  });

  app.get('/contract-types/:id', { config: { access: read }, schema: { tags, params: IdParams, response: { 200: ContractTypeDto } } }, async (request) => {
    const row = await select(ctx.db).where('c.id', '=', request.params.id).executeTakeFirst();
    if (!row) throw notFound('Contract type');
    return row;
  });

  app.post('/contract-types', {
    config: { access: write },
    schema: { tags, body: Type.Object(Fields, { additionalProperties: false }), response: { 201: ContractTypeDto } },
  }, async (request, reply) => {
    await assertNameFree(ctx.db, request.body.name);
    const { id } = await ctx.db.insertInto('contract_types')
      .values({ name: request.body.name.trim(), end_notice_days: request.body.endNoticeDays ?? 0 }).returning('id').executeTakeFirstOrThrow();
    return reply.status(201).send(await select(ctx.db).where('c.id', '=', id).executeTakeFirstOrThrow());
  });

  app.put('/contract-types/:id', {
    config: { access: write },
    schema: { tags, params: IdParams, body: Type.Object({ ...Fields, name: Type.Optional(Fields.name) }, { additionalProperties: false }), response: { 204: Type.Null() } },
  }, async (request, reply) => {
    const { name, endNoticeDays } = request.body;
    if (!(await select(ctx.db).where('c.id', '=', request.params.id).executeTakeFirst())) throw notFound('Contract type');
    if (name !== undefined) await assertNameFree(ctx.db, name, request.params.id);
    if (name !== undefined || endNoticeDays !== undefined) {
      await ctx.db.updateTable('contract_types').where('id', '=', request.params.id).set({
        ...(name !== undefined ? { name: name.trim() } : {}), ...(endNoticeDays !== undefined ? { end_notice_days: endNoticeDays } : {}),
      }).execute();
    }
    return noContent(reply);
  });

  app.delete('/contract-types/:id', {
    config: { access: write },
    schema: { tags, summary: 'Deletes a contract type no employee holds (409 otherwise)', params: IdParams, response: { 204: Type.Null() } },
  }, async (request, reply) => {
    const row = await select(ctx.db).where('c.id', '=', request.params.id).executeTakeFirst();
    if (!row) throw notFound('Contract type');
    if (row.employeeCount > 0) {
      throw conflict(`Cannot remove a contract type that has employees (${row.employeeCount})`, 'CONTRACT_TYPE_IN_USE');
    }
    await ctx.db.deleteFrom('contract_types').where('id', '=', request.params.id).execute();
    return noContent(reply);
  });
}
