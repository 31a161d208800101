import { sql, type Kysely } from 'kysely';
import { execScript } from './exec-script.ts';

/**
 * Employee e-mail addresses become unique without regard to case (the column stays nullable: many employees have
 * none). A customer database may already hold duplicates, so before the index is built:
 * - blank addresses become null (they mean "none", and would otherwise collide);
 * - in each group of addresses equal without regard to case, the oldest employee (lowest id) keeps it and each later
 *   one gets a tag before the @, `ana@x.pt` → `ana+duplicate-17@x.pt` (17 is that employee's id): nothing is lost,
 *   the value stays a valid address (it often still reaches the same mailbox), and an administrator finds the
 *   records to fix by searching "+duplicate-". The ids are printed as a warning when the migration runs.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update employees set email = null where btrim(email) = ''`.execute(db);
  const { rows } = await sql<{ id: number }>`
    update employees e set email = case
      when position('@' in e.email) > 0 then overlay(e.email placing '+duplicate-' || e.id || '@' from position('@' in e.email) for 1)
      else e.email || '+duplicate-' || e.id end
    from (
      select id, row_number() over (partition by lower(email) order by id) as n from employees where email is not null
    ) ranked
    where ranked.id = e.id and ranked.n > 1
    returning e.id`.execute(db);
  if (rows.length) {
    const ids = rows.map((r) => r.id).sort((a, b) => a - b);
    const shown = ids.length > 100 ? `${ids.slice(0, 100).join(', ')}, … (${ids.length - 100} more)` : ids.join(', ');
    console.warn(`migration 0006: ${ids.length} employee(s) shared an e-mail address with an older employee; `
      + `their address was tagged "+duplicate-<id>" before the @ to make addresses unique. Employee ids: ${shown}`);
  }
  await execScript(db, 'create unique index employees_email_key on employees (lower(email))');
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, 'drop index if exists employees_email_key');
}
