/**
 * The header's pending counts (issue 4, core §4 and §6): who gets which count, scoped as the REST API scopes it,
 * the module gate of the archive, the REST calls each viewer costs, and the counts arriving as a deferred part.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { seedDemo } from '../../api/src/seed/demo-seed.ts';
import { DEMO_PASSWORD } from '../../api/src/seed/demo-data.ts';
import { pathsSince, startHarness, type Harness } from './harness.ts';

let h: Harness;
const tokens: Record<string, string> = {};
const COUNTS = 'pendingCounts { absenceRequests { count scope } inconsistencies { count scope } documents { count scope } }';

before(async () => {
  h = await startHarness();
  await seedDemo(h.api.db);
  for (const who of ['admin', 'manager', 'employee', 'readonly', 'leader', 'superadmin']) {
    tokens[who] = await h.api.login(`${who}@demo.test`, DEMO_PASSWORD);
  }
});
after(async () => { await h.close(); });

const restCount = async (url: string, token: string) => {
  const res = await h.api.request({ method: 'GET', url: `/api${url}`, token });
  assert.equal(res.statusCode, 200, res.body);
  return (res.json() as { count: number }).count;
};
const counts = async (who: string) => {
  const result = await h.gql(`{ viewer { ${COUNTS} } }`, { token: tokens[who] });
  assert.equal(result.errors, undefined, JSON.stringify(result.errors));
  return result.data?.viewer.pendingCounts;
};

describe('who gets which count', () => {
  test('the administrator gets the company-wide counts of all three', async () => {
    const from = h.calls.length;
    const c = await counts('admin');
    assert.deepEqual(c.absenceRequests, { count: 6, scope: 'COMPANY' }, 'six requests wait for HR in the demo company');
    assert.deepEqual(c.documents, { count: 3, scope: 'COMPANY' });
    assert.equal(c.inconsistencies.scope, 'COMPANY');
    assert.equal(c.inconsistencies.count, await restCount('/inconsistencies/count?status=PENDING', tokens.admin));
    assert.ok(c.inconsistencies.count > 0);
    // One call per count, plus the viewer's authorities and the modules; nothing else.
    assert.deepEqual(pathsSince(h, from).map((p) => p.replace(/\/\d+\//, '/{id}/')).sort(), [
      'GET /absence-requests/count', 'GET /digitalArchive/countPending', 'GET /inconsistencies/count',
      'GET /modules', 'GET /permissions/{id}/employee',
    ]);
  });

  test('the department manager gets their departments\' absence requests and inconsistencies, and no documents', async () => {
    const c = await counts('manager');
    assert.deepEqual(c.absenceRequests, { count: 3, scope: 'DEPARTMENT' }, 'three Operations requests wait for the manager');
    assert.equal(c.inconsistencies.scope, 'DEPARTMENT');
    assert.equal(c.inconsistencies.count, await restCount('/inconsistencies/count?status=PENDING', tokens.manager));
    assert.notEqual(c.inconsistencies.count, (await counts('admin')).inconsistencies.count, 'not the company-wide figure');
    assert.equal(c.documents, null);
  });

  test('an employee gets only their own pending inconsistencies, and the gateway asks for nothing else', async () => {
    const from = h.calls.length;
    const c = await counts('employee');
    assert.equal(c.inconsistencies.scope, 'OWN');
    assert.equal(c.inconsistencies.count, await restCount('/inconsistencies/count?status=PENDING', tokens.employee));
    assert.ok(c.inconsistencies.count > 0, 'the engine found the demo employee\'s absent days');
    assert.equal(c.absenceRequests, null);
    assert.equal(c.documents, null);
    const paths = pathsSince(h, from);
    assert.ok(!paths.includes('GET /absence-requests/count'), paths.join(', '));
    assert.ok(!paths.includes('GET /digitalArchive/countPending'), paths.join(', '));
    assert.ok(!paths.includes('GET /modules'), `the archive's module is not looked up for someone it does not concern: ${paths.join(', ')}`);
  });

  test('the team leader is counted like an employee; the super administrator sees the company', async () => {
    const leader = await counts('leader');
    assert.equal(leader.absenceRequests, null);
    assert.equal(leader.inconsistencies.scope, 'OWN');
    const c = await counts('superadmin');
    assert.deepEqual(c.absenceRequests, { count: 6, scope: 'COMPANY' });
    assert.deepEqual(c.documents, { count: 3, scope: 'COMPANY' });
  });

  test('the read-only consultant, who decides nothing, gets no count and costs no count call', async () => {
    const from = h.calls.length;
    assert.deepEqual(await counts('readonly'), { absenceRequests: null, inconsistencies: null, documents: null });
    assert.deepEqual(pathsSince(h, from).filter((p) => p.includes('count')), []);
  });

  test('without a token the viewer is null, so there are no counts', async () => {
    const result = await h.gql(`{ viewer { ${COUNTS} } }`);
    assert.equal(result.data?.viewer, null);
  });
});

describe('liveness and the archive module', () => {
  test('a resolved inconsistency leaves the count at once', async () => {
    const before = (await counts('employee')).inconsistencies.count;
    const employeeId = (await h.api.db.selectFrom('employees').select('id').where('employee_number', '=', 'E0001').executeTakeFirstOrThrow()).id;
    const one = await h.api.db.selectFrom('inconsistencies').select('id').where('employee_id', '=', employeeId).where('status', '=', 'PENDING').executeTakeFirstOrThrow();
    await h.api.db.updateTable('inconsistencies').set({ status: 'RESOLVED' }).where('id', '=', one.id).execute();
    try {
      assert.equal((await counts('employee')).inconsistencies.count, before - 1);
    } finally {
      await h.api.db.updateTable('inconsistencies').set({ status: 'PENDING' }).where('id', '=', one.id).execute();
    }
  });

  test('with the digital archive switched off the documents count is null and not asked for', async () => {
    await h.api.db.updateTable('modules').set({ enabled: false }).where('code', '=', 'DIGITAL_ARCHIVE').execute();
    try {
      const from = h.calls.length;
      const c = await counts('admin');
      assert.equal(c.documents, null);
      assert.equal(c.absenceRequests.count, 6, 'the other counts still come');
      assert.ok(!pathsSince(h, from).includes('GET /digitalArchive/countPending'));
    } finally {
      await h.api.db.updateTable('modules').set({ enabled: true }).where('code', '=', 'DIGITAL_ARCHIVE').execute();
    }
    assert.equal((await counts('admin')).documents.count, 3);
  });
});

test('@defer: the layout renders from the first part and the counts follow in a later one', async () => {
  const res = await h.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'multipart/mixed', authorization: `Bearer ${tokens.manager}` },
    body: JSON.stringify({ query: `query Layout { viewer { homePath ... on Viewer @defer(label: "pendingCounts") { ${COUNTS} } } }` }),
  });
  const type = res.headers.get('content-type') ?? '';
  assert.match(type, /^multipart\/mixed/);
  const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1] ?? '-';
  const parts = (await res.text()).split(`--${boundary}`).map((p) => p.slice(p.indexOf('\r\n\r\n') + 4).trim())
    .filter((p) => p.startsWith('{')).map((p) => JSON.parse(p));
  assert.equal(parts[0].data.viewer.homePath, '/dep-dashboard');
  assert.equal(parts[0].data.viewer.pendingCounts, undefined, 'the counts are not in the first part');
  const deferred = parts.slice(1).flatMap((p) => p.incremental ?? []);
  assert.equal(deferred[0].label, 'pendingCounts');
  assert.deepEqual(deferred[0].data.pendingCounts.absenceRequests, { count: 3, scope: 'DEPARTMENT' });
});
