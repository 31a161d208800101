import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { ROLE_IDS } from '../../domain/index.ts';
import { CompanyDto, getCompany, toCompanyDto } from '../../api/src/company/company.service.ts';
import type { AppContext } from '../../api/src/platform/context.ts';
import type { Database } from '../../api/src/platform/db/database.ts';
import { findAccountByIdentifier } from '../../api/src/accounts/account.repository.ts';
import { verifyPassword } from '../../api/src/platform/auth/passwords.ts';
import { createTokenService } from '../../api/src/platform/auth/tokens.ts';
import { namedBy } from '../../api/src/session/session.repository.ts';
import { issueToken } from '../../api/src/session/session.service.ts';
import { recordAccountFailure } from '../../api/src/session/throttle.repository.ts';

export interface LoadFigures { route: string; requestsPerSec: number; mean: number; p50: number; p99: number; non2xx: number }

export async function load(url: string, headers: Record<string, string>, seconds: number): Promise<LoadFigures> {
  const result = await autocannon({ url, headers, connections: 10, duration: seconds });
  return {
    route: new URL(url).pathname,
    requestsPerSec: Math.round(result.requests.average),
    mean: +result.latency.average.toFixed(2),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/**
 * `GET /api/company` with a valid token (token check, one principal query, one company query) against
 * the trivial public `GET /api/health` on the same server: the ratio is the cost of auth and data.
 */
export async function benchApi(app: FastifyInstance, baseUrl: string, seconds = 5) {
  const signIn = await benchSignIn(app);
  const token = signIn.token;
  await load(`${baseUrl}/api/health`, {}, 1); // warm-up
  const health = await load(`${baseUrl}/api/health`, {}, seconds);
  const company = await load(`${baseUrl}/api/company`, { authorization: `Bearer ${token}` }, seconds);
  return {
    health,
    company,
    ratio: {
      throughput: +(health.requestsPerSec / company.requestsPerSec).toFixed(2),
      // autocannon's percentiles are whole milliseconds (a trivial route's p50 is 0): compare means instead.
      mean: +(company.mean / Math.max(health.mean, 0.01)).toFixed(2),
      p99: +(company.p99 / Math.max(health.p99, 0.001)).toFixed(2),
    },
    signIn,
  };
}

const timed = async <T>(run: () => Promise<T>) => {
  const started = process.hrtime.bigint();
  const value = await run();
  return { value, ms: Number(process.hrtime.bigint() - started) / 1e6 };
};

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => +sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);
  return { median: at(0.5), p90: at(0.9), min: +sorted[0].toFixed(1), samples: sorted.length };
}

/**
 * Sign-in latency, one at a time: the demo admin with the right password, and unknown names with a wrong one
 * (each a new name, so no lock interferes), through `POST /api/login` — attempts counted per client and per
 * identifier — and through its bench-only twin without the counting (`registerUncountedSignInTwin`), alternating, so
 * both see the same machine. The ratio is what the atomic counting costs (goal: within 10 %).
 */
export async function benchSignIn(app: FastifyInstance, samples = 80) {
  const runs = { counted: { success: [] as number[], failure: [] as number[] }, uncounted: { success: [] as number[], failure: [] as number[] } };
  let token = '';
  for (let i = 0; i < samples + 5; i++) {
    for (const [name, url] of [['counted', '/api/login'], ['uncounted', '/api/bench/login-uncounted']] as const) {
      const ok = await timed(() => app.inject({ method: 'POST', url, payload: { username: 'admin@demo.test', password: 'Demo#2026' } }));
      if (ok.value.statusCode !== 200) throw new Error(`demo sign-in failed: ${ok.value.body}`);
      token = ok.value.json().token as string;
      const bad = await timed(() => app.inject({ method: 'POST', url, payload: { username: `bench-${process.pid}-${name}-${i}@demo.test`, password: 'Wrong#2026' } }));
      if (bad.value.statusCode !== 401) throw new Error(`a wrong sign-in answered ${bad.value.statusCode}`);
      if (i < 5) continue; // warm-up
      runs[name].success.push(ok.ms);
      runs[name].failure.push(bad.ms);
    }
  }
  const [success, failure] = [summary(runs.counted.success), summary(runs.counted.failure)];
  const [plainSuccess, plainFailure] = [summary(runs.uncounted.success), summary(runs.uncounted.failure)];
  return {
    token, success, failure, plainSuccess, plainFailure,
    ratio: { success: +(success.median / plainSuccess.median).toFixed(2), failure: +(failure.median / plainFailure.median).toFixed(2) },
  };
}

/**
 * Bench only: sign-in as it was before attempts were counted in the database — the account read, argon2id, the
 * account's failure count or last sign-in written, the token — for `benchSignIn` to compare against.
 */
export async function registerUncountedSignInTwin(app: FastifyInstance, db: Database, config: { tokenTtlSeconds: number; jwtSecret?: string }) {
  const tokens = await createTokenService(db, config.tokenTtlSeconds, config.jwtSecret);
  const body = { type: 'object', properties: { username: { type: 'string', maxLength: 254 }, password: { type: 'string', maxLength: 200 } }, required: ['username', 'password'] };
  app.post('/api/bench/login-uncounted', { config: { access: { public: true } }, schema: { hide: true, body } }, async (request, reply) => {
    const { username, password } = request.body as { username: string; password: string };
    const account = await findAccountByIdentifier(db, 'username', username);
    if (!(await verifyPassword(account?.password_hash ?? null, password)) || !account) {
      await recordAccountFailure(db, namedBy('username', username));
      return reply.status(401).send({ code: 'INVALID_CREDENTIALS' });
    }
    await db.updateTable('accounts').where('id', '=', account.id).set({ failed_attempts: 0, locked_until: null, last_login_at: new Date() }).execute();
    return issueToken({ tokens }, account);
  });
}

/** The first page (50 rows) of the employee list, as an admin, on whatever company the database holds. */
export async function benchEmployeeList(app: FastifyInstance, baseUrl: string, seconds = 5): Promise<LoadFigures & { totalElements: number }> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin@demo.test', password: 'Demo#2026' } });
  const token = res.json().token as string;
  const page = await app.inject({ method: 'GET', url: '/api/employees?page=0&size=50', headers: { authorization: `Bearer ${token}` } });
  const figures = await load(`${baseUrl}/api/employees?page=0&size=50`, { authorization: `Bearer ${token}` }, seconds);
  return { ...figures, totalElements: page.json().page.totalElements };
}

/**
 * The bench's twin of `GET /api/company` without authentication: the same query and serialization, public. Registered
 * only by the bench, before the server starts, so the product never has it.
 */
export async function registerPublicCompanyTwin(app: FastifyInstance, db: Database): Promise<void> {
  const ctx = { db } as AppContext;
  app.get('/api/bench/company-public', { config: { access: { public: true } }, schema: { hide: true, response: { 200: CompanyDto } } },
    async () => toCompanyDto(await getCompany(ctx.db)));
}

/** The cost of authentication (token check and principal, cached): `GET /api/company` against its public twin. */
export async function benchAuthCost(app: FastifyInstance, baseUrl: string, seconds = 5) {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin@demo.test', password: 'Demo#2026' } });
  const headers = { authorization: `Bearer ${res.json().token as string}` };
  const loadsBefore = app.principals.loads;
  await load(`${baseUrl}/api/bench/company-public`, {}, 1); // warm-up
  await load(`${baseUrl}/api/company`, headers, 1);
  const open = await load(`${baseUrl}/api/bench/company-public`, {}, seconds);
  const authenticated = await load(`${baseUrl}/api/company`, headers, seconds);
  return {
    open, authenticated,
    ratio: +(authenticated.requestsPerSec / open.requestsPerSec).toFixed(2),
    principalLoads: app.principals.loads - loadsBefore,
  };
}

/**
 * How long a role change committed through one API process takes to apply in another on the same database: the demo
 * manager is granted ADMIN and has it taken away again, `rounds` times each, and the second process is asked
 * (`GET /api/accounts`: 200 with ADMIN, 403 without) until it answers the new way. On the embedded database the second
 * app shares the process and the instance (it has no other), so this measures the in-process path.
 */
export async function benchRevocation(first: Database, second: FastifyInstance, rounds = 20) {
  const manager = await first.selectFrom('accounts').select('id').where('username', '=', 'manager@demo.test').executeTakeFirstOrThrow();
  const res = await second.inject({ method: 'POST', url: '/api/login', payload: { username: 'manager@demo.test', password: 'Demo#2026' } });
  const headers = { authorization: `Bearer ${res.json().token as string}` };
  const status = async () => (await second.inject({ method: 'GET', url: '/api/accounts?size=1', headers })).statusCode;
  const samples: number[] = [];
  const waitFor = async (wanted: (s: number) => boolean) => {
    const started = performance.now();
    while (!wanted(await status())) {
      if (performance.now() - started > 10_000) throw new Error('the second process never saw the change');
      await new Promise((resolve) => setImmediate(resolve));
    }
    return performance.now() - started;
  };
  await waitFor((s) => s === 403); // warm: the second process has the principal cached
  for (let i = 0; i < rounds; i++) {
    await first.insertInto('account_roles').values({ account_id: manager.id, role_id: ROLE_IDS.ADMIN }).execute();
    samples.push(await waitFor((s) => s < 300));
    await first.deleteFrom('account_roles').where('account_id', '=', manager.id).where('role_id', '=', ROLE_IDS.ADMIN).execute();
    samples.push(await waitFor((s) => s === 403));
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => +sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(2);
  return { changes: samples.length, p50: at(0.5), p99: at(0.99), max: +sorted[sorted.length - 1].toFixed(2) };
}
