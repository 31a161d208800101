import type { Kysely } from 'kysely';
import { execScript } from './exec-script.ts';

/**
 * Reviewing inconsistencies (issue #15): what people decide about what the engine found.
 * - Archiving keeps why (`resolution_reason`) beside who and when (`resolved_by`, `resolved_at`, 0004).
 * - A justification is its decision (`justified`, 0004), its comment (`justification`, 0004), who and when, and an
 *   optional document kept in `stored_files` with the name it was sent under.
 * - The trail (`inconsistency_events`, 0017) keeps the name of who acted, so it still says who after the account is
 *   gone (like the clock edits), and learns DELETED: a delete archives (docs/decisions.md).
 * - Indexes for the review screens: the pending (or archived) queue newest first, by period and type.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await execScript(db, `
    alter table inconsistencies add column resolution_reason text;
    alter table inconsistencies add column justified_at timestamptz;
    alter table inconsistencies add column justified_by integer references accounts (id) on delete set null;
    alter table inconsistencies add column justification_file_id integer references stored_files (id) on delete set null;
    alter table inconsistencies add column justification_file_name text;

    alter table inconsistency_events add column by_name text;
    alter table inconsistency_events drop constraint inconsistency_events_action_check;
    alter table inconsistency_events add constraint inconsistency_events_action_check
      check (action in ('RAISED', 'CHANGED', 'AUTO_RESOLVED', 'REOPENED', 'ARCHIVED', 'DELETED', 'JUSTIFIED', 'UNJUSTIFIED'));

    create index inconsistencies_status_date_idx on inconsistencies (status, date, id);
    create index inconsistencies_status_type_date_idx on inconsistencies (status, type, date);
  `);
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `
    drop index inconsistencies_status_type_date_idx;
    drop index inconsistencies_status_date_idx;
    alter table inconsistency_events drop constraint inconsistency_events_action_check;
    alter table inconsistency_events add constraint inconsistency_events_action_check
      check (action in ('RAISED', 'CHANGED', 'AUTO_RESOLVED', 'REOPENED', 'ARCHIVED', 'JUSTIFIED', 'UNJUSTIFIED'));
    alter table inconsistency_events drop column by_name;
    alter table inconsistencies drop column justification_file_name, drop column justification_file_id, drop column justified_by,
      drop column justified_at, drop column resolution_reason;
  `);
}
