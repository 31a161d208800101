import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { sql } from 'kysely';
import { loadConfig } from '../../api/src/platform/config.ts';
import { createTokenService } from '../../api/src/platform/auth/tokens.ts';
import type { Database } from '../../api/src/platform/db/database.ts';
import { ROLE_IDS } from '../../domain/index.ts';
import { createGateway } from '../../gateway/src/yoga.ts';
import { silentLogger } from '../../gateway/src/platform/logger.ts';
import { percentile, round } from './gateway-bench.ts';

const DAY_MS = 86_400_000;

/**
 * The dashboards at scale (issue #17): a generated company of `people` employees in 20 departments with 30 days of
 * history (an IN and an OUT a working day, one in ten late, one in twenty absent), today's arrivals (seven in ten in),
 * 200 absences covering today. Measures, through the gateway as an administrator, the dashboard's first part (the
 * frame, before the `@defer`red figures) and its last part; the presence statistics over REST; and `subscribers`
 * concurrent `presenceChanged` subscriptions held by one gateway: the memory they took and how long one clock takes
 * to reach all of them.
 */
export async function benchDashboards(db: Database, apiUrl: string, options: { people: number; subscribers: number; samples?: number }) {
  const { people, subscribers, samples = 30 } = options;
  const stamp = Date.now();
  const deps = await db.insertInto('departments').values(Array.from({ length: 20 }, (_, i) => ({ name: `Dashboard bench ${stamp} ${i}` }))).returning('id').execute();
  const ids: number[] = [];
  for (let start = 0; start < people; start += 2000) {
    const n = Math.min(2000, people - start);
    const rows = await db.insertInto('employees').values(Array.from({ length: n }, (_, k) => ({
      name: `Dashboard Person ${String(start + k).padStart(5, '0')}`, email: `dashboard${start + k}.${stamp}@bench.test`,
      start_date: '2020-01-01', department_id: deps[(start + k) % deps.length].id,
    }))).returning('id').execute();
    ids.push(...rows.map((r) => r.id));
  }
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const from = new Date(now.getTime() - 30 * DAY_MS).toISOString().slice(0, 10);
  const t0 = performance.now();
  // history: an IN at 09:00 (+ up to 20 min for one in ten) and an OUT at 18:00 on weekdays, one in twenty absent
  await sql`insert into clocks (employee_id, type, instant, received_at, time_zone, local_date, local_time, source, identification, geofence, seq)
    select e.id, k.type, i.at, i.at, 'UTC', d.date, to_char(i.at, 'HH24:MI:SS'), 'WEB', 'userpass', 'NOT_REQUIRED',
      2000000 + (d.date - date '2020-01-01') * 2 + k.n
    from unnest(${ids}::int[]) as e(id)
    cross join generate_series(${from}::date, ${today}::date - 1, interval '1 day') as g(day)
    cross join lateral (select g.day::date as date) d
    cross join (values (0, 'IN', 9 * 60), (1, 'OUT', 18 * 60)) as k(n, type, minute)
    cross join lateral (select (d.date + make_interval(mins => k.minute + case when k.n = 0 and (e.id + d.date - date '2020-01-01') % 10 = 0 then 20 else 0 end)) as at) i
    where extract(dow from d.date) between 1 and 5 and (e.id + d.date - date '2020-01-01') % 20 <> 0`.execute(db);
  // today: seven in ten clocked in an hour ago, one in ten of those late
  const hourAgo = new Date(now.getTime() - 3_600_000);
  await sql`insert into clocks (employee_id, type, instant, received_at, time_zone, local_date, local_time, source, identification, geofence, seq)
    select e.id, 'IN', ${hourAgo}, ${hourAgo}, 'UTC', ${today}::date, '08:00:00', 'WEB', 'userpass', 'NOT_REQUIRED', 3000000
    from unnest(${ids}::int[]) as e(id) where e.id % 10 < 7`.execute(db);
  // the engine's findings of the history: LATE_CLOCK for the late, ABSENT for the absent; today's late
  await sql`insert into inconsistencies (employee_id, date, type, status, anchor)
    select e.id, d.date, case when (e.id + d.date - date '2020-01-01') % 20 = 0 then 'ABSENT' else 'LATE_CLOCK' end, 'PENDING', 'day'
    from unnest(${ids}::int[]) as e(id)
    cross join generate_series(${from}::date, ${today}::date, interval '1 day') as g(day)
    cross join lateral (select g.day::date as date) d
    where extract(dow from d.date) between 1 and 5 and ((e.id + d.date - date '2020-01-01') % 20 = 0 or (e.id + d.date - date '2020-01-01') % 10 = 0)`.execute(db);
  // the workdays the engine stored for the history (every day of everyone: the drainer computes each clocked day, the
  // nightly close the rest): worked on the days they clocked, nothing on the others
  await sql`insert into workdays (employee_id, date, kind, time_zone, scheduled_minutes, expected_minutes, absence_minutes, worked_minutes,
      break_minutes, extra_minutes, night_minutes, balance_minutes, pairs, closed, computed_at)
    select e.id, d.date, case when extract(dow from d.date) between 1 and 5 then 'WORK' else 'REST' end, 'UTC', 480, 480, 0, w.minutes, 0, 0, 0, w.minutes - 480,
      case when w.minutes > 0 then '[{"inId": null, "outId": null, "start": null, "end": null}]'::jsonb else '[]'::jsonb end, true, now()
    from unnest(${ids}::int[]) as e(id)
    cross join generate_series(${from}::date, ${today}::date - 1, interval '1 day') as g(day)
    cross join lateral (select g.day::date as date) d
    cross join lateral (select case when extract(dow from d.date) between 1 and 5 and (e.id + d.date - date '2020-01-01') % 20 <> 0 then 540 else 0 end as minutes) w`.execute(db);
  const type = await db.selectFrom('absence_types').select('id').orderBy('id').executeTakeFirstOrThrow();
  const absent = ids.filter((id) => id % 10 === 9).slice(0, 200);
  const requests = await db.insertInto('absence_requests').values(absent.map((id) => ({
    requester_id: id, absence_type_id: type.id, status: 'APPROVED', admin_status: 'APPROVED', manager_status: 'APPROVED', created_on: now,
    first_start_date: today, last_end_date: today, number_of_days: 1,
  }))).returning('id').execute();
  await db.insertInto('absence_request_periods').values(requests.map((r) => ({ absence_request_id: r.id, valid_from: today, valid_to: today, number_of_days: 1 }))).execute();
  await sql`analyze`.execute(db);
  const generated = Math.round(performance.now() - t0);
  const clocks = (await sql<{ n: number }>`select count(*)::int as n from clocks where employee_id = any(${ids}::int[])`.execute(db)).rows[0].n;

  const tokens = await createTokenService(db, loadConfig().tokenTtlSeconds, loadConfig().jwtSecret);
  const account = await db.insertInto('accounts').values({ username: `dashboard.admin.${stamp}@bench.test`, password_hash: 'x' }).returning(['id', 'session_version']).executeTakeFirstOrThrow();
  await db.insertInto('account_roles').values({ account_id: account.id, role_id: ROLE_IDS.ADMIN }).execute();
  const { token } = await tokens.sign({ accountId: account.id, employeeId: null, roles: ['ADMIN'], sv: account.session_version });
  const gateway = createGateway({ restApiUrl: apiUrl, logger: silentLogger });

  // the dashboard: time to the first part (the frame) and to the last (every deferred figure)
  const query = `{ viewer { homePath } dashboard { scope
    ... @defer(label: "presence") { presence { present absent excused late total } }
    ... @defer(label: "today") { today { lateClocks missingClocks absences absencesThisWeek } }
    ... @defer(label: "trend") { trend(days: 30) { date present absent excused late } }
    ... @defer(label: "types") { topInconsistencyTypes { type count } } } }`;
  const dashboard = async () => {
    const started = performance.now();
    const res = await gateway.yoga.fetch(new Request('http://gateway.bench/graphql', {
      method: 'POST', headers: { 'content-type': 'application/json', accept: 'multipart/mixed', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
    }));
    const reader = res.body!.getReader();
    let first = 0;
    let text = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!first) first = performance.now() - started;
      text += new TextDecoder().decode(value);
    }
    if (text.includes('"errors"')) throw new Error(text.slice(0, 500));
    return { first, last: performance.now() - started };
  };
  await dashboard();
  const firsts: number[] = [];
  const lasts: number[] = [];
  for (let i = 0; i < samples; i++) {
    const r = await dashboard();
    firsts.push(r.first);
    lasts.push(r.last);
  }
  firsts.sort((a, b) => a - b);
  lasts.sort((a, b) => a - b);

  // presence statistics over REST: the board's first page and the counts
  const rest = async (path: string) => {
    const started = performance.now();
    const res = await fetch(`${apiUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    return performance.now() - started;
  };
  const timedRest = async (path: string) => {
    await rest(path);
    const xs: number[] = [];
    for (let i = 0; i < samples; i++) xs.push(await rest(path));
    return xs.sort((a, b) => a - b);
  };
  const board = await timedRest('/statistics/employees-presences?size=100');
  const counts = await timedRest('/statistics/presence-counts');
  const todayMs = await timedRest('/statistics/today');
  const trendMs = await timedRest('/statistics/attendance-trend?days=30');
  const typesMs = await timedRest('/statistics/inconsistency-types?days=30');

  // subscribers: one gateway on a real port, the clients in a child process (their memory is not the gateway's)
  const server = createServer(gateway.yoga);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  global.gc?.();
  const before = process.memoryUsage();
  const child = spawn(process.execPath, ['--import', 'tsx', new URL('./sse-subscribers.ts', import.meta.url).pathname], {
    env: { ...process.env, GATEWAY_URL: `http://127.0.0.1:${port}/graphql`, TOKEN: token, SUBSCRIBERS: String(subscribers) }, stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  const waitFor = (word: string) => new Promise<string>((resolve, reject) => {
    const check = () => { const line = lines.find((l) => l.startsWith(word)); if (line) resolve(line); };
    child.stdout.on('data', (chunk: Buffer) => { lines.push(...chunk.toString().split('\n').filter(Boolean)); check(); });
    child.once('exit', (code) => reject(new Error(`subscribers exited (${code}): ${lines.join(' | ')}`)));
    check();
  });
  const readyLine = await waitFor('ready');
  await new Promise((r) => setTimeout(r, 500));
  global.gc?.();
  const held = process.memoryUsage();
  const clockAt = performance.now();
  const clockRes = await fetch(`${apiUrl}/clocks/admin`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ employeeId: ids[0], type: 'OUT', comment: 'bench', confirmed: true }),
  });
  if (clockRes.status !== 201) throw new Error(`clock: ${clockRes.status} ${await clockRes.text()}`);
  const received = await waitFor('received');
  const fanOutMs = Math.round(performance.now() - clockAt);
  child.stdin.end();
  await new Promise((r) => child.once('exit', r));
  server.closeAllConnections();
  server.close();
  await gateway.close();
  const mb = (bytes: number) => Math.round(bytes / 1048576);
  return [
    `Dashboards — generated company: ${people} employees in 20 departments, ${clocks} clocks over 30 days, 200 absences today (generated in ${generated} ms)`,
    `  company dashboard through the gateway (${samples} samples, an administrator): first part p50 ${round(percentile(firsts, 50))} ms, p99 ${round(percentile(firsts, 99))} ms (goal p50 < 50 ms); `
      + `last part p50 ${round(percentile(lasts, 50))} ms, p99 ${round(percentile(lasts, 99))} ms (goal < 500 ms)`,
    `  presence statistics, REST: the board's first 100 of ${people} p50 ${round(percentile(board, 50))} ms, p99 ${round(percentile(board, 99))} ms; `
      + `the counts p50 ${round(percentile(counts, 50))} ms, p99 ${round(percentile(counts, 99))} ms (goal < 300 ms)`,
    `  the dashboard's figures alone, REST p50: today ${round(percentile(todayMs, 50))} ms, 30-day trend ${round(percentile(trendMs, 50))} ms, `
      + `inconsistency types ${round(percentile(typesMs, 50))} ms (the last part runs them side by side with the counts)`,
    `  ${subscribers} presenceChanged subscribers over SSE on one gateway (${readyLine}): the process (gateway + API, each holding a stream per subscriber) `
      + `grew by ${mb(held.rss - before.rss)} MB resident, ${mb(held.heapUsed - before.heapUsed)} MB heap; `
      + `one clock reached all of them in ${fanOutMs} ms (${received})`,
  ].join('\n');
}
