import type { Kysely } from 'kysely';
import { execScript } from './exec-script.ts';

/**
 * Deleting an employee deletes their account (and with it the account's roles, by 0001's cascade), so the
 * employee domain no longer deletes another domain's rows itself. The other rows that reference an employee were
 * already `on delete cascade` (manager links 0001; yearly time and insurance 0002; absence requests, inconsistencies
 * and archive documents 0004). What a foreign key cannot express stays a call to the owning domain: the employee's
 * address and picture (the employee references them, not the other way round) and the archive documents' files
 * (another document may share a file).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await execScript(db, `
    alter table accounts drop constraint accounts_employee_id_fkey;
    alter table accounts add constraint accounts_employee_id_fkey
      foreign key (employee_id) references employees (id) on delete cascade`);
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, `
    alter table accounts drop constraint accounts_employee_id_fkey;
    alter table accounts add constraint accounts_employee_id_fkey
      foreign key (employee_id) references employees (id) on delete set null`);
}
