import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/platform/config.ts';
import { migrate, openDatabase } from '../../api/src/platform/db/database.ts';
import { syncReferenceData } from '../../api/src/platform/db/reference-data.ts';
import { seedDemo } from '../../api/src/seed/demo-seed.ts';
import { benchApi, benchAuthCost, benchEmployeeList, benchRevocation, registerPublicCompanyTwin, registerUncountedSignInTwin } from './api-bench.ts';
import { generateCompany } from './large-company.ts';
import { bundleSizes } from './bundle-sizes.ts';
import { benchExpectedDays } from './expected-days-bench.ts';
import { benchAttendance } from './attendance-bench.ts';
import { benchInconsistencies } from './inconsistency-bench.ts';
import { benchAbsences } from './absence-bench.ts';
import { killDuringBursts } from '../support/kill-burst.ts';
import { benchDeferredLayout, benchPendingCountRoutes, generateWorkItems } from './pending-counts-bench.ts';
import { createScratchDatabase } from './scratch-database.ts';

/**
 * `npm run bench`: figures measured in one run on the demo company (40 employees, 5 departments), then on a
 * generated company of 2,000. On the embedded database, or with DATABASE_URL on a scratch database created
 * on that PostgreSQL server for the run and dropped after it.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

/** A bench of tests/bench run in a child process that makes its own scratch database; its output without the "database:" line. */
const onItsOwnDatabase = (script: string, nodeOptions: string[] = []) => execFileSync(process.execPath,
  [...nodeOptions, '--max-semi-space-size=64', '--import', 'tsx', path.resolve('tests/bench', script)], {
    env: process.env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 20,
  }).split('\n').filter((l) => !l.startsWith('database:')).join('\n');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pontual-bench-'));
const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
const db = await openDatabase({ databaseUrl: scratch?.url });
await migrate(db);
await syncReferenceData(db);
await seedDemo(db);
const app = await buildApp({ db, config: { ...loadConfig(), dataDir, loginRateLimit: { max: 100000, windowMs: 60000 } } });
await registerPublicCompanyTwin(app, db);
await registerUncountedSignInTwin(app, db, loadConfig());
const address = await app.listen({ port: 0, host: '127.0.0.1' });

console.log(`Pontual bench — ${new Date().toISOString()} — ${os.cpus().length} cores, node ${process.version}, database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}`);
console.log('Data: demo company, 40 employees, 5 departments, 40 accounts\n');

const api = await benchApi(app, address, seconds);
console.log(`REST API, ${seconds} s per route, 10 connections`);
console.table([api.health, api.company]);
console.log(`GET /api/company (token + principal + company) vs GET /api/health: throughput ${api.ratio.throughput}× lower, mean latency ${api.ratio.mean}×, p99 ${api.ratio.p99}×`);
{
  const { success, failure, plainSuccess, plainFailure, ratio } = api.signIn;
  console.log(`Sign-in, one at a time, ${success.samples} samples each, alternating with its twin without the attempt counting:`);
  console.log(`  right password: median ${success.median} ms (p90 ${success.p90}) against ${plainSuccess.median} ms (p90 ${plainSuccess.p90}) uncounted: ${ratio.success}× (goal ≤ 1.10×)`);
  console.log(`  wrong password, unknown name: median ${failure.median} ms (p90 ${failure.p90}) against ${plainFailure.median} ms (p90 ${plainFailure.p90}) uncounted: ${ratio.failure}× (goal ≤ 1.10×)\n`);
}

const auth = await benchAuthCost(app, address, seconds);
console.log(`Cost of authentication, ${seconds} s per route, 10 connections: GET /api/company against its public twin (same query and serialization)`);
console.table([auth.open, auth.authenticated]);
console.log(`authenticated / public throughput: ${auth.ratio}× (goal ≥ 0.8×); principal queries during the authenticated run: ${auth.principalLoads}`);
{
  // A second API process on the same database (on PGlite the same instance, so the same process: it has no other).
  const second = scratch ? await openDatabase({ databaseUrl: scratch.url }) : db;
  const app2 = await buildApp({ db: second, config: { ...loadConfig(), dataDir, loginRateLimit: { max: 100000, windowMs: 60000 } } });
  await app2.ready();
  const rev = await benchRevocation(db, app2);
  console.log(`A role change reaching a second API process (${scratch ? 'separate pool and listener on the same PostgreSQL' : 'same process: the embedded database has no other'}): `
    + `${rev.changes} grants and revocations, p50 ${rev.p50} ms, p99 ${rev.p99} ms, max ${rev.max} ms after the commit (goal < 1 s)\n`);
  await app2.close();
  if (second !== db) await second.destroy();
}

const gatewayBench = path.join(path.dirname(new URL(import.meta.url).pathname), 'gateway-bench.ts');
if (fs.existsSync(gatewayBench)) {
  const { benchGateway } = await import('./gateway-bench.ts' as string) as { benchGateway: (o: { apiUrl: string; seconds: number }) => Promise<unknown> };
  console.log('GraphQL gateway');
  console.log(await benchGateway({ apiUrl: `${address}/api`, seconds }));
  console.log('  (goals: gateway / direct p50 ≤ 1.25×, p99 ≤ 1.5×)');
}

const large = Number(process.env.BENCH_EMPLOYEES ?? 2000);
const t0 = performance.now();
await generateCompany(db, large - 40);
console.log(`Generated a company of ${large} employees in 25 departments (${Math.round(performance.now() - t0)} ms)`);
const list = await benchEmployeeList(app, address, seconds);
console.log(`REST GET /api/employees?page=0&size=50 of ${list.totalElements} employees: ${list.requestsPerSec} req/s, p50 ${list.p50} ms, p99 ${list.p99} ms`);
if (fs.existsSync(gatewayBench)) {
  const mod = await import('./gateway-bench.ts' as string) as { benchGatewayEmployeeList?: (o: { apiUrl: string; seconds: number }) => Promise<unknown> };
  if (mod.benchGatewayEmployeeList) console.log(await mod.benchGatewayEmployeeList({ apiUrl: `${address}/api`, seconds }));
}

const t1 = performance.now();
const items = await generateWorkItems(db);
console.log(`\nGenerated ${items.requests} absence requests, ${items.inconsistencies} inconsistencies and ${items.documents} archive documents for them (${Math.round(performance.now() - t1)} ms)`);
console.log(`Pending counts, REST, ${seconds} s per route, 10 connections`);
console.table(await benchPendingCountRoutes(app, address, seconds));
console.log(await benchDeferredLayout(app, `${address}/api`, seconds));

console.log(`\n${await benchExpectedDays(db, Number(process.env.BENCH_EXPECTED_EMPLOYEES ?? 10_000))}\n`);
console.log(`${await benchAttendance(db, `${address}/api`, {
  people: Number(process.env.BENCH_ATTENDANCE_EMPLOYEES ?? 10_000), monthPeople: 2000, month: process.env.BENCH_ATTENDANCE_MONTH ?? '2026-08',
})}\n`);
console.log(`${await benchInconsistencies(db, `${address}/api`, { people: 2000, departmentSize: 200, perEmployee: 30, samples: 100 })}\n`);
console.log(`${await benchAbsences(db, `${address}/api`, { people: 2000, departmentSize: 200, perEmployee: 10, samples: 100 })}\n`);
// The dashboards on a company of their own (a fresh database in a child process, so the company dashboard counts only
// its 10,000 and the process's memory is the gateway's and the API's alone).
console.log(onItsOwnDatabase('dashboard-bench-only.ts', ['--expose-gc']));
// Clock-in on a database of its own too: its small table is its 10,000 clocks of history (plus its warm-up's 5,000),
// not the ~300,000 the engine's and the inconsistencies' companies left in this one.
console.log(onItsOwnDatabase('clock-bench-only.ts'));
{
  const killDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pontual-kill-'));
  const killScratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
  const rounds = await killDuringBursts({ dataDir: killDir, databaseUrl: killScratch?.url, killAfterMs: [700, 1900] });
  console.log(`kill -9 of the API during a burst of clock-ins (10 employees, a separate API process), twice: ${rounds
    .map((r) => `after ${r.killAfterMs} ms ${r.acknowledged} acknowledged, ${r.lost} lost, ${r.duplicates} stored twice`).join('; ')} (goal: 0 lost)\n`);
  await killScratch?.drop();
  fs.rmSync(killDir, { recursive: true, force: true });
}

const bundles = bundleSizes(path.resolve('web/dist'));
console.log(bundles ?? 'Web app not built (npm run build:web) — no bundle sizes');

await app.close();
await db.destroy();
await scratch?.drop();
fs.rmSync(dataDir, { recursive: true, force: true });
