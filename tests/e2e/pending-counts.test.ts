/**
 * The header's pending-count badges in a real browser against the running product (issue 4, core §4, §6): they
 * arrive in a deferred part of the layout's response, show the REST API's own figures for each role, lead to the
 * page they count, fit on a phone, and drop without a reload after a save that removes pending work.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { e2eSuite, ARTIFACTS, DESKTOP, PHONE } from './support/e2eSuite.ts';
import { signIn } from './support/signIn.ts';


const suite = e2eSuite();

const signedInPage = (identifier: string, viewport = DESKTOP) => suite.signedIn(identifier, viewport);

async function restCount(path: string, token: string): Promise<number> {
  const res = await fetch(`${suite.product.apiUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(res.status, 200, `${path}: ${res.status}`);
  return ((await res.json()) as { count: number }).count;
}

const badges = (page: Page) => page.getByRole('navigation', { name: 'Waiting for you' }).getByRole('link');
const badgeLabels = (page: Page) => badges(page).evaluateAll((links) => links.map((a) => `${a.getAttribute('href')} ${a.getAttribute('aria-label')}`));

test('the administrator sees the company\'s counts, delivered after the page in a deferred part', async () => {
  const { context, page } = await suite.newPage();
  const layoutResponse = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('AppLayoutQuery'));
  await page.goto('/pages/login');
  await signIn(page, 'admin@demo.test');
  assert.match((await layoutResponse).headers()['content-type'] ?? '', /^multipart\/mixed/, 'the layout query streams its deferred part');
  await badges(page).first().waitFor();
  const token = await page.evaluate(() => localStorage.getItem('pontual.token') ?? '');
  const [absences, inconsistencies, documents] = await Promise.all([
    restCount('/absence-requests/count?status=PENDING', token),
    restCount('/inconsistencies/count?status=PENDING', token),
    restCount('/digitalArchive/countPending', token),
  ]);
  assert.deepEqual(await badgeLabels(page), [
    `/absences ${absences} absence requests waiting`,
    `/inconsistencies ${inconsistencies} pending inconsistencies`,
    `/documents ${documents} documents waiting for approval`,
  ]);
  assert.deepEqual([absences, documents], [6, 3], 'the demo company\'s figures');
  await page.screenshot({ path: join(ARTIFACTS, 'badges-admin-1280.png') });

  await badges(page).first().click();
  await page.waitForURL((u) => u.pathname === '/absences');
  await page.getByRole('heading', { level: 1, name: 'Absences' }).waitFor();
  await context.close();
});

test('the department manager\'s badges count their departments and lead to the dep-* pages', async () => {
  const { context, page, token } = await signedInPage('manager@demo.test');
  await badges(page).first().waitFor();
  const inconsistencies = await restCount('/inconsistencies/count?status=PENDING', token);
  assert.deepEqual(await badgeLabels(page), [
    '/dep-absences 3 absence requests waiting',
    `/dep-inconsistencies ${inconsistencies} pending inconsistencies`,
  ]);
  await context.close();
});

test('on a phone the employee\'s own badge, the menu toggle and the account all fit; the language is in the menu', async () => {
  const { context, page, token } = await signedInPage('employee@demo.test', PHONE);
  await badges(page).first().waitFor();
  // the engine's ABSENT days of the demo employee, who has no clocks in the demo's last two weeks
  const own = await restCount('/inconsistencies/count?status=PENDING', token);
  assert.ok(own > 1, `the demo employee has pending inconsistencies: ${own}`);
  assert.deepEqual(await badgeLabels(page), [`/my-inconsistencies ${own} pending inconsistencies`]);
  const account = await page.getByRole('button', { name: /Account menu/ }).boundingBox();
  assert.ok(account && account.x + account.width <= PHONE.width, `the account button is inside the screen: ${JSON.stringify(account)}`);
  assert.equal(await page.getByRole('banner').getByLabel('Language').count(), 0, 'no language select in the header');
  await page.getByRole('button', { name: 'Show or hide the menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByLabel('Language').selectOption('pt');
  await page.getByRole('navigation', { name: 'À sua espera' }).getByRole('link', { name: `${own} inconsistências pendentes` }).waitFor();
  await page.waitForTimeout(400); // the menu's slide-in transition
  await page.screenshot({ path: join(ARTIFACTS, 'badges-employee-390.png') });
  await context.close();
});

test('deleting an employee with pending work updates the badges without a reload', async () => {
  const { context, page, token } = await signedInPage('admin@demo.test');
  await badges(page).first().waitFor();
  const before = await badgeLabels(page);
  // Jack Dubois (Operations) has a sick-leave request and a medical certificate waiting; no other test uses him.
  await page.goto('/company/employees?q=Jack%20Dubois');
  await page.getByRole('button', { name: 'Delete Jack Dubois' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Jack Dubois has been deleted.').waitFor();
  const [absences, inconsistencies, documents] = await Promise.all([
    restCount('/absence-requests/count?status=PENDING', token),
    restCount('/inconsistencies/count?status=PENDING', token),
    restCount('/digitalArchive/countPending', token),
  ]);
  const expected = [
    `/absences ${absences} absence requests waiting`,
    `/inconsistencies ${inconsistencies} pending inconsistencies`,
    `/documents ${documents} documents waiting for approval`,
  ];
  assert.notDeepEqual(expected, before, 'the deletion removed pending work');
  await page.waitForFunction((want) => {
    const links = [...document.querySelectorAll('nav.pending a')].map((a) => `${a.getAttribute('href')} ${a.getAttribute('aria-label')}`);
    return JSON.stringify(links) === JSON.stringify(want);
  }, expected, { timeout: 10_000 });
  await context.close();
});
