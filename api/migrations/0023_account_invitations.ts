import type { Kysely } from 'kysely';
import { execScript } from './exec-script.ts';

/**
 * Account invitations (issue #11): an account made for a new employee (or by "New account" without a password) has no
 * password of its own until the person opens the mailed link and chooses one.
 * - `accounts.password_set`: false until then (the stored hash is of random bytes nobody knows), so the accounts screen
 *   offers "Send invitation again" only to those accounts.
 * - `account_invitations`: the link's token, stored hashed; one outstanding per account (a new one voids the old),
 *   used once, valid for days rather than the minutes of a password reset.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await execScript(db, `
    alter table accounts add column password_set boolean not null default true;

    create table account_invitations (
      id serial primary key,
      account_id integer not null references accounts (id) on delete cascade,
      token_hash text not null unique,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );
    create unique index account_invitations_outstanding_idx on account_invitations (account_id) where used_at is null;
  `);
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `
    drop table account_invitations;
    alter table accounts drop column password_set;
  `);
}
