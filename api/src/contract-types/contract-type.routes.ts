import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FIELD_LIMITS as L } from '../../../domain/index.ts';
import type { AppContext } from '../platform/context.ts';
import { IdParams, noContent } from '../platform/http.ts';
import { PageQuery, pageOf, parseIds, sendRows } from '../platform/paging.ts';
import { listContractTypes } from './contract-type.repository.ts';
import { createContractType, deleteContractType, getContractType, updateContractType } from './contract-type.service.ts';

const ContractTypeDto = Type.Object({ id: Type.Integer(), name: Type.String(), endNoticeDays: Type.Integer(), employeeCount: Type.Integer() });
const Fields = {
  name: Type.String({ minLength: 1, maxLength: L.contractTypeName, pattern: '\\S' }),
  endNoticeDays: Type.Optional(Type.Integer({ minimum: L.endNoticeDays.min, maximum: L.endNoticeDays.max })),
};

export async function contractTypeRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['contract-types'];
  const read = { resource: 'CONTRACT_TYPES', action: 'READ' } as const;
  const write = { resource: 'CONTRACT_TYPES', action: 'WRITE' } as const;

  app.get('/contract-types', {
    config: { access: read },
    schema: { tags, querystring: PageQuery, response: { 200: pageOf(ContractTypeDto), 204: Type.Null() } },
  }, async (request, reply) => {
    const rows = await listContractTypes(ctx.db, parseIds(request.query.ids));
    return sendRows(reply, rows, request.query, { id: 'id', name: 'name', endNoticeDays: 'endNoticeDays' }, 'name');
  });

  app.get('/contract-types/:id', { config: { access: read }, schema: { tags, params: IdParams, response: { 200: ContractTypeDto } } },
    async (request) => getContractType(ctx.db, request.params.id));

  app.post('/contract-types', {
    config: { access: write },
    schema: { tags, body: Type.Object(Fields, { additionalProperties: false }), response: { 201: ContractTypeDto } },
  }, async (request, reply) => reply.status(201).send(await createContractType(ctx.db, request.body)));

  app.put('/contract-types/:id', {
    config: { access: write },
    schema: { tags, params: IdParams, body: Type.Object({ ...Fields, name: Type.Optional(Fields.name) }, { additionalProperties: false }), response: { 204: Type.Null() } },
  }, async (request, reply) => {
    await updateContractType(ctx.db, request.params.id, request.body);
    return noContent(reply);
  });

  app.delete('/contract-types/:id', {
    config: { access: write },
    schema: { tags, summary: 'Deletes a contract type no employee holds (409 otherwise)', params: IdParams, response: { 204: Type.Null() } },
  }, async (request, reply) => {
    await deleteContractType(ctx.db, request.params.id);
    return noContent(reply);
  });
}
