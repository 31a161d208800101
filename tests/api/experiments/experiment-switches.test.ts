/**
 * Experiments (issue #18 item 6): every flag of domain/experiments.ts is listed, off until an administrator switches it,
 * and the switch is the company's (another account reads it); unknown keys and bad bodies are refused by name.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { EXPERIMENT_KEYS } from '../../../domain/experiments.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: string;
let employee: string;

before(async () => {
  t = await startTestApp();
  admin = (await t.signedIn(['ADMIN'])).token;
  employee = (await t.signedIn(['EMPLOYEE'])).token;
});
after(async () => { await t?.close(); });

const list = async (token: string) => {
  const res = await t.request({ method: 'GET', url: '/api/experiments', token });
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as { key: string; enabled: boolean; inEffect: boolean; updatedAt: string | null }[];
};
const put = (key: string, payload: unknown, token = admin, headers: Record<string, string> = {}) =>
  t.request({ method: 'PUT', url: `/api/experiments/${key}`, token, payload: payload as Record<string, unknown>, headers });

describe('the list', () => {
  test('names every experiment of the product, in its order, each off until switched', async () => {
    const flags = await list(employee);
    assert.deepEqual(flags.map((f) => f.key), [...EXPERIMENT_KEYS]);
    for (const f of flags) {
      if (f.key === 'single-connection-live') assert.deepEqual([f.enabled, f.updatedAt], [false, null]);
    }
    assert.ok(flags.some((f) => f.inEffect) && flags.some((f) => !f.inEffect), 'says which flags do something today');
  });
});

describe('switching', () => {
  test('an administrator switches a flag on and every account of the company reads it on, then off again', async () => {
    assert.equal((await put('version-support-summary', { enabled: true })).statusCode, 204);
    const on = (await list(employee)).find((f) => f.key === 'version-support-summary')!;
    assert.equal(on.enabled, true);
    assert.ok(on.updatedAt && !Number.isNaN(Date.parse(on.updatedAt)));
    assert.equal((await put('version-support-summary', { enabled: false })).statusCode, 204);
    assert.equal((await list(employee)).find((f) => f.key === 'version-support-summary')!.enabled, false);
  });

  test('switching one flag leaves the others as they were', async () => {
    await put('wall-board-photos', { enabled: true });
    const flags = await list(admin);
    assert.equal(flags.find((f) => f.key === 'wall-board-photos')!.enabled, true);
    assert.equal(flags.find((f) => f.key === 'single-connection-live')!.enabled, false);
  });
});

describe('refusals', () => {
  test('an unknown key is 404 EXPERIMENT_NOT_FOUND naming the key, in the caller\'s language', async () => {
    const res = await put('no-such-flag', { enabled: true });
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().code, 'EXPERIMENT_NOT_FOUND');
    assert.equal(res.json().message, 'Unknown experiment no-such-flag');
    const pt = await put('no-such-flag', { enabled: true }, admin, { 'accept-language': 'pt-PT' });
    assert.equal(pt.json().message, 'Experiência desconhecida: no-such-flag');
  });

  const badBodies: [string, unknown, string][] = [
    ['no enabled', {}, 'enabled'],
    ['enabled as text', { enabled: 'yes' }, 'enabled'],
    ['enabled null', { enabled: null }, 'enabled'],
    ['an unknown field', { enabled: true, colour: 'red' }, 'colour'],
  ];
  for (const [name, body, field] of badBodies) {
    test(`a body with ${name} is 400 naming ${field}`, async () => {
      const res = await put('wall-board-photos', body);
      assert.equal(res.statusCode, 400, res.body);
      assert.ok(res.json().subErrors.some((e: { field: string }) => e.field === field), res.body);
    });
  }

  test('a key that is not a key (capitals, spaces, one word, a number, too long) is 400 naming key', async () => {
    for (const key of ['Wall-Board', 'a%20b', 'photos', '42', 'x-'.repeat(32) + 'x']) {
      const res = await put(key, { enabled: true });
      assert.equal(res.statusCode, 400, `${key}: ${res.body}`);
      assert.ok(res.json().subErrors.some((e: { field: string }) => e.field === 'key'), res.body);
    }
  });

  test('no bad request stored anything', async () => {
    const rows = await t.db.withTables<{ experiments: { key: string } }>().selectFrom('experiments').select('key').execute();
    assert.ok(rows.every((r) => (EXPERIMENT_KEYS as readonly string[]).includes(r.key)));
  });
});
