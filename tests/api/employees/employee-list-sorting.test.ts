/**
 * Issue #11 item 11: the employee list sorts by the columns people click (name, number, department, start date) and
 * searches by part of a name, as the manager picker types it. Names and departments sort accents and case aside
 * ("Léa" between "Lea" and "Lucas"). Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createAccount, createDepartment, createEmployee, unique } from '../../support/factories.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { assertRejected } from '../../support/assert-rejected.ts';

let t: TestApp;
let admin: { token: string };
let tag: string;
let departmentIds: { alpha: number; eclair: number; zulu: number };

before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
  tag = `srt${unique()}`.replace(/[^a-z0-9]/gi, '');
  const [alpha, eclair, zulu] = [
    await createDepartment(t.db, `Alpha ${tag}`), await createDepartment(t.db, `Éclair ${tag}`), await createDepartment(t.db, `zulu ${tag}`),
  ];
  departmentIds = { alpha: alpha.id, eclair: eclair.id, zulu: zulu.id };
  const people = [
    { name: `Lucas ${tag}`, employee_number: `${tag}-03`, department_id: zulu.id, start_date: '2021-05-01' },
    { name: `Léa ${tag}`, employee_number: `${tag}-01`, department_id: eclair.id, start_date: '2023-01-10' },
    { name: `lea ${tag}`, employee_number: `${tag}-04`, department_id: null, start_date: '2019-09-30' },
    { name: `Bruno ${tag}`, employee_number: `${tag}-02`, department_id: alpha.id, start_date: '2022-02-15' },
  ];
  for (const p of people) await createEmployee(t.db, p);
});
after(async () => { await t?.close(); });

const base = (list: string[]) => list.map((n) => n.toLowerCase().normalize('NFD').replace(/\p{M}/gu, ''));

async function names(sort?: string, search = tag): Promise<string[]> {
  const query = new URLSearchParams({ search, size: '50', ...(sort ? { sort } : {}) });
  const res = await t.request({ method: 'GET', url: `/api/employees?${query}`, token: admin.token });
  if (res.statusCode === 204) return [];
  assert.equal(res.statusCode, 200, res.body);
  return (JSON.parse(res.body) as { content: { name: string }[] }).content.map((e) => e.name.replace(` ${tag}`, ''));
}

describe('GET /employees sort', () => {
  test('by default and by name: accents and case aside, "Léa" next to "lea" and before "Lucas"', async () => {
    const byDefault = await names();
    assert.deepEqual(base(byDefault), ['bruno', 'lea', 'lea', 'lucas']);
    assert.deepEqual(await names('name,asc'), byDefault);
    // The two "lea" tie; the id breaks the tie in both directions, so only the base letters reverse.
    assert.deepEqual(base(await names('name,desc')), ['lucas', 'lea', 'lea', 'bruno']);
  });

  test('by employee number, both directions', async () => {
    assert.deepEqual(await names('employeeNumber,asc'), ['Léa', 'Bruno', 'Lucas', 'lea']);
    assert.deepEqual(await names('employeeNumber,desc'), ['lea', 'Lucas', 'Bruno', 'Léa']);
  });

  test('by department name, accent-aware ("Éclair" between "Alpha" and "zulu"), no department last', async () => {
    assert.deepEqual(await names('department,asc'), ['Bruno', 'Léa', 'Lucas', 'lea']);
    assert.deepEqual(await names('department,desc'), ['lea', 'Lucas', 'Léa', 'Bruno']);
  });

  test('by start date, both directions', async () => {
    assert.deepEqual(await names('startDate,asc'), ['lea', 'Lucas', 'Bruno', 'Léa']);
    assert.deepEqual(await names('startDate,desc'), ['Léa', 'Bruno', 'Lucas', 'lea']);
  });

  test('an unknown sort field or direction is a 400 naming sort', async () => {
    for (const sort of ['salary,asc', 'name,sideways']) {
      assertRejected(await t.request({ method: 'GET', url: `/api/employees?sort=${sort}`, token: admin.token }), 400, 'sort');
    }
  });
});

describe('GET /employees search by part of a name', () => {
  test('accents and case aside: "LÉA", "Lé" and "lea" each find both "Léa" and "lea", not "Lucas"', async () => {
    for (const text of [`LÉA ${tag}`, `lea ${tag}`]) assert.deepEqual(base(await names('name,asc', text)), ['lea', 'lea'], text);
    assert.deepEqual(base((await names('name,asc', 'Lé')).filter((n) => !n.includes(' '))), ['lea', 'lea']);
    assert.deepEqual(await names('name,asc', `Lucàs ${tag}`), ['Lucas']);
  });

  test('the search and the department filter together', async () => {
    const res = await t.request({ method: 'GET', url: `/api/employees?search=${encodeURIComponent(tag)}&departmentId=${departmentIds.eclair}`, token: admin.token });
    assert.deepEqual((JSON.parse(res.body) as { content: { name: string }[] }).content.map((e) => e.name), [`Léa ${tag}`]);
  });
});

describe('GET /employees hasAccount', () => {
  test('false lists only the people without a sign-in account (those "New account" is for), true only the others', async () => {
    const own = `acc${unique()}`;
    const withAccount = await createEmployee(t.db, { name: `With ${own}` });
    await createAccount(t.db, { employeeId: withAccount.id });
    await createEmployee(t.db, { name: `Without ${own}` });
    const listed = async (hasAccount: string) => {
      const res = await t.request({ method: 'GET', url: `/api/employees?search=${own}&hasAccount=${hasAccount}`, token: admin.token });
      return (JSON.parse(res.body) as { content: { name: string }[] }).content.map((e) => e.name);
    };
    assert.deepEqual(await listed('false'), [`Without ${own}`]);
    assert.deepEqual(await listed('true'), [`With ${own}`]);
  });
});
