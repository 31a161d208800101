import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SignJWT } from 'jose';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createAccount } from '../../support/factories.ts';

let t: TestApp;
let secret: Uint8Array;
let account: { id: number; employee_id: number | null };

before(async () => {
  t = await startTestApp();
  account = await createAccount(t.db, { roles: ['ADMIN'] });
  const row = await t.db.selectFrom('app_secrets').select('value').where('name', '=', 'jwt').executeTakeFirstOrThrow();
  secret = new TextEncoder().encode(row.value);
});
after(async () => { await t.close(); });

const now = () => Math.floor(Date.now() / 1000);
const DAY = 24 * 3600;

/** A token signed with the real secret (as a leaked secret or an old release would), with the claims given. */
async function minted(claims: Record<string, unknown>, times: { iat?: number | null; exp?: number | null; sub?: string } = {}) {
  let jwt = new SignJWT({ employeeId: account.employee_id, roles: ['ADMIN'], sv: 0, ...claims })
    .setProtectedHeader({ alg: 'HS256' }).setIssuer('pontual').setSubject(times.sub ?? String(account.id));
  if (times.iat !== null) jwt = jwt.setIssuedAt(times.iat ?? now());
  if (times.exp !== null) jwt = jwt.setExpirationTime(times.exp ?? now() + DAY);
  return jwt.sign(secret);
}

const call = (token: string) => t.request({ method: 'GET', url: '/api/company', token });

describe('signed tokens are checked claim by claim', () => {
  test('a well-formed token of our lifetime works (the control)', async () => {
    assert.equal((await call(await minted({}))).statusCode, 200);
  });

  const refused: [string, () => Promise<string>][] = [
    ['a token without expiry', () => minted({}, { exp: null })],
    ['a token without issue time', () => minted({}, { iat: null })],
    ['a token valid for 100 years', () => minted({}, { exp: now() + 100 * 365 * DAY })],
    ['a token issued in the future', () => minted({}, { iat: now() + 3600, exp: now() + 3600 + DAY })],
    ['a token issued two days ago that has not expired', () => minted({}, { iat: now() - 2 * DAY, exp: now() + 3600 })],
    ['a non-numeric account id', () => minted({}, { sub: 'admin' })],
    ['a hexadecimal account id', () => minted({}, { sub: `0x${account.id.toString(16)}` })],
    ['an account id beyond the integer range', () => minted({}, { sub: '99999999999999' })],
    ['roles that are not a list', () => minted({ roles: 'ADMIN' })],
    ['a session version that is not a number', () => minted({ sv: '0' })],
  ];
  for (const [what, token] of refused) {
    test(`${what} is refused with 401, never a 500`, async () => {
      const res = await call(await token());
      assert.equal(res.statusCode, 401, res.body);
      assert.match(res.json().code, /^TOKEN_(INVALID|EXPIRED)$/);
    });
  }
});
