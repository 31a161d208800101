import type { DateOnly, Generated, Timestamp } from '../platform/db/column-types.ts';

/** api/migrations/0004_work_items.ts */
export interface DocumentTypesTable {
  id: Generated<number>;
  name: string;
  built_in: Generated<boolean>;
}

export interface ArchiveDocumentsTable {
  id: Generated<number>;
  employee_id: number;
  document_type_id: number;
  file_id: number;
  file_name: string;
  status: Generated<string>;
  uploaded_at: Timestamp;
  valid_from: DateOnly | null;
  valid_to: DateOnly | null;
  verified_at: Timestamp | null;
  verified_by: number | null;
  comment: string | null;
}

export interface ArchiveTables {
  document_types: DocumentTypesTable;
  archive_documents: ArchiveDocumentsTable;
}
