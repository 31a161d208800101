/**
 * Selfies of clocks (core §3, §7): sent by the person who clocked, once, within ten minutes; sniffed and cleaned like
 * photos; read by whoever may read the clock, and by nobody else.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { assertRejected } from '../../support/assert-rejected.ts';
import { png } from '../../support/png.ts';

let t: TestApp;
let admin: { token: string };
before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
});
after(async () => { await t?.close(); });

function multipart(content: Buffer, type = 'image/png') {
  const boundary = `----selfie-${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="selfie"; filename="selfie.png"\r\nContent-Type: ${type}\r\n\r\n`;
  return { payload: Buffer.concat([Buffer.from(head, 'latin1'), content, Buffer.from(`\r\n--${boundary}--\r\n`, 'latin1')]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const send = (token: string, clockId: number, content: Buffer, type?: string) =>
  t.request({ method: 'POST', url: `/api/clocks/${clockId}/selfie`, token, ...multipart(content, type) });
async function clockOf(token: string): Promise<number> {
  const res = await t.request({ method: 'POST', url: '/api/clocks', token, payload: { confirmed: true } });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().id;
}

describe('selfies', () => {
  test('sent once for one\'s own clock; read back as the image by its person and an administrator', async () => {
    const me = await t.signedIn(['EMPLOYEE']);
    const clockId = await clockOf(me.token);
    const sent = await send(me.token, clockId, png([200, 100, 50, 255], { width: 4, height: 4 }));
    assert.equal(sent.statusCode, 201, sent.body);
    const { id, contentType } = sent.json();
    assert.equal(contentType, 'image/png');
    assertRejected(await send(me.token, clockId, png()), 409, null, 'CONFLICT');
    for (const token of [me.token, admin.token]) {
      const listed = await t.request({ method: 'GET', url: `/api/selfies?clockId=${clockId}`, token });
      assert.deepEqual(listed.json().map((s: { id: number }) => s.id), [id]);
      const image = await t.request({ method: 'GET', url: `/api/selfies/${id}`, token });
      assert.equal(image.statusCode, 200);
      assert.equal(image.headers['content-type'], 'image/png');
      assert.equal(image.rawPayload.subarray(1, 4).toString('latin1'), 'PNG');
    }
    const clock = await t.request({ method: 'GET', url: `/api/clocks/${clockId}`, token: me.token });
    assert.equal(clock.json().selfieId, id);
  });

  test('someone else\'s clock, a clock too old, or a file that is not an image are refused; nothing is stored', async () => {
    const me = await t.signedIn(['EMPLOYEE']);
    const other = await t.signedIn(['EMPLOYEE']);
    const clockId = await clockOf(me.token);
    assertRejected(await send(other.token, clockId, png()), 404, null, 'NOT_FOUND');
    assertRejected(await t.request({ method: 'GET', url: `/api/selfies?clockId=${clockId}`, token: other.token }), 404, null, 'NOT_FOUND');
    assertRejected(await send(me.token, clockId, Buffer.from('not an image at all')), 400, 'selfie');
    t.clock.offsetMs = 11 * 60_000;
    try {
      assertRejected(await send(me.token, clockId, png()), 409, null, 'CONFLICT');
    } finally {
      t.clock.offsetMs = 0;
    }
    assert.deepEqual((await t.request({ method: 'GET', url: `/api/selfies?clockId=${clockId}`, token: me.token })).json(), []);
    const withSelfie = await clockOf(me.token);
    const { id } = (await send(me.token, withSelfie, png())).json();
    assertRejected(await t.request({ method: 'GET', url: `/api/selfies/${id}`, token: other.token }), 404, null, 'NOT_FOUND');
  });
});
