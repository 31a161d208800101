import type { Kysely } from 'kysely';
import { execScript } from './exec-script.ts';

/**
 * Absences (issue #16): the workflow and the balances on the tables of 0004.
 * - A type says which levels approve its requests (`approval`: NONE, HR, MANAGER, BOTH) and whether it counts
 *   calendar days instead of working days (`calendar_days`, the work-holiday setting); its subtypes are rows of
 *   `absence_subtypes`, restricted while a request uses them.
 * - A request keeps its subtype, its total of days, the levels that decide it (fixed when it is submitted), its
 *   justification state and proof (`stored_files`), when it last changed; a half day says which half (`day_period`).
 * - Every transition is a row of `absence_request_events` (who by name, when, level, status, comment).
 * - The company's carry-over rule: a cap and the day of the next year carried days expire after (`absence_settings`).
 * - Overlap checks read the requester's periods by dates: an index on (requester, dates) through the request.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await execScript(db, `
    alter table absence_types add column approval text not null default 'BOTH' check (approval in ('NONE', 'HR', 'MANAGER', 'BOTH'));
    alter table absence_types add column calendar_days boolean not null default false;
    create unique index absence_types_name_idx on absence_types (lower(name));

    create table absence_subtypes (
      id serial primary key,
      absence_type_id integer not null references absence_types (id) on delete cascade,
      name text not null
    );
    create unique index absence_subtypes_name_idx on absence_subtypes (absence_type_id, lower(name));

    alter table absence_requests add column absence_subtype_id integer references absence_subtypes (id) on delete restrict;
    alter table absence_requests add column number_of_days numeric(6,1) not null default 0;
    alter table absence_requests add column justification text not null default 'NONE'
      check (justification in ('NONE', 'PENDING_JUST', 'JUSTIFIED', 'UNJUSTIFIED'));
    alter table absence_requests add column justification_file_id integer references stored_files (id) on delete set null;
    alter table absence_requests add column justification_file_name text;
    alter table absence_requests add column updated_at timestamptz not null default now();
    alter table absence_requests add column version integer not null default 1;
    alter table absence_requests add column levels text[] not null default '{ADMIN,MANAGER}';
    update absence_requests r set number_of_days = coalesce((select sum(p.number_of_days) from absence_request_periods p where p.absence_request_id = r.id), 0);
    create index absence_requests_requester_dates_idx on absence_requests (requester_id, last_end_date, first_start_date);
    create index absence_requests_dates_idx on absence_requests (first_start_date, last_end_date);
    -- the hourly look for proofs past their deadline reads only those waiting for one
    create index absence_requests_pending_proof_idx on absence_requests (last_end_date) where status = 'PENDING_JUST';

    alter table absence_request_periods add column day_period text check (day_period in ('MORNING', 'AFTERNOON'));

    create table absence_request_events (
      id serial primary key,
      absence_request_id integer not null references absence_requests (id) on delete cascade,
      at timestamptz not null default now(),
      account_id integer references accounts (id) on delete set null,
      by_name text,
      action text not null check (action in ('REQUESTED', 'EDITED', 'DECIDED', 'PROOF_SENT', 'JUSTIFIED', 'CANCELLED')),
      level text check (level in ('ADMIN', 'MANAGER')),
      status text not null,
      comment text
    );
    create index absence_request_events_request_idx on absence_request_events (absence_request_id, id);

    create table absence_settings (
      id integer primary key check (id = 1),
      carry_over_cap numeric(5,1) check (carry_over_cap >= 0),
      carry_over_expires_on text check (carry_over_expires_on ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$')
    );
    insert into absence_settings (id) values (1);
  `);
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `
    drop table absence_settings;
    drop table absence_request_events;
    alter table absence_request_periods drop column day_period;
    drop index absence_requests_pending_proof_idx;
    drop index absence_requests_dates_idx;
    drop index absence_requests_requester_dates_idx;
    alter table absence_requests drop column levels, drop column version, drop column updated_at, drop column justification_file_name,
      drop column justification_file_id, drop column justification, drop column number_of_days, drop column absence_subtype_id;
    drop table absence_subtypes;
    drop index absence_types_name_idx;
    alter table absence_types drop column calendar_days, drop column approval;
  `);
}
