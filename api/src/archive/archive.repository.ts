import { sql } from 'kysely';
import { employeeInScope, type AccessScope } from '../platform/auth/access-scope.ts';
import type { Database } from '../platform/db/database.ts';

/** Archive documents of the scope waiting for approval. */
export async function countPendingDocuments(db: Database, scope: AccessScope): Promise<number> {
  const row = await db.selectFrom('archive_documents as d')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('d.status', '=', 'PENDING')
    .where(employeeInScope(scope, 'd.employee_id'))
    .executeTakeFirstOrThrow();
  return row.count;
}

/**
 * The stored files of archive documents. Several documents may point at the same file, so a file goes only when
 * no document references it any more: callers collect the ids before deleting documents, then remove the orphans.
 */
export async function documentFileIdsOf(db: Database, employeeId: number): Promise<number[]> {
  const rows = await db.selectFrom('archive_documents').select('file_id').where('employee_id', '=', employeeId).execute();
  return [...new Set(rows.map((d) => d.file_id))];
}

/** Deletes those of the files that no archive document references any more. */
export async function removeUnreferencedDocumentFiles(db: Database, fileIds: number[]): Promise<void> {
  if (!fileIds.length) return;
  await db.deleteFrom('stored_files').where('id', 'in', fileIds)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('archive_documents').select('id').whereRef('archive_documents.file_id', '=', 'stored_files.id'))))
    .execute();
}
