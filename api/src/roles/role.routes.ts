import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FIELD_LIMITS as L } from '../../../domain/index.ts';
import { assertOwnEmployee, principalOf } from '../platform/auth/authorize.ts';
import { IdParams, noContent } from '../platform/http.ts';
import { FreeText, Id } from '../platform/input-types.ts';
import type { AppContext } from '../platform/context.ts';
import { PageQuery, pageOf, parseIds, sendRows } from '../platform/paging.ts';
import { createRole, deleteRole, getRole, setRoleAccounts, toRoleDto, updateRole } from './role.service.ts';
import { listPermissions, listRoles, permissionsOfEmployee } from './role.repository.ts';
import { deliver } from '../notifications/notification.delivery.ts';
import { notifyRolesGained, rolesBefore } from '../notifications/notification.service.ts';

const Permission = Type.Object({ id: Type.Integer(), authority: Type.String() });
const RoleDto = Type.Object({
  id: Type.Integer(), name: Type.String(), description: Type.Union([Type.String(), Type.Null()]),
  builtIn: Type.Boolean(), accountCount: Type.Integer(), permissions: Type.Array(Permission),
});
const Authorities = Type.Array(Type.String({ minLength: 1, maxLength: L.authority }), { maxItems: L.roleAuthorities });
const Name = Type.String({ minLength: 1, maxLength: L.roleName, pattern: '\\S' });
const Description = Type.Union([FreeText(500), Type.Null()]);

export async function roleRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['roles'];
  const read = { resource: 'ROLES', action: 'READ' } as const;
  const write = { resource: 'ROLES', action: 'WRITE' } as const;

  app.get('/roles', {
    config: { access: read },
    schema: { tags, summary: 'Roles with their permissions', querystring: PageQuery, response: { 200: pageOf(RoleDto), 204: Type.Null() } },
  }, async (request, reply) => {
    const rows = await listRoles(ctx.db, parseIds(request.query.ids));
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
  }, async (request, reply) => reply.status(201).send(await ctx.db.transaction().execute((trx) => createRole(trx, principalOf(request), request.body))));

  app.put('/roles/:id', {
    config: { access: write },
    schema: {
      tags, summary: 'Renames a custom role or replaces the authorities of any role; super-administrator roles and vendor authorities (MODULES_WRITE) need a super administrator',
      params: IdParams,
      body: Type.Object({ name: Type.Optional(Name), description: Type.Optional(Description), permissions: Type.Optional(Authorities) }, { additionalProperties: false }),
      response: { 204: Type.Null() },
    },
  }, async (request, reply) => {
    await ctx.db.transaction().execute((trx) => updateRole(trx, principalOf(request), request.params.id, request.body));
    return noContent(reply);
  });

  app.delete('/roles/:id', { config: { access: write }, schema: { tags, params: IdParams, response: { 204: Type.Null() } } },
    async (request, reply) => {
      await ctx.db.transaction().execute((trx) => deleteRole(trx, principalOf(request), request.params.id));
      return noContent(reply);
    });

  app.get('/permissions', {
    config: { access: read },
    schema: { tags, summary: 'Every authority the product knows', querystring: PageQuery, response: { 200: pageOf(Permission), 204: Type.Null() } },
  }, async (request, reply) => {
    const rows = await listPermissions(ctx.db, parseIds(request.query.ids));
    return sendRows(reply, rows, request.query, { id: 'id', authority: 'authority' }, 'authority');
  });

  app.put('/permissions/:id/accounts', {
    config: { access: write },
    schema: {
      tags, summary: 'Sets which accounts hold role {id}: exactly the listed ones afterwards; super-administrator membership needs a super administrator',
      params: IdParams,
      // 10,000: one SQL statement binds each id (PostgreSQL takes at most 65,535 parameters) and the body stays under 128 KiB.
      body: Type.Object({ accountIds: Type.Array(Id, { maxItems: 10000 }) }, { additionalProperties: false }),
      response: { 204: Type.Null() },
    },
  }, async (request, reply) => {
    const batch = await ctx.db.transaction().execute(async (trx) => {
      const before = await rolesBefore(trx, [...new Set(request.body.accountIds)]);
      await setRoleAccounts(trx, principalOf(request), request.params.id, request.body.accountIds);
      return notifyRolesGained(trx, before, principalOf(request).accountId, ctx.now(), ctx.config.publicUrl);
    });
    deliver(ctx, batch, request.log);
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
    // The caller's own (the gateway asks for them on most operations) come with the cached principal: no query.
    const principal = principalOf(request);
    const rows = principal.employeeId === request.params.id ? [...principal.permissions] : await permissionsOfEmployee(ctx.db, request.params.id);
    return sendRows(reply, rows, request.query, { id: 'id', authority: 'authority' }, 'authority');
  });
}
