// API tokens end to end (issue #18 item 4): the administrator creates a token on the `token` screen and copies the
// secret shown once; a plain fetch from Node (as curl would) reads the employees through GraphQL with it; once the
// administrator revokes it, the same request is unauthenticated (the REST API answers 401). The screens have no
// serious or critical accessibility violation.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { e2eSuite } from './support/e2eSuite.ts';
import { seriousViolations } from './support/runAxe.ts';

const suite = e2eSuite();
const NAME = 'Payroll export (e2e)';

async function assertAccessible(page: Page, what: string) {
  const violations = await seriousViolations(page);
  assert.deepEqual(violations, [], `${what}: ${JSON.stringify(violations)}`);
}

/** What an integrator sends: a GraphQL POST with the token, nothing else. */
async function readEmployees(secret: string) {
  const res = await fetch(`${suite.product.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify({ query: '{ employees(first: 100) { totalCount edges { node { name } } } }' }),
  });
  return { status: res.status, body: await res.json() as { data?: { employees?: { totalCount: number; edges: { node: { name: string } }[] } | null }; errors?: { extensions?: { code?: string } }[] } };
}

describe('API tokens, as the administrator', () => {
  let context: BrowserContext;
  let page: Page;
  before(async () => ({ context, page } = await suite.signedIn('admin@demo.test')));
  after(async () => context?.close());

  test('a created token reads the employees through GraphQL until it is revoked', async () => {
    // An administrator finds the screen in the account menu (it is not in the side menu: core §2 lists it apart).
    await page.goto('/');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('link', { name: 'API tokens' }).click();
    await page.getByRole('heading', { level: 1, name: 'API tokens' }).waitFor();
    await page.getByRole('button', { name: 'New API token' }).click();
    const form = page.getByRole('dialog', { name: 'New API token' });
    await form.getByLabel('Name').fill(NAME);
    assert.equal(await form.getByLabel('Role').locator('option:checked').textContent(), 'Read Only', 'Read Only is proposed');
    await form.getByLabel('Expires after').selectOption('30');
    await assertAccessible(page, 'the creation dialog');
    await form.getByRole('button', { name: 'Save' }).click();

    const shown = page.getByRole('dialog', { name: 'Copy your new token' });
    await shown.getByRole('alert').filter({ hasText: 'only time' }).waitFor();
    const secret = await shown.getByLabel('Token').inputValue();
    assert.match(secret, /^pnt_[A-Za-z0-9_-]{43}$/);
    await assertAccessible(page, 'the secret dialog');
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: NAME });
    await row.getByText(secret.slice(0, 12)).waitFor();
    await row.getByText('Active').waitFor();
    assert.equal(await page.getByText(secret).count(), 0, 'the secret stays on screen');

    const before = await readEmployees(secret);
    assert.equal(before.status, 200);
    assert.equal(before.body.errors, undefined, JSON.stringify(before.body.errors));
    assert.ok((before.body.data?.employees?.totalCount ?? 0) > 0, 'the token reads no employee');

    await row.getByRole('button', { name: `Revoke ${NAME}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Revoke "${NAME}"?` });
    await assertAccessible(page, 'the revoke confirmation');
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await page.getByText(`"${NAME}" has been revoked.`).waitFor();
    await row.getByText('Revoked').waitFor();

    const afterRevoke = await readEmployees(secret);
    assert.equal(afterRevoke.body.data?.employees ?? null, null);
    assert.equal(afterRevoke.body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED', JSON.stringify(afterRevoke.body));
    const rest = await fetch(`${suite.product.apiUrl}/employees`, { headers: { authorization: `Bearer ${secret}` } });
    assert.equal(rest.status, 401);
    assert.equal(((await rest.json()) as { code: string }).code, 'API_TOKEN_REVOKED');
  });
});
