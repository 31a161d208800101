import { sql } from 'kysely';
import { loadConfig } from '../../api/src/platform/config.ts';
import type { Database } from '../../api/src/platform/db/database.ts';
import { createTokenService } from '../../api/src/platform/auth/tokens.ts';
import { SYSTEM_SCOPE } from '../../api/src/platform/auth/access-scope.ts';
import { createSchedule } from '../../api/src/schedules/schedule.service.ts';
import { ROLE_IDS } from '../../domain/index.ts';
import { percentile, round } from './gateway-bench.ts';

/**
 * Absences at scale (issue #16): a generated company of `people` employees in departments of `departmentSize` on a
 * Monday-to-Friday schedule, with `perEmployee` requests each over 2026–2027 (inserted with SQL: most approved, some
 * pending, a few cancelled or rejected). Measures, over HTTP, creating a request with its overlap and balance checks,
 * one employee's balance, the working days of 500 employees over a month (contDaysMult) and a department's team calendar.
 */
export async function benchAbsences(db: Database, apiUrl: string, options: { people: number; departmentSize: number; perEmployee: number; samples: number }) {
  const { people, departmentSize, perEmployee, samples } = options;
  const stamp = Date.now();
  const departments = await db.insertInto('departments')
    .values(Array.from({ length: Math.ceil(people / departmentSize) }, (_, i) => ({ name: `Absence bench ${i} ${stamp}` }))).returning('id').execute();
  const schedule = await createSchedule(db, SYSTEM_SCOPE.actor, '2025-01-01', { name: `Absence bench ${stamp}`, days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => (weekday % 6 === 0
    ? { weekday, type: 'REST' } : { weekday, type: 'FIXED', dayStart: '09:00', dayEnd: '18:00', breakStart: '13:00', breakEnd: '14:00', breakDuration: 60 })) as never });
  const ids: number[] = [];
  for (let start = 0; start < people; start += 2000) {
    const rows = await db.insertInto('employees').values(Array.from({ length: Math.min(2000, people - start) }, (_, k) => ({
      name: `Absence Person ${String(start + k).padStart(5, '0')}`, email: `absence${start + k}.${stamp}@bench.test`, start_date: '2020-01-01',
      department_id: departments[Math.floor((start + k) / departmentSize)].id,
    }))).returning('id').execute();
    ids.push(...rows.map((r) => r.id));
    await db.insertInto('employee_schedules').values(rows.map((r) => ({ employee_id: r.id, schedule_id: schedule.id, valid_from: '2025-01-01' }))).execute();
  }
  const generated = performance.now();
  // Request k of employee n: a Monday 5 weeks after the one before (shifted by n), 1 to 5 weekdays, Holidays mostly.
  await sql`
    with r as (
      insert into absence_requests (requester_id, absence_type_id, status, admin_status, manager_status, first_start_date, last_end_date, number_of_days, levels, created_on)
      select e.id, 1, s.status, s.status, s.status, d.first, d.first + (d.len - 1), d.len, '{ADMIN,MANAGER}', d.first - 20
      from unnest(${ids}::int[]) with ordinality as e(id, n)
      cross join generate_series(0, ${perEmployee - 1}) as k
      cross join lateral (select date '2026-01-05' + (k * 35 + (e.n % 5) * 7)::int as first, 1 + ((e.n + k) % 5)::int as len) d
      cross join lateral (select (array['APPROVED','APPROVED','APPROVED','APPROVED','APPROVED','APPROVED','APPROVED','PENDING','PENDING','CANCELLED'])[1 + ((e.n * 3 + k) % 10)] as status) s
      returning id, first_start_date, last_end_date, number_of_days)
    insert into absence_request_periods (absence_request_id, valid_from, valid_to, number_of_days)
    select id, first_start_date, last_end_date, number_of_days from r`.execute(db);
  await sql`analyze absence_requests`.execute(db);
  await sql`analyze absence_request_periods`.execute(db);
  const generateMs = Math.round(performance.now() - generated);
  const total = (await sql<{ n: number }>`select count(*)::int as n from absence_requests where requester_id = any(${ids}::int[])`.execute(db)).rows[0].n;

  const tokens = await createTokenService(db, loadConfig().tokenTtlSeconds, loadConfig().jwtSecret);
  const account = await db.insertInto('accounts').values({ username: `absence.admin.${stamp}@bench.test`, password_hash: 'x', employee_id: null })
    .returning(['id', 'session_version']).executeTakeFirstOrThrow();
  await db.insertInto('account_roles').values({ account_id: account.id, role_id: ROLE_IDS.ADMIN }).execute();
  const admin = (await tokens.sign({ accountId: account.id, employeeId: null, roles: ['ADMIN'], sv: account.session_version })).token;

  const call = async (method: string, path: string, body?: unknown) => {
    const started = performance.now();
    const res = await fetch(`${apiUrl}${path}`, {
      method, headers: { authorization: `Bearer ${admin}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    return performance.now() - started;
  };
  const figures = (ms: number[]) => {
    ms.sort((a, b) => a - b);
    return `p50 ${round(percentile(ms, 50))} ms, p99 ${round(percentile(ms, 99))} ms`;
  };
  const sampled = async (path: (i: number) => string, method = 'GET', body?: (i: number) => unknown) => {
    for (let i = 0; i < 5; i++) await call(method, path(people - 1 - i), body?.(people - 1 - i)); // warm: plans, the JIT
    const ms: number[] = [];
    for (let i = 0; i < samples; i++) ms.push(await call(method, path(i), body?.(i)));
    return figures(ms);
  };
  // A free Tuesday in November 2027 for each employee: their generated requests end in 2027-09.
  const create = await sampled(() => '/absence-requests/', 'POST', (i) => ({ requesterId: ids[i], absenceTypeId: 1, periods: [{ validFrom: '2027-11-16', validTo: '2027-11-17' }] }));
  const balance = await sampled((i) => `/employees/${ids[i]}/absence-balance?year=2027`);
  const five = ids.slice(0, 500).join(',');
  const mult = await sampled(() => `/absence-requests/contDaysMult?periodsValidFrom=2027-03-01&periodsValidTo=2027-03-31&employeeId=${five}`);
  const calendar = await sampled(() => `/absence-requests/calendar?from=2027-03-01&to=2027-03-31&departmentId=${departments[1].id}&size=${departmentSize}`);
  return [
    `Absences — generated company: ${people.toLocaleString('en')} employees in departments of ${departmentSize} on a Monday-to-Friday schedule, `
      + `${total.toLocaleString('en')} requests over 2026–2027, inserted in ${generateMs} ms; ${samples} requests per figure, over HTTP`,
    `  create a request (overlap, limits and the holiday balance checked, the trail written): ${create} (goal p50 < 30 ms on PostgreSQL)`,
    `  one employee's balance: ${balance} (goal < 10 ms)`,
    `  working days of 500 employees over a month (contDaysMult): ${mult} (goal < 200 ms)`,
    `  team calendar of a month for a department of ${departmentSize}: ${calendar}`,
  ].join('\n');
}
