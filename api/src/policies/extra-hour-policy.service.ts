import {
  extraHourRuleDefaults, extraHourRuleProblems, NIGHT_RULE_ID,
  type ExtraHourRuleInput, type ExtraHoursPaymentsType,
} from '../../../domain/extra-hour-policy.ts';
import { ruleChangeAffects, workdaysAffected } from '../attendance/workday-triggers.ts';
import type { Database } from '../platform/db/database.ts';
import { badRequest, conflict, fieldError, notFound, type SubError } from '../platform/errors.ts';
import { PlatformErrors } from '../platform/platform.errors.ts';
import { ExtraHourPolicyErrors } from './extra-hour-policy.errors.ts';
import {
  categoryTargetExists, deleteExtraHourRule, extraHourRuleEverExisted, extraHourRulePage, findExtraHourRule, insertExtraHourRule,
  insertRuleEvent, lastPaymentsTypeChange, paymentsType, ruleEventPage, setExtraHourRuleEnabled, setPaymentsType,
  updateExtraHourRule, type Change, type ExtraHourRuleRow,
} from './extra-hour-policy.repository.ts';
import type { ExtraHourRuleChanges } from './extra-hour-policy.tables.ts';

// The attendance engine's loader reads the enabled rules through here.
export { listEnabledExtraHourRules, type Change } from './extra-hour-policy.repository.ts';

/** A create or full edit as sent: fields left out take the defaults; `enabled` left out of an edit keeps the rule's. */
export type ExtraHourRuleBody = Pick<ExtraHourRuleInput, 'name' | 'categoryLevel'> & Partial<ExtraHourRuleInput>;

const iso = (d: Date | string) => new Date(d).toISOString();

export function toExtraHourRuleDto(row: ExtraHourRuleRow) {
  const { createdAt, updatedAt, ...rule } = row;
  return { ...rule, createdAt: iso(createdAt), updatedAt: iso(updatedAt) };
}

const RULE_FIELDS = Object.keys({ ...extraHourRuleDefaults(), name: '', categoryLevel: 'ANY' }) as (keyof ExtraHourRuleInput)[];
const ruleOf = (row: ExtraHourRuleRow): ExtraHourRuleInput =>
  Object.fromEntries(RULE_FIELDS.map((k) => [k, row[k]])) as unknown as ExtraHourRuleInput;

/** Field by field, what differs between two versions (a side null for a created or deleted rule). */
function changesBetween(before: ExtraHourRuleInput | null, after: ExtraHourRuleInput | null): ExtraHourRuleChanges {
  const changes: ExtraHourRuleChanges = {};
  for (const k of RULE_FIELDS) {
    const [b, a] = [before?.[k] ?? null, after?.[k] ?? null];
    if (JSON.stringify(b) !== JSON.stringify(a)) changes[k] = { before: b, after: a };
  }
  return changes;
}

/** The body with its defaults, text trimmed, weekdays in order; then every rule of extended §5 (400 naming fields). */
async function checkedInput(db: Database, body: ExtraHourRuleBody, current?: ExtraHourRuleRow): Promise<ExtraHourRuleInput> {
  const input: ExtraHourRuleInput = { ...extraHourRuleDefaults(), enabled: current?.enabled ?? true, ...body };
  input.name = input.name.trim();
  input.title = input.title?.trim() || null;
  input.clockTags = input.clockTags.map((t) => t.trim());
  input.weekdays = [...input.weekdays].sort((a, b) => a - b);
  const problems: SubError[] = extraHourRuleProblems(input).map(({ field, message }) => ({ field, message }));
  if (problems.length) {
    throw badRequest(`Invalid body: ${problems.map((p) => `${p.field} ${p.message}`).join('; ')}`, problems, PlatformErrors.VALIDATION_FAILED);
  }
  if (input.categoryValue !== null && (await categoryTargetExists(db, input.categoryLevel, input.categoryValue)) === false) {
    throw fieldError('categoryValue', `no ${input.categoryLevel.toLowerCase().replace('schedule', 'week schedule')} with id ${input.categoryValue}`);
  }
  return input;
}

/** One page of the rules (or those of `ids`), by sequence then id unless sorted otherwise. */
export async function extraHourRules(db: Database, filters: { ids?: number[]; sort?: string }, size: number, offset: number) {
  const { content, total } = await extraHourRulePage(db, filters, size, offset);
  return { content: content.map(toExtraHourRuleDto), total };
}

export async function getExtraHourRule(db: Database, id: number) {
  const row = await findExtraHourRule(db, id);
  if (!row) throw notFound('Extra hour policy');
  return toExtraHourRuleDto(row);
}

async function lockedRule(db: Database, id: number): Promise<ExtraHourRuleRow> {
  const row = await findExtraHourRule(db, id, true);
  if (!row) throw notFound('Extra hour policy');
  return row;
}

export async function createExtraHourRule(db: Database, body: ExtraHourRuleBody, change: Change) {
  const input = await checkedInput(db, body);
  const id = await insertExtraHourRule(db, input, change);
  await insertRuleEvent(db, { ruleId: id, action: 'CREATED', changes: changesBetween(null, input) }, change);
  if (input.enabled) await workdaysAffected(db, ruleChangeAffects(null, input), change.at);
  return getExtraHourRule(db, id);
}

/** Replaces the editable fields; the trail records what changed (nothing is written when nothing did). */
export async function replaceExtraHourRule(db: Database, id: number, body: ExtraHourRuleBody, change: Change): Promise<void> {
  const current = await lockedRule(db, id);
  const input = await checkedInput(db, body, current);
  const changes = changesBetween(ruleOf(current), input);
  if (!Object.keys(changes).length) return;
  if (!(await updateExtraHourRule(db, id, input, change))) throw notFound('Extra hour policy');
  await insertRuleEvent(db, { ruleId: id, action: 'UPDATED', changes }, change);
  // the workdays it counted hours in, and those it counts them in now
  await workdaysAffected(db, ruleChangeAffects(current.enabled ? ruleOf(current) : null, input.enabled ? input : null), change.at);
}

/** Enables or disables a rule (the specification's `PUT /{id}/true`); setting the state it has writes nothing. */
export async function setExtraHourRuleState(db: Database, id: number, enabled: boolean, change: Change): Promise<void> {
  const current = await lockedRule(db, id);
  if (current.enabled === enabled) return;
  if (!(await setExtraHourRuleEnabled(db, id, enabled, change))) throw notFound('Extra hour policy');
  await insertRuleEvent(db, { ruleId: id, action: enabled ? 'ENABLED' : 'DISABLED', changes: { enabled: { before: !enabled, after: enabled } } }, change);
  await workdaysAffected(db, ruleChangeAffects(ruleOf(current), null), change.at);
}

/** Deletes a rule, keeping its trail; the night rule (id 1) is only edited or disabled (409). */
export async function removeExtraHourRule(db: Database, id: number, change: Change): Promise<void> {
  if (id === NIGHT_RULE_ID) throw conflict('The night hours rule cannot be deleted; disable it instead', ExtraHourPolicyErrors.NIGHT_RULE_PROTECTED);
  const current = await lockedRule(db, id);
  if (!(await deleteExtraHourRule(db, id))) throw notFound('Extra hour policy');
  await insertRuleEvent(db, { ruleId: id, action: 'DELETED', changes: changesBetween(ruleOf(current), null) }, change);
  if (current.enabled) await workdaysAffected(db, ruleChangeAffects(ruleOf(current), null), change.at);
}

/** The trail of a rule, newest first; a deleted rule keeps its own (404 only for an id that never was a rule). */
export async function extraHourRuleEvents(db: Database, id: number, size: number, offset: number) {
  const { content, total } = await ruleEventPage(db, id, size, offset);
  if (!content.length && !(await extraHourRuleEverExisted(db, id))) throw notFound('Extra hour policy');
  return { content: content.map((e) => ({ ...e, at: iso(e.at) })), total };
}

/** How the company compensates extra hours, and when and by whom that was last changed (absent: never). */
export async function extraHoursPaymentsType(db: Database) {
  const [type, last] = await Promise.all([paymentsType(db), lastPaymentsTypeChange(db)]);
  return { paymentsType: type, ...(last ? { updatedAt: iso(last.at), updatedByAccountId: last.accountId } : {}) };
}

export async function changeExtraHoursPaymentsType(db: Database, type: ExtraHoursPaymentsType, change: Change): Promise<void> {
  const before = await paymentsType(db, true);
  if (before === type) return;
  await setPaymentsType(db, type);
  await insertRuleEvent(db, { ruleId: null, action: 'PAYMENTS_TYPE', changes: { paymentsType: { before, after: type } } }, change);
}
