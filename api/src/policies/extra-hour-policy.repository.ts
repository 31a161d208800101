import { sql } from 'kysely';
import type { ExtraHourCategoryLevel, ExtraHourRule, ExtraHourRuleInput, ExtraHoursPaymentsType } from '../../../domain/extra-hour-policy.ts';
import type { Database } from '../platform/db/database.ts';
import { parseSort, sortExpression, type SortSpec } from '../platform/paging.ts';
import type { CompanyExtraHoursColumns, ExtraHourRuleAction, ExtraHourRuleChanges } from './extra-hour-policy.tables.ts';

/** Who changes a rule, and when: the trail every change leaves. */
export interface Change { accountId: number | null; at: Date }

const RULE_COLUMNS = [
  'r.id', 'r.name', 'r.sequence', 'r.category_level as categoryLevel', 'r.category_value as categoryValue', 'r.title',
  'r.start_minute as start', 'r.end_minute as end', 'r.enabled', 'r.night', 'r.threshold_minutes as thresholdMinutes',
  'r.rounding', 'r.ignore_early_check_in as ignoreEarlyCheckIn', 'r.valid_from as validFrom', 'r.valid_to as validTo',
  'r.weekdays', 'r.clock_tags as clockTags', 'r.show_in_report as showInReport',
  'r.created_at as createdAt', 'r.updated_at as updatedAt', 'r.updated_by_account_id as updatedByAccountId',
] as const;

const selectRules = (db: Database) => db.selectFrom('extra_hour_rules as r').select(RULE_COLUMNS);
export type ExtraHourRuleRow = Awaited<ReturnType<ReturnType<typeof selectRules>['executeTakeFirstOrThrow']>>;

const SORTS = { sequence: 'r.sequence', id: 'r.id', name: 'lower(r.name)', categoryLevel: 'r.category_level', enabled: 'r.enabled' };
const DEFAULT_SORT: SortSpec = { column: 'r.sequence', direction: 'asc' };

/** One page of the rules (or those of `ids`), by `sort` then sequence and id, and the total. */
export async function extraHourRulePage(db: Database, f: { ids?: number[]; sort?: string }, size: number, offset: number) {
  const sorts = parseSort(f.sort, SORTS, DEFAULT_SORT);
  const filtered = f.ids ? selectRules(db).where('r.id', 'in', f.ids.length ? f.ids : [-1]) : selectRules(db);
  const rows = sorts.reduce((q, s) => q.orderBy(sortExpression(s.column), s.direction), filtered).orderBy('r.sequence').orderBy('r.id');
  const count = db.selectFrom('extra_hour_rules as r').select(sql<number>`count(*)::int`.as('n'));
  const [content, total] = await Promise.all([
    rows.limit(size).offset(offset).execute(),
    (f.ids ? count.where('r.id', 'in', f.ids.length ? f.ids : [-1]) : count).executeTakeFirstOrThrow(),
  ]);
  return { content, total: total.n };
}

/** One rule; with `lock`, locked until the transaction ends, so a change and its trail see the same row. */
export function findExtraHourRule(db: Database, id: number, lock = false) {
  const query = selectRules(db).where('r.id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** The engine's loader: every enabled rule, by sequence then id. */
export async function listEnabledExtraHourRules(db: Database): Promise<ExtraHourRule[]> {
  const rows = await selectRules(db).where('r.enabled', '=', true).orderBy('r.sequence').orderBy('r.id').execute();
  return rows.map(({ createdAt: _c, updatedAt: _u, updatedByAccountId: _b, ...rule }) => rule);
}

const columnsOf = (input: ExtraHourRuleInput) => ({
  name: input.name, sequence: input.sequence, category_level: input.categoryLevel, category_value: input.categoryValue,
  title: input.title, start_minute: input.start, end_minute: input.end, enabled: input.enabled, night: input.night,
  threshold_minutes: input.thresholdMinutes, rounding: input.rounding, ignore_early_check_in: input.ignoreEarlyCheckIn,
  valid_from: input.validFrom, valid_to: input.validTo, weekdays: input.weekdays, clock_tags: input.clockTags,
  show_in_report: input.showInReport,
});

export async function insertExtraHourRule(db: Database, input: ExtraHourRuleInput, change: Change): Promise<number> {
  const row = await db.insertInto('extra_hour_rules')
    .values({ ...columnsOf(input), created_at: change.at, updated_at: change.at, updated_by_account_id: change.accountId })
    .returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Replaces every editable field; false when the rule is gone. */
export async function updateExtraHourRule(db: Database, id: number, input: ExtraHourRuleInput, change: Change): Promise<boolean> {
  const result = await db.updateTable('extra_hour_rules').where('id', '=', id)
    .set({ ...columnsOf(input), updated_at: change.at, updated_by_account_id: change.accountId }).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setExtraHourRuleEnabled(db: Database, id: number, enabled: boolean, change: Change): Promise<boolean> {
  const result = await db.updateTable('extra_hour_rules').where('id', '=', id)
    .set({ enabled, updated_at: change.at, updated_by_account_id: change.accountId }).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes a rule in one statement; false when there was none. */
export async function deleteExtraHourRule(db: Database, id: number): Promise<boolean> {
  const result = await db.deleteFrom('extra_hour_rules').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function insertRuleEvent(
  db: Database, event: { ruleId: number | null; action: ExtraHourRuleAction; changes: ExtraHourRuleChanges }, change: Change,
): Promise<void> {
  await db.insertInto('extra_hour_rule_events').values({
    rule_id: event.ruleId, action: event.action, changes: JSON.stringify(event.changes), account_id: change.accountId, at: change.at,
  }).execute();
}

/** The trail of a rule (or, with `ruleId` null, of the company-wide payments type), newest first, with who. */
export async function ruleEventPage(db: Database, ruleId: number | null, size: number, offset: number) {
  const events = db.selectFrom('extra_hour_rule_events as v')
    .where((eb) => (ruleId === null ? eb('v.rule_id', 'is', null) : eb('v.rule_id', '=', ruleId)));
  const [content, total] = await Promise.all([
    events.leftJoin('accounts as a', 'a.id', 'v.account_id').leftJoin('employees as e', 'e.id', 'a.employee_id')
      .select(['v.id', 'v.rule_id as ruleId', 'v.action', 'v.changes', 'v.account_id as accountId', 'v.at',
        sql<string | null>`coalesce(e.name, a.username)`.as('accountName')])
      // in the order the changes were decided (a rule's changes take its row lock one at a time, so a later one has a
      // larger id), not by `at`: that is when each request came, and a request that waited for the lock came earlier
      .orderBy('v.id', 'desc').limit(size).offset(offset).execute(),
    events.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { content, total: total.n };
}

/**
 * Whether the department, week schedule or employee a rule names exists; the row is locked against deletion (key
 * share) until the transaction ends. Shifts and cost centers have no table yet: not checked (null).
 */
export async function categoryTargetExists(db: Database, level: ExtraHourCategoryLevel, id: number): Promise<boolean | null> {
  const table = ({ DEPARTMENT: 'departments', SCHEDULE: 'week_schedules', EMPLOYEE: 'employees' } as const)[level as 'DEPARTMENT'];
  if (!table) return null;
  return !!(await db.selectFrom(table).select('id').where('id', '=', id).forKeyShare().executeTakeFirst());
}

const company = (db: Database) => db.$extendTables<CompanyExtraHoursColumns>();

/** How the company compensates extra hours; with `lock`, the company row is locked until the transaction ends. */
export async function paymentsType(db: Database, lock = false): Promise<ExtraHoursPaymentsType> {
  const query = company(db).selectFrom('company').select('extra_hours_payments_type as type').where('id', '=', 1);
  return (await (lock ? query.forUpdate() : query).executeTakeFirst())?.type ?? 'PAYROLL';
}

export async function setPaymentsType(db: Database, type: ExtraHoursPaymentsType): Promise<void> {
  await company(db).updateTable('company').set({ extra_hours_payments_type: type }).where('id', '=', 1).execute();
}

/** The last change of the payments type: when and by whom (none when it was never changed). */
export function lastPaymentsTypeChange(db: Database) {
  return db.selectFrom('extra_hour_rule_events').select(['at', 'account_id as accountId'])
    .where('action', '=', 'PAYMENTS_TYPE').orderBy('at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export async function extraHourRuleEverExisted(db: Database, id: number): Promise<boolean> {
  const rule = await db.selectFrom('extra_hour_rules').select('id').where('id', '=', id).executeTakeFirst();
  return !!rule || !!(await db.selectFrom('extra_hour_rule_events').select('id').where('rule_id', '=', id).limit(1).executeTakeFirst());
}
