import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FIELD_LIMITS as L, IDENTIFICATION_METHODS } from '../../../domain/index.ts';
import { assertOwnAccount, assertOwnEmployee, principalOf } from '../platform/auth/authorize.ts';
import { IdParams, noContent } from '../platform/http.ts';
import type { AppContext } from '../platform/context.ts';
import { forbidden, notFound } from '../platform/errors.ts';
import { Id } from '../platform/input-types.ts';
import { containsPattern, pageOf, PageQueryProperties, paging, parseIds, parseSort, sendPage } from '../platform/paging.ts';
import { EmployeeDto, isoDate, toEmployeeDto } from '../employees/employee.dto.ts';
import { AccountDto, toAccountDto } from './account.dto.ts';
import { accountPage, findAccountByEmployeeId, findAccountById, findEmployeeOfAccount } from './account.repository.ts';
import {
  changePassword, createAccount, deleteAccount, prepareAccountChange, prepareNewAccount, setIdentification, updateAccount,
} from './account.service.ts';
import { deliver } from '../notifications/notification.delivery.ts';
import { sendInBackground } from '../platform/mailer.ts';
import { inviteAccount } from '../session/invitation.service.ts';
import { notifyRolesGained, rolesBefore } from '../notifications/notification.service.ts';

const RoleInput = Type.Object({ id: Type.Optional(Id), name: Type.Optional(Type.String({ minLength: 1, maxLength: L.roleName })) },
  { additionalProperties: false, minProperties: 1 });
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);
const AccountFields = {
  username: Type.Optional(Nullable(Type.String({ minLength: 3, maxLength: L.username, format: 'email' }))),
  employeeCode: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: L.employeeCode, pattern: '^[A-Za-z0-9._-]+$' }))),
  employeeId: Type.Optional(Type.Union([Id, Type.Null()])),
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
        search: Type.Optional(Type.String({ maxLength: L.search })),
        enabled: Type.Optional(Type.Boolean()),
        roleId: Type.Optional(Id),
      }, { additionalProperties: false }),
      response: { 200: pageOf(AccountDto), 204: Type.Null() },
    },
  }, async (request, reply) => {
    const q = request.query;
    const { size, offset } = paging(q);
    const sorts = parseSort(q.sort, SORTS, { column: 'accounts.id', direction: 'asc' });
    const filters = { ids: parseIds(q.ids), search: q.search ? containsPattern(q.search) : undefined, enabled: q.enabled, roleId: q.roleId };
    const { rows, total } = await accountPage(ctx.db, filters, sorts, size, offset);
    const now = ctx.now();
    return sendPage(reply, rows.map((r) => toAccountDto(r, now)), total, q);
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
      tags, summary: 'Creates an account (username must be an e-mail; employee code has no @); without a password, its owner is mailed an invitation to choose one',
      body: Type.Object({ ...AccountFields, password: Type.Optional(Type.String({ minLength: 1, maxLength: L.passwordInput })) }, { additionalProperties: false }),
      response: { 201: AccountDto },
    },
  }, async (request, reply) => {
    const passwordHash = await prepareNewAccount(request.body); // argon2 before the transaction
    const { account, mail } = await ctx.db.transaction().execute((trx) => createAccount(trx, ctx, principalOf(request), request.body, passwordHash));
    if (mail) sendInBackground(ctx.mailer, mail, (err) => request.log.error({ err }, 'the invitation could not be sent'));
    return reply.status(201).send(toAccountDto(account, ctx.now()));
  });

  app.post('/accounts/:id/invitation', {
    config: { access: writeAll },
    schema: {
      tags, summary: 'Mails the invitation again to an account that has not chosen its password; the earlier link stops working',
      params: IdParams, response: { 204: Type.Null() },
    },
  }, async (request, reply) => {
    const mail = await ctx.db.transaction().execute((trx) => inviteAccount(trx, ctx, request.params.id));
    sendInBackground(ctx.mailer, mail, (err) => request.log.error({ err }, 'the invitation could not be sent'));
    return noContent(reply);
  });

  app.put('/accounts/:id', {
    config: { access: writeAll },
    schema: {
      tags, summary: 'Edits an account; a new password, disabling or locking ends its sessions',
      params: IdParams,
      body: Type.Object({ ...AccountFields, password: Type.Optional(Type.String({ minLength: 1, maxLength: L.passwordInput })) }, { additionalProperties: false }),
      response: { 204: Type.Null() },
    },
  }, async (request, reply) => {
    const passwordHash = await prepareAccountChange(request.body); // argon2 before the transaction
    const batch = await ctx.db.transaction().execute(async (trx) => {
      const before = await rolesBefore(trx, request.body.roles ? [request.params.id] : []);
      await updateAccount(trx, ctx, principalOf(request), request.params.id, request.body, passwordHash);
      return notifyRolesGained(trx, before, principalOf(request).accountId, ctx.now(), ctx.config.publicUrl);
    });
    deliver(ctx, batch, request.log);
    return noContent(reply);
  });

  app.delete('/accounts/:id', {
    config: { access: writeAll },
    schema: { tags, params: IdParams, response: { 204: Type.Null() } },
  }, async (request, reply) => {
    await ctx.db.transaction().execute((trx) => deleteAccount(trx, principalOf(request), request.params.id));
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
    const { identificationMethod, code } = request.body;
    await ctx.db.transaction().execute((trx) => setIdentification(trx, ctx, principalOf(request), request.params.id, identificationMethod, code));
    return noContent(reply);
  });

  app.post('/accounts/:id/change-password', {
    config: { access: { resource: 'ACCOUNTS', action: 'WRITE' } },
    schema: {
      tags, summary: 'Changes the caller\'s own password (form or JSON); returns a fresh token, other sessions end',
      params: IdParams,
      body: Type.Object({
        oldPassword: Type.String({ minLength: 1, maxLength: L.passwordInput }),
        newPassword: Type.String({ minLength: 1, maxLength: L.passwordInput }),
      }, { additionalProperties: false }),
    },
  }, async (request) => {
    // Own password only, whatever the role: an admin resets others' passwords with PUT /accounts/{id}.
    if (principalOf(request).accountId !== request.params.id) throw forbidden('You can only change your own password');
    return changePassword(ctx.db, ctx, request.params.id, request.body.oldPassword, request.body.newPassword);
  });

  app.get('/accounts/:id/employee', {
    config: { access: read },
    schema: { tags, summary: 'The employee of an account', params: IdParams, response: { 200: EmployeeDto } },
  }, async (request) => {
    assertOwnAccount(request, request.params.id);
    const row = await findEmployeeOfAccount(ctx.db, request.params.id);
    if (!row) throw notFound('Employee of the account');
    return toEmployeeDto(row, isoDate(ctx.now()));
  });

  app.get('/employees/accounts', {
    config: { access: read },
    schema: {
      tags, summary: 'The account of an employee',
      querystring: Type.Object({ employeeId: Id }, { additionalProperties: false }),
      response: { 200: AccountDto },
    },
  }, async (request) => {
    assertOwnEmployee(request, request.query.employeeId);
    const account = await findAccountByEmployeeId(ctx.db, request.query.employeeId);
    if (!account) throw notFound('Account of the employee');
    return toAccountDto(account, ctx.now());
  });
}
