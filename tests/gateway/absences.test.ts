/**
 * Absences through the graph (issue #16 item 5): an employee requests, the manager and HR decide through
 * `decideAbsence`, the balance falls, refusals are userErrors on the input's fields, a manager reaches nothing of
 * another department, and a page of requests costs one REST call for the list and one for its employees.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PDF } from '../api/inconsistencies/inconsistency-fixtures.ts';
import { dataOf, gid, type GqlResult, type Harness, startHarness, team as teamOf } from './harness.ts';

let h: Harness;
let admin: string;
before(async () => {
  h = await startHarness();
  admin = (await h.api.signedIn(['ADMIN'])).token;
});
after(async () => { await h.close(); });

const run = async (token: string, q: string, variables?: Record<string, unknown>) => dataOf(await h.gql(q, { token, variables }));

const team = () => teamOf(h);

const REQUEST = `mutation($input: RequestAbsenceInput!) {
  requestAbsence(input: $input) { absenceRequest { id status numberOfDays levels periods { validFrom validTo numberOfDays } } userErrors { field code message } }
}`;
const DECIDE = `mutation($input: DecideAbsenceInput!) { decideAbsence(input: $input) { absenceRequest { status adminStatus managerStatus } userErrors { field code } } }`;
const BALANCE = `query($id: ID!) { node(id: $id) { ... on Employee { absenceBalance(year: 2027) { allowed approved pending remaining } } } }`;

describe('absences in the graph', () => {
  test('requested by the employee, decided by the manager and HR; the balance follows; refusals on their fields', async () => {
    const { manager, worker } = await team();
    const created = (await run(worker.token, REQUEST, { input: { absenceTypeId: gid('AbsenceType', 1), periods: [
      { validFrom: '2027-05-03', validTo: '2027-05-05' }, { validFrom: '2027-05-06', validTo: '2027-05-06', coverage: 'PERIOD', dayPeriod: 'AFTERNOON' },
    ] } })).requestAbsence;
    assert.deepEqual(created.userErrors, []);
    assert.equal(created.absenceRequest.numberOfDays, 3.5);
    assert.deepEqual(created.absenceRequest.levels, ['ADMIN', 'MANAGER']);
    const id = created.absenceRequest.id;
    const worker_ = gid('Employee', worker.employeeId!);
    assert.deepEqual((await run(worker.token, BALANCE, { id: worker_ })).node.absenceBalance, { allowed: 22, approved: 0, pending: 3.5, remaining: 22 + 22 - 3.5 });

    const noComment = (await run(manager.token, DECIDE, { input: { id, level: 'MANAGER', decision: 'REJECTED' } })).decideAbsence;
    assert.deepEqual(noComment.userErrors.map((e: { field: string[]; code: string }) => [e.field, e.code]), [[['comment'], 'ABSENCE_COMMENT_REQUIRED']]);
    assert.equal((await run(manager.token, DECIDE, { input: { id, level: 'MANAGER', decision: 'APPROVED' } })).decideAbsence.absenceRequest.status, 'PENDING');
    const hr = (await run(admin, DECIDE, { input: { id, level: 'ADMIN', decision: 'APPROVED' } })).decideAbsence;
    assert.deepEqual([hr.absenceRequest.status, hr.absenceRequest.adminStatus, hr.absenceRequest.managerStatus], ['APPROVED', 'APPROVED', 'APPROVED']);
    assert.deepEqual((await run(worker.token, BALANCE, { id: worker_ })).node.absenceBalance, { allowed: 22, approved: 3.5, pending: 0, remaining: 22 + 22 - 3.5 });

    const reversed = (await run(worker.token, REQUEST, { input: { absenceTypeId: gid('AbsenceType', 1), periods: [{ validFrom: '2027-06-10', validTo: '2027-06-01' }] } })).requestAbsence;
    assert.equal(reversed.absenceRequest, null);
    assert.deepEqual(reversed.userErrors.map((e: { field: string[] }) => e.field), [['periods', '0', 'validTo']]);
    const overlap = (await run(worker.token, REQUEST, { input: { absenceTypeId: gid('AbsenceType', 1), periods: [{ validFrom: '2027-05-05', validTo: '2027-05-07' }] } })).requestAbsence;
    assert.deepEqual(overlap.userErrors.map((e: { code: string }) => e.code), ['ABSENCE_OVERLAP']);

    const trail = await run(worker.token, `query($id: ID!) { node(id: $id) { ... on AbsenceRequest { events { action level status } } } }`, { id });
    assert.deepEqual(trail.node.events.map((e: { action: string; level: string | null }) => [e.action, e.level]), [['REQUESTED', null], ['DECIDED', 'MANAGER'], ['DECIDED', 'ADMIN']]);
  });

  test('a manager reaches nothing of another department; the lists answer in one call each', async () => {
    const { manager, other } = await team();
    const theirs = (await run(other.token, REQUEST, { input: { absenceTypeId: gid('AbsenceType', 1), periods: [{ validFrom: '2027-07-05', validTo: '2027-07-06' }] } })).requestAbsence;
    const id = theirs.absenceRequest.id;
    assert.equal((await run(manager.token, 'query($id: ID!) { node(id: $id) { id } }', { id })).node, null);
    const crafted = (await run(manager.token, DECIDE, { input: { id, level: 'MANAGER', decision: 'APPROVED' } })).decideAbsence;
    assert.deepEqual(crafted.userErrors.map((e: { code: string }) => e.code), ['NOT_FOUND']);

    for (const who of [manager, other]) {
      await run(who.token, REQUEST, { input: { absenceTypeId: gid('AbsenceType', 1), periods: [{ validFrom: '2027-07-12', validTo: '2027-07-13' }] } });
    }
    const from = h.calls.length;
    const list = await run(admin, `{ absenceRequests(first: 50, from: "2027-07-01", to: "2027-07-31") { totalCount edges { node { requesterName requester { name department { name } } absenceType { name } } } } }`);
    assert.ok(list.absenceRequests.totalCount >= 3);
    assert.ok(list.absenceRequests.edges.every((e: { node: { requester: { name: string } | null; absenceType: { name: string } | null } }) => e.node.requester?.name && e.node.absenceType?.name));
    const paths = h.calls.slice(from).map((c) => c.path);
    const count = (prefix: string) => paths.filter((p) => p.startsWith(prefix)).length;
    assert.equal(count('/absence-requests?'), 1, 'the list');
    assert.equal(count('/employees?ids='), 1, 'the requesters, in one batch');
    assert.equal(count('/absences-types?ids='), 1, 'the types, in one batch');
    assert.equal(count('/departments'), 1, 'their departments, in one batch');
  });

  test('the team calendar: each day of the month as work, rest or holiday, and who is away, for the manager\'s department only', async () => {
    const { manager, worker, other } = await team();
    await run(worker.token, REQUEST, { input: { absenceTypeId: gid('AbsenceType', 1), periods: [{ validFrom: '2027-08-02', validTo: '2027-08-03' }] } });
    await run(other.token, REQUEST, { input: { absenceTypeId: gid('AbsenceType', 1), periods: [{ validFrom: '2027-08-02', validTo: '2027-08-03' }] } });
    const CAL = `{ absenceCalendar(from: "2027-08-01", to: "2027-08-31", first: 100) { totalCount edges { node { name days employee { id } absences { typeName status validFrom validTo } } } } }`;
    const rows = (await run(manager.token, CAL)).absenceCalendar.edges.map((e: { node: unknown }) => e.node) as { name: string; days: string; employee: { id: string }; absences: { status: string; validFrom: string }[] }[];
    const mine = rows.find((r) => r.employee.id === gid('Employee', worker.employeeId!))!;
    assert.equal(mine.days.length, 31);
    assert.equal(mine.days.slice(0, 8), 'RWWWWWRR', 'Sunday 1 August 2027, then Monday to Friday, then the weekend');
    assert.deepEqual(mine.absences.map((a) => [a.status, a.validFrom]), [['PENDING', '2027-08-02']]);
    assert.ok(!rows.some((r) => r.employee.id === gid('Employee', other.employeeId!)), 'another department is not on the manager\'s calendar');
    const tooLong = await h.gql(`{ absenceCalendar(from: "2027-08-01", to: "2027-11-30") { totalCount } }`, { token: manager.token });
    assert.equal(tooLong.data?.absenceCalendar ?? null, null);
    assert.ok(tooLong.errors?.length);
  });

  test('a proof sent through the multipart request: stored, named, downloadable from the graph', async () => {
    const { manager, worker } = await team();
    const type = (await run(admin, `mutation($input: CreateAbsenceTypeInput!) { createAbsenceType(input: $input) { absenceType { id } userErrors { message } } }`,
      { input: { type: { name: `Sick ${Date.now()}`, approval: 'MANAGER', justificationNeeded: true, daysToJustification: 5 } } })).createAbsenceType.absenceType.id;
    const id = (await run(worker.token, REQUEST, { input: { absenceTypeId: type, periods: [{ validFrom: '2027-09-06', validTo: '2027-09-06' }] } })).requestAbsence.absenceRequest.id;
    assert.equal((await run(manager.token, DECIDE, { input: { id, level: 'MANAGER', decision: 'APPROVED' } })).decideAbsence.absenceRequest.status, 'PENDING_JUST');
    const form = new FormData();
    form.append('operations', JSON.stringify({
      query: `mutation($input: SendAbsenceProofInput!) { sendAbsenceProof(input: $input) {
        absenceRequest { status justificationDocumentName justificationDocument { fileName mimeType contentBase64 } } userErrors { field code message } } }`,
      variables: { input: { id, comment: 'Doctor', document: null } },
    }));
    form.append('map', JSON.stringify({ 0: ['variables.input.document'] }));
    form.append('0', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'note.pdf');
    const res = await h.fetch('/graphql', { method: 'POST', body: form, headers: { authorization: `Bearer ${worker.token}`, accept: 'application/json' } });
    const payload = dataOf((await res.json()) as GqlResult).sendAbsenceProof;
    assert.deepEqual(payload.userErrors, []);
    assert.deepEqual([payload.absenceRequest.status, payload.absenceRequest.justificationDocumentName], ['PENDING_JUST', 'note.pdf']);
    assert.equal(payload.absenceRequest.justificationDocument.mimeType, 'application/pdf');
    assert.deepEqual(Buffer.from(payload.absenceRequest.justificationDocument.contentBase64, 'base64'), PDF);
  });
});
