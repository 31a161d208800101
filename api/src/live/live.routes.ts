import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { scopeFor } from '../../../domain/index.ts';
import { departmentScope, SYSTEM_SCOPE } from '../platform/auth/access-scope.ts';
import { principalOf } from '../platform/auth/authorize.ts';
import type { Principal } from '../platform/auth/principal.ts';
import type { AppContext } from '../platform/context.ts';
import { fieldError, forbidden, notFound } from '../platform/errors.ts';
import { Id } from '../platform/input-types.ts';
import type { LiveEvent } from '../platform/live/live-bus.ts';
import { presenceBoard } from '../statistics/statistics.service.ts';

const TOPICS = ['notification', 'presence', 'pending'] as const;
type Topic = (typeof TOPICS)[number];
/** A comment line every 25 s keeps proxies and browsers from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

const LiveQuery = Type.Object({
  topics: Type.Optional(Type.String({ pattern: `^(${TOPICS.join('|')})(,(${TOPICS.join('|')})){0,2}$`, maxLength: 40, description: `comma-separated, of ${TOPICS.join(', ')} (all by default)` })),
  departmentId: Type.Optional(Id),
}, { additionalProperties: false });

/** Whether the event concerns someone whose clocks (or work to decide) the principal reads. */
function covers(p: Principal, scope: 'COMPANY' | 'DEPARTMENT' | 'OWN', event: { employeeId: number; departmentId: number | null }) {
  if (event.employeeId === p.employeeId) return true;
  if (scope === 'COMPANY') return true;
  return scope === 'DEPARTMENT' && event.departmentId !== null && departmentScope(p).includes(event.departmentId);
}

/**
 * Which events a principal may see, decided once when the stream opens: their own notifications; presence of the
 * people whose clocks they read (module on); pending work of the people whose absences or inconsistencies they decide.
 */
function filterFor(p: Principal, topics: ReadonlySet<Topic>, departmentId: number | undefined) {
  const clocks = p.enabledModules.has('TIME_AND_ATTENDANCE') ? scopeFor(p.authorities, 'CLOCKS', 'READ') : null;
  // A department outside what the caller reads is not found, as on the statistics routes.
  if (departmentId !== undefined && clocks !== 'COMPANY' && !(clocks === 'DEPARTMENT' && departmentScope(p).includes(departmentId))) throw notFound('Department');
  const decides = [scopeFor(p.authorities, 'ABSENCES', 'WRITE'), scopeFor(p.authorities, 'INCONSISTENCIES', 'WRITE')];
  const pending = decides.includes('COMPANY') ? 'COMPANY' : decides.includes('DEPARTMENT') ? 'DEPARTMENT' : 'OWN';
  if (topics.has('presence') && !clocks) throw forbidden('You may not read clocks, so you may not follow presence');
  return (event: LiveEvent): boolean => {
    if (!topics.has(event.kind)) return false;
    if (event.kind === 'notification') return event.accountIds.includes(p.accountId);
    if (departmentId !== undefined && event.departmentId !== departmentId) return false;
    if (event.kind === 'presence') return clocks !== null && covers(p, clocks, event);
    return covers(p, pending, event);
  };
}

/**
 * `GET /live`: a Server-Sent Events stream of what changed for the caller (the gateway's subscriptions read it with the
 * subscriber's own token). Each event names who changed, never the data: the reader asks the ordinary, authorised
 * routes for it. Events come from this process or, with `REDIS_URL`, from every replica (live-bus.ts).
 */
export async function liveRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  // Open streams never end by themselves: closing the API ends them, or it would wait for them forever.
  const open = new Set<{ end(): void }>();
  root.addHook('preClose', async () => { for (const out of open) out.end(); });
  // A presence event carries the person's presence, read once for all the streams that pass it on (not once per
  // subscriber: a clock seen by a thousand wall-boards costs one query).
  const presenceOf = new WeakMap<LiveEvent, Promise<string>>();
  const presenceData = (event: Extract<LiveEvent, { kind: 'presence' }>) => {
    let data = presenceOf.get(event);
    if (!data) {
      data = presenceBoard(ctx.db, SYSTEM_SCOPE, ctx.now(), { employeeId: event.employeeId }, 1, 0)
        .then(({ content }) => JSON.stringify({ employeeId: event.employeeId, departmentId: event.departmentId, presence: content[0] ?? null }));
      presenceOf.set(event, data);
    }
    return data;
  };
  app.get('/live', {
    config: { access: { authenticated: true } },
    schema: {
      tags: ['live'], querystring: LiveQuery,
      summary: 'Server-Sent Events: `notification` {notificationId}, `presence` {employeeId, departmentId, presence: the row of /statistics/employees-presences}, `pending` {employeeId, departmentId}, as they happen, for what you may see',
      produces: ['text/event-stream'],
    },
  }, async (request, reply) => {
    const principal = principalOf(request);
    const topics = new Set<Topic>((request.query.topics?.split(',') ?? TOPICS) as Topic[]);
    if (topics.size === 0) throw fieldError('topics', 'name at least one topic');
    const passes = filterFor(principal, topics, request.query.departmentId);
    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    out.write(': connected\n\n');
    const send = (kind: string, data: string) => { if (!out.destroyed) out.write(`event: ${kind}\ndata: ${data}\n\n`); };
    // Sent in the order they happened: a presence read later is fresher, so the last one written is the latest state.
    let sending: Promise<void> = Promise.resolve();
    const unsubscribe = ctx.live.subscribe((event) => {
      if (!passes(event)) return;
      const data = event.kind === 'presence' ? presenceData(event)
        : JSON.stringify(event.kind === 'notification' ? { notificationId: event.notificationId } : { employeeId: event.employeeId, departmentId: event.departmentId });
      sending = sending.then(async () => send(event.kind, await data)).catch((err: unknown) => request.log.error({ err }, 'live event failed'));
    });
    const heartbeat = setInterval(() => out.write(': ping\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    open.add(out);
    const end = () => { clearInterval(heartbeat); unsubscribe(); open.delete(out); };
    out.once('close', end);
  });
}
