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
