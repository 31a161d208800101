import type { Kysely } from 'kysely';
import { execScript } from './exec-script.ts';

/**
 * Week schedules (extended §3) and their assignment to employees (core §3). A schedule has seven weekday
 * timetables and dated exceptions, each exception with one timetable; a timetable's fields are one JSON value
 * (its type decides which: domain/schedule.ts), checked by the API, and its work locations a link to sites so a
 * site in use cannot disappear. Assignments never overlap for one employee: the API takes the employee's row lock
 * before checking, so two concurrent saves cannot both pass.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await execScript(db, `
    create table week_schedules (
      id serial primary key,
      name text not null,
      night_shift boolean not null default false,
      ignore_holidays boolean not null default false,
      week_start smallint not null default 1 check (week_start between 0 and 6),
      detect_inconsistencies boolean not null default true,
      calc_interval text not null default 'ALL_PAIRS' check (calc_interval in ('ALL_PAIRS', 'FIRST_IN_LAST_OUT')),
      subtract_break_time boolean not null default false,
      extra_hour_details jsonb not null default '[]',
      remote_work_site_id integer references sites (id) on delete restrict,
      created_at timestamptz not null default now(),
      created_by_account_id integer references accounts (id) on delete set null,
      updated_at timestamptz not null default now(),
      updated_by_account_id integer references accounts (id) on delete set null
    );
    create unique index week_schedules_name_key on week_schedules (lower(name));

    create table schedule_exceptions (
      id serial primary key,
      schedule_id integer not null references week_schedules (id) on delete cascade,
      name text not null default '',
      start_date date not null,
      end_date date not null,
      check (end_date >= start_date)
    );
    create index schedule_exceptions_schedule_idx on schedule_exceptions (schedule_id, start_date);

    create table schedule_timetables (
      id serial primary key,
      schedule_id integer not null references week_schedules (id) on delete cascade,
      weekday smallint check (weekday between 0 and 6),
      exception_id integer references schedule_exceptions (id) on delete cascade,
      timetable jsonb not null,
      check ((weekday is null) <> (exception_id is null))
    );
    create unique index schedule_timetables_weekday_key on schedule_timetables (schedule_id, weekday) where weekday is not null;
    create unique index schedule_timetables_exception_key on schedule_timetables (exception_id) where exception_id is not null;

    create table schedule_timetable_sites (
      timetable_id integer not null references schedule_timetables (id) on delete cascade,
      site_id integer not null references sites (id) on delete restrict,
      primary key (timetable_id, site_id)
    );
    create index schedule_timetable_sites_site_idx on schedule_timetable_sites (site_id);

    create table employee_schedules (
      id serial primary key,
      employee_id integer not null references employees (id) on delete cascade,
      schedule_id integer not null references week_schedules (id) on delete restrict,
      valid_from date not null,
      valid_to date,
      created_at timestamptz not null default now(),
      created_by_account_id integer references accounts (id) on delete set null,
      check (valid_to is null or valid_to >= valid_from)
    );
    create index employee_schedules_employee_idx on employee_schedules (employee_id, valid_from);
    create index employee_schedules_schedule_idx on employee_schedules (schedule_id);
  `);
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `
    drop table employee_schedules;
    drop table schedule_timetable_sites;
    drop table schedule_timetables;
    drop table schedule_exceptions;
    drop table week_schedules;
  `);
}
