import type { Kysely } from 'kysely';
import { execScript } from './exec-script.ts';

/**
 * The three kinds of work that wait for someone: absence requests (with their types and periods), clock
 * inconsistencies and archive documents (with their types). The header's pending counts read them; the
 * absences, inconsistencies and archive issues build their screens and workflows on these tables.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await execScript(db, `
    create table absence_types (
      id serial primary key,
      name text not null,
      code text not null unique,
      yearly_days_allowed numeric(5,1),
      yearly_periods_allowed integer,
      consecutive_days_allowed integer,
      justification_needed boolean not null default false,
      impact_expected_time_work boolean not null default true,
      request_date_limit_current date,
      request_date_limit_last date,
      deadline_leave integer,
      days_to_justification integer
    );
    insert into absence_types (id, name, code, yearly_days_allowed) values (1, 'Holidays', 'HOLIDAYS', 22);
    select setval(pg_get_serial_sequence('absence_types', 'id'), 1);

    create table absence_requests (
      id serial primary key,
      requester_id integer not null references employees (id) on delete cascade,
      absence_type_id integer not null references absence_types (id) on delete restrict,
      manager_id integer references employees (id) on delete set null,
      status text not null default 'PENDING',
      admin_status text not null default 'PENDING',
      manager_status text not null default 'PENDING',
      comment text,
      user_comment text,
      created_by integer references accounts (id) on delete set null,
      created_on timestamptz not null default now(),
      approved_on timestamptz,
      first_start_date date not null,
      last_end_date date not null,
      check (last_end_date >= first_start_date),
      check (status in ('PENDING', 'UNDER_ANALYSIS', 'APPROVED', 'CANCELLED', 'REJECTED', 'PENDING_JUST', 'JUSTIFIED', 'UNJUSTIFIED')),
      check (admin_status in ('PENDING', 'UNDER_ANALYSIS', 'APPROVED', 'CANCELLED', 'REJECTED', 'PENDING_JUST', 'JUSTIFIED', 'UNJUSTIFIED')),
      check (manager_status in ('PENDING', 'UNDER_ANALYSIS', 'APPROVED', 'CANCELLED', 'REJECTED', 'PENDING_JUST', 'JUSTIFIED', 'UNJUSTIFIED'))
    );
    create index absence_requests_requester_idx on absence_requests (requester_id, first_start_date);
    create index absence_requests_admin_status_idx on absence_requests (admin_status, status);
    create index absence_requests_manager_status_idx on absence_requests (manager_status, status);

    create table absence_request_periods (
      id serial primary key,
      absence_request_id integer not null references absence_requests (id) on delete cascade,
      valid_from date not null,
      valid_to date not null,
      coverage text not null default 'FULL' check (coverage in ('FULL', 'PERIOD')),
      day_scope text not null default 'FULL_DAY' check (day_scope in ('FULL_DAY', 'PERIOD_IN_DAY')),
      start_time time,
      end_time time,
      number_of_days numeric(5,1) not null check (number_of_days >= 0),
      check (valid_to >= valid_from)
    );
    create index absence_request_periods_request_idx on absence_request_periods (absence_request_id);

    create table inconsistencies (
      id serial primary key,
      employee_id integer not null references employees (id) on delete cascade,
      type text not null check (type in ('ABSENT', 'EARLY_CLOCK', 'LATE_CLOCK', 'DAY_OFF', 'NO_CLOCK', 'CLOCK_MISSING', 'HOLIDAY')),
      status text not null default 'PENDING' check (status in ('PENDING', 'RESOLVED')),
      date date not null,
      minutes integer,
      justification text,
      justified boolean,
      created_at timestamptz not null default now(),
      resolved_at timestamptz,
      resolved_by integer references accounts (id) on delete set null
    );
    create index inconsistencies_status_employee_idx on inconsistencies (status, employee_id);
    create index inconsistencies_employee_date_idx on inconsistencies (employee_id, date);

    create table document_types (
      id serial primary key,
      name text not null,
      built_in boolean not null default false
    );
    insert into document_types (id, name, built_in) values
      (1, 'IDs', true), (2, 'Proofs', true), (3, 'Contracts', true), (4, 'Justificatives', true), (5, 'Others', true);
    select setval(pg_get_serial_sequence('document_types', 'id'), 5);

    create table archive_documents (
      id serial primary key,
      employee_id integer not null references employees (id) on delete cascade,
      document_type_id integer not null references document_types (id) on delete restrict,
      file_id integer not null references stored_files (id) on delete restrict,
      file_name text not null,
      status text not null default 'PENDING' check (status in ('PENDING', 'APPROVED', 'REJECTED')),
      uploaded_at timestamptz not null default now(),
      valid_from date,
      valid_to date,
      verified_at timestamptz,
      verified_by integer references accounts (id) on delete set null,
      comment text
    );
    create index archive_documents_status_employee_idx on archive_documents (status, employee_id);
    create index archive_documents_employee_idx on archive_documents (employee_id, document_type_id);
  `);
}
