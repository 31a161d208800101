// Issue #11 item 1, as a user: an administrator creates an employee who may sign in; the person is listed under
// Enabled at once, the invitation mailed to them (read from the outbox) lets them choose a password, and they sign in.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { e2eSuite, ARTIFACTS } from './support/e2eSuite.ts';
import { signIn } from './support/signIn.ts';
import { png } from '../support/png.ts';

const suite = e2eSuite();
const STAMP = Date.now().toString(36);
const NAME = `Inês Convite ${STAMP}`;
const EMAIL = `ines.${STAMP}@demo.test`;
const PASSWORD = 'Welcome#2026';

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();

/** The invitation link of the newest mail to `to` in the product's outbox (.eml, quoted-printable), once it is there. */
async function invitationLink(to: string): Promise<string> {
  const dir = join(suite.product.dataDir, 'outbox');
  for (let i = 0; i < 100; i++) {
    const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.includes(to)).sort() : [];
    if (files.length) {
      const mail = readFileSync(join(dir, files[files.length - 1]), 'utf8').replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      const link = /https?:\/\/\S+\/pages\/invitation\?token=[A-Za-z0-9_-]+/.exec(mail)?.[0];
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no invitation mailed to ${to}`);
}

describe('a new employee who may sign in', () => {
  test('gets their photo from the creation form, is enabled at once, sets a password from the mailed invitation, and signs in', async () => {
    const admin = await suite.signedIn('admin@demo.test');
    const page = admin.page;
    await page.goto('/company/employees/new');
    await h1(page, 'New employee');
    await page.getByLabel('Name', { exact: true }).fill(NAME);
    // The photo is chosen on the creation form (#11 item 11) and uploaded once the employee exists.
    await page.getByLabel('Photo').setInputFiles({ name: 'ines.png', mimeType: 'image/png', buffer: png([200, 60, 90, 255], { width: 64, height: 64 }) });
    await page.getByRole('tab', { name: 'Contact & address' }).click();
    await page.getByLabel('E-mail', { exact: true }).fill(EMAIL);
    await page.getByRole('tab', { name: 'Contract' }).click();
    const maySignIn = page.getByRole('checkbox', { name: 'May sign in' });
    if (!await maySignIn.isChecked()) await maySignIn.check();
    await page.getByRole('button', { name: 'Create employee' }).click();
    await h1(page, NAME);
    await page.getByText('The photo has been saved.').first().waitFor();
    await page.locator('img.photo__image').waitFor();

    // Listed under Enabled (the default list), with no end date: their account is waiting for them.
    await page.goto(`/company/employees?q=${encodeURIComponent(NAME)}`);
    await page.getByRole('row').filter({ has: page.getByRole('link', { name: NAME, exact: true }) }).waitFor();
    await page.goto('/company/users');
    await page.getByLabel('Search by username or employee code').fill(EMAIL);
    const row = page.getByRole('row').filter({ hasText: EMAIL });
    await row.getByText('Invitation pending').waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'account-invitation-users-1280.png') });
    await admin.context.close();

    // The person opens the mailed link in a browser that never signed in.
    const link = new URL(await invitationLink(EMAIL));
    const fresh = await suite.newPage();
    await fresh.page.goto(`${link.pathname}${link.search}`);
    await h1(fresh.page, 'Welcome to Pontual');
    await fresh.page.getByLabel('Your password').fill(PASSWORD);
    await fresh.page.getByLabel('Confirm the new password').fill(PASSWORD);
    await fresh.page.screenshot({ path: join(ARTIFACTS, 'account-invitation-page-1280.png') });
    await fresh.page.getByRole('button', { name: 'Set the password and sign in' }).click();
    await fresh.page.waitForURL((u) => !u.pathname.startsWith('/pages/'));
    await fresh.page.getByText('Your password has been set. Welcome!').waitFor();
    assert.ok(await fresh.page.evaluate(() => localStorage.getItem('pontual.token')), 'signed in');

    // The link worked once; the chosen password signs in from anywhere.
    const again = await suite.newPage();
    await again.page.goto(`${link.pathname}${link.search}`);
    await again.page.getByLabel('Your password').fill('Another#2026');
    await again.page.getByLabel('Confirm the new password').fill('Another#2026');
    await again.page.getByRole('button', { name: 'Set the password and sign in' }).click();
    await again.page.getByText(/The invitation is not valid, has been used or has expired/).first().waitFor();
    await again.page.goto('/pages/login');
    await signIn(again.page, EMAIL, PASSWORD);
    assert.ok(!new URL(again.page.url()).pathname.startsWith('/pages/login'));
    await fresh.context.close();
    await again.context.close();
  });
});

describe('a leaver (#11 item 2)', () => {
  test('an end date in the past ends their open session and refuses their sign-in with its own message; their account says when they left', async () => {
    const leaver = await suite.signedIn('E0038');
    await leaver.page.waitForURL((u) => u.pathname === '/my-dashboard');
    const admin = await suite.signedIn('admin@demo.test');
    const found = await fetch(`${suite.product.apiUrl}/employees?search=E0038`, { headers: { authorization: `Bearer ${admin.token}` } });
    const [employee] = ((await found.json()) as { content: { id: number; name: string }[] }).content;
    // Two days ago, as the form writes it: the day after the end date, the person no longer works here.
    const ended = new Date(Date.now() - 2 * 86_400_000);
    const endDate = `${String(ended.getUTCDate()).padStart(2, '0')}/${String(ended.getUTCMonth() + 1).padStart(2, '0')}/${ended.getUTCFullYear()}`;
    await admin.page.goto(`/company/employees/${employee.id}/edit`);
    await admin.page.getByRole('tab', { name: 'Contract' }).click();
    await admin.page.getByLabel('End date', { exact: true }).fill(endDate);
    await admin.page.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.page.getByText(`${employee.name} has been saved.`).first().waitFor();

    // Their open session ends: the next page they open sends them to sign in.
    await leaver.page.reload();
    await leaver.page.waitForURL((u) => u.pathname === '/pages/login');
    await leaver.page.getByLabel(/e-mail or employee code/i).fill('E0038');
    await leaver.page.getByLabel(/^password$/i).fill('Demo#2026');
    await leaver.page.getByRole('button', { name: /^sign in$/i }).click();
    await leaver.page.getByText('Your employment has ended, so this account can no longer be used. Contact your administrator.').first().waitFor();
    assert.equal(new URL(leaver.page.url()).pathname, '/pages/login');

    // The accounts screen no longer calls their account enabled: it says when they left.
    await admin.page.goto('/company/users');
    await admin.page.getByLabel('Search by username or employee code').fill('E0038');
    const row = admin.page.getByRole('row').filter({ hasText: employee.name });
    await row.getByText(`Left on ${endDate}`).waitFor();
    await row.getByText('Disabled', { exact: true }).waitFor();
    await admin.page.screenshot({ path: join(ARTIFACTS, 'account-leaver-users-1280.png') });
    await leaver.context.close();
    await admin.context.close();
  });
});
