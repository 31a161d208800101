/**
 * Statements marked `PREPARED` (the clock-in path and the caller's principal, covered by their own suites) run on
 * PostgreSQL as named prepared statements, parsed and planned once per connection; unmarked ones do not; a marked
 * statement that fails leaves the connection usable, and one whose table gained a column is prepared anew. On the
 * embedded database the mark is a comment and the statements answer the same.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { engineOf } from '../../../api/src/platform/db/database.ts';
import { PREPARED } from '../../../api/src/platform/db/prepared.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
before(async () => { t = await startTestApp(); });
after(async () => { await t?.close(); });

const onPostgres = () => engineOf(t.db)?.kind === 'postgres';

describe('prepared statements', () => {
  test('a marked statement answers with its parameters each time, and runs prepared on PostgreSQL only', async () => {
    await t.db.connection().execute(async (conn) => {
      const marked = (n: number) => sql<{ n: number }>`select ${n}::int + 1 as n ${PREPARED}`.execute(conn);
      assert.deepEqual([(await marked(1)).rows[0].n, (await marked(41)).rows[0].n], [2, 42], 'each execution binds its own value');
      await sql`select ${7}::int * 2 as unmarked`.execute(conn);
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(conn);
      const texts = rows.map((r) => r.statement);
      if (onPostgres()) {
        assert.equal(texts.filter((s) => s.includes('::int + 1 as n')).length, 1, 'prepared once for both executions');
      } else {
        assert.equal(texts.filter((s) => s.includes('::int + 1 as n')).length, 0, 'the embedded database prepares nothing');
      }
      assert.equal(texts.filter((s) => s.includes('unmarked')).length, 0, 'an unmarked statement is not prepared');
    });
  });

  test('a marked statement that fails is refused and the connection goes on working', async () => {
    await t.db.connection().execute(async (conn) => {
      await assert.rejects(sql`select * from no_such_table_anywhere ${PREPARED}`.execute(conn), /no_such_table_anywhere/);
      await assert.rejects(sql`select 1 / ${0}::int as n ${PREPARED}`.execute(conn), /division by zero/);
      assert.equal((await sql<{ n: number }>`select 1 / ${1}::int as n ${PREPARED}`.execute(conn)).rows[0].n, 1);
    });
  });

  test('a table that gains a column under a prepared statement (a migration while running) is read with it', async () => {
    await t.db.connection().execute(async (conn) => {
      await sql`create temporary table prepared_probe (id int)`.execute(conn);
      await sql`insert into prepared_probe values (1)`.execute(conn);
      const read = () => sql<Record<string, unknown>>`select * from prepared_probe ${PREPARED}`.execute(conn);
      assert.deepEqual((await read()).rows, [{ id: 1 }]);
      await sql`alter table prepared_probe add column note text default 'added'`.execute(conn);
      assert.deepEqual((await read()).rows, [{ id: 1, note: 'added' }], 'not "cached plan must not change result type"');
      assert.deepEqual((await read()).rows, [{ id: 1, note: 'added' }]);
      await sql`drop table prepared_probe`.execute(conn);
    });
  });
});
