/**
 * Security item 14 (e-mail): an employee's e-mail address is unique without regard to case, also when two saves
 * race (the unique index of migration 0006 answers for the loser). The refusal is 409 EMAIL_TAKEN naming `email`.
 * The address stays optional: any number of employees may have none.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { up as uniqueEmailMigration } from '../../../api/migrations/0006_unique_employee_email.ts';
import { createEmployee, unique } from '../../support/factories.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { assertRejected } from '../../support/assert-rejected.ts';

let t: TestApp;
let admin: { token: string };

before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
});
after(async () => { await t?.close(); });

const create = (payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/employees', token: admin.token, payload });
const update = (id: number, payload: Record<string, unknown>) => t.request({ method: 'PUT', url: `/api/employees/${id}`, token: admin.token, payload });
const countWith = async (email: string) =>
  (await sql<{ n: number }>`select count(*)::int as n from employees where lower(email) = lower(${email})`.execute(t.db)).rows[0].n;

describe('employee e-mail addresses are unique without regard to case', () => {
  test('two simultaneous creations with the same address in different case: one 201, one 409 naming email', async () => {
    for (let round = 0; round < 10; round++) {
      const email = `Ana.${unique()}@Example.test`;
      const results = await Promise.all([
        create({ name: 'Ana One', email }),
        create({ name: 'Ana Two', email: email.toLowerCase() }),
      ]);
      const codes = results.map((r) => r.statusCode).sort();
      assert.deepEqual(codes, [201, 409], results.map((r) => r.body).join('\n'));
      assertRejected(results.find((r) => r.statusCode === 409)!, 409, 'email', 'EMAIL_TAKEN');
      assert.equal(await countWith(email), 1);
    }
  });

  test('creating with an address another employee has, in other case → 409', async () => {
    const email = `bruno.${unique()}@example.test`;
    assert.equal((await create({ name: 'Bruno', email })).statusCode, 201);
    assertRejected(await create({ name: 'Bruno Again', email: email.toUpperCase() }), 409, 'email', 'EMAIL_TAKEN');
    assert.equal(await countWith(email), 1);
  });

  test('updating to an address another employee has, in other case → 409, nothing saved', async () => {
    const email = `carla.${unique()}@example.test`;
    await createEmployee(t.db, { email });
    const other = await createEmployee(t.db, { email: `other.${unique()}@example.test` });
    const res = await update(other.id, { email: email.toUpperCase(), jobTitle: 'Changed' });
    assertRejected(res, 409, 'email', 'EMAIL_TAKEN');
    const stored = await t.db.selectFrom('employees').select(['email', 'job_title']).where('id', '=', other.id).executeTakeFirstOrThrow();
    assert.notEqual(stored.email, email.toUpperCase());
    assert.equal(stored.job_title, null);
  });

  test('two simultaneous updates to the same new address → one 204, one 409 naming email', async () => {
    for (let round = 0; round < 10; round++) {
      const [x, y] = await Promise.all([createEmployee(t.db), createEmployee(t.db)]);
      const email = `Dora.${unique()}@example.test`;
      const results = await Promise.all([update(x.id, { email }), update(y.id, { email: email.toUpperCase() })]);
      assert.deepEqual(results.map((r) => r.statusCode).sort(), [204, 409], results.map((r) => r.body).join('\n'));
      assertRejected(results.find((r) => r.statusCode === 409)!, 409, 'email', 'EMAIL_TAKEN');
    }
  });

  test('an employee keeps their own address in another case, and many employees may have none', async () => {
    const email = `eva.${unique()}@example.test`;
    const created = await create({ name: 'Eva', email });
    assert.equal(created.statusCode, 201);
    assert.equal((await update(created.json().id, { email: email.toUpperCase() })).statusCode, 204);
    for (let i = 0; i < 3; i++) assert.equal((await create({ name: `Nobody ${i}`, email: null })).statusCode, 201);
    assert.equal((await create({ name: 'Nobody else' })).statusCode, 201);
    const none = await create({ name: 'Cleared' });
    assert.equal((await update(none.json().id, { email: null })).statusCode, 204);
  });

  test('the index itself refuses a duplicate written around the API (in other case)', async () => {
    const email = `fred.${unique()}@example.test`;
    await createEmployee(t.db, { email });
    await assert.rejects(createEmployee(t.db, { email: email.toUpperCase() }), /employees_email_key/);
  });
});

describe('migration 0006 on a database that already has duplicates', () => {
  test('the oldest keeps the address, later ones are tagged +duplicate-<id>, blanks become null', async () => {
    await sql`drop index employees_email_key`.execute(t.db);
    const email = `Gil.${unique()}@example.test`;
    const first = await createEmployee(t.db, { email });
    const second = await createEmployee(t.db, { email: email.toLowerCase() });
    const third = await createEmployee(t.db, { email: email.toUpperCase() });
    const blankA = await createEmployee(t.db, { email: '' });
    const blankB = await createEmployee(t.db, { email: '  ' });
    const noAt = await createEmployee(t.db, { email: 'not-an-address' });
    const noAt2 = await createEmployee(t.db, { email: 'NOT-an-address' });
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (...args: unknown[]) => { warnings.push(args.join(' ')); };
    try {
      await uniqueEmailMigration(t.db);
    } finally {
      console.warn = warn;
    }
    const emailOf = async (id: number) => (await t.db.selectFrom('employees').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;
    const [local, domain] = email.split('@');
    assert.equal(await emailOf(first.id), email);
    assert.equal(await emailOf(second.id), `${local.toLowerCase()}+duplicate-${second.id}@${domain.toLowerCase()}`);
    assert.equal(await emailOf(third.id), `${local.toUpperCase()}+duplicate-${third.id}@${domain.toUpperCase()}`);
    assert.equal(await emailOf(blankA.id), null);
    assert.equal(await emailOf(blankB.id), null);
    assert.equal(await emailOf(noAt.id), 'not-an-address');
    assert.equal(await emailOf(noAt2.id), `NOT-an-address+duplicate-${noAt2.id}`);
    assert.equal(warnings.length, 1);
    assert.match(warnings[0], new RegExp(`${second.id}, ${third.id}, ${noAt2.id}`));
    assertRejected(await create({ name: 'Gil Again', email }), 409, 'email', 'EMAIL_TAKEN');
  });
});
