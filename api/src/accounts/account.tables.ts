import type { Selectable } from 'kysely';
import type { Generated, Timestamp } from '../platform/db/column-types.ts';

export interface AccountsTable {
  id: Generated<number>;
  username: string | null;
  employee_code: string | null;
  password_hash: string;
  employee_id: number | null;
  enabled: Generated<boolean>;
  expired: Generated<boolean>;
  manually_locked: Generated<boolean>;
  credentials_expired: Generated<boolean>;
  locked_until: Date | null;
  failed_attempts: Generated<number>;
  session_version: Generated<number>;
  identification_method: Generated<string>;
  identification_code_hash: string | null;
  last_login_at: Date | null;
  password_changed_at: Date | null;
  /** false while the account waits for its invitation to be accepted (migration 0023) */
  password_set: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AccountRolesTable {
  account_id: number;
  role_id: number;
}

export interface AccountTables {
  accounts: AccountsTable;
  account_roles: AccountRolesTable;
}

export type AccountRow = Selectable<AccountsTable>;
