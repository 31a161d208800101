import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sql } from 'kysely';
import { IDENTIFICATION_METHODS } from '../../../domain/index.ts';
import { assertOwnAccount, assertOwnEmployee, principalOf } from '../platform/auth/authorize.ts';
import { IdParams, noContent } from '../platform/http.ts';
import type { AppContext } from '../platform/context.ts';
import { forbidden, notFound } from '../platform/errors.ts';
import { containsPattern, pageOf, PageQueryProperties, paging, parseIds, parseSort, sendPage, sortExpression } from '../platform/paging.ts';
import { EmployeeDto, isoDate, selectEmployees, toEmployeeDto } from '../employees/employee.dto.ts';
import { AccountDto, toAccountDto } from './account.dto.ts';
import { findAccountByEmployeeId, findAccountById, selectAccounts } from './account.repository.ts';
import { changePassword, createAccount, deleteAccount, setIdentification, updateAccount } from './account.service.ts';

const RoleInput = Type.Object({ id: Type.Optional(Type.Integer({ minimum: 1 })), name: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })) },
  { additionalProperties: false, minProperties: 1 });
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);
const AccountFields = {
  username: Type.Optional(Nullable(Type.String({ minLength: 3, maxLength: 254, format: 'email' }))),
  employeeCode: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._-]+$' }))),
  employeeId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  roles: Type.Optional(Type.Array(RoleInput, { maxItems: 20 })),
  isEnabled: Type.Optional(Type.Boolean()),
  isExpired: Type.Optional(Type.Boolean()),
  isLocked: Type.Optional(Type.Boolean()),
  isCredentialsExpired: Type.Optional(Type.Boolean()),
  identificationMethod: Type.Optional(Type.Union(IDENTIFICATION_METHODS.map((m) => Type.Literal(m)))),
};
const SORTS = { id: 'accounts.id', username: 'lower(accounts.username)', employeeCode: 'upper(accounts.employee_code)', createdAt: 'accounts.created_at' };

export async function accountRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['accounts'];
  const read = { resource: 'ACCOUNTS', action: 'READ' } as const;
  const writeAll = { resource: 'ACCOUNTS', action: 'WRITE', scopes: ['COMPANY'] } as const;

  app.get('/accounts', {
    config: { access: { ...read, scopes: ['COMPANY'] } },
    schema: {
      tags, summary: 'Accounts, paged; search by username or employee code',
      querystring: Type.Object({
        ...PageQueryProperties,
        search: Type.Optional(Type.String({ maxLength: 100 })),
        enabled: Type.Optional(Type.Boolean()),
        roleId: Type.Optional(Type.Integer({ minimum: 1 })),
      }, { additionalProperties: false }),
      response: { 200: pageOf(AccountDto), 204: Type.Null() },
    },
  }, async (request, reply) => {
    const q = request.query;
    const { size, offset } = paging(q);
    let query = selectAccounts(ctx.db);
    const ids = parseIds(q.ids);
    if (ids) query = query.where('accounts.id', 'in', ids);
    if (q.search) {
      const like = containsPattern(q.search);
      query = query.where((eb) => eb.or([
        eb(sql`lower(coalesce(username, ''))`, 'like', like), eb(sql`lower(coalesce(employee_code, ''))`, 'like', like),
      ]));
    }
    if (q.enabled !== undefined) query = query.where('accounts.enabled', '=', q.enabled);
    if (q.roleId) query = query.where((eb) => eb.exists(eb.selectFrom('account_roles').select('role_id')
      .whereRef('account_roles.account_id', '=', 'accounts.id').where('role_id', '=', q.roleId!)));
    const sorts = parseSort(q.sort, SORTS, { column: 'accounts.id', direction: 'asc' });
    const [rows, total] = await Promise.all([
      sorts.reduce((qb, s) => qb.orderBy(sortExpression(s.column), s.direction), query).orderBy('accounts.id').limit(size).offset(offset).execute(),
      query.clearSelect().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    const now = ctx.now();
    return sendPage(reply, rows.map((r) => toAccountDto(r, now)), total.n, q);
  });

  app.get('/accounts/:id', {
    config: { access: read },
    schema: { tags, params: IdParams, response: { 200: AccountDto } },
  }, async (request) => {
    assertOwnAccount(request, request.params.id);
    const account = await findAccountById(ctx.db, request.params.id);
    if (!account) throw notFound('Account');
    return toAccountDto(account, ctx.now());
  });

  app.post('/accounts', {
    config: { access: writeAll },
    schema: {
      tags, summary: 'Creates an account (username must be an e-mail; employee code has no @)',
      body: Type.Object({ ...AccountFields, password: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false }),
      response: { 201: AccountDto },
    },
  }, async (request, reply) => {
    const created = await createAccount(ctx, request.body);
    return reply.status(201).send(toAccountDto(created, ctx.now()));
  });

  app.put('/accounts/:id', {
    config: { access: writeAll },
    schema: {
      tags, summary: 'Edits an account; a new password, disabling or locking ends its sessions',
      params: IdParams,
      body: Type.Object({ ...AccountFields, password: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) }, { additionalProperties: false }),
      response: { 204: Type.Null() },
    },
  }, async (request, reply) => {
    await updateAccount(ctx, principalOf(request), request.params.id, request.body);
    return noContent(reply);
  });

  app.delete('/accounts/:id', {
    config: { access: writeAll },
    schema: { tags, params: IdParams, response: { 204: Type.Null() } },
  }, async (request, reply) => {
    await deleteAccount(ctx, principalOf(request), request.params.id);
    return noContent(reply);
  });

  app.post('/accounts/:id/identification', {
    config: { access: { ...writeAll, module: 'TIME_AND_ATTENDANCE' } },
    schema: {
      tags, summary: 'Sets how the account identifies at terminals (card, PIN, fingerprint, …)',
      params: IdParams,
      body: Type.Object({
        identificationMethod: Type.String({ minLength: 1, maxLength: 20 }),
        code: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
      }, { additionalProperties: false }),
      response: { 204: Type.Null() },
    },
  }, async (request, reply) => {
    await setIdentification(ctx, request.params.id, request.body.identificationMethod, request.body.code);
    return noContent(reply);
  });

  app.post('/accounts/:id/change-password', {
    config: { access: { resource: 'ACCOUNTS', action: 'WRITE' } },
    schema: {
      tags, summary: 'Changes the caller\'s own password (form or JSON); returns a fresh token, other sessions end',
      params: IdParams,
      body: Type.Object({
        oldPassword: Type.String({ minLength: 1, maxLength: 200 }),
        newPassword: Type.String({ minLength: 1, maxLength: 200 }),
      }, { additionalProperties: false }),
    },
  }, async (request) => {
    // Own password only, whatever the role: an admin resets others' passwords with PUT /accounts/{id}.
    if (principalOf(request).accountId !== request.params.id) throw forbidden('You can only change your own password');
    return changePassword(ctx, request.params.id, request.body.oldPassword, request.body.newPassword);
  });

  app.get('/accounts/:id/employee', {
    config: { access: read },
    schema: { tags, summary: 'The employee of an account', params: IdParams, response: { 200: EmployeeDto } },
  }, async (request) => {
    assertOwnAccount(request, request.params.id);
    const row = await selectEmployees(ctx.db).where('ac.id', '=', request.params.id).executeTakeFirst();
    if (!row) throw notFound('Employee of the account');
    return toEmployeeDto(row, isoDate(ctx.now()));
  });

  app.get('/employees/accounts', {
    config: { access: read },
    schema: {
      tags, summary: 'The account of an employee',
      querystring: Type.Object({ employeeId: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
      response: { 200: AccountDto },
    },
  }, async (request) => {
    assertOwnEmployee(request, request.query.employeeId);
    const account = await findAccountByEmployeeId(ctx.db, request.query.employeeId);
    if (!account) throw notFound('Account of the employee');
    return toAccountDto(account, ctx.now());
  });
}
