// The company logo can be removed (#11 item 7): DELETE /company/logo and /company/logo-mobile, administrators only.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { png } from '../../support/png.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let token: string;
before(async () => { t = await startTestApp(); token = (await t.signedIn(['ADMIN'])).token; });
after(async () => { await t?.close(); });

async function upload(path: string) {
  const form = new FormData();
  form.append('logo', new Blob([new Uint8Array(png([1, 2, 3, 255]))], { type: 'image/png' }), 'logo.png');
  const request = new Request('http://x', { method: 'POST', body: form });
  const res = await t.request({
    method: 'POST', url: path, token, payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  });
  assert.equal(res.statusCode, 204, res.body);
}
const files = async () => Number((await t.db.selectFrom('stored_files').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('removing the company logo', () => {
  for (const path of ['/api/company/logo', '/api/company/logo-mobile']) {
    test(`${path}: removed, served no more (404), its file deleted; removing none again is fine`, async () => {
      await upload(path);
      assert.equal((await t.request({ method: 'GET', url: path })).statusCode, 200);
      const before = await files();
      assert.equal((await t.request({ method: 'DELETE', url: path, token })).statusCode, 204);
      assert.equal((await t.request({ method: 'GET', url: path })).statusCode, 404);
      assert.equal(await files(), before - 1);
      const company = (await t.request({ method: 'GET', url: '/api/company', token })).json();
      assert.equal(path.endsWith('mobile') ? company.hasMobileLogo : company.hasLogo, false);
      assert.equal((await t.request({ method: 'DELETE', url: path, token })).statusCode, 204);
    });
  }

  test('an employee may not remove it', async () => {
    await upload('/api/company/logo');
    const employee = (await t.signedIn(['EMPLOYEE'])).token;
    assert.equal((await t.request({ method: 'DELETE', url: '/api/company/logo', token: employee })).statusCode, 403);
    assert.equal((await t.request({ method: 'GET', url: '/api/company/logo' })).statusCode, 200);
  });
});
