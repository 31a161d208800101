import type { Kysely } from 'kysely';
import { execScript } from './exec-script.ts';

/**
 * Payroll periods (issue #14 item 7): the company's period end day (the 28th by default) and the periods an
 * administrator closed — their clocks, and the workdays the engine computed for them, then read-only until reopened —
 * with the trail of every close and reopen.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await execScript(db, `
    alter table company add column payroll_period_end_day smallint not null default 28 check (payroll_period_end_day between 1 and 28);
    create table payroll_periods (
      id serial primary key,
      start_date date not null,
      end_date date not null,
      status text not null check (status in ('CLOSED', 'OPEN')),
      updated_at timestamptz not null default now(),
      unique (start_date, end_date),
      check (end_date >= start_date)
    );
    create index payroll_periods_closed_idx on payroll_periods (end_date, start_date) where status = 'CLOSED';
    create table payroll_period_events (
      id serial primary key,
      period_id integer not null references payroll_periods (id) on delete cascade,
      action text not null check (action in ('CLOSE', 'REOPEN')),
      at timestamptz not null default now(),
      by_account_id integer,
      by_name text,
      reason text
    );
    create index payroll_period_events_period_idx on payroll_period_events (period_id, at);
  `);
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, 'drop table payroll_period_events; drop table payroll_periods; alter table company drop column payroll_period_end_day;');
}
