import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CLOCK_CONFIRMATIONS } from '../../../domain/clock.rules.ts';
import { principalOf } from '../platform/auth/authorize.ts';
import type { AppContext } from '../platform/context.ts';
import { fieldError, notFound } from '../platform/errors.ts';
import { IdParams, noContent } from '../platform/http.ts';
import { Id } from '../platform/input-types.ts';
import { CLOCKS_MANAGE, CLOCKS_READ } from './clock.access.ts';
import { ClockDto, ClockType } from './clock.schemas.ts';
import { kioskClock, kioskIdentify, PIN_FAILURES_ALLOWED, PIN_LOCK_MINUTES, signInTerminal, signOutTerminal, terminalOf } from './kiosk.service.ts';
import { siteExists, terminalById, updateTerminal } from './kiosk.repository.ts';
import { presenceChanged } from '../platform/live/live-bus.ts';

const TerminalDto = Type.Object({
  id: Type.Integer(), name: Type.String(), siteId: Type.Union([Type.Integer(), Type.Null()]), siteName: Type.Union([Type.String(), Type.Null()]),
  signedIn: Type.Boolean(), signedInAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]), lastSeenAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
const KIOSK_HEADER = 'x-kiosk-token';
/** Clocks a kiosk may send in a minute (a queue at the door at shift change is a few per second at most). */
const KIOSK_PER_MINUTE = 120;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * The shared kiosk (issue #13 item 3, beyond the specification): an administrator signs terminal 1 in once, the
 * tablet keeps the opaque token, and employees clock with their employee code and PIN (core §3's identification).
 */
export async function kioskRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['kiosk'];
  const company = { ...CLOCKS_MANAGE, scopes: ['COMPANY'] } as const;
  const terminal = async (id: number) => {
    const t = await terminalById(ctx.db, id);
    if (!t) throw notFound('Terminal');
    return { ...t, signedInAt: iso(t.signedInAt), lastSeenAt: iso(t.lastSeenAt) };
  };

  app.get('/terminal/:id', { config: { access: { ...CLOCKS_READ, scopes: ['COMPANY'] } }, schema: { tags, summary: 'A kiosk terminal: its name, site and whether it is signed in', params: IdParams, response: { 200: TerminalDto } } },
    async (request) => terminal(request.params.id));

  app.put('/terminal/:id', {
    config: { access: company },
    schema: {
      tags, summary: 'Names a terminal and places it at a site (its clocks are made there)', params: IdParams,
      body: Type.Object({ name: Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' })), siteId: Type.Optional(Type.Union([Id, Type.Null()])) }, { additionalProperties: false }),
      response: { 204: Type.Null() },
    },
  }, async (request, reply) => {
    const { name, siteId } = request.body;
    if (siteId && !(await siteExists(ctx.db, siteId))) throw fieldError('siteId', 'is not a known site');
    if (!(await updateTerminal(ctx.db, request.params.id, { ...(name ? { name: name.trim() } : {}), ...(siteId !== undefined ? { site_id: siteId } : {}) }))) throw notFound('Terminal');
    return noContent(reply);
  });

  app.post('/terminal/:id/sign-in', {
    config: { access: company },
    schema: { tags, summary: 'Signs the kiosk in: a token for the tablet (sent as x-kiosk-token); the previous tablet is signed out', params: IdParams, response: { 201: Type.Object({ token: Type.String(), terminal: TerminalDto }) } },
  }, async (request, reply) => {
    const token = await signInTerminal(ctx.db, request.params.id, principalOf(request).accountId, ctx.now());
    return reply.status(201).send({ token, terminal: await terminal(request.params.id) });
  });

  app.delete('/terminal/:id/sign-in', {
    config: { access: company }, schema: { tags, summary: 'Signs the kiosk out: its token stops working', params: IdParams, response: { 204: Type.Null() } },
  }, async (request, reply) => {
    await signOutTerminal(ctx.db, request.params.id);
    return noContent(reply);
  });

  const kioskHeaders = Type.Object({ [KIOSK_HEADER]: Type.Optional(Type.String({ maxLength: 200 })) });
  app.get('/kiosk', {
    config: { access: { public: true } },
    schema: { tags, security: [], summary: 'The signed-in kiosk (x-kiosk-token): its terminal', headers: kioskHeaders, response: { 200: TerminalDto } },
  }, async (request) => terminal((await terminalOf(ctx.db, request.headers[KIOSK_HEADER], ctx.now())).id));

  app.post('/kiosk/clocks', {
    config: {
      access: { public: true },
      rateLimit: { max: KIOSK_PER_MINUTE, timeWindow: 60_000, keyGenerator: (request) => `kiosk:${String(request.headers[KIOSK_HEADER] ?? request.ip)}` },
    },
    schema: {
      tags, security: [], headers: kioskHeaders,
      summary: `A clock at the kiosk with employee code and PIN; 401 WRONG_PIN alike for an unknown code; after ${PIN_FAILURES_ALLOWED} wrong PINs the code is locked for ${PIN_LOCK_MINUTES} minutes (423); confirmations as for POST /clocks`,
      body: Type.Object({
        employeeCode: Type.String({ minLength: 1, maxLength: 50 }), pin: Type.String({ minLength: 1, maxLength: 8 }), type: Type.Optional(ClockType),
        clientId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
        confirmed: Type.Optional(Type.Union([Type.Boolean(), Type.Array(Type.Union(CLOCK_CONFIRMATIONS.map((c) => Type.Literal(c))), { maxItems: 2 })])),
      }, { additionalProperties: false }),
      response: { 201: ClockDto, 200: ClockDto },
    },
  }, async (request, reply) => {
    const now = ctx.now();
    const kiosk = await terminalOf(ctx.db, request.headers[KIOSK_HEADER], now);
    const who = await ctx.db.transaction().execute((trx) => kioskIdentify(trx, request.body as never, now));
    // A wrong PIN is refused after its transaction committed, so the failure counts.
    if ('refused' in who) throw who.refused;
    const result = await kioskClock(ctx.db, kiosk, who.account, request.body as never, ctx.now);
    ctx.workdays.kick();
    ctx.live.publish(presenceChanged(result.clock));
    return reply.status(result.replayed ? 200 : 201).send(result.clock);
  });
}
