import type { Kysely } from 'kysely';
import { execScript } from './exec-script.ts';

/**
 * The attendance engine's results (TIME-AND-ATTENDANCE.md): one `workdays` row per employee and date with the
 * figures of the day and its pairs; inconsistencies identified by (employee, date, type, anchor) so a recompute
 * upserts them, with their explanation, whether they are final, and how they were resolved (AUTO by a recompute,
 * MANUAL by a person); `inconsistency_events` keeps every change of state with who, when and why.
 * `workday_queue` lists employee-days to recompute: written in the same statement as the change that makes them
 * stale (a clock), drained in batches by any API process (FOR UPDATE SKIP LOCKED), so a crash between the clock and
 * its recompute loses nothing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await execScript(db, `
    create table workdays (
      employee_id integer not null references employees (id) on delete cascade,
      date date not null,
      kind text not null check (kind in ('WORK', 'REST', 'HOLIDAY', 'NO_SCHEDULE', 'ABSENCE')),
      schedule_id integer,
      timetable_type text,
      time_zone text not null,
      scheduled_minutes integer not null,
      expected_minutes integer not null,
      absence_minutes integer not null,
      worked_minutes integer not null,
      break_minutes integer not null,
      extra_minutes integer not null,
      night_minutes integer not null,
      balance_minutes integer not null,
      extra jsonb not null default '[]',
      expected jsonb not null default '[]',
      pairs jsonb not null default '[]',
      open_since timestamptz,
      closed boolean not null,
      computed_at timestamptz not null default now(),
      primary key (employee_id, date)
    );
    create index workdays_date_idx on workdays (date, employee_id);

    alter table inconsistencies add column anchor text;
    alter table inconsistencies add column final boolean not null default false;
    alter table inconsistencies add column explanation jsonb;
    alter table inconsistencies add column resolution text check (resolution in ('AUTO', 'MANUAL'));
    alter table inconsistencies add column updated_at timestamptz not null default now();
    update inconsistencies set resolution = 'MANUAL' where status = 'RESOLVED';
    create unique index inconsistencies_identity_key on inconsistencies (employee_id, date, type, anchor);

    create table inconsistency_events (
      id bigserial primary key,
      inconsistency_id integer not null references inconsistencies (id) on delete cascade,
      at timestamptz not null default now(),
      action text not null check (action in ('RAISED', 'CHANGED', 'AUTO_RESOLVED', 'REOPENED', 'ARCHIVED', 'JUSTIFIED', 'UNJUSTIFIED')),
      by_account_id integer,
      reason text,
      detail jsonb
    );
    create index inconsistency_events_inconsistency_idx on inconsistency_events (inconsistency_id, at);

    create table workday_queue (
      employee_id integer not null references employees (id) on delete cascade,
      date date not null,
      queued_at timestamptz not null default now(),
      primary key (employee_id, date)
    );
  `);
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `
    drop table workday_queue;
    drop table inconsistency_events;
    drop index inconsistencies_identity_key;
    alter table inconsistencies drop column anchor, drop column final, drop column explanation, drop column resolution, drop column updated_at;
    drop table workdays;
  `);
}
