// Clock policies in the browser (issue #12 item 4): the administrator turns the geo policy on for the company and off
// for one employee, reloads and finds both kept; the screen has no serious or critical accessibility violation.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { e2eSuite, PHONE } from './support/e2eSuite.ts';
import { seriousViolations } from './support/runAxe.ts';

// The demo has the geo policy on, with an override for Eduardo Silva; Louise Bernard follows the company.
const EMPLOYEE = 'Louise Bernard';

const suite = e2eSuite();

const geoCard = (page: Page) => page.getByRole('region', { name: 'Geo policy' });
const companySwitch = (page: Page) => geoCard(page).getByRole('switch', { name: 'Geo policy on for the whole company' });
const overrideRow = (page: Page) => geoCard(page).getByRole('row').filter({ hasText: EMPLOYEE });

async function assertAccessible(page: Page, what: string) {
  const violations = await seriousViolations(page);
  assert.deepEqual(violations, [], `${what}: ${JSON.stringify(violations)}`);
}

describe('clock policies, as the administrator', () => {
  let context: BrowserContext;
  let page: Page;
  before(async () => ({ context, page } = await suite.signedIn('admin@demo.test')));
  after(async () => context?.close());

  test('turns the geo policy on for the company and off for one employee; both are kept after a reload', async () => {
    await page.goto('/company/policies');
    await page.getByRole('heading', { level: 1, name: 'Policies' }).waitFor();
    assert.equal(await companySwitch(page).isChecked(), true, 'the demo starts with the geo policy on');
    await companySwitch(page).uncheck();
    await page.getByText('Geo policy is now off for the company.').waitFor();
    await companySwitch(page).check();
    await page.getByText('Geo policy is now on for the company.').waitFor();
    assert.equal(await overrideRow(page).count(), 0, `${EMPLOYEE} has no override yet`);

    await geoCard(page).getByRole('button', { name: 'Add an override' }).click();
    const dialog = page.getByRole('dialog', { name: 'Override of the Geo policy' });
    await dialog.getByLabel('Find an employee').fill('Louise');
    const list = dialog.getByRole('listbox', { name: 'Employee' });
    await list.getByRole('option', { name: new RegExp(`^${EMPLOYEE}`) }).waitFor();
    // Only the match is left once the search has answered.
    await page.waitForFunction(() => document.querySelectorAll('[role=dialog] select option').length === 1);
    await list.selectOption({ index: 0 });
    assert.equal(await dialog.getByRole('radio', { name: 'Off' }).isChecked(), true, 'the company has it on: the override proposed is off');
    await assertAccessible(page, 'the override dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Geo policy is now off for ${EMPLOYEE}.`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await overrideRow(page).getByText('Off', { exact: true }).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Policies' }).waitFor();
    await overrideRow(page).waitFor();
    assert.equal(await companySwitch(page).isChecked(), true, 'the company setting is kept');
    assert.equal(await overrideRow(page).getByText('Off', { exact: true }).count(), 1, 'the override is kept');
    await overrideRow(page).getByText(/^Ana Ferreira · \d\d\/\d\d\/\d{4} \d\d:\d\d$/).waitFor();
    await geoCard(page).getByText(/Last changed by Ana Ferreira/).first().waitFor();
    await assertAccessible(page, 'the policies screen');
  });

  test('on a phone the screen is usable: the switch and the override controls are in view without scrolling sideways', async () => {
    const phone = await suite.signedIn('admin@demo.test', PHONE);
    try {
      await phone.page.goto('/company/policies');
      await overrideRow(phone.page).waitFor();
      const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `no horizontal scrolling (${overflow}px too wide)`);
      await overrideRow(phone.page).getByRole('button', { name: `Remove the override of ${EMPLOYEE}` }).waitFor();
      await assertAccessible(phone.page, 'the policies screen on a phone');
    } finally {
      await phone.context.close();
    }
  });
});

// Extra and night hours (issue #14 item 4): the seeded night rule is listed (no delete offered), and a rule is created
// through the dialog with the keyboard only, kept after a reload; axe on the dialog and the screen.
describe('extra and night hours, as the administrator', () => {
  let context: BrowserContext;
  let page: Page;
  before(async () => ({ context, page } = await suite.signedIn('admin@demo.test')));
  after(async () => context?.close());

  const section = () => page.getByRole('region', { name: 'Extra and night hours' });
  const ruleRow = (name: string) => section().getByRole('row').filter({ hasText: name });
  /** The label of the focused control, so each key press is checked to land where a keyboard user expects. */
  const focused = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? document.activeElement?.textContent ?? '');

  test('the night rule is listed; a rule is created by keyboard and kept', async () => {
    const name = `Evening overtime ${Date.now() % 100000}`;
    await page.goto('/company/policies');
    await section().waitFor();
    const night = ruleRow('Night hours');
    await night.getByText('22:00–07:00 (night)').waitFor();
    assert.equal(await night.getByRole('button', { name: /^Delete/ }).count(), 0, 'the night rule offers no delete');
    assert.equal(await night.getByRole('switch', { name: 'Night hours enabled' }).isChecked(), true);

    await section().getByRole('button', { name: 'New rule' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New extra-hour rule' });
    await dialog.waitFor();
    await page.keyboard.press('Tab');
    assert.equal(await focused(), 'Name');
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    assert.equal(await focused(), 'For');
    await page.keyboard.press('ArrowDown'); // Whole organisation
    await page.keyboard.press('ArrowDown'); // Department
    await page.keyboard.press('Tab');
    assert.equal(await focused(), 'Department');
    await page.keyboard.press('ArrowDown'); // the first department by name
    const department = await dialog.getByLabel('Department').evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent ?? '');
    assert.ok(department && department !== 'Choose…', `a department is chosen (${department})`);
    await page.keyboard.press('Tab');
    assert.equal(await focused(), 'Starts at');
    await page.keyboard.type('18:00');
    await page.keyboard.press('Tab');
    assert.equal(await focused(), 'Ends at');
    await page.keyboard.type('22:00');
    await assertAccessible(page, 'the extra-hour rule dialog');
    await page.keyboard.press('Enter');
    await page.getByText(`${name} is saved.`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await ruleRow(name).getByText('18:00–22:00').waitFor();
    await ruleRow(name).getByText(`Department: ${department}`).waitFor();

    await page.reload();
    await ruleRow(name).getByText('18:00–22:00').waitFor();
    await assertAccessible(page, 'the policies screen with the extra-hour rules');
  });
});
