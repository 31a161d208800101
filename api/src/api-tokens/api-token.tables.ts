import type { Generated, Timestamp } from '../platform/db/column-types.ts';

/** Migration 0024: an integrator's credential, acting as its own service account. */
export interface ApiTokensTable {
  id: Generated<number>;
  name: string;
  account_id: number;
  /** the first characters of the token, shown in lists to recognise it */
  prefix: string;
  /** SHA-256 (hex) of the whole token; the token itself is never stored */
  secret_hash: string;
  created_by: number | null;
  created_at: Timestamp;
  expires_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
  revoked_by: number | null;
}

/** One row per token and minute of use: the first request of that minute. */
export interface ApiTokenUsesTable {
  id: Generated<string>;
  token_id: number;
  used_at: Date;
  method: string;
  route: string;
  ip: string | null;
}

export interface ApiTokenTables {
  api_tokens: ApiTokensTable;
  api_token_uses: ApiTokenUsesTable;
}
