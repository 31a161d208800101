/**
 * Issue #11 item 11 in the browser: a date picked from the calendar by keyboard alone, a department manager found by
 * typing part of a name, and the employee list sorted by a column header.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { e2eSuite, PHONE } from './support/e2eSuite.ts';
import { settled } from './support/settled.ts';

const suite = e2eSuite();

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();

describe('forms and lists, as the administrator', () => {
  let context: BrowserContext;
  let page: Page;
  before(async () => ({ context, page } = await suite.signedIn('admin@demo.test')));
  after(async () => context?.close());

  test('picks a date of birth from the calendar with the keyboard only', async () => {
    await page.goto('/company/employees/new');
    await h1(page, 'New employee');
    const birth = page.getByLabel('Date of birth');
    await birth.fill('15/03/1990');
    await birth.press('Tab'); // to the calendar button beside the box
    const opener = page.getByRole('button', { name: 'Choose from a calendar' });
    assert.equal(await opener.evaluate((b) => b === document.activeElement), true);
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog', { name: 'Calendar: Date of birth' });
    await calendar.waitFor();
    await calendar.getByRole('grid', { name: 'March 1990' }).waitFor();
    // Focus starts on the day in the box: right a day, down a week, next month, Enter.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('PageDown');
    await calendar.getByRole('grid', { name: 'April 1990' }).waitFor();
    await page.keyboard.press('Enter');
    await calendar.waitFor({ state: 'detached' });
    assert.equal(await birth.inputValue(), '23/04/1990');
    assert.equal(await opener.evaluate((b) => b === document.activeElement), true, 'focus is back on the button');

    // Escape leaves the date as it was.
    await page.keyboard.press('Enter');
    await calendar.waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });
    assert.equal(await birth.inputValue(), '23/04/1990');
    assert.equal(await opener.evaluate((b) => b === document.activeElement), true);
  });

  test('finds a department manager by typing "Lé" and picks them with the keyboard', async () => {
    await page.goto('/company/departments');
    await h1(page, 'Departments');
    await page.getByRole('button', { name: 'New department' }).click();
    const dialog = page.getByRole('dialog', { name: 'New department' });
    await dialog.getByLabel('Name', { exact: true }).fill(`Forms ${Date.now().toString(36)}`);
    const box = dialog.getByRole('combobox', { name: 'Add a manager' });
    await box.pressSequentially('Lé', { delay: 50 });
    const option = dialog.getByRole('option', { name: /^Léa / });
    await option.waitFor();
    assert.equal(await dialog.getByRole('option').count() <= 20, true);
    await box.press('ArrowDown');
    assert.equal(await option.getAttribute('aria-selected'), 'true');
    const name = (await option.locator('span').first().innerText()).trim();
    await box.press('Enter');
    await dialog.getByRole('list', { name: 'Chosen managers' }).getByText(name).waitFor();
    assert.equal(await box.inputValue(), '');
    assert.equal(await dialog.isVisible(), true, 'Enter in the picker does not submit the form');
    await box.press('Escape'); // nothing typed, no list: Escape closes the dialog as before
    await dialog.waitFor({ state: 'detached' });
  });

  test('sorts the employee list by employee number with the header button', async () => {
    await page.goto('/company/employees');
    await h1(page, 'Employees');
    await settled(page);
    const header = page.getByRole('columnheader', { name: 'Employee number' });
    assert.equal(await page.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort'), 'ascending');
    await header.getByRole('button', { name: 'Employee number' }).click();
    await page.waitForURL(/sort=employeeNumber/);
    await page.waitForFunction(() => document.querySelector('th[aria-sort]')?.textContent?.includes('Employee number'));
    await settled(page);
    const numbers = async () => (await page.locator('tbody tr td:nth-child(2)').allInnerTexts()).map((t) => t.trim()).filter((t) => t !== '—');
    const ascending = await numbers();
    assert.ok(ascending.length > 3);
    assert.deepEqual(ascending, [...ascending].sort());
    await header.getByRole('button', { name: 'Employee number' }).click();
    await page.waitForURL(/order=desc/);
    await page.waitForFunction(() => document.querySelector('th[aria-sort="descending"]') !== null);
    await settled(page);
    const descending = await numbers();
    assert.deepEqual(descending, [...descending].sort().reverse());
    assert.notDeepEqual(descending, ascending);
  });

  test('on a phone the list sorts through the "Sort by" chooser, and the calendar fits the screen', async () => {
    const phone = await suite.signedIn('admin@demo.test', PHONE);
    try {
      await phone.page.goto('/company/employees');
      await h1(phone.page, 'Employees');
      await phone.page.getByLabel('Sort by').selectOption({ label: 'Employee number, descending' });
      await phone.page.waitForURL(/sort=employeeNumber&order=desc/);
      await phone.page.goto('/company/employees/new');
      await h1(phone.page, 'New employee');
      await phone.page.getByRole('button', { name: 'Choose from a calendar' }).click();
      const box = await phone.page.getByRole('dialog', { name: 'Calendar: Date of birth' }).boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= PHONE.width, `the calendar fits 390 px: ${JSON.stringify(box)}`);
    } finally {
      await phone.context.close();
    }
  });
});
