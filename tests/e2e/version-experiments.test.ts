/**
 * Version and experiments in the browser (issue #18 items 5–6): the version page names the database the product runs
 * on; an administrator switches the support-summary experiment on and the Version page gains its "Copy for support"
 * button (and loses it when switched off); an employee cannot open /experiments (404).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { e2eSuite } from './support/e2eSuite.ts';
import { seriousViolations } from './support/runAxe.ts';

const suite = e2eSuite();

test('the version page names the release, its specification and the database', async () => {
  const { context, page } = await suite.signedIn('employee@demo.test');
  await page.goto('/version');
  await page.getByRole('heading', { level: 1, name: 'Version' }).waitFor();
  const database = page.locator('dt', { hasText: /^Database$/ }).locator('xpath=following-sibling::dd');
  assert.match(await database.innerText(), /^(PGlite \(embedded\)|PostgreSQL server) · PostgreSQL \d+/);
  assert.match(await page.locator('dt', { hasText: /^Pontual$/ }).locator('xpath=following-sibling::dd').innerText(), /implementing specification 1\.13\.0/);
  await page.getByRole('heading', { level: 2, name: 'What is new' }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Copy for support' }).count(), 0);
  await context.close();
});

test('an administrator switches the support summary on and the Version page offers it; off again, it is gone', async () => {
  const { context, page } = await suite.signedIn('admin@demo.test');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/experiments');
  await page.getByRole('heading', { level: 1, name: 'Experiments' }).waitFor();
  assert.deepEqual(await seriousViolations(page), []);
  const toggle = page.getByRole('switch', { name: 'Support summary on the Version page' });
  assert.equal(await toggle.isChecked(), false);
  await toggle.focus();
  await page.keyboard.press('Space'); // keyboard-usable
  await page.getByText('"Support summary on the Version page" is on for the company.').waitFor();
  assert.equal(await toggle.isChecked(), true);

  await page.goto('/version');
  await page.getByRole('button', { name: 'Copy for support' }).click();
  await page.getByText('Copied. Paste it into your support request.').waitFor();
  assert.match(await page.evaluate(() => navigator.clipboard.readText()), /^Database: .*PostgreSQL \d+/m);

  await page.goto('/experiments');
  await page.getByRole('switch', { name: 'Support summary on the Version page' }).click();
  await page.getByText('"Support summary on the Version page" is off for the company.').waitFor();
  await page.goto('/version');
  await page.getByRole('heading', { level: 2, name: 'What is new' }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Copy for support' }).count(), 0);
  await context.close();
});

test('an employee opening /experiments gets the 404 page', async () => {
  const { context, page } = await suite.signedIn('employee@demo.test');
  await page.goto('/experiments');
  await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  assert.equal(await page.getByRole('switch').count(), 0);
  await context.close();
});
