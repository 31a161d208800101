import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { SignJWT } from 'jose';
import { toGlobalId } from '../../gateway/src/platform/relay.ts';
import { RestClient, RestTransport } from '../../gateway/src/platform/rest-client.ts';
import { silentLogger } from '../../gateway/src/platform/logger.ts';
import { createGateway } from '../../gateway/src/yoga.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
before(async () => { h = await startHarness(); });
after(async () => { await h.close(); });

describe('REST answers mapped to GraphQL', () => {
  test('401: a revoked session is UNAUTHENTICATED', async () => {
    const user = await h.api.signedIn(['EMPLOYEE']);
    await h.api.db.updateTable('accounts').set((eb) => ({ session_version: eb('session_version', '+', 1) })).where('id', '=', user.accountId).execute();
    const res = await h.gql('{ company { name } }', { token: user.token });
    assert.equal(res.data?.company, null);
    assert.equal(res.errors?.[0].extensions?.code, 'UNAUTHENTICATED');
    assert.equal(res.errors?.[0].extensions?.restCode, 'TOKEN_REVOKED');
  });

  test('401: an expired token is treated as no token', async () => {
    const secret = (await h.api.db.selectFrom('app_secrets').select('value').executeTakeFirstOrThrow()).value;
    const expired = await new SignJWT({ roles: ['ADMIN'], employeeId: null, sv: 0 }).setProtectedHeader({ alg: 'HS256' })
      .setSubject('1').setIssuer('pontual').setIssuedAt(1_000_000).setExpirationTime(1_086_400).sign(new TextEncoder().encode(secret));
    const res = await h.gql('{ viewer { homePath } company { name } }', { token: expired });
    assert.equal(res.data?.viewer, null);
    assert.equal(res.errors?.[0].extensions?.code, 'UNAUTHENTICATED');
  });

  test('403: a refusal of the API itself is FORBIDDEN (node lookup the directives do not guard)', async () => {
    const other = await h.api.signedIn(['EMPLOYEE']);
    const { token } = await h.api.signedIn(['EMPLOYEE']);
    const res = await h.gql(`{ node(id: "${toGlobalId('Account', other.accountId)}") { id } }`, { token });
    assert.equal(res.data?.node, null);
    assert.equal(res.errors?.[0].extensions?.code, 'FORBIDDEN');
  });

  test('403 MODULE_DISABLED from the API keeps its code', async () => {
    const admin = await h.api.signedIn(['ADMIN']);
    const transport = new RestTransport({ restApiUrl: restUrl(h), logger: silentLogger });
    const rest = new RestClient(transport, { token: admin.token, requestId: 'test' });
    await h.api.db.updateTable('modules').set({ enabled: false }).where('code', '=', 'TIME_AND_ATTENDANCE').execute();
    try {
      await assert.rejects(rest.send('POST', `/accounts/${admin.accountId}/identification`, { identificationMethod: 'pin', code: '1234' }),
        (e: any) => e.extensions.code === 'MODULE_DISABLED');
    } finally {
      await h.api.db.updateTable('modules').set({ enabled: true }).where('code', '=', 'TIME_AND_ATTENDANCE').execute();
      await transport.close();
    }
  });

  test('404 on a single lookup is null', async () => {
    const { token } = await h.api.signedIn(['ADMIN']);
    const res = await h.gql(`{ node(id: "${toGlobalId('Account', 999999)}") { id } nodes(ids: ["${toGlobalId('Role', 1)}", "bm9wZQ=="]) { id } }`, { token });
    assert.equal(res.errors, undefined);
    assert.equal(res.data?.node, null);
    assert.equal(res.data?.nodes[0].id, toGlobalId('Role', 1));
    assert.equal(res.data?.nodes[1], null);
    const transport = new RestTransport({ restApiUrl: restUrl(h), logger: silentLogger });
    try {
      assert.equal(await new RestClient(transport, { token, requestId: 't' }).getOne('/roles/999999'), null);
    } finally {
      await transport.close();
    }
  });

  test('400: userErrors with the field path split from subErrors', async () => {
    const { token } = await h.api.signedIn(['ADMIN']);
    const res = await h.gql('mutation { updateCompany(input: { taxAddress: { country: "XX" } }) { company { name } userErrors { field message code } } }', { token });
    assert.equal(res.errors, undefined);
    assert.deepEqual(res.data?.updateCompany, {
      company: null, userErrors: [{ field: ['taxAddress', 'country'], message: 'is not an ISO 3166 country code', code: 'VALIDATION_FAILED' }],
    });
    const perm = await h.gql('mutation { createRole(input: { name: "Odd", permissions: ["EMPLOYEES_READ", "NOPE"] }) { userErrors { field code } } }', { token });
    assert.deepEqual(perm.data?.createRole.userErrors, [{ field: ['permissions', '1'], code: 'VALIDATION_FAILED' }]);
  });

  test('409: a conflict is a userError too', async () => {
    const { token } = await h.api.signedIn(['ADMIN']);
    const create = 'mutation { createRole(input: { name: "Payroll" }) { role { name } userErrors { field message code } } }';
    assert.equal((await h.gql(create, { token })).data?.createRole.role.name, 'Payroll');
    const again = await h.gql(create, { token });
    assert.deepEqual(again.data?.createRole, { role: null, userErrors: [{ field: ['name'], message: 'is taken', code: 'ROLE_NAME_TAKEN' }] });
  });

  test('a bad global id in the input names the field', async () => {
    const { token } = await h.api.signedIn(['ADMIN']);
    const res = await h.gql(`mutation { deleteAccount(input: { id: "${toGlobalId('Role', 1)}" }) { userErrors { field code } } }`, { token });
    assert.deepEqual(res.data?.deleteAccount.userErrors, [{ field: ['id'], code: 'INVALID_ID' }]);
  });

  test('anything else is masked with a request id that the logs carry', async () => {
    const broken: Server = createServer((_req, res) => { res.writeHead(500, { 'content-type': 'application/json' }); res.end('{"status":500,"code":"INTERNAL","message":"db exploded at 10.0.0.3"}'); });
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
    const logged: Record<string, unknown>[] = [];
    const gateway = createGateway({
      restApiUrl: `http://127.0.0.1:${(broken.address() as AddressInfo).port}/api`,
      logger: { info: () => {}, error: (e) => logged.push(e) },
    });
    try {
      const res = await gateway.yoga.fetch(new Request('http://gateway.test/graphql', {
        method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${fakeToken()}` },
        body: JSON.stringify({ query: '{ company { name } }' }),
      }));
      const body = await res.json() as any;
      const error = body.errors[0];
      assert.equal(error.extensions.code, 'INTERNAL_SERVER_ERROR');
      assert.doesNotMatch(error.message, /exploded|10\.0\.0\.3/);
      assert.equal(res.headers.get('x-request-id'), error.extensions.requestId);
      assert.ok(logged.some((l) => l.requestId === error.extensions.requestId && l.status === 500), 'the log line carries the id');
    } finally {
      await gateway.close();
      broken.close();
    }
  });
});

test('429 from the API is RATE_LIMITED, not masked', async () => {
  const limited: Server = createServer((_req, res) => { res.writeHead(429, { 'content-type': 'application/json' }); res.end('{"status":429,"code":"RATE_LIMITED","message":"Too many attempts"}'); });
  await new Promise<void>((resolve) => limited.listen(0, '127.0.0.1', resolve));
  const gateway = createGateway({ restApiUrl: `http://127.0.0.1:${(limited.address() as AddressInfo).port}/api`, logger: silentLogger });
  try {
    const res = await gateway.yoga.fetch(new Request('http://gateway.test/graphql', {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation { recoverAccount(input: { username: "a@b.c" }) { userErrors { message } } }' }),
    }));
    const body = await res.json() as any;
    assert.equal(body.errors[0].extensions.code, 'RATE_LIMITED');
    assert.equal(body.errors[0].message, 'Too many attempts');
  } finally {
    await gateway.close();
    limited.close();
  }
});

function restUrl(harness: Harness): string {
  return `http://127.0.0.1:${(harness.api.app.server.address() as AddressInfo).port}/api`;
}

/** A well-formed token for a gateway whose API is a stub (the gateway reads claims, the API verifies). */
function fakeToken(): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ sub: '1', roles: ['ADMIN'], employeeId: null, exp: Math.floor(Date.now() / 1000) + 600 })}.sig`;
}
