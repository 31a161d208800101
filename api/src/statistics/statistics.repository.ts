import { sql } from 'kysely';
import { employeeInScope, type AccessScope } from '../platform/auth/access-scope.ts';
import type { Database } from '../platform/db/database.ts';
import { nameOrder } from '../platform/db/name-order.ts';

/** Statuses of an absence that covers its days (the engine's own list: attendance.repository.ts). */
const COVERING = sql`('APPROVED', 'PENDING_JUST', 'JUSTIFIED', 'UNJUSTIFIED')`;
/** Statuses of a request still waiting for a decision. */
const WAITING = sql`('PENDING', 'UNDER_ANALYSIS')`;

export interface PresenceFilter {
  today: string;
  now: Date;
  departmentId?: number;
  campaignId?: number;
  employeeId?: number;
}

/**
 * The scope's people employed on some day of [today, until] (the engine's rule: start date passed, end date not), of
 * one department when given.
 */
function employed(db: Database, scope: AccessScope, f: Pick<PresenceFilter, 'today' | 'departmentId' | 'employeeId'>, until = f.today) {
  return db.selectFrom('employees as e').select(['e.id', 'e.name', 'e.department_id'])
    .where(employeeInScope(scope, 'e.id'))
    .where((eb) => eb.or([eb('e.start_date', 'is', null), eb('e.start_date', '<=', until)]))
    .where((eb) => eb.or([eb('e.end_date', 'is', null), eb('e.end_date', '>=', f.today)]))
    .$if(f.departmentId !== undefined, (q) => q.where('e.department_id', '=', f.departmentId!))
    .$if(f.employeeId !== undefined, (q) => q.where('e.id', '=', f.employeeId!));
}

/**
 * Everyone's presence now, in one statement: the last clock of the last 16 hours (an IN: present), an absence covering
 * today (excused), a LATE_CLOCK dated today not resolved by a recompute (late). With a campaign, only the people whose
 * last clock carries it.
 */
function presenceQuery(db: Database, scope: AccessScope, f: PresenceFilter) {
  // An open IN older than the longest shift is no longer "in" (TIME-AND-ATTENDANCE.md §2: 16 h).
  const since = new Date(f.now.getTime() - 16 * 3_600_000);
  return sql`
    with e as (${employed(db, scope, f)}),
    last as (
      select distinct on (c.employee_id) c.employee_id, c.type, c.instant, c.campaign_ids
      from clocks c
      where c.employee_id in (select id from e) and c.deleted_at is null and c.instant > ${since} and c.instant <= ${f.now}
      order by c.employee_id, c.instant desc
    ),
    excused as (
      select distinct r.requester_id as employee_id
      from absence_requests r join absence_request_periods p on p.absence_request_id = r.id
      where r.requester_id in (select id from e) and r.status in ${COVERING}
        and p.valid_from <= ${f.today}::date and p.valid_to >= ${f.today}::date
    ),
    late as (
      select distinct i.employee_id from inconsistencies i
      where i.type = 'LATE_CLOCK' and i.date = ${f.today}::date and i.resolution is distinct from 'AUTO'
        and i.employee_id in (select id from e)
    ),
    p as (
      select e.id as employee_id, e.name, e.department_id, last.type as last_clock_type, last.instant as last_clock_at,
        case when last.type = 'IN' then 'PRESENT' when x.employee_id is not null then 'EXCUSED' else 'ABSENT' end as presence,
        late.employee_id is not null and last.type = 'IN' as late_today
      from e
      left join last on last.employee_id = e.id
      left join excused x on x.employee_id = e.id
      left join late on late.employee_id = e.id
      ${f.campaignId !== undefined ? sql`where ${f.campaignId}::int = any(last.campaign_ids)` : sql``}
    )`;
}

export interface PresenceRow {
  employee_id: number;
  name: string;
  department_id: number | null;
  presence: 'PRESENT' | 'ABSENT' | 'EXCUSED';
  last_clock_type: 'IN' | 'OUT' | null;
  last_clock_at: Date | string | null;
  late_today: boolean;
  total: number;
}

/** One page of the board: present first, then excused, then absent, each by name. */
export async function presencePage(db: Database, scope: AccessScope, f: PresenceFilter, limit: number, offset: number): Promise<PresenceRow[]> {
  const { rows } = await sql<PresenceRow>`${presenceQuery(db, scope, f)}
    select p.*, count(*) over ()::int as total from p
    order by case p.presence when 'PRESENT' then 0 when 'EXCUSED' then 1 else 2 end, ${sql.raw(nameOrder('p.name'))}, p.employee_id
    limit ${limit} offset ${offset}`.execute(db);
  return rows;
}

export interface PresenceCounts { present: number; absent: number; excused: number; late: number; total: number }

export async function presenceCounts(db: Database, scope: AccessScope, f: PresenceFilter): Promise<PresenceCounts> {
  const { rows: [row] } = await sql<PresenceCounts>`${presenceQuery(db, scope, f)}
    select count(*) filter (where presence = 'PRESENT')::int as present, count(*) filter (where presence = 'ABSENT')::int as absent,
      count(*) filter (where presence = 'EXCUSED')::int as excused, count(*) filter (where late_today)::int as late, count(*)::int as total
    from p`.execute(db);
  return row;
}

export interface TodayFigures { lateClocks: number; missingClocks: number; absences: number; absencesThisWeek: number }

/**
 * Today's figures of the scope: pending LATE_CLOCK of today, pending CLOCK_MISSING of today and yesterday (a night
 * shift's), people covered by an absence today, people with an absence approved or waiting in the week (Monday–Sunday).
 */
export async function todayFigures(db: Database, scope: AccessScope, today: string, weekStart: string, weekEnd: string): Promise<TodayFigures> {
  const { rows: [row] } = await sql<TodayFigures>`
    with e as (${employed(db, scope, { today })})
    select
      (select count(*)::int from inconsistencies i where i.type = 'LATE_CLOCK' and i.status = 'PENDING' and i.date = ${today}::date
        and i.employee_id in (select id from e)) as "lateClocks",
      (select count(*)::int from inconsistencies i where i.type = 'CLOCK_MISSING' and i.status = 'PENDING'
        and i.date between ${today}::date - 1 and ${today}::date and i.employee_id in (select id from e)) as "missingClocks",
      (select count(distinct r.requester_id)::int from absence_requests r join absence_request_periods p on p.absence_request_id = r.id
        where r.requester_id in (select id from e) and r.status in ${COVERING}
          and p.valid_from <= ${today}::date and p.valid_to >= ${today}::date) as absences,
      (select count(distinct r.requester_id)::int from absence_requests r join absence_request_periods p on p.absence_request_id = r.id
        where r.requester_id in (select id from e) and (r.status in ${COVERING} or r.status in ${WAITING})
          and p.valid_from <= ${weekEnd}::date and p.valid_to >= ${weekStart}::date) as "absencesThisWeek"`.execute(db);
  return row;
}

export interface TrendRow { date: string; present: number; absent: number; excused: number; late: number }

/**
 * One row per day of [from, to]: people who clocked, ABSENT and LATE_CLOCK people not resolved by a recompute, people
 * covered by an absence. Past days count who clocked from their stored workdays (every clocked day is computed: a clock
 * queues its day, and ended days are closed nightly) — one row per person and day, where counting distinct people over
 * the raw clocks took 0.3 s for 10,000 people; today, not yet complete, from its clocks. The people filter is a plain
 * subquery, which the planner estimates (a CTE's 200-row guess made it probe the clocks 10,000 times).
 */
export async function attendanceTrend(db: Database, scope: AccessScope, from: string, to: string): Promise<TrendRow[]> {
  const people = employed(db, scope, { today: from }, to).clearSelect().select('e.id');
  const { rows } = await sql<TrendRow>`
    with days as (select d::date as date from generate_series(${from}::date, ${to}::date, interval '1 day') d),
    clocked as (
      select w.date, count(*)::int as n from workdays w
      where w.date between ${from}::date and ${to}::date - 1 and (w.worked_minutes > 0 or w.open_since is not null or w.pairs <> '[]'::jsonb)
        and w.employee_id in (${people})
      group by w.date
      union all
      select ${to}::date, count(distinct c.employee_id)::int from clocks c
      where c.local_date = ${to}::date and c.deleted_at is null and c.employee_id in (${people})
    ),
    problems as (
      select i.date, count(distinct i.employee_id) filter (where i.type = 'ABSENT')::int as absent,
        count(distinct i.employee_id) filter (where i.type = 'LATE_CLOCK')::int as late
      from inconsistencies i
      where i.type in ('ABSENT', 'LATE_CLOCK') and i.date between ${from}::date and ${to}::date
        and i.resolution is distinct from 'AUTO' and i.employee_id in (${people})
      group by 1
    ),
    covered as (
      select d.date, count(distinct r.requester_id)::int as n
      from days d join absence_request_periods p on p.valid_from <= d.date and p.valid_to >= d.date
      join absence_requests r on r.id = p.absence_request_id
      where r.status in ${COVERING} and r.requester_id in (${people})
      group by 1
    )
    select to_char(d.date, 'YYYY-MM-DD') as date, coalesce(c.n, 0) as present, coalesce(p.absent, 0) as absent,
      coalesce(x.n, 0) as excused, coalesce(p.late, 0) as late
    from days d left join clocked c on c.date = d.date left join problems p on p.date = d.date left join covered x on x.date = d.date
    order by d.date`.execute(db);
  return rows;
}

/** The most frequent inconsistency types of [from, to] (not resolved by a recompute), most frequent first. */
export async function topInconsistencyTypes(db: Database, scope: AccessScope, from: string, to: string, limit: number) {
  return db.selectFrom('inconsistencies as i').select(['i.type', sql<number>`count(*)::int`.as('count')])
    .where('i.date', '>=', from).where('i.date', '<=', to).where('i.resolution', 'is distinct from', 'AUTO')
    .where(employeeInScope(scope, 'i.employee_id'))
    .groupBy('i.type').orderBy('count', 'desc').orderBy('i.type').limit(limit).execute();
}

/** An employee's own figures for the KPIs of core §3 that are not the absence ones. */
export async function employeeCounts(db: Database, employeeId: number, today: string) {
  const { rows: [row] } = await sql<{ inconsistencies: number; absenceRequests: number; clocksToday: number }>`
    select
      (select count(*)::int from inconsistencies i where i.employee_id = ${employeeId} and i.status = 'PENDING') as inconsistencies,
      (select count(*)::int from absence_requests r where r.requester_id = ${employeeId} and r.status in ${WAITING}) as "absenceRequests",
      (select count(*)::int from clocks c where c.employee_id = ${employeeId} and c.local_date = ${today}::date and c.deleted_at is null) as "clocksToday"`.execute(db);
  return row;
}
