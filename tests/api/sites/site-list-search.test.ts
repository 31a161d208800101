/** `GET /sites?search=`: the list screen's filter, added for the graph's `sites(query:)`. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { unique } from '../../support/factories.ts';

let t: TestApp;
let token: string;
before(async () => {
  t = await startTestApp();
  token = (await t.signedIn(['ADMIN'])).token;
});
after(async () => { await t?.close(); });

const names = async (query: string) => {
  const res = await t.request({ method: 'GET', url: `/api/sites?${query}`, token });
  if (res.statusCode === 204) return [];
  assert.equal(res.statusCode, 200, res.body);
  return (res.json() as { content: { name: string }[] }).content.map((s) => s.name);
};

test('search keeps the sites whose name or address contains it, case and accents aside; sorted and paged as the list', async () => {
  const tag = unique();
  for (const [name, address] of [[`Évora ${tag}`, 'Praça do Giraldo'], [`Beja ${tag}`, 'Rua de Évora'], [`Faro ${tag}`, null]] as const) {
    const res = await t.request({ method: 'POST', url: '/api/sites', token, payload: { name, address, y: 38.5, x: -7.9 } });
    assert.equal(res.statusCode, 201, res.body);
  }
  assert.deepEqual(await names('search=EVORA'), [`Beja ${tag}`, `Évora ${tag}`]);
  assert.deepEqual(await names(`search=${encodeURIComponent(`faro ${tag}`)}`), [`Faro ${tag}`]);
  assert.deepEqual(await names(`search=${tag}&sort=name,desc&size=2`), [`Faro ${tag}`, `Évora ${tag}`]);
  assert.deepEqual(await names('search=nothing-like-this'), []);
  assert.deepEqual(await names('search=%25'), [], 'a % is a character, not a wildcard');
  const tooLong = await t.request({ method: 'GET', url: `/api/sites?search=${'x'.repeat(101)}`, token });
  assert.equal(tooLong.statusCode, 400);
  assert.match(tooLong.body, /search/);
});
