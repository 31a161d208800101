import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FIELD_LIMITS as L, loginIdentifierField } from '../../../domain/index.ts';
import { principalOf } from '../platform/auth/authorize.ts';
import { noContent } from '../platform/http.ts';
import type { AppContext } from '../platform/context.ts';
import { badRequest } from '../platform/errors.ts';
import { backgroundMailSettled, sendInBackground } from '../platform/mailer.ts';
import { CODE_DIGITS, checkReset, completeReset, recover } from './recovery.service.ts';
import { acceptInvitation, checkInvitation, signInInvited } from './invitation.service.ts';
import { checkSignIn, completeSignIn, recordSignInFailure, refresh } from './session.service.ts';

const Token = Type.Object({
  token: Type.String(),
  tokenType: Type.Literal('Bearer'),
  expiresAt: Type.String({ format: 'date-time' }),
  accountId: Type.Integer(),
  employeeId: Type.Union([Type.Integer(), Type.Null()]),
  roles: Type.Array(Type.String()),
});

const Text = (max: number) => Type.String({ minLength: 1, maxLength: max });

export async function sessionRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const limit = { max: ctx.config.loginRateLimit.max, timeWindow: ctx.config.loginRateLimit.windowMs };
  const tags = ['session'];
  // Mail is sent off the response path; a shutdown waits for what is on its way.
  root.addHook('onClose', async () => { await backgroundMailSettled(); });

  app.post('/login', {
    config: { access: { public: true }, rateLimit: limit },
    schema: {
      tags, security: [],
      summary: 'Sign in with a username (an e-mail) or an employee code; form or JSON body',
      body: Type.Object({
        username: Type.Optional(Text(L.username)),
        employeeCode: Type.Optional(Text(L.employeeCode)),
        password: Text(L.passwordInput),
      }, { additionalProperties: false }),
      response: { 200: Token },
    },
  }, async (request) => {
    const value = (request.body.username ?? request.body.employeeCode)?.trim();
    if (!value) throw badRequest('Give a username or an employee code', [{ field: 'username', message: 'is required' }]);
    // Counted and checked on the plain database (the counts commit on their own); a failure is recorded by one
    // statement of its own, and answered once committed.
    const attempt = await checkSignIn(ctx.db, ctx, { field: loginIdentifierField(value), value }, request.body.password, request.ip);
    if (!attempt.passwordOk) throw await recordSignInFailure(ctx.db, ctx, attempt);
    return completeSignIn(ctx.db, ctx, attempt);
  });

  app.post('/login/refresh', {
    config: { access: { authenticated: true }, rateLimit: limit },
    schema: { tags, summary: 'A fresh token for the signed-in account', response: { 200: Token } },
  }, async (request) => refresh(ctx.db, ctx, principalOf(request).accountId));

  app.post('/login/recover', {
    config: { access: { public: true }, rateLimit: limit },
    schema: {
      tags, security: [],
      summary: 'Mails a reset link and code; answers the same whether or not the address exists',
      body: Type.Object({ username: Type.String({ minLength: 3, maxLength: L.username, pattern: '@' }) }, { additionalProperties: false }),
      response: { 204: Type.Null() },
    },
  }, async (request, reply) => {
    const mail = await recover(ctx.db, ctx, request.body.username);
    // Not awaited: the reply must take the same time whether or not a message goes out.
    if (mail) sendInBackground(ctx.mailer, mail, (err) => request.log.error({ err }, 'the recovery mail could not be sent'));
    return noContent(reply);
  });

  app.post('/login/reset', {
    config: { access: { public: true }, rateLimit: limit },
    schema: {
      tags, security: [],
      summary: 'Sets a new password with the token of the mailed link, or the username and the mailed code',
      body: Type.Object({
        token: Type.Optional(Text(200)),
        username: Type.Optional(Text(L.username)),
        code: Type.Optional(Type.String({ pattern: `^\\d{${CODE_DIGITS}}$` })),
        newPassword: Text(L.passwordInput),
      }, { additionalProperties: false }),
      response: { 204: Type.Null() },
    },
  }, async (request, reply) => {
    const reset = await checkReset(ctx.db, ctx, request.body); // counted and hashed outside the transaction
    await ctx.db.transaction().execute((trx) => completeReset(trx, ctx, reset));
    return noContent(reply);
  });

  app.post('/login/invitation', {
    config: { access: { public: true }, rateLimit: limit },
    schema: {
      tags, security: [],
      summary: 'Accepts a mailed invitation: sets the first password (once) and signs in',
      body: Type.Object({ token: Text(200), newPassword: Text(L.passwordInput) }, { additionalProperties: false }),
      // The identifier too: the page that accepts it never saw it, and the lock screen asks for it.
      response: { 200: Type.Object({ ...Token.properties, username: Type.Union([Type.String(), Type.Null()]), employeeCode: Type.Union([Type.String(), Type.Null()]) }) },
    },
  }, async (request) => {
    const invitation = await checkInvitation(ctx.db, ctx, request.body.token, request.body.newPassword); // argon2 outside the transaction
    const accountId = await ctx.db.transaction().execute((trx) => acceptInvitation(trx, invitation));
    return signInInvited(ctx.db, ctx, accountId);
  });
}
