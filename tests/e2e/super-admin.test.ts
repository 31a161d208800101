// Issue #11 items 6 and 8 in the browser: the super administrator switches a module and edits the subscription on
// company/data (the administrator sees neither); the administrator creates a custom role from Employee; the
// permission matrix fits a 1280×800 screen and a phone without sideways scrolling.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { e2eSuite, DESKTOP, PHONE } from './support/e2eSuite.ts';
import { seriousViolations } from './support/runAxe.ts';

const suite = e2eSuite();

const menuLink = (page: Page, path: string) => page.locator(`#main-menu a[href="${path}"]`);
const modules = (page: Page) => page.getByRole('region', { name: 'Modules' });
const subscription = (page: Page) => page.getByRole('form', { name: 'Subscription' });

async function openCompanyData(page: Page) {
  await page.goto('/company/data');
  await page.getByRole('heading', { level: 1, name: 'Company data' }).waitFor();
}

describe('the super administrator on company data', () => {
  let context: BrowserContext;
  let page: Page;
  before(async () => ({ context, page } = await suite.signedIn('superadmin@demo.test')));
  after(async () => context?.close());

  test('switching Campaigns off takes its menu entry away at once; on brings it back', async () => {
    await openCompanyData(page);
    const campaigns = modules(page).getByRole('switch', { name: 'Campaigns' });
    assert.equal(await campaigns.isChecked(), true, 'the demo has the campaign module on');
    await menuLink(page, '/company/campaigns').waitFor();
    assert.equal(await modules(page).getByRole('switch').count(), 6);

    await campaigns.uncheck();
    await page.getByText('Campaigns is off.').waitFor();
    await menuLink(page, '/company/campaigns').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Company data' }).waitFor();
    assert.equal(await modules(page).getByRole('switch', { name: 'Campaigns' }).isChecked(), false, 'kept after a reload');
    assert.equal(await menuLink(page, '/company/campaigns').count(), 0);

    await modules(page).getByRole('switch', { name: 'Campaigns' }).check();
    await page.getByText('Campaigns is on.').waitFor();
    await menuLink(page, '/company/campaigns').waitFor();
  });

  test('edits the subscription end date and finds it after a reload', async () => {
    await openCompanyData(page);
    await subscription(page).getByLabel('Subscription end').fill('31/12/2030');
    await subscription(page).getByLabel('Subscription period').selectOption('QUARTERLY');
    await subscription(page).getByRole('button', { name: 'Save subscription' }).click();
    await page.getByText('The subscription has been saved.').waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Company data' }).waitFor();
    assert.equal(await subscription(page).getByLabel('Subscription end').inputValue(), '31/12/2030');
    assert.equal(await subscription(page).getByLabel('Subscription period').inputValue(), 'QUARTERLY');
    assert.deepEqual(await seriousViolations(page), []);
  });
});

describe('the administrator', () => {
  let context: BrowserContext;
  let page: Page;
  before(async () => ({ context, page } = await suite.signedIn('admin@demo.test')));
  after(async () => context?.close());

  test('sees neither the modules nor the subscription form on company data', async () => {
    await openCompanyData(page);
    await page.getByLabel('Company name').waitFor();
    assert.equal(await modules(page).count(), 0);
    assert.equal(await subscription(page).count(), 0);
    assert.equal(await page.getByRole('switch').count(), 0);
    await page.getByText('Subscription end').waitFor();
  });

  test('creates a custom role from Employee, ticks a permission, saves, and finds it after a reload', async () => {
    await page.goto('/company/roles');
    await page.getByRole('heading', { level: 1, name: 'Roles and permissions' }).waitFor();
    await page.getByRole('button', { name: 'New role' }).click();
    const dialog = page.getByRole('dialog', { name: 'New role' });
    await dialog.getByLabel('Name').fill('Shift supervisors');
    await dialog.getByLabel('Start from').selectOption({ label: 'Employee' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The role Shift supervisors has been created.').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Shift supervisors' }).waitFor();
    const tick = page.getByRole('checkbox', { name: 'Holidays — Company write' });
    assert.equal(await tick.isChecked(), false);
    assert.equal(await page.getByRole('checkbox', { name: 'Holidays — Company read' }).isChecked(), true, 'copied from Employee');
    await tick.check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The permissions of Shift supervisors have been saved.').waitFor();

    await page.reload();
    await page.getByRole('button', { name: /^Shift supervisors/ }).click();
    await page.getByRole('heading', { level: 2, name: 'Shift supervisors' }).waitFor();
    assert.equal(await page.getByRole('checkbox', { name: 'Holidays — Company write' }).isChecked(), true);
    assert.equal(await page.getByRole('button', { name: 'Delete Shift supervisors' }).count(), 1);
  });

  test('the permission matrix has no sideways overflow at 1280×800, nor on a phone', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto('/company/roles');
      await page.getByRole('table', { name: 'Permissions of the role' }).waitFor();
      const sizes = await page.evaluate(() => {
        const wrap = document.querySelector('.grid-perms')!.closest('.table-wrap')!;
        const card = wrap.closest('.card')!;
        return {
          wrap: [wrap.scrollWidth, wrap.clientWidth], card: [card.scrollWidth, card.clientWidth],
          page: [document.documentElement.scrollWidth, document.documentElement.clientWidth],
        };
      });
      for (const [what, [scroll, client]] of Object.entries(sizes)) {
        assert.ok(scroll <= client, `${viewport.width}px: the ${what} overflows (${scroll} > ${client})`);
      }
      assert.deepEqual(await seriousViolations(page), [], `${viewport.width}px`);
    }
    await page.setViewportSize(DESKTOP);
  });
});
