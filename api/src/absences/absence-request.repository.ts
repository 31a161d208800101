import { sql, type Insertable } from 'kysely';
import { COVERING_STATUSES, HOLDING_STATUSES } from '../../../domain/absences/absence-workflow.ts';
import { employeeInScope, type AccessScope } from '../platform/auth/access-scope.ts';
import type { Database } from '../platform/db/database.ts';
import type { SortSpec } from '../platform/paging.ts';
import { parsed } from '../schedules/schedule.repository.ts';
import type { AbsenceRequestPeriodsTable } from './absence.tables.ts';

export interface PeriodRow {
  id: number; validFrom: string; validTo: string; coverage: 'FULL' | 'PERIOD'; dayScope: 'FULL_DAY' | 'PERIOD_IN_DAY';
  startTime: string | null; endTime: string | null; dayPeriod: 'MORNING' | 'AFTERNOON' | null; numberOfDays: number;
}

export interface RequestRow {
  id: number; requesterId: number; requesterName: string; departmentId: number | null; departmentName: string | null;
  absenceTypeId: number; absenceTypeName: string; absenceSubtypeId: number | null; absenceSubtypeName: string | null;
  managerId: number | null; status: string; adminStatus: string; managerStatus: string; justification: string; levels: string[];
  comment: string | null; userComment: string | null; createdBy: number | null; createdOn: Date; approvedOn: Date | null; updatedAt: Date;
  firstStartDate: string; lastEndDate: string; numberOfDays: number; justificationFileName: string | null; periods: PeriodRow[];
}

export interface RequestFilter {
  ids?: readonly number[];
  /** requests with a day in [from, to] */
  from?: string; to?: string;
  statuses?: readonly string[];
  employeeId?: number; departmentId?: number; typeId?: number;
  /** waiting for this level's decision (its status open and the request open) */
  awaiting?: 'ADMIN' | 'MANAGER';
}

/** The list's sorts: field → column. */
export const REQUEST_SORTS = { firstStartDate: 'r.first_start_date', createdOn: 'r.created_on', employee: 'e.name', status: 'r.status', id: 'r.id' } as const;

const periodsJson = sql<PeriodRow[] | string>`coalesce((select json_agg(json_build_object('id', p.id, 'validFrom', p.valid_from, 'validTo', p.valid_to,
  'coverage', p.coverage, 'dayScope', p.day_scope, 'startTime', to_char(p.start_time, 'HH24:MI'), 'endTime', to_char(p.end_time, 'HH24:MI'),
  'dayPeriod', p.day_period, 'numberOfDays', p.number_of_days) order by p.valid_from, p.id) from absence_request_periods p where p.absence_request_id = r.id), '[]')`;

function base(db: Database, scope: AccessScope, f: RequestFilter) {
  let q = db.selectFrom('absence_requests as r').innerJoin('employees as e', 'e.id', 'r.requester_id')
    .where(employeeInScope(scope, 'r.requester_id'));
  if (f.ids) q = q.where('r.id', 'in', f.ids.length ? [...f.ids] : [-1]);
  if (f.from) q = q.where('r.last_end_date', '>=', f.from);
  if (f.to) q = q.where('r.first_start_date', '<=', f.to);
  if (f.statuses?.length) q = q.where('r.status', 'in', [...f.statuses]);
  if (f.employeeId !== undefined) q = q.where('r.requester_id', '=', f.employeeId);
  if (f.departmentId !== undefined) q = q.where('e.department_id', '=', f.departmentId);
  if (f.typeId !== undefined) q = q.where('r.absence_type_id', '=', f.typeId);
  if (f.awaiting) {
    const column = f.awaiting === 'ADMIN' ? 'r.admin_status' : 'r.manager_status';
    // waiting at this level, or an approved absence whose proof waits to be judged
    q = q.where((eb) => eb.or([
      eb.and([eb(column, 'in', ['PENDING', 'UNDER_ANALYSIS']), eb('r.status', 'in', ['PENDING', 'UNDER_ANALYSIS']), sql<boolean>`${f.awaiting}::text = any(r.levels)`]),
      eb('r.status', '=', 'PENDING_JUST'),
    ]));
  }
  return q;
}

/** A page of the scope's requests matching `f`, and the total. */
export async function listRequests(db: Database, scope: AccessScope, f: RequestFilter, order: readonly SortSpec[], limit: number, offset: number) {
  let q = base(db, scope, f)
    .leftJoin('departments as d', 'd.id', 'e.department_id')
    .innerJoin('absence_types as t', 't.id', 'r.absence_type_id')
    .leftJoin('absence_subtypes as st', 'st.id', 'r.absence_subtype_id')
    .select([
      'r.id', 'r.requester_id as requesterId', 'e.name as requesterName', 'e.department_id as departmentId', 'd.name as departmentName',
      'r.absence_type_id as absenceTypeId', 't.name as absenceTypeName', 'r.absence_subtype_id as absenceSubtypeId', 'st.name as absenceSubtypeName',
      'r.manager_id as managerId', 'r.status', 'r.admin_status as adminStatus', 'r.manager_status as managerStatus', 'r.justification', 'r.levels',
      'r.comment', 'r.user_comment as userComment', 'r.created_by as createdBy', 'r.created_on as createdOn', 'r.approved_on as approvedOn',
      'r.updated_at as updatedAt', 'r.first_start_date as firstStartDate', 'r.last_end_date as lastEndDate', 'r.number_of_days as numberOfDays',
      'r.justification_file_name as justificationFileName', periodsJson.as('periods'),
      sql<number>`count(*) over ()`.as('total'),
    ]);
  for (const o of order) q = q.orderBy(sql.ref(o.column), o.direction);
  const rows = await q.orderBy('r.id', 'desc').limit(limit).offset(offset).execute();
  return {
    rows: rows.map(({ total: _, ...r }) => ({ ...r, levels: Array.isArray(r.levels) ? r.levels : parsed<string[]>(r.levels as never), periods: parsed<PeriodRow[]>(r.periods) }) as unknown as RequestRow),
    total: rows[0] ? Number(rows[0].total) : 0,
  };
}

export async function findRequest(db: Database, scope: AccessScope, id: number): Promise<RequestRow | undefined> {
  return (await listRequests(db, scope, { ids: [id] }, [], 1, 0)).rows[0];
}

/** Serialises the writes of one employee's requests (overlap and balance are decided after it). */
export async function lockRequester(db: Database, employeeId: number): Promise<boolean> {
  return !!(await db.selectFrom('employees').select('id').where('id', '=', employeeId).forUpdate().executeTakeFirst());
}

/** Locks one request for a decision; undefined when it is not in the scope. */
export async function lockRequest(db: Database, scope: AccessScope, id: number): Promise<{ id: number; requesterId: number } | undefined> {
  return db.selectFrom('absence_requests as r').select(['r.id', 'r.requester_id as requesterId'])
    .where('r.id', '=', id).where(employeeInScope(scope, 'r.requester_id')).forUpdate().executeTakeFirst();
}

/** The employee's periods of open or approved requests touching [from, to] (another request's, when editing). */
export async function holdingPeriods(db: Database, employeeId: number, from: string, to: string, exceptRequestId: number | null) {
  return db.selectFrom('absence_request_periods as p').innerJoin('absence_requests as r', 'r.id', 'p.absence_request_id')
    .select(['r.id as requestId', 'r.first_start_date as firstStartDate', 'r.last_end_date as lastEndDate', 'p.valid_from as validFrom', 'p.valid_to as validTo',
      'p.coverage', 'p.day_scope as dayScope', sql<string | null>`to_char(p.start_time, 'HH24:MI')`.as('startTime'),
      sql<string | null>`to_char(p.end_time, 'HH24:MI')`.as('endTime'), 'p.day_period as dayPeriod'])
    .where('r.requester_id', '=', employeeId).where('r.status', 'in', [...HOLDING_STATUSES])
    .where('p.valid_from', '<=', to).where('p.valid_to', '>=', from)
    .where('r.id', '<>', exceptRequestId ?? -1)
    .execute();
}

/** How many days and requests of a type the employee holds (open or approved) with a day in `year`. */
export async function typeUsage(db: Database, employeeId: number, typeId: number, year: number, exceptRequestId: number | null) {
  const row = await db.selectFrom('absence_request_periods as p').innerJoin('absence_requests as r', 'r.id', 'p.absence_request_id')
    .select([sql<number>`coalesce(sum(p.number_of_days), 0)`.as('days'), sql<number>`count(distinct r.id)::int`.as('requests')])
    .where('r.requester_id', '=', employeeId).where('r.absence_type_id', '=', typeId).where('r.status', 'in', [...HOLDING_STATUSES])
    .where(sql<boolean>`extract(year from p.valid_from) = ${year}`).where('r.id', '<>', exceptRequestId ?? -1)
    .executeTakeFirstOrThrow();
  return { days: Number(row.days), requests: row.requests };
}

export interface YearRow { year: number; approved: number; approvedByExpiry: number; taken: number; pending: number }

/**
 * Per year, the employee's days of `typeId` (Holidays): approved (covering statuses), of those dated by the
 * carry-over expiry (`expiresOn` MM-DD, or none) and started before `today`, and pending. Periods never cross 31/12
 * (they are cut when stored), so a period's year is its first day's.
 */
export async function holidayYears(db: Database, employeeIds: readonly number[], typeId: number, expiresOn: string | null, today: string, exceptRequestId: number | null = null) {
  if (!employeeIds.length) return new Map<number, YearRow[]>();
  const covering = [...COVERING_STATUSES];
  const rows = await db.selectFrom('absence_request_periods as p').innerJoin('absence_requests as r', 'r.id', 'p.absence_request_id')
    .select([
      'r.requester_id as employeeId', sql<number>`extract(year from p.valid_from)::int`.as('year'),
      sql<number>`coalesce(sum(p.number_of_days) filter (where r.status = any(${covering}::text[])), 0)`.as('approved'),
      sql<number>`coalesce(sum(p.number_of_days) filter (where r.status = any(${covering}::text[]) and ${expiresOn}::text is not null
        and to_char(p.valid_from, 'MM-DD') <= ${expiresOn}::text), 0)`.as('approvedByExpiry'),
      sql<number>`coalesce(sum(p.number_of_days) filter (where r.status = any(${covering}::text[]) and p.valid_from < ${today}::date), 0)`.as('taken'),
      sql<number>`coalesce(sum(p.number_of_days) filter (where r.status in ('PENDING', 'UNDER_ANALYSIS')), 0)`.as('pending'),
    ])
    .where('r.requester_id', 'in', [...employeeIds]).where('r.absence_type_id', '=', typeId).where('r.id', '<>', exceptRequestId ?? -1)
    .groupBy(['r.requester_id', sql`extract(year from p.valid_from)`])
    .execute();
  const out = new Map<number, YearRow[]>();
  for (const r of rows) {
    const list = out.get(r.employeeId) ?? [];
    list.push({ year: r.year, approved: Number(r.approved), approvedByExpiry: Number(r.approvedByExpiry), taken: Number(r.taken), pending: Number(r.pending) });
    out.set(r.employeeId, list);
  }
  return out;
}

/** The yearly settings (holiday + bonus days) of employees, by employee and year. */
export async function allowances(db: Database, employeeIds: readonly number[]) {
  if (!employeeIds.length) return new Map<number, Map<number, number>>();
  const rows = await db.selectFrom('employee_yearly_time').select(['employee_id as employeeId', 'year', 'holiday_days as holidayDays', 'bonus_days as bonusDays'])
    .where('employee_id', 'in', [...employeeIds]).execute();
  const out = new Map<number, Map<number, number>>();
  for (const r of rows) {
    const m = out.get(r.employeeId) ?? new Map<number, number>();
    m.set(r.year, Number(r.holidayDays ?? 0) + Number(r.bonusDays ?? 0));
    out.set(r.employeeId, m);
  }
  return out;
}

export async function carryOverRule(db: Database) {
  const row = await db.selectFrom('absence_settings').select(['carry_over_cap as capDays', 'carry_over_expires_on as expiresOn']).where('id', '=', 1).executeTakeFirst();
  return { capDays: row?.capDays === null || row?.capDays === undefined ? null : Number(row.capDays), expiresOn: row?.expiresOn ?? null };
}

export async function setCarryOverRule(db: Database, rule: { capDays: number | null; expiresOn: string | null }) {
  await db.updateTable('absence_settings').set({ carry_over_cap: rule.capDays, carry_over_expires_on: rule.expiresOn }).where('id', '=', 1).execute();
}

/** The manager who decides for the requester's department (the first by id), or null when nobody manages it. */
export async function departmentManagerOf(db: Database, employeeId: number): Promise<number | null> {
  const row = await db.selectFrom('employees as e').innerJoin('department_managers as m', 'm.department_id', 'e.department_id')
    .select('m.employee_id as managerId').where('e.id', '=', employeeId).where('m.employee_id', '<>', employeeId)
    .orderBy('m.employee_id').executeTakeFirst();
  return row?.managerId ?? null;
}

export async function insertRequest(db: Database, row: Insertable<import('./absence.tables.ts').AbsenceRequestsTable>): Promise<number> {
  return (await db.insertInto('absence_requests').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function replacePeriods(db: Database, requestId: number, periods: readonly Omit<Insertable<AbsenceRequestPeriodsTable>, 'absence_request_id'>[]) {
  await db.deleteFrom('absence_request_periods').where('absence_request_id', '=', requestId).execute();
  await db.insertInto('absence_request_periods').values(periods.map((p) => ({ ...p, absence_request_id: requestId }))).execute();
}

export async function updateRequestRow(db: Database, id: number, set: Record<string, unknown>) {
  await db.updateTable('absence_requests').set({ ...set, updated_at: new Date(), version: sql`version + 1` } as never).where('id', '=', id).execute();
}

export async function insertEvent(db: Database, e: { requestId: number; accountId: number | null; action: string; level?: string | null; status: string; comment?: string | null; at: Date }) {
  await db.insertInto('absence_request_events').values({
    absence_request_id: e.requestId, account_id: e.accountId, action: e.action, level: e.level ?? null, status: e.status, comment: e.comment ?? null, at: e.at,
    by_name: e.accountId === null ? null : sql<string>`(select coalesce(x.name, a.username) from accounts a left join employees x on x.id = a.employee_id where a.id = ${e.accountId})`,
  } as never).execute();
}

export async function eventsOf(db: Database, requestId: number) {
  return db.selectFrom('absence_request_events').select(['at', 'account_id as accountId', 'by_name as byName', 'action', 'level', 'status', 'comment'])
    .where('absence_request_id', '=', requestId).orderBy('id').execute();
}

/** Requests of the requester's department (others') overlapping [from, to], open or approved: what an approver weighs. */
export async function departmentOverlaps(db: Database, requestId: number) {
  return db.selectFrom('absence_requests as me').innerJoin('employees as me_e', 'me_e.id', 'me.requester_id')
    .innerJoin('employees as e', 'e.department_id', 'me_e.department_id')
    .innerJoin('absence_requests as r', 'r.requester_id', 'e.id')
    .innerJoin('absence_types as t', 't.id', 'r.absence_type_id')
    .select(['r.id', 'r.requester_id as requesterId', 'e.name as requesterName', 't.name as absenceTypeName', 'r.status',
      'r.first_start_date as firstStartDate', 'r.last_end_date as lastEndDate', 'r.number_of_days as numberOfDays'])
    .where('me.id', '=', requestId).whereRef('r.id', '<>', 'me.id').whereRef('r.requester_id', '<>', 'me.requester_id')
    .where('r.status', 'in', [...HOLDING_STATUSES])
    .whereRef('r.first_start_date', '<=', 'me.last_end_date').whereRef('r.last_end_date', '>=', 'me.first_start_date')
    .orderBy('r.first_start_date').orderBy('r.id').limit(200)
    .execute();
}

/** A page of the scope's current employees by name (of one department when given), for the team calendar. */
export async function calendarEmployees(db: Database, scope: AccessScope, departmentId: number | undefined, from: string, to: string, limit: number, offset: number) {
  let q = db.selectFrom('employees as e').leftJoin('departments as d', 'd.id', 'e.department_id')
    .select(['e.id', 'e.name', 'd.name as departmentName', sql<number>`count(*) over ()`.as('total')])
    .where(employeeInScope(scope, 'e.id'))
    .where((eb) => eb.or([eb('e.start_date', 'is', null), eb('e.start_date', '<=', to)]))
    .where((eb) => eb.or([eb('e.end_date', 'is', null), eb('e.end_date', '>=', from)]));
  if (departmentId !== undefined) q = q.where('e.department_id', '=', departmentId);
  const rows = await q.orderBy(sql`lower(e.name)`).orderBy('e.id').limit(limit).offset(offset).execute();
  return { rows, total: rows[0] ? Number(rows[0].total) : 0 };
}

/** The open or approved periods of employees touching [from, to], with their request's type and status. */
export async function periodsOfEmployees(db: Database, employeeIds: readonly number[], from: string, to: string) {
  if (!employeeIds.length) return [];
  return db.selectFrom('absence_request_periods as p').innerJoin('absence_requests as r', 'r.id', 'p.absence_request_id')
    .innerJoin('absence_types as t', 't.id', 'r.absence_type_id')
    .select(['r.requester_id as employeeId', 'r.id as requestId', 't.name as typeName', 'r.status', 'p.valid_from as validFrom', 'p.valid_to as validTo',
      'p.coverage', 'p.day_scope as dayScope', 'p.day_period as dayPeriod'])
    .where('r.requester_id', 'in', [...employeeIds]).where('r.status', 'in', [...HOLDING_STATUSES])
    .where('p.valid_from', '<=', to).where('p.valid_to', '>=', from)
    .orderBy('p.valid_from').execute();
}

/** Stores the proof of a request (the file is already in `stored_files`). */
export async function setProof(db: Database, id: number, fileId: number, fileName: string) {
  await updateRequestRow(db, id, { justification_file_id: fileId, justification_file_name: fileName });
}

export async function proofOf(db: Database, scope: AccessScope, id: number) {
  return db.selectFrom('absence_requests as r').select(['r.justification_file_id as fileId', 'r.justification_file_name as fileName'])
    .where('r.id', '=', id).where(employeeInScope(scope, 'r.requester_id')).executeTakeFirst();
}

/**
 * Requests whose proof did not come within the type's days to justify after the absence ended become UNJUSTIFIED
 * (core §4), with a trail row each, in one statement: the hourly job's work. Answers how many.
 */
export async function expireProofs(db: Database, today: string, at: Date): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    with due as (
      update absence_requests r set status = 'UNJUSTIFIED', justification = 'UNJUSTIFIED', updated_at = ${at}, version = r.version + 1
      from absence_types t
      where t.id = r.absence_type_id and r.status = 'PENDING_JUST' and r.justification_file_id is null
        and t.days_to_justification is not null and r.last_end_date + t.days_to_justification < ${today}::date
      returning r.id)
    insert into absence_request_events (absence_request_id, at, action, status, comment)
    select id, ${at}, 'JUSTIFIED', 'UNJUSTIFIED', 'no proof within the days to justify' from due
    returning absence_request_id as id`.execute(db);
  return rows.length;
}
