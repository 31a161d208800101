import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
before(async () => { h = await startHarness(); });
after(async () => { await h.close(); });

/** Splits a multipart/mixed body into its JSON parts. */
function parts(body: string, boundary: string): any[] {
  return body.split(`--${boundary}`).map((p) => p.slice(p.indexOf('\r\n\r\n') + 4).trim()).filter((p) => p.startsWith('{')).map((p) => JSON.parse(p));
}

test('@defer: the deferred fragment arrives as a later part of a multipart/mixed response', async () => {
  const { token } = await h.api.signedIn(['ADMIN']);
  const res = await h.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'multipart/mixed', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: 'query Home { viewer { homePath ... on Viewer @defer(label: "access") { permissions enabledModules } } }' }),
  });
  const type = res.headers.get('content-type') ?? '';
  assert.match(type, /^multipart\/mixed/);
  const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1] ?? '-';
  const [first, ...later] = parts(await res.text(), boundary);
  assert.equal(first.data.viewer.homePath, '/');
  assert.equal(first.data.viewer.permissions, undefined, 'not in the first part');
  assert.equal(first.hasNext, true);
  const incremental = later.flatMap((p) => p.incremental ?? []);
  assert.equal(incremental[0].label, 'access');
  assert.deepEqual(incremental[0].path, ['viewer']);
  assert.ok(incremental[0].data.permissions.includes('ACCOUNTS_READ'));
  assert.ok(incremental[0].data.enabledModules.includes('BASE'));
  assert.equal(later.at(-1).hasNext, false);
});

test('@stream: a long list streams its items after the first ones', async () => {
  const { token } = await h.api.signedIn(['ADMIN']);
  const res = await h.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'multipart/mixed', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ viewer { permissions @stream(initialCount: 2) } }' }),
  });
  const boundary = /boundary="?([^";]+)"?/.exec(res.headers.get('content-type') ?? '')?.[1] ?? '-';
  const [first, ...later] = parts(await res.text(), boundary);
  assert.equal(first.data.viewer.permissions.length, 2);
  assert.ok(later.flatMap((p) => p.incremental ?? []).length >= 1);
});
