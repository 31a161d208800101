/**
 * API tokens through GraphQL (issue #18 item 4): an administrator creates one (its secret answered once), a READ_ONLY
 * token reads the employees through the gateway and may not write, and once revoked it is unauthenticated.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ROLE_IDS } from '../../domain/index.ts';
import { createEmployee } from '../support/factories.ts';
import { dataOf, gid, startHarness, type Harness } from './harness.ts';

let h: Harness;
let admin: string;
before(async () => {
  h = await startHarness();
  admin = (await h.api.signedIn(['ADMIN'])).token;
});
after(async () => { await h?.close(); });

const EMPLOYEES = '{ employees(first: 100) { totalCount edges { node { name } } } }';
const CREATE = `mutation($input: CreateApiTokenInput!) {
  createApiToken(input: $input) { secret apiToken { id name prefix status role { name } expiresAt lastUsedAt } userErrors { field code message } }
}`;
const REVOKE = 'mutation($id: ID!) { revokeApiToken(input: { id: $id }) { apiToken { status revokedAt } userErrors { code } } }';
const in30Days = () => new Date(Date.now() + 30 * 86_400_000).toISOString();

test('a READ_ONLY token reads employees through GraphQL, cannot write, and is unauthenticated once revoked', async () => {
  const employee = await createEmployee(h.api.db, { name: 'Payroll Person' });
  const created = dataOf(await h.gql(CREATE, { token: admin, variables: { input: { name: 'Payroll export', roleId: gid('Role', ROLE_IDS.READ_ONLY), expiresAt: in30Days() } } })).createApiToken;
  assert.deepEqual(created.userErrors, []);
  const secret = created.secret as string;
  assert.match(secret, /^pnt_/);
  assert.equal(created.apiToken.prefix, secret.slice(0, 12));
  assert.equal(created.apiToken.role.name, 'READ_ONLY');
  assert.equal(created.apiToken.status, 'ACTIVE');

  const listed = dataOf(await h.gql('{ apiTokens { totalCount edges { node { id name prefix } } } }', { token: admin })).apiTokens;
  assert.ok(listed.edges.some((e: { node: { id: string } }) => e.node.id === created.apiToken.id));
  assert.ok(!JSON.stringify(listed).includes(secret), 'the list carries the secret');

  const read = dataOf(await h.gql(EMPLOYEES, { token: secret })).employees;
  assert.ok(read.edges.some((e: { node: { name: string } }) => e.node.name === employee.name), 'the token does not see the employees');

  const write = await h.gql('mutation { createDepartment(input: { name: "Not allowed" }) { department { id } userErrors { code } } }', { token: secret });
  assert.equal(write.errors?.[0]?.extensions?.code, 'FORBIDDEN', JSON.stringify(write));
  const manage = await h.gql('{ apiTokens { totalCount } }', { token: secret });
  assert.equal(manage.errors?.[0]?.extensions?.code, 'FORBIDDEN', 'a token lists tokens');

  const revoked = dataOf(await h.gql(REVOKE, { token: admin, variables: { id: created.apiToken.id } })).revokeApiToken;
  assert.equal(revoked.apiToken.status, 'REVOKED');
  const after = await h.gql(EMPLOYEES, { token: secret });
  assert.equal(after.data?.employees ?? null, null);
  assert.equal(after.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED', JSON.stringify(after));
});

test('refusals of the API are userErrors on their fields (an ADMIN role, an expiry beyond a year)', async () => {
  const tooStrong = dataOf(await h.gql(CREATE, { token: admin, variables: { input: { name: 'Admin', roleId: gid('Role', ROLE_IDS.ADMIN), expiresAt: in30Days() } } })).createApiToken;
  assert.equal(tooStrong.apiToken, null);
  assert.equal(tooStrong.secret, null);
  assert.deepEqual(tooStrong.userErrors.map((e: { field: string[]; code: string }) => [e.field.join('.'), e.code]), [['roleId', 'API_TOKEN_ROLE_NOT_ALLOWED']]);
  const tooLong = dataOf(await h.gql(CREATE, { token: admin, variables: { input: { name: 'Long', roleId: gid('Role', ROLE_IDS.READ_ONLY), expiresAt: new Date(Date.now() + 400 * 86_400_000).toISOString() } } })).createApiToken;
  assert.equal(tooLong.userErrors[0].field.join('.'), 'expiresAt');
});
