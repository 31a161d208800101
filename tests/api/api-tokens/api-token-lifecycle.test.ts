/**
 * API tokens (issue #18 item 4): an administrator issues a named token with a role and an expiry, sees the secret
 * once, lists and revokes it; the token authenticates as its service account, is refused at once when revoked
 * (also by another API process on the same database) or expired, and its use is recorded at most once a minute.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { ROLE_IDS } from '../../../domain/index.ts';
import { buildApp } from '../../../api/src/app.ts';
import { openDatabase } from '../../../api/src/platform/db/database.ts';
import { unique } from '../../support/factories.ts';
import { ALL, http, type RefusalCase } from '../../support/http.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: { token: string; accountId: number };
before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
});
after(async () => { await t?.close(); });

const { call, get, post, del, list, refuseAll } = http(() => t, () => admin.token);
const inDays = (days: number) => new Date(Date.now() + t.clock.offsetMs + days * 86_400_000).toISOString();

interface Token { id: number; name: string; prefix: string; roleId: number; roleName: string; status: string; lastUsedAt: string | null; revokedAt: string | null; createdById: number }
async function issue(roleId = ROLE_IDS.READ_ONLY, expiresAt = inDays(30)): Promise<{ token: Token; secret: string }> {
  const res = await post('/api/tokens', { name: `Payroll export ${unique()}`, roleId, expiresAt });
  assert.equal(res.statusCode, 201, res.body);
  return res.json();
}
const asToken = (secret: string, method: 'GET' | 'POST', url: string, payload?: unknown) => call(method, url, payload, secret);

describe('issuing and listing', () => {
  test('the secret is answered once, the list shows name, role, prefix, creator and status but never the secret', async () => {
    const { token, secret } = await issue();
    assert.match(secret, /^pnt_[A-Za-z0-9_-]{43}$/);
    assert.equal(token.prefix, secret.slice(0, 12));
    assert.equal(token.roleName, 'READ_ONLY');
    assert.equal(token.status, 'ACTIVE');
    assert.equal(token.createdById, admin.accountId);
    assert.equal(token.lastUsedAt, null);
    const listed = (await list<Token>(`/api/tokens?${ALL}`)).find((x) => x.id === token.id);
    assert.deepEqual(listed, token);
    assert.ok(!(await get(`/api/tokens?${ALL}`)).body.includes(secret), 'the list carries the secret');
    assert.deepEqual((await get(`/api/tokens/${token.id}`)).json(), token);
  });

  test('only the SHA-256 of the secret is stored, nowhere the secret itself', async () => {
    const { token, secret } = await issue();
    const row = await t.db.selectFrom('api_tokens').selectAll().where('id', '=', token.id).executeTakeFirstOrThrow();
    assert.equal(row.secret_hash, createHash('sha256').update(secret).digest('hex'));
    assert.ok(!JSON.stringify(row).includes(secret.slice(12)), 'the secret is in the row');
    const account = await t.db.selectFrom('accounts').selectAll().where('id', '=', row.account_id).executeTakeFirstOrThrow();
    assert.ok(!JSON.stringify(account).includes(secret.slice(12)), 'the secret is in the service account');
    assert.equal(account.employee_id, null, 'a service account has no employee');
  });

  test('a token cannot hold a role that administers access (ADMIN, SUPER_ADMIN)', async () => {
    for (const roleId of [ROLE_IDS.ADMIN, ROLE_IDS.SUPER_ADMIN]) {
      const res = await post('/api/tokens', { name: 'Too strong', roleId, expiresAt: inDays(30) });
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().code, 'API_TOKEN_ROLE_NOT_ALLOWED');
      assert.equal(res.json().subErrors[0].field, 'roleId');
    }
  });

  test('malformed requests are refused naming the field, and nothing is written', async (ctx) => {
    const state = () => t.db.selectFrom('api_tokens').select(['id', 'revoked_at']).orderBy('id').execute();
    const ok = { name: 'Export', roleId: ROLE_IDS.READ_ONLY, expiresAt: inDays(30) };
    const cases: RefusalCase[] = [
      { label: 'missing name', body: { roleId: ok.roleId, expiresAt: ok.expiresAt }, field: 'name' },
      { label: 'blank name', body: { ...ok, name: '   ' }, field: 'name' },
      { label: 'name too long', body: { ...ok, name: 'x'.repeat(61) }, field: 'name' },
      { label: 'missing role', body: { name: 'E', expiresAt: ok.expiresAt }, field: 'roleId' },
      { label: 'role not a number', body: { ...ok, roleId: 'READ_ONLY' }, field: 'roleId' },
      { label: 'unknown role', body: { ...ok, roleId: 999_999 }, field: 'roleId' },
      { label: 'missing expiry', body: { name: 'E', roleId: ok.roleId }, field: 'expiresAt' },
      { label: 'expiry not a date', body: { ...ok, expiresAt: 'next year' }, field: 'expiresAt' },
      { label: 'expiry in the past', body: { ...ok, expiresAt: inDays(-1) }, field: 'expiresAt' },
      { label: 'expiry beyond a year', body: { ...ok, expiresAt: inDays(367) }, field: 'expiresAt' },
      { label: 'unknown field', body: { ...ok, scopes: ['read'] }, field: 'scopes' },
    ];
    await refuseAll(ctx, 'POST', '/api/tokens', cases, state);
    await refuseAll(ctx, 'DELETE', '/api/tokens/x', [{ label: 'id not a number', body: undefined, field: 'id' }], state);
  });
});

describe('using a token', () => {
  test('a READ_ONLY token reads the employees but may not write (403)', async () => {
    const { secret } = await issue();
    const read = await asToken(secret, 'GET', `/api/employees?${ALL}`);
    assert.ok([200, 204].includes(read.statusCode), read.body);
    const write = await asToken(secret, 'POST', '/api/departments', { name: `D ${unique()}` });
    assert.equal(write.statusCode, 403, write.body);
    assert.equal((await asToken(secret, 'GET', '/api/tokens')).statusCode, 403, 'a token manages no tokens');
  });

  test('an unknown or malformed pnt_ token is 401', async () => {
    const { secret } = await issue();
    const forged = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [forged, 'pnt_short']) {
      const res = await asToken(bad, 'GET', '/api/employees');
      assert.equal(res.statusCode, 401, res.body);
      assert.equal(res.json().code, 'TOKEN_INVALID');
    }
  });

  test('a revoked token is refused on its very next request, although its principal was cached', async () => {
    const { token, secret } = await issue();
    assert.notEqual((await asToken(secret, 'GET', '/api/employees')).statusCode, 401);
    assert.notEqual((await asToken(secret, 'GET', '/api/employees')).statusCode, 401);
    assert.equal((await del(`/api/tokens/${token.id}`)).statusCode, 204);
    const res = await asToken(secret, 'GET', '/api/employees');
    assert.equal(res.statusCode, 401, res.body);
    assert.equal(res.json().code, 'API_TOKEN_REVOKED');
    const listed = (await get(`/api/tokens/${token.id}`)).json() as Token;
    assert.equal(listed.status, 'REVOKED');
    assert.ok(listed.revokedAt);
    assert.equal((await del(`/api/tokens/${token.id}`)).statusCode, 204, 'revoking twice is harmless');
    assert.equal((await del('/api/tokens/999999')).statusCode, 404);
  });

  test('another API process on the same database refuses a revoked token within a second', async () => {
    // On PostgreSQL a second pool, as a second replica would have; on PGlite the same instance (it has no other).
    const url = process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL) : undefined;
    if (url) url.pathname = `/${(await sql<{ name: string }>`select current_database() as name`.execute(t.db)).rows[0].name}`;
    const db2 = url ? await openDatabase({ databaseUrl: url.toString() }) : t.db;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pontual-api-token-'));
    const app2 = await buildApp({ db: db2, config: { dataDir, jwtSecret: undefined, loginRateLimit: { max: 1000, windowMs: 60_000 } } });
    await app2.ready();
    try {
      const { token, secret } = await issue();
      const read = () => app2.inject({ method: 'GET', url: '/api/employees', headers: { authorization: `Bearer ${secret}` } });
      // Creating the token announced its new service account (its role row): on PostgreSQL that notice reaches this
      // process a moment later and drops what the first read cached. Read until a read costs no load (2 s at most).
      const settling = performance.now();
      let loads = app2.principals.loads;
      assert.notEqual((await read()).statusCode, 401);
      do {
        loads = app2.principals.loads;
        assert.notEqual((await read()).statusCode, 401);
        if (app2.principals.loads !== loads) await new Promise((r) => setTimeout(r, 20));
      } while (app2.principals.loads !== loads && performance.now() - settling < 2000);
      assert.equal(app2.principals.loads, loads, 'the second process cached the token\'s principal');
      assert.equal((await del(`/api/tokens/${token.id}`)).statusCode, 204);
      const started = performance.now();
      let status = 200;
      while (status !== 401 && performance.now() - started < 1000) {
        status = (await read()).statusCode;
        if (status !== 401) await new Promise((r) => setTimeout(r, 5));
      }
      assert.equal(status, 401, `still accepted ${Math.round(performance.now() - started)} ms after the revocation`);
    } finally {
      await app2.close();
      if (db2 !== t.db) await db2.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('an expired token is refused (401 API_TOKEN_EXPIRED)', async () => {
    const { secret } = await issue(ROLE_IDS.READ_ONLY, inDays(1));
    assert.notEqual((await asToken(secret, 'GET', '/api/employees')).statusCode, 401);
    t.clock.offsetMs += 2 * 86_400_000;
    try {
      const res = await asToken(secret, 'GET', '/api/employees');
      assert.equal(res.statusCode, 401, res.body);
      assert.equal(res.json().code, 'API_TOKEN_EXPIRED');
    } finally {
      t.clock.offsetMs -= 2 * 86_400_000;
    }
  });

  test('use moves last-used and is logged at most once a minute per token', async () => {
    const { token, secret } = await issue();
    const uses = () => t.db.selectFrom('api_token_uses').select(['used_at', 'method', 'route']).where('token_id', '=', token.id).orderBy('id').execute();
    const lastUsed = async () => ((await get(`/api/tokens/${token.id}`)).json() as Token).lastUsedAt;
    await asToken(secret, 'GET', `/api/employees?${ALL}`);
    const first = await lastUsed();
    assert.ok(first, 'last used is set by the first use');
    for (let i = 0; i < 5; i++) await asToken(secret, 'GET', '/api/departments');
    assert.equal(await lastUsed(), first, 'moved again within the minute');
    assert.deepEqual((await uses()).map((u) => [u.method, u.route]), [['GET', '/api/employees']]);
    t.clock.offsetMs += 61_000;
    try {
      await asToken(secret, 'GET', '/api/departments');
      const second = await lastUsed();
      assert.ok(second && second > first, `last used did not move after a minute: ${second}`);
      assert.deepEqual((await uses()).map((u) => u.route), ['/api/employees', '/api/departments']);
    } finally {
      t.clock.offsetMs -= 61_000;
    }
  });

  test('a token whose custom role is later given an administering authority is refused (403) from then on', async () => {
    const role = await t.db.insertInto('roles').values({ name: `Export ${unique()}` }).returning('id').executeTakeFirstOrThrow();
    const grant = async (authority: string) => {
      const p = await t.db.selectFrom('permissions').select('id').where('authority', '=', authority).executeTakeFirstOrThrow();
      await t.db.insertInto('role_permissions').values({ role_id: role.id, permission_id: p.id }).execute();
    };
    await grant('EMPLOYEES_READ');
    const { secret } = await issue(role.id);
    assert.ok([200, 204].includes((await asToken(secret, 'GET', '/api/employees')).statusCode));
    await grant('ROLES_WRITE');
    const res = await asToken(secret, 'GET', '/api/employees');
    assert.equal(res.statusCode, 403, res.body);
    assert.equal(res.json().code, 'API_TOKEN_ROLE_NOT_ALLOWED');
  });

  test('the service account cannot sign in with a password', async () => {
    const { token } = await issue();
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: `api-token:${token.prefix}`, password: '!' } });
    assert.equal(res.statusCode, 401, res.body);
  });
});
