import type { Generated, Timestamp } from '../platform/db/column-types.ts';

export interface PasswordResetsTable {
  id: Generated<number>;
  /** null on the decoy row of an address without an active account */
  account_id: number | null;
  token_hash: string;
  code_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Timestamp;
  /** api/migrations/0005_sign_in_security.ts: code attempts, and the hash of the lower-cased username */
  code_attempts: Generated<number>;
  subject: string | null;
}

/** Sign-in and recovery counters (api/migrations/0005_sign_in_security.ts, api/src/session/throttle.repository.ts). */
export interface AuthThrottlesTable {
  key: string;
  kind: string;
  subject: string;
  hits: number;
  window_started_at: Date;
  locked_until: Date | null;
  lock_level: Generated<number>;
  updated_at: Date;
}

/** Invitations to choose a first password (api/migrations/0023_account_invitations.ts). */
export interface AccountInvitationsTable {
  id: Generated<number>;
  account_id: number;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Timestamp;
}

export interface SessionTables {
  password_resets: PasswordResetsTable;
  account_invitations: AccountInvitationsTable;
  auth_throttles: AuthThrottlesTable;
}
