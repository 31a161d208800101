import { sql, type Kysely } from 'kysely';

/**
 * A leaver's open sessions end as soon as their end date is set in the past (issue #11 item 2): the cached principal
 * carries the end of employment, so a change of `end_date` is announced on `principal_changed` like a change of
 * department (migration 0008), instead of waiting for the cache's few seconds of safety net.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists employees_principal_changed on employees`.execute(db);
  await sql.raw(`create trigger employees_principal_changed after update of department_id, end_date on employees for each row
    when ((old.department_id, old.end_date) is distinct from (new.department_id, new.end_date))
    execute function principal_notify_employee_department()`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists employees_principal_changed on employees`.execute(db);
  await sql.raw(`create trigger employees_principal_changed after update of department_id on employees for each row
    when (old.department_id is distinct from new.department_id) execute function principal_notify_employee_department()`).execute(db);
}
