import type { Kysely } from 'kysely';
import { execScript } from './exec-script.ts';

/**
 * Clocks (core §3, §4, §7; issue #13). A clock is never overwritten: a correction or a deletion writes a row of
 * `clock_edits` (the values before and after, who, when, why) and the clock keeps its original type and instant in
 * `original_*`; a deleted clock is only marked. `client_id` makes a retried request return the first clock (unique
 * per employee). Clocks of one employee are serialized by the employee's row lock, taken before the previous clock
 * is read, so two devices clocking at once cannot both record an IN.
 *
 * `instant` is the moment the clock counts for: the server's time, or for a clock taken offline the device's time
 * (`device_instant`), flagged when it arrived late; `received_at` is when the server stored it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await execScript(db, `
    create table clocks (
      id serial primary key,
      employee_id integer not null references employees (id) on delete cascade,
      department_id integer references departments (id) on delete set null,
      type text not null check (type in ('IN', 'OUT')),
      instant timestamptz not null,
      received_at timestamptz not null,
      device_instant timestamptz,
      offline boolean not null default false,
      time_zone text not null,
      local_date date not null,
      local_time text not null,
      source text not null check (source in ('WEB', 'MOBILE', 'KIOSK', 'TERMINAL', 'ADMIN')),
      identification text not null check (identification in ('card', 'face', 'finger', 'finger1', 'finger2', 'none', 'pin', 'userpass', 'password', 'biometric', 'terminal')),
      latitude double precision,
      longitude double precision,
      accuracy real,
      site_id integer references sites (id) on delete set null,
      geofence text not null check (geofence in ('INSIDE', 'NOT_REQUIRED', 'REMOTE', 'NO_SITES', 'ADMINISTRATIVE', 'TERMINAL')),
      site_distance integer,
      location text,
      device_uuid text,
      client_id text,
      tag text,
      comment text,
      campaign_ids integer[] not null default '{}',
      administrative boolean not null default false,
      confirmed text[] not null default '{}',
      edited boolean not null default false,
      original_type text,
      original_instant timestamptz,
      deleted_at timestamptz,
      created_by_account_id integer references accounts (id) on delete set null,
      check ((latitude is null) = (longitude is null)),
      unique (employee_id, client_id)
    );
    create index clocks_employee_instant_idx on clocks (employee_id, instant desc);
    create index clocks_instant_idx on clocks (instant desc);
    create index clocks_department_instant_idx on clocks (department_id, instant desc);

    create table clock_edits (
      id serial primary key,
      clock_id integer not null references clocks (id) on delete cascade,
      action text not null check (action in ('EDIT', 'DELETE')),
      before jsonb not null,
      after jsonb,
      reason text not null,
      by_account_id integer references accounts (id) on delete set null,
      by_name text,
      at timestamptz not null
    );
    create index clock_edits_clock_idx on clock_edits (clock_id, at);

    -- A shared kiosk (issue #13 item 3): signed in once by an administrator; its token is kept as a hash only.
    create table terminals (
      id serial primary key,
      name text not null,
      site_id integer references sites (id) on delete set null,
      token_hash text unique,
      signed_in_by_account_id integer references accounts (id) on delete set null,
      signed_in_at timestamptz,
      last_seen_at timestamptz
    );
    insert into terminals (id, name) values (1, 'Kiosk 1');
    select setval(pg_get_serial_sequence('terminals', 'id'), 1);
  `);
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, 'drop table terminals; drop table clock_edits; drop table clocks;');
}
