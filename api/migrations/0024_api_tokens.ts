import { sql, type Kysely } from 'kysely';
import { execScript } from './exec-script.ts';

/**
 * API tokens (issue #18 item 4): credentials for integrators that are not a person's password.
 * - Each token acts as its own service account: an `accounts` row without an employee and with an unusable password,
 *   holding the token's one role in `account_roles`, so authorities, audit columns and the principal cache work as
 *   for anyone (`api_tokens.account_id`, deleted with the account).
 * - Only the SHA-256 of the secret is kept (`secret_hash`), with a short public `prefix` to recognise it in lists.
 * - `last_used_at` moves at most once a minute; `api_token_uses` keeps one row per token and minute of use (the first
 *   request of that minute: method, route, client address).
 * - Revoking (`revoked_at`) announces the service account on `principal_changed` (migration 0008), so every replica
 *   drops its cached principal and refuses the token at once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await execScript(db, `
    create table api_tokens (
      id serial primary key,
      name text not null,
      account_id integer not null unique references accounts (id) on delete cascade,
      prefix text not null,
      secret_hash text not null unique,
      created_by integer references accounts (id) on delete set null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      last_used_at timestamptz,
      revoked_at timestamptz,
      revoked_by integer references accounts (id) on delete set null
    );
    create index api_tokens_created_idx on api_tokens (created_at desc, id desc);
    create table api_token_uses (
      id bigserial primary key,
      token_id integer not null references api_tokens (id) on delete cascade,
      used_at timestamptz not null,
      method text not null,
      route text not null,
      ip text
    );
    create index api_token_uses_token_idx on api_token_uses (token_id, used_at desc)
  `);
  await sql.raw(`create function api_token_principal_notify() returns trigger language plpgsql as $$
begin
  perform pg_notify('principal_changed', new.account_id::text);
  return null;
end $$`).execute(db);
  await sql.raw(`create trigger api_tokens_principal_changed after update on api_tokens for each row
    when ((old.revoked_at, old.expires_at) is distinct from (new.revoked_at, new.expires_at))
    execute function api_token_principal_notify()`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw('drop trigger if exists api_tokens_principal_changed on api_tokens').execute(db);
  await sql.raw('drop function if exists api_token_principal_notify()').execute(db);
  await sql.raw('drop table if exists api_token_uses').execute(db);
  await sql.raw('drop table if exists api_tokens').execute(db);
}
