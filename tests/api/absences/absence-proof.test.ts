/**
 * The proof of an absence (core §4; issue #16 item 3): an approved absence of a type that needs one waits for it
 * (PENDING_JUST), the employee sends a PDF, stored and downloadable by whoever may read the request, the manager judges
 * it; without a proof within the type's days to justify, the hourly job makes it UNJUSTIFIED, with its trail.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { expireProofs } from '../../../api/src/absences/absence-request.repository.ts';
import { createDepartment, makeManagerOf, unique } from '../../support/factories.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { form, PDF } from '../inconsistencies/inconsistency-fixtures.ts';

let t: TestApp;
let admin: { token: string };
let proofType: number;
before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
  const res = await t.request({ method: 'POST', url: '/api/absences-types/', token: admin.token, payload: { name: `Sick ${unique()}`, approval: 'MANAGER', justificationNeeded: true, daysToJustification: 3 } });
  assert.equal(res.statusCode, 201, res.body);
  proofType = res.json().id;
});
after(async () => { await t?.close(); });

async function team() {
  const dep = await createDepartment(t.db);
  const manager = await t.signedIn(['DEPARTMENT_MANAGER'], { departmentId: dep.id });
  await makeManagerOf(t.db, manager.employeeId!, dep.id);
  const worker = await t.signedIn(['EMPLOYEE'], { departmentId: dep.id });
  return { manager, worker };
}
const call = (method: string, url: string, token: string, payload?: object) =>
  t.request({ method: method as never, url: `/api${url}`, token, ...(payload ? { payload: payload as never } : {}) });
const proofOf = (token: string, id: number, filename = 'certificate.pdf') =>
  t.request({ method: 'PUT', url: `/api/absence-requests/${id}/justification`, token, ...form([{ name: 'comment', value: 'from the doctor' }, { name: 'document', file: PDF, filename, type: 'application/pdf' }]) } as never);

async function approvedSickness(worker: { employeeId: number | null; token: string }, manager: { token: string }, from: string, to: string) {
  const created = await call('POST', '/absence-requests/', admin.token, { requesterId: worker.employeeId, absenceTypeId: proofType, periods: [{ validFrom: from, validTo: to }] });
  assert.equal(created.statusCode, 201, created.body);
  const id = created.json().id as number;
  assert.equal((await call('PUT', `/absence-requests/${id}`, manager.token, { managerStatus: 'APPROVED' })).statusCode, 204);
  return id;
}

describe('the proof of an absence', () => {
  test('approved, it waits for its proof; the employee sends it, everyone who reads it downloads it; the manager judges it', async () => {
    const { manager, worker } = await team();
    const id = await approvedSickness(worker, manager, '2031-02-03', '2031-02-04');
    assert.equal((await call('GET', `/absence-requests/${id}`, worker.token)).json().status, 'PENDING_JUST');

    const sent = await proofOf(worker.token, id);
    assert.equal(sent.statusCode, 204, sent.body);
    const read = (await call('GET', `/absence-requests/${id}`, worker.token)).json();
    assert.equal(read.status, 'PENDING_JUST', 'the proof is judged, not accepted by sending it');
    assert.equal(read.justificationDocumentName, 'certificate.pdf');
    assert.deepEqual(read.events.at(-1).action, 'PROOF_SENT');
    for (const who of [worker, manager, admin]) {
      const doc = await call('GET', `/absence-requests/${id}/justification/document`, who.token);
      assert.equal(doc.statusCode, 200);
      assert.match(String(doc.headers['content-disposition']), /filename="certificate.pdf"/);
      assert.deepEqual(doc.rawPayload, PDF);
    }
    assert.equal((await call('PUT', `/absence-requests/${id}`, manager.token, { managerStatus: 'JUSTIFIED' })).statusCode, 204);
    assert.equal((await call('GET', `/absence-requests/${id}`, worker.token)).json().status, 'JUSTIFIED');
    const again = await proofOf(worker.token, id);
    assert.equal(again.statusCode, 409, 'judged: no more proofs');
    assert.equal(again.json().code, 'ABSENCE_CLOSED');
  });

  test('a text file is not a proof; a request waiting for no proof takes none', async () => {
    const { manager, worker } = await team();
    const id = await approvedSickness(worker, manager, '2031-03-03', '2031-03-03');
    const text = await t.request({ method: 'PUT', url: `/api/absence-requests/${id}/justification`, token: worker.token, ...form([{ name: 'document', file: Buffer.from('hello'), filename: 'a.txt', type: 'text/plain' }]) } as never);
    assert.equal(text.statusCode, 400, text.body);
    assert.deepEqual([text.json().code, text.json().subErrors[0].field], ['UNSUPPORTED_FILE_TYPE', 'document']);
    const holidays = await call('POST', '/absence-requests/', worker.token, { absenceTypeId: 1, periods: [{ validFrom: '2031-04-07', validTo: '2031-04-07' }] });
    assert.equal((await proofOf(worker.token, holidays.json().id)).statusCode, 409);
  });

  test('no proof within the days to justify after the absence: UNJUSTIFIED by the hourly job, with its trail; one with a proof waits for its judge', async () => {
    const { manager, worker } = await team();
    const late = await approvedSickness(worker, manager, '2031-05-05', '2031-05-06');
    const proven = await approvedSickness(worker, manager, '2031-05-07', '2031-05-07');
    assert.equal((await proofOf(worker.token, proven)).statusCode, 204);
    const status = async (id: number) => (await call('GET', `/absence-requests/${id}`, worker.token)).json().status;
    await expireProofs(t.db, '2031-05-09', new Date());
    assert.equal(await status(late), 'PENDING_JUST', 'the 9th is the last day to send it (6th + 3)');
    assert.ok(await expireProofs(t.db, '2031-05-10', new Date()) >= 1);
    const read = (await call('GET', `/absence-requests/${late}`, worker.token)).json();
    assert.equal(read.status, 'UNJUSTIFIED');
    assert.deepEqual([read.events.at(-1).action, read.events.at(-1).status], ['JUSTIFIED', 'UNJUSTIFIED']);
    assert.equal((await call('GET', `/absence-requests/${proven}`, worker.token)).json().status, 'PENDING_JUST');
  });
});
