import autocannon from 'autocannon';
import { sql } from 'kysely';
import { ROLE_IDS } from '../../domain/index.ts';
import { loadConfig } from '../../api/src/platform/config.ts';
import type { Database } from '../../api/src/platform/db/database.ts';
import { createTokenService } from '../../api/src/platform/auth/tokens.ts';
import { SYSTEM_SCOPE } from '../../api/src/platform/auth/access-scope.ts';
import { createSchedule } from '../../api/src/schedules/schedule.service.ts';

/**
 * Clock-in under load with the geofence on (issue #13): `people` employees (each with an account, a schedule naming a
 * site, the geo policy on for the company) clock once each through `POST /api/clocks` with a position inside the
 * site — a shift change — over 10 connections. Measured with `small` clocks already in the table, then twice after
 * growing it to `large`: the cost of a clock must not grow with history.
 */
export async function benchClocks(db: Database, baseUrl: string, options: { people: number; small: number; large: number }) {
  const { people, small, large } = options;
  const site = await db.insertInto('sites').values({ name: `Bench gate ${Date.now()}`, latitude: 38.7205, longitude: -9.1456, radius: 150, time_zone: 'Europe/Lisbon' })
    .returning('id').executeTakeFirstOrThrow();
  const day = { type: 'FIXED', dayStart: '00:00', dayEnd: '23:59', workLocationIds: [site.id] };
  const schedule = await createSchedule(db, SYSTEM_SCOPE.actor, '2026-01-01', {
    name: `Bench clock schedule ${Date.now()}`, days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, ...day })) as never,
  });
  const tokens = await createTokenService(db, loadConfig().tokenTtlSeconds, loadConfig().jwtSecret);
  const ids: number[] = [];
  const tokensFor: string[] = [];
  await db.updateTable('clock_policies').set({ enabled: true }).where('id', '=', 3).execute();
  for (let start = 0; start < people; start += 1000) {
    const n = Math.min(1000, people - start);
    const rows = await db.insertInto('employees').values(Array.from({ length: n }, (_, k) => ({
      name: `Clocking Person ${start + k}`, email: `clocking${start + k}.${Date.now()}@bench.test`, start_date: '2020-01-01',
    }))).returning('id').execute();
    ids.push(...rows.map((r) => r.id));
    const accounts = await db.insertInto('accounts').values(rows.map((r, k) => ({ username: `clocking${start + k}.${Date.now()}@bench.test`, password_hash: 'x', employee_id: r.id })))
      .returning(['id', 'employee_id', 'session_version']).execute();
    await db.insertInto('account_roles').values(accounts.map((a) => ({ account_id: a.id, role_id: ROLE_IDS.EMPLOYEE }))).execute();
    await db.insertInto('employee_schedules').values(rows.map((r) => ({ employee_id: r.id, schedule_id: schedule.id, valid_from: '2025-01-01' }))).execute();
    tokensFor.push(...await Promise.all(accounts.map(async (a) => (await tokens.sign({ accountId: a.id, employeeId: a.employee_id, roles: ['EMPLOYEE'], sv: a.session_version })).token)));
  }
  const clockCount = async () => Number((await sql<{ n: string }>`select count(*) as n from clocks`.execute(db)).rows[0].n);
  const history = async (total: number) => {
    const have = await clockCount();
    if (have >= total) return;
    // History spread over the bench employees and the past two years, alternating IN and OUT per employee.
    // seq: far above the clocks recorded through the API, and distinct per employee (g is spread over the employees).
    await sql`insert into clocks (employee_id, type, instant, received_at, time_zone, local_date, local_time, source, identification, geofence, seq)
      select e.id, case when g % 2 = 0 then 'IN' else 'OUT' end, ts, ts, 'Europe/Lisbon', ts::date, to_char(ts, 'HH24:MI:SS'), 'WEB', 'userpass', 'INSIDE', 10000000 + g
      from generate_series(${have + 1}::int, ${total}::int) g,
        lateral (select ${sql.val(ids)}::int[] as ids) a,
        lateral (select a.ids[1 + (g % ${ids.length})] as id) e,
        lateral (select now() - interval '730 days' + (g::double precision / ${total}) * interval '729 days' as ts) t`.execute(db);
    // Settled as a production table is (vacuumed, analysed, and written out by a checkpoint), so the run meets neither
    // an autovacuum of the batch nor the growth's dirty pages, which it would otherwise have to write out itself.
    await sql`vacuum analyze clocks`.execute(db);
    await sql`checkpoint`.execute(db);
  };
  const shiftChange = async () => {
    let next = 0;
    const started = performance.now();
    let last = started;
    // autocannon ends a run on its one-second tick: the time of the last answer is the run's real length.
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const run = autocannon({
      url: `${baseUrl}/api/clocks`, method: 'POST', connections: 10, amount: people,
      requests: [{
        setupRequest: (req) => {
          const token = tokensFor[next++ % tokensFor.length];
          return {
            ...req, headers: { ...req.headers, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ clientId: crypto.randomUUID(), confirmed: true, geoLoc: { latitude: 38.7206, longitude: -9.1457, accuracy: 12 } }),
          };
        },
      }],
      }, (err, res) => (err ? reject(err) : resolve(res)));
      run.on('response', () => { last = performance.now(); });
    });
    const seconds = (last - started) / 1000;
    return { clocks: result.requests.total, non2xx: result.non2xx, seconds: +seconds.toFixed(2), perSecond: Math.round(result.requests.total / seconds), p50: result.latency.p50, p99: result.latency.p99 };
  };
  await history(small);
  await shiftChange(); // warm-up, and every employee now has a previous clock
  const countBefore = await clockCount();
  const before = await shiftChange();
  const t0 = performance.now();
  await history(large);
  const growMs = Math.round(performance.now() - t0);
  const after = await shiftChange();
  const count = await clockCount();
  const again = await shiftChange(); // the same, its caches warm
  return [
    `Clock-in with the geofence on: ${people.toLocaleString('en')} people clock once each (a shift change), 10 connections, position inside the site`,
    `  with ${countBefore.toLocaleString('en')} clocks in the table: ${before.perSecond} clocks/s, all ${before.clocks} in ${before.seconds} s, p50 ${before.p50} ms, p99 ${before.p99} ms, non-2xx ${before.non2xx}`,
    `  with ${count.toLocaleString('en')} clocks (grown in ${growMs} ms): ${after.perSecond} clocks/s, all ${after.clocks} in ${after.seconds} s, p50 ${after.p50} ms, p99 ${after.p99} ms, non-2xx ${after.non2xx}`,
    `  once more: ${again.perSecond} clocks/s, all ${again.clocks} in ${again.seconds} s, p50 ${again.p50} ms, p99 ${again.p99} ms, non-2xx ${again.non2xx}`,
    `  p50 ratio ${(after.p50 / Math.max(before.p50, 1)).toFixed(2)}× (goal ≤ 1.2×); goals on PostgreSQL: ≥ 500 clocks/s, ${people.toLocaleString('en')} in ≤ 10 s, p99 < 50 ms`,
  ].join('\n');
}
