import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createEmployee } from '../../support/factories.ts';
import { storage } from '../../../api/src/platform/storage.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: { token: string };
before(async () => { t = await startTestApp(); admin = await t.signedIn(['ADMIN']); });
after(async () => { await t.close(); });

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('a picture already held by the browser is answered 304 without the bytes', async () => {
  const e = await createEmployee(t.db);
  const form = new FormData();
  form.append('picture', new Blob([PNG], { type: 'image/png' }), 'p.png');
  const req = new Request('http://x/', { method: 'POST', body: form });
  const upload = await t.request({ method: 'POST', url: `/api/employees/${e.id}/picture`, token: admin.token,
    headers: { 'content-type': req.headers.get('content-type')! }, payload: Buffer.from(await req.arrayBuffer()) });
  assert.equal(upload.statusCode, 204);
  const first = await t.request({ method: 'GET', url: `/api/employees/${e.id}/picture`, token: admin.token });
  assert.equal(first.statusCode, 200);
  const again = await t.request({ method: 'GET', url: `/api/employees/${e.id}/picture`, token: admin.token, headers: { 'if-none-match': first.headers.etag as string } });
  assert.equal(again.statusCode, 304);
  assert.equal(again.rawPayload.length, 0);
});

test('policies of one employee, and yearly settings by ids', async () => {
  const e = await createEmployee(t.db);
  const created = await t.request({ method: 'POST', url: '/api/insurance/1', token: admin.token,
    payload: [{ name: 'Held', type: 'health_insurance' }, { name: 'Not held', type: 'work_insurance' }] });
  const [held] = created.json();
  await t.request({ method: 'POST', url: `/api/insurance/${held.id}/${e.id}`, token: admin.token });
  const mine = await t.request({ method: 'GET', url: `/api/insurance?employeeId=${e.id}`, token: admin.token });
  assert.deepEqual(mine.json().content.map((i: { name: string }) => i.name), ['Held']);

  const year = new Date().getUTCFullYear();
  await t.request({ method: 'PUT', url: `/api/employees-time/employee/${e.id}/year/${year}`, token: admin.token, payload: { holidayDays: 22 } });
  await t.request({ method: 'PUT', url: `/api/employees-time/employee/${e.id}/year/${year + 1}`, token: admin.token, payload: { bonusDays: 2 } });
  const all = (await t.request({ method: 'GET', url: `/api/employees-time/employee?employeeId=${e.id}`, token: admin.token })).json().content;
  assert.equal(all.length, 2);
  const one = await t.request({ method: 'GET', url: `/api/employees-time/employee?ids=${all[0].id}`, token: admin.token });
  assert.deepEqual(one.json().content.map((s: { id: number }) => s.id), [all[0].id]);
});

test('an invalid nested field is reported once, at its own path', async () => {
  const res = await t.request({ method: 'POST', url: '/api/employees', token: admin.token, payload: { name: 'X', address: { country: 'portugal' } } });
  assert.equal(res.statusCode, 400);
  assert.deepEqual(res.json().subErrors.map((s: { field: string }) => s.field), ['address.country']);
});

test('deleting an employee takes their pending work with them, and the files no other document uses', async () => {
  const gone = await createEmployee(t.db);
  const stays = await createEmployee(t.db);
  const put = (bytes: string) => storage.put(t.db, 'document', new TextEncoder().encode(bytes), 'application/pdf');
  const own = await put('%PDF-1.4 own');
  const shared = await put('%PDF-1.4 shared');
  await t.db.insertInto('archive_documents').values([
    { employee_id: gone.id, document_type_id: 1, file_id: own, file_name: 'own.pdf' },
    { employee_id: gone.id, document_type_id: 2, file_id: shared, file_name: 'shared.pdf' },
    { employee_id: stays.id, document_type_id: 2, file_id: shared, file_name: 'shared.pdf' },
  ]).execute();
  await t.db.insertInto('inconsistencies').values({ employee_id: gone.id, type: 'LATE_CLOCK', date: '2026-11-02' }).execute();
  await t.db.insertInto('absence_requests').values({ requester_id: gone.id, absence_type_id: 1, first_start_date: '2026-12-01', last_end_date: '2026-12-02' }).execute();
  const count = async (url: string) => (await t.request({ method: 'GET', url, token: admin.token })).json().count as number;
  const before = await Promise.all(['/api/absence-requests/count', '/api/inconsistencies/count', '/api/digitalArchive/countPending'].map(count));

  const res = await t.request({ method: 'DELETE', url: `/api/employees/${gone.id}`, token: admin.token });
  assert.equal(res.statusCode, 204, res.body);
  const after = await Promise.all(['/api/absence-requests/count', '/api/inconsistencies/count', '/api/digitalArchive/countPending'].map(count));
  assert.deepEqual(after, [before[0] - 1, before[1] - 1, before[2] - 2]);
  assert.equal(await storage.get(t.db, own), undefined, 'the file only they used is gone');
  assert.ok(await storage.get(t.db, shared), 'the file another document uses stays');
});
