import type { ColumnType } from 'kysely';
import type { Generated, Timestamp } from '../platform/db/column-types.ts';

/** A clock (migration 0014). `local_date` is read as text like every date column (database.ts). */
export interface ClocksTable {
  id: Generated<number>;
  employee_id: number;
  department_id: number | null;
  type: 'IN' | 'OUT';
  instant: Timestamp;
  received_at: Timestamp;
  device_instant: Timestamp | null;
  offline: Generated<boolean>;
  time_zone: string;
  local_date: string;
  local_time: string;
  source: string;
  identification: string;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  site_id: number | null;
  geofence: string;
  site_distance: number | null;
  location: string | null;
  device_uuid: string | null;
  client_id: string | null;
  tag: string | null;
  comment: string | null;
  campaign_ids: ColumnType<number[], number[] | undefined, number[]>;
  administrative: Generated<boolean>;
  confirmed: ColumnType<string[], string[] | undefined, string[]>;
  edited: Generated<boolean>;
  original_type: string | null;
  original_instant: Timestamp | null;
  deleted_at: Timestamp | null;
  created_by_account_id: number | null;
  /** migration 0015 */
  selfie_file_id: number | null;
  /** migration 0016: the employee's clocks numbered in the order recorded */
  seq: number;
}

/** One correction or deletion of a clock: the values before and after, who, when and why. */
export interface ClockEditsTable {
  id: Generated<number>;
  clock_id: number;
  action: 'EDIT' | 'DELETE';
  before: ColumnType<unknown, string, string>;
  after: ColumnType<unknown, string | null, string | null>;
  reason: string;
  by_account_id: number | null;
  by_name: string | null;
  at: Timestamp;
}

/** A shared kiosk; `token_hash` is the sha-256 of its current token (null: signed out). */
export interface TerminalsTable {
  id: Generated<number>;
  name: string;
  site_id: number | null;
  token_hash: string | null;
  signed_in_by_account_id: number | null;
  signed_in_at: Timestamp | null;
  last_seen_at: Timestamp | null;
}

export interface ClockTables {
  clocks: ClocksTable;
  clock_edits: ClockEditsTable;
  terminals: TerminalsTable;
}
