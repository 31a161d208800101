import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { getIntrospectionQuery } from 'graphql';
import { toGlobalId } from '../../gateway/src/platform/relay.ts';
import { startHarness, pathsSince, type Harness } from './harness.ts';

let h: Harness;
let admin: { token: string; accountId: number; employeeId: number | null };
before(async () => {
  h = await startHarness();
  admin = await h.api.signedIn(['ADMIN']);
});
after(async () => { await h.close(); });

const COUNTRIES = 'query($first: Int, $after: String) { countries(first: $first, after: $after) { totalCount pageInfo { hasNextPage hasPreviousPage endCursor } edges { cursor node { code } } } }';
const codes = (res: any) => res.data.countries.edges.map((e: any) => e.node.code);

describe('Relay connections and ids', () => {
  test('pages forward with cursors, one REST call per page, windows that do not align included', async () => {
    const all = codes(await h.gql(COUNTRIES, { token: admin.token, variables: { first: 30 } }));
    const from = h.calls.length;
    const first = await h.gql(COUNTRIES, { token: admin.token, variables: { first: 10 } });
    assert.deepEqual(codes(first), all.slice(0, 10));
    assert.equal(first.data?.countries.pageInfo.hasNextPage, true);
    assert.equal(first.data?.countries.pageInfo.hasPreviousPage, false);
    assert.ok(first.data?.countries.totalCount > 200);
    const second = await h.gql(COUNTRIES, { token: admin.token, variables: { first: 10, after: first.data?.countries.pageInfo.endCursor } });
    assert.deepEqual(codes(second), all.slice(10, 20));
    assert.equal(second.data?.countries.pageInfo.hasPreviousPage, true);
    const odd = await h.gql(COUNTRIES, { token: admin.token, variables: { first: 7, after: second.data?.countries.edges[2].cursor } });
    assert.deepEqual(codes(odd), all.slice(13, 20));
    assert.equal(pathsSince(h, from).length, 3);
  });

  test('first above 100 is refused with a clear error', async () => {
    const res = await h.gql(COUNTRIES, { token: admin.token, variables: { first: 101 } });
    assert.equal(res.errors?.[0].extensions?.code, 'BAD_USER_INPUT');
    assert.match(res.errors?.[0].message ?? '', /first must be at most 100/);
  });

  test('node and nodes resolve global ids of every type', async () => {
    const ids = [toGlobalId('Employee', admin.employeeId!), toGlobalId('Account', admin.accountId), toGlobalId('Role', 4), toGlobalId('Module', 7), toGlobalId('Theme', 1)];
    const res = await h.gql(`{ nodes(ids: ${JSON.stringify(ids)}) { __typename id ... on Role { name } ... on Module { code } } }`, { token: admin.token });
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    assert.deepEqual(res.data?.nodes.map((n: any) => n.__typename), ['Employee', 'Account', 'Role', 'Module', 'Theme']);
    assert.deepEqual(res.data?.nodes.map((n: any) => n.id), ids);
    assert.equal(res.data?.nodes[2].name, 'ADMIN');
    assert.equal(res.data?.nodes[3].code, 'BASE');
  });
});

describe('mutations', () => {
  test('an update answers the changed object, read fresh after the write', async () => {
    const before = await h.gql(`{ node(id: "${toGlobalId('Account', admin.accountId)}") { ... on Account { username } } }`, { token: admin.token });
    assert.ok(before.data?.node.username);
    const res = await h.gql(`mutation { updateAccount(input: { id: "${toGlobalId('Account', admin.accountId)}", employeeCode: "GW-1" }) { account { employeeCode } userErrors { message } } }`, { token: admin.token });
    assert.deepEqual(res.data?.updateAccount, { account: { employeeCode: 'GW-1' }, userErrors: [] });
  });

  test('login gives a token that works; a wrong password is a userError', async () => {
    const account = await h.api.db.selectFrom('accounts').select('username').where('id', '=', admin.accountId).executeTakeFirstOrThrow();
    const ok = await h.gql(`mutation { login(input: { username: "${account.username}", password: "Test#2026" }) { token userErrors { code } } }`);
    assert.ok(ok.data?.login.token);
    assert.equal((await h.gql('{ viewer { homePath } }', { token: ok.data?.login.token })).data?.viewer.homePath, '/');
    const bad = await h.gql(`mutation { login(input: { username: "${account.username}", password: "Wrong#2026" }) { token userErrors { code } } }`);
    assert.deepEqual(bad.data?.login, { token: null, userErrors: [{ code: 'INVALID_CREDENTIALS' }] });
  });

  test('the company logo uploads through the GraphQL multipart request spec', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const form = new FormData();
    form.append('operations', JSON.stringify({
      query: 'mutation($file: File!) { uploadCompanyLogo(input: { file: $file, variant: MOBILE }) { company { hasMobileLogo } userErrors { field message } } }',
      variables: { file: null },
    }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([png], { type: 'image/png' }), 'logo.png');
    const res = await h.fetch('/graphql', { method: 'POST', body: form, headers: { authorization: `Bearer ${admin.token}` } });
    const body = await res.json() as any;
    assert.deepEqual(body.data?.uploadCompanyLogo, { company: { hasMobileLogo: true }, userErrors: [] }, JSON.stringify(body));
    const stored = await h.api.request({ method: 'GET', url: '/api/company/logo-mobile' });
    assert.deepEqual(stored.rawPayload, png);
  });
});

describe('serving and hardening', () => {
  test('/meta.json gives the version, never cached', async () => {
    const res = await h.fetch('/meta.json');
    assert.equal(res.headers.get('cache-control'), 'no-store');
    const { version } = JSON.parse(fs.readFileSync('package.json', 'utf8'));
    assert.deepEqual(await res.json(), { version });
  });

  test('GraphiQL is served with example operations and no CDN asset', async () => {
    const res = await h.fetch('/graphql', { headers: { accept: 'text/html' } });
    assert.equal(res.status, 200);
    const html = await res.text();
    assert.match(html, /query Employees/);
    assert.match(html, /mutation UpdateCompany/);
    assert.doesNotMatch(html, /<(script|link)[^>]+(src|href)="?https?:/i);
    assert.doesNotMatch(html, /unpkg\.com|jsdelivr|cdnjs/);
  });

  test('a cross-site simple POST is refused; JSON and bearer-token callers pass', async () => {
    const body = JSON.stringify({ query: '{ __typename }' });
    const forged = await h.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'text/plain' }, body });
    assert.equal(forged.status, 403);
    assert.equal(((await forged.json()) as any).errors[0].extensions.code, 'CSRF_REJECTED');
    const integrator = await h.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'text/plain', authorization: `Bearer ${admin.token}` }, body });
    assert.notEqual(integrator.status, 403);
    assert.equal((await h.gql('{ __typename }')).data?.__typename, 'Query');
  });

  test('depth, alias and token limits; introspection stays on', async () => {
    const deep = await h.gql('{ viewer { employee { department { managers { department { managers { department { managers { department { managers { name } } } } } } } } } } }', { token: admin.token });
    assert.match(deep.errors?.[0].message ?? '', /depth/i);
    const aliases = await h.gql(`{ ${Array.from({ length: 20 }, (_, i) => `a${i}: company { name }`).join(' ')} }`, { token: admin.token });
    assert.match(aliases.errors?.[0].message ?? '', /alias/i);
    const tokens = await h.gql(`{ ${Array.from({ length: 2500 }, () => '__typename').join(' ')} }`);
    assert.match(tokens.errors?.[0].message ?? '', /token/i);
    const introspection = await h.gql(getIntrospectionQuery());
    assert.equal(introspection.errors, undefined);
    assert.ok(introspection.data?.__schema.types.some((t: any) => t.name === 'Employee'));
  });

  test('every response carries a request id', async () => {
    const res = await h.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'x-request-id': 'trace-42' }, body: JSON.stringify({ query: '{ __typename }' }) });
    assert.equal(res.headers.get('x-request-id'), 'trace-42');
  });
});

describe('the viewer\'s employee, by account (core §7, §8)', () => {
  test('comes from the employee-by-account call and serves later lookups of the same person', async () => {
    const from = h.calls.length;
    const res = await h.gql('{ viewer { employee { id name } } }', { token: admin.token });
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    assert.equal(res.data?.viewer.employee.id, toGlobalId('Employee', admin.employeeId!));
    assert.deepEqual(pathsSince(h, from).filter((p) => p.includes('employee')), [`GET /accounts/${admin.accountId}/employee`]);
  });

  test('an account without an employee record is a null employee, not an error', async () => {
    const { token } = await h.api.signedIn(['SUPER_ADMIN'], { employeeId: null });
    const res = await h.gql('{ viewer { homePath employee { id } } }', { token });
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    assert.deepEqual(res.data?.viewer, { homePath: '/', employee: null });
  });
});
