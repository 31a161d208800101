import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { e2eSuite, ARTIFACTS, DESKTOP, PHONE } from './support/e2eSuite.ts';
import { signIn } from './support/signIn.ts';
import { seriousViolations } from './support/runAxe.ts';
import { measureTransfer } from './support/measureTransfer.ts';
import { settled } from './support/settled.ts';


const suite = e2eSuite();

const newPage = suite.newPage;

const path = (page: Page) => new URL(page.url()).pathname;

describe('sign-in lands each demo account on its home page', () => {
  const accounts: Array<[string, string, RegExp]> = [
    ['admin@demo.test', '/', /^Dashboard$/],
    ['superadmin@demo.test', '/', /^Dashboard$/],
    ['manager@demo.test', '/dep-dashboard', /^Department dashboard$/],
    ['leader@demo.test', '/my-dashboard', /^My dashboard$/],
    ['E0001', '/my-dashboard', /^My dashboard$/],
    ['employee@demo.test', '/my-dashboard', /^My dashboard$/],
    ['readonly@demo.test', '/my-dashboard', /^My dashboard$/],
  ];
  for (const [identifier, home, heading] of accounts) {
    test(`${identifier} → ${home}`, async () => {
      const { context, page } = await newPage();
      await page.goto('/pages/login');
      await signIn(page, identifier);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      assert.equal(path(page), home);
      // Every home is its role's dashboard (#17), never "Under construction" (#11 item 12).
      await page.getByRole('heading', { level: 2, name: 'Waiting for you' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Next holidays' }).waitFor();
      assert.equal(await page.getByText('Under construction').count(), 0);
      await context.close();
    });
  }
});

test('wrong password shows the invalid-credentials notification, once', async () => {
  const { context, page } = await newPage();
  await page.goto('/pages/login');
  for (let i = 0; i < 2; i++) {
    await page.getByLabel('E-mail or employee code').fill('employee@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('Wrong#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid credentials' }).waitFor();
  }
  assert.equal(await page.getByRole('alert').filter({ hasText: 'Invalid credentials' }).count(), 1);
  await context.close();
});

test('an employee opening /company/employees gets the 404 page', async () => {
  const { context, page } = await newPage();
  await page.goto('/pages/login');
  await signIn(page, 'employee@demo.test');
  await page.goto('/company/employees');
  await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  assert.equal(path(page), '/company/employees');
  await page.goto('/no/such/page');
  await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  await context.close();
});

test('/ sends the department manager to /dep-dashboard', async () => {
  const { context, page } = await newPage();
  await page.goto('/pages/login');
  await signIn(page, 'manager@demo.test');
  await page.goto('/');
  await page.waitForURL((u) => u.pathname === '/dep-dashboard');
  await page.getByRole('heading', { level: 1, name: 'Department dashboard' }).waitFor();
  await context.close();
});

test('an expired token leads to sign-in with the expired notice, then back to the page', async () => {
  const { context, page } = await newPage();
  await page.goto('/pages/login');
  await signIn(page, 'employee@demo.test');
  // The home page done loading first: a page still loading would notice the lapsed token itself and end the session.
  await page.getByRole('heading', { level: 1, name: 'My dashboard' }).waitFor();
  await settled(page);
  await page.evaluate(() => {
    const [head, body, sig] = (localStorage.getItem('pontual.token') ?? '').split('.');
    const claims = JSON.parse(atob(body.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number };
    claims.exp = Math.floor(Date.now() / 1000) - 60;
    localStorage.setItem('pontual.token', `${head}.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.${sig}`);
  });
  await page.goto('/account/user');
  await page.waitForURL((u) => u.pathname === '/pages/login' && u.searchParams.get('expired') === 'true' && u.searchParams.get('redirect') === '/account/user');
  await page.getByText('Your session has expired. Please sign in again.').waitFor();
  await signIn(page, 'employee@demo.test');
  await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
  assert.equal(path(page), '/account/user');
  await context.close();
});

test('a token the server refuses (401) also sends to sign-in with the expired flag', async () => {
  const { context, page } = await newPage();
  await page.goto('/pages/login');
  await signIn(page, 'leader@demo.test');
  await page.evaluate(() => {
    const [head, body] = (localStorage.getItem('pontual.token') ?? '').split('.');
    localStorage.setItem('pontual.token', `${head}.${body}.forged-signature`);
  });
  await page.goto('/my-absences');
  await page.waitForURL((u) => u.pathname === '/pages/login' && u.searchParams.get('expired') === 'true');
  await page.getByText('Your session has expired. Please sign in again.').waitFor();
  await context.close();
});

test('switching to Portuguese and French changes the texts, and the choice is remembered', async () => {
  const { context, page } = await newPage();
  await page.goto('/pages/login');
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await page.getByLabel('Language').selectOption('pt');
  await page.getByRole('heading', { name: 'Entrar' }).waitFor();
  assert.equal(await page.getAttribute('html', 'lang'), 'pt');
  await page.getByLabel('Idioma').selectOption('fr');
  await page.getByRole('heading', { name: 'Connexion' }).waitFor();
  await signIn(page, 'admin@demo.test');
  await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
  await page.getByRole('navigation', { name: 'Menu principal' }).getByText('Entreprise', { exact: true }).waitFor();
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
  await context.close();
});

test('a newer /meta.json shows the update countdown', async () => {
  const { context, page } = await newPage();
  await page.route('**/meta.json', (route) => route.fulfill({ json: { version: '99.0.0' }, headers: { 'cache-control': 'no-store' } }));
  await page.goto('/pages/login');
  await signIn(page, 'employee@demo.test');
  const dialog = page.getByRole('alertdialog', { name: 'A new version is available' });
  await dialog.waitFor();
  await dialog.getByText(/Pontual 99\.0\.0/).waitFor();
  const first = await dialog.getByText(/Reloading in \d+ seconds?/).textContent();
  await page.waitForTimeout(1500);
  const later = await dialog.getByText(/Reloading in \d+ seconds?/).textContent();
  assert.notEqual(first, later, 'the countdown moves');
  await context.close();
});

test('a first sign-in on a browser that never saw Pontual lands on its home, not under the release news', async () => {
  const { context, page } = await newPage(DESKTOP, { releaseSeen: false });
  await page.goto('/pages/login');
  await signIn(page, 'employee@demo.test');
  await page.getByRole('heading', { level: 1, name: 'My dashboard' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Next holidays' }).waitFor();
  assert.equal(await page.getByRole('dialog').count(), 0);
  await context.close();
});

test('the release-news slider shows once per version to someone who used an earlier one', async () => {
  const { context, page } = await newPage(DESKTOP, { releaseSeen: false });
  await page.goto('/pages/login');
  // This browser last used an earlier version.
  await page.evaluate(() => localStorage.setItem('pontual.releaseSeen', '0.0.1'));
  await signIn(page, 'employee@demo.test');
  const slider = page.getByRole('dialog', { name: 'A faster Pontual' });
  await slider.waitFor();
  await page.screenshot({ path: join(ARTIFACTS, 'release-news-1280.png') });
  await slider.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('dialog', { name: 'Everything in one menu' }).getByRole('button', { name: 'Next' }).click();
  await page.getByRole('dialog', { name: 'Your language' }).getByRole('button', { name: 'Got it' }).click();
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'My dashboard' }).waitFor();
  assert.equal(await page.getByRole('dialog').count(), 0);
  await context.close();
});

describe('accessibility, screenshots and transfer sizes', () => {
  const sizes: Record<string, unknown> = {};
  after(() => writeFileSync(join(ARTIFACTS, 'transfer-sizes.json'), `${JSON.stringify(sizes, null, 2)}\n`));

  for (const [name, viewport] of [['1280', DESKTOP], ['390', PHONE]] as const) {
    test(`sign-in and layout at ${viewport.width}×${viewport.height}: no serious or critical axe violation`, async () => {
      const { context, page } = await newPage(viewport);
      const transfer = measureTransfer(page);
      await page.goto('/pages/login');
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await settled(page);
      const login = { ...transfer, files: [...transfer.files] };
      await page.screenshot({ path: join(ARTIFACTS, `login-${name}.png`) });
      assert.deepEqual(await seriousViolations(page), [], 'sign-in page');

      await signIn(page, 'admin@demo.test');
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await settled(page);
      await page.screenshot({ path: join(ARTIFACTS, `layout-${name}.png`) });
      assert.deepEqual(await seriousViolations(page), [], 'layout');
      if (viewport === PHONE) {
        await page.getByRole('button', { name: 'Show or hide the menu' }).click();
        await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Employees' }).first().waitFor();
        await page.waitForTimeout(400); // the slide-in transition
        await page.screenshot({ path: join(ARTIFACTS, `menu-${name}.png`) });
        assert.deepEqual(await seriousViolations(page), [], 'open menu');
      } else {
        await page.getByRole('button', { name: /Account menu/ }).click();
        await page.getByRole('button', { name: 'Sign out' }).waitFor();
        await page.screenshot({ path: join(ARTIFACTS, `account-menu-${name}.png`) });
      }
      sizes[name] = {
        signIn: { jsGzip: login.js, cssGzip: login.css, files: login.files },
        afterSignIn: { jsGzip: transfer.js - login.js, cssGzip: transfer.css - login.css, files: transfer.files.slice(login.files.length) },
      };
      await context.close();
    });
  }
});

test('sign-out clears stored data and returns to sign-in', async () => {
  const { context, page } = await newPage();
  await page.goto('/pages/login');
  await signIn(page, 'employee@demo.test');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((u) => u.pathname === '/pages/login');
  assert.equal(await page.evaluate(() => localStorage.getItem('pontual.token')), null);
  await page.goto('/my-dashboard');
  await page.waitForURL((u) => u.pathname === '/pages/login' && u.searchParams.get('expired') === null);
  await context.close();
});

test('tabs share the session: a sign-in elsewhere takes a sign-in page home, another account restarts the tab as them', async () => {
  const { context, page: first } = await newPage();
  await first.goto('/pages/login');
  await first.getByRole('heading', { name: 'Sign in' }).waitFor();
  const second = await context.newPage();
  await second.goto('/pages/login');
  await signIn(second, 'manager@demo.test');
  // The first tab was waiting on the sign-in page: it follows to the manager's home.
  await first.waitForURL((u) => u.pathname === '/dep-dashboard');
  await first.getByRole('button', { name: /Miguel Costa/ }).waitFor();

  // The second tab's token is swapped for another account's (a sign-in after the session lapsed does this).
  const res = await fetch(`${suite.product.apiUrl}/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'employee@demo.test', password: 'Demo#2026' }),
  });
  const { token } = (await res.json()) as { token: string };
  await second.evaluate((t) => localStorage.setItem('pontual.token', t), token);
  await first.waitForURL((u) => u.pathname === '/my-dashboard');
  await first.getByRole('button', { name: /Eduardo Silva/ }).waitFor();
  assert.equal(await first.getByRole('button', { name: /Miguel Costa/ }).count(), 0, 'nothing of the manager is left on screen');
  await context.close();
});
