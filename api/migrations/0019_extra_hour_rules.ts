import type { Kysely } from 'kysely';
import { execScript } from './exec-script.ts';

/**
 * Extra-hour policies (extended §3, issue #14 item 4): one row per rule, the night rule at the id the specification
 * fixes (1, 22:00–07:00), the trail of every change, and how the company compensates extra hours.
 * - The category value names a department, week schedule or employee (checked by the API, not by a foreign key: a
 *   rule outlives what it named and then matches nobody), or a shift or cost center (modules still to come).
 * - `updated_by_account_id` and the trail's `account_id` have no foreign key, like the clock policies' (0012): a trail
 *   names the account after it is gone, and `truncate accounts … cascade` (npm run seed) must not empty the rules.
 * - `extra_hour_rule_events.rule_id` is no foreign key either: a deleted rule keeps its trail; null for a
 *   company-wide change (the payments type).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await execScript(db, `
    create table extra_hour_rules (
      id serial primary key,
      name text not null,
      sequence integer not null default 0,
      category_level text not null check (category_level in ('ANY', 'ORGANISATION', 'DEPARTMENT', 'SCHEDULE', 'SHIFT', 'COST_CENTER', 'EMPLOYEE')),
      category_value integer,
      title text,
      start_minute integer check (start_minute between 0 and 1440),
      end_minute integer check (end_minute between 0 and 1440),
      enabled boolean not null default true,
      night boolean not null default false,
      threshold_minutes integer not null default 0 check (threshold_minutes between 0 and 1440),
      rounding text not null default 'NONE' check (rounding in ('NONE', 'DOWN_15', 'DOWN_30', 'DOWN_60', 'UP_15', 'UP_30', 'UP_60', 'NEAREST_15', 'NEAREST_30', 'NEAREST_60')),
      ignore_early_check_in boolean not null default false,
      valid_from date,
      valid_to date,
      weekdays integer[] not null default '{}' check (weekdays <@ array[0, 1, 2, 3, 4, 5, 6]),
      clock_tags text[] not null default '{}',
      show_in_report boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      updated_by_account_id integer,
      check ((category_value is null) = (category_level in ('ANY', 'ORGANISATION'))),
      check ((start_minute is null) = (end_minute is null)),
      check (valid_from is null or valid_to is null or valid_from <= valid_to)
    );
    create index extra_hour_rules_order_idx on extra_hour_rules (sequence, id);
    insert into extra_hour_rules (id, name, sequence, category_level, title, start_minute, end_minute, night, enabled)
      values (1, 'Night hours', 0, 'ANY', 'Night', 1320, 420, true, true);
    select setval(pg_get_serial_sequence('extra_hour_rules', 'id'), 1);

    create table extra_hour_rule_events (
      id serial primary key,
      rule_id integer,
      action text not null check (action in ('CREATED', 'UPDATED', 'ENABLED', 'DISABLED', 'DELETED', 'PAYMENTS_TYPE')),
      changes jsonb not null default '{}',
      account_id integer,
      at timestamptz not null default now()
    );
    create index extra_hour_rule_events_rule_idx on extra_hour_rule_events (rule_id, at desc, id desc);

    alter table company add column extra_hours_payments_type text not null default 'PAYROLL' check (extra_hours_payments_type in ('PAYROLL', 'TIME_BANK', 'BOTH'));
  `);
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, 'drop table extra_hour_rule_events; drop table extra_hour_rules; alter table company drop column extra_hours_payments_type;');
}
