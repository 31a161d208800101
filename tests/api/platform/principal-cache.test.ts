import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { ROLE_IDS, type RoleName } from '../../../domain/index.ts';
import { buildApp } from '../../../api/src/app.ts';
import { openDatabase, type Database } from '../../../api/src/platform/db/database.ts';
import { PrincipalCache } from '../../../api/src/platform/auth/principal-cache.ts';
import { createAccount, createDepartment, makeManagerOf, PASSWORD } from '../../support/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

/** An API app with one extra route that answers the caller's principal as the API sees it. */
async function startApp(db: Database, dataDir: string): Promise<FastifyInstance> {
  const app = await buildApp({ db, config: { dataDir, jwtSecret: undefined, loginRateLimit: { max: 1000, windowMs: 60_000 } } });
  app.get('/api/test/whoami', { config: { access: { authenticated: true } } }, async (request) => {
    const p = request.principal!;
    return { ...p, authorities: [...p.authorities].sort(), enabledModules: [...p.enabledModules].sort() };
  });
  await app.ready();
  return app;
}

let database: TestDatabase;
let app: FastifyInstance;
let dataDir: string;
before(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pontual-principal-'));
  app = await startApp(database.db, dataDir);
});
after(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function signedIn(target: FastifyInstance, roles: RoleName[], departmentId?: number) {
  const account = await createAccount(database.db, { roles, departmentId });
  const res = await target.inject({ method: 'POST', url: '/api/login', payload: { username: account.username, password: PASSWORD } });
  assert.equal(res.statusCode, 200, res.body);
  return { token: res.json().token as string, accountId: account.id, employeeId: account.employee_id! };
}
const whoami = async (token: string, target = app) => {
  const res = await target.inject({ method: 'GET', url: '/api/test/whoami', headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: res.json() };
};

describe('principal cache', () => {
  test('repeated calls by one caller read the principal once', async () => {
    const { token } = await signedIn(app, ['ADMIN']);
    const before = app.principals.loads;
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({ method: 'GET', url: '/api/company', headers: { authorization: `Bearer ${token}` } });
      assert.equal(res.statusCode, 200);
    }
    await Promise.all(Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: '/api/company', headers: { authorization: `Bearer ${token}` } })));
    assert.equal(app.principals.loads - before, 1);
  });

  test('a role granted or taken away applies to the next request', async () => {
    const { token, accountId } = await signedIn(app, ['EMPLOYEE']);
    assert.equal((await app.inject({ method: 'GET', url: '/api/accounts', headers: { authorization: `Bearer ${token}` } })).statusCode, 403);
    await database.db.insertInto('account_roles').values({ account_id: accountId, role_id: ROLE_IDS.ADMIN }).execute();
    assert.deepEqual((await whoami(token)).body.roles.sort(), ['ADMIN', 'EMPLOYEE']);
    assert.equal((await app.inject({ method: 'GET', url: '/api/accounts', headers: { authorization: `Bearer ${token}` } })).statusCode, 200);
    await database.db.deleteFrom('account_roles').where('account_id', '=', accountId).where('role_id', '=', ROLE_IDS.ADMIN).execute();
    assert.equal((await app.inject({ method: 'GET', url: '/api/accounts', headers: { authorization: `Bearer ${token}` } })).statusCode, 403);
  });

  test("a permission taken from a role applies at once to everyone holding it", async () => {
    const { token, accountId } = await signedIn(app, ['READ_ONLY']);
    const role = await database.db.insertInto('roles').values({ name: `Cache role ${Date.now()}` }).returning('id').executeTakeFirstOrThrow();
    await database.db.insertInto('account_roles').values({ account_id: accountId, role_id: role.id }).execute();
    const permission = await database.db.insertInto('permissions').values({ authority: 'CACHE_TEST_AUTHORITY' }).returning('id').executeTakeFirstOrThrow();
    await database.db.insertInto('role_permissions').values({ role_id: role.id, permission_id: permission.id }).execute();
    const granted = (await whoami(token)).body.authorities as string[];
    assert.ok(granted.includes('CACHE_TEST_AUTHORITY'));
    await database.db.deleteFrom('role_permissions').where('role_id', '=', role.id).execute();
    assert.ok(!((await whoami(token)).body.authorities as string[]).includes('CACHE_TEST_AUTHORITY'));
  });

  test("the caller's own authorities (GET /permissions/{own employee}/employee) are the rows of the query, in its order, and fresh after a role change", async () => {
    const { token, employeeId, accountId } = await signedIn(app, ['EMPLOYEE']);
    const own = async () => {
      const res = await app.inject({ method: 'GET', url: `/api/permissions/${employeeId}/employee?size=1000`, headers: { authorization: `Bearer ${token}` } });
      assert.equal(res.statusCode, 200, res.body);
      return res.json().content as { id: number; authority: string }[];
    };
    const first = await own();
    const fromQuery = await database.db.selectFrom('account_roles as ar').innerJoin('role_permissions as rp', 'rp.role_id', 'ar.role_id')
      .innerJoin('permissions as p', 'p.id', 'rp.permission_id').where('ar.account_id', '=', accountId)
      .select(['p.id', 'p.authority']).distinct().orderBy('p.authority').execute();
    assert.deepEqual(first, fromQuery, 'the same rows, in the same order, as the query');
    const loads = app.principals.loads;
    for (let i = 0; i < 3; i++) assert.deepEqual(await own(), first);
    assert.equal(app.principals.loads, loads, 'the principal is not read again');
    await database.db.insertInto('account_roles').values({ account_id: accountId, role_id: ROLE_IDS.DEPARTMENT_MANAGER }).execute();
    const after = await own();
    assert.ok(after.length > first.length, 'a role granted shows on the next request');
  });

  test('disabling the account, or ending its sessions, refuses the next request', async () => {
    const a = await signedIn(app, ['ADMIN']);
    assert.equal((await whoami(a.token)).status, 200);
    await database.db.updateTable('accounts').set({ enabled: false }).where('id', '=', a.accountId).execute();
    const disabled = await whoami(a.token);
    assert.equal(disabled.status, 401);
    assert.equal(disabled.body.code, 'ACCOUNT_DISABLED');

    const b = await signedIn(app, ['ADMIN']);
    assert.equal((await whoami(b.token)).status, 200);
    await database.db.updateTable('accounts').set({ session_version: sql`session_version + 1` }).where('id', '=', b.accountId).execute();
    assert.equal((await whoami(b.token)).body.code, 'TOKEN_REVOKED');
  });

  test('a module switched off closes its routes on the next request, and reopens them', async () => {
    const { token } = await signedIn(app, ['ADMIN']);
    assert.ok((await whoami(token)).body.enabledModules.includes('TIME_AND_ATTENDANCE'));
    await database.db.updateTable('modules').set({ enabled: false }).where('code', '=', 'TIME_AND_ATTENDANCE').execute();
    try {
      assert.ok(!(await whoami(token)).body.enabledModules.includes('TIME_AND_ATTENDANCE'));
    } finally {
      await database.db.updateTable('modules').set({ enabled: true }).where('code', '=', 'TIME_AND_ATTENDANCE').execute();
    }
    assert.ok((await whoami(token)).body.enabledModules.includes('TIME_AND_ATTENDANCE'));
  });

  test("a manager assignment and a move to another department apply to the next request", async () => {
    const home = await createDepartment(database.db);
    const other = await createDepartment(database.db);
    const m = await signedIn(app, ['DEPARTMENT_MANAGER'], home.id);
    assert.deepEqual((await whoami(m.token)).body.managedDepartmentIds, []);
    await makeManagerOf(database.db, m.employeeId, other.id);
    assert.deepEqual((await whoami(m.token)).body.managedDepartmentIds, [other.id]);
    await database.db.deleteFrom('department_managers').where('employee_id', '=', m.employeeId).execute();
    assert.deepEqual((await whoami(m.token)).body.managedDepartmentIds, []);
    await database.db.updateTable('employees').set({ department_id: other.id }).where('id', '=', m.employeeId).execute();
    assert.equal((await whoami(m.token)).body.departmentId, other.id);
  });

  test('a change inside a transaction applies at its commit, and not at all if it rolls back', async () => {
    const { token, accountId } = await signedIn(app, ['ADMIN']);
    assert.equal((await whoami(token)).status, 200);
    await database.db.transaction().execute(async (trx) => {
      await trx.updateTable('accounts').set({ enabled: false }).where('id', '=', accountId).execute();
      throw new Error('rolled back');
    }).catch(() => {});
    assert.equal((await whoami(token)).status, 200);
    await database.db.transaction().execute(async (trx) => {
      await trx.updateTable('accounts').set({ enabled: false }).where('id', '=', accountId).execute();
    });
    assert.equal((await whoami(token)).status, 401);
  });

  test('a load that overlapped an invalidation is served but not kept', async () => {
    const { accountId } = await signedIn(app, ['EMPLOYEE']);
    const cache = new PrincipalCache(database.db);
    const loading = cache.get(accountId, 0);
    cache.invalidate(String(accountId));
    assert.equal((await loading)?.accountId, accountId);
    assert.equal(cache.size, 0);
    await cache.get(accountId, 0);
    assert.equal(cache.size, 1);
    cache.invalidate('*');
    assert.equal(cache.size, 0);
  });

  test('entries expire after the TTL, and the cache stays within its bound', async () => {
    const a = await signedIn(app, ['EMPLOYEE']);
    const b = await signedIn(app, ['EMPLOYEE']);
    let now = 1_000_000;
    const cache = new PrincipalCache(database.db, { ttlMs: 5_000, maxEntries: 1, now: () => now });
    await cache.get(a.accountId, 0);
    await cache.get(a.accountId, 0);
    assert.equal(cache.loads, 1);
    now += 5_001;
    await cache.get(a.accountId, 0);
    assert.equal(cache.loads, 2);
    await cache.get(b.accountId, 0);
    assert.equal(cache.size, 1);
  });

  test('another API process on the same database sees a revocation within a second', async () => {
    // On PostgreSQL a second pool, as a second replica would have; on PGlite the same instance (it has no other).
    const url = process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL) : undefined;
    if (url) url.pathname = `/${(await sql<{ name: string }>`select current_database() as name`.execute(database.db)).rows[0].name}`;
    const db2 = url ? await openDatabase({ databaseUrl: url.toString() }) : database.db;
    const app2 = await startApp(db2, dataDir);
    try {
      const { token, accountId } = await signedIn(app, ['ADMIN']);
      assert.equal((await whoami(token, app2)).status, 200);
      const loads = app2.principals.loads;
      assert.equal((await whoami(token, app2)).status, 200);
      assert.equal(app2.principals.loads, loads, 'the second process cached it');
      // Committed through the first process's connections.
      await database.db.updateTable('accounts').set({ enabled: false }).where('id', '=', accountId).execute();
      const started = performance.now();
      let status = 200;
      while (status === 200 && performance.now() - started < 1000) {
        status = (await whoami(token, app2)).status;
        if (status === 200) await new Promise((r) => setTimeout(r, 5));
      }
      assert.equal(status, 401, `still accepted ${Math.round(performance.now() - started)} ms after the commit`);
    } finally {
      await app2.close();
      if (db2 !== database.db) await db2.destroy();
    }
  });
});

describe('the caller\'s access, told beside an answer (x-pontual-access)', () => {
  const ask = (url: string, token?: string) => app.inject({
    method: 'GET', url, headers: { 'x-pontual-access': '1', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

  test('any authenticated route answers the caller\'s own authorities and enabled modules when asked', async () => {
    const { token } = await signedIn(app, ['EMPLOYEE']);
    const res = await ask('/api/company', token);
    assert.equal(res.statusCode, 200);
    const told = String(res.headers['x-pontual-authorities']).split(',').sort();
    const own = (await whoami(token)).body;
    assert.deepEqual(told, own.authorities);
    assert.ok(!told.includes('ACCOUNTS_WRITE_COMPANY'), 'an employee is not told an administrator\'s rights');
    assert.deepEqual(String(res.headers['x-pontual-modules']).split(',').filter(Boolean).sort(), own.enabledModules);
    // Unasked, nothing is added.
    const plain = await app.inject({ method: 'GET', url: '/api/company', headers: { authorization: `Bearer ${token}` } });
    assert.equal(plain.headers['x-pontual-authorities'], undefined);
  });

  test('a refused route still tells them (the gateway decides other fields with them); a refused token does not', async () => {
    const { token } = await signedIn(app, ['EMPLOYEE']);
    const refused = await ask('/api/accounts', token);
    assert.equal(refused.statusCode, 403);
    assert.ok(String(refused.headers['x-pontual-authorities']).length > 0);
    const anonymous = await ask('/api/accounts');
    assert.equal(anonymous.statusCode, 401);
    assert.equal(anonymous.headers['x-pontual-authorities'], undefined);
    const open = await ask('/api/health');
    assert.equal(open.headers['x-pontual-authorities'], undefined, 'a public route has no caller to tell of');
  });
});
