import type { Kysely } from 'kysely';
import { execScript } from './exec-script.ts';

/**
 * Clock policies (extended spec §3, issue #12): the company's switch per policy, with the two built-in policies at
 * the ids the specification fixes (geo 3, cost center 7), and per-employee overrides that beat it.
 * - `employee_clock_policies.enabled` null: the override was removed and the employee follows the company again;
 *   the row stays so the trail (who, when) of that change is kept.
 * - `updated_by_account_id` has no foreign key: a trail keeps naming the account after it is gone, and
 *   `truncate accounts … cascade` (npm run seed) must not empty the company's settings.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await execScript(db, `
    create table clock_policies (
      id integer primary key,
      code text not null unique,
      name text not null,
      enabled boolean not null default false,
      updated_at timestamptz not null default now(),
      updated_by_account_id integer
    );
    insert into clock_policies (id, code, name) values (3, 'GEO', 'Geo policy'), (7, 'COST_CENTER', 'Cost center policy');
    create table employee_clock_policies (
      employee_id integer not null references employees (id) on delete cascade,
      policy_id integer not null references clock_policies (id) on delete cascade,
      enabled boolean,
      updated_at timestamptz not null default now(),
      updated_by_account_id integer,
      primary key (employee_id, policy_id)
    );
    create index employee_clock_policies_policy_idx on employee_clock_policies (policy_id, employee_id) where enabled is not null;
  `);
}
