/**
 * Justifying inconsistencies (issue #15 item 2): justified or judged unjustified (a comment then required), with a
 * document sent as multipart and stored, downloaded by whoever may read the inconsistency; the employee justifies
 * their own, a manager their departments'; justifying does not archive, an archived one can still be justified;
 * each decision is an event; refused in a closed payroll period.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { assertRejected } from '../../support/assert-rejected.ts';
import { createDepartment, createEmployee, makeManagerOf } from '../../support/factories.ts';
import { http } from '../../support/http.ts';
import { png } from '../../support/png.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { closePeriod, form, PDF, pendingCount, raise, reopenPeriods } from './inconsistency-fixtures.ts';

let t: TestApp;
let admin: { token: string; accountId: number };
let manager: { token: string; accountId: number; employeeId: number | null };
let me: { token: string; accountId: number; employeeId: number | null };
let depA: number;
let inB: number;
before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
  depA = (await createDepartment(t.db)).id;
  const depB = (await createDepartment(t.db)).id;
  inB = (await createEmployee(t.db, { department_id: depB })).id;
  manager = await t.signedIn(['DEPARTMENT_MANAGER'], { departmentId: depA });
  await makeManagerOf(t.db, manager.employeeId!, depA);
  me = await t.signedIn(['EMPLOYEE'], { departmentId: depA });
});
after(async () => { await t?.close(); });
beforeEach(async () => { await reopenPeriods(t.db); });

const { put, get } = http(() => t, () => me.token);
const sendForm = (url: string, parts: Parameters<typeof form>[0], token = me.token) => t.request({ method: 'PUT', url, token, ...form(parts) });
const item = async (id: number, token = me.token) => {
  const res = await get(`/api/inconsistencies/${id}`, token);
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
};

describe('the employee justifies their own', () => {
  test('justified with a comment: the decision, who and when, an event; still pending (justifying does not archive)', async () => {
    const late = await raise(t.db, me.employeeId!, '2026-03-02');
    const before = await pendingCount(t, admin.token);
    assert.equal((await put(`/api/inconsistencies/${late.id}/justification`, { justified: true, comment: 'doctor\'s appointment' })).statusCode, 204);
    const now = await item(late.id);
    assert.equal(now.status, 'PENDING');
    assert.deepEqual({ ...now.justification, at: undefined }, {
      justified: true, comment: 'doctor\'s appointment', documentId: null, documentName: null, at: undefined, by: { accountId: me.accountId, name: now.justification.by.name },
    });
    assert.deepEqual(now.events.map((e: { action: string; reason: string }) => `${e.action}:${e.reason}`), ['JUSTIFIED:doctor\'s appointment']);
    assert.equal(await pendingCount(t, admin.token), before);
  });

  test('with a document (multipart): stored, and downloaded by them, their manager and the administrator, with its name', async () => {
    const late = await raise(t.db, me.employeeId!, '2026-03-03');
    const res = await sendForm(`/api/inconsistencies/${late.id}/justification`, [
      { name: 'justified', value: 'true' }, { name: 'comment', value: 'Consulta médica' },
      { name: 'document', file: PDF, filename: 'atestado médico.pdf', type: 'application/pdf' },
    ]);
    assert.equal(res.statusCode, 204, res.body);
    const { justification } = await item(late.id);
    assert.equal(justification.comment, 'Consulta médica');
    assert.equal(justification.documentName, 'atestado médico.pdf');
    for (const token of [me.token, manager.token, admin.token]) {
      const file = await get(`/api/inconsistencies/${late.id}/justification/document`, token);
      assert.equal(file.statusCode, 200, file.body);
      assert.equal(file.headers['content-type'], 'application/pdf');
      assert.match(String(file.headers['content-disposition']), /^attachment; .*filename\*=UTF-8''atestado%20m%C3%A9dico\.pdf$/);
      assert.deepEqual(file.rawPayload, PDF);
    }
    // the fields may come after the file too; a new document replaces it, and the trail keeps both
    const again = await sendForm(`/api/inconsistencies/${late.id}/justification`, [
      { name: 'document', file: png(), filename: 'scan.png', type: 'image/png' }, { name: 'justified', value: 'true' },
    ]);
    assert.equal(again.statusCode, 204, again.body);
    const after = await item(late.id);
    assert.equal(after.justification.documentName, 'scan.png');
    assert.equal(after.justification.comment, null);
    assert.deepEqual(after.events.map((e: { detail: { documentName: string } }) => e.detail.documentName), ['atestado médico.pdf', 'scan.png']);
    assert.equal((await get(`/api/inconsistencies/${late.id}/justification/document`)).headers['content-type'], 'image/png');
  });

  test('a document of another kind, too large, or a form without one is refused naming document; nothing is written', async () => {
    const late = await raise(t.db, me.employeeId!, '2026-03-04');
    const files = async () => Number((await t.db.selectFrom('stored_files').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const stored = await files();
    const url = `/api/inconsistencies/${late.id}/justification`;
    assertRejected(await sendForm(url, [{ name: 'justified', value: 'true' }, { name: 'document', file: Buffer.from('MZ\x90\x00 not a document'), filename: 'x.exe', type: 'application/pdf' }]), 400, 'document', 'UNSUPPORTED_FILE_TYPE');
    assertRejected(await sendForm(url, [{ name: 'justified', value: 'true' }, { name: 'document', file: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]), filename: 'big.pdf', type: 'application/pdf' }]), 413, 'document', 'FILE_TOO_LARGE');
    assertRejected(await sendForm(url, [{ name: 'justified', value: 'true' }]), 400, 'document', 'FILE_REQUIRED');
    assertRejected(await sendForm(url, [{ name: 'justified', value: 'yes' }, { name: 'document', file: PDF, filename: 'a.pdf', type: 'application/pdf' }]), 400, 'justified');
    assertRejected(await sendForm(url, [{ name: 'justified', value: 'false' }, { name: 'document', file: PDF, filename: 'a.pdf', type: 'application/pdf' }]), 400, 'comment', 'JUSTIFICATION_COMMENT_REQUIRED');
    assertRejected(await sendForm(url, [{ name: 'justified', value: 'true' }, { name: 'note', value: 'x' }, { name: 'document', file: PDF, filename: 'a.pdf', type: 'application/pdf' }]), 400, 'note');
    assertRejected(await sendForm(url, [{ name: 'justified', value: 'true' }, { name: 'comment', value: 'a\u0000b' }, { name: 'document', file: PDF, filename: 'a.pdf', type: 'application/pdf' }]), 400, 'comment');
    assert.equal(await files(), stored);
    assert.equal((await item(late.id)).justification, null);
    assertRejected(await get(`/api/inconsistencies/${late.id}/justification/document`), 404, null, 'NOT_FOUND');
  });

  test('PUT /employees/{me}/inconsistencies/{id} justifies too; another person\'s is 404 through either path', async () => {
    const mine = await raise(t.db, me.employeeId!, '2026-03-05');
    const theirs = await raise(t.db, inB, '2026-03-05');
    assert.equal((await put(`/api/employees/${me.employeeId}/inconsistencies/${mine.id}`, { justified: true })).statusCode, 204);
    assert.equal((await item(mine.id)).justification.justified, true);
    assertRejected(await put(`/api/employees/${me.employeeId}/inconsistencies/${theirs.id}`, { justified: true }), 404, null);
    assertRejected(await put(`/api/employees/${inB}/inconsistencies/${theirs.id}`, { justified: true }), 404, null);
    assertRejected(await put(`/api/inconsistencies/${theirs.id}/justification`, { justified: true }), 404, null);
    assertRejected(await get(`/api/inconsistencies/${theirs.id}/justification/document`), 404, null);
  });
});

describe('a manager judges their departments\'', () => {
  test('unjustified needs a comment (400 naming comment, en/pt); with one it is recorded and the trail says UNJUSTIFIED', async () => {
    const late = await raise(t.db, me.employeeId!, '2026-03-09');
    const url = `/api/inconsistencies/${late.id}/justification`;
    assertRejected(await put(url, { justified: false }, manager.token), 400, 'comment', 'JUSTIFICATION_COMMENT_REQUIRED');
    const pt = await t.request({ method: 'PUT', url, token: manager.token, payload: { justified: false, comment: '   ' }, headers: { 'accept-language': 'pt' } });
    assertRejected(pt, 400, 'comment', 'JUSTIFICATION_COMMENT_REQUIRED');
    assert.equal(pt.json().message, 'Explique porquê num comentário: uma decisão de não justificada precisa de um');
    assert.equal((await put(url, { justified: false, comment: 'no proof brought' }, manager.token)).statusCode, 204);
    const now = await item(late.id, manager.token);
    assert.equal(now.justification.justified, false);
    assert.equal(now.justification.by.accountId, manager.accountId);
    assert.deepEqual(now.events.map((e: { action: string }) => e.action), ['UNJUSTIFIED']);
  });

  test('an archived inconsistency can still be justified (the proof came late); it stays archived', async () => {
    const late = await raise(t.db, me.employeeId!, '2026-03-10');
    assert.equal((await put(`/api/inconsistencies/${late.id}`, { comment: 'seen' }, manager.token)).statusCode, 204);
    assert.equal((await put(`/api/inconsistencies/${late.id}/justification`, { justified: true, comment: 'train strike, certificate attached later' })).statusCode, 204);
    const now = await item(late.id);
    assert.equal(now.status, 'RESOLVED');
    assert.equal(now.resolution, 'MANUAL');
    assert.equal(now.justification.justified, true);
    assert.deepEqual(now.events.map((e: { action: string }) => e.action), ['ARCHIVED', 'JUSTIFIED']);
  });

  test('READ_ONLY and the team leader may not justify others; nobody justifies in a closed payroll period', async () => {
    const late = await raise(t.db, me.employeeId!, '2026-02-11');
    const readOnly = await t.signedIn(['READ_ONLY']);
    assertRejected(await put(`/api/inconsistencies/${late.id}/justification`, { justified: true }, readOnly.token), 403, null, 'FORBIDDEN');
    const leader = await t.signedIn(['TEAM_LEADER'], { departmentId: depA });
    assertRejected(await put(`/api/inconsistencies/${late.id}/justification`, { justified: true }, leader.token), 404, null);
    await closePeriod(t.db, '2026-01-29', '2026-02-28');
    assertRejected(await put(`/api/inconsistencies/${late.id}/justification`, { justified: true }), 409, null, 'PERIOD_CLOSED');
    assertRejected(await sendForm(`/api/inconsistencies/${late.id}/justification`, [{ name: 'justified', value: 'true' }, { name: 'document', file: PDF, filename: 'a.pdf', type: 'application/pdf' }]), 409, null, 'PERIOD_CLOSED');
    assert.equal((await item(late.id)).justification, null);
  });
});
