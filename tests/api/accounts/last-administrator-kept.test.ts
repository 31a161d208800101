/**
 * Security item 8: the last-administrator rule holds under concurrency. Two administrators who are the only ones
 * left act against each other at the same moment (demote, remove from the role, disable, lock, expire, delete the
 * account or the employee, strip a custom role): exactly one succeeds and an administrator always remains.
 * This matters on PostgreSQL (`DATABASE_URL`), where the requests run in parallel transactions; the embedded
 * database serializes them and must pass too.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { ROLE_IDS } from '../../../domain/index.ts';
import { createAccount, unique } from '../../support/factories.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

type Caller = { token: string; accountId: number; employeeId: number | null };
type Attack = (me: Caller, them: Caller) => Parameters<TestApp['request']>[0];

let t: TestApp;
const ROUNDS = 20;

before(async () => { t = await startTestApp(); });
after(async () => { await t?.close(); });

/** Accounts that can still administer accounts: enabled, unexpired, not locked, holding ACCOUNTS_WRITE. */
async function activeAdministrators(): Promise<number[]> {
  const rows = await t.db.selectFrom('accounts as a')
    .innerJoin('account_roles as ar', 'ar.account_id', 'a.id')
    .innerJoin('role_permissions as rp', 'rp.role_id', 'ar.role_id')
    .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
    .where('p.authority', '=', 'ACCOUNTS_WRITE').where('a.enabled', '=', true).where('a.expired', '=', false)
    .where('a.manually_locked', '=', false)
    .select('a.id').distinct().execute();
  return rows.map((r) => r.id);
}

/** Leaves `keep` as the only accounts holding a role with ACCOUNTS_WRITE. */
async function onlyAdministrators(keep: number[]) {
  await sql`delete from account_roles where account_id not in (${sql.join(keep)}) and role_id in
    (select rp.role_id from role_permissions rp join permissions p on p.id = rp.permission_id where p.authority = 'ACCOUNTS_WRITE')`.execute(t.db);
  assert.deepEqual((await activeAdministrators()).sort((a, b) => a - b), [...keep].sort((a, b) => a - b));
}

/** Two fresh administrators, the only ones; each fires `attack` against the other at once, `rounds` times. */
async function duel(attack: Attack, roles: (round: number) => Promise<{ a: Caller; b: Caller }> = adminPair) {
  const statuses: string[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const { a, b } = await roles(round);
    await onlyAdministrators([a.accountId, b.accountId]);
    const results: LightMyRequestResponse[] = await Promise.all([
      t.request({ ...attack(a, b), token: a.token }),
      t.request({ ...attack(b, a), token: b.token }),
    ]);
    const codes = results.map((r) => r.statusCode);
    statuses.push(codes.join('/'));
    for (const r of results) assert.ok([204, 401, 403, 409].includes(r.statusCode), `round ${round}: ${r.statusCode} ${r.body}`);
    assert.equal(codes.filter((c) => c === 204).length, 1, `round ${round}: exactly one may succeed, got ${codes.join(', ')}`);
    const loser = results.find((r) => r.statusCode !== 204)!;
    // The loser is refused by the rule (409), or finds itself demoted (403) or signed out (401) by the winner.
    assert.ok(['LAST_ADMIN', 'ACCESS_CHANGED', 'FORBIDDEN', 'TOKEN_REVOKED', 'TOKEN_INVALID', 'ACCOUNT_DISABLED', 'ACCOUNT_LOCKED', 'ACCOUNT_EXPIRED']
      .includes(loser.json().code), loser.body);
    assert.ok((await activeAdministrators()).length >= 1, `round ${round}: no administrator left (${codes.join(', ')})`);
  }
  return tally(statuses);
}

/** "204/409 ×12, 403/204 ×8": how the rounds ended, for the test's diagnostic line. */
function tally(statuses: string[]): string {
  const counts = new Map<string, number>();
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].map(([s, n]) => `${s} ×${n}`).join(', ');
}

async function adminPair(): Promise<{ a: Caller; b: Caller }> {
  const [a, b] = await Promise.all([t.signedIn(['ADMIN']), t.signedIn(['ADMIN'])]);
  return { a, b };
}

describe('two administrators acting against each other at once leave one administrator', () => {
  test('demoting each other (PUT /accounts/{id} roles)', async (ctx) => {
    ctx.diagnostic(await duel((_me, them) => ({ method: 'PUT', url: `/api/accounts/${them.accountId}`, payload: { roles: [{ name: 'EMPLOYEE' }] } })));
  });

  test('removing each other from ADMIN (PUT /permissions/4/accounts)', async (ctx) => {
    ctx.diagnostic(await duel((me) => ({ method: 'PUT', url: `/api/permissions/${ROLE_IDS.ADMIN}/accounts`, payload: { accountIds: [me.accountId] } })));
  });

  test('both stepping down at once (each removes their own ADMIN role): the rule itself refuses the second', async (ctx) => {
    ctx.diagnostic(await duel((me) => ({ method: 'PUT', url: `/api/accounts/${me.accountId}`, payload: { roles: [{ name: 'EMPLOYEE' }] } })));
  });

  for (const [flag, value] of [['isEnabled', false], ['isLocked', true], ['isExpired', true]] as const) {
    test(`${flag}: ${value} on each other (PUT /accounts/{id})`, async (ctx) => {
      ctx.diagnostic(await duel((_me, them) => ({ method: 'PUT', url: `/api/accounts/${them.accountId}`, payload: { [flag]: value } })));
    });
  }

  test('deleting each other\'s account (DELETE /accounts/{id})', async (ctx) => {
    ctx.diagnostic(await duel((_me, them) => ({ method: 'DELETE', url: `/api/accounts/${them.accountId}` })));
  });

  test('deleting each other\'s employee record, which takes the account (DELETE /employees/{id})', async (ctx) => {
    ctx.diagnostic(await duel((_me, them) => ({ method: 'DELETE', url: `/api/employees/${them.employeeId}` })));
  });

  test('stripping each other\'s custom administrator role of ACCOUNTS_WRITE (PUT /roles/{id})', async (ctx) => {
    const ADMINISTERS = ['ACCOUNTS_READ', 'ACCOUNTS_WRITE', 'ROLES_READ', 'ROLES_WRITE'];
    const roleOf = new Map<number, number>();
    const customPair = async () => {
      const pair: Caller[] = [];
      for (let i = 0; i < 2; i++) {
        const role = await t.db.insertInto('roles').values({ name: `Admins ${unique()}` }).returning('id').executeTakeFirstOrThrow();
        await sql`insert into role_permissions (role_id, permission_id)
          select ${role.id}, id from permissions where authority in (${sql.join(ADMINISTERS)})`.execute(t.db);
        const account = await createAccount(t.db, { roles: ['EMPLOYEE'] });
        await t.db.insertInto('account_roles').values({ account_id: account.id, role_id: role.id }).execute();
        roleOf.set(account.id, role.id);
        pair.push({ token: await t.login(account.username!), accountId: account.id, employeeId: account.employee_id });
      }
      return { a: pair[0], b: pair[1] };
    };
    ctx.diagnostic(await duel((_me, them) => ({ method: 'PUT', url: `/api/roles/${roleOf.get(them.accountId)}`, payload: { permissions: ['ACCOUNTS_READ', 'ROLES_READ'] } }), customPair));
  });

  test('the rule still lets one administrator go while another remains', async () => {
    const { a, b } = await adminPair();
    const c = await t.signedIn(['ADMIN']);
    await onlyAdministrators([a.accountId, b.accountId, c.accountId]);
    const results = await Promise.all([
      t.request({ method: 'PUT', url: `/api/accounts/${b.accountId}`, token: a.token, payload: { isEnabled: false } }),
      t.request({ method: 'PUT', url: `/api/accounts/${c.accountId}`, token: a.token, payload: { roles: [{ name: 'EMPLOYEE' }] } }),
    ]);
    assert.deepEqual(results.map((r) => r.statusCode), [204, 204]);
    assert.deepEqual(await activeAdministrators(), [a.accountId]);
    const last = await t.request({ method: 'PUT', url: `/api/accounts/${a.accountId}`, token: a.token, payload: { roles: [{ name: 'EMPLOYEE' }] } });
    assert.equal(last.statusCode, 409, last.body);
    assert.equal(last.json().code, 'LAST_ADMIN');
  });
});

describe('the last super administrator', () => {
  test('cannot be removed, even by a super administrator: nobody could switch a module again', async () => {
    await sql`delete from account_roles where role_id = ${ROLE_IDS.SUPER_ADMIN}`.execute(t.db);
    await t.signedIn(['ADMIN']); // administrators remain either way: only the vendor's role is at stake
    const vendor = await t.signedIn(['SUPER_ADMIN']);
    const demote = await t.request({ method: 'PUT', url: `/api/permissions/${ROLE_IDS.SUPER_ADMIN}/accounts`, token: vendor.token, payload: { accountIds: [] } });
    assert.equal(demote.statusCode, 409, demote.body);
    assert.equal(demote.json().code, 'LAST_SUPER_ADMIN');
    const second = await t.signedIn(['SUPER_ADMIN']);
    const handOver = await t.request({ method: 'PUT', url: `/api/permissions/${ROLE_IDS.SUPER_ADMIN}/accounts`, token: vendor.token, payload: { accountIds: [second.accountId] } });
    assert.equal(handOver.statusCode, 204, 'handing over to another super administrator is fine');
  });
});
