import type { Kysely } from 'kysely';
import { execScript } from './exec-script.ts';

/**
 * A clock's selfie (core §3, §7): one image per clock, uploaded by the person who clocked just after the clock, kept
 * in `stored_files` like photos. Deleting the clock deletes it (the file row goes with the clock's).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await execScript(db, `
    alter table clocks add column selfie_file_id integer references stored_files (id) on delete set null;
    create unique index clocks_selfie_idx on clocks (selfie_file_id) where selfie_file_id is not null;
  `);
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, 'alter table clocks drop column selfie_file_id;');
}
