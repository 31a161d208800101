import type { DateOnly, Generated, Timestamp } from '../platform/db/column-types.ts';

/** api/migrations/0004_work_items.ts */
export interface InconsistenciesTable {
  id: Generated<number>;
  employee_id: number;
  type: string;
  status: Generated<string>;
  date: DateOnly;
  minutes: number | null;
  justification: string | null;
  justified: boolean | null;
  created_at: Timestamp;
  resolved_at: Timestamp | null;
  resolved_by: number | null;
  /** migration 0017 */
  /** null on rows not raised by the engine */
  anchor: string | null;
  final: Generated<boolean>;
  explanation: import('kysely').ColumnType<unknown, string | null | undefined, string | null> | null;
  resolution: string | null;
  updated_at: Generated<Date>;
}

export interface InconsistencyTables {
  inconsistencies: InconsistenciesTable;
}
