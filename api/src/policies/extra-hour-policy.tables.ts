import type { ColumnType } from 'kysely';
import type { Generated, Timestamp } from '../platform/db/column-types.ts';
import type { ExtraHourCategoryLevel, ExtraHoursPaymentsType, RoundingMethod } from '../../../domain/extra-hour-policy.ts';

/** One extra-hour policy (a rule, extended §3); rule 1 is the night rule (migration 0019). */
export interface ExtraHourRulesTable {
  id: Generated<number>;
  name: string;
  sequence: Generated<number>;
  category_level: ExtraHourCategoryLevel;
  /** a department, week schedule, shift, cost center or employee id; null for ANY and ORGANISATION */
  category_value: number | null;
  title: string | null;
  start_minute: number | null;
  end_minute: number | null;
  enabled: Generated<boolean>;
  night: Generated<boolean>;
  threshold_minutes: Generated<number>;
  rounding: Generated<RoundingMethod>;
  ignore_early_check_in: Generated<boolean>;
  valid_from: string | null;
  valid_to: string | null;
  weekdays: Generated<number[]>;
  clock_tags: Generated<string[]>;
  show_in_report: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** who changed the rule last; no foreign key, the trail outlives the account */
  updated_by_account_id: number | null;
}

export type ExtraHourRuleAction = 'CREATED' | 'UPDATED' | 'ENABLED' | 'DISABLED' | 'DELETED' | 'PAYMENTS_TYPE';

/** What changed, field by field: `{ name: { before: 'Night', after: 'Night hours' } }`. */
export type ExtraHourRuleChanges = Record<string, { before: unknown; after: unknown }>;

/** The trail: one row per change, kept when the rule is deleted (no foreign key); rule_id null for the payments type. */
export interface ExtraHourRuleEventsTable {
  id: Generated<number>;
  rule_id: number | null;
  action: ExtraHourRuleAction;
  /** written as JSON text, read back as the object */
  changes: ColumnType<ExtraHourRuleChanges, string, string>;
  account_id: number | null;
  at: Timestamp;
}

export interface ExtraHourPolicyTables {
  extra_hour_rules: ExtraHourRulesTable;
  extra_hour_rule_events: ExtraHourRuleEventsTable;
}

/**
 * The company's column of migration 0019, which `company.tables.ts` (the company domain's) does not declare; the
 * repository reaches it through `$extendTables<CompanyExtraHoursColumns>()`.
 */
export type CompanyExtraHoursColumns = {
  company: { id: Generated<number>; extra_hours_payments_type: Generated<ExtraHoursPaymentsType> };
};
