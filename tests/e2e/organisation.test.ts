import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { BrowserContext, Page } from 'playwright-core';
import { e2eSuite, ARTIFACTS, DESKTOP, PHONE } from './support/e2eSuite.ts';
import { png } from '../support/png.ts';
import { settled } from './support/settled.ts';

const NAME = `Zélia Organisation ${Date.now().toString(36)}`;

const suite = e2eSuite();

const signedIn = (identifier: string, viewport = DESKTOP) => suite.signedIn(identifier, viewport);

const shot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: false });
const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

describe('organisation, as the administrator', () => {
  let context: BrowserContext;
  let page: Page;
  before(async () => ({ context, page } = await signedIn('admin@demo.test')));
  after(async () => context?.close());

  test('creates an employee with a department, then adds a photo', async () => {
    await page.goto('/company/employees');
    await h1(page, 'Employees');
    await page.getByRole('link', { name: 'New employee' }).click();
    await h1(page, 'New employee');
    await page.getByLabel('Name', { exact: true }).fill(NAME);
    await page.getByLabel('Date of birth').fill('31/02/1990');
    await page.getByRole('button', { name: 'Create employee' }).click();
    // The rule refuses an impossible date and keeps the user on the identity tab, where the field is.
    await page.getByText('This date does not exist.').waitFor();
    await page.getByLabel('Date of birth').fill('12/05/1990');
    await page.getByRole('tab', { name: 'Contact & address' }).click();
    await page.getByLabel('E-mail', { exact: true }).fill('zelia.organisation@demo.test');
    await page.getByRole('tab', { name: 'Contract' }).click();
    await page.getByLabel('Department').selectOption({ label: 'Sales' });
    await page.getByLabel('Start date', { exact: true }).fill('01/03/2024');
    // Without an account, only an end date still to come keeps them enabled (core §4).
    await page.getByLabel('End date').fill('31/12/2030');
    await page.getByRole('tab', { name: 'Education & languages' }).click();
    await page.getByRole('checkbox', { name: 'French' }).check();
    await page.getByRole('checkbox', { name: 'Spanish' }).check();
    await page.getByRole('button', { name: 'Create employee' }).click();
    await h1(page, NAME);
    await page.locator('.pill', { hasText: 'Enabled' }).waitFor();
    await page.getByText('Sales').first().waitFor();
    await page.getByText('French, Spanish').waitFor();

    await page.getByLabel('Photo').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(1_700_000, 1) });
    await page.getByText('The image is larger than 1.5 MB.').waitFor();
    await page.getByLabel('Photo').setInputFiles({ name: 'zelia.png', mimeType: 'image/png', buffer: png([15, 76, 92, 255], { width: 64, height: 64 }) });
    await page.getByText('The photo has been saved.').waitFor();
    await page.locator('img.photo__image').waitFor();
  });

  test('finds them by search, edits them, and disabling moves them to the disabled list', async () => {
    await page.goto('/company/employees');
    await page.getByLabel('Search').fill(NAME);
    await rowOf(page, NAME).waitFor();
    assert.equal(await page.getByRole('row').count(), 2, 'the header and one match');
    await rowOf(page, NAME).getByRole('link', { name: `Edit ${NAME}` }).click();
    await h1(page, `Edit ${NAME}`);
    await page.getByRole('tab', { name: 'Contract' }).click();
    await page.getByLabel('Job title').fill('Field technician');
    // An end date in the past disables them (core §4); it may not precede the start date.
    await page.getByLabel('End date').fill('01/01/2024');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This date cannot be before Start date.').waitFor();
    await page.getByLabel('End date').fill('31/12/2024');
    await page.getByRole('button', { name: 'Save' }).click();
    await h1(page, NAME);
    await page.getByText('Field technician').waitFor();
    await page.locator('.pill', { hasText: 'Disabled' }).waitFor();

    await page.goto(`/company/employees?q=${encodeURIComponent(NAME)}`);
    await page.getByText('No employee matches.').waitFor();
    // The search looks in both lists and says where the match is (#11 item 4).
    await page.getByRole('link', { name: '1 match in Disabled' }).click();
    await page.waitForURL((u) => u.searchParams.get('status') === 'disabled');
    await rowOf(page, NAME).waitFor();
    await shot(page, 'employees-disabled-1280');
  });

  test('exports the filtered list as a real .xlsx holding the row', async () => {
    await page.goto(`/company/employees?status=disabled&q=${encodeURIComponent(NAME)}`);
    await rowOf(page, NAME).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export to Excel' }).click()]);
    assert.match(download.suggestedFilename(), /\.xlsx$/);
    const file = join(ARTIFACTS, download.suggestedFilename());
    await download.saveAs(file);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const cells = book.worksheets.flatMap((sheet) => sheet.getSheetValues().flatMap((row) => (Array.isArray(row) ? row.map(String) : [])));
    assert.ok(cells.includes(NAME), `the workbook lists ${NAME}`);
  });
});

test('company data shows the current logos, and a new upload replaces the image on screen', async () => {
  const { context, page } = await signedIn('admin@demo.test');
  await page.goto('/company/data');
  await h1(page, 'Company data');
  const card = (heading: string) => page.locator('.card').filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) });
  const upload = async (heading: string, image: Buffer) => {
    await card(heading).getByLabel('Choose an image').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: image });
    await card(heading).getByRole('button', { name: 'Upload' }).click();
    await page.getByText('The logo has been saved.').first().waitFor();
  };
  const current = (heading: string, alt: RegExp) => card(heading).getByRole('img', { name: alt });
  const width = (heading: string, alt: RegExp) => current(heading, alt).evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));

  await upload('Logo', png([15, 76, 92, 255], { width: 160, height: 160 }));
  await current('Logo', /^Current logo of /).waitFor();
  await page.waitForFunction(() => (document.querySelector('img.logo-current') as HTMLImageElement | null)?.naturalWidth === 160);
  // Same URL on the server, new image: the screen must not keep the one it already loaded.
  await upload('Logo', png([200, 120, 20, 255], { width: 96, height: 96 }));
  await page.waitForFunction(() => (document.querySelector('img.logo-current') as HTMLImageElement | null)?.naturalWidth === 96);
  assert.equal(await width('Logo', /^Current logo of /), 96);
  await upload('Mobile logo', png([40, 140, 60, 255], { width: 48, height: 48 }));
  await current('Mobile logo', /^Current mobile logo of /).waitFor();
  await page.getByText('A logo is set.').nth(1).waitFor();

  // Public: the sign-in page needs it before anyone signs in.
  const anonymous = await fetch(`${suite.product.baseUrl}/graphql/files/company/logo`);
  assert.equal(anonymous.status, 200);
  assert.equal(anonymous.headers.get('content-type'), 'image/png');

  await page.reload();
  await h1(page, 'Company data');
  await page.waitForFunction(() => (document.querySelector('img.logo-current') as HTMLImageElement | null)?.naturalWidth === 96);
  await card('Logo').scrollIntoViewIfNeeded();
  await shot(page, 'company-data-logos-1280');
  await page.setViewportSize(PHONE);
  await card('Logo').scrollIntoViewIfNeeded();
  await shot(page, 'company-data-logos-390');

  // The header shows the company's logo beside the product mark: the mobile one on a phone (#11 item 7)…
  const headerLogo = (width: number) => page.waitForFunction((w) => (document.querySelector('.app-header img.brand__company') as HTMLImageElement | null)?.naturalWidth === w, width);
  await headerLogo(48);
  await page.setViewportSize(DESKTOP);
  await headerLogo(96);
  // …and so does the sign-in page, before anyone signs in.
  const visitor = await suite.newPage(DESKTOP);
  await visitor.page.goto('/pages/login');
  await visitor.page.waitForFunction(() => (document.querySelector('img.brand__company') as HTMLImageElement | null)?.naturalWidth === 96);
  await visitor.context.close();

  // A logo can be removed.
  await card('Mobile logo').getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await page.getByText('The logo has been removed.').waitFor();
  await card('Mobile logo').getByText('No logo yet.').waitFor();
  assert.equal((await fetch(`${suite.product.baseUrl}/graphql/files/company/logo-mobile`)).status, 404);
  await context.close();
});

test('in Portuguese and French at 1280 px the employee table fits its card: every row keeps its Delete button in view (#11 item 10)', async () => {
  const { context, page } = await signedIn('admin@demo.test');
  for (const [language, remove] of [['pt', 'Eliminar'], ['fr', 'Supprimer']] as const) {
    await page.goto('/company/employees');
    await page.getByLabel(/^(Language|Idioma|Langue)$/).first().selectOption(language);
    const buttons = page.getByRole('button', { name: new RegExp(`^${remove}`) });
    await buttons.first().waitFor();
    const table = await page.locator('table').first().evaluate((t) => t.parentElement!.getBoundingClientRect().right);
    const rights = await buttons.evaluateAll((list) => list.map((b) => b.getBoundingClientRect().right));
    assert.ok(rights.length >= 20, `${language}: the rows are there`);
    assert.ok(Math.max(...rights) <= table + 0.5, `${language}: a ${remove} button ends at ${Math.max(...rights)} px, past the card at ${table} px`);
  }
  await page.getByLabel(/^(Language|Idioma|Langue)$/).first().selectOption('en');
  await context.close();
});

test('the department manager sees only their departments’ people in dep-employees', async () => {
  const { context, page } = await signedIn('manager@demo.test');
  await page.goto('/dep-employees');
  await h1(page, 'My departments’ employees');
  const departments = await page.locator('tbody td[data-label="Department"]').allTextContents();
  assert.ok(departments.length > 0, 'the manager has people');
  assert.deepEqual([...new Set(departments)], ['Operations']);
  assert.equal(await page.getByRole('link', { name: 'New employee' }).count(), 0);
  await page.getByLabel('Search').fill(NAME);
  await page.getByText('No employee matches.').waitFor();
  await shot(page, 'dep-employees-1280');
  await context.close();
});

test('the read-only consultant sees no edit controls, and a REST write with their token gets 403', async () => {
  const { context, page } = await signedIn('readonly@demo.test');
  for (const [path, title] of [['/company/employees', 'Employees'], ['/company/departments', 'Departments'], ['/company/contract-types', 'Contract types'],
    ['/company/holidays', 'Holidays'], ['/company/roles', 'Roles and permissions'], ['/company/users', 'User accounts']] as const) {
    await page.goto(path);
    await h1(page, title);
    await page.locator('table, .table__empty').first().waitFor();
    const controls = page.getByRole('button', { name: /^(New|Edit|Delete|Save)\b/ }).or(page.getByRole('link', { name: /^(New|Edit)\b/ }));
    assert.equal(await controls.count(), 0, `${path} shows no create, edit or delete control`);
  }
  await page.goto('/company/data');
  await h1(page, 'Company data');
  assert.equal(await page.getByRole('button', { name: 'Save' }).count(), 0);
  assert.equal(await page.getByLabel('Choose an image').count(), 0);
  await page.goto('/company/employees/new');
  await page.getByRole('heading', { name: 'Page not found' }).waitFor();

  const token = await page.evaluate(() => localStorage.getItem('pontual.token'));
  const response = await fetch(`${suite.product.apiUrl}/departments`, {
    method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Not allowed' }),
  });
  assert.equal(response.status, 403);
  await context.close();
});

describe('screenshots of every organisation screen', () => {
  for (const [label, viewport] of [['1280', DESKTOP], ['390', PHONE]] as const) {
    test(`at ${viewport.width}×${viewport.height}`, async () => {
      const { context, page } = await signedIn('admin@demo.test', viewport);
      const screens: Array<[string, string, string | RegExp]> = [
        ['employees', '/company/employees', 'Employees'],
        ['employee-new', '/company/employees/new', 'New employee'],
        ['employee-profile', '/company/employees/1', /.+/],
        ['employee-edit', '/company/employees/1/edit', /^Edit /],
        ['departments', '/company/departments', 'Departments'],
        ['contract-types', '/company/contract-types', 'Contract types'],
        ['holidays', '/company/holidays', 'Holidays'],
        ['roles', '/company/roles', 'Roles and permissions'],
        ['company-data', '/company/data', 'Company data'],
        ['users', '/company/users', 'User accounts'],
        ['account-user', '/account/user', 'My account'],
      ];
      for (const [name, path, title] of screens) {
        await page.goto(path);
        await h1(page, title);
        await settled(page);
        await shot(page, `${name}-${label}`);
      }
      await page.goto('/company/employees/1/edit');
      await page.getByRole('tab', { name: 'Education & languages' }).click();
      await shot(page, `employee-edit-education-${label}`);
      await page.goto('/company/departments');
      await page.getByRole('button', { name: 'New department' }).click();
      await page.getByRole('dialog', { name: 'New department' }).waitFor();
      await shot(page, `department-dialog-${label}`);
      await context.close();
    });
  }
});

test('lists stay true without a reload: a new department raises the count and takes its place by name; deleting it lowers it again (#11 item 3)', async () => {
  const { context, page } = await signedIn('admin@demo.test');
  await page.goto('/company/departments');
  await h1(page, 'Departments');
  const counted = page.getByText(/^\d+ departments?$/);
  const before = Number(/\d+/.exec(await counted.innerText())![0]);
  const name = `Álvaro ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'New department' }).click();
  const dialog = page.getByRole('dialog', { name: 'New department' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText(`${before + 1} departments`, { exact: true }).waitFor();
  const firstCells = () => page.getByRole('row').evaluateAll((rows) => rows.slice(1).map((r) => r.querySelector('td, th')?.textContent?.trim() ?? ''));
  // In name order as people read it ("Álvaro" before "Engineering"), not where the new row was appended.
  assert.ok((await firstCells())[0].startsWith(name), (await firstCells()).join(' | '));
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByText(`${before} departments`, { exact: true }).waitFor();
  assert.equal(await page.getByRole('row').filter({ hasText: name }).count(), 0);
  await context.close();
});
