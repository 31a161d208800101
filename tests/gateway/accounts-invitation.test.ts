// Issue #11 through GraphQL: createEmployee with loginEnabled makes the account and mails the invitation;
// acceptInvitation signs in once; resendAccountInvitation works while no password is chosen; refusals are userErrors
// with catalogued codes.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { backgroundMailSettled } from '../../api/src/platform/mailer.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let token: string;
before(async () => {
  h = await startHarness();
  ({ token } = await h.api.signedIn(['ADMIN']));
});
after(async () => { await h.close(); });

async function tokensTo(to: string): Promise<string[]> {
  await backgroundMailSettled();
  const dir = path.join(h.api.dataDir, 'outbox');
  return fs.readdirSync(dir).sort().filter((f) => f.includes(to)).map((f) => {
    const mail = fs.readFileSync(path.join(dir, f), 'utf8').replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return /invitation\?token=([A-Za-z0-9_-]+)/.exec(mail)![1];
  });
}

const ACCEPT = `mutation($input: AcceptInvitationInput!) { acceptInvitation(input: $input) { token username employeeCode userErrors { field code } } }`;

test('a new employee who may sign in: account pending, invitation accepted once, then signed in', async () => {
  const email = `gql.hire.${Date.now()}@test.test`;
  const created = await h.gql(`mutation($input: CreateEmployeeInput!) { createEmployee(input: $input) {
      employee { enabled account { username invitationPending employmentEndedOn } } userErrors { field code } } }`,
  { token, variables: { input: { name: 'Graph Hire', email, loginEnabled: true } } });
  assert.equal(created.errors, undefined, JSON.stringify(created.errors));
  const payload = created.data!.createEmployee as { employee: { enabled: boolean; account: { username: string; invitationPending: boolean; employmentEndedOn: string | null } } };
  assert.equal(payload.employee.enabled, true);
  assert.deepEqual(payload.employee.account, { username: email, invitationPending: true, employmentEndedOn: null });

  const [invitation] = await tokensTo(email);
  const accepted = await h.gql(ACCEPT, { variables: { input: { token: invitation, newPassword: 'Graph#2026' } } });
  const first = accepted.data!.acceptInvitation as { token: string; username: string; userErrors: unknown[] };
  assert.deepEqual(first.userErrors, []);
  assert.equal(first.username, email);
  const viewer = await h.gql('{ viewer { account { username } } }', { token: first.token });
  assert.equal((viewer.data!.viewer as { account: { username: string } }).account.username, email);

  const again = await h.gql(ACCEPT, { variables: { input: { token: invitation, newPassword: 'Graph#2027' } } });
  assert.deepEqual((again.data!.acceptInvitation as { userErrors: unknown[] }).userErrors, [{ field: ['token'], code: 'INVITATION_INVALID' }]);
});

test('an account made without a password is invited, can be invited again, and not once the password is set', async () => {
  const email = `gql.later.${Date.now()}@test.test`;
  const made = await h.gql(`mutation($input: CreateAccountInput!) { createAccount(input: $input) { account { id invitationPending } userErrors { code } } }`,
    { token, variables: { input: { username: email } } });
  const account = (made.data!.createAccount as { account: { id: string; invitationPending: boolean } }).account;
  assert.equal(account.invitationPending, true);
  const RESEND = `mutation($input: ResendAccountInvitationInput!) { resendAccountInvitation(input: $input) { account { invitationPending } userErrors { code } } }`;
  const resent = await h.gql(RESEND, { token, variables: { input: { id: account.id } } });
  assert.deepEqual((resent.data!.resendAccountInvitation as { userErrors: unknown[] }).userErrors, []);
  const [, second] = await tokensTo(email);
  await h.gql(ACCEPT, { variables: { input: { token: second, newPassword: 'Graph#2026' } } });
  const refused = await h.gql(RESEND, { token, variables: { input: { id: account.id } } });
  assert.deepEqual((refused.data!.resendAccountInvitation as { userErrors: unknown[] }).userErrors, [{ code: 'INVITATION_NOT_PENDING' }]);
});
