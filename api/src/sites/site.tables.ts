import type { Generated, Timestamp } from '../platform/db/column-types.ts';

/** A work location (migration 0011): numeric(9,6) coordinates, read as numbers (database.ts parses numeric). */
export interface SitesTable {
  id: Generated<number>;
  name: string;
  address: string | null;
  latitude: number;
  longitude: number;
  radius: Generated<number>;
  time_zone: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SiteTables {
  sites: SitesTable;
}
