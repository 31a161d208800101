import { sql } from 'kysely';
import { loadConfig } from '../../api/src/platform/config.ts';
import type { Database } from '../../api/src/platform/db/database.ts';
import { createTokenService } from '../../api/src/platform/auth/tokens.ts';
import { ROLE_IDS, type RoleName } from '../../domain/index.ts';
import { percentile, round } from './gateway-bench.ts';

/** How often each type is raised, in twentieths (late arrivals are the most common, public holidays the rarest). */
const MIX = ['LATE_CLOCK', 'LATE_CLOCK', 'LATE_CLOCK', 'LATE_CLOCK', 'LATE_CLOCK', 'LATE_CLOCK', 'LATE_CLOCK', 'CLOCK_MISSING', 'CLOCK_MISSING',
  'CLOCK_MISSING', 'EARLY_CLOCK', 'EARLY_CLOCK', 'EARLY_CLOCK', 'ABSENT', 'ABSENT', 'NO_CLOCK', 'NO_CLOCK', 'DAY_OFF', 'DAY_OFF', 'HOLIDAY'];
const FIRST_DAY = '2026-06-01';
const DAYS = 92; // June, July, August

/**
 * The inconsistency review at scale (issue #15): a generated company of `people` employees in departments of
 * `departmentSize`, with `perEmployee` inconsistencies each over three months (inserted with SQL: a realistic mix of
 * types, older months mostly archived or resolved, the last one mostly pending). Measures the first page of the pending
 * list for an administrator and for a department manager, the list grouped by employee (p50/p99 of `samples` requests
 * each, over HTTP), archiving a month of one department by period (one call), and 10,000 by id (one call).
 */
export async function benchInconsistencies(db: Database, apiUrl: string, options: { people: number; departmentSize: number; perEmployee: number; samples: number }) {
  const { people, departmentSize, perEmployee, samples } = options;
  const stamp = Date.now();
  const departments = await db.insertInto('departments')
    .values(Array.from({ length: Math.ceil(people / departmentSize) }, (_, i) => ({ name: `Review bench ${i} ${stamp}` }))).returning('id').execute();
  const ids: number[] = [];
  for (let start = 0; start < people; start += 2000) {
    const rows = await db.insertInto('employees').values(Array.from({ length: Math.min(2000, people - start) }, (_, k) => ({
      name: `Review Person ${String(start + k).padStart(5, '0')}`, email: `review${start + k}.${stamp}@bench.test`, start_date: '2020-01-01',
      department_id: departments[Math.floor((start + k) / departmentSize)].id,
    }))).returning('id').execute();
    ids.push(...rows.map((r) => r.id));
  }
  const generated = performance.now();
  await sql`
    insert into inconsistencies (employee_id, date, type, status, resolution, resolved_at, resolution_reason, anchor, final, minutes, explanation, created_at, updated_at)
    select e.id, d.date, t.type,
      case when r.resolved then 'RESOLVED' else 'PENDING' end, case when r.resolved then (case when r.h < 2 then 'AUTO' else 'MANUAL' end) end,
      case when r.resolved then d.date + time '18:00' end, case when r.resolved and r.h >= 2 then 'reviewed' end,
      'bench:' || k, true, 5 + (e.n * 7 + k) % 55,
      jsonb_build_object('rule', 'LATE_AFTER_START', 'message', 'Clocked in at 09:27; the day starts at 09:00 with 15 minutes of tolerance',
        'expectedAt', '09:00', 'toleranceMinutes', 15, 'clockAt', '09:27', 'clockIds', jsonb_build_array(e.id * 100 + k), 'minutes', 27),
      d.date + time '18:00', d.date + time '18:00'
    from unnest(${ids}::int[]) with ordinality as e(id, n)
    cross join generate_series(0, ${perEmployee - 1}) as k
    cross join lateral (select ${FIRST_DAY}::date + ((k * 3 + e.n) % ${DAYS})::int as date) d
    cross join lateral (select (${MIX}::text[])[1 + ((e.n * 7 + k * 13) % 20)] as type) t
    -- the older the month, the more of it was reviewed: 70 %, 40 %, 10 %
    cross join lateral (select (e.n * 31 + k * 17) % 10 as h) hh
    cross join lateral (select hh.h, hh.h < (array[7, 4, 1])[1 + least(2, (d.date - ${FIRST_DAY}::date) / 31)] as resolved) r`.execute(db);
  await sql`analyze inconsistencies`.execute(db);
  const generateMs = Math.round(performance.now() - generated);
  const counts = (await sql<{ total: number; pending: number }>`select count(*)::int as total, count(*) filter (where status = 'PENDING')::int as pending
    from inconsistencies where employee_id = any(${ids}::int[])`.execute(db)).rows[0];

  const tokens = await createTokenService(db, loadConfig().tokenTtlSeconds, loadConfig().jwtSecret);
  const tokenOf = async (role: RoleName, employeeId: number | null) => {
    const account = await db.insertInto('accounts').values({ username: `review.${role.toLowerCase()}.${stamp}@bench.test`, password_hash: 'x', employee_id: employeeId })
      .returning(['id', 'session_version']).executeTakeFirstOrThrow();
    await db.insertInto('account_roles').values({ account_id: account.id, role_id: ROLE_IDS[role] }).execute();
    return (await tokens.sign({ accountId: account.id, employeeId, roles: [role], sv: account.session_version })).token;
  };
  const admin = await tokenOf('ADMIN', null);
  const managed = departments[0].id;
  const managerEmployee = await db.insertInto('employees').values({ name: `Review Manager ${stamp}`, email: `review.manager.${stamp}@bench.test`, department_id: managed })
    .returning('id').executeTakeFirstOrThrow();
  await db.insertInto('department_managers').values({ department_id: managed, employee_id: managerEmployee.id }).execute();
  const manager = await tokenOf('DEPARTMENT_MANAGER', managerEmployee.id);

  const call = async (token: string, method: string, path: string, body?: unknown) => {
    const started = performance.now();
    const res = await fetch(`${apiUrl}${path}`, {
      method, headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    return { ms: performance.now() - started, json: text ? JSON.parse(text) : null };
  };
  const sampled = async (token: string, path: string) => {
    for (let i = 0; i < 5; i++) await call(token, 'GET', path); // warm: the plan cache, the JIT
    const ms: number[] = [];
    let total = 0;
    for (let i = 0; i < samples; i++) {
      const { ms: one, json } = await call(token, 'GET', path);
      ms.push(one);
      total = json.page.totalElements;
    }
    ms.sort((a, b) => a - b);
    return `p50 ${round(percentile(ms, 50))} ms, p99 ${round(percentile(ms, 99))} ms (${total.toLocaleString('en')} in all)`;
  };
  const firstPage = await sampled(admin, '/inconsistencies?status=PENDING&size=50');
  const firstPageMonth = await sampled(admin, '/inconsistencies?status=PENDING&size=50&from=2026-07-01&to=2026-07-31&type=LATE_CLOCK,CLOCK_MISSING');
  const managerPage = await sampled(manager, '/inconsistencies?status=PENDING&size=50');
  const grouped = await sampled(admin, '/inconsistencies/by-employee?status=PENDING&size=50');
  const managerGrouped = await sampled(manager, '/inconsistencies/by-employee?status=PENDING&size=50');

  const month = { from: '2026-07-01', to: '2026-07-31', departmentId: departments[1].id };
  const dry = await call(admin, 'PUT', '/inconsistencies/dates?dryRun=true', month);
  const archivedMonth = await call(admin, 'PUT', '/inconsistencies/dates', { ...month, comment: 'July reviewed' });
  const batch = (await db.selectFrom('inconsistencies').select('id').where('status', '=', 'PENDING')
    .where('employee_id', 'in', ids.slice(departmentSize * 2)).orderBy('id').limit(10_000).execute()).map((r) => r.id);
  const archivedIds = await call(admin, 'PUT', '/inconsistencies', { ids: batch, comment: 'selected and archived' });
  const period = { from: '2026-08-01', to: '2026-08-31' };
  const periodDry = await call(admin, 'PUT', '/inconsistencies/dates?dryRun=true', period);
  const archivedPeriod = await call(admin, 'PUT', '/inconsistencies/dates', period);

  return [
    `Inconsistency review — generated company: ${people.toLocaleString('en')} employees in departments of ${departmentSize}, ${counts.total.toLocaleString('en')} inconsistencies over 3 months `
      + `(${counts.pending.toLocaleString('en')} pending), inserted in ${generateMs} ms; ${samples} requests per figure, over HTTP`,
    `  first page of pending (50), administrator: ${firstPage} (goal p50 < 50 ms on PostgreSQL)`,
    `  first page of pending, a month, late or missing clocks: ${firstPageMonth}`,
    `  first page of pending, department manager (${departmentSize} people): ${managerPage}`,
    `  grouped by employee, first page (50 employees), administrator: ${grouped} (goal p50 < 50 ms on PostgreSQL)`,
    `  grouped by employee, department manager: ${managerGrouped}`,
    `  archive a month of a department of ${departmentSize} (PUT /inconsistencies/dates, one call): ${archivedMonth.json.count} archived in ${Math.round(archivedMonth.ms)} ms (dry run ${Math.round(dry.ms)} ms)`,
    `  archive ${batch.length.toLocaleString('en')} selected by id (PUT /inconsistencies, one call, one transaction): ${Math.round(archivedIds.ms)} ms`,
    `  archive a month of the whole company by period (one statement): ${archivedPeriod.json.count.toLocaleString('en')} archived in ${Math.round(archivedPeriod.ms)} ms (dry run ${Math.round(periodDry.ms)} ms)`,
  ].join('\n');
}
