import { sql } from 'kysely';
import { loadConfig } from '../../api/src/platform/config.ts';
import type { Database } from '../../api/src/platform/db/database.ts';
import { createTokenService } from '../../api/src/platform/auth/tokens.ts';
import { SYSTEM_SCOPE } from '../../api/src/platform/auth/access-scope.ts';
import { createSchedule } from '../../api/src/schedules/schedule.service.ts';
import { drainWorkdayQueue, recomputeInBatches } from '../../api/src/attendance/recompute.service.ts';
import { ROLE_IDS } from '../../domain/index.ts';
import { addDays } from '../../domain/schedule.ts';
import { createGateway } from '../../gateway/src/yoga.ts';
import { silentLogger } from '../../gateway/src/platform/logger.ts';
import { percentile, round } from './gateway-bench.ts';

/**
 * The attendance engine at scale (issue #14): a generated company of `people` employees on a 09:00–18:00 schedule
 * with a 13:00–14:00 break, four clocks a working day (arrivals spread from 08:55 to 09:25, one in twenty absent).
 * Measures a full recompute of everyone for one day, of `monthPeople` for a month, the recompute that follows one
 * clock (the drainer's batch of one), and the month's timesheet of `monthPeople` through the gateway; with the peak
 * memory of each (resident set, sampled every 20 ms).
 */
export async function benchAttendance(db: Database, apiUrl: string, options: { people: number; monthPeople: number; month: string }) {
  const { people, monthPeople, month } = options;
  const schedule = await createSchedule(db, SYSTEM_SCOPE.actor, '2026-01-01', {
    name: `Bench attendance ${Date.now()}`,
    days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => (weekday % 6 === 0 ? { weekday, type: 'REST' } : {
      weekday, type: 'FIXED', dayStart: '09:00', dayEnd: '18:00', breakStart: '13:00', breakEnd: '14:00', breakDuration: 60, toleranceAfterStart: 10, toleranceBeforeEnd: 10,
    })) as never,
  });
  const department = await db.insertInto('departments').values({ name: `Bench attendance ${Date.now()}` }).returning('id').executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (let start = 0; start < people; start += 2000) {
    const n = Math.min(2000, people - start);
    const rows = await db.insertInto('employees').values(Array.from({ length: n }, (_, k) => ({
      name: `Attendance Person ${String(start + k).padStart(5, '0')}`, email: `attendance${start + k}.${Date.now()}@bench.test`, start_date: '2020-01-01', department_id: department.id,
    }))).returning('id').execute();
    ids.push(...rows.map((r) => r.id));
    await db.insertInto('employee_schedules').values(rows.map((r) => ({ employee_id: r.id, schedule_id: schedule.id, valid_from: '2025-01-01' }))).execute();
  }
  const monthFrom = `${month}-01`;
  const monthTo = addDays(addDays(monthFrom, 31).slice(0, 8) + '01', -1);
  const oneDay = monthTo; // the last day of the month (a weekday in the bench's month)
  const clocksFor = async (employees: number[], from: string, to: string) => {
    await sql`insert into clocks (employee_id, type, instant, received_at, time_zone, local_date, local_time, source, identification, geofence, seq)
      select e.id, k.type, i.at, i.at, 'Europe/Lisbon', d.date, to_char(i.at at time zone 'Europe/Lisbon', 'HH24:MI:SS'), 'WEB', 'userpass', 'NOT_REQUIRED',
        1000000 + (d.date - date '2020-01-01') * 4 + k.n
      from unnest(${employees}::int[]) as e(id)
      cross join generate_series(${from}::date, ${to}::date, interval '1 day') as g(day)
      cross join lateral (select g.day::date as date) d
      cross join (values (0, 'IN', 9 * 60 - 5), (1, 'OUT', 13 * 60), (2, 'IN', 14 * 60), (3, 'OUT', 18 * 60)) as k(n, type, minute)
      cross join lateral (select ((d.date + make_interval(mins => k.minute + case when k.n = 0 then (e.id * 7 + d.date - date '2020-01-01') % 31 else (e.id % 3) end))
        at time zone 'Europe/Lisbon') as at) i
      where extract(dow from d.date) between 1 and 5 and (e.id + d.date - date '2020-01-01') % 20 <> 0`.execute(db);
    await sql`analyze clocks`.execute(db);
  };
  const peak = () => {
    let max = process.memoryUsage().rss;
    const timer = setInterval(() => { max = Math.max(max, process.memoryUsage().rss); }, 20);
    return () => { clearInterval(timer); return Math.round(Math.max(max, process.memoryUsage().rss) / 1048576); };
  };
  const now = new Date();
  const timed = async <T>(run: () => Promise<T>) => {
    const stop = peak();
    const started = performance.now();
    const result = await run();
    return { ms: Math.round(performance.now() - started), peakMb: stop(), result };
  };

  await clocksFor(ids, oneDay, oneDay);
  // The first run of a process runs the engine before the JIT has compiled it (three times slower); a server that
  // has been up an hour has. Both are measured: the first run on another clocked day (a week later), then the day.
  const warmDay = addDays(oneDay, 7);
  await clocksFor(ids, warmDay, warmDay);
  const cold = await timed(() => recomputeInBatches(db, ids, warmDay, warmDay, now));
  const day = await timed(() => recomputeInBatches(db, ids, oneDay, oneDay, now));
  const monthIds = ids.slice(0, monthPeople);
  await clocksFor(monthIds, monthFrom, addDays(oneDay, -1));
  const monthRun = await timed(() => recomputeInBatches(db, monthIds, monthFrom, monthTo, now));

  // one clock, then the drainer's recompute of its two days (the path every clock takes)
  const samples: number[] = [];
  for (let i = 0; i < 200; i++) {
    const id = ids[(i * 37) % ids.length];
    await sql`insert into workday_queue (employee_id, date) values (${id}, ${oneDay}::date), (${id}, ${oneDay}::date - 1) on conflict do nothing`.execute(db);
    const started = performance.now();
    await drainWorkdayQueue(db, now, 1000);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);

  // the month's timesheet of monthPeople through the gateway (an administrator, the whole JSON answer)
  const tokens = await createTokenService(db, loadConfig().tokenTtlSeconds, loadConfig().jwtSecret);
  const account = await db.insertInto('accounts').values({ username: `attendance.admin.${Date.now()}@bench.test`, password_hash: 'x' }).returning(['id', 'session_version']).executeTakeFirstOrThrow();
  await db.insertInto('account_roles').values({ account_id: account.id, role_id: ROLE_IDS.ADMIN }).execute();
  const { token } = await tokens.sign({ accountId: account.id, employeeId: null, roles: ['ADMIN'], sv: account.session_version });
  const gateway = createGateway({ restApiUrl: apiUrl, logger: silentLogger });
  const query = `query($from: LocalDate!, $to: LocalDate!, $dep: ID) { timesheet(from: $from, to: $to, departmentId: $dep) { rows {
    employeeName totals { expectedMinutes workedMinutes extraMinutes nightMinutes balanceMinutes inconsistencies }
    days { date kind expectedMinutes workedMinutes extraMinutes nightMinutes absenceMinutes balanceMinutes pendingInconsistencies } } } }`;
  const depId = Buffer.from(`Department:${department.id}`).toString('base64');
  const sheet = async () => {
    const res = await gateway.yoga.fetch(new Request('http://gateway.bench/graphql', {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables: { from: monthFrom, to: monthTo, dep: depId } }),
    }));
    const body = await res.json() as { data?: { timesheet: { rows: unknown[] } }; errors?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors).slice(0, 500));
    return body.data!.timesheet.rows.length;
  };
  // the timesheet reads the first monthPeople employees of the department (by name), those the month was computed for
  await db.updateTable('employees').set({ department_id: null }).where('id', 'in', ids.slice(monthPeople)).execute();
  await sheet(); // warm
  const timesheet = await timed(sheet);
  await gateway.close();

  const totals = await sql<{ inconsistencies: number }>`select count(*)::int as inconsistencies from inconsistencies where employee_id = any(${ids}::int[])`.execute(db);
  return [
    `Attendance engine — generated company: ${people} employees on a 09:00–18:00 schedule, four clocks a working day, 1 in 20 absent; ${totals.rows[0].inconsistencies} inconsistencies raised`,
    `  full recompute, ${people} employees × 1 day (${oneDay}), a running server's: ${day.ms} ms, peak RSS ${day.peakMb} MB (goal < 1 s on PostgreSQL) — ${day.result.days} workdays, ${day.result.raised} inconsistencies raised`,
    `  the same, first run of a fresh process (${warmDay}, the engine not yet compiled by the JIT): ${cold.ms} ms, peak RSS ${cold.peakMb} MB`,
    `  full recompute, ${monthPeople} employees × ${monthRun.result.days / monthPeople} days (${monthFrom} → ${monthTo}): ${monthRun.ms} ms, peak RSS ${monthRun.peakMb} MB (goal < 5 s)`,
    `  incremental recompute after one clock (the drainer's batch: 2 days of 1 employee), 200 samples: p50 ${round(percentile(samples, 50))} ms, p99 ${round(percentile(samples, 99))} ms (goal p50 < 20 ms)`,
    `  month timesheet of ${timesheet.result} employees through the gateway (one GraphQL request, JSON): ${timesheet.ms} ms, peak RSS ${timesheet.peakMb} MB (goal < 2 s)`,
  ].join('\n');
}
