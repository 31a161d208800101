import type { Kysely } from 'kysely';
import { execScript } from './exec-script.ts';

/**
 * Notifications (issue #17).
 * - `notification_policies`: one row per type of core §3, its id the type's number (1–8); a disabled type is not produced.
 * - `notifications`: the inbox rows, one per recipient account, the text kept as type + parameters so it is rendered
 *   in the reader's language when read; newest first per account, and a partial index for the unread badge.
 * - `notification_preferences`: per account and type, whether it also goes by mail (no row: in the app only).
 * - `notification_keys`: what the daily expiry job has already announced (an item and its end date), so a run
 *   repeated on the same day, or by another replica, announces nothing twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await execScript(db, `
    create table notification_policies (
      id integer primary key check (id between 1 and 8),
      type text not null unique,
      enabled boolean not null default true
    );
    insert into notification_policies (id, type) values
      (1, 'ABSENCE_REQUEST'), (2, 'SALARY_REVIEW'), (3, 'SCHEDULE_CHANGE'), (4, 'SUBSCRIPTION_EXPIRY'),
      (5, 'INSURANCE_EXPIRY'), (6, 'ROLE_DELEGATION'), (7, 'OTP_CODE'), (8, 'NEW_UPDATE');

    create table notifications (
      id serial primary key,
      account_id integer not null references accounts (id) on delete cascade,
      type text not null references notification_policies (type),
      params jsonb not null default '{}'::jsonb,
      link text,
      created_at timestamptz not null default now(),
      read_at timestamptz
    );
    create index notifications_account_idx on notifications (account_id, created_at desc, id desc);
    create index notifications_unread_idx on notifications (account_id) where read_at is null;

    create table notification_preferences (
      account_id integer not null references accounts (id) on delete cascade,
      type text not null references notification_policies (type),
      mail boolean not null default false,
      primary key (account_id, type)
    );

    create table notification_keys (
      key text primary key,
      created_at timestamptz not null default now()
    );
  `);
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `
    drop table notification_keys;
    drop table notification_preferences;
    drop table notifications;
    drop table notification_policies;
  `);
}
