import type { Timestamp } from '../platform/db/column-types.ts';

/** migration 0026: a company's switch per experiment key; a key without a row is off (domain/experiments.ts). */
export interface ExperimentsTable {
  key: string;
  enabled: boolean;
  updated_at: Timestamp;
  updated_by: number | null;
}

export interface ExperimentTables {
  experiments: ExperimentsTable;
}
