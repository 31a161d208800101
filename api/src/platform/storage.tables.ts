import type { Generated, Timestamp } from './db/column-types.ts';

export interface StoredFilesTable {
  id: Generated<number>;
  kind: string;
  content_type: string;
  size: number;
  sha256: string;
  content: Uint8Array;
  created_at: Timestamp;
}

export interface StorageTables {
  stored_files: StoredFilesTable;
}
