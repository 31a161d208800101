import type { ColumnType } from 'kysely';
import type { DateOnly, Generated, Timestamp } from '../platform/db/column-types.ts';

/** api/migrations/0004_work_items.ts, 0017_attendance.ts, 0020_inconsistency_review.ts */
export interface InconsistenciesTable {
  id: Generated<number>;
  employee_id: number;
  type: string;
  status: Generated<string>;
  date: DateOnly;
  minutes: number | null;
  /** the justification's comment */
  justification: string | null;
  /** true: justified; false: judged unjustified; null: no justification yet */
  justified: boolean | null;
  created_at: Timestamp;
  resolved_at: Timestamp | null;
  resolved_by: number | null;
  /** migration 0017 */
  /** null on rows not raised by the engine */
  anchor: string | null;
  final: Generated<boolean>;
  explanation: ColumnType<unknown, string | null | undefined, string | null> | null;
  resolution: string | null;
  updated_at: Generated<Date>;
  /** migration 0020: why it was archived (the archiving comment, or "deleted") */
  resolution_reason: string | null;
  justified_at: Timestamp | null;
  justified_by: number | null;
  /** the justification's document, a `stored_files` row */
  justification_file_id: number | null;
  justification_file_name: string | null;
}

export interface InconsistencyTables {
  inconsistencies: InconsistenciesTable;
}

// The trail's table belongs to the engine (attendance.tables.ts); migration 0020 gives it the name of who acted.
declare module '../attendance/attendance.tables.ts' {
  interface InconsistencyEventsTable {
    by_name: ColumnType<string | null, string | null | undefined, string | null>;
  }
}
