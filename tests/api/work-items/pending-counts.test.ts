/**
 * The header's work-item counts: GET /absence-requests/count, /inconsistencies/count and
 * /digitalArchive/countPending. Who counts what (the company; the managed departments' people but not the
 * caller; the caller alone), which of the three absence statuses each level reads, closed requests, the
 * DIGITAL_ARCHIVE module gate, counts that follow the data at once, bad input and sessions.
 *
 * The file's tests share one database: company-wide counts are compared before and after, department and
 * own counts are read on departments and people each test creates.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { HOLIDAYS_ABSENCE_TYPE_ID, type AbsenceRequestStatus, type RoleName } from '../../../domain/index.ts';
import { storage } from '../../../api/src/platform/storage.ts';
import { createDepartment, createEmployee, makeManagerOf } from '../../support/factories.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { http } from '../../support/http.ts';
import { assertRejected } from '../../support/assert-rejected.ts';

const ABSENCES = '/api/absence-requests/count';
const INCONSISTENCIES = '/api/inconsistencies/count';
const DOCUMENTS = '/api/digitalArchive/countPending';
const COMPANY_ROLES = ['ADMIN', 'SUPER_ADMIN', 'READ_ONLY'] as const satisfies readonly RoleName[];

let t: TestApp;
const company = {} as Record<(typeof COMPANY_ROLES)[number], string>;
before(async () => {
  t = await startTestApp();
  for (const role of COMPANY_ROLES) company[role] = (await t.signedIn([role])).token;
});
after(async () => { await t?.close(); });

const { get } = http(() => t);

async function count(token: string, url: string): Promise<number> {
  const res = await get(url, token);
  assert.equal(res.statusCode, 200, `${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  const body = res.json() as { count: number };
  assert.deepEqual(Object.keys(body), ['count'], res.body);
  assert.ok(Number.isInteger(body.count) && body.count >= 0, res.body);
  return body.count;
}

/** The three header badges of a caller (`query` goes to the two counts that take one). */
async function badges(token: string, query = '') {
  return {
    absences: await count(token, ABSENCES + query),
    inconsistencies: await count(token, INCONSISTENCIES + query),
    documents: await count(token, DOCUMENTS),
  };
}
const plus = (b: { absences: number; inconsistencies: number; documents: number }, n: number) =>
  ({ absences: b.absences + n, inconsistencies: b.inconsistencies + n, documents: b.documents + n });

/** An absence request; `status` is the overall status and, unless given apart, the admin's and the manager's. */
async function absenceRequest(requesterId: number, status: AbsenceRequestStatus = 'PENDING',
  levels: { admin?: AbsenceRequestStatus; manager?: AbsenceRequestStatus } = {}) {
  const row = await t.db.insertInto('absence_requests').values({
    requester_id: requesterId, absence_type_id: HOLIDAYS_ABSENCE_TYPE_ID, status,
    admin_status: levels.admin ?? status, manager_status: levels.manager ?? status,
    first_start_date: '2031-03-03', last_end_date: '2031-03-07',
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

async function inconsistency(employeeId: number, status: 'PENDING' | 'RESOLVED' = 'PENDING') {
  const row = await t.db.insertInto('inconsistencies')
    .values({ employee_id: employeeId, type: 'LATE_CLOCK', status, date: '2031-03-03', minutes: 12 })
    .returning('id').executeTakeFirstOrThrow();
  return row.id;
}

const PDF = new TextEncoder().encode('%PDF-1.4\ntrailer<<>>\n%%EOF\n');
async function archiveDocument(employeeId: number, status: 'PENDING' | 'APPROVED' | 'REJECTED' = 'PENDING') {
  const fileId = await storage.put(t.db, 'document', PDF, 'application/pdf');
  const row = await t.db.insertInto('archive_documents')
    .values({ employee_id: employeeId, document_type_id: 2, file_id: fileId, file_name: 'proof.pdf', status })
    .returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** One waiting item of each kind. */
async function pendingWork(employeeId: number) {
  await absenceRequest(employeeId);
  await inconsistency(employeeId);
  await archiveDocument(employeeId);
}

/** A new department, its manager (signed in, working in it) and `size` more people. */
async function managedTeam(size: number) {
  const department = await createDepartment(t.db);
  const manager = await t.signedIn(['DEPARTMENT_MANAGER'], { departmentId: department.id });
  await makeManagerOf(t.db, manager.employeeId!, department.id);
  const people: number[] = [];
  for (let i = 0; i < size; i++) people.push((await createEmployee(t.db, { department_id: department.id })).id);
  return { department, manager, people };
}


// ---------------------------------------------------------------------------------------------------------------
describe('who counts what', () => {
  test('ADMIN, SUPER_ADMIN and READ_ONLY count the whole company: every department and people in none', async () => {
    const start = await badges(company.ADMIN);
    for (const role of COMPANY_ROLES) assert.deepEqual(await badges(company[role]), start, role);
    const [d1, d2] = [await createDepartment(t.db), await createDepartment(t.db)];
    for (const department_id of [d1.id, d2.id, null]) await pendingWork((await createEmployee(t.db, { department_id })).id);
    for (const role of COMPANY_ROLES) assert.deepEqual(await badges(company[role]), plus(start, 3), role);
  });

  test('a DEPARTMENT_MANAGER counts their department\'s people, not their own items and not other departments\'', async () => {
    const { manager, people: [a, b] } = await managedTeam(2);
    assert.deepEqual(await badges(manager.token), { absences: 0, inconsistencies: 0, documents: 0 }, 'a new team waits for nothing');
    await pendingWork(a);
    await pendingWork(b);
    await inconsistency(b);
    await pendingWork(manager.employeeId!);
    await pendingWork((await createEmployee(t.db, { department_id: (await createDepartment(t.db)).id })).id);
    await pendingWork((await createEmployee(t.db)).id);
    const expected = { absences: 2, inconsistencies: 3, documents: 2 };
    assert.deepEqual(await badges(manager.token), expected);
    assert.deepEqual(await badges(manager.token, '?forDepartmentsIManage=true'), expected, 'the flag changes nothing for a manager');
  });

  test('a manager of two departments counts both, and nothing of a third, even the one they work in', async () => {
    const [d1, d2, d3] = [await createDepartment(t.db), await createDepartment(t.db), await createDepartment(t.db)];
    const manager = await t.signedIn(['DEPARTMENT_MANAGER'], { departmentId: d3.id });
    await makeManagerOf(t.db, manager.employeeId!, d1.id);
    await makeManagerOf(t.db, manager.employeeId!, d2.id);
    for (const d of [d1, d1, d2, d3]) await pendingWork((await createEmployee(t.db, { department_id: d.id })).id);
    assert.deepEqual(await badges(manager.token), { absences: 3, inconsistencies: 3, documents: 3 });
  });

  test('EMPLOYEE and TEAM_LEADER count only their own items, by the overall status; forDepartmentsIManage=true is 403', async () => {
    const department = await createDepartment(t.db);
    const employee = await t.signedIn(['EMPLOYEE'], { departmentId: department.id });
    const leader = await t.signedIn(['TEAM_LEADER'], { departmentId: department.id });
    const me = employee.employeeId!;
    await pendingWork(me);
    await inconsistency(me, 'RESOLVED');
    await archiveDocument(me, 'APPROVED');
    await absenceRequest(me, 'PENDING', { admin: 'APPROVED', manager: 'APPROVED' }); // still waiting overall
    await absenceRequest(me, 'APPROVED', { admin: 'PENDING', manager: 'PENDING' }); // decided overall
    await pendingWork(leader.employeeId!);
    await pendingWork((await createEmployee(t.db, { department_id: department.id })).id);
    assert.deepEqual(await badges(employee.token), { absences: 2, inconsistencies: 1, documents: 1 });
    assert.deepEqual(await badges(employee.token, '?forDepartmentsIManage=false'), { absences: 2, inconsistencies: 1, documents: 1 });
    assert.deepEqual(await badges(leader.token), { absences: 1, inconsistencies: 1, documents: 1 }, 'a team leader does not count the department');
    for (const [who, token] of [['EMPLOYEE', employee.token], ['TEAM_LEADER', leader.token]]) {
      for (const url of [ABSENCES, INCONSISTENCIES]) assertRejected(await get(`${url}?forDepartmentsIManage=true`, token), 403, null, 'FORBIDDEN');
      assert.equal(await count(token, ABSENCES), who === 'EMPLOYEE' ? 2 : 1, `${who} after a refusal`);
    }
    const noEmployee = await t.signedIn(['EMPLOYEE'], { employeeId: null });
    assert.deepEqual(await badges(noEmployee.token), { absences: 0, inconsistencies: 0, documents: 0 }, 'an account without an employee');
  });
});

describe('absence request statuses', () => {
  test('each level reads its own decision: HR adminStatus, the manager managerStatus, the requester the overall status', async () => {
    const { manager, people: [worker] } = await managedTeam(1);
    const requester = await t.signedIn(['EMPLOYEE'], { employeeId: worker });
    const statuses = ['PENDING', 'UNDER_ANALYSIS', 'APPROVED'] as const;
    const start: Record<string, number> = {};
    for (const s of statuses) start[s] = await count(company.ADMIN, `${ABSENCES}?status=${s}`);
    await absenceRequest(worker, 'PENDING', { manager: 'APPROVED' }); // waits for HR
    await absenceRequest(worker, 'PENDING', { admin: 'APPROVED' }); // waits for the manager
    await absenceRequest(worker, 'UNDER_ANALYSIS', { manager: 'APPROVED' }); // HR is looking into it
    await absenceRequest(worker, 'PENDING', { manager: 'UNDER_ANALYSIS' }); // the manager is looking into it
    //                 [HR (delta), manager, requester]
    const expected = { PENDING: [2, 1, 3], UNDER_ANALYSIS: [1, 1, 1], APPROVED: [1, 2, 0] };
    for (const s of statuses) {
      const seen = [await count(company.ADMIN, `${ABSENCES}?status=${s}`) - start[s],
        await count(manager.token, `${ABSENCES}?status=${s}`), await count(requester.token, `${ABSENCES}?status=${s}`)];
      assert.deepEqual(seen, expected[s], s);
    }
    assert.deepEqual([await count(company.ADMIN, ABSENCES) - start.PENDING, await count(manager.token, ABSENCES), await count(requester.token, ABSENCES)],
      expected.PENDING, 'no status means PENDING');
  });

  test('closed requests (CANCELLED or REJECTED overall) wait for nobody, but count when that status is asked for', async () => {
    const { manager, people: [worker] } = await managedTeam(1);
    const requester = await t.signedIn(['EMPLOYEE'], { employeeId: worker });
    const statuses = ['PENDING', 'CANCELLED', 'REJECTED'] as const;
    const start: Record<string, number> = {};
    for (const s of statuses) start[s] = await count(company.ADMIN, `${ABSENCES}?status=${s}`);
    await absenceRequest(worker, 'CANCELLED', { admin: 'PENDING', manager: 'PENDING' }); // withdrawn before anyone decided
    await absenceRequest(worker, 'REJECTED', { admin: 'PENDING', manager: 'REJECTED' }); // the manager said no
    await absenceRequest(worker, 'CANCELLED');
    await absenceRequest(worker, 'PENDING');
    const expected = { PENDING: [1, 1, 1], CANCELLED: [1, 1, 2], REJECTED: [0, 1, 1] };
    for (const s of statuses) {
      const seen = [await count(company.ADMIN, `${ABSENCES}?status=${s}`) - start[s],
        await count(manager.token, `${ABSENCES}?status=${s}`), await count(requester.token, `${ABSENCES}?status=${s}`)];
      assert.deepEqual(seen, expected[s], s);
    }
  });
});

describe('inconsistencies', () => {
  test('PENDING by default, RESOLVED when asked; an ADMIN managing a department narrows to it with forDepartmentsIManage=true', async () => {
    const [managed, other] = [await createDepartment(t.db), await createDepartment(t.db)];
    const admin = await t.signedIn(['ADMIN'], { departmentId: managed.id });
    await makeManagerOf(t.db, admin.employeeId!, managed.id);
    const [a, b] = [(await createEmployee(t.db, { department_id: managed.id })).id, (await createEmployee(t.db, { department_id: managed.id })).id];
    const c = (await createEmployee(t.db, { department_id: other.id })).id;
    const pending = await count(admin.token, INCONSISTENCIES);
    const resolved = await count(admin.token, `${INCONSISTENCIES}?status=RESOLVED`);
    const absences = await count(admin.token, ABSENCES);
    for (const [who, status] of [[a, 'PENDING'], [a, 'PENDING'], [b, 'RESOLVED'], [c, 'PENDING'], [c, 'RESOLVED'], [admin.employeeId!, 'PENDING']] as const) {
      await inconsistency(who, status);
    }
    await absenceRequest(a, 'PENDING', { admin: 'APPROVED' });
    await absenceRequest(c);
    assert.equal(await count(admin.token, INCONSISTENCIES), pending + 4, 'company-wide PENDING');
    assert.equal(await count(admin.token, `${INCONSISTENCIES}?status=PENDING`), pending + 4);
    assert.equal(await count(admin.token, `${INCONSISTENCIES}?status=RESOLVED`), resolved + 2, 'company-wide RESOLVED');
    assert.equal(await count(admin.token, ABSENCES), absences + 1, 'HR reads adminStatus');
    const mine = '?forDepartmentsIManage=true';
    assert.equal(await count(admin.token, INCONSISTENCIES + mine), 2, 'managed department, without the admin\'s own');
    assert.equal(await count(admin.token, `${INCONSISTENCIES + mine}&status=RESOLVED`), 1);
    assert.equal(await count(admin.token, ABSENCES + mine), 1, 'as a manager the admin reads managerStatus');
    for (const url of [ABSENCES, INCONSISTENCIES]) assert.equal(await count(company.ADMIN, url + mine), 0, `${url}: an admin managing nothing`);
  });
});

describe('archive documents', () => {
  test('countPending counts documents waiting for approval; with DIGITAL_ARCHIVE off it is 403 MODULE_DISABLED until back on', async () => {
    const { manager, people: [worker] } = await managedTeam(1);
    const owner = await t.signedIn(['EMPLOYEE'], { employeeId: worker });
    const start = await count(company.ADMIN, DOCUMENTS);
    for (const status of ['PENDING', 'APPROVED', 'REJECTED', 'PENDING'] as const) await archiveDocument(worker, status);
    const callers = [company.ADMIN, company.SUPER_ADMIN, company.READ_ONLY, manager.token, owner.token];
    assert.deepEqual(await Promise.all(callers.map((c) => count(c, DOCUMENTS))), [start + 2, start + 2, start + 2, 2, 2]);

    const switchArchive = (enabled: boolean) => t.request({ method: 'PUT', url: '/api/modules/2', token: company.SUPER_ADMIN, payload: { enabled } });
    const off = await switchArchive(false);
    assert.equal(off.statusCode, 204, off.body);
    try {
      for (const token of callers) {
        const res = await get(DOCUMENTS, token);
        assertRejected(res, 403, null, 'MODULE_DISABLED');
        assert.match(res.json().message, /DIGITAL_ARCHIVE/);
      }
      assert.equal((await get(DOCUMENTS)).statusCode, 401, 'anonymous is still asked to sign in');
      assert.equal(await count(manager.token, INCONSISTENCIES), 0, 'counts outside the module still answer');
      assert.equal(await count(owner.token, ABSENCES), 0);
    } finally {
      const on = await switchArchive(true);
      assert.equal(on.statusCode, 204, on.body);
    }
    assert.deepEqual(await Promise.all(callers.map((c) => count(c, DOCUMENTS))), [start + 2, start + 2, start + 2, 2, 2]);
  });
});

describe('counts follow the data', () => {
  test('deciding, resolving, approving, adding and moving someone change the counts at the next call', async () => {
    const { manager, people: [worker] } = await managedTeam(1);
    const requestId = await absenceRequest(worker);
    const inconsistencyId = await inconsistency(worker);
    const documentId = await archiveDocument(worker);
    const hr = await badges(company.ADMIN);
    assert.deepEqual(await badges(manager.token), { absences: 1, inconsistencies: 1, documents: 1 });

    await t.db.updateTable('absence_requests').set({ manager_status: 'APPROVED' }).where('id', '=', requestId).execute();
    assert.equal(await count(manager.token, ABSENCES), 0, 'the manager approved: off the manager\'s count');
    assert.equal(await count(company.ADMIN, ABSENCES), hr.absences, 'still waiting for HR');
    await t.db.updateTable('absence_requests').set({ admin_status: 'APPROVED', status: 'APPROVED' }).where('id', '=', requestId).execute();
    assert.equal(await count(company.ADMIN, ABSENCES), hr.absences - 1, 'HR approved');

    await t.db.updateTable('inconsistencies').set({ status: 'RESOLVED', resolved_at: new Date() }).where('id', '=', inconsistencyId).execute();
    assert.equal(await count(company.ADMIN, INCONSISTENCIES), hr.inconsistencies - 1);
    assert.equal(await count(manager.token, INCONSISTENCIES), 0);
    assert.equal(await count(manager.token, `${INCONSISTENCIES}?status=RESOLVED`), 1);
    await t.db.updateTable('archive_documents').set({ status: 'APPROVED' }).where('id', '=', documentId).execute();
    assert.equal(await count(company.ADMIN, DOCUMENTS), hr.documents - 1);
    assert.equal(await count(manager.token, DOCUMENTS), 0);

    await pendingWork(worker);
    assert.deepEqual(await badges(manager.token), { absences: 1, inconsistencies: 1, documents: 1 }, 'new work raises the counts');
    await t.db.updateTable('employees').set({ department_id: (await createDepartment(t.db)).id }).where('id', '=', worker).execute();
    assert.deepEqual(await badges(manager.token), { absences: 0, inconsistencies: 0, documents: 0 }, 'the worker moved to another department');
    assert.deepEqual(await badges(company.ADMIN), { absences: hr.absences, inconsistencies: hr.inconsistencies, documents: hr.documents });
  });
});

describe('bad input and sessions', () => {
  test('a bad query answers 400 naming the field, never 500, for every caller', async () => {
    const cases: [url: string, field: string][] = [
      [`${ABSENCES}?status=BOGUS`, 'status'],
      [`${ABSENCES}?status=pending`, 'status'],
      [`${ABSENCES}?status=`, 'status'],
      [`${ABSENCES}?status=PENDING&status=BOGUS`, 'status'],
      [`${ABSENCES}?forDepartmentsIManage=maybe`, 'forDepartmentsIManage'],
      [`${ABSENCES}?size=5`, 'size'],
      [`${INCONSISTENCIES}?status=APPROVED`, 'status'],
      [`${INCONSISTENCIES}?status=RESOLVED&status=BOGUS`, 'status'],
      [`${INCONSISTENCIES}?forDepartmentsIManage=maybe`, 'forDepartmentsIManage'],
      [`${INCONSISTENCIES}?employeeId=1`, 'employeeId'],
      [`${DOCUMENTS}?status=PENDING`, 'status'],
      [`${DOCUMENTS}?forDepartmentsIManage=true`, 'forDepartmentsIManage'],
    ];
    const employee = await t.signedIn(['EMPLOYEE']);
    for (const token of [company.ADMIN, employee.token]) {
      for (const [url, field] of cases) assertRejected(await get(url, token), 400, field, 'VALIDATION_FAILED');
    }
  });

  test('no token, a garbage token and an expired token answer 401 on each count', async () => {
    const { SignJWT } = await import('jose');
    const secret = (await t.db.selectFrom('app_secrets').select('value').where('name', '=', 'jwt').executeTakeFirstOrThrow()).value;
    const admin = await t.signedIn(['ADMIN']);
    const expired = await new SignJWT({ roles: ['ADMIN'], employeeId: null, sv: 0 }).setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(admin.accountId)).setIssuer('pontual').setIssuedAt(1_000_000).setExpirationTime(1_086_400)
      .sign(new TextEncoder().encode(secret));
    for (const url of [ABSENCES, INCONSISTENCIES, DOCUMENTS]) {
      assertRejected(await get(url), 401, null, 'UNAUTHENTICATED');
      assertRejected(await get(url, 'not-a-token'), 401, null, 'TOKEN_INVALID');
      assertRejected(await get(url, `${admin.token.slice(0, -4)}AAAA`), 401, null, 'TOKEN_INVALID');
      assertRejected(await get(url, expired), 401, null, 'TOKEN_EXPIRED');
      assert.equal((await get(url, admin.token)).statusCode, 200, 'the real token works');
    }
  });
});

describe('rules found in review', () => {
  test('a request already decided overall leaves every level\'s PENDING count, whatever that level still says', async () => {
    const { manager, people: [worker] } = await managedTeam(1);
    const hrBefore = await count(company.ADMIN, ABSENCES);
    await absenceRequest(worker, 'APPROVED', { admin: 'PENDING', manager: 'APPROVED' }); // the manager's approval sufficed
    await absenceRequest(worker, 'APPROVED', { admin: 'APPROVED', manager: 'PENDING' }); // HR's approval sufficed
    await absenceRequest(worker, 'UNJUSTIFIED', { admin: 'PENDING', manager: 'PENDING' });
    assert.equal(await count(company.ADMIN, ABSENCES), hrBefore, 'HR');
    assert.equal(await count(manager.token, ABSENCES), 0, 'the manager');
    await absenceRequest(worker, 'PENDING_JUST', { admin: 'PENDING', manager: 'PENDING' }); // still open: waiting for a justification
    assert.equal(await count(company.ADMIN, ABSENCES), hrBefore + 1, 'HR, open request');
    assert.equal(await count(manager.token, ABSENCES), 1, 'the manager, open request');
  });

  test('forDepartmentsIManage counts only managed departments, not the one a team leader works in', async () => {
    const [managed, worksIn] = [await createDepartment(t.db), await createDepartment(t.db)];
    const both = await t.signedIn(['DEPARTMENT_MANAGER', 'TEAM_LEADER'], { departmentId: worksIn.id });
    await makeManagerOf(t.db, both.employeeId!, managed.id);
    const adminLeader = await t.signedIn(['ADMIN', 'TEAM_LEADER'], { departmentId: worksIn.id });
    await makeManagerOf(t.db, adminLeader.employeeId!, managed.id);
    await inconsistency((await createEmployee(t.db, { department_id: managed.id })).id);
    await inconsistency((await createEmployee(t.db, { department_id: worksIn.id })).id);
    await inconsistency((await createEmployee(t.db, { department_id: worksIn.id })).id);
    // Without the flag a department scope covers the team leader's department too (the DEP_* convention).
    assert.equal(await count(both.token, INCONSISTENCIES), 3);
    assert.equal(await count(both.token, `${INCONSISTENCIES}?forDepartmentsIManage=true`), 1);
    assert.equal(await count(adminLeader.token, `${INCONSISTENCIES}?forDepartmentsIManage=true`), 1);
  });
});
