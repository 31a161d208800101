import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { assertOwnEmployee } from '../platform/auth/authorize.ts';
import { IdParams, noContent } from '../platform/http.ts';
import type { AppContext } from '../platform/context.ts';
import { PageQuery, pageOf, parseIds, sendRows } from '../platform/paging.ts';
import { createRole, deleteRole, getRole, setRoleAccounts, toRoleDto, updateRole } from './role.service.ts';
import { selectRoles } from './role.repository.ts';

const Permission = Type.Object({ id: Type.Integer(), authority: Type.String() });
const RoleDto = Type.Object({
  id: Type.Integer(), name: Type.String(), description: Type.Union([Type.String(), Type.Null()]),
  builtIn: Type.Boolean(), accountCount: Type.Integer(), permissions: Type.Array(Permission),
});
const Authorities = Type.Array(Type.String({ minLength: 1, maxLength: 80 }), { maxItems: 500 });
const Name = Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' });
const Description = Type.Union([Type.String({ maxLength: 500 }), Type.Null()]);

export async function roleRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['roles'];
  const read = { resource: 'ROLES', action: 'READ' } as const;
  const write = { resource: 'ROLES', action: 'WRITE' } as const;

  app.get('/roles', {
    config: { access: read },
    schema: { tags, summary: 'Roles with their permissions', querystring: PageQuery, response: { 200: pageOf(RoleDto), 204: Type.Null() } },
  }, async (request, reply) => {
    let query = selectRoles(ctx.db);
    const ids = parseIds(request.query.ids);
    if (ids) query = query.where('r.id', 'in', ids);
    const rows = await query.orderBy('r.id').execute();
    return sendRows(reply, rows.map(toRoleDto), request.query, { id: 'id', name: 'name' }, 'id');
  });

  app.get('/roles/:id', { config: { access: read }, schema: { tags, params: IdParams, response: { 200: RoleDto } } },
    async (request) => getRole(ctx.db, request.params.id));

  app.get('/roles/:id/permissions', {
    config: { access: read },
    schema: { tags, params: IdParams, querystring: PageQuery, response: { 200: pageOf(Permission), 204: Type.Null() } },
  }, async (request, reply) => {
    const role = await getRole(ctx.db, request.params.id);
    return sendRows(reply, role.permissions, request.query, { id: 'id', authority: 'authority' }, 'authority');
  });

  app.post('/roles', {
    config: { access: write },
    schema: {
      tags, summary: 'Creates a role with read and write authorities',
      body: Type.Object({ name: Name, description: Type.Optional(Description), permissions: Type.Optional(Authorities) }, { additionalProperties: false }),
      response: { 201: RoleDto },
    },
  }, async (request, reply) => reply.status(201).send(await createRole(ctx, request.body)));

  app.put('/roles/:id', {
    config: { access: write },
    schema: {
      tags, summary: 'Renames a custom role or replaces the authorities of any role',
      params: IdParams,
      body: Type.Object({ name: Type.Optional(Name), description: Type.Optional(Description), permissions: Type.Optional(Authorities) }, { additionalProperties: false }),
      response: { 204: Type.Null() },
    },
  }, async (request, reply) => {
    await updateRole(ctx, request.params.id, request.body);
    return noContent(reply);
  });

  app.delete('/roles/:id', { config: { access: write }, schema: { tags, params: IdParams, response: { 204: Type.Null() } } },
    async (request, reply) => {
      await deleteRole(ctx, request.params.id);
      return noContent(reply);
    });

  app.get('/permissions', {
    config: { access: read },
    schema: { tags, summary: 'Every authority the product knows', querystring: PageQuery, response: { 200: pageOf(Permission), 204: Type.Null() } },
  }, async (request, reply) => {
    let query = ctx.db.selectFrom('permissions').select(['id', 'authority']);
    const ids = parseIds(request.query.ids);
    if (ids) query = query.where('id', 'in', ids);
    const rows = await query.orderBy('authority').execute();
    return sendRows(reply, rows, request.query, { id: 'id', authority: 'authority' }, 'authority');
  });

  app.put('/permissions/:id/accounts', {
    config: { access: write },
    schema: {
      tags, summary: 'Sets which accounts hold role {id}: exactly the listed ones afterwards',
      params: IdParams,
      body: Type.Object({ accountIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100000 }) }, { additionalProperties: false }),
      response: { 204: Type.Null() },
    },
  }, async (request, reply) => {
    await setRoleAccounts(ctx, request.params.id, request.body.accountIds);
    return noContent(reply);
  });

  app.get('/permissions/:id/employee', {
    config: { access: { resource: 'ACCOUNTS', action: 'READ' } },
    schema: {
      tags, summary: 'The authorities of employee {id} (through the roles of their account)',
      params: IdParams, querystring: PageQuery, response: { 200: pageOf(Permission), 204: Type.Null() },
    },
  }, async (request, reply) => {
    assertOwnEmployee(request, request.params.id);
    const rows = await ctx.db.selectFrom('accounts as a')
      .innerJoin('account_roles as ar', 'ar.account_id', 'a.id')
      .innerJoin('role_permissions as rp', 'rp.role_id', 'ar.role_id')
      .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
      .where('a.employee_id', '=', request.params.id)
      .select(['p.id', 'p.authority']).distinct().orderBy('p.authority').execute();
    return sendRows(reply, rows, request.query, { id: 'id', authority: 'authority' }, 'authority');
  });
}
