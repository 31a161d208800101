import type { Kysely } from 'kysely';
import { execScript } from './exec-script.ts';

/**
 * Sign-in and recovery security (docs/security.md):
 * - `auth_throttles`: atomic counters keyed on a hashed identifier (and client address), whether or not an account
 *   exists, so known and unknown identifiers behave alike. Sign-in failures, recovery requests and recovery-code
 *   attempts are counted here, before any password or code is checked.
 * - one outstanding recovery code per address (`subject`, the hash of the lower-cased username; a unique index: a new
 *   request replaces the old link and code), with a count of the code's attempts. An address without an active
 *   account gets a decoy row (no account) so that a request does the same work either way. Codes issued before this
 *   migration (six digits, unlimited guesses) are voided.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await execScript(db, `
    create table auth_throttles (
      key text primary key,
      kind text not null,
      subject text not null,
      hits integer not null,
      window_started_at timestamptz not null,
      locked_until timestamptz,
      lock_level integer not null default 0,
      updated_at timestamptz not null
    );
    create index auth_throttles_subject_idx on auth_throttles (subject, kind);
    create index auth_throttles_updated_idx on auth_throttles (updated_at);

    alter table password_resets add column code_attempts integer not null default 0;
    alter table password_resets add column subject text;
    alter table password_resets alter column account_id drop not null;
    update password_resets set used_at = now() where used_at is null;
    create unique index password_resets_outstanding_key on password_resets (subject) where used_at is null;
    create index password_resets_decoy_idx on password_resets (expires_at) where account_id is null;
  `);
}
