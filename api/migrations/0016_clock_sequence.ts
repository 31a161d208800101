import type { Kysely } from 'kysely';
import { execScript } from './exec-script.ts';

/**
 * Clocks of one employee are numbered in the order they were recorded (`seq`, unique per employee). A clock is
 * written with the number after the one its decisions read, so two clocks decided on the same history cannot both be
 * stored: the second fails the unique index and is decided again (optimistic concurrency, without a transaction or a
 * row lock on the clock-in path).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await execScript(db, `
    alter table clocks add column seq integer;
    update clocks c set seq = n.rn from (select id, row_number() over (partition by employee_id order by id) as rn from clocks) n where n.id = c.id;
    alter table clocks alter column seq set not null;
    create unique index clocks_employee_seq_idx on clocks (employee_id, seq);
  `);
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, 'drop index clocks_employee_seq_idx; alter table clocks drop column seq;');
}
