import { sql } from 'kysely';
import { ROLE_IDS } from '../../../domain/roles.ts';
import type { Database } from '../platform/db/database.ts';

/** The policies (the 8 types), or those of `ids`, by id. */
export function listPolicies(db: Database, ids?: readonly number[]) {
  let query = db.selectFrom('notification_policies').select(['id', 'type', 'enabled']).orderBy('id');
  if (ids) query = query.where('id', 'in', ids.length ? ids : [-1]);
  return query.execute();
}

export function findPolicy(db: Database, id: number) {
  return db.selectFrom('notification_policies').select(['id', 'type', 'enabled']).where('id', '=', id).executeTakeFirst();
}

/** Turns a policy on or off; the number of rows changed (0: no such policy). */
export async function setPolicyEnabled(db: Database, id: number, enabled: boolean): Promise<number> {
  const result = await db.updateTable('notification_policies').set({ enabled }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The policy of a type, (re)created with its fixed id and enabled. */
export function upsertPolicy(db: Database, id: number, type: string) {
  return db.insertInto('notification_policies').values({ id, type, enabled: true })
    .onConflict((oc) => oc.column('id').doUpdateSet({ enabled: true }))
    .returning(['id', 'type', 'enabled']).executeTakeFirstOrThrow();
}

/** Whether the type is produced: its policy exists and is enabled, read with a share lock so a disabling waits for us. */
export async function policyEnabled(db: Database, type: string): Promise<boolean> {
  const row = await db.selectFrom('notification_policies').select('enabled').where('type', '=', type).forShare().executeTakeFirst();
  return row?.enabled ?? false;
}

export interface RecipientQuery {
  type: string;
  /** the accounts with company-wide authority (ADMIN, SUPER_ADMIN) */
  admins: boolean;
  /** the managers of these departments */
  departmentIds: readonly number[];
  /** these accounts */
  accountIds: readonly number[];
  /** never this one (the actor) */
  exceptAccountId: number | null;
}

export interface RecipientRow {
  accountId: number;
  /** reached as an administrator (a company-wide link) rather than as a manager */
  company: boolean;
  mail: boolean;
  email: string | null;
  language: string | null;
}

/** The active accounts a notification goes to, each once, with their mail preference, address and language. */
export async function recipients(db: Database, q: RecipientQuery): Promise<RecipientRow[]> {
  const parts = [];
  if (q.admins) {
    parts.push(sql`select account_id, true as company from account_roles where role_id in (${ROLE_IDS.ADMIN}, ${ROLE_IDS.SUPER_ADMIN})`);
  }
  if (q.departmentIds.length) {
    parts.push(sql`select a.id as account_id, false as company from accounts a join department_managers dm on dm.employee_id = a.employee_id
      where dm.department_id in (${sql.join(q.departmentIds)})`);
  }
  if (q.accountIds.length) parts.push(sql`select id as account_id, true as company from accounts where id in (${sql.join(q.accountIds)})`);
  if (!parts.length) return [];
  const { rows } = await sql<RecipientRow>`
    with reached as (${sql.join(parts, sql` union all `)})
    select a.id as "accountId", bool_or(r.company) as company, coalesce(bool_or(p.mail), false) as mail,
      coalesce(case when position('@' in coalesce(a.username, '')) > 0 then a.username end, max(e.email)) as email,
      max(e.language) as language
    from reached r
    join accounts a on a.id = r.account_id
    left join employees e on e.id = a.employee_id
    left join notification_preferences p on p.account_id = a.id and p.type = ${q.type}
    where a.enabled and not a.expired and a.id <> ${q.exceptAccountId ?? -1}
    group by a.id, a.username
    order by a.id`.execute(db);
  return rows;
}

export interface NewNotification { accountId: number; type: string; params: Record<string, unknown>; link: string | null; createdAt: Date }

/** Stores the rows in one statement; their ids and accounts, in the order given. */
export async function insertNotifications(db: Database, rows: readonly NewNotification[]) {
  if (!rows.length) return [];
  return db.insertInto('notifications').values(rows.map((r) => ({
    account_id: r.accountId, type: r.type, params: JSON.stringify(r.params), link: r.link, created_at: r.createdAt,
  }))).returning(['id', 'account_id as accountId']).execute();
}

const columns = ['n.id', 'n.type', 'n.params', 'n.link', 'n.created_at as createdAt', 'n.read_at as readAt'] as const;

export interface InboxFilter { unreadOnly?: boolean; ids?: readonly number[] }

/** A page of an account's notifications, newest first. */
export async function inboxPage(db: Database, accountId: number, filter: InboxFilter, size: number, offset: number) {
  let query = db.selectFrom('notifications as n').where('n.account_id', '=', accountId);
  if (filter.unreadOnly) query = query.where('n.read_at', 'is', null);
  if (filter.ids) query = query.where('n.id', 'in', filter.ids.length ? filter.ids : [-1]);
  const [rows, total] = await Promise.all([
    query.select(columns).orderBy('n.created_at', 'desc').orderBy('n.id', 'desc').limit(size).offset(offset).execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}

export type InboxRow = Awaited<ReturnType<typeof inboxPage>>['rows'][number];

export function findOwnNotification(db: Database, accountId: number, id: number) {
  return db.selectFrom('notifications as n').select(columns).where('n.account_id', '=', accountId).where('n.id', '=', id).executeTakeFirst();
}

export async function countUnread(db: Database, accountId: number): Promise<number> {
  const row = await db.selectFrom('notifications').select(sql<number>`count(*)::int`.as('n'))
    .where('account_id', '=', accountId).where('read_at', 'is', null).executeTakeFirstOrThrow();
  return row.n;
}

/** Marks the account's unread notifications of `ids` (all of them when none) read; others' ids change nothing. */
export async function markRead(db: Database, accountId: number, ids: readonly number[] | undefined, now: Date): Promise<number> {
  let query = db.updateTable('notifications').set({ read_at: now }).where('account_id', '=', accountId).where('read_at', 'is', null);
  if (ids) query = query.where('id', 'in', ids.length ? ids : [-1]);
  return Number((await query.executeTakeFirst()).numUpdatedRows);
}

export function preferencesOf(db: Database, accountId: number) {
  return db.selectFrom('notification_preferences').select(['type', 'mail']).where('account_id', '=', accountId).execute();
}

export async function setPreference(db: Database, accountId: number, type: string, mail: boolean): Promise<void> {
  await db.insertInto('notification_preferences').values({ account_id: accountId, type, mail })
    .onConflict((oc) => oc.columns(['account_id', 'type']).doUpdateSet({ mail })).execute();
}

/** Claims keys of things announced; only those not claimed before come back (concurrent runs claim each once). */
export async function claimKeys(db: Database, keys: readonly string[], now: Date): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db.insertInto('notification_keys').values(keys.map((key) => ({ key, created_at: now })))
    .onConflict((oc) => oc.column('key').doNothing()).returning('key').execute();
  return new Set(rows.map((r) => r.key));
}

/** Every department's id (news for every department's managers). */
export async function departmentIds(db: Database): Promise<number[]> {
  return (await db.selectFrom('departments').select('id').execute()).map((d) => d.id);
}

/** Whether any key starting with `prefix` was ever claimed. */
export async function keyWithPrefixExists(db: Database, prefix: string): Promise<boolean> {
  return !!(await db.selectFrom('notification_keys').select('key').where('key', 'like', `${prefix.replace(/[%_\\]/g, '\\$&')}%`).limit(1).executeTakeFirst());
}

/** Insurance ending in [from, to], with the employees it covers and their departments. */
export async function insuranceEnding(db: Database, from: string, to: string) {
  return db.selectFrom('insurance as i').where('i.valid_to', '>=', from).where('i.valid_to', '<=', to)
    .select(['i.id', 'i.name', 'i.valid_to as validTo',
      sql<{ id: number; departmentId: number | null }[]>`coalesce((select json_agg(json_build_object('id', e.id, 'departmentId', e.department_id) order by e.id)
        from employee_insurance ei join employees e on e.id = ei.employee_id where ei.insurance_id = i.id), '[]'::json)`.as('employees')])
    .orderBy('i.id').execute();
}

/** The company's subscription end, when there is one. */
export async function subscriptionEnd(db: Database): Promise<string | null> {
  const row = await db.selectFrom('company').select('subscription_end').orderBy('id').executeTakeFirst();
  return row?.subscription_end ?? null;
}

/** An employee's name and department. */
export function employeeFacts(db: Database, employeeId: number) {
  return db.selectFrom('employees').select(['id', 'name', 'department_id as departmentId']).where('id', '=', employeeId).executeTakeFirst();
}

/** The roles each of the accounts holds now. */
export async function rolesHeld(db: Database, accountIds: readonly number[]): Promise<Map<number, Set<number>>> {
  const held = new Map<number, Set<number>>(accountIds.map((id) => [id, new Set<number>()]));
  if (!accountIds.length) return held;
  const rows = await db.selectFrom('account_roles').select(['account_id', 'role_id']).where('account_id', 'in', accountIds).execute();
  for (const r of rows) held.get(r.account_id)?.add(r.role_id);
  return held;
}

export async function roleNames(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('roles').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
